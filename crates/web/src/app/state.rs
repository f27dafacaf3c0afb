//! The page's state as a reducer, in the manner of Yew's `function_todomvc`
//! example: a [`State`], the [`Action`]s that change it, and
//! `impl Reducible` for `use_reducer`. Reducing does no I/O (it runs
//! natively in the unit tests): what the page must do outside the state
//! (tell a worker, store a session) is queued as [`Effect`]s, which the root
//! component carries out after it draws. Workers, listeners and timers live
//! there, never here.

mod action;
mod embedding;
#[cfg(test)]
mod embedding_tests;
mod opening;
mod running;
#[cfg(test)]
mod set_tests;
#[cfg(test)]
mod step_tests;
#[cfg(test)]
mod tests;

use std::cell::RefCell;
use std::rc::Rc;

use yew::{AttrValue, Reducible};

use super::detect;
use super::embed::{Exercise, PageMode};
use super::layout::Tab;
use super::race::RaceStatus;
use super::run::Run;
use super::run_state::RunState;
use super::setup::Setup;
use super::storage::{SessionMeta, StoredBest, Unloading};
use crate::protocol::{Command, LanguageInfo, RunConfig};
pub use action::{Action, Startup};

/// What reducing an action asks the page to do, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Start the engine build `engine` if it is not running, then send it
    /// `command` (the single run is in that engine from now on). Without a
    /// command the engine is only started, ready for the next run.
    StartRun {
        engine: String,
        command: Option<Command>,
    },
    /// Send to the engine the single run is in.
    Send(Command),
    /// Send the result to the engine without grammars to be formatted and
    /// tested (no parse is needed); if it cannot be told, the page says so
    /// with [`Action::FormatUnavailable`].
    Format(RunConfig),
    /// Give this tab a new session in place of `current`; its id comes
    /// back as [`Action::SessionForked`].
    ForkSession {
        current: String,
    },
    /// Store the setup in this tab's session.
    StoreSetup {
        id: String,
        /// Boxed: a setup holds every oracle kind's fields.
        setup: Box<Setup>,
        own: bool,
    },
    /// Make the earlier session `id` this tab's; it comes back as
    /// [`Action::SessionReopened`].
    ReopenSession {
        current: String,
        id: String,
    },
    DeleteSession(String),
}

#[derive(Clone)]
pub struct State {
    pub setup: Rc<Setup>,
    /// Empty until the worker has loaded the engine.
    pub languages: Rc<Vec<LanguageInfo>>,
    /// The single run (or, before any, whether the engine is ready).
    pub run: Rc<Run>,
    /// The race, while the result pane shows it rather than the single run.
    pub race: Option<RaceStatus>,
    /// Bumped by Stop, so that the race panel stops its lanes.
    pub race_stop: u32,
    pub original_result: Option<AttrValue>,
    pub testing_original: bool,
    /// The last toolchain download an oracle worker reported.
    pub toolchain: Option<super::toolchain::ToolchainLoad>,
    /// A shared link brought oracle code or an endpoint: nothing may run it
    /// before the user says so.
    pub share_pending: bool,
    pub share_note: Option<AttrValue>,
    /// The setup came from the last session (the page says so).
    pub restored: bool,
    /// The last session's best result, offered to continue from.
    pub stored_best: Option<StoredBest>,
    /// This tab's session, where its setup and results are stored (empty
    /// until the startup has opened it).
    pub session_id: String,
    /// Sessions no open tab holds, offered to reopen.
    pub earlier: Vec<SessionMeta>,
    /// The oracles this browser has run (stored or shared from here): a
    /// link bringing one of them back needs no confirmation.
    pub own_oracles: Vec<String>,
    /// The language the pasted input looks like, when it has no file name
    /// and the guess is not confident enough to be used.
    pub language_guess: Option<&'static str>,
    /// The page's startup (a shared link, the last session) is applied.
    pub started: bool,
    /// The whole playground, or an embed in another page's frame.
    pub mode: PageMode,
    /// The rules of the exercise link the setup came from, if it did.
    pub exercise: Option<Exercise>,
    /// The setup the last link brought, which Reset goes back to.
    pub link_setup: Option<Rc<Setup>>,
    pub tab: Tab,
    /// Step mode asks to predict each next test (`predict.rs`).
    pub predict: bool,
    /// Reset to the start was asked during a run: a new paused run starts
    /// once the stopped one has ended.
    pub step_reset: bool,
    /// Bumped whenever the setup is to be stored soon (the page waits for
    /// typing to pause).
    pub setup_edits: u32,
    /// `setup_edits` when the setup was last stored.
    stored_edits: u32,
    /// Bumped by every report that can change the run's best result, which
    /// the page then stores.
    pub run_reports: u64,
    /// The effects not carried out yet, in order. Shared by every state a
    /// reducing makes: several actions may come before the page draws.
    effects: Rc<RefCell<Vec<Effect>>>,
}

