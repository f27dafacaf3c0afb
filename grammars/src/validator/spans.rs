//! The changed spans between a text the validator parsed and a candidate,
//! so that tree-sitter re-parses only around them.
//!
//! One span from the first difference to the last is enough when a
//! candidate differs from that text in one place. It is not when the
//! two are far apart in the reduction: a joint chunk removes nodes all over
//! the file, and two forks' candidates differ wherever their bases do. One
//! span then covers most of the file and the parse reuses little, so the
//! texts are aligned span by span instead: equal runs are skipped, and at
//! each difference the two texts are brought back in step on a short
//! anchor (the text just after the difference in one, found in the other).
//! Any alignment whose equal runs really are equal is a correct edit
//! description; a poor anchor only costs reuse, never correctness.

use std::ops::Range;

use memchr::memmem;

/// How many bytes must agree to bring the texts back in step.
const ANCHOR: usize = 32;
/// At most this many spans; past it, the rest of the texts is one span.
const MAX_SPANS: usize = 64;
/// How many of the new text's next lines are tried as anchors when
/// neither text's continuation is found in the other (a replacement).
const LINE_TRIES: usize = 8;

/// `old[old]` is replaced by `new[new]`; between spans the texts agree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Span {
    pub old: Range<usize>,
    pub new: Range<usize>,
}

/// The spans that turn `old` into `new`, left to right and disjoint; empty
/// when the texts are equal.
pub(super) fn spans_between(old: &[u8], new: &[u8]) -> Vec<Span> {
    let prefix = common_prefix(old, new);
    let suffix = common_suffix(&old[prefix..], &new[prefix..]);
    let (old_end, new_end) = (old.len() - suffix, new.len() - suffix);
    let mut spans = Vec::new();
    let (mut i, mut j) = (prefix, prefix);
    loop {
        let equal = common_prefix(&old[i..old_end], &new[j..new_end]);
        i += equal;
        j += equal;
        if i == old_end && j == new_end {
            break;
        }
        let in_step = (spans.len() + 1 < MAX_SPANS)
            .then(|| resync(&old[..old_end], i, &new[..new_end], j))
            .flatten();
        let Some((next_i, next_j)) = in_step else {
            spans.push(Span {
                old: i..old_end,
                new: j..new_end,
            });
            break;
        };
        spans.push(Span {
            old: i..next_i,
            new: j..next_j,
        });
        (i, j) = (next_i, next_j);
    }
    spans
}

/// Where the texts, which differ at `old[i]` and `new[j]`, agree again on
/// [`ANCHOR`] bytes: past a deletion, past an insertion (the nearer of the
/// two), or else at the start of one of the new text's next lines.
fn resync(old: &[u8], i: usize, new: &[u8], j: usize) -> Option<(usize, usize)> {
    if old.len() - i < ANCHOR || new.len() - j < ANCHOR {
        return None;
    }
    let deletion = find(&old[i + 1..], &new[j..j + ANCHOR]).map(|at| (i + 1 + at, j));
    let insertion = find(&new[j + 1..], &old[i..i + ANCHOR]).map(|at| (i, j + 1 + at));
    let nearer = match (deletion, insertion) {
        (Some(d), Some(s)) => Some(if d.0 - i <= s.1 - j { d } else { s }),
        (d, s) => d.or(s),
    };
    if nearer.is_some() {
        return nearer;
    }
    let mut line = j;
    for _ in 0..LINE_TRIES {
        line += memchr::memchr(b'\n', &new[line..])? + 1;
        if new.len() - line < ANCHOR {
            return None;
        }
        if let Some(at) = find(&old[i + 1..], &new[line..line + ANCHOR]) {
            return Some((i + 1 + at, line));
        }
    }
    None
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    memmem::find(haystack, needle)
}

/// Compared a block at a time first (a `memcmp`): the validator aligns
/// each candidate with several kept texts, tens of kilobytes each.
const BLOCK: usize = 64;

fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let blocks = a
        .chunks_exact(BLOCK)
        .zip(b.chunks_exact(BLOCK))
        .take_while(|(x, y)| x == y)
        .count();
    let done = blocks * BLOCK;
    done + a[done..]
        .iter()
        .zip(&b[done..])
        .take_while(|(x, y)| x == y)
        .count()
}

