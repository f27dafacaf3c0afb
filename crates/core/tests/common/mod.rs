//! A test shell for the engine: runs a reduction with an in-process oracle,
//! optionally with a parallel window whose tests finish out of order, and
//! records what happened.
#![allow(dead_code)]

use std::time::Duration;

use whittle_core::algorithms::{build, ListOptions};
use whittle_core::cache::{CacheKind, CacheOptions};
use whittle_core::{
    Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Event, Granularity, Phase, Reduction,
    ReductionOptions, Step, Verdict,
};

/// What a run did.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Trace {
    /// Every oracle call's content, with its verdict, in launch order.
    pub tests: Vec<(String, bool)>,
    /// The trace as in the digests: `12✓`, `1245✗`, `(cache 1)` for a hit
    /// on a 1-byte candidate.
    pub steps: Vec<String>,
    /// Contents adopted, in order.
    pub accepted: Vec<usize>,
    pub result: String,
    pub queries: u64,
    pub cache_hits: u64,
    /// Candidates settled by a test still running with the same content.
    pub in_flight_hits: u64,
    /// How many tests were running each time the driver waited: fewer than
    /// the window means it waited with a slot free.
    pub running_at_waits: Vec<usize>,
    pub stopped: bool,
}

impl Trace {
    /// Every oracle call's content, in launch order.
    pub fn launched(&self) -> impl Iterator<Item = &str> {
        self.tests.iter().map(|(text, _)| text.as_str())
    }

    /// Waits with fewer than `window` tests running.
    pub fn waits_with_a_slot_free(&self, window: usize) -> usize {
        self.running_at_waits
            .iter()
            .filter(|&&n| n < window)
            .count()
    }
}

/// How the shell picks which running test finishes next.
#[derive(Clone, Copy, Debug)]
pub enum Completion {
    /// The most recently launched first: the hardest case for determinism.
    Latest,
    /// The earliest launched first.
    Earliest,
    /// A seeded pseudo-random pick.
    Shuffled(u64),
    /// Every running test at once: a simulated clock where each test takes
    /// one tick, the waits being the ticks.
    Together,
}

impl Completion {
    /// Takes the tests that answer at this wait out of `running`,
    /// advancing `state` for a shuffled pick.
    fn answering(self, running: &mut Vec<(u64, Verdict)>, state: &mut u64) -> Vec<(u64, Verdict)> {
        let pick = match self {
            Completion::Together => return std::mem::take(running),
            Completion::Latest => running.len() - 1,
            Completion::Earliest => 0,
            Completion::Shuffled(_) => {
                *state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (*state >> 33) as usize % running.len()
            }
        };
        vec![running.remove(pick)]
    }

    fn seed(self) -> u64 {
        match self {
            Completion::Shuffled(seed) => seed.wrapping_mul(6364136223846793005).wrapping_add(1),
            _ => 0,
        }
    }
}

pub fn options(window: usize) -> ReductionOptions {
    ReductionOptions {
        window,
        check_original: false,
        ..ReductionOptions::default()
    }
}

pub fn cache(kind: CacheKind, store_interesting: bool, evict_larger: bool) -> CacheOptions {
    CacheOptions {
        kind,
        store_interesting,
        evict_larger,
    }
}

/// Runs `algorithm` on `input` with `oracle`. With a window above 1, every
/// launchable test is started before any completes, and they complete in
/// reverse order (the latest first), which is the hardest case for
/// determinism.
pub fn run(
    algorithm: &str,
    input: &str,
    units: &[Granularity],
    list: ListOptions,
    options: ReductionOptions,
    oracle: impl Fn(&str) -> bool,
) -> Trace {
    let algo = build(algorithm, input.as_bytes().to_vec(), units, list).unwrap();
    let mut reduction = Reduction::new(algo, options);
    run_reduction(&mut reduction, oracle)
}

/// Runs a reduction to its end, the latest test finishing first.
pub fn run_reduction(reduction: &mut Reduction, oracle: impl Fn(&str) -> bool) -> Trace {
    run_reduction_in(reduction, Completion::Latest, oracle)
}

/// Runs a reduction to its end, tests finishing in `completion` order.
pub fn run_reduction_in(
    reduction: &mut Reduction,
    completion: Completion,
    oracle: impl Fn(&str) -> bool,
) -> Trace {
    let mut trace = Trace::default();
    let mut running: Vec<(u64, Verdict)> = Vec::new();
    let mut state = completion.seed();
    loop {
        let step = reduction.poll();
        // The last poll's events too: a fork that wins at the end adopts
        // its reductions in the poll that says done.
        record(reduction, &mut trace);
        match step {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                let interesting = oracle(&text);
                trace.tests.push((text, interesting));
                running.push((request.id, Verdict::from(interesting)));
            }
            Step::Wait => {
                trace.running_at_waits.push(running.len());
                for (id, verdict) in completion.answering(&mut running, &mut state) {
                    reduction.complete(id, verdict, Duration::from_millis(1));
                }
                record(reduction, &mut trace);
            }
            Step::Done => break,
        }
    }
    trace.result = String::from_utf8(reduction.best().to_vec()).unwrap();
    let stats = reduction.stats();
    trace.queries = stats.queries;
    trace.cache_hits = stats.cache.hits();
    trace.in_flight_hits = stats.cache.hits_in_flight;
    trace
}

