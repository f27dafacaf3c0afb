//! Signs at the start of a line of code, where they say the most: a
//! preprocessor line, an import, a class or member declaration, a C
//! declaration.

use super::code::Lang::*;
use super::code::{is_path, word, Tally, DECISIVE};

/// Signs in a line's first words.
pub(super) fn line_signs(line: &str, indented: bool, tally: &mut Tally) {
    if let Some(rest) = line.strip_prefix('#') {
        return hash_line(rest, tally);
    }
    if let Some(rest) = line.strip_prefix('@') {
        if rest.starts_with("Override") {
            tally.add(Java, 2);
        }
        return;
    }
    let (first, rest) = word(line);
    let after = rest.trim_start();
    let spaced = rest.len() > after.len();
    let (second, after_second) = word(after);
    match first {
        // Go: `package main`; Java: `package com.example;`.
        "package" if !second.is_empty() => {
            let tail = after_second.trim();
            if tail.is_empty() {
                tally.go_package = true;
                tally.add(Go, DECISIVE);
            } else if tail.ends_with(';') && !tail.contains(' ') {
                tally.decisive(Java);
            }
        }
        "import" => import_line(after, tally),
        // `from os.path import join`, `from . import models`.
        "from"
            if after.split_once(" import ").is_some_and(|(path, _)| {
                let path = path.trim_start_matches('.');
                path.is_empty() || is_path(path)
            }) =>
        {
            tally.decisive(Python)
        }
        "func" if spaced => {
            tally.go_func = true;
            tally.add(Go, DECISIVE);
        }
        "type" if spaced && !second.is_empty() => {
            let tail = after_second.trim_start();
            if tail.starts_with("struct") || tail.starts_with("interface") {
                tally.add(Go, DECISIVE);
            } else if tail.starts_with('=') || tail.starts_with('<') {
                tally.add(if tail.contains("::") { Rust } else { Ts }, 1);
            }
        }
        "def" if spaced && after_second.starts_with('(') => tally.decisive(Python),
        "class" if spaced && !second.is_empty() => class_line(after_second.trim_start(), tally),
        "elif" | "except" if line.ends_with(':') => tally.add(Python, 2),
        "raise" if spaced => tally.add(Python, 2),
        "pass" if rest.is_empty() => tally.add(Python, 2),
        "try" | "else" | "finally" if rest.trim() == ":" => tally.add(Python, 2),
        "if" | "for" | "while" | "with" if spaced && line.ends_with(':') && !line.contains('{') => {
            tally.add(Python, 1)
        }
        "self" if rest.starts_with('.') && !line.ends_with(';') => tally.add(Python, 1),
        "fn" if spaced && after_second.starts_with(['(', '<']) => tally.decisive(Rust),
        "pub" if spaced || rest.starts_with('(') => tally.decisive(Rust),
        "const" | "unsafe" | "async" | "extern" if second == "fn" => tally.decisive(Rust),
        "async" if second == "def" => tally.decisive(Python),
        "async" if second == "function" => tally.decisive(Js),
        "use" if spaced && after.contains("::") => tally.decisive(Rust),
        "impl" if spaced || rest.starts_with('<') => tally.decisive(Rust),
        "mod" | "trait" if spaced && !second.is_empty() => tally.add(Rust, 2),
        "extern" if second == "crate" => tally.decisive(Rust),
        "macro_rules" if rest.starts_with('!') => tally.decisive(Rust),
        "let" if second == "mut" => tally.add(Rust, 2),
        "let" if after_second.trim_start().starts_with(['=', ':']) => {
            tally.add(Rust, 1);
            tally.add(Js, 1);
        }
        "match" if spaced && line.ends_with('{') => tally.add(Rust, 1),
        "function" if !second.is_empty() || after.starts_with(['(', '*']) => tally.decisive(Js),
        "const" | "var"
            if after_second.trim_start().starts_with('=') || after.starts_with(['{', '[']) =>
        {
            tally.add(Js, if line.contains("=>") { 2 } else { 1 });
        }
        "var" if after.starts_with('(') => tally.add(Go, 2),
        "module" | "exports" if rest.starts_with('.') => tally.decisive(Js),
        "export" => match second {
            "interface" | "type" | "enum" | "declare" | "abstract" | "namespace" => {
                tally.decisive(Ts)
            }
            _ => tally.decisive(Js),
        },
        "interface" if !second.is_empty() => tally.decisive(Ts),
        "declare" if spaced => tally.add(Ts, DECISIVE),
        "defer" | "go" if spaced && !after.starts_with(['=', '(']) => tally.add(Go, 2),
        "typedef" if spaced => tally.add(C, 2),
        "struct" if spaced && (after_second.trim() == "{" || after_second.trim() == ";") => {
            tally.add(C, 1);
            tally.add(Rust, 1);
        }
        "template" if after.starts_with('<') => tally.decisive(Cpp),
        "namespace" if spaced => tally.decisive(Cpp),
        "using" if second == "namespace" || after.starts_with("std::") => tally.decisive(Cpp),
        "public" | "private" | "protected" if rest.trim_start().starts_with(':') => {
            tally.decisive(Cpp)
        }
        "public" | "private" | "protected" => member_line(line, tally),
        "virtual" | "constexpr" => tally.add(Cpp, 2),
        "auto" if spaced => tally.add(Cpp, 1),
        _ => {}
    }
    if !indented {
        let points = c_declaration(line);
        tally.add(C, points);
        if points > 0 && second == "main" && after_second.starts_with('(') {
            tally.decisive(C);
        }
    }
}

