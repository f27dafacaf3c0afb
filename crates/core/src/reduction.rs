//! The driver: owns the algorithm, the cache, the parallel window, the
//! statistics and the event stream, and tells its shell what to test next.
//!
//! A shell runs the oracle and nothing else:
//!
//! ```text
//! loop {
//!     match reduction.poll() {
//!         Step::Test(request) => start the oracle on request.content,
//!         Step::Wait => wait for any running test, then reduction.complete(id, verdict, duration),
//!         Step::Done => break,
//!     }
//! }
//! ```
//!
//! With a window of `j`, up to `j` tests run at once. They are launched in the
//! batch's order; after the first interesting verdict nothing new is launched,
//! the running tests are awaited and the *first interesting candidate in batch
//! order* wins (Vince's stabilised parallel ddmin). Every candidate before the
//! winner has been tested, so the algorithm takes the same path as it would
//! sequentially, for a deterministic oracle.
//!
//! In-flight settlement: a candidate whose content equals a test that is
//! still running is not launched again. It waits as that test's *twin* and
//! takes its verdict when it arrives, just as it would have hit the cache
//! had the tests run one after the other. No content reaches the oracle
//! twice, whatever the window and the order in which verdicts come back;
//! the interesting candidates a window found but did not adopt stay in the
//! cache for the same reason (see [`crate::cache`]).

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::cache::{CacheKey, CacheOptions, CacheStats, OutcomeCache};
use crate::{Algorithm, BatchOutcome, Candidate, Event, Phase, Size, Verdict};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReductionOptions {
    /// How many tests may run at once (at least 1).
    pub window: usize,
    pub cache: CacheOptions,
    /// Stop after this many oracle runs.
    pub max_tests: Option<u64>,
    /// Test the original input first and refuse to reduce if it is not
    /// interesting. The check is an oracle run and counts as a query.
    pub check_original: bool,
}

impl Default for ReductionOptions {
    fn default() -> Self {
        ReductionOptions {
            window: 1,
            cache: CacheOptions::default(),
            max_tests: None,
            check_original: true,
        }
    }
}

/// A cheap check run on every candidate before the oracle, such as "still
/// parses". A rejected candidate counts as not interesting.
pub trait Validator {
    fn accepts(&mut self, content: &[u8]) -> bool;
}

/// What the shell should do next.
#[derive(Debug)]
pub enum Step {
    /// Run the oracle on this candidate and report with [`Reduction::complete`].
    Test(TestRequest),
    /// Tests are running and nothing more can start: wait for one to finish.
    Wait,
    /// The reduction is over; see [`Reduction::status`].
    Done,
}

#[derive(Debug, Clone)]
pub struct TestRequest {
    pub id: u64,
    pub content: Arc<Vec<u8>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Running,
    /// The algorithm finished.
    Finished,
    /// A limit or the shell stopped the run; the best result so far stands.
    Stopped,
    /// The original input was not interesting; nothing was reduced.
    OriginalNotInteresting,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// Oracle runs (cache hits and validator rejections not included).
    pub queries: u64,
    pub cache: CacheStats,
    /// Candidates the validator rejected before the oracle.
    pub rejections: u64,
    /// Candidates adopted as the new current test case.
    pub accepted: u64,
    /// Sum of the durations the shell reported for oracle runs.
    pub oracle_time: Duration,
    pub initial: Size,
    pub current: Size,
}

struct InFlight {
    id: u64,
    index: usize,
    key: CacheKey,
    content: Arc<Vec<u8>>,
    units: usize,
    /// Later candidates of the batch with the same content, settled by this
    /// test's verdict: their batch indices and unit counts.
    twins: Vec<(usize, usize)>,
}

struct Found {
    index: usize,
    content: Arc<Vec<u8>>,
    units: usize,
}

/// One batch being tested.
struct BatchRun {
    len: usize,
    next: usize,
    in_flight: Vec<InFlight>,
    interesting: Vec<Found>,
    /// The batch is the check of the original input, not the algorithm's.
    is_original_check: bool,
}

