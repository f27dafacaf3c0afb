// The playground as a product: keyboard, persistence across reloads, share
// links that open exactly what was shared, step mode that agrees with itself,
// language guesses, the narrow layout, accessible names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as harness from '../harness.mjs';

const { WHITTLE } = harness;

const { open, run, setup, waitForEnd, number, share } = harness;

// An editor's text, whichever editor the page has.
async function valueOf(page, testid) {
  if (harness.editorText) return harness.editorText(page, testid);
  return page.getByTestId(testid).inputValue();
}

const LINES = Array.from({ length: 60 }, (_, i) => `line ${i}${i === 41 ? ' bug' : ''}`).join('\n');

export default function product(env) {
  test('Ctrl+Enter reduces, Escape stops, F10 steps', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: LINES, oracle: "return input.includes('bug');", language: 'text', algorithm: 'ddmin' });
    await page.getByTestId('status').click(); // focus off the editors
    await page.keyboard.press('Control+Enter');
    assert.equal(await waitForEnd(page), 'done');
    assert.equal(await page.getByTestId('result-output').textContent(), 'bug');

    await setup(page, { oracle: "await new Promise((r) => setTimeout(r, 40)); return input.includes('bug');" });
    await page.getByTestId('status').click();
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=stats-queries]').textContent) >= 2);
    await page.keyboard.press('Escape');
    assert.equal(await waitForEnd(page), 'stopped');

    await page.keyboard.press('F10');
    await page.getByTestId('step-explanation').waitFor();
    assert.equal(await page.getByTestId('status').textContent(), 'paused');
    await page.keyboard.press('F10');
    await page.getByTestId('step-description').filter({ hasNotText: /original/ }).waitFor();
    assert.equal(await number(page, 'stats-queries'), 2);
    await page.close();
  });

  test('a reload restores the setup and offers the last best result', async () => {
    const page = await open(env.browser, env.url);
    const oracle = "// mine\nreturn input.includes('bug');";
    await setup(page, { input: LINES, oracle, language: 'text', algorithm: 'opdd' });
    assert.equal(await run(page), 'done');
    const best = await page.getByTestId('result-output').textContent();
    await page.waitForTimeout(700); // the setup is stored 400 ms after the last change
    await page.reload();
    await page.getByTestId('restore-note').waitFor();
    assert.equal(await valueOf(page, 'input-editor'), LINES);
    assert.equal(await valueOf(page, 'oracle-editor'), oracle);
    assert.equal(await page.getByTestId('algorithm-select').inputValue(), 'opdd');
    assert.match(await page.getByTestId('restore-best').textContent(), new RegExp(`opdd run ended at ${best.length} bytes`));
    await page.getByTestId('restore-continue').click();
    assert.equal(await valueOf(page, 'input-editor'), best);

    assert.equal(await page.getByTestId('restore-note').count(), 0, 'nothing more to offer');
    await page.waitForTimeout(700);
    await page.reload();
    await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor();
    // The continued input was stored; discarding forgets everything.
    await page.getByTestId('restore-discard').click();
    assert.equal(await valueOf(page, 'input-editor'), '');
    await page.waitForTimeout(700);
    await page.reload();
    await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor();
    assert.equal(await page.getByTestId('restore-note').count(), 0);
    await page.close();
  });

  test('a reload at once after Reduce keeps the setup just typed', async () => {
    const page = await open(env.browser, env.url);
    const oracle = "await new Promise((r) => setTimeout(r, 50)); return input.includes('bug');";
    await setup(page, { input: LINES, oracle, language: 'text', algorithm: 'ddmin' });
    // No pause for the typing timer (400 ms), nor for the IndexedDB write
    // the run starts: the page keeps its setup as it unloads.
    await page.getByTestId('run-button').click();
    await page.reload();
    await page.getByTestId('restore-note').waitFor();
    assert.equal(await valueOf(page, 'input-editor'), LINES);
    assert.equal(await valueOf(page, 'oracle-editor'), oracle);
    assert.equal(await page.getByTestId('algorithm-select').inputValue(), 'ddmin');
    await page.close();
  });

  test('a reload in the middle of typing keeps every keystroke', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: LINES, language: 'text' });
    await page.waitForTimeout(600);
    // Typed, then reloaded at once: the typing timer never fired.
    const editor = page.getByTestId('input-editor');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nlast line');
    await page.reload();
    await page.getByTestId('restore-note').waitFor();
    assert.equal(await valueOf(page, 'input-editor'), `${LINES}\nlast line`);
    // The copy kept for the reload is stored, not read a second time.
    await page.waitForTimeout(600);
    await page.reload();
    await page.getByTestId('restore-note').waitFor();
    assert.equal(await valueOf(page, 'input-editor'), `${LINES}\nlast line`);
    await page.close();
  });

  test('closing the tab during a run asks first', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: LINES, language: 'text', oracle: "await new Promise((r) => setTimeout(r, 200)); return input.includes('bug');" });
    await page.getByTestId('run-button').click();
    let asked = false;
    page.on('dialog', async (dialog) => { asked = dialog.type() === 'beforeunload'; await dialog.dismiss(); });
    await page.close({ runBeforeUnload: true });
    await new Promise((r) => setTimeout(r, 500));
    assert.ok(asked, 'a beforeunload prompt was shown');
  });

  test('a shared perses link opens with perses; an over-long link offers the result', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-js-label').click();
    await setup(page, { algorithm: 'perses' });
    const link = await share(page);
    await page.close();
    for (let i = 0; i < 3; i++) {
      const opened = await open(env.browser, link);
      assert.equal(await opened.getByTestId('algorithm-select').inputValue(), 'perses');
      await opened.close();
    }

    const big = await open(env.browser, env.url);
    const input = Array.from({ length: 400 }, (_, i) => `entry ${i} ${(i * 7919) % 1000}`).join('\n') + '\nbug\n';
    await setup(big, { input, oracle: "return input.includes('bug');", language: 'text' });
    assert.equal(await run(big), 'done');
    const result = await valueOf(big, 'result-output');
    await big.getByTestId('share-button').click();
    await big.getByTestId('share-long').waitFor();
    assert.match(await big.getByTestId('share-long').textContent(), /over 2000 characters/);
    await big.getByTestId('share-result').click();
    await big.getByTestId('share-note').filter({ hasText: /characters/ }).waitFor();
    const short = await big.getByTestId('share-link').inputValue();
    assert.ok(short.length < 2000, `${short.length} characters`);
    await big.close();
    // Our own oracle, brought back by our own link, needs no confirmation.
    const again = await open(env.browser, short, { fresh: false });
    assert.equal(await again.getByTestId('share-confirm').count(), 0);
    assert.equal(await valueOf(again, 'input-editor'), result);
    await again.close();
  });

  test('step figures agree with the explanation, and the end is explained', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: 'a\nb\nc\nbug\n', oracle: "return input.includes('bug');", language: 'text', algorithm: 'ddmin', units: 'line' });
    let ended = false;
    let seen = '';
    for (let i = 0; i < 40 && !ended; i++) {
      await page.getByTestId('step-button').click();
      // The next report: a new explanation, or the end of the run.
      await page.waitForFunction((before) => {
        const s = document.querySelector('[data-testid=status]').textContent;
        const e = document.querySelector('[data-testid=step-explanation]');
        return s === 'done' || (s === 'paused' && e && e.textContent !== before);
      }, seen);
      // One look at the page, so that a later report cannot come in between.
      const view = await page.evaluate(() => {
        const text = (id) => document.querySelector(`[data-testid=${id}]`)?.textContent ?? '';
        return {
          explanation: text('step-explanation'), consequence: text('step-consequence'),
          size: Number(text('stats-size')), result: window.whittleEditor
            ? window.whittleEditor.text(document.querySelector('[data-testid=result-output]'))
            : text('result-output'),
        };
      });
      seen = view.explanation;
      const accepted = /Accepted: .* → (\d+) bytes/.exec(view.consequence);
      if (accepted) {
        assert.equal(view.size, Number(accepted[1]), `the statistics show the step: ${view.consequence}`);
        assert.equal(Buffer.byteLength(view.result), Number(accepted[1]));
      }
      ended = (await page.getByTestId('status').textContent()) === 'done';
    }
    assert.ok(ended, 'the run ends by stepping');
    assert.match(await page.getByTestId('step-end').textContent(), /run is over/);
    assert.ok((await page.getByTestId('step-plain').textContent()).length > 40);
    await page.getByTestId('step-help').locator('summary').click();
    assert.match(await page.getByTestId('step-help').textContent(), /oracle/);
    await page.close();
  });

  test('pasted C is recognised and reduced with the tree default', async () => {
    const page = await open(env.browser, env.url);
    const c = '#include <stdio.h>\nint unused(int x) { return x * 2; }\nint main(void) {\n  int a = 1;\n  printf("%d", a / 0);\n  return 0;\n}\n';
    await setup(page, { input: c, oracle: "return /\\/\\s*0/.test(input);" });
    // A confident guess is used by auto without a click, and said.
    assert.equal(await page.getByTestId('language-guessed').getAttribute('data-language'), 'c');
    assert.equal(await page.getByTestId('language-select').inputValue(), 'auto');
    assert.equal(await page.getByTestId('algorithm-select').inputValue(), 'auto');
    assert.equal(await run(page), 'done');
    const curve = page.getByTestId('chart-curve');
    assert.equal(await curve.getAttribute('data-label'), 'pipeline', 'auto is the tree default');
    assert.ok(await page.locator('[data-testid=tree-row][data-status=removed]').count() > 0);
    await page.close();
  });

  test('at 800 px the result is one tab away, and every control has a name', async () => {
    const page = await open(env.browser, env.url);
    await page.setViewportSize({ width: 800, height: 700 });
    await page.getByTestId('example-json-bug').click();
    assert.equal(await page.getByTestId('tab-input').getAttribute('aria-selected'), 'true');
    await page.getByTestId('tab-oracle').click();
    await page.getByTestId('run-button').click();
    assert.equal(await waitForEnd(page), 'done');
    const box = await page.getByTestId('result-output').boundingBox();
    assert.ok(box && box.y < 700 * 2, `the result starts at ${box && box.y}px`);
    assert.equal(await page.getByTestId('input-editor').isVisible(), false, 'the input is on its own tab');
    await page.setViewportSize({ width: 1400, height: 900 });
    const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, input, select, textarea')]
      .filter((el) => !(el.getAttribute('aria-label') || el.labels?.length || el.closest('label')
        || el.textContent.trim() || el.title || el.getAttribute('aria-labelledby') || el.type === 'hidden'))
      .map((el) => el.outerHTML.slice(0, 80)));
    assert.deepEqual(unnamed, []);
    assert.equal(await page.locator('[aria-live]').filter({ has: page.getByTestId('status') }).count(), 1);
    await page.close();
  });

  test('tree rows are reached and opened with the keyboard', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-json-bug').click();
    assert.equal(await run(page), 'done');
    const first = page.getByTestId('tree-row').first();
    await first.click();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-node'));
    const second = await focused();
    assert.ok(second && second !== '0', `focus moved to node ${second}`);
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), '0');
    await page.keyboard.press('ArrowLeft'); // closes the root
    assert.equal(await page.getByTestId('tree-row').count(), 1);
    await page.keyboard.press('ArrowRight');
    assert.ok(await page.getByTestId('tree-row').count() > 1);
    await page.close();
  });

  test('served by whittle web --test, the page uses the server\'s script as its oracle', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whittle-web-test-'));
    const script = path.join(dir, 'has-bug.sh');
    fs.writeFileSync(script, '#!/bin/sh\ngrep -q bug "$1"\n', { mode: 0o755 });
    const web = await harness.startWeb(WHITTLE, ['--test', script]);
    try {
      const page = await open(env.browser, web.url);
      await page.getByTestId('endpoint-url').waitFor();
      assert.equal(await page.getByTestId('oracle-kind-select').inputValue(), 'endpoint');
      assert.equal(await page.getByTestId('endpoint-url').inputValue(), `${web.url}v1/test`);
      await setup(page, { input: LINES, language: 'text', algorithm: 'ddmin*' });
      assert.equal(await run(page), 'done');
      assert.equal(await valueOf(page, 'result-output'), 'bug');
      await page.close();
    } finally {
      await web.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a first visit takes at most 1 MB over the wire before the page is ready', async (t) => {
    const load = await harness.firstLoad(env.url, 'br, gzip');
    const list = load.files.map((f) => `${f.wire_bytes} ${f.encoding} ${f.path}`).join('\n');
    t.diagnostic(`first load: ${load.total_wire_bytes} bytes in ${load.files.length} files`);
    assert.ok(load.total_wire_bytes <= 1_000_000, `${load.total_wire_bytes} bytes:\n${list}`);
    assert.ok(load.files.some((f) => f.path.endsWith('_bg.wasm') && f.encoding === 'br'), list);
  });

  test('a grammar is fetched only when a run needs it', async () => {
    const page = await env.browser.newPage();
    const fetched = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(env.url);
    await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor();
    const engines = () => fetched.filter((p) => /whittle_worker_\w+_bg\.wasm$/.test(p));
    assert.deepEqual(engines(), ['/pkg/whittle_worker_text_bg.wasm'], 'no grammar before a language is used');
    await page.getByTestId('example-json-bug').click();
    assert.equal(await run(page), 'done');
    assert.deepEqual(engines(), ['/pkg/whittle_worker_text_bg.wasm', '/pkg/whittle_worker_markup_bg.wasm'], 'the JSON grammar comes in the engine of JSON, HTML and XML');
    await page.close();
  });

  test('a binary file and a Latin-1 file are reduced and saved byte for byte', async () => {
    const page = await open(env.browser, env.url);
    // 3,008 bytes of 0..199 (no 0xde, no 0xfe), a marker at 1000, 0xfe at 2500.
    const blob = Buffer.alloc(3008, 0).map((_, i) => (i * 7) % 200);
    Buffer.from([0xde, 0xad, 0xbe, 0xef]).copy(blob, 1000);
    blob[2500] = 0xfe;
    await page.getByTestId('file-input').setInputFiles({ name: 'blob.bin', mimeType: 'application/octet-stream', buffer: blob });
    await page.getByTestId('input-binary').waitFor();
    assert.match(await page.getByTestId('input-binary').textContent(), /000003e0 .* de ad be ef/);
    await setup(page, {
      oracle: "const at = bytes.indexOf(0xde);\nreturn input === null && at >= 0 && bytes[at + 1] === 0xad && bytes[at + 2] === 0xbe && bytes[at + 3] === 0xef && bytes.indexOf(0xfe) > at;",
      algorithm: 'ddmin*', units: 'byte',
    });
    assert.equal(await run(page), 'done');
    assert.match(await valueOf(page, 'result-output'), /^00000000  de ad be ef fe/);
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-button').click()]);
    assert.equal(saved.suggestedFilename(), 'blob.reduced.bin');
    assert.deepEqual([...fs.readFileSync(await saved.path())], [0xde, 0xad, 0xbe, 0xef, 0xfe]);

    const latin1 = Buffer.from('caf\xe9 au lait: bug\n', 'latin1');
    await page.getByTestId('file-input').setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: latin1 });
    await page.getByTestId('input-binary').waitFor();
    await setup(page, { oracle: 'return bytes.includes(0xe9) && bytes.includes(0x62);', algorithm: 'ddmin*', units: 'byte' });
    assert.equal(await run(page), 'done');
    const [menu] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-button').click()]);
    assert.deepEqual([...fs.readFileSync(await menu.path())], [0xe9, 0x62], 'the é is still the Latin-1 byte');
    // A tree algorithm says why it cannot take bytes.
    await page.getByTestId('algorithm-select').selectOption('auto');
    assert.equal(await run(page), 'done', 'auto is ddmin* for bytes');
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('slow motion waits between tests, so a class can watch each one', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: LINES, language: 'text', algorithm: 'ddmin', oracle: "return input.includes('bug');", timeout: 2000 });
    await page.getByTestId('slow-motion').selectOption('500');
    await page.getByTestId('run-button').click();
    await page.waitForTimeout(2000);
    // Without the pauses this run is over in a few hundred milliseconds;
    // with them at most four new tests fit in two seconds, however slow
    // the machine (a pause only adds time).
    assert.equal(await page.getByTestId('status').textContent(), 'running');
    assert.ok(await number(page, 'stats-queries') <= 4 + 3, 'check runs plus at most four tests');
    await page.getByTestId('slow-motion').selectOption('0');
    await page.getByTestId('stop-button').click();
    await waitForEnd(page);
    await page.close();
  });

  test('the introduction shows on a first visit and stays away once dismissed', async () => {
    const page = await open(env.browser, env.url, { intro: true });
    await page.getByTestId('intro').waitFor();
    await page.getByTestId('intro-example').click();
    assert.ok((await valueOf(page, 'input-editor')).length > 100);
    await page.getByTestId('intro-dismiss').click();
    assert.equal(await page.getByTestId('intro').count(), 0);
    await page.reload();
    await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor();
    assert.equal(await page.getByTestId('intro').count(), 0);
    await page.close();
  });
}
