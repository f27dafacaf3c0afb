// Toolchains for the oracle worker (a classic script it imports only when
// an oracle needs one): fetching a toolchain's files with progress, keeping
// them in the browser's Cache Storage, and starting Python (Pyodide), the
// TypeScript compiler or clang (YoWASP) from them. I/O only: what a result
// means is decided by the engine side.
//
// The files are in dist/toolchains/NAME/VERSION/ (scripts/build-web copies
// them from pinned npm packages, with precompressed copies that `whittle
// web` serves). TOOLCHAINS below is filled in by scripts/build-web from the
// same packages, so that knowing what to fetch costs no request: a second
// use after a reload reads everything from Cache Storage and fetches
// nothing.
const TOOLCHAINS = /* TOOLCHAINS */ {};

// One cache for every toolchain; its keys are the files' versioned URLs.
const CACHE_NAME = 'whittle-toolchains';
// How often the progress of a download is reported.
const PROGRESS_EVERY_MS = 100;

const toolchainBase = new URL('toolchains/', self.location.href);

function toolchainInfo(name) {
  const info = TOOLCHAINS[name];
  if (!info) throw new Error(`this build of the playground has no ${name} toolchain (scripts/build-web installs it)`);
  return info;
}

async function openCache() {
  // No Cache Storage on an origin that is not secure (plain http to
  // another host): the toolchain is then fetched each time.
  if (typeof caches === 'undefined') return null;
  try { return await caches.open(CACHE_NAME); } catch (_) { return null; }
}

// Drops the files of other versions of a toolchain: an update leaves no
// stale copy taking space.
async function dropOtherVersions(cache, name, dir) {
  const prefix = new URL(`${name}/`, toolchainBase).href;
  const keep = new URL(dir, toolchainBase).href;
  for (const request of await cache.keys()) {
    if (request.url.startsWith(prefix) && !request.url.startsWith(keep)) await cache.delete(request);
  }
}

function storageMessage(err) {
  const full = err && (err.name === 'QuotaExceededError' || /quota/i.test(String(err.message)));
  return full ? 'the browser\'s storage is full' : String(err && err.message ? err.message : err);
}

// Fetches (or reads back) every file of toolchain `name`, reporting bytes
// through `progress({ loaded, total, cached, done })`. Resolves to
// { info, files: Map name -> Blob }, or throws an Error that says why.
async function fetchToolchain(name, progress) {
  const info = toolchainInfo(name);
  const total = info.files.reduce((sum, f) => sum + f.bytes, 0);
  const cache = await openCache();
  let loaded = 0;
  let fromNetwork = 0;
  let last = 0;
  const report = (force) => {
    const now = performance.now();
    if (!force && now - last < PROGRESS_EVERY_MS) return;
    last = now;
    progress({ loaded, total, cached: fromNetwork === 0, done: false });
  };
  report(true);
  const files = new Map();
  let cacheProblem = null;
  for (const file of info.files) {
    const url = new URL(info.dir + file.name, toolchainBase).href;
    let blob = null;
    if (cache) {
      const hit = await cache.match(url);
      if (hit) blob = await hit.blob();
    }
    if (blob) {
      loaded += blob.size;
      report(false);
    } else {
      fromNetwork++;
      let response;
      try {
        response = await fetch(url, { cache: 'no-store' });
      } catch (err) {
        throw new Error(`cannot download ${info.title} (${file.name}): the network failed (${String(err.message || err)}); the setup is kept: try again when online`);
      }
      if (!response.ok) {
        throw new Error(`cannot download ${info.title} (${file.name}): the server answered HTTP ${response.status}`);
      }
      const parts = [];
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        loaded += value.length;
        report(false);
      }
      blob = new Blob(parts, { type: response.headers.get('content-type') || 'application/octet-stream' });
      if (cache && !cacheProblem) {
        try {
          await cache.put(url, new Response(blob, { headers: { 'content-type': blob.type } }));
        } catch (err) {
          // Still usable now; only the next use will download again.
          cacheProblem = storageMessage(err);
        }
      }
    }
    files.set(file.name, blob);
  }
  if (cache && fromNetwork) await dropOtherVersions(cache, name, info.dir).catch(() => {});
  progress({ loaded: total, total, cached: fromNetwork === 0, done: true, problem: cacheProblem });
  return { info, files };
}

