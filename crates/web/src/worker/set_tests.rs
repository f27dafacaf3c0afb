//! Runs over test cases made of files: the worker sets them up with
//! `whittle_setup::files`, each test carries the set's files decoded (and
//! its tar archive for an endpoint), and the result is a smaller set.

use super::tests::config;
use super::*;
use crate::protocol::{EndpointSpec, InputFile, OracleResult, OracleSpec};
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
                let outcome = TestOutcome {
                    id,
                    result: OracleResult::Value { value },
                    elapsed_ms: 1.0,
                    retries: 0,
                };
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
