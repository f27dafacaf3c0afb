//! The session's side of trust: runs of one test case folded into a
//! verdict under the repetition rule, and the per-test limit in
//! milliseconds. The arithmetic (the rule, the rule proposed for a measured
//! rate, the adaptive limit) is the engine's `whittle_core::flaky`, which
//! the command line's check runs use too.

use std::time::Duration;

use whittle_core::flaky;
pub use whittle_core::flaky::{suggest, RepeatRule as Rule};

/// The limit the check runs get when the limit is `auto`: they measure it.
pub const CHECK_TIMEOUT_MS: u32 = 30_000;

/// The per-test limit for `auto` in milliseconds: ten times the slowest
/// check run, at least 100 ms for a JavaScript oracle (`in_page`: no
/// process or request to start) and a second for an endpoint.
pub fn adaptive_timeout(slowest_ms: f64, in_page: bool) -> u32 {
    let floor = if in_page {
        flaky::MIN_TIMEOUT_IN_PAGE
    } else {
        flaky::MIN_TIMEOUT
    };
    millis(flaky::adaptive_timeout_at_least(
        duration(slowest_ms),
        floor,
    ))
}

/// The limit after a candidate that timed out under `limit_ms` was
/// interesting on a re-test that took `took_ms`.
pub fn raised_timeout(limit_ms: u32, took_ms: f64) -> u32 {
    let limit = Duration::from_millis(u64::from(limit_ms));
    millis(flaky::raised_timeout(limit, duration(took_ms)))
}

fn duration(ms: f64) -> Duration {
    Duration::from_secs_f64(ms.max(0.0) / 1000.0)
}

fn millis(limit: Duration) -> u32 {
    u32::try_from(limit.as_millis().max(1)).unwrap_or(u32::MAX)
}

/// Runs of one test case under a rule, as they come in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub runs: u32,
    pub interesting: u32,
}

impl Tally {
    /// Adds a run; the verdict once the rule decides it.
    pub fn add(&mut self, rule: Rule, interesting: bool) -> Option<bool> {
        self.runs += 1;
        self.interesting += u32::from(interesting);
        rule.decide(self.runs, self.interesting)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_fold_into_a_verdict_as_soon_as_the_rule_decides() {
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
        assert_eq!(Tally::default().add(Rule::ONCE, true), Some(true));
        assert_eq!(Tally::default().add(Rule::ONCE, false), Some(false));
    }

    #[test]
    fn the_adaptive_limit_is_ten_times_the_slowest_check_with_a_floor_by_oracle_kind() {
        // An endpoint: at least a second.
        assert_eq!(adaptive_timeout(30.0, false), 1000);
        assert_eq!(adaptive_timeout(250.5, false), 2505);
        assert_eq!(adaptive_timeout(0.0, false), 1000);
        // A JavaScript oracle: at least 100 ms.
        assert_eq!(adaptive_timeout(58.0, true), 580);
        assert_eq!(adaptive_timeout(2.0, true), 100);
        assert_eq!(adaptive_timeout(250.5, true), 2505);
        // Raised to twice a re-test that was interesting, never lowered.
        assert_eq!(raised_timeout(580, 900.2), 1800);
        assert_eq!(raised_timeout(580, 100.0), 580);
    }
}
