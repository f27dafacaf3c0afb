//! whittle's reduction engine.
//!
//! It splits an input into units, runs reduction algorithms over them and
//! decides what the oracle is asked, but never asks it itself: a
//! [`Reduction`] hands out [`TestRequest`]s and takes verdicts back, so the
//! same engine runs under a native thread pool, in a browser worker with an
//! asynchronous oracle, or one test at a time in a classroom view.
//!
//! Architecture invariant: nothing here does I/O, spawns threads or reads a
//! clock. Durations come from the shell.

mod algorithm;
pub mod algorithms;
pub mod cache;
pub mod common;
mod event;
pub mod files;
pub mod flaky;
pub mod learn;
pub mod outlook;
mod reduction;
pub mod tree;
mod units;
mod verdict;

pub use algorithm::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};
pub use event::{Event, Size};
pub use reduction::{
    Names, PassQueries, Reduction, ReductionOptions, Stats, Status, Step, TestRequest, Upcoming,
    Validator,
};
pub use units::{Atoms, Granularity, Units};
pub use verdict::Verdict;

/// Also at its home, [`outlook::words`].
pub use outlook::words;

/// Runs a reduction to the end with an in-process oracle, one test at a time.
/// Meant for tests, benchmarks and small embedded uses; shells with real
/// oracles drive [`Reduction::poll`] themselves.
pub fn reduce_with(reduction: &mut Reduction, mut oracle: impl FnMut(&[u8]) -> bool) -> Vec<u8> {
    loop {
        match reduction.poll() {
            Step::Test(request) => {
                let verdict = Verdict::from(oracle(&request.content));
                reduction.complete(request.id, verdict, std::time::Duration::ZERO);
            }
            Step::Wait => unreachable!("a sequential shell never has a test running at poll"),
            Step::Done => return reduction.best().to_vec(),
        }
    }
}
