//! How likely a candidate is to be interesting, as the driver and the
//! algorithms that speculate both estimate it.
//!
//! Speculation runs tests before it is known that they are needed; what
//! decides which ones is an estimate of each running candidate's chance.
//! The driver ([`crate::Reduction`]), the tree reducers and the rewrite pass
//! all estimate it the same way, so the pieces live here rather than in
//! any one of them:
//!
//! * [`Outlook`]: the success rate of the recent verdicts, which every
//!   estimate leans on while it has few verdicts of its own;
//! * [`NEEDED`]: the one bar a speculative test must reach, for the
//!   driver's forks and the reducers' look-ahead batches alike;
//! * `names.rs`: what a removal takes away for good (the last mention of
//!   a name or a word), which splits removals into groups that behave
//!   alike;
//! * `chances.rs`: the verdicts by such a group (`RemovalClass`), the
//!   chances the tree reducers and the rewrite pass give
//!   ([`crate::Algorithm::chance`]);
//! * [`words`]: the driver's own estimate, by the words a candidate takes,
//!   for algorithms that give no chance of their own.
//!
//! Estimates only steer which speculative tests run; they never change the
//! path.

mod chances;
mod names;
pub mod words;

use std::collections::VecDeque;

pub(crate) use chances::{Act, Chances, RemovalClass};
pub(crate) use names::{words as words_of, NameCounts};

/// A speculative test is run only while its chance to be needed is at
/// least this: a fork's test or a candidate past the first of a reducer's
/// look-ahead batch.
pub const NEEDED: f64 = 0.25;

/// How many recent verdicts the success rate is taken over.
const RECENT: usize = 32;

/// The success rate of the last `RECENT` (32) verdicts. The tree reducers keep
/// one over the verdicts of the sequential path (the replayed ones, never
/// those of speculative tests past a winner), so batch lengths depend only
/// on the input and a deterministic oracle; the driver keeps one over every
/// oracle verdict, for candidates without an estimate of their own.
#[derive(Clone, Debug, Default)]
pub struct Outlook {
    recent: VecDeque<bool>,
}

impl Outlook {
    pub fn observe(&mut self, interesting: bool) {
        if self.recent.len() == RECENT {
            self.recent.pop_front();
        }
        self.recent.push_back(interesting);
    }

    /// How many verdicts the rate is taken over (at most `RECENT`).
    pub fn verdicts(&self) -> usize {
        self.recent.len()
    }

    /// The success rate, Laplace-smoothed (one half before any verdict).
    pub fn success_rate(&self) -> f64 {
        let successes = self.recent.iter().filter(|&&v| v).count();
        (successes as f64 + 1.0) / (self.recent.len() as f64 + 2.0)
    }

    /// How many candidates a look-ahead batch may hold, at most `cap`: the
    /// first, and each next one while its chance to be needed (every one
    /// before it failed, at the success rate) is at least `bar` ([`NEEDED`],
    /// or a reducer's own).
    pub(crate) fn batch_length(&self, cap: usize, bar: f64) -> usize {
        let all_fail = 1.0 - self.success_rate();
        let mut length = 1;
        let mut needed = all_fail;
        while length < cap && needed >= bar {
            length += 1;
            needed *= all_fail;
        }
        length
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_grow_with_failures_and_shrink_with_successes() {
        let mut outlook = Outlook::default();
        // One half: the second candidate is needed half the time, the
        // third a quarter.
        assert_eq!(outlook.batch_length(64, NEEDED), 3);
        for _ in 0..RECENT {
            outlook.observe(false);
        }
        assert_eq!(outlook.batch_length(64, NEEDED), 47);
        assert_eq!(outlook.batch_length(8, NEEDED), 8);
        for _ in 0..RECENT {
            outlook.observe(true);
        }
        assert_eq!(outlook.batch_length(64, NEEDED), 1);
        assert_eq!(Outlook::default().batch_length(1, NEEDED), 1);
    }
}
