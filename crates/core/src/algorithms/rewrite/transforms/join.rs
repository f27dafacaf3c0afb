//! `join`: two declarations in a row that start with the same words made
//! one (`int i;int a[i];` to `int i,a[i];`: C-Vise's `combine-local-var`
//! and `combine-global-var`, for any grammar). Read off the tree: two
//! siblings of one kind, each ended by `;`, whose children before the
//! first that defines a name (the type, `const`) spell the same tokens.
//! Where the language has no list of declarators (`let a=1,b=2;` in
//! Rust) the text does not parse and costs no query.

use std::ops::Range;

use super::Target;
use crate::tree::{NodeId, Tree};

/// Every two declarations in a row with the same leading words: the
/// first's words and declarators, a comma and the second's declarators in
/// the first's place, the second removed.
pub(super) fn targets(tree: &Tree) -> Vec<Target> {
    let mut targets = Vec::new();
    for (_, node) in tree.nodes() {
        for pair in node.children.windows(2) {
            let (first, second) = (pair[0], pair[1]);
            if let Some(text) = joined(tree, first, second) {
                targets.push(Target::Edits {
                    what: format!("join two {}s", tree.kind_name(first)),
                    node: first,
                    edits: vec![(first, text), (second, String::new())],
                });
            }
        }
    }
    targets
}

/// The one declaration `first` and `second` make, where both are of one
/// kind and start with the same words.
fn joined(tree: &Tree, first: NodeId, second: NodeId) -> Option<String> {
    if !tree.node(first).named || tree.node(first).kind != tree.node(second).kind {
        return None;
    }
    let (words, declarators) = parts(tree, first)?;
    let (other_words, other_declarators) = parts(tree, second)?;
    if words != other_words {
        return None;
    }
    let source = tree.source();
    let start = tree.span(first)?.start;
    let head = String::from_utf8_lossy(&source[start..declarators.end]);
    let tail = String::from_utf8_lossy(&source[other_declarators]);
    Some(format!("{head},{tail};"))
}

/// A declaration's leading words, the tokens of `node`'s children before
/// the first that defines a name, and its declarators, the span from that
/// child to the one before the closing `;`; `None` where `node` does not
/// end with `;` or starts with the name it defines.
fn parts(tree: &Tree, node: NodeId) -> Option<(Vec<&[u8]>, Range<usize>)> {
    let children = &tree.node(node).children;
    let (&last, rest) = children.split_last()?;
    if tree.token_text(last) != Some(b";".as_slice()) {
        return None;
    }
    let at = rest.iter().position(|&c| defines_a_name(tree, c))?;
    if at == 0 {
        return None;
    }
    let words = rest[..at]
        .iter()
        .flat_map(|&c| tree.leaves(c))
        .filter_map(|leaf| tree.token_text(leaf))
        .collect();
    let declarators = tree.span(rest[at])?.start..tree.span(*rest.last()?)?.end;
    Some((words, declarators))
}

/// Whether a leaf under `node` (or `node` itself) defines a name.
fn defines_a_name(tree: &Tree, node: NodeId) -> bool {
    tree.leaves(node)
        .into_iter()
        .any(|leaf| tree.node(leaf).defines)
}
