//! The reduction worker's engine side: a [`Reduction`] behind a small
//! wasm-bindgen API. `www/reduce-worker.js` drives it: it calls
//! [`Session::poll`], sends the candidate to the oracle worker, and reports
//! the verdict with [`Session::complete`]. Everything that decides what is
//! tested (algorithm, cache, syntax check, statistics) happens here. For
//! the tree view it keeps the parse tree and reports, with progress, which
//! nodes the best test case and the tests in flight leave out
//! (`tree_report.rs`).

use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::prelude::*;
use whittle_core::algorithms::tree::{
    build_tree, is_learned_algorithm, is_tree_algorithm, BatchRecord, TreeOptions,
};
use whittle_core::algorithms::{build, ListOptions};
use whittle_core::learn::ModelFile;
use whittle_core::tree::{NodeId, Tree};
use whittle_core::{Event, Granularity, Reduction, ReductionOptions, Status, Step, Verdict};
use whittle_grammars::Language;

use crate::protocol::{
    preview, BatchRow, LanguageInfo, OracleResult, Point, Progress, Report, RunConfig, StepReport,
    TreeProgress, TreeShape, PREVIEW_BYTES,
};
use crate::tree_report::{gone_mask, gone_roots, shape};

/// `poll` found nothing to start: the run is over.
pub const POLL_DONE: f64 = -1.0;
/// `poll` found a test running and nothing else to start.
pub const POLL_WAIT: f64 = -2.0;

/// The `ready` report: the languages this build can parse.
#[wasm_bindgen]
pub fn catalog() -> String {
    let languages = whittle_grammars::languages()
        .iter()
        .map(|l| LanguageInfo {
            name: l.name.to_string(),
            title: l.title.to_string(),
            extensions: l.extensions.iter().map(|e| e.to_string()).collect(),
            trained_model: l.trained_model().is_some(),
        })
        .collect();
    serde_json::to_string(&Report::Ready { languages }).unwrap_or_default()
}

/// What a run is set up from, parsed and checked.
pub struct Setup {
    pub reduction: Reduction,
    pub started: Report,
    /// The input's parse tree, when a language was chosen.
    pub tree: Option<Rc<Tree>>,
    /// The algorithm edits that tree (so node statuses can be reported).
    pub tree_algorithm: bool,
}

/// The learning-guided algorithms' options for `language`: its trained
/// model when one ships (else they learn during the run), and a note
/// saying which for the UI.
fn learn_options(language: &Language) -> Result<(TreeOptions, String), String> {
    let mut options = TreeOptions::default();
    let note = match language.trained_model() {
        Some(text) => {
            let model = ModelFile::from_json(text)
                .map_err(|e| format!("the built-in {} model: {e}", language.name))?;
            options.learn.model = Some(Rc::new(model));
            format!("the trained {} model shipped with whittle", language.title)
        }
        None => format!(
            "no trained model for {}: it learns during the run",
            language.title
        ),
    };
    Ok((options, note))
}

