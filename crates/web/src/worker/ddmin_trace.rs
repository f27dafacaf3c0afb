//! The engine's own trace of ddmin on Zeller and Hildebrandt's example
//! (`<SELECT NAME="priority" MULTIPLE SIZE=7>` over characters), set up
//! as the playground sets up a run and driven natively with a recording
//! oracle: every candidate the engine settles, in order, with how it was
//! settled. Two oracles: "contains `<SELECT`", whose 1-minimal result is
//! `<SELECT` (7 characters), and the paper's failure, a `<SELECT` tag
//! that is closed (`/<SELECT[^>]*>/`), whose result is the paper's
//! `<SELECT>` (8 characters). The browser test of
//! the test log (`tests/e2e/suites/stepping2.mjs`) compares the page's
//! log with `tests/e2e/fixtures/ddmin-select.json`, which this test
//! checks against the engine (`WHITTLE_BLESS=1` writes it).

use whittle_core::{Event, Step, Verdict};

use super::run_setup::setup;
use crate::protocol::{Isolation, OracleSpec, RunConfig};

const INPUT: &str = r#"<SELECT NAME="priority" MULTIPLE SIZE=7>"#;

/// An oracle of the fixture: its JavaScript text and its Rust twin.
struct Oracle {
    name: &'static str,
    code: &'static str,
    test: fn(&str) -> bool,
}

const ORACLES: [Oracle; 2] = [
    Oracle {
        name: "contains",
        code: "return input.includes('<SELECT');",
        test: |c| c.contains("<SELECT"),
    },
    Oracle {
        name: "paper",
        code: "return /<SELECT[^>]*>/.test(input);",
        test: |c| c.find("<SELECT").is_some_and(|at| c[at..].contains('>')),
    },
];

/// `[candidate, how]` for every test, the check of the original first;
/// `how` is `interesting`, `not` or `cache`; and the result.
fn trace(interesting: fn(&str) -> bool) -> (Vec<(String, &'static str)>, String) {
    let config = RunConfig {
        input: INPUT.as_bytes().to_vec(),
        files: Vec::new(),
        language: None,
        algorithm: "ddmin".to_string(),
        units: vec!["char".to_string()],
        oracle: OracleSpec::Javascript {
            code: String::new(),
        },
        timeout_ms: 1000,
        syntax_check: true,
        memory: true,
        auto_timeout: false,
        isolation: Isolation::Fresh,
        workers: 1,
        check_runs: 1,
        repeat: 1,
        min_interesting: 1,
        delay_ms: 0,
        text_encoding: None,
    };
    let mut reduction = setup(&config, 1).expect("the example sets up").reduction;
    reduction.tell_contents();
    let mut tests = Vec::new();
    let record = |reduction: &mut whittle_core::Reduction, tests: &mut Vec<_>| {
        for event in reduction.drain_events() {
            let (content, how) = match event {
                Event::Tested {
                    content: Some(content),
                    cached,
                    verdict,
                    ..
                } => match (cached, verdict.is_interesting()) {
                    (true, _) => (content, "cache"),
                    (false, true) => (content, "interesting"),
                    (false, false) => (content, "not"),
                },
                Event::Rejected {
                    content: Some(content),
                    ..
                } => (content, "rejected"),
                _ => continue,
            };
            tests.push((String::from_utf8(content.to_vec()).unwrap(), how));
        }
    };
    loop {
        let step = reduction.poll();
        record(&mut reduction, &mut tests);
        match step {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                let verdict = Verdict::from(interesting(&text));
                reduction.complete(request.id, verdict, std::time::Duration::from_millis(1));
                record(&mut reduction, &mut tests);
            }
            Step::Wait => unreachable!("one test at a time"),
            Step::Done => break,
        }
    }
    let result = String::from_utf8(reduction.best().to_vec()).unwrap();
    (tests, result)
}

fn fixture_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/e2e/fixtures/ddmin-select.json")
}

#[test]
fn ddmin_reduces_the_select_example_to_1_minimal_results() {
    for (oracle, expected) in ORACLES.iter().zip(["<SELECT", "<SELECT>"]) {
        let (tests, result) = trace(oracle.test);
        assert_eq!(result, expected, "{}", oracle.name);
        // 1-minimal: removing any one character loses the failure.
        for i in 0..result.len() {
            let mut smaller = result.clone();
            smaller.remove(i);
            assert!(!(oracle.test)(&smaller), "{smaller}");
        }
        assert_eq!(tests[0], (INPUT.to_string(), "interesting"));
        assert!(tests.iter().any(|(_, how)| *how == "cache"));
    }
}

