//! Splitting an input into units (bytes, characters, lines or tokens) and
//! putting a subset of them back together.
//!
//! Every byte of the input belongs to exactly one unit, so rendering all units
//! in order gives the input back unchanged. A configuration is an ascending
//! list of unit indices; its content is the plain concatenation of those units.
//!
//! The units are bytes, UTF-8 characters, lines with their terminators, and
//! tokens with their trailing whitespace. Rendering copies runs of adjacent
//! units in one piece. [`Atoms`] is what ddmin minimises: the units of a text,
//! or the nodes of one tree level (`algorithms/tree/hdd.rs`), each with a
//! weight for weighted delta debugging (1 unless the host says).

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::Candidate;

/// The unit an input is cut into for list-based reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Granularity {
    /// Single bytes.
    Byte,
    /// Unicode scalar values; a byte that is not valid UTF-8 is a unit of its own.
    Char,
    /// Lines, each with its terminator.
    Line,
    /// Words, numbers, quoted strings and single punctuation characters, each
    /// with the whitespace that follows it.
    Token,
}

impl Granularity {
    pub const ALL: [Granularity; 4] = [
        Granularity::Byte,
        Granularity::Char,
        Granularity::Line,
        Granularity::Token,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Granularity::Byte => "byte",
            Granularity::Char => "char",
            Granularity::Line => "line",
            Granularity::Token => "token",
        }
    }
}

impl fmt::Display for Granularity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Granularity {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Granularity::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| format!("unknown unit `{s}` (expected byte, char, line or token)"))
    }
}

/// An input cut into units: the text and the byte span of every unit.
#[derive(Clone, Debug)]
pub struct Units {
    text: Vec<u8>,
    granularity: Granularity,
    /// `spans[i]` is the half-open byte range of unit `i`; spans are contiguous.
    spans: Vec<(u32, u32)>,
}

impl Units {
    pub fn new(text: Vec<u8>, granularity: Granularity) -> Units {
        assert!(
            text.len() < u32::MAX as usize,
            "inputs of 4 GiB or more are not supported"
        );
        let ends = match granularity {
            Granularity::Byte => (1..=text.len()).collect(),
            Granularity::Char => char_ends(&text),
            Granularity::Line => line_ends(&text),
            Granularity::Token => token_ends(&text),
        };
        let mut spans = Vec::with_capacity(ends.len());
        let mut start = 0u32;
        for end in ends {
            spans.push((start, end as u32));
            start = end as u32;
        }
        Units {
            text,
            granularity,
            spans,
        }
    }

    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn granularity(&self) -> Granularity {
        self.granularity
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// The bytes of one unit.
    pub fn unit(&self, index: u32) -> &[u8] {
        let (start, end) = self.spans[index as usize];
        &self.text[start as usize..end as usize]
    }

    /// All unit indices, in order: the configuration of the whole input.
    pub fn all(&self) -> Vec<u32> {
        (0..self.spans.len() as u32).collect()
    }

    /// Appends the content of the given units (ascending indices) to `out`.
    /// Runs of adjacent units are copied in one piece.
    pub fn render_into(&self, indices: impl IntoIterator<Item = u32>, out: &mut Vec<u8>) {
        let mut run: Option<(u32, u32)> = None;
        for index in indices {
            let (start, end) = self.spans[index as usize];
            run = match run {
                Some((run_start, run_end)) if run_end == start => Some((run_start, end)),
                Some((run_start, run_end)) => {
                    out.extend_from_slice(&self.text[run_start as usize..run_end as usize]);
                    Some((start, end))
                }
                None => Some((start, end)),
            };
        }
        if let Some((start, end)) = run {
            out.extend_from_slice(&self.text[start as usize..end as usize]);
        }
    }

    pub fn render(&self, indices: &[u32]) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.byte_len(indices));
        self.render_into(indices.iter().copied(), &mut out);
        out
    }

    /// The number of bytes the given units render to.
    pub fn byte_len(&self, indices: &[u32]) -> usize {
        indices
            .iter()
            .map(|&i| {
                let (start, end) = self.spans[i as usize];
                (end - start) as usize
            })
            .sum()
    }
}

/// A list of atoms a list algorithm (ddmin) reduces: it renders any subset.
pub trait Atoms {
    /// How many atoms there are.
    fn count(&self) -> usize;

    /// The candidate made of the given atoms (ascending indices).
    fn candidate(&self, kept: &mut dyn Iterator<Item = u32>) -> Candidate;

    /// The plural noun for the atoms, for explanations ("lines", "nodes").
    fn noun(&self) -> Cow<'static, str>;

    /// The pass name shown in progress.
    fn pass(&self) -> Cow<'static, str>;

    /// The size of atom `index`, for weighted delta debugging (bytes for
    /// units of text, tokens for tree nodes); 1 unless the host says.
    fn weight(&self, _index: u32) -> u64 {
        1
    }
}

impl Atoms for Units {
    fn count(&self) -> usize {
        self.len()
    }

