//! Where each byte of a changed file came from, for the tree view
//! (`file_text.rs`): a set's reducer does not say which nodes of the
//! original files a candidate removes (each file is reduced by its own
//! algorithm over its current text, rounds re-parse, headers are pasted
//! into their includers), nor does one file's pipeline after its first
//! pass, so the view aligns a file's new text with the text it had
//! before, byte by byte.
//!
//! Reductions mostly delete, so the common prefix and suffix are matched
//! first; what differs between them is matched greedily on anchors (the
//! next 16, 8 or 4 bytes of the new text, found in the old text), and a
//! new byte that no anchor finds is new text (a pasted header, a renamed
//! name). A removed stretch of repeated text could lie in several places
//! (`int a; int b;` to `int b;` removes `int a; ` or `a; int `): it is
//! slid to where the cut costs least, which the caller says from the
//! parse tree (between statements rather than inside one).

use whittle_core::common::{common_prefix, common_suffix};

/// A byte of the new text that is not from the old text.
pub const NEW: u32 = u32::MAX;

/// The anchor lengths looked for anywhere, longest first: a longer anchor
/// is less often found in the wrong place.
const ANCHORS: [usize; 3] = [16, 8, 4];

/// Shorter anchors, looked for only nearby and only where they begin and
/// end between tokens (the ` = ` between two renamed names).
const SHORT_ANCHORS: [usize; 2] = [3, 2];

/// How far a short anchor is looked for.
const SHORT_WINDOW: usize = 64;

/// How many bytes a removed stretch may slide each way.
const MAX_SLIDE: usize = 256;

/// For each byte of `new`, the index of the byte of `old` it is, or
/// [`NEW`]; matched indices increase. `cut_cost(i)` is the cost of a
/// removal that begins or ends just before old byte `i` (`i` up to
/// `old.len()`); [`INSIDE`] or more means inside a token, where the common
/// prefix and suffix are not allowed to end.
pub fn align(old: &[u8], new: &[u8], cut_cost: impl Fn(usize) -> u32) -> Vec<u32> {
    let mut prefix = common_prefix(old, new);
    while prefix > 0 && cut_cost(prefix) >= INSIDE {
        prefix -= 1;
    }
    let mut suffix = common_suffix(old, new, old.len().min(new.len()) - prefix);
    while suffix > 0 && cut_cost(old.len() - suffix) >= INSIDE {
        suffix -= 1;
    }
    let mut matched = vec![NEW; new.len()];
    for (i, m) in matched.iter_mut().enumerate().take(prefix) {
        *m = i as u32;
    }
    for k in 1..=suffix {
        matched[new.len() - k] = (old.len() - k) as u32;
    }
    let (old_end, new_end) = (old.len() - suffix, new.len() - suffix);
    match_middle(
        old,
        new,
        (prefix, old_end, new_end),
        &mut matched,
        &cut_cost,
    );
    slide_removals(old, &mut matched, &cut_cost);
    matched
}

/// The cost [`align`]'s `cut_cost` gives a position inside a token.
pub const INSIDE: u32 = 1 << 16;

/// Matches `new[from..new_end]` against `old[from..old_end]`: first on
/// long anchors, then, inside each stretch that is still unmatched on both
/// sides, on short ones (which, looked for first, would skip past the place
/// of a long one: ` 1` of `x + 1` before `#include "x.h"`).
fn match_middle(
    old: &[u8],
    new: &[u8],
    (from, old_end, new_end): (usize, usize, usize),
    matched: &mut [u32],
    cut_cost: &impl Fn(usize) -> u32,
) {
    let long = |_: usize, rest: &[u8], needle: &[u8]| {
        ANCHORS
            .iter()
            .filter(|&&k| k <= needle.len())
            .find_map(|&k| find(rest, &needle[..k], |_| true))
    };
    greedy(old, new, (from, old_end), (from, new_end), matched, long);
    // Whole tokens only: `in` is not kept from `int`.
    let short = |i: usize, rest: &[u8], needle: &[u8]| {
        let window = &rest[..rest.len().min(SHORT_WINDOW)];
        let tokens =
            |k: usize| move |at: usize| cut_cost(i + at).max(cut_cost(i + at + k)) < INSIDE;
        SHORT_ANCHORS
            .iter()
            .filter(|&&k| k <= needle.len())
            .find_map(|&k| find(window, &needle[..k], tokens(k)))
    };
    let mut j = from;
    // The old byte after the last match so far.
    let mut i = from;
    while j < new_end {
        if matched[j] != NEW {
            i = matched[j] as usize + 1;
            j += 1;
            continue;
        }
        let gap_end = (j..new_end).find(|&k| matched[k] != NEW).unwrap_or(new_end);
        let old_gap_end = matched
            .get(gap_end)
            .filter(|&&m| m != NEW)
            .map_or(old_end, |&m| m as usize);
        if i < old_gap_end {
            greedy(old, new, (i, old_gap_end), (j, gap_end), matched, short);
        }
        j = gap_end;
    }
}

