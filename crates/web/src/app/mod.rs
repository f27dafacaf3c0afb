//! The playground's user interface, built from small components the way
//! Yew's examples are: the root [`App`] holds the [`Setup`] that the form
//! edits, the languages, the single run and the reduction worker; each pane
//! is a component with its own properties (and messages where it has state
//! of its own: the share bar, the race panel, the tree view). It never runs
//! the engine nor the user's oracle: a run is a [`Command`] to a reduction
//! worker, and the UI draws the worker's [`Report`]s.

mod algo_stats;
mod chart;
mod code_editor;
mod controls;
mod detect;
mod download;
mod editor;
mod examples;
mod examples_nav;
mod explain;
mod input_pane;
mod intro;
mod keys;
mod oracle_form;
mod oracle_pane;
mod race;
mod restore_bar;
mod result_pane;
mod run;
mod same_origin;
mod sessions_bar;
mod setup;
mod share;
mod share_bar;
mod share_check;
mod source_view;
mod storage;
mod tree_model;
mod tree_view;
mod worker_link;

use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::protocol::{Command, LanguageInfo, Report};
use controls::{Control, RunControls};
use examples_nav::ExamplesNav;
use input_pane::InputPane;
use intro::Intro;
use oracle_pane::OraclePane;
use race::{RacePanel, RaceStatus};
use restore_bar::RestoreBar;
use result_pane::ResultPane;
use run::{describe_result, Run};
use sessions_bar::SessionsBar;
use setup::{Edit, Setup, SetupRef};
use share::SharedSetup;
use share_bar::ShareBar;
use storage::{SessionMeta, StoredBest};
use tree_model::TreeColumns;
use tree_view::TreePanel;
use worker_link::{engine_for, Incoming, ReduceWorker, TEXT_ENGINE};

pub fn start() {
    yew::Renderer::<App>::new().render();
}

pub enum Msg {
    Edit(Edit),
    Example(&'static str),
    /// An opened or dropped file: its name and bytes.
    File(String, Vec<u8>),
    FileFailed(String),
    Control(Control),
    TestOriginal,
    /// A `#share=` link was opened: its payload, decoded.
    SharedLoaded(Result<Box<SharedSetup>, String>),
    ConfirmShared,
    DiscardSharedOracle,
    Race(RaceStatus),
    /// Boxed: a report carries statistics and is much larger than the rest.
    Worker(Box<Report>),
    /// The single run's parse tree.
    Tree(Box<TreeColumns>),
    /// What the last session left, and the link in the address, at start.
    Startup(Box<Startup>),
    /// The setup changed a while ago: store it.
    SaveSetup,
    DiscardRestored,
    ContinueFromBest,
    /// Make the finished run's result the input (after an error or a stop).
    ContinueFromResult,
    /// Format the finished run's result, kept if the oracle accepts it.
    FormatResult,
    /// An earlier session, from the list a new tab offers.
    ReopenSession(String),
    SessionReopened(Box<Option<(Setup, Option<StoredBest>)>>),
    DeleteSession(String),
    DeleteEarlierSessions,
    UseLanguageGuess,
    /// The pane shown on a narrow screen.
    Tab(Tab),
}

impl From<Incoming> for Msg {
    fn from(incoming: Incoming) -> Msg {
        match incoming {
            Incoming::Report(report) => Msg::Worker(report),
            Incoming::Tree(columns) => Msg::Tree(columns),
        }
    }
}

/// On a narrow screen (under 1100 px) one pane shows at a time, chosen by
/// tabs, so the result is never below a long input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Input,
    Oracle,
    Result,
    Tree,
}

