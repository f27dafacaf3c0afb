// Browser end-to-end tests of the playground: scripts/test-web builds dist/
// and runs these with `node --test`. The feature suites (sharing, step mode,
// race and chart, remote endpoints, the tree view, the code editors) live in suites/ and share this file's
// server and browser, so that `node --test playground.test.mjs` runs them all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveWeb, launch, open, waitForEnd, runOracle, setup, run, pasteInput, editorText } from './harness.mjs';
import sharing from './suites/sharing.mjs';
import stepping from './suites/stepping.mjs';
import stepping2 from './suites/stepping2.mjs';
import racing from './suites/racing.mjs';
import endpoints from './suites/endpoints.mjs';
import tree from './suites/tree.mjs';
import trust from './suites/trust.mjs';
import product from './suites/product.mjs';
import editor from './suites/editor.mjs';
import realuse from './suites/realuse.mjs';
import files from './suites/files.mjs';
import toolchains from './suites/toolchains.mjs';
import theme from './suites/theme.mjs';
import smallScreens from './suites/small-screens.mjs';
import offline from './suites/offline.mjs';
import embedding from './suites/embedding.mjs';

let server, chrome;
before(async () => { server = await serveWeb(); chrome = await launch(); });
after(async () => { await chrome?.close(); await server?.close(); });

// What the suites need, read when their tests run (after `before`).
const env = { get url() { return server.url; }, get browser() { return chrome.browser; } };

for (const example of ['c-crash', 'json-bug', 'js-label', 'html-svg', 'python-lambda', 'c-large', 'json-large', 'js-module']) {
  test(`example ${example} reduces to a smaller interesting result`, async () => {
    const page = await open(chrome.browser, server.url);
    await page.getByTestId(`example-${example}`).click();
    const input = await editorText(page, 'input-editor');
    const oracle = await editorText(page, 'oracle-editor');
    assert.ok(input.length > 100, 'the example filled the input');
    assert.equal(await runOracle(oracle, input), true, 'the example is interesting');
    assert.equal(await run(page), 'done');
    const result = await editorText(page, 'result-output');
    assert.ok(result.length > 0 && result.length < input.length / 2,
      `reduced ${input.length} -> ${result.length}`);
    assert.equal(await runOracle(oracle, result), true, `the result is interesting:\n${result}`);
    assert.equal(Number(await page.getByTestId('stats-size').textContent()), Buffer.byteLength(result));
    assert.ok(Number(await page.getByTestId('stats-queries').textContent()) > 1);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });
}

// One worker: the same tests in the same order, so the same query count.
// More workers run tests ahead that may be stopped unfinished, which changes
// how many queries run but never the result.
test('plain text with ddmin*: same input, same tests, same result', async () => {
  const page = await open(chrome.browser, server.url);
  const input = Array.from({ length: 40 }, (_, i) => `line ${i}${i === 17 ? ' bug here' : ''}`).join('\n');
  const seen = [];
  for (const workers of [1, 1, 3]) {
    await setup(page, { input, oracle: "return input.includes('bug');", language: 'text', algorithm: 'ddmin*' });
    const settings = page.getByTestId('trust-settings');
    if ((await settings.getAttribute('open')) === null) await settings.locator('summary').click();
    await page.getByTestId('workers-input').fill(String(workers));
    assert.equal(await run(page), 'done');
    seen.push([await editorText(page, 'result-output'),
      await page.getByTestId('stats-queries').textContent()]);
  }
  assert.equal(seen[0][0], 'bug');
  assert.deepEqual(seen[0], seen[1]);
  assert.equal(seen[2][0], seen[0][0]);
  await page.close();
});

test('the original not being interesting is said clearly', async () => {
  const page = await open(chrome.browser, server.url);
  await setup(page, { input: 'int main(void) { return 0; }\n', oracle: "return input.includes('nope');" });
  const status = await run(page);
  assert.match(status, /original input is not interesting/);
  assert.equal(await editorText(page, 'input-editor'), 'int main(void) { return 0; }\n');
  await page.close();
});

test('an oracle that throws is reported and counts as not interesting', async () => {
  const page = await open(chrome.browser, server.url);
  await setup(page, { input: 'a bug b\nc\n', oracle: "throw new Error('boom ' + input.length);" });
  const status = await run(page);
  assert.match(status, /not interesting.*threw: boom 10/);
  // Throwing only on some candidates: the run goes on.
  await setup(page, { oracle: "if (!input.includes('a')) throw new Error('no a'); return input.includes('bug');" });
  assert.equal(await run(page), 'done');
  assert.ok(Number(await page.getByTestId('stats-throws').textContent()) > 0);
  assert.match(await editorText(page, 'result-output'), /a.*bug|bug.*a/s);
  await page.close();
});

