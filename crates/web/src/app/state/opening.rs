//! Where the page's setup comes from besides the form: a shared link, the
//! last session, an earlier session reopened, the server's own oracle; and
//! storing the setup in this tab's session.

use std::rc::Rc;

use super::super::oracle_form::OracleKind;
use super::super::setup::Setup;
use super::super::share::SharedSetup;
use super::super::storage;
use super::{Action, Effect, Startup, State};

impl State {
    /// The actions about links and sessions.
    pub(super) fn open(&mut self, action: Action) {
        match action {
            Action::Startup(startup) => self.start_up(*startup),
            Action::SharedLoaded(Ok(shared)) => {
                if self.running() {
                    self.share_note = Some(
                        "a shared link was opened during a run: stop it, then reload the page"
                            .into(),
                    );
                } else {
                    self.load_shared(*shared);
                }
            }
            Action::SharedLoaded(Err(e)) => self.share_note = Some(e.into()),
            Action::ConfirmShared => {
                self.share_pending = false;
                self.share_note = Some("oracle confirmed: it runs when you reduce or test".into());
            }
            Action::DiscardSharedOracle => {
                self.share_pending = false;
                self.edit_setup(Setup::reset_oracle);
                self.share_note =
                    Some("the link's oracle was discarded; the input and settings are kept".into());
            }
            Action::SaveSetup => self.store_setup(),
            Action::SessionForked(id) => self.session_id = id,
            Action::DiscardRestored => {
                self.restored = false;
                self.stored_best = None;
                self.setup = Rc::new(Setup::default());
                self.language_guess = None;
                self.effect(Effect::DeleteSession(self.session_id.clone()));
            }
            Action::ReopenSession(id) => {
                let current = std::mem::replace(&mut self.session_id, id.clone());
                self.earlier.retain(|m| m.id != id);
                self.effect(Effect::ReopenSession { current, id });
            }
            Action::SessionReopened(reopened) => match *reopened {
                Some((setup, best)) => {
                    self.setup = Rc::new(setup);
                    Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
                    self.restored = true;
                    self.original_result = None;
                    self.offer_best(best);
                    self.setup_changed();
                }
                None => Rc::make_mut(&mut self.run).fail("that session could not be read".into()),
            },
            Action::DeleteSession(id) => {
                self.earlier.retain(|m| m.id != id);
                self.effect(Effect::DeleteSession(id));
            }
            Action::DeleteEarlierSessions => {
                for meta in std::mem::take(&mut self.earlier) {
                    self.effect(Effect::DeleteSession(meta.id));
                }
            }
            // The rest are the run's and the form's (`State::apply`).
            _ => {}
        }
    }

    /// Applies what the page found when it opened: a shared link wins over
    /// the last session's setup; the last run's best is offered when it
    /// belongs to the setup's input.
    fn start_up(&mut self, startup: Startup) {
        let storage::Opened {
            id,
            setup: stored,
            best,
            earlier,
            own_oracles,
        } = startup.session;
        self.mode = startup.mode;
        self.session_id = id;
        self.earlier = earlier;
        self.own_oracles.extend(own_oracles);
        if let Some(stored) = &stored {
            self.own_oracles.push(stored.oracle_fingerprint());
        }
        let untouched = *self.setup == Setup::default();
        match startup.shared {
            Some(Ok(shared)) if untouched => self.load_shared(shared),
            Some(Err(e)) => self.share_note = Some(e.into()),
            _ => {
                // A stored setup that is the default has nothing to restore.
                let stored = stored.filter(|s| untouched && *s != Setup::default());
                if let Some(stored) = stored {
                    self.setup = Rc::new(stored);
                    self.restored = true;
                    self.setup_changed();
                    Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
                } else if let Some(form) = startup.server_oracle.filter(|_| untouched) {
                    // Served by `whittle web --test`: its script is the oracle.
                    let setup = Rc::make_mut(&mut self.setup);
                    setup.endpoint = form;
                    setup.oracle_kind = OracleKind::Endpoint;
                    self.share_note = Some(
                        "the oracle is this server's script (whittle web --test): every candidate goes to it"
                            .into(),
                    );
                }
            }
        }
        self.offer_best(best);
        self.started = true;
        self.announce_ready();
    }

    /// A setup from a link: it needs the user's confirmation when it brings
    /// an oracle this browser has not run.
    fn load_shared(&mut self, shared: SharedSetup) {
        // A link opened in a tab with work of its own: that work stays in
        // its session, and the link gets a new one.
        if self.started && !self.session_id.is_empty() {
            self.effect(Effect::ForkSession {
                current: self.session_id.clone(),
            });
            self.stored_best = None;
        }
        let foreign = shared.needs_confirmation()
            && !self
                .own_oracles
                .contains(&shared.setup.oracle_fingerprint());
        self.share_pending = foreign;
        let algorithm = shared.setup.algorithm.clone();
        self.exercise = shared.exercise;
        // An exercise that asks for predictions starts with them on.
        if shared.exercise.is_some_and(|e| e.predict) {
            self.predict = true;
        }
        self.setup = Rc::new(shared.setup);
        self.link_setup = Some(Rc::clone(&self.setup));
        self.original_result = None;
        self.restored = false;
        self.setup_changed();
        let mut note = "setup loaded from the link; nothing has run".to_string();
        for changed in &shared.notes {
            note.push_str("; ");
            note.push_str(changed);
        }
        self.share_note = Some(note.into());
        self.check_shared_algorithm(&algorithm);
    }

    /// Says so when a link's algorithm cannot be used here (a tree
    /// algorithm without its language), once the languages are known.
    pub(super) fn check_shared_algorithm(&mut self, wanted: &str) {
        if self.languages.is_empty() {
            return;
        }
        let mut notes = Vec::new();
        let language = self.setup.language.clone();
        let known = matches!(language.as_str(), "auto" | "text")
            || self.languages.iter().any(|l| l.name == language);
        if !known {
            Rc::make_mut(&mut self.setup).language = "auto".to_string();
            notes.push(format!(
                "`language`: this playground has no language called `{language}`; auto is used"
            ));
        }
        // Only when it changes: a new setup would redraw the input pane
        // (whose figures scan the whole input) at each worker's start.
        if !self.setup.algorithm_fits(&self.languages) {
            Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
        }
        if self.setup.algorithm != wanted {
            notes.push(format!(
                "the link asks for {wanted}, which needs a language this playground does not have for the input; {} is used instead",
                self.setup.algorithm
            ));
        }
        if !notes.is_empty() {
            let mut note = self
                .share_note
                .as_ref()
                .map_or_else(String::new, |n| format!("{n}; "));
            note.push_str(&notes.join("; "));
            self.share_note = Some(note.into());
        }
    }
}
