// Test cases made of several files: dropped files, a dropped .zip, the
// oracle's `files`, a reload in the middle of a run of a set, the result's
// .zip, an endpoint that gets the set as a tar archive, and the gallery's
// two sets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { unzipSync, zipSync, strFromU8, strToU8 } from 'fflate';
import { open, setup, run, waitForEnd, editorText } from '../harness.mjs';

const BUG_C = '#include "used.h"\n#include "unused.h"\nint helper(int x) { return x + 1; }\nint other(void) { return helper(2); }\nint main(void) { return BUG; }\n';
const USED_H = '#define BUG 1\n#define OTHER 2\n#define MORE 3\n';
const UNUSED_H = '#define NOTHING 0\nint nothing(void);\nint nothing_either(void);\n';
const THREE = { 'bug.c': BUG_C, 'used.h': USED_H, 'unused.h': UNUSED_H };

// Interesting while main still returns BUG and a file defines it.
const ORACLE = "const main = files['bug.c'];\n"
  + "return typeof main === 'string' && main.includes('return BUG')\n"
  + "  && Object.values(files).some((t) => t !== null && t.includes('#define BUG'));";

function oracleHolds(files) {
  return new Function('input', 'bytes', 'files', 'fileBytes', ORACLE)(null, null, files, null);
}

