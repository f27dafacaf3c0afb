// Results you can trust: a fresh JavaScript realm per test (and the shared
// realm's failure it prevents), parallel oracle workers, the verification
// of the final result, flaky oracles (check runs, the repetition rule,
// re-tests), adaptive timeouts, and endpoint retries that pause the run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { open, setup, run, waitForEnd, number, editorText, share } from '../harness.mjs';

// A small configuration-file library written in sloppy mode: `splitPairs`
// is an implicit global (no `var`), the rest are declarations local to the
// oracle's `new Function`. In one shared realm, the first test leaves
// `splitPairs` behind and every later candidate may drop its definition.
function sloppyLibrary() {
  const lines = [
    '// conf.js: key=value pairs separated by ; or &',
    'splitPairs = function (s) {',
    '  return s.split(/[;&]/).filter(function (p) { return p.length > 0; });',
    '};',
    'function trimAll(xs) {',
    '  return xs.map(function (x) { return x.trim(); });',
    '}',
    'function parse(s) {',
    '  var out = {};',
    '  trimAll(splitPairs(s)).forEach(function (kv) {',
    '    var i = kv.indexOf("=");',
    '    out[kv.slice(0, i)] = kv.slice(i + 1);',
    '  });',
    '  return out;',
    '}',
  ];
  for (let i = 0; i < 60; i++) {
    lines.push(`function helper${i}(x) {`, `  return x * ${i} + ${i % 7};`, '}');
  }
  lines.push('var VERSION = "1.2.3";', 'function stringify(o) {',
    '  return Object.keys(o).map(function (k) { return k + "=" + o[k]; }).join(";");', '}');
  return lines.join('\n') + '\n';
}

const SLOPPY_ORACLE = 'return new Function(input + \'; return typeof parse === "function" && parse("a=1").a === "1"\')();';

// Runs the oracle on `input` in a new page: a realm no test has touched.
async function passesInFreshPage(browser, input) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(([code, text]) => {
      const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
      return new AsyncFunction('input', code)(text).catch((e) => `threw: ${e.message}`);
    }, [SLOPPY_ORACLE, input]);
  } finally {
    await page.close();
  }
}

async function settings(page, values) {
  const details = page.getByTestId('trust-settings');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
  for (const [testid, value] of Object.entries(values)) {
    if (testid === 'isolation-select') await page.getByTestId(testid).selectOption(value);
    else await page.getByTestId(testid).fill(String(value));
  }
}

async function verification(page) {
  return page.getByTestId('verification').getAttribute('data-verification');
}

// Runs the page's setup once per number of oracle workers; what each run
// ended with.
async function runWithWorkers(page, counts) {
  const seen = [];
  for (const workers of counts) {
    await settings(page, { 'workers-input': workers });
    assert.equal(await run(page), 'done');
    seen.push({
      result: await editorText(page, 'result-output'),
      queries: await number(page, 'stats-queries'),
      units: await number(page, 'stats-units'),
      hits: await number(page, 'stats-cache-hits'),
      size: await number(page, 'stats-size'),
      checks: await page.getByTestId('stats-check-runs').textContent(),
      stopped: await number(page, 'stats-abandoned'),
      verification: await verification(page),
    });
  }
  return seen;
}

const lines = (n, bugAt) => Array.from({ length: n }, (_, i) => `l${i}${i === bugAt ? ' bug' : ''}`).join('\n') + '\n';

// An endpoint like `whittle serve` (POST raw candidate, JSON verdict) that
// can fail: `every` answers 429 to every `every`-th request; `down` answers
// 503 to everything while set.
function flakyServer({ every = 0 } = {}) {
  const state = { requests: 0, errors: 0, down: false };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') { res.writeHead(204, cors); res.end(); return; }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      state.requests++;
      if (state.down) {
        state.errors++;
        res.writeHead(503, { ...cors, 'retry-after': '0' }); res.end('down'); return;
      }
      if (every && state.requests % every === 0) {
        state.errors++;
        res.writeHead(429, cors); res.end('slow down'); return;
      }
      res.writeHead(200, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify({ interesting: body.includes('bug') }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    state, url: `http://127.0.0.1:${server.address().port}/v1/test`,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
  })));
}

async function useEndpoint(page, url, concurrency = 2) {
  await page.getByTestId('oracle-kind-select').selectOption('endpoint');
  await page.getByTestId('preset-serve').click();
  await page.getByTestId('endpoint-url').fill(url);
  await page.getByTestId('endpoint-concurrency').fill(String(concurrency));
}