// Toolchains fetch their own files (Pyodide its wasm and standard library,
// YoWASP its modules and headers): such requests are answered from the
// files already read, so nothing is downloaded twice.
const served = new Map();
let realFetch = null;
function serveFiles(info, files) {
  const base = new URL(info.dir, toolchainBase).href;
  served.set(base, files);
  if (!realFetch) {
    realFetch = self.fetch.bind(self);
    self.fetch = (resource, init) => {
      const href = typeof resource === 'string' ? resource : (resource && resource.url) || String(resource);
      const url = new URL(href, self.location.href).href;
      for (const [dir, held] of served) {
        const name = url.startsWith(dir) ? url.slice(dir.length) : null;
        if (name && held.has(name)) {
          const blob = held.get(name);
          const type = name.endsWith('.wasm') ? 'application/wasm' : (blob.type || 'application/octet-stream');
          return Promise.resolve(new Response(blob, { headers: { 'content-type': type } }));
        }
      }
      return realFetch(resource, init);
    };
  }
  return base;
}

function blobUrl(files, name, type) {
  const blob = files.get(name);
  return URL.createObjectURL(type ? new Blob([blob], { type }) : blob);
}

// ---- Python (Pyodide) ----------------------------------------------------

// Python's side of the oracle: fresh globals per test, a reset after it,
// and run_python. What is reset after each test: the modules imported that
// are not the standard library's (a module the oracle wrote or made) and
// any standard module it replaced in sys.modules, the builtins,
// sys.path, sys.argv, the working directory, os.environ, sys.stdout and
// sys.stderr. Not reset: attributes changed on a standard module already
// imported (`json.x = 1`), files written to the in-memory file system, the
// state of a standard module (random's seed).
const PYTHON_HARNESS = `
import builtins, io, os, sys, traceback

_stdlib = os.path.dirname(os.__file__)
_builtins = dict(builtins.__dict__)
_path = list(sys.path)
_argv = list(sys.argv)
_cwd = os.getcwd()
_environ = dict(os.environ)
_streams = (sys.stdout, sys.stderr)
_modules = dict(sys.modules)

def _reset():
    for name, module in list(sys.modules.items()):
        if name in _modules:
            continue
        path = getattr(module, '__file__', None) or ''
        if not path.startswith(_stdlib):
            del sys.modules[name]
    for name, module in _modules.items():
        if sys.modules.get(name) is not module:
            sys.modules[name] = module
    builtins.__dict__.clear()
    builtins.__dict__.update(_builtins)
    sys.path[:] = _path
    sys.argv[:] = _argv
    sys.stdout, sys.stderr = _streams
    os.chdir(_cwd)
    if dict(os.environ) != _environ:
        os.environ.clear()
        os.environ.update(_environ)

def run_python(source, *_ignored):
    """Runs source as a program: (exit_code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    saved = (sys.stdout, sys.stderr, list(sys.argv))
    sys.stdout, sys.stderr = out, err
    sys.argv[:] = ['program.py']
    code = 0
    try:
        exec(compile(source, 'program.py', 'exec'), {'__name__': '__main__', '__builtins__': builtins})
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code
        else:
            print(e.code, file=err)
            code = 1
    except BaseException as e:
        traceback.print_exception(type(e), e, e.__traceback__.tb_next, file=err)
        code = 1
    finally:
        sys.stdout, sys.stderr = saved[0], saved[1]
        sys.argv[:] = saved[2]
    return code, out.getvalue(), err.getvalue()

def _show(value):
    text = repr(value)
    if len(text) > 60:
        text = text[:60] + '…'
    return f'{text} ({type(value).__name__})'

def _compile(source):
    try:
        return compile(source, 'oracle.py', 'exec'), None
    except SyntaxError as e:
        return None, f'{type(e).__name__}: {e.msg} (oracle.py, line {e.lineno})'

def _test(code, text, data):
    data = data.to_bytes() if hasattr(data, 'to_bytes') else bytes(data or b'')
    scope = {'__name__': 'oracle', '__builtins__': builtins, 'run_python': run_python}
    try:
        exec(code, scope)
        interesting = scope.get('interesting')
        if not callable(interesting):
            return ('setup', 'the Python oracle defines no function interesting(input, data)')
        value = interesting(text, data)
        if isinstance(value, bool):
            return ('value', value)
        return ('not_boolean', _show(value))
    except BaseException as e:
        lines = traceback.format_exception_only(type(e), e)
        return ('threw', ''.join(lines).strip())
    finally:
        _reset()
`;

// Not `python`, `clang` or `tsc`: a top-level binding of a classic script
// would hide the globals of those names a JavaScript oracle calls.
let pythonLoaded = null;

