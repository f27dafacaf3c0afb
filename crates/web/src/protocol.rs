//! Messages between the user interface and the reduction worker. They cross
//! `postMessage` as structured JavaScript values made and read by
//! `serde-wasm-bindgen` ([`to_js`], [`from_js`]): plain objects, with
//! candidates and results as `Uint8Array`s. `www/reduce-worker.js` and
//! `www/oracle-worker.js` read and write some of them too (the oracle
//! settings, the oracle's results, the commands, [`PollStep`]).

use js_sys::{Array, Object, Reflect, Uint16Array, Uint32Array, Uint8Array};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;
use whittle_core::{Counter, Phase, Stats, Status};

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

/// A value as a structured JavaScript value for `postMessage`: maps as
/// plain objects, 64-bit counts as numbers, byte buffers as `Uint8Array`s.
pub fn to_js<T: Serialize>(value: &T) -> JsValue {
    value
        .serialize(
            // Not `json_compatible`, which writes bytes as arrays of numbers.
            &serde_wasm_bindgen::Serializer::new()
                .serialize_maps_as_objects(true)
                .serialize_missing_as_null(true),
        )
        .unwrap_or_else(|e| JsValue::from_str(&format!("unserialisable message: {e}")))
}

/// Reads a structured JavaScript value; the error says what did not fit.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}

/// What a run is asked to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunConfig {
    /// The input's exact bytes (a `Uint8Array` across `postMessage`).
    #[serde(with = "serde_bytes")]
    pub input: Vec<u8>,
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
    /// valid UTF-8, `bytes` always.
    Test {
        id: u64,
        input: Option<String>,
        #[serde(with = "serde_bytes")]
        bytes: Vec<u8>,
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
        match &self.oracle {
            OracleSpec::Javascript { .. } => self.workers.clamp(1, MAX_CONCURRENCY) as usize,
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

/// The parse tree of a run's input, sent once as parallel arrays indexed by
/// node id. Ids are in pre-order: a parent comes before its children,
/// siblings in source order. Unlike the other reports it travels as a
/// JavaScript object of typed arrays ([`TreeShape::to_js`]): a 170 KB C file
/// has about 100,000 nodes, and as JSON (2.3 MB) its copy into the app and
/// its parse held the UI thread for about 100 ms.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TreeShape {
    /// Node kind names; `kind` indexes into it.
    pub kinds: Vec<String>,
    pub kind: Vec<u16>,
    /// Each node's parent; the root's (node 0) is 0.
    pub parent: Vec<u32>,
    /// Each node's byte range in the input: its first token's start to its
    /// last token's end (empty for a node without tokens).
    pub start: Vec<u32>,
    pub end: Vec<u32>,
    /// Token leaves below each node.
    pub weight: Vec<u32>,
    /// [`NODE_NAMED`], [`NODE_REMOVABLE`], [`NODE_ERROR`].
    pub flags: Vec<u8>,
    /// Statuses will follow (a tree algorithm); a list algorithm's run shows
    /// the tree alone.
    pub statuses: bool,
}

impl TreeShape {
    /// The `tree` message: `{type: "tree", kinds, kind, parent, start, end,
    /// weight, flags, statuses}` with typed arrays, which the browser copies
    /// between threads as plain memory.
    pub fn to_js(&self) -> JsValue {
        let object = Object::new();
        let kinds: Array = self.kinds.iter().map(|k| JsValue::from_str(k)).collect();
        let (row_start, rows) = row_lists(&self.parent, &self.flags);
        let fields: [(&str, JsValue); 11] = [
            ("type", "tree".into()),
            ("row_start", Uint32Array::from(&row_start[..]).into()),
            ("rows", Uint32Array::from(&rows[..]).into()),
            ("kinds", kinds.into()),
            ("kind", Uint16Array::from(&self.kind[..]).into()),
            ("parent", Uint32Array::from(&self.parent[..]).into()),
            ("start", Uint32Array::from(&self.start[..]).into()),
            ("end", Uint32Array::from(&self.end[..]).into()),
            ("weight", Uint32Array::from(&self.weight[..]).into()),
            ("flags", Uint8Array::from(&self.flags[..]).into()),
            ("statuses", self.statuses.into()),
        ];
        for (name, value) in fields {
            // Setting a property of a fresh plain object cannot fail.
            let _ = Reflect::set(&object, &name.into(), &value);
        }
        object.into()
    }
}

/// Each node's row children (named nodes, and nodes with children; an
/// anonymous token is shown in its parent's label) as compressed lists:
/// the children of node `i` are `rows[row_start[i]..row_start[i + 1]]`, in
/// source order. Made by the worker, so that the page never walks every
/// node of a large tree.
pub fn row_lists(parent: &[u32], flags: &[u8]) -> (Vec<u32>, Vec<u32>) {
    let n = parent.len();
    let mut has_children = vec![false; n];
    for &p in parent.iter().skip(1) {
        has_children[p as usize] = true;
    }
    let is_row = |id: usize| flags[id] & NODE_NAMED != 0 || has_children[id];
    // Counts, offsets, then a fill in id order (siblings come in source
    // order).
    let mut row_start = vec![0u32; n + 1];
    for (id, &p) in parent.iter().enumerate().skip(1) {
        if is_row(id) {
            row_start[p as usize + 1] += 1;
        }
    }
    for i in 0..n {
        row_start[i + 1] += row_start[i];
    }
    let mut next = row_start.clone();
    let mut rows = vec![0u32; row_start[n] as usize];
    for (id, &p) in parent.iter().enumerate().skip(1) {
        if is_row(id) {
            rows[next[p as usize] as usize] = id as u32;
            next[p as usize] += 1;
        }
    }
    (row_start, rows)
}

pub const NODE_NAMED: u8 = 1;
pub const NODE_REMOVABLE: u8 = 2;
pub const NODE_ERROR: u8 = 4;

/// Node statuses as compact lists: the top-most node of each gone subtree
/// (every node below one is gone too).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TreeProgress {
    /// Gone from the best test case so far; `None` when unchanged since the
    /// last message that carried it. Late in a run on a large input this
    /// is tens of thousands of nodes: the lists travel as bytes
    /// ([`node_bytes`]), which cross threads as one block, not as an array
    /// of numbers for the page to read one by one.
    #[serde(default, with = "node_bytes::optional")]
    pub removed: Option<Vec<u32>>,
    /// What the tests in flight remove on top of that; in a step report,
    /// what the step's test removed (or tried to).
    #[serde(default, with = "node_bytes")]
    pub testing: Vec<u32>,
}

