// Test cases made of several files: dropped files, a dropped .zip, the
// oracle's `files`, a reload in the middle of a run of a set, the result's
// .zip, an endpoint that gets the set as a tar archive, the gallery's two
// sets, the tree view, a set in two languages (the engine with every
// grammar), step mode and races of a set, and the zip against the
// command-line tool's result on the same folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { unzipSync, zipSync, strFromU8, strToU8 } from 'fflate';
import { open, setup, run, waitForEnd, editorText, WHITTLE } from '../harness.mjs';

const BUG_C = '#include "used.h"\n#include "unused.h"\nint helper(int x) { return x + 1; }\nint other(void) { return helper(2); }\nint main(void) { return BUG; }\n';
const USED_H = '#define BUG 1\n#define OTHER 2\n#define MORE 3\n';
const UNUSED_H = '#define NOTHING 0\nint nothing(void);\nint nothing_either(void);\n';
const THREE = { 'bug.c': BUG_C, 'used.h': USED_H, 'unused.h': UNUSED_H };

// Interesting while main still returns BUG and a file defines it.
const ORACLE = "const main = files['bug.c'];\n"
  + "return typeof main === 'string' && main.includes('return BUG')\n"
  + "  && Object.values(files).some((t) => t !== null && t.includes('#define BUG'));";

// A set in two languages: a C program and a Python tool, each with parts
// the oracle does not need. Each file reduces in its own language in the
// engine with every grammar.
const POINT_C = `#include <stdio.h>
#include <stdlib.h>

struct point { int x; int y; };

static int square(int v) { return v * v; }

static int distance2(struct point a, struct point b) {
    int dx = a.x - b.x;
    int dy = a.y - b.y;
    return square(dx) + square(dy);
}

static void report(const char *name, int value) {
    printf("%s = %d\\n", name, value);
}

int main(int argc, char **argv) {
    struct point origin = { 0, 0 };
    struct point p = { 3, 4 };
    int d = distance2(origin, p);
    report("distance2", d);
    if (argc > 1) {
        report("args", argc);
    }
    return check_bounds(d, 100);
}
`;
const TOOL_PY = `import sys
import json


class Config:
    def __init__(self, path):
        self.path = path
        self.values = {}

    def load(self):
        with open(self.path) as f:
            self.values = json.load(f)
        return self.values


def parse_args(argv):
    if len(argv) < 2:
        return None
    return argv[1]


def summarize(values):
    total = 0
    for key, value in values.items():
        total += len(key) + len(str(value))
    return total


def main():
    path = parse_args(sys.argv)
    if path is None:
        print("usage: tool.py CONFIG")
        return 1
    config = Config(path)
    print(summarize(config.load()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
`;
const MIXED = { 'point.c': POINT_C, 'tool.py': TOOL_PY };
// Interesting while the C file still calls check_bounds and the Python
// file still defines parse_args.
const MIXED_ORACLE = "const c = files['point.c'], py = files['tool.py'];\n"
  + "return typeof c === 'string' && c.includes('check_bounds(')\n"
  + "  && typeof py === 'string' && py.includes('def parse_args');";

function oracleHolds(files, oracle = ORACLE) {
  return new Function('input', 'bytes', 'files', 'fileBytes', oracle)(null, null, files, null);
}

// A text file beside the C files, with a line the oracle below needs.
const NOTES = 'first note\nthe BUG shows here\nlast note\n';
const WITH_NOTES = { ...THREE, 'notes.txt': NOTES };
const NOTES_ORACLE = "const main = files['bug.c'], notes = files['notes.txt'];\n"
  + "return typeof main === 'string' && main.includes('return BUG')\n"
  + "  && Object.values(files).some((t) => t !== null && t.includes('#define BUG'))\n"
  + "  && typeof notes === 'string' && notes.includes('BUG');";

// The tree view's rows of a kind: { label, status } each, in order.
async function treeRows(page, kind) {
  return page.locator(`[data-testid=tree-view] [data-testid=tree-row][data-kind="${kind}"]`).evaluateAll((rows) => rows.map((r) => ({
    node: r.dataset.node, label: r.querySelector('.label').textContent, status: r.dataset.status,
  })));
}

