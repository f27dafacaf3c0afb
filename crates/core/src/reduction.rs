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
//! With a window of `j`, up to `j` tests run at once. A batch's candidates
//! are launched in order; after the first interesting verdict no more of
//! them is launched, and the *first interesting candidate in batch order*
//! wins once every candidate before it has failed (Vince's stabilised
//! parallel ddmin). Every candidate before the winner has been tested, so
//! the algorithm takes the same path as it would sequentially, for a
//! deterministic oracle.
//!
//! Algorithms that can [fork](Algorithm::fork) also get the window while
//! most candidates are interesting: free slots go to the batch a fork
//! proposes on the assumption that a running candidate wins, whichever
//! test is likelier to be needed (see [`branches`]). When that candidate
//! wins, the fork becomes the algorithm; tests the outcome made useless
//! (past the winner, or in a fork that lost) run on as orphans, still
//! holding their slot, and their verdicts go to the cache.
//!
//! Stopping orphans: an orphan keeps its slot until it finishes, unless
//! every slot is taken and the driver has a test for the oracle to start.
//! Only then does [`Reduction::take_abandoned`] name one orphan for the
//! shell to stop (the youngest, the least work lost; never the oldest test
//! running, the next to finish as far as the driver can tell), and the
//! test takes its slot at the next [`Reduction::poll`]. Which tests run
//! and which are stopped depend on the window and on the order of the
//! verdicts; the path does not.
//!
//! In-flight settlement: a candidate whose content equals a test that is
//! still running (of any batch, orphans included) is not launched again.
//! It waits as that test's *twin* and takes its verdict when it arrives,
//! just as it would have hit the cache had the tests run one after the
//! other. No content gets two verdicts, whatever the window and the order
//! in which verdicts come back; the interesting candidates found but not
//! adopted stay in the cache for the same reason (see [`crate::cache`]).
//! A stopped test has no verdict, so its content is tested again if the
//! path comes to it later (ddmin's finer parts are often what a lost fork of
//! a winning subset tried); an orphan that finishes leaves its verdict in
//! the cache. So a content runs twice only when its first test gave up its
//! slot to a test that needed it.
//!
//! The driver tests the original first unless told not to (`check_original`).
//! An algorithm that does not fork is told every interesting candidate its
//! batch found (GreeDDy merges them), so its batch also waits for the tests
//! after the winner. With the cache off, duplicates run, to measure an
//! algorithm alone. A [`Validator`] rejects candidates before the oracle (the
//! tree reducers' syntax check plugs in here); rejections are counted apart
//! from queries. `steps.rs` holds the inner steps that [`Reduction::poll`] and
//! [`Reduction::complete`] string together, `branches.rs` the speculation tree,
//! `view.rs` what views read of the algorithm through the driver.

mod branches;
mod refusals;
mod steps;
mod stranded;
mod view;

pub use stranded::Names;
pub use view::Upcoming;

use std::borrow::Cow;
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::cache::{CacheKey, CacheOptions, CacheStats, OutcomeCache, RejectedMemo};
use crate::outlook::words::{WordChances, WordClass};
use crate::outlook::Outlook;
use crate::{Algorithm, Event, Phase, Size, Verdict};
use branches::{BatchRun, Move, Source};
use refusals::RefusedChanges;
use stranded::StrandedNames;

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

    /// What `content` defines and mentions, by name, where the validator
    /// reads names (a parser does): for the strandings the driver
    /// remembers ([`Reduction::remembering_strandings`]). The driver asks
    /// right after [`Validator::accepts`] took the same content.
    fn names(&mut self, _content: &[u8]) -> Option<Names> {
        None
    }
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
    /// Tests that ended with a verdict, orphans included (cache hits,
    /// validator rejections and stopped tests not included). With
    /// `abandoned` and the tests still running, every test started.
    pub queries: u64,
    pub cache: CacheStats,
    /// Candidates the validator rejected before the oracle.
    pub rejections: u64,
    /// Candidates adopted as the new best (current) test case.
    pub accepted: u64,
    /// Candidates the algorithm adopted although they are larger than
    /// the best (a pump's), which the best did not take.
    #[serde(default)]
    pub grown: u64,
    /// Running tests the shell was told to stop (see
    /// [`Reduction::take_abandoned`]); not counted in `queries`.
    #[serde(default)]
    pub abandoned: u64,
    /// Sum of the durations the shell reported for oracle runs.
    pub oracle_time: Duration,
    pub initial: Size,
    /// The best's size.
    pub current: Size,
}

/// The oracle queries of one pass (see [`Reduction::queries_by_pass`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassQueries {
    pub pass: Cow<'static, str>,
    pub queries: u64,
}

