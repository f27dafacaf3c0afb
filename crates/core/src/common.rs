//! The common start and end of two texts: what a candidate changed in the
//! text it came from, for the driver's remembered refusals and the
//! shells' views of a change.

/// The length of the longest common start of `a` and `b`.
pub fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The length of the longest common end of `a` and `b`, at most `most`
/// (so that it does not overlap a common start already taken).
pub fn common_suffix(a: &[u8], b: &[u8], most: usize) -> usize {
    a.iter()
        .rev()
        .zip(b.iter().rev())
        .take(most)
        .take_while(|(x, y)| x == y)
        .count()
}

/// The longest common start of `a` and `b`, and the longest common end of
/// what is left: `a[start..a.len() - end]` became `b[start..b.len() - end]`.
pub fn common_ends(a: &[u8], b: &[u8]) -> (usize, usize) {
    let start = common_prefix(a, b);
    let end = common_suffix(a, b, a.len().min(b.len()) - start);
    (start, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ends_do_not_overlap() {
        assert_eq!(common_ends(b"abc", b"abc"), (3, 0));
        assert_eq!(common_ends(b"abc", b"bc"), (0, 2));
        assert_eq!(common_ends(b"aaa", b"aa"), (2, 0));
        assert_eq!(common_ends(b"", b"a"), (0, 0));
        // `int a; int b;` to `int b;`: `a; int ` went.
        assert_eq!(common_ends(b"int a; int b;", b"int b;"), (4, 2));
    }
}