    fn candidate(&self, kept: &mut dyn Iterator<Item = u32>) -> Candidate {
        let mut content = Vec::new();
        let mut units = 0;
        self.render_into(kept.inspect(|_| units += 1), &mut content);
        Candidate { content, units }
    }

    fn noun(&self) -> Cow<'static, str> {
        Cow::Owned(format!("{}s", self.granularity.name()))
    }

    fn pass(&self) -> Cow<'static, str> {
        Cow::Borrowed(self.granularity.name())
    }

    fn weight(&self, index: u32) -> u64 {
        self.unit(index).len() as u64
    }
}

fn char_ends(text: &[u8]) -> Vec<usize> {
    let mut ends = Vec::with_capacity(text.len());
    let mut pos = 0;
    while pos < text.len() {
        pos += utf8_char_len(&text[pos..]);
        ends.push(pos);
    }
    ends
}

/// Length of the UTF-8 sequence at the start of `bytes`, or 1 if it is not valid.
fn utf8_char_len(bytes: &[u8]) -> usize {
    let want = match bytes[0] {
        0x00..=0x7F => return 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return 1,
    };
    match bytes.get(..want).map(std::str::from_utf8) {
        Some(Ok(_)) => want,
        _ => 1,
    }
}

fn line_ends(text: &[u8]) -> Vec<usize> {
    let mut ends: Vec<usize> = text
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .map(|(i, _)| i + 1)
        .collect();
    if ends.last().copied().unwrap_or(0) < text.len() {
        ends.push(text.len());
    }
    ends
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// A small language-neutral lexer: words (letters, digits, `_`, any non-ASCII
/// byte), quoted strings on one line, and single punctuation characters. The
/// whitespace after a token belongs to it, and leading whitespace belongs to
/// the first token, so removing a token never leaves stray blanks behind.
fn token_ends(text: &[u8]) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut pos = text
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(text.len());
    if pos == text.len() && pos > 0 {
        return vec![pos];
    }
    while pos < text.len() {
        let b = text[pos];
        pos += if is_word_byte(b) {
            text[pos..].iter().take_while(|&&c| is_word_byte(c)).count()
        } else if b == b'"' || b == b'\'' {
            quoted_len(&text[pos..])
        } else {
            1
        };
        pos += text[pos..]
            .iter()
            .take_while(|c| c.is_ascii_whitespace())
            .count();
        ends.push(pos);
    }
    ends
}

/// Length of a quoted string starting at `text[0]`, honouring backslash
/// escapes; an unterminated quote is a single-character token.
fn quoted_len(text: &[u8]) -> usize {
    let quote = text[0];
    let mut i = 1;
    while i < text.len() {
        match text[i] {
            b'\\' => i += 2,
            b'\n' => return 1,
            c if c == quote => return i + 1,
            _ => i += 1,
        }
    }
    1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(text: &str, g: Granularity) -> Vec<String> {
        let units = Units::new(text.as_bytes().to_vec(), g);
        (0..units.len() as u32)
            .map(|i| String::from_utf8_lossy(units.unit(i)).into_owned())
            .collect()
    }

    #[test]
    fn every_granularity_round_trips() {
        let text = "  int main() {\r\n  return \"a\\\"b\" + 'c';\n}\nlast é\u{1F600}";
        for g in Granularity::ALL {
            let units = Units::new(text.as_bytes().to_vec(), g);
            assert_eq!(units.render(&units.all()), text.as_bytes(), "{g}");
        }
    }

    #[test]
    fn lines_keep_their_terminators() {
        assert_eq!(
            pieces("a\nb\r\nc", Granularity::Line),
            ["a\n", "b\r\n", "c"]
        );
        assert_eq!(pieces("a\n", Granularity::Line), ["a\n"]);
        assert!(pieces("", Granularity::Line).is_empty());
    }

    #[test]
    fn chars_are_utf8_aware() {
        assert_eq!(pieces("aé😀", Granularity::Char), ["a", "é", "😀"]);
        let units = Units::new(vec![b'a', 0xFF, 0xC3], Granularity::Char);
        assert_eq!(units.len(), 3);
    }

    #[test]
    fn tokens_carry_trailing_whitespace() {
        assert_eq!(
            pieces(" x = foo(\"a b\", 12);\n", Granularity::Token),
            [" x ", "= ", "foo", "(", "\"a b\"", ", ", "12", ")", ";\n"]
        );
        assert_eq!(pieces("   ", Granularity::Token), ["   "]);
    }

    #[test]
    fn render_skips_removed_units() {
        let units = Units::new(b"abcdef".to_vec(), Granularity::Byte);
        assert_eq!(units.render(&[0, 1, 3, 5]), b"abdf");
        assert_eq!(units.byte_len(&[0, 1, 3, 5]), 4);
    }

    #[test]
    fn granularity_names_parse() {
        for g in Granularity::ALL {
            assert_eq!(g.name().parse::<Granularity>(), Ok(g));
        }
        assert!("word".parse::<Granularity>().is_err());
    }
}
