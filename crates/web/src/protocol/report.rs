//! What the reduction worker reports to the app: progress (with the trust
//! figures and the size curve), a step's explanation, the end of a run,
//! and the text helpers that show bytes to people.

use serde::{Deserialize, Serialize};
use whittle_core::{Counter, Phase, Stats, Status};

use super::{LanguageInfo, OracleResult, TreeProgress};

/// A point of the size-against-queries curve: the size after `queries`
/// oracle runs.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub queries: u64,
    pub bytes: usize,
}

/// Progress of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub stats: Stats,
    pub phase: Option<Phase>,
    pub elapsed_ms: f64,
    /// Oracle runs that threw (counted as not interesting).
    pub throws: u64,
    pub last_throw: Option<String>,
    pub timeouts: u64,
    /// Answers that were neither true nor false (`undefined`, a number, …)
    /// on candidates, counted as not interesting, and the last of them.
    #[serde(default)]
    pub odd_answers: u64,
    #[serde(default)]
    pub last_odd: Option<OddAnswer>,
    /// The start of the best result, when it changed since the last
    /// progress message: at most [`PREVIEW_BYTES`], so that a 170 KB input
    /// costs neither the worker's serialisation nor the UI's layout on every
    /// message. The whole result comes with [`Report::Finished`].
    pub best: Option<String>,
    /// `best` is the whole result, not its start or a hex dump of its start.
    #[serde(default)]
    pub best_whole: bool,
    /// Points of the size curve since the last progress message.
    #[serde(default)]
    pub points: Vec<Point>,
    /// Where the tree algorithm stands in the parse tree, when the run has a
    /// tree view and a tree algorithm.
    #[serde(default)]
    pub tree: Option<TreeProgress>,
    /// The algorithm's own counts (for example model-pardis's `skipped`).
    #[serde(default)]
    pub counters: Vec<Counter>,
    /// The type-batched schedule so far, when it changed since the last
    /// message.
    #[serde(default)]
    pub batch_log: Option<Vec<BatchRow>>,
    /// Check runs, the per-test limit, re-tests and retries.
    #[serde(default)]
    pub trust: TrustStats,
    /// In slow motion: the explanation of the last test, as step mode
    /// gives it.
    #[serde(default)]
    pub step: Option<Box<StepReport>>,
    /// The test log's rows since the last message (at most
    /// [`super::LOG_ROWS_KEPT`], the last ones), and how many older rows
    /// the worker dropped unsent.
    #[serde(default)]
    pub tests: Vec<super::TestRow>,
    #[serde(default)]
    pub tests_dropped: u64,
}

/// A candidate the oracle answered with neither true nor false.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OddAnswer {
    /// What the oracle returned, as the oracle worker describes it.
    pub got: String,
    /// The candidate's size and its start (at most [`PREVIEW_BYTES`]).
    pub bytes: usize,
    pub candidate: String,
}

/// How far a run's verdicts can be trusted: what the check runs measured,
/// the limit they set, and what re-testing found.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TrustStats {
    /// Check runs of the original finished, and how many were interesting.
    pub check_runs: u32,
    /// Candidates that timed out under the automatic limit and ran again
    /// with a longer one, and how often one of them was interesting (each
    /// time the limit rose to twice what that run took).
    pub timeout_retests: u32,
    pub timeout_raises: u32,
    /// The least the automatic limit can be: 100 ms for a JavaScript
    /// oracle, a second for an endpoint.
    pub timeout_floor_ms: u32,
    pub check_interesting: u32,
    /// The slowest check run, in milliseconds.
    pub check_slowest_ms: f64,
    /// The per-test limit in use (0 before the check runs set it).
    pub timeout_ms: u32,
    /// The limit came from the check runs rather than from the setup.
    pub timeout_auto: bool,
    /// Every oracle run with an answer: the engine's queries, the other
    /// check runs, repetitions, re-tests and the verification.
    pub oracle_runs: u64,
    /// Oracle runs beyond one per candidate (`repeat` > 1).
    pub repeated_runs: u64,
    /// Re-tests of the best result during the run.
    pub rechecks: u32,
    /// Endpoint requests repeated after errors.
    pub retries: u64,
    pub verification: Verification,
    /// Runs of the final verification, and how many were interesting.
    pub verification_runs: u32,
    pub verification_interesting: u32,
    /// Evidence that the oracle gives different answers for the same input.
    pub flaky: Option<FlakyEvidence>,
}

