//! The reduction worker's engine side: a [`Reduction`] behind a small
//! wasm-bindgen API. `www/reduce-worker.js` drives it: it calls
//! [`Session::poll`], sends the candidate to an oracle worker, and reports
//! the oracle's result with [`Session::complete`]. Everything that decides
//! what is tested (the setup through `whittle-setup`, algorithm, cache,
//! syntax check, statistics) and the bookkeeping of throws and timeouts
//! happens here; the glue only moves candidates and results. Values cross
//! as structured JavaScript values ([`crate::protocol::to_js`]). For the tree
//! view it keeps the parse tree and reports, with progress, which nodes the
//! best test case and the tests in flight leave out (`track.rs`,
//! `tree_report.rs`).
//!
//! Around the engine it keeps the run trustworthy (`trust.rs`): check runs
//! of the original before reducing (flaky oracles stop the run with the
//! evidence; the per-test limit comes from their times), the repetition
//! rule (a candidate is interesting when at least M of up to R runs are),
//! re-tests of the best result during the run, and the verification of the
//! final result before the run is done. Each oracle run gets a ticket; the
//! engine sees one verdict per candidate.

mod orphans;
mod track;
mod tree_report;
pub mod trust;

use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::prelude::*;
use whittle_core::algorithms::tree::{BatchRecord, TreeOptions};
use whittle_core::algorithms::ListOptions;
use whittle_core::tree::NodeId;
use whittle_core::{Event, Granularity, Reduction, ReductionOptions, Status, Step, Verdict};
use whittle_setup::{ModelSource, SetupError, SetupOptions};

use crate::protocol::{
    display_text, from_js, hex_dump, preview, to_js, BatchRow, FlakyEvidence, LanguageInfo,
    OddAnswer, OracleResult, OracleSpec, Point, PollStep, Progress, Purpose, Report, RunConfig,
    StepReport, TestOutcome, TreeProgress, TreeShape, TrustStats, Verification, PREVIEW_BYTES,
};
use track::TreeTrack;
use tree_report::shape;
use trust::{adaptive_timeout, raised_timeout, suggest, Rule, Tally, CHECK_TIMEOUT_MS};

/// The best result is tested again after this many accepted reductions...
const RECHECK_EVERY_ACCEPTED: u64 = 25;
/// ...or after this long, when it changed since the last re-test.
const RECHECK_EVERY_MS: f64 = 30_000.0;
/// The fewest runs of a JavaScript oracle's final verification (more when
/// there are more check runs): fresh realms are cheap, and five runs let a
/// result that is interesting 30 % of the time pass once in 400 runs. An
/// endpoint's verification is one more request.
const JS_VERIFY_RUNS: u32 = 5;
/// A verified result of a JavaScript oracle is followed by runs of the
/// last few candidates the oracle rejected, [`REJECTED_RUNS`] in all, in
/// turn: an oracle that says yes by chance (to one of them now) is caught
/// even when the result itself is always interesting. Twenty runs miss an
/// oracle that says yes 30 % of the time once in a thousand runs.
const REJECTED_RETESTS: usize = 8;
const REJECTED_RUNS: usize = 20;
/// Under the automatic limit, the first candidate that times out runs again
/// with a limit [`TIMEOUT_RETEST_FACTOR`] times longer (at most the check
/// runs' limit), and so does one in every [`TIMEOUT_RETEST_EVERY`] after
/// it: if it is interesting then, the limit was too short and rises for
/// the rest of the run. Candidates that really loop forever then cost a
/// twentieth more than their timeouts.
const TIMEOUT_RETEST_EVERY: u64 = 20;
const TIMEOUT_RETEST_FACTOR: u32 = 10;

/// `bytes` formatted as `language` (`whittle_setup::format`), for the
/// result's *Format* button; the error says why not.
#[wasm_bindgen]
pub fn format_text(language: Option<String>, bytes: &[u8]) -> Result<Vec<u8>, JsError> {
    whittle_setup::format::format(language.as_deref(), bytes).map_err(|e| JsError::new(&e))
}

/// The `ready` report: the languages this build can parse.
#[wasm_bindgen]
pub fn catalog() -> JsValue {
    to_js(&ready_report())
}

fn ready_report() -> Report {
    // Every language, built into this worker or not: the page loads the
    // worker of a language when a run needs it.
    let languages = whittle_grammars::catalog()
        .iter()
        .map(|l| LanguageInfo {
            name: l.name.to_string(),
            title: l.title.to_string(),
            extensions: l.extensions.iter().map(|e| e.to_string()).collect(),
            trained_model: whittle_grammars::has_trained_model(l.name),
            engine: l.feature.to_string(),
        })
        .collect();
    Report::Ready { languages }
}

/// What a run is set up from, parsed and checked.
struct RunSetup {
    reduction: Reduction,
    started: Report,
    /// The input's parse tree and whether the algorithm edits it.
    tree: Option<(std::rc::Rc<whittle_core::tree::Tree>, bool)>,
}

/// Builds the reduction a [`RunConfig`] asks for, through the setup the
/// command line uses too; the error is a message for people.
fn setup(config: &RunConfig) -> Result<RunSetup, String> {
    if config.input.is_empty() {
        return Err("the input is empty: paste, open or drop a test case first".to_string());
    }
    let language = whittle_setup::language(Some(config.language.as_deref().unwrap_or("text")), "")
        .map_err(|e| e.to_string())?;
    let units = config
        .units
        .iter()
        .map(|u| u.parse::<Granularity>())
        .collect::<Result<Vec<_>, _>>()?;
    let options = SetupOptions {
        algorithm: &config.algorithm,
        language,
        units: &units,
        syntax_check: config.syntax_check && language.is_some(),
        list: ListOptions::default(),
        tree: TreeOptions::default(),
        model: ModelSource::BuiltIn,
    };
    let setup = whittle_setup::setup(config.input.clone(), options).map_err(|e| match e {
        SetupError::NeedsLanguage { algorithm } => {
            format!("`{algorithm}` reduces a parse tree: choose a language")
        }
        e => e.to_string(),
    })?;
    let tree_algorithm = setup.is_tree_algorithm();
    let tree = setup.tree.clone().map(|t| (t, tree_algorithm));
    let (reduction, info) = setup.into_reduction(ReductionOptions {
        window: config.window(),
        ..ReductionOptions::default()
    });
    Ok(RunSetup {
        reduction,
        started: Report::Started {
            algorithm: info.name,
            language: info.language.map(str::to_string),
            parse_errors: info.parse_errors,
            model: info.model_note,
        },
        tree,
    })
}

/// What happened while `poll` looked for the next test: candidates the
/// cache or the syntax check answered, and the test it launched.
#[derive(Default)]
struct PollNotes {
    cache_hits: u64,
    cache_hits_interesting: u64,
    rejections: u64,
    adopted_from_cache: Vec<usize>,
    launched_units: usize,
}

/// The test step mode is running, noted before its verdict ends its batch
/// (after which the engine can no longer describe it).
struct StepNotes {
    id: u64,
    description: String,
    candidate_bytes: usize,
    candidate_units: usize,
    current_bytes: usize,
    poll: PollNotes,
    /// What the test removes from the tree, for the tree view.
    testing: Vec<NodeId>,
}

impl StepNotes {
    /// A stepped report without a noted test (the glue notes every step,
    /// so only a misuse gets here): described as "a candidate".
    fn unknown() -> StepNotes {
        StepNotes {
            id: u64::MAX,
            description: "a candidate".to_string(),
            candidate_bytes: 0,
            candidate_units: 0,
            current_bytes: 0,
            poll: PollNotes::default(),
            testing: Vec::new(),
        }
    }
}

/// Oracle results that were not plain verdicts, counted for the statistics.
#[derive(Default)]
struct OracleTally {
    throws: u64,
    timeouts: u64,
    last_throw: Option<String>,
    odd_answers: u64,
    last_odd: Option<OddAnswer>,
}