/// A test the shell is running.
struct InFlight {
    id: u64,
    /// The batch that launched it and the candidate's index there. Once
    /// that batch is gone (it lost, or a fork that assumed otherwise was
    /// dropped) the test is an orphan: its verdict still goes to the cache.
    tag: u64,
    index: usize,
    key: CacheKey,
    content: Arc<Vec<u8>>,
    units: usize,
    /// Candidates with the same content, settled by this test's verdict.
    twins: Vec<Twin>,
    /// The driver's own estimate of its chance, when it made one.
    guess: Option<Guess>,
    /// Where its pass stands in `queries_by_pass`.
    pass: usize,
}

/// A candidate that waits for a running test with the same content.
struct Twin {
    /// Its batch and its index there.
    tag: u64,
    index: usize,
    /// Its size in its algorithm's units.
    units: usize,
}

/// What the driver's estimate of a test's chance was made of, to learn from
/// its verdict.
struct Guess {
    /// The words it takes for good (see [`crate::outlook::words`]).
    class: WordClass,
    /// The recent success rate then.
    recent: f64,
}

/// A test started in a slot an orphan gave up, handed out at the next
/// [`Reduction::poll`].
struct Prepared {
    request: TestRequest,
    /// The events of starting it, told with it.
    events: Vec<Event>,
}

pub struct Reduction {
    algorithm: Box<dyn Algorithm>,
    validator: Option<Box<dyn Validator>>,
    /// Contents the validator rejected.
    rejected: RejectedMemo,
    /// Changes the oracle refused, where the setup asked to remember them
    /// ([`Reduction::remembering_refusals`]).
    refusals: Option<RefusedChanges>,
    /// Names whose stranding the oracle refused, where the setup asked to
    /// remember them ([`Reduction::remembering_strandings`]).
    strandings: Option<StrandedNames>,
    options: ReductionOptions,
    cache: OutcomeCache,
    stats: Stats,
    events: VecDeque<Event>,
    original: Arc<Vec<u8>>,
    /// The smallest interesting test case adopted so far.
    best: Arc<Vec<u8>>,
    /// The length of the algorithm's current test case: the best's, but
    /// while a pump grows it (see `steps.rs`'s `adopt`).
    adopted_len: usize,
    /// The batch under test, with its forks.
    batch: Option<BatchRun>,
    in_flight: Vec<InFlight>,
    /// Recent oracle verdicts (speculative ones too: they are real).
    recent: Outlook,
    /// The same, by the shapes of the words the candidate takes for good.
    word_chances: WordChances,
    phase: Option<Phase>,
    /// Oracle queries by the pass of the algorithm that proposed them.
    queries_by_pass: Vec<PassQueries>,
    next_test: u64,
    next_tag: u64,
    status: Status,
    /// A test started in a slot an orphan gave up, for the next poll.
    ready: Option<Prepared>,
    /// Orphans taken out of the window, for the shell to stop.
    stopping: Vec<u64>,
    /// Verdict and rejection events carry their candidate (a test log).
    tell_contents: bool,
}

impl Reduction {
    pub fn new(mut algorithm: Box<dyn Algorithm>, options: ReductionOptions) -> Reduction {
        // Algorithms that speculate size their batches by the window.
        algorithm.set_window(options.window.max(1));
        let original = Arc::new(algorithm.current());
        let size = Size {
            bytes: algorithm.measure(&original),
            units: algorithm.current_units(),
        };
        let batch = options
            .check_original
            .then(|| BatchRun::new(0, 1, Source::Original));
        Reduction {
            algorithm,
            validator: None,
            rejected: RejectedMemo::default(),
            refusals: None,
            strandings: None,
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
            adopted_len: original.len(),
            original,
            batch,
            in_flight: Vec::new(),
            recent: Outlook::default(),
            word_chances: WordChances::default(),
            phase: None,
            queries_by_pass: Vec::new(),
            next_test: 0,
            next_tag: 1,
            status: Status::Running,
            ready: None,
            stopping: Vec::new(),
            tell_contents: false,
        }
    }

    pub fn with_validator(mut self, validator: Box<dyn Validator>) -> Reduction {
        self.validator = Some(validator);
        self
    }

    /// Answers "not interesting" without the oracle where a candidate
    /// makes a change the oracle refused before, in the same surroundings
    /// (see `refusals.rs`): for algorithms that run their passes again
    /// over a text changed elsewhere. Counted as
    /// [`CacheStats::hits_remembered`].
    pub fn remembering_refusals(mut self) -> Reduction {
        self.refusals = Some(RefusedChanges::default());
        self
    }

