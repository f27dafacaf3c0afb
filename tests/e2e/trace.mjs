// A Chromium trace of a page (CDP Tracing), and what stalled its UI thread:
// the longest gaps between animation frames with the tasks in them, and
// each long task with its pieces (a timer, a message event, an idle
// callback, style, layout, paint, …), its time on a core (the rest it
// waited for one) and the functions the sampling profiler found running in
// it, by self time and by total time.
//
// In a script: `const trace = await startTrace(page); …; const events =
// await trace.stop(file);` then `frameGaps(events)` and `longTasks(events)`.
// From the command line, on a trace saved before:
//   node tests/e2e/trace.mjs TRACE.json [MIN_MS]
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const CATEGORIES = [
  'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline',
  'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler',
];
// What made the page lay out again (costly to record: every DOM change).
const INVALIDATIONS = 'disabled-by-default-devtools.timeline.invalidationTracking';

// Starts tracing the page's renderer (with `invalidations`, what made it
// lay out again too); `stop(file)` ends it, writes the trace to `file` when
// given, and returns its events.
export async function startTrace(page, { invalidations = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const categories = invalidations ? [...CATEGORIES, INVALIDATIONS] : CATEGORIES;
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories, recordMode: 'recordContinuously' },
    transferMode: 'ReturnAsStream',
  });
  return {
    stop: async (file) => {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      const { stream } = await done;
      const parts = [];
      for (;;) {
        const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
        parts.push(base64Encoded ? Buffer.from(data, 'base64') : Buffer.from(data));
        if (eof) break;
      }
      await cdp.send('IO.close', { handle: stream });
      await cdp.detach();
      const text = Buffer.concat(parts).toString('utf8');
      if (file) fs.writeFileSync(file, text);
      const parsed = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : parsed.traceEvents;
    },
  };
}

// The renderer main threads of a trace: [{ pid, tid }].
function mainThreads(events) {
  return events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => ({ pid: e.pid, tid: e.tid }));
}

// A piece of a task, named with what the trace says about it.
function describe(e) {
  const d = e.args?.data ?? {};
  if (e.name === 'FunctionCall') return `FunctionCall ${d.functionName || ''} ${(d.url || '').split('/').pop()}:${d.lineNumber ?? ''}`;
  if (e.name === 'EventDispatch') return `EventDispatch ${d.type}`;
  if (e.name === 'TimerFire') return `TimerFire ${d.timerId}`;
  if (e.name === 'UpdateLayoutTree') return `UpdateLayoutTree (${e.args?.elementCount ?? '?'} elements)`;
  if (e.name === 'Layout') {
    const b = e.args?.beginData ?? {};
    return `Layout (${b.dirtyObjects ?? '?'} of ${b.totalObjects ?? '?'} objects${b.partialLayout ? ', partial' : ''})`;
  }
  if (e.name === 'TimeStamp' || e.name === 'UserTiming') return `${e.name} ${d.message ?? ''}`;
  return e.name;
}

// The CPU profiles' samples on each thread: [{ tid, ts, stack: [names, leaf last] }].
function samples(events) {
  const out = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile') {
      profiles.set(`${e.pid}:${e.id}`, { tid: e.tid, pid: e.pid, ts: e.args.data.startTime, nodes: new Map() });
    }
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(`${e.pid}:${e.id}`);
    if (!p) continue;
    const cpu = e.args.data.cpuProfile ?? {};
    for (const n of cpu.nodes ?? []) {
      const f = n.callFrame;
      const where = f.url ? ` ${f.url.split('/').pop()}` : '';
      p.nodes.set(n.id, { parent: n.parent, name: `${f.functionName || '(anonymous)'}${where}` });
    }
    const deltas = e.args.data.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((id, i) => {
      p.ts += deltas[i] ?? 0;
      out.push({ pid: p.pid, tid: p.tid, ts: p.ts, id, profile: p });
    });
  }
  for (const s of out) {
    const stack = [];
    for (let n = s.profile.nodes.get(s.id); n; n = s.profile.nodes.get(n.parent)) stack.push(n.name);
    s.stack = stack.reverse();
    delete s.profile;
  }
  return out;
}

// Trace events that only wrap others.
const WRAPPERS = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadControllerImpl::DoWork',
  'SequenceManager::DoIdleWork', 'v8.callFunction', 'V8.Execute']);
const boring = (name) => WRAPPERS.has(name) || name.startsWith('V8.');

function top(counts, n) {
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
}

