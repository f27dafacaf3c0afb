//! The page's reducer, natively: what each action does to the state and
//! which effects it asks the page for.

use std::rc::Rc;

use whittle_core::Status;
use yew::Reducible;

use super::super::controls::Control;
use super::super::embed::PageMode;
use super::super::layout::Tab;
use super::super::run::test_progress;
use super::super::run_state::{Phase, RunState};
use super::super::setup::{Edit, Setup};
use super::super::share::SharedSetup;
use super::super::storage::{Opened, SessionMeta};
use super::{Action, Effect, Startup, State};
use crate::protocol::{Command, LanguageInfo, Report};

pub(super) fn c() -> LanguageInfo {
    LanguageInfo {
        name: "c".into(),
        title: "C".into(),
        extensions: vec!["c".into(), "h".into()],
        trained_model: false,
        engine: "c".into(),
    }
}

fn opened(id: &str, setup: Option<Setup>) -> Opened {
    Opened {
        id: id.into(),
        setup,
        best: None,
        earlier: Vec::new(),
        own_oracles: Vec::new(),
    }
}

pub(super) fn startup(setup: Option<Setup>, shared: Option<SharedSetup>) -> Action {
    Action::Startup(Box::new(Startup {
        session: opened("tab", setup),
        shared: shared.map(Ok),
        server_oracle: None,
        mode: PageMode::Full,
    }))
}

/// Reduces the actions in turn, as `use_reducer` would; the effects left
/// queued are the last action's.
pub(super) fn reduce(state: State, actions: impl IntoIterator<Item = Action>) -> State {
    let mut state = Rc::new(state);
    for action in actions {
        state.take_effects();
        state = state.reduce(action);
    }
    Rc::unwrap_or_clone(state)
}

/// A page with the engine loaded, the startup applied and an input.
pub(super) fn ready() -> State {
    reduce(
        State::new(),
        [
            startup(None, None),
            Action::Worker(Box::new(Report::Ready {
                languages: vec![c()],
            })),
            Action::Edit(Edit::Input("int a; int b;".into())),
            // Typing paused: the setup is stored.
            Action::SaveSetup,
        ],
    )
}

#[test]
fn ready_is_said_once_the_engine_and_the_startup_are_both_there() {
    let languages = || {
        Action::Worker(Box::new(Report::Ready {
            languages: vec![c()],
        }))
    };
    let state = reduce(State::new(), [languages()]);
    assert_eq!(state.run.state, RunState::Loading);
    let state = reduce(state, [startup(None, None)]);
    assert_eq!(state.status(), ("ready".to_string(), false));
    let state = reduce(
        State::new(),
        [
            Action::EngineFailed("no workers here".into()),
            startup(None, None),
            languages(),
        ],
    );
    assert_eq!(state.status(), ("no workers here".to_string(), false));
}

#[test]
fn a_worker_saying_ready_again_keeps_the_setup() {
    // Each run's worker says Ready: the setup the panes hold stays the
    // same, so that the input pane (which scans the input) is not redrawn.
    let state = reduce(ready(), [Action::Edit(Edit::Language("c".into()))]);
    let shown = state.setup.clone();
    let state = reduce(
        state,
        [Action::Worker(Box::new(Report::Ready {
            languages: vec![c()],
        }))],
    );
    assert!(Rc::ptr_eq(&state.setup, &shown));
}

#[test]
fn a_run_starts_in_the_engine_of_its_language_and_stops_when_told() {
    let state = reduce(
        ready(),
        [
            Action::Edit(Edit::Language("c".into())),
            Action::Control(Control::Run),
        ],
    );
    assert_eq!(state.tab, Tab::Result);
    assert_eq!(state.run.state, RunState::Running(Phase::Working));
    assert!(matches!(
        &state.take_effects()[..],
        // The edit just made is stored before the run starts.
        [Effect::StoreSetup { .. }, Effect::StartRun { engine, command: Some(Command::Run { paused: false, tree_view: true, .. }) }] if engine == "c"
    ));
    // A second Reduce during the run does nothing.
    let state = reduce(state, [Action::Control(Control::Run)]);
    assert!(state.take_effects().is_empty());
    let state = reduce(state, [Action::Control(Control::Stop)]);
    assert_eq!(state.take_effects(), [Effect::Send(Command::Stop)]);
    assert_eq!(state.status().0, "stopping…");
    assert_eq!(state.race_stop, 1);
    let state = reduce(
        state,
        [Action::Worker(Box::new(Report::Finished {
            status: Status::Stopped,
            progress: test_progress(6),
            best: b"int a;".to_vec(),
        }))],
    );
    assert_eq!(state.run.state, RunState::Stopped);
    assert_eq!(
        state.run.best_bytes.as_deref().map(Vec::as_slice),
        Some(&b"int a;"[..])
    );
    assert!(!state.running());
}

