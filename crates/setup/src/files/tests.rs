use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::algorithms::ListOptions;
use whittle_core::files::{FileSet, SetFile};
use whittle_core::{Event, Granularity, ReductionOptions, Step, Verdict};

use super::*;
use crate::ModelSource;

fn set(files: &[(&str, &[u8])]) -> FileSet {
    FileSet::new(files.iter().map(|(p, b)| SetFile::new(*p, *b)).collect()).unwrap()
}

fn options(algorithm: &str) -> SetupOptions<'_> {
    SetupOptions {
        algorithm,
        language: None,
        units: &[Granularity::Line, Granularity::Char],
        syntax_check: false,
        list: ListOptions::default(),
        tree: TreeOptions::default(),
        model: ModelSource::BuiltIn,
        pumps: true,
        memory: true,
    }
}

struct Run {
    result: FileSet,
    /// Every set the oracle saw, in order.
    tests: Vec<Vec<u8>>,
    /// The size the statistics gave after each adoption.
    accepted: Vec<u64>,
    /// The statistics' first and last sizes.
    sizes: (usize, usize),
    counters: BTreeMap<String, u64>,
}

/// Runs to the end at `window`, completing the newest running test first.
fn drive(set: FileSet, algorithm: &str, window: usize, oracle: impl Fn(&FileSet) -> bool) -> Run {
    drive_with(set, algorithm, SetOptions::default(), window, oracle)
}

fn drive_with(
    set: FileSet,
    algorithm: &str,
    set_options: SetOptions,
    window: usize,
    oracle: impl Fn(&FileSet) -> bool,
) -> Run {
    let setup = setup_files(set, options(algorithm), set_options).unwrap();
    let (mut reduction, _) = setup.into_reduction(ReductionOptions {
        window,
        check_original: false,
        ..ReductionOptions::default()
    });
    let mut run = Run {
        result: FileSet::default(),
        tests: Vec::new(),
        accepted: Vec::new(),
        sizes: (0, 0),
        counters: BTreeMap::new(),
    };
    let mut running: Vec<(u64, Verdict)> = Vec::new();
    loop {
        let step = reduction.poll();
        for event in reduction.drain_events() {
            if let Event::Accepted { size } = event {
                run.accepted.push(size.bytes as u64);
            }
        }
        match step {
            Step::Test(request) => {
                let tested = FileSet::decode(&request.content).unwrap();
                running.push((request.id, Verdict::from(oracle(&tested))));
                run.tests.push(request.content.to_vec());
            }
            Step::Wait => {
                let (id, verdict) = running.pop().unwrap();
                reduction.complete(id, verdict, Duration::ZERO);
            }
            Step::Done => break,
        }
    }
    run.result = FileSet::decode(reduction.best()).unwrap();
    let stats = reduction.stats();
    run.sizes = (stats.initial.bytes, stats.current.bytes);
    run.counters = reduction
        .counters()
        .into_iter()
        .map(|c| (c.name.into_owned(), c.value))
        .collect();
    run
}

const MAIN: &str = "#include \"used.h\"\n#include \"noise.h\"\n\nint helper(int x) {\n  return x * 2;\n}\n\nint main(void) {\n  int a = helper(3);\n  CRASH;\n  return a;\n}\n";
const USED: &str = "#ifndef USED_H\n#define USED_H\n#define CRASH do { } while (0)\nint unused_decl(int);\n#endif\n";
const NOISE: &str = "int noise_a(void);\nint noise_b(void);\n";
const README: &str = "How to reproduce:\n  cc -c main.c\nIt crashes the compiler.\n";

fn bug_report() -> FileSet {
    set(&[
        ("src/main.c", MAIN.as_bytes()),
        ("src/used.h", USED.as_bytes()),
        ("src/noise.h", NOISE.as_bytes()),
        ("src/extra.h", b"int extra;\n"),
        ("README", README.as_bytes()),
    ])
}