// The tasks of `minMs` or longer on the page's main thread, each with its
// start (ms from the `from` user-timing mark if there is one, else from
// the first task), its length, its top-level pieces and its samples.
export function longTasks(events, { minMs = 50, from = 'whittle-run' } = {}) {
  const threads = mainThreads(events);
  const runTasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask'
    && threads.some((t) => t.pid === e.pid && t.tid === e.tid));
  // The page's thread: the one with the most work.
  const busy = new Map();
  for (const e of runTasks) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const [key] = top(busy, 1)[0] ?? [];
  if (!key) return [];
  const [pid, tid] = key.split(':').map(Number);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const mark = events.find((e) => e.pid === pid && (e.name === from) && e.cat?.includes('user_timing'));
  const origin = mark?.ts ?? mine[0]?.ts ?? 0;
  const sampled = samples(events).filter((s) => s.pid === pid && s.tid === tid);
  const invalidations = events.filter((e) => e.pid === pid && e.name.endsWith('InvalidationTracking')
    && e.name.startsWith('Layout') && e.args?.data);
  const tasks = [];
  for (const task of mine) {
    if (task.name !== 'RunTask' || task.dur < minMs * 1000) continue;
    const end = task.ts + task.dur;
    // Its pieces, nested: events inside the task, each under the last
    // one that contains it; wrappers that say nothing are left out.
    const pieces = [];
    const open = [];
    for (const e of mine) {
      if (e === task || e.ts < task.ts || e.ts >= end) continue;
      while (open.length && open[open.length - 1].ts + open[open.length - 1].dur < e.ts + e.dur) open.pop();
      if (boring(e.name)) continue;
      if (e.dur >= 2000 && open.length < 4) {
        pieces.push(`${'  '.repeat(open.length)}${describe(e)} ${Math.round(e.dur / 1000)} ms`);
      }
      open.push(e);
    }
    const self = new Map();
    const total = new Map();
    let count = 0;
    for (const s of sampled) {
      if (s.ts < task.ts || s.ts >= end) continue;
      count++;
      const leaf = s.stack[s.stack.length - 1] ?? '?';
      self.set(leaf, (self.get(leaf) ?? 0) + 1);
      for (const name of new Set(s.stack)) total.set(name, (total.get(name) ?? 0) + 1);
    }
    // What made the page lay out again: the invalidations since the
    // previous task of the page's rendering, by node and reason.
    const invalid = new Map();
    for (const e of invalidations) {
      if (e.ts >= task.ts - 300000 && e.ts < end) {
        const d = e.args.data;
        const what = `${e.name.replace('InvalidationTracking', '')} ${d.nodeName ?? ''} ${d.reason ?? d.invalidationSet?.id ?? ''}`;
        invalid.set(what, (invalid.get(what) ?? 0) + 1);
      }
    }
    tasks.push({
      invalidations: top(invalid, 8),
      at_ms: Math.round((task.ts - origin) / 1000),
      ms: Math.round(task.dur / 1000),
      // The thread's own time in it: the rest it waited for a core.
      cpu_ms: task.tdur === undefined ? null : Math.round(task.tdur / 1000),
      pieces,
      samples: count,
      self: top(self, 10),
      total: top(total, 25),
    });
  }
  return tasks;
}

// The longest gaps between animation frames on the page's main thread
// (the measurement's own requestAnimationFrame callbacks), each with the
// tasks of 10 ms or more that ran in it: [{ at_ms, ms, tasks }].
export function frameGaps(events, { count = 5, from = 'whittle-run' } = {}) {
  const threads = mainThreads(events);
  const frames = events.filter((e) => e.name === 'FireAnimationFrame'
    && threads.some((t) => t.pid === e.pid && t.tid === e.tid)).sort((a, b) => a.ts - b.ts);
  if (!frames.length) return [];
  const { pid, tid } = frames[0];
  const mark = events.find((e) => e.pid === pid && e.name === from && e.cat?.includes('user_timing'));
  const origin = mark?.ts ?? frames[0].ts;
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask'
    && e.dur >= 10000);
  const gaps = [];
  for (let i = 1; i < frames.length; i++) {
    const [a, b] = [frames[i - 1].ts, frames[i].ts];
    if (a < origin) continue;
    gaps.push({
      at_ms: Math.round((a - origin) / 1000),
      ms: Math.round((b - a) / 1000),
      tasks: tasks.filter((t) => t.ts + t.dur > a && t.ts < b)
        .map((t) => `${Math.round((t.ts - origin) / 1000)} ms: ${Math.round(t.dur / 1000)} ms`
          + (t.tdur === undefined ? '' : ` (${Math.round(t.tdur / 1000)} on a core)`)),
    });
  }
  return gaps.sort((x, y) => y.ms - x.ms).slice(0, count);
}

export function printLongTasks(tasks, log = console.log) {
  for (const t of tasks) {
    log(`\n== task at ${t.at_ms} ms: ${t.ms} ms${t.cpu_ms === null ? '' : ` (${t.cpu_ms} ms on a core)`}`);
    for (const p of t.pieces) log(`   ${p}`);
    if (t.invalidations.length) log('   layout invalidated (in the 300 ms before) by:');
    for (const [what, n] of t.invalidations) log(`     ${n}  ${what}`);
    log(`   ${t.samples} samples; self:`);
    for (const [name, n] of t.self) log(`     ${n}  ${name}`);
    log('   total:');
    for (const [name, n] of t.total) log(`     ${n}  ${name}`);
  }
}

export function printFrameGaps(gaps, log = console.log) {
  for (const g of gaps) log(`frames ${g.ms} ms apart at ${g.at_ms} ms; tasks: ${g.tasks.join(', ') || 'none'}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, min] = process.argv.slice(2);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  printFrameGaps(frameGaps(events));
  printLongTasks(longTasks(events, { minMs: Number(min) || 50 }));
}
