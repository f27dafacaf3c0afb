//! The syntax check a candidate passes before the oracle sees it.

use tree_sitter::{InputEdit, Point};
use whittle_core::Validator;

/// Re-parses a candidate with a reusable parser and accepts it iff it has at
/// most `max_error_nodes` `ERROR`/`MISSING` nodes. Made by
/// [`Language::validator`](crate::Language::validator).
///
/// The parse is incremental: the validator keeps the last text it parsed
/// and its tree, describes the candidate as one edit of that text (the span
/// between their common prefix and common suffix) and lets tree-sitter
/// reuse every subtree outside it. Reducers propose candidates that differ
/// from each other in one or two places, so most of the tree is reused.
pub struct SyntaxValidator {
    parser: Option<tree_sitter::Parser>,
    max_error_nodes: usize,
    incremental: bool,
    last: Option<(Vec<u8>, tree_sitter::Tree)>,
}

impl SyntaxValidator {
    pub(crate) fn new(parser: Option<tree_sitter::Parser>, max_error_nodes: usize) -> Self {
        SyntaxValidator {
            parser,
            max_error_nodes,
            incremental: true,
            last: None,
        }
    }

    /// Turns incremental parsing off (every candidate parsed from scratch),
    /// for measuring what it saves.
    pub fn from_scratch(mut self) -> Self {
        self.incremental = false;
        self
    }

    /// The number of `ERROR`/`MISSING` nodes in a parse of `content`, or
    /// `None` if it could not be parsed (no grammar, or 4 GiB or more).
    pub fn error_nodes(&mut self, content: &[u8]) -> Option<usize> {
        let tree = self.parse(content)?;
        let errors = count_errors(&tree);
        if self.incremental {
            self.last = Some((content.to_vec(), tree));
        }
        Some(errors)
    }

    fn parse(&mut self, content: &[u8]) -> Option<tree_sitter::Tree> {
        if content.len() >= u32::MAX as usize {
            return None;
        }
        let parser = self.parser.as_mut()?;
        let base = match self.last.take() {
            Some((old, mut tree)) if self.incremental => {
                tree.edit(&edit_between(&old, content));
                Some(tree)
            }
            _ => None,
        };
        parser.parse(content, base.as_ref())
    }

    pub fn max_error_nodes(&self) -> usize {
        self.max_error_nodes
    }
}

/// Counts `ERROR` and `MISSING` nodes, looking only into subtrees that have
/// errors.
fn count_errors(tree: &tree_sitter::Tree) -> usize {
    let root = tree.root_node();
    if !root.has_error() {
        return 0;
    }
    let mut count = 0;
    let mut cursor = root.walk();
    'walk: loop {
        let node = cursor.node();
        if node.is_error() || node.is_missing() {
            count += 1;
        }
        if node.has_error() && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                continue 'walk;
            }
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    count
}

/// The single edit that turns `old` into `new`: everything between their
/// longest common prefix and longest common suffix is replaced.
fn edit_between(old: &[u8], new: &[u8]) -> InputEdit {
    let prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let max_suffix = old.len().min(new.len()) - prefix;
    let suffix = old
        .iter()
        .rev()
        .zip(new.iter().rev())
        .take(max_suffix)
        .take_while(|(a, b)| a == b)
        .count();
    let start = position(old, prefix);
    let old_end = old.len() - suffix;
    let new_end = new.len() - suffix;
    InputEdit {
        start_byte: prefix,
        old_end_byte: old_end,
        new_end_byte: new_end,
        start_position: start,
        old_end_position: advance(start, &old[prefix..old_end]),
        new_end_position: advance(start, &new[prefix..new_end]),
    }
}

/// The row and byte column of `offset` in `text`.
fn position(text: &[u8], offset: usize) -> Point {
    advance(Point::new(0, 0), &text[..offset])
}

fn advance(mut point: Point, text: &[u8]) -> Point {
    match text.iter().rposition(|&b| b == b'\n') {
        Some(last) => {
            point.row += text.iter().filter(|&&b| b == b'\n').count();
            point.column = text.len() - last - 1;
        }
        None => point.column += text.len(),
    }
    point
}

impl Validator for SyntaxValidator {
    /// Accepts when the candidate has no more parse errors than allowed. If
    /// the grammar could not be loaded, every candidate is accepted: the
    /// oracle still decides.
    fn accepts(&mut self, content: &[u8]) -> bool {
        if self.parser.is_none() {
            return true;
        }
        self.error_nodes(content)
            .is_some_and(|n| n <= self.max_error_nodes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_spans_the_difference() {
        let e = edit_between(b"ab\ncdef\ngh", b"ab\ncf\ngh");
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (4, 6, 4));
        assert_eq!(e.start_position, Point::new(1, 1));
        assert_eq!(e.old_end_position, Point::new(1, 3));
        assert_eq!(e.new_end_position, Point::new(1, 1));
    }

    #[test]
    fn edit_of_repeated_text_does_not_overlap() {
        // "aaaa" -> "aa": prefix 2, suffix limited to what is left (0).
        let e = edit_between(b"aaaa", b"aa");
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (2, 4, 2));
        let e = edit_between(b"x", b"x");
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (1, 1, 1));
    }

    #[test]
    fn edit_across_lines() {
        let e = edit_between(b"a\nb\nc\nd", b"a\nd");
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (2, 6, 2));
        assert_eq!(e.start_position, Point::new(1, 0));
        assert_eq!(e.old_end_position, Point::new(3, 0));
        assert_eq!(e.new_end_position, Point::new(1, 0));
    }
}
