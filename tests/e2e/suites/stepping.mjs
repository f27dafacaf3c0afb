// Pause, resume and step mode with its explanation panel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, setup, waitForEnd, number, editorText } from '../harness.mjs';

const lines = (n, bugAt) => Array.from({ length: n }, (_, i) => `l${i}${i === bugAt ? ' bug' : ''}`).join('\n');

async function status(page, text) {
  await page.getByTestId('status').filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
}

export default function stepping(env) {
  test('pause stops the tests, resume runs on to the end', async () => {
    const page = await open(env.browser, env.url);
    // About 16 queries in all. Statistics reach the page every 250 ms, so
    // the oracle is slow enough that a pause seen after 3 queries still
    // leaves tests for the resume, even on a busy machine.
    const slower = "await new Promise((r) => setTimeout(r, 200)); return input.includes('bug');";
    await setup(page, { input: lines(400, 280), oracle: slower, language: 'text', algorithm: 'ddmin*', units: 'line' });
    await page.getByTestId('run-button').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=stats-queries]').textContent) >= 3);
    await page.getByTestId('pause-button').click();
    await status(page, 'paused');
    const paused = await number(page, 'stats-queries');
    await page.waitForTimeout(800);
    assert.equal(await number(page, 'stats-queries'), paused, 'no test ran while paused');
    assert.equal(await page.getByTestId('resume-button').isDisabled(), false);
    await page.getByTestId('resume-button').click();
    assert.equal(await waitForEnd(page), 'done');
    assert.ok(await number(page, 'stats-queries') > paused);
    assert.equal(await editorText(page, 'result-output'), 'l280 bug\n');
    await page.close();
  });

  test('step runs one test at a time and explains it', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: lines(16, 11) + '\n', oracle: "return input.includes('bug');", language: 'text', algorithm: 'ddmin', units: 'line' });
    const explanation = page.getByTestId('step-explanation');
    // From idle, step starts a paused run and tests the original input.
    await page.getByTestId('step-button').click();
    await explanation.waitFor();
    await status(page, 'paused');
    assert.equal(await number(page, 'stats-queries'), 1);
    assert.match(await explanation.textContent(), /Test 1: the original input/);
    assert.match(await page.getByTestId('step-verdict').textContent(), /^interesting: the oracle returned true/);
    assert.match(await page.getByTestId('step-consequence').textContent(), /reduction can start/);

    const verdicts = new Set();
    for (let query = 2; query <= 6; query++) {
      await page.getByTestId('step-button').click();
      await page.getByTestId('step-explanation').filter({ hasText: `Test ${query}:` }).waitFor();
      assert.equal(await number(page, 'stats-queries'), query, 'one step, one test');
      const text = await explanation.textContent();
      assert.match(await page.getByTestId('step-description').textContent(), /\w/);
      assert.match(await page.getByTestId('step-candidate').textContent(), /Candidate: \d+ bytes \(\d+ units\); the current test case has \d+ bytes/);
      const verdict = await explanation.getAttribute('data-verdict');
      verdicts.add(verdict);
      const consequence = await page.getByTestId('step-consequence').textContent();
      assert.match(consequence, verdict === 'interesting' ? /^Accepted: / : /^Rejected: /, text);
    }
    assert.ok(verdicts.has('interesting') && verdicts.has('not interesting'), [...verdicts].join());
    await page.getByTestId('resume-button').click();
    assert.equal(await waitForEnd(page), 'done');
    assert.equal(await editorText(page, 'result-output'), 'l11 bug\n');
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('a step explains timeouts and throws, and pausing a run allows stepping it', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, {
      input: lines(40, 30), language: 'text', algorithm: 'ddmin', units: 'line', timeout: 200,
      oracle: "if (!input.includes('l0')) await new Promise(() => {});\nif (!input.includes('l39')) throw new Error('no l39');\nreturn input.includes('bug');",
    });
    await page.getByTestId('run-button').click();
    await page.getByTestId('pause-button').click();
    await status(page, 'paused');
    const seen = new Set();
    for (let i = 0; i < 12 && seen.size < 2; i++) {
      const before = await number(page, 'stats-queries');
      await page.getByTestId('step-button').click();
      await page.getByTestId('step-explanation').filter({ hasText: `Test ${before + 1}:` }).waitFor();
      const verdict = await page.getByTestId('step-verdict').textContent();
      if (/^timeout: no answer within/.test(verdict)) seen.add('timeout');
      if (/^threw: no l39; a test that throws counts as not interesting/.test(verdict)) seen.add('threw');
    }
    assert.deepEqual([...seen].sort(), ['threw', 'timeout']);
    await page.getByTestId('stop-button').click();
    assert.equal(await waitForEnd(page), 'stopped');
    await page.close();
  });
}
