// The playground under real use: an odd answer on one candidate does not
// end a run, shortcuts edit nothing, share links open as the form shows
// them, text in an older encoding reaches the oracle as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { open, setup, run, editorText, number, pasteInput } from '../harness.mjs';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../www/examples');

// A small configuration-file parser, as a user would attach to a bug
// report; some of its lines end in comments.
const LIBRARY = `// ini.js: a tiny parser for key=value files
const COMMENT = /^\\s*[;#]/; // lines that say nothing
function trim(text) { return text.replace(/^\\s+|\\s+$/g, ''); }
function splitLines(text) { return text.split(/\\r?\\n/); } // any line end
function parseLine(line, out) {
  if (COMMENT.test(line) || !line.includes('=')) return out; // skip
  const at = line.indexOf('=');
  out[trim(line.slice(0, at))] = trim(line.slice(at + 1));
  return out;
}
function parse(text) {
  const out = {};
  for (const line of splitLines(text)) parseLine(line, out);
  return out;
}
function stringify(object) {
  return Object.keys(object).map((k) => k + '=' + object[k]).join('\\n');
}
const VERSION = '1.0.3'; // released
`;

// The reporter's oracle: the library must still define parse, and parse
// must still read a=1. A candidate that ends inside a // comment comments
// the appended check out, and the function returns undefined.
const LIBRARY_ORACLE =
  `return new Function(input + '; return typeof parse === "function" && parse("a=1").a === "1"')();`;

// A C function that loops only because it must return an int, and an
// oracle that keeps "c is set" while the function cannot fall off its end
// (as gcc -Wall keeps -Wunused-but-set-variable without -Wreturn-type).
// It throws on every ninth call, as a toolchain that falls over would.
const SPINNING = `#include <stdint.h>

static int32_t g_counter = 1;

/* Spins forever, updating a value nobody reads. */
int32_t spin(void) {
  int32_t c;
  int32_t total = 0;
  for (;;) {
    c = g_counter + 0;
    total += 2;
  }
}

int main(void) {
  return 0;
}
`;

const SPINNING_ORACLE = `globalThis.calls = (globalThis.calls || 0) + 1;
if (globalThis.calls % 9 === 0) throw new Error('the toolchain fell over');
const fn = /\\b(void|int\\w*)\\s+\\w+\\s*\\(\\s*(void)?\\s*\\)\\s*\\{([^}]*)\\}/.exec(input);
if (!fn) return false;
const body = fn[3];
const sets = /\\bc\\s*=/.test(body) && /\\bint\\w*\\s+c\\s*;/.test(body);
return sets && (fn[1] === 'void' || /for\\s*\\(\\s*;\\s*;\\s*\\)/.test(body));`;

function shareLink(url, fields) {
  const json = JSON.stringify({ v: 1, ...fields });
  return `${url}#share=j.${Buffer.from(json).toString('base64url')}`;
}

