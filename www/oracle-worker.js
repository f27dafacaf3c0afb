// The oracle worker: decides whether one candidate is interesting per
// message { id, oracle, input, bytes, files, archive, timeout_ms, retry },
// where `input` is the candidate's text (null when it is not UTF-8), `bytes`
// its exact bytes (a Uint8Array), and `oracle` an OracleSpec
// (crates/web/src/protocol.rs). For a test case made of files, `bytes` is
// the set's encoding (`input` its text), `files` its files as the engine
// decoded them ([{ path, bytes }]) and `archive` (endpoints only) its tar
// archive; both are null for one file.
//   { kind: 'javascript', code }  runs the user's body
//       `async (input, bytes, files, fileBytes) => { ... }`, where `files`
//       maps each path to its text (null when not UTF-8) and `fileBytes`
//       to its bytes (both null for one file)
//   { kind: 'endpoint', url, method, headers, body, predicate }
//       sends the candidate to an HTTP endpoint (a set: its tar archive,
//       `Content-Type: application/x-tar`) and runs the user's predicate
//       `async (response, status, body, json) => { ... }` on the answer.
//   { kind: 'python', code }  calls the module's `interesting(input, data)`
//       in Pyodide, with fresh globals each test (toolchains.js)
//   { kind: 'clang', flags, file_name, expect }  compiles the candidate
//       (saved as `file_name`, a set's files in place) with clang (YoWASP),
//       a fresh instance per test; `expect` is { mode: 'regex', pattern }
//       over its stderr then stdout, or { mode: 'function', body } of
//       `({ code, stdout, stderr }, input) => ...`.
//   { kind: 'typescript', options, expect }  type-checks the candidate
//       (`input.ts`, or a set's .ts files) with tsc's `noEmit`; `expect` is
//       { mode: 'regex', pattern } over tsc's text of the diagnostics, or
//       { mode: 'function', body } of `(diagnostics, input, text) => ...`.
// An oracle that names DOMParser gets one (linkedom, loaded on first use);
// a JavaScript oracle that calls python(...), clang(...) or tsc(...) gets them (the
// toolchain loaded once per worker). A toolchain's download is reported as
// { id, toolchain: { name, loaded, total, cached, done, version } } before
// the test starts.
// With a JavaScript oracle the reduction worker terminates this worker on a
// timeout, and by default after every test (a fresh realm per test). With an
// endpoint, each request has `timeout_ms`; network errors, HTTP 429 and 5xx
// are not verdicts: when `retry` is set, this worker asks the reduction
// worker how long to wait before the next try ({ id, failed: { retry,
// retry_after } }, answered by { id, wait_ms }: the engine's retry policy,
// the command line's too), and when the answer is null (the retries are
// used up) the result is `unavailable` (the run pauses). Replies
// { id, started: true } when the test begins (the per-test limit counts
// from then), then
// { id, result, retries, elapsed_ms } with result one of
//   { kind: 'value', value }            a boolean verdict
//   { kind: 'threw', message }          the code threw (not interesting)
//   { kind: 'not_boolean', got }        it returned something else
//   { kind: 'invalid_code', message }   the code does not compile
//   { kind: 'invalid_setup', message }  a Python oracle that does not compile,
//                                       wrong compiler options or pattern
//   { kind: 'toolchain_failed', message } a toolchain could not load
//   { kind: 'unreachable', message }    fetch failed (network or CORS)
//   { kind: 'bad_request', message }    the endpoint settings make no request
//   { kind: 'unavailable', message }    the endpoint kept failing through every retry
//   { kind: 'timeout' }                 an endpoint request took longer than timeout_ms
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
let compiled = null;
let compiledKey = null;

function show(v) {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  const t = typeof v;
  let s;
  try { s = JSON.stringify(v); } catch (_) { s = String(v); }
  if (s === undefined) s = String(v);
  if (s.length > 60) s = s.slice(0, 60) + '…';
  return `${s} (${t})`;
}

function message(err) { return String(err && err.message !== undefined ? err.message : err); }

// A worker has no DOM: an oracle that parses HTML with DOMParser gets
// linkedom's (dist/dom.js), loaded only when its code names DOMParser.
function provideDom(code) {
  if (typeof self.DOMParser === 'undefined' && /\bDOMParser\b/.test(code)) {
    importScripts(new URL('dom.js', self.location.href).href);
  }
}

// The toolchains (toolchains.js), imported when an oracle first needs one.
function toolchains() {
  if (!self.whittleToolchains) importScripts(new URL('toolchains.js', self.location.href).href);
  return self.whittleToolchains;
}

