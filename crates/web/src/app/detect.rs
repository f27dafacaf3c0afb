//! A guess at the language of pasted text that has no file name.
//!
//! Whole formats are checked whole: a text that starts with `{` or `[` is
//! JSON when it parses as JSON, one that starts with `<` is HTML or XML by
//! its declaration, doctype and root element. Other text is weighed line by
//! line, on signs at the start of a line, where they say the most: a line
//! `#include <stdint.h>` is C or C++ and a line `def f(x):` is Python,
//! while a `->` or a `class` anywhere could be half the languages.
//! Comments and docstrings are skipped, since their prose would vote too
//! (a C file's opening comment once made it "JavaScript").
//!
//! Only the first [`SAMPLE_BYTES`] are read: a pasted megabyte says no more
//! than its first page, and the guess runs on every edit.
//!
//! A guess is *confident* when a decisive sign backs it (a preprocessor
//! line, a JSON parse, a doctype, Go's `package` with `func`, Rust's `fn`,
//! Python's `def ...:`) and it scores well above the next language; the
//! page may then apply it by itself. Any other guess is only offered.

use serde::de::IgnoredAny;

/// How much of the text the guess reads.
pub const SAMPLE_BYTES: usize = 64 * 1024;

/// A language guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The language's name in the grammars' catalog: `"c"`, `"cpp"`, ...
    pub language: &'static str,
    /// Whether the text says so clearly enough to apply without asking.
    pub confident: bool,
}

impl Guess {
    fn confident(language: &'static str) -> Self {
        Self {
            language,
            confident: true,
        }
    }

    fn weak(language: &'static str) -> Self {
        Self {
            language,
            confident: false,
        }
    }
}

/// The most likely language name, confident or not, or `None` when
/// nothing stands out.
#[cfg(test)]
pub fn guess(text: &str) -> Option<&'static str> {
    language(text).map(|guess| guess.language)
}

/// The most likely language and whether it is a confident guess, or
/// `None` when nothing stands out.
pub fn language(text: &str) -> Option<Guess> {
    let text = text.trim_start_matches('\u{feff}');
    let sample = sample(text);
    let cut = sample.len() < text.len();
    let start = sample.trim_start();
    match start.as_bytes().first()? {
        b'{' | b'[' => {
            if let Some(guess) = json(start, cut) {
                return Some(guess);
            }
        }
        b'<' => return markup(start),
        _ => {}
    }
    code(sample)
}

