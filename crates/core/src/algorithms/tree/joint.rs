//! Probabilistic joint reduction over one kind ([Gharachorlu 2023b], Alg. 3,
//! docs/references.md): the queue of one batch.
//!
//! The queue starts with the kind's frontier: the highest live nodes of the
//! kind that may be removed (a node of another kind, or one that may not be
//! removed, is looked through). Every queued node has a belief `b`, the
//! probability that it can go (0.99 at the start of every batch), and the
//! priority `b · tokens`. A chunk is grown greedily from the top while that
//! raises its expected gain `EG = Π b · Σ tokens`. A failed chunk of several
//! nodes lowers their beliefs by the PDD rule and goes back; a failed single
//! node is kept and replaced by its own frontier, with no belief update.
//!
//! The queue is an antichain: a node's frontier is queued only after the
//! node left the queue for good. Removing a chunk never touches another
//! queued node, so token weights taken at the start of the batch stay exact.
//!
//! The queue is cloned to look ahead: a speculative batch is the chunks a copy
//! gives if each chunk before fails.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use super::state::{TieBreak, TreeState};
use crate::tree::{NodeId, Tree};

/// Every node's belief at the start of a batch (the thesis: as in PDD).
pub const INITIAL_BELIEF: f64 = 0.99;

#[derive(Clone, Copy, Debug)]
struct Queued {
    priority: f64,
    /// Breadth-first position: the larger wins a tie, as in Pardis.
    bfs: u32,
    node: NodeId,
}

impl Ord for Queued {
    fn cmp(&self, other: &Self) -> Ordering {
        self.priority
            .total_cmp(&other.priority)
            .then(self.bfs.cmp(&other.bfs))
            .then(self.node.cmp(&other.node))
    }
}

impl PartialOrd for Queued {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Queued {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Queued {}

/// The queue of one batch (cloned to look ahead).
#[derive(Clone)]
pub struct JointQueue {
    /// The kind batched; `None` for every removable kind (type-agnostic).
    kind: Option<u16>,
    /// One node per chunk (type-batched Pardis).
    singletons: bool,
    beliefs: Vec<f64>,
    weights: Vec<u32>,
    bfs: Vec<u32>,
    heap: BinaryHeap<Queued>,
}

impl JointQueue {
    /// A fresh batch over the current tree: beliefs reset, the frontier of
    /// the root queued.
    pub fn new(
        state: &TreeState,
        kind: Option<u16>,
        singletons: bool,
        tie: TieBreak,
    ) -> JointQueue {
        let mut queue = JointQueue {
            kind,
            singletons,
            beliefs: vec![INITIAL_BELIEF; state.tree.len()],
            weights: state.live_weights(),
            bfs: state.bfs_order(tie),
            heap: BinaryHeap::new(),
        };
        if !state.edit.is_removed(Tree::ROOT) {
            let root = state.tree.resolve(&state.edit, Tree::ROOT);
            for node in queue.frontier(state, root) {
                queue.push(node);
            }
        }
        queue
    }

    /// Whether `node` belongs in the batch.
    fn matches(&self, state: &TreeState, node: NodeId) -> bool {
        state.removable[node as usize] && self.kind.is_none_or(|k| state.tree.node(node).kind == k)
    }

    /// The highest strict descendants of `node` in the batch, in document
    /// order. Token-less subtrees are left out (they could only cost queries).
    pub fn frontier(&self, state: &TreeState, node: NodeId) -> Vec<NodeId> {
        let mut found = Vec::new();
        let mut stack: Vec<NodeId> = state.children(node).into_iter().rev().collect();
        while let Some(n) = stack.pop() {
            if self.weights[n as usize] == 0 {
                continue;
            }
            if self.matches(state, n) {
                found.push(n);
            } else {
                stack.extend(state.children(n).into_iter().rev());
            }
        }
        found
    }

    fn push(&mut self, node: NodeId) {
        let i = node as usize;
        self.heap.push(Queued {
            priority: self.beliefs[i] * f64::from(self.weights[i]),
            bfs: self.bfs[i],
            node,
        });
    }

    /// The next chunk: nodes from the top while each raises the expected
    /// gain. If even the top alone gains nothing (no tokens or no belief
    /// left), it is tried alone so the queue always shrinks.
    pub fn pop_chunk(&mut self) -> Vec<NodeId> {
        let mut chunk = Vec::new();
        let (mut product, mut sum) = (1.0f64, 0.0f64);
        while let Some(top) = self.heap.peek() {
            if self.singletons && !chunk.is_empty() {
                break;
            }
            let (b, w) = (
                self.beliefs[top.node as usize],
                f64::from(self.weights[top.node as usize]),
            );
            if product * sum >= product * b * (sum + w) {
                break;
            }
            product *= b;
            sum += w;
            chunk.push(self.heap.pop().expect("peeked").node);
        }
        if chunk.is_empty() {
            chunk.extend(self.heap.pop().map(|top| top.node));
        }
        chunk
    }

    /// The oracle rejected `chunk`. One node: it stays, and its frontier is
    /// queued. Several: the PDD update lowers their beliefs and they go back.
    pub fn failed(&mut self, state: &TreeState, chunk: &[NodeId]) {
        if let [node] = chunk {
            for n in self.frontier(state, *node) {
                self.push(n);
            }
            return;
        }
        let mut beliefs: Vec<f64> = chunk.iter().map(|&n| self.beliefs[n as usize]).collect();
        pdd_update(&mut beliefs);
        for (&n, b) in chunk.iter().zip(beliefs) {
            self.beliefs[n as usize] = b;
            self.push(n);
        }
    }

    /// The queued nodes, highest priority first.
    pub fn queued(&self) -> Vec<NodeId> {
        let mut entries: Vec<Queued> = self.heap.iter().copied().collect();
        entries.sort_unstable_by(|a, b| b.cmp(a));
        entries.into_iter().map(|e| e.node).collect()
    }

    pub fn len(&self) -> usize {
        self.heap.len()
    }

    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }

    pub fn belief(&self, node: NodeId) -> f64 {
        self.beliefs[node as usize]
    }

    /// Tokens of `node` when the batch started.
    pub fn weight(&self, node: NodeId) -> u32 {
        self.weights[node as usize]
    }

    /// `EG = Π b · Σ tokens` of a chunk (0 for an empty one).
    pub fn expected_gain(&self, chunk: &[NodeId]) -> f64 {
        let product: f64 = chunk.iter().map(|&n| self.beliefs[n as usize]).product();
        let sum: u32 = chunk.iter().map(|&n| self.weights[n as usize]).sum();
        product * f64::from(sum)
    }
}

/// PDD's update after a failed chunk of several nodes (thesis Eq. 5.8):
/// with `r = 1 − b` the probability a node must stay, every member's `r` is
/// divided by the chunk's failure probability `1 − Π b`.
pub fn pdd_update(beliefs: &mut [f64]) {
    let fail = 1.0 - beliefs.iter().product::<f64>();
    if fail <= 0.0 {
        return;
    }
    for b in beliefs {
        let keep = ((1.0 - *b) / fail).min(1.0);
        *b = 1.0 - keep;
    }
}
