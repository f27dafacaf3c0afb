// The reduction worker: loads the engine (Rust/wasm, crates/web feature
// `worker`) and drives a Session. Candidates go to oracle workers
// (oracle-worker.js), up to the session's window at once: a JavaScript
// oracle's `workers`, an endpoint's `concurrency`. With a JavaScript oracle
// each test runs in a fresh realm by default: a new worker that is
// terminated after its one test, taken from a pool started ahead so that
// starting workers costs no time between tests (`isolation: 'shared'` keeps
// one worker per lane instead: faster, but globals a test leaves are seen by
// the next). A toolchain oracle (Python, TypeScript, clang) keeps one worker
// per lane, with its toolchain loaded, for the whole run (Python resets what
// a test leaves; tsc and clang start each test afresh: toolchains.js). The
// final verification always gets a fresh worker. A test that runs past its
// limit terminates its worker and counts as not interesting.
// This file only does I/O: it starts workers, runs tests and forwards
// messages. Every decision is the engine side's (Session.next_action says
// what to do next: run a test, wait for one, pause, slow down, finish; the
// session keeps every count, decides what a result means, and when an
// endpoint's failed request is tried again). Messages are structured
// values, not JSON.
//
// Which engine build runs here comes from the worker's URL: `?engine=text`
// (no grammars: plain text, and the list of languages), one language's
// (`?engine=c`), or every grammar's (`?engine=all`, for a set of files in
// several languages), so a page fetches a grammar only when a run needs it.
const engine = new URL(self.location.href).searchParams.get('engine') || 'text';
let Session, catalog, formatText, retryWaitMs, originalInput;

// 4 Hz: often enough for a live view, rare enough that the UI thread stays free.
const PROGRESS_EVERY_MS = 250;
// The typed arrays of a `tree` message (TreeShape::to_js).
const TREE_ARRAYS = ['kind', 'parent', 'start', 'end', 'weight', 'flags', 'row_start', 'rows'];
// How long an oracle worker may take to start before its test begins.
const WORKER_START_MS = 10000;
// The same for an oracle that loads a toolchain (tens of megabytes to
// start), counted again from each report of its download.
const TOOLCHAIN_START_MS = 120000;