/// The text's first [`SAMPLE_BYTES`], cut at a character boundary.
fn sample(text: &str) -> &str {
    if text.len() <= SAMPLE_BYTES {
        return text;
    }
    let mut end = SAMPLE_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

// ---------------------------------------------------------------- JSON

/// JSON when the text parses as JSON (or, when the text is longer than the
/// sample, when the sample is JSON as far as it goes). A text that is JSON
/// but ends too early is a weak guess, unless too short to tell.
fn json(text: &str, cut: bool) -> Option<Guess> {
    match serde_json::from_str::<IgnoredAny>(text) {
        Ok(_) => Some(Guess::confident("json")),
        Err(error) if error.is_eof() && cut => Some(Guess::confident("json")),
        Err(error) if error.is_eof() && text.trim_end().len() >= 32 => Some(Guess::weak("json")),
        Err(_) => None,
    }
}

// -------------------------------------------------------------- markup

/// Elements of HTML, none of them an XML format's usual root.
const HTML_TAGS: &str = "\
    a abbr address article aside audio b blockquote body br button canvas caption code dd \
    details dialog div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 \
    head header hr html i iframe img input label legend li link main meta nav noscript ol \
    option p picture pre script section select small span strong style summary table tbody \
    td template textarea tfoot th thead title tr u ul video";

fn is_html_tag(name: &str) -> bool {
    HTML_TAGS
        .split_ascii_whitespace()
        .any(|tag| tag.eq_ignore_ascii_case(name))
}

/// HTML or XML, for a text that starts with `<`: by its XML declaration,
/// doctype and root element, then by how many of its tags are HTML's.
fn markup(text: &str) -> Option<Guess> {
    let mut rest = text;
    let mut declared = false;
    loop {
        rest = rest.trim_start();
        if let Some(after) = strip_prefix_ci(rest, "<?xml") {
            declared = true;
            rest = after.split_once("?>").map_or("", |(_, after)| after);
        } else if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.split_once("-->").map_or("", |(_, after)| after);
        } else if let Some(after) = strip_prefix_ci(rest, "<!doctype") {
            let (name, _) = word(after.trim_start());
            if name.eq_ignore_ascii_case("html") {
                return Some(Guess::confident("html"));
            }
            return (!name.is_empty()).then_some(Guess::confident("xml"));
        } else if let Some(after) = rest.strip_prefix("<?") {
            rest = after.split_once("?>").map_or("", |(_, after)| after);
        } else {
            break;
        }
    }
    let root = rest.strip_prefix('<').map(tag_name).unwrap_or_default();
    if root.eq_ignore_ascii_case("html") {
        return Some(Guess::confident("html"));
    }
    if declared {
        return Some(Guess::confident("xml"));
    }
    if root.is_empty() {
        return None;
    }
    let (mut html, mut other) = (0usize, 0usize);
    for tag in rest.split('<').skip(1) {
        let name = tag_name(tag.strip_prefix('/').unwrap_or(tag));
        if name.is_empty() {
            continue;
        }
        if is_html_tag(name) {
            html += 1;
        } else {
            other += 1;
        }
    }
    let closed = rest.contains("</") || rest.contains("/>");
    if is_html_tag(root) || html > 2 * other {
        let confident = is_html_tag(root) && html >= 6 && html >= 4 * other;
        return (closed && html + other >= 2).then_some(Guess {
            language: "html",
            confident,
        });
    }
    let closes_root = rest.contains(&format!("</{root}>"));
    closed.then_some(Guess {
        language: "xml",
        confident: closes_root && other > html,
    })
}

/// The element name at the start of what follows a `<`.
fn tag_name(text: &str) -> &str {
    let starts = text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | ':')))
        .unwrap_or(text.len());
    if starts {
        &text[..end]
    } else {
        ""
    }
}

fn strip_prefix_ci<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

// ---------------------------------------------------------------- code

/// The programming languages weighed line by line. C++ and TypeScript
/// share C's and JavaScript's signs: they score only their own, and are
/// told from them within the family.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lang {
    C,
    Cpp,
    Rust,
    Go,
    Js,
    Ts,
    Python,
    Java,
}

use Lang::*;

const LANGS: [Lang; 8] = [C, Cpp, Rust, Go, Js, Ts, Python, Java];

impl Lang {
    fn name(self) -> &'static str {
        match self {
            C => "c",
            Cpp => "cpp",
            Rust => "rust",
            Go => "go",
            Js => "javascript",
            Ts => "typescript",
            Python => "python",
            Java => "java",
        }
    }

    /// C for C++, JavaScript for TypeScript, else itself.
    fn family(self) -> Lang {
        match self {
            Cpp => C,
            Ts => Js,
            lang => lang,
        }
    }
}

/// Points for a sign that on its own all but settles the language.
const DECISIVE: u32 = 3;
/// The least score worth a guess.
const MIN_SCORE: u32 = 3;
/// The least score of a confident guess.
const MIN_CONFIDENT: u32 = 6;

#[derive(Default)]
struct Tally {
    score: [u32; 8],
    decisive: [bool; 8],
    go_package: bool,
    go_func: bool,
}

impl Tally {
    fn add(&mut self, lang: Lang, points: u32) {
        self.score[lang as usize] += points;
    }

    fn decisive(&mut self, lang: Lang) {
        self.add(lang, DECISIVE);
        self.decisive[lang as usize] = true;
    }

    fn score(&self, lang: Lang) -> u32 {
        self.score[lang as usize]
    }

    fn family_score(&self, family: Lang) -> u32 {
        LANGS
            .iter()
            .filter(|lang| lang.family() == family)
            .map(|&lang| self.score(lang))
            .sum()
    }

    fn family_decisive(&self, family: Lang) -> bool {
        match family {
            // `package main` alone could be a first line of anything.
            Go => self.go_package && self.go_func,
            _ => LANGS
                .iter()
                .any(|&lang| lang.family() == family && self.decisive[lang as usize]),
        }
    }
}