/// Matches `new[j..new_end]` against `old[i..old_end]` greedily: a run of
/// equal bytes goes on while it can; a new run starts only where `anchor`
/// finds the next new bytes (`anchor(i, old rest, new rest)` says how
/// many old bytes to skip), so a stray equal byte, such as the `#` that
/// `#include` and `#define` share, is not kept.
fn greedy(
    old: &[u8],
    new: &[u8],
    (mut i, old_end): (usize, usize),
    (mut j, new_end): (usize, usize),
    matched: &mut [u32],
    anchor: impl Fn(usize, &[u8], &[u8]) -> Option<usize>,
) {
    let mut in_run = false;
    while i < old_end && j < new_end {
        if in_run && old[i] == new[j] {
            matched[j] = i as u32;
            i += 1;
            j += 1;
            continue;
        }
        match anchor(i, &old[i..old_end], &new[j..new_end]) {
            // The old bytes before the anchor were removed.
            Some(skip) => {
                i += skip;
                in_run = true;
            }
            None => {
                j += 1;
                in_run = false;
            }
        }
    }
}

/// Where `needle` first occurs in `haystack` at a place `ok` accepts.
pub fn find(haystack: &[u8], needle: &[u8], ok: impl Fn(usize) -> bool) -> Option<usize> {
    let (&first, tail) = needle.split_first()?;
    let mut at = 0;
    while at + needle.len() <= haystack.len() {
        let offset = haystack[at..=haystack.len() - needle.len()]
            .iter()
            .position(|&b| b == first)?;
        at += offset;
        if &haystack[at + 1..at + needle.len()] == tail && ok(at) {
            return Some(at);
        }
        at += 1;
    }
    None
}

/// Slides each removed stretch of `old` (bytes no new byte is matched to)
/// to where `cut_cost` says its ends cost least, among the places that
/// leave the same text: a stretch `[a, b)` moves right when `old[a] ==
/// old[b]` (the kept `old[b]` is then `old[a]`), left when `old[a - 1] ==
/// old[b - 1]`. A stretch never slides into the next one.
fn slide_removals(old: &[u8], matched: &mut [u32], cut_cost: &impl Fn(usize) -> u32) {
    // For each old byte, the new byte matched to it.
    let mut back = vec![NEW; old.len()];
    for (j, &i) in matched.iter().enumerate() {
        if i != NEW {
            back[i as usize] = j as u32;
        }
    }
    let mut a = 0;
    while a < old.len() {
        if back[a] != NEW {
            a += 1;
            continue;
        }
        let mut b = a;
        while b < old.len() && back[b] == NEW {
            b += 1;
        }
        let kept = |x: usize| x < old.len() && back[x] != NEW;
        // How far it can go left and right.
        let mut left = 0;
        while left < MAX_SLIDE
            && a > left
            && kept(a - left - 1)
            && (a - left - 1 == 0 || kept(a - left - 2))
            && old[a - left - 1] == old[b - left - 1]
        {
            left += 1;
        }
        let mut right = 0;
        while right < MAX_SLIDE
            && kept(b + right)
            && (b + right + 1 == old.len() || kept(b + right + 1))
            && old[a + right] == old[b + right]
        {
            right += 1;
        }
        // The cheapest ends; of equal ones, the place found.
        let cost = |start: usize| {
            (
                cut_cost(start) + cut_cost(start + (b - a)),
                start.abs_diff(a),
            )
        };
        let best = (a - left..=a + right)
            .min_by_key(|&start| cost(start))
            .unwrap_or(a);
        // Each step hands one kept byte's match to the equal byte at the
        // other end of the stretch.
        for start in (best..a).rev() {
            let (from, to) = (start, start + (b - a));
            move_match(&mut back, matched, from, to);
        }
        for start in a..best {
            let (from, to) = (start + (b - a), start);
            move_match(&mut back, matched, from, to);
        }
        a = best + (b - a) + 1;
    }
}