/// Whether the final result passed its re-test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verification {
    /// Not (yet) re-tested: the run is going on, was stopped, or ended otherwise.
    #[default]
    Skipped,
    Verified,
    Mismatch,
}

/// Same input, different answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FlakyEvidence {
    /// `original` (the check runs), `re-test` (the best result so far) or
    /// `rejected` (a candidate the oracle had said no to, after the
    /// verification).
    pub found_by: String,
    /// The size of the test case that was tested again.
    pub bytes: usize,
    pub runs: u32,
    pub interesting: u32,
    /// The repetition rule proposed for the measured rate, if one calls
    /// the original interesting with probability 99 % or more.
    pub suggestion: Option<Suggestion>,
}

/// A repetition rule proposed for a measured rate (the engine's arithmetic).
pub use whittle_core::flaky::Suggestion;

/// One decision of the type-batched schedule (see
/// `whittle_core::algorithms::tree::BatchRecord`). Estimates that are not
/// finite numbers (JSON has none) are `None`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BatchRow {
    /// The node kind batched, `*` for every kind at once.
    pub kind: String,
    pub progress: Option<f64>,
    pub probability: Option<f64>,
    pub rate: Option<f64>,
    pub cleanup_rate: Option<f64>,
    /// False where the stop rule fired and batching ended.
    pub ran: bool,
    pub candidates: u64,
    pub accepted: u64,
    pub tokens_removed: u64,
}

/// How much of the best result progress messages carry and the result pane
/// shows before "show all".
pub const PREVIEW_BYTES: usize = 16 * 1024;

/// The start of `text`, at most `limit` bytes, cut at a character boundary.
pub fn preview(text: &str, limit: usize) -> &str {
    if text.len() <= limit {
        return text;
    }
    let mut end = limit;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Bytes shown to people: the text when they are UTF-8, else a hex dump
/// (offset, sixteen bytes in hex, and their printable ASCII), so that a
/// binary or Latin-1 input is never shown, nor saved, as U+FFFD.
pub fn display_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => std::borrow::Cow::Owned(hex_dump(bytes)),
    }
}

/// A size for people: "1 byte", "2 bytes".
pub fn byte_count(n: usize) -> String {
    if n == 1 {
        "1 byte".to_string()
    } else {
        format!("{n} bytes")
    }
}

/// `00000000  de ad be ef …  |....|`, sixteen bytes a line.
pub fn hex_dump(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 + 16);
    for (line, chunk) in bytes.chunks(16).enumerate() {
        out.push_str(&format!("{:08x} ", line * 16));
        for i in 0..16 {
            match chunk.get(i) {
                Some(b) => out.push_str(&format!(" {b:02x}")),
                None => out.push_str("   "),
            }
        }
        out.push_str("  |");
        out.extend(chunk.iter().map(|&b| {
            if b.is_ascii_graphic() || b == b' ' {
                b as char
            } else {
                '.'
            }
        }));
        out.push_str("|\n");
    }
    out
}

