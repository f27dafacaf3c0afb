// The oracle worker: runs the user's function body `async (input) => { ... }`
// on one candidate per message. The reduction worker terminates it on a
// timeout. Replies { id, result } with result one of
//   { kind: 'value', value }            the function returned a boolean
//   { kind: 'threw', message }          it threw (not interesting)
//   { kind: 'not_boolean', got }        it returned something else
//   { kind: 'invalid_code', message }   the body does not compile
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
let compiled = null;
let compiledCode = null;

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

self.onmessage = async (e) => {
  const { id, code, input } = e.data;
  if (compiledCode !== code) {
    try {
      compiled = new AsyncFunction('input', code);
      compiledCode = code;
    } catch (err) {
      compiled = null; compiledCode = null;
      self.postMessage({ id, result: { kind: 'invalid_code', message: String(err && err.message || err) } });
      return;
    }
  }
  let result;
  try {
    const v = await compiled(input);
    result = typeof v === 'boolean' ? { kind: 'value', value: v } : { kind: 'not_boolean', got: show(v) };
  } catch (err) {
    result = { kind: 'threw', message: String(err && err.message !== undefined ? err.message : err) };
  }
  self.postMessage({ id, result });
};
