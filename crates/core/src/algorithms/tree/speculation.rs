//! How far the tree reducers look ahead: the length of a speculative batch.
//!
//! A speculative batch holds the candidates a reducer would propose next if
//! every one before failed. The driver launches them in order while fewer
//! than `window` tests run and stops launching at the first interesting
//! verdict, so at most `window - 1` tests beyond the winner are ever spent,
//! however long the batch. What a longer batch costs is only the
//! look-ahead's bookkeeping (no rendering: a candidate is rendered when it
//! is launched); what it buys is fewer ends of batch, where the window
//! drains while the last tests finish before the next batch can start.
//! With `PER_SLOT` candidates per test slot, a batch that meets no
//! interesting candidate refills the window `PER_SLOT` times before it
//! drains once, so the drain costs at most about `1 / PER_SLOT` of the
//! window's time.

/// Candidates per test slot of the window.
const PER_SLOT: usize = 16;

/// A reducer that was never told the window looks this far ahead. A batch
/// costs no extra query at a window of 1 (its candidates are tested one by
/// one and the first interesting one ends it), so a driver that does not
/// call `Algorithm::set_window` still gets a few slots' worth of
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
