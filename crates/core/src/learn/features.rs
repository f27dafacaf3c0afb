//! The syntactic features of a removal trial ([Gharachorlu 2021], §III.B;
//! [Gharachorlu 2023b], §3.1; docs/references.md): the node's kind, the kinds
//! of its live children, the kinds on the path to the root, and how much of the
//! original tree is left.

use serde::{Deserialize, Serialize};

use crate::tree::{NodeId, Tree, TreeEdit};

/// The pseudo-kind standing for "has a token child" in [`Trial::children`]
/// (the papers' "terminal" bit).
pub const TOKEN_CHILD: &str = "<token>";

/// One node about to be tried for removal, as the models see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trial {
    /// The node's kind (its grammar rule).
    pub kind: String,
    /// Kinds of the node's live children, sorted, without repeats; anonymous
    /// tokens show as [`TOKEN_CHILD`].
    pub children: Vec<String>,
    /// Kinds from the node up to the root, both included, sorted, without
    /// repeats (a bag of words: presence only).
    pub path: Vec<String>,
    /// Live nodes of the current tree over the nodes of the original tree
    /// (1.0 at the start, falling toward 0): the type-batched models' input.
    pub progress: f64,
    /// Tokens the removal would delete.
    pub tokens: u32,
}

/// The features of removing `node` from the tree as `edit` leaves it.
pub fn trial_features(tree: &Tree, edit: &TreeEdit, node: NodeId, tokens: u32) -> Trial {
    let mut children: Vec<String> = tree
        .node(node)
        .children
        .iter()
        .filter(|&&c| !edit.is_removed(c))
        .map(|&c| {
            let child = tree.node(c);
            if child.token.is_some() && !child.named {
                TOKEN_CHILD.to_string()
            } else {
                tree.kind_name(c).to_string()
            }
        })
        .collect();
    children.sort();
    children.dedup();
    let mut path = Vec::new();
    let mut at = Some(node);
    while let Some(n) = at {
        path.push(tree.kind_name(n).to_string());
        at = tree.node(n).parent;
    }
    path.sort();
    path.dedup();
    Trial {
        kind: tree.kind_name(node).to_string(),
        children,
        path,
        progress: live_node_count(tree, edit) as f64 / tree.len().max(1) as f64,
        tokens,
    }
}

/// Nodes not inside a removed subtree. Replacement is ignored: a replaced
/// node's skipped part still counts (the models were trained on removals).
pub fn live_node_count(tree: &Tree, edit: &TreeEdit) -> usize {
    let mut count = 0;
    let mut stack = vec![Tree::ROOT];
    while let Some(n) = stack.pop() {
        if edit.is_removed(n) {
            continue;
        }
        count += 1;
        stack.extend(tree.node(n).children.iter().copied());
    }
    count
}
