//! Runs over test cases made of files: the worker sets them up with
//! `whittle_setup::files`, each test carries the set's files decoded (and
//! its tar archive for an endpoint), and the result is a smaller set.

use super::control::Action;
use super::tests::config;
use super::*;
use crate::protocol::{EndpointSpec, InputFile, OracleSpec, Purpose};
use whittle_core::files::FileSet;

fn file(path: &str, text: &str) -> InputFile {
    InputFile {
        path: path.into(),
        bytes: text.as_bytes().to_vec(),
    }
}

fn set_config() -> RunConfig {
    let mut config = config("ddmin*", "");
    config.input = Vec::new();
    config.files = vec![
        file(
            "bug.c",
            "#include \"used.h\"\n#include \"unused.h\"\nint helper(int x) { return x + 1; }\nint main(void) { return BUG; }\n",
        ),
        file("used.h", "#define BUG 1\n#define OTHER 2\n"),
        file("unused.h", "#define NOTHING 0\nint nothing(void);\n"),
    ];
    config
}

/// The oracle: `main` still returns `BUG`, and a header defines it.
fn interesting(files: &[InputFile]) -> bool {
    let text = |path: &str| {
        files
            .iter()
            .find(|f| f.path == path)
            .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
    };
    let main = text("bug.c").unwrap_or_default();
    main.contains("return BUG")
        && files
            .iter()
            .any(|f| String::from_utf8_lossy(&f.bytes).contains("#define BUG"))
}

#[test]
fn a_set_reduces_with_every_test_carrying_its_files() {
    let mut session = Session::from_config(&set_config()).unwrap();
    let mut tests = 0;
    loop {
        match session.poll_step(0.0) {
            PollStep::Done => break,
            PollStep::Wait => panic!("window 1 never waits"),
            PollStep::Test {
                id,
                bytes,
                files,
                archive,
                ..
            } => {
                tests += 1;
                let files = files.expect("a set's test carries its files");
                assert_eq!(archive, None, "a JavaScript oracle gets no archive");
                // The files are the encoding's, decoded.
                let set = FileSet::decode(&bytes).unwrap();
                assert_eq!(set.len(), files.len());
                let value = interesting(&files);
                let outcome = super::tests::outcome(id, value);
                assert!(session.settle(&outcome).is_none());
            }
        }
    }
    assert!(tests > 3, "{tests} tests");
    let Report::Finished { best, .. } = session.finished_report(0.0) else {
        panic!("the run finishes");
    };
    let best = FileSet::decode(&best).expect("the result is a set");
    let paths: Vec<_> = best.files().iter().map(|f| f.path.as_str()).collect();
    assert!(!paths.contains(&"unused.h"), "{paths:?}");
    let main = String::from_utf8_lossy(&best.get("bug.c").unwrap().bytes).into_owned();
    assert!(!main.contains("helper"), "{main}");
}

#[test]
fn an_endpoints_tests_carry_the_sets_archive() {
    let mut config = set_config();
    config.oracle = OracleSpec::Endpoint(EndpointSpec::default());
    let mut session = Session::from_config(&config).unwrap();
    let PollStep::Test { bytes, archive, .. } = session.poll_step(0.0) else {
        panic!("the first poll is a test");
    };
    let set = FileSet::decode(&bytes).unwrap();
    let limits = whittle_core::files::Limits::DEFAULT;
    let unpacked = whittle_wire::archive::tar_to_set(&archive.unwrap(), &limits).unwrap();
    assert_eq!(unpacked, set);
}

#[test]
fn a_set_that_breaks_the_path_rules_is_refused_with_the_path() {
    let mut config = set_config();
    config.files.push(file("../escape.h", ""));
    let error = Session::from_config(&config).err().unwrap();
    assert!(error.contains("../escape.h"), "{error}");
    config.files.pop();
    config.files.push(file("used.h", "again"));
    let error = Session::from_config(&config).err().unwrap();
    assert!(error.contains("twice"), "{error}");
}

