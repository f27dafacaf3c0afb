//! The reducer's step-mode additions: reset to the start, and the
//! "predict the next test" exercise.

use whittle_core::Status;

use super::super::controls::Control;
use super::super::run::test_progress;
use super::super::run_state::{Phase, RunState};
use super::tests::{ready, reduce};
use super::{Action, Effect};
use crate::protocol::StepReport;
use crate::protocol::{BatchCandidate, Command, OracleResult, PieceKind, Report, StepPiece};

fn stepped(tested: &str, batch: &[&str], next: usize) -> Action {
    Action::Worker(Box::new(Report::Stepped {
        step: Box::new(StepReport {
            query: 2,
            description: "a candidate".into(),
            original_check: false,
            candidate_bytes: tested.len(),
            candidate_units: tested.len(),
            current_bytes: 8,
            result: OracleResult::Value { value: false },
            elapsed_ms: 1.0,
            cache_hits: 0,
            cache_hits_interesting: 0,
            rejections: 0,
            adopted_from_cache: Vec::new(),
            files: Vec::new(),
            pieces: Some(vec![StepPiece {
                text: tested.into(),
                kind: PieceKind::Kept,
            }]),
            pieces_note: None,
            batch: batch
                .iter()
                .map(|t| BatchCandidate {
                    text: t.to_string(),
                    answered: false,
                    description: format!("try {t}"),
                })
                .collect(),
            batch_from: 0,
            batch_next: next,
        }),
        progress: test_progress(8),
    }))
}

#[test]
fn reset_stops_a_step_run_and_starts_it_again_paused() {
    let state = reduce(
        ready(),
        [
            Action::Control(Control::Step),
            stepped("int a;", &[], 0),
            Action::Control(Control::Reset),
        ],
    );
    assert_eq!(state.take_effects(), [Effect::Send(Command::Stop)]);
    assert!(state.step_reset);
    let state = reduce(
        state,
        [Action::Worker(Box::new(Report::Finished {
            status: Status::Stopped,
            progress: test_progress(6),
            best: b"int a;".to_vec(),
        }))],
    );
    assert!(!state.step_reset);
    assert_eq!(
        state.run.state,
        RunState::Running(Phase::Paused { reason: None })
    );
    assert!(
        state.run.explanation.is_none(),
        "the explanation starts over"
    );
    assert!(matches!(
        &state.take_effects()[..],
        [Effect::StartRun {
            command: Some(Command::Run { paused: true, .. }),
            ..
        }]
    ));
    // With no run, reset starts a paused one at once.
    let state = reduce(ready(), [Action::Control(Control::Reset)]);
    assert!(matches!(
        &state.take_effects()[..],
        [Effect::StartRun {
            command: Some(Command::Run { paused: true, .. }),
            ..
        }]
    ));
}

#[test]
fn a_prediction_is_picked_then_stepped_and_scored() {
    let state = reduce(
        ready(),
        [
            Action::Predict(true),
            Action::Control(Control::Step),
            stepped("int a; int b;", &["int a;", " int b;", "x", "y"], 1),
        ],
    );
    assert!(state.predict);
    let prompt = state.run.predict.prompt.clone().expect("a question");
    assert_eq!(prompt.choices[prompt.answer].text, " int b;");
    state.take_effects();
    let state = reduce(state, [Action::PredictPick(prompt.answer)]);
    assert_eq!(state.take_effects(), [Effect::Send(Command::Step)]);
    assert_eq!(state.run.state, RunState::Running(Phase::Stepping));
    // A second pick while the step runs does nothing.
    let state = reduce(state, [Action::PredictPick(0)]);
    assert!(state.take_effects().is_empty());
    let state = reduce(state, [stepped(" int b;", &["a", "b"], 0)]);
    assert_eq!((state.run.predict.right, state.run.predict.asked), (1, 1));
    // Off, a pick is ignored.
    let state = reduce(state, [Action::Predict(false), Action::PredictPick(0)]);
    assert!(state.take_effects().is_empty());
}
