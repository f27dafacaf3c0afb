//! The priority-queue tree reducers: Perses ([Sun 2018]), Perses N, Pardis
//! (Algorithm 1 of [Gharachorlu 2019]) and Pardis Hybrid (Algorithm 2);
//! docs/references.md.
//!
//! A pass starts with the root in a max-heap. The popped node is tested for
//! removal if it may be removed, and otherwise expanded (its children are
//! queued) without a query. What differs is the priority and what a pop
//! does:
//!
//! | variant  | priority (max first)                              | a pop                                  |
//! |----------|---------------------------------------------------|----------------------------------------|
//! | pardis   | (tokens(n), bfs(n))                               | one removal test                       |
//! | perses-n | (tokens(parent), bfs(parent), bfs(n))             | one removal test                       |
//! | hybrid   | (tokens(n), bfs(parent), bfs(n))                  | equal-weight siblings minimised as a list |
//! | perses   | (tokens(n), bfs(n))                               | a list node minimises its elements     |
//!
//! Weights and breadth-first positions are computed once per pass: the heap
//! always holds an antichain, so a queued node's subtree is untouched while
//! it waits. Passes repeat until one removes nothing.
//!
//! Model-guided Pardis ([Gharachorlu 2021], Alg. 1) is Pardis with a gate: a
//! removable node whose removal a [`ValidityModel`] predicts invalid is handled
//! exactly like a failed trial (its children are queued) without proposing a
//! candidate. Such skips are counted apart from oracle queries. With `recover`,
//! plain Pardis passes follow the model-guided fixed point when its last pass
//! skipped something, so what the model ruled out wrongly is found again.
//!
//! At a window above 1 a pop is not tested alone: the reducer proposes a
//! speculative batch, the candidates it would propose next if each one
//! before failed, found by running a forked copy of its state machine (the
//! heap, the task, the list minimiser, the model) on the assumption that
//! every candidate fails. A failure changes no edit in Pardis (the node's
//! children are queued), so the look-ahead is cheap and exact. The driver
//! adopts the first interesting candidate in batch order; the reducer then
//! replays the failures before it and that success on its real state, so
//! it takes the sequential path at every window size.
//!
//! Replacement by compatible descendants is optional, and recovery passes with
//! the model off may follow model-guided Pardis's fixed point.
//! [`PriorityReducer::from_state`] continues from a partly reduced tree (type
//! batching's clean-up). The state machine (`Walk`: the heap, the task, the
//! list minimiser, the model) proposes one candidate at a time; a forked walk
//! clones the task (the list minimiser with it) and copies the model with
//! [`ValidityModel::fork`].

use std::cell::RefCell;
use std::collections::BinaryHeap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::listmin::{ListMin, Revisit};
use super::speculation::{lookahead, UNTOLD_LOOKAHEAD};
use super::state::{PrepOptions, Replacement, TieBreak, TreeState};
use crate::learn::{trial_features, Trial, ValidityModel};
use crate::outlook::{Act, Chances, NameCounts, Outlook, RemovalClass, NEEDED};
use crate::tree::{NodeId, Tree, TreeEdit};
use crate::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    Pardis,
    PersesNode,
    Hybrid,
    Perses,
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::Pardis => "pardis",
            Variant::PersesNode => "perses-n",
            Variant::Hybrid => "pardis-hybrid",
            Variant::Perses => "perses",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PriorityOptions {
    pub tie_break: TieBreak,
    pub prep: PrepOptions,
    /// Try replacing nodes that cannot be removed by compatible descendants.
    pub replace: bool,
    /// How lists are minimised (Perses, Hybrid groups).
    pub revisit: Revisit,
    /// Stop after one pass, even if it removed something.
    pub one_pass: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    key: (u32, u32, u32),
    node: NodeId,
    parent: Option<NodeId>,
}