#[test]
fn the_original_of_a_set_is_tested_with_its_files() {
    let config = set_config();
    let parts = OracleInput::of(
        run_setup::file_set(&config.files).unwrap().encode(),
        true,
        false,
    );
    let files = parts.files.unwrap();
    let mut sorted = config.files.clone();
    sorted.sort_by(|a, b| a.path.cmp(&b.path));
    assert_eq!(files, sorted);
    assert!(parts.input.unwrap().starts_with("whittle-files/1\n"));
}

#[test]
fn the_tree_view_of_a_set_follows_its_files_through_the_run() {
    let mut session = Session::from_config(&set_config()).unwrap();
    let shape = session.start_tree_view().expect("a set has a tree view");
    let source = shape.source.clone().expect("the view's text comes along");
    let labels: Vec<&str> = shape.labels.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(
        labels,
        [
            "bug.c (105 bytes)",
            "unused.h (37 bytes)",
            "used.h (30 bytes)"
        ]
    );
    let file_node = |path: &str| {
        shape
            .labels
            .iter()
            .find(|(_, l)| l.starts_with(path))
            .unwrap()
            .0
    };
    let text =
        |id: u32| &source[shape.start[id as usize] as usize..shape.end[id as usize] as usize];
    let mut removed = Vec::new();
    let mut marked = 0;
    loop {
        let (id, files, purpose) = match session.poll_step(0.0) {
            PollStep::Done => break,
            PollStep::Wait => panic!("window 1 never waits"),
            PollStep::Test {
                id, files, purpose, ..
            } => (id, files.unwrap(), purpose),
        };
        let tree = session
            .progress_value(0.0)
            .tree
            .expect("a set reports statuses");
        removed = tree.removed.unwrap_or(removed);
        // A candidate removes something, and only what is still there.
        if purpose == Purpose::Candidate && id != 0 {
            marked += tree.testing.len();
            assert!(tree.testing.iter().all(|node| !removed.contains(node)));
        }
        let value = interesting(&files);
        let outcome = super::tests::outcome(id, value);
        assert!(session.settle(&outcome).is_none());
    }
    assert!(marked > 0, "tests in flight are marked");
    let removed = session
        .progress_value(0.0)
        .tree
        .unwrap()
        .removed
        .unwrap_or(removed);
    // unused.h is left out and used.h pasted into bug.c: both files are
    // gone, and bug.c's helper with them.
    assert!(removed.contains(&file_node("unused.h")), "{removed:?}");
    assert!(removed.contains(&file_node("used.h")));
    assert!(!removed.contains(&file_node("bug.c")));
    let best = String::from_utf8(session.session.reduction().best().to_vec()).unwrap();
    let helper = removed
        .iter()
        .find(|&&node| text(node).starts_with("int helper"));
    assert!(helper.is_some(), "{best}");
    for &node in &removed {
        let gone = text(node).trim();
        assert!(
            !gone.is_empty() && !best.contains(gone),
            "{gone:?} is in {best:?}"
        );
    }
}

#[test]
fn a_step_of_a_set_says_what_its_candidate_does_to_each_file() {
    let mut session = Session::start(&set_config(), true, 1).unwrap();
    session.start_tree_view();
    // The first step checks the original, the second removes files.
    let mut steps = Vec::new();
    for _ in 0..2 {
        assert!(session.step());
        let Action::Test { test, step: true } = session.action(0, 0.0) else {
            panic!("a step runs one candidate");
        };
        let PollStep::Test { id, files, .. } = test else {
            panic!("a test");
        };
        let outcome = super::tests::outcome(id, interesting(&files.unwrap()));
        assert!(session.settle(&outcome).is_none());
        session.control.stepped();
        steps.push(session.stepped_report(outcome, 0.0));
    }
    let Report::Stepped { step, progress } = &steps[1] else {
        panic!("a stepped report");
    };
    let left_out: Vec<&str> = step
        .files
        .iter()
        .filter(|f| f.candidate.is_none())
        .map(|f| f.path.as_str())
        .collect();
    assert!(!left_out.is_empty(), "{:?}", step.files);
    assert_eq!(step.files.len(), 3);
    // The tree view shows the files the step's candidate left out.
    assert!(!progress.tree.as_ref().unwrap().testing.is_empty());
}

