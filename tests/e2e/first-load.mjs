// Measures the playground's first load: starts `whittle web` on a free
// loopback port over a built dist/, opens the page in headless Chromium with
// an empty cache, and counts the bytes that came over the wire (headers and
// body as sent, per file) until the page says "ready". Once per encoding
// the browser accepts: brotli, gzip, and none (identity). Writes JSON.
//
// Usage (after scripts/build-web and `cargo build --release -p whittle`):
//   node tests/e2e/first-load.mjs [OUT.json]
// Environment: WHITTLE_DIST (default dist/), WHITTLE_BIN (default
// target/release/whittle), CHROMIUM (default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, firstLoad as load, startWeb } from './harness.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = process.env.WHITTLE_BIN || path.join(repo, 'target/release/whittle');
const out = process.argv[2];

// What the browser is told to accept. Chromium advertises brotli only on
// secure origins, so each mode sets the header itself.
const MODES = { br: 'br, gzip', gzip: 'gzip', identity: 'identity' };

const web = await startWeb(bin);
const result = { dist: DIST, loads: {} };
try {
  for (const [mode, header] of Object.entries(MODES)) {
    result.loads[mode] = await load(web.url, header);
    const { total_wire_bytes: total, files } = result.loads[mode];
    console.error(`${mode}: ${(total / 1e6).toFixed(3)} MB in ${files.length} files`);
    for (const f of files) console.error(`  ${String(f.wire_bytes).padStart(10)}  ${f.encoding.padEnd(8)} ${f.path}`);
  }
} finally {
  await web.stop();
}
const json = JSON.stringify(result, null, 2) + '\n';
if (out) fs.writeFileSync(out, json);
else process.stdout.write(json);
