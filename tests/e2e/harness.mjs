// Shared by the tests and the measurement script: a static server over
// dist/ on a free loopback port, and headless Debian Chromium.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = process.env.WHITTLE_DIST || path.resolve(here, '../../dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml',
};

// The command-line tool the tests serve the page with (scripts/test-web
// builds it).
export const WHITTLE = process.env.WHITTLE_BIN
  || path.resolve(here, '../../target/debug/whittle');

// The playground as users get it: `whittle web` over dist/ (precompressed
// files, the same-origin config), on a free loopback port.
export async function serveWeb(bin = WHITTLE) {
  if (!fs.existsSync(bin)) throw new Error(`${bin} is missing: run cargo build -p whittle first`);
  const web = await startWeb(bin);
  return { url: web.url, close: () => web.stop() };
}

// A plain static server over dist/ (for the measurement scripts, which
// compare against what any static host does).
export function serve(root = DIST) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: run scripts/build-web first`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) { res.writeHead(403); res.end(); return; }
    if (file.endsWith(path.sep)) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

export async function launch() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'whittle-chromium-'));
  // A persistent context is how Playwright takes a fresh --user-data-dir.
  const browser = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
    ],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

// Opens the playground and waits for the engine to be ready.
// The browser's profile is shared by every test, so by default a page starts
// as on a first visit that has seen the introduction: nothing stored from an
// earlier test is restored. `{ fresh: false }` keeps what is stored (reload
// tests); `{ intro: true }` shows the introduction.
export async function open(browser, url, { fresh = true, intro = false } = {}) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(({ fresh, intro }) => {
    if (sessionStorage.getItem('whittle-test-opened')) return; // a reload keeps its state
    sessionStorage.setItem('whittle-test-opened', '1');
    if (fresh) indexedDB.deleteDatabase('whittle-playground');
    if (intro) localStorage.removeItem('whittle-intro-dismissed');
    else localStorage.setItem('whittle-intro-dismissed', '1');
  }, { fresh, intro });
  await page.goto(url);
  await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 30000 });
  page.whittleErrors = errors;
  return page;
}

// Starts watching the page's UI thread: the longest gap between animation
// frames, the long tasks (count, longest, and the five longest with their
// start from now). `stop()` ends the watch and returns the figures.
export async function watchUiThread(page) {
  await page.evaluate(() => {
    const m = (window.__uiThread = {
      maxGap: 0, longTasks: 0, maxLongTask: 0, top: [], last: 0, on: true, from: performance.now(),
    });
    const frame = (t) => {
      if (m.last) m.maxGap = Math.max(m.maxGap, t - m.last);
      m.last = t;
      if (m.on) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        m.longTasks++;
        m.maxLongTask = Math.max(m.maxLongTask, e.duration);
        m.top.push([Math.round(e.startTime - m.from), Math.round(e.duration)]);
        m.top.sort((a, b) => b[1] - a[1]);
        m.top.length = Math.min(m.top.length, 5);
      }
    }).observe({ type: 'longtask', buffered: false });
  });
  return {
    stop: () => page.evaluate(() => {
      const m = window.__uiThread;
      m.on = false;
      return {
        max_frame_gap_ms: Math.round(m.maxGap), long_tasks: m.longTasks,
        max_long_task_ms: Math.round(m.maxLongTask), longest_tasks_at_ms: m.top,
      };
    }),
  };
}

// Waits until the run leaves "running"/"stopping…" and returns the status.
export async function waitForEnd(page, timeout = 60000) {
  await page.waitForFunction(() => {
    const s = document.querySelector('[data-testid=status]').textContent;
    return s !== 'running' && !s.startsWith('stopping');
  }, null, { timeout, polling: 100 });
  return page.getByTestId('status').textContent();
}

// Runs an oracle body in Node on a text, like the oracle worker does.
export async function runOracle(code, input) {
  const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  return new AsyncFunction('input', code)(input);
}

// The whole text of a code editor (input-editor, oracle-editor,
// result-output): CodeMirror keeps only the lines in view in the page, so
// it is read through the hook the editor bundle sets for tests.
export async function editorText(page, testid) {
  return page.getByTestId(testid).evaluate((el) => window.whittleEditor.text(el));
}

// Sets a large input at once, as a paste would: fill() types it too slowly.
export async function pasteInput(page, text) {
  await page.getByTestId('input-editor').evaluate((el, value) => window.whittleEditor.paste(el, value), text);
}

// Fills in the form; fields left undefined keep their value.
export async function setup(page, { input, oracle, language, algorithm, units, timeout }) {
  if (input !== undefined) await page.getByTestId('input-editor').fill(input);
  if (oracle !== undefined) await page.getByTestId('oracle-editor').fill(oracle);
  if (language) await page.getByTestId('language-select').selectOption(language);
  if (algorithm) await page.getByTestId('algorithm-select').selectOption(algorithm);
  if (units) await page.getByTestId('units-select').selectOption(units);
  if (timeout) await page.getByTestId('timeout-input').fill(String(timeout));
}

// Clicks Share and returns the link it shows.
export async function share(page) {
  await page.getByTestId('share-button').click();
  const box = page.getByTestId('share-link');
  await box.waitFor();
  return box.inputValue();
}

// Clicks Reduce and waits for the end of the run; returns the status.
export async function run(page, timeout = 60000) {
  await page.getByTestId('run-button').click();
  return waitForEnd(page, timeout);
}

export async function number(page, testid) {
  return Number(await page.getByTestId(testid).textContent());
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Starts `BIN web` over dist/ (or `dir`) on a free loopback port (with
// `extra` arguments, such as `--test SCRIPT`) and waits until it accepts
// connections. Returns its URL and a stop function.
export async function startWeb(bin, extra = [], dir = DIST) {
  const port = await freePort();
  const child = spawn(bin, ['web', '--listen', `127.0.0.1:${port}`, '--dir', dir, ...extra], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, RUST_LOG: 'warn' },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 200; i++) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (up) return { url: `http://127.0.0.1:${port}/`, stop: () => { child.kill(); return exited; } };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error(`${bin} web did not start`);
}

