//! The test log's rows as the worker sends them: one per test of the
//! run (oracle runs, cache hits, syntax rejections, tests a stop cut
//! short), batched into the progress messages.

use serde::{Deserialize, Serialize};

/// How a test was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LogVerdict {
    Interesting,
    /// Not interesting (false, a throw, a timeout).
    Not,
    /// Answered from the cache without the oracle.
    Cache,
    /// Refused by the syntax check before the oracle.
    Rejected,
    /// Launched, but the run stopped (or no longer needed it) before its
    /// verdict.
    Stopped,
}

impl LogVerdict {
    /// The word of the table's `data-verdict` and of the exports.
    pub fn word(self) -> &'static str {
        match self {
            LogVerdict::Interesting => "interesting",
            LogVerdict::Not => "not",
            LogVerdict::Cache => "cache",
            LogVerdict::Rejected => "rejected",
            LogVerdict::Stopped => "stopped",
        }
    }
}

/// One test of the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TestRow {
    /// The test's number in the run, from 1 (the check of the original
    /// counts).
    pub number: u64,
    /// The candidate's text when it is small; otherwise its difference
    /// from the test case it was made from (`diff`). Bounded either way
    /// ([`LOG_CANDIDATE_BYTES`]).
    pub candidate: String,
    pub diff: bool,
    pub bytes: usize,
    pub verdict: LogVerdict,
    /// For a cache hit: whether the cached verdict was interesting.
    #[serde(default)]
    pub cached_interesting: bool,
    /// The oracle's time; `None` when the oracle did not run.
    pub ms: Option<f64>,
    /// The algorithm's pass (and round and granularity) when it proposed
    /// the candidate.
    pub pass: String,
}

/// Candidates up to this size are logged whole; larger ones as a diff,
/// itself cut to about this size.
pub const LOG_CANDIDATE_BYTES: usize = 512;

/// How many rows the worker holds between progress messages, and the
/// page keeps: the last ones of a long run.
pub const LOG_ROWS_KEPT: usize = 5000;
