//! How far the oracle's answers can be trusted: the repetition rule (a
//! candidate is interesting when at least M of up to R runs are), the rule
//! proposed for a measured rate, and the per-test limit the check runs set.
//! The same figures as the command line's check runs (`whittle reduce`),
//! which live in that shell.

use crate::protocol::Suggestion;

/// How sure a proposed rule should be to call the original interesting.
pub const TARGET: f64 = 0.99;
/// The largest repeat ever proposed.
const MAX_REPEAT: u32 = 100;
/// The limit the check runs get when the limit is `auto`: they measure it.
pub const CHECK_TIMEOUT_MS: u32 = 30_000;
/// The adaptive limit is this many times the slowest check run...
const TIMEOUT_FACTOR: f64 = 10.0;
/// ...and never less than this.
const MIN_TIMEOUT_MS: u32 = 1000;

/// The per-test limit for `auto`: ten times the slowest check run, at
/// least a second.
pub fn adaptive_timeout(slowest_ms: f64) -> u32 {
    let limit = (slowest_ms.max(0.0) * TIMEOUT_FACTOR).ceil();
    (limit.min(f64::from(u32::MAX)) as u32).max(MIN_TIMEOUT_MS)
}

/// Interesting when at least `min` of up to `repeat` runs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    pub repeat: u32,
    pub min: u32,
}

impl Rule {
    /// A rule from the settings, made sensible: `1 <= min <= repeat`.
    pub fn new(repeat: u32, min: u32) -> Rule {
        let repeat = repeat.clamp(1, MAX_REPEAT);
        Rule {
            repeat,
            min: min.clamp(1, repeat),
        }
    }

    /// The verdict once `interesting` of `runs` runs are known, or `None`
    /// while more runs could still change it (runs stop as soon as it is
    /// decided).
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

/// Runs of one test case under a rule, as they come in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub runs: u32,
    pub interesting: u32,
}

impl Tally {
    /// Adds a run; the verdict when it is decided.
    pub fn add(&mut self, rule: Rule, interesting: bool) -> Option<bool> {
        self.runs += 1;
        self.interesting += u32::from(interesting);
        rule.decide(self.runs, self.interesting)
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

/// The fewest runs that call the original interesting with probability at
/// least [`TARGET`] at rate `p`, with the largest `min` that still does
/// (the strictest rule, which best keeps out candidates that pass by
/// chance). A candidate that is never interesting never passes any rule.
/// `None` when no rule up to [`MAX_REPEAT`] runs reaches the target.
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
        // Always interesting: one run.
        let s = suggest(1.0).unwrap();
        assert_eq!((s.repeat, s.min_interesting), (1, 1));
        assert!(suggest(0.0).is_none());
        assert!(suggest(0.01).is_none());
    }

    #[test]
    fn rules_decide_as_soon_as_they_can() {
        let rule = Rule::new(5, 2);
        let mut tally = Tally::default();
        assert_eq!(tally.add(rule, false), None);
        assert_eq!(tally.add(rule, true), None);
        assert_eq!(tally.add(rule, true), Some(true));
        assert_eq!(tally.runs, 3);
        // Four failures leave one run: two can no longer be reached.
        let mut tally = Tally::default();
        let verdicts: Vec<_> = (0..4).map(|_| tally.add(rule, false)).collect();
        assert_eq!(verdicts, [None, None, None, Some(false)]);
        // One run, one verdict.
        let plain = Rule::new(1, 1);
        assert_eq!(Tally::default().add(plain, true), Some(true));
        assert_eq!(Tally::default().add(plain, false), Some(false));
        // Settings out of range are made sensible.
        assert_eq!(Rule::new(0, 7), Rule { repeat: 1, min: 1 });
        assert_eq!(Rule::new(3, 0), Rule { repeat: 3, min: 1 });
    }

    #[test]
    fn the_adaptive_limit_is_ten_times_the_slowest_check_and_at_least_a_second() {
        assert_eq!(adaptive_timeout(30.0), 1000);
        assert_eq!(adaptive_timeout(250.5), 2505);
        assert_eq!(adaptive_timeout(0.0), 1000);
    }
}