/// The file that reaches the "compiler": main.c with the set's headers it
/// includes pasted in (a header missing from the set fails the build).
fn preprocessed(set: &FileSet) -> Option<String> {
    let main = set.get("src/main.c")?;
    let mut out = String::new();
    for line in std::str::from_utf8(&main.bytes).ok()?.lines() {
        if let Some(name) = line.strip_prefix("#include \"") {
            let name = name.trim_end_matches('"');
            let header = set.get(&format!("src/{name}"))?;
            out.push_str(std::str::from_utf8(&header.bytes).ok()?);
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    Some(out)
}

/// The bug: a use of CRASH with its definition in the build.
fn crashes(set: &FileSet) -> bool {
    preprocessed(set).is_some_and(|text| {
        text.contains("#define CRASH")
            && text
                .lines()
                .any(|l| l.trim() == "CRASH;" || l.trim().starts_with("CRASH;"))
    })
}

#[test]
fn files_nobody_needs_go_and_the_needed_header_is_inlined() {
    let run = drive(bug_report(), "auto", 1, crashes);
    let paths: Vec<&str> = run.result.files().iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["src/main.c"], "{:?}", run.result);
    let main = std::str::from_utf8(&run.result.files()[0].bytes).unwrap();
    assert!(crashes(&run.result), "{main}");
    assert!(main.len() < 60, "{main}");
    assert!(run.counters["inline.inlined"] >= 1, "{:?}", run.counters);
    assert!(run.counters["files.accepted"] >= 1);
    assert!(run.counters.contains_key("file:src/main.c.bytes_removed"));
    assert!(run.counters["file:src/main.c.bytes_removed"] > 0);
}

#[test]
fn sizes_count_the_files_bytes_not_the_sets_encoding() {
    let input = bug_report();
    let run = drive(input.clone(), "auto", 1, crashes);
    assert_eq!(
        run.sizes,
        (input.total_bytes(), run.result.total_bytes()),
        "{:?}",
        run.result
    );
    assert_eq!(
        run.accepted.last(),
        Some(&(run.result.total_bytes() as u64))
    );
    assert!(run.result.encode().len() > run.result.total_bytes());
}

#[test]
fn the_cache_never_sees_a_set_twice() {
    let run = drive(bug_report(), "auto", 1, crashes);
    let distinct: BTreeSet<&Vec<u8>> = run.tests.iter().collect();
    assert_eq!(distinct.len(), run.tests.len());
    let run = drive(bug_report(), "ddmin*", 4, crashes);
    let distinct: BTreeSet<&Vec<u8>> = run.tests.iter().collect();
    assert_eq!(distinct.len(), run.tests.len());
}

#[test]
fn every_window_takes_the_same_path() {
    for algorithm in ["auto", "ddmin*"] {
        let one = drive(bug_report(), algorithm, 1, crashes);
        for window in 2..=8 {
            let run = drive(bug_report(), algorithm, window, crashes);
            assert_eq!(run.accepted, one.accepted, "{algorithm} at {window}");
            assert_eq!(run.result, one.result, "{algorithm} at {window}");
        }
    }
}

#[test]
fn the_same_set_in_any_order_gives_the_same_tests() {
    let a = drive(bug_report(), "auto", 1, crashes);
    let mut files = bug_report().files().to_vec();
    files.reverse();
    let b = drive(FileSet::new(files).unwrap(), "auto", 1, crashes);
    assert_eq!(a.tests, b.tests);
}

#[test]
fn a_binary_file_reduces_by_bytes_and_plain_text_by_lines() {
    let blob: &[u8] = b"\x00\x01KEEP\xff\xfe";
    let notes: &[u8] = b"one\ntwo KEEP\nthree\n";
    let s = set(&[("data.bin", blob), ("notes.txt", notes)]);
    let run = drive(s, "auto", 1, |set| {
        set.files().len() == 2
            && set
                .files()
                .iter()
                .all(|f| f.bytes.windows(4).any(|w| w == b"KEEP"))
    });
    assert_eq!(run.result.get("data.bin").unwrap().bytes, b"KEEP");
    assert_eq!(run.result.get("notes.txt").unwrap().bytes, b"KEEP");
    assert!(run.counters.contains_key("file:data.bin.accepted"));
}

#[test]
fn candidates_change_one_file_and_it_still_parses() {
    let c: &[u8] = b"int a;\nint b = 1 + 2;\nint main(void) { return b; }\n";
    let s = set(&[("a.c", c), ("b.txt", b"x\ny\n")]);
    let run = drive(s, "auto", 1, |set| {
        set.get("a.c")
            .is_some_and(|f| f.bytes.windows(4).any(|w| w == b"main"))
            && set.get("b.txt").is_some_and(|f| f.bytes.contains(&b'y'))
    });
    let language = whittle_grammars::by_name("c").unwrap();
    let mut previous: Option<FileSet> = None;
    for test in &run.tests {
        let tested = FileSet::decode(test).unwrap();
        if let Some(file) = tested.get("a.c") {
            assert_eq!(
                language.parse(&file.bytes).unwrap().error_nodes,
                0,
                "{file:?}"
            );
        }
        previous = Some(tested);
    }
    assert!(previous.is_some());
    assert_eq!(run.result.get("b.txt").unwrap().bytes, b"y");
    assert!(run.result.get("a.c").unwrap().bytes.len() < c.len());
}

#[test]
fn an_unknown_algorithm_is_refused_before_the_run() {
    let err = setup_files(bug_report(), options("nope"), SetOptions::default())
        .err()
        .unwrap();
    assert!(
        err.to_string().contains("unknown algorithm `nope`"),
        "{err}"
    );
}

#[test]
fn each_cross_file_step_can_be_turned_off() {
    let plain = SetOptions {
        unnamed_first: false,
        inline_headers: false,
        inline_modules: false,
        inline_requires: false,
        drop_freed: false,
    };
    let run = drive_with(bug_report(), "auto", plain, 1, crashes);
    assert!(
        !run.counters.contains_key("inline.inlined"),
        "{:?}",
        run.counters
    );
    assert!(crashes(&run.result));
    // Without inlining, the header with the macro stays a file of its own.
    assert!(run.result.get("src/used.h").is_some(), "{:?}", run.result);
    let default = drive(bug_report(), "auto", 1, crashes);
    assert!(default.result.total_bytes() < run.result.total_bytes());
}

/// `calc/parser.py` keeps `BUG = tokens()`, and `tokens` is defined in it
/// or in the `calc/lexer.py` it imports from.
fn python_bug(set: &FileSet) -> bool {
    let text = |path: &str| {
        set.get(path)
            .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
    };
    let Some(parser) = text("calc/parser.py") else {
        return false;
    };
    let defined = parser.contains("def tokens():")
        || (parser.contains("from .lexer import tokens")
            && text("calc/lexer.py").is_some_and(|l| l.contains("def tokens():")));
    parser.contains("BUG = tokens()") && defined
}

#[test]
fn a_python_module_imported_once_is_inlined_only_when_asked() {
    let package = || {
        set(&[
            (
                "calc/parser.py",
                b"from .lexer import tokens\nBUG = tokens()\n",
            ),
            ("calc/lexer.py", b"def tokens():\n    return [1, 2]\n"),
        ])
    };
    let default = drive(package(), "auto", 1, python_bug);
    assert_eq!(default.result.len(), 2, "{:?}", default.result);
    let modules = SetOptions {
        inline_modules: true,
        ..SetOptions::default()
    };
    let inlined = drive_with(package(), "auto", modules, 1, python_bug);
    assert!(python_bug(&inlined.result));
    assert_eq!(inlined.result.len(), 1, "{:?}", inlined.result);
    assert_eq!(inlined.counters["modules.inlined"], 1);
}

/// The bug: `index.js` calls `double(21)`, and the code it runs (its own,
/// and `lib/util.js` while it requires that and that exports `{ double }`)
/// doubles.
fn doubles(set: &FileSet) -> bool {
    let text = |path: &str| {
        set.get(path)
            .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
    };
    let Some(mut runs) = text("index.js") else {
        return false;
    };
    let calls = runs.contains("double(21)");
    if let Some(util) = text("lib/util.js") {
        if runs.contains("require('./lib/util')") && util.contains("module.exports = { double }") {
            runs.push_str(&util);
        }
    }
    calls && runs.contains("x * 2")
}

#[test]
fn a_commonjs_module_required_once_is_inlined_unless_turned_off() {
    let app = || {
        set(&[
            (
                "index.js",
                b"const util = require('./lib/util');\nconsole.log(util.double(21));\n",
            ),
            (
                "lib/util.js",
                b"function double(x) {\n  return x * 2;\n}\nmodule.exports = { double };\n",
            ),
        ])
    };
    let inlined = drive(app(), "auto", 1, doubles);
    assert!(doubles(&inlined.result));
    assert_eq!(inlined.result.len(), 1, "{:?}", inlined.result);
    assert_eq!(inlined.counters["modules.inlined"], 1);
    let off = SetOptions {
        inline_requires: false,
        ..SetOptions::default()
    };
    let apart = drive_with(app(), "auto", off, 1, doubles);
    assert_eq!(apart.result.len(), 2, "{:?}", apart.result);
}

/// `lib.txt` declares what `main.txt` calls (`int NAME(void);` a line, no
/// other line allowed), `data.txt` must stay as it is, and `main.txt` must
/// keep `BUG`.
fn declared_calls(set: &FileSet) -> bool {
    let text = |path: &str| {
        set.get(path)
            .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
    };
    let (Some(main), Some(lib), Some(data)) = (text("main.txt"), text("lib.txt"), text("data.txt"))
    else {
        return false;
    };
    let declared: Option<BTreeSet<&str>> = lib
        .lines()
        .map(|l| l.strip_prefix("int ")?.strip_suffix("(void);"))
        .map(|name| {
            name.filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'))
        })
        .collect();
    let Some(declared) = declared else {
        return false;
    };
    let calls_declared = main
        .lines()
        .filter_map(|l| l.split_once('(').map(|(name, _)| name))
        .all(|name| declared.contains(name));
    main.contains("BUG") && calls_declared && data == "keep\nall\n"
}

#[test]
fn a_settled_file_is_skipped_until_a_name_it_declares_goes_out_of_use() {
    let s = set(&[
        ("main.txt", b"BUG\nalpha_call();\nbeta_call();\n"),
        ("lib.txt", b"int alpha_call(void);\nint beta_call(void);\n"),
        ("data.txt", b"keep\nall\n"),
    ]);
    let run = drive(s, "ddmin*", 1, declared_calls);
    // main.txt lost its calls after lib.txt's first reduction removed
    // nothing; the names going out of use brought lib.txt back (ddmin
    // keeps one declaration, with the shortest name).
    let lib = String::from_utf8_lossy(&run.result.get("lib.txt").unwrap().bytes).into_owned();
    assert!(!lib.contains("_call"), "{lib:?} {:?}", run.counters);
    assert_eq!(lib.len(), "int l(void);".len(), "{lib:?}");
    assert_eq!(run.result.get("main.txt").unwrap().bytes, b"BUG");
    assert!(run.counters["files.rounds"] >= 2, "{:?}", run.counters);
    // data.txt, settled after its first reduction, was reduced once: the
    // tests that change it are one block.
    let changes_data: Vec<bool> = run
        .tests
        .iter()
        .map(|t| {
            FileSet::decode(t)
                .unwrap()
                .get("data.txt")
                .is_some_and(|f| f.bytes != b"keep\nall\n")
        })
        .collect();
    let blocks = changes_data.windows(2).filter(|w| !w[0] && w[1]).count()
        + usize::from(changes_data.first() == Some(&true));
    assert_eq!(blocks, 1, "{changes_data:?}");
    assert!(
        run.counters["files.settled_skips"] >= 1,
        "{:?}",
        run.counters
    );
}

/// `index.js` needs `BUG` and requires two modules whose own text no
/// test needs; `lib/cache.js` is large, and named by `index.js` only.
fn javascript_app() -> FileSet {
    let cache: String = (0..40)
        .map(|i| format!("function entry{i}(map, key) {{ return map.get(key) + {i}; }}\n"))
        .collect();
    set(&[
        (
            "index.js",
            b"const cache = require('./lib/cache');\nconst fmt = require('./lib/format');\nexports.run = () => BUG;\n",
        ),
        ("lib/cache.js", cache.as_bytes()),
        ("lib/format.js", b"module.exports = (s) => String(s);\n"),
    ])
}

/// The bug needs `BUG` in `index.js`, and every module it requires present.
fn runs_bug(set: &FileSet) -> bool {
    let Some(index) = set.get("index.js") else {
        return false;
    };
    let text = String::from_utf8_lossy(&index.bytes);
    text.contains("BUG")
        && text
            .split("require('./")
            .skip(1)
            .filter_map(|rest| rest.split('\'').next())
            .all(|module| set.get(&format!("{module}.js")).is_some())
}

/// Whether a pass ran inside the file at `path` (its counters say so).
fn reduced_inside(run: &Run, path: &str) -> bool {
    let prefix = format!("file:{path}");
    run.counters.keys().any(|k| k.starts_with(&prefix))
}

#[test]
fn a_module_freed_by_its_requirer_goes_before_any_pass_inside_it() {
    let run = drive(javascript_app(), "auto", 1, runs_bug);
    assert!(runs_bug(&run.result));
    assert_eq!(run.result.len(), 1, "{:?}", run.result);
    assert!(run.counters["freed.dropped"] >= 1, "{:?}", run.counters);
    // The large module was never reduced from inside: it went whole.
    assert!(!reduced_inside(&run, "lib/cache.js"), "{:?}", run.counters);
    let late = drive_with(
        javascript_app(),
        "auto",
        SetOptions {
            drop_freed: false,
            unnamed_first: false,
            ..SetOptions::default()
        },
        1,
        runs_bug,
    );
    assert!(runs_bug(&late.result));
    assert!(
        run.tests.len() < late.tests.len(),
        "{} tests against {} without",
        run.tests.len(),
        late.tests.len()
    );
}

#[test]
fn a_file_is_reduced_before_the_files_it_names_whatever_their_sizes() {
    // `app` imports `lib`, which imports the largest, `util`: the passes
    // inside files take `app`, then `lib`, then `util`.
    let unused: String = (0..20)
        .map(|i| format!("def unused_{i}():\n    return {i}\n"))
        .collect();
    let c = format!("def g():\n    return 1\n{unused}");
    let package = set(&[
        ("pkg/app.py", b"from .lib import f\nprint(f())\nprint(2)\n"),
        (
            "pkg/lib.py",
            b"from .util import g\ndef f():\n    return g()\ndef h():\n    return 3\n",
        ),
        ("pkg/util.py", c.as_bytes()),
    ]);
    let needed = |s: &FileSet| {
        let text = |path: &str| {
            s.get(path)
                .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
        };
        text("pkg/app.py").is_some_and(|t| t.contains("print(f())"))
            && text("pkg/lib.py").is_some_and(|t| t.contains("return g()"))
            && text("pkg/util.py").is_some_and(|t| t.contains("return 1"))
    };
    let run = drive(package.clone(), "auto", 1, needed);
    assert!(needed(&run.result));
    // The file each candidate changes from the set last accepted, when it
    // changes one file alone.
    let paths = |s: &FileSet| s.files().iter().map(|f| f.path.clone()).collect::<Vec<_>>();
    let mut current = package.clone();
    let mut changed: Vec<String> = Vec::new();
    for test in &run.tests {
        let candidate = FileSet::decode(test).unwrap();
        if paths(&candidate) == paths(&current) {
            let differ: Vec<&str> = candidate
                .files()
                .iter()
                .zip(current.files())
                .filter(|(now, was)| now.bytes != was.bytes)
                .map(|(now, _)| now.path.as_str())
                .collect();
            if let [path] = differ[..] {
                changed.push(path.to_string());
            }
        }
        if needed(&candidate) {
            current = candidate;
        }
    }
    let mut first_seen: Vec<&str> = Vec::new();
    for path in &changed {
        if !first_seen.contains(&path.as_str()) {
            first_seen.push(path);
        }
    }
    assert_eq!(first_seen, ["pkg/app.py", "pkg/lib.py", "pkg/util.py"]);
}

#[test]
fn a_requirer_sweeps_to_its_fixed_point_before_the_modules_it_frees() {
    // `cache;` keeps the `require` of `lib/cache.js` whole (the heavier
    // line, tried first) until it goes itself: only a second sweep over
    // `index.js` frees the module, which then goes whole.
    let mut files: Vec<(String, Vec<u8>)> = javascript_app()
        .files()
        .iter()
        .map(|f| (f.path.clone(), f.bytes.clone()))
        .collect();
    files[0].1 =
        b"const cache = require('./lib/cache');\ncache;\nexports.run = () => BUG;\n".to_vec();
    let files: Vec<(&str, &[u8])> = files.iter().map(|(p, b)| (p.as_str(), &b[..])).collect();
    let needs = |s: &FileSet| {
        let index = s
            .get("index.js")
            .map(|f| String::from_utf8_lossy(&f.bytes).into_owned());
        runs_bug(s)
            && index.is_some_and(|t| !t.contains("cache") || t.contains("require('./lib/cache')"))
    };
    let run = drive(set(&files), "auto", 1, needs);
    assert!(needs(&run.result));
    assert_eq!(run.result.len(), 1, "{:?}", run.result);
    assert!(!reduced_inside(&run, "lib/cache.js"), "{:?}", run.counters);
}
