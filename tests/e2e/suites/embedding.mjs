// Embed mode and exercise links: a shared setup in an <iframe> on another
// origin, the edits an embed refuses, two embeds on one page, and a link
// that fixes a teacher's setup for students.
import http from 'node:http';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, setup, editorText, runOracle } from '../harness.mjs';

const SELECT = '<SELECT NAME="priority" MULTIPLE SIZE=7>';
const SELECT_ORACLE = "return input.includes('<SELECT');";

// The src of the snippet the share bar's Embed button makes for a setup.
async function embedSource(browser, url, fields, { allowEdit = false } = {}) {
  const page = await open(browser, url);
  await setup(page, fields);
  await page.getByTestId('share-embed').click();
  const snippet = page.getByTestId('embed-snippet');
  await snippet.waitFor();
  if (allowEdit) {
    await page.getByTestId('embed-allow-edit').check();
    await page.waitForFunction(() => document.querySelector('[data-testid=embed-snippet]').value.includes('?edit#'));
  }
  const code = await snippet.inputValue();
  assert.match(code, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html(\?edit)?#share=[zj]\.[A-Za-z0-9_-]+" /);
  const preview = page.frameLocator('[data-testid=embed-preview]');
  await preview.getByTestId('embed-page').waitFor({ timeout: 30000 });
  await page.close();
  return code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
}

// The embedding page: another origin (another port of the loopback
// address: Chromium refuses frames of a loopback server in a public page),
// serving one frame per address given in its query.
let host;
async function startHost() {
  const server = http.createServer((req, res) => {
    const sources = new URL(req.url, 'http://x').searchParams.getAll('src');
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><title>a course</title>${sources.map((src, i) =>
      `<iframe id="f${i}" src="${src.replace(/"/g, '&quot;')}" width="480" height="360"></iframe>`).join('')}`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

// A page of the embedding origin showing one frame per address.
async function embed(browser, sources) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const query = new URLSearchParams(sources.map((src) => ['src', src]));
  await page.goto(`${host.url}?${query}`);
  const frames = sources.map((_, i) => page.frameLocator(`#f${i}`));
  for (const frame of frames) {
    await ready(frame);
  }
  return { page, frames, errors };
}

// The keys of the playground's session stores, as a frame of its origin sees them.
async function stored(frame) {
  return frame.locator('body').evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'whittle-playground')) return {};
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('whittle-playground');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const keys = {};
    for (const name of db.objectStoreNames) {
      keys[name] = await new Promise((resolve) => {
        const request = db.transaction(name).objectStore(name).getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String).sort());
      });
    }
    db.close();
    return keys;
  });
}

// The status line is on the Result tab, which an embed opens on the Input tab.
async function ready(frame) {
  await frame.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ state: 'attached', timeout: 30000 });
}

async function runIn(frame, button = 'run-button') {
  await frame.getByTestId(button).click();
  await frame.getByTestId('status').filter({ hasText: /^(done|stopped|failed|error).*/ })
    .waitFor({ timeout: 60000 });
  return frame.getByTestId('status').textContent();
}

// Types into a code editor of the frame; returns its text afterwards.
async function typeInto(page, frame, testid, text) {
  await frame.getByTestId(testid).click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
  return editorText(frame, testid);
}