// Ticks exactly these algorithms in the race panel.
async function chooseRace(page, names) {
  const panel = page.locator('details.race');
  if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
  for (const box of await page.locator('[data-testid^=race-choice-]').all()) {
    const name = (await box.getAttribute('data-testid')).slice('race-choice-'.length);
    await box.setChecked(names.includes(name));
  }
}

// The files under a folder: path -> text.
function readFolder(dir, prefix = '') {
  const files = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, readFolder(full, `${prefix}${entry.name}/`));
    else files[prefix + entry.name] = fs.readFileSync(full, 'utf8');
  }
  return files;
}

// Reduces the set in a folder with the command-line tool and a script that
// runs `oracle` in Node over the candidate folder (its working
// directory), as the page runs it over `files`; returns the result's files.
function reduceWithCli(set, oracle, args) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'whittle-cli-set-'));
  try {
    const dir = path.join(root, 'set');
    for (const [name, text] of Object.entries(set)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const check = path.join(root, 'check.mjs');
    fs.writeFileSync(check, `import fs from 'node:fs';
import path from 'node:path';
${readFolder.toString()}
const oracle = ${JSON.stringify(oracle)};
const verdict = new Function('input', 'bytes', 'files', 'fileBytes', oracle)(null, null, readFolder('.'), null);
process.exit(verdict === true ? 0 : 1);
`);
    const script = path.join(root, 'interesting.sh');
    fs.writeFileSync(script, `#!/bin/sh\nexec '${process.execPath}' '${check}'\n`, { mode: 0o755 });
    execFileSync(WHITTLE, ['reduce', dir, '--test', script, '--quiet', ...args], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 240000 });
    return readFolder(`${dir}.reduced`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
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
    // The statistics count the files' bytes, as the tabs do.
    assert.equal(Number(await page.getByTestId('stats-size').textContent()), total);
    assert.equal(Number(await page.getByTestId('stats-initial-size').textContent()), (BUG_C + UNUSED_H + USED_H).length);
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

  test('the tree view shows a set\'s files at the top, each with its parse tree or lines, and what the run removed', async () => {
    const page = await open(env.browser, env.url);
    await drop(page, WITH_NOTES);
    await page.getByTestId('input-files').waitFor();
    await setup(page, { oracle: ORACLE });
    assert.equal(await run(page), 'done');
    const files = await treeRows(page, 'file');
    assert.deepEqual(files.map((f) => f.label), Object.keys(WITH_NOTES).sort().map((p) => `${p} (${WITH_NOTES[p].length} bytes)`));
    const status = Object.fromEntries(files.map((f, i) => [Object.keys(WITH_NOTES).sort()[i], f.status]));
    // unused.h and notes.txt are left out, used.h pasted into bug.c.
    assert.deepEqual(status, { 'bug.c': 'kept', 'notes.txt': 'removed', 'unused.h': 'removed', 'used.h': 'removed' });
    // A file with the worker's grammar (C) has its parse tree; the text file its lines.
    const units = await treeRows(page, 'translation_unit');
    assert.equal(units.length, 3);
    assert.deepEqual((await treeRows(page, 'line')).map((l) => [l.label, l.status]),
      [['first note', 'removed'], ['the BUG shows here', 'removed'], ['last note', 'removed']]);
    // Inside bug.c: helper and other are removed, main is kept.
    const view = page.getByTestId('tree-view');
    await view.locator(`[data-node="${units[0].node}"]`).getByTestId('tree-toggle').click();
    const functions = await treeRows(page, 'function_definition');
    assert.deepEqual(functions.map((f) => [f.label.split('(')[0], f.status]),
      [['int helper', 'removed'], ['int other', 'removed'], ['int main', 'kept']]);
    // The source view shows the files one after the other; the selected
    // removed function is struck through.
    assert.match(await page.getByTestId('source-view').textContent(), /^==> bug\.c <==\n#include "used\.h"/);
    await view.locator('[data-testid=tree-row][data-kind=function_definition]').first().click();
    const selected = await page.getByTestId('source-selection').evaluate((el) => ({
      text: el.textContent, removed: [...el.querySelectorAll('.removed')].map((s) => s.textContent).join(''),
    }));
    assert.match(selected.text, /^int helper/);
    assert.equal(selected.removed.replace(/\s/g, ''), selected.text.replace(/\s/g, ''));
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('a set of a C and a Python file reduces each file in its own language in the engine with every grammar', async () => {
    const page = await open(env.browser, env.url);
    const fetched = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const engines = () => fetched.filter((p) => /whittle_worker_\w+_bg\.wasm$/.test(p));
    // One file: its own language's engine, never the one with every grammar.
    await drop(page, { 'point.c': POINT_C });
    await page.locator('.input-pane .file-name').filter({ hasText: 'point.c' }).waitFor();
    await setup(page, { oracle: "return input.includes('check_bounds(');" });
    assert.equal(await run(page), 'done');
    assert.ok(engines().includes('/pkg/whittle_worker_c_bg.wasm'), engines().join('\n'));
    assert.ok(!engines().includes('/pkg/whittle_worker_all_bg.wasm'), engines().join('\n'));
    // The set: the engine with every grammar.
    await drop(page, MIXED);
    await page.getByTestId('input-files').waitFor();
    assert.ok(oracleHolds(MIXED, MIXED_ORACLE));
    await setup(page, { oracle: MIXED_ORACLE });
    assert.equal(await run(page, 120000), 'done');
    assert.ok(engines().includes('/pkg/whittle_worker_all_bg.wasm'), engines().join('\n'));
    assert.ok(!engines().includes('/pkg/whittle_worker_python_bg.wasm'), engines().join('\n'));
    // Each file has its parse tree in the tree view, not a node per line.
    const view = page.getByTestId('tree-view');
    assert.deepEqual((await treeRows(page, 'file')).map((f) => f.label),
      [`point.c (${POINT_C.length} bytes)`, `tool.py (${TOOL_PY.length} bytes)`]);
    assert.deepEqual(await treeRows(page, 'line'), []);
    const [unit] = await treeRows(page, 'translation_unit');
    const [module] = await treeRows(page, 'module');
    assert.ok(unit && module, 'a C and a Python parse tree');
    for (const root of [unit, module]) await view.locator(`[data-node="${root.node}"]`).getByTestId('tree-toggle').click();
    const functions = (await treeRows(page, 'function_definition')).map((f) => [f.label.split('(')[0], f.status]);
    for (const kept of ['int main', 'def parse_args']) {
      assert.ok(functions.some(([label, status]) => label === kept && status === 'kept'), JSON.stringify(functions));
    }
    for (const removed of ['static int square', 'def summarize']) {
      assert.ok(functions.some(([label, status]) => label === removed && status === 'removed'), JSON.stringify(functions));
    }
    // The result, checked here: the oracle holds, and both files shrank.
    const { files } = await downloadedZip(page);
    assert.deepEqual(Object.keys(files).sort(), ['point.c', 'tool.py']);
    assert.ok(oracleHolds(files, MIXED_ORACLE), JSON.stringify(files));
    assert.ok(files['point.c'].length < POINT_C.length / 2, files['point.c']);
    assert.ok(files['tool.py'].length < TOOL_PY.length / 2, files['tool.py']);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('step mode shows a set\'s candidate file by file, and the tree what it removes', async () => {
    const page = await open(env.browser, env.url);
    await drop(page, THREE);
    await page.getByTestId('input-files').waitFor();
    await setup(page, { oracle: ORACLE });
    const explanation = page.getByTestId('step-explanation');
    await page.getByTestId('step-button').click();
    await explanation.filter({ hasText: 'Test 1:' }).waitFor();
    let accepted = false;
    for (let query = 2; query <= 16 && !accepted; query++) {
      await page.getByTestId('step-button').click();
      await explanation.filter({ hasText: `Test ${query}:` }).waitFor();
      const changes = await page.getByTestId('step-file').evaluateAll((items) => items.map((li) => [li.dataset.path, li.dataset.change]));
      assert.deepEqual(changes.map(([p]) => p), ['bug.c', 'unused.h', 'used.h'], 'every file of the current set');
      const touched = changes.filter(([, change]) => change !== 'kept');
      assert.ok(touched.length > 0, `the candidate changes a file: ${JSON.stringify(changes)}`);
      // What the candidate leaves out is under test in the tree.
      const testing = (await treeRows(page, 'file')).filter((f) => f.status === 'testing').map((f) => f.label.split(' ')[0]);
      const leftOut = changes.filter(([, change]) => change === 'left out').map(([p]) => p);
      assert.deepEqual(testing.filter((p) => leftOut.includes(p)), leftOut);
      accepted = (await explanation.getAttribute('data-verdict')) === 'interesting';
      if (accepted) assert.deepEqual((await treeRows(page, 'file')).filter((f) => f.status !== 'kept').map((f) => f.label.split(' ')[0]), leftOut);
    }
    assert.ok(accepted, 'a step was accepted');
    await page.getByTestId('resume-button').click();
    assert.equal(await waitForEnd(page), 'done');
    assert.ok(oracleHolds((await downloadedZip(page)).files));
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('a race over a set shows each lane\'s files and the smallest result as files, and saves lanes as zips', async () => {
    const page = await open(env.browser, env.url);
    await drop(page, THREE);
    await page.getByTestId('input-files').waitFor();
    await setup(page, { oracle: ORACLE });
    await chooseRace(page, ['ddmin*', 'opdd']);
    await page.getByTestId('race-button').click();
    await page.getByTestId('status').filter({ hasText: /^race done$/ }).waitFor({ timeout: 120000 });
    for (const cell of await page.getByTestId('race-lane-files').allTextContents()) {
      assert.match(cell, /^\d of 3: /);
      assert.ok(cell.includes('bug.c') && !cell.includes('unused.h'), cell);
    }
    const race = page.locator('details.race');
    assert.ok(!(await race.textContent()).includes('whittle-files/1'), 'no encoded set is shown');
    const winner = Object.fromEntries(await race.getByTestId('race-file-tab').evaluateAll((tabs) => tabs.map((t) => [t.dataset.path, Number(t.dataset.bytes)])));
    assert.ok('bug.c' in winner && !('unused.h' in winner), JSON.stringify(winner));
    assert.ok(await race.getByTestId('race-file').isVisible());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=race-row][data-algorithm="opdd"]').getByTestId('race-download').click(),
    ]);
    assert.equal(download.suggestedFilename(), 'opdd.3 files.reduced.zip');
    const files = Object.fromEntries(Object.entries(unzipSync(new Uint8Array(fs.readFileSync(await download.path()))))
      .map(([p, b]) => [p, strFromU8(b)]));
    assert.ok(oracleHolds(files), JSON.stringify(files));
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  // The engine is deterministic, and both faces set a set's reduction up
  // alike: with the page's algorithm and options (units line,char, the
  // syntax check on) the command-line tool leaves the same files.
  for (const algorithm of ['auto', 'ddmin*']) {
    test(`with ${algorithm}, the downloaded zip equals the command-line tool's result on the same folder`, async () => {
      const page = await open(env.browser, env.url);
      await drop(page, WITH_NOTES);
      await page.getByTestId('input-files').waitFor();
      await setup(page, { oracle: NOTES_ORACLE, algorithm, timeout: 10000 });
      assert.equal(await run(page, 120000), 'done');
      const { files } = await downloadedZip(page);
      assert.ok(oracleHolds(files, NOTES_ORACLE), JSON.stringify(files));
      const cli = reduceWithCli(WITH_NOTES, NOTES_ORACLE,
        ['--algorithm', algorithm, '--unit', 'line,char', '--syntax-check', '--timeout', '60']);
      assert.deepEqual(files, cli);
      await page.close();
    });
  }

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
