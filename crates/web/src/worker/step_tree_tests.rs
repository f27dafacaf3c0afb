//! The tree view in step mode and in a whole `auto` run: the removed
//! nodes it is told of follow the accepted candidates.

use super::control::Action;
use super::tests::config;
use super::tests::outcome;
use super::*;

const C_INPUT: &str = "int a;\nint b;\nstatic int unused(int x) { return x + 1; }\nstruct s { int f; };\nint main(void) { int k = 3; return k; }\n";

/// Steps `algorithm` through `steps` tests in step mode; the removed nodes
/// the stepped reports carried, and the best test case's size after each.
fn step_through(algorithm: &str, steps: usize) -> Vec<(usize, Option<Vec<u32>>)> {
    let mut session = Session::start(&config(algorithm, C_INPUT), true, 1).unwrap();
    session.start_tree_view().expect("a C input has a tree");
    let mut seen = Vec::new();
    for _ in 0..steps {
        assert!(session.step());
        let test = match session.action(0, 0.0) {
            Action::Test { test, step: true } => test,
            // The verification, or the end: the reduction is over.
            Action::Test { step: false, .. } | Action::Done => return seen,
            other => panic!("{other:?}"),
        };
        let PollStep::Test { id, input, .. } = test else {
            panic!()
        };
        let interesting = input.unwrap().contains("main");
        assert!(session.settle(&outcome(id, interesting)).is_none());
        match session.stepped_report(outcome(id, interesting), 0.0) {
            Report::Stepped { progress, .. } => {
                let tree = progress.tree.expect("a tree algorithm reports statuses");
                seen.push((progress.stats.current.bytes, tree.removed));
            }
            other => panic!("{other:?}"),
        }
    }
    seen
}

#[test]
fn step_mode_tells_the_tree_view_what_tree_algorithms_removed() {
    for algorithm in ["hdd", "perses", "pardis"] {
        let seen = step_through(algorithm, 30);
        let shrank = seen
            .iter()
            .position(|(bytes, _)| *bytes < C_INPUT.len())
            .unwrap_or_else(|| panic!("{algorithm} accepted a candidate"));
        let removed = seen[..=shrank]
            .iter()
            .rev()
            .find_map(|(_, removed)| removed.clone())
            .unwrap_or_default();
        assert!(
            !removed.is_empty(),
            "{algorithm}: the step that shrank the test case to {} bytes removed nodes: {seen:?}",
            seen[shrank].0
        );
    }
}

#[test]
fn an_auto_run_on_c_keeps_a_tree_with_its_root() {
    let mut session = Session::start(&config("auto", C_INPUT), false, 1).unwrap();
    let shape = session.start_tree_view().expect("a C input has a tree");
    assert!(shape.start.len() > 10);
    let mut removed = None;
    while session.running() {
        let PollStep::Test { id, input, .. } = session.poll_step(0.0) else {
            break;
        };
        let interesting = input.unwrap().contains("main");
        assert!(session.settle(&outcome(id, interesting)).is_none());
        if let Some(tree) = session.progress_value(0.0).tree {
            removed = tree.removed.or(removed);
        }
    }
    eprintln!("removed {removed:?} of {}", shape.start.len());
    assert!(!removed.unwrap_or_default().contains(&0));
}
