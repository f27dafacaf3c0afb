//! How far an oracle's answers can be trusted, as arithmetic every shell
//! shares (the command line's check runs and the playground's worker):
//! the repetition rule for flaky oracles (a candidate is interesting when
//! at least M of up to R runs are, as Lithium's `repeat` and
//! grizzly-reduce's `--repeat`/`--min-crashes`), the rule proposed for a
//! measured rate, and the per-test limit derived from the original's time.
//! The engine itself never repeats a test: a shell folds the runs into one
//! verdict.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// How sure a proposed rule should be to call the original interesting.
pub const TARGET: f64 = 0.99;
/// The largest repeat ever proposed.
pub const MAX_REPEAT: u32 = 100;
/// The adaptive limit is this many times the slowest run of the original...
const TIMEOUT_FACTOR: u32 = 10;
/// ...and never less than this for a script or an endpoint...
pub const MIN_TIMEOUT: Duration = Duration::from_secs(1);
/// ...or this for an oracle that runs in the page.
pub const MIN_TIMEOUT_IN_PAGE: Duration = Duration::from_millis(100);

/// Interesting when at least `min` of up to `repeat` runs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RepeatRule {
    pub repeat: u32,
    pub min: u32,
}

impl RepeatRule {
    /// One run decides: the rule of a dependable oracle.
    pub const ONCE: RepeatRule = RepeatRule { repeat: 1, min: 1 };

    /// A rule from settings, made sensible: `1 <= min <= repeat <= MAX_REPEAT`.
    pub fn new(repeat: u32, min: u32) -> RepeatRule {
        let repeat = repeat.clamp(1, MAX_REPEAT);
        RepeatRule {
            repeat,
            min: min.clamp(1, repeat),
        }
    }

    /// The verdict once `interesting` of `runs` runs are known, or `None`
    /// while more runs could still change it (runs stop once it is decided).
    pub fn decide(self, runs: u32, interesting: u32) -> Option<bool> {
        if interesting >= self.min {
            Some(true)
        } else if interesting + self.repeat.saturating_sub(runs) < self.min {
            Some(false)
        } else {
            None
        }
    }
}

/// P(at least `min` of `repeat` runs are interesting), each independently
/// with probability `p`.
pub fn at_least(min: u32, repeat: u32, p: f64) -> f64 {
    if p >= 1.0 {
        return if min <= repeat { 1.0 } else { 0.0 };
    }
    let mut total = 0.0;
    // P(X = k), built up by its ratio to P(X = k - 1) to avoid factorials.
    let mut term = (1.0 - p).powi(repeat as i32);
    for k in 0..=repeat {
        if k >= min {
            total += term;
        }
        term *= f64::from(repeat - k) / f64::from(k + 1) * p / (1.0 - p);
    }
    total.min(1.0)
}

/// A repetition rule proposed for a measured rate.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Suggestion {
    pub repeat: u32,
    pub min_interesting: u32,
    /// P(the original is judged interesting) under the rule, at the
    /// measured rate.
    pub probability: f64,
}

/// The fewest runs that call the original interesting with probability at
/// least [`TARGET`] at rate `p`, with the largest `min` that still does
/// (the strictest rule, which best keeps out candidates that pass by
/// chance; a candidate that is never interesting passes no rule). `None`
/// when no rule up to [`MAX_REPEAT`] runs reaches the target (or `p` is 0).
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

/// The per-test limit when none was given: ten times the slowest run of
/// the original, at least a second (a process or a request has start-up
/// costs that vary by more than the run itself).
pub fn adaptive_timeout(slowest: Duration) -> Duration {
    adaptive_timeout_at_least(slowest, MIN_TIMEOUT)
}

/// The adaptive limit with another floor: an oracle that runs in the page
/// (a JavaScript function) has no start-up to absorb, so
/// [`MIN_TIMEOUT_IN_PAGE`] is enough, and a candidate that loops forever
/// costs a tenth of what it would at a second.
pub fn adaptive_timeout_at_least(slowest: Duration, floor: Duration) -> Duration {
    slowest.saturating_mul(TIMEOUT_FACTOR).max(floor)
}

/// How far a limit set by the check runs rises when a candidate that timed
/// out under it is interesting on a re-test that took `took`: twice that,
/// so that runs as slow as it pass with room to spare.
pub fn raised_timeout(limit: Duration, took: Duration) -> Duration {
    limit.max(took.saturating_mul(2))
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
        // A dependable oracle needs one run.
        let s = suggest(1.0).unwrap();
        assert_eq!((s.repeat, s.min_interesting), (1, 1));
        let s = suggest(0.95).unwrap();
        assert_eq!((s.repeat, s.min_interesting), (2, 1));
        assert!(suggest(0.0).is_none());
        assert!(suggest(0.01).is_none());
    }

    #[test]
    fn a_rule_is_decided_as_soon_as_the_runs_allow() {
        let rule = RepeatRule::new(3, 2);
        assert_eq!(rule.decide(1, 1), None);
        assert_eq!(rule.decide(2, 2), Some(true));
        assert_eq!(rule.decide(2, 0), Some(false));
        assert_eq!(rule.decide(3, 1), Some(false));
        assert_eq!(RepeatRule::new(0, 9), RepeatRule::ONCE);
        assert_eq!(RepeatRule::ONCE.decide(1, 0), Some(false));
    }

    #[test]
    fn the_adaptive_limit_is_ten_times_the_slowest_run_and_at_least_a_second() {
        assert_eq!(
            adaptive_timeout(Duration::from_millis(500)),
            Duration::from_secs(5)
        );
        assert_eq!(adaptive_timeout(Duration::from_millis(10)), MIN_TIMEOUT);
        let in_page =
            |ms| adaptive_timeout_at_least(Duration::from_millis(ms), MIN_TIMEOUT_IN_PAGE);
        assert_eq!(in_page(58), Duration::from_millis(580));
        assert_eq!(in_page(3), MIN_TIMEOUT_IN_PAGE);
        let second = Duration::from_secs(1);
        assert_eq!(
            raised_timeout(second, Duration::from_millis(1700)),
            Duration::from_millis(3400)
        );
        assert_eq!(raised_timeout(second, Duration::from_millis(200)), second);
    }
}
