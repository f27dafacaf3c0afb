//! A single run as the UI knows it: its state, statistics, result, curve,
//! step explanation and parse tree, folded from the worker's reports.

use std::rc::Rc;

use whittle_core::Status;
use yew::AttrValue;

use super::tree_model::{TreeColumns, TreeModel, TreeStatus};
use crate::protocol::{
    BatchRow, FlakyEvidence, OracleResult, Point, Progress, Report, StepReport, Verification,
};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RunState {
    #[default]
    Idle,
    Running,
    Done,
    Stopped,
    Failed,
    /// The reduction ended but its result was not interesting when tested
    /// again: the oracle depends on state or is flaky.
    Mismatch,
    /// The oracle gave different answers for the same test case (check
    /// runs of the original, or a re-test of the best result).
    Flaky,
}

#[derive(Clone, Default)]
pub struct Run {
    pub state: RunState,
    pub paused: bool,
    /// A step was asked for and its report has not come yet.
    pub stepping: bool,
    /// The status line (`done`, `running`, `paused`, or an error).
    pub status: String,
    pub warning: Option<String>,
    pub progress: Option<Progress>,
    /// The best result's text: its start while running, all of it at the end.
    pub best: String,
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
    pub tree_status: Rc<TreeStatus>,
    /// The latest top-most removed nodes (progress sends them when they
    /// change); shared, since every report copies the run.
    tree_removed: Rc<Vec<u32>>,
    /// The node a step tested, with a number that changes on every step.
    pub tree_focus: Option<(u32, u32)>,
    /// Where a learning-guided algorithm's model comes from.
    pub model_note: Option<String>,
    pub batch_log: Rc<Vec<BatchRow>>,
    /// What the *Format* button did to the result.
    pub format_note: Option<String>,
}

impl PartialEq for Run {
    /// Runs are compared by what the result pane shows changing; the pane
    /// re-renders on every report anyway.
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
            && self.status == other.status
            && self.progress == other.progress
            && self.best == other.best
            && self.explanation == other.explanation
            && self.format_note == other.format_note
            && Rc::ptr_eq(&self.points, &other.points)
    }
}

impl Run {
    /// The state before any run.
    pub fn waiting(status: &str) -> Run {
        Run {
            status: status.to_string(),
            ..Run::default()
        }
    }

    /// A run that has just been asked for.
    pub fn started(algorithm: &str, input: AttrValue, timeout_ms: u32, paused: bool) -> Run {
        Run {
            state: RunState::Running,
            paused,
            status: if paused { "paused" } else { "running" }.to_string(),
            algorithm: algorithm.to_string(),
            timeout_ms,
            input,
            ..Run::default()
        }
    }

    pub fn running(&self) -> bool {
        self.state == RunState::Running
    }

    pub fn fail(&mut self, message: String) {
        self.state = RunState::Failed;
        self.status = message;
        self.paused = false;
        self.stepping = false;
    }

    /// The result is complete (not just its start).
    pub fn best_complete(&self) -> bool {
        self.best_bytes.is_some()
    }

    fn take_progress(&mut self, mut progress: Progress) {
        if let Some(best) = progress.best.take() {
            self.best = best;
        }
        if let (Some(tree), Some(model)) = (progress.tree.take(), &self.tree) {
            if let Some(removed) = tree.removed {
                self.tree_removed = Rc::new(removed);
            }
            self.tree_status = Rc::new(TreeStatus::new(model, &self.tree_removed, tree.testing));
        }
        if let Some(log) = progress.batch_log.take() {
            self.batch_log = Rc::new(log);
        }
        Rc::make_mut(&mut self.points).extend_from_slice(&progress.points);
        progress.points.clear();
        self.progress = Some(progress);
    }

