//! CommonJS modules as the inlining pass sees them: the `require('./m')`
//! calls of a file that name a file of the set, and a module's one
//! `module.exports = VALUE` statement.
//!
//! Inlining a required module puts its text, less that statement, before
//! the requiring line, and `(VALUE)` in place of the call: the module's
//! code still runs where the call ran, and the call's result is the value
//! it exported. Where its names clash with the requirer's (two files
//! renamed apart both have an `a`), the scoped form puts the text and the
//! value in a function called in place of the call, `(()=>{TEXT
//! return VALUE})()`, 18 bytes more. Only a module that mentions `module` and `exports` in that
//! statement alone qualifies (anything else, such as `exports.f = f`,
//! would need a wrapper that makes the text larger). All of it reads text;
//! a candidate the text misjudges fails the syntax check or the oracle,
//! like any other.

use std::ops::Range;

use whittle_core::files::{FileSet, SetFile};

/// A `require('./…')` call of one file naming another file of the set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Require {
    /// The call, from `require` to its closing parenthesis.
    pub call: Range<usize>,
    /// The file it names.
    pub module: usize,
}

/// A module's `module.exports = VALUE` statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exports {
    /// The statement, with its `;` when it has one.
    pub statement: Range<usize>,
    pub value: Range<usize>,
}

/// Whether the file at `path` is a CommonJS module by its name.
pub fn is_commonjs(path: &str) -> bool {
    path.ends_with(".js") || path.ends_with(".cjs")
}

/// The `require` calls of `file` whose argument is one relative path (in
/// quotes) that names a file of `set`: the path itself, with `.js`, or its
/// `index.js`.
pub fn requires(set: &FileSet, file: &SetFile) -> Vec<Require> {
    let text = &file.bytes;
    memchr::memmem::find_iter(text, b"require")
        .filter(|&at| at == 0 || !is_name_byte(text[at - 1]))
        .filter_map(|at| {
            let (spec, end) = relative_argument(text, at + b"require".len())?;
            let module = resolve(set, &file.path, spec)?;
            Some(Require {
                call: at..end,
                module,
            })
        })
        .collect()
}

/// After `require`: `(`, a quoted path that starts with `.`, and `)`,
/// blanks allowed around; the path and the end of the call.
fn relative_argument(text: &[u8], from: usize) -> Option<(&str, usize)> {
    let mut at = skip_blanks(text, from);
    (text.get(at) == Some(&b'(')).then_some(())?;
    at = skip_blanks(text, at + 1);
    let quote = *text.get(at).filter(|q| matches!(q, b'\'' | b'"' | b'`'))?;
    let start = at + 1;
    let len = text[start..]
        .iter()
        .position(|&b| b == quote || b == b'\n')?;
    let spec = std::str::from_utf8(&text[start..start + len]).ok()?;
    at = skip_blanks(text, start + len + 1);
    (text.get(at) == Some(&b')') && spec.starts_with('.')).then_some((spec, at + 1))
}

fn skip_blanks(text: &[u8], mut at: usize) -> usize {
    while text.get(at).is_some_and(u8::is_ascii_whitespace) {
        at += 1;
    }
    at
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.'
}

/// The file of `set` that `spec`, relative to the file at `from`, names.
fn resolve(set: &FileSet, from: &str, spec: &str) -> Option<usize> {
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for part in spec.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            part => parts.push(part),
        }
    }
    let path = parts.join("/");
    let index = |path: &str| set.files().iter().position(|f| f.path == path);
    let with = |suffix: &str| index(&format!("{path}{suffix}"));
    let in_folder = if path.is_empty() {
        index("index.js")
    } else {
        with("/index.js")
    };
    index(&path).or_else(|| with(".js")).or(in_folder)
}

/// The module's `module.exports = VALUE` statement, when the text mentions
/// `module` and `exports` there alone. The value ends at the first `;` or
/// line break outside brackets and quotes, or at the end of the text.
pub fn exports(text: &[u8]) -> Option<Exports> {
    let mut mentions = words(text, b"module");
    let start = mentions.next()?;
    // `exports` alone (not `module.exports`) is the same object.
    if mentions.next().is_some() || words(text, b"exports").next().is_some() {
        return None;
    }
    let dot = skip_blanks(text, start + b"module".len());
    if !text[dot..].starts_with(b".exports") {
        return None;
    }
    let equals = skip_blanks(text, dot + b".exports".len());
    if text.get(equals) != Some(&b'=') || text.get(equals + 1) == Some(&b'=') {
        return None;
    }
    let value_start = skip_blanks(text, equals + 1);
    let value_end = value_start + statement_len(&text[value_start..]);
    let mut value = value_start..value_end;
    while value.end > value.start && text[value.end - 1].is_ascii_whitespace() {
        value.end -= 1;
    }
    if value.is_empty() {
        return None;
    }
    let end = if text.get(value_end) == Some(&b';') {
        value_end + 1
    } else {
        value_end
    };
    Some(Exports {
        statement: start..end,
        value,
    })
}

/// Where `word` occurs in `text` as a whole name (not a part of a longer
/// name, nor a property after a `.`).
fn words<'a>(text: &'a [u8], word: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    memchr::memmem::find_iter(text, word).filter(move |&at| {
        let before = at.checked_sub(1).map(|i| text[i]);
        let after = text.get(at + word.len()).copied();
        !before.is_some_and(is_name_byte) && !after.is_some_and(|b| is_name_byte(b) && b != b'.')
    })
}

