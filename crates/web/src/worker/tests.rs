//! The worker's own side, natively: setups from a [`RunConfig`], the
//! reports (tree view, step notes, odd answers, errors) and the run's
//! controls. What the trust session decides is specified in
//! `whittle_setup::session`'s tests.

use super::control::Action;
use super::*;
use crate::protocol::{OracleResult, OracleSpec, Purpose, TreeShape, Verification};
use whittle_core::Status;

pub(super) fn config(algorithm: &str, input: &str) -> RunConfig {
    RunConfig {
        input: input.as_bytes().to_vec(),
        files: Vec::new(),
        language: Some("c".to_string()),
        algorithm: algorithm.to_string(),
        units: vec!["line".to_string()],
        oracle: OracleSpec::Javascript {
            code: String::new(),
        },
        timeout_ms: 1000,
        syntax_check: true,
        memory: true,
        auto_timeout: false,
        isolation: crate::protocol::Isolation::Fresh,
        workers: 1,
        check_runs: 1,
        repeat: 1,
        min_interesting: 1,
        delay_ms: 0,
        text_encoding: None,
    }
}

fn session(algorithm: &str, input: &str) -> Session {
    Session::from_config(&config(algorithm, input)).unwrap()
}

/// The oracle's answer `value` to test `id`, for the tests of this module
/// and its siblings.
pub(super) fn outcome(id: u64, value: bool) -> TestOutcome {
    TestOutcome {
        id,
        result: OracleResult::Value { value },
        elapsed_ms: 1.0,
        retries: 0,
    }
}

/// Runs to the end with "interesting when it mentions `main`", checking
/// on the way that every test in flight is marked in the tree.
fn run(session: &mut Session) -> (TreeShape, Vec<u32>) {
    let shape = session.start_tree_view().expect("a C input has a tree");
    let mut removed = Vec::new();
    let mut marked = 0;
    loop {
        let (id, input, purpose) = match session.poll_step(0.0) {
            PollStep::Done => break,
            PollStep::Wait => panic!("window 1 never waits"),
            PollStep::Test {
                id, input, purpose, ..
            } => (id, input.unwrap(), purpose),
        };
        let tree = session
            .progress_value(0.0)
            .tree
            .expect("a tree algorithm reports statuses");
        removed = tree.removed.unwrap_or(removed);
        // The check of the original and the final verification remove
        // nothing from the current test case; every other test does.
        let removes = purpose == Purpose::Candidate && id != 0;
        assert_eq!(!tree.testing.is_empty(), removes, "test {id}");
        marked += tree.testing.len();
        assert!(session
            .settle(&outcome(id, input.contains("main")))
            .is_none());
    }
    assert!(marked > 0);
    let last = session.progress_value(0.0).tree.unwrap().removed;
    (shape, last.unwrap_or(removed))
}

#[test]
fn the_tree_view_sees_what_pardis_removed() {
    let input = "int a;\nint b;\nint main(void) { return 0; }\n";
    let mut session = session("pardis", input);
    let (shape, removed) = run(&mut session);
    let best = String::from_utf8(session.session.reduction().best().to_vec()).unwrap();
    assert!(best.contains("main") && !best.contains("int a;"));
    // Every removed subtree's text is gone from the result.
    assert!(!removed.is_empty());
    for node in removed {
        let text = &input[shape.start[node as usize] as usize..shape.end[node as usize] as usize];
        assert!(
            !best.contains(text),
            "{text:?} was removed but is in {best:?}"
        );
    }
}

#[test]
fn learned_algorithms_use_the_c_model_and_report_their_counts() {
    let input = "int a;\nint b;\nint main(void) { return 0; }\n";
    for algorithm in ["model-pardis", "type-batched"] {
        let mut session = session(algorithm, input);
        match &session.started {
            Report::Started { model, .. } => {
                assert!(model.as_deref().unwrap().contains("trained C model"))
            }
            other => panic!("{other:?}"),
        }
        run(&mut session);
        let last = session.progress_value(0.0);
        assert!(!last.counters.is_empty(), "{algorithm} has counters");
        if algorithm == "type-batched" {
            assert!(!session.batch_sent.is_empty(), "a schedule was reported");
        }
    }
}