#[test]
fn a_run_stores_an_edit_that_waits_for_typing_to_pause_and_no_other() {
    // Stored already: the run asks for nothing but itself.
    let state = reduce(ready(), [Action::Control(Control::Run)]);
    assert!(matches!(
        &state.take_effects()[..],
        [Effect::StartRun { .. }]
    ));
    // An edit whose timer has not fired is stored at once, as it stands.
    let state = reduce(
        ready(),
        [
            Action::Edit(Edit::Input("int x;".into())),
            Action::Control(Control::Run),
        ],
    );
    assert!(matches!(
        &state.take_effects()[..],
        [Effect::StoreSetup { id, setup, own: true }, Effect::StartRun { .. }]
            if id == "tab" && setup.input == "int x;"
    ));
}

#[test]
fn an_unloading_page_keeps_the_setup_it_shows_and_nothing_else() {
    // Before the startup there is no session to keep it in.
    assert!(State::new().unloading().is_none());
    // An edit whose timer has not fired is kept as it stands.
    let state = reduce(ready(), [Action::Edit(Edit::Input("int x;".into()))]);
    let unloading = state.unloading().expect("an edited setup is kept");
    assert_eq!(unloading.id, "tab");
    assert_eq!(unloading.setup.input, "int x;");
    assert!(unloading.own);
    // The default setup has nothing to lose.
    let state = reduce(ready(), [Action::Edit(Edit::Input(String::new()))]);
    assert!(state.unloading().is_none());
    // A link's oracle not yet confirmed is kept as not the user's.
    let shared = SharedSetup::new(Setup {
        input: "x".into(),
        code: "return input.length > 0;".into(),
        ..Setup::default()
    });
    let state = reduce(State::new(), [startup(None, Some(shared))]);
    assert!(!state.unloading().expect("a link's setup is kept").own);
}

#[test]
fn a_refused_run_fails_at_once_but_still_starts_the_engine() {
    let state = reduce(
        ready(),
        [
            Action::Edit(Edit::Code(" ".into())),
            Action::Control(Control::Run),
        ],
    );
    assert!(state.run.state.failed());
    assert!(state.status().0.contains("the oracle is empty"));
    assert!(matches!(
        &state.take_effects()[..],
        [
            Effect::StoreSetup { .. },
            Effect::StartRun { command: None, .. }
        ]
    ));
}

#[test]
fn pause_resume_and_step_tell_the_worker_only_when_they_apply() {
    let state = reduce(
        ready(),
        [
            Action::Control(Control::Run),
            Action::Control(Control::Resume),
        ],
    );
    assert!(state.take_effects().is_empty());
    let state = reduce(state, [Action::Control(Control::Pause)]);
    assert_eq!(state.take_effects(), [Effect::Send(Command::Pause)]);
    assert_eq!(state.status().0, "pausing…");
    let state = reduce(
        state,
        [Action::Worker(Box::new(Report::Paused {
            progress: test_progress(13),
            reason: Some("the endpoint is down".into()),
        }))],
    );
    assert_eq!(state.status().0, "paused: the endpoint is down");
    let state = reduce(state, [Action::Control(Control::Step)]);
    assert_eq!(state.take_effects(), [Effect::Send(Command::Step)]);
    assert!(state.run.state.stepping());
    // A second step waits for the first one's report.
    let state = reduce(state, [Action::Control(Control::Step)]);
    assert!(state.take_effects().is_empty());
    let state = reduce(state, [Action::Control(Control::Resume)]);
    assert_eq!(state.take_effects(), [Effect::Send(Command::Resume)]);
    assert_eq!(state.status().0, "running");
}

#[test]
fn step_mode_from_scratch_starts_a_paused_run_and_steps_it() {
    let state = reduce(ready(), [Action::Control(Control::Step)]);
    assert!(matches!(
        &state.take_effects()[..],
        [
            Effect::StartRun {
                command: Some(Command::Run { paused: true, .. }),
                ..
            },
            Effect::Send(Command::Step)
        ]
    ));
    assert_eq!(state.status().0, "stepping…");
}

