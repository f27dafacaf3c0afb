//! What changed between the text an editor holds and the one it is to
//! show, as CodeMirror changes: line by line, so that the editor redraws
//! only the lines that changed, and a place in an unchanged line keeps its
//! place. A run's result shrinks a little on each report, and a single
//! replacement from the first difference to the last would move the end
//! of the editor's drawn range to the end of the new text: an editor out of
//! sight, which CodeMirror does not measure, would then draw every line of
//! it on each report.
//!
//! The lines are matched by Myers' O(ND) difference algorithm ("An O(ND)
//! Difference Algorithm and Its Variations", 1986) within a bounded amount
//! of work; past it, the differing lines are paired in order. Lines
//! replaced by lines are replaced one by one, so that even then a place
//! moves at most to the end of its own line's replacement.

use std::ops::Range;

use serde::Serialize;
use whittle_core::common::{common_prefix, common_suffix};

/// Edits Myers' search may find before giving up (its memory grows with
/// their square).
const MAX_EDITS: usize = 1000;
/// Steps of Myers' search (lines × edits) before giving up.
const MAX_WORK: usize = 4_000_000;
/// Past this many differing lines, when the search gave up, the difference
/// is one change rather than one per line.
const MAX_PAIRED_LINES: usize = 20_000;

/// A replacement of the old text's `from..to` by `insert`, in UTF-16 code
/// units as CodeMirror counts (a `ChangeSpec` once serialised).
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Change<'a> {
    pub from: usize,
    pub to: usize,
    pub insert: &'a str,
}

/// The changes that turn `old` into `new`, in order, not overlapping, in
/// UTF-16 offsets of `old`.
pub fn changes<'a>(old: &str, new: &'a str) -> Vec<Change<'a>> {
    let bytes = byte_changes(old, new);
    let mut at = Utf16Cursor::default();
    bytes
        .into_iter()
        .map(|(range, insert)| {
            let from = at.advance(old, range.start);
            let to = at.advance(old, range.end);
            Change { from, to, insert }
        })
        .collect()
}

/// The text's length in UTF-16 code units, as CodeMirror counts.
pub fn utf16_len(text: &str) -> usize {
    utf16_units(text.as_bytes())
}

/// UTF-16 code units of a run of whole UTF-8 characters: one per character
/// (a byte that does not continue one), two for those of four bytes.
fn utf16_units(bytes: &[u8]) -> usize {
    bytes
        .iter()
        .map(|&b| usize::from(b & 0xC0 != 0x80) + usize::from(b >= 0xF0))
        .sum()
}

/// Byte offsets of a text turned into UTF-16 offsets, in increasing order.
#[derive(Default)]
struct Utf16Cursor {
    byte: usize,
    unit: usize,
}

impl Utf16Cursor {
    fn advance(&mut self, text: &str, byte: usize) -> usize {
        self.unit += utf16_units(&text.as_bytes()[self.byte..byte]);
        self.byte = byte;
        self.unit
    }
}

/// The changes as byte ranges of `old` and the text that replaces each.
fn byte_changes<'a>(old: &str, new: &'a str) -> Vec<(Range<usize>, &'a str)> {
    if old == new {
        return Vec::new();
    }
    let (start, end) = common_lines(old, new);
    let (a, b) = (&old[start..old.len() - end], &new[start..new.len() - end]);
    let a_lines = line_starts(a);
    let b_lines = line_starts(b);
    let (n, m) = (a_lines.len() - 1, b_lines.len() - 1);
    let hunks = match myers(n, m, |i, j| line(a, &a_lines, i) == line(b, &b_lines, j)) {
        Some(hunks) => hunks,
        None if n + m <= MAX_PAIRED_LINES => vec![(0..n, 0..m)],
        None => return vec![(start..old.len() - end, &new[start..new.len() - end])],
    };
    let mut out = Vec::new();
    for (olds, news) in hunks {
        // Line by line, then what is left of either side.
        let paired = olds.len().min(news.len());
        for k in 0..paired {
            let (i, j) = (olds.start + k, news.start + k);
            let (old_line, new_line) = (line(a, &a_lines, i), line(b, &b_lines, j));
            if old_line != new_line {
                let (range, insert) = inner(old_line, new_line);
                let at = start + a_lines[i];
                out.push((at + range.start..at + range.end, insert));
            }
        }
        let (rest_old, rest_new) = (olds.start + paired..olds.end, news.start + paired..news.end);
        if !rest_old.is_empty() || !rest_new.is_empty() {
            out.push((
                start + a_lines[rest_old.start]..start + a_lines[rest_old.end],
                &b[b_lines[rest_new.start]..b_lines[rest_new.end]],
            ));
        }
    }
    out
}