    /// Answers "not interesting" without the oracle where a candidate
    /// strands a name (removes its every definition and keeps a mention of
    /// it) whose stranding alone the oracle refused before, with as many
    /// mentions (see `stranded.rs`), unless the oracle accepted that
    /// stranding; off for good once it accepts strandings as often as it
    /// refuses them. The validator reads the names
    /// ([`Validator::names`]); without one that does, nothing is
    /// remembered. Counted as [`CacheStats::hits_stranded`].
    pub fn remembering_strandings(mut self) -> Reduction {
        self.strandings = Some(StrandedNames::default());
        self
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// The smallest interesting test case found so far.
    pub fn best(&self) -> &[u8] {
        &self.best
    }

    /// The size of `content` as the statistics count it
    /// ([`Algorithm::measure`]).
    pub fn measure(&self, content: &[u8]) -> usize {
        self.algorithm.measure(content)
    }

    pub fn stats(&self) -> Stats {
        Stats {
            cache: self.cache.stats(),
            ..self.stats
        }
    }

    /// The algorithm's current phase (pass, round, granularity).
    pub fn phase(&self) -> Option<&Phase> {
        self.phase.as_ref()
    }

    /// The queries of [`Stats::queries`] by the pass ([`Phase::pass`]) of
    /// the algorithm (or fork) that proposed them, in the order the passes
    /// first asked the oracle: where a run's oracle time went, which the
    /// algorithm's own counters (candidates tried, cache hits included)
    /// do not say. The check of the original input comes first, as
    /// `original`.
    pub fn queries_by_pass(&self) -> &[PassQueries] {
        &self.queries_by_pass
    }

    /// From now on, [`Event::Tested`] and [`Event::Rejected`] carry their
    /// candidate, for a shell that logs every test.
    pub fn tell_contents(&mut self) {
        self.tell_contents = true;
    }

    /// Takes the events recorded since the last call.
    pub fn drain_events(&mut self) -> impl Iterator<Item = Event> + '_ {
        self.events.drain(..)
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
            .filter(|run| run.source == Source::Algorithm)
            .and_then(BatchRun::take_first_found)
        {
            self.adopt(found);
        }
        self.finish(Status::Stopped);
    }

    pub fn poll(&mut self) -> Step {
        if self.status == Status::Running {
            if let Some(prepared) = self.ready.take() {
                self.events.extend(prepared.events);
                return Step::Test(prepared.request);
            }
        }
        self.advance(false)
    }

    /// What [`Reduction::poll`] does: resolves what is decided, asks for
    /// batches, and starts the next test while the window has a free slot.
    /// With `preempt`, a slot held by an orphan nothing waits on counts as
    /// free: when a test (not a cache hit, a twin or a rejection) is
    /// started there, an orphan leaves the window and is named in
    /// `self.stopping`.
    fn advance(&mut self, preempt: bool) -> Step {
        loop {
            if self.status != Status::Running {
                return Step::Done;
            }
            if self.batch.is_none() {
                self.next_batch();
                continue;
            }
            if self.may_resolve() {
                self.resolve_batch();
                continue;
            }
            // A free slot, or (with `preempt`) one that an orphan nothing
            // waits on gives up to the next test; at the test limit, only a
            // free slot (the run stops when one comes free, as it would have).
            let at_limit = self
                .options
                .max_tests
                .is_some_and(|max| self.next_test >= max);
            let room = self.in_flight.len() < self.options.window
                || (preempt && !at_limit && self.stoppable_orphan().is_some());
            if room {
                if let Some(next) = self.next_move() {
                    if at_limit {
                        self.stop();
                        continue;
                    }
                    let request = match next {
                        Move::Launch { tag } => self.launch(tag),
                        Move::Fork { tag, index } => self.fork(tag, index),
                    };
                    if let Some(request) = request {
                        if self.in_flight.len() > self.options.window {
                            self.stop_orphan();
                        }
                        return Step::Test(request);
                    }
                    continue;
                }
            }
            assert!(
                !self.in_flight.is_empty(),
                "an undecided batch has a candidate to test or a test running"
            );
            return Step::Wait;
        }
    }

    /// Brings the run up to date with the verdicts it has, without starting
    /// a test: a batch whose outcome is decided (an interesting candidate
    /// was found after failures only, or every candidate failed) is
    /// resolved (the best result and statistics change now, not at the
    /// next [`Reduction::poll`]), and the algorithm is asked for its next
    /// batch, so that the status says `Finished` as soon as it has none.
    /// `poll` does the same before it starts the next test, so calling this
    /// changes nothing that is tested; step mode calls it so that a step's
    /// report shows the step's own consequence.
    pub fn settle(&mut self) {
        if self.status != Status::Running {
            return;
        }
        if self.batch.is_some() {
            if !self.may_resolve() {
                return;
            }
            self.resolve_batch();
        }
        if self.batch.is_none() && self.status == Status::Running {
            self.next_batch();
        }
    }