// Starts Pyodide from the toolchain's files, once per worker.
async function loadPython(progress) {
  if (pythonLoaded) return pythonLoaded;
  const { info, files } = await fetchToolchain('python', progress);
  // Pyodide fetches its wasm, standard library and lock file itself: those
  // requests are answered from the files just read (no second download).
  const base = serveFiles(info, files);
  // Pyodide refuses classic workers, which it recognises by a working
  // importScripts; this worker needs none while Pyodide starts, so it is
  // hidden meanwhile. Its loader sets globalThis.loadPyodide when imported.
  const importScriptsOf = self.importScripts;
  self.importScripts = () => { throw new TypeError('importScripts is not available while Python starts'); };
  let pyodide;
  try {
    await import(blobUrl(files, 'pyodide.js', 'text/javascript'));
    const asm = await import(blobUrl(files, 'pyodide.asm.mjs', 'text/javascript'));
    pyodide = await self.loadPyodide({
      indexURL: base,
      createPyodideModule: asm.default,
      lockFileContents: JSON.parse(await files.get('pyodide-lock.json').text()),
      stdout: () => {},
      stderr: () => {},
    });
  } finally {
    self.importScripts = importScriptsOf;
  }
  pyodide.runPython(PYTHON_HARNESS);
  const ns = pyodide.globals;
  pythonLoaded = {
    version: `Pyodide ${pyodide.version}, Python ${pyodide.runPython('import sys; sys.version.split()[0]')}`,
    compile: ns.get('_compile'),
    test: ns.get('_test'),
    run: ns.get('run_python'),
    reset: ns.get('_reset'),
  };
  return pythonLoaded;
}

// Python's answer as a JavaScript array, its proxy freed.
function fromPython(value) {
  const js = value.toJs();
  value.destroy();
  return js;
}

// Compiles the oracle's module: { code } or { error } (a syntax error).
function compilePython(py, source) {
  const [code, error] = fromPython(py.compile(source));
  return error ? { error } : { code };
}

// One test: ['value', bool] | ['not_boolean', shown] | ['threw', message]
// | ['setup', message].
function testPython(py, code, text, bytes) {
  return fromPython(py.test(code, text, bytes));
}

// `python(source)` for a JavaScript oracle: { code, stdout, stderr }.
function runPython(py, source) {
  const [code, stdout, stderr] = fromPython(py.run(String(source)));
  py.reset();
  return { code, stdout, stderr };
}

// ---- TypeScript ------------------------------------------------------------

let typescriptLoaded = null;

async function loadTypescript(progress) {
  if (typescriptLoaded) return typescriptLoaded;
  const { info, files } = await fetchToolchain('typescript', progress);
  importScripts(blobUrl(files, 'typescript.js', 'text/javascript'));
  const libs = JSON.parse(await files.get('lib.json').text());
  typescriptLoaded = { ts: self.ts, libs, parsed: new Map(), version: `TypeScript ${self.ts.version}`, info };
  return typescriptLoaded;
}

const LIB_DIR = '/lib/';

// Compiler options from flags (`--strict --target es2022`) or an object in
// tsconfig's form; errors say which option is wrong.
function tsOptions(tsc, options) {
  const { ts } = tsc;
  let parsed;
  if (typeof options === 'string' || options === undefined || options === null) {
    const args = String(options ?? '').split(/\s+/).filter(Boolean);
    parsed = ts.parseCommandLine(args);
    if (parsed.fileNames.length) {
      parsed.errors.push({ messageText: `the options name files (${parsed.fileNames.join(' ')}): the candidate is the only input` });
    }
  } else {
    parsed = ts.convertCompilerOptionsFromJson(options, '/');
  }
  if (parsed.errors.length) {
    const text = parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ');
    throw Object.assign(new Error(`the TypeScript options are wrong: ${text}`), { setup: true });
  }
  return { ...parsed.options, noEmit: true };
}

