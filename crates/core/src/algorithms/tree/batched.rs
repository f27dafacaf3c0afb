//! Type-batched reduction ([Gharachorlu 2023b], Alg. 1): reduce one node kind
//! at a time, choosing the next kind greedily by its estimated rate of
//! reduction (tokens per query, `schedule.rs`), until no kind is expected to
//! beat a plain traversal; then clean up with Pardis to a fixed point.
//!
//! The kinds are those with removable nodes in the input. Each is batched at
//! most once, even if its batch removes nothing. Rates are recomputed before
//! every choice, at the current progress (live nodes over original nodes);
//! the chosen kind leaves the set *before* the stop test, and a tie stops.
//! Inside a batch the nodes of the kind are removed jointly in chunks
//! (`joint.rs`), or one at a time for the type-batched Pardis variant. The
//! type-agnostic variant skips the schedule: one joint batch over every
//! removable kind, then the clean-up.
//!
//! The success model learns from this run's verdicts (when it is an online
//! one): a removed chunk counts as a success for each of its nodes, a failed
//! single node as a failure; a failed chunk of several says nothing about
//! any one node and is not counted.
//!
//! At a window above 1 a batch of the kind's queue proposes several chunks:
//! the ones the queue would give next if each chunk before failed (found on
//! a copy of the queue; a failure changes no edit). The reducer replays the
//! failures before the first interesting chunk and that success, so the
//! path is the sequential one at every window. The look-ahead stops where
//! the kind's queue runs dry, because the schedule's next choice depends on
//! the success model. The clean-up is Pardis, which looks ahead itself.
//!
//! A chunk's chance to win, for the driver's speculation, comes from the
//! verdicts on chunks like it ([`Chances`]): its kind, whether it is one
//! node or several, and what it takes away for good (names and words), as
//! Pardis classes its removals. The PDD beliefs are no such estimate: they
//! start at 0.99 a node whatever the oracle, to size chunks.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use super::joint::JointQueue;
use super::priority::{PriorityOptions, PriorityReducer, Variant};
use super::schedule::{stop_early, take_best, BatchRecord, Rated, Snapshot};
use super::speculation::{lookahead, NEEDED_JOINT, UNTOLD_LOOKAHEAD};
use super::state::{TieBreak, TreeState};
use crate::learn::{trial_features, SuccessModel, Trial};
use crate::outlook::{Act, Chances, NameCounts, Outlook, RemovalClass};
use crate::tree::{NodeId, Tree, TreeEdit};
use crate::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};

/// What a batch does with the nodes of its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BatchMode {
    /// Probabilistic joint reduction (the paper's tool).
    Joint,
    /// One node at a time, heaviest first (type-batched Pardis).
    Single,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeBatchedOptions {
    pub mode: BatchMode,
    /// No schedule: one batch over every removable kind.
    pub agnostic: bool,
    pub tie_break: TieBreak,
    /// The Pardis clean-up's options.
    pub cleanup: PriorityOptions,
}

/// The kind's batch under way.
#[derive(Clone)]
struct Running {
    queue: JointQueue,
    /// The chunks proposed to the driver: the one popped from `queue`,
    /// then the look-ahead's.
    chunks: Vec<Chunk>,
}

/// One candidate: the nodes removed together.
#[derive(Clone)]
struct Chunk {
    nodes: Vec<NodeId>,
    /// Their expected gain when the queue gave them (for descriptions).
    expected_gain: f64,
}

impl Chunk {
    fn new(nodes: Vec<NodeId>, queue: &JointQueue) -> Chunk {
        Chunk {
            expected_gain: queue.expected_gain(&nodes),
            nodes,
        }
    }
}

enum Stage {
    Batching {
        state: TreeState,
        running: Option<Running>,
    },
    Cleanup(Box<PriorityReducer>),
    /// Only while moving the tree from batching to the clean-up.
    Switching,
}

/// The nodes a batch of chunks draws from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kinds {
    /// The nodes of one kind.
    One(u16),
    /// The removable nodes of every kind (type-agnostic joint removal).
    Every,
}

impl Kinds {
    /// The kind, as [`JointQueue::new`] takes it (`None`: every kind).
    fn only(self) -> Option<u16> {
        match self {
            Kinds::One(kind) => Some(kind),
            Kinds::Every => None,
        }
    }
}

/// What chooses the kinds: the success model, the kinds left, the log.
struct Scheduler {
    agnostic: bool,
    success: Box<dyn SuccessModel>,
    original_nodes: usize,
    /// Kinds not batched yet.
    kinds: Vec<u16>,
    names: BTreeMap<u16, String>,
    log: Vec<BatchRecord>,
}