/// What one step of step mode did, for the explanation panel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepReport {
    /// The oracle run's number, from 1 (the check of the original input is 1).
    pub query: u64,
    /// Which step of the algorithm proposed the candidate.
    pub description: String,
    pub original_check: bool,
    pub candidate_bytes: usize,
    pub candidate_units: usize,
    /// The current test case before this test.
    pub current_bytes: usize,
    pub result: OracleResult,
    pub elapsed_ms: f64,
    /// Candidates answered without the oracle just before this one.
    pub cache_hits: u64,
    pub cache_hits_interesting: u64,
    pub rejections: u64,
    /// Sizes adopted from the cache before this test.
    pub adopted_from_cache: Vec<usize>,
    /// For a set: its files, as the current set and the candidate have them.
    #[serde(default)]
    pub files: Vec<StepFile>,
    /// The candidate against the current test case: what it keeps, what
    /// it removes and what it adds, in order; `None` when not shown, and
    /// then `pieces_note` says why.
    #[serde(default)]
    pub pieces: Option<Vec<StepPiece>>,
    #[serde(default)]
    pub pieces_note: Option<String>,
    /// For a list algorithm on a test case of at most [`STEP_SHOW_BYTES`]:
    /// the batch the next test comes from (candidates `batch_from..` of
    /// it, around the next), and the index of the next candidate to
    /// launch, for the prediction exercise (`app/predict.rs`).
    #[serde(default)]
    pub batch: Vec<BatchCandidate>,
    #[serde(default)]
    pub batch_from: usize,
    #[serde(default)]
    pub batch_next: usize,
}

/// A candidate of the batch a step's next test comes from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BatchCandidate {
    pub text: String,
    /// The cache already answers it: the oracle will not see it.
    pub answered: bool,
    pub description: String,
}

/// Candidates of the next batch sent before and after the next one.
pub const BATCH_BEFORE: usize = 8;
pub const BATCH_AFTER: usize = 24;

/// A stretch of a step's candidate shown against the current test case.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepPiece {
    pub text: String,
    pub kind: PieceKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PieceKind {
    Kept,
    Removed,
    Added,
}

/// Step mode shows the candidate against the current test case up to
/// this size (larger ones would cost the page more than they show).
pub const STEP_SHOW_BYTES: usize = 4096;

/// A file of a set in a step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepFile {
    pub path: String,
    /// Its bytes in the current set.
    pub current: usize,
    /// Its bytes in the candidate; `None` when the candidate leaves it out.
    pub candidate: Option<usize>,
    /// The candidate has it with other bytes.
    pub changed: bool,
}

/// Worker to UI.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Report {
    Ready {
        languages: Vec<LanguageInfo>,
    },
    Started {
        algorithm: String,
        language: Option<String>,
        /// ERROR/MISSING nodes in the input's parse (a warning, not a stop).
        parse_errors: usize,
        /// For a learning-guided algorithm: where its model comes from.
        #[serde(default)]
        model: Option<String>,
    },
    Progress(Progress),
    /// The run is waiting for `resume` or `step`.
    Paused {
        progress: Progress,
        /// Why the run paused on its own (an endpoint that stays down).
        #[serde(default)]
        reason: Option<String>,
    },
    Stepped {
        /// Boxed: with its pieces and batch it is the largest report.
        step: Box<StepReport>,
        progress: Progress,
    },
    Finished {
        status: Status,
        progress: Progress,
        #[serde(with = "serde_bytes")]
        best: Vec<u8>,
    },
    /// The run could not start or had to stop; `message` is for people.
    Error {
        message: String,
        progress: Option<Progress>,
        /// The whole best result so far, when a run had started.
        #[serde(default, with = "serde_bytes")]
        best: Option<Vec<u8>>,
    },
    /// A toolchain's files arriving (from the network or the browser's
    /// cache) for an oracle worker: bytes so far of `total`
    /// (uncompressed), then `done`.
    Toolchain {
        name: String,
        loaded: u64,
        total: u64,
        #[serde(default)]
        cached: bool,
        #[serde(default)]
        done: bool,
        #[serde(default)]
        version: Option<String>,
        /// Why the files could not be kept in the cache (storage full).
        #[serde(default)]
        problem: Option<String>,
    },
    OriginalResult {
        result: OracleResult,
        elapsed_ms: f64,
    },
    /// A result formatted, and what the oracle says of it; `error` when
    /// there was nothing to test (no formatter, not valid).
    Formatted {
        #[serde(default, with = "serde_bytes")]
        bytes: Vec<u8>,
        #[serde(default)]
        result: Option<OracleResult>,
        #[serde(default)]
        error: Option<String>,
    },
}