/// The guess for a program's text, from its lines.
fn code(sample: &str) -> Option<Guess> {
    let mut tally = Tally::default();
    let mut in_comment = false;
    let mut in_docstring: Option<&str> = None;
    for (index, raw) in sample.lines().enumerate() {
        let line = raw.trim();
        if in_comment {
            in_comment = !line.contains("*/");
            continue;
        }
        if let Some(quotes) = in_docstring {
            if line.contains(quotes) {
                in_docstring = None;
            }
            continue;
        }
        if line.is_empty() {
            continue;
        }
        if index == 0 && (line.starts_with("#!/") || line.starts_with("#! ")) {
            shebang(line, &mut tally);
            continue;
        }
        if let Some(rest) = line.strip_prefix("/*") {
            in_comment = !rest.contains("*/");
            continue;
        }
        if let Some(rest) = line.strip_prefix("//") {
            if rest.starts_with('!') {
                tally.decisive(Rust);
            } else if rest.starts_with('/') {
                tally.add(Rust, 1);
            }
            continue;
        }
        if let Some(quotes) = ["\"\"\"", "'''"].into_iter().find(|q| line.starts_with(q)) {
            tally.add(Python, 2);
            if !line[3..].contains(quotes) {
                in_docstring = Some(quotes);
            }
            continue;
        }
        let indented = raw.starts_with([' ', '\t']);
        line_signs(line, indented, &mut tally);
        anywhere_signs(line, &mut tally);
        in_comment = opens_comment(line);
    }
    decide(&tally)
}

/// `#!/usr/bin/env python3` and the like.
fn shebang(line: &str, tally: &mut Tally) {
    let program = line
        .rsplit(['/', ' '])
        .find(|s| !s.is_empty())
        .unwrap_or("");
    if program.starts_with("python") {
        tally.decisive(Python);
    } else if program.starts_with("ts-node") || program.starts_with("tsx") {
        tally.decisive(Ts);
    } else if ["node", "deno", "bun"]
        .iter()
        .any(|p| program.starts_with(p))
    {
        tally.decisive(Js);
    }
}

/// Whether a line of code ends inside a block comment it opens
/// (`x = 1; /* begins`), as far as a glance can tell: the `/*` follows a
/// space and no string is open before it.
fn opens_comment(line: &str) -> bool {
    let Some(at) = line.rfind("/*") else {
        return false;
    };
    let before = &line[..at];
    before.ends_with([' ', '\t'])
        && !line[at + 2..].contains("*/")
        && before.matches('"').count() % 2 == 0
        && before.matches('\'').count() % 2 == 0
}