impl Scheduler {
    /// Chooses what the next batch removes, or `None` when batching is
    /// over. Logs the decision.
    fn next(&mut self, state: &TreeState) -> Option<Kinds> {
        let snapshot = Snapshot::new(state);
        let progress = snapshot.node_count() as f64 / self.original_nodes as f64;
        let mut record = BatchRecord {
            kind: "*".to_string(),
            progress,
            probability: 0.0,
            expected_tokens: 0.0,
            expected_queries: 0.0,
            rate: 0.0,
            cleanup_rate: 0.0,
            ran: true,
            candidates: 0,
            accepted: 0,
            tokens_removed: 0,
        };
        if self.agnostic {
            if !self.log.is_empty() {
                return None;
            }
            self.log.push(record);
            return Some(Kinds::Every);
        }
        if self.kinds.is_empty() {
            return None;
        }
        let mut probability = BTreeMap::new();
        for kind in snapshot
            .removable_kinds(state)
            .into_iter()
            .chain(self.kinds.iter().copied())
        {
            probability
                .entry(kind)
                .or_insert_with(|| self.success.probability(&self.names[&kind], progress));
        }
        let rated: Vec<Rated> = self
            .kinds
            .iter()
            .map(|&kind| {
                let p = probability[&kind];
                Rated {
                    kind,
                    name: self.names[&kind].clone(),
                    probability: p,
                    expectation: snapshot.type_expectation(state, kind, p),
                }
            })
            .collect();
        let cleanup = snapshot.cleanup_expectation(state, |kind| probability[&kind]);
        let best = &rated[take_best(&rated).expect("kinds remain")];
        self.kinds.retain(|&k| k != best.kind);
        record.kind = best.name.clone();
        record.probability = best.probability;
        record.expected_tokens = best.expectation.tokens;
        record.expected_queries = best.expectation.queries;
        record.rate = best.expectation.rate();
        record.cleanup_rate = cleanup.rate();
        record.ran = !stop_early(record.rate, record.cleanup_rate);
        let ran = record.ran;
        self.log.push(record);
        ran.then_some(Kinds::One(best.kind))
    }
}

pub struct TypeBatched {
    name: &'static str,
    options: TypeBatchedOptions,
    stage: Stage,
    scheduler: Scheduler,
    /// The longest batch to propose (the clean-up's too).
    lookahead: usize,
    /// Recent verdicts, which shorten batches while most chunks go.
    outlook: Outlook,
    /// The verdicts on chunks by class, for [`Algorithm::chance`].
    chances: Chances,
    /// The names of the current program, counted once per accepted chunk.
    names: RefCell<Option<Rc<NameCounts>>>,
}

impl TypeBatched {
    /// `name` labels phases and descriptions (`type-batched`, ...).
    pub fn new(
        name: &'static str,
        tree: Rc<Tree>,
        options: TypeBatchedOptions,
        success: Box<dyn SuccessModel>,
    ) -> TypeBatched {
        let state = TreeState::new(tree, options.cleanup.prep);
        let kinds = Snapshot::new(&state).removable_kinds(&state);
        let mut names = BTreeMap::new();
        for (id, node) in state.tree.nodes() {
            names
                .entry(node.kind)
                .or_insert_with(|| state.tree.kind_name(id).to_string());
        }
        TypeBatched {
            name,
            options,
            scheduler: Scheduler {
                agnostic: options.agnostic,
                success,
                original_nodes: state.tree.len().max(1),
                kinds,
                names,
                log: Vec::new(),
            },
            stage: Stage::Batching {
                state,
                running: None,
            },
            lookahead: UNTOLD_LOOKAHEAD,
            outlook: Outlook::default(),
            chances: Chances::default(),
            names: RefCell::default(),
        }
    }

    /// The class of removing `nodes` (one chunk, all of one kind) from the
    /// current program. `names` caches the program's name counts.
    fn chunk_class(
        names: &RefCell<Option<Rc<NameCounts>>>,
        state: &TreeState,
        nodes: &[NodeId],
    ) -> Option<RemovalClass> {
        let &first = nodes.first()?;
        let counts = Rc::clone(
            names
                .borrow_mut()
                .get_or_insert_with(|| Rc::new(NameCounts::new(&state.tree, &state.edit))),
        );
        Some(RemovalClass {
            kind: state.tree.node(first).kind,
            act: if nodes.len() == 1 {
                Act::Remove
            } else {
                Act::RemoveJointly
            },
            loss: counts.loss(&state.tree, &state.edit, nodes),
        })
    }

    fn start_cleanup(&mut self) {
        let Stage::Batching { state, .. } = std::mem::replace(&mut self.stage, Stage::Switching)
        else {
            unreachable!("the clean-up starts once, from batching")
        };
        let mut pardis = PriorityReducer::from_state(state, Variant::Pardis, self.options.cleanup);
        pardis.lookahead_to(self.lookahead);
        pardis.learn_chances_from(std::mem::take(&mut self.chances));
        self.stage = Stage::Cleanup(Box::new(pardis));
    }