// Type-checks `files` (path -> text): the diagnostics as
// [{ code, message, file, start, category }] and tsc's own text of them.
function tscCheck(tsc, files, options) {
  const { ts, libs, parsed } = tsc;
  const compilerOptions = tsOptions(tsc, options);
  const roots = Object.keys(files).filter((f) => /\.(ts|tsx|mts|cts|d\.ts)$/.test(f));
  const host = {
    getSourceFile(name, languageVersion) {
      if (name.startsWith(LIB_DIR)) {
        // The library's files are parsed once per worker: they are most
        // of a small check's time.
        const key = `${name}\0${JSON.stringify(languageVersion)}`;
        if (!parsed.has(key)) {
          const text = libs[name.slice(LIB_DIR.length)];
          parsed.set(key, text === undefined ? undefined : ts.createSourceFile(name, text, languageVersion));
        }
        return parsed.get(key);
      }
      const text = files[name.replace(/^\//, '')];
      return text === undefined || text === null ? undefined : ts.createSourceFile(name, text, languageVersion);
    },
    getDefaultLibFileName: (o) => LIB_DIR + ts.getDefaultLibFileName(o),
    getDefaultLibLocation: () => LIB_DIR,
    writeFile: () => {},
    getCurrentDirectory: () => '/',
    getDirectories: () => [],
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (f) => (f.startsWith(LIB_DIR) ? f.slice(LIB_DIR.length) in libs : f.replace(/^\//, '') in files),
    readFile: (f) => (f.startsWith(LIB_DIR) ? libs[f.slice(LIB_DIR.length)] : files[f.replace(/^\//, '')]),
  };
  // The previous program lends what did not change (the library's files).
  const program = ts.createProgram(roots.map((f) => '/' + f), compilerOptions, host, tsc.last);
  tsc.last = program;
  // The candidate's diagnostics, the options' and the global ones: not
  // those of the library's own files (tsc's would be none; checking them
  // is most of a second per test).
  const all = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const name of roots) {
    const file = program.getSourceFile('/' + name);
    if (file) all.push(...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file));
  }
  const text = ts.formatDiagnostics(all, {
    getCanonicalFileName: (f) => f, getCurrentDirectory: () => '/', getNewLine: () => '\n',
  }).replace(/^\//gm, '');
  const diagnostics = all.map((d) => ({
    code: d.code,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    file: d.file ? d.file.fileName.replace(/^\//, '') : null,
    start: d.start ?? null,
    category: ts.DiagnosticCategory[d.category].toLowerCase(),
  }));
  return { diagnostics, text };
}

// ---- clang (YoWASP) ---------------------------------------------------------

let clangLoaded = null;

async function loadClang(progress) {
  if (clangLoaded) return clangLoaded;
  const { info, files } = await fetchToolchain('clang', progress);
  const base = serveFiles(info, files);
  // The bundle finds its files next to itself (import.meta.url); from a
  // blob it is told where they are.
  const source = (await files.get('bundle.js').text()).split('import.meta.url').join(JSON.stringify(base + 'bundle.js'));
  const bundle = await import(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  clangLoaded = { bundle, version: `clang ${bundle.version}` };
  // The first run compiles LLVM's modules (kept for the worker's life) and
  // reads the headers; later runs only instantiate them afresh.
  await runClang(clangLoaded, ['--version'], {});
  return clangLoaded;
}

const CXX = /\.(cc|cpp|cxx|c\+\+|C|hpp|hh|hxx)$/;

// Runs clang with `args` (no program name) on `files` (path -> text) in a
// fresh instance: { code, stdout, stderr }. A compiler that traps (memory
// exhausted) is an exit code of its own with the reason in stderr.
async function runClang(cl, args, files, cxx = false) {
  const decoder = () => { const d = new TextDecoder(); let text = ''; return { push: (b) => { if (b) text += d.decode(b, { stream: true }); }, get text() { return text; } }; };
  const out = decoder();
  const err = decoder();
  const program = cxx || args.some((a) => CXX.test(a)) ? 'clang++' : 'clang';
  let code = 0;
  try {
    await cl.bundle.runClang([program, ...args.map(String)], { ...files }, {
      stdout: out.push, stderr: err.push, fetchProgress: () => {},
    });
  } catch (e) {
    if (e instanceof cl.bundle.Exit) code = e.code;
    else { code = 70; err.push(new TextEncoder().encode(`clang failed: ${e && e.message ? e.message : e}\n`)); }
  }
  return { code, stdout: out.text, stderr: err.text };
}

// A flags line as arguments: split on spaces, quotes kept together.
function splitFlags(text) {
  const args = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m;
  while ((m = re.exec(text))) args.push(m[1] ?? m[2] ?? m[3]);
  return args;
}

self.whittleToolchains = {
  fetchToolchain, loadPython, compilePython, testPython, runPython, loadTypescript, tscCheck,
  loadClang, runClang, splitFlags,
  info: (name) => TOOLCHAINS[name] || null,
};
