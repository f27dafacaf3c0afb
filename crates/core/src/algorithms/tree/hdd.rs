//! Hierarchical delta debugging and hoisting ([Misherghi 2006],
//! [Hodován 2017a], [Kiss 2018], [Vince 2021]; [Vince 2024], §2.2 and
//! ch. 7; docs/references.md).
//!
//! * HDD: ddmin over the live nodes of each tree level, top down; a node
//!   ddmin drops is deleted (its minimal replacement Φ is empty). When ddmin
//!   keeps exactly one node, "EmptyDD" tries deleting that one too. The
//!   list minimiser can be swapped (`list_min`): W-ddmin weighs each node by
//!   its live tokens, ProbDD and CDD run as sequential searches, and OPDD is
//!   the Perses list minimiser's one-pass variant (remove all, then halve).
//! * Coarse HDD: only grammar-removable nodes (Φ empty) go to ddmin.
//! * HDDr: ddmin over the children of one node at a time, from a stack of
//!   nodes (Picireny's default: last in, first out).
//! * Hoisting (TMIN^χ): a node is replaced by one of its compatible
//!   descendants; the first interesting replacement is kept and the scan
//!   restarts. As a pre-pass (Hoist*, level by level), interlaced after each
//!   level's or node's pruning (HDDH), or both.
//! * With `fixed_point` (HDD*), each phase repeats until a pass changes
//!   nothing.
//!
//! Deleting a node the grammar does not allow to go is proposed by plain HDD
//! (as Picireny does with Φ); the driver's syntax check rejects it.
//!
//! HDD runs the generic ddmin ([`crate::algorithms::Ddmin`], or the
//! `--list-min` choice) over a level's or a node's children ([`NodeAtoms`]).
//! Hoisting proposes speculative batches (the next replacements if these fail),
//! and HDD forks with its list minimiser (`ListAlgorithm::fork_list`), so a
//! window stays full across batches and levels.

use std::borrow::Cow;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::listmin::ListMin;
use super::state::{PrepOptions, Replacement, TreeState};
use crate::algorithms::listmin::{ConfigSearch, SearchFactory};
use crate::algorithms::{Ddmin, DdminOptions, ListAlgorithm, ListMinimiser, Sequential};
use crate::tree::{NodeId, Tree, TreeEdit};
use crate::{Algorithm, AlgorithmView, Atoms, Batch, BatchOutcome, Candidate, Phase};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hoisting {
    #[default]
    Off,
    /// Hoist* before the pruning passes.
    Pre,
    /// Hoist the survivors of each level (or node) right after pruning it.
    Interlaced,
    /// Both.
    Both,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HddOptions {
    pub coarse: bool,
    /// HDDr: node by node instead of level by level.
    pub recursive: bool,
    /// HDDr: take nodes breadth-first instead of last-in-first-out.
    pub pop_first: bool,
    pub fixed_point: bool,
    pub hoisting: Hoisting,
    pub prep: PrepOptions,
    pub ddmin: DdminOptions,
    /// What minimises each level's (or node's) list.
    #[serde(default)]
    pub list_min: ListMinimiser,
}

impl Default for HddOptions {
    fn default() -> Self {
        HddOptions {
            coarse: false,
            recursive: false,
            pop_first: false,
            fixed_point: false,
            hoisting: Hoisting::Off,
            prep: PrepOptions::default(),
            ddmin: DdminOptions::default(),
            list_min: ListMinimiser::default(),
        }
    }
}

/// The nodes of one level (or one node's children) as ddmin atoms: a
/// configuration keeps some of them and deletes the rest.
pub struct NodeAtoms {
    tree: Rc<Tree>,
    base: TreeEdit,
    nodes: Vec<NodeId>,
    /// Live token weights of `nodes` (empty when no minimiser reads them).
    weights: Vec<u64>,
}

impl Atoms for NodeAtoms {
    fn count(&self) -> usize {
        self.nodes.len()
    }

    fn candidate(&self, kept: &mut dyn Iterator<Item = u32>) -> Candidate {
        let edit = self.edit_keeping(&kept.collect::<Vec<_>>());
        Candidate {
            content: self.tree.render(&edit),
            units: self.tree.tokens(&edit),
        }
    }

    fn noun(&self) -> Cow<'static, str> {
        Cow::Borrowed("nodes")
    }

    fn pass(&self) -> Cow<'static, str> {
        Cow::Borrowed("hdd")
    }

    fn weight(&self, index: u32) -> u64 {
        self.weights.get(index as usize).copied().unwrap_or(1)
    }
}