export default function realuse(env) {
  test('an answer that is neither true nor false on a candidate is a verdict, counted and shown', async () => {
    const page = await open(env.browser, env.url);
    // Candidates without the last line's newline get undefined.
    await setup(page, {
      input: 'alpha\nbeta bug\ngamma\n',
      oracle: "if (!input.endsWith('\\n')) return undefined;\nreturn input.includes('bug');",
      language: 'text', algorithm: 'ddmin*', units: 'line,char',
    });
    assert.equal(await run(page), 'done');
    assert.equal(await editorText(page, 'result-output'), 'bug\n');
    assert.equal(await page.getByTestId('verification').getAttribute('data-verification'), 'verified');
    assert.ok(await number(page, 'stats-odd') > 0);
    const odd = page.getByTestId('odd-answers');
    assert.match(await odd.locator('summary').textContent(), /the last: undefined on a candidate of \d+ bytes?/);
    await odd.locator('summary').click();
    assert.ok(!(await page.getByTestId('odd-candidate').textContent()).endsWith('\n'));
    // On the original it is still the oracle's error, said before reducing.
    await setup(page, { oracle: 'return 1;' });
    assert.match(await run(page), /must return true or false, but returned 1 \(number\)/);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('the library whose candidates comment out the check reduces with auto, verified', async (t) => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: LIBRARY, oracle: LIBRARY_ORACLE, language: 'javascript', algorithm: 'auto' });
    // One worker: the same tests every time, among them the candidate
    // that ends inside a comment.
    await page.getByTestId('trust-settings').locator('summary').click();
    await page.getByTestId('workers-input').fill('1');
    assert.equal(await run(page, 120000), 'done');
    assert.ok(await number(page, 'stats-odd') >= 1, 'a candidate commented the check out');
    const result = await editorText(page, 'result-output');
    assert.ok(result.length < LIBRARY.length / 2, result);
    assert.equal(await page.getByTestId('verification').getAttribute('data-verification'), 'verified');
    const check = new Function(`${result}; return typeof parse === "function" && parse("a=1").a === "1"`);
    assert.equal(check(), true, `the result passes the oracle:\n${result}`);
    assert.ok(parseFloat(await page.getByTestId('stats-elapsed').textContent()) > 0);
    t.diagnostic(`${await number(page, 'stats-odd')} odd answers, ${await number(page, 'stats-queries')} queries: ${JSON.stringify(result)}`);
    await page.close();
  });

  test('Ctrl+Enter reduces without typing into the focused editor', async () => {
    const page = await open(env.browser, env.url);
    const input = 'one\ntwo bug\nthree';
    const oracle = "return input.includes('bug');";
    await setup(page, { input, oracle, language: 'text', algorithm: 'ddmin*' });
    for (const editor of ['input-editor', 'oracle-editor']) {
      await page.getByTestId(editor).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Control+Enter');
      await page.getByTestId('status').filter({ hasText: /^done$/ }).waitFor();
      assert.equal(await editorText(page, 'input-editor'), input, `Ctrl+Enter in ${editor}`);
      assert.equal(await editorText(page, 'oracle-editor'), oracle, `Ctrl+Enter in ${editor}`);
      assert.equal(await editorText(page, 'result-output'), 'bug');
    }
    await page.close();
  });

  test('a crafted share link opens with the form showing exactly what will run, and a note', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => localStorage.setItem('whittle-intro-dismissed', '1'));
    await page.goto(shareLink(env.url, {
      input: 'a\nbug\nc\n', language: 'text', algorithm: 'superdd', units: 'paragraph',
      oracle_kind: 'javascript', code: '', timeout_ms: 'soon', delay_ms: 999999,
      check_runs: '0', repeat: 99999, min_interesting: '1', workers: '40', endpoint: {},
    }));
    const note = page.getByTestId('share-note');
    await note.filter({ hasText: /nothing has run/ }).waitFor();
    const text = await note.textContent();
    for (const field of ['algorithm', 'units', 'timeout_ms', 'delay_ms', 'check_runs', 'repeat', 'workers']) {
      assert.match(text, new RegExp(`\`${field}\``), `the note names ${field}: ${text}`);
    }
    assert.match(text, /superdd/);
    assert.equal(await page.getByTestId('slow-motion').inputValue(), '2000');
    assert.equal(await page.getByTestId('algorithm-select').inputValue(), 'auto');
    assert.equal(await page.getByTestId('units-select').inputValue(), 'line,char');
    assert.equal(await page.getByTestId('timeout-input').inputValue(), 'auto');
    await page.getByTestId('trust-settings').locator('summary').click();
    assert.equal(await page.getByTestId('repeat-input').inputValue(), '100');
    assert.equal(await page.getByTestId('check-runs-input').inputValue(), '1');
    assert.equal(await page.getByTestId('workers-input').inputValue(), '16');
    assert.equal(await editorText(page, 'input-editor'), 'a\nbug\nc\n');
    await page.close();
  });

  test('a Latin-1 file reaches the oracle as text, its bytes stay exact, and one byte is "1 byte"', async () => {
    const page = await open(env.browser, env.url);
    const latin1 = Buffer.from('caf\xe9 au lait: bug\n', 'latin1');
    await page.getByTestId('file-input').setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: latin1 });
    await page.getByTestId('input-binary-note').filter({ hasText: /windows-1252/ }).waitFor();
    assert.equal(await page.getByTestId('input-binary').textContent(), 'café au lait: bug\n');
    await setup(page, {
      oracle: "return input === 'café au lait: bug\\n' || (input !== null && input.includes('é') && bytes.includes(0xe9) && input.length === bytes.length);",
      algorithm: 'ddmin*', units: 'byte',
    });
    await page.getByTestId('test-original-button').click();
    await page.getByTestId('original-result').filter({ hasText: /^interesting/ }).waitFor();
    assert.equal(await run(page), 'done');
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-button').click()]);
    const fs = await import('node:fs');
    assert.deepEqual([...fs.readFileSync(await saved.path())], [0xe9]);
    await page.getByText('best so far: 1 byte', { exact: true }).waitFor();
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('each tab keeps its own work across reloads, and a share link replaces neither', async () => {
    const saved = (page) => page.waitForTimeout(1200); // the setup is stored 400 ms after a change
    const first = await open(env.browser, env.url);
    await setup(first, { input: 'first tab\nbug one\n', oracle: "return input.includes('one');", language: 'text', algorithm: 'ddmin*' });
    assert.equal(await run(first), 'done');
    await saved(first);
    const second = await open(env.browser, env.url, { fresh: false });
    // The first tab is open: its session is not offered to the second.
    assert.equal(await second.getByTestId('earlier-session').count(), 0);
    await setup(second, { input: 'second tab\nbug two\n', oracle: "return input.includes('two');", language: 'text' });
    await saved(second);
    const third = await env.browser.newPage();
    await third.goto(shareLink(env.url, { input: 'from a link\n', language: 'text', code: 'return true;' }));
    await third.getByTestId('share-note').filter({ hasText: /nothing has run/ }).waitFor();
    await saved(third);
    for (const [page, input] of [[first, 'first tab\nbug one\n'], [second, 'second tab\nbug two\n']]) {
      await page.reload();
      await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor();
      assert.equal(await editorText(page, 'input-editor'), input);
    }
    assert.match(await first.getByTestId('restore-best').textContent(), /ended at 3 bytes/);
    // Closed, the first tab's session is offered to a new tab, and opens.
    await first.close();
    await third.close();
    const fourth = await open(env.browser, env.url, { fresh: false });
    const offered = fourth.getByTestId('earlier-session');
    await fourth.getByTestId('earlier-sessions').locator('summary').click();
    const names = await offered.evaluateAll((rows) => rows.map((r) => r.dataset.name));
    assert.ok(names.includes('first tab') && names.includes('from a link'), names.join(', '));
    assert.ok(!names.includes('second tab'), 'the second tab is still open');
    const link = offered.filter({ hasText: 'from a link' });
    await link.getByTestId('earlier-session-delete').click();
    assert.equal(await offered.filter({ hasText: 'from a link' }).count(), 0);
    await offered.filter({ hasText: 'first tab' }).getByTestId('earlier-session-open').click();
    await fourth.getByTestId('restore-note').waitFor();
    assert.equal(await editorText(fourth, 'input-editor'), 'first tab\nbug one\n');
    await second.close();
    await fourth.close();
  });

  test('pasted C, Python, Rust and JSON are recognised, and auto reduces them as trees', async () => {
    const page = await open(env.browser, env.url);
    const cases = [
      ['c', fs.readFileSync(path.join(EXAMPLES, 'csmith-19.c'), 'utf8'), null],
      ['c', '/* ring buffer */\n#include <stdint.h>\n\nstatic int head;\nint take(void) { return head / 0; }\nint main(void) { return take(); }\n', 'head / 0'],
      ['python', 'import sys\n\ndef mean(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total / len(xs)\n\nprint(mean([]))\n', 'len(xs)'],
      ['rust', 'use std::collections::HashMap;\n\nfn count(words: &[&str]) -> HashMap<String, usize> {\n    let mut m = HashMap::new();\n    for w in words { *m.entry(w.to_string()).or_insert(0) += 1; }\n    m\n}\n\nfn main() { let _ = count(&["a"]).len() / 0; }\n', '/ 0'],
      ['json', '{"orders": [{"id": 1, "total": 10}, {"id": 2, "total": -5}], "currency": "EUR"}\n', '-5'],
    ];
    for (const [language, input, needle] of cases) {
      await pasteInput(page, input);
      const guessed = page.getByTestId('language-guessed');
      await guessed.waitFor();
      assert.equal(await guessed.getAttribute('data-language'), language, input.slice(0, 40));
      assert.match(await page.getByTestId('algorithm-select').locator('option[value=auto]').textContent(), /auto \(pipeline\)/);
      if (!needle) continue;
      await page.getByTestId('oracle-editor').fill(`return input.includes(${JSON.stringify(needle)});`);
      assert.equal(await run(page), 'done', language);
      // A tree algorithm: the tree view shows each node's status.
      assert.ok(await page.locator('[data-testid=tree-row][data-status]').count() > 0, language);
      assert.ok((await editorText(page, 'result-output')).includes(needle));
    }
    // The way back: plain text, and the guess is no longer used.
    await page.getByTestId('language-guess-undo').click();
    assert.equal(await page.getByTestId('language-select').inputValue(), 'text');
    assert.equal(await page.getByTestId('language-guessed').count(), 0);
    await page.close();
  });

  test('an HTML oracle has a DOMParser in its worker', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, {
      input: '<html><body><p>intro</p><svg width="10"><rect id="r" width="4"/></svg><div>more</div></body></html>\n',
      oracle: "const doc = new DOMParser().parseFromString(input, 'text/html');\nreturn doc.querySelector('svg rect') !== null;",
      language: 'html', algorithm: 'auto',
    });
    assert.equal(await run(page), 'done');
    const result = await editorText(page, 'result-output');
    assert.ok(result.includes('<rect') && !result.includes('intro'), result);
    assert.equal(await number(page, 'stats-throws'), 0);
    await page.close();
  });

  test('Format indents a JSON result, kept only if the oracle still accepts it', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, {
      input: '{"a": [1, 2, 3], "b": {"c": "bug", "d": null}, "e": "x"}\n',
      oracle: "return input.includes('\"bug\"') && input.includes('null');", language: 'json', algorithm: 'auto',
    });
    assert.equal(await run(page), 'done');
    const reduced = await editorText(page, 'result-output');
    await page.getByTestId('result-format').click();
    await page.getByTestId('format-note').filter({ hasText: /^formatted/ }).waitFor();
    const formatted = await editorText(page, 'result-output');
    assert.equal(JSON.stringify(JSON.parse(formatted)), JSON.stringify(JSON.parse(reduced)));
    assert.ok(formatted.includes('\n  '), formatted);
    // An oracle that cares about the layout keeps the result as it was.
    await setup(page, { oracle: "return input.includes('\"bug\"') && input.includes('null') && !input.includes('\\n  ');" });
    assert.equal(await run(page), 'done');
    const kept = await editorText(page, 'result-output');
    await page.getByTestId('result-format').click();
    await page.getByTestId('format-note').filter({ hasText: /^not formatted/ }).waitFor();
    assert.equal(await editorText(page, 'result-output'), kept);
    await page.close();
  });

  test('the page has an icon: nothing it asks for is missing', async () => {
    const page = await env.browser.newPage();
    const missing = [];
    page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
    await page.goto(env.url);
    await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 30000 });
    assert.equal(await page.locator('link[rel=icon]').getAttribute('href'), 'favicon.svg');
    const icon = await page.request.get(new URL('favicon.svg', env.url).href);
    assert.equal(icon.status(), 200);
    assert.deepEqual(missing, []);
    await page.close();
  });

  test('a pump makes the loop go: the function becomes void, and the size shown never grows', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: SPINNING, oracle: SPINNING_ORACLE, language: 'c', algorithm: 'auto' });
    const sizes = [];
    const sampler = setInterval(() => {
      number(page, 'stats-size').then((n) => sizes.push(n), () => {});
    }, 20);
    const status = await run(page, 120000);
    clearInterval(sampler);
    assert.equal(status, 'done');
    const result = await editorText(page, 'result-output');
    assert.match(result, /^void \w+\(\)\{int c;c=0;\}$/);
    assert.ok(sizes.every((n, i) => i === 0 || n <= sizes[i - 1]), sizes.join(','));
    assert.equal(await number(page, 'stats-size'), result.length);
    const counters = await page.getByTestId('stats-counters').textContent();
    assert.match(counters, /pipeline\.pumps_kept\s*1/);
    assert.equal(await page.getByTestId('verification').getAttribute('data-verification'), 'verified');
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });
}
