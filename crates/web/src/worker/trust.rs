//! The session's side of trust: runs of one test case folded into a
//! verdict under the repetition rule, and the per-test limit in
//! milliseconds. The arithmetic (the rule, the rule proposed for a measured
//! rate, the adaptive limit) is the engine's `whittle_core::flaky`, which
//! the command line's check runs use too.

use std::time::Duration;

pub use whittle_core::flaky::{suggest, RepeatRule as Rule};

/// The limit the check runs get when the limit is `auto`: they measure it.
pub const CHECK_TIMEOUT_MS: u32 = 30_000;

/// The per-test limit for `auto` in milliseconds: ten times the slowest
/// check run, at least a second.
pub fn adaptive_timeout(slowest_ms: f64) -> u32 {
    let slowest = Duration::from_secs_f64(slowest_ms.max(0.0) / 1000.0);
    let limit = whittle_core::flaky::adaptive_timeout(slowest).as_millis();
    u32::try_from(limit).unwrap_or(u32::MAX)
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
    fn the_adaptive_limit_is_ten_times_the_slowest_check_and_at_least_a_second() {
        assert_eq!(adaptive_timeout(30.0), 1000);
        assert_eq!(adaptive_timeout(250.5), 2505);
        assert_eq!(adaptive_timeout(0.0), 1000);
    }
}