impl NodeAtoms {
    /// The base edit with every atom but `kept` (indices) removed.
    pub fn edit_keeping(&self, kept: &[u32]) -> TreeEdit {
        let mut edit = self.base.clone();
        let mut keep = vec![false; self.nodes.len()];
        for &k in kept {
            keep[k as usize] = true;
        }
        for (i, &n) in self.nodes.iter().enumerate() {
            if !keep[i] {
                edit.remove(n);
            }
        }
        edit
    }
}

/// TMIN^χ over a list of nodes.
#[derive(Clone)]
struct Hoist {
    targets: Vec<NodeId>,
    target: usize,
    candidates: Vec<Replacement>,
    pos: usize,
    /// The current batch: `candidates[pos..pos + batch]`, the ones to try
    /// if those before fail.
    batch: usize,
}

enum Task {
    /// Between steps.
    Idle,
    /// The list minimiser over `nodes`.
    Prune {
        nodes: Vec<NodeId>,
        ddmin: Box<dyn ListAlgorithm<NodeAtoms>>,
    },
    /// EmptyDD: try deleting the one node ddmin kept.
    Empty(NodeId),
    Hoist(Hoist),
}

impl Task {
    /// A copy for a fork; `None` when the list minimiser cannot fork.
    fn fork(&self) -> Option<Task> {
        Some(match self {
            Task::Idle => Task::Idle,
            Task::Prune { nodes, ddmin } => Task::Prune {
                nodes: nodes.clone(),
                ddmin: ddmin.fork_list()?,
            },
            Task::Empty(node) => Task::Empty(*node),
            Task::Hoist(hoist) => Task::Hoist(hoist.clone()),
        })
    }
}

/// The phase of the run, called a stage to keep it apart from [`Phase`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Hoisting only (the pre-pass).
    HoistOnly,
    Prune,
}

pub struct Hdd {
    state: TreeState,
    options: HddOptions,
    phase: Stage,
    round: u32,
    changed: bool,
    /// The level being worked on (level-wise variants).
    level: u32,
    /// Nodes waiting (HDDr).
    queue: Vec<NodeId>,
    /// Survivors to hoist after the current prune step.
    to_hoist: Vec<NodeId>,
    /// HDDr: the node whose children are being pruned, to queue them after.
    queue_children_after: Option<NodeId>,
    task: Task,
    done: bool,
    /// The driver's window, passed on to each list minimiser.
    window: Option<usize>,
}

impl Hdd {
    pub fn new(tree: Rc<Tree>, options: HddOptions) -> Hdd {
        let phase = match options.hoisting {
            Hoisting::Pre | Hoisting::Both => Stage::HoistOnly,
            _ => Stage::Prune,
        };
        let mut hdd = Hdd {
            state: TreeState::new(tree, options.prep),
            options,
            phase,
            round: 0,
            changed: false,
            level: 0,
            queue: Vec::new(),
            to_hoist: Vec::new(),
            queue_children_after: None,
            task: Task::Idle,
            done: false,
            window: None,
        };
        hdd.start_pass();
        hdd
    }

    fn interlaced(&self) -> bool {
        matches!(self.options.hoisting, Hoisting::Interlaced | Hoisting::Both)
    }

    fn start_pass(&mut self) {
        self.round += 1;
        self.changed = false;
        self.level = 0;
        self.queue = if self.state.edit.is_removed(Tree::ROOT) {
            Vec::new()
        } else {
            vec![self.state.tree.resolve(&self.state.edit, Tree::ROOT)]
        };
    }