// Whether an oracle loads a toolchain (toolchains.js) before its tests.
function usesToolchain(spec) {
  return spec.kind === 'python' || spec.kind === 'typescript' || spec.kind === 'clang'
    || (spec.kind === 'javascript' && /\b(python|tsc|clang)\s*\(/.test(spec.code));
}

let queue = [];
let ready = false;
// The run in progress: { session, stop, wake, oracles }.
let control = null;

self.onmessage = (e) => {
  if (!ready) { queue.push(e.data); return; }
  handle(e.data);
};

(async () => {
  if (!/^[a-z]+$/.test(engine)) throw new Error(`no engine called ${engine}`);
  const module = await import(`./pkg/whittle_worker_${engine}.js`);
  await module.default();
  ({ Session, catalog, format_text: formatText, retry_wait_ms: retryWaitMs, original_input: originalInput } = module);
})().then(() => {
  ready = true;
  self.postMessage(catalog());
  for (const m of queue) handle(m);
  queue = [];
}).catch((err) => {
  self.postMessage({ type: 'error', message: 'the engine did not load: ' + err, progress: null });
});

function post(report) { self.postMessage(report); }

// The text of bytes that are not UTF-8, in the encoding the engine found the
// input clearly written in (`text_encoding`, e.g. windows-1252), else null.
function legacyText(config, bytes) {
  return config.text_encoding ? new TextDecoder(config.text_encoding).decode(bytes) : null;
}

// One run of the oracle on a candidate ({ input, bytes, files, archive },
// as the engine makes them) in a fresh worker, outside any reduction (the
// original's test, a formatted result's).
async function testOnce(config, candidate) {
  const o = new Oracle(config.oracle);
  const input = candidate.input ?? legacyText(config, candidate.bytes);
  // A diagnostic: an endpoint's error is said at once, not retried.
  const result = await o.test({ ...candidate, input }, config.timeout_ms, { fresh: true, retry: false });
  delete result.retries;
  delete result.elapsed_ms;
  o.kill();
  return result;
}

function startOracleWorker() {
  return new Worker(new URL('./oracle-worker.js', import.meta.url));
}

// Workers started ahead of the tests that will use them: a fresh realm per
// test without waiting for one to start.
class WorkerPool {
  constructor(size) { this.size = size; this.ready = []; this.fill(); }
  fill() { while (this.ready.length < this.size) this.ready.push(startOracleWorker()); }
  // A started worker; a new one is started for the next test at once.
  take() { const w = this.ready.shift() || startOracleWorker(); this.fill(); return w; }
  close() { this.ready.forEach((w) => w.terminate()); this.ready = []; this.size = 0; }
}

// One oracle worker with at most one test, recreated after a timeout. With
// `pool`, every test gets a fresh worker from it (a fresh realm), which is
// terminated after the test.
class Oracle {
  constructor(spec, pool = null) { this.spec = spec; this.pool = pool; this.worker = null; this.pending = null; this.nextId = 0; }
  start(fresh) {
    this.worker = fresh ? fresh.take() : startOracleWorker();
    const worker = this.worker;
    this.worker.onmessage = (e) => {
      const p = this.pending;
      if (!p || e.data.id !== p.id) return;
      if (e.data.started) { p.begin(); return; }
      if (e.data.toolchain) { post({ type: 'toolchain', ...e.data.toolchain }); p.loading(); return; }
      if (e.data.failed) {
        // An endpoint request failed in a way that may pass: the engine's
        // policy says how long to wait before the next try, or to give up.
        const { retry, retry_after: retryAfter } = e.data.failed;
        const wait = retryWaitMs(retry, retryAfter ?? undefined, Date.now());
        worker.postMessage({ id: p.id, wait_ms: wait ?? null });
        return;
      }
      this.pending = null; clearTimeout(p.timer);
      p.resolve({ ...e.data.result, retries: e.data.retries || 0, elapsed_ms: e.data.elapsed_ms });
    };
    this.worker.onerror = (e) => {
      const p = this.pending;
      if (p) { this.pending = null; clearTimeout(p.timer); p.resolve({ kind: 'threw', message: 'oracle worker error: ' + (e.message || e) }); }
      e.preventDefault();
    };
  }
  // Resolves to an OracleResult (see protocol.rs) with the endpoint's
  // `retries`. The candidate: `input` is the text (null when it is not
  // UTF-8), `bytes` always the exact bytes; for a set of files, `files`
  // ({ path, bytes } each) and, for an endpoint, `archive` (its tar).
  // `fresh` forces a new realm (a pool's worker) for this test; `retry`
  // lets an endpoint retry errors.
  test({ input, bytes, files = null, archive = null }, timeoutMs, { fresh = false, retry = true } = {}) {
    const pool = this.pool || (fresh ? new WorkerPool(0) : null);
    if (pool) this.kill();
    if (!this.worker) this.start(pool);
    const id = this.nextId++;
    const endpoint = this.spec.kind === 'endpoint';
    // An endpoint's limit applies to each request in the oracle worker (its
    // retries wait in between); this outer limit only catches a predicate
    // that never settles.
    const limit = endpoint ? timeoutMs * 8 + 120000 : timeoutMs;
    const promise = new Promise((resolve) => {
      const expire = () => {
        if (this.pending && this.pending.id === id) {
          this.pending = null;
          this.kill();
          resolve({ kind: 'timeout' });
        }
      };
      // The limit runs from the oracle worker's "started": a worker that is
      // still loading does not eat into it (but one that never starts
      // times out too).
      const startMs = usesToolchain(this.spec) ? TOOLCHAIN_START_MS : WORKER_START_MS;
      const timer = setTimeout(expire, limit + startMs);
      // A toolchain still arriving is not the candidate's time either.
      const loading = () => {
        const p = this.pending;
        if (!p || p.id !== id || p.begun) return;
        clearTimeout(p.timer);
        p.timer = setTimeout(expire, limit + startMs);
      };
      const begin = () => {
        const p = this.pending;
        if (!p || p.id !== id) return;
        clearTimeout(p.timer);
        p.begun = true;
        p.timer = setTimeout(expire, limit);
      };
      this.pending = { id, resolve, timer, begin, loading };
      this.worker.postMessage({ id, oracle: this.spec, input, bytes, files, archive, timeout_ms: timeoutMs, retry });
    });
    // A fresh realm serves one test only.
    return pool ? promise.then((r) => { this.kill(); return r; }) : promise;
  }
  kill() { if (this.worker) { this.worker.terminate(); this.worker = null; } }
  // Ends a test still running (stop button).
  abort() {
    const p = this.pending;
    if (p) { this.pending = null; clearTimeout(p.timer); this.kill(); p.resolve({ kind: 'aborted' }); }
  }
}

function wake() { if (control && control.wake) { const w = control.wake; control.wake = null; w(); } }

async function handle(msg) {
  switch (msg.type) {
    case 'stop':
      if (control) { control.stop = true; control.oracles.forEach((o) => o.abort()); wake(); }
      return;
    case 'pause':
      if (control) control.session.pause();
      return;
    case 'resume':
      if (control) { control.session.resume(); wake(); }
      return;
    case 'step':
      if (control && control.session.step()) wake();
      return;
    case 'test_original': {
      const t0 = performance.now();
      let candidate;
      try { candidate = originalInput(msg.config); } catch (err) {
        post({ type: 'original_result', result: { kind: 'threw', message: String(err.message || err) }, elapsed_ms: 0 });
        return;
      }
      const result = await testOnce(msg.config, candidate);
      post({ type: 'original_result', result, elapsed_ms: performance.now() - t0 });
      return;
    }
    case 'format': {
      // The engine formats; the oracle says whether the layout may stay.
      let bytes;
      try { bytes = formatText(msg.config.language, msg.config.input); } catch (err) {
        post({ type: 'formatted', error: String(err.message || err) });
        return;
      }
      let input = null;
      try { input = new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch (_) { /* bytes only */ }
      post({ type: 'formatted', bytes, result: await testOnce(msg.config, { input, bytes }) });
      return;
    }
    case 'run':
      await run(msg.config, !!msg.paused, !!msg.tree_view);
      return;
  }
}

async function run(config, paused, treeView) {
  let session;
  try {
    session = new Session(config, paused, navigator.hardwareConcurrency || 1);
  } catch (err) {
    post({ type: 'error', message: String(err.message || err), progress: null });
    return;
  }
  post(session.started());
  // The parse tree, once (for a run with a language), as typed arrays rather
  // than JSON; from now on progress carries node statuses.
  if (treeView) {
    const tree = session.tree_shape();
    // Transferred, not copied: a 5 MB JSON document has a million nodes,
    // and copying their arrays would stall the page that receives them.
    if (tree) self.postMessage(tree, TREE_ARRAYS.map((name) => tree[name].buffer));
  }
  const window = session.window();
  // Endpoint oracles reuse their workers: the only user code there is the
  // response predicate, compiled once, which sees no candidate's globals.
  const fresh = config.oracle.kind === 'javascript' && config.isolation !== 'shared';
  const pool = fresh ? new WorkerPool(window) : null;
  const oracles = Array.from({ length: window }, () => new Oracle(config.oracle, pool));
  const ctl = (control = { session, stop: false, wake: null, oracles, failed: false });
  const idle = [...oracles];
  // ticket -> { oracle, done: promise of { test, oracle, result, ms, step },
  // abandoned }. An abandoned test was stopped because nothing waits for it
  // any more (speculation on a candidate that lost); its result, aborted or
  // not, is dropped.
  const inFlight = new Map();
  const t0 = performance.now();
  let lastProgress = 0;
  const elapsed = () => performance.now() - t0;

  function launch(test, step) {
    const oracle = idle.pop();
    const start = performance.now();
    const { id } = test;
    const fresh = test.purpose === 'verify';
    const input = test.input ?? legacyText(config, test.bytes);
    const candidate = { input, bytes: test.bytes, files: test.files, archive: test.archive };
    const done = oracle.test(candidate, test.timeout_ms, { fresh })
      .then((result) => ({ test, oracle, result, ms: performance.now() - start, step }));
    inFlight.set(id, { oracle, done, abandoned: false });
  }

  // Frees the workers of tests the engine no longer needs: a fork that
  // lost, or candidates past the one that won.
  function stopAbandoned() {
    for (const id of session.take_abandoned()) {
      const running = inFlight.get(id);
      if (running) { running.abandoned = true; running.oracle.abort(); }
    }
  }

  // Takes the first test to finish into the session; false when the run must end.
  async function settleOne() {
    const done = await Promise.race([...inFlight.values()].map((t) => t.done));
    const { abandoned } = inFlight.get(done.test.id);
    inFlight.delete(done.test.id);
    idle.push(done.oracle);
    if (abandoned) return !ctl.stop;
    const { result } = done;
    if (result.kind === 'aborted' || ctl.stop) return false;
    const retries = result.retries || 0;
    // The oracle's own time when it answered; the wall time for a timeout.
    const ms = result.elapsed_ms ?? done.ms;
    delete result.retries;
    delete result.elapsed_ms;
    if (result.kind === 'unavailable') {
      // Not a verdict: the session pauses the run and sends the test again on resume.
      session.unavailable(done.test, retries, result.message);
      return true;
    }
    const outcome = { id: done.test.id, result, elapsed_ms: ms, retries };
    const fatal = session.complete(outcome);
    if (fatal) {
      post(fatal);
      ctl.failed = true;
      return false;
    }
    stopAbandoned();
    if (done.step) {
      post(session.stepped(outcome, elapsed()));
      lastProgress = performance.now();
    }
    return true;
  }

  // Progress goes out right after a test starts, so that the tree view can
  // show what the test in flight removes.
  function maybeProgress() {
    const now = performance.now();
    if (now - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = now;
      post(session.progress(elapsed()));
    }
  }

  try {
    for (;;) {
      if (ctl.stop) break;
      const next = session.next_action(inFlight.size, elapsed());
      stopAbandoned();
      if (next.kind === 'done') break;
      if (next.kind === 'test') {
        launch(next.test, next.step);
        if (!next.step) maybeProgress();
      } else if (next.kind === 'settle') {
        if (!inFlight.size) throw new Error('the engine waits for a test that is not running');
        if (!(await settleOne())) break;
      } else if (next.kind === 'pause') {
        if (next.report) post(next.report);
        await new Promise((resolve) => { ctl.wake = resolve; });
      } else if (next.kind === 'delay') {
        await new Promise((resolve) => setTimeout(resolve, next.ms));
        if (ctl.stop) break;
        post(session.progress(elapsed()));
      }
    }
    if (ctl.failed) return;
    if (ctl.stop) session.stop();
    post(session.finished(elapsed()));
  } catch (err) {
    post({ type: 'error', message: 'internal error: ' + (err.message || err), progress: null });
  } finally {
    oracles.forEach((o) => { o.abort(); o.kill(); });
    if (pool) pool.close();
    if (control === ctl) control = null;
    try { session.free(); } catch (_) { /* the engine trapped; nothing to free */ }
  }
}
