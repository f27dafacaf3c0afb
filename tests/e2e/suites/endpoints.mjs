// Remote endpoint oracles against a small local HTTP server started here
// (no internet): one that answers like `whittle serve`, one like Compiler
// Explorer's compile API, one without CORS headers, and a closed port.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { open, setup, run, waitForEnd, editorText, share } from '../harness.mjs';

// Answers POST /v1/test like whittle serve (raw candidate in, JSON verdict
// out) and POST /api/compiler/<id>/compile like Compiler Explorer (JSON in
// and out). `cors: false` leaves out the CORS headers, as a server that does
// not allow the page's origin would.
function endpointServer({ cors = true } = {}) {
  const stats = { requests: 0, inFlight: 0, maxInFlight: 0, bodies: [] };
  const server = http.createServer((req, res) => {
    const headers = cors ? {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
    } : {};
    if (req.method === 'OPTIONS') { res.writeHead(204, headers); res.end(); return; }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      stats.requests++;
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      stats.bodies.push(body);
      // A little latency, so that concurrent requests overlap.
      setTimeout(() => {
        stats.inFlight--;
        const json = { ...headers, 'content-type': 'application/json' };
        if (req.url === '/v1/test') {
          const interesting = body.includes('bug');
          res.writeHead(200, json);
          res.end(JSON.stringify({ interesting, exit_status: interesting ? 0 : 1, timed_out: false, duration_ms: 1, output: '' }));
        } else if (/^\/api\/compiler\/[\w-]+\/compile$/.test(req.url)) {
          let source;
          try { source = JSON.parse(body).source; } catch (e) { res.writeHead(400, json); res.end('{}'); return; }
          const ice = source.includes('bug');
          res.writeHead(200, json);
          res.end(JSON.stringify({
            code: ice ? 1 : 0, stdout: [],
            stderr: ice ? [{ text: '<source>:2:1: internal compiler error: in bug, at tree.cc:1' }] : [],
          }));
        } else {
          res.writeHead(404, json); res.end('{}');
        }
      }, 10);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    stats, port: server.address().port,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
  })));
}

const INPUT = Array.from({ length: 30 }, (_, i) => `line ${i} "q" \\ é${i === 21 ? ' bug' : ''}`).join('\n') + '\n';

async function useEndpoint(page, { preset, url, concurrency }) {
  await page.getByTestId('oracle-kind-select').selectOption('endpoint');
  if (preset) await page.getByTestId(`preset-${preset}`).click();
  if (url !== undefined) await page.getByTestId('endpoint-url').fill(url);
  if (concurrency !== undefined) await page.getByTestId('endpoint-concurrency').fill(String(concurrency));
}

