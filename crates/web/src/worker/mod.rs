//! The reduction worker's engine side: the trust session
//! (`whittle_setup::session`, the one the command line drives too) behind a
//! small wasm-bindgen API. `www/reduce-worker.js` asks [`Session::next_action`]
//! what to do, sends each candidate to an oracle worker, and reports the
//! oracle's result with [`Session::complete`]; it starts workers, runs
//! tests, fetches and forwards messages, and decides nothing. Here are only
//! the bindings and what turns the session's state into the reports the app
//! reads (`reports.rs`); the run's controls (pause, step, the tests an
//! unavailable endpoint left unanswered, slow motion) are `control.rs`, the
//! setup from a [`RunConfig`] `run_setup.rs`. Values cross as structured
//! JavaScript values ([`crate::protocol::to_js`]). For the tree view it
//! keeps the parse tree and reports, with progress, which nodes the best
//! test case and the tests in flight leave out (`track.rs`,
//! `tree_report.rs`: the algorithm's tree edits, or the text followed,
//! `file_text.rs`, `align.rs`); for a set of files, a tree of its files,
//! each with its own parse tree, followed by the files' text
//! (`set_tree.rs`, `set_track.rs`).

mod align;
mod control;
mod file_text;
mod reports;
mod run_setup;
mod set_track;
mod set_tree;
mod step_pieces;
mod test_log;
mod track;
mod tree_report;

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use whittle_core::flaky::RepeatRule;
use whittle_setup::session::{self, OracleKind, Poll, TrustConfig, TrustPolicy};

use crate::protocol::{from_js, to_js, BatchRow, OracleSpec, Point, PollStep, Report, RunConfig};
use crate::protocol::{InputFile, Purpose, TestOutcome};
use control::Control;
use reports::{OracleTally, PollNotes, StepNotes};
use test_log::TestLog;
use track::{Track, TreeSource};
use whittle_core::files::FileSet;

pub use run_setup::format_text;
use run_setup::{ready_report, setup};

/// The `ready` report: the languages this build can parse.
#[wasm_bindgen]
pub fn catalog() -> JsValue {
    to_js(&ready_report())
}

/// How long to wait before retry number `retry` (from 1) of an endpoint
/// request that failed in a way that may pass, in milliseconds, or
/// `undefined` when the retries are used up. `retry_after` is the answer's
/// `Retry-After` header, read against `now_ms` (milliseconds since the Unix
/// epoch). The policy is the command line's ([`TrustPolicy::retry`]).
#[wasm_bindgen]
pub fn retry_wait_ms(retry: u32, retry_after: Option<String>, now_ms: f64) -> Option<f64> {
    TrustPolicy::default()
        .retry
        .wait_ms(retry, retry_after.as_deref(), now_ms)
        .map(|ms| ms as f64)
}

/// One reduction run.
#[wasm_bindgen]
pub struct Session {
    session: session::Session,
    window: usize,
    /// Slow motion: a pause before each new test.
    delay_ms: u32,
    started: Report,
    /// Size of the candidate `poll` handed out last.
    launched_bytes: usize,
    best_sent: u64,
    /// Points of the size curve not sent yet.
    points: Vec<Point>,
    notes: PollNotes,
    step: Option<StepNotes>,
    /// The input's parse tree (or set), until the UI asks for the tree view.
    parsed: Option<TreeSource>,
    tree: Option<Track>,
    /// The candidate runs handed out while the tree view follows them: a
    /// set's contents, or one file's when its algorithm gives no tree edit,
    /// are what they remove.
    followed_runs: Vec<u64>,
    batch_sent: Vec<BatchRow>,
    tally: OracleTally,
    control: Control,
    /// The input is a set of files: each test carries its files.
    is_set: bool,
    /// The oracle is an endpoint: a set's test carries its tar archive.
    remote: bool,
    /// Every test, for the test log.
    log: TestLog,
    /// In slow motion, the last test's explanation not sent yet, and the
    /// notes of the tests running.
    slow_step: Option<Box<crate::protocol::StepReport>>,
    slow_notes: Vec<StepNotes>,
}

