//! The playground's user interface, built from small components the way
//! Yew's examples are. The page's state is a reducer (`state.rs`, used with
//! `use_reducer`): the root component [`App`] hands each pane what it shows
//! as properties, and carries out the effects reducing asks for through its
//! [`Shell`], which owns the reduction workers, the listeners and the
//! timers. It never runs the engine nor the user's oracle: a run is a
//! [`Command`] to a reduction worker, and the UI draws the worker's
//! [`Report`](crate::protocol::Report)s.

mod algo_stats;
mod chart;
mod code_editor;
mod controls;
mod detect;
mod download;
mod editor;
mod embed;
mod embed_page;
mod examples;
mod examples_nav;
mod explain;
mod input_pane;
mod intro;
mod keys;
mod layout;
mod open_files;
mod oracle_form;
mod oracle_pane;
mod predict;
mod race;
mod restore_bar;
mod result_pane;
mod run;
mod run_state;
mod same_origin;
mod sessions_bar;
mod set_view;
mod setup;
mod share;
mod share_bar;
mod share_check;
mod source_view;
mod state;
mod storage;
mod test_log;
mod text_diff;
mod theme;
mod toolchain;
mod tree_model;
mod tree_view;
mod worker_link;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::protocol::Command;
use layout::Callbacks;
use state::{Action, Effect, Startup, State};
use storage::{StoredBest, Unloading};
use worker_link::{ReduceWorker, TEXT_ENGINE};

pub fn start() {
    yew::Renderer::<App>::new().render();
}

/// How long typing pauses before the setup is stored.
const SAVE_DELAY_MS: u32 = 400;
/// At most one store of a running run's best result per this many ms.
const BEST_SAVE_EVERY_MS: f64 = 1000.0;

/// Sends actions to the page's reducer.
type Dispatcher = UseReducerDispatcher<State>;

/// What the page holds outside its state: the reduction workers and the
/// window's listeners, made once when the page opens.
struct Shell {
    dispatch: Dispatcher,
    /// The engine without grammars (the list of languages, plain-text runs
    /// and tests of the original), or why it could not be started.
    worker: Result<ReduceWorker, String>,
    /// Engines with a language's grammar, started when a run first needs one.
    language_workers: HashMap<String, ReduceWorker>,
    /// The engine build the single run is in.
    run_engine: String,
    /// When the best result was last stored, and its size.
    best_saved: (f64, usize),
    /// Read by the unload guard: a run is going on.
    busy: Rc<Cell<bool>>,
    /// The setup the page shows, as of its last drawing: what it keeps
    /// for a reload as it unloads.
    unloading: Rc<RefCell<Option<Unloading>>>,
    _hashchange: Option<EventListener>,
    _beforeunload: Option<EventListener>,
    _pagehide: Option<EventListener>,
    _keys: Option<EventListener>,
}

