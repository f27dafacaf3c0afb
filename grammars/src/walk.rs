//! One pre-order walk over a parse, for the passes that read every node:
//! the converter's first stage, and the validator's error count and names.

use tree_sitter::{Tree, TreeCursor};

/// A step of [`preorder`].
pub(crate) enum Step<'c, 't> {
    /// At a node; the visitor says whether to go into its children.
    Enter(&'c TreeCursor<'t>),
    /// Back up from the children of the innermost node gone into.
    Leave,
}

/// Walks `tree` in pre-order. At [`Step::Enter`], `visit` returns whether
/// to go into the node's children; what it returns at [`Step::Leave`] is
/// not read.
pub(crate) fn preorder<'t>(tree: &'t Tree, mut visit: impl FnMut(Step<'_, 't>) -> bool) {
    let mut cursor = tree.walk();
    'walk: loop {
        if visit(Step::Enter(&cursor)) && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                continue 'walk;
            }
            if !cursor.goto_parent() {
                break 'walk;
            }
            visit(Step::Leave);
        }
    }
}