impl Tab {
    const ALL: [(Tab, &'static str); 4] = [
        (Tab::Input, "Input"),
        (Tab::Oracle, "Oracle"),
        (Tab::Result, "Result"),
        (Tab::Tree, "Parse tree"),
    ];
}

/// What the page finds when it opens.
pub struct Startup {
    /// This tab's session (`storage.rs`).
    session: storage::Opened,
    /// A `#share=` link in the address, decoded (`None` without one).
    shared: Option<Result<SharedSetup, String>>,
    /// The server's own oracle (`whittle web --test`), if it has one.
    server_oracle: Option<oracle_form::EndpointForm>,
}

/// The callbacks the view hands to components, made once: Yew compares a
/// callback by identity, and a new one on every progress report would
/// redraw every pane with it (the input pane counts the input's tokens).
struct Callbacks {
    edit: Callback<Edit>,
    file: Callback<web_sys::File>,
    example: Callback<&'static str>,
    control: Callback<Control>,
    test_original: Callback<()>,
    use_guess: Callback<()>,
    confirm_shared: Callback<()>,
    discard_shared: Callback<()>,
    discard_restored: Callback<()>,
    continue_best: Callback<()>,
    continue_result: Callback<()>,
    format: Callback<()>,
    open_session: Callback<String>,
    delete_session: Callback<String>,
    delete_sessions: Callback<()>,
    race: Callback<RaceStatus>,
}

impl Callbacks {
    fn new(link: &yew::html::Scope<App>) -> Callbacks {
        let files = link.clone();
        Callbacks {
            edit: link.callback(Msg::Edit),
            file: Callback::from(move |file| read_file(&files, file)),
            example: link.callback(Msg::Example),
            control: link.callback(Msg::Control),
            test_original: link.callback(|_| Msg::TestOriginal),
            use_guess: link.callback(|_| Msg::UseLanguageGuess),
            confirm_shared: link.callback(|_| Msg::ConfirmShared),
            discard_shared: link.callback(|_| Msg::DiscardSharedOracle),
            discard_restored: link.callback(|_| Msg::DiscardRestored),
            continue_best: link.callback(|_| Msg::ContinueFromBest),
            continue_result: link.callback(|_| Msg::ContinueFromResult),
            format: link.callback(|_| Msg::FormatResult),
            open_session: link.callback(Msg::ReopenSession),
            delete_session: link.callback(Msg::DeleteSession),
            delete_sessions: link.callback(|_| Msg::DeleteEarlierSessions),
            race: link.callback(Msg::Race),
        }
    }
}

/// How long typing pauses before the setup is stored.
const SAVE_DELAY_MS: u32 = 400;
/// At most one store of a running run's best result per this many ms.
const BEST_SAVE_EVERY_MS: f64 = 1000.0;

pub struct App {
    setup: Rc<Setup>,
    /// Empty until the worker has loaded the engine.
    languages: Rc<Vec<LanguageInfo>>,
    /// The engine without grammars: the list of languages, plain-text runs
    /// and tests of the original.
    worker: Option<ReduceWorker>,
    /// Engines with a language's grammar, started when a run first needs one.
    language_workers: HashMap<String, ReduceWorker>,
    /// The engine build the single run is in.
    run_engine: String,
    run: Rc<Run>,
    /// The race, while the result pane shows it rather than the single run.
    race: Option<RaceStatus>,
    /// Bumped by Stop, so that the race panel stops its lanes.
    race_stop: u32,
    original_result: Option<AttrValue>,
    testing_original: bool,
    /// A shared link brought oracle code or an endpoint: nothing may run it
    /// before the user says so.
    share_pending: bool,
    share_note: Option<AttrValue>,
    /// The setup came from the last session (the page says so).
    restored: bool,
    /// The last session's best result, offered to continue from.
    stored_best: Option<StoredBest>,
    /// This tab's session, where its setup and results are stored (empty
    /// until the startup has opened it).
    session_id: String,
    /// Sessions no open tab holds, offered to reopen.
    earlier: Vec<SessionMeta>,
    /// The oracles this browser has run (stored or shared from here): a
    /// link bringing one of them back needs no confirmation.
    own_oracles: Vec<String>,
    /// The language the pasted input looks like, when it has no file name.
    language_guess: Option<&'static str>,
    save_timer: Option<Timeout>,
    /// When the best result was last stored, and its size.
    best_saved: (f64, usize),
    /// The page's startup (a shared link, the last session) is applied.
    started: bool,
    /// Read by the unload guard: a run is going on.
    busy: Rc<Cell<bool>>,
    tab: Tab,
    callbacks: Callbacks,
    _hashchange: Option<EventListener>,
    _beforeunload: Option<EventListener>,
    _keys: Option<EventListener>,
}

impl App {
    fn edit_setup(&mut self, ctx: &Context<Self>, change: impl FnOnce(&mut Setup)) {
        let mut setup = (*self.setup).clone();
        change(&mut setup);
        setup.fix_algorithm(&self.languages);
        // An editor echoing a text it was given changes nothing to store.
        if setup != *self.setup {
            self.setup = Rc::new(setup);
            self.setup_changed(ctx);
        }
    }

