//! What starts a run and what crosses between the reduction worker and
//! its glue: the oracle settings, the run's configuration, the commands,
//! what to test next and the oracle's results.

use serde::{Deserialize, Serialize};

/// A language the worker can parse.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LanguageInfo {
    pub name: String,
    pub title: String,
    pub extensions: Vec<String>,
    /// A trained model of the learning-guided algorithms ships for it.
    #[serde(default)]
    pub trained_model: bool,
    /// The engine build whose worker parses it (`www/reduce-worker.js?engine=NAME`).
    #[serde(default)]
    pub engine: String,
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

/// A toolchain oracle's workers when the user sets none: each holds its own
/// interpreter or compiler (tens of megabytes), so not one per core.
pub const AUTO_TOOLCHAIN_WORKERS: u32 = 4;

/// Who decides whether a candidate is interesting.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OracleSpec {
    /// The body of `async (input) => { ... }`, run in the oracle worker.
    Javascript {
        code: String,
    },
    Endpoint(EndpointSpec),
    /// A Python module defining `interesting(input: str, data: bytes) -> bool`,
    /// run by Pyodide in the oracle worker (`www/toolchains/python.js`).
    Python {
        code: String,
    },
    /// The TypeScript compiler checks the candidate (`noEmit`) with
    /// `options` (command-line flags such as `--strict`); `expect` reads
    /// its diagnostics.
    Typescript {
        options: String,
        expect: Expect,
    },
    /// clang (`@yowasp/clang`) compiles the candidate, saved as
    /// `file_name` (C++ by its extension), with `flags`; `expect` reads its
    /// exit code and output.
    Clang {
        flags: String,
        file_name: String,
        expect: Expect,
    },
}

/// How a toolchain oracle decides from the tool's output.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "mode", rename_all = "snake_case")]
pub enum Expect {
    /// Interesting when this regular expression (JavaScript's syntax,
    /// `whittle reduce --expect`'s meaning) matches the tool's output.
    Regex { pattern: String },
    /// The body of a JavaScript function of the tool's result.
    Function { body: String },
}

impl OracleSpec {
    /// The toolchain the oracle worker must load for this oracle's own
    /// checks (a JavaScript oracle loads one only when its code calls it).
    pub fn toolchain(&self) -> Option<&'static str> {
        match self {
            OracleSpec::Python { .. } => Some("python"),
            OracleSpec::Typescript { .. } => Some("typescript"),
            OracleSpec::Clang { .. } => Some("clang"),
            OracleSpec::Javascript { .. } | OracleSpec::Endpoint(_) => None,
        }
    }
}

/// One file of a test case made of files: its path in the set (relative,
/// `/`-separated) and its exact bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InputFile {
    pub path: String,
    #[serde(with = "serde_bytes")]
    pub bytes: Vec<u8>,
}

impl From<&whittle_core::files::SetFile> for InputFile {
    fn from(file: &whittle_core::files::SetFile) -> InputFile {
        InputFile {
            path: file.path.clone(),
            bytes: file.bytes.clone(),
        }
    }
}

/// What a run is asked to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunConfig {
    /// The input's exact bytes (a `Uint8Array` across `postMessage`);
    /// empty when the input is a set of [`RunConfig::files`].
    #[serde(with = "serde_bytes")]
    pub input: Vec<u8>,
    /// A test case made of files (empty for one file): the run reduces the
    /// set as a whole (`whittle_setup::files`), each file with the language
    /// its name says, and `language` only chose the engine build.
    #[serde(default)]
    pub files: Vec<InputFile>,
    /// A language name, or `None` for plain text.
    pub language: Option<String>,
    pub algorithm: String,
    /// Units of the list algorithms, in pass order (`line`, `char`, ...).
    pub units: Vec<String>,
    pub oracle: OracleSpec,
    /// Per-test limit in milliseconds.
    pub timeout_ms: u32,
    /// List algorithms with a language: reject candidates that parse worse
    /// than the input before the oracle sees them (tree algorithms always do).
    #[serde(default = "yes")]
    pub syntax_check: bool,
    /// The default pipeline: answer a change the oracle refused before, or
    /// a stranding of a name it refused, without a run (the command line's
    /// `--no-memory` turns it off).
    #[serde(default = "yes")]
    pub memory: bool,
    /// `timeout_ms` is only the check runs' fallback: the per-test limit
    /// comes from the check runs (10 x the slowest, at least 1 s).
    #[serde(default)]
    pub auto_timeout: bool,
    /// A JavaScript oracle: a fresh realm per test, or one shared realm.
    #[serde(default)]
    pub isolation: Isolation,
    /// A JavaScript oracle's workers (tests at once); 0 lets the reduction
    /// worker choose (`navigator.hardwareConcurrency`, at most
    /// [`MAX_CONCURRENCY`]).
    #[serde(default)]
    pub workers: u32,
    /// Slow motion: milliseconds to wait before each new test (0: none).
    #[serde(default)]
    pub delay_ms: u32,
    /// Tests of the original before reducing (at least 1).
    #[serde(default = "three")]
    pub check_runs: u32,
    /// A candidate is interesting when at least `min_interesting` of up to
    /// `repeat` runs are.
    #[serde(default = "one")]
    pub repeat: u32,
    #[serde(default = "one")]
    pub min_interesting: u32,
    /// The encoding of an input that is not UTF-8 but clearly text
    /// ([`crate::legacy_text`]): the glue decodes candidates with it for
    /// the oracle's `input`.
    #[serde(default)]
    pub text_encoding: Option<String>,
}