/// Builds the reduction a [`RunConfig`] asks for.
pub fn setup(config: &RunConfig) -> Result<Setup, String> {
    if config.input.is_empty() {
        return Err("the input is empty: paste, open or drop a test case first".to_string());
    }
    let language = match config.language.as_deref() {
        None | Some("") | Some("text") => None,
        Some(name) => Some(
            whittle_grammars::by_name(name).ok_or_else(|| format!("unknown language `{name}`"))?,
        ),
    };
    let input = config.input.as_bytes().to_vec();
    let options = ReductionOptions {
        window: config.window(),
        ..ReductionOptions::default()
    };
    let mut model = None;
    let mut tree = None;
    let (reduction, parse_errors) = if is_tree_algorithm(&config.algorithm) {
        let Some(language) = language else {
            return Err(format!(
                "`{}` reduces a parse tree: choose a language",
                config.algorithm
            ));
        };
        let parsed = language.parse(&input)?;
        let errors = parsed.error_nodes;
        let tree_options = if is_learned_algorithm(&config.algorithm) {
            let (tree_options, note) = learn_options(language)?;
            model = Some(note);
            tree_options
        } else {
            TreeOptions::default()
        };
        let parsed_tree = Rc::new(parsed.tree);
        tree = Some(Rc::clone(&parsed_tree));
        let algorithm = build_tree(&config.algorithm, parsed_tree, tree_options)?;
        let reduction =
            Reduction::new(algorithm, options).with_validator(Box::new(language.validator(errors)));
        (reduction, errors)
    } else {
        let units = config
            .units
            .iter()
            .map(|u| u.parse::<Granularity>())
            .collect::<Result<Vec<_>, _>>()?;
        let (validator, errors) = match language {
            Some(language) => {
                let parsed = language.parse(&input)?;
                let errors = parsed.error_nodes;
                tree = Some(Rc::new(parsed.tree));
                (Some(language.validator(errors)), errors)
            }
            None => (None, 0),
        };
        let algorithm = build(&config.algorithm, input, &units, ListOptions::default())?;
        let reduction = Reduction::new(algorithm, options);
        let reduction = match validator {
            Some(v) => reduction.with_validator(Box::new(v)),
            None => reduction,
        };
        (reduction, errors)
    };
    Ok(Setup {
        reduction,
        started: Report::Started {
            algorithm: config.algorithm.clone(),
            language: language.map(|l| l.name.to_string()),
            parse_errors,
            model,
        },
        tree,
        tree_algorithm: is_tree_algorithm(&config.algorithm),
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

/// The tree view's bookkeeping, once the UI asked for it.
struct TreeTrack {
    tree: Rc<Tree>,
    /// A tree algorithm: node statuses can be reported.
    statuses: bool,
    /// `stats.accepted` when `gone` was last brought up to date.
    seen_accepted: Option<u64>,
    /// Which nodes the best test case leaves out.
    gone: Vec<bool>,
    /// Top-most gone nodes not sent yet.
    unsent: Option<Vec<NodeId>>,
}

impl TreeTrack {
    /// Brings `gone` up to the best test case (only when it changed: the
    /// walk is over the whole tree).
    fn refresh(&mut self, reduction: &Reduction) {
        let accepted = reduction.stats().accepted;
        if self.seen_accepted == Some(accepted) {
            return;
        }
        self.seen_accepted = Some(accepted);
        if let Some(edit) = reduction.tree_edit() {
            let roots = gone_roots(&self.tree, &edit);
            self.gone = gone_mask(&self.tree, &roots);
            self.unsent = Some(roots);
        }
    }

    /// What running test `id` removes on top of the best test case.
    fn testing(&mut self, reduction: &Reduction, id: u64) -> Vec<NodeId> {
        self.refresh(reduction);
        let Some(edit) = reduction.test_edit(id) else {
            return Vec::new();
        };
        gone_roots(&self.tree, &edit)
            .into_iter()
            .filter(|&node| !self.gone[node as usize])
            .collect()
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
    started: String,
    content: String,
    best_sent: u64,
    /// Points of the size curve not sent yet.
    points: Vec<Point>,
    notes: PollNotes,
    step: Option<StepNotes>,
    /// Tests handed out and not completed (the tree view marks their nodes).
    in_flight: Vec<u64>,
    /// The input's parse tree, until the UI asks for the tree view.
    parsed: Option<(Rc<Tree>, bool)>,
    tree: Option<TreeTrack>,
    batch_sent: Vec<BatchRow>,
}

#[wasm_bindgen]
impl Session {
    /// Sets up a run from a JSON [`RunConfig`]; the error is a message for people.
    #[wasm_bindgen(constructor)]
    pub fn new(config_json: &str) -> Result<Session, JsError> {
        let config: RunConfig =
            serde_json::from_str(config_json).map_err(|e| JsError::new(&e.to_string()))?;
        let setup = setup(&config).map_err(|e| JsError::new(&e))?;
        let initial = setup.reduction.stats().initial.bytes;
        Ok(Session {
            reduction: setup.reduction,
            window: config.window(),
            started: serde_json::to_string(&setup.started).unwrap_or_default(),
            content: String::new(),
            best_sent: u64::MAX,
            points: vec![Point {
                queries: 0,
                bytes: initial,
            }],
            notes: PollNotes::default(),
            step: None,
            in_flight: Vec::new(),
            parsed: setup.tree.map(|tree| (tree, setup.tree_algorithm)),
            tree: None,
            batch_sent: Vec::new(),
        })
    }

    /// The `started` report (language, parse errors).
    pub fn started(&self) -> String {
        self.started.clone()
    }

    /// The `tree` message (the input's parse tree, [`TreeShape::to_js`]),
    /// or `null` when the run has no language. From now on progress carries
    /// node statuses.
    pub fn tree_shape(&mut self) -> JsValue {
        self.start_tree_view()
            .map_or(JsValue::NULL, |shape| shape.to_js())
    }

    /// How many tests may run at once.
    pub fn window(&self) -> f64 {
        self.window as f64
    }

    /// The next test's id (and [`Session::content`] its candidate), or
    /// [`POLL_DONE`] / [`POLL_WAIT`].
    pub fn poll(&mut self) -> f64 {
        self.notes = PollNotes::default();
        let step = self.reduction.poll();
        self.take_events(true);
        match step {
            Step::Test(request) => {
                self.in_flight.push(request.id);
                self.content = String::from_utf8_lossy(&request.content).into_owned();
                request.id as f64
            }
            Step::Wait => POLL_WAIT,
            Step::Done => POLL_DONE,
        }
    }

    /// The candidate of the last test `poll` handed out.
    pub fn content(&self) -> String {
        self.content.clone()
    }

    /// Notes what test `id` (just handed out by `poll`) is, for
    /// [`Session::stepped`].
    pub fn note_step(&mut self, id: f64) {
        let id = id as u64;
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
            candidate_bytes: self.content.len(),
            candidate_units: self.notes.launched_units,
            current_bytes: stats.current.bytes,
            poll: std::mem::take(&mut self.notes),
            testing,
        });
    }

    pub fn complete(&mut self, id: f64, interesting: bool, millis: f64) {
        self.in_flight.retain(|&t| t != id as u64);
        let duration = Duration::from_secs_f64((millis.max(0.0)) / 1000.0);
        self.reduction
            .complete(id as u64, Verdict::from(interesting), duration);
        self.take_events(false);
    }

    pub fn stop(&mut self) {
        self.reduction.stop();
        self.take_events(false);
    }

    /// `running`, `finished`, `stopped` or `original_not_interesting`.
    pub fn status(&self) -> String {
        match self.reduction.status() {
            Status::Running => "running",
            Status::Finished => "finished",
            Status::Stopped => "stopped",
            Status::OriginalNotInteresting => "original_not_interesting",
        }
        .to_string()
    }

    pub fn best(&self) -> String {
        String::from_utf8_lossy(self.reduction.best()).into_owned()
    }

    /// A `progress` report; the start of the best result is included when
    /// it changed since the last report that carried it. `throws`,
    /// `timeouts` and `last_throw` are counted by the JavaScript side.
    pub fn progress(
        &mut self,
        elapsed_ms: f64,
        throws: f64,
        timeouts: f64,
        last_throw: Option<String>,
    ) -> String {
        let progress = self.progress_value(elapsed_ms, throws, timeouts, last_throw);
        serde_json::to_string(&Report::Progress(progress)).unwrap_or_default()
    }

    /// The `paused` report.
    pub fn paused(
        &mut self,
        elapsed_ms: f64,
        throws: f64,
        timeouts: f64,
        last_throw: Option<String>,
    ) -> String {
        let progress = self.progress_value(elapsed_ms, throws, timeouts, last_throw);
        serde_json::to_string(&Report::Paused { progress }).unwrap_or_default()
    }

    /// The `stepped` report for the test noted by `note_step`, given the
    /// oracle's result (an `OracleResult` as JSON) and its time.
    pub fn stepped(
        &mut self,
        result_json: &str,
        millis: f64,
        elapsed_ms: f64,
        throws: f64,
        timeouts: f64,
        last_throw: Option<String>,
    ) -> String {
        let result = serde_json::from_str(result_json).unwrap_or(OracleResult::Threw {
            message: format!("unreadable oracle result {result_json}"),
        });
        let mut notes = self.step.take();
        let testing = notes.as_mut().map(|n| std::mem::take(&mut n.testing));
        let query = self.reduction.stats().queries;
        let step = match notes {
            Some(n) => StepReport {
                query,
                original_check: n.id == 0,
                description: n.description,
                candidate_bytes: n.candidate_bytes,
                candidate_units: n.candidate_units,
                current_bytes: n.current_bytes,
                result,
                elapsed_ms: millis,
                cache_hits: n.poll.cache_hits,
                cache_hits_interesting: n.poll.cache_hits_interesting,
                rejections: n.poll.rejections,
                adopted_from_cache: n.poll.adopted_from_cache,
            },
            None => StepReport {
                query,
                original_check: false,
                description: "a candidate".to_string(),
                candidate_bytes: 0,
                candidate_units: 0,
                current_bytes: 0,
                result,
                elapsed_ms: millis,
                cache_hits: 0,
                cache_hits_interesting: 0,
                rejections: 0,
                adopted_from_cache: Vec::new(),
            },
        };
        let mut progress = self.progress_value(elapsed_ms, throws, timeouts, last_throw);
        // The test is over, so nothing is in flight: the view shows what the
        // step's test removed (or tried to).
        if let (Some(tree), Some(testing)) = (progress.tree.as_mut(), testing) {
            tree.testing = testing;
        }
        serde_json::to_string(&Report::Stepped { step, progress }).unwrap_or_default()
    }

    /// The `finished` report, with the whole best result.
    pub fn finished(
        &mut self,
        elapsed_ms: f64,
        throws: f64,
        timeouts: f64,
        last_throw: Option<String>,
    ) -> String {
        let stats = self.reduction.stats();
        // The curve ends at the last query, not at the last reduction.
        self.points.push(Point {
            queries: stats.queries,
            bytes: stats.current.bytes,
        });
        let mut progress = self.progress_value(elapsed_ms, throws, timeouts, last_throw);
        progress.best = None;
        serde_json::to_string(&Report::Finished {
            status: self.reduction.status(),
            progress,
            best: self.best(),
        })
        .unwrap_or_default()
    }
}

impl Session {
    /// The input's parse tree, once; from then on progress carries node
    /// statuses (for a tree algorithm).
    fn start_tree_view(&mut self) -> Option<TreeShape> {
        let (tree, statuses) = self.parsed.take()?;
        let shape = shape(&tree, statuses);
        self.tree = Some(TreeTrack {
            gone: vec![false; tree.len()],
            tree,
            statuses,
            seen_accepted: None,
            unsent: None,
        });
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

    fn progress_value(
        &mut self,
        elapsed_ms: f64,
        throws: f64,
        timeouts: f64,
        last_throw: Option<String>,
    ) -> Progress {
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
            throws: throws as u64,
            last_throw,
            timeouts: timeouts as u64,
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

    fn session(algorithm: &str, input: &str) -> Session {
        let config = RunConfig {
            input: input.to_string(),
            language: Some("c".to_string()),
            algorithm: algorithm.to_string(),
            units: vec!["line".to_string()],
            oracle: OracleSpec::Javascript {
                code: String::new(),
            },
            timeout_ms: 1000,
        };
        Session::new(&serde_json::to_string(&config).unwrap()).unwrap_or_else(|_| panic!())
    }

    fn progress(session: &mut Session) -> Progress {
        match serde_json::from_str(&session.progress(0.0, 0.0, 0.0, None)).unwrap() {
            Report::Progress(p) => p,
            other => panic!("{other:?}"),
        }
    }

    /// Runs to the end with "interesting when it mentions `main`", checking
    /// on the way that every test in flight is marked in the tree.
    fn run(session: &mut Session) -> (TreeShape, Vec<u32>) {
        let shape = session.start_tree_view().expect("a C input has a tree");
        let mut removed = Vec::new();
        let mut marked = 0;
        loop {
            let id = session.poll();
            if id == POLL_DONE {
                break;
            }
            let tree = progress(session)
                .tree
                .expect("a tree algorithm reports statuses");
            removed = tree.removed.unwrap_or(removed);
            // The check of the original removes nothing; every later test does.
            assert_eq!(tree.testing.is_empty(), id == 0.0, "test {id}");
            marked += tree.testing.len();
            let interesting = session.content().contains("main");
            session.complete(id, interesting, 1.0);
        }
        assert!(marked > 0);
        (
            shape,
            progress(session).tree.unwrap().removed.unwrap_or(removed),
        )
    }

    #[test]
    fn the_tree_view_sees_what_pardis_removed() {
        let input = "int a;\nint b;\nint main(void) { return 0; }\n";
        let mut session = session("pardis", input);
        let (shape, removed) = run(&mut session);
        let best = session.best();
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
            assert!(session.started().contains("trained C model"), "{algorithm}");
            run(&mut session);
            let last = progress(&mut session);
            assert!(!last.counters.is_empty(), "{algorithm} has counters");
            if algorithm == "type-batched" {
                assert!(!session.batch_sent.is_empty(), "a schedule was reported");
            }
        }
    }
}
