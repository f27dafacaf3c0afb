//! The run's controls, decided here rather than in the glue: pause,
//! step and resume, the tests an unavailable endpoint left unanswered (sent
//! again first on resume), and slow motion. The glue asks
//! [`Session::next_action`](super::Session::next_action) what to do with
//! the tests it has in flight, and does it.

use std::collections::VecDeque;

use serde::Serialize;

use super::Session;
use crate::protocol::{PollStep, Purpose, Report};

/// What the glue does next.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// Start this test (a [`PollStep::Test`]); `step` when it is the one
    /// test of a step, whose result gets a `stepped` report.
    Test { test: PollStep, step: bool },
    /// Wait for a test in flight to finish and hand it in.
    Settle,
    /// Post `report` (none after a step: its own report says where the run
    /// stands), then wait for `resume`, `step` or `stop`.
    Pause { report: Option<Box<Report>> },
    /// Slow motion: wait this long, post progress, and ask again.
    Delay { ms: u32 },
    /// The run is over: post the `finished` report.
    Done,
}

/// Pause, step and the tests to send again.
pub(super) struct Control {
    paused: bool,
    /// A step was asked for and its test not started yet.
    step: bool,
    /// The last report was a step's.
    stepped: bool,
    /// Why the run paused on its own (an endpoint that stays down).
    reason: Option<String>,
    /// Tests an unavailable endpoint left unanswered, in order.
    retry: VecDeque<PollStep>,
    /// The slow-motion wait before the next test is over.
    delayed: bool,
}

impl Control {
    pub fn new(paused: bool) -> Control {
        Control {
            paused,
            step: false,
            stepped: false,
            reason: None,
            retry: VecDeque::new(),
            delayed: false,
        }
    }

    pub fn pause(&mut self) {
        self.paused = true;
    }

    pub fn resume(&mut self) {
        self.paused = false;
        self.step = false;
    }

    /// One test per request; a second click while a step runs adds nothing.
    pub fn step(&mut self) -> bool {
        if self.paused {
            self.step = true;
        }
        self.paused
    }

    pub fn stepped(&mut self) {
        self.stepped = true;
    }

    /// Not a verdict: the run pauses, and resume sends the test again.
    pub fn unavailable(&mut self, test: PollStep, message: String) {
        self.retry.push_back(test);
        self.paused = true;
        self.step = false;
        self.reason = Some(message);
    }

    /// Tests that nothing waits for any more are not sent again.
    pub fn forget(&mut self, abandoned: &[u64]) {
        self.retry
            .retain(|test| !matches!(test, PollStep::Test { id, .. } if abandoned.contains(id)));
    }
}

impl Session {
    /// What the glue does next with `in_flight` tests running.
    pub(super) fn action(&mut self, in_flight: usize, elapsed_ms: f64) -> Action {
        if !self.session.running() {
            return Action::Done;
        }
        // Several check runs of the original finish before a pause takes
        // hold (the engine has not started, so there is nothing to step
        // yet); a run started in step mode checks the original once, as
        // its first step.
        let control = &mut self.control;
        let hold = self.session.checking()
            && self.session.check_runs() > 1
            && control.retry.is_empty()
            && control.reason.is_none();
        if control.paused && !control.step && !hold {
            // Pausing lets the tests in flight finish first, so the counts
            // stand still.
            if in_flight > 0 {
                return Action::Settle;
            }
            control.delayed = false;
            if std::mem::take(&mut control.stepped) {
                control.reason = None;
                return Action::Pause { report: None };
            }
            let reason = control.reason.take();
            let progress = self.progress_value(elapsed_ms);
            return Action::Pause {
                report: Some(Box::new(Report::Paused { progress, reason })),
            };
        }
        let stepping = control.paused && !hold;
        // Fill the window, except in step mode (exactly one test at a time).
        if in_flight >= self.window || (stepping && in_flight > 0) {
            return Action::Settle;
        }
        if self.delay_ms > 0
            && !stepping
            && !control.delayed
            && control.retry.is_empty()
            && !self.session.checking()
        {
            control.delayed = true;
            return Action::Delay { ms: self.delay_ms };
        }
        control.delayed = false;
        // A test an unavailable endpoint left unanswered goes first.
        let next = match control.retry.pop_front() {
            Some(test) => test,
            None => self.poll_step(elapsed_ms),
        };
        let (id, purpose) = match &next {
            PollStep::Done => return Action::Done,
            PollStep::Wait => return Action::Settle,
            PollStep::Test { id, purpose, .. } => (*id, *purpose),
        };
        // A step is one candidate; repetitions, re-tests and the
        // verification run along without a report of their own.
        let step = stepping && purpose == Purpose::Candidate;
        // Slow motion explains every candidate as step mode does, with
        // the progress message after its result.
        let slow = !stepping && self.delay_ms > 0 && purpose == Purpose::Candidate;
        if step {
            self.control.step = false;
        }
        if step || slow {
            if let Some(test) = self.session.engine_test(id) {
                self.note_step(id, test, slow);
            }
        }
        Action::Test { test: next, step }
    }
}