    /// A pass is over: repeat it, move on to the next phase, or stop.
    fn end_pass(&mut self) {
        let repeat = self.changed && (self.options.fixed_point || self.phase == Stage::HoistOnly);
        if repeat {
            self.start_pass();
        } else if self.phase == Stage::HoistOnly {
            self.phase = Stage::Prune;
            self.round = 0;
            self.start_pass();
        } else {
            self.done = true;
        }
    }

    /// Chooses the next step of the pass.
    fn advance(&mut self) {
        if self.options.recursive && self.phase == Stage::Prune {
            let next = if self.options.pop_first {
                (!self.queue.is_empty()).then(|| self.queue.remove(0))
            } else {
                self.queue.pop()
            };
            match next {
                Some(node) => {
                    let children = self.state.children(node);
                    self.queue_children_after = Some(node);
                    self.start_prune(children);
                }
                None => self.end_pass(),
            }
            return;
        }
        let nodes = self.state.level(self.level);
        if nodes.is_empty() {
            self.end_pass();
            return;
        }
        self.level += 1;
        match self.phase {
            Stage::HoistOnly => self.start_hoist(nodes),
            Stage::Prune => self.start_prune(nodes),
        }
    }

    fn start_prune(&mut self, nodes: Vec<NodeId>) {
        let atoms: Vec<NodeId> = if self.options.coarse {
            nodes
                .into_iter()
                .filter(|&n| self.state.removable[n as usize])
                .collect()
        } else {
            nodes
        };
        if atoms.is_empty() {
            self.after_prune(Vec::new());
            return;
        }
        let list_min = self.options.list_min;
        let weights = if list_min == ListMinimiser::Wdd {
            let live = self.state.live_weights();
            atoms.iter().map(|&n| u64::from(live[n as usize])).collect()
        } else {
            Vec::new()
        };
        let node_atoms = NodeAtoms {
            tree: Rc::clone(&self.state.tree),
            base: self.state.edit.clone(),
            nodes: atoms.clone(),
            weights,
        };
        let mut ddmin: Box<dyn ListAlgorithm<NodeAtoms>> = match list_min {
            ListMinimiser::Dd | ListMinimiser::Wdd => Box::new(Ddmin::over(
                node_atoms,
                DdminOptions {
                    fixed_point: false,
                    greedy: false,
                    weighted: list_min == ListMinimiser::Wdd,
                    ..self.options.ddmin
                },
            )),
            ListMinimiser::OnePass => {
                let factory: SearchFactory = Rc::new(|n| -> Box<dyn ConfigSearch> {
                    Box::new(ListMin::new(n, ListMinimiser::OnePass))
                });
                Box::new(Sequential::new(node_atoms, "opdd", factory, false))
            }
            ListMinimiser::ProbDd | ListMinimiser::Cdd => Box::new(
                Sequential::for_minimiser(node_atoms, list_min, false)
                    .expect("probdd and cdd are sequential minimisers"),
            ),
        };
        if let Some(window) = self.window {
            ddmin.set_window(window);
        }
        self.task = Task::Prune {
            nodes: atoms,
            ddmin,
        };
    }

    /// ddmin finished over `nodes`, keeping `kept` (indices).
    fn finish_prune(&mut self, nodes: Vec<NodeId>, kept: &[u32]) {
        for (i, &n) in nodes.iter().enumerate() {
            if !kept.contains(&(i as u32)) {
                self.state.edit.remove(n);
                self.changed = true;
            }
        }
        let survivors: Vec<NodeId> = kept.iter().map(|&i| nodes[i as usize]).collect();
        if survivors.len() == 1 {
            self.task = Task::Empty(survivors[0]);
            self.to_hoist = survivors;
        } else {
            self.after_prune(survivors);
        }
    }

