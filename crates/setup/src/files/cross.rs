//! What files of a set say about each other: which file names another
//! (a file nobody names is the likeliest to go, so the file pass tries it
//! first), and which header, CommonJS module (or, when asked, Python
//! module) is included exactly once (inlining it into its includer and
//! dropping the include is a candidate of its own).
//!
//! Both read text only: a C `#include "..."` line, a `require('./m')` call
//! ([`requires`]) or a Python `from .m import` line, or a file's name (or
//! its name without extension after a `/` or a quote, as
//! `require('./util')` names `util.js`) anywhere in another file.

use std::ops::Range;

use whittle_core::files::{FileSet, SetFile};
use whittle_core::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};

use super::requires::{self, Exports};
use super::SetOptions;

fn base_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

fn dir_of(path: &str) -> &str {
    path.rsplit_once('/').map_or("", |(dir, _)| dir)
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

/// Whether `file` names the file at `path`: its base name anywhere, or
/// its stem right after a `/` or a quote (`require('./util')`), or in a
/// Python file naming a Python module, after a `.` (`from .lexer import`,
/// `import calc.lexer`), and not followed by a word character or a `.`,
/// or among what a `from PACKAGE import` line imports (`from . import
/// lexer`, whose names may be modules).
fn names(file: &SetFile, path: &str) -> bool {
    let text = &file.bytes;
    let base = base_name(path);
    if memchr::memmem::find(text, base.as_bytes()).is_some() {
        return true;
    }
    let stem = base.split('.').next().unwrap_or(base);
    if stem.len() < 2 || stem.len() == base.len() {
        return false;
    }
    let python = is_python(&file.path) && is_python(path);
    if python && from_imports(text).any(|name| name == stem.as_bytes()) {
        return true;
    }
    memchr::memmem::find_iter(text, stem.as_bytes()).any(|at| {
        let before = at.checked_sub(1).map(|i| text[i]);
        let after = text.get(at + stem.len()).copied();
        let opens = matches!(before, Some(b'/' | b'"' | b'\'')) || (python && before == Some(b'.'));
        opens && !after.is_some_and(|b| is_word_byte(b) || b == b'.')
    })
}

/// The names a Python text imports with `from PACKAGE import a, b as c`
/// (or a parenthesised list, on one line): `a` and `b`.
fn from_imports(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|&b| b == b'\n').flat_map(|line| {
        let line = line.trim_ascii_start();
        let names = line
            .strip_prefix(b"from ")
            .and_then(|rest| memchr::memmem::find(rest, b" import ").map(|at| &rest[at + 8..]))
            .unwrap_or_default();
        names.split(|&b| b == b',').filter_map(|item| {
            let item = item.trim_ascii();
            let item = item.strip_prefix(b"(").unwrap_or(item).trim_ascii_start();
            item.split(|b| b.is_ascii_whitespace() || *b == b')')
                .next()
                .filter(|name| !name.is_empty())
        })
    })
}

/// The files no other file names.
pub fn unreferenced(set: &FileSet) -> Vec<bool> {
    set.files()
        .iter()
        .map(|file| nobody_names(set, &file.path))
        .collect()
}

/// The paths of the other files that the file at `path` names.
pub fn named_by(set: &FileSet, path: &str) -> Vec<String> {
    let Some(file) = set.get(path) else {
        return Vec::new();
    };
    set.files()
        .iter()
        .filter(|other| other.path != path && names(file, &other.path))
        .map(|other| other.path.clone())
        .collect()
}

/// Whether no file of `set` but the one at `path` itself names it.
pub fn nobody_names(set: &FileSet, path: &str) -> bool {
    namers(set, path).next().is_none()
}

/// The indices of the files of `set` other than the one at `path` that
/// name it.
fn namers<'a>(set: &'a FileSet, path: &'a str) -> impl Iterator<Item = usize> + 'a {
    set.files()
        .iter()
        .enumerate()
        .filter(move |(_, other)| other.path != path && names(other, path))
        .map(|(i, _)| i)
}

