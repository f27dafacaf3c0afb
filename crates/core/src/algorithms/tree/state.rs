//! What every tree algorithm shares: the tree, the edit made so far, which
//! nodes may be tried for removal, and the per-pass priorities.
//!
//! The shared state holds the effective removability after the static analysis
//! done once per input (token-less subtrees dropped, nullability inference,
//! pruning of single-child chains), live token weights, the breadth-first
//! tie-break numbering (the paper's and the reference code's), the tree's
//! levels and the live hoist candidates.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::tree::{NodeId, Tree, TreeEdit};
use crate::Candidate;

/// How equal token weights are ordered ([Gharachorlu 2019], §3;
/// [Gharachorlu 2023a], §4.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// The paper's rule: the node highest in the tree, then furthest right.
    #[default]
    Paper,
    /// The reference code's: the deepest node, then furthest right.
    Code,
}

/// The static analysis done once per input ([Gharachorlu 2023a], §4.4,
/// Alg. 4; [Gharachorlu 2019], §3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrepOptions {
    /// A named node whose children are all removable is removable too.
    pub nullability_inference: bool,
    /// In a chain of single-child nodes only the highest removable node
    /// stays removable (they all remove the same tokens).
    pub chain_pruning: bool,
}

impl Default for PrepOptions {
    fn default() -> Self {
        PrepOptions {
            nullability_inference: true,
            chain_pruning: true,
        }
    }
}

/// What may take a node's place: a descendant (hoisting), or the contents
/// of a list (splicing, the node being a list element).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replacement {
    Hoist(NodeId),
    Splice(NodeId),
}

impl Replacement {
    /// The descendant the replacement comes from.
    pub fn node(self) -> NodeId {
        match self {
            Replacement::Hoist(n) | Replacement::Splice(n) => n,
        }
    }
}

#[derive(Clone)]
pub struct TreeState {
    pub tree: Rc<Tree>,
    pub edit: TreeEdit,
    /// Whether a node may be tried for removal (grammar flags after prep).
    pub removable: Vec<bool>,
}

impl TreeState {
    pub fn new(tree: Rc<Tree>, prep: PrepOptions) -> TreeState {
        let mut edit = TreeEdit::new(&tree);
        // Subtrees without a token render nothing: drop them up front, so
        // they never cost a query.
        for (id, _) in tree.nodes() {
            if id != Tree::ROOT && tree.weight(id) == 0 && !tree.node(id).error {
                edit.remove(id);
            }
        }
        let mut removable: Vec<bool> = tree.nodes().map(|(_, n)| n.removable).collect();
        if prep.nullability_inference {
            // Ids are pre-order, so a backward scan sees children first.
            for id in (0..tree.len() as NodeId).rev() {
                let node = tree.node(id);
                let children: Vec<NodeId> = node
                    .children
                    .iter()
                    .copied()
                    .filter(|&c| !edit.is_removed(c))
                    .collect();
                if node.named
                    && !children.is_empty()
                    && children.iter().all(|&c| removable[c as usize])
                {
                    removable[id as usize] = true;
                }
            }
        }
        removable[Tree::ROOT as usize] = false;
        let mut state = TreeState {
            tree,
            edit,
            removable,
        };
        if prep.chain_pruning {
            state.prune_chains(Tree::ROOT);
        }
        state
    }

    /// Keeps only the highest removable node of every single-child chain.
    fn prune_chains(&mut self, start: NodeId) {
        let mut stack = vec![start];
        while let Some(mut node) = stack.pop() {
            let mut seen = false;
            loop {
                if seen {
                    self.removable[node as usize] = false;
                } else if self.removable[node as usize] {
                    seen = true;
                }
                let children = self.children(node);
                if children.len() != 1 {
                    stack.extend(children);
                    break;
                }
                node = children[0];
            }
        }
    }

    /// The live children of `node`, resolved through replacements.
    pub fn children(&self, node: NodeId) -> Vec<NodeId> {
        self.tree.live_children(&self.edit, node).collect()
    }

    /// A copy of the edit with `change` applied.
    pub fn edit_with(&self, change: impl FnOnce(&mut TreeEdit)) -> TreeEdit {
        let mut edit = self.edit.clone();
        change(&mut edit);
        edit
    }

    pub fn edit_without(&self, nodes: &[NodeId]) -> TreeEdit {
        self.edit_with(|edit| nodes.iter().for_each(|&n| edit.remove(n)))
    }

    /// Renders the tree with `change` applied to a copy of the edit.
    pub fn candidate_with(&self, change: impl FnOnce(&mut TreeEdit)) -> Candidate {
        let edit = self.edit_with(change);
        Candidate {
            content: self.tree.render(&edit),
            units: self.tree.tokens(&edit),
        }
    }

    pub fn candidate_without(&self, nodes: &[NodeId]) -> Candidate {
        self.candidate_with(|edit| nodes.iter().for_each(|&n| edit.remove(n)))
    }

    pub fn current(&self) -> Candidate {
        self.candidate_with(|_| {})
    }

