// The reduction worker: loads the engine (Rust/wasm, crates/web feature
// `worker`) and drives a Session. Candidates go to oracle workers
// (oracle-worker.js): one for a JavaScript oracle, `concurrency` for an
// endpoint (the session's window), each with at most one test. A test that
// runs past the timeout terminates its worker, which is recreated, and
// counts as not interesting. The run can be paused, resumed and stepped one
// oracle test at a time. The engine side (Session) keeps every count and
// decides what a result means; messages are structured values, not JSON.
import init, { Session, catalog } from './pkg/whittle_worker.js';

// 4 Hz: often enough for a live view, rare enough that the UI thread stays free.
const PROGRESS_EVERY_MS = 250;

let queue = [];
let ready = false;
// The run's controls: { stop, paused, steps, wake, oracles }.
let control = null;

self.onmessage = (e) => {
  if (!ready) { queue.push(e.data); return; }
  handle(e.data);
};

init().then(() => {
  ready = true;
  self.postMessage(catalog());
  for (const m of queue) handle(m);
  queue = [];
}).catch((err) => {
  self.postMessage({ type: 'error', message: 'the engine did not load: ' + err, progress: null });
});

function post(report) { self.postMessage(report); }

// One oracle worker with at most one test, recreated after a timeout.
class Oracle {
  constructor(spec) { this.spec = spec; this.worker = null; this.pending = null; this.nextId = 0; }
  start() {
    this.worker = new Worker(new URL('./oracle-worker.js', import.meta.url));
    this.worker.onmessage = (e) => {
      const p = this.pending;
      if (p && e.data.id === p.id) { this.pending = null; clearTimeout(p.timer); p.resolve(e.data.result); }
    };
    this.worker.onerror = (e) => {
      const p = this.pending;
      if (p) { this.pending = null; clearTimeout(p.timer); p.resolve({ kind: 'threw', message: 'oracle worker error: ' + (e.message || e) }); }
      e.preventDefault();
    };
  }
  // Resolves to an OracleResult (see protocol.rs); `input` is the text (null
  // when the candidate is not UTF-8), `bytes` always the exact bytes.
  test(input, bytes, timeoutMs) {
    if (!this.worker) this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (this.pending && this.pending.id === id) {
          this.pending = null;
          this.kill();
          resolve({ kind: 'timeout' });
        }
      }, timeoutMs);
      this.pending = { id, resolve, timer };
      this.worker.postMessage({ id, oracle: this.spec, input, bytes });
    });
  }
  kill() { if (this.worker) { this.worker.terminate(); this.worker = null; } }
  // Ends a test still running (stop button).
  abort() {
    const p = this.pending;
    if (p) { this.pending = null; clearTimeout(p.timer); this.kill(); p.resolve({ kind: 'aborted' }); }
  }
}

function wake() { if (control && control.wake) { const w = control.wake; control.wake = null; w(); } }

async function handle(raw) {
  const msg = typeof raw === 'string' ? JSON.parse(raw) : raw;
  switch (msg.type) {
    case 'stop':
      if (control) { control.stop = true; control.oracles.forEach((o) => o.abort()); wake(); }
      return;
    case 'pause':
      if (control) control.paused = true;
      return;
    case 'resume':
      if (control) { control.paused = false; control.steps = 0; wake(); }
      return;
    case 'step':
      // One test per request; a second click while a step runs adds nothing.
      if (control && control.paused) { control.steps = 1; wake(); }
      return;
    case 'test_original': {
      const o = new Oracle(msg.config.oracle);
      const t0 = performance.now();
      const bytes = msg.config.input;
      let input = null;
      try { input = new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch (_) { /* binary */ }
      const result = await o.test(input, bytes, msg.config.timeout_ms);
      o.kill();
      post({ type: 'original_result', result, elapsed_ms: performance.now() - t0 });
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
    session = new Session(config);
  } catch (err) {
    post({ type: 'error', message: String(err.message || err), progress: null });
    return;
  }
  post(session.started());
  // The parse tree, once (for a run with a language), as typed arrays rather
  // than JSON; from now on progress carries node statuses.
  if (treeView) {
    const tree = session.tree_shape();
    if (tree) self.postMessage(tree);
  }
  const oracles = Array.from({ length: session.window() }, () => new Oracle(config.oracle));
  const ctl = (control = { stop: false, paused, steps: 0, wake: null, oracles, stepped: false, failed: false });
  const idle = [...oracles];
  const inFlight = new Map(); // test id -> promise of { id, oracle, result, ms, step }
  const t0 = performance.now();
  let lastProgress = 0;
  const elapsed = () => performance.now() - t0;

  function launch(test, step) {
    const oracle = idle.pop();
    const start = performance.now();
    const { id } = test;
    inFlight.set(id, oracle.test(test.input, test.bytes, config.timeout_ms)
      .then((result) => ({ id, oracle, result, ms: performance.now() - start, step })));
  }

  // Takes the first test to finish into the session; false when the run must end.
  async function settleOne() {
    const done = await Promise.race(inFlight.values());
    inFlight.delete(done.id);
    idle.push(done.oracle);
    const { result, ms } = done;
    if (result.kind === 'aborted' || ctl.stop) return false;
    const outcome = { id: done.id, result, elapsed_ms: ms };
    const fatal = session.complete(outcome);
    if (fatal) {
      post(fatal);
      ctl.failed = true;
      return false;
    }
    if (done.step) {
      post(session.stepped(outcome, elapsed()));
      ctl.stepped = true;
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
      if (ctl.stop || !session.running()) break;
      if (ctl.paused && ctl.steps === 0) {
        // Pausing lets the tests in flight finish first, so the counts stand still.
        if (inFlight.size) { if (!(await settleOne())) break; continue; }
        // After a step, its own report already says where the run stands.
        if (ctl.stepped) ctl.stepped = false;
        else post(session.paused(elapsed()));
        await new Promise((resolve) => { ctl.wake = resolve; });
        continue;
      }
      const stepping = ctl.paused;
      const next = session.poll();
      if (next.kind === 'done') break;
      if (next.kind === 'test') {
        if (stepping) { ctl.steps = 0; session.note_step(next.id); }
        launch(next, stepping);
        // Fill the window, except in step mode (exactly one test).
        if (!stepping) { maybeProgress(); continue; }
      } else if (!inFlight.size) {
        throw new Error('the engine waits for a test that is not running');
      }
      if (!(await settleOne())) break;
    }
    if (ctl.failed) return;
    if (ctl.stop) session.stop();
    post(session.finished(elapsed()));
  } catch (err) {
    post({ type: 'error', message: 'internal error: ' + (err.message || err), progress: null });
  } finally {
    oracles.forEach((o) => { o.abort(); o.kill(); });
    if (control === ctl) control = null;
    try { session.free(); } catch (_) { /* the engine trapped; nothing to free */ }
  }
}