    /// The verdict on one chunk of the kind's batch.
    fn settle(
        scheduler: &mut Scheduler,
        state: &mut TreeState,
        run: &mut Running,
        chunk: &[NodeId],
        interesting: bool,
    ) {
        let record = scheduler.log.last_mut().expect("a batch is logged");
        record.candidates += 1;
        if interesting {
            record.accepted += 1;
            for &n in chunk {
                record.tokens_removed += u64::from(run.queue.weight(n));
                state.edit.remove(n);
                scheduler.success.observe(state.tree.kind_name(n), true);
            }
        } else {
            if let [node] = chunk[..] {
                scheduler.success.observe(state.tree.kind_name(node), false);
            }
            run.queue.failed(state, chunk);
        }
    }
}

impl AlgorithmView for TypeBatched {
    fn tree_edit(&self) -> Option<TreeEdit> {
        match &self.stage {
            Stage::Cleanup(pardis) => pardis.tree_edit(),
            Stage::Batching { state, .. } => Some(state.edit.clone()),
            Stage::Switching => None,
        }
    }

    fn candidate_edit(&self, index: usize) -> Option<TreeEdit> {
        match &self.stage {
            Stage::Cleanup(pardis) => pardis.candidate_edit(index),
            Stage::Batching {
                state,
                running: Some(run),
            } => Some(state.edit_without(&run.chunks.get(index)?.nodes)),
            _ => None,
        }
    }

    fn describe(&self, index: usize) -> String {
        match &self.stage {
            Stage::Cleanup(pardis) => format!("{} clean-up: {}", self.name, pardis.describe(index)),
            Stage::Batching {
                state,
                running: Some(run),
            } => {
                let Some(chunk) = run.chunks.get(index) else {
                    return String::new();
                };
                let kind = state.tree.kind_name(chunk.nodes[0]);
                let tokens: u32 = chunk.nodes.iter().map(|&n| run.queue.weight(n)).sum();
                format!(
                    "{}: remove {} `{kind}` node{} together ({tokens} tokens, expected gain {:.1})",
                    self.name,
                    chunk.nodes.len(),
                    if chunk.nodes.len() == 1 { "" } else { "s" },
                    chunk.expected_gain
                )
            }
            _ => String::new(),
        }
    }

    fn trial(&self, index: usize) -> Option<Trial> {
        match &self.stage {
            Stage::Cleanup(pardis) => pardis.trial(index),
            Stage::Batching {
                state,
                running: Some(run),
            } => match run.chunks.get(index)?.nodes[..] {
                [node] => Some(trial_features(
                    &state.tree,
                    &state.edit,
                    node,
                    run.queue.weight(node),
                )),
                _ => None,
            },
            _ => None,
        }
    }

    fn counters(&self) -> Vec<Counter> {
        let log = &self.scheduler.log;
        let batches = log.iter().filter(|r| r.ran).count() as u64;
        let tokens = log.iter().map(|r| r.tokens_removed).sum();
        vec![
            Counter::new("batches", batches),
            Counter::new("batch-tokens-removed", tokens),
        ]
    }

    fn batch_log(&self) -> Vec<BatchRecord> {
        self.scheduler.log.clone()
    }
}

impl Algorithm for TypeBatched {
    fn set_window(&mut self, window: usize) {
        self.lookahead = lookahead(window);
        if let Stage::Cleanup(pardis) = &mut self.stage {
            pardis.set_window(window);
        }
    }

    fn next_batch(&mut self) -> Option<Batch> {
        loop {
            match &mut self.stage {
                Stage::Cleanup(pardis) => return pardis.next_batch(),
                Stage::Switching => unreachable!("never left switching"),
                Stage::Batching {
                    state,
                    running: running @ Some(_),
                } => {
                    let run = running.as_mut().expect("matched");
                    let chunk = run.queue.pop_chunk();
                    if !chunk.is_empty() {
                        run.chunks = vec![Chunk::new(chunk, &run.queue)];
                        let length = self.outlook.batch_length(self.lookahead, NEEDED_JOINT);
                        if length > 1 {
                            // The chunks that would follow if every one so
                            // far failed.
                            let mut ahead = run.queue.clone();
                            while run.chunks.len() < length {
                                let last = &run.chunks[run.chunks.len() - 1];
                                ahead.failed(state, &last.nodes);
                                let next = ahead.pop_chunk();
                                if next.is_empty() {
                                    break;
                                }
                                run.chunks.push(Chunk::new(next, &ahead));
                            }
                        }
                        return Some(Batch {
                            len: run.chunks.len(),
                        });
                    }
                    *running = None;
                }
                Stage::Batching { state, running } => match self.scheduler.next(state) {
                    Some(kinds) => {
                        *running = Some(Running {
                            queue: JointQueue::new(
                                state,
                                kinds.only(),
                                self.options.mode == BatchMode::Single,
                                self.options.tie_break,
                            ),
                            chunks: Vec::new(),
                        });
                    }
                    None => self.start_cleanup(),
                },
            }
        }
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        match &mut self.stage {
            Stage::Cleanup(pardis) => pardis.candidate(index),
            Stage::Batching {
                state,
                running: Some(run),
            } => state.candidate_without(&run.chunks[index].nodes),
            _ => unreachable!("no candidate outside a batch"),
        }
    }

