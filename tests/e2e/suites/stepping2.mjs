// The test log (its rows against the engine's own ddmin trace, its CSV and
// Markdown exports) and what step mode and slow motion show of each test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { open, setup, run, waitForEnd, editorText, number, pasteInput } from '../harness.mjs';

// A C file of a few KB: functions, a struct, globals and main.
function cFile(functions = 60) {
  const parts = ['#include <stdio.h>', 'struct point { int x; int y; };', 'static int table[16];'];
  for (let i = 0; i < functions; i++) {
    parts.push(`static int f${i}(int a, int b) {\n  int c = a * ${i} + b;\n  if (c > ${i * 3}) { c -= table[${i % 16}]; }\n  return c;\n}`);
  }
  parts.push('int main(void) {\n  struct point p = { 1, 2 };\n  printf("%d\\n", f3(p.x, p.y));\n  return 0;\n}');
  return parts.join('\n') + '\n';
}

async function rootWeights(page) {
  const text = await page.getByTestId('tree-view').locator('[data-testid=tree-row][data-node="0"] .weight').textContent();
  const [live, original] = text.split('/').map(Number);
  return { live, original };
}

async function stepTo(page, query) {
  await page.getByTestId('step-button').click();
  await page.getByTestId('step-explanation').filter({ hasText: `Test ${query}:` }).waitFor();
}

const fixture = JSON.parse(fs.readFileSync(new URL('../fixtures/ddmin-select.json', import.meta.url), 'utf8'));

async function oneWorker(page) {
  const settings = page.getByTestId('trust-settings');
  if ((await settings.getAttribute('open')) === null) await settings.locator('summary').click();
  await page.getByTestId('workers-input').fill('1');
}

// The log's rows as [candidate, verdict].
async function logRows(page) {
  return page.getByTestId('test-log').locator('tbody tr').evaluateAll((rows) => rows.map((tr) =>
    [tr.querySelector('[data-testid=test-log-candidate]').textContent, tr.dataset.verdict]));
}

// RFC 4180: quoted fields may hold commas, doubled quotes and line breaks.
export function parseCsv(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; }
    else if (c === '"') throw new Error(`a quote inside an unquoted field at ${i}`);
    else field += c;
  }
  assert.equal(field, '', 'the CSV ends with a line break');
  assert.equal(quoted, false, 'every quote is closed');
  return rows;
}

// A Markdown table row's cells: split on `|` that is not escaped.
function markdownCells(line) {
  assert.ok(line.startsWith('| ') && line.endsWith(' |'), line);
  return line.slice(2, -2).split(/(?<!\\) \| /);
}

async function downloaded(page, testid) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), 'utf8') };
}

