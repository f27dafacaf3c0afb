// Measures what trust costs in the playground (headless Chromium): oracle
// tests per second with a fresh realm per test against one shared realm
// (on a gallery example and on a ~40 KB input), and with 1 against N oracle
// workers (a CPU-bound oracle and one that awaits a 20 ms timer). Each run
// is stopped after SECONDS (default 15) if it has not ended; tests per
// second are every oracle run (check runs and verification included) over
// the run's elapsed time.
// Usage (after scripts/build-web):
//   node tests/e2e/measure-trust.mjs [SECONDS] [N]
import { serve, launch, open, waitForEnd, pasteInput, setup } from './harness.mjs';

const seconds = Number(process.argv[2] || 15);
const wide = Number(process.argv[3] || 4);

// About 40 KB of text lines, every 20th of which is needed (many tests).
const large = Array.from({ length: 2000 }, (_, i) => `row ${String(i).padStart(4, '0')} ${'x'.repeat(12)}${i % 20 === 7 ? ' keep' : ''}`).join('\n') + '\n';
const KEEP = "return (input.match(/keep/g) || []).length === 100;";
// 300 lines, every 10th needed.
const small = Array.from({ length: 300 }, (_, i) => `l${i}${i % 10 === 3 ? ' keep' : ''}`).join('\n') + '\n';
const CPU = "let h = 0; for (let i = 0; i < 3e6; i++) h = (h * 31 + i) | 0; return h !== 1 && (input.match(/keep/g) || []).length === 30;";
const TIMER = "await new Promise((r) => setTimeout(r, 20)); return (input.match(/keep/g) || []).length === 30;";

const cases = [
  { name: 'json-bug example, fresh', example: 'json-bug', isolation: 'fresh', workers: 1 },
  { name: 'json-bug example, shared', example: 'json-bug', isolation: 'shared', workers: 1 },
  { name: '40 KB text, fresh', input: large, oracle: KEEP, isolation: 'fresh', workers: 1 },
  { name: '40 KB text, shared', input: large, oracle: KEEP, isolation: 'shared', workers: 1 },
  { name: 'CPU-bound oracle, 1 worker', input: small, oracle: CPU, isolation: 'fresh', workers: 1 },
  { name: `CPU-bound oracle, ${wide} workers`, input: small, oracle: CPU, isolation: 'fresh', workers: wide },
  { name: '20 ms timer oracle, 1 worker', input: small, oracle: TIMER, isolation: 'fresh', workers: 1 },
  { name: `20 ms timer oracle, ${wide} workers`, input: small, oracle: TIMER, isolation: 'fresh', workers: wide },
];

const server = await serve();
const chrome = await launch();
try {
  for (const c of cases) {
    const page = await open(chrome.browser, server.url);
    if (c.example) {
      await page.getByTestId(`example-${c.example}`).click();
    } else {
      await pasteInput(page, c.input);
      await setup(page, { oracle: c.oracle, language: 'text', algorithm: 'ddmin*', units: 'line' });
    }
    await page.getByTestId('trust-settings').locator('summary').click();
    await page.getByTestId('isolation-select').selectOption(c.isolation);
    await page.getByTestId('workers-input').fill(String(c.workers));
    await page.getByTestId('run-button').click();
    const ended = await waitForEnd(page, seconds * 1000).then(() => true, () => false);
    if (!ended) {
      await page.getByTestId('stop-button').click();
      await waitForEnd(page);
    }
    const text = async (id) => page.getByTestId(id).textContent();
    const runs = Number(await text('stats-oracle-runs'));
    const elapsed = parseFloat(await text('stats-elapsed'));
    console.log(JSON.stringify({
      case: c.name, status: await text('status'), oracle_runs: runs, seconds: elapsed,
      tests_per_second: Math.round((runs / elapsed) * 10) / 10,
      hardware_concurrency: await page.evaluate(() => navigator.hardwareConcurrency),
    }));
    await page.close();
  }
} finally {
  await chrome.close();
  await server.close();
}
