//! Which removals delete a name for good. Taking away the last mention of a
//! name is a different act from taking away one use of many: a compiler
//! rejects uses whose declaration went, an oracle that looks for a name
//! fails once its last mention goes, and either way removals of one node
//! kind split into groups that behave alike. Two counts tell them apart:
//! identifier tokens (what a compiler sees) and words anywhere in the text,
//! comments and strings included (what an oracle that searches the text
//! sees: a declaration may go while a comment still names it, and a
//! comment may hold a name's last trace). The words that go are kept by
//! shape (digits as `#`: `g_12` and `g_7` are both `g_#`), since names
//! alike tend to matter alike. The chances ([`super::chances`]) count
//! verdicts per group, to tell the driver which running candidates are
//! likely to win ([`crate::Algorithm::chance`]).
//!
//! Numbers are not words (most literals are unique). A replacement takes what
//! its node holds and the kept descendant does not. The counts of the current
//! program are taken once per version of its edit. Without a tree
//! (`NameCounts::of_text`, `NameCounts::loss_in`: a rewritten text, a list
//! algorithm's candidate) every word counts as a name, and a word gone but
//! glued into a new one has its shape marked `+`.

use std::collections::{HashMap, HashSet};

use crate::tree::{NodeId, Tree, TreeEdit};

/// What removing a node takes away for good.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Loss {
    /// The last identifier token of some name.
    pub last_name: bool,
    /// The shapes of the words whose last occurrence in the text goes,
    /// sorted, without repeats.
    pub word_shapes: Vec<Vec<u8>>,
}

impl Loss {
    /// Whether the last occurrence of some word goes.
    pub(crate) fn last_word(&self) -> bool {
        !self.word_shapes.is_empty()
    }
}

/// How often each name (identifier token text) and each word occurs in a
/// program.
#[derive(Debug, Default)]
pub(crate) struct NameCounts {
    names: HashMap<Vec<u8>, u32>,
    words: HashMap<Vec<u8>, u32>,
}

impl NameCounts {
    /// The names and words that `edit` leaves in `tree`.
    pub(crate) fn new(tree: &Tree, edit: &TreeEdit) -> NameCounts {
        let mut counts = NameCounts::default();
        counts.count(tree, edit, Tree::ROOT);
        counts
    }

    /// What removing `nodes` takes away for good.
    pub(crate) fn loss(&self, tree: &Tree, edit: &TreeEdit, nodes: &[NodeId]) -> Loss {
        self.loss_of(&NameCounts::under(tree, edit, nodes))
    }

    /// What replacing `node` by its descendant `kept` takes away for good.
    pub(crate) fn loss_keeping(
        &self,
        tree: &Tree,
        edit: &TreeEdit,
        node: NodeId,
        kept: NodeId,
    ) -> Loss {
        let mut inside = NameCounts::under(tree, edit, &[node]);
        let kept = NameCounts::under(tree, edit, &[kept]);
        for (all, less) in [
            (&mut inside.names, kept.names),
            (&mut inside.words, kept.words),
        ] {
            for (key, n) in less {
                if let Some(count) = all.get_mut(&key) {
                    *count -= n.min(*count);
                }
            }
            all.retain(|_, count| *count > 0);
        }
        self.loss_of(&inside)
    }

    /// The words of a whole text, without a tree: what a rewritten text
    /// (see [`NameCounts::loss_in`]) is measured against.
    pub(crate) fn of_text(text: &[u8]) -> NameCounts {
        let mut counts = NameCounts::default();
        for word in words(text) {
            *counts.words.entry(word.to_vec()).or_insert(0) += 1;
        }
        counts
    }

    /// How often `word` occurs in the text counted by
    /// [`NameCounts::of_text`].
    pub(crate) fn word_count(&self, word: &[u8]) -> u32 {
        self.words.get(word).copied().unwrap_or(0)
    }

    /// What putting `candidate` in place of the text counted by
    /// [`NameCounts::of_text`] takes away for good: the words it no longer
    /// has. Without a tree a word cannot be told from a name, so any word
    /// lost counts as the last of a name. A word that is gone as a word
    /// but still inside a new one (`g_1 g_2` made `g_1g_2` by removing
    /// what stood between) has its own shape, marked `+`: a check that
    /// searches the text still finds it, a compiler does not.
    pub(crate) fn loss_in(&self, candidate: &[u8]) -> Loss {
        let kept: HashSet<&[u8]> = words(candidate).collect();
        let glued: Vec<&[u8]> = kept
            .iter()
            .copied()
            .filter(|word| !self.words.contains_key(*word))
            .collect();
        let mut word_shapes: Vec<Vec<u8>> = self
            .words
            .keys()
            .filter(|word| !kept.contains(word.as_slice()))
            .map(|word| {
                let mut shape = shape(word);
                if glued.iter().any(|new| contains(new, word)) {
                    shape.push(b'+');
                }
                shape
            })
            .collect();
        word_shapes.sort_unstable();
        word_shapes.dedup();
        Loss {
            last_name: !word_shapes.is_empty(),
            word_shapes,
        }
    }