export default function trust(env) {
  test('a fresh realm per test: sloppy globals of one candidate do not make the next interesting', async () => {
    const page = await open(env.browser, env.url);
    const input = sloppyLibrary();
    assert.ok(input.split('\n').length > 190, 'a library of about 200 lines');
    assert.equal(await passesInFreshPage(env.browser, input), true, 'the library is interesting');
    await setup(page, { input, oracle: SLOPPY_ORACLE, language: 'text', algorithm: 'ddmin*', units: 'line' });

    // One shared realm (the old behaviour): candidates without splitPairs
    // pass, and the result fails its re-test in a fresh realm.
    await settings(page, { 'isolation-select': 'shared', 'workers-input': 1 });
    const shared = await run(page);
    const sharedResult = await editorText(page, 'result-output');
    assert.doesNotMatch(sharedResult, /splitPairs = function/, 'the shared realm lost the definition');
    assert.notEqual(await passesInFreshPage(env.browser, sharedResult), true, 'the shared-realm result is wrong');
    assert.match(shared, /failed its re-test/);
    assert.equal(await verification(page), 'mismatch');
    assert.equal(await page.getByTestId('download-button').isDisabled(), false, 'the result can still be downloaded');

    // The default: a fresh realm per test.
    await settings(page, { 'isolation-select': 'fresh', 'workers-input': 2 });
    assert.equal(await run(page), 'done');
    const result = await editorText(page, 'result-output');
    assert.match(result, /splitPairs = function/);
    assert.ok(result.length < input.length / 4, `reduced ${input.length} -> ${result.length}`);
    assert.equal(await passesInFreshPage(env.browser, result), true, `the result passes in a fresh page:\n${result}`);
    assert.equal(await verification(page), 'verified');
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('N oracle workers give the same result and query statistics as one', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-json-bug').click();
    const seen = await runWithWorkers(page, [1, 4]);
    // The same result, size and checks; a wider window may add speculative
    // queries (tests of candidates a smaller one would not have needed),
    // and a candidate the sequential run asks about may have been tested
    // already by speculation on a path that lost, and come from the cache.
    // Speculative tests that lost are stopped (the next test).
    const { queries: q1, hits: h1, stopped: _none, ...one } = seen[0];
    const { queries: q4, hits: h4, stopped: _some, ...four } = seen[1];
    assert.deepEqual(four, one);
    assert.ok(q4 + h4 >= q1 + h1, `${q4} queries and ${h4} hits with 4 workers, ${q1} and ${h1} with 1`);
    assert.equal(one.verification, 'verified');
    await page.close();
  });

  test('speculative tests that turn out unneeded are stopped; the result stays the sequential one', async () => {
    const page = await open(env.browser, env.url);
    // Forty declarations, one of them needed: Pardis accepts most removals
    // and, with four workers, speculates on them. Each candidate takes
    // 10-70 ms, fixed by its text: a speculation slower than the test
    // that made it unneeded is still running when that test is accepted,
    // whatever the machine's load (with one fixed time, the two race).
    const decls = Array.from({ length: 40 }, (_, i) => `int v${i} = ${i};`);
    const input = decls.join('\n') + '\nint main(void) { return v35; }\n';
    await setup(page, {
      input, language: 'c', algorithm: 'pardis',
      oracle: "let h = 7; for (const c of input) h = (h * 31 + c.charCodeAt(0)) | 0;\n"
        + "await new Promise((r) => setTimeout(r, 10 + Math.abs(h) % 61));\n"
        + "return /\\bv35\\b/.test(input) && input.includes('main');",
    });
    const seen = await runWithWorkers(page, [1, 4]);
    assert.match(seen[0].result, /v35/);
    assert.equal(seen[1].result, seen[0].result);
    assert.equal(seen[0].stopped, 0, 'one worker runs nothing speculative');
    assert.ok(seen[1].stopped > 0, 'four workers stop the speculations that lost');
    assert.deepEqual(seen.map((s) => s.verification), ['verified', 'verified']);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('remember refusals off: the pipeline answers nothing from memory, and the switch travels and stays', async () => {
    const page = await open(env.browser, env.url);
    // Functions that call each other, and an oracle that, as a compiler
    // would, refuses a name used without its declaration: the pipeline's
    // passes strand names in many ways, which its memory answers once the
    // oracle refused one.
    const input = [
      'int total;', 'int scale = 3;', 'int add(int a, int b) {', '  int sum = a + b;', '  return sum * scale;', '}',
      'int twice(int x) { return add(x, x); }', 'void count(int n) {', '  for (int i = 0; i < n; i++)',
      '    total = add(total, twice(i));', '}', 'int main(void) {', '  count(4);', '  return total > 10;', '}', '',
    ].join('\n');
    const oracle = String.raw`for (const name of ['total', 'scale', 'add', 'sum', 'twice', 'count']) {
  const used = new RegExp('\\b' + name + '\\b').test(input);
  if (used && !new RegExp('\\b(int|void) ' + name + '\\b').test(input)) return false;
}
return input.includes('+') && /\btotal\b/.test(input) && /\badd\(/.test(input);`;
    await setup(page, { input, oracle, language: 'c', algorithm: 'auto' });
    const memory = page.getByTestId('memory-check');
    assert.equal(await memory.isChecked(), true, 'on by default');
    const runOnce = async () => {
      assert.equal(await run(page), 'done');
      return {
        result: await editorText(page, 'result-output'),
        remembered: await number(page, 'stats-remembered'),
        verification: await verification(page),
      };
    };
    const remembering = await runOnce();
    assert.ok(remembering.remembered > 0, 'the default answers some candidates from memory');
    await memory.uncheck();
    const asking = await runOnce();
    assert.equal(asking.remembered, 0, 'off, none');
    // On a program this small the content cache would have answered
    // those candidates too: the result is the same, and so (give or take
    // speculation) are the queries.
    assert.equal(asking.result, remembering.result);
    assert.deepEqual([asking.verification, remembering.verification], ['verified', 'verified']);

    await page.reload();
    await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor();
    assert.equal(await page.getByTestId('memory-check').isChecked(), false, 'a reload keeps it off');
    const link = await share(page);
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
    const opened = await open(env.browser, link);
    await opened.getByTestId('share-confirm').waitFor();
    assert.equal(await opened.getByTestId('memory-check').isChecked(), false, 'a shared link carries it');
    await opened.getByTestId('algorithm-select').selectOption('ddmin');
    assert.equal(await opened.getByTestId('memory-check').isDisabled(), true, 'only the pipeline has a memory');
    assert.deepEqual(opened.whittleErrors, []);
    await opened.close();
  });

  test('a stopped run is not verified', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, {
      input: lines(400, 150), language: 'text', algorithm: 'ddmin*', units: 'line',
      oracle: "await new Promise((r) => setTimeout(r, 100)); return input.includes('bug');",
    });
    await settings(page, { 'workers-input': 1 });
    await page.getByTestId('run-button').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=stats-queries]').textContent) >= 2);
    await page.getByTestId('stop-button').click();
    assert.equal(await waitForEnd(page), 'stopped');
    assert.equal(await verification(page), 'skipped');
    await page.close();
  });

  test('an oracle that is interesting by chance never ends in plain done', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, {
      input: lines(120, 77), language: 'text', algorithm: 'ddmin*', units: 'line',
      oracle: "return Math.random() < 0.3 || input.includes('bug');",
    });
    const status = await run(page);
    assert.notEqual(status, 'done');
    assert.match(status, /flaky|failed its re-test/);
    const report = page.getByTestId('flaky-report');
    if (await report.count()) {
      assert.match(await report.textContent(), /interesting in \d+ of \d+ runs/);
    } else {
      assert.equal(await verification(page), 'mismatch');
    }
    assert.equal(await page.getByTestId('download-button').isDisabled(), false);
    await page.close();
  });

  test('a flaky original stops before reducing with the evidence and a rule to apply', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, {
      input: lines(12, 5), language: 'text', algorithm: 'ddmin*', units: 'line',
      oracle: "return input.includes('bug') && Math.random() < 0.5;",
    });
    await settings(page, { 'check-runs-input': 12 });
    const status = await run(page);
    assert.match(status, /flaky: the original input was interesting in \d+ of 12 check runs/);
    const report = page.getByTestId('flaky-report');
    const k = Number(await report.getAttribute('data-interesting'));
    assert.ok(k > 0 && k < 12, `${k} of 12`);
    assert.equal(await number(page, 'stats-size'), Buffer.byteLength(lines(12, 5)), 'nothing reduced');
    const suggestion = await page.getByTestId('flaky-suggestion').textContent();
    const [, repeat, min] = suggestion.match(/repeat (\d+), at least (\d+)/);
    assert.ok(Number(repeat) > 1);
    await page.getByTestId('flaky-apply').click();
    assert.equal(await page.getByTestId('repeat-input').inputValue(), repeat);
    assert.equal(await page.getByTestId('min-interesting-input').inputValue(), min);

    // With the rule: the run reduces, and a candidate without the bug
    // (never interesting) is never accepted.
    const ruled = await run(page);
    assert.doesNotMatch(ruled, /flaky: the original/);
    const result = await editorText(page, 'result-output');
    assert.match(result, /l5 bug/);
    assert.ok(result.length < lines(12, 5).length);
    assert.ok(Number((await page.getByTestId('stats-rechecks').textContent()).split('/')[0]) > 0, 'candidates ran more than once');
    await page.close();
  });

  test('the timeout is auto by default: ten times the slowest check run, at least 100 ms in the page', async () => {
    const page = await open(env.browser, env.url);
    // Candidates without l0 loop forever; the original takes about 30 ms.
    await setup(page, {
      input: lines(8, 6), language: 'text', algorithm: 'ddmin', units: 'line',
      oracle: "await new Promise((r) => setTimeout(r, 30)); if (!input.includes('l0')) await new Promise(() => {}); return input.includes('bug');",
    });
    assert.equal(await page.getByTestId('timeout-input').inputValue(), 'auto');
    const t0 = Date.now();
    assert.equal(await run(page), 'done');
    const limit = await page.getByTestId('stats-timeout-limit').textContent();
    assert.match(limit, /^\d+ ms \(auto: 10 × the slowest check, \d+ ms; at least 100 ms\)$/);
    const [, ms, slowest] = limit.match(/^(\d+) ms .*, (\d+) ms;/).map(Number);
    assert.ok(ms >= 100 && ms <= Math.max(100, 10 * slowest + 10), limit);
    assert.ok(slowest >= 30 && slowest < 300, `the original took ${slowest} ms`);
    const timeouts = await number(page, 'stats-timeouts');
    assert.ok(timeouts > 0, 'candidates without l0 timed out');
    // Each timeout costs ten times the original's time, not a second; the
    // first one also runs again with a longer limit (it loops forever).
    const retests = Number((await page.getByTestId('stats-rechecks').textContent()).split(' / ')[2]);
    assert.ok(retests >= 1 && retests <= 1 + timeouts / 20, `${retests} re-tests of ${timeouts} timeouts`);
    assert.ok(Date.now() - t0 < timeouts * 1000 + 15000, `${Date.now() - t0} ms for ${timeouts} timeouts`);
    assert.equal(await editorText(page, 'result-output'), 'l0\nl6 bug\n');
    // A number typed wins.
    await setup(page, { timeout: 400 });
    assert.equal(await run(page), 'done');
    assert.equal(await page.getByTestId('stats-timeout-limit').textContent(), '400 ms');
    await page.close();
  });

  let every7th, down;
  before(async () => { every7th = await flakyServer({ every: 7 }); down = await flakyServer(); });
  after(async () => { await every7th?.close(); await down?.close(); });

  // One request at a time, every answer is seen: each 429 is retried and
  // counted. With two in flight a speculative test may be stopped with its
  // request (or its retry) unanswered, so the counts are bounded instead.
  test('an endpoint answering 429 now and then is retried: same result as without errors', async () => {
    const page = await open(env.browser, env.url);
    const input = lines(30, 21);
    await setup(page, { input, oracle: "return input.includes('bug');", language: 'text', algorithm: 'ddmin*' });
    assert.equal(await run(page), 'done');
    const expected = await editorText(page, 'result-output');
    for (const concurrency of [1, 2]) {
      const before = { ...every7th.state };
      await useEndpoint(page, every7th.url, concurrency);
      assert.equal(await run(page), 'done');
      assert.equal(await editorText(page, 'result-output'), expected);
      const errors = every7th.state.errors - before.errors;
      const requests = every7th.state.requests - before.requests;
      const retries = await number(page, 'stats-retries');
      const runs = await number(page, 'stats-oracle-runs');
      const stopped = await number(page, 'stats-abandoned');
      assert.ok(errors > 0, 'the server answered 429');
      if (concurrency === 1) {
        assert.equal(stopped, 0);
        assert.equal(retries, errors, 'every 429 was retried and counted');
        assert.equal(requests, runs + errors);
      } else {
        const counts = `${errors} errors, ${retries} retries, ${requests} requests, ${runs} runs, ${stopped} stopped`;
        // Every request beyond one per run answered an error, or belongs
        // to a stopped test (its first, or a retry of an error it saw).
        assert.ok(retries <= errors, counts);
        assert.ok(errors <= requests - runs && requests - runs <= errors + stopped, counts);
      }
      assert.equal(await verification(page), 'verified');
    }
    await page.close();
  });

  test('an endpoint that stays down pauses the run; resume retries the same candidate', async () => {
    const page = await open(env.browser, env.url);
    const input = lines(30, 21);
    await setup(page, { input, language: 'text', algorithm: 'ddmin*' });
    await useEndpoint(page, down.url);
    down.state.down = true;
    await page.getByTestId('run-button').click();
    const paused = page.getByTestId('status').filter({ hasText: /^paused: the endpoint failed 7 times in a row/ });
    await paused.waitFor({ timeout: 60000 });
    assert.match(await page.getByTestId('status').textContent(), /HTTP 503.*resume/);
    assert.ok(await number(page, 'stats-retries') >= 6);
    assert.equal(await number(page, 'stats-queries'), 0, 'no verdict was made up');
    assert.equal(await page.getByTestId('resume-button').isDisabled(), false);
    down.state.down = false;
    await page.getByTestId('resume-button').click();
    assert.equal(await waitForEnd(page), 'done');
    const result = await editorText(page, 'result-output');
    assert.match(result, /bug/);
    assert.ok(result.length < input.length);
    await page.close();
  });
}