/// Signs in a line's first words.
fn line_signs(line: &str, indented: bool, tally: &mut Tally) {
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
fn hash_line(rest: &str, tally: &mut Tally) {
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
fn import_line(after: &str, tally: &mut Tally) {
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
fn class_line(tail: &str, tally: &mut Tally) {
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
fn member_line(line: &str, tally: &mut Tally) {
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
fn c_declaration(line: &str) -> u32 {
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

fn is_c_type(word: &str) -> bool {
    matches!(
        word,
        "void" | "char" | "int" | "float" | "double" | "bool" | "_Bool" | "FILE"
    ) || (word.len() > 2
        && word.ends_with("_t")
        && word
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'))
}

/// Signs anywhere in a line of code. Each language scores once a line, its
/// best sign's points.
fn anywhere_signs(line: &str, tally: &mut Tally) {
    let bytes = line.as_bytes();
    let mut best = [0u32; 8];
    // One pass, trying at each byte only the signs that start with it: a
    // `contains` for each sign would cost more than all the rest.
    for (at, &byte) in bytes.iter().enumerate() {
        let here = &bytes[at..];
        for &(lang, points, sign) in signs_starting_with(byte) {
            if here.starts_with(sign.as_bytes()) {
                best[lang as usize] = best[lang as usize].max(points);
            }
        }
        if byte == b':' && is_annotation(&here[1..]) {
            best[Ts as usize] = best[Ts as usize].max(2);
        }
    }
    for lang in LANGS {
        tally.add(lang, best[lang as usize]);
    }
}

/// The signs [`anywhere_signs`] looks for that start with `byte`.
fn signs_starting_with(byte: u8) -> &'static [(Lang, u32, &'static str)] {
    match byte {
        b's' => &[(Cpp, 1, "std::"), (C, 1, "sizeof")],
        b'n' => &[(Cpp, 1, "nullptr")],
        b'c' => &[(Cpp, 1, "cout <<"), (Js, 2, "console.")],
        b'p' => &[
            (C, 1, "printf("),
            (Rust, 1, "println!("),
            (Rust, 1, "panic!("),
        ],
        b'm' => &[(C, 1, "malloc("), (C, 1, "memcpy("), (C, 1, "memset(")],
        b'N' => &[(C, 1, "NULL")],
        b'=' => &[(Js, 2, "===")],
        b'!' => &[(Js, 2, "!==")],
        b'd' => &[(Js, 2, "document.")],
        b'w' => &[(Js, 2, "window.")],
        b'r' => &[
            (Js, DECISIVE, "require('"),
            (Js, DECISIVE, "require(\""),
            (Ts, 2, "readonly "),
        ],
        b'S' => &[
            (Java, 2, "System.out."),
            (Java, 2, "System.err."),
            (Java, 2, "String[]"),
            (Rust, 1, "Some("),
        ],
        b' ' => &[(Java, 2, " throws "), (Ts, 2, " as const")],
        b':' => &[(Go, 1, ":= ")],
        b'f' => &[(Go, 1, "fmt."), (Rust, 1, "format!(")],
        b'e' => &[(Go, 2, "err != nil")],
        b'v' => &[(Rust, 1, "vec![")],
        b'a' => &[(Rust, 1, "assert_eq!(")],
        b'&' => &[(Rust, 1, "&self"), (Rust, 1, "&mut ")],
        b'.' => &[(Rust, 1, ".unwrap()")],
        b'O' => &[(Rust, 1, "Ok(")],
        b'_' => &[(Python, 2, "__init__"), (Python, 2, "__name__")],
        b'(' => &[(Python, 2, "(self, ")],
        _ => &[],
    }
}

/// Whether what follows a `:` is a TypeScript type: `x: number`,
/// `): Promise<T>`.
fn is_annotation(after: &[u8]) -> bool {
    const TYPES: &[&str] = &[
        "string", "number", "boolean", "void", "any", "unknown", "never", "Promise<", "Record<",
        "Partial<", "Array<",
    ];
    let Some(after) = after.strip_prefix(b" ") else {
        return false;
    };
    TYPES.iter().any(|t| {
        after.starts_with(t.as_bytes())
            && (t.ends_with('<')
                || !after
                    .get(t.len())
                    .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_'))
    })
}

/// The best family's language when it stands out, confident when a
/// decisive sign backs it and it is well above the next family.
fn decide(tally: &Tally) -> Option<Guess> {
    let mut families =
        [C, Rust, Go, Js, Python, Java].map(|family| (family, tally.family_score(family)));
    families.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    let (family, top) = families[0];
    let second = families[1].1;
    if top < MIN_SCORE || top <= second {
        return None;
    }
    let mut confident =
        tally.family_decisive(family) && top >= MIN_CONFIDENT && top >= 2 * second + 2;
    // Within a family, the dialect needs signs of its own.
    let language = match family {
        C | Js => {
            let dialect = if family == C { Cpp } else { Ts };
            let own = tally.score(dialect);
            confident &= own == 0 || own >= 4 || tally.decisive[dialect as usize];
            if own >= 2 {
                dialect
            } else {
                family
            }
        }
        _ => family,
    };
    Some(Guess {
        language: language.name(),
        confident,
    })
}

/// The identifier at the start of `text` (letters, digits, `_`, `$`) and
/// what follows it.
fn word(text: &str) -> (&str, &str) {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .unwrap_or(text.len());
    text.split_at(end)
}

/// A dotted name: `os.path`, `numpy`.
fn is_path(text: &str) -> bool {
    !text.is_empty()
        && !text.starts_with(|c: char| c.is_ascii_digit() || c == '.')
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
}

#[cfg(test)]
mod tests;
