//! How far the tree reducers look ahead: the length of a speculative batch.
//!
//! A speculative batch holds the candidates a reducer would propose next if
//! every one before failed. The driver launches them in order while fewer
//! than `window` tests run, stops launching at the first interesting
//! verdict and waits for the tests still running, so a batch costs the
//! tests launched after its winner, and the wait for the slowest test in
//! flight. Whatever the length, the path is the sequential one; the length
//! only trades those costs against a fuller window.
//!
//! Two bounds, the smaller wins:
//!
//! * The window: `PER_SLOT` candidates per test slot. A batch that meets no
//!   interesting candidate refills the window `PER_SLOT` times before it
//!   drains once (the end of a batch waits for its last tests), so the
//!   drain costs at most about `1 / PER_SLOT` of the window's time.
//! * The verdicts so far ([`Outlook`](crate::outlook::Outlook)): candidate `i` of a batch is needed
//!   only if the `i` before it all fail, which with a success rate `p` has
//!   the chance `(1 - p)^i`. A batch stops at the first candidate whose
//!   chance is below [`NEEDED`](crate::outlook::NEEDED), the driver's bar
//!   for its forks too ([`NEEDED_JOINT`] for type batching's chunks). Pardis
//!   on a real input accepts most of its candidates early on (large subtrees that can go); there a long
//!   batch mostly runs tests nobody needs, on the same cores as the
//!   oracle, and its end waits for the slowest of them. Failure streaks
//!   (deep in the tree, list minimisation) get the whole window.
//!
//! The driver's forks speculate too, on the other branch: what follows if
//! a running candidate wins, and (a fork of a batch's end) what follows if
//! all fail. On the simulated clock they make this look-ahead redundant for
//! Pardis; type batching's joint chunks, which look further ahead than a
//! fork may, still gain from it on some inputs (docs/benchmarks.md).

/// Candidates per test slot of the window.
const PER_SLOT: usize = 16;

/// The same for type batching's chunks of one kind: a kind's queue runs dry
/// after a few chunks, which bounds the batch anyway, and the verdicts on
/// joint chunks follow no rate the recent ones could foretell, so a longer
/// look-ahead keeps the window full where the shorter one drained it
/// (simulated, csmith-12 at `-j 8`: its batches of one kind 3.12 s → 2.99 s;
/// at 0.1 for every reducer the default pipeline ran 0.8 % longer).
pub(crate) const NEEDED_JOINT: f64 = 0.1;

/// A reducer that was never told the window looks this far ahead at most. A
/// batch costs no extra query at a window of 1 (its candidates are tested
/// one by one and the first interesting one ends it), so a driver that does
/// not call `Algorithm::set_window` still gets a few slots' worth of
/// speculation.
pub(crate) const UNTOLD_LOOKAHEAD: usize = 4 * PER_SLOT;

/// The longest batch at `window`: one candidate at a time for a sequential
/// driver (nothing to gain, and every batch keeps its own phase event, as
/// before speculation), `PER_SLOT` per slot otherwise.
pub(crate) fn lookahead(window: usize) -> usize {
    if window <= 1 {
        1
    } else {
        window.saturating_mul(PER_SLOT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::outlook::{Outlook, NEEDED};

    #[test]
    fn a_sequential_driver_gets_one_candidate_at_a_time() {
        assert_eq!(lookahead(1), 1);
        assert_eq!(Outlook::default().batch_length(lookahead(1), NEEDED), 1);
    }

    #[test]
    fn joint_chunks_look_further_ahead_at_the_same_rate() {
        // One half: needed with 0.5, 0.25, 0.125, then 0.0625 < 0.1.
        let outlook = Outlook::default();
        assert_eq!(outlook.batch_length(64, NEEDED_JOINT), 4);
        assert_eq!(outlook.batch_length(3, NEEDED_JOINT), 3);
    }
}