#[derive(Clone)]
enum Task {
    Idle,
    /// Testing the removal of one node.
    Remove(NodeId),
    /// Minimising a list of nodes; `config` is the kept set under test.
    List {
        nodes: Vec<NodeId>,
        /// For Perses: the list node whose remaining children are queued after.
        owner: Option<NodeId>,
        min: Box<ListMin>,
        config: Vec<usize>,
    },
    /// Trying `candidates[pos]` in place of `node`.
    Replace {
        node: NodeId,
        candidates: Vec<Replacement>,
        pos: usize,
    },
}

/// The model in front of the oracle (model-guided Pardis).
struct Gate {
    model: Box<dyn ValidityModel>,
    recover: bool,
    /// The recovery passes: the model is no longer asked.
    off: bool,
    skipped: u64,
    skipped_in_pass: u64,
}

/// What a candidate changes in the edit it builds on.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Change {
    Remove(Vec<NodeId>),
    Replace(NodeId, Replacement),
}

/// One candidate of a batch.
#[derive(Clone)]
struct Proposal {
    /// The edit the change applies to; `None`: the reducer's current edit.
    /// A look-ahead that finishes a list minimisation applies what the
    /// list kept, and the candidates after it build on that.
    base: Option<Rc<TreeEdit>>,
    change: Change,
    description: String,
    /// A single-node removal: the node and its token weight.
    removes: Option<(NodeId, u32)>,
}

/// The reducer's state machine: it proposes one candidate at a time and
/// learns its verdict. Forked to look ahead.
struct Walk {
    state: TreeState,
    gate: Option<Gate>,
    variant: Variant,
    options: PriorityOptions,
    heap: BinaryHeap<Entry>,
    /// Token weights and breadth-first positions of the pass (shared with
    /// forks: a pass never changes them).
    weights: Rc<Vec<u32>>,
    bfs: Rc<Vec<u32>>,
    round: u32,
    changed: bool,
    task: Task,
    done: bool,
    /// Counts the changes to `state.edit`, so a look-ahead knows whether
    /// its candidates still build on the real edit.
    version: u64,
}

pub struct PriorityReducer {
    walk: Walk,
    /// The longest batch to propose.
    lookahead: usize,
    /// Recent verdicts, which shorten batches while most candidates are
    /// interesting.
    outlook: Outlook,
    /// The candidates of the batch under test, in order.
    batch: Vec<Proposal>,
    /// The verdicts of the sequential path's removals by class, which tell
    /// the driver which candidates are likely to win (see
    /// [`Algorithm::chance`]).
    chances: Chances,
    /// The names of the program the latest classed removal applies to,
    /// counted when a chance or a verdict first needs them, with the edit
    /// they belong to.
    names: RefCell<Option<(CountedEdit, Rc<NameCounts>)>>,
}

/// The edit whose names a [`NameCounts`] holds: the walk's at a version,
/// or a proposal's base (held, so that it stays the same edit).
#[derive(Clone)]
enum CountedEdit {
    Walk(u64),
    Base(Rc<TreeEdit>),
}

