//! Before reducing, the original is tested several times: how often it is
//! interesting tells whether the oracle is flaky (and which `--repeat` and
//! `--min-interesting` would make it dependable), and how long it takes
//! sets the per-test time limit when none was given.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::Result;
use serde::Serialize;

use crate::oracle::Oracle;

/// How sure a suggested repetition rule should be to call the original
/// interesting.
pub const TARGET: f64 = 0.99;
/// The largest `--repeat` ever suggested.
const MAX_REPEAT: u32 = 100;
/// The adaptive limit is this many times the slowest check run...
const TIMEOUT_FACTOR: u32 = 10;
/// ...and never less than this.
const MIN_TIMEOUT: Duration = Duration::from_secs(1);

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
        (self.slowest() * TIMEOUT_FACTOR).max(MIN_TIMEOUT)
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

/// P(at least `min` of `repeat` runs are interesting), each independently
/// with probability `p`.
pub fn at_least(min: u32, repeat: u32, p: f64) -> f64 {
    let mut total = 0.0;
    // The binomial terms P(X = k), built up by their ratio to avoid large
    // factorials.
    let mut term = (1.0 - p).powi(repeat as i32);
    for k in 0..=repeat {
        if k >= min {
            total += term;
        }
        if k < repeat {
            term = if p >= 1.0 {
                if k + 1 == repeat {
                    1.0
                } else {
                    0.0
                }
            } else {
                term * f64::from(repeat - k) / f64::from(k + 1) * p / (1.0 - p)
            };
        }
    }
    total.min(1.0)
}

/// A repetition rule proposed for a measured rate.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Suggestion {
    pub repeat: u32,
    pub min_interesting: u32,
    /// P(the original is judged interesting) under the rule, at the
    /// measured rate.
    pub probability: f64,
}

/// The fewest runs that make the original interesting with probability at
/// least [`TARGET`] at rate `p`, and with them the largest `min` that still
/// does (the most demanding rule, which best keeps out candidates that are
/// interesting by chance). `None` when even [`MAX_REPEAT`] runs are not
/// enough (or `p` is 0).
pub fn suggest(p: f64) -> Option<Suggestion> {
    if p <= 0.0 {
        return None;
    }
    (1..=MAX_REPEAT).find_map(|repeat| {
        (1..=repeat).rev().find_map(|min| {
            let probability = at_least(min, repeat, p);
            (probability >= TARGET).then_some(Suggestion {
                repeat,
                min_interesting: min,
                probability,
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn binomial_tails() {
        assert!(close(at_least(1, 3, 0.5), 0.875));
        assert!(close(at_least(2, 3, 0.5), 0.5));
        assert!(close(at_least(3, 3, 0.5), 0.125));
        assert!(close(at_least(0, 4, 0.3), 1.0));
        assert!(close(at_least(2, 4, 1.0), 1.0));
        assert!(close(at_least(1, 4, 0.0), 0.0));
        // 1 - (1/3)^5 - 5 (2/3) (1/3)^4
        assert!(close(
            at_least(2, 5, 2.0 / 3.0),
            1.0 - 1.0 / 243.0 - 10.0 / 243.0
        ));
    }

    #[test]
    fn suggestions_reach_the_target_with_the_fewest_runs() {
        // 2 of 3 check runs: five runs, any one interesting (99.6 %).
        let s = suggest(2.0 / 3.0).unwrap();
        assert_eq!((s.repeat, s.min_interesting), (5, 1));
        assert!(s.probability >= TARGET);
        assert!(at_least(1, 4, 2.0 / 3.0) < TARGET);
        // 1 of 3: twelve runs.
        let s = suggest(1.0 / 3.0).unwrap();
        assert_eq!((s.repeat, s.min_interesting), (12, 1));
        // A reliable oracle needs one run.
        let s = suggest(1.0).unwrap();
        assert_eq!((s.repeat, s.min_interesting), (1, 1));
        // 9 of 10: with two runs one is enough; the largest such min is kept.
        let s = suggest(0.95).unwrap();
        assert_eq!(s.repeat, 2);
        assert_eq!(s.min_interesting, 1);
        assert!(suggest(0.0).is_none());
        assert!(suggest(0.01).is_none());
    }

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
        assert_eq!(runs(&[0.01]).adaptive_timeout(), MIN_TIMEOUT);
    }
}
