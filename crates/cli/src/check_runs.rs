//! Before reducing, the original is tested several times: how often it is
//! interesting tells whether the oracle is flaky (and which `--repeat` and
//! `--min-interesting` would make it dependable), and how long it takes
//! sets the per-test time limit when none was given.
//!
//! Up to `-j` check runs go at once. The suggested rule is the fewest runs,
//! then the largest M, that make the original interesting with a probability of
//! at least 0.99 by the binomial tail; the arithmetic, and the adaptive
//! per-test limit, are `whittle_core::flaky`'s.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::Result;
use serde::Serialize;
pub use whittle_core::flaky::{at_least, suggest, Suggestion};

use crate::oracle::Oracle;

/// What the check runs of the original found.
#[derive(Clone, Debug, Serialize)]
pub struct CheckRuns {
    pub runs: u32,
    pub interesting: u32,
    /// Each run's duration in seconds, in the order they finished.
    pub durations_s: Vec<f64>,
}

impl CheckRuns {
    /// The measured rate of interesting runs.
    pub fn rate(&self) -> f64 {
        f64::from(self.interesting) / f64::from(self.runs.max(1))
    }

    pub fn is_flaky(&self) -> bool {
        self.interesting > 0 && self.interesting < self.runs
    }

    pub fn slowest(&self) -> Duration {
        Duration::from_secs_f64(self.durations_s.iter().copied().fold(0.0, f64::max))
    }

    /// The per-test limit when none was given: ten times the slowest run,
    /// at least a second.
    pub fn adaptive_timeout(&self) -> Duration {
        whittle_core::flaky::adaptive_timeout(self.slowest())
    }
}

/// Tests `content` `runs` times, up to `jobs` at once, with the plain
/// oracle (no repetition). Stops early on `interrupt`.
pub fn check_original(
    oracle: &dyn Oracle,
    content: &[u8],
    runs: u32,
    jobs: usize,
    interrupt: &AtomicBool,
) -> Result<CheckRuns> {
    let next = AtomicU32::new(0);
    let results: Mutex<Vec<(bool, Duration)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    let stop = AtomicBool::new(false);
    let workers = jobs.clamp(1, runs.max(1) as usize);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                while next.fetch_add(1, Ordering::SeqCst) < runs {
                    if stop.load(Ordering::Relaxed) || interrupt.load(Ordering::Relaxed) {
                        return;
                    }
                    let start = Instant::now();
                    match oracle.test(content, interrupt) {
                        Ok(verdict) => results
                            .lock()
                            .expect("check results")
                            .push((verdict.is_interesting(), start.elapsed())),
                        Err(e) => {
                            stop.store(true, Ordering::Relaxed);
                            failure.lock().expect("check failure").get_or_insert(e);
                            return;
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().expect("check failure") {
        return Err(e);
    }
    let results = results.into_inner().expect("check results");
    Ok(CheckRuns {
        runs: results.len() as u32,
        interesting: results.iter().filter(|(i, _)| *i).count() as u32,
        durations_s: results.iter().map(|(_, d)| d.as_secs_f64()).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_adaptive_limit_is_ten_times_the_slowest_run_and_at_least_a_second() {
        let runs = |d: &[f64]| CheckRuns {
            runs: d.len() as u32,
            interesting: d.len() as u32,
            durations_s: d.to_vec(),
        };
        assert_eq!(
            runs(&[0.2, 0.5, 0.3]).adaptive_timeout(),
            Duration::from_secs(5)
        );
        assert_eq!(
            runs(&[0.01]).adaptive_timeout(),
            whittle_core::flaky::MIN_TIMEOUT
        );
    }
}