    /// Reports the verdict of test `id`, with the time the oracle took.
    /// Verdicts that come after the run ended are ignored.
    pub fn complete(&mut self, id: u64, verdict: Verdict, duration: Duration) {
        if self.status != Status::Running {
            return;
        }
        let Some(pos) = self.in_flight.iter().position(|t| t.id == id) else {
            return;
        };
        let test = self.in_flight.swap_remove(pos);
        self.stats.queries += 1;
        self.queries_by_pass[test.pass].queries += 1;
        self.stats.oracle_time += duration;
        self.recent.observe(verdict.is_interesting());
        if let Some(guess) = test.guess {
            self.word_chances
                .observe(guess.class, guess.recent, verdict.is_interesting());
        }
        self.events.push_back(Event::Tested {
            test: Some(id),
            size: Size {
                bytes: self.algorithm.measure(&test.content),
                units: test.units,
            },
            verdict,
            cached: false,
            duration: Some(duration),
            content: self.tell_contents.then(|| Arc::clone(&test.content)),
        });
        let source = self
            .batch
            .as_ref()
            .filter(|run| run.tag == test.tag)
            .map_or(Source::Algorithm, |run| run.source);
        match source {
            Source::Original if !verdict.is_interesting() => {
                self.finish(Status::OriginalNotInteresting);
                return;
            }
            Source::Original => {}
            Source::Algorithm => self.cache.insert(test.key, &test.content, verdict),
        }
        for twin in &test.twins {
            self.cache.note_in_flight_hit();
            let size = Size {
                bytes: self.algorithm.measure(&test.content),
                units: twin.units,
            };
            let content = self.tell_contents.then(|| Arc::clone(&test.content));
            self.events
                .push_back(steps::answered_without_oracle(size, verdict, content));
            self.settle_candidate(twin.tag, twin.index, twin.units, &test.content, verdict);
        }
        self.settle_candidate(test.tag, test.index, test.units, &test.content, verdict);
    }

    /// Running tests the shell should stop now: orphans (their batch
    /// lost) that no candidate waits on as a twin, and only when every slot
    /// is taken and the driver has a test for the oracle to start. One
    /// orphan goes per call (see the module docs for which), and the test
    /// that takes its slot is the next [`Reduction::poll`]'s, so a shell
    /// that was told to wait polls again. An orphan whose slot nothing
    /// needs runs on and its verdict goes to the cache, so its content is
    /// not run again if the path comes to it. The tests named leave the
    /// window at once and their verdicts, should they come, are ignored.
    /// A shell that never asks lets every orphan finish.
    pub fn take_abandoned(&mut self) -> Vec<u64> {
        let full = self.in_flight.len() >= self.options.window;
        if full
            && self.ready.is_none()
            && self.status == Status::Running
            && self.stoppable_orphan().is_some()
        {
            // The next poll's work, done now: its events wait for it.
            let before = self.events.len();
            if let Step::Test(request) = self.advance(true) {
                let events = self.events.drain(before..).collect();
                self.ready = Some(Prepared { request, events });
            }
        }
        std::mem::take(&mut self.stopping)
    }

    /// The orphan to stop first, by its place in `in_flight`: the youngest
    /// (the least work lost) of the orphans no twin waits on, but never the
    /// oldest test running, which is the next to finish as far as the
    /// driver can tell (its slot comes free without losing its verdict).
    fn stoppable_orphan(&self) -> Option<usize> {
        let root = self.batch.as_ref()?;
        let live = |tag: u64| root.find(tag).is_some();
        let oldest = self.in_flight.iter().map(|t| t.id).min();
        (0..self.in_flight.len())
            .filter(|&i| {
                let test = &self.in_flight[i];
                Some(test.id) != oldest
                    && !live(test.tag)
                    && !test.twins.iter().any(|twin| live(twin.tag))
            })
            .max_by_key(|&i| self.in_flight[i].id)
    }

    /// Takes the orphan to stop first out of the window, to be named by
    /// [`Reduction::take_abandoned`].
    fn stop_orphan(&mut self) {
        if let Some(pos) = self.stoppable_orphan() {
            let test = self.in_flight.swap_remove(pos);
            self.stats.abandoned += 1;
            self.stopping.push(test.id);
        }
    }
}
