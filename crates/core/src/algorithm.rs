//! The contract between a reduction algorithm and the driver.
//!
//! Algorithms never call the oracle. They propose a [`Batch`] of candidates in
//! a fixed order and are told which of them turned out interesting. The driver
//! ([`crate::Reduction`]) decides how the batch is tested: one at a time, or
//! several at once in a window, with the cache in front. Whatever it does, the
//! outcome it reports is the one a sequential run would see for the candidates
//! it tested, so the algorithm's path does not depend on the parallelism.
//!
//! The algorithm adopts the *first* interesting candidate of a batch (the
//! lowest index); the driver relies on that to keep the best result. Pardis,
//! Perses and their kin, type batching, the rewrite pass, plain ddmin, OPDD,
//! ProbDD, CDD, HDD and the default pipeline (while its running pass forks) can
//! [fork](Algorithm::fork). Pardis, Perses, type batching and the rewrite pass
//! give their own [chances](Algorithm::chance) (`outlook/chances.rs`);
//! for the others the driver estimates them (`outlook/words.rs`).
//!
//! [`Algorithm`] is what the driver needs to reduce; [`AlgorithmView`], its
//! supertrait, is what views and statistics read (what a candidate is, tree
//! edits, features, counters, the batch log), every hook with a default, so
//! an algorithm with nothing to show implements it empty.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

/// A group of candidates; the algorithm adopts the first interesting one.
///
/// Contract: after [`Algorithm::report`], the algorithm's current test case
/// is the candidate at `outcome.first()` (if any), possibly improved further by
/// later batches. The driver relies on this to keep the best result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Batch {
    /// How many candidates the batch has; [`Algorithm::candidate`] is asked for
    /// indices below it, in ascending order, and only as far as needed.
    pub len: usize,
}

/// One candidate test case, ready for the oracle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub content: Vec<u8>,
    /// Its size in the algorithm's units (lines, tokens, nodes, ...).
    pub units: usize,
}

/// What testing a batch found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BatchOutcome {
    /// Indices of the candidates found interesting, ascending. Sequentially
    /// this holds at most one; a parallel window may find several.
    pub interesting: Vec<usize>,
}

impl BatchOutcome {
    /// The candidate the algorithm must adopt.
    pub fn first(&self) -> Option<usize> {
        self.interesting.first().copied()
    }
}

/// Where an algorithm is, for progress displays and pass-boundary events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Phase {
    /// The pass, e.g. "line" or "char" in a two-pass run.
    pub pass: Cow<'static, str>,
    /// The fixed-point round within the pass, from 1.
    pub round: u32,
    /// The number of parts the current configuration is split into.
    pub granularity: usize,
}

/// A named count kept by an algorithm (see [`AlgorithmView::counters`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub name: Cow<'static, str>,
    pub value: u64,
}

impl Counter {
    pub fn new(name: &'static str, value: u64) -> Counter {
        Counter {
            name: Cow::Borrowed(name),
            value,
        }
    }
}

/// What an algorithm shows of itself beyond its reduction: for step-by-step
/// views, tree views, training data and statistics. The driver only passes
/// these on ([`crate::Reduction::describe_test`] and its neighbours); no
/// hook changes what is tested.
pub trait AlgorithmView {
    /// A sentence saying what candidate `index` of the current batch is, for
    /// step-by-step views.
    fn describe(&self, index: usize) -> String {
        format!("candidate {}", index + 1)
    }

    /// When candidate `index` of the current batch removes one syntax node,
    /// that node's features (for training data and model-guided reducers).
    fn trial(&self, _index: usize) -> Option<crate::learn::Trial> {
        None
    }

    /// Tree algorithms: the current test case as an edit of the original
    /// tree (for tree views).
    fn tree_edit(&self) -> Option<crate::tree::TreeEdit> {
        None
    }

    /// Tree algorithms: candidate `index` of the current batch as an edit
    /// of the original tree, when the algorithm can say (for tree views).
    fn candidate_edit(&self, _index: usize) -> Option<crate::tree::TreeEdit> {
        None
    }

    /// Counts the algorithm keeps besides the driver's statistics, such as
    /// trials a model skipped without asking the oracle.
    fn counters(&self) -> Vec<Counter> {
        Vec::new()
    }

    /// The batches a type-batched reducer scheduled so far, in order (empty
    /// for other algorithms).
    fn batch_log(&self) -> Vec<crate::algorithms::tree::BatchRecord> {
        Vec::new()
    }
}

/// A reduction algorithm as a state machine driven by [`crate::Reduction`].
pub trait Algorithm: AlgorithmView {
    /// The driver's window: how many tests may run at once. An algorithm
    /// that proposes speculative batches (the candidates it would try next
    /// if the earlier ones fail) sizes them by it, so that the window stays
    /// full; at a window of 1 such batches are not worth their bookkeeping.
    /// A driver calls it before the first batch (and again if its window
    /// changes); an algorithm never told picks its own default. The default
    /// implementation ignores it.
    fn set_window(&mut self, _window: usize) {}

    /// The next batch to test, or `None` when the algorithm has finished.
    fn next_batch(&mut self) -> Option<Batch>;

    /// Candidate `index` of the current batch.
    fn candidate(&mut self, index: usize) -> Candidate;

    /// The verdicts on the current batch.
    fn report(&mut self, outcome: &BatchOutcome);

    /// The algorithm's estimate that candidate `index` of the current batch
    /// is interesting, from the verdicts of its own path (for example the
    /// success rate of removals of the same node kind). It only steers
    /// which speculative tests the driver runs; `None` leaves the driver
    /// its overall success rate.
    fn chance(&self, _index: usize) -> Option<f64> {
        None
    }

    /// A copy of the algorithm in its current state, for the driver to
    /// speculate on: it tells the copy that one running candidate won and
    /// tests what the copy proposes next, and the copy replaces the
    /// algorithm if that candidate does win. Only an algorithm whose
    /// [`Algorithm::report`] depends on `outcome.first()` alone may fork (a
    /// copy is told only its own winner). The default does not fork.
    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        None
    }

    /// The current (interesting) test case.
    fn current(&self) -> Vec<u8>;

    /// The size of `content` (a candidate or the current test case) as the
    /// user counts it, for statistics and events: its length, unless the
    /// algorithm encodes more than the test case in it (a file set's
    /// headers are not its files' bytes). The cache and memory bounds use
    /// the length itself.
    fn measure(&self, content: &[u8]) -> usize {
        content.len()
    }

    /// Its size in units.
    fn current_units(&self) -> usize;

    fn phase(&self) -> Phase;
}