impl BatchRun {
    fn new(len: usize, is_original_check: bool) -> BatchRun {
        BatchRun {
            len,
            next: 0,
            in_flight: Vec::new(),
            interesting: Vec::new(),
            is_original_check,
        }
    }

    fn can_launch(&self, window: usize) -> bool {
        self.interesting.is_empty() && self.next < self.len && self.in_flight.len() < window
    }

    /// Takes the interesting candidate that comes first in batch order.
    fn first_found(&mut self) -> Option<Found> {
        let (pos, _) = self
            .interesting
            .iter()
            .enumerate()
            .min_by_key(|(_, f)| f.index)?;
        Some(self.interesting.swap_remove(pos))
    }
}

pub struct Reduction {
    algorithm: Box<dyn Algorithm>,
    validator: Option<Box<dyn Validator>>,
    options: ReductionOptions,
    cache: OutcomeCache,
    stats: Stats,
    events: VecDeque<Event>,
    original: Arc<Vec<u8>>,
    best: Arc<Vec<u8>>,
    batch: Option<BatchRun>,
    phase: Option<Phase>,
    next_test: u64,
    status: Status,
}

impl Reduction {
    pub fn new(mut algorithm: Box<dyn Algorithm>, options: ReductionOptions) -> Reduction {
        // Algorithms that speculate size their batches by the window.
        algorithm.set_window(options.window.max(1));
        let original = Arc::new(algorithm.current());
        let size = Size {
            bytes: original.len(),
            units: algorithm.current_units(),
        };
        let batch = options.check_original.then(|| BatchRun::new(1, true));
        Reduction {
            algorithm,
            validator: None,
            options: ReductionOptions {
                window: options.window.max(1),
                ..options
            },
            cache: OutcomeCache::new(options.cache),
            stats: Stats {
                initial: size,
                current: size,
                ..Stats::default()
            },
            events: VecDeque::from([Event::Started { size }]),
            best: Arc::clone(&original),
            original,
            batch,
            phase: None,
            next_test: 0,
            status: Status::Running,
        }
    }

    pub fn with_validator(mut self, validator: Box<dyn Validator>) -> Reduction {
        self.validator = Some(validator);
        self
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// The smallest interesting test case found so far.
    pub fn best(&self) -> &[u8] {
        &self.best
    }

    pub fn stats(&self) -> Stats {
        Stats {
            cache: self.cache.stats(),
            ..self.stats
        }
    }

    /// The algorithm's own counts (for example `skipped`: trials a model
    /// ruled out without an oracle query, which `stats().queries` does not
    /// include).
    pub fn counters(&self) -> Vec<crate::Counter> {
        self.algorithm.counters()
    }

    /// The batches a type-batched reducer scheduled so far (type, estimated
    /// rate, candidates, tokens removed); empty for other algorithms.
    pub fn batch_log(&self) -> Vec<crate::algorithms::tree::BatchRecord> {
        self.algorithm.batch_log()
    }

    /// The algorithm's current phase (pass, round, granularity).
    pub fn phase(&self) -> Option<&Phase> {
        self.phase.as_ref()
    }

    /// Takes the events recorded since the last call.
    pub fn drain_events(&mut self) -> impl Iterator<Item = Event> + '_ {
        self.events.drain(..)
    }

    /// The running test `id`: `Some(None)` for the check of the original,
    /// `Some(Some(index))` for candidate `index` of the algorithm's batch,
    /// `None` once the test's batch is over.
    fn running(&self, id: u64) -> Option<Option<usize>> {
        let run = self.batch.as_ref()?;
        let test = run.in_flight.iter().find(|t| t.id == id)?;
        Some((!run.is_original_check).then_some(test.index))
    }

    /// Explains a test that is running: which candidate it is and which
    /// step of the algorithm proposed it (for step-by-step views). `None`
    /// once the test's batch is over.
    pub fn describe_test(&self, id: u64) -> Option<String> {
        Some(match self.running(id)? {
            None => "the original input".to_string(),
            Some(index) => self.algorithm.describe(index),
        })
    }

    /// The features of the node a running test removes, when it removes one
    /// syntax node (see [`Algorithm::trial`]).
    pub fn trial(&self, id: u64) -> Option<crate::learn::Trial> {
        self.algorithm.trial(self.running(id)??)
    }