impl State {
    /// The page as it opens, waiting for the engine.
    pub fn new() -> State {
        State {
            setup: Rc::new(Setup::default()),
            languages: Rc::default(),
            run: Rc::new(Run::waiting(RunState::Loading)),
            race: None,
            race_stop: 0,
            original_result: None,
            testing_original: false,
            toolchain: None,
            share_pending: false,
            share_note: None,
            restored: false,
            stored_best: None,
            session_id: String::new(),
            earlier: Vec::new(),
            own_oracles: Vec::new(),
            language_guess: None,
            started: false,
            mode: PageMode::Full,
            exercise: None,
            link_setup: None,
            tab: Tab::Input,
            predict: false,
            step_reset: false,
            setup_edits: 0,
            stored_edits: 0,
            run_reports: 0,
            effects: Rc::default(),
        }
    }

    /// Takes the effects queued so far, for the page to carry out.
    pub fn take_effects(&self) -> Vec<Effect> {
        std::mem::take(&mut *self.effects.borrow_mut())
    }

    fn effect(&self, effect: Effect) {
        self.effects.borrow_mut().push(effect);
    }

    pub fn racing(&self) -> bool {
        self.race.as_ref().is_some_and(|r| r.running)
    }

    /// What the page keeps for a reload as it unloads: the setup it shows,
    /// unless there is no session (an embed) or nothing to lose (the
    /// default setup).
    pub fn unloading(&self) -> Option<Unloading> {
        let keep = !self.session_id.is_empty() && *self.setup != Setup::default();
        keep.then(|| Unloading {
            id: self.session_id.clone(),
            setup: Rc::clone(&self.setup),
            own: self.oracle_is_own(),
        })
    }

    /// An oracle is this browser's once nothing waits for the user's
    /// confirmation of it: what a stored setup says of it.
    fn oracle_is_own(&self) -> bool {
        !self.share_pending
    }

    /// A single run or a race is going on.
    pub fn running(&self) -> bool {
        self.run.running() || self.racing()
    }

    /// The result can be formatted in the page (its language has a
    /// formatter there).
    pub fn formattable(&self) -> bool {
        // A set's result is files in several languages: not one document.
        !self.setup.is_set()
            && self
                .setup
                .resolved_language(&self.languages)
                .is_some_and(|l| l.name == "json")
    }

    /// The status line and whether it reads as an error: the race's while
    /// the page shows it, else the single run's.
    pub fn status(&self) -> (String, bool) {
        match &self.race {
            Some(race) => (race.text.clone(), race.failed),
            None => (self.run.state.to_string(), self.run.state.failed()),
        }
    }

    fn edit_setup(&mut self, change: impl FnOnce(&mut Setup)) {
        let mut setup = (*self.setup).clone();
        change(&mut setup);
        setup.fix_algorithm(&self.languages);
        // An editor echoing a text it was given changes nothing to store.
        if setup != *self.setup {
            self.setup = Rc::new(setup);
            self.setup_changed();
        }
    }

    /// Stores the setup in the tab's session (when typing pauses, and
    /// before anything runs).
    fn store_setup(&mut self) {
        self.stored_edits = self.setup_edits;
        let own = self.oracle_is_own();
        let setup = (*self.setup).clone();
        if own {
            self.own_oracles.push(setup.oracle_fingerprint());
        }
        if !self.session_id.is_empty() {
            self.effect(Effect::StoreSetup {
                id: self.session_id.clone(),
                setup: Box::new(setup),
                own,
            });
        }
    }

    /// Stores the setup now if an edit of it waits for typing to pause: a
    /// run started right after an edit is work a reload must not lose.
    fn store_pending_setup(&mut self) {
        if self.stored_edits != self.setup_edits {
            self.store_setup();
        }
    }