    /// After any change of the setup: store it soon, guess its language.
    fn setup_changed(&mut self, ctx: &Context<Self>) {
        let link = ctx.link().clone();
        self.save_timer = Some(Timeout::new(SAVE_DELAY_MS, move || {
            link.send_message(Msg::SaveSetup)
        }));
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

    /// Stores the run's best result when it is whole and new (at most once
    /// a second while running; always at the end).
    fn save_best(&mut self) {
        let run = &self.run;
        let Some(progress) = &run.progress else {
            return;
        };
        let bytes: &[u8] = match &run.best_bytes {
            Some(bytes) => bytes,
            None if run.best.len() == progress.stats.current.bytes && !run.best.is_empty() => {
                run.best.as_bytes()
            }
            None => return,
        };
        let now = js_sys::Date::now();
        let ended = !run.running();
        if bytes.len() == self.best_saved.1 && !ended {
            return;
        }
        if !ended && now - self.best_saved.0 < BEST_SAVE_EVERY_MS {
            return;
        }
        // Copied only now that it is stored: progress comes four times a
        // second, and most reports change nothing to store.
        let best = StoredBest::new(
            &run.algorithm,
            progress.stats.initial.bytes,
            progress.stats.queries,
            ended,
            bytes.to_vec(),
        );
        self.best_saved = (now, bytes.len());
        let id = self.session_id.clone();
        if id.is_empty() {
            return;
        }
        wasm_bindgen_futures::spawn_local(async move {
            let _ = storage::save_best(&id, &best).await;
        });
    }

    /// A setup from a link: it needs the user's confirmation when it brings
    /// an oracle this browser has not run.
    fn load_shared(&mut self, ctx: &Context<Self>, shared: SharedSetup) {
        // A link opened in a tab with work of its own: that work stays in
        // its session, and the link gets a new one.
        if self.started && !self.session_id.is_empty() {
            self.session_id = storage::fork(&self.session_id);
            self.stored_best = None;
        }
        let foreign = shared.needs_confirmation()
            && !self
                .own_oracles
                .contains(&shared.setup.oracle_fingerprint());
        self.share_pending = foreign;
        let algorithm = shared.setup.algorithm.clone();
        self.setup = Rc::new(shared.setup);
        self.original_result = None;
        self.restored = false;
        self.setup_changed(ctx);
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
    fn check_shared_algorithm(&mut self, wanted: &str) {
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
        Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
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

    fn racing(&self) -> bool {
        self.race.as_ref().is_some_and(|r| r.running)
    }

    fn running(&self) -> bool {
        self.run.running() || self.racing()
    }

    /// Sends a command to the engine the single run is in.
    fn send(&self, command: &Command) -> bool {
        self.engine(&self.run_engine)
            .is_some_and(|w| w.send(command))
    }

    fn engine(&self, engine: &str) -> Option<&ReduceWorker> {
        if engine == TEXT_ENGINE {
            self.worker.as_ref()
        } else {
            self.language_workers.get(engine)
        }
    }

    /// The engine build `engine`, started if it is not running yet.
    fn start_engine(&mut self, ctx: &Context<Self>, engine: &str) -> Result<(), String> {
        if self.engine(engine).is_none() {
            let worker = ReduceWorker::spawn(engine, ctx.link().callback(Msg::from))?;
            self.language_workers.insert(engine.to_string(), worker);
        }
        Ok(())
    }

    /// Why nothing may run now, if so: checked before every run and test.
    fn refusal(&self) -> Option<String> {
        if self.share_pending {
            return Some("this setup came from a shared link: review its oracle and confirm before anything runs".into());
        }
        self.setup.refusal()
    }

    /// Starts a single run (paused for step mode).
    fn start_run(&mut self, ctx: &Context<Self>, paused: bool) {
        self.race = None;
        self.run_engine = engine_for(&self.setup, &self.languages);
        let started = self.start_engine(ctx, &self.run_engine.clone());
        let setup = &self.setup;
        let mut run = Run::started(
            &setup.algorithm,
            AttrValue::from(setup.input.clone()),
            setup.timeout(),
            paused,
        );
        if let Some(why) = self.refusal() {
            run.fail(why);
        } else if let Err(why) = started {
            run.fail(why);
        } else {
            let command = Command::Run {
                config: setup.run_config(&setup.algorithm, &self.languages),
                paused,
                tree_view: true,
            };
            if !self.send(&command) {
                run.fail("the reduction worker is not available".to_string());
            }
        }
        self.run = Rc::new(run);
    }

    fn control(&mut self, ctx: &Context<Self>, control: Control) -> bool {
        let run = Rc::make_mut(&mut self.run);
        match control {
            Control::Run => {
                if self.run.running() || self.racing() {
                    return false;
                }
                self.start_run(ctx, false);
            }
            Control::Stop => {
                if run.running() {
                    run.status = "stopping…".to_string();
                    self.send(&Command::Stop);
                }
                self.race_stop += 1;
            }
            Control::Pause => {
                if run.running() && !run.paused {
                    run.status = "pausing…".to_string();
                    self.send(&Command::Pause);
                }
            }
            Control::Resume => {
                if run.running() && run.paused {
                    run.paused = false;
                    run.status = "running".to_string();
                    self.send(&Command::Resume);
                }
            }
            Control::Step => {
                if self.racing() || self.run.stepping {
                    return false;
                }
                if !self.run.running() {
                    // Step mode from scratch: a run that starts paused.
                    self.start_run(ctx, true);
                    if !self.run.running() {
                        return true;
                    }
                } else if !self.run.paused {
                    return false;
                }
                let run = Rc::make_mut(&mut self.run);
                run.stepping = true;
                run.status = "stepping…".to_string();
                self.send(&Command::Step);
            }
        }
        true
    }

    fn worker_report(&mut self, report: Report) {
        match report {
            Report::Ready { languages } => {
                self.languages = Rc::new(languages);
                let wanted = self.setup.algorithm.clone();
                self.check_shared_algorithm(&wanted);
                self.announce_ready();
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
                self.save_best();
            }
        }
        self.busy.set(self.running());
    }

    /// Sends the result to be formatted and tested (the engine without
    /// grammars formats: no parse is needed).
    fn format_result(&mut self) {
        let Some(best) = self.run.best_bytes.clone() else {
            return;
        };
        let mut config = self
            .setup
            .run_config(&self.setup.algorithm, &self.languages);
        config.input = (*best).clone();
        let sent = self
            .worker
            .as_ref()
            .is_some_and(|w| w.send(&Command::Format { config }));
        let run = Rc::make_mut(&mut self.run);
        run.format_note = Some(if sent {
            "formatting, then testing the formatted text…".to_string()
        } else {
            "the reduction worker is not available".to_string()
        });
    }

    fn test_original(&mut self) {
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
        self.send(&command);
    }

    /// Reads a `#share=` link in the address, if there is one.
    fn read_hash(link: &yew::html::Scope<App>) {
        let Some(hash) = web_sys::window().and_then(|w| w.location().hash().ok()) else {
            return;
        };
        let Some(payload) = share::payload(&hash).map(str::to_string) else {
            return;
        };
        link.send_future(
            async move { Msg::SharedLoaded(share::decode(&payload).await.map(Box::new)) },
        );
    }
}

fn read_file(link: &yew::html::Scope<App>, file: web_sys::File) {
    let file = gloo_file::File::from(file);
    link.send_future(async move {
        let name = file.name();
        match gloo_file::futures::read_as_bytes(&file).await {
            Ok(bytes) => Msg::File(name, bytes),
            Err(e) => Msg::FileFailed(format!("cannot read {name}: {e}")),
        }
    });
}

impl Component for App {
    type Message = Msg;
    type Properties = ();

    fn create(ctx: &Context<Self>) -> Self {
        let (worker, status) =
            match ReduceWorker::spawn(TEXT_ENGINE, ctx.link().callback(Msg::from)) {
                Ok(w) => (Some(w), "loading the engine…".to_string()),
                Err(e) => (None, e),
            };
        // A share link pasted into this tab's address bar loads too.
        let hashchange = web_sys::window().map(|window| {
            let link = ctx.link().clone();
            EventListener::new(&window, "hashchange", move |_| App::read_hash(&link))
        });
        let startup = {
            let hash = web_sys::window().and_then(|w| w.location().hash().ok());
            async move {
                let shared = match hash.as_deref().and_then(share::payload) {
                    Some(payload) => Some(share::decode(payload).await),
                    None => None,
                };
                Msg::Startup(Box::new(Startup {
                    session: storage::open_tab(shared.is_some()).await,
                    shared,
                    server_oracle: same_origin::endpoint().await,
                }))
            }
        };
        ctx.link().send_future(startup);
        let busy = Rc::new(Cell::new(false));
        let beforeunload = web_sys::window().map(|window| {
            let busy = Rc::clone(&busy);
            EventListener::new(&window, "beforeunload", move |event| {
                if busy.get() {
                    // Asks "leave the page?": the run would be lost.
                    event.prevent_default();
                    if let Some(event) = event.dyn_ref::<web_sys::BeforeUnloadEvent>() {
                        event.set_return_value("a reduction is running");
                    }
                }
            })
        });
        App {
            setup: Rc::new(Setup::default()),
            languages: Rc::default(),
            worker,
            language_workers: HashMap::new(),
            run_engine: TEXT_ENGINE.to_string(),
            run: Rc::new(Run::waiting(&status)),
            race: None,
            race_stop: 0,
            original_result: None,
            testing_original: false,
            share_pending: false,
            share_note: None,
            restored: false,
            stored_best: None,
            session_id: String::new(),
            earlier: Vec::new(),
            own_oracles: Vec::new(),
            language_guess: None,
            save_timer: None,
            best_saved: (0.0, 0),
            started: false,
            busy,
            tab: Tab::Input,
            callbacks: Callbacks::new(ctx.link()),
            _hashchange: hashchange,
            _beforeunload: beforeunload,
            _keys: keys::listen(ctx.link().callback(Msg::Control)),
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Edit(edit) => self.edit_setup(ctx, |s| s.apply(edit)),
            Msg::Example(id) => {
                if let Some(example) = examples::by_id(id) {
                    self.edit_setup(ctx, |s| s.load_example(example));
                }
            }
            Msg::File(name, bytes) => self.edit_setup(ctx, |s| s.load_file(name, bytes)),
            Msg::FileFailed(message) => Rc::make_mut(&mut self.run).fail(message),
            Msg::Control(control) => {
                if matches!(control, Control::Run | Control::Step) {
                    self.tab = Tab::Result;
                }
                let changed = self.control(ctx, control);
                self.busy.set(self.running());
                return changed;
            }
            Msg::TestOriginal => self.test_original(),
            Msg::SharedLoaded(Ok(shared)) => {
                if self.running() {
                    self.share_note = Some(
                        "a shared link was opened during a run: stop it, then reload the page"
                            .into(),
                    );
                } else {
                    self.load_shared(ctx, *shared);
                }
            }
            Msg::SharedLoaded(Err(e)) => self.share_note = Some(e.into()),
            Msg::ConfirmShared => {
                self.share_pending = false;
                self.share_note = Some("oracle confirmed: it runs when you reduce or test".into());
            }
            Msg::DiscardSharedOracle => {
                self.share_pending = false;
                self.edit_setup(ctx, Setup::reset_oracle);
                self.share_note =
                    Some("the link's oracle was discarded; the input and settings are kept".into());
            }
            Msg::Race(status) => {
                self.race = Some(status);
                self.busy.set(self.running());
            }
            Msg::Worker(report) => self.worker_report(*report),
            Msg::Tree(columns) => Rc::make_mut(&mut self.run).take_tree(*columns),
            Msg::Startup(startup) => self.start_up(ctx, *startup),
            Msg::SaveSetup => {
                self.save_timer = None;
                let setup = (*self.setup).clone();
                // An oracle is this browser's once nothing waits for the
                // user's confirmation of it.
                let own = !self.share_pending;
                if own {
                    self.own_oracles.push(setup.oracle_fingerprint());
                }
                let id = self.session_id.clone();
                if !id.is_empty() {
                    wasm_bindgen_futures::spawn_local(async move {
                        let _ = storage::save_setup(&id, &setup, own).await;
                    });
                }
                return false;
            }
            Msg::DiscardRestored => {
                self.restored = false;
                self.stored_best = None;
                self.setup = Rc::new(Setup::default());
                self.language_guess = None;
                let id = self.session_id.clone();
                wasm_bindgen_futures::spawn_local(async move { storage::delete(&id).await });
            }
            Msg::FormatResult => self.format_result(),
            Msg::ContinueFromResult => {
                if let Some(best) = self.run.best_bytes.clone() {
                    self.continue_from((*best).clone(), ctx);
                }
            }
            Msg::ReopenSession(id) => {
                let current = self.session_id.clone();
                self.earlier.retain(|m| m.id != id);
                self.session_id = id.clone();
                ctx.link().send_future(async move {
                    Msg::SessionReopened(Box::new(storage::reopen(&current, &id).await))
                });
            }
            Msg::SessionReopened(reopened) => match *reopened {
                Some((setup, best)) => {
                    self.setup = Rc::new(setup);
                    Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
                    self.restored = true;
                    self.original_result = None;
                    self.stored_best = best.filter(|b| {
                        b.input_bytes == self.setup.input_bytes().len()
                            && b.best.len() < b.input_bytes
                    });
                    self.setup_changed(ctx);
                }
                None => Rc::make_mut(&mut self.run).fail("that session could not be read".into()),
            },
            Msg::DeleteSession(id) => {
                self.earlier.retain(|m| m.id != id);
                wasm_bindgen_futures::spawn_local(async move { storage::delete(&id).await });
            }
            Msg::DeleteEarlierSessions => {
                for meta in std::mem::take(&mut self.earlier) {
                    wasm_bindgen_futures::spawn_local(
                        async move { storage::delete(&meta.id).await },
                    );
                }
            }
            Msg::ContinueFromBest => {
                if let Some(best) = self.stored_best.take() {
                    self.restored = false;
                    self.continue_from(best.best, ctx);
                }
            }
            Msg::Tab(tab) => self.tab = tab,
            Msg::UseLanguageGuess => {
                if let Some(language) = self.language_guess.take() {
                    self.edit_setup(ctx, |s| s.language = language.to_string());
                }
            }
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let link = ctx.link();
        let on = &self.callbacks;
        let engine_missing = self.worker.is_none() || self.languages.is_empty();
        let blocked = self.share_pending || engine_missing;
        let setup = SetupRef(self.setup.clone());
        let (status, failed) = match &self.race {
            Some(race) => (race.text.clone(), race.failed),
            None => (
                self.run.status.clone(),
                self.run.state == run::RunState::Failed,
            ),
        };
        html! {
            <div class="app">
                <header>
                    <h1>{ "whittle" }<span class="sub">{ " playground — a test-case reducer in your browser" }</span></h1>
                    <ExamplesNav disabled={self.running()} on_pick={on.example.clone()} />
                    <ShareBar setup={setup.clone()} pending={self.share_pending} note={self.share_note.clone()}
                        result={self.run.best_bytes.clone()}
                        on_confirm={on.confirm_shared.clone()}
                        on_discard={on.discard_shared.clone()} />
                </header>
                <Intro on_example={on.example.clone()} />
                <RestoreBar restored={self.restored} best={self.stored_best.clone()}
                    on_discard={on.discard_restored.clone()}
                    on_continue={on.continue_best.clone()} />
                <SessionsBar earlier={self.earlier.clone()}
                    on_open={on.open_session.clone()}
                    on_delete={on.delete_session.clone()}
                    on_delete_all={on.delete_sessions.clone()} />
                <nav class="tabs" role="tablist" aria-label="panes">
                    { for Tab::ALL.iter().map(|&(tab, title)| html! {
                        <button role="tab" aria-selected={(self.tab == tab).to_string()}
                            data-testid={format!("tab-{}", title.to_lowercase().replace(' ', "-"))}
                            class={classes!((self.tab == tab).then_some("active"))}
                            onclick={link.callback(move |_| Msg::Tab(tab))}>{ title }</button>
                    }) }
                </nav>
                <main>
                    <div class={self.slot(Tab::Input)}>
                    <InputPane setup={setup.clone()} languages={self.languages.clone()}
                        language_guess={self.language_guess.map(AttrValue::from)}
                        on_use_guess={on.use_guess.clone()}
                        on_edit={on.edit.clone()} on_file={on.file.clone()} />
                    </div>
                    <div class={self.slot(Tab::Oracle)}>
                    <OraclePane setup={setup.clone()} on_edit={on.edit.clone()}
                        test_disabled={self.testing_original || self.worker.is_none() || self.share_pending}
                        original_result={self.original_result.clone()}
                        on_test_original={on.test_original.clone()}>
                        <RunControls running={self.running()} single={self.run.running()}
                            paused={self.run.paused} stepping={self.run.stepping}
                            racing={self.racing()} {blocked}
                            on_control={on.control.clone()} />
                    </OraclePane>
                    </div>
                    <div class={self.slot(Tab::Result)}>
                    <ResultPane run={self.run.clone()} status={AttrValue::from(status)} {failed}
                        input_bytes={self.setup.input_bytes().len()}
                        download_name={AttrValue::from(self.setup.download_name())}
                        racing={self.race.is_some()} on_edit={on.edit.clone()}
                        on_continue={on.continue_result.clone()}
                        on_format={self.formattable().then(|| on.format.clone())}
                        language={code_editor::editor_language(self.setup.resolved_language(&self.languages))}>
                        <RacePanel setup={setup.clone()} languages={self.languages.clone()}
                            blocked={blocked || self.run.running()} stop={self.race_stop}
                            shown={self.race.is_some()} download_name={AttrValue::from(self.setup.download_name())}
                            on_status={on.race.clone()} />
                    </ResultPane>
                    </div>
                    <div class={classes!(self.slot(Tab::Tree), "tree-slot")}>
                    { self.tree_pane() }
                    </div>
                </main>
            </div>
        }
    }
}

impl App {
    /// The classes of the wrapper of `tab`'s pane.
    fn slot(&self, tab: Tab) -> Classes {
        classes!("pane-slot", (self.tab == tab).then_some("active"))
    }

    /// Applies what the page found when it opened: a shared link wins over
    /// the last session's setup; the last run's best is offered when it
    /// belongs to the setup's input.
    fn start_up(&mut self, ctx: &Context<Self>, startup: Startup) {
        let storage::Opened {
            id,
            setup: stored,
            best,
            earlier,
            own_oracles,
        } = startup.session;
        self.session_id = id;
        self.earlier = earlier;
        self.own_oracles.extend(own_oracles);
        if let Some(stored) = &stored {
            self.own_oracles.push(stored.oracle_fingerprint());
        }
        let untouched = *self.setup == Setup::default();
        match startup.shared {
            Some(Ok(shared)) if untouched => self.load_shared(ctx, shared),
            Some(Err(e)) => self.share_note = Some(e.into()),
            _ => {
                // A stored setup that is the default has nothing to restore.
                let stored = stored.filter(|s| untouched && *s != Setup::default());
                if let Some(stored) = stored {
                    self.setup = Rc::new(stored);
                    self.restored = true;
                    self.setup_changed(ctx);
                    Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
                } else if let Some(form) = startup.server_oracle.filter(|_| untouched) {
                    // Served by `whittle web --test`: its script is the oracle.
                    let setup = Rc::make_mut(&mut self.setup);
                    setup.endpoint = form;
                    setup.oracle_kind = oracle_form::OracleKind::Endpoint;
                    self.share_note = Some(
                        "the oracle is this server's script (whittle web --test): every candidate goes to it"
                            .into(),
                    );
                }
            }
        }
        self.stored_best = best.filter(|best| {
            best.input_bytes == self.setup.input_bytes().len() && best.best.len() < best.input_bytes
        });
        self.started = true;
        self.announce_ready();
    }

    /// The result can be formatted in the page (its language has a
    /// formatter there).
    fn formattable(&self) -> bool {
        self.setup
            .resolved_language(&self.languages)
            .is_some_and(|l| l.name == "json")
    }

    /// Makes `bytes` the input, as a file would (text, or bytes when they
    /// are not UTF-8), keeping its name and language.
    fn continue_from(&mut self, bytes: Vec<u8>, ctx: &Context<Self>) {
        let name = self
            .setup
            .file_name
            .clone()
            .unwrap_or_else(|| "input".into());
        self.edit_setup(ctx, |s| {
            let language = s.language.clone();
            let named = s.file_name.is_some();
            s.load_file(name, bytes);
            s.language = language;
            if !named {
                s.file_name = None;
            }
        });
    }

    /// Says "ready" once the engine has loaded and the startup is applied:
    /// before that, Reduce would run the default setup rather than the
    /// link's or the last session's.
    fn announce_ready(&mut self) {
        let loading = !self.run.running() && self.run.status.starts_with("loading");
        if self.started && !self.languages.is_empty() && loading {
            self.run = Rc::new(Run::waiting("ready"));
        }
    }

    /// The parse tree of the last single run, full width under the panes.
    fn tree_pane(&self) -> Html {
        if self.race.is_some() {
            return html! {};
        }
        html! {
            <section class="pane tree-pane">
                <h2>{ "Parse tree" }</h2>
                if let Some(model) = &self.run.tree {
                    <TreePanel model={model.clone()} status={self.run.tree_status.clone()} focus={self.run.tree_focus} />
                } else {
                    <div class="muted" data-testid="tree-note">{
                        "The parse tree of the input shows here during a run with a language: with a tree algorithm, each node is marked kept, removed or under test."
                    }</div>
                }
            </section>
        }
    }
}