    /// How often chunks like it were interesting so far ([`Chances`]),
    /// leaning on the recent success rate while they are few; in the
    /// clean-up, Pardis's own estimate.
    fn chance(&self, index: usize) -> Option<f64> {
        match &self.stage {
            Stage::Cleanup(pardis) => pardis.chance(index),
            Stage::Batching {
                state,
                running: Some(run),
            } => {
                // Every chunk of a batch applies to the same program: a
                // failed chunk before it changes nothing.
                let class = Self::chunk_class(&self.names, state, &run.chunks.get(index)?.nodes)?;
                Some(self.chances.estimate(&class, self.outlook.success_rate()))
            }
            _ => None,
        }
    }

    /// A copy in the same state, the success model and the clean-up's
    /// Pardis included (`None` when the clean-up's model cannot be copied).
    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        let stage = match &self.stage {
            Stage::Batching { state, running } => Stage::Batching {
                state: state.clone(),
                running: running.clone(),
            },
            Stage::Cleanup(pardis) => Stage::Cleanup(Box::new(pardis.copy()?)),
            Stage::Switching => return None,
        };
        let scheduler = &self.scheduler;
        Some(Box::new(TypeBatched {
            name: self.name,
            options: self.options,
            stage,
            scheduler: Scheduler {
                agnostic: scheduler.agnostic,
                success: scheduler.success.fork(),
                original_nodes: scheduler.original_nodes,
                kinds: scheduler.kinds.clone(),
                names: scheduler.names.clone(),
                log: scheduler.log.clone(),
            },
            lookahead: self.lookahead,
            outlook: self.outlook.clone(),
            chances: self.chances.clone(),
            names: self.names.clone(),
        }))
    }

    /// Replays the batch on the real queue: the failed chunks before the
    /// first interesting one, then that success (or, with none, every
    /// failure). The look-ahead took these very steps.
    fn report(&mut self, outcome: &BatchOutcome) {
        let (state, run) = match &mut self.stage {
            Stage::Cleanup(pardis) => return pardis.report(outcome),
            Stage::Batching {
                state,
                running: Some(run),
            } => (state, run),
            _ => return,
        };
        let winner = outcome.first();
        let chunks = std::mem::take(&mut run.chunks);
        let tested = winner.map_or(chunks.len(), |k| k + 1);
        // The rate the batch's chances were estimated with, at launch.
        let recent = self.outlook.success_rate();
        for (index, chunk) in chunks.into_iter().take(tested).enumerate() {
            if index > 0 {
                let popped = run.queue.pop_chunk();
                debug_assert_eq!(popped, chunk.nodes, "the replay pops chunk {index}");
            }
            let interesting = winner == Some(index);
            // Classed before the settlement, which may remove the nodes.
            if let Some(class) = Self::chunk_class(&self.names, state, &chunk.nodes) {
                self.chances.observe(class, recent, interesting);
            }
            Self::settle(&mut self.scheduler, state, run, &chunk.nodes, interesting);
            if interesting {
                *self.names.get_mut() = None;
            }
            self.outlook.observe(interesting);
        }
    }

    fn current(&self) -> Vec<u8> {
        match &self.stage {
            Stage::Cleanup(pardis) => pardis.current(),
            Stage::Batching { state, .. } => state.current().content,
            Stage::Switching => unreachable!(),
        }
    }

    fn current_units(&self) -> usize {
        match &self.stage {
            Stage::Cleanup(pardis) => pardis.current_units(),
            Stage::Batching { state, .. } => state.tree.tokens(&state.edit),
            Stage::Switching => unreachable!(),
        }
    }

    fn phase(&self) -> Phase {
        match &self.stage {
            Stage::Cleanup(pardis) => Phase {
                pass: Cow::Owned(format!("{} clean-up", self.name)),
                ..pardis.phase()
            },
            Stage::Batching { running, .. } => Phase {
                pass: Cow::Owned(format!(
                    "{}: {}",
                    self.name,
                    self.scheduler.log.last().map_or("", |r| r.kind.as_str())
                )),
                round: self.scheduler.log.len() as u32,
                granularity: running.as_ref().map_or(0, |r| r.queue.len()),
            },
            Stage::Switching => unreachable!(),
        }
    }
}
