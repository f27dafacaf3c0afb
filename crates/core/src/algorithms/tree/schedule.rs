//! Type batching's scheduling model ([Gharachorlu 2023b], §3.1–3.2, Alg. 2;
//! docs/references.md): the expected tokens removed and queries spent if one
//! node kind is reduced on its own, the same for a clean-up over every kind,
//! the greedy choice of the next kind and the rule that stops batching.
//!
//! The recursions walk the live tree bottom-up. A node of the kind τ that
//! may be removed is tried once: with probability `P_τ` its tokens go, else
//! the walk continues into its children. Other nodes are transparent, and so
//! is a τ node that may not be removed where it stands (it would never be
//! tried; the paper batches removable kinds only).
//!
//! The model reads a post-order [`Snapshot`] of the live tree. [`take_best`]
//! orders by rate, then expected tokens, then kind name, so the choice never
//! depends on the order kinds are listed in; [`stop_early`] stops when the best
//! rate is at most the clean-up's. Each decision leaves a [`BatchRecord`] in
//! the log.

use serde::{Deserialize, Serialize};

use super::state::TreeState;
use crate::tree::{NodeId, Tree};

/// Expected tokens removed and queries spent.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Expectation {
    pub tokens: f64,
    pub queries: f64,
}

impl Expectation {
    /// `ER^ = E[tokens] / E[queries]` (a ratio of expectations); 0 when no
    /// query would be made.
    pub fn rate(&self) -> f64 {
        if self.queries > 0.0 {
            self.tokens / self.queries
        } else {
            0.0
        }
    }
}

const NO_PARENT: NodeId = NodeId::MAX;

/// The live tree in post-order, taken once per scheduling step.
pub struct Snapshot {
    /// Live nodes, children before parents.
    post: Vec<NodeId>,
    /// The live parent of every node in `post` (by node id).
    parent: Vec<NodeId>,
    weights: Vec<u32>,
}

impl Snapshot {
    pub fn new(state: &TreeState) -> Snapshot {
        let n = state.tree.len();
        let mut parent = vec![NO_PARENT; n];
        let mut pre = Vec::new();
        if !state.edit.is_removed(Tree::ROOT) {
            let mut stack = vec![state.tree.resolve(&state.edit, Tree::ROOT)];
            while let Some(node) = stack.pop() {
                pre.push(node);
                for child in state.children(node) {
                    parent[child as usize] = node;
                    stack.push(child);
                }
            }
        }
        // Reversed pre-order sees every child before its parent.
        pre.reverse();
        Snapshot {
            post: pre,
            parent,
            weights: state.live_weights(),
        }
    }

    /// Live nodes (the numerator of the progress feature).
    pub fn node_count(&self) -> usize {
        self.post.len()
    }

    /// The kinds of the live nodes that may be removed, ascending.
    pub fn removable_kinds(&self, state: &TreeState) -> Vec<u16> {
        let mut kinds: Vec<u16> = self
            .post
            .iter()
            .filter(|&&n| state.removable[n as usize])
            .map(|&n| state.tree.node(n).kind)
            .collect();
        kinds.sort_unstable();
        kinds.dedup();
        kinds
    }

    /// Runs the recursion with `probability(node)`: `None` for a node that
    /// is transparent, `Some(p)` for one that is tried.
    fn expect(&self, probability: impl Fn(NodeId) -> Option<f64>) -> Expectation {
        let n = self.parent.len();
        let mut tokens = vec![0.0f64; n];
        let mut queries = vec![0.0f64; n];
        let mut root = Expectation::default();
        for &node in &self.post {
            let i = node as usize;
            let (t, q) = match probability(node) {
                Some(p) => (
                    p * f64::from(self.weights[i]) + (1.0 - p) * tokens[i],
                    1.0 + (1.0 - p) * queries[i],
                ),
                None => (tokens[i], queries[i]),
            };
            match self.parent[i] {
                NO_PARENT => {
                    root = Expectation {
                        tokens: t,
                        queries: q,
                    }
                }
                p => {
                    tokens[p as usize] += t;
                    queries[p as usize] += q;
                }
            }
        }
        root
    }

    /// `tokens(root, τ)` and `queries(root, τ)` for kind `kind` with success
    /// probability `p` (§3.2).
    pub fn type_expectation(&self, state: &TreeState, kind: u16, p: f64) -> Expectation {
        self.expect(|node| {
            (state.removable[node as usize] && state.tree.node(node).kind == kind).then_some(p)
        })
    }

    /// The clean-up's expectation: every removable node is tried with its
    /// own kind's probability (§3.3).
    pub fn cleanup_expectation(&self, state: &TreeState, p: impl Fn(u16) -> f64) -> Expectation {
        self.expect(|node| state.removable[node as usize].then(|| p(state.tree.node(node).kind)))
    }
}

/// One kind's estimate at a scheduling step.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    pub kind: u16,
    pub name: String,
    pub probability: f64,
    pub expectation: Expectation,
}

/// The kind to batch next (Alg. 2): the highest rate; ties go to the kind
/// with more expected tokens, then to the smaller kind name, so the choice
/// never depends on the order of `rated`.
pub fn take_best(rated: &[Rated]) -> Option<usize> {
    (0..rated.len()).max_by(|&a, &b| {
        let (a, b) = (&rated[a], &rated[b]);
        a.expectation
            .rate()
            .total_cmp(&b.expectation.rate())
            .then(a.expectation.tokens.total_cmp(&b.expectation.tokens))
            .then(b.name.cmp(&a.name))
    })
}

/// Stop batching when the best kind is not expected to beat the clean-up:
/// `ER^_best ≤ ER^_clean-up` (ties stop).
pub fn stop_early(best_rate: f64, cleanup_rate: f64) -> bool {
    best_rate <= cleanup_rate
}

/// One scheduling decision and what its batch did, for reports. The
/// type-agnostic batch has no estimates: its numbers are 0.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BatchRecord {
    /// The node kind batched (`*` for type-agnostic joint reduction).
    pub kind: String,
    /// Live nodes over original nodes when the kind was chosen.
    pub progress: f64,
    /// `P_τ(progress)` from the success model.
    pub probability: f64,
    pub expected_tokens: f64,
    pub expected_queries: f64,
    /// `ER^_τ`, the scheduling key.
    pub rate: f64,
    /// `ER^` of the clean-up at the same point: the stopping key.
    pub cleanup_rate: f64,
    /// False when the stop rule fired on this kind: batching ended here.
    pub ran: bool,
    /// Candidates the batch proposed (the driver may answer some from its
    /// cache instead of the oracle).
    pub candidates: u64,
    /// Candidates found interesting (chunks removed).
    pub accepted: u64,
    pub tokens_removed: u64,
}