    /// The pruning of one level or node is over.
    fn after_prune(&mut self, survivors: Vec<NodeId>) {
        if let Some(node) = self.queue_children_after.take() {
            // HDDr: every kept child of the node is visited later.
            let children = self.state.children(node);
            self.queue.extend(children);
        }
        if self.interlaced() && !survivors.is_empty() {
            self.start_hoist(survivors);
        } else {
            self.task = Task::Idle;
        }
    }

    fn start_hoist(&mut self, targets: Vec<NodeId>) {
        let mut hoist = Hoist {
            targets,
            target: 0,
            candidates: Vec::new(),
            pos: 0,
            batch: 0,
        };
        self.load_candidates(&mut hoist);
        self.task = Task::Hoist(hoist);
    }

    /// Candidates for the current target: hoists deepest first (the
    /// thesis's order), then splices (the contents of a nested list in
    /// place of a list element), also deepest first.
    fn load_candidates(&self, hoist: &mut Hoist) {
        hoist.pos = 0;
        hoist.candidates = match hoist.targets.get(hoist.target) {
            Some(&t) if !self.state.edit.is_removed(t) => {
                let hoists = self.state.hoists(t).into_iter().rev();
                let splices = self.state.splices(t).into_iter().rev();
                hoists
                    .map(Replacement::Hoist)
                    .chain(splices.map(Replacement::Splice))
                    .collect()
            }
            _ => Vec::new(),
        };
    }
}

impl AlgorithmView for Hdd {
    fn tree_edit(&self) -> Option<TreeEdit> {
        // Within a level, what ddmin has accepted so far is removed too
        // (the level's edit is committed only when its ddmin ends): views
        // follow every accepted candidate.
        match &self.task {
            Task::Prune { ddmin, .. } => Some(ddmin.list_atoms().edit_keeping(&ddmin.kept_atoms())),
            _ => Some(self.state.edit.clone()),
        }
    }

    fn candidate_edit(&self, index: usize) -> Option<TreeEdit> {
        match &self.task {
            Task::Prune { ddmin, .. } => Some(
                ddmin
                    .list_atoms()
                    .edit_keeping(&ddmin.candidate_atoms(index)),
            ),
            Task::Empty(node) => Some(self.state.edit_without(&[*node])),
            Task::Hoist(h) => {
                let (target, by) = (h.targets[h.target], h.candidates[h.pos + index]);
                Some(self.state.edit_with(|e| self.state.apply(e, target, by)))
            }
            Task::Idle => None,
        }
    }

    fn describe(&self, index: usize) -> String {
        let tree = &self.state.tree;
        match &self.task {
            Task::Prune { ddmin, .. } => {
                format!("HDD level {}: {}", self.level, ddmin.describe(index))
            }
            Task::Empty(n) => format!(
                "EmptyDD: remove `{}`, the only node ddmin kept",
                tree.kind_name(*n)
            ),
            Task::Hoist(h) => {
                let target = tree.kind_name(h.targets[h.target]);
                let what = match h.candidates[h.pos + index] {
                    Replacement::Hoist(by) => format!(
                        "hoist: replace `{target}` by its descendant `{}`",
                        tree.kind_name(by)
                    ),
                    Replacement::Splice(list) => format!(
                        "hoist: replace `{target}` by the elements of its list `{}`",
                        tree.kind_name(list)
                    ),
                };
                if index > 0 {
                    format!("{what} (if the {index} before fail)")
                } else {
                    what
                }
            }
            Task::Idle => String::new(),
        }
    }
}

impl Algorithm for Hdd {
    /// The list minimisers and hoisting speculate (a batch holds the
    /// candidates to try if those before fail); EmptyDD stays one
    /// candidate. Every task forks, so the driver need not wait for the end
    /// of a batch, nor for a likely winner, to test what comes after it.
    fn set_window(&mut self, window: usize) {
        self.window = Some(window);
        if let Task::Prune { ddmin, .. } = &mut self.task {
            ddmin.set_window(window);
        }
    }

