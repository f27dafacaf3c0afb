// Offline use (www/sw.js): after one visit the playground opens and reduces
// with the network off, a grammar's engine is stored once it is fetched
// (never ahead), and a new build is picked up at the next load with a note.
// Each test has a browser of its own: a service worker stays registered in
// its profile, which the other suites' browser must not have.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DIST, WHITTLE, launch, open, run, startWeb, editorText } from '../harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const STAMP = path.resolve(here, '../../../scripts/sw-manifest.mjs');

// Waits until the service worker controls the page (it claims it once its
// install has stored the app).
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
}

const cachedPaths = (page) => page.evaluate(async () => {
  const out = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith('whittle-app-')) continue;
    for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
  }
  return out;
});

export default function offline() {
  test('after one visit the playground opens and reduces a JSON example offline', async () => {
    // A server of its own, stopped before the reload: nothing can answer
    // but the service worker.
    const web = await startWeb(WHITTLE);
    const chrome = await launch();
    try {
      const page = await open(chrome.browser, web.url);
      await controlled(page);
      const stored = await cachedPaths(page);
      for (const file of ['/index.html', '/style.css', '/pkg/whittle_app_bg.wasm', '/reduce-worker.js', '/editor.js']) {
        assert.ok(stored.includes(file), `${file} is stored`);
      }
      assert.ok(!stored.some((p) => /whittle_worker_(?!text)/.test(p)), `no grammar's engine is fetched ahead: ${stored}`);
      // The JSON example's engine, fetched by its first run, is stored.
      await page.getByTestId('example-json-bug').click();
      assert.equal(await run(page), 'done');
      await page.waitForFunction(async () => {
        const names = (await caches.keys()).filter((n) => n.startsWith('whittle-app-'));
        const cache = await caches.open(names[0]);
        return Boolean(await cache.match('pkg/whittle_worker_markup_bg.wasm'));
      }, null, { timeout: 30000, polling: 200 });
      const online = await editorText(page, 'result-output');

      await web.stop();
      await chrome.browser.setOffline(true);
      await page.reload();
      await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 30000 });
      await page.getByTestId('example-json-bug').click();
      assert.equal(await run(page), 'done', 'reduces offline');
      assert.equal(await editorText(page, 'result-output'), online);
      assert.deepEqual(page.whittleErrors, []);
      await page.close();
    } finally {
      await chrome.close();
      await web.stop();
    }
  });

  test('a toolchain used once (the TypeScript compiler) works offline', async () => {
    const web = await startWeb(WHITTLE);
    const chrome = await launch();
    // "Test on the original" in the oracle worker: the toolchain's verdict.
    const testOriginal = async (page) => {
      await page.getByTestId('test-original-button').click();
      await page.waitForFunction(() => {
        const t = document.querySelector('[data-testid=original-result]').textContent;
        return t && t !== 'testing…';
      }, null, { timeout: 240000, polling: 200 });
      return page.getByTestId('original-result').textContent();
    };
    try {
      const page = await open(chrome.browser, web.url);
      await controlled(page);
      await page.getByTestId('example-ts-type-error').click();
      assert.match(await testOriginal(page), /^interesting/);
      const stored = await cachedPaths(page);
      assert.ok(!stored.some((p) => p.includes('/toolchains/')), 'the toolchain is not stored twice');

      await web.stop();
      await chrome.browser.setOffline(true);
      await page.reload();
      await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 30000 });
      await page.getByTestId('example-ts-type-error').click();
      assert.match(await testOriginal(page), /^interesting/, 'the compiler runs offline');
      await page.close();
    } finally {
      await chrome.close();
      await web.stop();
    }
  });

  test('a new build is picked up at the next load, with a note', async () => {
    // A copy of dist/ to change (the toolchains, large and not cached by the
    // service worker, are left out).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whittle-update-'));
    fs.cpSync(DIST, dir, { recursive: true, filter: (src) => path.relative(DIST, src) !== 'toolchains' });
    const web = await startWeb(WHITTLE, [], dir);
    const chrome = await launch();
    try {
      const page = await open(chrome.browser, web.url);
      await controlled(page);
      assert.equal(await page.getByTestId('update-note').count(), 0, 'no note on a first visit');
      const before = await page.evaluate(() => document.querySelector('meta[name=whittle-build]').content);
      assert.match(before, /^[0-9a-f]{16}$/);

      // The next build: style.css changes (its compressed copies go, so the
      // server sends the new file) and the build is stamped again.
      const css = path.join(dir, 'style.css');
      fs.appendFileSync(css, '\n:root { --whittle-update-test: 2; }\n');
      for (const copy of ['.br', '.gz']) fs.rmSync(css + copy, { force: true });
      execFileSync(process.execPath, [STAMP, dir]);

      await page.reload();
      await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 30000 });
      const after = await page.evaluate(() => document.querySelector('meta[name=whittle-build]').content);
      assert.notEqual(after, before, 'the new page is served');
      assert.match(await page.getByTestId('update-note').textContent(), /whittle was updated/);
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--whittle-update-test').trim()), '2',
        'the new style.css is served');
      // The new build's cache replaces the old one, with the new file.
      await page.waitForFunction(async (build) => {
        const names = (await caches.keys()).filter((n) => n.startsWith('whittle-app-'));
        return names.length === 1 && names[0] === `whittle-app-${build}`;
      }, after, { timeout: 60000, polling: 200 });
      const stored = await page.evaluate(async () => {
        const cache = await caches.open((await caches.keys()).find((n) => n.startsWith('whittle-app-')));
        return (await cache.match('style.css')).text();
      });
      assert.match(stored, /--whittle-update-test: 2/);
      // Once seen, the note does not come back.
      await page.reload();
      await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 30000 });
      assert.equal(await page.getByTestId('update-note').count(), 0);
      await page.close();
    } finally {
      await chrome.close();
      await web.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