fn common_suffix(a: &[u8], b: &[u8]) -> usize {
    let blocks = a
        .rchunks_exact(BLOCK)
        .zip(b.rchunks_exact(BLOCK))
        .take_while(|(x, y)| x == y)
        .count();
    let done = blocks * BLOCK;
    done + a[..a.len() - done]
        .iter()
        .rev()
        .zip(b[..b.len() - done].iter().rev())
        .take_while(|(x, y)| x == y)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Applies the spans to `old` and checks that the text between them is
    /// equal in both: the property tree-sitter's reuse relies on.
    fn apply(old: &[u8], new: &[u8], spans: &[Span]) -> Vec<u8> {
        let mut out = Vec::new();
        let (mut i, mut j) = (0, 0);
        for span in spans {
            assert!(span.old.start >= i && span.new.start >= j, "spans overlap");
            assert_eq!(
                old[i..span.old.start],
                new[j..span.new.start],
                "unequal run"
            );
            out.extend_from_slice(&old[i..span.old.start]);
            out.extend_from_slice(&new[span.new.clone()]);
            (i, j) = (span.old.end, span.new.end);
        }
        assert_eq!(old[i..], new[j..], "unequal tail");
        out.extend_from_slice(&old[i..]);
        out
    }

    fn program(functions: usize) -> Vec<u8> {
        (0..functions)
            .map(|k| format!("int function_{k}(int a) {{\n    return a * {k} + g_{k};\n}}\n"))
            .collect::<String>()
            .into_bytes()
    }

    fn without_functions(text: &[u8], gone: &[usize]) -> Vec<u8> {
        let text = String::from_utf8(text.to_vec()).unwrap();
        text.split_inclusive("}\n")
            .enumerate()
            .filter(|(k, _)| !gone.contains(k))
            .map(|(_, f)| f)
            .collect::<String>()
            .into_bytes()
    }

    #[test]
    fn common_ends_are_counted_to_the_byte() {
        let a: Vec<u8> = (0..300u32).map(|k| (k % 251) as u8).collect();
        for cut in [0, 1, 63, 64, 65, 128, 200, 299] {
            let mut b = a.clone();
            b[cut] ^= 1;
            assert_eq!(common_prefix(&a, &b), cut);
            assert_eq!(common_suffix(&a, &b), a.len() - cut - 1);
            assert_eq!(common_prefix(&a[..cut], &a), cut);
            assert_eq!(common_suffix(&a[cut..], &a), a.len() - cut);
        }
    }

    #[test]
    fn equal_texts_have_no_span() {
        assert!(spans_between(b"int x;", b"int x;").is_empty());
    }

    #[test]
    fn scattered_deletions_are_one_span_each() {
        let old = program(40);
        let new = without_functions(&old, &[3, 17, 30]);
        let spans = spans_between(&old, &new);
        assert_eq!(spans.len(), 3, "{spans:?}");
        assert!(spans.iter().all(|s| s.new.is_empty()));
        assert_eq!(apply(&old, &new, &spans), new);
    }

    #[test]
    fn two_forks_differ_in_two_places() {
        // One fork removed function 5, the other function 25.
        let base = program(40);
        let left = without_functions(&base, &[5]);
        let right = without_functions(&base, &[25]);
        let spans = spans_between(&left, &right);
        assert_eq!(spans.len(), 2, "{spans:?}");
        assert_eq!(apply(&left, &right, &spans), right);
    }

    #[test]
    fn a_replacement_inside_a_line_is_found() {
        let old = program(20);
        let text = String::from_utf8(old.clone()).unwrap();
        let new = text
            .replace("a * 7 + g_7", "0")
            .replace("a * 15 + g_15", "1")
            .into_bytes();
        let spans = spans_between(&old, &new);
        assert_eq!(spans.len(), 2, "{spans:?}");
        assert_eq!(apply(&old, &new, &spans), new);
    }

    #[test]
    fn unrelated_texts_are_one_span() {
        let old = program(10);
        let new = b"completely different text, with nothing in common at all".repeat(5);
        let spans = spans_between(&old, &new);
        assert_eq!(apply(&old, &new, &spans), new);
    }

    #[test]
    fn spans_stay_valid_on_repetitive_text() {
        // Repeated lines make anchors match early; the alignment must
        // still be a correct description of the change.
        let line = b"    x = x + 1;\n";
        let old: Vec<u8> = line.repeat(50);
        let mut new = line.repeat(20);
        new.extend_from_slice(b"    y = 0;\n");
        new.extend_from_slice(&line.repeat(25));
        let spans = spans_between(&old, &new);
        assert_eq!(apply(&old, &new, &spans), new);
    }

    #[test]
    fn the_number_of_spans_is_bounded() {
        let old = program(300);
        let gone: Vec<usize> = (0..300).step_by(2).collect();
        let new = without_functions(&old, &gone);
        let spans = spans_between(&old, &new);
        assert_eq!(spans.len(), MAX_SPANS);
        assert_eq!(apply(&old, &new, &spans), new);
    }
}
