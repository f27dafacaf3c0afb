//! Which removals delete a name for good. Taking away the last mention of a
//! name is a different act from taking away one use of many: a compiler
//! rejects uses whose declaration went, an oracle that looks for a name
//! fails once its last mention goes, and either way removals of one node
//! kind split into two groups that behave alike. Pardis counts its verdicts
//! per kind and per group, to tell the driver which running candidates are
//! likely to win ([`crate::Algorithm::chance`]).

use std::collections::HashMap;

use crate::tree::{NodeId, Tree, TreeEdit};

/// How often each name (identifier token text) occurs in a program.
#[derive(Debug, Default)]
pub(crate) struct NameCounts {
    counts: HashMap<Vec<u8>, u32>,
}

impl NameCounts {
    /// The identifiers that `edit` leaves in `tree`.
    pub(crate) fn new(tree: &Tree, edit: &TreeEdit) -> NameCounts {
        NameCounts {
            counts: occurrences(tree, edit, Tree::ROOT),
        }
    }

    /// Whether removing `node` takes away every occurrence of some name.
    pub(crate) fn removes_last_of_a_name(
        &self,
        tree: &Tree,
        edit: &TreeEdit,
        node: NodeId,
    ) -> bool {
        occurrences(tree, edit, node)
            .iter()
            .any(|(name, inside)| self.counts.get(name) == Some(inside))
    }
}

fn occurrences(tree: &Tree, edit: &TreeEdit, node: NodeId) -> HashMap<Vec<u8>, u32> {
    let mut counts = HashMap::new();
    if tree.is_empty() {
        return counts;
    }
    for token in tree.live_tokens(edit, node) {
        if let (true, Some(text)) = (tree.is_identifier(token), tree.token_text(token)) {
            *counts.entry(text.to_vec()).or_insert(0) += 1;
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::TreeBuilder;

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
        // `a` is mentioned only in the first statement; `f` in both.
        assert!(names.removes_last_of_a_name(&tree, &edit, first));
        assert!(names.removes_last_of_a_name(&tree, &edit, a));
        assert!(!names.removes_last_of_a_name(&tree, &edit, f));
        // Once the second statement is gone, the first holds the last `f`.
        edit.remove(second);
        let names = NameCounts::new(&tree, &edit);
        assert!(names.removes_last_of_a_name(&tree, &edit, f));
        // A removed node holds nothing.
        assert!(!names.removes_last_of_a_name(&tree, &edit, second));
    }
}