#[wasm_bindgen]
impl Session {
    /// Sets up a run from a [`RunConfig`]; `paused` starts it in step mode,
    /// `cores` is the browser's (`navigator.hardwareConcurrency`), for a
    /// JavaScript oracle whose workers are not set. The error is a message
    /// for people.
    #[wasm_bindgen(constructor)]
    pub fn new(config: JsValue, paused: bool, cores: u32) -> Result<Session, JsError> {
        let config: RunConfig = from_js(config).map_err(|e| JsError::new(&e))?;
        Session::start(&config, paused, cores).map_err(|e| JsError::new(&e))
    }

    /// The `started` report (language, parse errors, model).
    pub fn started(&self) -> JsValue {
        to_js(&self.started)
    }

    /// The `tree` message (the input's parse tree, `TreeShape::to_js`),
    /// or `null` when the run has no language. From now on progress carries
    /// node statuses.
    pub fn tree_shape(&mut self) -> JsValue {
        self.start_tree_view()
            .map_or(JsValue::NULL, |shape| shape.to_js())
    }

    /// How many tests may run at once.
    pub fn window(&self) -> u32 {
        self.window as u32
    }

    /// What the glue does next, with `in_flight` tests running: a
    /// `control::Action` (run a test, wait for one, pause, sleep, stop).
    pub fn next_action(&mut self, in_flight: u32, elapsed_ms: f64) -> JsValue {
        to_js(&self.action(in_flight as usize, elapsed_ms))
    }

    /// Takes a finished test (a [`TestOutcome`]). Returns `null`, or the
    /// `error` report that ends the run when the result means the oracle
    /// cannot answer any candidate (invalid code, unreachable endpoint, …).
    pub fn complete(&mut self, outcome: JsValue) -> JsValue {
        match from_js::<TestOutcome>(outcome) {
            Ok(outcome) => self.settle(&outcome).map_or(JsValue::NULL, |r| to_js(&r)),
            Err(e) => to_js(&self.error_report(format!("unreadable oracle result: {e}"))),
        }
    }

    /// A test (a [`PollStep`] from `next_action`) that an endpoint left
    /// unanswered through every retry: the run pauses with `message`, and
    /// the same test goes first on resume.
    pub fn unavailable(&mut self, test: JsValue, retries: u32, message: String) {
        self.session.count_retries(retries);
        if let Ok(test) = from_js::<PollStep>(test) {
            self.control.unavailable(test, message);
        }
    }

    /// The oracle runs to stop (their ids): tests that nothing waits for
    /// any more. Their results, should they come, change nothing.
    pub fn take_abandoned(&mut self) -> Vec<f64> {
        let ids = self.session.take_abandoned();
        self.control.forget(&ids);
        self.log.stopped(Some(&ids));
        ids.into_iter().map(|id| id as f64).collect()
    }

    /// Pauses: tests in flight finish, then nothing starts until `step` or
    /// `resume`.
    pub fn pause(&mut self) {
        self.control.pause();
    }

    /// Goes on after a pause (by the user or by an unavailable endpoint).
    pub fn resume(&mut self) {
        self.control.resume();
    }

    /// One more test while paused; false when not paused (nothing to wake).
    pub fn step(&mut self) -> bool {
        self.control.step()
    }

    /// Stops the reduction; the best result so far stands, unverified.
    pub fn stop(&mut self) {
        self.session.stop();
        self.take_events(false);
        self.log.stopped(None);
    }

    /// Whether the run goes on: the reduction, or the verification of its
    /// result.
    pub fn running(&self) -> bool {
        self.session.running()
    }

    /// A `progress` report; the start of the best result is included when
    /// it changed since the last report that carried it.
    pub fn progress(&mut self, elapsed_ms: f64) -> JsValue {
        to_js(&Report::Progress(self.progress_value(elapsed_ms)))
    }