/// A line that starts with `#`: a C preprocessor directive, a Rust
/// attribute, or a Python (or shell) comment.
pub(super) fn hash_line(rest: &str, tally: &mut Tally) {
    if rest.starts_with('[') || rest.starts_with("![") {
        return tally.decisive(Rust);
    }
    let directive_at = rest.trim_start();
    let spaced = directive_at.len() < rest.len();
    let (directive, args) = word(directive_at);
    let args = args.trim_start();
    // `# include <x>` is C too, but `# include this` is a comment.
    let macro_name = word(args).0;
    let macro_like = !macro_name.is_empty()
        && !macro_name.starts_with(|c: char| c.is_ascii_digit())
        && (!spaced
            || macro_name
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_'));
    match directive {
        "include" | "import" if args.starts_with(['<', '"']) => {
            tally.decisive(C);
            if let Some(header) = args.strip_prefix('<').and_then(|a| a.split_once('>')) {
                // <vector>, <iostream>: C++'s headers have no extension.
                if !header.0.contains('.') {
                    tally.decisive(Cpp);
                }
            } else if [".hpp\"", ".hh\"", ".hxx\""]
                .iter()
                .any(|ext| args.contains(ext))
            {
                tally.add(Cpp, 2);
            }
        }
        "define" | "undef" | "ifdef" | "ifndef" if macro_like => tally.decisive(C),
        "pragma" if !spaced && !args.is_empty() => tally.decisive(C),
        "if" | "elif" if !spaced && !args.is_empty() => tally.add(C, 2),
        "endif" | "else"
            if !spaced && (args.is_empty() || args.starts_with("//") || args.starts_with("/*")) =>
        {
            tally.add(C, 2)
        }
        _ => {}
    }
}

/// `import ...`: Python's `import os.path`, Java's `import java.util.List;`,
/// JavaScript's `import x from 'y';`, Go's `import (` and `import "fmt"`.
pub(super) fn import_line(after: &str, tally: &mut Tally) {
    let after = after.trim_end();
    if after == "(" {
        return tally.decisive(Go);
    }
    if after.contains(" from '") || after.contains(" from \"") || after.starts_with('{') {
        return tally.decisive(if after.starts_with("type ") { Ts } else { Js });
    }
    if after.starts_with('"') {
        // Go has no semicolons; JavaScript's side-effect imports mostly do.
        return tally.add(if after.ends_with(';') { Js } else { Go }, 2);
    }
    if after.starts_with('\'') {
        return tally.add(Js, 2);
    }
    let java = after.strip_prefix("static ").unwrap_or(after);
    if let Some(path) = java.strip_suffix(';') {
        if path.contains('.')
            && path
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'*' | b'$'))
        {
            return tally.decisive(Java);
        }
    }
    // Python: `import a.b`, `import a as b, c`.
    let python = after.split(',').all(|part| {
        let mut words = part.split_whitespace();
        match (words.next(), words.next(), words.next(), words.next()) {
            (Some(path), None, None, None) => is_path(path),
            (Some(path), Some("as"), Some(name), None) => is_path(path) && is_path(name),
            _ => false,
        }
    });
    if python {
        tally.decisive(Python);
    }
}