#[test]
fn the_browser_fixture_is_the_engines_trace() {
    let runs: Vec<_> = ORACLES
        .iter()
        .map(|oracle| {
            let (tests, result) = trace(oracle.test);
            serde_json::json!({
                "name": oracle.name,
                "oracle": oracle.code,
                "result": result,
                "tests": tests
                    .iter()
                    .map(|(candidate, how)| serde_json::json!([candidate, how]))
                    .collect::<Vec<_>>(),
            })
        })
        .collect();
    let json = serde_json::json!({
        "input": INPUT,
        "algorithm": "ddmin",
        "units": "char",
        "runs": runs,
    });
    let text = serde_json::to_string_pretty(&json).unwrap() + "\n";
    if std::env::var_os("WHITTLE_BLESS").is_some() {
        std::fs::write(fixture_path(), &text).unwrap();
    }
    let stored = std::fs::read_to_string(fixture_path())
        .expect("the fixture exists (WHITTLE_BLESS=1 cargo test -p whittle-web writes it)");
    assert_eq!(stored, text, "the engine's ddmin trace changed");
}

/// The candidate a step showed: its kept and added pieces.
fn step_candidate(step: &crate::protocol::StepReport) -> String {
    use crate::protocol::PieceKind;
    step.pieces
        .as_ref()
        .expect("a small test case is shown")
        .iter()
        .filter(|p| p.kind != PieceKind::Removed)
        .map(|p| p.text.as_str())
        .collect()
}

#[test]
fn each_step_says_which_candidate_the_next_step_tests() {
    use super::control::Action;
    use crate::protocol::{OracleResult, PollStep, Report, TestOutcome};
    let mut config = super::tests::config("ddmin", INPUT);
    config.language = None;
    config.units = vec!["char".to_string()];
    // The browser's default: as many workers as cores.
    config.workers = 0;
    let mut session = super::Session::start(&config, true, 4).unwrap();
    let mut predicted: Option<String> = None;
    let mut checked = 0;
    loop {
        assert!(session.step());
        let test = match session.action(0, 0.0) {
            Action::Test { test, step: true } => test,
            _ => break,
        };
        let PollStep::Test { id, input, .. } = test else {
            panic!()
        };
        let outcome = TestOutcome {
            id,
            result: OracleResult::Value {
                value: (ORACLES[0].test)(&input.unwrap()),
            },
            elapsed_ms: 1.0,
            retries: 0,
        };
        assert!(session.settle(&outcome).is_none());
        let Report::Stepped { step, .. } = session.stepped_report(outcome, 0.0) else {
            panic!()
        };
        eprintln!(
            "step {} batch {} next {}",
            step.query,
            step.batch.len(),
            step.batch_next
        );
        // Every test after the check of the original was foretold.
        if step.query > 1 {
            let predicted = predicted.take().expect("a prediction");
            assert_eq!(step_candidate(&step), predicted, "test {}", step.query);
            checked += 1;
        }
        // The next oracle test: the first candidate from the next one on
        // that the cache does not answer.
        predicted = step
            .batch
            .iter()
            .skip(step.batch_next - step.batch_from)
            .find(|c| !c.answered)
            .map(|c| c.text.clone());
    }
    assert!(checked > 20, "{checked} predictions checked");
}

#[test]
fn slow_motion_explains_every_candidate_with_several_tests_at_once() {
    use super::control::Action;
    use crate::protocol::{OracleResult, PollStep, TestOutcome};
    let mut config = super::tests::config("ddmin", INPUT);
    config.language = None;
    config.units = vec!["char".to_string()];
    config.workers = 2;
    config.delay_ms = 250;
    let mut session = super::Session::start(&config, false, 2).unwrap();
    let mut running: Vec<(u64, bool)> = Vec::new();
    let mut explained = Vec::new();
    let mut candidates = 0;
    for _ in 0..10_000 {
        match session.action(running.len(), 0.0) {
            Action::Test { test, .. } => {
                let PollStep::Test {
                    id, input, purpose, ..
                } = test
                else {
                    panic!()
                };
                candidates += usize::from(purpose == crate::protocol::Purpose::Candidate);
                running.push((id, (ORACLES[0].test)(&input.unwrap())));
            }
            Action::Settle => {
                let (id, value) = running.remove(0);
                let outcome = TestOutcome {
                    id,
                    result: OracleResult::Value { value },
                    elapsed_ms: 1.0,
                    retries: 0,
                };
                assert!(session.settle(&outcome).is_none());
            }
            Action::Delay { .. } => {
                if let Some(step) = session.progress_value(0.0).step {
                    explained.push(step);
                }
            }
            Action::Done => break,
            Action::Pause { .. } => panic!("not paused"),
        }
    }
    // Every candidate but the last (whose explanation would go with the
    // next message) is explained, with its text.
    assert!(
        explained.len() + 1 >= candidates,
        "{} of {candidates}",
        explained.len()
    );
    assert!(explained.iter().all(|s| s.pieces.is_some()));
    let queries: std::collections::BTreeSet<u64> = explained.iter().map(|s| s.query).collect();
    assert!(queries.len() > 20, "{queries:?}");
}
