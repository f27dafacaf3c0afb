#!/usr/bin/env node
// Stamps a built playground (dist/) with its build: every file's path and
// the start of its SHA-256 go into sw.js (the service worker, which caches
// by them), and the build's hash (over all of them) into sw.js and into
// index.html's `whittle-build` meta (the page notes an update when it
// changes). The toolchains (toolchains/, cached by toolchains.js) and the
// precompressed copies are not listed. Runs again on a stamped directory
// (after a file changed) and gives what a fresh stamp would; it rewrites the
// .br and .gz copies of the two files it changes when they exist.
//
// Usage: node scripts/sw-manifest.mjs DIR
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2];
if (!dir || !fs.existsSync(path.join(dir, 'sw.js'))) {
  console.error('usage: node scripts/sw-manifest.mjs DIR (a built playground with sw.js)');
  process.exit(2);
}

// Fetched only when first needed (a language's engine, the one with every
// grammar, the DOM for HTML oracles, zip support): cached when fetched,
// never ahead.
const LAZY = /^(pkg\/whittle_worker_(?!text[_.]).*|dom\.js|archive\.js)$/;
const META = /(<meta name="whittle-build" content=")[^"]*(")/;
const hash = (data) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);

function list(sub = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (rel !== 'toolchains') out.push(...list(rel));
    } else if (!/\.(br|gz)$/.test(rel) && rel !== 'sw.js') {
      out.push(rel);
    }
  }
  return out;
}

const paths = list().sort();
const read = (rel) => fs.readFileSync(path.join(dir, rel));
const files = {};
for (const rel of paths) {
  // The page as built, whatever build it was stamped with before.
  files[rel] = rel === 'index.html' ? hash(read(rel).toString().replace(META, '$1$2')) : hash(read(rel));
}
const build = hash(paths.map((rel) => `${rel} ${files[rel]}\n`).join(''));

function write(rel, text) {
  const file = path.join(dir, rel);
  fs.writeFileSync(file, text);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

const page = read('index.html').toString();
if (!META.test(page)) throw new Error('index.html has no <meta name="whittle-build" content="…">');
const stamped = page.replace(META, `$1${build}$2`);
write('index.html', stamped);
files['index.html'] = hash(stamped);

let worker = read('sw.js').toString();
const fields = {
  BUILD: JSON.stringify(build),
  FILES: JSON.stringify(files),
  PRECACHE: JSON.stringify(paths.filter((rel) => !LAZY.test(rel))),
};
for (const [name, value] of Object.entries(fields)) {
  const field = new RegExp(`(/\\* ${name} \\*/ ).*;$`, 'm');
  if (!field.test(worker)) throw new Error(`sw.js has no /* ${name} */ field`);
  worker = worker.replace(field, (_, start) => `${start}${value};`);
}
write('sw.js', worker);
console.log(`sw-manifest: build ${build}, ${paths.length} files`);
