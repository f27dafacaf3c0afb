// The reduction worker: loads the engine (Rust/wasm, crates/web feature
// `worker`) and drives a Session. Each candidate goes to the oracle worker
// (oracle-worker.js); a test that runs past the timeout terminates that
// worker, which is recreated, and counts as not interesting.
import init, { Session, catalog } from './pkg/whittle_worker.js';

const POLL_DONE = -1;
const POLL_WAIT = -2;
const PROGRESS_EVERY_MS = 100;

let queue = [];
let ready = false;
let session = null;
let stopRequested = false;
let oracle = null;

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
  self.postMessage(JSON.stringify({ type: 'error', message: 'the engine did not load: ' + err, progress: null }));
});

function post(obj) { self.postMessage(typeof obj === 'string' ? obj : JSON.stringify(obj)); }

// One oracle worker, recreated after a timeout.
class Oracle {
  constructor(code) { this.code = code; this.worker = null; this.pending = null; this.nextId = 0; }
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
  // Resolves to an OracleResult (see protocol.rs).
  test(input, timeoutMs) {
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
      this.worker.postMessage({ id, code: this.code, input });
    });
  }
  kill() { if (this.worker) { this.worker.terminate(); this.worker = null; } }
  // Ends a test still running (stop button).
  abort() {
    const p = this.pending;
    if (p) { this.pending = null; clearTimeout(p.timer); this.kill(); p.resolve({ kind: 'aborted' }); }
  }
}

function describe(result) {
  switch (result.kind) {
    case 'invalid_code': return 'the oracle is not valid JavaScript: ' + result.message;
    case 'not_boolean': return 'the oracle must return true or false, but returned ' + result.got;
    default: return null;
  }
}

async function handle(raw) {
  const msg = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (msg.type === 'stop') {
    stopRequested = true;
    if (oracle) oracle.abort();
    return;
  }
  if (msg.type === 'test_original') {
    const o = new Oracle(msg.config.oracle);
    const t0 = performance.now();
    const result = await o.test(msg.config.input, msg.config.timeout_ms);
    o.kill();
    post({ type: 'original_result', result, elapsed_ms: performance.now() - t0 });
    return;
  }
  if (msg.type === 'run') await run(msg.config);
}

async function run(config) {
  if (session) { session.free(); session = null; }
  stopRequested = false;
  try {
    session = new Session(JSON.stringify(config));
  } catch (err) {
    post({ type: 'error', message: String(err.message || err), progress: null });
    return;
  }
  post(session.started());
  oracle = new Oracle(config.oracle);
  const t0 = performance.now();
  let throws = 0, timeouts = 0, lastThrow = null, lastProgress = 0;
  const elapsed = () => performance.now() - t0;
  try {
    for (;;) {
      if (stopRequested) { session.stop(); break; }
      const id = session.poll();
      if (id === POLL_DONE) break;
      if (id === POLL_WAIT) throw new Error('internal: the window is 1, nothing can be waiting');
      const input = session.content();
      const start = performance.now();
      const result = await oracle.test(input, config.timeout_ms);
      const ms = performance.now() - start;
      if (result.kind === 'aborted' || stopRequested) { session.stop(); break; }
      const fatal = describe(result);
      if (fatal) {
        session.stop();
        post({ type: 'error', message: fatal, progress: JSON.parse(session.progress(elapsed(), throws, timeouts, lastThrow)) });
        return;
      }
      if (result.kind === 'threw') { throws++; lastThrow = result.message; }
      if (result.kind === 'timeout') timeouts++;
      session.complete(id, result.kind === 'value' && result.value === true, ms);
      const now = performance.now();
      if (now - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = now;
        post(session.progress(elapsed(), throws, timeouts, lastThrow));
      }
    }
    post(session.finished(elapsed(), throws, timeouts, lastThrow));
  } catch (err) {
    post({ type: 'error', message: 'internal error: ' + (err.message || err), progress: null });
  } finally {
    if (oracle) { oracle.kill(); oracle = null; }
  }
}