    fn next_batch(&mut self) -> Option<Batch> {
        loop {
            if self.done {
                return None;
            }
            match &mut self.task {
                Task::Idle => self.advance(),
                Task::Prune { ddmin, .. } => {
                    if let Some(batch) = ddmin.next_batch() {
                        return Some(batch);
                    }
                    let Task::Prune { nodes, ddmin } =
                        std::mem::replace(&mut self.task, Task::Idle)
                    else {
                        unreachable!()
                    };
                    let kept = ddmin.kept_atoms();
                    self.finish_prune(nodes, &kept);
                }
                Task::Empty(_) => return Some(Batch { len: 1 }),
                Task::Hoist(hoist) => {
                    let left = hoist.candidates.len().saturating_sub(hoist.pos);
                    if left > 0 {
                        hoist.batch = left.min(self.window.unwrap_or(1).max(1));
                        return Some(Batch { len: hoist.batch });
                    }
                    if hoist.target + 1 >= hoist.targets.len() {
                        self.task = Task::Idle;
                        continue;
                    }
                    let mut hoist = match std::mem::replace(&mut self.task, Task::Idle) {
                        Task::Hoist(h) => h,
                        _ => unreachable!(),
                    };
                    hoist.target += 1;
                    self.load_candidates(&mut hoist);
                    self.task = Task::Hoist(hoist);
                }
            }
        }
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        match &mut self.task {
            Task::Prune { ddmin, .. } => ddmin.candidate(index),
            Task::Empty(node) => self.state.candidate_without(&[*node]),
            Task::Hoist(h) => {
                let (target, by) = (h.targets[h.target], h.candidates[h.pos + index]);
                self.state
                    .candidate_with(|e| self.state.apply(e, target, by))
            }
            Task::Idle => unreachable!("no candidate without a task"),
        }
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        let winner = outcome.first();
        let interesting = winner.is_some();
        match &mut self.task {
            Task::Prune { ddmin, .. } => ddmin.report(outcome),
            Task::Empty(node) => {
                let node = *node;
                let survivors = std::mem::take(&mut self.to_hoist);
                if interesting {
                    self.state.edit.remove(node);
                    self.changed = true;
                    self.after_prune(Vec::new());
                } else {
                    self.after_prune(survivors);
                }
            }
            Task::Hoist(h) => {
                if let Some(index) = winner {
                    let (target, by) = (h.targets[h.target], h.candidates[h.pos + index]);
                    let mut edit = std::mem::take(&mut self.state.edit);
                    self.state.apply(&mut edit, target, by);
                    self.state.edit = edit;
                    self.changed = true;
                    // First success wins; the scan starts again.
                    let mut hoist = match std::mem::replace(&mut self.task, Task::Idle) {
                        Task::Hoist(h) => h,
                        _ => unreachable!(),
                    };
                    hoist.target = 0;
                    self.load_candidates(&mut hoist);
                    self.task = Task::Hoist(hoist);
                } else {
                    h.pos += h.batch;
                }
            }
            Task::Idle => {}
        }
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(Hdd {
            state: self.state.clone(),
            options: self.options,
            phase: self.phase,
            round: self.round,
            changed: self.changed,
            level: self.level,
            queue: self.queue.clone(),
            to_hoist: self.to_hoist.clone(),
            queue_children_after: self.queue_children_after,
            task: self.task.fork()?,
            done: self.done,
            window: self.window,
        }))
    }

    fn current(&self) -> Vec<u8> {
        self.state.current().content
    }

    fn current_units(&self) -> usize {
        self.state.tree.tokens(&self.state.edit)
    }

    fn phase(&self) -> Phase {
        let pass = match (self.phase, self.options.recursive) {
            (Stage::HoistOnly, _) => "hoist",
            (Stage::Prune, true) => "hddr",
            (Stage::Prune, false) => "hdd",
        };
        Phase {
            pass: Cow::Borrowed(pass),
            round: self.round,
            granularity: self.level as usize,
        }
    }
}
