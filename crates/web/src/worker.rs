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
use whittle_core::{Granularity, Reduction, ReductionOptions, Status, Step, Verdict};

use crate::protocol::{LanguageInfo, Progress, Report, RunConfig};

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

/// One reduction run.
#[wasm_bindgen]
pub struct Session {
    reduction: Reduction,
    started: String,
    content: String,
    best_sent: u64,
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
    let options = ReductionOptions::default();
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

#[wasm_bindgen]
impl Session {
    /// Sets up a run from a JSON [`RunConfig`]; the error is a message for people.
    #[wasm_bindgen(constructor)]
    pub fn new(config_json: &str) -> Result<Session, JsError> {
        let config: RunConfig =
            serde_json::from_str(config_json).map_err(|e| JsError::new(&e.to_string()))?;
        let setup = setup(&config).map_err(|e| JsError::new(&e))?;
        Ok(Session {
            reduction: setup.reduction,
            started: serde_json::to_string(&setup.started).unwrap_or_default(),
            content: String::new(),
            best_sent: u64::MAX,
        })
    }

    /// The `started` report (language, parse errors).
    pub fn started(&self) -> String {
        self.started.clone()
    }

    /// The next test's id (and [`Session::content`] its candidate), or
    /// [`POLL_DONE`] / [`POLL_WAIT`].
    pub fn poll(&mut self) -> f64 {
        match self.reduction.poll() {
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

    pub fn complete(&mut self, id: f64, interesting: bool, millis: f64) {
        let duration = Duration::from_secs_f64((millis.max(0.0)) / 1000.0);
        self.reduction
            .complete(id as u64, Verdict::from(interesting), duration);
        // Events are not streamed yet; drop them so they do not pile up.
        self.reduction.drain_events().for_each(drop);
    }

    pub fn stop(&mut self) {
        self.reduction.stop();
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

    /// A `progress` report; the best result is included when it changed
    /// since the last report that carried it. `throws`, `timeouts` and
    /// `last_throw` are counted by the JavaScript side.
    pub fn progress(
        &mut self,
        elapsed_ms: f64,
        throws: f64,
        timeouts: f64,
        last_throw: Option<String>,
    ) -> String {
        let progress = self.progress_value(elapsed_ms, throws, timeouts, last_throw, true);
        serde_json::to_string(&Report::Progress(progress)).unwrap_or_default()
    }

    /// The `finished` report.
    pub fn finished(
        &mut self,
        elapsed_ms: f64,
        throws: f64,
        timeouts: f64,
        last_throw: Option<String>,
    ) -> String {
        let progress = self.progress_value(elapsed_ms, throws, timeouts, last_throw, false);
        serde_json::to_string(&Report::Finished {
            status: self.reduction.status(),
            progress,
            best: self.best(),
        })
        .unwrap_or_default()
    }
}

impl Session {
    fn progress_value(
        &mut self,
        elapsed_ms: f64,
        throws: f64,
        timeouts: f64,
        last_throw: Option<String>,
        with_best: bool,
    ) -> Progress {
        let stats = self.reduction.stats();
        let best = (with_best && stats.accepted != self.best_sent).then(|| {
            self.best_sent = stats.accepted;
            self.best()
        });
        Progress {
            stats,
            phase: self.reduction.phase().cloned(),
            elapsed_ms,
            throws: throws as u64,
            last_throw,
            timeouts: timeouts as u64,
            best,
        }
    }
}
