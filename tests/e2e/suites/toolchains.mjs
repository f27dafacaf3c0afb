// Toolchains as oracles: Python (Pyodide) and the TypeScript compiler in
// the oracle workers. Per toolchain: the gallery example reduces to a
// result the same toolchain, started fresh, still finds interesting;
// hostile oracles end in a clear state; a second use after a reload reads
// the toolchain from Cache Storage and fetches nothing; a toolchain that
// cannot download says so and keeps the setup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as harness from '../harness.mjs';

const { open, run, waitForEnd, editorText } = harness;

// A toolchain's first start (download, compile, start the interpreter)
// takes seconds on a loaded machine; runs get this long.
const LONG = 240000;

async function chooseOracle(page, kind) {
  await page.getByTestId('oracle-kind-select').selectOption(kind);
}

// "Test on the original" in a fresh oracle worker; its sentence.
async function testOriginal(page) {
  await page.getByTestId('test-original-button').click();
  const result = page.getByTestId('original-result');
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-testid=original-result]').textContent;
    return t && t !== 'testing…';
  }, null, { timeout: LONG, polling: 200 });
  return result.textContent();
}

// The run's result becomes the input, to be checked by a fresh worker.
async function resultAsInput(page) {
  const result = await editorText(page, 'result-output');
  await page.getByTestId('input-editor').fill(result);
  return result;
}

async function workers(page, n) {
  const settings = page.getByTestId('trust-settings');
  if ((await settings.getAttribute('open')) === null) await settings.locator('summary').click();
  await page.getByTestId('workers-input').fill(String(n));
}

// Requests for toolchain files (dist/toolchains/), from any page or worker.
function watchToolchainRequests(browser) {
  const seen = [];
  const listener = (request) => { if (request.url().includes('/toolchains/')) seen.push(request.url()); };
  browser.on('request', listener);
  return { seen, stop: () => browser.off('request', listener) };
}

const PYTHON_LINES = Array.from({ length: 30 }, (_, i) => `line ${i}${i === 21 ? ' bug' : ''}`).join('\n');

