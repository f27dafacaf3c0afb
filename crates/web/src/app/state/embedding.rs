//! The rules of an embed and of an exercise link in the page's state:
//! which actions a fixed setup refuses, Run in an embed as the visitor's
//! consent to the embedder's oracle, and the reset to the link's setup.

use std::rc::Rc;

use super::super::controls::Control;
use super::super::run::Run;
use super::super::run_state::RunState;
use super::super::setup::Edit;
use super::{Action, State};

impl State {
    /// The setup may not change: an exercise, or an embed whose embedder
    /// did not allow editing.
    pub fn setup_fixed(&self) -> bool {
        self.exercise.is_some() || self.mode.read_only()
    }

    /// The action, or `None` when the page's mode refuses it (with a note
    /// saying why). In an embed, Run and Step are the visitor's consent to
    /// the embedder's oracle: the embed shows that oracle beside them.
    pub(super) fn admit(&mut self, action: Action) -> Option<Action> {
        let consent = matches!(action, Action::Control(Control::Run | Control::Step));
        if self.mode.is_embed() && consent && self.share_pending {
            self.share_pending = false;
            // "loaded from the link; nothing has run" is no longer true.
            self.share_note = None;
        }
        if !self.setup_fixed() || !changes_the_setup(&action) {
            return Some(action);
        }
        let why = if self.exercise.is_some() {
            "this exercise fixes the input and the oracle: Reset goes back to its start"
        } else {
            "this embed shows a fixed setup: open it in whittle to change it"
        };
        self.share_note = Some(why.into());
        None
    }

    /// Back to the setup the link brought, with no run (refused while a
    /// run goes on: its reports would land in the fresh one).
    pub(super) fn reset_to_link(&mut self) {
        if self.running() {
            self.share_note = Some("stop the run before resetting".into());
            return;
        }
        let Some(setup) = self.link_setup.clone() else {
            return;
        };
        self.setup = setup;
        if !self.setup.algorithm_fits(&self.languages) {
            Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
        }
        self.original_result = None;
        self.race = None;
        if self.run.state != RunState::Loading {
            self.run = Rc::new(Run::waiting(RunState::Ready));
        }
        self.setup_changed();
        self.share_note = Some("back to the start".into());
    }
}

/// Whether the action changes the input, the oracle or the run's settings.
/// Slow motion stays the viewer's: it changes only how fast a run is shown.
fn changes_the_setup(action: &Action) -> bool {
    match action {
        Action::Edit(Edit::Delay(_)) => false,
        Action::Edit(_)
        | Action::Example(_)
        | Action::File(..)
        | Action::Files(..)
        | Action::ContinueFromResult
        | Action::ContinueFromBest
        | Action::UseLanguageGuess => true,
        _ => false,
    }
}
