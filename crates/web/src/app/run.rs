//! A run as the UI knows it: its state, statistics, result, curve, step
//! explanation and parse tree, folded from the worker's reports. The single
//! run and each lane of a race are one each; the controls' effects on the
//! state are here too, so that the page only tells the worker.

use std::rc::Rc;

use whittle_core::Status;
use yew::AttrValue;

use super::run_state::{describe_result, Phase, RunState};
use super::tree_model::{TreeColumns, TreeModel, TreeStatus};
use crate::protocol::{BatchRow, OracleResult, Point, Progress, Report, StepReport};

#[derive(Clone, Default)]
pub struct Run {
    pub state: RunState,
    pub warning: Option<String>,
    pub progress: Option<Progress>,
    /// The best result's text: its start while running, all of it at the end.
    pub best: String,
    /// `best` is all of the result's text (a short result while running).
    pub best_whole: bool,
    /// The best result's exact bytes, once the run has ended.
    pub best_bytes: Option<Rc<Vec<u8>>>,
    pub points: Rc<Vec<Point>>,
    pub algorithm: String,
    pub timeout_ms: u32,
    pub explanation: Option<StepReport>,
    /// The run's input, which the tree's byte ranges refer to (the editor
    /// may change during the run).
    input: AttrValue,
    pub tree: Option<Rc<TreeModel>>,
    /// The statuses of the latest report (progress sends the top-most
    /// removed nodes only when they change); shared, since every report
    /// copies the run.
    pub tree_status: Rc<TreeStatus>,
    /// The node a step tested, with a number that changes on every step.
    pub tree_focus: Option<(u32, u32)>,
    /// Where a learning-guided algorithm's model comes from.
    pub model_note: Option<String>,
    pub batch_log: Rc<Vec<BatchRow>>,
    /// What the *Format* button did to the result.
    pub format_note: Option<String>,
    /// The "predict the next test" exercise of step mode.
    pub predict: super::predict::Predict,
    /// Every test of the run (the last ones of a long run).
    pub test_log: Rc<super::test_log::TestLog>,
}

impl PartialEq for Run {
    /// Runs are compared by what the result pane shows changing; the pane
    /// re-renders on every report anyway.
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
            && self.progress == other.progress
            && self.best == other.best
            && self.explanation == other.explanation
            && self.format_note == other.format_note
            && Rc::ptr_eq(&self.points, &other.points)
    }
}

impl Run {
    /// No run yet: the page is `Loading`, `Ready`, or has `NoEngine`.
    pub fn waiting(state: RunState) -> Run {
        Run {
            state,
            ..Run::default()
        }
    }

    /// A run that has just been asked for.
    pub fn started(algorithm: &str, input: AttrValue, timeout_ms: u32, paused: bool) -> Run {
        Run {
            state: RunState::Running(if paused {
                Phase::Paused { reason: None }
            } else {
                Phase::Working
            }),
            algorithm: algorithm.to_string(),
            timeout_ms,
            input,
            ..Run::default()
        }
    }

    pub fn running(&self) -> bool {
        self.state.running()
    }

    pub fn fail(&mut self, message: String) {
        self.state = RunState::Failed(message);
    }

    /// Stop was pressed: true when the worker is to be told.
    pub fn stop(&mut self) -> bool {
        if !self.running() {
            return false;
        }
        self.state = RunState::Running(Phase::Stopping {
            paused: self.state.paused(),
            stepping: self.state.stepping(),
        });
        true
    }

    /// Pause was pressed: true when the worker is to be told.
    pub fn pause(&mut self) -> bool {
        if !self.running() || self.state.paused() {
            return false;
        }
        self.state = RunState::Running(Phase::Pausing);
        true
    }

    /// Resume was pressed: true when the worker is to be told.
    pub fn resume(&mut self) -> bool {
        if !self.running() || !self.state.paused() {
            return false;
        }
        self.state = RunState::Running(Phase::Working);
        true
    }

    /// Step was pressed on a paused run: true when the worker is to be told.
    pub fn step(&mut self) -> bool {
        if !self.state.paused() || self.state.stepping() {
            return false;
        }
        self.state = RunState::Running(Phase::Stepping);
        true
    }

    /// The result is complete (not just its start).
    pub fn best_complete(&self) -> bool {
        self.best_bytes.is_some()
    }