    /// Tree algorithms: the best test case so far as an edit of the
    /// original tree.
    pub fn tree_edit(&self) -> Option<crate::tree::TreeEdit> {
        self.algorithm.tree_edit()
    }

    /// Tree algorithms: what a running test changes in the original tree.
    pub fn test_edit(&self, id: u64) -> Option<crate::tree::TreeEdit> {
        self.algorithm.candidate_edit(self.running(id)??)
    }

    /// Ends the run now; running tests are forgotten and the best result so
    /// far stands. A candidate already found interesting in the batch under
    /// test is kept.
    pub fn stop(&mut self) {
        if self.status != Status::Running {
            return;
        }
        if let Some(found) = self
            .batch
            .as_mut()
            .filter(|run| !run.is_original_check)
            .and_then(BatchRun::first_found)
        {
            self.adopt(found);
        }
        self.finish(Status::Stopped);
    }

    pub fn poll(&mut self) -> Step {
        loop {
            if self.status != Status::Running {
                return Step::Done;
            }
            let Some(run) = &self.batch else {
                match self.algorithm.next_batch() {
                    Some(batch) => {
                        self.note_phase();
                        self.batch = Some(BatchRun::new(batch.len, false));
                    }
                    None => self.finish(Status::Finished),
                }
                continue;
            };
            if run.can_launch(self.options.window) {
                if self
                    .options
                    .max_tests
                    .is_some_and(|max| self.next_test >= max)
                {
                    self.stop();
                    continue;
                }
                if let Some(request) = self.launch_next() {
                    return Step::Test(request);
                }
                continue;
            }
            if !run.in_flight.is_empty() {
                return Step::Wait;
            }
            self.resolve_batch();
        }
    }

    /// Brings the run up to date with the verdicts it has, without starting
    /// a test: a batch whose outcome is decided (an interesting candidate
    /// was found, or every candidate was tried) and which has nothing
    /// running is resolved (the best result and statistics change now, not
    /// at the next [`Reduction::poll`]), and the algorithm is asked for its
    /// next batch, so that the status says `Finished` as soon as it has
    /// none. `poll` does the same before it starts the next test, so calling
    /// this changes nothing that is tested; step mode calls it so that a
    /// step's report shows the step's own consequence.
    pub fn settle(&mut self) {
        if self.status != Status::Running {
            return;
        }
        if let Some(run) = &self.batch {
            let decided = !run.interesting.is_empty() || run.next >= run.len;
            if !decided || !run.in_flight.is_empty() {
                return;
            }
            self.resolve_batch();
        }
        match self.algorithm.next_batch() {
            Some(batch) => {
                self.note_phase();
                self.batch = Some(BatchRun::new(batch.len, false));
            }
            None => self.finish(Status::Finished),
        }
    }

    /// Reports the verdict of test `id`, with the time the oracle took.
    /// Verdicts for tests the driver no longer waits for are ignored.
    pub fn complete(&mut self, id: u64, verdict: Verdict, duration: Duration) {
        if self.status != Status::Running {
            return;
        }
        let Some(run) = self.batch.as_mut() else {
            return;
        };
        let Some(pos) = run.in_flight.iter().position(|t| t.id == id) else {
            return;
        };
        let test = run.in_flight.swap_remove(pos);
        self.stats.queries += 1;
        self.stats.oracle_time += duration;
        self.events.push_back(Event::Tested {
            test: Some(id),
            size: Size {
                bytes: test.content.len(),
                units: test.units,
            },
            verdict,
            cached: false,
            duration: Some(duration),
        });
        if run.is_original_check {
            if !verdict.is_interesting() {
                self.finish(Status::OriginalNotInteresting);
            }
            return;
        }
        self.cache.insert(test.key, &test.content, verdict);
        for &(index, units) in &test.twins {
            self.cache.note_in_flight_hit();
            let found = Found {
                index,
                content: Arc::clone(&test.content),
                units,
            };
            settle_without_oracle(&mut self.events, run, found, verdict);
        }
        if verdict.is_interesting() {
            run.interesting.push(Found {
                index: test.index,
                content: test.content,
                units: test.units,
            });
        }
    }

