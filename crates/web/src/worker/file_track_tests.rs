//! One file's tree view through a whole `auto` run: its statuses follow
//! the default pipeline past its first pass (and through a `fillers` pass,
//! which gives no tree edit), so that at the end they match the result.

use super::tests::config;
use super::*;
use crate::protocol::TreeShape;

/// What a run of `config` (window 1) ends with: the tree, its removed
/// nodes as a mask, the best test case, and the masks reported on the way
/// (each with whether the algorithm gave a tree edit then). `interesting`
/// is the oracle; every candidate in flight must be marked in the tree.
struct Ran {
    shape: TreeShape,
    gone: Vec<bool>,
    best: String,
    /// Whether a test in flight was marked while the algorithm gave no
    /// tree edit.
    marked_without_edit: bool,
    masks: Vec<(bool, Vec<bool>)>,
}

fn run(config: &RunConfig, interesting: impl Fn(&str) -> bool) -> Ran {
    let mut session = Session::from_config(config).unwrap();
    let shape = session.start_tree_view().expect("a tree");
    let mut removed: Vec<u32> = Vec::new();
    let mut masks = Vec::new();
    let mut marked_without_edit = false;
    loop {
        let (id, input, purpose) = match session.poll_step(0.0) {
            PollStep::Done => break,
            PollStep::Wait => panic!("window 1 never waits"),
            PollStep::Test {
                id, input, purpose, ..
            } => (id, input.unwrap(), purpose),
        };
        let tree = session.progress_value(0.0).tree.expect("statuses");
        let edit = session.session.reduction().tree_edit().is_some();
        if !edit && purpose == crate::protocol::Purpose::Candidate && !tree.testing.is_empty() {
            marked_without_edit = true;
        }
        if let Some(now) = tree.removed {
            removed = now;
            masks.push((edit, mask(&shape, &removed)));
        }
        let outcome = super::tests::outcome(id, interesting(&input));
        assert!(session.settle(&outcome).is_none());
    }
    if let Some(now) = session.progress_value(0.0).tree.unwrap().removed {
        removed = now;
    }
    Ran {
        gone: mask(&shape, &removed),
        best: String::from_utf8(session.session.reduction().best().to_vec()).unwrap(),
        shape,
        marked_without_edit,
        masks,
    }
}

/// Which nodes are gone: a removed node and everything below it.
fn mask(shape: &TreeShape, removed: &[u32]) -> Vec<bool> {
    let mut gone = vec![false; shape.parent.len()];
    for &node in removed {
        gone[node as usize] = true;
    }
    for id in 1..gone.len() {
        gone[id] |= gone[shape.parent[id] as usize];
    }
    gone
}

/// The first node of `kind` whose text starts with `text`.
fn node(shape: &TreeShape, input: &str, kind: &str, text: &str) -> usize {
    (0..shape.parent.len())
        .find(|&id| {
            shape.kinds[shape.kind[id] as usize] == kind
                && input[shape.start[id] as usize..].starts_with(text)
        })
        .unwrap_or_else(|| panic!("no {kind} at {text:?}"))
}

/// Every token the statuses keep is in the result, and every removed
/// token of `min` bytes or more (shorter ones, `(` or `x`, are everywhere)
/// is not, unless the result has it elsewhere as many times as the input
/// keeps it.
fn assert_consistent(ran: &Ran, input: &str, min: usize) {
    let text = |id: usize| &input[ran.shape.start[id] as usize..ran.shape.end[id] as usize];
    let mut inner = vec![false; ran.gone.len()];
    for &parent in &ran.shape.parent[1..] {
        inner[parent as usize] = true;
    }
    let leaves =
        (0..ran.gone.len()).filter(|&id| !inner[id] && ran.shape.end[id] > ran.shape.start[id]);
    for id in leaves {
        let token = text(id);
        if !ran.gone[id] {
            assert!(
                ran.best.contains(token),
                "{token:?} is kept but not in {:?}",
                ran.best
            );
        } else if token.len() >= min {
            let kept = (0..ran.gone.len())
                .filter(|&other| !ran.gone[other] && text(other) == token)
                .count();
            assert!(
                ran.best.matches(token).count() <= kept,
                "{token:?} is removed but in {:?}",
                ran.best
            );
        }
    }
}

const PYTHON: &str = "import os\n\n\ndef unused(a, b):\n    total = a + b\n    return total * 2\n\n\ndef keep():\n    return os.getcwd()\n\n\nprint(keep())\n";

#[test]
fn a_python_auto_run_ends_with_the_statuses_of_its_result() {
    let mut config = config("auto", PYTHON);
    config.language = Some("python".into());
    let ran = run(&config, |text| {
        text.contains("def keep") && text.contains("getcwd")
    });
    assert!(!ran.best.contains("unused"), "{}", ran.best);
    let unused = node(&ran.shape, PYTHON, "function_definition", "def unused");
    let keep = node(&ran.shape, PYTHON, "function_definition", "def keep");
    assert!(ran.gone[unused], "{}", ran.best);
    assert!(!ran.gone[keep], "{}", ran.best);
    let getcwd = node(&ran.shape, PYTHON, "identifier", "getcwd");
    assert!(!ran.gone[getcwd]);
    assert_consistent(&ran, PYTHON, 3);
    // The `fillers` pass and those after it give no tree edit: the text
    // was followed, tests in flight too.
    assert!(ran.masks.iter().all(|(edit, _)| !edit));
    assert!(ran.marked_without_edit);
}

const C: &str = "int helper(int x) { return x * 3; }\nstruct pair { int a; int b; };\nint main(void) {\n    struct pair p = { 1, 2 };\n    int value = helper(p.a) + p.b * 7;\n    return value > 100 ? value : -value;\n}\n";

#[test]
fn a_c_auto_run_is_followed_past_the_first_pass() {
    let config = config("auto", C);
    let interesting = |text: &str| text.contains("main") && text.contains("return");
    let ran = run(&config, interesting);
    // What the first pass (pardis-hybrid, on the input's tree) left.
    let pardis = run(&super::tests::config("pardis-hybrid", C), interesting);
    assert!(ran.best.len() < pardis.best.len(), "{}", ran.best);
    let first = ran
        .masks
        .iter()
        .rev()
        .find(|(edit, _)| *edit)
        .map(|(_, mask)| mask)
        .expect("the first pass gave tree edits");
    let later = ran.masks.iter().filter(|(edit, _)| !edit).count();
    assert!(later > 0, "statuses changed after the first pass");
    let count = |mask: &[bool]| mask.iter().filter(|&&g| g).count();
    assert!(count(&ran.gone) > count(first));
    assert_consistent(&ran, C, 2);
}
