#!/usr/bin/env node
// Writes FILE.br (brotli) and FILE.gz (gzip, level 9) beside every file
// under a directory, for servers that send precompressed copies
// (`whittle web` picks one by the request's Accept-Encoding). A copy that
// would not be smaller than its file is not written (and a stale one is
// removed): the server then sends the file itself. Node's zlib has both
// codecs, so this needs no install. The compressions run on libuv's thread
// pool, several files at once.
//
// Usage: node scripts/precompress.mjs [--quality N] DIR
//   --quality N   brotli's quality for every file, and gzip at level 6 (the
//                 toolchains use 9: seconds for 25 MB, within 2 % of 11's
//                 size on them); a file over 32 MB gets at most 5 (LLVM's
//                 75 MB: 6 s instead of 25 s, 5 % larger)
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Brotli's quality: 11 (the smallest) for what the first load fetches; 10
// for the language workers, fetched when a run needs one: their copies
// are about 4 % larger, and compressing them takes half the CPU (35 s less
// in the first build, where it is most of this script's time).
const LANGUAGE_WORKER = /^whittle_worker_(?!text_)\w+_bg\.wasm$/;
let fixedQuality = null;
const BIG = 32e6;
const quality = (file, size) => (fixedQuality !== null
  ? (size > BIG ? Math.min(fixedQuality, 5) : fixedQuality)
  : (LANGUAGE_WORKER.test(path.basename(file)) ? 10 : zlib.constants.BROTLI_MAX_QUALITY));

// Text compresses better with brotli's text mode; the rest is generic.
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.c', '.rs', '.py', '.java', '.go', '.ts', '.xml']);

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) yield full;
  }
}

async function writeIfSmaller(file, original, compressed) {
  if (compressed.length < original.length) {
    await fs.writeFile(file, compressed);
    return compressed.length;
  }
  await fs.rm(file, { force: true });
  return original.length;
}

async function precompress(file) {
  const data = await fs.readFile(file);
  const text = TEXT.has(path.extname(file).toLowerCase());
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality(file, data.length),
        [zlib.constants.BROTLI_PARAM_MODE]: text ? zlib.constants.BROTLI_MODE_TEXT : zlib.constants.BROTLI_MODE_GENERIC,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: fixedQuality === null ? 9 : 6 }),
  ]);
  return {
    file,
    bytes: data.length,
    br: await writeIfSmaller(`${file}.br`, data, br),
    gz: await writeIfSmaller(`${file}.gz`, data, gz),
  };
}

const args = process.argv.slice(2);
if (args[0] === '--quality') {
  fixedQuality = Number(args[1]);
  args.splice(0, 2);
}
const dir = args[0];
if (!dir || args.length > 1 || !(fixedQuality === null || (fixedQuality >= 0 && fixedQuality <= 11))) {
  console.error('usage: node scripts/precompress.mjs [--quality N] DIR');
  process.exit(2);
}
const jobs = [];
for await (const file of files(dir)) jobs.push(precompress(file));
const done = await Promise.all(jobs);
const total = (key) => done.reduce((sum, f) => sum + f[key], 0);
const mb = (n) => (n / 1e6).toFixed(2);
console.log(`precompressed ${done.length} files: ${mb(total('bytes'))} MB, brotli ${mb(total('br'))} MB, gzip ${mb(total('gz'))} MB`);