impl OracleTally {
    /// The verdict a result on `content` stands for, counting throws,
    /// timeouts and odd answers; `Err` for a result that means no candidate
    /// can be answered (the run stops). An oracle is code about arbitrary
    /// mangled text, so an answer that is neither true nor false on a
    /// candidate is that candidate's verdict (not interesting), like a
    /// throw; only on the original (`on_original`) is it the user's error.
    fn verdict(
        &mut self,
        result: &OracleResult,
        content: &[u8],
        on_original: bool,
    ) -> Result<Verdict, String> {
        match result {
            OracleResult::Value { value } => Ok(Verdict::from(*value)),
            OracleResult::Threw { message } => {
                self.throws += 1;
                self.last_throw = Some(message.clone());
                Ok(Verdict::NotInteresting)
            }
            OracleResult::Timeout => {
                self.timeouts += 1;
                Ok(Verdict::NotInteresting)
            }
            OracleResult::NotBoolean { got } if on_original => Err(format!(
                "the oracle must return true or false, but returned {got}"
            )),
            OracleResult::NotBoolean { got } => {
                self.odd_answers += 1;
                self.last_odd = Some(OddAnswer {
                    got: got.clone(),
                    bytes: content.len(),
                    candidate: preview(&display_text(content), PREVIEW_BYTES).to_string(),
                });
                Ok(Verdict::NotInteresting)
            }
            OracleResult::InvalidCode { message } => {
                Err(format!("the oracle is not valid JavaScript: {message}"))
            }
            OracleResult::Unreachable { message } => Err(message.clone()),
            OracleResult::BadRequest { message } => {
                Err(format!("the endpoint settings are wrong: {message}"))
            }
            // The glue pauses the run and retries instead; one that reaches
            // the session anyway ends it with the message.
            OracleResult::Unavailable { message } => Err(message.clone()),
        }
    }
}

/// What an oracle run handed out by `poll` is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ticket {
    /// A run of the engine's test (its first run or a repetition).
    Engine(u64),
    /// Another check run of the original.
    Check,
    Recheck,
    Verify,
    /// A run of a rejected candidate after the verification (an index
    /// into the session's `rejected`).
    Rejected(usize),
    /// A candidate that timed out, run again with a longer limit.
    TimeoutRetest,
}

/// A candidate the oracle rejected, tested again after the verification.
struct RejectedRetest {
    content: Rc<Vec<u8>>,
    runs: u32,
    interesting: u32,
}

/// The check runs of the original: the engine's own test of it plus
/// `wanted - 1` more, all in before the engine gets its verdict.
#[derive(Default)]
struct Checks {
    wanted: u32,
    handed: u32,
    done: u32,
    interesting: u32,
    slowest_ms: f64,
    /// The engine's test of the original, once handed out.
    original: Option<u64>,
    concluded: bool,
}

/// A test case tested again apart from the engine (the best so far, or the
/// final result): `wanted` judgements under the rule, one run at a time.
struct Retest {
    content: Rc<Vec<u8>>,
    wanted: u32,
    judged: u32,
    tally: Tally,
    runs: u32,
    interesting: u32,
    in_flight: bool,
    verdict: Option<bool>,
}

impl Retest {
    fn new(content: Rc<Vec<u8>>, wanted: u32) -> Retest {
        Retest {
            content,
            wanted: wanted.max(1),
            judged: 0,
            tally: Tally::default(),
            runs: 0,
            interesting: 0,
            in_flight: false,
            verdict: None,
        }
    }

    /// Adds a run; the verdict over every judgement once decided: false at
    /// the first judgement that fails.
    fn add(&mut self, rule: Rule, interesting: bool) -> Option<bool> {
        self.in_flight = false;
        self.runs += 1;
        self.interesting += u32::from(interesting);
        if let Some(judged) = self.tally.add(rule, interesting) {
            self.judged += 1;
            self.tally = Tally::default();
            if !judged || self.judged == self.wanted {
                self.verdict = Some(judged);
            }
        }
        self.verdict
    }

    /// Wants another run now.
    fn ready(&self) -> bool {
        self.verdict.is_none() && !self.in_flight
    }
}

fn batch_row(record: BatchRecord) -> BatchRow {
    let finite = |x: f64| x.is_finite().then_some(x);
    BatchRow {
        kind: record.kind,
        progress: finite(record.progress),
        probability: finite(record.probability),
        rate: finite(record.rate),
        cleanup_rate: finite(record.cleanup_rate),
        ran: record.ran,
        candidates: record.candidates,
        accepted: record.accepted,
        tokens_removed: record.tokens_removed,
    }
}

/// One reduction run.
#[wasm_bindgen]
pub struct Session {
    reduction: Reduction,
    window: usize,
    started: Report,
    /// Size of the candidate `poll` handed out last.
    launched_bytes: usize,
    best_sent: u64,
    /// Points of the size curve not sent yet.
    points: Vec<Point>,
    notes: PollNotes,
    step: Option<StepNotes>,
    /// Tests handed out and not completed (the tree view marks their nodes).
    in_flight: Vec<u64>,
    /// The input's parse tree, until the UI asks for the tree view.
    parsed: Option<(std::rc::Rc<whittle_core::tree::Tree>, bool)>,
    tree: Option<TreeTrack>,
    batch_sent: Vec<BatchRow>,
    tally: OracleTally,
    /// The original input, for the check runs.
    original: Rc<Vec<u8>>,
    rule: Rule,
    /// Oracle runs handed out and not settled, with what they test.
    tickets: HashMap<u64, (Ticket, Rc<Vec<u8>>)>,
    next_ticket: u64,
    /// Engine tests under the repetition rule: their runs so far and content.
    repeats: HashMap<u64, (Tally, Rc<Vec<u8>>)>,
    /// Engine tests that want another run.
    rerun: VecDeque<u64>,
    checks: Checks,
    /// The limit the setup gives, `None` for `auto`.
    explicit_timeout: Option<u32>,
    /// The final verification's judgements: [`JS_VERIFY_RUNS`] or the check
    /// runs' count for a JavaScript oracle, one (request) for an endpoint.
    verify_judgements: u32,
    recheck: Option<Retest>,
    /// Accepted reductions and time at the last re-test.
    recheck_accepted: u64,
    recheck_ms: f64,
    /// The glue's clock at the last poll.
    now_ms: f64,
    verify: Option<Retest>,
    /// Stopped from outside: nothing is verified.
    stopped: bool,
    /// The verification (and the re-tests of rejected candidates) ended.
    verification_over: bool,
    /// The last candidates the oracle answered false to, newest last.
    rejected: VecDeque<Rc<Vec<u8>>>,
    /// Their re-tests after the verification, once started.
    rejected_retests: Vec<RejectedRetest>,
    /// Runs of them not handed out yet.
    rejected_queue: VecDeque<usize>,
    rejected_in_flight: usize,
    /// Re-test rejected candidates (a JavaScript oracle, repeat 1).
    retest_rejected: bool,
    /// The floor of the automatic limit is the in-page one.
    in_page: bool,
    /// The latest candidate that timed out under the automatic limit and
    /// has not run again; timeouts since the last such re-test; whether
    /// one is running.
    timed_out: Option<Rc<Vec<u8>>>,
    timeouts_since_retest: u64,
    timeout_retest_running: bool,
    trust: TrustStats,
    /// Runs of orphans (`orphans.rs`) for the glue to stop.
    abandoned: Vec<u64>,
}

#[wasm_bindgen]
impl Session {
    /// Sets up a run from a [`RunConfig`]; the error is a message for people.
    #[wasm_bindgen(constructor)]
    pub fn new(config: JsValue) -> Result<Session, JsError> {
        let config: RunConfig = from_js(config).map_err(|e| JsError::new(&e))?;
        Session::from_config(&config).map_err(|e| JsError::new(&e))
    }