/// After `class Name`: Python's `:` or `(Base):`, C++'s `: public Base`.
pub(super) fn class_line(tail: &str, tally: &mut Tally) {
    if tail.starts_with(':') && tail.len() == 1 || tail.starts_with('(') && tail.ends_with("):") {
        tally.decisive(Python);
    } else if let Some(bases) = tail.strip_prefix(':') {
        let base = bases.trim_start();
        if ["public ", "private ", "protected "]
            .iter()
            .any(|p| base.starts_with(p))
        {
            tally.decisive(Cpp);
        }
    }
}

/// A member with an access modifier: Java's `private final int count;` and
/// `public Ledger(String id) {`, TypeScript's `private count: number;` and
/// `public get(): T {`.
pub(super) fn member_line(line: &str, tally: &mut Tally) {
    const MODIFIERS: &[&str] = &[
        "public",
        "private",
        "protected",
        "static",
        "final",
        "abstract",
        "synchronized",
        "native",
        "transient",
        "volatile",
        "default",
        "sealed",
        "strictfp",
    ];
    let mut rest = line;
    loop {
        let (first, after) = word(rest);
        match first {
            "readonly" | "override" | "declare" | "async" | "get" | "set" => {
                return tally.add(Ts, 2);
            }
            _ if MODIFIERS.contains(&first) => rest = after.trim_start(),
            "class" | "interface" | "enum" | "record" => return tally.decisive(Java),
            _ => break,
        }
    }
    let end = rest.find(['(', '=', ';', '{']).unwrap_or(rest.len());
    let head = &rest[..end];
    if head.contains(':') {
        return tally.add(Ts, 2);
    }
    if head.split_whitespace().count() >= 2 {
        return tally.add(Java, 1);
    }
    if let Some(params) = rest[end..].strip_prefix('(') {
        let (inside, after) = params.split_once(')').unwrap_or((params, ""));
        if inside.contains(':') || after.trim_start().starts_with(':') {
            tally.add(Ts, 2);
        } else {
            tally.add(Java, 1);
        }
    }
}

/// Points for an unindented C declaration: 2 for a function
/// (`static int area(`), 1 for a variable (`static uint32_t tab[256];`).
pub(super) fn c_declaration(line: &str) -> u32 {
    let mut rest = line;
    let mut typed = false;
    loop {
        let (first, after) = word(rest);
        match first {
            "static" | "extern" | "inline" | "const" | "volatile" | "register" => {}
            "unsigned" | "signed" | "long" | "short" => typed = true,
            "struct" | "union" | "enum" => {
                let (name, after) = word(after.trim_start());
                if name.is_empty() {
                    return 0;
                }
                typed = true;
                rest = after.trim_start();
                break;
            }
            _ if is_c_type(first) => {
                typed = true;
                rest = after.trim_start();
                break;
            }
            _ => break,
        }
        rest = after.trim_start();
    }
    if !typed {
        return 0;
    }
    let (name, after) = word(rest.trim_start_matches(['*', ' ']));
    if name.is_empty() {
        return 0;
    }
    match after.trim_start().bytes().next() {
        Some(b'(') => 2,
        Some(b'[' | b'=' | b';' | b',') => 1,
        _ => 0,
    }
}

pub(super) fn is_c_type(word: &str) -> bool {
    matches!(
        word,
        "void" | "char" | "int" | "float" | "double" | "bool" | "_Bool" | "FILE"
    ) || (word.len() > 2
        && word.ends_with("_t")
        && word
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'))
}