    /// Prepares the next candidate of the batch: validator, cache, a running
    /// test with the same content, then (if none answered) a test request.
    fn launch_next(&mut self) -> Option<TestRequest> {
        let run = self.batch.as_mut().expect("a batch is under test");
        let index = run.next;
        run.next += 1;
        let candidate = if run.is_original_check {
            Candidate {
                content: self.original.to_vec(),
                units: self.stats.initial.units,
            }
        } else {
            self.algorithm.candidate(index)
        };
        let size = Size {
            bytes: candidate.content.len(),
            units: candidate.units,
        };
        if !run.is_original_check {
            if let Some(validator) = &mut self.validator {
                if !validator.accepts(&candidate.content) {
                    self.stats.rejections += 1;
                    self.events.push_back(Event::Rejected { size });
                    return None;
                }
            }
        }
        let key = CacheKey::of(&candidate.content);
        if !run.is_original_check {
            if let Some(verdict) = self.cache.lookup(key, &candidate.content) {
                let found = Found {
                    index,
                    content: Arc::new(candidate.content),
                    units: candidate.units,
                };
                settle_without_oracle(&mut self.events, run, found, verdict);
                return None;
            }
            if self.cache.settles_in_flight() {
                let twin = run
                    .in_flight
                    .iter_mut()
                    .find(|t| t.key == key && *t.content == candidate.content);
                if let Some(running) = twin {
                    running.twins.push((index, candidate.units));
                    return None;
                }
            }
        }
        let id = self.next_test;
        self.next_test += 1;
        let content = Arc::new(candidate.content);
        run.in_flight.push(InFlight {
            id,
            index,
            key,
            content: Arc::clone(&content),
            units: candidate.units,
            twins: Vec::new(),
        });
        self.events.push_back(Event::Launched { test: id, size });
        Some(TestRequest { id, content })
    }

    /// Every test of the batch is in: adopt the first interesting candidate
    /// and tell the algorithm.
    fn resolve_batch(&mut self) {
        let mut run = self.batch.take().expect("a batch is under test");
        if run.is_original_check {
            return;
        }
        let mut interesting: Vec<usize> = run.interesting.iter().map(|f| f.index).collect();
        interesting.sort_unstable();
        let outcome = BatchOutcome { interesting };
        if let Some(found) = run.first_found() {
            let adopted_len = found.content.len();
            self.adopt(found);
            // Only the winner is adopted: the algorithm may propose the
            // others again.
            for other in &run.interesting {
                let key = CacheKey::of(&other.content);
                self.cache.keep_unadopted(key, &other.content, adopted_len);
            }
        }
        self.algorithm.report(&outcome);
    }

    fn adopt(&mut self, found: Found) {
        self.cache.note_interesting(found.content.len());
        self.best = found.content;
        self.stats.accepted += 1;
        self.stats.current = Size {
            bytes: self.best.len(),
            units: found.units,
        };
        self.events.push_back(Event::Accepted {
            size: self.stats.current,
        });
    }

    fn note_phase(&mut self) {
        let phase = self.algorithm.phase();
        if self.phase.as_ref() != Some(&phase) {
            self.events.push_back(Event::Phase {
                phase: phase.clone(),
            });
            self.phase = Some(phase);
        }
    }

    fn finish(&mut self, status: Status) {
        self.status = status;
        self.batch = None;
        self.events.push_back(Event::Finished {
            size: self.stats.current,
            stopped: status == Status::Stopped,
        });
    }
}

/// A candidate answered without running the oracle (from the cache, or by a
/// running test with the same content): its event, and its place among the
/// batch's interesting candidates when it is one.
fn settle_without_oracle(
    events: &mut VecDeque<Event>,
    run: &mut BatchRun,
    found: Found,
    verdict: Verdict,
) {
    events.push_back(Event::Tested {
        test: None,
        size: Size {
            bytes: found.content.len(),
            units: found.units,
        },
        verdict,
        cached: true,
        duration: None,
    });
    if verdict.is_interesting() {
        run.interesting.push(found);
    }
}