export default function endpoints(env) {
  let serveLike, noCors;
  before(async () => { serveLike = await endpointServer(); noCors = await endpointServer({ cors: false }); });
  after(async () => { await serveLike?.close(); await noCors?.close(); });

  test('a whittle-serve endpoint with several requests in flight gives the same result as JavaScript', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: INPUT, oracle: "return input.includes('bug');", language: 'text', algorithm: 'ddmin*' });
    assert.equal(await run(page), 'done');
    const expected = await editorText(page, 'result-output');
    assert.match(expected, /bug/);

    await useEndpoint(page, { preset: 'serve', url: `http://127.0.0.1:${serveLike.port}/v1/test`, concurrency: 3 });
    assert.match(await page.getByTestId('endpoint-predicate').inputValue(), /JSON\.parse\(body\)\.interesting/);
    serveLike.stats.maxInFlight = 0;
    const before = serveLike.stats.requests;
    assert.equal(await run(page), 'done');
    assert.equal(await editorText(page, 'result-output'), expected);
    // One request per oracle run: the queries, the other check runs of the
    // original and the final verification; and at most one per speculative
    // test stopped unfinished (it may be stopped before its request is sent).
    const runs = Number(await page.getByTestId('stats-oracle-runs').textContent());
    const stopped = Number(await page.getByTestId('stats-abandoned').textContent());
    assert.ok(runs > Number(await page.getByTestId('stats-queries').textContent()));
    const requests = serveLike.stats.requests - before;
    assert.ok(requests >= runs && requests <= runs + stopped,
      `one request per oracle run: ${requests} requests, ${runs} runs, ${stopped} stopped`);
    assert.ok(serveLike.stats.maxInFlight > 1 && serveLike.stats.maxInFlight <= 3,
      `requests in flight at once: ${serveLike.stats.maxInFlight}`);
    assert.ok(serveLike.stats.bodies.includes(INPUT), 'the raw candidate is the body');
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('the Compiler Explorer preset sends JSON with the candidate escaped', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: INPUT, language: 'text', algorithm: 'ddmin*' });
    await useEndpoint(page, { preset: 'godbolt' });
    assert.match(await page.getByTestId('endpoint-url').inputValue(), /^https:\/\/godbolt\.org\/api\/compiler\/[\w-]+\/compile$/);
    await page.getByTestId('endpoint-url').fill(`http://127.0.0.1:${serveLike.port}/api/compiler/cg132/compile`);
    const before = serveLike.stats.bodies.length;
    await page.getByTestId('test-original-button').click();
    await page.getByTestId('original-result').filter({ hasText: /returned true/ }).waitFor();
    const sent = JSON.parse(serveLike.stats.bodies[before]);
    assert.equal(sent.source, INPUT, 'quotes, backslashes and newlines survive the JSON template');
    assert.equal(sent.options.userArguments, '-O2');
    assert.equal(await run(page), 'done');
    assert.match(await editorText(page, 'result-output'), /bug/);
    await page.close();
  });

  test('an unreachable endpoint or a CORS refusal is said clearly and nothing typed is lost', async () => {
    const closed = await endpointServer();
    const deadUrl = `http://127.0.0.1:${closed.port}/v1/test`;
    await closed.close();
    const page = await open(env.browser, env.url);
    await setup(page, { input: INPUT, language: 'text' });
    await useEndpoint(page, { preset: 'serve', url: deadUrl });
    await page.getByTestId('endpoint-predicate').fill('return JSON.parse(body).interesting === true; // mine');
    // Network errors are retried with backoff, then the run pauses.
    const status = await run(page);
    assert.match(status, new RegExp(`^paused: .*cannot reach ${deadUrl.replace(/[.]/g, '\\.')} .*not running.*CORS.*--allow-origin http://127\\.0\\.0\\.1:\\d+`));
    await page.getByTestId('stop-button').click();
    assert.equal(await waitForEnd(page), 'stopped');
    await page.getByTestId('test-original-button').click();
    await page.getByTestId('original-result').filter({ hasText: /error: cannot reach/ }).waitFor();

    await page.getByTestId('endpoint-url').fill(`http://127.0.0.1:${noCors.port}/v1/test`);
    assert.match(await run(page), /^paused: .*cannot reach .*CORS/);
    await page.getByTestId('stop-button').click();
    assert.equal(await waitForEnd(page), 'stopped');
    assert.ok(noCors.stats.requests >= 1, 'the request reached the server; the browser refused the answer');

    assert.equal(await editorText(page, 'input-editor'), INPUT);
    assert.equal(await page.getByTestId('endpoint-predicate').inputValue(), 'return JSON.parse(body).interesting === true; // mine');
    assert.equal(await page.getByTestId('endpoint-url').inputValue(), `http://127.0.0.1:${noCors.port}/v1/test`);
    await page.close();
  });

  test('endpoint settings travel in a share link and are not called before confirming', async () => {
    const page = await open(env.browser, env.url);
    await setup(page, { input: INPUT, language: 'text' });
    await useEndpoint(page, { preset: 'serve', url: `http://127.0.0.1:${serveLike.port}/v1/test`, concurrency: 2 });
    await page.getByTestId('endpoint-headers').fill('X-Whittle-Test: yes');
    const link = await share(page);
    const values = async (p) => Promise.all(['endpoint-url', 'endpoint-method', 'endpoint-headers', 'endpoint-body',
      'endpoint-predicate', 'endpoint-concurrency', 'oracle-kind-select'].map((id) => p.getByTestId(id).inputValue())
      .concat(editorText(p, 'input-editor')));
    const expected = await values(page);
    await page.close();

    const requests = serveLike.stats.requests;
    const opened = await open(env.browser, link);
    await opened.getByTestId('share-confirm').filter({ hasText: /sends every candidate to the endpoint/ }).waitFor();
    assert.deepEqual(await values(opened), expected);
    await opened.waitForTimeout(300);
    assert.equal(serveLike.stats.requests, requests, 'no request before the confirmation');
    await opened.getByTestId('share-confirm-button').click();
    await opened.getByTestId('run-button').click();
    assert.equal(await waitForEnd(opened), 'done');
    assert.ok(serveLike.stats.requests > requests);
    await opened.close();
  });
}