const TITLES = { python: 'Python', typescript: 'TypeScript', clang: 'clang' };
const LOADERS = { python: 'loadPython', typescript: 'loadTypescript', clang: 'loadClang' };

// Loads toolchain `name` for test `id`, reporting its download; a failure
// is the run's end with the reason, never a verdict.
async function loadToolchain(name, id) {
  const tc = toolchains();
  const info = tc.info(name);
  const version = info ? `${info.package} ${info.version}` : null;
  const progress = (p) => self.postMessage({ id, toolchain: { name: TITLES[name], version, ...p } });
  try {
    return await tc[LOADERS[name]](progress);
  } catch (err) {
    throw Object.assign(new Error(message(err)), { toolchain: true });
  }
}

// What a JavaScript oracle may call, loaded only when its code names them.
async function provideToolchains(code, id) {
  if (/\bpython\s*\(/.test(code)) {
    const py = await loadToolchain('python', id);
    self.python = async (source) => toolchains().runPython(py, source);
  }
  if (/\bclang\s*\(/.test(code)) {
    const cl = await loadToolchain('clang', id);
    self.clang = async (args, files) => toolchains().runClang(cl, Array.from(args ?? []), files ?? {});
  }
  if (/\btsc\s*\(/.test(code)) {
    const tsc = await loadToolchain('typescript', id);
    self.tsc = async (files, options) => toolchains().tscCheck(tsc, files, options).diagnostics;
  }
}

// Compiles a toolchain oracle: the function its tests call.
async function compileToolchain(oracle, id) {
  if (oracle.kind === 'python') {
    const py = await loadToolchain('python', id);
    const tc = toolchains();
    const { code, error } = tc.compilePython(py, oracle.code);
    if (error) throw Object.assign(new Error(`the Python oracle does not compile: ${error}`), { setup: true });
    return async (input, bytes) => {
      const [kind, value] = tc.testPython(py, code, input, bytes);
      if (kind === 'setup') throw Object.assign(new Error(value), { setup: true });
      if (kind === 'value') return { kind: 'value', value };
      if (kind === 'not_boolean') return { kind: 'not_boolean', got: value };
      return { kind: 'threw', message: value };
    };
  }
  if (oracle.kind === 'clang') return compileClang(oracle, id);
  const tsc = await loadToolchain('typescript', id);
  const tc = toolchains();
  const { re, fn } = expectation(oracle.expect, ['diagnostics', 'input', 'text']);
  const decide = re ? async (diagnostics, input, text) => re.test(text) : fn;
  // Wrong options are said before any test.
  tc.tscCheck(tsc, {}, oracle.options);
  return async (input, bytes, files) => {
    const sources = files ?? { 'input.ts': input ?? '' };
    const { diagnostics, text } = tc.tscCheck(tsc, sources, oracle.options);
    return verdict(await decide(diagnostics, input, text));
  };
}

// The expectation of a compiler oracle: a regular expression, or a
// function body with these parameters.
function expectation(expect, params) {
  if (expect.mode === 'regex') {
    let re;
    try { re = new RegExp(expect.pattern); } catch (err) {
      throw Object.assign(new Error(`the expected pattern is not a regular expression: ${message(err)}`), { setup: true });
    }
    return { re };
  }
  return { fn: new AsyncFunction(...params, expect.body) };
}

async function compileClang(oracle, id) {
  const cl = await loadToolchain('clang', id);
  const tc = toolchains();
  const { re, fn } = expectation(oracle.expect, ['result', 'input']);
  const flags = tc.splitFlags(oracle.flags);
  const name = oracle.file_name || 'input.c';
  const cxx = /\.(cc|cpp|cxx|c\+\+|C|hpp|hh|hxx)$/.test(name);
  return async (input, bytes, files) => {
    // A set is compiled as it is: the flags name its files, or every C and
    // C++ file of it is given.
    const sources = files ?? { [name]: input ?? '' };
    const named = flags.some((f) => Object.prototype.hasOwnProperty.call(sources, f));
    const args = named || !files ? flags : [...flags, ...Object.keys(sources).filter((f) => /\.(c|cc|cpp|cxx|c\+\+|C)$/.test(f))];
    if (!files) args.push(name);
    const result = await tc.runClang(cl, args, sources, cxx);
    return verdict(re ? re.test(result.stderr + result.stdout) : await fn(result, input));
  };
}

// Compiles once per oracle; the same worker keeps answering for one run.
async function compile(oracle, id) {
  const key = JSON.stringify(oracle);
  if (compiledKey === key) return null;
  try {
    if (oracle.kind === 'python' || oracle.kind === 'typescript' || oracle.kind === 'clang') {
      compiled = await compileToolchain(oracle, id);
    } else {
      const code = oracle.kind === 'endpoint' ? oracle.predicate : oracle.code;
      provideDom(code);
      compiled = oracle.kind === 'endpoint'
        ? new AsyncFunction('response', 'status', 'body', 'json', code)
        : new AsyncFunction('input', 'bytes', 'files', 'fileBytes', code);
      if (oracle.kind === 'javascript') await provideToolchains(code, id);
    }
    compiledKey = key;
    return null;
  } catch (err) {
    compiled = null; compiledKey = null;
    if (err.toolchain) return { kind: 'toolchain_failed', message: message(err) };
    if (err.setup) return { kind: 'invalid_setup', message: message(err) };
    const where = oracle.kind === 'endpoint' ? 'in the response predicate: '
      : oracle.kind === 'typescript' || oracle.kind === 'clang' ? 'in the compiler predicate: ' : '';
    return { kind: 'invalid_code', message: where + message(err) };
  }
}

function verdict(v) {
  return typeof v === 'boolean' ? { kind: 'value', value: v } : { kind: 'not_boolean', got: show(v) };
}

// `Name: value` lines; a mistake is a setup error, not a failed test.
function parseHeaders(text) {
  const headers = new Headers();
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`header line ${i + 1} is not \`Name: value\`: ${line.trim()}`);
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch (err) {
      throw new Error(`header line ${i + 1} (${line.trim()}): ${message(err)}`);
    }
  });
  return headers;
}