#[test]
fn with_the_pipeline_whole_functions_of_a_set_show_as_removed() {
    let mut config = set_config();
    config.algorithm = "auto".into();
    config.units = vec!["line".into(), "char".into()];
    config.files[0] = file(
        "bug.c",
        "#include \"used.h\"\n#include \"unused.h\"\nint helper(int x) { return x + 1; }\nint other(void) { return helper(2); }\nint main(void) { return BUG; }\n",
    );
    let mut session = Session::from_config(&config).unwrap();
    let shape = session.start_tree_view().unwrap();
    let source = shape.source.clone().unwrap();
    let text =
        |id: u32| &source[shape.start[id as usize] as usize..shape.end[id as usize] as usize];
    let mut removed = Vec::new();
    let mut bests = Vec::new();
    loop {
        let (id, files) = match session.poll_step(0.0) {
            PollStep::Done => break,
            PollStep::Wait => panic!("window 1 never waits"),
            PollStep::Test { id, files, .. } => (id, files.unwrap()),
        };
        removed = session
            .progress_value(0.0)
            .tree
            .unwrap()
            .removed
            .unwrap_or(removed);
        let best = String::from_utf8_lossy(session.session.reduction().best()).into_owned();
        if bests.last() != Some(&best) {
            bests.push(best);
        }
        let value = interesting(&files);
        let outcome = super::tests::outcome(id, value);
        assert!(session.settle(&outcome).is_none());
    }
    let removed = session
        .progress_value(0.0)
        .tree
        .unwrap()
        .removed
        .unwrap_or(removed);
    let gone: Vec<&str> = removed.iter().map(|&n| text(n)).collect();
    for function in ["int helper", "int other"] {
        assert!(
            gone.iter().any(|t| t.starts_with(function)),
            "{function} not in {gone:#?}\n{bests:#?}"
        );
    }
}

#[test]
fn a_set_in_two_languages_shows_and_reduces_each_file_in_its_own() {
    // The engine with every grammar (and the native tests) parse each file
    // with its own grammar, as the command line does.
    let mut config = set_config();
    config.algorithm = "auto".into();
    config.language = Some("c".into());
    config.units = vec!["line".into(), "char".into()];
    config.files = vec![
        file(
            "main.c",
            "int helper(int x) { return x + 1; }\nint main(void) { return run(); }\n",
        ),
        file(
            "tool.py",
            "import os\n\ndef unused():\n    return os.getcwd()\n\ndef keep():\n    return 1\n",
        ),
    ];
    let mut session = Session::from_config(&config).unwrap();
    let shape = session.start_tree_view().unwrap();
    // Under each file node, its parse tree's root, not a node per line.
    for (path, root) in [("main.c", "translation_unit"), ("tool.py", "module")] {
        let node = shape
            .labels
            .iter()
            .find(|(_, l)| l.starts_with(path))
            .unwrap()
            .0;
        let children: Vec<&str> = (0..shape.parent.len())
            .filter(|&i| i != 0 && shape.parent[i] == node)
            .map(|i| shape.kinds[shape.kind[i] as usize].as_str())
            .collect();
        assert_eq!(children, [root], "{path}");
    }
    loop {
        let (id, files) = match session.poll_step(0.0) {
            PollStep::Done => break,
            PollStep::Wait => panic!("window 1 never waits"),
            PollStep::Test { id, files, .. } => (id, files.unwrap()),
        };
        let text = |path: &str| {
            files
                .iter()
                .find(|f| f.path == path)
                .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
                .unwrap_or_default()
        };
        let value = text("main.c").contains("run()") && text("tool.py").contains("def keep");
        let outcome = super::tests::outcome(id, value);
        assert!(session.settle(&outcome).is_none());
    }
    let best = FileSet::decode(session.session.reduction().best()).unwrap();
    let text = |path: &str| String::from_utf8_lossy(&best.get(path).unwrap().bytes).into_owned();
    // Each file kept its syntax (the syntax check, in each file's language).
    assert!(!text("main.c").contains("helper"), "{}", text("main.c"));
    assert!(!text("tool.py").contains("unused"), "{}", text("tool.py"));
    assert!(
        text("tool.py").contains("def keep():"),
        "{}",
        text("tool.py")
    );
}
