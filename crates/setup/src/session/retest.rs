//! Runs of one test case folded into a verdict: [`Tally`] under the
//! repetition rule, and [`Retest`], a test case tested again apart from the
//! engine (the best so far, or the final result) with several judgements.

use std::rc::Rc;

use whittle_core::flaky::RepeatRule;

/// Runs of one test case under a rule, as they come in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub runs: u32,
    pub interesting: u32,
}

impl Tally {
    /// Adds a run; the verdict once the rule decides it.
    pub fn add(&mut self, rule: RepeatRule, interesting: bool) -> Option<bool> {
        self.runs += 1;
        self.interesting += u32::from(interesting);
        rule.decide(self.runs, self.interesting)
    }
}

/// A test case tested again apart from the engine: `wanted` judgements
/// under the rule, one run at a time.
pub(super) struct Retest {
    pub content: Rc<Vec<u8>>,
    wanted: u32,
    judged: u32,
    tally: Tally,
    pub runs: u32,
    pub interesting: u32,
    pub in_flight: bool,
    pub verdict: Option<bool>,
}

impl Retest {
    pub fn new(content: Rc<Vec<u8>>, wanted: u32) -> Retest {
        Retest {
            content,
            wanted: wanted.max(1),
            judged: 0,
            tally: Tally::default(),
            runs: 0,
            interesting: 0,
            in_flight: false,
            verdict: None,
        }
    }

    /// Adds a run; the verdict over every judgement once decided: false at
    /// the first judgement that fails.
    pub fn add(&mut self, rule: RepeatRule, interesting: bool) -> Option<bool> {
        self.in_flight = false;
        self.runs += 1;
        self.interesting += u32::from(interesting);
        if let Some(judged) = self.tally.add(rule, interesting) {
            self.judged += 1;
            self.tally = Tally::default();
            if !judged || self.judged == self.wanted {
                self.verdict = Some(judged);
            }
        }
        self.verdict
    }

    /// Wants another run now.
    pub fn ready(&self) -> bool {
        self.verdict.is_none() && !self.in_flight
    }
}

/// A candidate the oracle rejected, tested again after the verification.
pub(super) struct RejectedRetest {
    pub content: Rc<Vec<u8>>,
    pub runs: u32,
    pub interesting: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_fold_into_a_verdict_as_soon_as_the_rule_decides() {
        let rule = RepeatRule::new(5, 2);
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
        assert_eq!(Tally::default().add(RepeatRule::ONCE, true), Some(true));
        assert_eq!(Tally::default().add(RepeatRule::ONCE, false), Some(false));
    }
}