    /// The names and words that `edit` leaves under `nodes`.
    fn under(tree: &Tree, edit: &TreeEdit, nodes: &[NodeId]) -> NameCounts {
        let mut inside = NameCounts::default();
        for &node in nodes {
            inside.count(tree, edit, node);
        }
        inside
    }

    /// What taking away `inside`, a part of this program, takes for good.
    fn loss_of(&self, inside: &NameCounts) -> Loss {
        let is_last =
            |all: &HashMap<Vec<u8>, u32>, (key, n): (&Vec<u8>, &u32)| all.get(key) == Some(n);
        let mut word_shapes: Vec<Vec<u8>> = inside
            .words
            .iter()
            .filter(|&entry| is_last(&self.words, entry))
            .map(|(word, _)| shape(word))
            .collect();
        word_shapes.sort_unstable();
        word_shapes.dedup();
        Loss {
            last_name: inside.names.iter().any(|entry| is_last(&self.names, entry)),
            word_shapes,
        }
    }

    /// Adds the names and words that `edit` leaves under `node`.
    fn count(&mut self, tree: &Tree, edit: &TreeEdit, node: NodeId) {
        if tree.is_empty() {
            return;
        }
        for token in tree.live_tokens(edit, node) {
            let Some(text) = tree.token_text(token) else {
                continue;
            };
            if tree.is_identifier(token) {
                *self.names.entry(text.to_vec()).or_insert(0) += 1;
            }
            for word in words(text) {
                *self.words.entry(word.to_vec()).or_insert(0) += 1;
            }
        }
    }
}

/// `word` with each run of digits as one `#`.
fn shape(word: &[u8]) -> Vec<u8> {
    let mut shape = Vec::with_capacity(word.len());
    for (i, &b) in word.iter().enumerate() {
        if !b.is_ascii_digit() {
            shape.push(b);
        } else if i == 0 || !word[i - 1].is_ascii_digit() {
            shape.push(b'#');
        }
    }
    shape
}

/// Whether `part` occurs in `text`.
fn contains(text: &[u8], part: &[u8]) -> bool {
    part.len() <= text.len() && text.windows(part.len()).any(|window| window == part)
}