export default function embedding(env) {
  before(async () => { host = await startHost(); });
  after(async () => { await host?.close(); });

  test('an embed on another origin runs a shared setup, shows the result and keeps nothing', async () => {
    const input = Array.from({ length: 30 }, (_, i) => `line ${i}${i === 11 ? ' BUG' : ''}`).join('\n');
    const oracle = "return input.includes('BUG');";
    const src = await embedSource(env.browser, env.url, { input, oracle, language: 'text', algorithm: 'ddmin*' });
    const { page, frames: [frame], errors } = await embed(env.browser, [src]);

    // The frames share the playground's storage here (same site): what it
    // holds must not change.
    const before = await stored(frame);
    for (const absent of ['intro', 'example-c-crash', 'share-button', 'earlier-sessions', 'tree-note']) {
      assert.equal(await frame.getByTestId(absent).count(), 0, `no ${absent} in an embed`);
    }
    assert.match(await frame.getByTestId('share-note').textContent(), /comes from the page that shows this/);
    const href = await frame.getByTestId('embed-open').getAttribute('href');
    assert.equal(href, `index.html${new URL(src).hash}`, 'open in whittle carries the same setup');
    assert.deepEqual(await page.locator('#f0').evaluate((f) => [f.clientWidth, f.clientHeight]), [480, 360]);
    assert.equal(await frame.locator('body').evaluate((b) => b.scrollWidth <= 480), true, 'no horizontal scroll at 480 px');

    assert.equal(await runIn(frame), 'done');
    const result = await editorText(frame, 'result-output');
    assert.equal(result, 'BUG');
    assert.equal(await runOracle(oracle, result), true);
    assert.ok(await frame.locator('.result-pane .chart svg').count() > 0, 'the chart shows');

    assert.deepEqual(await stored(frame), before, 'an embed stores no session, setup nor result');
    assert.deepEqual(await frame.locator('body').evaluate(() => Object.keys(sessionStorage)), []);
    await frame.getByTestId('embed-reset').click();
    assert.equal(await frame.getByTestId('status').textContent(), 'ready');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('an embed refuses edits unless the embedder allowed them', async () => {
    const fields = { input: 'keep me BUG', oracle: "return input.includes('BUG');", language: 'text' };
    const fixed = await embedSource(env.browser, env.url, fields);
    const editable = await embedSource(env.browser, env.url, fields, { allowEdit: true });
    const { page, frames: [locked, open] } = await embed(env.browser, [fixed, editable]);

    assert.equal(await typeInto(page, locked, 'input-editor', ' typed'), 'keep me BUG', 'the input is read-only');
    assert.equal(await locked.getByTestId('language-select').isDisabled(), true);
    await locked.getByTestId('tab-oracle').click();
    assert.equal(await typeInto(page, locked, 'oracle-editor', ' // typed'), fields.oracle, 'the oracle is read-only');
    assert.equal(await locked.getByTestId('timeout-input').isDisabled(), true);
    assert.equal(await locked.getByTestId('slow-motion').isDisabled(), false, 'slow motion is the viewer\'s');

    assert.equal(await typeInto(page, open, 'input-editor', ' typed'), 'keep me BUG typed');
    assert.equal(await open.getByTestId('language-select').isDisabled(), false);
    await open.getByTestId('embed-reset').click();
    await page.waitForFunction(() => true);
    assert.equal(await editorText(open, 'input-editor'), 'keep me BUG', 'Reset goes back to the link');
    await page.close();
  });

  test('two embeds of different setups on one page do not disturb each other', async () => {
    const a = await embedSource(env.browser, env.url, {
      input: 'alpha\nbeta\nAAA\ngamma', oracle: "return input.includes('AAA');", language: 'text', algorithm: 'ddmin*',
    });
    const b = await embedSource(env.browser, env.url, {
      input: '{"x": [1, 2, {"y": "BBB"}], "z": 3}', oracle: "return input.includes('BBB');", language: 'text', algorithm: 'ddmin*',
    });
    const { page, frames: [first, second] } = await embed(env.browser, [a, b]);
    await Promise.all([first.getByTestId('run-button').click(), second.getByTestId('run-button').click()]);
    for (const [frame, want] of [[first, 'AAA'], [second, 'BBB']]) {
      await frame.getByTestId('status').filter({ hasText: /^done$/ }).waitFor({ timeout: 60000 });
      assert.equal(await editorText(frame, 'result-output'), want);
    }
    await page.reload();
    for (const [frame, input] of [[first, 'alpha\nbeta\nAAA\ngamma'], [second, '{"x": [1, 2, {"y": "BBB"}], "z": 3}']]) {
      await ready(frame);
      assert.equal(await editorText(frame, 'input-editor'), input, 'each embed shows its own setup after a reload');
      assert.equal(await frame.getByTestId('restore-note').count(), 0, 'and offers no stored result');
    }
    await page.close();
  });

  test('an exercise link fixes the input and the oracle and starts in step mode', async () => {
    const teacher = await open(env.browser, env.url);
    await setup(teacher, { input: SELECT, oracle: SELECT_ORACLE, language: 'text', algorithm: 'ddmin', units: 'char' });
    const address = teacher.url();
    await teacher.getByTestId('share-exercise').click();
    const link = await teacher.getByTestId('share-link').inputValue();
    assert.match(link, /#share=[zj]\./);
    assert.equal(teacher.url(), address, 'the teacher\'s own page is not turned into the exercise');
    await teacher.close();

    const student = await open(env.browser, link);
    await student.getByTestId('exercise-bar').waitFor();
    assert.match(await student.getByTestId('exercise-bar').textContent(), /predict which candidate comes next/);
    assert.equal(await student.getByTestId('predict-toggle').isChecked(), true, 'predictions are on');
    await student.getByTestId('share-confirm-button').click();
    assert.equal(await typeInto(student, student, 'input-editor', 'x'), SELECT, 'the input is fixed');
    assert.equal(await student.getByTestId('algorithm-select').isDisabled(), true);
    assert.equal(await student.getByTestId('units-select').isDisabled(), true);

    await student.getByTestId('step-button').click();
    await student.getByTestId('step-explanation').waitFor({ timeout: 30000 });
    await student.getByTestId('predict-choice').first().click();
    await student.getByTestId('predict-result').waitFor({ timeout: 30000 });
    assert.match(await student.getByTestId('predict-score').textContent(), /^Score: [01] of 1$/);
    await student.getByTestId('stop-button').click();
    await student.getByTestId('status').filter({ hasText: /^stopped/ }).waitFor({ timeout: 30000 });
    await student.getByTestId('exercise-reset').click();
    assert.equal(await student.getByTestId('status').textContent(), 'ready');
    assert.equal(await editorText(student, 'input-editor'), SELECT);
    await student.close();
  });
}
