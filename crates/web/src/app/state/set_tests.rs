//! Test cases made of files in the page's reducer: dropped or chosen
//! together they make one set (never only the first file), a run gets the
//! files and the engine of the set's languages (the one with every grammar
//! when they are in several), and a result continues as a set.

use whittle_core::files::{FileSet, SetFile};
use whittle_core::Status;

use super::super::controls::Control;
use super::super::run::test_progress;
use super::super::run_state::RunState;
use super::super::setup::Setup;
use super::super::storage::StoredBest;
use super::super::worker_link::ALL_ENGINE;
use super::tests::{c, ready, reduce, startup};
use super::{Action, Effect, State};
use crate::protocol::{Command, LanguageInfo, Report};

fn three_files() -> Action {
    Action::Files(
        "3 files".into(),
        vec![
            (
                "bug.c".into(),
                b"#include \"used.h\"\nint main(void) { return BUG; }\n".to_vec(),
            ),
            ("used.h".into(), b"#define BUG 1\n".to_vec()),
            (
                "notes.txt".into(),
                b"a long note that is not code at all\n".repeat(4),
            ),
        ],
    )
}

#[test]
fn several_files_make_one_set_and_a_run_gets_every_file() {
    let state = reduce(ready(), [three_files()]);
    let set = state.setup.file_set().expect("the files are a set");
    let paths: Vec<_> = set.files().iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["bug.c", "notes.txt", "used.h"]);
    assert_eq!(state.setup.file_name.as_deref(), Some("3 files"));
    assert_eq!(state.setup.input, "");
    // The set's encoding is the input the engine and storage see.
    assert_eq!(state.setup.input_bytes(), set.encode());
    let state = reduce(state, [Action::Control(Control::Run)]);
    let effects = state.take_effects();
    let [Effect::StoreSetup { .. }, Effect::StartRun {
        engine,
        command: Some(Command::Run { config, .. }),
    }] = &effects[..]
    else {
        panic!("{effects:?}");
    };
    // notes.txt is the largest file, but has no language: C's engine runs.
    assert_eq!(engine, "c");
    assert!(config.input.is_empty());
    let sent: Vec<_> = config.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(sent, paths);
    assert_eq!(config.files[1].bytes, set.files()[1].bytes);
}

#[test]
fn a_folder_dropped_is_named_by_its_top_folder_and_litter_is_left_out() {
    let state = reduce(
        ready(),
        [Action::Files(
            "dropped".into(),
            vec![
                ("proj/src/a.js".into(), b"a".to_vec()),
                ("proj/package.json".into(), b"{}".to_vec()),
                ("proj/.DS_Store".into(), b"\0".to_vec()),
                ("__MACOSX/proj/._a.js".into(), b"\0".to_vec()),
            ],
        )],
    );
    let set = state.setup.file_set().unwrap();
    let paths: Vec<_> = set.files().iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["package.json", "src/a.js"]);
    assert_eq!(state.setup.file_name.as_deref(), Some("proj"));
    assert_eq!(state.setup.download_name(), "proj.reduced.zip");
}