export default function toolchains(env) {
  test('toolchains: python: the gallery example reduces, and the result still raises when run fresh', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-python-grades').click();
    const input = await editorText(page, 'input-editor');
    assert.equal(await run(page, LONG), 'done');
    assert.match(await page.getByTestId('toolchain-status').textContent(), /Python.*ready/);
    const result = await resultAsInput(page);
    assert.ok(result.length < input.length / 2, `reduced ${input.length} -> ${result.length}:\n${result}`);
    assert.match(await testOriginal(page), /^interesting/);
    // The system's own Python agrees, when there is one.
    const native = spawnSync('python3', ['-c', result], { encoding: 'utf8' });
    if (!native.error) assert.match(native.stderr, /ZeroDivisionError/, result);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('toolchains: python: each test gets fresh globals, builtins and modules', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('input-editor').fill(PYTHON_LINES);
    await page.getByTestId('language-select').selectOption('text');
    await page.getByTestId('algorithm-select').selectOption('ddmin*');
    await page.getByTestId('units-select').selectOption('line');
    await chooseOracle(page, 'python');
    // Interesting only in a fresh state: a global, a builtin or a module
    // left by an earlier test in the same interpreter makes it false, and
    // the check runs of the original would then disagree.
    await page.getByTestId('python-editor').fill([
      'import sys, builtins',
      'def interesting(input, data):',
      "    fresh = 'count' not in globals() and not hasattr(builtins, 'mark') and 'leftover' not in sys.modules",
      "    globals()['count'] = 1",
      '    builtins.mark = 1',
      "    sys.modules['leftover'] = type(sys)('leftover')",
      "    return fresh and 'bug' in input",
    ].join('\n'));
    await workers(page, 1);
    assert.equal(await run(page, LONG), 'done');
    assert.equal((await editorText(page, 'result-output')).trimEnd(), 'line 21 bug');
    assert.ok(await harness.number(page, 'stats-queries') > 5);
    await page.close();
  });

  test('toolchains: python: an oracle that never returns times out, and its worker starts again', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('input-editor').fill('keep\nbug\nx\ny');
    await page.getByTestId('language-select').selectOption('text');
    await page.getByTestId('algorithm-select').selectOption('ddmin');
    await page.getByTestId('units-select').selectOption('line');
    await chooseOracle(page, 'python');
    await page.getByTestId('python-editor').fill([
      'def interesting(input, data):',
      "    while 'keep' not in input:",
      '        pass',
      "    return 'bug' in input",
    ].join('\n'));
    await page.getByTestId('timeout-input').fill('1500');
    await workers(page, 1);
    assert.equal(await run(page, LONG), 'done');
    assert.equal((await editorText(page, 'result-output')).trimEnd(), 'keep\nbug');
    assert.ok(await harness.number(page, 'stats-timeouts') >= 1, 'some tests timed out');
    await page.close();
  });

  test('toolchains: python: a syntax error in the oracle is said, and the setup stays', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('input-editor').fill(PYTHON_LINES);
    await chooseOracle(page, 'python');
    const code = 'def interesting(input, data)\n    return True\n';
    await page.getByTestId('python-editor').fill(code);
    assert.match(await run(page, LONG), /does not compile: SyntaxError/);
    assert.equal(await editorText(page, 'python-editor'), code);
    assert.match(await testOriginal(page), /does not compile: SyntaxError.*line 1/);
    await page.close();
  });

  test('toolchains: typescript: the gallery example reduces to code tsc still rejects with TS2322', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-ts-type-error').click();
    const input = await editorText(page, 'input-editor');
    assert.equal(await run(page, LONG), 'done');
    const result = await resultAsInput(page);
    assert.ok(result.length < input.length / 4, `reduced ${input.length} -> ${result.length}:\n${result}`);
    assert.match(await testOriginal(page), /^interesting/);
    // The diagnostics as a predicate: the same verdict.
    await page.getByTestId('tsc-mode').selectOption('function');
    await page.getByTestId('tsc-predicate').fill('return diagnostics.some((d) => d.code === 2322 && d.file === "input.ts");');
    assert.match(await testOriginal(page), /^interesting/);
    assert.match(await page.getByTestId('share-command').textContent(), /--test/);
    await page.getByTestId('tsc-mode').selectOption('regex');
    assert.equal(await page.getByTestId('share-command').textContent(),
      "On the command line: whittle reduce inventory.ts --tsc '--strict --target es2022' --expect 'error TS2322'");
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('toolchains: typescript: wrong options and a wrong pattern are said before any test', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-ts-type-error').click();
    await page.getByTestId('tsc-options').fill('--strict --noSuchOption');
    assert.match(await testOriginal(page), /TypeScript options are wrong.*noSuchOption/);
    await page.getByTestId('tsc-options').fill('--strict');
    await page.getByTestId('tsc-pattern').fill('TS(2322');
    assert.match(await testOriginal(page), /not a regular expression/);
    await page.close();
  });

  test('toolchains: clang: the gallery example reduces to code clang still warns about', async (t) => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-c-warning').click();
    const input = await editorText(page, 'input-editor');
    assert.equal(await run(page, LONG), 'done');
    const stat = async (id) => (await page.getByTestId(id).textContent()).trim();
    t.diagnostic(`clang in the browser: ${input.length} -> ${await stat('stats-size')} bytes, `
      + `${await stat('stats-oracle-runs')} oracle runs, ${await stat('stats-elapsed')}`);
    assert.match(await page.getByTestId('toolchain-status').textContent(), /clang @yowasp\/clang 22\.\d.*ready/);
    const result = await resultAsInput(page);
    assert.ok(result.length < input.length / 4, `reduced ${input.length} -> ${result.length}:\n${result}`);
    assert.match(await testOriginal(page), /^interesting/);
    // The system's clang agrees, when there is one.
    const native = spawnSync('clang', ['-fsyntax-only', '-Wall', '-x', 'c', '-'], { input: result, encoding: 'utf8' });
    if (!native.error) assert.match(native.stderr, /format specifies type 'int' but the argument has type 'long'/, result);
    assert.equal(await page.getByTestId('share-command').textContent(),
      "On the command line: whittle reduce tally.c --clang '-fsyntax-only -Wall' --expect 'format specifies type '\\''int'\\'' but the argument has type '\\''long'\\'''");
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('toolchains: clang: a candidate that makes clang run long and allocate times out, and clang starts again', async () => {
    const page = await open(env.browser, env.url);
    // 2^30 tokens from 31 macros: clang would preprocess for minutes and
    // allocate gigabytes.
    const macros = ['#define A0 x,'];
    for (let i = 1; i <= 30; i++) macros.push(`#define A${i} A${i - 1} A${i - 1}`);
    await page.getByTestId('input-editor').fill(`${macros.join('\n')}\nint x, v[] = { A30 };\n`);
    await chooseOracle(page, 'clang');
    await page.getByTestId('clang-pattern').fill('error');
    await page.getByTestId('timeout-input').fill('4000');
    assert.match(await testOriginal(page), /timed out/);
    await page.getByTestId('input-editor').fill('int f(void) { return 1 / 0; }\n');
    await page.getByTestId('clang-pattern').fill('division by zero');
    assert.match(await testOriginal(page), /^interesting/);
    await page.getByTestId('clang-mode').selectOption('function');
    await page.getByTestId('clang-predicate').fill('return result.code === 0 && /-Wdivision-by-zero/.test(result.stderr);');
    assert.match(await testOriginal(page), /^interesting/);
    await page.close();
  });

  test('toolchains: javascript: clang() is there when the code calls it', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('input-editor').fill('int f(void) { return 1 / 0; }\n');
    await page.getByTestId('oracle-editor').fill([
      "const r = await clang(['-fsyntax-only', '-Wall', 'a.c'], { 'a.c': input });",
      'return r.code === 0 && /division by zero/.test(r.stderr);',
    ].join('\n'));
    assert.match(await testOriginal(page), /^interesting/);
    await page.close();
  });

  test('toolchains: javascript: python() and tsc() are there when the code calls them', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('input-editor').fill('let n: number = "one";\nconsole.log(1 / 0)\n');
    await page.getByTestId('oracle-editor').fill([
      'const py = await python("import sys\\nprint(\'out\')\\nsys.exit(4)");',
      'if (py.code !== 4 || py.stdout !== "out\\n") throw new Error(JSON.stringify(py));',
      'const d = await tsc({ "a.ts": input }, { strict: true });',
      'return d.some((x) => x.code === 2322 && x.file === "a.ts" && x.start === 4);',
    ].join('\n'));
    assert.match(await testOriginal(page), /^interesting/);
    await page.close();
  });

  for (const [name, example] of [['TypeScript', 'ts-type-error'], ['Python', 'python-grades'], ['clang', 'c-warning']]) {
    test(`toolchains: ${name} is fetched once: a second use after a reload reads Cache Storage only`, async () => {
      const page = await open(env.browser, env.url);
      await page.evaluate(() => caches.delete('whittle-toolchains'));
      await page.getByTestId(`example-${example}`).click();
      const first = watchToolchainRequests(env.browser);
      assert.match(await testOriginal(page), /^interesting/);
      first.stop();
      assert.ok(first.seen.length >= 2, `the first use downloads: ${first.seen}`);
      assert.match(await page.getByTestId('toolchain-status').textContent(), /ready.*downloaded/);
      await page.waitForTimeout(700); // the setup is stored 400 ms after the last change
      await page.reload();
      await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor({ timeout: 30000 });
      const second = watchToolchainRequests(env.browser);
      assert.match(await testOriginal(page), /^interesting/);
      second.stop();
      assert.deepEqual(second.seen, []);
      assert.match(await page.getByTestId('toolchain-status').textContent(), /ready.*from this browser's cache/);
      await page.close();
    });
  }

  test('toolchains: a toolchain that cannot download says why and keeps the setup', async () => {
    const page = await open(env.browser, env.url);
    await page.evaluate(() => caches.delete('whittle-toolchains'));
    await env.browser.route('**/toolchains/**', (route) => route.abort('internetdisconnected'));
    try {
      await page.getByTestId('example-python-grades').click();
      const code = await editorText(page, 'python-editor');
      assert.match(await testOriginal(page), /cannot download Python.*network failed/);
      assert.match(await run(page, LONG), /cannot download Python/);
      assert.equal(await editorText(page, 'python-editor'), code);
    } finally {
      await env.browser.unroute('**/toolchains/**');
    }
    await page.close();
  });
}