    /// The `stepped` report for the step's test, after its result went to
    /// [`Session::complete`].
    pub fn stepped(&mut self, outcome: JsValue, elapsed_ms: f64) -> JsValue {
        match from_js::<TestOutcome>(outcome) {
            Ok(outcome) => {
                self.control.stepped();
                to_js(&self.stepped_report(outcome, elapsed_ms))
            }
            Err(e) => to_js(&self.error_report(format!("unreadable oracle result: {e}"))),
        }
    }

    /// The `finished` report, with the whole best result.
    pub fn finished(&mut self, elapsed_ms: f64) -> JsValue {
        to_js(&self.finished_report(elapsed_ms))
    }

    /// An `error` report with the progress and the whole best result so far.
    pub fn error(&mut self, message: String) -> JsValue {
        to_js(&self.error_report(message))
    }
}

impl Session {
    /// A run of `config`; `paused` starts it in step mode, whose first step
    /// explains the check of the original as one test, so it is checked
    /// once. `cores` sizes a JavaScript oracle's pool when it is not set.
    pub fn start(config: &RunConfig, paused: bool, cores: u32) -> Result<Session, String> {
        let window = config.window_with_cores(cores);
        let setup = setup(config, window)?;
        let initial = setup.reduction.stats().initial.bytes;
        // A toolchain oracle counts as a process per run, as a script
        // does: a floor of a second on the automatic limit (a test of a few
        // milliseconds would otherwise get 100 ms, at the mercy of a garbage
        // collection, and each timeout starts the toolchain again), and
        // one verification in a fresh worker rather than several (each
        // starts the toolchain again).
        let remote = matches!(config.oracle, OracleSpec::Endpoint(_));
        let process_like = remote || config.oracle.toolchain().is_some();
        let parsed = match setup.tree {
            Some((tree, statuses)) => Some(TreeSource::File(tree, statuses)),
            None if setup.is_set => FileSet::decode(&setup.original).ok().map(TreeSource::Set),
            None => None,
        };
        let trust = TrustConfig {
            check_runs: if paused { 1 } else { config.check_runs },
            rule: RepeatRule::new(config.repeat, config.min_interesting),
            timeout_ms: (!config.auto_timeout).then_some(config.timeout_ms),
            oracle: if process_like {
                OracleKind::Remote
            } else {
                OracleKind::InPage
            },
            policy: TrustPolicy::default(),
        };
        let log = TestLog::new(&setup.original);
        let mut session = session::Session::new(setup.reduction, setup.original, trust);
        session.reduction_mut().tell_contents();
        Ok(Session {
            session,
            window,
            delay_ms: config.delay_ms,
            started: setup.started,
            launched_bytes: 0,
            best_sent: u64::MAX,
            points: vec![Point {
                queries: 0,
                bytes: initial,
            }],
            notes: PollNotes::default(),
            step: None,
            parsed,
            tree: None,
            followed_runs: Vec::new(),
            batch_sent: Vec::new(),
            tally: OracleTally::default(),
            control: Control::new(paused),
            is_set: setup.is_set,
            remote,
            log,
            slow_step: None,
            slow_notes: Vec::new(),
        })
    }

    /// [`Session::start`] as the tests and a run that is not paused use it.
    pub fn from_config(config: &RunConfig) -> Result<Session, String> {
        Session::start(config, false, 1)
    }

