// The parse tree view and the source view beside it, and what the
// learning-guided algorithms add to the statistics.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, setup, run, runOracle, number, editorText } from '../harness.mjs';

const squash = (text) => text.replace(/\s+/g, ' ').trim();

// The text of the selection in the source view, and the part of it that
// carries a given mark.
async function selection(page, mark) {
  return page.getByTestId('source-selection').evaluate((el, cls) => ({
    text: el.textContent,
    marked: [...el.querySelectorAll('.' + cls)].map((s) => s.textContent).join(''),
  }), mark);
}

async function rowWeights(row) {
  const [live, original] = (await row.locator('.weight').textContent()).split('/').map(Number);
  return { live, original };
}

export default function tree(env) {
  test('after pardis the tree shows removed and kept nodes, and a click shows a node in the source', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-c-crash').click();
    const input = await editorText(page, 'input-editor');
    assert.equal(await run(page), 'done');
    const result = await editorText(page, 'result-output');
    const view = page.getByTestId('tree-view');
    // The source view is the original input (it fits in one window).
    assert.equal(await page.getByTestId('source-view').textContent(), input);

    const root = view.locator('[data-testid=tree-row][data-node="0"]');
    assert.equal((await rowWeights(root)).live, await number(page, 'stats-units'), 'the root counts the result\'s tokens');
    const removed = view.locator('[data-status=removed]');
    assert.ok(await removed.count() > 0, 'some nodes are removed');
    // The largest node shown that pardis kept whole: its text is in the result.
    const kept = view.locator('[data-testid=tree-row][data-status=kept]');
    let intact = null, largest = 0;
    for (let i = 0; i < await kept.count(); i++) {
      const row = kept.nth(i);
      const { live, original } = await rowWeights(row);
      if (live === original && original > largest && (await row.getAttribute('data-node')) !== '0') {
        intact = row; largest = original;
      }
    }
    assert.ok(intact, 'a kept node with all its tokens');
    await intact.click();
    assert.match(await intact.getAttribute('class'), /selected/);
    const keptText = await selection(page, 'removed');
    assert.ok(squash(result).includes(squash(keptText.text)), `kept text ${keptText.text} is in the result`);
    assert.equal(keptText.marked, '', 'nothing in it is marked removed');
    assert.ok(squash(keptText.text).startsWith(squash(await intact.locator('.label').textContent()).replace(/…$/, '')));

    // A removed node: all of its text is struck through, and it is not in the result.
    const gone = removed.first();
    await gone.click();
    const goneText = await selection(page, 'removed');
    assert.ok(goneText.text.length > 0);
    assert.equal(goneText.marked, goneText.text);
    assert.equal((await rowWeights(gone)).live, 0);

    // Rows open and close; children are drawn only when open.
    const closed = view.locator('[data-testid=tree-row]')
      .filter({ has: page.getByTestId('tree-toggle').filter({ hasText: '▸' }) }).first();
    const node = view.locator(`[data-node="${await closed.getAttribute('data-node')}"]`);
    const before = await view.locator('[data-testid=tree-row]').count();
    await node.getByTestId('tree-toggle').click();
    assert.ok(await view.locator('[data-testid=tree-row]').count() > before, 'opening shows children');
    await node.getByTestId('tree-toggle').click();
    assert.equal(await view.locator('[data-testid=tree-row]').count(), before);

    // Hiding removed nodes leaves the kept ones.
    await page.getByTestId('tree-hide-removed').check();
    assert.equal(await view.locator('[data-status=removed]').count(), 0);
    assert.ok(await view.locator('[data-status=kept]').count() > 1);
    await page.getByTestId('tree-hide-removed').uncheck();
    assert.ok(await view.locator('[data-status=removed]').count() > 0);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('in step mode the node under test is marked in the tree and the source', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-c-crash').click();
    await page.getByTestId('step-button').click();
    await page.getByTestId('step-explanation').filter({ hasText: 'Test 1:' }).waitFor();
    assert.equal(await page.getByTestId('tree-view').locator('[data-status=testing]').count(), 0,
      'the check of the original removes nothing');
    await page.getByTestId('step-button').click();
    await page.getByTestId('step-explanation').filter({ hasText: 'Test 2:' }).waitFor();
    const testing = page.getByTestId('tree-view').locator('[data-testid=tree-row][data-status=testing]');
    await testing.first().waitFor();
    // The step's node is opened up to, selected, and marked in the source.
    assert.match(await testing.first().getAttribute('class'), /selected/);
    const tested = await selection(page, 'testing');
    assert.ok(tested.text.length > 0);
    assert.equal(tested.marked, tested.text);
    await page.getByTestId('stop-button').click();
    await page.close();
  });

  test('after an auto run on Python the tree shows what the pipeline removed, as in the result', async () => {
    // The pipeline's first pass for Python (`fillers`) and every pass
    // after it give no tree edit: the worker follows the text instead.
    const input = 'import os\n\n\ndef unused(a, b):\n    total = a + b\n    return total * 2\n\n\n'
      + 'def keep():\n    return os.getcwd()\n\n\nprint(keep())\n';
    const page = await open(env.browser, env.url);
    await setup(page, { input, oracle: "return input.includes('def keep') && input.includes('getcwd');", language: 'python', algorithm: 'auto' });
    assert.equal(await run(page), 'done');
    const result = await editorText(page, 'result-output');
    assert.ok(!result.includes('unused') && result.includes('def keep'), result);
    const view = page.getByTestId('tree-view');
    const row = (kind, text) => view.locator(`[data-testid=tree-row][data-kind=${kind}]`)
      .filter({ has: page.locator('.label', { hasText: text }) });
    await view.locator('[data-status=removed]').first().waitFor({ timeout: 5000 });
    assert.equal(await row('function_definition', 'def unused').getAttribute('data-status'), 'removed');
    assert.equal(await row('function_definition', 'def keep').getAttribute('data-status'), 'kept');
    // A removed top-level node's text is not in the result; a kept one's
    // start is (the pipeline may have cut its insides).
    const top = view.locator('[data-testid=tree-row][aria-level="2"]');
    assert.ok(await top.count() >= 4, `${await top.count()} top-level rows`);
    for (let i = 0; i < await top.count(); i++) {
      const label = squash((await top.nth(i).locator('.label').textContent()).replace(/…$/, ''));
      const status = await top.nth(i).getAttribute('data-status');
      const start = label.split(' ').slice(0, 2).join(' ').replace(/[(:].*$/, '');
      if (status === 'removed') assert.ok(!squash(result).includes(label), `${label} is removed but in\n${result}`);
      else assert.ok(squash(result).includes(start), `${label} is ${status} but not in\n${result}`);
    }
    // The removed function's text is struck through in the source view.
    await row('function_definition', 'def unused').click();
    const gone = await selection(page, 'removed');
    assert.ok(gone.text.startsWith('def unused'));
    assert.equal(gone.marked, gone.text);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('a list algorithm shows the parse tree without statuses', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: 'int a;\nint main(void) { return a; }\n', oracle: "return input.includes('main');", language: 'c', algorithm: 'ddmin' });
    assert.equal(await run(page), 'done');
    const rows = page.getByTestId('tree-view').locator('[data-testid=tree-row]');
    assert.ok(await rows.count() > 1);
    assert.equal(await page.getByTestId('tree-view').locator('[data-status]').count(), 0);
    await page.close();
  });

  test('type-batched shows its schedule and model-pardis its skipped count', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-c-crash').click();
    const input = await editorText(page, 'input-editor');
    const oracle = await editorText(page, 'oracle-editor');
    const learned = await page.getByTestId('algorithm-select')
      .locator('optgroup[label^=learning-guided] option').evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(learned, ['model-pardis', 'type-batched', 'type-batched-pardis', 'type-agnostic-joint']);

    await setup(page, { algorithm: 'type-batched' });
    assert.equal(await run(page), 'done');
    assert.match(await page.getByTestId('model-note').textContent(), /trained C model/);
    const rows = page.getByTestId('batch-log').locator('[data-testid=batch-row]');
    assert.ok(await rows.count() >= 1, 'the schedule has a batch');
    const result = await editorText(page, 'result-output');
    assert.ok(result.length < input.length / 2);
    assert.equal(await runOracle(oracle, result), true);
    assert.ok(await number(page, 'stats-counter-batches') >= 1);

    await setup(page, { algorithm: 'model-pardis' });
    assert.equal(await run(page), 'done');
    assert.match(await page.getByTestId('stats-counter-skipped').textContent(), /^\d+$/);
    assert.equal(await page.getByTestId('batch-log').count(), 0, 'no schedule for model-pardis');
    assert.equal(await runOracle(oracle, await editorText(page, 'result-output')), true);
    await page.close();
  });
}