    /// The `started` report (language, parse errors, model).
    pub fn started(&self) -> JsValue {
        to_js(&self.started)
    }

    /// The `tree` message (the input's parse tree, [`TreeShape::to_js`]),
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

    /// What to do next: a [`PollStep`]; `elapsed_ms` is the run's clock
    /// (re-tests of the best result are also due by time).
    pub fn poll(&mut self, elapsed_ms: f64) -> JsValue {
        to_js(&self.poll_step(elapsed_ms))
    }

    /// The check runs of the original are not all in: the run cannot pause
    /// before (the engine has not started).
    pub fn checking(&self) -> bool {
        !self.checks.concluded && self.running()
    }

    /// Notes what test `id` (just handed out by `poll`) is, for the
    /// `stepped` report that follows its result.
    pub fn note_step(&mut self, id: f64) {
        if let Some((Ticket::Engine(test), _)) = self.tickets.get(&(id as u64)) {
            let test = *test;
            self.note_step_of(test);
        }
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

    /// Counts endpoint retries of a test that got no answer (the run
    /// pauses; the test runs again on resume).
    pub fn count_retries(&mut self, retries: u32) {
        self.trust.retries += u64::from(retries);
    }

    /// The oracle runs to stop (their ids from `poll`): tests that nothing
    /// waits for any more. Their results, should they come, change nothing.
    pub fn take_abandoned(&mut self) -> Vec<f64> {
        std::mem::take(&mut self.abandoned)
            .into_iter()
            .map(|id| id as f64)
            .collect()
    }

    /// Stops the reduction; the best result so far stands, unverified.
    pub fn stop(&mut self) {
        self.stopped = true;
        self.reduction.stop();
        self.take_events(false);
    }

    /// Whether the run goes on: the reduction, or the verification of its
    /// result.
    pub fn running(&self) -> bool {
        match self.reduction.status() {
            Status::Running => true,
            Status::Finished => !self.stopped && !self.verification_over,
            _ => false,
        }
    }

    /// A `progress` report; the start of the best result is included when
    /// it changed since the last report that carried it.
    pub fn progress(&mut self, elapsed_ms: f64) -> JsValue {
        to_js(&Report::Progress(self.progress_value(elapsed_ms)))
    }

    /// The `paused` report; `reason` says why the run paused on its own.
    pub fn paused(&mut self, elapsed_ms: f64, reason: Option<String>) -> JsValue {
        let progress = self.progress_value(elapsed_ms);
        to_js(&Report::Paused { progress, reason })
    }

    /// The `stepped` report for the test noted by `note_step`, after its
    /// result went to [`Session::complete`].
    pub fn stepped(&mut self, outcome: JsValue, elapsed_ms: f64) -> JsValue {
        match from_js::<TestOutcome>(outcome) {
            Ok(outcome) => to_js(&self.stepped_report(outcome, elapsed_ms)),
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
    pub fn from_config(config: &RunConfig) -> Result<Session, String> {
        let setup = setup(config)?;
        let initial = setup.reduction.stats().initial.bytes;
        let check_runs = config.check_runs.max(1);
        let endpoint = matches!(config.oracle, OracleSpec::Endpoint(_));
        Ok(Session {
            reduction: setup.reduction,
            window: config.window(),
            started: setup.started,
            launched_bytes: 0,
            best_sent: u64::MAX,
            points: vec![Point {
                queries: 0,
                bytes: initial,
            }],
            notes: PollNotes::default(),
            step: None,
            in_flight: Vec::new(),
            parsed: setup.tree,
            tree: None,
            batch_sent: Vec::new(),
            tally: OracleTally::default(),
            original: Rc::new(config.input.clone()),
            rule: Rule::new(config.repeat, config.min_interesting),
            tickets: HashMap::new(),
            next_ticket: 0,
            repeats: HashMap::new(),
            rerun: VecDeque::new(),
            checks: Checks {
                wanted: check_runs,
                ..Checks::default()
            },
            explicit_timeout: (!config.auto_timeout).then_some(config.timeout_ms.max(1)),
            verify_judgements: if endpoint {
                1
            } else {
                check_runs.max(JS_VERIFY_RUNS)
            },
            recheck: None,
            recheck_accepted: 0,
            recheck_ms: 0.0,
            now_ms: 0.0,
            verify: None,
            stopped: false,
            verification_over: false,
            rejected: VecDeque::new(),
            rejected_retests: Vec::new(),
            rejected_queue: VecDeque::new(),
            rejected_in_flight: 0,
            retest_rejected: !endpoint && config.repeat <= 1,
            in_page: !endpoint,
            timed_out: None,
            timeouts_since_retest: TIMEOUT_RETEST_EVERY,
            timeout_retest_running: false,
            trust: TrustStats {
                timeout_auto: config.auto_timeout,
                timeout_floor_ms: adaptive_timeout(0.0, !endpoint),
                ..TrustStats::default()
            },
            abandoned: Vec::new(),
        })
    }

    /// The per-test limit: the setup's, or for `auto` the check runs' own
    /// until they set it.
    fn timeout_ms(&self) -> u32 {
        match self.explicit_timeout {
            Some(limit) => limit,
            None if self.checks.concluded => self.trust.timeout_ms,
            None => CHECK_TIMEOUT_MS,
        }
    }

    /// Hands out one oracle run of `content` under the per-test limit.
    fn hand(&mut self, ticket: Ticket, content: Rc<Vec<u8>>, purpose: Purpose) -> PollStep {
        let limit = self.timeout_ms();
        self.hand_with_limit(ticket, content, purpose, limit)
    }

    fn hand_with_limit(
        &mut self,
        ticket: Ticket,
        content: Rc<Vec<u8>>,
        purpose: Purpose,
        timeout_ms: u32,
    ) -> PollStep {
        let id = self.next_ticket;
        self.next_ticket += 1;
        let bytes = content.to_vec();
        self.tickets.insert(id, (ticket, content));
        PollStep::Test {
            id,
            input: String::from_utf8(bytes.clone()).ok(),
            bytes,
            timeout_ms,
            purpose,
        }
    }

    /// [`Session::poll`] for Rust callers.
    fn poll_step(&mut self, elapsed_ms: f64) -> PollStep {
        self.now_ms = elapsed_ms;
        self.next()
    }

    fn next(&mut self) -> PollStep {
        self.notes = PollNotes::default();
        if let Some(test) = self.rerun.pop_front() {
            if let Some((_, content)) = self.repeats.get(&test) {
                let content = Rc::clone(content);
                return self.hand(Ticket::Engine(test), content, Purpose::Repeat);
            }
        }
        if !self.checks.concluded
            && self.checks.original.is_some()
            && self.checks.handed < self.checks.wanted
        {
            self.checks.handed += 1;
            let original = Rc::clone(&self.original);
            return self.hand(Ticket::Check, original, Purpose::Check);
        }
        if self.recheck_due() {
            let best = Rc::new(self.reduction.best().to_vec());
            self.recheck_accepted = self.reduction.stats().accepted;
            self.recheck_ms = self.now_ms;
            self.recheck = Some(Retest::new(best, 1));
        }
        if let Some(recheck) = self.recheck.as_mut().filter(|r| r.ready()) {
            recheck.in_flight = true;
            let content = Rc::clone(&recheck.content);
            return self.hand(Ticket::Recheck, content, Purpose::Recheck);
        }
        if let Some(content) = self.timeout_retest_due() {
            self.timeout_retest_running = true;
            self.timeouts_since_retest = 0;
            self.trust.timeout_retests += 1;
            let limit = self
                .timeout_ms()
                .saturating_mul(TIMEOUT_RETEST_FACTOR)
                .min(CHECK_TIMEOUT_MS.max(self.timeout_ms()));
            return self.hand_with_limit(Ticket::TimeoutRetest, content, Purpose::Retest, limit);
        }
        let step = self.reduction.poll();
        self.drop_abandoned();
        self.take_events(true);
        match step {
            Step::Test(request) => {
                self.in_flight.push(request.id);
                self.launched_bytes = request.content.len();
                if !self.checks.concluded {
                    self.checks.original = Some(request.id);
                    self.checks.handed += 1;
                }
                let content = Rc::new(request.content.to_vec());
                if self.rule.repeat > 1 {
                    self.repeats
                        .insert(request.id, (Tally::default(), Rc::clone(&content)));
                }
                self.hand(Ticket::Engine(request.id), content, Purpose::Candidate)
            }
            Step::Wait => PollStep::Wait,
            Step::Done => self.after_reduction(),
        }
    }

    /// The engine is done: a re-test in flight finishes first, then the
    /// final result is verified (not after a stop or a refusal).
    fn after_reduction(&mut self) -> PollStep {
        if self.recheck.as_ref().is_some_and(|r| r.in_flight) {
            return PollStep::Wait;
        }
        if self.reduction.status() != Status::Finished || self.stopped {
            return PollStep::Done;
        }
        let wanted = self.verify_judgements;
        let best = self.reduction.best();
        let verify = self
            .verify
            .get_or_insert_with(|| Retest::new(Rc::new(best.to_vec()), wanted));
        if verify.ready() {
            verify.in_flight = true;
            let content = Rc::clone(&verify.content);
            return self.hand(Ticket::Verify, content, Purpose::Verify);
        }
        match verify.verdict {
            None => PollStep::Wait,
            Some(true) if self.retest_rejected => self.retest_rejected_next(),
            Some(_) => {
                self.verification_over = true;
                PollStep::Done
            }
        }
    }

    /// After a verified result: the next run of a rejected candidate, until
    /// each ran as often as the verification or one was interesting.
    fn retest_rejected_next(&mut self) -> PollStep {
        if self.rejected_retests.is_empty() && !self.rejected.is_empty() {
            let kept = self.rejected.len();
            for content in self.rejected.drain(..) {
                self.rejected_retests.push(RejectedRetest {
                    content,
                    runs: 0,
                    interesting: 0,
                });
            }
            self.rejected_queue
                .extend((0..REJECTED_RUNS.max(kept)).map(|run| run % kept));
        }
        if self.trust.flaky.is_none() {
            if let Some(index) = self.rejected_queue.pop_front() {
                self.rejected_in_flight += 1;
                let content = Rc::clone(&self.rejected_retests[index].content);
                return self.hand(Ticket::Rejected(index), content, Purpose::Verify);
            }
        }
        if self.rejected_in_flight > 0 {
            return PollStep::Wait;
        }
        self.verification_over = true;
        PollStep::Done
    }

    /// A run of a rejected candidate: interesting now means the oracle is
    /// flaky (or depends on state), whatever the verification said.
    fn rejected_run(&mut self, index: usize, interesting: bool) {
        self.rejected_in_flight = self.rejected_in_flight.saturating_sub(1);
        let Some(retest) = self.rejected_retests.get_mut(index) else {
            return;
        };
        retest.runs += 1;
        retest.interesting += u32::from(interesting);
        if interesting && self.trust.flaky.is_none() {
            self.trust.flaky = Some(FlakyEvidence {
                found_by: "rejected".to_string(),
                bytes: retest.content.len(),
                runs: retest.runs,
                interesting: retest.interesting,
                suggestion: None,
            });
            self.rejected_queue.clear();
        }
    }

    /// A candidate that timed out under the automatic limit, to run again
    /// with a longer one: the first, then one in [`TIMEOUT_RETEST_EVERY`].
    fn timeout_retest_due(&mut self) -> Option<Rc<Vec<u8>>> {
        if self.explicit_timeout.is_some()
            || self.timeout_retest_running
            || self.timeouts_since_retest < TIMEOUT_RETEST_EVERY
            || self.reduction.status() != Status::Running
        {
            return None;
        }
        self.timed_out.take()
    }

    /// A candidate that timed out, run again with a longer limit: when it
    /// is interesting now, the limit was too short, and it rises for the
    /// rest of the run.
    fn timeout_retest_run(&mut self, result: &OracleResult, elapsed_ms: f64) {
        self.timeout_retest_running = false;
        if *result == (OracleResult::Value { value: true }) {
            self.trust.timeout_raises += 1;
            self.trust.timeout_ms = raised_timeout(self.trust.timeout_ms, elapsed_ms);
        }
    }

    /// A re-test of the best result is due: it changed enough, or a while
    /// ago, and none is running.
    fn recheck_due(&self) -> bool {
        if !self.checks.concluded
            || self.recheck.is_some()
            || self.reduction.status() != Status::Running
        {
            return false;
        }
        let accepted = self.reduction.stats().accepted;
        accepted >= self.recheck_accepted + RECHECK_EVERY_ACCEPTED
            || (accepted > self.recheck_accepted
                && self.now_ms - self.recheck_ms >= RECHECK_EVERY_MS)
    }

    /// Gives the engine a verdict and lets it resolve what the verdict
    /// decides, so that this report shows its consequence (step mode's
    /// figures agree with its explanation).
    fn give_verdict(&mut self, test: u64, interesting: bool, elapsed_ms: f64) {
        self.in_flight.retain(|&t| t != test);
        self.repeats.remove(&test);
        let duration = Duration::from_secs_f64(elapsed_ms.max(0.0) / 1000.0);
        self.reduction
            .complete(test, Verdict::from(interesting), duration);
        self.reduction.settle();
        self.drop_abandoned();
        self.take_events(false);
    }

    /// One check run of the original is in; with all of them, the engine
    /// gets its verdict on the original, or the run stops as flaky.
    fn check_run(&mut self, interesting: bool, elapsed_ms: f64) {
        let checks = &mut self.checks;
        checks.done += 1;
        checks.interesting += u32::from(interesting);
        checks.slowest_ms = checks.slowest_ms.max(elapsed_ms);
        if checks.done < checks.wanted {
            return;
        }
        checks.concluded = true;
        let (runs, hits, slowest) = (checks.done, checks.interesting, checks.slowest_ms);
        self.trust.check_runs = runs;
        self.trust.check_interesting = hits;
        self.trust.check_slowest_ms = slowest;
        self.trust.timeout_ms = self
            .explicit_timeout
            .unwrap_or_else(|| adaptive_timeout(slowest, self.in_page));
        let Some(original) = self.checks.original else {
            return;
        };
        if self.rule.repeat == 1 && hits > 0 && hits < runs {
            self.trust.flaky = Some(FlakyEvidence {
                found_by: "original".to_string(),
                bytes: self.original.len(),
                runs,
                interesting: hits,
                suggestion: suggest(f64::from(hits) / f64::from(runs)),
            });
            self.reduction.stop();
            self.take_events(false);
            return;
        }
        // With a repetition rule, the check runs are its first runs.
        let verdict = if self.rule.repeat == 1 {
            hits == runs
        } else {
            hits >= self.rule.min.min(runs)
        };
        self.give_verdict(original, verdict, slowest);
    }

    fn note_step_of(&mut self, id: u64) {
        let stats = self.reduction.stats();
        let testing = match &mut self.tree {
            Some(track) if track.statuses => track.testing(&self.reduction, id),
            _ => Vec::new(),
        };
        self.step = Some(StepNotes {
            id,
            description: self
                .reduction
                .describe_test(id)
                .unwrap_or_else(|| "a candidate".to_string()),
            candidate_bytes: self.launched_bytes,
            candidate_units: self.notes.launched_units,
            current_bytes: stats.current.bytes,
            poll: std::mem::take(&mut self.notes),
            testing,
        });
    }

    /// Gives the engine the verdict a result stands for; `Some(error)` when
    /// the run must end.
    fn settle(&mut self, outcome: &TestOutcome) -> Option<Report> {
        let (ticket, content) = self.tickets.remove(&outcome.id)?;
        self.trust.retries += u64::from(outcome.retries);
        let on_original = match ticket {
            Ticket::Check => true,
            Ticket::Engine(test) => self.checks.original == Some(test) && !self.checks.concluded,
            _ => false,
        };
        let interesting = match self.tally.verdict(&outcome.result, &content, on_original) {
            Ok(verdict) => verdict.is_interesting(),
            Err(message) => {
                self.stopped = true;
                self.reduction.stop();
                self.take_events(false);
                return Some(self.error_report(message));
            }
        };
        self.trust.oracle_runs += 1;
        match ticket {
            Ticket::Check => self.check_run(interesting, outcome.elapsed_ms),
            Ticket::Engine(_) if on_original => self.check_run(interesting, outcome.elapsed_ms),
            Ticket::Engine(test) => {
                if outcome.result == OracleResult::Timeout && self.explicit_timeout.is_none() {
                    self.timeouts_since_retest += 1;
                    self.timed_out = Some(Rc::clone(&content));
                }
                // Only a plain "false" is re-tested later (a JavaScript
                // oracle without a repetition rule): a throw or a timeout
                // may well happen again for good reasons.
                if self.retest_rejected && outcome.result == (OracleResult::Value { value: false })
                {
                    if self.rejected.len() == REJECTED_RETESTS {
                        self.rejected.pop_front();
                    }
                    self.rejected.push_back(content);
                }
                self.engine_run(test, interesting, outcome.elapsed_ms)
            }
            Ticket::Rejected(index) => self.rejected_run(index, interesting),
            Ticket::Recheck => self.recheck_run(interesting),
            Ticket::Verify => self.verify_run(interesting),
            Ticket::TimeoutRetest => self.timeout_retest_run(&outcome.result, outcome.elapsed_ms),
        }
        None
    }

    /// A run of an engine test: its verdict goes to the engine once the
    /// repetition rule decides it; otherwise it runs again.
    fn engine_run(&mut self, test: u64, interesting: bool, elapsed_ms: f64) {
        let verdict = match self.repeats.get_mut(&test) {
            None => Some(interesting),
            Some((tally, _)) => {
                if tally.runs > 0 {
                    self.trust.repeated_runs += 1;
                }
                tally.add(self.rule, interesting)
            }
        };
        match verdict {
            Some(verdict) => self.give_verdict(test, verdict, elapsed_ms),
            None => self.rerun.push_back(test),
        }
    }

    /// A run of the re-test of the best result: a best result that is no
    /// longer interesting shows a flaky (or state-dependent) oracle, and
    /// the run stops with the evidence.
    fn recheck_run(&mut self, interesting: bool) {
        let rule = self.rule;
        let Some(passed) = self.recheck.as_mut().and_then(|r| r.add(rule, interesting)) else {
            return;
        };
        self.trust.rechecks += 1;
        let Some(recheck) = self.recheck.take() else {
            return;
        };
        if !passed {
            self.trust.flaky = Some(FlakyEvidence {
                found_by: "re-test".to_string(),
                bytes: recheck.content.len(),
                runs: recheck.runs,
                interesting: recheck.interesting,
                suggestion: None,
            });
            self.stopped = true;
            self.reduction.stop();
            self.take_events(false);
        }
    }

    /// A run of the final verification.
    fn verify_run(&mut self, interesting: bool) {
        let rule = self.rule;
        let Some(verify) = self.verify.as_mut() else {
            return;
        };
        if let Some(verified) = verify.add(rule, interesting) {
            self.trust.verification = if verified {
                Verification::Verified
            } else {
                Verification::Mismatch
            };
            self.trust.verification_runs = verify.runs;
            self.trust.verification_interesting = verify.interesting;
        }
    }

    fn stepped_report(&mut self, outcome: TestOutcome, elapsed_ms: f64) -> Report {
        let notes = self.step.take().unwrap_or_else(StepNotes::unknown);
        let step = StepReport {
            query: self.reduction.stats().queries,
            original_check: notes.id == 0,
            description: notes.description,
            candidate_bytes: notes.candidate_bytes,
            candidate_units: notes.candidate_units,
            current_bytes: notes.current_bytes,
            result: outcome.result,
            elapsed_ms: outcome.elapsed_ms,
            cache_hits: notes.poll.cache_hits,
            cache_hits_interesting: notes.poll.cache_hits_interesting,
            rejections: notes.poll.rejections,
            adopted_from_cache: notes.poll.adopted_from_cache,
        };
        let mut progress = self.progress_value(elapsed_ms);
        // The test is over, so nothing is in flight: the view shows what the
        // step's test removed (or tried to).
        if let Some(tree) = progress.tree.as_mut() {
            tree.testing = notes.testing;
        }
        Report::Stepped { step, progress }
    }

    fn finished_report(&mut self, elapsed_ms: f64) -> Report {
        let stats = self.reduction.stats();
        // The curve ends at the last query, not at the last reduction.
        self.points.push(Point {
            queries: stats.queries,
            bytes: stats.current.bytes,
        });
        let mut progress = self.progress_value(elapsed_ms);
        progress.best = None;
        Report::Finished {
            status: self.reduction.status(),
            progress,
            best: self.reduction.best().to_vec(),
        }
    }

    /// The report of a run that ends on an error: its figures as of the
    /// last poll (the run's clock included) and its best result, which
    /// stands.
    fn error_report(&mut self, message: String) -> Report {
        let mut progress = self.progress_value(self.now_ms);
        progress.best = None;
        Report::Error {
            message,
            progress: Some(progress),
            best: Some(self.reduction.best().to_vec()),
        }
    }

    /// The input's parse tree, once; from then on progress carries node
    /// statuses (for a tree algorithm).
    fn start_tree_view(&mut self) -> Option<TreeShape> {
        let (tree, statuses) = self.parsed.take()?;
        let shape = shape(&tree, statuses);
        self.tree = Some(TreeTrack::new(tree, statuses));
        Some(shape)
    }

    /// Drains the engine's events: adopted sizes become curve points, and
    /// while polling, candidates answered without the oracle are noted.
    fn take_events(&mut self, polling: bool) {
        let queries = self.reduction.stats().queries;
        let events: Vec<Event> = self.reduction.drain_events().collect();
        // An adoption right after an interesting cache hit came from the
        // cache; otherwise it is the previous oracle verdict's.
        let mut cached_interesting = false;
        for event in events {
            match event {
                Event::Accepted { size } => {
                    self.points.push(Point {
                        queries,
                        bytes: size.bytes,
                    });
                    if polling && cached_interesting {
                        self.notes.adopted_from_cache.push(size.bytes);
                    }
                    cached_interesting = false;
                }
                Event::Tested {
                    cached: true,
                    verdict,
                    ..
                } if polling => {
                    self.notes.cache_hits += 1;
                    if verdict.is_interesting() {
                        self.notes.cache_hits_interesting += 1;
                        cached_interesting = true;
                    }
                }
                Event::Rejected { .. } if polling => self.notes.rejections += 1,
                Event::Launched { size, .. } if polling => self.notes.launched_units = size.units,
                _ => {}
            }
        }
    }

    fn progress_value(&mut self, elapsed_ms: f64) -> Progress {
        let stats = self.reduction.stats();
        let best = (stats.accepted != self.best_sent).then(|| {
            self.best_sent = stats.accepted;
            let best = self.reduction.best();
            match std::str::from_utf8(best) {
                Ok(text) => preview(text, PREVIEW_BYTES).to_string(),
                // Binary: the start as hex, about as long as a text preview.
                Err(_) => hex_dump(&best[..best.len().min(PREVIEW_BYTES / 4)]),
            }
        });
        let batch_log: Vec<BatchRow> = self
            .reduction
            .batch_log()
            .into_iter()
            .map(batch_row)
            .collect();
        let batch_log = (batch_log != self.batch_sent).then(|| {
            self.batch_sent = batch_log.clone();
            batch_log
        });
        Progress {
            stats,
            phase: self.reduction.phase().cloned(),
            elapsed_ms,
            throws: self.tally.throws,
            last_throw: self.tally.last_throw.clone(),
            timeouts: self.tally.timeouts,
            odd_answers: self.tally.odd_answers,
            last_odd: self.tally.last_odd.clone(),
            best,
            points: std::mem::take(&mut self.points),
            tree: self.tree_progress(),
            counters: self.reduction.counters(),
            batch_log,
            trust: self.trust.clone(),
        }
    }

    /// The tree view's part of a report: the best test case's gone nodes
    /// when they changed, and what the tests in flight remove.
    fn tree_progress(&mut self) -> Option<TreeProgress> {
        let track = self.tree.as_mut().filter(|t| t.statuses)?;
        track.refresh(&self.reduction);
        let mut testing = Vec::new();
        for &id in &self.in_flight {
            testing.extend(track.testing(&self.reduction, id));
        }
        Some(TreeProgress {
            removed: track.unsent.take(),
            testing,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::OracleSpec;

    pub(super) fn config(algorithm: &str, input: &str) -> RunConfig {
        RunConfig {
            input: input.as_bytes().to_vec(),
            language: Some("c".to_string()),
            algorithm: algorithm.to_string(),
            units: vec!["line".to_string()],
            oracle: OracleSpec::Javascript {
                code: String::new(),
            },
            timeout_ms: 1000,
            syntax_check: true,
            auto_timeout: false,
            isolation: crate::protocol::Isolation::Fresh,
            workers: 1,
            check_runs: 1,
            repeat: 1,
            min_interesting: 1,
            delay_ms: 0,
            text_encoding: None,
        }
    }

    fn session(algorithm: &str, input: &str) -> Session {
        Session::from_config(&config(algorithm, input)).unwrap()
    }

    fn outcome(id: u64, value: bool) -> TestOutcome {
        TestOutcome {
            id,
            result: OracleResult::Value { value },
            elapsed_ms: 1.0,
            retries: 0,
        }
    }

    /// Runs to the end with "interesting when it mentions `main`", checking
    /// on the way that every test in flight is marked in the tree.
    fn run(session: &mut Session) -> (TreeShape, Vec<u32>) {
        let shape = session.start_tree_view().expect("a C input has a tree");
        let mut removed = Vec::new();
        let mut marked = 0;
        loop {
            let (id, input, purpose) = match session.next() {
                PollStep::Done => break,
                PollStep::Wait => panic!("window 1 never waits"),
                PollStep::Test {
                    id, input, purpose, ..
                } => (id, input.unwrap(), purpose),
            };
            let tree = session
                .progress_value(0.0)
                .tree
                .expect("a tree algorithm reports statuses");
            removed = tree.removed.unwrap_or(removed);
            // The check of the original and the final verification remove
            // nothing from the current test case; every other test does.
            let removes = purpose == Purpose::Candidate && id != 0;
            assert_eq!(!tree.testing.is_empty(), removes, "test {id}");
            marked += tree.testing.len();
            assert!(session
                .settle(&outcome(id, input.contains("main")))
                .is_none());
        }
        assert!(marked > 0);
        let last = session.progress_value(0.0).tree.unwrap().removed;
        (shape, last.unwrap_or(removed))
    }

    #[test]
    fn the_tree_view_sees_what_pardis_removed() {
        let input = "int a;\nint b;\nint main(void) { return 0; }\n";
        let mut session = session("pardis", input);
        let (shape, removed) = run(&mut session);
        let best = String::from_utf8(session.reduction.best().to_vec()).unwrap();
        assert!(best.contains("main") && !best.contains("int a;"));
        // Every removed subtree's text is gone from the result.
        assert!(!removed.is_empty());
        for node in removed {
            let text =
                &input[shape.start[node as usize] as usize..shape.end[node as usize] as usize];
            assert!(
                !best.contains(text),
                "{text:?} was removed but is in {best:?}"
            );
        }
    }

    #[test]
    fn learned_algorithms_use_the_c_model_and_report_their_counts() {
        let input = "int a;\nint b;\nint main(void) { return 0; }\n";
        for algorithm in ["model-pardis", "type-batched"] {
            let mut session = session(algorithm, input);
            match &session.started {
                Report::Started { model, .. } => {
                    assert!(model.as_deref().unwrap().contains("trained C model"))
                }
                other => panic!("{other:?}"),
            }
            run(&mut session);
            let last = session.progress_value(0.0);
            assert!(!last.counters.is_empty(), "{algorithm} has counters");
            if algorithm == "type-batched" {
                assert!(!session.batch_sent.is_empty(), "a schedule was reported");
            }
        }
    }

    #[test]
    fn throws_and_timeouts_are_counted_here_and_fatal_results_end_the_run() {
        let mut session = session("ddmin", "a\nb\nc\nd\n");
        let PollStep::Test { id, .. } = session.next() else {
            panic!()
        };
        // The check of the original: interesting.
        assert!(session.settle(&outcome(id, true)).is_none());
        let PollStep::Test { id, .. } = session.next() else {
            panic!()
        };
        let threw = TestOutcome {
            id,
            result: OracleResult::Threw {
                message: "boom".into(),
            },
            elapsed_ms: 1.0,
            retries: 0,
        };
        assert!(session.settle(&threw).is_none());
        let PollStep::Test { id, .. } = session.next() else {
            panic!()
        };
        let timeout = TestOutcome {
            id,
            result: OracleResult::Timeout,
            elapsed_ms: 1.0,
            retries: 0,
        };
        assert!(session.settle(&timeout).is_none());
        let progress = session.progress_value(0.0);
        assert_eq!((progress.throws, progress.timeouts), (1, 1));
        assert_eq!(progress.last_throw.as_deref(), Some("boom"));
        let PollStep::Test { id, .. } = session.next() else {
            panic!()
        };
        let unreachable = TestOutcome {
            id,
            result: OracleResult::Unreachable {
                message: "down".into(),
            },
            elapsed_ms: 1.0,
            retries: 0,
        };
        match session.settle(&unreachable) {
            Some(Report::Error { message, best, .. }) => {
                assert_eq!(message, "down");
                assert_eq!(best.unwrap(), b"a\nb\nc\nd\n");
            }
            other => panic!("{other:?}"),
        }
        assert!(!session.running());
    }

    /// Runs a session to the end, answering each test with `answer`.
    fn drive_results(
        session: &mut Session,
        mut answer: impl FnMut(&str, Purpose, u32) -> (OracleResult, f64),
    ) -> Option<Report> {
        let mut clock = 0.0;
        while session.running() {
            clock += 100.0;
            let PollStep::Test {
                id,
                input,
                purpose,
                timeout_ms,
                ..
            } = session.poll_step(clock)
            else {
                break;
            };
            let (result, elapsed_ms) = answer(&input.unwrap(), purpose, timeout_ms);
            let outcome = TestOutcome {
                id,
                result,
                elapsed_ms,
                retries: 0,
            };
            if let Some(report) = session.settle(&outcome) {
                return Some(report);
            }
        }
        None
    }

    fn value(value: bool) -> OracleResult {
        OracleResult::Value { value }
    }

    #[test]
    fn odd_answers_on_candidates_are_not_interesting_and_counted() {
        // Like `new Function(input + '; return check()')`: a candidate that
        // lost its last line comments the check out and gives `undefined`.
        let mut session = text_session(
            "a
bug
c
// end
",
            1,
            (1, 1),
        );
        let report = drive_results(&mut session, |input, _, _| {
            if !input.ends_with("// end\n") {
                let got = "undefined".to_string();
                return (OracleResult::NotBoolean { got }, 1.0);
            }
            (value(input.contains("bug")), 1.0)
        });
        assert!(report.is_none(), "{report:?}");
        assert_eq!(session.reduction.status(), Status::Finished);
        assert_eq!(session.reduction.best(), b"bug\n// end\n");
        let progress = session.progress_value(0.0);
        assert!(progress.odd_answers > 0);
        let odd = progress.last_odd.expect("the last odd answer is kept");
        assert_eq!(odd.got, "undefined");
        assert!(!odd.candidate.ends_with("// end\n"));
        assert_eq!(odd.bytes, odd.candidate.len());
        assert_eq!(progress.trust.verification, Verification::Verified);
        // On the original it is the oracle's error, said before reducing.
        let mut session = text_session(
            "a
bug
",
            3,
            (1, 1),
        );
        let report = drive_results(&mut session, |_, _, _| {
            let got = "1 (number)".to_string();
            (OracleResult::NotBoolean { got }, 1.0)
        });
        match report {
            Some(Report::Error { message, .. }) => assert_eq!(
                message,
                "the oracle must return true or false, but returned 1 (number)"
            ),
            other => panic!("{other:?}"),
        }
        assert_eq!(session.reduction.stats().accepted, 0);
    }

    #[test]
    fn a_run_that_ends_on_an_error_keeps_its_clock_and_best_result() {
        let mut session = text_session(
            "a
b
bug
d
",
            1,
            (1, 1),
        );
        let mut tests = 0;
        let report = drive_results(&mut session, |input, _, _| {
            tests += 1;
            if tests < 6 {
                return (value(input.contains("bug")), 1.0);
            }
            let message = "down".to_string();
            (OracleResult::Unreachable { message }, 1.0)
        });
        match report {
            Some(Report::Error {
                progress: Some(progress),
                best: Some(best),
                ..
            }) => {
                assert_eq!(progress.elapsed_ms, 600.0);
                assert!(best.len() < 11 && best.ends_with(b"bug\n"), "{best:?}");
            }
            other => panic!("{other:?}"),
        }
    }

    fn auto_timeout_session(input: &str, endpoint: bool) -> Session {
        let mut config = config("ddmin", input);
        config.language = None;
        config.auto_timeout = true;
        if endpoint {
            config.oracle = OracleSpec::Endpoint(Default::default());
        }
        Session::from_config(&config).unwrap()
    }

    #[test]
    fn the_automatic_limit_fits_the_oracle_kind() {
        for (endpoint, limit) in [(false, 100), (true, 1000)] {
            let mut session = auto_timeout_session(
                "a
bug
", endpoint,
            );
            drive_results(&mut session, |input, _, _| {
                (value(input.contains("bug")), 3.0)
            });
            assert_eq!(session.trust.timeout_ms, limit, "endpoint: {endpoint}");
        }
    }

    #[test]
    fn a_candidate_that_timed_out_but_is_interesting_with_more_time_raises_the_limit() {
        // Interesting candidates take 350 ms; the check run took 20 ms, so
        // the automatic limit (200 ms) times them out.
        let original: String = (0..80).map(|i| format!("l{i}\n")).collect();
        let mut session = auto_timeout_session(&original, false);
        let mut limits = Vec::new();
        drive_results(&mut session, |input, purpose, limit| {
            limits.push((purpose, limit));
            let interesting = input.contains("l7\n");
            let took = if interesting && input.len() < original.len() {
                350.0
            } else {
                20.0
            };
            if took > f64::from(limit) {
                return (OracleResult::Timeout, f64::from(limit));
            }
            (value(interesting), took)
        });
        let trust = session.trust.clone();
        assert_eq!((trust.timeout_retests, trust.timeout_raises), (1, 1));
        assert_eq!(trust.timeout_ms, 700);
        let retest = limits
            .iter()
            .position(|(p, _)| *p == Purpose::Retest)
            .unwrap();
        assert_eq!(limits[retest].1, 2000);
        assert!(
            limits[retest + 1..].iter().all(|&(_, l)| l == 700),
            "{limits:?}"
        );
        // With the raised limit the reduction gets to the line.
        assert_eq!(session.reduction.best(), b"l7\n");
        // Candidates that loop forever: one re-test for the first timeout,
        // then one in twenty, and the limit stays.
        let mut session = auto_timeout_session(&original, false);
        let every_fifth = |input: &str| {
            (0..80)
                .step_by(5)
                .all(|i| input.contains(&format!("l{i}\n")))
        };
        drive_results(&mut session, |input, purpose, limit| {
            if purpose == Purpose::Candidate && !every_fifth(input) {
                return (OracleResult::Timeout, f64::from(limit));
            }
            (value(every_fifth(input)), 20.0)
        });
        let trust = &session.trust;
        let timeouts = session.tally.timeouts;
        let retests = u64::from(trust.timeout_retests);
        assert!(timeouts > 2 * TIMEOUT_RETEST_EVERY, "{timeouts} timeouts");
        assert!(retests >= 2 && retests <= 1 + (timeouts - 1) / TIMEOUT_RETEST_EVERY);
        assert_eq!((trust.timeout_raises, trust.timeout_ms), (0, 200));
    }

    #[test]
    fn candidates_that_are_not_utf8_come_as_bytes_only() {
        let mut config = config("ddmin", "");
        config.language = None;
        config.units = vec!["byte".into()];
        config.input = vec![0xff, b'a', 0xfe];
        let mut session = Session::from_config(&config).unwrap();
        match session.next() {
            PollStep::Test { input, bytes, .. } => {
                assert_eq!(input, None);
                assert_eq!(bytes, vec![0xff, b'a', 0xfe]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn list_algorithms_check_syntax_only_when_asked() {
        let input = "int a;\nint main(void) { return 0; }\n";
        let mut unchecked = config("ddmin", input);
        unchecked.syntax_check = false;
        let mut session = Session::from_config(&unchecked).unwrap();
        assert!(session.parsed.is_none());
        assert!(session.start_tree_view().is_none());
        let mut checked = Session::from_config(&config("ddmin", input)).unwrap();
        assert!(checked.start_tree_view().is_some());
    }

    /// Runs a session to the end with `oracle(candidate, purpose, run)`,
    /// settling each test at once; returns the purposes handed out.
    fn drive(
        session: &mut Session,
        mut oracle: impl FnMut(&str, Purpose) -> (bool, f64),
    ) -> Vec<Purpose> {
        let mut purposes = Vec::new();
        let mut clock = 0.0;
        while session.running() {
            // Ten seconds per test: re-tests come due by time too.
            clock += 10_000.0;
            match session.poll_step(clock) {
                PollStep::Done => break,
                PollStep::Wait => panic!("everything handed out was settled"),
                PollStep::Test {
                    id, input, purpose, ..
                } => {
                    purposes.push(purpose);
                    let (value, elapsed_ms) = oracle(&input.unwrap(), purpose);
                    let outcome = TestOutcome {
                        id,
                        result: OracleResult::Value { value },
                        elapsed_ms,
                        retries: 1,
                    };
                    assert!(session.settle(&outcome).is_none());
                }
            }
        }
        purposes
    }

    fn text_session(input: &str, check_runs: u32, rule: (u32, u32)) -> Session {
        let mut config = config("ddmin", input);
        config.language = None;
        config.check_runs = check_runs;
        config.repeat = rule.0;
        config.min_interesting = rule.1;
        Session::from_config(&config).unwrap()
    }

    fn count(purposes: &[Purpose], purpose: Purpose) -> usize {
        purposes.iter().filter(|&&p| p == purpose).count()
    }

    #[test]
    fn a_deterministic_oracle_passes_the_checks_and_its_result_is_verified() {
        let mut session = text_session("a\nbug\nc\nd\n", 3, (1, 1));
        let purposes = drive(&mut session, |input, _| (input.contains("bug"), 5.0));
        assert_eq!(purposes[0], Purpose::Candidate);
        assert_eq!(count(&purposes, Purpose::Check), 2);
        // Verification: five runs of the result, then twenty of the last
        // rejected candidates, after the reduction.
        let verify = count(&purposes, Purpose::Verify);
        assert_eq!(verify, JS_VERIFY_RUNS as usize + REJECTED_RUNS);
        assert!(purposes[purposes.len() - verify..]
            .iter()
            .all(|&p| p == Purpose::Verify));
        assert!(trust_is_clean(&session));
        let progress = session.progress_value(0.0);
        let trust = &progress.trust;
        assert_eq!((trust.check_runs, trust.check_interesting), (3, 3));
        assert_eq!(trust.verification, Verification::Verified);
        assert_eq!(
            (trust.verification_runs, trust.verification_interesting),
            (5, 5)
        );
        assert_eq!(trust.retries, purposes.len() as u64, "retries are summed");
        assert_eq!(trust.oracle_runs, purposes.len() as u64);
        assert_eq!(session.reduction.best(), b"bug\n");
        assert_eq!(session.reduction.status(), Status::Finished);
        assert!(!session.running());
    }

    #[test]
    fn a_result_that_fails_its_re_test_is_a_mismatch() {
        let mut session = text_session("a\nbug\nc\n", 2, (1, 1));
        drive(&mut session, |input, purpose| {
            (purpose != Purpose::Verify && input.contains("bug"), 1.0)
        });
        let trust = session.progress_value(0.0).trust;
        assert_eq!(trust.verification, Verification::Mismatch);
        // It stops at the first failed judgement.
        assert_eq!(
            (trust.verification_runs, trust.verification_interesting),
            (1, 0)
        );
    }

    #[test]
    fn a_stopped_run_is_not_verified() {
        let mut session = text_session("a\nbug\nc\n", 1, (1, 1));
        let PollStep::Test { id, .. } = session.poll_step(0.0) else {
            panic!()
        };
        assert!(session.settle(&outcome(id, true)).is_none());
        session.stop();
        assert!(!session.running());
        assert!(matches!(session.poll_step(1.0), PollStep::Done));
        let trust = session.progress_value(0.0).trust;
        assert_eq!(trust.verification, Verification::Skipped);
    }

    #[test]
    fn a_flaky_original_stops_before_reducing_with_the_evidence_and_a_rule() {
        let mut session = text_session("a\nbug\nc\n", 3, (1, 1));
        let mut answers = [true, false, true].into_iter();
        let purposes = drive(&mut session, |_, _| (answers.next().unwrap(), 1.0));
        assert_eq!(purposes.len(), 3, "the check runs only");
        assert_eq!(session.reduction.status(), Status::Stopped);
        assert_eq!(session.reduction.stats().accepted, 0);
        let flaky = session.progress_value(0.0).trust.flaky.expect("flaky");
        assert_eq!(flaky.found_by, "original");
        assert_eq!((flaky.interesting, flaky.runs), (2, 3));
        let rule = flaky.suggestion.expect("a rule for 2 of 3");
        assert_eq!((rule.repeat, rule.min_interesting), (5, 1));
        assert_eq!(
            session.progress_value(0.0).trust.verification,
            Verification::Skipped
        );
    }

    #[test]
    fn with_a_repetition_rule_a_candidate_needs_min_of_up_to_repeat_runs() {
        // Interesting on every other run of a candidate that has the bug.
        let mut session = text_session("a\nbug\nc\nd\n", 3, (4, 2));
        let mut runs = 0u32;
        let purposes = drive(&mut session, |input, _| {
            runs += 1;
            (input.contains("bug") && runs % 2 == 1, 1.0)
        });
        assert_eq!(session.reduction.best(), b"bug\n");
        let trust = session.progress_value(0.0).trust;
        assert!(trust.repeated_runs > 0);
        assert_eq!(
            trust.repeated_runs as usize,
            count(&purposes, Purpose::Repeat)
        );
        assert!(trust.flaky.is_none(), "the rule covers the flakiness");
        assert_eq!(trust.verification, Verification::Verified);
        // A candidate without the bug: 3 failures leave too few runs for 2.
        let mut session = text_session("bug\n", 1, (4, 2));
        let _ = session.poll_step(0.0);
        assert_eq!(session.rule.decide(3, 0), Some(false));
    }

    #[test]
    fn the_check_runs_set_the_limit_unless_one_was_given() {
        let mut config = config("ddmin", "a\nbug\n");
        config.language = None;
        config.check_runs = 3;
        config.auto_timeout = true;
        let mut session = Session::from_config(&config).unwrap();
        let mut elapsed = [30.0, 250.0, 80.0].into_iter();
        let mut limits = Vec::new();
        while session.running() {
            let PollStep::Test {
                id,
                input,
                timeout_ms,
                ..
            } = session.poll_step(0.0)
            else {
                break;
            };
            limits.push(timeout_ms);
            let outcome = TestOutcome {
                id,
                result: OracleResult::Value {
                    value: input.unwrap().contains("bug"),
                },
                elapsed_ms: elapsed.next().unwrap_or(1.0),
                retries: 0,
            };
            session.settle(&outcome);
        }
        assert_eq!(&limits[..3], &[CHECK_TIMEOUT_MS; 3]);
        assert!(limits[3..].iter().all(|&l| l == 2500), "{limits:?}");
        let trust = session.progress_value(0.0).trust;
        assert_eq!((trust.timeout_ms, trust.timeout_auto), (2500, true));
        config.auto_timeout = false;
        config.timeout_ms = 700;
        let mut session = Session::from_config(&config).unwrap();
        drive(&mut session, |input, _| (input.contains("bug"), 250.0));
        assert_eq!(session.progress_value(0.0).trust.timeout_ms, 700);
    }

    #[test]
    fn the_best_result_is_tested_again_during_the_run_and_a_flaky_one_stops_it() {
        let input: String = (0..200).map(|i| format!("l{i}\n")).collect();
        // Interesting when it has l150: the best is re-tested as it shrinks.
        let mut session = text_session(&input, 1, (1, 1));
        let mut seen = 0;
        let purposes = drive(&mut session, |input, purpose| {
            seen += usize::from(purpose == Purpose::Recheck);
            (input.contains("l150\n"), 1.0)
        });
        let trust = session.progress_value(0.0).trust;
        assert!(
            trust.rechecks > 0 && trust.rechecks as usize == seen,
            "{purposes:?}"
        );
        assert!(trust.flaky.is_none());
        // The same, but the re-test says no: flaky, with the evidence.
        let mut session = text_session(&input, 1, (1, 1));
        drive(&mut session, |input, purpose| {
            (purpose != Purpose::Recheck && input.contains("l150\n"), 1.0)
        });
        let flaky = session.progress_value(0.0).trust.flaky.expect("flaky");
        assert_eq!(flaky.found_by, "re-test");
        assert_eq!((flaky.interesting, flaky.runs), (0, 1));
        assert!(flaky.bytes < input.len());
        assert_eq!(session.reduction.status(), Status::Stopped);
        assert_eq!(
            session.progress_value(0.0).trust.verification,
            Verification::Skipped
        );
    }

    fn trust_is_clean(session: &Session) -> bool {
        session.trust.flaky.is_none()
    }

    #[test]
    fn a_rejected_candidate_that_passes_later_shows_a_flaky_oracle() {
        // The result is always interesting; a rejected candidate passes in
        // its re-test after the verification.
        let mut session = text_session("a\nbug\nc\nd\n", 1, (1, 1));
        let mut verify_runs = 0;
        drive(&mut session, |input, purpose| {
            if purpose == Purpose::Verify {
                verify_runs += 1;
                return (
                    verify_runs > JS_VERIFY_RUNS + 2 || input.contains("bug"),
                    1.0,
                );
            }
            (input.contains("bug"), 1.0)
        });
        let trust = session.progress_value(0.0).trust;
        assert_eq!(trust.verification, Verification::Verified);
        let flaky = trust.flaky.expect("flaky");
        assert_eq!(flaky.found_by, "rejected");
        assert_eq!(flaky.interesting, 1);
        assert!(!flaky.bytes.to_string().is_empty());
        assert!(!session.running());
    }
}
