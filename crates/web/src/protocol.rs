//! Messages between the user interface and the reduction worker, as JSON.
//! `www/reduce-worker.js` and `www/oracle-worker.js` read and write some of
//! them too (the oracle settings, the oracle's results, the commands).

use serde::{Deserialize, Serialize};
use whittle_core::{Phase, Stats, Status};

/// A language the worker can parse.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LanguageInfo {
    pub name: String,
    pub title: String,
    pub extensions: Vec<String>,
}

/// An HTTP endpoint that answers for each candidate, and how to read it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct EndpointSpec {
    pub url: String,
    pub method: String,
    /// One `Name: value` per line.
    pub headers: String,
    /// The request body; `{{input}}` stands for the candidate (JSON-escaped
    /// when a `Content-Type` header says JSON).
    pub body: String,
    /// The body of `async (response, status, body, json) => { ... }`.
    pub predicate: String,
    /// Requests in flight at once (the reduction's window).
    pub concurrency: u32,
}

impl Default for EndpointSpec {
    fn default() -> Self {
        EndpointSpec {
            url: String::new(),
            method: "POST".to_string(),
            headers: String::new(),
            body: "{{input}}".to_string(),
            predicate: "return status === 200;".to_string(),
            concurrency: 1,
        }
    }
}

/// Most requests in flight at once; more would only queue in the browser.
pub const MAX_CONCURRENCY: u32 = 16;

/// Who decides whether a candidate is interesting.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OracleSpec {
    /// The body of `async (input) => { ... }`, run in the oracle worker.
    Javascript {
        code: String,
    },
    Endpoint(EndpointSpec),
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
    pub oracle: OracleSpec,
    /// Per-test limit in milliseconds.
    pub timeout_ms: u32,
}

impl RunConfig {
    /// Tests run at once. A JavaScript oracle has one worker, so one; an
    /// endpoint takes as many requests as asked. The engine keeps the result
    /// the same for any window.
    pub fn window(&self) -> usize {
        match &self.oracle {
            OracleSpec::Javascript { .. } => 1,
            OracleSpec::Endpoint(e) => e.concurrency.clamp(1, MAX_CONCURRENCY) as usize,
        }
    }
}

/// UI to worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    Run {
        config: RunConfig,
        /// Start paused (step mode): nothing is tested before a `step` or `resume`.
        #[serde(default)]
        paused: bool,
    },
    /// Runs the oracle once on `config.input` and reports [`Report::OriginalResult`].
    TestOriginal {
        config: RunConfig,
    },
    Stop,
    /// Finish the tests in flight, then wait.
    Pause,
    Resume,
    /// Run exactly one oracle test, then wait and report [`Report::Stepped`].
    Step,
}

/// The oracle's answer for one candidate, as the oracle worker gives it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OracleResult {
    Value {
        value: bool,
    },
    Threw {
        message: String,
    },
    NotBoolean {
        got: String,
    },
    Timeout,
    InvalidCode {
        message: String,
    },
    /// The endpoint could not be reached or the browser refused the answer
    /// (CORS); `fetch` does not tell which.
    Unreachable {
        message: String,
    },
    /// The endpoint settings cannot make a request (a bad URL or header line).
    BadRequest {
        message: String,
    },
}

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
    /// The start of the best result, when it changed since the last
    /// progress message: at most [`PREVIEW_BYTES`], so that a 170 KB input
    /// costs neither the worker's serialisation nor the UI's layout on every
    /// message. The whole result comes with [`Report::Finished`].
    pub best: Option<String>,
    /// Points of the size curve since the last progress message.
    #[serde(default)]
    pub points: Vec<Point>,
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
    /// The run is waiting for `resume` or `step`.
    Paused {
        progress: Progress,
    },
    Stepped {
        step: StepReport,
        progress: Progress,
    },
    Finished {
        status: Status,
        progress: Progress,
        best: String,
    },
    /// The run could not start or had to stop; `message` is for people.
    Error {
        message: String,
        progress: Option<Progress>,
        /// The whole best result so far, when a run had started.
        #[serde(default)]
        best: Option<String>,
    },
    OriginalResult {
        result: OracleResult,
        elapsed_ms: f64,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preview_cuts_at_a_character_boundary() {
        assert_eq!(preview("abc", 10), "abc");
        assert_eq!(preview("aé", 2), "a");
        assert_eq!(preview("aéb", 3), "aé");
    }

    #[test]
    fn window_is_one_for_javascript_and_clamped_for_endpoints() {
        let mut config = RunConfig {
            input: "x".into(),
            language: None,
            algorithm: "ddmin".into(),
            units: vec!["line".into()],
            oracle: OracleSpec::Javascript {
                code: "return true;".into(),
            },
            timeout_ms: 100,
        };
        assert_eq!(config.window(), 1);
        config.oracle = OracleSpec::Endpoint(EndpointSpec {
            concurrency: 100,
            ..EndpointSpec::default()
        });
        assert_eq!(config.window(), MAX_CONCURRENCY as usize);
    }

    #[test]
    fn oracle_spec_json_is_flat() {
        let json = serde_json::to_value(OracleSpec::Endpoint(EndpointSpec::default())).unwrap();
        assert_eq!(json["kind"], "endpoint");
        assert_eq!(json["method"], "POST");
    }
}
