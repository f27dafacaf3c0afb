//! One algorithm of a race: a [`Run`] in its own reduction worker. The
//! lane folds the worker's reports the way the single run does, with two
//! differences that come from having no controls: a pause the worker asks
//! for (an endpoint that stays down) ends the lane, and a lane's result is
//! a finished run's, never the partial one an error report carries.

use yew::AttrValue;

use super::super::run::Run;
use super::super::run_state::RunState;
use super::super::worker_link::ReduceWorker;
use crate::protocol::Report;

pub struct Lane {
    pub algorithm: String,
    /// Dropped (and so terminated) once the lane has ended.
    pub worker: Option<ReduceWorker>,
    pub run: Run,
}

impl Lane {
    /// A lane whose run was sent to `worker`, or that failed to start
    /// (`worker` is then `Err` with why).
    pub fn new(algorithm: String, timeout_ms: u32, worker: Result<ReduceWorker, String>) -> Lane {
        let mut run = Run::started(&algorithm, AttrValue::default(), timeout_ms, false);
        let worker = match worker {
            Ok(worker) => Some(worker),
            Err(why) => {
                run.fail(why);
                None
            }
        };
        Lane {
            algorithm,
            worker,
            run,
        }
    }

    pub fn running(&self) -> bool {
        self.run.running()
    }

    /// The whole result, once the lane has finished.
    pub fn result(&self) -> Option<&[u8]> {
        match self.run.state {
            RunState::Failed(_) => None,
            _ => self.run.best_bytes.as_deref().map(Vec::as_slice),
        }
    }

    /// Folds a report in; false for one a lane does not show.
    pub fn take(&mut self, report: Report) -> bool {
        match report {
            Report::Progress(_) => self.run.take(report),
            Report::Finished { .. } | Report::Error { .. } => {
                self.run.take(report);
                self.worker = None;
            }
            // A lane has no resume: an endpoint that stays down ends it.
            Report::Paused {
                reason: Some(reason),
                progress,
            } => {
                self.run.take_progress(progress);
                self.run.fail(reason);
                self.worker = None;
            }
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use whittle_core::Status;

    use super::*;
    use crate::app::run::test_progress;

    fn running() -> Lane {
        Lane {
            algorithm: "ddmin".into(),
            worker: None,
            run: Run::started("ddmin", AttrValue::default(), 1000, false),
        }
    }

    #[test]
    fn a_lane_folds_reports_as_a_run_and_keeps_only_a_finished_result() {
        let mut lane = running();
        assert!(lane.take(Report::Progress(test_progress(9))));
        assert_eq!(lane.run.state.to_string(), "running");
        assert!(lane.take(Report::Finished {
            status: Status::Finished,
            progress: test_progress(3),
            best: b"abc".to_vec(),
        }));
        assert_eq!(lane.run.state, RunState::Done);
        assert_eq!(lane.result(), Some(&b"abc"[..]));
        let mut lane = running();
        lane.take(Report::Error {
            message: "the oracle is gone".into(),
            progress: None,
            best: Some(b"ab".to_vec()),
        });
        assert_eq!(lane.result(), None);
        assert_eq!(lane.run.state.to_string(), "the oracle is gone");
    }

    #[test]
    fn a_pause_ends_a_lane_and_a_step_is_not_shown() {
        let mut lane = running();
        assert!(lane.take(Report::Paused {
            progress: test_progress(9),
            reason: Some("the endpoint stays down".into()),
        }));
        assert_eq!(
            lane.run.state,
            RunState::Failed("the endpoint stays down".into())
        );
        assert!(!lane.take(Report::Paused {
            progress: test_progress(9),
            reason: None,
        }));
        assert!(Lane::new("ddmin".into(), 1000, Err("no worker".into()))
            .run
            .state
            .failed());
    }
}