    /// After any change of the setup: store it soon, guess its language.
    fn setup_changed(&mut self) {
        self.setup_edits = self.setup_edits.wrapping_add(1);
        // A confident guess is used by `auto` (the input pane says so, with
        // a way back); any other guess is offered.
        let guess = match (&self.setup.file_name, self.setup.language.as_str()) {
            (None, "auto") => detect::language(&self.setup.input),
            _ => None,
        };
        let guessed = guess.filter(|g| g.confident).map(|g| g.language);
        if self.setup.guessed != guessed {
            Rc::make_mut(&mut self.setup).guessed = guessed;
            Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
        }
        self.language_guess = guess.filter(|g| !g.confident).map(|g| g.language);
    }

    /// Keeps a stored best result only when it belongs to the setup's
    /// input and is smaller than it.
    fn offer_best(&mut self, best: Option<StoredBest>) {
        self.stored_best = best.filter(|b| {
            b.input_bytes == self.setup.input_size() && self.setup.measure(&b.best) < b.input_bytes
        });
    }

    /// Makes `bytes` the input, as a file would (text, or bytes when they
    /// are not UTF-8), keeping its name and language.
    fn continue_from(&mut self, bytes: Vec<u8>) {
        if self.setup.is_set() {
            // A set's result is a set: its encoding, as the engine made it.
            if whittle_core::files::FileSet::decode(&bytes).is_ok() {
                self.edit_setup(|s| s.files = Some(bytes));
            }
            return;
        }
        let name = self
            .setup
            .file_name
            .clone()
            .unwrap_or_else(|| "input".into());
        self.edit_setup(|s| {
            let language = s.language.clone();
            let named = s.file_name.is_some();
            s.load_file(name, bytes);
            s.language = language;
            if !named {
                s.file_name = None;
            }
        });
    }

    /// Several files, a folder or an unpacked archive: one set, never only
    /// the first file. A set of one file is that file.
    fn load_files(&mut self, name: &str, files: Vec<(String, Vec<u8>)>) {
        match super::setup::make_set(files, name) {
            Ok((_, set)) if set.len() == 1 => {
                let file = set.files()[0].clone();
                let base = file
                    .path
                    .rsplit('/')
                    .next()
                    .unwrap_or(&file.path)
                    .to_string();
                self.edit_setup(|s| s.load_file(base, file.bytes));
            }
            Ok((name, set)) => self.edit_setup(|s| s.load_set(name, &set)),
            Err(why) => Rc::make_mut(&mut self.run).fail(format!("cannot open {name}: {why}")),
        }
    }

    fn apply(&mut self, action: Action) {
        let Some(action) = self.admit(action) else {
            return;
        };
        match action {
            Action::Edit(edit) => self.edit_setup(|s| s.apply(edit)),
            Action::Example(id) => {
                if let Some(example) = super::examples::by_id(id) {
                    self.edit_setup(|s| s.load_example(example));
                }
            }
            Action::File(name, bytes) => self.edit_setup(|s| s.load_file(name, bytes)),
            Action::Files(name, files) => self.load_files(&name, files),
            Action::RunFailed(message) => Rc::make_mut(&mut self.run).fail(message),
            Action::Control(control) => self.control(control),
            Action::TestOriginal => self.test_original(),
            Action::FormatResult => self.format_result(),
            Action::FormatUnavailable => {
                Rc::make_mut(&mut self.run).format_note =
                    Some("the reduction worker is not available".to_string());
            }
            Action::Race(status) => self.race = Some(status),
            Action::EngineFailed(why) => self.run = Rc::new(Run::waiting(RunState::NoEngine(why))),
            Action::Worker(report) => self.worker_report(*report),
            Action::Tree(columns) => Rc::make_mut(&mut self.run).take_tree(*columns),
            Action::ContinueFromResult => {
                if let Some(best) = self.run.best_bytes.clone() {
                    self.continue_from((*best).clone());
                }
            }
            Action::ContinueFromBest => {
                if let Some(best) = self.stored_best.take() {
                    self.restored = false;
                    self.continue_from(best.best);
                }
            }
            Action::Tab(tab) => self.tab = tab,
            Action::Predict(on) => self.predict = on,
            Action::PredictPick(index) => self.predict_pick(index),
            Action::ResetToLink => self.reset_to_link(),
            Action::UseLanguageGuess => {
                if let Some(language) = self.language_guess.take() {
                    self.edit_setup(|s| s.language = language.to_string());
                }
            }
            action => self.open(action),
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut state = Rc::unwrap_or_clone(self);
        state.apply(action);
        Rc::new(state)
    }
}
