// The package's total() should round to the cent, but 3 x 19.99 with the
// HALF code gives 29.985. The modules are loaded from `files` through a
// tiny CommonJS `require`, starting at package.json's main.
const loaded = {};
function resolve(from, spec) {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop(); else if (part !== '.') parts.push(part);
  }
  const path = parts.join('/');
  const found = [path, path + '.js', path + '/index.js'].find((p) => typeof files[p] === 'string');
  if (!found) throw new Error(`cannot find ${spec} from ${from}`);
  return found;
}
function load(path) {
  if (!loaded[path]) {
    const module = { exports: {} };
    loaded[path] = module;
    new Function('module', 'exports', 'require', files[path])(
      module, module.exports, (spec) => load(resolve(path, spec)));
  }
  return loaded[path].exports;
}
let pkg;
try {
  pkg = load(resolve('', './' + JSON.parse(files['package.json']).main));
} catch (e) { return false; }
if (typeof pkg.total !== 'function') return false;
const t = pkg.total([{ name: 'mug', price: 19.99, qty: 3 }], 'HALF');
return Math.abs(t - 29.985) < 1e-9;