test('an oracle that never resolves times out; the oracle worker is recreated', async () => {
  const page = await open(chrome.browser, server.url);
  await setup(page, { input: 'x bug y\n', oracle: 'await new Promise(() => {});', timeout: 300 });
  assert.match(await run(page), /not interesting.*timed out after 300 ms/);
  // Hanging on some candidates only: those time out and the run finishes.
  await setup(page, {
    input: 'one\ntwo bug\nthree\nfour\n',
    oracle: "if (!input.includes('one')) await new Promise(() => {}); return input.includes('bug');",
  });
  assert.equal(await run(page), 'done');
  assert.ok(Number(await page.getByTestId('stats-timeouts').textContent()) > 0);
  const result = await editorText(page, 'result-output');
  assert.ok(result.includes('one') && result.includes('bug'), result);
  await page.close();
});

test('invalid JavaScript and non-boolean results are errors, and nothing typed is lost', async () => {
  const page = await open(chrome.browser, server.url);
  await setup(page, { input: 'some bug\n', oracle: 'return (' });
  assert.match(await run(page), /not valid JavaScript/);
  assert.equal(await editorText(page, 'oracle-editor'), 'return (');
  await setup(page, { oracle: 'return 1;' });
  assert.match(await run(page), /must return true or false, but returned 1 \(number\)/);
  await setup(page, { oracle: 'return;' });
  assert.match(await run(page), /returned undefined/);
  assert.equal(await editorText(page, 'input-editor'), 'some bug\n');
  await page.close();
});

test('empty input is refused', async () => {
  const page = await open(chrome.browser, server.url);
  await setup(page, { input: '' });
  assert.match(await run(page), /input is empty/);
  await page.close();
});

test('input that does not parse in the chosen language warns and continues', async () => {
  const page = await open(chrome.browser, server.url);
  await setup(page, {
    input: 'int main( { return 1 +; }\nint f(void) { return 2; }\n',
    oracle: "return input.includes('main');", language: 'c', algorithm: 'pardis',
  });
  assert.equal(await run(page), 'done');
  assert.match(await page.getByTestId('warning').textContent(), /does not parse cleanly as c/);
  assert.ok((await editorText(page, 'result-output')).includes('main'));
  await page.close();
});

test('test on the original shows the verdict or the error', async () => {
  const page = await open(chrome.browser, server.url);
  await setup(page, { input: 'a bug', oracle: "return input.includes('bug');" });
  await page.getByTestId('test-original-button').click();
  await page.getByTestId('original-result').filter({ hasText: /returned true/ }).waitFor();
  await setup(page, { oracle: "throw new TypeError('bad oracle');" });
  await page.getByTestId('test-original-button').click();
  await page.getByTestId('original-result').filter({ hasText: /threw: bad oracle/ }).waitFor();
  await page.close();
});

test('stop keeps the best result so far', async () => {
  const page = await open(chrome.browser, server.url);
  const input = Array.from({ length: 200 }, (_, i) => `l${i}${i === 150 ? ' bug' : ''}`).join('\n');
  await setup(page, {
    input, language: 'text', algorithm: 'ddmin*',
    oracle: "await new Promise((r) => setTimeout(r, 20)); return input.includes('bug');",
  });
  await page.getByTestId('run-button').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=stats-queries]').textContent) >= 5);
  await page.getByTestId('stop-button').click();
  assert.equal(await waitForEnd(page), 'stopped');
  const result = await editorText(page, 'result-output');
  assert.ok(result.includes('bug') && result.length <= input.length);
  await page.close();
});

test('a large result shows its start and all of it on request', async () => {
  const page = await open(chrome.browser, server.url);
  const input = Array.from({ length: 3000 }, (_, i) => `line number ${i}`).join('\n');
  await pasteInput(page, input);
  await setup(page, { oracle: 'return input.length > 30000;', language: 'text', algorithm: 'opdd', units: 'line' });
  // Thousands of tests: one shared realm (fresh realms cost a worker start
  // each; see docs/playground.md#trust) keeps this test about the display.
  await page.getByTestId('trust-settings').locator('summary').click();
  await page.getByTestId('isolation-select').selectOption('shared');
  assert.equal(await run(page), 'done');
  const size = Number(await page.getByTestId('stats-size').textContent());
  assert.ok(size > 30000, `kept ${size} bytes`);
  assert.match(await page.getByTestId('result-cut').textContent(), new RegExp(`showing the first \\d+ of ${size} bytes`));
  assert.ok((await editorText(page, 'result-output')).length < size);
  await page.getByTestId('result-show-all').click();
  await page.waitForFunction((n) => window.whittleEditor.text(document.querySelector('[data-testid=result-output]')).length === n, size);
  assert.equal(await page.getByTestId('result-cut').count(), 0);
  await page.close();
});

sharing(env);
stepping(env);
stepping2(env);
racing(env);
endpoints(env);
tree(env);
trust(env);
product(env);
editor(env);
realuse(env);
files(env);
toolchains(env);
theme(env);
smallScreens(env);
offline(env);
embedding(env);
