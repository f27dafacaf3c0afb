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

mod anywhere;
mod code;
mod line_signs;
mod markup;

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
        b'<' => return markup::markup(start),
        _ => {}
    }
    code::code(sample)
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

#[cfg(test)]
mod tests;
