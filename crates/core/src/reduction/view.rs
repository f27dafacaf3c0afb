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

/// A candidate of the batch under test ([`Reduction::batch_candidates`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upcoming {
    pub content: Vec<u8>,
    /// The cache or the syntax check's memory already answers it: it will
    /// not reach the oracle.
    pub answered: bool,
    /// It is answered, and interesting (a cached interesting verdict).
    pub interesting: bool,
    pub description: String,
}

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

    /// Candidates `range` of the batch under test (cut to the batch), and
    /// the index of the next one to launch; `None` for the check of the
    /// original and between batches. For views that ask what comes next (a
    /// prediction exercise): nothing is launched or counted.
    pub fn batch_candidates(
        &mut self,
        range: std::ops::Range<usize>,
    ) -> Option<(usize, std::ops::Range<usize>, Vec<Upcoming>)> {
        let run = self.batch.as_ref()?;
        if run.source != Source::Algorithm {
            return None;
        }
        let (next, len) = (run.next(), run.len);
        let range = range.start.min(len)..range.end.min(len);
        let candidates = range
            .clone()
            .map(|index| {
                let candidate = self.algorithm.candidate(index);
                let description = self.algorithm.describe(index);
                self.upcoming(candidate.content, description)
            })
            .collect();
        Some((next, range, candidates))
    }

    /// The first `limit` candidates of the batch that follows the one under
    /// test if every candidate of it fails, from a fork of the algorithm;
    /// `None` when the algorithm does not fork or would end. Nothing is
    /// launched or counted.
    pub fn following_batch(&self, limit: usize) -> Option<Vec<Upcoming>> {
        self.batch.as_ref()?;
        let mut fork = self.algorithm.fork()?;
        fork.report(&crate::BatchOutcome {
            interesting: Vec::new(),
        });
        let batch = fork.next_batch()?;
        Some(
            (0..batch.len.min(limit))
                .map(|index| {
                    let candidate = fork.candidate(index);
                    let description = fork.describe(index);
                    self.upcoming(candidate.content, description)
                })
                .collect(),
        )
    }

    fn upcoming(&self, content: Vec<u8>, description: String) -> Upcoming {
        let key = crate::cache::CacheKey::of(&content);
        let verdict = if self.rejected.contains(key) {
            Some(crate::Verdict::NotInteresting)
        } else {
            self.cache.peek(key, &content)
        };
        Upcoming {
            description,
            content,
            answered: verdict.is_some(),
            interesting: verdict.is_some_and(|v| v.is_interesting()),
        }
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