export default function stepping2(env) {
  for (const expected of fixture.runs) {
    test(`the test log of ddmin on <SELECT …> (${expected.name}) is the engine's trace, ending 1-minimal`, async () => {
      const page = await open(env.browser, env.url);
      await setup(page, { input: fixture.input, oracle: expected.oracle, language: 'text', algorithm: fixture.algorithm, units: fixture.units });
      await oneWorker(page);
      assert.equal(await run(page), 'done');
      const result = await editorText(page, 'result-output');
      assert.equal(result, expected.result);
      // The result is 1-minimal: leaving out any one character loses it.
      const oracle = new Function('input', expected.oracle);
      assert.equal(oracle(result), true);
      for (let i = 0; i < result.length; i++) {
        assert.equal(oracle(result.slice(0, i) + result.slice(i + 1)), false, `without character ${i}`);
      }
      if (expected.name === 'paper') assert.equal(result, '<SELECT>', 'the paper\'s 8 characters');
      const rows = await logRows(page);
      assert.deepEqual(rows, expected.tests, 'the log is the engine\'s ddmin trace, test by test');
      const numbers = await page.getByTestId('test-log').locator('tbody tr td:first-child').allTextContents();
      assert.deepEqual(numbers.map(Number), rows.map((_, i) => i + 1));
      assert.deepEqual(page.whittleErrors, []);
      await page.close();
    });
  }

  test('the test log exports as CSV and Markdown that parse back to its rows', async () => {
    const page = await open(env.browser, env.url);
    const input = ['a,b', 'say "hi"', 'x|y `z`', 'bug here', 'tail, "end"'].join('\n') + '\n';
    await setup(page, { input, oracle: "return input.includes('bug');", language: 'text', algorithm: 'ddmin', units: 'line' });
    await oneWorker(page);
    assert.equal(await run(page), 'done');
    const rows = await logRows(page);
    assert.ok(rows.length > 5, `${rows.length} tests`);
    assert.ok(rows.some(([c]) => c.includes(',') && c.includes('"') && c.includes('\n')), 'a candidate needs quoting');

    const csv = await downloaded(page, 'test-log-csv');
    assert.match(csv.name, /\.csv$/);
    const table = parseCsv(csv.text);
    assert.deepEqual(table[0], ['number', 'candidate', 'diff', 'bytes', 'verdict', 'ms', 'pass']);
    assert.equal(table.length, rows.length + 1);
    assert.deepEqual(table.slice(1).map((r) => [r[1], r[4]]), rows);
    for (const r of table.slice(1)) {
      assert.equal(r.length, 7);
      assert.equal(Number(r[3]), Buffer.byteLength(r[1]), 'bytes is the candidate\'s size');
    }

    const md = await downloaded(page, 'test-log-markdown');
    assert.match(md.name, /\.md$/);
    const lines = md.text.trimEnd().split('\n');
    assert.equal(lines.length, rows.length + 2, 'a header, a rule and a line per test');
    assert.match(lines[1], /^\|---:\|/);
    lines.slice(2).forEach((line, i) => {
      const cells = markdownCells(line);
      assert.equal(cells.length, 6, line);
      assert.equal(Number(cells[0]), i + 1);
      assert.equal(cells[3], rows[i][1]);
      const code = cells[1].replace(/^(`+) (.*) \1$/, '$2').replace(/<br>/g, '\n').replace(/\\\|/g, '|').replace(/\\\\/g, '\\');
      assert.equal(code, rows[i][0] === '' ? '(empty)' : rows[i][0]);
    });
    await page.close();
  });

  test('step mode shows each candidate with the part it leaves out struck through', async () => {
    const page = await open(env.browser, env.url);
    const expected = fixture.runs[0];
    await setup(page, { input: fixture.input, oracle: expected.oracle, language: 'text', algorithm: fixture.algorithm, units: fixture.units });
    const oracleTests = expected.tests.filter(([, how]) => how !== 'cache');
    let current = fixture.input;
    for (let query = 1; query <= 6; query++) {
      await page.getByTestId('step-button').click();
      await page.getByTestId('step-explanation').filter({ hasText: `Test ${query}:` }).waitFor();
      const shown = await page.getByTestId('step-candidate-text').evaluate((el) => ({
        all: el.textContent,
        kept: [...el.childNodes].filter((n) => n.localName !== 'del').map((n) => n.textContent).join(''),
        removed: [...el.querySelectorAll('del')].map((n) => n.textContent).join(''),
      }));
      const [candidate, how] = oracleTests[query - 1];
      assert.equal(shown.kept, candidate, `test ${query} shows its candidate`);
      assert.equal(shown.all, current, 'with the rest of the current test case marked');
      assert.equal(shown.removed.length, current.length - candidate.length);
      if (query > 1) assert.ok(shown.removed.length > 0, 'something is left out');
      if (how === 'interesting') current = candidate;
    }
    await page.close();
  });

  test('slow motion explains each test as step mode does', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: fixture.input, oracle: fixture.runs[0].oracle, language: 'text', algorithm: fixture.algorithm, units: fixture.units });
    await page.getByTestId('slow-motion').selectOption({ index: 1 });
    // Every consequence the page shows is recorded as it is rendered: a
    // busy machine may read the DOM only after the 0.25 s pause has moved
    // the explanation on to the next test.
    await page.evaluate(() => {
      window.consequencesShown = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid=step-consequence]')?.textContent;
        if (text && window.consequencesShown.at(-1) !== text) window.consequencesShown.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId('run-button').click();
    const explanation = page.getByTestId('step-explanation');
    await explanation.waitFor({ timeout: 20000 });
    // The first test is the check of the original; the explanation
    // follows the run to the algorithm's candidates.
    await page.waitForFunction(() => window.consequencesShown.length > 0);
    assert.match(await page.evaluate(() => window.consequencesShown[0]), /^The original input is interesting/);
    await page.getByTestId('step-consequence').filter({ hasText: /^(Accepted|Rejected): / }).waitFor({ timeout: 20000 });
    assert.match(await page.getByTestId('step-verdict').textContent(), /^(not )?interesting: the oracle returned/);
    assert.ok((await page.getByTestId('step-candidate-text').textContent()).length > 0);
    assert.match(await page.getByTestId('step-plain').textContent(), /The reducer made a smaller version/);
    const first = await page.getByTestId('step-description').textContent();
    await page.waitForFunction((text) => document.querySelector('[data-testid=step-description]')?.textContent !== text, first, { timeout: 20000 });
    await page.getByTestId('stop-button').click();
    await waitForEnd(page);
    await page.close();
  });

  test('step mode with a tree algorithm marks what accepted candidates removed in the tree view', async () => {
    for (const algorithm of ['hdd', 'perses']) {
      const page = await open(env.browser, env.url);
      const input = cFile(6);
      await setup(page, { input, oracle: "return input.includes('main') && input.includes('printf');", language: 'c', algorithm });
      const initial = Buffer.byteLength(input);
      let query = 0;
      while (query < 60) {
        await stepTo(page, ++query);
        if (await number(page, 'stats-size') < initial) break;
      }
      const size = await number(page, 'stats-size');
      assert.ok(size < initial, `${algorithm} accepted a candidate within ${query} steps`);
      const { live, original } = await rootWeights(page);
      assert.ok(live < original, `${algorithm}: the root counts fewer tokens (${live}/${original}) at ${size} of ${initial} bytes`);
      // The step's own node shows as under test; from the next step on
      // it shows as removed.
      const view = page.getByTestId('tree-view');
      assert.ok(await view.locator('[data-status=removed], [data-status=testing]').count() > 0, `${algorithm}: the accepted removal is marked`);
      await stepTo(page, ++query);
      assert.ok(await view.locator('[data-status=removed]').count() > 0, `${algorithm}: removed nodes are marked`);
      assert.ok((await rootWeights(page)).live < original);
      await page.close();
    }
  });

  test('after an auto run on a pasted C file the tree view has its rows, on a wide and a narrow screen', async () => {
    for (const width of [1280, 800]) {
      const page = await open(env.browser, env.url);
      await page.setViewportSize({ width, height: 900 });
      const tab = (name) => page.locator('nav.tabs [role=tab]').filter({ hasText: name });
      const input = cFile();
      assert.ok(input.length > 3000, `${input.length} bytes`);
      await pasteInput(page, input);
      if (await tab('Oracle').isVisible()) await tab('Oracle').click();
      await setup(page, { oracle: "return input.includes('main') && input.includes('printf');" });
      if (await tab('Input').isVisible()) await tab('Input').click();
      await setup(page, { language: 'auto', algorithm: 'auto' });
      assert.equal(await run(page, 240000), 'done');
      if (await tab('Parse tree').isVisible()) await tab('Parse tree').click();
      const rows = page.getByTestId('tree-view').locator('[data-testid=tree-row]');
      await rows.first().waitFor({ timeout: 5000 });
      assert.ok(await rows.count() > 1, `${width} px: the root and its children are rows`);
      const { live, original } = await rootWeights(page);
      assert.ok(original > 100 && live < original, `${width} px: ${live}/${original}`);
      assert.deepEqual(page.whittleErrors, []);
      await page.close();
    }
  });

  test('predict mode asks which candidate ddmin tests next, shows the real one and keeps a score', async () => {
    const page = await open(env.browser, env.url);
    const expected = fixture.runs[0];
    const oracleTests = expected.tests.filter(([, how]) => how !== 'cache').map(([c]) => c);
    await setup(page, { input: fixture.input, oracle: expected.oracle, language: 'text', algorithm: fixture.algorithm, units: fixture.units });
    await page.getByTestId('predict-toggle').check();
    await stepTo(page, 1);
    const choices = page.getByTestId('predict-choice');
    for (let query = 2; query <= 7; query++) {
      await choices.first().waitFor();
      const texts = await choices.allTextContents();
      const truth = oracleTests[query - 1];
      assert.ok(texts.length >= 2 && texts.length <= 4, `${texts.length} choices`);
      assert.equal(new Set(texts).size, texts.length, 'distinct choices');
      assert.ok(texts.includes(truth), `test ${query}: ${JSON.stringify(truth)} is offered among ${JSON.stringify(texts)}`);
      // Right on odd tests, wrong on even ones.
      const pick = query % 2 ? texts.indexOf(truth) : texts.findIndex((t) => t !== truth);
      await choices.nth(pick).click();
      await page.getByTestId('step-explanation').filter({ hasText: `Test ${query}:` }).waitFor();
      const result = page.getByTestId('predict-result');
      assert.equal(await result.getAttribute('data-right'), String(query % 2 === 1));
      assert.ok((await result.textContent()).includes(`ddmin tested «${truth}»`));
    }
    assert.equal(await page.getByTestId('predict-score').textContent(), 'Score: 3 of 6');
    await page.close();
  });

  test('reset puts step mode back to the original input, ready to step again', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: fixture.input, oracle: fixture.runs[0].oracle, language: 'text', algorithm: fixture.algorithm, units: fixture.units });
    for (let query = 1; query <= 5; query++) await stepTo(page, query);
    assert.ok(await number(page, 'stats-size') < fixture.input.length, 'the steps reduced the input');
    await page.getByTestId('step-reset').click();
    await page.getByTestId('status').filter({ hasText: /^paused$/ }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid=step-explanation]'));
    assert.equal(await number(page, 'stats-queries'), 0);
    assert.equal(await page.getByTestId('test-log').count(), 0, 'the log starts over');
    await stepTo(page, 1);
    assert.match(await page.getByTestId('step-explanation').textContent(), /Test 1: the original input/);
    assert.equal(await page.getByTestId('step-candidate-text').textContent(), fixture.input);
    await stepTo(page, 2);
    assert.equal(await page.getByTestId('test-log').locator('tbody tr').count(), 2);
    await page.close();
  });
}
