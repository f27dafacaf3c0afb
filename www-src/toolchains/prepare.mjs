#!/usr/bin/env node
// Copies what a browser needs of each pinned toolchain package into
// OUT/NAME/VERSION/ and writes OUT/manifest.json (each toolchain's
// directory, version and files with their sizes), which scripts/build-web
// puts into dist/toolchains.js so that the oracle worker knows what to
// fetch without asking. The TypeScript compiler's library files (lib.*.d.ts)
// become one lib.json: one request instead of a hundred.
//
// Usage: node www-src/toolchains/prepare.mjs OUT
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.join(here, 'node_modules');
const out = process.argv[2];
if (!out || process.argv.length > 3) {
  console.error('usage: node prepare.mjs OUT');
  process.exit(2);
}

const version = (pkg) => JSON.parse(fs.readFileSync(path.join(modules, pkg, 'package.json'), 'utf8')).version;

// name -> { title, package, files: [[file in the package, name in dist]] or a builder }
const TOOLCHAINS = {
  clang: {
    title: 'clang',
    package: '@yowasp/clang',
    // The bundle (its WASI runtime and the clang driver's logic), LLVM's
    // core modules (compiled once per worker, instantiated per run) and the
    // resources: the C library's and clang's headers, as a tar.
    copy: [
      ['gen/bundle.js', 'bundle.js'], ['gen/llvm.core.wasm', 'llvm.core.wasm'],
      ['gen/llvm.core2.wasm', 'llvm.core2.wasm'], ['gen/llvm.core3.wasm', 'llvm.core3.wasm'],
      ['gen/llvm.core4.wasm', 'llvm.core4.wasm'], ['gen/llvm-resources.tar', 'llvm-resources.tar'],
    ],
  },
  python: {
    title: 'Python',
    package: 'pyodide',
    // The loader, the interpreter (Emscripten's module and its wasm), the
    // standard library, and the package index Pyodide reads at start.
    copy: ['pyodide.js', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'],
  },
  typescript: {
    title: 'TypeScript',
    package: 'typescript',
    copy: [['lib/typescript.js', 'typescript.js']],
    build: (dir) => {
      const lib = path.join(modules, 'typescript', 'lib');
      const libs = {};
      for (const name of fs.readdirSync(lib).sort()) {
        if (/^lib\..*\.d\.ts$|^lib\.d\.ts$/.test(name)) libs[name] = fs.readFileSync(path.join(lib, name), 'utf8');
      }
      fs.writeFileSync(path.join(dir, 'lib.json'), JSON.stringify(libs));
      return ['lib.json'];
    },
  },
};

const manifest = {};
for (const [name, t] of Object.entries(TOOLCHAINS)) {
  const v = version(t.package);
  const rel = `${name}/${v}/`;
  const dir = path.join(out, rel);
  fs.mkdirSync(dir, { recursive: true });
  const names = [];
  for (const entry of t.copy) {
    const [from, to] = Array.isArray(entry) ? entry : [entry, entry];
    fs.copyFileSync(path.join(modules, t.package, from), path.join(dir, to));
    names.push(to);
  }
  if (t.build) names.push(...t.build(dir));
  const files = names.map((f) => ({ name: f, bytes: fs.statSync(path.join(dir, f)).size }));
  manifest[name] = { title: t.title, package: t.package, version: v, dir: rel, files };
}
fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