/// Node ids as little-endian bytes (a `Uint8Array` in a message).
mod node_bytes {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(ids: &[u32], s: S) -> Result<S::Ok, S::Error> {
        let bytes: Vec<u8> = ids.iter().flat_map(|id| id.to_le_bytes()).collect();
        s.serialize_bytes(&bytes)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u32>, D::Error> {
        let bytes = serde_bytes::ByteBuf::deserialize(d)?;
        Ok(bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    pub mod optional {
        use serde::{Deserialize, Deserializer, Serializer};

        pub fn serialize<S: Serializer>(ids: &Option<Vec<u32>>, s: S) -> Result<S::Ok, S::Error> {
            match ids {
                Some(ids) => super::serialize(ids, s),
                None => s.serialize_none(),
            }
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<u32>>, D::Error> {
            let bytes: Option<serde_bytes::ByteBuf> = Option::deserialize(d)?;
            Ok(bytes.map(|b| {
                b.chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect()
            }))
        }
    }
}

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
        step: StepReport,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_is_shown_as_hex_and_text_as_it_is() {
        assert_eq!(display_text("é".as_bytes()), "é");
        let dump = display_text(&[0xde, 0xad, b'A', 0xe9]);
        assert_eq!(
            dump,
            "00000000  de ad 41 e9                                      |..A.|\n"
        );
    }

    #[test]
    fn node_lists_travel_as_bytes_and_come_back() {
        let progress = TreeProgress {
            removed: Some(vec![1, 70_000, u32::MAX]),
            testing: vec![5],
        };
        let json = serde_json::to_string(&progress).unwrap();
        assert!(
            json.contains("[1,0,0,0,112,17,1,0,255,255,255,255]"),
            "{json}"
        );
        assert_eq!(
            serde_json::from_str::<TreeProgress>(&json).unwrap(),
            progress
        );
        let none = TreeProgress::default();
        assert_eq!(
            serde_json::from_str::<TreeProgress>(&serde_json::to_string(&none).unwrap()).unwrap(),
            none
        );
    }

    #[test]
    fn sizes_are_said_in_the_singular_for_one_byte() {
        assert_eq!(byte_count(1), "1 byte");
        assert_eq!(byte_count(0), "0 bytes");
        assert_eq!(byte_count(17), "17 bytes");
    }

    #[test]
    fn preview_cuts_at_a_character_boundary() {
        assert_eq!(preview("abc", 10), "abc");
        assert_eq!(preview("aé", 2), "a");
        assert_eq!(preview("aéb", 3), "aé");
    }

    #[test]
    fn window_is_the_workers_for_javascript_and_clamped_for_endpoints() {
        let mut config = RunConfig {
            input: b"x".to_vec(),
            language: None,
            algorithm: "ddmin".into(),
            units: vec!["line".into()],
            oracle: OracleSpec::Javascript {
                code: "return true;".into(),
            },
            timeout_ms: 100,
            syntax_check: true,
            auto_timeout: false,
            isolation: Isolation::Fresh,
            workers: 0,
            check_runs: 3,
            repeat: 1,
            min_interesting: 1,
            delay_ms: 0,
            text_encoding: None,
        };
        assert_eq!(config.window(), 1);
        config.workers = 4;
        assert_eq!(config.window(), 4);
        config.oracle = OracleSpec::Endpoint(EndpointSpec {
            concurrency: 100,
            ..EndpointSpec::default()
        });
        assert_eq!(config.window(), MAX_CONCURRENCY as usize);
    }

    #[test]
    fn old_configs_without_a_syntax_check_field_check_syntax() {
        let json = r#"{"input":[120],"language":"c","algorithm":"ddmin","units":["line"],
            "oracle":{"kind":"javascript","code":"return true;"},"timeout_ms":5}"#;
        let config: RunConfig = serde_json::from_str(json).unwrap();
        assert!(config.syntax_check);
        assert_eq!(config.isolation, Isolation::Fresh);
        assert_eq!(
            (config.check_runs, config.repeat, config.min_interesting),
            (3, 1, 1)
        );
        assert_eq!(config.input, b"x");
    }

    #[test]
    fn poll_steps_are_tagged_by_kind() {
        let step = PollStep::Test {
            id: 3,
            input: Some("a".into()),
            bytes: b"a".to_vec(),
            timeout_ms: 1000,
            purpose: Purpose::Check,
        };
        let json = serde_json::to_value(&step).unwrap();
        assert_eq!(json["kind"], "test");
        assert_eq!(json["id"], 3);
        assert_eq!(json["purpose"], "check");
        assert_eq!(
            serde_json::to_value(PollStep::Wait).unwrap()["kind"],
            "wait"
        );
    }

    #[test]
    fn oracle_spec_json_is_flat() {
        let json = serde_json::to_value(OracleSpec::Endpoint(EndpointSpec::default())).unwrap();
        assert_eq!(json["kind"], "endpoint");
        assert_eq!(json["method"], "POST");
    }
}