fn record(reduction: &mut Reduction, trace: &mut Trace) {
    let tests = trace.tests.clone();
    for event in reduction.drain_events() {
        match event {
            Event::Tested {
                test: Some(id),
                verdict,
                ..
            } => {
                let text = &tests[id as usize].0;
                let mark = if verdict.is_interesting() {
                    "✗"
                } else {
                    "✓"
                };
                trace.steps.push(format!("{text}{mark}"));
            }
            Event::Tested {
                test: None, size, ..
            } => trace.steps.push(format!("(cache {})", size.bytes)),
            Event::Accepted { size } => trace.accepted.push(size.bytes),
            Event::Finished { stopped, .. } => trace.stopped = stopped,
            _ => {}
        }
    }
}

/// A text of one character per unit, from a set of unit numbers 1..=9.
pub fn text_of(units: &[u32]) -> String {
    units.iter().map(|u| char::from(b'0' + *u as u8)).collect()
}

pub fn has(text: &str, digit: u32) -> bool {
    text.contains(char::from(b'0' + digit as u8))
}

/// The algorithm it wraps, less something the driver's speculation could
/// use: its forks, or what tells one candidate's chance from another's
/// (its own estimate and the driver's): to measure what each brings.
pub struct Handicapped {
    inner: Box<dyn Algorithm>,
    forks: bool,
    /// The chance every candidate is given, if any.
    chance: Option<f64>,
}

/// `inner` without its forks.
pub fn without_forks(inner: Box<dyn Algorithm>) -> Box<dyn Algorithm> {
    Box::new(Handicapped {
        inner,
        forks: false,
        chance: None,
    })
}

/// `inner` with the same chance for every candidate.
pub fn with_one_chance(inner: Box<dyn Algorithm>, chance: f64) -> Box<dyn Algorithm> {
    Box::new(Handicapped {
        inner,
        forks: true,
        chance: Some(chance),
    })
}

impl AlgorithmView for Handicapped {
    fn describe(&self, index: usize) -> String {
        self.inner.describe(index)
    }
}

impl Algorithm for Handicapped {
    fn set_window(&mut self, window: usize) {
        self.inner.set_window(window);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        self.inner.next_batch()
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        self.inner.candidate(index)
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        self.inner.report(outcome);
    }

    fn chance(&self, index: usize) -> Option<f64> {
        self.chance.or_else(|| self.inner.chance(index))
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        if !self.forks {
            return None;
        }
        Some(Box::new(Handicapped {
            inner: self.inner.fork()?,
            forks: self.forks,
            chance: self.chance,
        }))
    }

    fn current(&self) -> Vec<u8> {
        self.inner.current()
    }

    fn current_units(&self) -> usize {
        self.inner.current_units()
    }

    fn phase(&self) -> Phase {
        self.inner.phase()
    }
}

/// An algorithm that proposes fixed batches of texts, each adopted
/// candidate becoming the current text.
#[derive(Clone)]
pub struct Scripted {
    current: Vec<u8>,
    batches: Vec<Vec<&'static str>>,
    next: usize,
    forks: bool,
}

impl Scripted {
    pub fn new(current: &str, batches: Vec<Vec<&'static str>>) -> Scripted {
        Scripted {
            current: current.as_bytes().to_vec(),
            batches,
            next: 0,
            forks: false,
        }
    }

    /// The same script, which the driver may fork (by default it cannot).
    pub fn forking(mut self) -> Scripted {
        self.forks = true;
        self
    }
}

impl AlgorithmView for Scripted {
    fn describe(&self, index: usize) -> String {
        self.batches[self.next][index].to_string()
    }
}

impl Algorithm for Scripted {
    fn next_batch(&mut self) -> Option<Batch> {
        let batch = self.batches.get(self.next)?;
        Some(Batch { len: batch.len() })
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        let text = self.batches[self.next][index];
        Candidate {
            content: text.as_bytes().to_vec(),
            units: text.len(),
        }
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        if let Some(first) = outcome.first() {
            self.current = self.batches[self.next][first].as_bytes().to_vec();
        }
        self.next += 1;
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        self.forks
            .then(|| Box::new(self.clone()) as Box<dyn Algorithm>)
    }

    fn current(&self) -> Vec<u8> {
        self.current.clone()
    }

    fn current_units(&self) -> usize {
        self.current.len()
    }

    fn phase(&self) -> Phase {
        Phase {
            pass: "scripted".into(),
            round: self.next as u32,
            granularity: 1,
        }
    }
}
