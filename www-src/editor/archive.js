// Zip and gzip for sets of files (fflate), bundled by esbuild into
// dist/archive.js and loaded by the editor bundle only when an archive is
// opened or a set is downloaded. Tar is read by the app itself.
import { unzipSync, gunzipSync, zipSync } from 'fflate';

// [{ path, bytes }] of a zip's files; folder entries are left out.
export function unzip(bytes) {
  return Object.entries(unzipSync(bytes))
    .filter(([path]) => !path.endsWith('/'))
    .map(([path, data]) => ({ path, bytes: data }));
}

export function gunzip(bytes) {
  return gunzipSync(bytes);
}

// A zip of [{ path, bytes }], every entry dated 1980-01-01 (the format's
// first day), so that the same set always gives the same archive.
export function zip(files) {
  const entries = {};
  const mtime = new Date(1980, 0, 1);
  for (const { path, bytes } of files) entries[path] = [bytes, { mtime }];
  return zipSync(entries, { level: 6 });
}