#[test]
fn throws_and_timeouts_are_counted_here_and_fatal_results_end_the_run() {
    let mut session = session("ddmin", "a\nb\nc\nd\n");
    let PollStep::Test { id, .. } = session.poll_step(0.0) else {
        panic!()
    };
    // The check of the original: interesting.
    assert!(session.settle(&outcome(id, true)).is_none());
    let PollStep::Test { id, .. } = session.poll_step(0.0) else {
        panic!()
    };
    let threw = TestOutcome {
        id,
        result: OracleResult::Threw {
            message: "boom".into(),
        },
        elapsed_ms: 1.0,
        retries: 0,
    };
    assert!(session.settle(&threw).is_none());
    let PollStep::Test { id, .. } = session.poll_step(0.0) else {
        panic!()
    };
    let timeout = TestOutcome {
        id,
        result: OracleResult::Timeout,
        elapsed_ms: 1.0,
        retries: 0,
    };
    assert!(session.settle(&timeout).is_none());
    let progress = session.progress_value(0.0);
    assert_eq!((progress.throws, progress.timeouts), (1, 1));
    assert_eq!(progress.last_throw.as_deref(), Some("boom"));
    let PollStep::Test { id, .. } = session.poll_step(0.0) else {
        panic!()
    };
    let unreachable = TestOutcome {
        id,
        result: OracleResult::Unreachable {
            message: "down".into(),
        },
        elapsed_ms: 1.0,
        retries: 0,
    };
    match session.settle(&unreachable) {
        Some(Report::Error { message, best, .. }) => {
            assert_eq!(message, "down");
            assert_eq!(best.unwrap(), b"a\nb\nc\nd\n");
        }
        other => panic!("{other:?}"),
    }
    assert!(!session.running());
}

/// Runs a session to the end, answering each test with `answer`.
fn drive_results(
    session: &mut Session,
    mut answer: impl FnMut(&str, Purpose, u32) -> (OracleResult, f64),
) -> Option<Report> {
    let mut clock = 0.0;
    while session.running() {
        clock += 100.0;
        let PollStep::Test {
            id,
            input,
            purpose,
            timeout_ms,
            ..
        } = session.poll_step(clock)
        else {
            break;
        };
        let (result, elapsed_ms) = answer(&input.unwrap(), purpose, timeout_ms);
        let outcome = TestOutcome {
            id,
            result,
            elapsed_ms,
            retries: 0,
        };
        if let Some(report) = session.settle(&outcome) {
            return Some(report);
        }
    }
    None
}

fn value(value: bool) -> OracleResult {
    OracleResult::Value { value }
}