    /// Token weights of the live tree, for every node reachable from the
    /// root (others are 0).
    pub fn live_weights(&self) -> Vec<u32> {
        let mut weights = vec![0u32; self.tree.len()];
        // Post-order over the live tree with an explicit stack.
        let mut stack = vec![(self.tree.resolve(&self.edit, Tree::ROOT), false)];
        while let Some((node, expanded)) = stack.pop() {
            if self.tree.node(node).token.is_some() {
                weights[node as usize] = 1;
                continue;
            }
            let children = self.children(node);
            if expanded {
                weights[node as usize] = children.iter().map(|&c| weights[c as usize]).sum();
            } else {
                stack.push((node, true));
                stack.extend(children.into_iter().map(|c| (c, false)));
            }
        }
        weights
    }

    /// Breadth-first positions of the live nodes; a larger number wins a tie.
    pub fn bfs_order(&self, tie: TieBreak) -> Vec<u32> {
        let mut order = vec![0u32; self.tree.len()];
        let mut queue =
            std::collections::VecDeque::from([self.tree.resolve(&self.edit, Tree::ROOT)]);
        let mut visited = Vec::new();
        while let Some(node) = queue.pop_front() {
            visited.push(node);
            let mut children = self.children(node);
            if tie == TieBreak::Paper {
                children.reverse();
            }
            queue.extend(children);
        }
        let n = visited.len() as u32;
        for (i, node) in visited.into_iter().enumerate() {
            order[node as usize] = match tie {
                // Root gets n, its last child n - 1, ...: higher and more to
                // the right wins.
                TieBreak::Paper => n - i as u32,
                // Left-to-right, root 0: deeper, then more to the right wins.
                TieBreak::Code => i as u32,
            };
        }
        order
    }

    /// Live nodes at depth `level` of the current tree, in document order.
    pub fn level(&self, level: u32) -> Vec<NodeId> {
        let root = self.tree.resolve(&self.edit, Tree::ROOT);
        if self.edit.is_removed(Tree::ROOT) || self.edit.is_removed(root) {
            return Vec::new();
        }
        let mut nodes = vec![root];
        for _ in 0..level {
            nodes = nodes.into_iter().flat_map(|n| self.children(n)).collect();
        }
        nodes
    }

    /// The replacement candidates of `node` still in the tree, nearest first.
    pub fn hoists(&self, node: NodeId) -> Vec<NodeId> {
        let node = self.tree.resolve(&self.edit, node);
        if self.edit.splice_of(node).is_some() {
            return Vec::new();
        }
        self.tree
            .node(node)
            .hoists
            .iter()
            .copied()
            .filter(|&h| self.is_live_below(node, h))
            .collect()
    }

    /// The lists whose contents may be spliced in place of `node`, nearest
    /// first: intact lists still shown in its subtree (`node` itself
    /// included). Which lists fit depends on the position, so they are the
    /// splices of the node that holds the position in the original tree (a
    /// hoisted node stands in its ancestor's place).
    pub fn splices(&self, node: NodeId) -> Vec<NodeId> {
        let shown = self.tree.resolve(&self.edit, node);
        if self.edit.splice_of(shown).is_some() {
            return Vec::new();
        }
        let mut holder = shown;
        while let Some(parent) = self.tree.node(holder).parent {
            if self.edit.replacement(parent).is_none()
                || self.tree.resolve(&self.edit, parent) != shown
            {
                break;
            }
            holder = parent;
        }
        self.tree
            .node(holder)
            .splices
            .iter()
            .copied()
            .filter(|&list| {
                self.edit.replacement(list).is_none()
                    && self.edit.splice_of(list).is_none()
                    && self.is_live_below(shown, list)
            })
            .collect()
    }

    /// Tokens a splice by `list` renders, from a pass's live `weights`:
    /// the list's, less its delimiters (tokens) still there.
    pub fn splice_weight(&self, weights: &[u32], list: NodeId) -> u32 {
        let delimiters = self
            .tree
            .delimiters(list)
            .filter(|&d| !self.edit.is_removed(d))
            .count() as u32;
        weights[list as usize].saturating_sub(delimiters)
    }

    /// One way to put something else in a node's place.
    pub fn apply(&self, edit: &mut TreeEdit, node: NodeId, by: Replacement) {
        match by {
            Replacement::Hoist(h) => edit.replace(node, Some(h)),
            Replacement::Splice(list) => {
                let shown = self.tree.resolve(edit, node);
                edit.splice(shown, Some(list));
            }
        }
    }

    /// Whether `descendant` still renders as part of `ancestor`'s subtree.
    fn is_live_below(&self, ancestor: NodeId, descendant: NodeId) -> bool {
        let mut node = descendant;
        while node != ancestor {
            if self.edit.is_removed(node) {
                return false;
            }
            let Some(parent) = self.tree.node(node).parent else {
                return false;
            };
            // A replaced parent shows one of its descendants: the node is
            // live only if it is that descendant or below it.
            if self.edit.replacement(parent).is_some() {
                let shown = self.tree.resolve(&self.edit, parent);
                if !self.tree.is_ancestor(shown, descendant) {
                    return false;
                }
            } else if let Some(list) = self.edit.splice_of(parent) {
                // A spliced parent shows the contents of a list: the node
                // is live only strictly below that list.
                if list == descendant || !self.tree.is_ancestor(list, descendant) {
                    return false;
                }
            }
            node = parent;
        }
        true
    }
}