/// The words of `text`: runs of letters, digits, `_` and non-ASCII bytes
/// that do not start with a digit. Numbers are left out: most literals are
/// unique, so nearly every removal would take the last of one.
pub(crate) fn words(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|&b| !(b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80))
        .filter(|word| word.first().is_some_and(|b| !b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::TreeBuilder;

    fn shapes(loss: &Loss) -> Vec<&str> {
        loss.word_shapes
            .iter()
            .map(|shape| std::str::from_utf8(shape).unwrap())
            .collect()
    }

    #[test]
    fn a_rewritten_text_loses_the_words_it_no_longer_has() {
        let counts = NameCounts::of_text(b"int g_1; int g_2; /* l_7 */ int x = 42;");
        // The number and one of three `int`s: nothing goes.
        let kept = counts.loss_in(b"int g_1; int g_2; /* l_7 */ x = 0;");
        assert!(!kept.last_word() && !kept.last_name);
        let lost = counts.loss_in(b"int g_1; int x = 42;");
        assert_eq!(shapes(&lost), ["g_#", "l_#"]);
        assert!(lost.last_name);
        // Glued to its neighbour, `g_1` is gone as a word but not from the
        // text: a shape of its own.
        let glued = counts.loss_in(b"int g_1g_2; /* l_7 */ int x = 42;");
        assert_eq!(shapes(&glued), ["g_#+"]);
    }

    /// `f(a); f(b);`: two statements, each a call; `f` twice, `a` and `b`
    /// once each. Returns the tree, the statements and the tokens `f`, `a`.
    fn two_calls() -> (Tree, [NodeId; 2], [NodeId; 2]) {
        let text = "f(a); f(b);";
        let mut b = TreeBuilder::new(text.as_bytes().to_vec());
        let program = b.kind("program");
        let statement = b.kind("statement");
        let identifier = b.kind("identifier");
        let punct = b.kind("punct");
        b.mark_identifier(identifier);
        let root = b.add(None, program, true, None);
        let mut statements = Vec::new();
        let mut tokens = Vec::new();
        for (at, arg) in [(0, "a"), (6, "b")] {
            let s = b.add(Some(root), statement, true, None);
            let f = b.add(Some(s), identifier, true, Some(at..at + 1));
            b.add(Some(s), punct, false, Some(at + 1..at + 2));
            let x = b.add(Some(s), identifier, true, Some(at + 2..at + 3));
            b.add(Some(s), punct, false, Some(at + 3..at + 5));
            assert_eq!(&text[at + 2..at + 3], arg);
            statements.push(s);
            tokens.extend([f, x]);
        }
        let tree = b.finish();
        (tree, [statements[0], statements[1]], [tokens[0], tokens[1]])
    }

    #[test]
    fn a_removal_is_told_apart_by_whether_a_name_goes_for_good() {
        let (tree, [first, second], [f, a]) = two_calls();
        let mut edit = TreeEdit::new(&tree);
        let names = NameCounts::new(&tree, &edit);
        let last_name =
            |names: &NameCounts, edit: &TreeEdit, node| names.loss(&tree, edit, &[node]).last_name;
        // `a` is mentioned only in the first statement; `f` in both.
        assert!(last_name(&names, &edit, first));
        assert!(last_name(&names, &edit, a));
        assert!(!last_name(&names, &edit, f));
        // Once the second statement is gone, the first holds the last `f`.
        edit.remove(second);
        let names = NameCounts::new(&tree, &edit);
        assert!(last_name(&names, &edit, f));
        // A removed node holds nothing.
        assert_eq!(names.loss(&tree, &edit, &[second]), Loss::default());
    }

    #[test]
    fn a_replacement_takes_what_its_kept_descendant_does_not_hold() {
        let (tree, [first, second], [f, a]) = two_calls();
        let mut edit = TreeEdit::new(&tree);
        let names = NameCounts::new(&tree, &edit);
        // `f(a);` by `a`: the other statement still calls `f`.
        assert_eq!(names.loss_keeping(&tree, &edit, first, a), Loss::default());
        // `f(a);` by `f`: the last `a` goes.
        let loss = names.loss_keeping(&tree, &edit, first, f);
        assert!(loss.last_name, "{loss:?}");
        assert_eq!(loss.word_shapes, vec![b"a".to_vec()]);
        // Once the second statement is gone, `f(a);` by `a` takes the last `f`.
        edit.remove(second);
        let names = NameCounts::new(&tree, &edit);
        let loss = names.loss_keeping(&tree, &edit, first, a);
        assert_eq!(loss.word_shapes, vec![b"f".to_vec()]);
    }

    #[test]
    fn a_words_shape_has_its_digits_as_one_mark() {
        assert_eq!(shape(b"g_1205"), b"g_#");
        assert_eq!(shape(b"l_1x22y"), b"l_#x#y");
        assert_eq!(shape(b"main"), b"main");
    }

    #[test]
    fn a_comment_holds_words_and_numbers_are_not_words() {
        // `a 12 /*a 12*/`: the identifier `a`, the number `12` and a comment
        // naming both.
        let text = "a 12 /*a 12*/";
        let mut b = TreeBuilder::new(text.as_bytes().to_vec());
        let (program, identifier, other) =
            (b.kind("program"), b.kind("identifier"), b.kind("other"));
        b.mark_identifier(identifier);
        let root = b.add(None, program, true, None);
        let a = b.add(Some(root), identifier, true, Some(0..1));
        let number = b.add(Some(root), other, true, Some(2..4));
        let comment = b.add(Some(root), other, true, Some(5..13));
        let tree = b.finish();
        let mut edit = TreeEdit::new(&tree);
        let names = NameCounts::new(&tree, &edit);
        // The last identifier `a` goes, but the comment keeps the word.
        let loss = names.loss(&tree, &edit, &[a]);
        assert!(loss.last_name && !loss.last_word(), "{loss:?}");
        // The number is no word, so it takes nothing for good.
        assert_eq!(names.loss(&tree, &edit, &[number]), Loss::default());
        // Once the identifier is gone, the comment holds the last `a`.
        edit.remove(a);
        let names = NameCounts::new(&tree, &edit);
        let loss = names.loss(&tree, &edit, &[comment]);
        assert!(!loss.last_name && loss.last_word(), "{loss:?}");
        assert_eq!(loss.word_shapes, vec![b"a".to_vec()]);
    }
}
