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

mod track;
mod tree_report;

use std::time::Duration;

use wasm_bindgen::prelude::*;
use whittle_core::algorithms::tree::{BatchRecord, TreeOptions};
use whittle_core::algorithms::ListOptions;
use whittle_core::tree::NodeId;
use whittle_core::{Event, Granularity, Reduction, ReductionOptions, Status, Step, Verdict};
use whittle_setup::{ModelSource, SetupError, SetupOptions};

use crate::protocol::{
    from_js, preview, to_js, BatchRow, LanguageInfo, OracleResult, Point, PollStep, Progress,
    Report, RunConfig, StepReport, TestOutcome, TreeProgress, TreeShape, PREVIEW_BYTES,
};
use track::TreeTrack;
use tree_report::shape;

/// The `ready` report: the languages this build can parse.
#[wasm_bindgen]
pub fn catalog() -> JsValue {
    to_js(&ready_report())
}

fn ready_report() -> Report {
    let languages = whittle_grammars::languages()
        .iter()
        .map(|l| LanguageInfo {
            name: l.name.to_string(),
            title: l.title.to_string(),
            extensions: l.extensions.iter().map(|e| e.to_string()).collect(),
            trained_model: l.trained_model().is_some(),
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

/// Oracle results that were not plain verdicts, counted for the statistics.
#[derive(Default)]
struct OracleTally {
    throws: u64,
    timeouts: u64,
    last_throw: Option<String>,
}

impl OracleTally {
    /// The verdict a result stands for, counting throws and timeouts; `Err`
    /// for a result that means no candidate can be answered (the run stops).
    fn verdict(&mut self, result: &OracleResult) -> Result<Verdict, String> {
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
            OracleResult::InvalidCode { message } => {
                Err(format!("the oracle is not valid JavaScript: {message}"))
            }
            OracleResult::NotBoolean { got } => Err(format!(
                "the oracle must return true or false, but returned {got}"
            )),
            OracleResult::Unreachable { message } => Err(message.clone()),
            OracleResult::BadRequest { message } => {
                Err(format!("the endpoint settings are wrong: {message}"))
            }
        }
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

    /// What to do next: a [`PollStep`].
    pub fn poll(&mut self) -> JsValue {
        to_js(&self.next())
    }

    /// Notes what test `id` (just handed out by `poll`) is, for the
    /// `stepped` report that follows its result.
    pub fn note_step(&mut self, id: f64) {
        self.note_step_of(id as u64);
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

    /// Stops the reduction; the best result so far stands.
    pub fn stop(&mut self) {
        self.reduction.stop();
        self.take_events(false);
    }

    /// Whether the reduction goes on (not finished, stopped or refused).
    pub fn running(&self) -> bool {
        self.reduction.status() == Status::Running
    }

    /// A `progress` report; the start of the best result is included when
    /// it changed since the last report that carried it.
    pub fn progress(&mut self, elapsed_ms: f64) -> JsValue {
        to_js(&Report::Progress(self.progress_value(elapsed_ms)))
    }

    /// The `paused` report.
    pub fn paused(&mut self, elapsed_ms: f64) -> JsValue {
        let progress = self.progress_value(elapsed_ms);
        to_js(&Report::Paused { progress })
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
        })
    }

    fn next(&mut self) -> PollStep {
        self.notes = PollNotes::default();
        let step = self.reduction.poll();
        self.take_events(true);
        match step {
            Step::Test(request) => {
                self.in_flight.push(request.id);
                self.launched_bytes = request.content.len();
                let bytes = request.content.to_vec();
                PollStep::Test {
                    id: request.id,
                    input: String::from_utf8(bytes.clone()).ok(),
                    bytes,
                }
            }
            Step::Wait => PollStep::Wait,
            Step::Done => PollStep::Done,
        }
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
        self.in_flight.retain(|&t| t != outcome.id);
        let verdict = match self.tally.verdict(&outcome.result) {
            Ok(verdict) => verdict,
            Err(message) => {
                self.reduction.stop();
                self.take_events(false);
                return Some(self.error_report(message));
            }
        };
        let duration = Duration::from_secs_f64(outcome.elapsed_ms.max(0.0) / 1000.0);
        self.reduction.complete(outcome.id, verdict, duration);
        // The verdict's consequence shows in this report, not the next one
        // (step mode's figures agree with its explanation).
        self.reduction.settle();
        self.take_events(false);
        None
    }

    fn stepped_report(&mut self, outcome: TestOutcome, elapsed_ms: f64) -> Report {
        let mut notes = self.step.take();
        let testing = notes.as_mut().map(|n| std::mem::take(&mut n.testing));
        let query = self.reduction.stats().queries;
        let poll = notes
            .as_mut()
            .map(|n| std::mem::take(&mut n.poll))
            .unwrap_or_default();
        let step = StepReport {
            query,
            original_check: notes.as_ref().is_some_and(|n| n.id == 0),
            description: notes
                .as_ref()
                .map_or_else(|| "a candidate".to_string(), |n| n.description.clone()),
            candidate_bytes: notes.as_ref().map_or(0, |n| n.candidate_bytes),
            candidate_units: notes.as_ref().map_or(0, |n| n.candidate_units),
            current_bytes: notes.as_ref().map_or(0, |n| n.current_bytes),
            result: outcome.result,
            elapsed_ms: outcome.elapsed_ms,
            cache_hits: poll.cache_hits,
            cache_hits_interesting: poll.cache_hits_interesting,
            rejections: poll.rejections,
            adopted_from_cache: poll.adopted_from_cache,
        };
        let mut progress = self.progress_value(elapsed_ms);
        // The test is over, so nothing is in flight: the view shows what the
        // step's test removed (or tried to).
        if let (Some(tree), Some(testing)) = (progress.tree.as_mut(), testing) {
            tree.testing = testing;
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

    fn error_report(&mut self, message: String) -> Report {
        let mut progress = self.progress_value(0.0);
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
            preview(
                &String::from_utf8_lossy(self.reduction.best()),
                PREVIEW_BYTES,
            )
            .to_string()
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
            best,
            points: std::mem::take(&mut self.points),
            tree: self.tree_progress(),
            counters: self.reduction.counters(),
            batch_log,
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

    fn config(algorithm: &str, input: &str) -> RunConfig {
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
        }
    }

    /// Runs to the end with "interesting when it mentions `main`", checking
    /// on the way that every test in flight is marked in the tree.
    fn run(session: &mut Session) -> (TreeShape, Vec<u32>) {
        let shape = session.start_tree_view().expect("a C input has a tree");
        let mut removed = Vec::new();
        let mut marked = 0;
        loop {
            let (id, input) = match session.next() {
                PollStep::Done => break,
                PollStep::Wait => panic!("window 1 never waits"),
                PollStep::Test { id, input, .. } => (id, input.unwrap()),
            };
            let tree = session
                .progress_value(0.0)
                .tree
                .expect("a tree algorithm reports statuses");
            removed = tree.removed.unwrap_or(removed);
            // The check of the original removes nothing; every later test does.
            assert_eq!(tree.testing.is_empty(), id == 0, "test {id}");
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
        };
        assert!(session.settle(&threw).is_none());
        let PollStep::Test { id, .. } = session.next() else {
            panic!()
        };
        let timeout = TestOutcome {
            id,
            result: OracleResult::Timeout,
            elapsed_ms: 1.0,
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
}
