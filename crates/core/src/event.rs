//! What a reduction reports as it runs. Front ends draw progress from these
//! and a run can be replayed from them.
//!
//! There are events for the start, every phase change, every launch and verdict
//! (with cache hits and the shell's duration), every rejection and accepted
//! reduction, and the end. They serialise, so a front end can stream or replay
//! them.

use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::{Phase, Verdict};

/// The size of a test case.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Size {
    pub bytes: usize,
    pub units: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The reduction began with this input.
    Started { size: Size },
    /// The algorithm entered a new pass, round or granularity.
    Phase { phase: Phase },
    /// A candidate was sent to the oracle (`test` numbers them from 0).
    Launched { test: u64, size: Size },
    /// A verdict: from the oracle (`cached: false`, with the duration the shell
    /// measured) or from the cache.
    Tested {
        test: Option<u64>,
        size: Size,
        verdict: Verdict,
        cached: bool,
        duration: Option<Duration>,
        /// The candidate, when the shell asked for contents
        /// ([`crate::Reduction::tell_contents`]); never serialised.
        #[serde(skip)]
        content: Option<Arc<Vec<u8>>>,
    },
    /// A candidate was rejected before the oracle by the validator (for
    /// example because it no longer parses).
    Rejected {
        size: Size,
        /// The candidate, as in [`Event::Tested`].
        #[serde(skip)]
        content: Option<Arc<Vec<u8>>>,
    },
    /// A smaller interesting candidate became the current test case.
    Accepted { size: Size },
    /// The reduction ended; `stopped` is true when a limit or the user ended it
    /// before the algorithm finished.
    Finished { size: Size, stopped: bool },
}