// Builds the request for one candidate: `{{input}}` in the body is the
// candidate (JSON-escaped when the Content-Type says JSON: put the
// placeholder inside quotes), and URL-encoded in the URL.
// A candidate that is not UTF-8 (`input` null) can only go as the raw body:
// a body template of exactly `{{input}}` sends its bytes as they are.
function buildRequest(oracle, input, bytes, archive) {
  if (!oracle.url.trim()) throw new Error('the endpoint URL is empty');
  if (archive) return archiveRequest(oracle, archive);
  const template = oracle.body ?? '{{input}}';
  if (input === null) {
    if (template !== '{{input}}' || oracle.url.includes('{{input}}')) {
      throw new Error('the input is not UTF-8 text, so it cannot go into a URL or a body template: make the body exactly {{input}} to send its bytes as they are');
    }
  }
  const url = oracle.url.trim().split('{{input}}').join(encodeURIComponent(input));
  try { new URL(url); } catch (_) { throw new Error(`the endpoint URL is not valid: ${oracle.url.trim()}`); }
  const headers = parseHeaders(oracle.headers || '');
  const method = (oracle.method || 'POST').toUpperCase();
  const init = { method, headers, cache: 'no-store' };
  if (method !== 'GET' && method !== 'HEAD') {
    const json = /json/i.test(headers.get('content-type') || '');
    if (input === null) {
      init.body = bytes;
    } else {
      const value = json ? JSON.stringify(input).slice(1, -1) : input;
      init.body = template.split('{{input}}').join(value);
    }
  }
  try {
    return new Request(url, init);
  } catch (err) {
    throw new Error(`cannot make the request: ${message(err)}`);
  }
}

// A set of files goes whole, as its tar archive (what `whittle serve`
// unpacks into the script's folder): no template can hold it.
function archiveRequest(oracle, archive) {
  if (oracle.url.includes('{{input}}') || (oracle.body ?? '{{input}}') !== '{{input}}') {
    throw new Error('the input is a set of files, sent as one tar archive: make the body exactly {{input}} and leave {{input}} out of the URL');
  }
  const method = (oracle.method || 'POST').toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    throw new Error(`a set of files is sent as a request body, which ${method} has not: use POST`);
  }
  let url = oracle.url.trim();
  try { new URL(url); } catch (_) { throw new Error(`the endpoint URL is not valid: ${url}`); }
  const headers = parseHeaders(oracle.headers || '');
  headers.set('Content-Type', 'application/x-tar');
  try {
    return new Request(url, { method, headers, body: archive, cache: 'no-store' });
  } catch (err) {
    throw new Error(`cannot make the request: ${message(err)}`);
  }
}

// A set's files as the oracle sees them: path to text (null when a file is
// not UTF-8) and path to bytes, objects without a prototype so that any
// path (`constructor` too) is only ever a file. Null for one file.
function fileViews(files) {
  if (!files) return [null, null];
  const text = Object.create(null);
  const raw = Object.create(null);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  for (const { path, bytes } of files) {
    raw[path] = bytes;
    try { text[path] = utf8.decode(bytes); } catch (_) { text[path] = null; }
  }
  return [text, raw];
}

