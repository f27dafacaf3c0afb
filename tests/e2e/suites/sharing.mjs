// Share links: the whole setup goes into the URL and comes back in a new
// page, and an oracle from a link runs only after the user confirms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, setup, editorText, share } from '../harness.mjs';

// The oracle announces every run on a BroadcastChannel, which a second page
// of the same origin hears: silence there proves the oracle did not run.
const CHANNEL = 'whittle-e2e-oracle-ran';

async function listen(browser, url) {
  const spy = await open(browser, url);
  await spy.evaluate((name) => {
    window.heard = [];
    new BroadcastChannel(name).onmessage = (e) => window.heard.push(e.data);
  }, CHANNEL);
  return { heard: () => spy.evaluate(() => window.heard), close: () => spy.close() };
}

async function fields(page) {
  const value = (id) => page.getByTestId(id).inputValue();
  return {
    input: await editorText(page, 'input-editor'), oracle: await editorText(page, 'oracle-editor'),
    language: await value('language-select'), algorithm: await value('algorithm-select'),
    units: await value('units-select'), timeout: await value('timeout-input'),
  };
}

export default function sharing(env) {
  test('a shared link fills in every field and runs nothing before the user confirms', async () => {
    const spy = await listen(env.browser, env.url);
    const page = await open(env.browser, env.url);
    const input = 'alpha "quoted" é ✓\nbeta bug\ngamma\n'.repeat(3);
    const oracle = `new BroadcastChannel('${CHANNEL}').postMessage('ran on ' + input.length);\nreturn input.includes('bug');`;
    await setup(page, { input, oracle, language: 'text', algorithm: 'opdd', units: 'token', timeout: 1234 });
    const link = await share(page);
    assert.match(link, /#share=[zj]\.[A-Za-z0-9_-]+$/);
    assert.equal(page.url(), link, 'the address bar holds the link');
    const before = await fields(page);
    await page.close();

    const opened = await open(env.browser, link);
    await opened.getByTestId('share-confirm').waitFor();
    assert.deepEqual(await fields(opened), before);
    assert.match(await opened.getByTestId('share-confirm').textContent(), /Nothing has run/);
    for (const id of ['run-button', 'test-original-button', 'step-button', 'race-button']) {
      assert.equal(await opened.getByTestId(id).isDisabled(), true, `${id} waits for the confirmation`);
    }
    await opened.waitForTimeout(500);
    assert.deepEqual(await spy.heard(), [], 'the oracle did not run before the confirmation');
    assert.equal(await opened.getByTestId('stats-queries').textContent(), '0');

    await opened.getByTestId('share-confirm-button').click();
    assert.equal(await opened.getByTestId('share-confirm').count(), 0);
    await opened.getByTestId('test-original-button').click();
    await opened.getByTestId('original-result').filter({ hasText: /returned true/ }).waitFor();
    // The channel works: the same oracle, once confirmed, is heard.
    assert.deepEqual(await spy.heard(), [`ran on ${input.length}`]);
    assert.deepEqual(opened.whittleErrors, []);
    await opened.close();
    await spy.close();
  });

  test('discarding a shared oracle keeps the input; a damaged link says so and changes nothing', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: 'keep me bug\n', oracle: 'return false; // from the link', language: 'text' });
    const link = await share(page);
    await page.close();
    const opened = await open(env.browser, link);
    await opened.getByTestId('share-discard-button').click();
    assert.equal(await editorText(opened, 'input-editor'), 'keep me bug\n');
    assert.doesNotMatch(await editorText(opened, 'oracle-editor'), /from the link/);
    assert.equal(await opened.getByTestId('run-button').isDisabled(), false);
    await opened.close();

    const broken = await open(env.browser, link.slice(0, -12) + '!!');
    await broken.getByTestId('share-note').filter({ hasText: /shared link cannot be read/ }).waitFor();
    assert.equal(await editorText(broken, 'input-editor'), '');
    assert.equal(await broken.getByTestId('share-confirm').count(), 0);
    await broken.close();
  });
}