fn move_match(back: &mut [u32], matched: &mut [u32], from: usize, to: usize) {
    let j = back[from];
    back[from] = NEW;
    back[to] = j;
    matched[j as usize] = to as u32;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The old text kept, as a string.
    fn kept(old: &str, new: &str, cost: impl Fn(usize) -> u32) -> String {
        let matched = align(old.as_bytes(), new.as_bytes(), cost);
        let pairs: Vec<u32> = matched.iter().copied().filter(|&i| i != NEW).collect();
        assert!(pairs.windows(2).all(|w| w[0] < w[1]), "matches increase");
        matched
            .iter()
            .filter(|&&i| i != NEW)
            .map(|&i| old.as_bytes()[i as usize] as char)
            .collect()
    }

    /// A cut is free between words, dear inside one.
    fn words(text: &'static str) -> impl Fn(usize) -> u32 {
        move |i| {
            let b = text.as_bytes();
            let word = |k: usize| b.get(k).is_some_and(|c| c.is_ascii_alphanumeric());
            if i > 0 && word(i - 1) && word(i) {
                INSIDE
            } else {
                0
            }
        }
    }

    #[test]
    fn a_removal_is_found_where_cuts_cost_least() {
        let old = "int a; int b;";
        // `a; int ` or `int a; ` could have gone: the cost says which.
        let statements = |i: usize| u32::from(![0, 7, 13].contains(&i));
        let matched = align(old.as_bytes(), b"int b;", statements);
        assert_eq!(matched, [7, 8, 9, 10, 11, 12]);
        // Without a preference the place found stands.
        let matched = align(old.as_bytes(), b"int b;", |_| 0);
        assert_eq!(matched, [0, 1, 2, 3, 11, 12]);
        assert_eq!(kept(old, "int b;", |_| 0), "int b;");
    }

    #[test]
    fn scattered_removals_and_new_text_are_told_apart() {
        let old = "alpha beta gamma delta epsilon";
        let new = "alpha gamma NEW epsilon";
        let matched = align(old.as_bytes(), new.as_bytes(), words(old));
        let kept: String = kept(old, new, words(old));
        assert_eq!(kept, "alpha gamma  epsilon");
        // `NEW` is new text.
        assert!(matched[12..15].iter().all(|&i| i == NEW), "{matched:?}");
        // A renamed word: the old one is removed, the new one is new.
        let kept = kept_of("int counter = counter + 1;", "int a = a + 1;");
        assert_eq!(kept, "int  =  + 1;");
    }

    fn kept_of(old: &'static str, new: &str) -> String {
        kept(old, new, words(old))
    }

    #[test]
    fn a_common_prefix_does_not_end_inside_a_word() {
        // `#include` became `#define`: the `#` alone is not kept from it.
        let old = "#include x\nmain";
        let cost = |i: usize| if (1..8).contains(&i) { INSIDE } else { 0 };
        let matched = align(old.as_bytes(), b"#define B\nmain", cost);
        assert_eq!(matched[0], NEW);
        assert_eq!(&matched[9..], &[10, 11, 12, 13, 14]);
    }

    #[test]
    fn identical_and_emptied_texts() {
        assert_eq!(align(b"abc", b"abc", |_| 0), [0, 1, 2]);
        assert!(align(b"abc", b"", |_| 0).is_empty());
        assert_eq!(align(b"", b"xy", |_| 0), [NEW, NEW]);
        assert_eq!(find(b"hello world", b"wor", |_| true), Some(6));
        assert_eq!(find(b"hello", b"lox", |_| true), None);
        assert_eq!(find(b"lol lo", b"lo", |at| at > 0), Some(4));
    }
}