    /// The next oracle run from the session, noting on the way what the
    /// engine answered without the oracle (step mode explains it).
    fn poll_step(&mut self, elapsed_ms: f64) -> PollStep {
        self.notes = PollNotes::default();
        let poll = self.session.poll(elapsed_ms);
        self.take_events(true);
        match poll {
            Poll::Run(job) => {
                let purpose = purpose(job.purpose);
                if purpose == Purpose::Candidate {
                    self.launched_bytes = self.session.reduction().measure(&job.content);
                    if let Some(engine) = self.session.engine_test(job.id) {
                        self.log.launched(engine, job.id, Rc::clone(&job.content));
                    }
                    if self.tree.as_ref().is_some_and(Track::statuses) {
                        self.followed_runs.push(job.id);
                    }
                }
                let parts = OracleInput::of(job.content.to_vec(), self.is_set, self.remote);
                PollStep::Test {
                    id: job.id,
                    input: parts.input,
                    bytes: parts.bytes,
                    files: parts.files,
                    archive: parts.archive,
                    timeout_ms: job.timeout_ms,
                    purpose,
                }
            }
            Poll::Wait => PollStep::Wait,
            Poll::Done => PollStep::Done,
        }
    }

    /// Gives the session the result a test stands for; `Some(error)` when
    /// the run must end.
    fn settle(&mut self, outcome: &TestOutcome) -> Option<Report> {
        let (content, on_original) = self
            .session
            .run(outcome.id)
            .map(|(content, on_original)| (Rc::clone(content), on_original))?;
        match self.tally.answer(&outcome.result, &content, on_original) {
            Ok(answer) => {
                let result = session::Outcome {
                    answer,
                    elapsed_ms: outcome.elapsed_ms,
                    retries: outcome.retries,
                };
                self.session.complete(outcome.id, result);
                self.take_events(false);
                self.note_slow_result(outcome);
                None
            }
            Err(message) => {
                self.session.count_retries(outcome.retries);
                self.stop();
                Some(self.error_report(message))
            }
        }
    }
}

/// What the oracle gets for one test: the text, the bytes, and for a set
/// its files and, for an endpoint, its archive.
#[derive(serde::Serialize)]
pub struct OracleInput {
    pub input: Option<String>,
    #[serde(with = "serde_bytes")]
    pub bytes: Vec<u8>,
    pub files: Option<Vec<InputFile>>,
    #[serde(with = "serde_bytes")]
    pub archive: Option<Vec<u8>>,
}

impl OracleInput {
    /// The parts of a test of `bytes` (a set's encoding when `is_set`).
    pub fn of(bytes: Vec<u8>, is_set: bool, remote: bool) -> OracleInput {
        // The engine only hands out encodings of sets it made.
        let set = is_set.then(|| FileSet::decode(&bytes).ok()).flatten();
        OracleInput {
            input: String::from_utf8(bytes.clone()).ok(),
            archive: set
                .as_ref()
                .filter(|_| remote)
                .map(whittle_wire::archive::set_to_tar),
            files: set.map(|set| set.files().iter().map(InputFile::from).collect()),
            bytes,
        }
    }
}

/// The oracle's parts for a test of a run's original input outside a run
/// (*Test on the original*): `{ input, bytes, files, archive }`, as a
/// run's tests have them.
#[wasm_bindgen]
pub fn original_input(config: JsValue) -> Result<JsValue, JsError> {
    let config: RunConfig = from_js(config).map_err(|e| JsError::new(&e))?;
    let remote = matches!(config.oracle, OracleSpec::Endpoint(_));
    let parts = if config.files.is_empty() {
        OracleInput::of(config.input, false, remote)
    } else {
        let set = run_setup::file_set(&config.files).map_err(|e| JsError::new(&e))?;
        OracleInput::of(set.encode(), true, remote)
    };
    Ok(to_js(&parts))
}

fn purpose(purpose: session::Purpose) -> Purpose {
    match purpose {
        session::Purpose::Candidate => Purpose::Candidate,
        session::Purpose::Check => Purpose::Check,
        session::Purpose::Repeat => Purpose::Repeat,
        session::Purpose::Recheck => Purpose::Recheck,
        session::Purpose::Retest => Purpose::Retest,
        session::Purpose::Verify => Purpose::Verify,
    }
}

#[cfg(test)]
mod ddmin_trace;
#[cfg(test)]
mod file_track_tests;
#[cfg(test)]
mod set_tests;
#[cfg(test)]
mod step_tree_tests;
#[cfg(test)]
mod tests;
