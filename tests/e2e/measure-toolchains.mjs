// Measures the toolchain oracles in headless Chromium, served by `whittle
// web` over dist/: per toolchain, its download (the compressed copies in
// dist/toolchains/), the time to the first test from an empty cache and
// after a reload (Cache Storage), and tests per second at 1 and N workers
// while reducing a 5-50 KB input (the gallery example grown with renamed
// copies of its functions), counted over a window after the first tests.
// Usage (after scripts/build-web and `cargo build -p whittle`):
//   node tests/e2e/measure-toolchains.mjs [N] [WINDOW_S] [TOOLCHAIN...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveWeb, launch, open, pasteInput } from './harness.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const N = Number(process.argv[2] || 2);
const WINDOW_S = Number(process.argv[3] || 30);
const only = process.argv.slice(4);
const example = (name) => fs.readFileSync(path.join(repo, 'www/examples', name), 'utf8');

// The example with `copies` renamed copies of its functions.
function grown(text, copies, names, from, to) {
  const middle = text.slice(from(text), to(text));
  let out = text.slice(0, to(text));
  for (let k = 1; k <= copies; k++) {
    out += '\n' + middle.replace(new RegExp(`\\b(${names.join('|')})\\b`, 'g'), `$1_${k}`);
  }
  return out + text.slice(to(text));
}

const CASES = [
  {
    name: 'python', example: 'python-grades',
    input: () => {
      const t = example('grades.py');
      return grown(t, 6, ['total', 'average', 'best', 'passed', 'letter', 'report', 'parse'],
        (s) => s.indexOf('def total'), (s) => s.indexOf('GRADES = '));
    },
  },
  {
    name: 'typescript', example: 'ts-type-error',
    input: () => {
      const t = example('inventory.ts');
      return grown(t, 5, ['findItem', 'value', 'restock', 'byTag', 'describe', 'parseQuantity', 'fromCsv', 'summary'],
        (s) => s.indexOf('export function findItem'), (s) => s.length);
    },
  },
  {
    name: 'clang', example: 'c-warning',
    input: () => {
      const t = example('tally.c');
      return grown(t, 4, ['is_word_char', 'count_words', 'add_line', 'mean', 'print_histogram', 'print_summary'],
        (s) => s.indexOf('static int is_word_char'), (s) => s.indexOf('int main'));
    },
  },
];

function downloadBytes(name) {
  const dir = path.join(process.env.WHITTLE_DIST || path.join(repo, 'dist'), 'toolchains', name);
  const sum = { raw: 0, br: 0, gz: 0 };
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) { walk(f); continue; }
      if (/\.(br|gz)$/.test(e.name)) continue;
      const size = fs.statSync(f).size;
      sum.raw += size;
      sum.br += fs.existsSync(f + '.br') ? fs.statSync(f + '.br').size : size;
      sum.gz += fs.existsSync(f + '.gz') ? fs.statSync(f + '.gz').size : size;
    }
  };
  walk(dir);
  return sum;
}

async function firstTest(page) {
  const t0 = Date.now();
  await page.getByTestId('test-original-button').click();
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-testid=original-result]').textContent;
    return t && t !== 'testing…';
  }, null, { timeout: 600000, polling: 50 });
  const text = await page.getByTestId('original-result').textContent();
  if (!/^interesting/.test(text)) throw new Error(text);
  return (Date.now() - t0) / 1000;
}

async function rate(page, input, workers) {
  await pasteInput(page, input);
  const settings = page.getByTestId('trust-settings');
  if ((await settings.getAttribute('open')) === null) await settings.locator('summary').click();
  await page.getByTestId('workers-input').fill(String(workers));
  await page.getByTestId('run-button').click();
  const runs = async () => Number(await page.getByTestId('stats-oracle-runs').textContent() || 0);
  // After the check runs, each worker has its toolchain.
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=stats-oracle-runs]')?.textContent || 0) >= 6,
    null, { timeout: 600000, polling: 100 });
  const r0 = await runs();
  const t0 = Date.now();
  // Until the window ends or the run does (then the rate is up to its end).
  let status = 'running';
  while (Date.now() - t0 < WINDOW_S * 1000 && status === 'running') {
    await page.waitForTimeout(200);
    status = await page.getByTestId('status').textContent();
  }
  const r1 = await runs();
  const t1 = Date.now();
  await page.getByTestId('stop-button').click().catch(() => {});
  return { tests_per_s: Number(((r1 - r0) / ((t1 - t0) / 1000)).toFixed(2)), ended: status };
}

const web = await serveWeb();
const chrome = await launch();
const out = {};
try {
  for (const c of CASES.filter((c) => !only.length || only.includes(c.name))) {
    const page = await open(chrome.browser, web.url);
    await page.evaluate(() => caches.delete('whittle-toolchains'));
    await page.getByTestId(`example-${c.example}`).click();
    const cold = await firstTest(page);
    await page.waitForTimeout(700);
    await page.reload();
    await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 30000 });
    const warm = await firstTest(page);
    const input = c.input();
    const one = await rate(page, input, 1);
    await page.waitForTimeout(1000);
    const many = await rate(page, input, N);
    out[c.name] = {
      download: downloadBytes(c.name), first_test_s: { empty_cache: cold, cached: warm },
      input_bytes: Buffer.byteLength(input), workers_1: one, [`workers_${N}`]: many,
    };
    console.error(c.name, JSON.stringify(out[c.name]));
    await page.close();
  }
} finally {
  await chrome.close();
  await web.close();
}
process.stdout.write(JSON.stringify(out, null, 2) + '\n');
