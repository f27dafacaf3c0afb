//! The syntax check a candidate passes before the oracle sees it.
//!
//! The check re-parses incrementally: the last 8 parsed texts and their trees
//! are kept, and a candidate is described as edits of the nearest one, one per
//! changed span (`spans.rs`), so a chunk removed from all over the file, or two
//! forks' different bases, leave most of the tree reusable. It counts the
//! `ERROR` and `MISSING` nodes itself, and rejects a candidate with more than
//! the input had. The module depends on tree-sitter and memchr alone.

mod names;
mod spans;

use std::collections::VecDeque;

pub(crate) use names::{assigns_member, defines_under, is_member_field, NameKinds};
use spans::{spans_between, Span};
use tree_sitter::{InputEdit, Point};
use whittle_core::{Names, Validator};

use crate::walk::{preorder, Step};

/// Re-parses a candidate with a reusable parser and accepts it iff it has at
/// most `max_error_nodes` `ERROR`/`MISSING` nodes. Made by
/// [`Language::validator`](crate::Language::validator).
///
/// The parse is incremental: the validator keeps the last [`RECENT`] texts
/// it parsed and their trees, describes the candidate as edits of the
/// nearest one (one edit per changed span, `spans.rs`) and lets tree-sitter
/// reuse every subtree outside them. A joint chunk removes nodes all over
/// the file, so one edit from the first difference to the last would cover
/// most of it; and at a window above 1 the driver's launches alternate
/// between forks, whose candidates are nearer an earlier one of the same
/// fork than the last one checked.
pub struct SyntaxValidator {
    parser: Option<tree_sitter::Parser>,
    max_error_nodes: usize,
    /// How many parsed texts to keep: [`RECENT`], or 0 to parse every
    /// candidate from scratch.
    keep: usize,
    /// The last texts parsed and their trees, oldest first.
    recent: VecDeque<(Vec<u8>, tree_sitter::Tree)>,
    /// How the grammar's parses tell definitions from mentions, where the
    /// validator reads names ([`SyntaxValidator::reading_names`]).
    name_kinds: Option<NameKinds>,
}

/// How many parsed texts a validator keeps to re-parse from. On csmith-12,
/// joint chunks proposed in turn by two forks take 708 µs a check with
/// 8 kept against 3,544 µs with the last text alone (a parse from scratch:
/// 3,632 µs); single removals take the same either way
/// (`cargo bench -p whittle-grammars --bench reparse`).
const RECENT: usize = 8;

/// A kept text is near enough to stop looking when at most this fraction
/// of the candidate (1 in 64 bytes) lies in changed spans.
const NEAR_ENOUGH: usize = 64;

impl SyntaxValidator {
    pub(crate) fn new(parser: Option<tree_sitter::Parser>, max_error_nodes: usize) -> Self {
        SyntaxValidator {
            parser,
            max_error_nodes,
            keep: RECENT,
            recent: VecDeque::new(),
            name_kinds: None,
        }
    }

    /// Reads the names of the candidates it takes ([`Validator::names`]).
    pub(crate) fn reading_names(mut self, kinds: NameKinds) -> Self {
        self.name_kinds = Some(kinds);
        self
    }

    /// Turns incremental parsing off (every candidate parsed from scratch),
    /// for measuring what it saves.
    pub fn from_scratch(self) -> Self {
        self.keeping(0)
    }

    /// Re-parses from the nearest of the last `texts` parsed (0: parse from
    /// scratch), for measuring what keeping several saves.
    pub fn keeping(mut self, texts: usize) -> Self {
        self.keep = texts;
        while self.recent.len() > texts {
            self.recent.pop_front();
        }
        self
    }

    /// The number of `ERROR`/`MISSING` nodes in a parse of `content`, or
    /// `None` if it could not be parsed (no grammar, or 4 GiB or more).
    pub fn error_nodes(&mut self, content: &[u8]) -> Option<usize> {
        let tree = self.parse(content)?;
        let errors = count_errors(&tree);
        self.keep_parse(content, tree);
        Some(errors)
    }

    fn keep_parse(&mut self, content: &[u8], tree: tree_sitter::Tree) {
        if self.keep > 0 {
            if self.recent.len() == self.keep {
                self.recent.pop_front();
            }
            self.recent.push_back((content.to_vec(), tree));
        }
    }

    fn parse(&mut self, content: &[u8]) -> Option<tree_sitter::Tree> {
        if content.len() >= u32::MAX as usize {
            return None;
        }
        let parser = self.parser.as_mut()?;
        // The newest kept text first; an older one only while the nearest
        // so far leaves more than a sliver of the candidate to re-parse
        // (aligning with each costs a pass over both texts).
        let near_enough = content.len() / NEAR_ENOUGH;
        let mut nearest: Option<Nearest> = None;
        for (old, tree) in self.recent.iter().rev() {
            if nearest.as_ref().is_some_and(|n| n.changed <= near_enough) {
                break;
            }
            let spans = spans_between(old, content);
            let changed = changed_bytes(&spans);
            if nearest.as_ref().is_none_or(|n| changed < n.changed) {
                nearest = Some(Nearest {
                    old,
                    tree,
                    spans,
                    changed,
                });
            }
        }
        let base = nearest.map(|n| {
            let mut tree = n.tree.clone();
            for edit in edits_of(n.old, content, n.spans).iter().rev() {
                tree.edit(edit);
            }
            tree
        });
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
    preorder(tree, |step| match step {
        Step::Enter(cursor) => {
            let node = cursor.node();
            if node.is_error() || node.is_missing() {
                count += 1;
            }
            node.has_error()
        }
        Step::Leave => false,
    });
    count
}

/// The kept text a candidate is re-parsed from: its tree, the spans that
/// turn it into the candidate and how many bytes those spans hold.
struct Nearest<'a> {
    old: &'a [u8],
    tree: &'a tree_sitter::Tree,
    spans: Vec<Span>,
    changed: usize,
}