#[test]
fn a_foreign_oracle_from_a_link_runs_only_once_confirmed() {
    let shared = SharedSetup::new(Setup {
        input: "x".into(),
        code: "return input.length > 0;".into(),
        ..Setup::default()
    });
    let state = reduce(State::new(), [startup(None, Some(shared))]);
    assert!(state.share_pending);
    assert!(
        state.take_effects().is_empty(),
        "a link at startup keeps the tab's session"
    );
    let state = reduce(state, [Action::Control(Control::Run)]);
    assert!(state.status().0.contains("review its oracle"));
    // Stored, it is not yet this browser's own.
    let state = reduce(state, [Action::SaveSetup]);
    assert!(matches!(
        &state.take_effects()[..],
        [Effect::StoreSetup { own: false, .. }]
    ));
    let state = reduce(state, [Action::ConfirmShared, Action::SaveSetup]);
    assert!(
        matches!(&state.take_effects()[..], [Effect::StoreSetup { own: true, id, .. }] if id == "tab")
    );
    assert_eq!(state.own_oracles.len(), 1);
}

#[test]
fn a_link_opened_in_a_tab_with_work_gets_a_session_of_its_own() {
    let state = ready();
    let state = reduce(
        state,
        [Action::SharedLoaded(Ok(Box::new(SharedSetup::new(
            Setup::default(),
        ))))],
    );
    assert_eq!(
        state.take_effects(),
        [Effect::ForkSession {
            current: "tab".into()
        }]
    );
    let state = reduce(state, [Action::SessionForked("new".into())]);
    assert_eq!(state.session_id, "new");
}

#[test]
fn the_last_session_is_restored_and_its_setup_stored_again_soon() {
    let stored = Setup {
        input: "kept".into(),
        ..Setup::default()
    };
    let state = reduce(State::new(), [startup(Some(stored), None)]);
    assert!(state.restored);
    assert_eq!(state.setup.input, "kept");
    let edits = state.setup_edits;
    // An editor echoing the text changes nothing to store.
    let state = reduce(state, [Action::Edit(Edit::Input("kept".into()))]);
    assert_eq!(state.setup_edits, edits);
    let state = reduce(state, [Action::DiscardRestored]);
    assert_eq!(*state.setup, Setup::default());
    assert_eq!(state.take_effects(), [Effect::DeleteSession("tab".into())]);
}

#[test]
fn earlier_sessions_are_reopened_and_deleted_through_effects() {
    let meta = |id: &str| SessionMeta {
        id: id.into(),
        updated: 0.0,
        name: id.into(),
        input_bytes: 1,
        last: None,
        stored_bytes: 1,
        best_bytes: 0,
        oracle: None,
    };
    let mut state = ready();
    state.session_id = "tab".into();
    state.earlier = vec![meta("a"), meta("b"), meta("c")];
    let state = reduce(state, [Action::ReopenSession("a".into())]);
    assert_eq!(
        state.take_effects(),
        [Effect::ReopenSession {
            current: "tab".into(),
            id: "a".into()
        }]
    );
    assert_eq!(state.session_id, "a");
    let state = reduce(state, [Action::SessionReopened(Box::new(None))]);
    assert_eq!(state.status().0, "that session could not be read");
    let state = reduce(state, [Action::DeleteEarlierSessions]);
    assert_eq!(
        state.take_effects(),
        [
            Effect::DeleteSession("b".into()),
            Effect::DeleteSession("c".into())
        ]
    );
    assert!(state.earlier.is_empty());
}

#[test]
fn a_confident_guess_is_used_and_a_weak_one_offered() {
    let program = "/* a header */\n#include <stdint.h>\n#include <stdio.h>\n\nstatic int area(int w, int h) {\n    return w * h;\n}\n\nint main(void) {\n    printf(\"%d\\n\", area(2, 3));\n    return 0;\n}\n";
    let state = reduce(ready(), [Action::Edit(Edit::Input(program.into()))]);
    assert_eq!(state.setup.guessed, Some("c"));
    assert_eq!(
        state
            .setup
            .resolved_language(&state.languages)
            .map(|l| l.name.as_str()),
        Some("c")
    );
    let state = reduce(state, [Action::Edit(Edit::Language("text".into()))]);
    assert_eq!(state.setup.guessed, None);
}

#[test]
fn formatting_goes_to_the_engine_without_grammars_and_says_when_it_cannot() {
    let state = reduce(ready(), [Action::FormatResult]);
    assert!(
        state.take_effects().is_empty(),
        "nothing to format before a result"
    );
    let mut state = ready();
    std::rc::Rc::make_mut(&mut state.run).take(Report::Finished {
        status: Status::Finished,
        progress: test_progress(6),
        best: b"int a;".to_vec(),
    });
    let state = reduce(state, [Action::FormatResult]);
    assert!(
        matches!(&state.take_effects()[..], [Effect::Format(config)] if config.input == b"int a;")
    );
    let state = reduce(state, [Action::FormatUnavailable]);
    assert_eq!(
        state.run.format_note.as_deref(),
        Some("the reduction worker is not available")
    );
}