    fn take_best(&mut self, best: Vec<u8>) {
        // Bytes that are not UTF-8 show as hex, never as U+FFFD.
        self.best = crate::protocol::display_text(&best).into_owned();
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
    pub fn take_tree(&mut self, columns: TreeColumns) {
        self.tree = Some(Rc::new(TreeModel::new(columns, self.input.clone())));
        self.tree_status = Rc::default();
    }

    /// Folds one of the worker's reports in.
    pub fn take(&mut self, report: Report) {
        match report {
            Report::Ready { .. } | Report::OriginalResult { .. } | Report::Formatted { .. } => {}
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
                self.paused = true;
                self.stepping = false;
                self.status = match reason {
                    Some(reason) => format!("paused: {reason}"),
                    None => "paused".to_string(),
                };
            }
            Report::Stepped { step, progress } => {
                self.take_progress(progress);
                if let Some(node) = self.tree_status.first_testing() {
                    let seq = self.tree_focus.map_or(0, |(seq, _)| seq.wrapping_add(1));
                    self.tree_focus = Some((seq, node));
                }
                self.explanation = Some(step);
                self.paused = true;
                self.stepping = false;
                self.status = "paused".to_string();
            }
            Report::Finished {
                status,
                progress,
                best,
            } => {
                (self.state, self.status) = run_end(status, &progress, self.timeout_ms);
                if status == Status::OriginalNotInteresting {
                    self.best.clear();
                } else {
                    self.take_best(best);
                }
                self.paused = false;
                self.stepping = false;
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

pub fn end_state(status: Status) -> RunState {
    match status {
        Status::Finished => RunState::Done,
        Status::Stopped => RunState::Stopped,
        _ => RunState::Failed,
    }
}

/// The status line at the end of a run.
pub fn finish_message(status: Status, progress: &Progress, timeout_ms: u32) -> String {
    match status {
        Status::Finished => "done".to_string(),
        Status::Stopped => "stopped".to_string(),
        Status::Running => "running".to_string(),
        Status::OriginalNotInteresting => {
            let mut why =
                "the original input is not interesting: the oracle did not return true on it"
                    .to_string();
            if progress.timeouts > 0 {
                why.push_str(&format!(
                    " (it timed out after {timeout_ms} ms; raise the timeout or check for a promise that never resolves)"
                ));
            } else if let Some(message) = &progress.last_throw {
                why.push_str(&format!(" (it threw: {message})"));
            }
            why
        }
    }
}

/// How a finished run ended and its status line: the engine's status, unless
/// the oracle showed itself flaky or the result failed its verification.
pub fn run_end(status: Status, progress: &Progress, timeout_ms: u32) -> (RunState, String) {
    let trust = &progress.trust;
    if let Some(flaky) = &trust.flaky {
        (RunState::Flaky, flaky_message(flaky))
    } else if trust.verification == Verification::Mismatch {
        (RunState::Mismatch, format!(
            "the result failed its re-test: it was interesting in {} of {} runs when tested again in a fresh realm; the oracle may depend on state (globals, time) or be flaky — the result is kept and can be downloaded",
            trust.verification_interesting, trust.verification_runs
        ))
    } else {
        (
            end_state(status),
            finish_message(status, progress, timeout_ms),
        )
    }
}

/// The status line of a run stopped as flaky, with the evidence.
pub fn flaky_message(flaky: &FlakyEvidence) -> String {
    match flaky.found_by.as_str() {
        "original" => format!(
            "the oracle is flaky: the original input was interesting in {} of {} check runs; nothing was reduced",
            flaky.interesting, flaky.runs
        ),
        "rejected" => format!(
            "the oracle is flaky: a candidate it had rejected ({} bytes) was interesting in {} of {} runs when tested again after the verification; the result cannot be trusted to be minimal or interesting",
            flaky.bytes, flaky.interesting, flaky.runs
        ),
        _ => format!(
            "the oracle is flaky: the best result so far ({} bytes) was interesting in {} of {} runs when tested again; the run stopped",
            flaky.bytes, flaky.interesting, flaky.runs
        ),
    }
}

/// One oracle result in a sentence (the "Test on the original" line).
pub fn describe_result(result: &OracleResult, elapsed_ms: f64) -> String {
    match result {
        OracleResult::Value { value: true } => {
            format!("interesting (returned true in {elapsed_ms:.0} ms)")
        }
        OracleResult::Value { value: false } => {
            format!("not interesting (returned false in {elapsed_ms:.0} ms)")
        }
        OracleResult::Threw { message } => format!("the oracle threw: {message}"),
        OracleResult::NotBoolean { got } => {
            format!("error: the oracle must return true or false, but returned {got}")
        }
        OracleResult::Timeout => "the oracle timed out (not interesting)".to_string(),
        OracleResult::InvalidCode { message } => {
            format!("error: the oracle is not valid JavaScript: {message}")
        }
        OracleResult::Unreachable { message } => format!("error: {message}"),
        OracleResult::BadRequest { message } => {
            format!("error: the endpoint settings are wrong: {message}")
        }
        OracleResult::Unavailable { message } => format!("error: {message}"),
    }
}