impl CountedEdit {
    fn is(&self, other: &CountedEdit) -> bool {
        match (self, other) {
            (CountedEdit::Walk(a), CountedEdit::Walk(b)) => a == b,
            (CountedEdit::Base(a), CountedEdit::Base(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

const INF: u32 = u32::MAX;

impl PriorityReducer {
    pub fn new(tree: Rc<Tree>, variant: Variant, options: PriorityOptions) -> PriorityReducer {
        PriorityReducer::from_state(TreeState::new(tree, options.prep), variant, options)
    }

    /// Continues from a tree already partly reduced (type batching's clean-up).
    pub fn from_state(
        state: TreeState,
        variant: Variant,
        options: PriorityOptions,
    ) -> PriorityReducer {
        let mut walk = Walk {
            state,
            gate: None,
            variant,
            options,
            heap: BinaryHeap::new(),
            weights: Rc::default(),
            bfs: Rc::default(),
            round: 0,
            changed: false,
            task: Task::Idle,
            done: false,
            version: 0,
        };
        walk.start_pass();
        PriorityReducer {
            walk,
            lookahead: UNTOLD_LOOKAHEAD,
            outlook: Outlook::default(),
            batch: Vec::new(),
            chances: Chances::default(),
            names: RefCell::default(),
        }
    }

    /// Model-guided Pardis: `model` decides which removals reach the oracle
    /// (only the one-node-at-a-time variants consult it); with `recover`,
    /// plain passes follow the model-guided fixed point.
    pub fn with_gate(mut self, model: Box<dyn ValidityModel>, recover: bool) -> PriorityReducer {
        self.walk.gate = Some(Gate {
            model,
            recover,
            off: false,
            skipped: 0,
            skipped_in_pass: 0,
        });
        self
    }

    /// Proposes batches of up to `length` candidates (type batching hands
    /// its own look-ahead to its clean-up).
    pub(crate) fn lookahead_to(&mut self, length: usize) {
        self.lookahead = length.max(1);
    }

    /// Starts the chances from verdicts learnt before (a clean-up after
    /// type batching, whose single-node chunks are classed as Pardis
    /// classes its removals).
    pub(crate) fn learn_chances_from(&mut self, chances: Chances) {
        self.chances = chances;
    }

    /// The walk's own look-ahead copy, with the batch it proposed (for
    /// [`Algorithm::fork`]; `None` when the model cannot be copied).
    pub(crate) fn copy(&self) -> Option<PriorityReducer> {
        Some(PriorityReducer {
            walk: self.walk.fork()?,
            lookahead: self.lookahead,
            outlook: self.outlook.clone(),
            batch: self.batch.clone(),
            chances: self.chances.clone(),
            names: self.names.clone(),
        })
    }

    /// The class of a change to the current program (a replacement is
    /// classed as the removal of all but the descendant it keeps).
    fn removal_class(&self, proposal: &Proposal) -> Option<RemovalClass> {
        let tree = &self.walk.state.tree;
        let (kind, act) = match &proposal.change {
            Change::Remove(nodes) => {
                let &node = nodes.first()?;
                match proposal.removes {
                    Some(_) => (tree.node(node).kind, Act::Remove),
                    None => (tree.node(tree.node(node).parent?).kind, Act::MinimiseList),
                }
            }
            Change::Replace(node, by) => (
                tree.node(*node).kind,
                Act::ReplaceBy(tree.node(by.node()).kind),
            ),
        };
        // A look-ahead's candidate after a finished list minimisation
        // applies to the edit that list left, not the walk's.
        let edit = self.base(proposal);
        let counted = match &proposal.base {
            Some(base) => CountedEdit::Base(Rc::clone(base)),
            None => CountedEdit::Walk(self.walk.version),
        };
        let mut cached = self.names.borrow_mut();
        let names = match &*cached {
            Some((of, names)) if of.is(&counted) => Rc::clone(names),
            _ => {
                let names = Rc::new(NameCounts::new(tree, edit));
                *cached = Some((counted, Rc::clone(&names)));
                names
            }
        };
        let loss = match &proposal.change {
            Change::Remove(nodes) => names.loss(tree, edit, nodes),
            Change::Replace(node, by) => names.loss_keeping(tree, edit, *node, by.node()),
        };
        Some(RemovalClass { kind, act, loss })
    }

    /// The current candidates' edit base.
    fn base<'a>(&'a self, proposal: &'a Proposal) -> &'a TreeEdit {
        proposal.base.as_deref().unwrap_or(&self.walk.state.edit)
    }
}

impl Walk {
    fn label(&self) -> &'static str {
        match &self.gate {
            Some(gate) if gate.off => "model-pardis (recover)",
            Some(_) => "model-pardis",
            None => self.variant.name(),
        }
    }

    /// A copy to look ahead with, or `None` when the model cannot be
    /// copied.
    fn fork(&self) -> Option<Walk> {
        let gate = match &self.gate {
            Some(gate) => Some(Gate {
                model: gate.model.fork()?,
                recover: gate.recover,
                off: gate.off,
                skipped: gate.skipped,
                skipped_in_pass: gate.skipped_in_pass,
            }),
            None => None,
        };
        Some(Walk {
            state: self.state.clone(),
            gate,
            variant: self.variant,
            options: self.options,
            heap: self.heap.clone(),
            weights: Rc::clone(&self.weights),
            bfs: Rc::clone(&self.bfs),
            round: self.round,
            changed: self.changed,
            task: self.task.clone(),
            done: self.done,
            version: self.version,
        })
    }

    /// Whether the removal of `node` goes to the oracle.
    fn gate_allows(&mut self, node: NodeId) -> bool {
        let Some(gate) = self.gate.as_mut().filter(|g| !g.off) else {
            return true;
        };
        if gate.model.predict(self.state.tree.kind_name(node)) {
            return true;
        }
        gate.skipped += 1;
        gate.skipped_in_pass += 1;
        false
    }

    /// At the model-guided fixed point: whether recovery passes start.
    fn start_recovery(&mut self) -> bool {
        match self.gate.as_mut() {
            Some(gate) if gate.recover && !gate.off && gate.skipped_in_pass > 0 => {
                gate.off = true;
                true
            }
            _ => false,
        }
    }

    fn start_pass(&mut self) {
        if let Some(gate) = self.gate.as_mut() {
            gate.skipped_in_pass = 0;
        }
        self.round += 1;
        self.changed = false;
        self.weights = Rc::new(self.state.live_weights());
        self.bfs = Rc::new(self.state.bfs_order(self.options.tie_break));
        self.heap.clear();
        if !self.state.edit.is_removed(Tree::ROOT) {
            let root = self.state.tree.resolve(&self.state.edit, Tree::ROOT);
            self.push(root, None);
        }
    }

    fn key(&self, node: NodeId, parent: Option<NodeId>) -> (u32, u32, u32) {
        let w = |n: NodeId| self.weights[n as usize];
        let b = |n: NodeId| self.bfs[n as usize];
        match self.variant {
            Variant::Pardis | Variant::Perses => (w(node), b(node), 0),
            Variant::PersesNode => match parent {
                Some(p) => (w(p), b(p), b(node)),
                None => (INF, INF, b(node)),
            },
            Variant::Hybrid => {
                let parent_bfs = match (parent, self.options.tie_break) {
                    (Some(p), _) => b(p),
                    (None, TieBreak::Paper) => INF,
                    (None, TieBreak::Code) => 0,
                };
                (w(node), parent_bfs, b(node))
            }
        }
    }

    fn push(&mut self, node: NodeId, parent: Option<NodeId>) {
        let key = self.key(node, parent);
        self.heap.push(Entry { key, node, parent });
    }

    fn push_children(&mut self, node: NodeId) {
        for child in self.state.children(node) {
            self.push(child, Some(node));
        }
    }

    /// A node stays: try replacing it if that is on, else queue its children.
    /// Hoists come first, then splices (a list element replaced by the
    /// contents of a nested list); only smaller results are tried.
    fn keep(&mut self, node: NodeId) {
        if self.options.replace && self.state.tree.node(node).named {
            let weight = self.weights[node as usize];
            let mut candidates: Vec<Replacement> = self
                .state
                .hoists(node)
                .into_iter()
                .filter(|&h| self.weights[h as usize] < weight)
                .map(Replacement::Hoist)
                .collect();
            candidates.extend(
                self.state
                    .splices(node)
                    .into_iter()
                    .filter(|&l| self.state.splice_weight(&self.weights, l) < weight)
                    .map(Replacement::Splice),
            );
            if !candidates.is_empty() {
                self.task = Task::Replace {
                    node,
                    candidates,
                    pos: 0,
                };
                return;
            }
        }
        self.push_children(node);
    }

    /// Pops the next node (or group) and decides what to do with it.
    fn dispatch(&mut self, entry: Entry) {
        let node = entry.node;
        let removable = self.state.removable[node as usize];
        match self.variant {
            Variant::Pardis | Variant::PersesNode => {
                if removable && self.gate_allows(node) {
                    self.task = Task::Remove(node);
                } else {
                    self.keep(node);
                }
            }
            Variant::Hybrid => {
                let mut group = vec![node];
                while let Some(next) = self.heap.peek() {
                    if next.key.0 == entry.key.0
                        && next.parent == entry.parent
                        && entry.parent.is_some()
                    {
                        group.push(self.heap.pop().expect("peeked").node);
                    } else {
                        break;
                    }
                }
                let (removable, fixed): (Vec<NodeId>, Vec<NodeId>) = group
                    .into_iter()
                    .partition(|&n| self.state.removable[n as usize]);
                for n in fixed {
                    self.push_children(n);
                }
                match removable.len() {
                    0 => {}
                    1 => self.task = Task::Remove(removable[0]),
                    _ => self.start_list(sorted(removable), None),
                }
            }
            Variant::Perses => {
                let parent_is_list = entry.parent.is_some_and(|p| self.state.tree.node(p).list);
                if self.state.tree.node(node).list {
                    let elements: Vec<NodeId> = self
                        .state
                        .children(node)
                        .into_iter()
                        .filter(|&c| self.state.removable[c as usize])
                        .collect();
                    if elements.is_empty() {
                        self.keep(node);
                    } else {
                        self.start_list(elements, Some(node));
                    }
                } else if removable && !parent_is_list {
                    self.task = Task::Remove(node);
                } else {
                    self.keep(node);
                }
            }
        }
    }

    /// The list minimiser for `nodes`, each weighted by its live tokens
    /// (what `--list-min wdd` balances; the others count elements).
    fn list_min(&self, nodes: &[NodeId]) -> ListMin {
        let weights = nodes
            .iter()
            .map(|&n| u64::from(self.weights[n as usize]))
            .collect();
        ListMin::weighted(weights, self.options.revisit)
    }

    fn start_list(&mut self, nodes: Vec<NodeId>, owner: Option<NodeId>) {
        let min = Box::new(self.list_min(&nodes));
        self.task = Task::List {
            nodes,
            owner,
            min,
            config: Vec::new(),
        };
    }

    /// A list minimisation finished: apply it and queue what stays.
    fn finish_list(&mut self, nodes: Vec<NodeId>, owner: Option<NodeId>, kept: Vec<usize>) {
        for (i, &n) in nodes.iter().enumerate() {
            if !kept.contains(&i) {
                self.state.edit.remove(n);
                self.changed = true;
                self.version += 1;
            }
        }
        match owner {
            Some(list) => self.keep(list),
            None => {
                for &i in &kept {
                    self.push_children(nodes[i]);
                }
            }
        }
    }

    /// Steps until a candidate is ready (`true`) or the reduction is over.
    fn advance(&mut self) -> bool {
        loop {
            if self.done {
                return false;
            }
            match &mut self.task {
                Task::Remove(_) => return true,
                Task::Replace {
                    node,
                    candidates,
                    pos,
                } => {
                    if *pos < candidates.len() {
                        return true;
                    }
                    let node = *node;
                    self.task = Task::Idle;
                    self.push_children(node);
                }
                Task::List { min, config, .. } => {
                    if let Some(next) = min.next_config() {
                        *config = next;
                        return true;
                    }
                    let Task::List {
                        nodes, owner, min, ..
                    } = std::mem::replace(&mut self.task, Task::Idle)
                    else {
                        unreachable!()
                    };
                    self.finish_list(nodes, owner, min.kept());
                }
                Task::Idle => match self.heap.pop() {
                    Some(entry) => self.dispatch(entry),
                    None if self.changed && !self.options.one_pass => self.start_pass(),
                    None if self.start_recovery() => self.start_pass(),
                    None => self.done = true,
                },
            }
        }
    }

    /// The candidate ready after [`Walk::advance`], on `base` (`None`: this
    /// walk's edit is the reducer's).
    fn proposal(&self, base: Option<Rc<TreeEdit>>) -> Proposal {
        let change = match &self.task {
            Task::Remove(node) => Change::Remove(vec![*node]),
            Task::List { nodes, config, .. } => Change::Remove(
                (0..nodes.len())
                    .filter(|i| !config.contains(i))
                    .map(|i| nodes[i])
                    .collect(),
            ),
            Task::Replace {
                node,
                candidates,
                pos,
            } => Change::Replace(*node, candidates[*pos]),
            Task::Idle => unreachable!("a candidate is ready"),
        };
        let removes = match &self.task {
            Task::Remove(node) => Some((*node, self.weights[*node as usize])),
            _ => None,
        };
        Proposal {
            base,
            change,
            description: self.describe(),
            removes,
        }
    }

    fn describe(&self) -> String {
        let tree = &self.state.tree;
        let what = |n: NodeId| {
            format!(
                "`{}` ({} tokens)",
                tree.kind_name(n),
                self.weights[n as usize]
            )
        };
        match &self.task {
            Task::Remove(n) => format!(
                "{}: remove {}, the heaviest node in the queue",
                self.label(),
                what(*n)
            ),
            Task::List { nodes, config, .. } => format!(
                "{}: keep {} of {} list elements like {}",
                self.variant.name(),
                config.len(),
                nodes.len(),
                what(nodes[0])
            ),
            Task::Replace {
                node,
                candidates,
                pos,
            } => match candidates[*pos] {
                Replacement::Hoist(by) => {
                    format!("replace {} by its descendant {}", what(*node), what(by))
                }
                Replacement::Splice(list) => format!(
                    "replace {} by the elements of its list {}",
                    what(*node),
                    what(list)
                ),
            },
            Task::Idle => String::new(),
        }
    }

    /// The verdict on the candidate ready after [`Walk::advance`].
    fn report(&mut self, interesting: bool) {
        match &mut self.task {
            Task::Remove(node) => {
                let node = *node;
                self.task = Task::Idle;
                if let Some(gate) = self.gate.as_mut() {
                    gate.model
                        .observe(self.state.tree.kind_name(node), interesting);
                }
                if interesting {
                    self.state.edit.remove(node);
                    self.changed = true;
                    self.version += 1;
                } else {
                    self.keep(node);
                }
            }
            Task::List { min, .. } => min.report(interesting),
            Task::Replace {
                node,
                candidates,
                pos,
            } => {
                if interesting {
                    let (node, by) = (*node, candidates[*pos]);
                    self.task = Task::Idle;
                    let mut edit = std::mem::take(&mut self.state.edit);
                    self.state.apply(&mut edit, node, by);
                    self.state.edit = edit;
                    self.changed = true;
                    self.version += 1;
                    match by {
                        Replacement::Hoist(by) => self.push_children(by),
                        // The list's elements now stand in the node's
                        // place; they keep the list as their queue parent
                        // (the pass's weights and positions are the
                        // list's).
                        Replacement::Splice(list) => {
                            let elements: Vec<NodeId> = self
                                .state
                                .tree
                                .live_contents(&self.state.edit, list)
                                .collect();
                            for element in elements {
                                self.push(element, Some(list));
                            }
                        }
                    }
                } else {
                    *pos += 1;
                }
            }
            Task::Idle => {}
        }
    }
}

fn sorted(mut nodes: Vec<NodeId>) -> Vec<NodeId> {
    // Node ids are in document order.
    nodes.sort_unstable();
    nodes
}

impl AlgorithmView for PriorityReducer {
    fn tree_edit(&self) -> Option<TreeEdit> {
        let mut edit = self.walk.state.edit.clone();
        // A list under minimisation (Perses) commits its removals when
        // the list is done: views follow every accepted candidate, so
        // what the list minimiser has removed so far is removed here too.
        if let Task::List { nodes, min, .. } = &self.walk.task {
            let mut removed = vec![true; nodes.len()];
            for i in min.kept() {
                removed[i] = false;
            }
            for (&node, _) in nodes.iter().zip(&removed).filter(|(_, &gone)| gone) {
                edit.remove(node);
            }
        }
        Some(edit)
    }

    fn candidate_edit(&self, index: usize) -> Option<TreeEdit> {
        let proposal = self.batch.get(index)?;
        let mut edit = self.base(proposal).clone();
        match &proposal.change {
            Change::Remove(nodes) => nodes.iter().for_each(|&n| edit.remove(n)),
            Change::Replace(node, by) => self.walk.state.apply(&mut edit, *node, *by),
        }
        Some(edit)
    }

    fn describe(&self, index: usize) -> String {
        self.batch
            .get(index)
            .map(|p| p.description.clone())
            .unwrap_or_default()
    }

    fn trial(&self, index: usize) -> Option<Trial> {
        let proposal = self.batch.get(index)?;
        let (node, weight) = proposal.removes?;
        Some(trial_features(
            &self.walk.state.tree,
            self.base(proposal),
            node,
            weight,
        ))
    }

    fn counters(&self) -> Vec<Counter> {
        let Some(gate) = &self.walk.gate else {
            return Vec::new();
        };
        let mut counters = vec![Counter::new("skipped", gate.skipped)];
        counters.extend(gate.model.counters());
        counters
    }
}

impl Algorithm for PriorityReducer {
    fn set_window(&mut self, window: usize) {
        self.lookahead = lookahead(window);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        self.batch.clear();
        if !self.walk.advance() {
            return None;
        }
        self.batch.push(self.walk.proposal(None));
        let length = self.outlook.batch_length(self.lookahead, NEEDED);
        if length > 1 {
            // The candidates that would follow if every one so far failed.
            // A walk whose model cannot be copied proposes one at a time.
            if let Some(mut ahead) = self.walk.fork() {
                let mut base = None;
                while self.batch.len() < length {
                    ahead.report(false);
                    if !ahead.advance() {
                        break;
                    }
                    if ahead.version != self.walk.version
                        && base.as_ref().is_none_or(|(v, _)| *v != ahead.version)
                    {
                        base = Some((ahead.version, Rc::new(ahead.state.edit.clone())));
                    }
                    let proposal = ahead.proposal(base.as_ref().map(|(_, e)| Rc::clone(e)));
                    self.batch.push(proposal);
                }
            }
        }
        Some(Batch {
            len: self.batch.len(),
        })
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        let edit = self.candidate_edit(index).expect("a batch is under test");
        Candidate {
            content: self.walk.state.tree.render(&edit),
            units: self.walk.state.tree.tokens(&edit),
        }
    }

    /// Replays the batch on the real state: the failures before the first
    /// interesting candidate, then that success (or, with none, every
    /// failure). The look-ahead took these very steps, so each replayed
    /// step proposes the candidate the batch holds.
    fn report(&mut self, outcome: &BatchOutcome) {
        let winner = outcome.first();
        let tested = winner.map_or(self.batch.len(), |k| k + 1);
        // The rate the batch's chances were estimated with, at launch.
        let recent = self.outlook.success_rate();
        for index in 0..tested {
            if index > 0 {
                let ready = self.walk.advance();
                debug_assert!(ready, "the look-ahead found candidate {index}");
                debug_assert_eq!(
                    self.walk.proposal(None).change,
                    self.batch[index].change,
                    "the replay proposes the look-ahead's candidate {index}"
                );
            }
            // Classed before the report, which may remove the node.
            let class = self.removal_class(&self.batch[index]);
            let interesting = winner == Some(index);
            if let Some(class) = class {
                self.chances.observe(class, recent, interesting);
            }
            self.walk.report(interesting);
            self.outlook.observe(interesting);
        }
        self.batch.clear();
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(self.copy()?))
    }

    /// How often changes like it were interesting so far ([`Chances`]),
    /// leaning on the recent success rate while they are few.
    fn chance(&self, index: usize) -> Option<f64> {
        let class = self.removal_class(self.batch.get(index)?)?;
        Some(self.chances.estimate(&class, self.outlook.success_rate()))
    }

    fn current(&self) -> Vec<u8> {
        self.walk.state.current().content
    }

    fn current_units(&self) -> usize {
        self.walk.state.tree.tokens(&self.walk.state.edit)
    }

    fn phase(&self) -> Phase {
        Phase {
            pass: std::borrow::Cow::Borrowed(self.walk.label()),
            round: self.walk.round,
            granularity: self.walk.heap.len(),
        }
    }
}