/// The length of an expression statement's text: up to its first `;` or
/// line break outside brackets and quotes.
fn statement_len(text: &[u8]) -> usize {
    let mut depth = 0usize;
    let mut quote = None;
    let mut escaped = false;
    for (i, &b) in text.iter().enumerate() {
        if let Some(q) = quote {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                _ if b == q => quote = None,
                _ => {}
            }
            continue;
        }
        match b {
            b'\'' | b'"' | b'`' => quote = Some(b),
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b';' | b'\n' if depth == 0 => return i,
            _ => {}
        }
    }
    text.len()
}

/// Whether the module's text may move to a file in another folder: it
/// requires nothing by a relative path.
pub fn movable(module: &[u8]) -> bool {
    !memchr::memmem::find_iter(module, b"require")
        .any(|at| relative_argument(module, at + b"require".len()).is_some())
}

/// The module's text less its `exports` statement, trimmed.
pub fn rest(module: &[u8], exports: &Exports) -> Vec<u8> {
    let mut rest = module[..exports.statement.start].to_vec();
    rest.extend_from_slice(&module[exports.statement.end..]);
    rest.trim_ascii().to_vec()
}

/// The requirer's text with the module inlined in place of `call`: the
/// module's [`rest`] at the start of the call's line and `(VALUE)` for
/// the call, or when `scoped` both in a function called there.
pub fn inline(
    requirer: &[u8],
    call: Range<usize>,
    module: &[u8],
    exports: &Exports,
    scoped: bool,
) -> Vec<u8> {
    let rest = rest(module, exports);
    let value = &module[exports.value.clone()];
    let line_start = requirer[..call.start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let mut out = requirer[..line_start].to_vec();
    if scoped {
        out.extend_from_slice(&requirer[line_start..call.start]);
        out.extend_from_slice(b"(()=>{");
        out.extend_from_slice(&rest);
        out.extend_from_slice(b"\nreturn ");
        out.extend_from_slice(value);
        out.extend_from_slice(b"})()");
    } else {
        if !rest.is_empty() {
            out.extend_from_slice(&rest);
            out.push(b'\n');
        }
        out.extend_from_slice(&requirer[line_start..call.start]);
        out.push(b'(');
        out.extend_from_slice(value);
        out.push(b')');
    }
    out.extend_from_slice(&requirer[call.end..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::text_set as set;

    #[test]
    fn a_require_names_a_file_by_its_path_with_or_without_js_or_its_folder() {
        let s = set(&[
            (
                "src/index.js",
                "const a = require('./lib/a');\nconst b = require ( \"../b.js\" );\nconst c = require('./lib');\nconst fs = require('fs');\nx.require('./lib/a');\n",
            ),
            ("src/lib/a.js", ""),
            ("src/lib/index.js", ""),
            ("b.js", ""),
        ]);
        let file = s.get("src/index.js").unwrap();
        let found = requires(&s, file);
        let paths: Vec<&str> = found
            .iter()
            .map(|r| s.files()[r.module].path.as_str())
            .collect();
        assert_eq!(paths, ["src/lib/a.js", "b.js", "src/lib/index.js"]);
        assert_eq!(
            &file.bytes[found[1].call.clone()],
            b"require ( \"../b.js\" )"
        );
    }

    #[test]
    fn a_module_exports_one_value_only_when_it_mentions_module_and_exports_once() {
        let text = b"function parse(t) { return t; }\nmodule.exports = { parse, x: f(1; 2) };\nparse(1);\n";
        let found = exports(text).unwrap();
        assert_eq!(
            &text[found.statement.clone()],
            b"module.exports = { parse, x: f(1; 2) };"
        );
        assert_eq!(&text[found.value], b"{ parse, x: f(1; 2) }");
        let last = b"module.exports=a=>'a;b'";
        assert_eq!(&last[exports(last).unwrap().value], b"a=>'a;b'");
        for other in [
            &b"exports.parse = parse;\n"[..],
            b"module.exports = a;\nmodule.exports.b = b;\n",
            b"module.exports = a;\nif (require.main === module) a();\n",
            b"module.exports == a;\n",
            b"module.exports =",
        ] {
            assert_eq!(exports(other), None, "{}", String::from_utf8_lossy(other));
        }
    }

    #[test]
    fn inlining_puts_the_module_before_the_line_and_its_value_for_the_call() {
        let requirer = b"'use strict';\nconst ini = require('./ini'), n = 1;\nini.parse(n);\n";
        let module = b"function parse(t) { return t; }\nmodule.exports = { parse };\n";
        let call = requires(
            &set(&[("a.js", "x"), ("ini.js", "y")]),
            &SetFile::new("a.js", &requirer[..]),
        )[0]
        .call
        .clone();
        let exports = exports(module).unwrap();
        let out = inline(requirer, call.clone(), module, &exports, false);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "'use strict';\nfunction parse(t) { return t; }\nconst ini = ({ parse }), n = 1;\nini.parse(n);\n"
        );
        let out = inline(requirer, call, module, &exports, true);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "'use strict';\nconst ini = (()=>{function parse(t) { return t; }\nreturn { parse }})(), n = 1;\nini.parse(n);\n"
        );
        assert!(movable(module));
        assert!(!movable(
            b"const u = require('./u');\nmodule.exports = u;\n"
        ));
    }
}