    pub fn take_progress(&mut self, mut progress: Progress) {
        if let Some(best) = progress.best.take() {
            self.best = best;
            self.best_whole = progress.best_whole;
        }
        if let (Some(tree), Some(model)) = (progress.tree.take(), &self.tree) {
            let status = match tree.removed {
                Some(removed) => Some(TreeStatus::new(model, &removed, tree.testing)),
                // What the removed nodes give is kept: only the tests changed.
                None => self.tree_status.with_testing(model, tree.testing),
            };
            if let Some(status) = status {
                self.tree_status = Rc::new(status);
            }
        }
        // Slow motion explains each test as step mode does.
        if let Some(step) = progress.step.take() {
            self.explanation = Some(*step);
        }
        if let Some(log) = progress.batch_log.take() {
            self.batch_log = Rc::new(log);
        }
        Rc::make_mut(&mut self.points).extend_from_slice(&progress.points);
        progress.points.clear();
        if !progress.tests.is_empty() || progress.tests_dropped > 0 {
            let rows = std::mem::take(&mut progress.tests);
            // Always a new log (a copy costs its list of chunks): the
            // table is redrawn when, and only when, the log is another.
            let mut log = (*self.test_log).clone();
            log.extend(rows, progress.tests_dropped);
            self.test_log = Rc::new(log);
        }
        self.progress = Some(progress);
    }

    fn take_best(&mut self, best: Vec<u8>) {
        // Bytes that are not UTF-8 show as hex, never as U+FFFD.
        self.best = crate::protocol::display_text(&best).into_owned();
        self.best_whole = std::str::from_utf8(&best).is_ok();
        self.best_bytes = Some(Rc::new(best));
    }

    /// The formatted result, kept when the oracle still finds it
    /// interesting; otherwise the result stays as it was, and the note says
    /// why.
    pub fn take_formatted(
        &mut self,
        bytes: Vec<u8>,
        result: Option<OracleResult>,
        error: Option<String>,
    ) {
        self.format_note = Some(match (result, error) {
            (Some(OracleResult::Value { value: true }), _) => {
                let note = format!(
                    "formatted ({} → {}); the oracle still finds it interesting",
                    crate::protocol::byte_count(self.best_bytes.as_ref().map_or(0, |b| b.len())),
                    crate::protocol::byte_count(bytes.len())
                );
                self.take_best(bytes);
                note
            }
            (Some(other), _) => format!(
                "not formatted: the oracle does not find the formatted text interesting ({})",
                describe_result(&other, 0.0)
            ),
            (None, error) => format!("not formatted: {}", error.unwrap_or_default()),
        });
    }

    /// The parse tree of the run's input, sent once after `started`.
    pub fn take_tree(&mut self, mut columns: TreeColumns) {
        // A set's tree is over its files' text, which comes with it.
        let source = columns
            .source
            .take()
            .map_or_else(|| self.input.clone(), AttrValue::from);
        self.tree = Some(Rc::new(TreeModel::new(columns, source)));
        self.tree_status = Rc::default();
    }

    /// Folds one of the worker's reports in.
    pub fn take(&mut self, report: Report) {
        match report {
            Report::Ready { .. }
            | Report::OriginalResult { .. }
            | Report::Formatted { .. }
            | Report::Toolchain { .. } => {}
            Report::Started {
                algorithm,
                language,
                parse_errors,
                model,
            } => {
                // `auto` resolved: the chart and the statistics name the
                // algorithm that runs.
                self.algorithm = algorithm;
                self.model_note = model;
                if parse_errors > 0 {
                    self.warning = Some(format!(
                        "the input does not parse cleanly as {} ({parse_errors} syntax error node{}); reducing anyway, and candidates may not add errors",
                        language.unwrap_or_default(),
                        if parse_errors == 1 { "" } else { "s" }
                    ));
                }
            }
            Report::Progress(progress) => self.take_progress(progress),
            Report::Paused { progress, reason } => {
                self.take_progress(progress);
                // A pause that crossed the run's end changes nothing.
                if self.running() {
                    self.state = RunState::Running(Phase::Paused { reason });
                }
            }
            Report::Stepped { step, progress } => {
                self.take_progress(progress);
                if let Some(node) = self.tree_status.first_testing() {
                    let seq = self.tree_focus.map_or(0, |(seq, _)| seq.wrapping_add(1));
                    self.tree_focus = Some((seq, node));
                }
                self.predict.take_step(&step);
                self.explanation = Some(*step);
                if self.running() {
                    self.state = RunState::Running(Phase::Paused { reason: None });
                }
            }
            Report::Finished {
                status,
                progress,
                best,
            } => {
                self.state = RunState::at_end(status, &progress, self.timeout_ms);
                if status == Status::OriginalNotInteresting {
                    self.best.clear();
                } else {
                    self.take_best(best);
                }
                self.take_progress(progress);
            }
            Report::Error {
                message,
                progress,
                best,
            } => {
                self.fail(message);
                if let Some(progress) = progress {
                    self.take_progress(progress);
                }
                if let Some(best) = best {
                    self.take_best(best);
                }
            }
        }
    }
}

/// A progress report of a run at `bytes`, for the tests of what folds it.
#[cfg(test)]
pub fn test_progress(bytes: usize) -> Progress {
    let mut stats = serde_json::to_value(whittle_core::Stats::default()).unwrap();
    stats["current"]["bytes"] = bytes.into();
    serde_json::from_value(serde_json::json!({
        "stats": stats, "phase": null, "elapsed_ms": 10.0, "throws": 0,
        "last_throw": null, "timeouts": 0, "best": null,
    }))
    .unwrap()
}