fn yes() -> bool {
    true
}

fn one() -> u32 {
    1
}

fn three() -> u32 {
    3
}

/// Where a JavaScript oracle's tests run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Isolation {
    /// Each test in a new worker (a fresh JavaScript realm): no test sees
    /// globals another one left.
    #[default]
    Fresh,
    /// One worker per lane for the whole run: faster, but globals a test
    /// leaves are seen by the next.
    Shared,
}

/// What the engine wants next, as the reduction worker's glue reads it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PollStep {
    /// Run the oracle on this candidate: `input` is its text when it is
    /// valid UTF-8, `bytes` always. For a set of files, `bytes` is its
    /// encoding (`whittle_core::files`) and `files` its files, decoded
    /// here so that the oracle's JavaScript only hands them on; `archive`
    /// is the set as a tar archive, for an endpoint.
    Test {
        id: u64,
        input: Option<String>,
        #[serde(with = "serde_bytes")]
        bytes: Vec<u8>,
        #[serde(default)]
        files: Option<Vec<InputFile>>,
        #[serde(default, with = "serde_bytes")]
        archive: Option<Vec<u8>>,
        /// The per-test limit in milliseconds.
        timeout_ms: u32,
        /// What the run is for: `candidate` (the engine's test, the first
        /// check of the original included), `check` (another check run of
        /// the original), `repeat` (another run of a candidate under the
        /// repetition rule), `recheck` (the best so far again) or `verify`
        /// (the final result again, always in a new realm).
        purpose: Purpose,
    },
    /// Tests are running and nothing more can start: wait for one.
    Wait,
    /// The run is over.
    Done,
}

/// Why an oracle run was asked for (see [`PollStep::Test`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    Candidate,
    Check,
    Repeat,
    Recheck,
    /// A candidate that timed out under the automatic limit, run again
    /// with a longer one: interesting then means the limit is too short.
    Retest,
    Verify,
}

/// A finished oracle test, as the reduction worker's glue reports it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TestOutcome {
    pub id: u64,
    pub result: OracleResult,
    pub elapsed_ms: f64,
    /// Requests an endpoint oracle repeated (network errors, 429, 5xx).
    #[serde(default)]
    pub retries: u32,
}

impl RunConfig {
    /// Tests run at once: a JavaScript oracle's workers, an endpoint's
    /// requests in flight. The engine keeps the result the same for any
    /// window.
    pub fn window(&self) -> usize {
        self.window_with_cores(1)
    }

    /// [`RunConfig::window`] where a JavaScript oracle's unset `workers`
    /// (0) stands for the browser's `cores`, at most [`MAX_CONCURRENCY`].
    pub fn window_with_cores(&self, cores: u32) -> usize {
        match &self.oracle {
            OracleSpec::Endpoint(e) => e.concurrency.clamp(1, MAX_CONCURRENCY) as usize,
            OracleSpec::Python { .. }
            | OracleSpec::Typescript { .. }
            | OracleSpec::Clang { .. }
                if self.workers == 0 =>
            {
                cores.clamp(1, AUTO_TOOLCHAIN_WORKERS) as usize
            }
            _ if self.workers == 0 => cores.clamp(1, MAX_CONCURRENCY) as usize,
            _ => self.workers.clamp(1, MAX_CONCURRENCY) as usize,
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
        /// Send the parse tree (a `tree` message, `TreeShape::to_js`) and its nodes' statuses
        /// ([`Progress::tree`]). Off for the lanes of a race, which have no
        /// tree view.
        #[serde(default)]
        tree_view: bool,
    },
    /// Runs the oracle once on `config.input` and reports [`Report::OriginalResult`].
    TestOriginal {
        config: RunConfig,
    },
    /// Formats `config.input` as `config.language`, runs the oracle once on
    /// the formatted text and reports [`Report::Formatted`].
    Format {
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
    /// The Python oracle does not compile (or does not define
    /// `interesting`), or a TypeScript options line names no option.
    InvalidSetup {
        message: String,
    },
    /// A toolchain could not be fetched or started (offline, storage
    /// full): the run ends and the setup stays as it was.
    ToolchainFailed {
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
    /// The endpoint kept failing (network errors, 429, 5xx) through every
    /// retry: not a verdict; the run pauses and retries the test on resume.
    Unavailable {
        message: String,
    },
}
