// Measures the playground in headless Chromium: time to reduce a C benchmark
// with a JavaScript regex oracle, tests per second, and the longest time the
// UI thread was blocked (requestAnimationFrame gaps and long tasks), and how
// long after Reduce the parse tree view shows its first row.
// Usage (after scripts/build-web):
//   node tests/e2e/measure.mjs [FILE.c REGEX] [ALGORITHM...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, launch, open, waitForEnd, pasteInput, watchUiThread } from './harness.mjs';

// The default input is the C suite's largest case, in bench/c.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = process.argv[2] || path.resolve(repo, 'bench/c/csmith-24.c');
const regex = process.argv[3] || String.raw`l_3928\s*=\s*0xE630D579L\s*;`;
const algorithms = process.argv.slice(4).length ? process.argv.slice(4) : ['pardis', 'ddmin*'];
const input = fs.readFileSync(file, 'utf8');

const server = await serve();
const chrome = await launch();
try {
  for (const algorithm of algorithms) {
    const page = await open(chrome.browser, server.url);
    // fill() types 170 KB too slowly; paste it through the editor's hook.
    await pasteInput(page, input);
    await page.getByTestId('oracle-editor').fill(`return /${regex}/.test(input);`);
    await page.getByTestId('language-select').selectOption('c');
    await page.getByTestId('algorithm-select').selectOption(algorithm);
    const watch = await watchUiThread(page);
    const t0 = Date.now();
    await page.getByTestId('run-button').click();
    // The parse tree arrives once, at the start of the run.
    const treeShown = page.getByTestId('tree-row').first().waitFor({ timeout: 60000 })
      .then(() => Date.now() - t0, () => null);
    const status = await waitForEnd(page, 30 * 60 * 1000);
    const treeMs = await treeShown;
    const wall = (Date.now() - t0) / 1000;
    const ui = await watch.stop();
    const text = async (id) => page.getByTestId(id).textContent();
    const queries = Number(await text('stats-queries'));
    const elapsed = parseFloat(await text('stats-elapsed'));
    const row = {
      file: file.split('/').pop(), algorithm, status, bytes_in: Buffer.byteLength(input),
      bytes_out: Number(await text('stats-size')), units_out: Number(await text('stats-units')),
      queries, cache_hits: Number(await text('stats-cache-hits')),
      rejections: Number(await text('stats-rejections')),
      engine_seconds: elapsed, wall_seconds: wall,
      tests_per_second: Math.round(queries / elapsed),
      max_frame_gap_ms: ui.max_frame_gap_ms, long_tasks: ui.long_tasks,
      max_long_task_ms: ui.max_long_task_ms, tree_shown_ms: treeMs,
    };
    console.log(JSON.stringify(row));
    await page.close();
  }
} finally {
  await chrome.close();
  await server.close();
}
