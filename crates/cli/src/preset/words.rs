//! The words of a preset's command line: split as a shell splits them,
//! quoted again to be shown, and read for the source files they name.

use std::ffi::OsStr;
use std::path::Path;

use anyhow::{bail, Result};

pub(super) fn strings(suffixes: &[&str]) -> Vec<String> {
    suffixes.iter().map(|s| s.to_string()).collect()
}

pub(super) fn has_extension(name: &str, extensions: &[&str]) -> bool {
    Path::new(name)
        .extension()
        .and_then(OsStr::to_str)
        .is_some_and(|e| extensions.contains(&e))
}

/// Whether the words name source files themselves (a word that is no
/// option and ends with a source suffix) or a project (`--project`).
pub(super) fn names_sources(words: &[String], suffixes: &[&str], project: &[&str]) -> bool {
    words.iter().any(|w| {
        project.contains(&w.as_str())
            || (!w.starts_with('-') && suffixes.iter().any(|s| w.ends_with(s)))
    })
}

/// The command's words as shown: the candidate by name, a folder's
/// sources as a pattern.
pub(super) fn shown_words(
    words: &[String],
    sources: bool,
    name: &str,
    folder: bool,
    suffixes: &[&str],
) -> Vec<String> {
    let mut shown: Vec<String> = words.iter().map(|w| quote(w)).collect();
    match (sources, folder) {
        (true, true) => shown.push(format!("<the folder's {} files>", suffixes.join(" "))),
        (true, false) => shown.push(quote(name)),
        (false, _) => {}
    }
    shown
}

pub(super) fn quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_=.,/:+@%".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// Splits `text` into words as a POSIX shell does, without expansions:
/// blanks separate words, '...' keeps everything, "..." keeps all but
/// `\"`, `\\`, `\$` and `` \` ``, and a backslash outside quotes keeps the
/// next character.
pub fn split_words(text: &str) -> Result<Vec<String>> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => bail!("unclosed ' in {text:?}"),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => bail!("unclosed \" in {text:?}"),
                        },
                        Some(c) => word.push(c),
                        None => bail!("unclosed \" in {text:?}"),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(c) = chars.next() {
                    word.push(c);
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}
