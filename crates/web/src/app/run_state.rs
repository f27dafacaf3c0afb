//! Where a single run (or a race lane) stands, as one enum: the status line
//! is derived from it, never tested as text. The end of a run is worked out
//! here from the engine's status and the trust figures of its last report.

use std::fmt;

use whittle_core::Status;

use crate::protocol::{FlakyEvidence, OracleResult, Progress, Verification};

#[derive(Clone, Debug, Default, PartialEq)]
pub enum RunState {
    /// The page has started the engine and waits for it (or for its own
    /// startup: a shared link, the last session).
    #[default]
    Loading,
    /// The engine could not be started: why.
    NoEngine(String),
    /// Nothing has run yet, and Reduce would run the setup shown.
    Ready,
    Running(Phase),
    Done,
    Stopped,
    /// The run could not go on or end well: why.
    Failed(String),
    /// The reduction ended but its result was not interesting when tested
    /// again: the oracle depends on state or is flaky.
    Mismatch {
        interesting: u32,
        runs: u32,
    },
    /// The oracle gave different answers for the same test case (check
    /// runs of the original, or a re-test of the best result).
    Flaky(FlakyEvidence),
}

/// What a running run is doing, as far as the controls are concerned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    Working,
    /// Pause was asked for; the worker has not said it paused yet.
    Pausing,
    /// Paused by the user, or by the worker with a reason (an endpoint
    /// that stays down).
    Paused {
        reason: Option<String>,
    },
    /// A step was asked for and its report has not come yet.
    Stepping,
    /// Stop was asked for; what the run was doing then still decides which
    /// controls apply until it ends.
    Stopping {
        paused: bool,
        stepping: bool,
    },
}

impl RunState {
    pub fn running(&self) -> bool {
        matches!(self, RunState::Running(_))
    }

    /// The run is paused (stepping included: a step runs from a pause).
    pub fn paused(&self) -> bool {
        match self {
            RunState::Running(Phase::Paused { .. } | Phase::Stepping) => true,
            RunState::Running(Phase::Stopping { paused, .. }) => *paused,
            _ => false,
        }
    }

    pub fn stepping(&self) -> bool {
        matches!(
            self,
            RunState::Running(Phase::Stepping | Phase::Stopping { stepping: true, .. })
        )
    }

    /// The run is over, however it ended.
    pub fn ended(&self) -> bool {
        matches!(
            self,
            RunState::Done
                | RunState::Stopped
                | RunState::Failed(_)
                | RunState::Mismatch { .. }
                | RunState::Flaky(_)
        )
    }

    /// The status line shows as an error.
    pub fn failed(&self) -> bool {
        matches!(self, RunState::Failed(_))
    }

    /// How a finished run ended: the engine's status, unless the oracle
    /// showed itself flaky or the result failed its verification.
    pub fn at_end(status: Status, progress: &Progress, timeout_ms: u32) -> RunState {
        let trust = &progress.trust;
        if let Some(flaky) = &trust.flaky {
            return RunState::Flaky(flaky.clone());
        }
        if trust.verification == Verification::Mismatch {
            return RunState::Mismatch {
                interesting: trust.verification_interesting,
                runs: trust.verification_runs,
            };
        }
        match status {
            Status::Finished => RunState::Done,
            Status::Stopped => RunState::Stopped,
            // A finished report never says running; if one did, the run
            // still could not go on.
            Status::Running => RunState::Failed("running".to_string()),
            Status::OriginalNotInteresting => {
                RunState::Failed(not_interesting(progress, timeout_ms))
            }
        }
    }
}

impl fmt::Display for RunState {
    /// The status line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunState::Loading => f.write_str("loading the engine…"),
            RunState::NoEngine(why) | RunState::Failed(why) => f.write_str(why),
            RunState::Ready => f.write_str("ready"),
            RunState::Running(phase) => match phase {
                Phase::Working => f.write_str("running"),
                Phase::Pausing => f.write_str("pausing…"),
                Phase::Paused { reason: None } => f.write_str("paused"),
                Phase::Paused {
                    reason: Some(reason),
                } => write!(f, "paused: {reason}"),
                Phase::Stepping => f.write_str("stepping…"),
                Phase::Stopping { .. } => f.write_str("stopping…"),
            },
            RunState::Done => f.write_str("done"),
            RunState::Stopped => f.write_str("stopped"),
            RunState::Mismatch { interesting, runs } => write!(
                f,
                "the result failed its re-test: it was interesting in {interesting} of {runs} runs when tested again in a fresh realm; the oracle may depend on state (globals, time) or be flaky — the result is kept and can be downloaded"
            ),
            RunState::Flaky(flaky) => f.write_str(&flaky_message(flaky)),
        }
    }
}

/// Why the original was not interesting, with what the check runs saw.
fn not_interesting(progress: &Progress, timeout_ms: u32) -> String {
    let mut why =
        "the original input is not interesting: the oracle did not return true on it".to_string();
    if progress.timeouts > 0 {
        why.push_str(&format!(
            " (it timed out after {timeout_ms} ms; raise the timeout or check for a promise that never resolves)"
        ));
    } else if let Some(message) = &progress.last_throw {
        why.push_str(&format!(" (it threw: {message})"));
    }
    why
}

/// The status line of a run stopped as flaky, with the evidence.
fn flaky_message(flaky: &FlakyEvidence) -> String {
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
        OracleResult::InvalidSetup { message } | OracleResult::ToolchainFailed { message } => {
            format!("error: {message}")
        }
        OracleResult::Unreachable { message } => format!("error: {message}"),
        OracleResult::BadRequest { message } => {
            format!("error: the endpoint settings are wrong: {message}")
        }
        OracleResult::Unavailable { message } => format!("error: {message}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_line_is_derived_from_the_state() {
        assert_eq!(RunState::Loading.to_string(), "loading the engine…");
        assert_eq!(RunState::Ready.to_string(), "ready");
        let paused = RunState::Running(Phase::Paused {
            reason: Some("the endpoint is down".into()),
        });
        assert_eq!(paused.to_string(), "paused: the endpoint is down");
        assert!(paused.paused() && !paused.stepping() && !paused.ended());
        let stopping = RunState::Running(Phase::Stopping {
            paused: true,
            stepping: false,
        });
        assert_eq!(stopping.to_string(), "stopping…");
        assert!(stopping.paused() && stopping.running());
        assert!(RunState::Failed("no".into()).failed());
        assert!(RunState::Flaky(FlakyEvidence {
            found_by: "original".into(),
            bytes: 3,
            runs: 3,
            interesting: 1,
            suggestion: None,
        })
        .to_string()
        .contains("1 of 3 check runs"));
    }
}
