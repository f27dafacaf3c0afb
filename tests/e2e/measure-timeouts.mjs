// Measures what the automatic per-test limit costs on a JavaScript module
// whose candidates can loop forever (a loop that loses its `i++`): the
// same reduction with the limit typed as 1000 ms (what `auto` was: ten
// times the slowest check, at least a second) and with `auto` (at least
// 100 ms in the page, raised when a timed-out candidate is interesting
// with more time). Prints one JSON line per setting: timeouts, queries,
// oracle runs, result size and wall time; a run is stopped after SECONDS.
// Usage (after scripts/build-web):
//   node tests/e2e/measure-timeouts.mjs [SECONDS] [1000|auto]...
import { serve, launch, open, waitForEnd, pasteInput } from './harness.mjs';

const seconds = Number(process.argv[2]) || 300;
const settings = process.argv.slice(3).length ? process.argv.slice(3) : ['1000', 'auto'];

// About 84 KB: 400 small functions with counting loops, and a main that
// runs every one; the oracle wants main to still find the one bug.
function module() {
  const parts = ["'use strict';", 'const log = [];'];
  for (let i = 0; i < 400; i++) {
    parts.push(`function step${i}(limit) {
  let total = ${i % 17};
  let index = 0;
  while (index < limit) {
    total += (index * ${(i % 5) + 1}) % ${(i % 7) + 2};
    index++;
  }
  if (total === ${i % 3}) log.push('even ${i}');
  return total;
}`);
  }
  parts.push(`function bug(values) {
  let sum = 0;
  for (let k = 0; k < values.length; k++) sum += values[k];
  return sum / (values.length - values.length);
}`);
  parts.push(`function main() {
  const values = [];
${Array.from({ length: 400 }, (_, i) => `  values.push(step${i}(${200 + (i % 50)}));`).join('\n')}
  return bug(values);
}`);
  return parts.join('\n\n') + '\n';
}

const ORACLE = `const run = new Function(input + '\\n;return typeof main === "function" ? main() : undefined;');
return run() === Infinity;`;

const server = await serve();
const chrome = await launch();
try {
  const input = module();
  for (const timeout of settings) {
    const page = await open(chrome.browser, server.url);
    await pasteInput(page, input);
    await page.getByTestId('oracle-editor').fill(ORACLE);
    await page.getByTestId('language-select').selectOption('javascript');
    await page.getByTestId('timeout-input').fill(timeout);
    const t0 = Date.now();
    await page.getByTestId('run-button').click();
    let status = await waitForEnd(page, seconds * 1000).catch(() => null);
    if (status === null) {
      await page.getByTestId('stop-button').click();
      status = `stopped after ${seconds} s: ${await waitForEnd(page, 60000)}`;
    }
    const text = (id) => page.getByTestId(id).textContent();
    console.log(JSON.stringify({
      timeout, bytes_in: input.length, status,
      bytes_out: Number(await text('stats-size')),
      queries: Number(await text('stats-queries')),
      oracle_runs: Number(await text('stats-oracle-runs')),
      timeouts: Number(await text('stats-timeouts')),
      limit: await text('stats-timeout-limit'),
      retests: (await text('stats-rechecks')).split(' / ')[2] ?? '0',
      wall_seconds: (Date.now() - t0) / 1000,
    }));
    await page.close();
  }
} finally {
  await chrome.close();
  await server.close();
}
