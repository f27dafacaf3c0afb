//! The line changes, natively: applied to the old text they give the new.

use super::*;

/// Applies changes in UTF-16 offsets to `old`.
fn apply(old: &str, changes: &[Change]) -> String {
    let units: Vec<u16> = old.encode_utf16().collect();
    let mut out: Vec<u16> = Vec::new();
    let mut at = 0;
    for c in changes {
        assert!(c.from >= at && c.to >= c.from, "in order: {changes:?}");
        out.extend_from_slice(&units[at..c.from]);
        out.extend(c.insert.encode_utf16());
        at = c.to;
    }
    out.extend_from_slice(&units[at..]);
    String::from_utf16(&out).unwrap()
}

fn check(old: &str, new: &str) -> usize {
    let found = changes(old, new);
    assert_eq!(apply(old, &found), new, "{old:?} -> {new:?}: {found:?}");
    found.len()
}

fn lines(numbers: impl IntoIterator<Item = usize>) -> String {
    numbers.into_iter().map(|i| format!("line {i}\n")).collect()
}

#[test]
fn the_same_text_needs_no_change() {
    assert!(changes("a\nb\n", "a\nb\n").is_empty());
    assert!(changes("", "").is_empty());
}

#[test]
fn removed_lines_are_removed_where_they_were() {
    let old = lines(0..100);
    let new = lines((0..100).filter(|i| !(10..20).contains(i) && *i != 50 && *i != 77));
    assert_eq!(check(&old, &new), 3);
    let found = changes(&old, &new);
    // Line 10 starts after ten lines of seven bytes ("line 0\n"…).
    assert_eq!((found[0].from, found[0].insert), (70, ""));
}

#[test]
fn a_place_in_an_unchanged_line_stays_there() {
    // A preview cut at its end: lines go from the start, new ones come
    // in at the end. A change never spans from before line 40 to after it.
    let old = lines(0..200);
    let new = lines((0..260).filter(|i| i % 3 != 0));
    let cut = old.find("line 40\n").unwrap();
    for c in changes(&old, &new) {
        assert!(!(c.from < cut && c.to > cut + 8), "{c:?}");
    }
    check(&old, &new);
}

#[test]
fn lines_that_all_differ_are_replaced_one_by_one() {
    let old: String = (0..50).map(|i| format!("a{i}\n")).collect();
    let new: String = (0..40).map(|i| format!("b{i}\n")).collect();
    // Forty pairs, each only its differing letter, then the ten lines
    // left over at once.
    let found = changes(&old, &new);
    assert_eq!(found.len(), 41);
    assert_eq!((found[0].from, found[0].to, found[0].insert), (0, 1, "b"));
    assert_eq!(apply(&old, &found), new);
}

#[test]
fn offsets_count_utf16_units() {
    // é is one unit in two bytes; 😀 two units in four bytes.
    let old = "é😀\nabc\nxyz\n";
    let new = "é😀\nxyz\n";
    assert_eq!(
        changes(old, new),
        vec![Change {
            from: 4,
            to: 8,
            insert: ""
        }]
    );
    assert_eq!(utf16_len(old), 12);
    check("aé", "aè");
    check("😀😀", "😀😁");
    check("x😀y", "x😁y");
}

#[test]
fn edge_cases_give_the_new_text() {
    for (old, new) in [
        ("", "a\nb"),
        ("a\nb", ""),
        ("a", "b"),
        ("a\n", "a\n\n"),
        ("\n\n\n", "\n"),
        ("a\nb\nc", "a\nc"),
        ("no newline at all", "no newline at the end\n"),
        ("x\r\ny\r\n", "y\r\n"),
        // The old text is the end of the new one, and the other way round.
        ("b\n", "a\nb\n"),
        ("b", "ab"),
        ("a\nb\n", "b\n"),
        ("ab", "b"),
    ] {
        check(old, new);
    }
}

#[test]
fn random_edits_give_the_new_text() {
    // A fixed linear congruential sequence: the same cases every time.
    let mut seed: u64 = 7;
    let mut next = |below: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % below
    };
    for round in 0..300 {
        let words = ["a", "b", "c", "é", "😀", "\n", "\n", "{", "}"];
        let old: String = (0..next(120)).map(|_| words[next(words.len())]).collect();
        // Delete, keep or replace runs of characters, as reductions do.
        let mut new = String::new();
        for ch in old.chars() {
            match next(10) {
                0..=2 => {}
                3 => new.push_str(words[next(words.len())]),
                _ => new.push(ch),
            }
        }
        match round % 7 {
            0 => new.push_str("tail\n"),
            1 => new.insert_str(0, words[next(words.len())]),
            2 => new = format!("{}{old}", words[next(words.len())]),
            _ => {}
        }
        check(&old, &new);
    }
}

#[test]
fn past_the_bounds_the_lines_are_paired() {
    // Every line differs: more edits than the search may find.
    let old: String = (0..3000).map(|i| format!("a{i}\n")).collect();
    let new: String = (0..3000).map(|i| format!("b{i}\n")).collect();
    assert_eq!(check(&old, &new), 3000);
    // Past the pairing bound, one change.
    let old: String = (0..30000).map(|i| format!("a{i}\n")).collect();
    let new: String = (0..30000).map(|i| format!("b{i}\n")).collect();
    assert_eq!(check(&old, &new), 1);
}
