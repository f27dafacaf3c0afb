//! Messages between the user interface and the reduction worker, as JSON.

use serde::{Deserialize, Serialize};
use whittle_core::{Phase, Stats, Status};

/// A language the worker can parse.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LanguageInfo {
    pub name: String,
    pub title: String,
    pub extensions: Vec<String>,
}

/// What a run is asked to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunConfig {
    pub input: String,
    /// A language name, or `None` for plain text.
    pub language: Option<String>,
    pub algorithm: String,
    /// Units of the list algorithms, in pass order (`line`, `char`, ...).
    pub units: Vec<String>,
    /// The body of `async (input) => { ... }`.
    pub oracle: String,
    /// Per-test limit in milliseconds.
    pub timeout_ms: u32,
}

/// UI to worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    Run {
        config: RunConfig,
    },
    /// Runs the oracle once on `config.input` and reports [`Report::OriginalResult`].
    TestOriginal {
        config: RunConfig,
    },
    Stop,
}

/// The oracle's answer for one candidate, as the oracle worker gives it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OracleResult {
    Value { value: bool },
    Threw { message: String },
    NotBoolean { got: String },
    Timeout,
    InvalidCode { message: String },
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
    /// The best result, when it changed since the last progress message.
    pub best: Option<String>,
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
    },
    Progress(Progress),
    Finished {
        status: Status,
        progress: Progress,
        best: String,
    },
    /// The run could not start or had to stop; `message` is for people.
    Error {
        message: String,
        progress: Option<Progress>,
    },
    OriginalResult {
        result: OracleResult,
        elapsed_ms: f64,
    },
}