/// Each file's depth in the graph of who names whom: 0 for a file nobody
/// names, else one more than the deepest file that names it (along a
/// cycle, at most the set's size). Reducing a file first can free what
/// it names, so passes inside files go by depth.
pub fn naming_depths(set: &FileSet) -> Vec<usize> {
    let edges: Vec<(usize, usize)> = (0..set.len())
        .flat_map(|named| namers(set, &set.files()[named].path).map(move |by| (by, named)))
        .collect();
    let mut depth = vec![0; set.len()];
    for _ in 0..set.len() {
        let mut changed = false;
        for &(by, named) in &edges {
            let deeper = (depth[by] + 1).min(set.len());
            if depth[named] < deeper {
                depth[named] = deeper;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    depth
}

/// The order in which the file pass considers files: those nobody names
/// first, then the rest; the larger first within each.
pub fn removal_order(set: &FileSet) -> Vec<usize> {
    let free = unreferenced(set);
    let mut order: Vec<usize> = (0..set.len()).collect();
    order.sort_by_key(|&i| (!free[i], std::cmp::Reverse(set.files()[i].bytes.len()), i));
    order
}

/// A header included once: file `header`, by the text at `at` of file
/// `includer`: its include line (without the line break), or for a
/// CommonJS module its `require(...)` call, with the module's `exports`
/// statement and whether the module's names are `scoped` apart
/// ([`requires::inline`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inclusion {
    pub header: usize,
    pub includer: usize,
    pub at: Range<usize>,
    pub exports: Option<Exports>,
    pub scoped: bool,
}

/// The path a `#include "name"` line of `includer` means: beside the
/// includer, else from the set's root, else the one file of that base
/// name.
fn resolve(set: &FileSet, includer: &str, name: &str) -> Option<usize> {
    let files = set.files();
    let index = |path: &str| files.iter().position(|f| f.path == path);
    let dir = dir_of(includer);
    let beside = if dir.is_empty() {
        name.to_string()
    } else {
        format!("{dir}/{name}")
    };
    index(&beside).or_else(|| index(name)).or_else(|| {
        let mut same = files
            .iter()
            .enumerate()
            .filter(|(_, f)| base_name(&f.path) == base_name(name));
        match (same.next(), same.next()) {
            (Some((i, _)), None) => Some(i),
            _ => None,
        }
    })
}

/// The quoted name of a `#include "name"` line.
fn included_name(line: &[u8]) -> Option<&str> {
    let line = std::str::from_utf8(line).ok()?.trim_start();
    let rest = line
        .strip_prefix('#')?
        .trim_start()
        .strip_prefix("include")?;
    let rest = rest.trim_start().strip_prefix('"')?;
    let (name, _) = rest.split_once('"')?;
    (!name.is_empty()).then_some(name)
}

/// The module a Python `from .name import ...` line imports from the
/// includer's own folder: `name.py` beside it. Only that form: its names
/// are what the module's text defines once pasted in, and the module's own
/// relative imports still mean the same files from there.
fn imported_module(line: &[u8]) -> Option<String> {
    let line = std::str::from_utf8(line).ok()?;
    let rest = line.strip_prefix("from .")?;
    let (name, names) = rest.split_once(' ')?;
    let valid = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    (valid && names.trim_start().starts_with("import ")).then(|| format!("{name}.py"))
}

/// The file a line of `includer` includes: a C header (`#include "h.h"`),
/// or a Python module of the same folder (`from .m import f`).
fn included_file(set: &FileSet, includer: &str, line: &[u8]) -> Option<usize> {
    if is_python(includer) {
        let module = imported_module(line)?;
        let dir = dir_of(includer);
        let path = if dir.is_empty() {
            module
        } else {
            format!("{dir}/{module}")
        };
        return set.files().iter().position(|f| f.path == path);
    }
    resolve(set, includer, included_name(line)?)
}

fn is_python(path: &str) -> bool {
    path.ends_with(".py")
}

/// Every header included exactly once in the whole set (by another file),
/// if `options.inline_headers`; every CommonJS module required once, by the
/// one file that names it, with one `module.exports = VALUE` statement, if
/// `options.inline_requires`; and every Python module imported by one
/// `from .m import` line of the one file that names it, if
/// `options.inline_modules`.
pub fn inclusions(set: &FileSet, options: SetOptions) -> Vec<Inclusion> {
    let mut found: Vec<Inclusion> = Vec::new();
    let mut count = vec![0usize; set.len()];
    let mut note = |header: usize, includer: usize, at: Range<usize>| {
        count[header] += 1;
        if header != includer {
            found.push(Inclusion {
                header,
                includer,
                at,
                exports: None,
                scoped: false,
            });
        }
    };
    for (includer, file) in set.files().iter().enumerate() {
        let mut start = 0;
        for line in file.bytes.split(|&b| b == b'\n') {
            let range = start..start + line.len();
            start = range.end + 1;
            if let Some(header) = included_file(set, &file.path, line) {
                note(header, includer, range);
            }
        }
        if options.inline_requires && requires::is_commonjs(&file.path) {
            for require in requires::requires(set, file) {
                note(require.module, includer, require.call);
            }
        }
    }
    found
        .into_iter()
        .filter(|inclusion| count[inclusion.header] == 1)
        .flat_map(|inclusion| forms(set, options, inclusion))
        .collect()
}

/// The ways `inclusion` may be inlined under `options`, the shorter first
/// (none when it may not be).
fn forms(set: &FileSet, options: SetOptions, inclusion: Inclusion) -> Vec<Inclusion> {
    let path = set.files()[inclusion.header].path.as_str();
    let allowed = if is_python(path) {
        options.inline_modules && named_by_one(set, path, inclusion.includer)
    } else if requires::is_commonjs(path) {
        return if options.inline_requires {
            module_forms(set, inclusion)
        } else {
            Vec::new()
        };
    } else if path.ends_with(".json") {
        // Required, a JSON file's text is the value the call returns.
        options.inline_requires
    } else {
        options.inline_headers
    };
    if allowed {
        vec![inclusion]
    } else {
        Vec::new()
    }
}

/// A CommonJS module's forms ([`requires::inline`]): unscoped, then scoped
/// when the module has code besides its export. None when another file
/// names the module, when it has no single export, or when it would move
/// to another folder with relative requires of its own.
fn module_forms(set: &FileSet, inclusion: Inclusion) -> Vec<Inclusion> {
    let module = &set.files()[inclusion.header];
    let includer = &set.files()[inclusion.includer].path;
    let moves = dir_of(&module.path) == dir_of(includer) || requires::movable(&module.bytes);
    if !moves || !named_by_one(set, &module.path, inclusion.includer) {
        return Vec::new();
    }
    let Some(exports) = requires::exports(&module.bytes) else {
        return Vec::new();
    };
    let has_code = !requires::rest(&module.bytes, &exports).is_empty();
    let unscoped = Inclusion {
        exports: Some(exports),
        ..inclusion
    };
    let scoped = Inclusion {
        scoped: true,
        ..unscoped.clone()
    };
    if has_code {
        vec![unscoped, scoped]
    } else {
        vec![unscoped]
    }
}

/// Whether the file at `path` is named by the file `includer` alone (a
/// Python module may also be named by `import pkg.m` or `from . import m`,
/// which inlining would break).
fn named_by_one(set: &FileSet, path: &str, includer: usize) -> bool {
    namers(set, path).all(|i| i == includer)
}

/// The set with `inclusion`'s header pasted in place of its include line
/// (a CommonJS module as [`requires::inline`] puts it).
pub fn inline(set: &FileSet, inclusion: &Inclusion) -> FileSet {
    let header = &set.files()[inclusion.header].bytes;
    let includer = &set.files()[inclusion.includer].bytes;
    let at = inclusion.at.clone();
    let bytes = match &inclusion.exports {
        Some(exports) => requires::inline(includer, at, header, exports, inclusion.scoped),
        None => {
            let header = header.strip_suffix(b"\n").unwrap_or(header);
            let mut bytes = includer[..at.start].to_vec();
            bytes.extend_from_slice(header);
            bytes.extend_from_slice(&includer[at.end..]);
            bytes
        }
    };
    let with = set.with_bytes(inclusion.includer, bytes);
    with.keeping((0..set.len()).filter(|&i| i != inclusion.header))
}

/// The inlining pass: every header (or module) included once, inlined one at a time
/// (the first that keeps the set interesting is adopted, then the headers
/// are looked at again); a header whose inlining failed is not tried again.
#[derive(Clone)]
pub struct InlineIncludes {
    set: FileSet,
    options: SetOptions,
    plan: Vec<Inclusion>,
    /// Paths of headers whose inlining was not interesting.
    failed: Vec<String>,
    accepted: u64,
    done: bool,
}

impl InlineIncludes {
    pub fn new(set: FileSet, options: SetOptions) -> InlineIncludes {
        InlineIncludes {
            set,
            options,
            plan: Vec::new(),
            failed: Vec::new(),
            accepted: 0,
            done: false,
        }
    }

    fn header_path(&self, index: usize) -> &str {
        &self.set.files()[self.plan[index].header].path
    }
}

impl AlgorithmView for InlineIncludes {
    fn describe(&self, index: usize) -> String {
        let inclusion = &self.plan[index];
        format!(
            "inline {} into {}",
            self.header_path(index),
            self.set.files()[inclusion.includer].path
        )
    }

    fn counters(&self) -> Vec<Counter> {
        vec![Counter::new("inlined", self.accepted)]
    }
}

impl Algorithm for InlineIncludes {
    fn next_batch(&mut self) -> Option<Batch> {
        if self.done {
            return None;
        }
        self.plan = inclusions(&self.set, self.options);
        let failed = &self.failed;
        let files = self.set.files();
        self.plan
            .retain(|inclusion| !failed.contains(&files[inclusion.header].path));
        if self.plan.is_empty() {
            self.done = true;
            return None;
        }
        Some(Batch {
            len: self.plan.len(),
        })
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        let set = inline(&self.set, &self.plan[index]);
        Candidate {
            units: set.len(),
            content: set.encode(),
        }
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        let tried = outcome.first().unwrap_or(self.plan.len());
        for index in 0..tried {
            let path = self.header_path(index).to_string();
            self.failed.push(path);
        }
        match outcome.first() {
            Some(first) => {
                self.set = inline(&self.set, &self.plan[first]);
                self.accepted += 1;
            }
            None => self.done = true,
        }
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(self.clone()))
    }

    fn current(&self) -> Vec<u8> {
        self.set.encode()
    }

    fn current_units(&self) -> usize {
        self.set.len()
    }

    fn phase(&self) -> Phase {
        Phase {
            pass: "inline".into(),
            round: 1,
            granularity: self.plan.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::text_set as set;

    #[test]
    fn a_file_is_deeper_than_every_file_that_names_it() {
        // app names lib and util, lib names util; ping and pong name
        // each other.
        let s = set(&[
            ("app.js", "require('./lib'); require('./util');\n"),
            ("lib.js", "require('./util');\n"),
            ("util.js", "1;\n"),
            ("ping.js", "require('./pong');\n"),
            ("pong.js", "require('./ping');\n"),
        ]);
        let depths = naming_depths(&s);
        let depth = |path: &str| depths[s.files().iter().position(|f| f.path == path).unwrap()];
        assert_eq!(
            [depth("app.js"), depth("lib.js"), depth("util.js")],
            [0, 1, 2]
        );
        // Along a cycle the depth is bounded by the set's size.
        assert_eq!([depth("ping.js"), depth("pong.js")], [s.len(); 2]);
    }

    #[test]
    fn a_file_nobody_names_goes_first() {
        let s = set(&[
            (
                "main.c",
                "#include \"used.h\"\nint main(void) { return M; }\n",
            ),
            ("used.h", "#define M 1\n"),
            (
                "README",
                "a long description of the bug, longer than the rest........\n",
            ),
            ("util.js", "x"),
            ("index.js", "const u = require('./util');\n"),
        ]);
        let names: Vec<&str> = s.files().iter().map(|f| f.path.as_str()).collect();
        let free = unreferenced(&s);
        let free: Vec<&str> = (0..s.len())
            .filter(|&i| free[i])
            .map(|i| names[i])
            .collect();
        assert_eq!(free, ["README", "index.js", "main.c"]);
        let order: Vec<&str> = removal_order(&s).into_iter().map(|i| names[i]).collect();
        assert_eq!(order, ["README", "main.c", "index.js", "used.h", "util.js"]);
    }

    #[test]
    fn python_modules_are_named_by_their_imports() {
        let s = set(&[
            (
                "calc/__init__.py",
                "from .lexer import tokens\nimport calc.nodes\nfrom . import (ast as tree, parse)\n",
            ),
            ("calc/ast.py", "x = 1\n"),
            ("calc/parse.py", "y = 2\n"),
            ("calc/eval.py", "z = 3  # from . import eval is not here\n"),
            ("calc/lexer.py", "def tokens(): pass\n"),
            ("calc/nodes.py", "class Node: pass\n"),
            ("calc/errors.py", "self.lexer.errors = 1\n"),
            ("index.js", "x.format(1)\n"),
            ("format.js", "module.exports = 1;\n"),
        ]);
        assert_eq!(
            named_by(&s, "calc/__init__.py"),
            [
                "calc/ast.py",
                "calc/lexer.py",
                "calc/nodes.py",
                "calc/parse.py"
            ]
        );
        assert!(
            nobody_names(&s, "calc/eval.py"),
            "a comment imports nothing"
        );
        // An attribute is no import, and a JavaScript method no module.
        assert!(named_by(&s, "calc/errors.py").is_empty());
        assert!(nobody_names(&s, "format.js"));
    }

    #[test]
    fn a_header_included_once_is_inlined_in_place_of_its_include() {
        let s = set(&[
            (
                "src/main.c",
                "int a;\n  # include \"inc/one.h\"\nint main;\n#include <stdio.h>\n",
            ),
            ("src/inc/one.h", "#define ONE 1\n"),
            ("twice.h", "int t;\n"),
            ("b.c", "#include \"twice.h\"\n#include \"twice.h\"\n"),
        ]);
        let found = inclusions(&s, SetOptions::default());
        assert_eq!(found.len(), 1, "{found:?}");
        let inlined = inline(&s, &found[0]);
        assert!(inlined.get("src/inc/one.h").is_none());
        assert_eq!(
            inlined.get("src/main.c").unwrap().bytes,
            b"int a;\n#define ONE 1\nint main;\n#include <stdio.h>\n"
        );
        assert_eq!(inlined.len(), 3);
    }

    #[test]
    fn a_python_module_imported_once_is_inlined_in_place_of_its_import() {
        let s = set(&[
            (
                "calc/parser.py",
                "from .errors import Bad\nfrom .lexer import tokens\n\ndef parse(): return tokens()\n",
            ),
            ("calc/lexer.py", "from .errors import Bad\n\ndef tokens(): raise Bad\n"),
            ("calc/errors.py", "class Bad(Exception): pass\n"),
            // Imported once, but named again by another file's import.
            ("calc/eval.py", "from .errors import Bad\nimport calc.nodes\n"),
            ("calc/nodes.py", "N = 1\n"),
            (
                "calc/__init__.py",
                "from .nodes import N\ndef f():\n    from .util import g\n",
            ),
            ("calc/util.py", "def g(): pass\n"),
        ]);
        let modules = SetOptions {
            inline_modules: true,
            ..SetOptions::default()
        };
        assert!(inclusions(&s, SetOptions::default()).is_empty());
        let found = inclusions(&s, modules);
        let paths: Vec<&str> = found
            .iter()
            .map(|i| s.files()[i.header].path.as_str())
            .collect();
        // errors.py is imported three times; nodes.py is also named by
        // eval.py's `import calc.nodes`; util.py's import is inside a
        // function.
        assert_eq!(paths, ["calc/lexer.py"]);
        let inlined = inline(&s, &found[0]);
        assert!(inlined.get("calc/lexer.py").is_none());
        assert_eq!(
            inlined.get("calc/parser.py").unwrap().bytes,
            b"from .errors import Bad\nfrom .errors import Bad\n\ndef tokens(): raise Bad\n\ndef parse(): return tokens()\n"
        );
    }

    #[test]
    fn a_commonjs_module_required_once_is_inlined_in_place_of_its_call() {
        let s = set(&[
            (
                "index.js",
                "const ini = require('./lib/ini');\nconst u = require('./lib/util'), c = require('./conf.json');\nmodule.exports = ini.parse;\n",
            ),
            (
                "lib/ini.js",
                "function parse(t) { return t; }\nmodule.exports = { parse };\n",
            ),
            // Required twice.
            ("lib/util.js", "module.exports = 1;\n"),
            ("lib/other.js", "const u = require('./util');\n"),
            ("conf.json", "{ \"port\": 1 }\n"),
        ]);
        let found = inclusions(&s, SetOptions::default());
        let paths: Vec<&str> = found
            .iter()
            .map(|i| s.files()[i.header].path.as_str())
            .collect();
        // The module in two forms, the shorter first.
        assert_eq!(paths, ["lib/ini.js", "lib/ini.js", "conf.json"]);
        assert_eq!(
            found.iter().map(|i| i.scoped).collect::<Vec<_>>(),
            [false, true, false]
        );
        let scoped = inline(&s, &found[1]);
        assert!(
            String::from_utf8_lossy(&scoped.get("index.js").unwrap().bytes).starts_with(
                "const ini = (()=>{function parse(t) { return t; }\nreturn { parse }})();\n"
            )
        );
        let inlined = inline(&s, &found[0]);
        assert!(inlined.get("lib/ini.js").is_none());
        assert_eq!(
            inlined.get("index.js").unwrap().bytes,
            b"function parse(t) { return t; }\nconst ini = ({ parse });\nconst u = require('./lib/util'), c = require('./conf.json');\nmodule.exports = ini.parse;\n"
        );
        let inlined = inline(&s, &found[2]);
        assert!(
            String::from_utf8_lossy(&inlined.get("index.js").unwrap().bytes)
                .contains("c = { \"port\": 1 };")
        );
        let off = SetOptions {
            inline_requires: false,
            ..SetOptions::default()
        };
        assert!(inclusions(&s, off).is_empty());
        // A module that requires a file relative to its own folder stays
        // there; one that another file names stays apart.
        let s = set(&[
            ("index.js", "const a = require('./lib/a');\n"),
            ("lib/a.js", "module.exports = require('./b');\n"),
            ("lib/b.js", "module.exports = 2;\n"),
            ("main.js", "const b = require('./b');\n"),
            ("b.js", "module.exports = 3;\n"),
            ("test.js", "// b.js\n"),
        ]);
        assert!(inclusions(&s, SetOptions::default()).is_empty());
    }

    #[test]
    fn a_failed_inlining_is_not_tried_again() {
        let s = set(&[
            ("a.c", "#include \"a.h\"\n#include \"b.h\"\n"),
            ("a.h", "A\n"),
            ("b.h", "B\n"),
        ]);
        let mut pass = InlineIncludes::new(s, SetOptions::default());
        assert_eq!(pass.next_batch(), Some(Batch { len: 2 }));
        assert_eq!(pass.describe(0), "inline a.h into a.c");
        // b.h's inlining wins; a.h's failed.
        pass.report(&BatchOutcome {
            interesting: vec![1],
        });
        assert_eq!(pass.next_batch(), None);
        let now = FileSet::decode(&pass.current()).unwrap();
        assert_eq!(now.get("a.c").unwrap().bytes, b"#include \"a.h\"\nB\n");
        assert_eq!(pass.counters()[0].value, 1);
    }
}
