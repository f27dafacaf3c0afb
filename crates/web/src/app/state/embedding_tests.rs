//! The reducer in an embed and with an exercise link: what a fixed setup
//! refuses, Run as consent in an embed, Reset, and nothing stored.

use super::super::controls::Control;
use super::super::embed::{Exercise, PageMode};
use super::super::run_state::RunState;
use super::super::setup::{Edit, Setup};
use super::super::share::SharedSetup;
use super::super::storage::Opened;
use super::tests::{c, reduce};
use super::{Action, Effect, Startup, State};
use crate::protocol::Report;

const SELECT: &str = "<SELECT NAME=\"priority\" MULTIPLE SIZE=7>";

fn link(exercise: Option<Exercise>) -> SharedSetup {
    let mut shared = SharedSetup::new(Setup {
        input: SELECT.into(),
        code: "return input.includes('<SELECT');".into(),
        algorithm: "ddmin".into(),
        units: "char".into(),
        ..Setup::default()
    });
    shared.exercise = exercise;
    shared
}

fn embed(allow_edit: bool) -> PageMode {
    PageMode::Embed {
        allow_edit,
        open_href: "index.html#share=z.x".into(),
    }
}

/// The page opened on `shared` in `mode`, with no session (an embed's)
/// and the engine ready.
fn opened(mode: PageMode, shared: SharedSetup) -> State {
    reduce(
        State::new(),
        [
            Action::Startup(Box::new(Startup {
                session: Opened::default(),
                shared: Some(Ok(shared)),
                server_oracle: None,
                mode,
            })),
            Action::Worker(Box::new(Report::Ready {
                languages: vec![c()],
            })),
        ],
    )
}

#[test]
fn a_read_only_embed_refuses_edits_but_not_slow_motion() {
    let state = opened(embed(false), link(None));
    assert!(state.setup_fixed() && state.share_pending);
    let state = reduce(
        state,
        [
            Action::Edit(Edit::Input("mine".into())),
            Action::Edit(Edit::Code("return true;".into())),
            Action::Example("json-bug"),
        ],
    );
    assert_eq!(state.setup.input, SELECT);
    assert_eq!(state.setup.code, "return input.includes('<SELECT');");
    assert!(state
        .share_note
        .as_deref()
        .is_some_and(|n| n.contains("open it in whittle")));
    let state = reduce(state, [Action::Edit(Edit::Delay(250))]);
    assert_eq!(state.setup.delay_ms, 250);
}

#[test]
fn run_in_an_embed_is_consent_to_its_oracle_and_nothing_is_stored() {
    let state = reduce(opened(embed(false), link(None)), [Action::SaveSetup]);
    assert!(
        !state
            .take_effects()
            .iter()
            .any(|e| matches!(e, Effect::StoreSetup { .. })),
        "an embed has no session to store into"
    );
    let state = reduce(state, [Action::Control(Control::Run)]);
    assert!(!state.share_pending);
    assert!(state.run.running(), "{:?}", state.run.state);
    assert!(state.take_effects().iter().any(|e| matches!(
        e,
        Effect::StartRun {
            command: Some(_),
            ..
        }
    )));

    // The whole playground keeps asking first.
    let full = reduce(
        opened(PageMode::Full, link(None)),
        [Action::Control(Control::Run)],
    );
    assert!(full.share_pending);
    assert!(
        matches!(full.run.state, RunState::Failed(_)),
        "{:?}",
        full.run.state
    );
}

#[test]
fn an_editable_embed_takes_edits_and_resets_to_its_link() {
    let state = opened(embed(true), link(None));
    assert!(!state.setup_fixed());
    let state = reduce(state, [Action::Edit(Edit::Input("<SELECT>".into()))]);
    assert_eq!(state.setup.input, "<SELECT>");
    let running = reduce(state.clone(), [Action::Control(Control::Run)]);
    let still = reduce(running, [Action::ResetToLink]);
    assert_eq!(still.setup.input, "<SELECT>", "no reset during a run");
    let state = reduce(state, [Action::ResetToLink]);
    assert_eq!(state.setup.input, SELECT);
    assert_eq!(state.run.state, RunState::Ready);
}

#[test]
fn an_exercise_fixes_its_setup_in_the_whole_playground_too() {
    let state = opened(PageMode::Full, link(Some(Exercise { predict: true })));
    assert_eq!(state.exercise, Some(Exercise { predict: true }));
    assert!(state.setup_fixed());
    assert!(state.predict, "the exercise turns predictions on");
    let state = reduce(
        state,
        [
            Action::Edit(Edit::Algorithm("hdd".into())),
            Action::ConfirmShared,
            Action::Control(Control::Step),
        ],
    );
    assert_eq!(state.setup.algorithm, "ddmin");
    assert!(state.run.running());
    let state = reduce(
        state,
        [Action::RunFailed("stopped".into()), Action::ResetToLink],
    );
    assert_eq!(state.run.state, RunState::Ready);
    assert_eq!(state.setup.input, SELECT);

    // An ordinary link opened afterwards is not an exercise.
    let state = reduce(state, [Action::SharedLoaded(Ok(Box::new(link(None))))]);
    assert!(state.exercise.is_none() && !state.setup_fixed());
}