/// Line `i` of `text`, whose lines start at `starts`.
fn line<'t>(text: &'t str, starts: &[usize], i: usize) -> &'t str {
    &text[starts[i]..starts[i + 1]]
}

/// The lengths in bytes of the common start and the common end of two
/// texts, in whole lines, not overlapping.
fn common_lines(old: &str, new: &str) -> (usize, usize) {
    let (x, y) = (old.as_bytes(), new.as_bytes());
    let mut start = common_prefix(x, y);
    while start > 0 && x[start - 1] != b'\n' {
        start -= 1;
    }
    let mut end = common_suffix(x, y, x.len().min(y.len()) - start);
    // The end starts a line: at the start of the text, or after a `\n`.
    while end > 0 && end < x.len() && x[x.len() - end - 1] != b'\n' {
        end -= 1;
    }
    (start, end)
}

/// The part of `old` that differs from `new` and what replaces it: their
/// common start and end left out, at character boundaries.
fn inner<'a>(old: &str, new: &'a str) -> (Range<usize>, &'a str) {
    let (x, y) = (old.as_bytes(), new.as_bytes());
    let mut start = common_prefix(x, y);
    // The same bytes before it: a boundary in one is a boundary in both.
    while !old.is_char_boundary(start) || !new.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = common_suffix(x, y, x.len().min(y.len()) - start);
    while !old.is_char_boundary(old.len() - end) || !new.is_char_boundary(new.len() - end) {
        end -= 1;
    }
    (start..old.len() - end, &new[start..new.len() - end])
}

/// Where each line starts, with the text's end last: line `i` is
/// `starts[i]..starts[i + 1]`, its `\n` included.
fn line_starts(text: &str) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(
        text.bytes()
            .enumerate()
            .filter(|&(i, b)| b == b'\n' && i + 1 < text.len())
            .map(|(i, _)| i + 1),
    );
    if !text.is_empty() {
        starts.push(text.len());
    }
    starts
}

/// Myers' shortest edit script between `n` old and `m` new lines, whose
/// equality `same(i, j)` says, as hunks: old lines replaced by new lines,
/// in order, between runs of equal lines. `None` past the bounds on work.
fn myers(
    n: usize,
    m: usize,
    same: impl Fn(usize, usize) -> bool,
) -> Option<Vec<(Range<usize>, Range<usize>)>> {
    let total = n + m;
    let max_d = total.min(MAX_EDITS).min(MAX_WORK / total.max(1));
    // v[k + offset]: the furthest x on diagonal k (y = x - k).
    let offset = max_d as isize + 1;
    let mut v = vec![0usize; 2 * max_d + 3];
    // The v of each round before it, for the way back.
    let mut trace: Vec<Vec<usize>> = Vec::new();
    let at = |k: isize| (k + offset) as usize;
    let mut found = None;
    'search: for d in 0..=max_d as isize {
        trace.push(v[at(-d - 1)..=at(d + 1)].to_vec());
        for k in (-d..=d).step_by(2) {
            let mut x = if k == -d || (k != d && v[at(k - 1)] < v[at(k + 1)]) {
                v[at(k + 1)]
            } else {
                v[at(k - 1)] + 1
            };
            let mut y = (x as isize - k) as usize;
            while x < n && y < m && same(x, y) {
                x += 1;
                y += 1;
            }
            v[at(k)] = x;
            if x >= n && y >= m {
                found = Some(d);
                break 'search;
            }
        }
    }
    let found = found?;
    // Back from the end: the equal runs, last first.
    let (mut x, mut y) = (n, m);
    let mut equal: Vec<(usize, usize, usize)> = Vec::new(); // (x, y, length)
    for d in (0..=found).rev() {
        let before = &trace[d as usize];
        let get = |k: isize| before[(k + d + 1) as usize];
        let k = x as isize - y as isize;
        let prev_k = if k == -d || (k != d && get(k - 1) < get(k + 1)) {
            k + 1
        } else {
            k - 1
        };
        let (prev_x, prev_y) = if d == 0 {
            (0, 0)
        } else {
            let px = get(prev_k);
            (px, (px as isize - prev_k) as usize)
        };
        // The diagonal after the step from (prev_x, prev_y).
        let step_x = if d == 0 {
            0
        } else if prev_k == k + 1 {
            prev_x
        } else {
            prev_x + 1
        };
        let run = x - step_x;
        if run > 0 {
            equal.push((x - run, y - run, run));
        }
        x = prev_x;
        y = prev_y;
    }
    equal.reverse();
    let mut hunks = Vec::new();
    let (mut i, mut j) = (0, 0);
    for (x, y, run) in equal.into_iter().chain([(n, m, 0)]) {
        if x > i || y > j {
            hunks.push((i..x, j..y));
        }
        i = x + run;
        j = y + run;
    }
    Some(hunks)
}

#[cfg(test)]
mod tests;