#[test]
fn a_set_that_breaks_the_rules_is_refused_and_changes_nothing() {
    let before = ready();
    let input = before.setup.input.clone();
    let state = reduce(
        before,
        [Action::Files(
            "x".into(),
            vec![
                ("a/../b".into(), b"1".to_vec()),
                ("c".into(), b"2".to_vec()),
            ],
        )],
    );
    assert_eq!(state.setup.input, input);
    assert!(!state.setup.is_set());
    match &state.run.state {
        RunState::Failed(why) => assert!(why.contains("a/../b"), "{why}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn one_file_out_of_an_archive_is_a_plain_input() {
    let state = reduce(
        ready(),
        [Action::Files(
            "a.zip".into(),
            vec![("dir/x.c".into(), b"int x;".to_vec())],
        )],
    );
    assert!(!state.setup.is_set());
    assert_eq!(state.setup.input, "int x;");
    assert_eq!(state.setup.file_name.as_deref(), Some("x.c"));
}

#[test]
fn a_result_continues_as_a_set_and_typing_makes_text_again() {
    let state = reduce(ready(), [three_files(), Action::Control(Control::Run)]);
    let reduced = FileSet::new(vec![
        SetFile::new("bug.c", "int main(void) { return BUG; }\n"),
        SetFile::new("used.h", "#define BUG 1\n"),
    ])
    .unwrap();
    let state = reduce(
        state,
        [
            Action::Worker(Box::new(Report::Finished {
                status: Status::Finished,
                progress: test_progress(9),
                best: reduced.encode(),
            })),
            Action::ContinueFromResult,
        ],
    );
    assert_eq!(state.setup.file_set(), Some(reduced));
    let state = reduce(
        state,
        [Action::Edit(super::super::setup::Edit::Input("x".into()))],
    );
    assert!(!state.setup.is_set());
    assert_eq!(state.setup.input_bytes(), b"x");
}

#[test]
fn a_stored_set_comes_back_whole() {
    let state = reduce(ready(), [three_files()]);
    let json = serde_json::to_string(&*state.setup).unwrap();
    let back: Setup = serde_json::from_str(&json).unwrap();
    assert_eq!(back.file_set(), state.setup.file_set());
    let state = reduce(
        State::new(),
        [
            startup(Some(back), None),
            Action::Worker(Box::new(Report::Ready {
                languages: vec![c()],
            })),
        ],
    );
    assert_eq!(state.setup.file_set().map(|s| s.len()), Some(3));
}

#[test]
fn the_gallerys_sets_load_as_sets_and_run_in_their_main_language() {
    for (id, paths) in [
        ("c-headers", &["bug.c", "config.h", "geometry.h"][..]),
        (
            "js-package",
            &[
                "README.md",
                "package.json",
                "src/discount.js",
                "src/format.js",
                "src/index.js",
                "src/legacy.js",
            ][..],
        ),
    ] {
        let state = reduce(ready(), [Action::Example(id)]);
        let set = state.setup.file_set().expect(id);
        let got: Vec<_> = set.files().iter().map(|f| f.path.as_str()).collect();
        assert_eq!(got, paths, "{id}");
        assert!(
            state.setup.code.contains("files["),
            "{id}: the oracle reads `files`"
        );
    }
    // With only C known, the C example runs in C's engine.
    let state = reduce(
        ready(),
        [Action::Example("c-headers"), Action::Control(Control::Run)],
    );
    assert!(
        matches!(&state.take_effects()[..], [Effect::StoreSetup { .. }, Effect::StartRun { engine, .. }] if engine == "c")
    );
}

/// The engine a run of `files` starts in, with C and Python known.
fn run_engine(files: &[(&str, &str)]) -> String {
    let python = LanguageInfo {
        name: "python".into(),
        title: "Python".into(),
        extensions: vec!["py".into()],
        trained_model: false,
        engine: "python".into(),
    };
    let state = reduce(
        ready(),
        [
            Action::Worker(Box::new(Report::Ready {
                languages: vec![c(), python],
            })),
            Action::Files(
                "set".into(),
                files
                    .iter()
                    .map(|(path, text)| (path.to_string(), text.as_bytes().to_vec()))
                    .collect(),
            ),
            Action::Control(Control::Run),
        ],
    );
    let effects = state.take_effects();
    let [Effect::StoreSetup { .. }, Effect::StartRun {
        engine,
        command: Some(Command::Run { config, .. }),
    }] = &effects[..]
    else {
        panic!("{effects:?}");
    };
    assert_eq!(config.files.len(), files.len());
    engine.clone()
}

#[test]
fn a_set_in_two_engines_languages_runs_in_the_engine_with_every_grammar() {
    let c_file = ("main.c", "int main(void) { return 0; }\n");
    let python_file = ("tool.py", "def f():\n    return 1\n");
    assert_eq!(run_engine(&[c_file, python_file]), ALL_ENGINE);
    // Files of one engine, and files without a language, keep that engine.
    assert_eq!(
        run_engine(&[
            c_file,
            ("main.h", "#define N 1\n"),
            ("notes.txt", "a note\n")
        ]),
        "c"
    );
    assert_eq!(
        run_engine(&[python_file, ("notes.txt", "a note\n")]),
        "python"
    );
    // A file that is not text has no parse: it needs no engine.
    assert_eq!(run_engine(&[c_file, ("data.py", "\0\u{1}binary")]), "c");
}

#[test]
fn the_engine_with_every_grammar_is_one_the_web_build_builds() {
    let script = include_str!("../../../../../scripts/build-web");
    let line = format!("build worker_{ALL_ENGINE} \"worker,");
    assert!(script.contains(&line), "no `{line}` in scripts/build-web");
    #[cfg(feature = "worker")]
    assert_eq!(ALL_ENGINE, whittle_grammars::LanguageMeta::ALL_ENGINE);
}

#[test]
fn a_link_carries_a_set_and_a_damaged_one_is_named() {
    let state = reduce(ready(), [three_files()]);
    let json = serde_json::to_value(&*state.setup).unwrap();
    let (read, notes) = super::super::share_check::read_setup(json.as_object().unwrap());
    assert!(notes.is_empty(), "{notes:?}");
    assert_eq!(read.file_set(), state.setup.file_set());
    let mut damaged = json.clone();
    damaged["files"] = serde_json::Value::String("bm90IGEgc2V0".into());
    let (read, notes) = super::super::share_check::read_setup(damaged.as_object().unwrap());
    assert!(read.files.is_none());
    assert!(notes.iter().any(|n| n.contains("`files`")), "{notes:?}");
}

#[test]
fn a_sets_size_is_its_files_bytes_and_its_stored_best_is_offered_again() {
    let state = reduce(ready(), [three_files()]);
    let set = state.setup.file_set().unwrap();
    assert_eq!(state.setup.input_size(), set.total_bytes());
    assert!(state.setup.input_bytes().len() > set.total_bytes());
    // A run saves its best with the statistics' initial size: the files'.
    let best = set.keeping([0, 2]).encode();
    let stored = StoredBest::new(
        "auto",
        (set.total_bytes(), set.keeping([0, 2]).total_bytes()),
        12,
        false,
        best.clone(),
    );
    let setup = (*state.setup).clone();
    let state = reduce(
        state,
        [Action::SessionReopened(Box::new(Some((
            setup,
            Some(stored),
        ))))],
    );
    let stored = state.stored_best.expect("the best is offered");
    assert_eq!(stored.best, best);
    let files = set.keeping([0, 2]).total_bytes();
    assert!(
        stored.summary().contains(&format!("at {files} bytes")),
        "{}",
        stored.summary()
    );
}