impl Shell {
    /// Starts the engine without grammars, listens to the window, and reads
    /// what the page opens with (a link, the last session, the server's
    /// oracle).
    fn open(dispatch: Dispatcher) -> Shell {
        let worker = ReduceWorker::spawn(TEXT_ENGINE, to(&dispatch, Action::from));
        // A share link pasted into this tab's address bar loads too.
        let hashchange = web_sys::window().map(|window| {
            let dispatch = dispatch.clone();
            EventListener::new(&window, "hashchange", move |_| read_hash(&dispatch))
        });
        let startup = dispatch.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let hash = web_sys::window().and_then(|w| w.location().hash().ok());
            let shared = match hash.as_deref().and_then(share::payload) {
                Some(payload) => Some(share::decode(payload).await),
                None => None,
            };
            let mode = embed::PageMode::current();
            // An embed keeps nothing: two embeds of different setups on one
            // page, or one page's embeds and the playground, never share a
            // session.
            let session = if mode.is_embed() {
                storage::Opened::default()
            } else {
                storage::open_tab(shared.is_some()).await
            };
            startup.dispatch(Action::Startup(Box::new(Startup {
                session,
                shared,
                server_oracle: same_origin::endpoint().await,
                mode,
            })));
        });
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
        let unloading: Rc<RefCell<Option<Unloading>>> = Rc::default();
        let pagehide = web_sys::window().map(|window| {
            let unloading = Rc::clone(&unloading);
            EventListener::new(&window, "pagehide", move |_| {
                if let Some(unloading) = unloading.borrow().as_ref() {
                    storage::keep_on_unload(unloading);
                }
            })
        });
        Shell {
            worker,
            language_workers: HashMap::new(),
            run_engine: TEXT_ENGINE.to_string(),
            best_saved: (0.0, 0),
            busy,
            unloading,
            _hashchange: hashchange,
            _beforeunload: beforeunload,
            _pagehide: pagehide,
            _keys: keys::listen(to(&dispatch, Action::Control)),
            dispatch,
        }
    }

    fn perform(&mut self, effect: Effect) {
        match effect {
            Effect::StartRun { engine, command } => {
                self.run_engine = engine;
                let started = self.start_engine(&self.run_engine.clone());
                let Some(command) = command else {
                    return;
                };
                let failure = match started {
                    Err(why) => Some(why),
                    Ok(()) if !self.send(&command) => {
                        Some("the reduction worker is not available".to_string())
                    }
                    Ok(()) => None,
                };
                if let Some(why) = failure {
                    self.dispatch.dispatch(Action::RunFailed(why));
                }
            }
            Effect::Send(command) => {
                self.send(&command);
            }
            Effect::Format(config) => {
                let sent = self
                    .worker
                    .as_ref()
                    .is_ok_and(|w| w.send(&Command::Format { config }));
                if !sent {
                    self.dispatch.dispatch(Action::FormatUnavailable);
                }
            }
            Effect::ForkSession { current } => {
                let id = storage::fork(&current);
                self.dispatch.dispatch(Action::SessionForked(id));
            }
            Effect::StoreSetup { id, setup, own } => {
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = storage::save_setup(&id, &setup, own).await;
                });
            }
            Effect::ReopenSession { current, id } => {
                let dispatch = self.dispatch.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let reopened = storage::reopen(&current, &id).await;
                    dispatch.dispatch(Action::SessionReopened(Box::new(reopened)));
                });
            }
            Effect::DeleteSession(id) => {
                wasm_bindgen_futures::spawn_local(async move { storage::delete(&id).await });
            }
        }
    }

    /// Stores the run's best result when it is whole and new (at most once
    /// a second while running; always at the end).
    fn save_best(&mut self, state: &State) {
        let run = &state.run;
        let Some(progress) = &run.progress else {
            return;
        };
        let bytes: &[u8] = match &run.best_bytes {
            Some(bytes) => bytes,
            None if run.best_whole && !run.best.is_empty() => run.best.as_bytes(),
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
            (progress.stats.initial.bytes, progress.stats.current.bytes),
            progress.stats.queries,
            ended,
            bytes.to_vec(),
        );
        self.best_saved = (now, bytes.len());
        let id = state.session_id.clone();
        if id.is_empty() {
            return;
        }
        wasm_bindgen_futures::spawn_local(async move {
            let _ = storage::save_best(&id, &best).await;
        });
    }

    /// Sends a command to the engine the single run is in.
    fn send(&self, command: &Command) -> bool {
        self.engine(&self.run_engine)
            .is_some_and(|w| w.send(command))
    }

    fn engine(&self, engine: &str) -> Option<&ReduceWorker> {
        if engine == TEXT_ENGINE {
            self.worker.as_ref().ok()
        } else {
            self.language_workers.get(engine)
        }
    }

    /// The engine build `engine`, started if it is not running yet.
    fn start_engine(&mut self, engine: &str) -> Result<(), String> {
        if self.engine(engine).is_none() {
            let worker = ReduceWorker::spawn(engine, to(&self.dispatch, Action::from))?;
            self.language_workers.insert(engine.to_string(), worker);
        }
        Ok(())
    }
}