// One first visit in a fresh browser (an empty cache) that accepts
// `acceptEncoding`: the files fetched until the page says "ready", with
// the bytes each took on the wire (headers and body as sent). The service
// worker's own fetches are left out: the page registers it once the status
// has left "loading", so they follow the first load, and only the lag of
// this check behind the status would count them.
export async function firstLoad(url, acceptEncoding) {
  const chrome = await launch();
  try {
    const context = chrome.browser;
    await context.setExtraHTTPHeaders({ 'accept-encoding': acceptEncoding });
    const finished = [];
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker()) finished.push(request);
    });
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(url);
    await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 60000 });
    const readyMs = Date.now() - start;
    const seen = finished.slice();
    const files = [];
    for (const request of seen) {
      const response = await request.response();
      const sizes = await request.sizes();
      // A worker's own script reports no body size; the server always
      // sends Content-Length (no chunking), so take that.
      const length = response && Number(await response.headerValue('content-length'));
      const body = Number.isFinite(length) && length > 0 ? length : sizes.responseBodySize;
      files.push({
        path: new URL(request.url()).pathname,
        status: response ? response.status() : null,
        encoding: (response && (await response.headerValue('content-encoding'))) || 'identity',
        body_bytes: body,
        wire_bytes: body + sizes.responseHeadersSize,
      });
    }
    files.sort((a, b) => b.wire_bytes - a.wire_bytes || a.path.localeCompare(b.path));
    const total = files.reduce((sum, f) => sum + f.wire_bytes, 0);
    return { accept_encoding: acceptEncoding, ready_ms: readyMs, total_wire_bytes: total, files };
  } finally {
    await chrome.close();
  }
}
