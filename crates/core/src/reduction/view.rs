//! What views read of the algorithm through the driver: what a running test
//! is, tree edits, a removal's features, the algorithm's counters and batch
//! log ([`crate::AlgorithmView`]). None of it changes what is tested; the
//! driver only finds the algorithm (the real one or a fork) whose candidate
//! a test is.

use super::branches::Source;
use super::Reduction;
use crate::algorithms::tree::BatchRecord;
use crate::learn::Trial;
use crate::tree::TreeEdit;
use crate::{Algorithm, Counter};

/// What a running test is, for views.
enum Running<'a> {
    /// The check of the original input.
    Original,
    /// Candidate `index` of a batch of `algorithm` (the real one or a fork).
    Candidate {
        algorithm: &'a dyn Algorithm,
        index: usize,
    },
}

impl Reduction {
    /// The algorithm's own counts (for example `skipped`: trials a model
    /// ruled out without an oracle query, which `stats().queries` does not
    /// include).
    pub fn counters(&self) -> Vec<Counter> {
        self.algorithm.counters()
    }

    /// The batches a type-batched reducer scheduled so far (type, estimated
    /// rate, candidates, tokens removed); empty for other algorithms.
    pub fn batch_log(&self) -> Vec<BatchRecord> {
        self.algorithm.batch_log()
    }

    /// What the running test `id` is; `None` for an orphan and once the
    /// test's batch is over.
    fn running(&self, id: u64) -> Option<Running<'_>> {
        let test = self.in_flight.iter().find(|t| t.id == id)?;
        let (run, fork) = self.batch.as_ref()?.find(test.tag)?;
        Some(match run.source {
            Source::Original => Running::Original,
            Source::Algorithm => Running::Candidate {
                algorithm: fork.unwrap_or(self.algorithm.as_ref()),
                index: test.index,
            },
        })
    }

    /// Explains a test that is running: which candidate it is and which
    /// step of the algorithm proposed it (for step-by-step views). `None`
    /// once the test's batch is over.
    pub fn describe_test(&self, id: u64) -> Option<String> {
        Some(match self.running(id)? {
            Running::Original => "the original input".to_string(),
            Running::Candidate { algorithm, index } => algorithm.describe(index),
        })
    }

    /// The features of the node a running test removes, when it removes one
    /// syntax node (see [`crate::AlgorithmView::trial`]).
    pub fn trial(&self, id: u64) -> Option<Trial> {
        match self.running(id)? {
            Running::Original => None,
            Running::Candidate { algorithm, index } => algorithm.trial(index),
        }
    }

    /// Tree algorithms: the best test case so far as an edit of the
    /// original tree.
    pub fn tree_edit(&self) -> Option<TreeEdit> {
        self.algorithm.tree_edit()
    }

    /// Tree algorithms: what a running test changes in the original tree.
    pub fn test_edit(&self, id: u64) -> Option<TreeEdit> {
        match self.running(id)? {
            Running::Original => None,
            Running::Candidate { algorithm, index } => algorithm.candidate_edit(index),
        }
    }
}
