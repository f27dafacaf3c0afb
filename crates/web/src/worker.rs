//! The reduction worker's engine side: a [`Reduction`] behind a small
//! wasm-bindgen API. `www/reduce-worker.js` drives it: it calls
//! [`Session::poll`], sends the candidate to the oracle worker, and reports
//! the verdict with [`Session::complete`]. Everything that decides what is
//! tested (algorithm, cache, syntax check, statistics) happens here.

use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::prelude::*;
use whittle_core::algorithms::tree::{build_tree, is_tree_algorithm, TreeOptions};
use whittle_core::algorithms::{build, ListOptions};
use whittle_core::{Event, Granularity, Reduction, ReductionOptions, Status, Step, Verdict};

use crate::protocol::{
    preview, LanguageInfo, OracleResult, Point, Progress, Report, RunConfig, StepReport,
    PREVIEW_BYTES,
};

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
        })
        .collect();
    serde_json::to_string(&Report::Ready { languages }).unwrap_or_default()
}

/// What a run is set up from, parsed and checked.
pub struct Setup {
    pub reduction: Reduction,
    pub started: Report,
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
    let (reduction, parse_errors) = if is_tree_algorithm(&config.algorithm) {
        let Some(language) = language else {
            return Err(format!(
                "`{}` reduces a parse tree: choose a language",
                config.algorithm
            ));
        };
        let parsed = language.parse(&input)?;
        let errors = parsed.error_nodes;
        let algorithm = build_tree(
            &config.algorithm,
            Rc::new(parsed.tree),
            TreeOptions::default(),
        )?;
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
                (
                    Some(language.validator(parsed.error_nodes)),
                    parsed.error_nodes,
                )
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
        },
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
        })
    }

    /// The `started` report (language, parse errors).
    pub fn started(&self) -> String {
        self.started.clone()
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
        });
    }

    pub fn complete(&mut self, id: f64, interesting: bool, millis: f64) {
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
        let notes = self.step.take();
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
        let progress = self.progress_value(elapsed_ms, throws, timeouts, last_throw);
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
        Progress {
            stats,
            phase: self.reduction.phase().cloned(),
            elapsed_ms,
            throws: throws as u64,
            last_throw,
            timeouts: timeouts as u64,
            best,
            points: std::mem::take(&mut self.points),
        }
    }
}