// The wait the reduction worker is asked for: { id, resolve }.
let waiting = null;

// How long to wait before retry number `retry` of the request of test `id`
// (its answer's Retry-After header, if any, goes along), or null to give up.
function askWait(id, retry, retryAfter) {
  return new Promise((resolve) => {
    waiting = { id, resolve };
    self.postMessage({ id, failed: { retry, retry_after: retryAfter } });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// One request with its own limit: the answer, `{ timeout: true }`, or
// `{ error }` for a network error.
async function fetchOnce(request, timeoutMs) {
  const abort = new AbortController();
  const timer = timeoutMs ? setTimeout(() => abort.abort(), timeoutMs) : null;
  try {
    const res = await fetch(request.clone(), { signal: abort.signal });
    const text = await res.text();
    return { res, text };
  } catch (err) {
    return abort.signal.aborted ? { timeout: true } : { error: err };
  } finally {
    clearTimeout(timer);
  }
}

function unreachableMessage(request, err) {
  const origin = self.location.origin;
  return `cannot reach ${request.url} (${message(err)}): the server is not running, the address `
    + `is wrong, or it refused this page's origin (CORS: it must answer with `
    + `Access-Control-Allow-Origin for ${origin}; for whittle serve, add --allow-origin ${origin})`;
}

let retries = 0;

async function askEndpoint(id, oracle, input, bytes, archive, timeoutMs, retry) {
  let request;
  try { request = buildRequest(oracle, input, bytes, archive); } catch (err) {
    return { kind: 'bad_request', message: message(err) };
  }
  let res, text;
  for (let attempt = 0; ; attempt++) {
    const answer = await fetchOnce(request, timeoutMs);
    if (answer.timeout) return { kind: 'timeout' };
    const transient = answer.error || answer.res.status === 429 || answer.res.status >= 500;
    if (!transient) { ({ res, text } = answer); break; }
    if (!retry) {
      if (answer.error) return { kind: 'unreachable', message: unreachableMessage(request, answer.error) };
      ({ res, text } = answer);
      break;
    }
    const why = answer.error
      ? unreachableMessage(request, answer.error)
      : `${request.url} answered HTTP ${answer.res.status} ${answer.res.statusText}`.trim();
    const retryAfter = answer.res ? answer.res.headers.get('retry-after') : null;
    const wait = await askWait(id, attempt + 1, retryAfter);
    if (wait === null) {
      return {
        kind: 'unavailable',
        message: `the endpoint failed ${attempt + 1} times in a row (${why}); `
          + 'the run is paused: resume to try the same candidate again',
      };
    }
    retries++;
    await sleep(wait);
  }
  let json;
  try { json = JSON.parse(text); } catch (_) { json = undefined; }
  const response = {
    status: res.status, ok: res.ok, statusText: res.statusText,
    headers: Object.fromEntries(res.headers.entries()), body: text, json,
  };
  return verdict(await compiled(response, res.status, text, json));
}

self.onmessage = async (e) => {
  if ('wait_ms' in e.data) {
    if (waiting && waiting.id === e.data.id) { const w = waiting; waiting = null; w.resolve(e.data.wait_ms); }
    return;
  }
  const { id, oracle, input, bytes, files, archive, timeout_ms: timeoutMs, retry } = e.data;
  const bad = await compile(oracle, id);
  if (bad) { self.postMessage({ id, result: bad }); return; }
  // The per-test limit counts from here: a worker still starting, or the
  // oracle's compilation, is not the candidate's time.
  self.postMessage({ id, started: true });
  let result;
  retries = 0;
  // The oracle's own time, without the worker's start (the check runs set
  // the adaptive limit from it).
  const t0 = performance.now();
  try {
    if (oracle.kind === 'endpoint') {
      result = await askEndpoint(id, oracle, input, bytes, archive ?? null, timeoutMs, retry !== false);
    } else if (oracle.kind === 'python') {
      result = await compiled(input, bytes);
    } else if (oracle.kind === 'typescript' || oracle.kind === 'clang') {
      result = await compiled(input, bytes, fileViews(files ?? null)[0]);
    } else {
      result = verdict(await compiled(input, bytes, ...fileViews(files ?? null)));
    }
  } catch (err) {
    result = err.setup ? { kind: 'invalid_setup', message: message(err) } : { kind: 'threw', message: message(err) };
  }
  self.postMessage({ id, result, retries, elapsed_ms: performance.now() - t0 });
};