/// A callback that dispatches what `action` makes of its value.
fn to<T: 'static>(dispatch: &Dispatcher, action: fn(T) -> Action) -> Callback<T> {
    let dispatch = dispatch.clone();
    Callback::from(move |value| dispatch.dispatch(action(value)))
}

/// A callback that dispatches `action` whatever its value.
fn say<T: 'static>(dispatch: &Dispatcher, action: fn() -> Action) -> Callback<T> {
    let dispatch = dispatch.clone();
    Callback::from(move |_| dispatch.dispatch(action()))
}

fn callbacks(dispatch: &Dispatcher) -> Callbacks {
    let files = dispatch.clone();
    Callbacks {
        edit: to(dispatch, Action::Edit),
        file: Callback::from(move |picked| open_files::open(files.clone(), picked)),
        example: to(dispatch, Action::Example),
        control: to(dispatch, Action::Control),
        predict: to(dispatch, Action::Predict),
        predict_pick: to(dispatch, Action::PredictPick),
        test_original: say(dispatch, || Action::TestOriginal),
        use_guess: say(dispatch, || Action::UseLanguageGuess),
        confirm_shared: say(dispatch, || Action::ConfirmShared),
        discard_shared: say(dispatch, || Action::DiscardSharedOracle),
        discard_restored: say(dispatch, || Action::DiscardRestored),
        continue_best: say(dispatch, || Action::ContinueFromBest),
        continue_result: say(dispatch, || Action::ContinueFromResult),
        format: say(dispatch, || Action::FormatResult),
        open_session: to(dispatch, Action::ReopenSession),
        delete_session: to(dispatch, Action::DeleteSession),
        delete_sessions: say(dispatch, || Action::DeleteEarlierSessions),
        race: to(dispatch, Action::Race),
        tab: to(dispatch, Action::Tab),
        reset: say(dispatch, || Action::ResetToLink),
    }
}

/// Reads a `#share=` link in the address, if there is one.
fn read_hash(dispatch: &Dispatcher) {
    let Some(hash) = web_sys::window().and_then(|w| w.location().hash().ok()) else {
        return;
    };
    let Some(payload) = share::payload(&hash).map(str::to_string) else {
        return;
    };
    let dispatch = dispatch.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let shared = share::decode(&payload).await.map(Box::new);
        dispatch.dispatch(Action::SharedLoaded(shared));
    });
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(State::new);
    let dispatch = state.dispatcher();
    let shell = {
        let dispatch = dispatch.clone();
        use_mut_ref(move || Shell::open(dispatch))
    };
    // Made once: Yew compares a callback by identity (see `Callbacks`).
    let callbacks = use_memo((), |()| callbacks(&dispatch));
    {
        let shell = shell.clone();
        use_effect_with((), move |()| {
            let why = shell.borrow().worker.as_ref().err().cloned();
            if let Some(why) = why {
                shell.borrow().dispatch.dispatch(Action::EngineFailed(why));
            }
        });
    }
    // After every drawing: carry out what the actions since asked for.
    {
        let shell = shell.clone();
        let state = state.clone();
        use_effect(move || {
            for effect in state.take_effects() {
                shell.borrow_mut().perform(effect);
            }
            let shell = shell.borrow();
            shell.busy.set(state.running());
            *shell.unloading.borrow_mut() = state.unloading();
        });
    }
    // The setup is stored once typing pauses: a new edit drops the timer
    // of the one before.
    use_effect_with(state.setup_edits, move |&edits| {
        let timer = (edits > 0)
            .then(|| Timeout::new(SAVE_DELAY_MS, move || dispatch.dispatch(Action::SaveSetup)));
        move || drop(timer)
    });
    {
        let shell = shell.clone();
        let reports = state.run_reports;
        let state = state.clone();
        use_effect_with(reports, move |_| shell.borrow_mut().save_best(&state));
    }
    let engine_started = shell.borrow().worker.is_ok();
    layout::page(&state, &callbacks, engine_started)
}