// Drops files ({ name: text or bytes }) on the input pane's editor, as a
// browser does (a DataTransfer with every file).
async function drop(page, files) {
  const list = Object.entries(files).map(([name, body]) => [name, Array.from(typeof body === 'string' ? strToU8(body) : body)]);
  await page.locator('.input-pane .cm-content').first().evaluate((el, list) => {
    const data = new DataTransfer();
    for (const [name, bytes] of list) data.items.add(new File([new Uint8Array(bytes)], name));
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
    el.dispatchEvent(over);
    if (!over.defaultPrevented) throw new Error('the input pane does not take dropped files');
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, list);
}

// The tabs of a set's files on the page: path -> the size each tab says.
async function tabs(page, which) {
  return page.getByTestId(`${which}-file-tab`).evaluateAll((els) => Object.fromEntries(
    els.map((el) => [el.dataset.path, Number(el.dataset.bytes)])));
}

// The result's .zip, as Download gives it: path -> text.
async function downloadedZip(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-button').click()]);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  return { name: download.suggestedFilename(), files: Object.fromEntries(Object.entries(files).map(([p, b]) => [p, strFromU8(b)])) };
}

export default function files(env) {
  test('three dropped files make one set, reduced by an oracle over files, downloaded as a zip', async () => {
    const page = await open(env.browser, env.url);
    await drop(page, THREE);
    await page.getByTestId('input-files').waitFor();
    assert.deepEqual(await tabs(page, 'input'), { 'bug.c': BUG_C.length, 'unused.h': UNUSED_H.length, 'used.h': USED_H.length });
    await page.locator('[data-testid=input-file-tab][data-path="used.h"]').click();
    await page.locator('[data-testid=input-file-tab][data-path="used.h"][aria-selected=true]').waitFor();
    assert.equal(await editorText(page, 'input-file'), USED_H);
    await setup(page, { oracle: ORACLE });
    assert.equal(await run(page), 'done');
    const result = await tabs(page, 'result');
    assert.ok(!('unused.h' in result), JSON.stringify(result));
    assert.match(await page.getByTestId('result-removed').textContent(), /unused\.h/);
    const { name, files } = await downloadedZip(page);
    assert.equal(name, '3 files.reduced.zip');
    assert.deepEqual(Object.keys(files).sort(), Object.keys(result).sort());
    assert.ok(oracleHolds(files), JSON.stringify(files));
    assert.ok(!files['bug.c'].includes('helper'), files['bug.c']);
    const total = Object.values(files).reduce((n, t) => n + t.length, 0);
    assert.ok(total < (BUG_C + USED_H).length / 2, `${total} bytes left`);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('a dropped .zip and files chosen together are sets, the zip\'s top folder taken off the paths', async () => {
    const page = await open(env.browser, env.url);
    const zip = zipSync({ 'proj/src/a.txt': strToU8('alpha bug\n'), 'proj/b.txt': strToU8('beta\n'), 'proj/': new Uint8Array() });
    await drop(page, { 'proj.zip': zip });
    await page.getByTestId('input-files').waitFor();
    assert.deepEqual(await tabs(page, 'input'), { 'b.txt': 5, 'src/a.txt': 10 });
    assert.equal(await page.locator('.input-pane .file-name').textContent(), 'proj');
    // Several files chosen at once are a set too.
    await page.getByTestId('file-input').setInputFiles([
      { name: 'x.c', mimeType: 'text/plain', buffer: Buffer.from('int x;\n') },
      { name: 'y.h', mimeType: 'text/plain', buffer: Buffer.from('#define Y 1\n') },
    ]);
    await page.locator('.input-pane .file-name').filter({ hasText: '2 files' }).waitFor();
    assert.deepEqual(await tabs(page, 'input'), { 'x.c': 7, 'y.h': 12 });
    // A dropped single file makes the input one file again.
    await drop(page, { 'one.txt': 'just one\n' });
    await page.locator('.input-pane .file-name').filter({ hasText: 'one.txt' }).waitFor();
    assert.equal(await editorText(page, 'input-editor'), 'just one\n');
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('a reload during a run of a set keeps the set and continues from its best result', async () => {
    const page = await open(env.browser, env.url);
    await drop(page, THREE);
    await page.getByTestId('input-files').waitFor();
    // Slow enough that the run is still going when the page reloads.
    await setup(page, { oracle: 'await new Promise((r) => setTimeout(r, 150));\n' + ORACLE });
    await page.getByTestId('run-button').click();
    // The best result is stored at most once a second while running.
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=stats-size]')?.textContent) > 0
      && Number(document.querySelector('[data-testid=stats-queries]').textContent) >= 6, null, { timeout: 60000 });
    await page.waitForTimeout(1500);
    page.on('dialog', (d) => d.accept());
    await page.reload();
    await page.getByTestId('restore-note').waitFor();
    assert.deepEqual(Object.keys(await tabs(page, 'input')).sort(), ['bug.c', 'unused.h', 'used.h']);
    assert.match(await page.getByTestId('restore-best').textContent(), /(ended|was interrupted) at \d+ bytes/);
    await page.getByTestId('restore-continue').click();
    await page.waitForFunction(() => {
      const sizes = [...document.querySelectorAll('[data-testid=input-file-tab]')].map((el) => Number(el.dataset.bytes));
      return sizes.length > 0 && sizes.reduce((a, b) => a + b, 0) < 200;
    });
    await setup(page, { oracle: ORACLE });
    assert.equal(await run(page), 'done');
    const { files } = await downloadedZip(page);
    assert.ok(oracleHolds(files), JSON.stringify(files));
    await page.close();
  });

  test('an endpoint gets a set as a tar archive', async () => {
    // Answers like `whittle serve`: interesting when bug.c in the archive
    // still returns BUG and a file defines it.
    const seen = [];
    const server = http.createServer((req, res) => {
      const headers = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' };
      if (req.method === 'OPTIONS') { res.writeHead(204, headers); res.end(); return; }
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const files = readTar(Buffer.concat(chunks));
        seen.push(req.headers['content-type']);
        res.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ interesting: oracleHolds(files) }));
      });
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    try {
      const page = await open(env.browser, env.url);
      await drop(page, THREE);
      await page.getByTestId('input-files').waitFor();
      await page.getByTestId('oracle-kind-select').selectOption('endpoint');
      await page.getByTestId('preset-serve').click();
      await page.getByTestId('endpoint-url').fill(`http://127.0.0.1:${server.address().port}/v1/test`);
      assert.equal(await run(page), 'done');
      assert.ok(seen.length > 3 && seen.every((t) => t === 'application/x-tar'), JSON.stringify(seen.slice(0, 3)));
      assert.ok(!('unused.h' in await tabs(page, 'result')));
      await page.close();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  for (const [id, left] of [['c-headers', 'geometry.h'], ['js-package', 'src/legacy.js']]) {
    test(`the gallery's set ${id} reduces and leaves ${left} out`, async () => {
      const page = await open(env.browser, env.url);
      await page.getByTestId(`example-${id}`).click();
      await page.getByTestId('input-files').waitFor();
      const oracle = await editorText(page, 'oracle-editor');
      assert.equal(await run(page, 120000), 'done');
      assert.match(await page.getByTestId('result-removed').textContent(), new RegExp(left.replace('.', '\\.')));
      const { files } = await downloadedZip(page);
      const verdict = await new (Object.getPrototypeOf(async function () {}).constructor)('input', 'bytes', 'files', 'fileBytes', oracle)(null, null, files, null);
      assert.equal(verdict, true, JSON.stringify(files));
      assert.deepEqual(page.whittleErrors, []);
      await page.close();
    });
  }
}

// The files of a tar archive (GNU long names included): path -> text.
function readTar(buf) {
  const files = {};
  let long = null;
  for (let at = 0; at + 512 <= buf.length;) {
    const header = buf.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from, to) => header.subarray(from, to).toString('latin1').replace(/\0.*$/s, '');
    const size = parseInt(field(124, 136).trim() || '0', 8);
    const body = buf.subarray(at + 512, at + 512 + size);
    const type = String.fromCharCode(header[156]);
    if (type === 'L') long = body.toString('utf8').replace(/\0.*$/s, '');
    else { files[long ?? field(0, 100)] = body.toString('utf8'); long = null; }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
