//! The single run in the page's state: the controls, the worker's reports,
//! the test of the original and formatting the result.

use std::rc::Rc;

use yew::AttrValue;

use super::super::controls::Control;
use super::super::layout::Tab;
use super::super::run::Run;
use super::super::run_state::{describe_result, RunState};
use super::super::worker_link::engine_for;
use super::{Effect, State};
use crate::protocol::{Command, Report};

impl State {
    /// Why nothing may run now, if so: checked before every run and test.
    fn refusal(&self) -> Option<String> {
        if self.share_pending {
            return Some("this setup came from a shared link: review its oracle and confirm before anything runs".into());
        }
        self.setup.refusal()
    }

    /// Starts a single run (paused for step mode).
    fn start_run(&mut self, paused: bool) {
        self.race = None;
        self.store_pending_setup();
        let setup = &self.setup;
        let engine = engine_for(setup, &self.languages);
        let mut run = Run::started(
            &setup.algorithm,
            AttrValue::from(setup.input.clone()),
            setup.timeout(),
            paused,
        );
        // The engine starts even for a run refused here: the next one will
        // want it.
        let command = match self.refusal() {
            Some(why) => {
                run.fail(why);
                None
            }
            None => Some(Command::Run {
                config: setup.run_config(&setup.algorithm, &self.languages),
                paused,
                tree_view: true,
            }),
        };
        self.effect(Effect::StartRun { engine, command });
        self.run = Rc::new(run);
    }

    pub(super) fn control(&mut self, control: Control) {
        if matches!(control, Control::Run | Control::Step) {
            self.tab = Tab::Result;
        }
        match control {
            Control::Run => {
                if !self.running() {
                    self.start_run(false);
                }
            }
            Control::Stop => {
                if Rc::make_mut(&mut self.run).stop() {
                    self.effect(Effect::Send(Command::Stop));
                }
                self.race_stop += 1;
            }
            Control::Pause => {
                if Rc::make_mut(&mut self.run).pause() {
                    self.effect(Effect::Send(Command::Pause));
                }
            }
            Control::Resume => {
                if Rc::make_mut(&mut self.run).resume() {
                    self.effect(Effect::Send(Command::Resume));
                }
            }
            Control::Reset => {
                if self.racing() {
                    return;
                }
                if Rc::make_mut(&mut self.run).stop() {
                    self.effect(Effect::Send(Command::Stop));
                    self.step_reset = true;
                } else {
                    self.start_run(true);
                }
            }
            Control::Step => {
                if self.racing() || self.run.state.stepping() {
                    return;
                }
                if !self.run.running() {
                    // Step mode from scratch: a run that starts paused.
                    self.start_run(true);
                }
                if Rc::make_mut(&mut self.run).step() {
                    self.effect(Effect::Send(Command::Step));
                }
            }
        }
    }

    pub(super) fn worker_report(&mut self, report: Report) {
        match report {
            Report::Ready { languages } => {
                // Every run's new worker says it again: the same list keeps
                // its Rc, so the panes that show it are not drawn again (the
                // input pane's figures cost a scan of the whole input).
                if *self.languages != languages {
                    self.languages = Rc::new(languages);
                }
                let wanted = self.setup.algorithm.clone();
                self.check_shared_algorithm(&wanted);
                self.announce_ready();
            }
            Report::Toolchain { .. } => {
                self.toolchain = super::super::toolchain::ToolchainLoad::from_report(&report);
            }
            Report::OriginalResult { result, elapsed_ms } => {
                self.testing_original = false;
                self.original_result = Some(describe_result(&result, elapsed_ms).into());
            }
            Report::Formatted {
                bytes,
                result,
                error,
            } => Rc::make_mut(&mut self.run).take_formatted(bytes, result, error),
            report => {
                Rc::make_mut(&mut self.run).take(report);
                self.run_reports += 1;
                // The stopped run is over: back to the start, paused.
                if self.step_reset && self.run.state.ended() {
                    self.step_reset = false;
                    self.start_run(true);
                }
            }
        }
    }

    /// The student's prediction: noted, then the step runs.
    pub(super) fn predict_pick(&mut self, index: usize) {
        if !self.predict || !self.run.state.paused() || self.run.state.stepping() {
            return;
        }
        if Rc::make_mut(&mut self.run).predict.pick(index) {
            self.control(Control::Step);
        }
    }

    /// Says "ready" once the engine has loaded and the startup is applied:
    /// before that, Reduce would run the default setup rather than the
    /// link's or the last session's.
    pub(super) fn announce_ready(&mut self) {
        let loading = self.run.state == RunState::Loading;
        if self.started && !self.languages.is_empty() && loading {
            self.run = Rc::new(Run::waiting(RunState::Ready));
        }
    }

    /// Sends the result to be formatted and tested (the engine without
    /// grammars formats: no parse is needed).
    pub(super) fn format_result(&mut self) {
        let Some(best) = self.run.best_bytes.clone() else {
            return;
        };
        let mut config = self
            .setup
            .run_config(&self.setup.algorithm, &self.languages);
        config.input = (*best).clone();
        self.effect(Effect::Format(config));
        Rc::make_mut(&mut self.run).format_note =
            Some("formatting, then testing the formatted text…".to_string());
    }

    pub(super) fn test_original(&mut self) {
        if let Some(why) = self.refusal() {
            self.original_result = Some(why.into());
            return;
        }
        self.testing_original = true;
        self.original_result = Some("testing…".into());
        let command = Command::TestOriginal {
            config: self
                .setup
                .run_config(&self.setup.algorithm, &self.languages),
        };
        self.effect(Effect::Send(command));
    }
}
