// Measures how long the playground's UI thread stalls during a run on a
// large input: the longest gap between animation frames, the long tasks
// (count and longest), and how long a click on a parse-tree row takes to
// show (clicked every two seconds during the run). The cases: a 5 MB JSON
// document with the default pipeline, and a 202 KB C file (two of the C
// suite's programs) with the tree view, with a fresh realm per test (`c`,
// the default) or one shared realm (`c-shared`). Each run is stopped after
// SECONDS (60 by default). Prints one JSON line per case. With
// `--trace DIR`, each case's run is traced in Chromium (DIR/CASE.json, for
// the DevTools performance panel) and its long tasks are described on
// stderr: what each one ran (see trace.mjs); TRACE_INVALIDATIONS=1 adds
// what made the page lay out again, at a cost.
// Usage (after scripts/build-web):
//   node tests/e2e/measure-stalls.mjs [SECONDS] [json|c|c-shared]... [--trace DIR]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, launch, open, waitForEnd, pasteInput, watchUiThread } from './harness.mjs';
import { startTrace, longTasks, printLongTasks, frameGaps, printFrameGaps } from './trace.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const traceAt = args.indexOf('--trace');
const traceDir = traceAt >= 0 ? args.splice(traceAt, 2)[1] : null;
const seconds = Number(args[0]) || 60;
const only = args.slice(1);

// 5 MB of records, one a line, the same every time.
function largeJson() {
  const lines = [];
  let size = 0;
  for (let i = 0; size < 5 * 1024 * 1024; i++) {
    const line = JSON.stringify({
      id: i, name: `user-${i}`, tags: [`t${i % 7}`, `t${i % 11}`],
      address: { street: `${i % 97} Elm Street`, city: `City ${i % 13}`, zip: String(10000 + (i % 8999)) },
      active: i % 3 === 0, score: (i * 37) % 1000 / 10,
    });
    lines.push(line);
    size += line.length + 2;
  }
  return `{"version": 2, "records": [\n${lines.join(',\n')}\n]}\n`;
}

const CASES = {
  json: () => ({
    input: largeJson(), language: 'json',
    oracle: 'return input.includes(\'"id":4242,\') && input.includes(\'"version"\');',
  }),
  c: () => ({
    input: fs.readFileSync(path.join(repo, 'bench/c/csmith-24.c'), 'utf8')
      + fs.readFileSync(path.join(repo, 'bench/c/csmith-12.c'), 'utf8'),
    language: 'c',
    oracle: String.raw`return /l_3928\s*=\s*0xE630D579L\s*;/.test(input);`,
  }),
  // The same with one shared realm for every test: no worker started per
  // test, so the page shares its cores with fewer threads.
  'c-shared': () => ({ ...CASES.c(), isolation: 'shared' }),
};

const server = await serve();
const chrome = await launch();
try {
  for (const [name, make] of Object.entries(CASES)) {
    if (only.length && !only.includes(name)) continue;
    const { input, language, oracle, isolation } = make();
    const page = await open(chrome.browser, server.url);
    await pasteInput(page, input);
    await page.getByTestId('oracle-editor').fill(oracle);
    await page.getByTestId('language-select').selectOption(language);
    if (isolation) {
      await page.getByTestId('trust-settings').locator('summary').click();
      await page.getByTestId('isolation-select').selectOption(isolation);
    }
    await page.waitForTimeout(1500);
    const trace = traceDir
      ? await startTrace(page, { invalidations: Boolean(process.env.TRACE_INVALIDATIONS) })
      : null;
    const t0 = Date.now();
    const watch = await watchUiThread(page);
    await page.evaluate(() => performance.mark('whittle-run'));
    await page.getByTestId('run-button').click();
    const clicks = [];
    while (Date.now() - t0 < seconds * 1000) {
      await page.waitForTimeout(2000);
      const status = await page.getByTestId('status').textContent();
      if (status !== 'running') break;
      const rows = page.getByTestId('tree-row');
      const count = await rows.count();
      if (count < 2) continue;
      const row = rows.nth(1 + (clicks.length % Math.min(count - 1, 20)));
      // Clicked in the page, and timed there until the row shows as
      // selected: the app's own latency, not the test driver's.
      const ms = await row.evaluate((el) => new Promise((resolve) => {
        const t = performance.now();
        el.querySelector('.label').click();
        const id = el.dataset.node;
        const check = () => {
          if (document.querySelector(`[data-node="${id}"].selected`)) resolve(performance.now() - t);
          else if (performance.now() - t > 10000) resolve(10000);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })).catch(() => null);
      if (ms !== null) clicks.push(Math.round(ms));
    }
    if ((await page.getByTestId('status').textContent()) === 'running') {
      await page.getByTestId('stop-button').click();
    }
    const status = await waitForEnd(page, 120000);
    const ui = await watch.stop();
    if (trace) {
      fs.mkdirSync(traceDir, { recursive: true });
      const events = await trace.stop(path.join(traceDir, `${name}.json`));
      console.error(`-- ${name}: the longest frame gaps and the long tasks (ms from the click on Reduce)`);
      printFrameGaps(frameGaps(events), console.error);
      printLongTasks(longTasks(events), console.error);
    }
    const text = async (id) => page.getByTestId(id).textContent();
    console.log(JSON.stringify({
      case: name, bytes_in: Buffer.byteLength(input), status,
      bytes_out: Number(await text('stats-size')), queries: Number(await text('stats-queries')),
      seconds: (Date.now() - t0) / 1000,
      ...ui,
      tree_clicks: clicks.length, max_click_ms: clicks.length ? Math.max(...clicks) : null,
    }));
    await page.close();
  }
} finally {
  await chrome.close();
  await server.close();
}