#[test]
fn odd_answers_on_candidates_are_not_interesting_and_counted() {
    // Like `new Function(input + '; return check()')`: a candidate that
    // lost its last line comments the check out and gives `undefined`.
    let mut session = text_session(
        "a
bug
c
// end
",
        1,
        (1, 1),
    );
    let report = drive_results(&mut session, |input, _, _| {
        if !input.ends_with("// end\n") {
            let got = "undefined".to_string();
            return (OracleResult::NotBoolean { got }, 1.0);
        }
        (value(input.contains("bug")), 1.0)
    });
    assert!(report.is_none(), "{report:?}");
    assert_eq!(session.session.reduction().status(), Status::Finished);
    assert_eq!(session.session.reduction().best(), b"bug\n// end\n");
    let progress = session.progress_value(0.0);
    assert!(progress.odd_answers > 0);
    let odd = progress.last_odd.expect("the last odd answer is kept");
    assert_eq!(odd.got, "undefined");
    assert!(!odd.candidate.ends_with("// end\n"));
    assert_eq!(odd.bytes, odd.candidate.len());
    assert_eq!(progress.trust.verification, Verification::Verified);
    // On the original it is the oracle's error, said before reducing.
    let mut session = text_session(
        "a
bug
",
        3,
        (1, 1),
    );
    let report = drive_results(&mut session, |_, _, _| {
        let got = "1 (number)".to_string();
        (OracleResult::NotBoolean { got }, 1.0)
    });
    match report {
        Some(Report::Error { message, .. }) => assert_eq!(
            message,
            "the oracle must return true or false, but returned 1 (number)"
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(session.session.reduction().stats().accepted, 0);
}

#[test]
fn a_run_that_ends_on_an_error_keeps_its_clock_and_best_result() {
    let mut session = text_session(
        "a
b
bug
d
",
        1,
        (1, 1),
    );
    let mut tests = 0;
    let report = drive_results(&mut session, |input, _, _| {
        tests += 1;
        if tests < 6 {
            return (value(input.contains("bug")), 1.0);
        }
        let message = "down".to_string();
        (OracleResult::Unreachable { message }, 1.0)
    });
    match report {
        Some(Report::Error {
            progress: Some(progress),
            best: Some(best),
            ..
        }) => {
            assert_eq!(progress.elapsed_ms, 600.0);
            assert!(best.len() < 11 && best.ends_with(b"bug\n"), "{best:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn candidates_that_are_not_utf8_come_as_bytes_only() {
    let mut config = config("ddmin", "");
    config.language = None;
    config.units = vec!["byte".into()];
    config.input = vec![0xff, b'a', 0xfe];
    let mut session = Session::from_config(&config).unwrap();
    match session.poll_step(0.0) {
        PollStep::Test { input, bytes, .. } => {
            assert_eq!(input, None);
            assert_eq!(bytes, vec![0xff, b'a', 0xfe]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn list_algorithms_check_syntax_only_when_asked() {
    let input = "int a;\nint main(void) { return 0; }\n";
    let mut unchecked = config("ddmin", input);
    unchecked.syntax_check = false;
    let mut session = Session::from_config(&unchecked).unwrap();
    assert!(session.parsed.is_none());
    assert!(session.start_tree_view().is_none());
    let mut checked = Session::from_config(&config("ddmin", input)).unwrap();
    assert!(checked.start_tree_view().is_some());
}

#[test]
fn the_pipelines_memory_is_the_configs() {
    // Three functions, and `main` calls the two that must stay: the
    // pipeline's passes strand `f` and `g` in many ways, which the memory
    // answers once the oracle refused one.
    let input = "int f(int a) { return a + 1; }\nint g(int b) { return b * 2; }\n\
                 int h(int c) { return c - 3; }\nint main(void) { return f(1) + g(2); }\n";
    let interesting = |text: &str, _: Purpose| text.contains("f(") && text.contains("g(");
    let runs = [true, false].map(|memory| {
        let mut config = config("auto", input);
        config.memory = memory;
        let mut session = Session::from_config(&config).unwrap();
        drive(&mut session, interesting);
        let stats = session.session.reduction().stats();
        (
            stats.cache.hits_remembered + stats.cache.hits_stranded,
            stats.queries,
            session.session.reduction().best().to_vec(),
        )
    });
    let [(remembered, queries, best), (forgotten, asked, same)] = runs;
    assert!(remembered > 0, "the default remembers");
    assert_eq!(forgotten, 0, "memory off answers nothing from it");
    assert!(asked >= queries, "{asked} queries against {queries}");
    assert_eq!(best, same);
}

fn text_session(input: &str, check_runs: u32, rule: (u32, u32)) -> Session {
    let mut config = config("ddmin", input);
    config.language = None;
    config.check_runs = check_runs;
    config.repeat = rule.0;
    config.min_interesting = rule.1;
    Session::from_config(&config).unwrap()
}

/// Runs a session to the end with `oracle(candidate, purpose)`, settling
/// each test at once, ten seconds apart; returns the purposes handed out.
fn drive(session: &mut Session, mut oracle: impl FnMut(&str, Purpose) -> bool) -> Vec<Purpose> {
    let mut purposes = Vec::new();
    let mut clock = 0.0;
    while session.running() {
        clock += 10_000.0;
        match session.poll_step(clock) {
            PollStep::Done => break,
            PollStep::Wait => panic!("everything handed out was settled"),
            PollStep::Test {
                id, input, purpose, ..
            } => {
                purposes.push(purpose);
                let value = oracle(&input.unwrap(), purpose);
                let outcome = TestOutcome {
                    id,
                    result: OracleResult::Value { value },
                    elapsed_ms: 5.0,
                    retries: 1,
                };
                assert!(session.settle(&outcome).is_none());
            }
        }
    }
    purposes
}

#[test]
fn the_reports_carry_the_sessions_trust_figures() {
    let mut session = text_session("a\nbug\nc\nd\n", 3, (1, 1));
    let purposes = drive(&mut session, |input, _| input.contains("bug"));
    let trust = session.progress_value(0.0).trust;
    assert_eq!((trust.check_runs, trust.check_interesting), (3, 3));
    assert_eq!(trust.verification, Verification::Verified);
    assert_eq!(
        (trust.verification_runs, trust.verification_interesting),
        (5, 5)
    );
    assert_eq!(trust.oracle_runs, purposes.len() as u64);
    assert_eq!(trust.retries, purposes.len() as u64);
    assert_eq!(trust.timeout_floor_ms, 100);
    assert!(trust.flaky.is_none());
    // A flaky original: the evidence, in the app's words.
    let mut session = text_session("a\nbug\nc\n", 3, (1, 1));
    let mut answers = [true, false, true].into_iter();
    drive(&mut session, |_, _| answers.next().unwrap());
    let flaky = session.progress_value(0.0).trust.flaky.expect("flaky");
    assert_eq!(flaky.found_by, "original");
    assert_eq!((flaky.interesting, flaky.runs), (2, 3));
    assert!(flaky.suggestion.is_some());
}

/// Takes actions as the glue does, answering every test with `oracle`;
/// returns the actions' kinds, stopping at the first pause.
fn act_until_pause(session: &mut Session, oracle: impl Fn(&str) -> bool) -> Vec<String> {
    let mut kinds = Vec::new();
    let mut in_flight: Vec<(u64, bool, bool)> = Vec::new();
    loop {
        let action = session.action(in_flight.len(), 0.0);
        kinds.push(match &action {
            Action::Test { step: true, .. } => "step".to_string(),
            Action::Test { .. } => "test".to_string(),
            Action::Settle => "settle".to_string(),
            Action::Pause { report } => format!("pause{}", if report.is_some() { "" } else { "d" }),
            Action::Delay { .. } => "delay".to_string(),
            Action::Done => "done".to_string(),
        });
        match action {
            Action::Test {
                test: PollStep::Test { id, input, .. },
                step,
            } => in_flight.push((id, oracle(&input.unwrap()), step)),
            Action::Settle => {
                assert!(
                    !in_flight.is_empty(),
                    "settle with nothing in flight: {kinds:?}"
                );
                let (id, value, step) = in_flight.remove(0);
                let outcome = TestOutcome {
                    id,
                    result: OracleResult::Value { value },
                    elapsed_ms: 1.0,
                    retries: 0,
                };
                assert!(session.settle(&outcome).is_none());
                if step {
                    session.control.stepped();
                    session.stepped_report(outcome, 0.0);
                }
            }
            Action::Pause { .. } | Action::Done => return kinds,
            Action::Delay { .. } => {}
            Action::Test { .. } => unreachable!(),
        }
    }
}

fn windowed(input: &str, workers: u32, check_runs: u32) -> RunConfig {
    let mut config = config("ddmin", input);
    config.language = None;
    config.workers = workers;
    config.check_runs = check_runs;
    config
}

#[test]
fn a_pause_lets_the_tests_in_flight_finish_and_a_step_runs_one_candidate() {
    let input = "a\nbug\nc\nd\ne\nf\n";
    let mut session = Session::start(&windowed(input, 2, 3), false, 1).unwrap();
    let bug = |input: &str| input.contains("bug");
    // Running: the check runs fill the window; a pause asked for while they
    // run waits for them (the engine has not started: nothing to step).
    session.pause();
    let kinds = act_until_pause(&mut session, bug);
    assert_eq!(kinds.last().unwrap(), "pause");
    assert!(
        kinds.iter().filter(|k| *k == "test").count() >= 2,
        "{kinds:?}"
    );
    let checks = session.progress_value(0.0).trust.check_runs;
    assert_eq!(checks, 3, "every check run went in before the pause");
    // A step: exactly one candidate, then a pause without a report of its own.
    let queries = session.session.reduction().stats().queries;
    assert!(session.step());
    assert_eq!(
        act_until_pause(&mut session, bug),
        ["step", "settle", "paused"]
    );
    assert_eq!(session.session.reduction().stats().queries, queries + 1);
    // A second step request while paused adds one, not two.
    session.step();
    session.step();
    assert_eq!(
        act_until_pause(&mut session, bug),
        ["step", "settle", "paused"]
    );
    // Resume runs to the end.
    session.resume();
    assert_eq!(act_until_pause(&mut session, bug).last().unwrap(), "done");
    assert_eq!(session.session.reduction().best(), b"bug\n");
}

#[test]
fn a_run_started_in_step_mode_checks_the_original_once_as_its_first_step() {
    let mut session = Session::start(&windowed("a\nbug\n", 4, 3), true, 1).unwrap();
    assert!(session.step());
    let kinds = act_until_pause(&mut session, |i| i.contains("bug"));
    assert_eq!(kinds, ["step", "settle", "paused"]);
    let trust = session.progress_value(0.0).trust;
    assert_eq!((trust.check_runs, trust.check_interesting), (1, 1));
    // Not stepping: paused at once, with a report.
    let mut session = Session::start(&windowed("a\nbug\n", 4, 3), true, 1).unwrap();
    match session.action(0, 0.0) {
        Action::Pause {
            report: Some(report),
        } => assert!(matches!(*report, Report::Paused { reason: None, .. })),
        other => panic!("{other:?}"),
    }
    // Out of step mode, a step request does nothing.
    let mut session = Session::start(&windowed("a\nbug\n", 4, 3), false, 1).unwrap();
    assert!(!session.step());
}

#[test]
fn a_test_an_unavailable_endpoint_left_unanswered_pauses_and_goes_first_on_resume() {
    let mut session = Session::start(&windowed("a\nbug\nc\n", 1, 1), false, 1).unwrap();
    let Action::Test { test, .. } = session.action(0, 0.0) else {
        panic!()
    };
    let PollStep::Test { id, .. } = test.clone() else {
        panic!()
    };
    session.control.unavailable(test, "down".to_string());
    session.session.count_retries(6);
    let Action::Pause {
        report: Some(report),
    } = session.action(0, 0.0)
    else {
        panic!("paused")
    };
    match *report {
        Report::Paused { reason, progress } => {
            assert_eq!(reason.as_deref(), Some("down"));
            assert_eq!(progress.trust.retries, 6);
            assert_eq!(progress.stats.queries, 0, "no verdict was made up");
        }
        other => panic!("{other:?}"),
    }
    session.resume();
    match session.action(0, 0.0) {
        Action::Test {
            test: PollStep::Test { id: again, .. },
            step: false,
        } => assert_eq!(again, id),
        other => panic!("{other:?}"),
    }
}

#[test]
fn slow_motion_waits_before_each_new_test_but_not_before_the_checks() {
    let mut config = windowed("a\nbug\nc\n", 1, 2);
    config.delay_ms = 300;
    let mut session = Session::start(&config, false, 1).unwrap();
    let kinds = act_until_pause(&mut session, |i| i.contains("bug"));
    assert_eq!(
        &kinds[..4],
        ["test", "settle", "test", "settle"],
        "{kinds:?}"
    );
    assert_eq!(kinds[4], "delay");
    assert_eq!(kinds[5], "test");
    assert_eq!(kinds.last().unwrap(), "done");
    // Every test after the check runs comes after a wait.
    for (i, kind) in kinds.iter().enumerate().skip(3) {
        if kind == "test" {
            assert_eq!(kinds[i - 1], "delay", "{kinds:?}");
        }
    }
}

#[test]
fn an_unset_worker_count_is_the_browsers_cores_at_most_sixteen() {
    let config = windowed("a\nbug\n", 0, 1);
    assert_eq!(Session::start(&config, false, 6).unwrap().window(), 6);
    assert_eq!(Session::start(&config, false, 64).unwrap().window(), 16);
    assert_eq!(Session::start(&config, false, 0).unwrap().window(), 1);
    let config = windowed("a\nbug\n", 3, 1);
    assert_eq!(Session::start(&config, false, 6).unwrap().window(), 3);
}

#[test]
fn the_endpoint_retry_wait_is_the_shared_policy() {
    assert_eq!(retry_wait_ms(1, None, 0.0), Some(500.0));
    assert_eq!(retry_wait_ms(3, None, 0.0), Some(2000.0));
    assert_eq!(retry_wait_ms(2, Some("0".into()), 0.0), Some(0.0));
    assert_eq!(retry_wait_ms(7, None, 0.0), None);
}

/// Twelve removable declarations; the oracle keeps what mentions `main`,
/// so Pardis accepts most removals and forks on them.
#[test]
fn orphans_are_stopped_through_the_glue_and_not_sent_again() {
    let mut input: String = (0..12).map(|i| format!("int v{i};\n")).collect();
    input.push_str("int main(void) { return 0; }\n");
    let mut config = config("pardis", &input);
    config.workers = 4;
    let mut session = Session::from_config(&config).unwrap();
    let mut running: Vec<(u64, bool)> = Vec::new();
    let mut stopped = 0;
    while session.running() {
        match session.action(running.len(), 0.0) {
            Action::Test {
                test: PollStep::Test { id, input, .. },
                ..
            } => running.push((id, input.unwrap().contains("main"))),
            Action::Settle => {
                let (id, value) = running.remove(0);
                assert!(session.settle(&outcome(id, value)).is_none());
            }
            Action::Done => break,
            other => panic!("{other:?}"),
        }
        for id in session.take_abandoned() {
            let at = running.iter().position(|&(r, _)| r as f64 == id);
            running.remove(at.expect("only runs in flight are stopped"));
            stopped += 1;
        }
    }
    assert!(stopped > 0);
    let best = String::from_utf8(session.session.reduction().best().to_vec()).unwrap();
    assert_eq!(best.trim(), "int main() { }");
}