/// How many bytes of the two texts lie in `spans`.
fn changed_bytes(spans: &[Span]) -> usize {
    spans
        .iter()
        .map(|span| span.old.len() + span.new.len())
        .sum()
}

/// The edits that turn `old` into `new`, one per changed span, left to
/// right, each in `old`'s coordinates: applied right to left, no edit
/// moves the text an earlier one refers to.
#[cfg(test)]
fn edits_between(old: &[u8], new: &[u8]) -> Vec<InputEdit> {
    edits_of(old, new, spans_between(old, new))
}

/// The edits of `spans`, the changed spans between `old` and `new`.
fn edits_of(old: &[u8], new: &[u8], spans: Vec<Span>) -> Vec<InputEdit> {
    let mut done = (0, Point::new(0, 0));
    spans
        .into_iter()
        .map(|span| {
            let start = advance(done.1, &old[done.0..span.old.start]);
            let old_end = advance(start, &old[span.old.clone()]);
            done = (span.old.end, old_end);
            InputEdit {
                start_byte: span.old.start,
                old_end_byte: span.old.end,
                new_end_byte: span.old.start + span.new.len(),
                start_position: start,
                old_end_position: old_end,
                new_end_position: advance(start, &new[span.new]),
            }
        })
        .collect()
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

    /// Read off the kept parse where the text is one of the last parsed
    /// (the candidate just taken, the text it came from), else parsed.
    fn names(&mut self, content: &[u8]) -> Option<Names> {
        let kept = self.recent.iter().rev().find(|(text, _)| text == content);
        if let Some((_, tree)) = kept {
            return Some(self.name_kinds.as_ref()?.read(tree, content));
        }
        self.name_kinds.as_ref()?;
        let tree = self.parse(content)?;
        let names = self.name_kinds.as_ref()?.read(&tree, content);
        self.keep_parse(content, tree);
        Some(names)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn only_edit(old: &[u8], new: &[u8]) -> InputEdit {
        let edits = edits_between(old, new);
        assert_eq!(edits.len(), 1, "{edits:?}");
        edits[0]
    }

    #[test]
    fn edit_spans_the_difference() {
        let e = only_edit(b"ab\ncdef\ngh", b"ab\ncf\ngh");
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (4, 6, 4));
        assert_eq!(e.start_position, Point::new(1, 1));
        assert_eq!(e.old_end_position, Point::new(1, 3));
        assert_eq!(e.new_end_position, Point::new(1, 1));
    }

    #[test]
    fn edit_of_repeated_text_does_not_overlap() {
        // "aaaa" -> "aa": prefix 2, suffix limited to what is left (0).
        let e = only_edit(b"aaaa", b"aa");
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (2, 4, 2));
        assert!(edits_between(b"x", b"x").is_empty());
    }

    #[test]
    fn edit_across_lines() {
        let e = only_edit(b"a\nb\nc\nd", b"a\nd");
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (2, 6, 2));
        assert_eq!(e.start_position, Point::new(1, 0));
        assert_eq!(e.old_end_position, Point::new(3, 0));
        assert_eq!(e.new_end_position, Point::new(1, 0));
    }

    #[test]
    fn later_edits_keep_the_old_coordinates() {
        let line = |k: usize| format!("int variable_number_{k:03} = {k:03};\n");
        let old: String = (0..40).map(line).collect();
        let new: String = (0..40).filter(|k| *k != 5 && *k != 30).map(line).collect();
        let edits = edits_between(old.as_bytes(), new.as_bytes());
        assert_eq!(edits.len(), 2, "{edits:?}");
        // Where a span starts inside equal-looking text is the aligner's
        // choice; its positions must be those of its bytes in `old`.
        let width = line(0).len();
        for (e, k) in edits.iter().zip([5, 30]) {
            let near_line_k = (k - 1) * width..(k + 1) * width;
            assert!(near_line_k.contains(&e.start_byte), "{e:?}");
            assert_eq!(e.old_end_byte - e.start_byte, width);
            assert_eq!(e.new_end_byte, e.start_byte);
            let at = |byte: usize| Point::new(byte / width, byte % width);
            assert_eq!(e.start_position, at(e.start_byte));
            assert_eq!(e.old_end_position, at(e.old_end_byte));
            assert_eq!(e.new_end_position, e.start_position);
        }
    }
}
