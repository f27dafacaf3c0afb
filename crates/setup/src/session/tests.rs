//! The trust session's specification: check runs, the repetition rule,
//! re-tests of the best, the verification, re-tests of rejected and of
//! timed-out candidates, and orphans, driven the way a shell drives them;
//! then the policy's choices where the faces differ (a flaky original that
//! goes on, a re-test that disagrees and goes on, verification after a
//! limit, no verification, an offered result, stopped runs counted).

use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::algorithms::ListOptions;
use whittle_core::flaky::RepeatRule;
use whittle_core::{Granularity, ReductionOptions, Status};

use super::*;
use crate::{ModelSource, SetupOptions};

struct Options {
    algorithm: &'static str,
    language: Option<&'static str>,
    check_runs: u32,
    rule: (u32, u32),
    timeout_ms: Option<u32>,
    oracle: OracleKind,
    window: usize,
    policy: TrustPolicy,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            algorithm: "ddmin",
            language: None,
            check_runs: 1,
            rule: (1, 1),
            timeout_ms: Some(1000),
            oracle: OracleKind::InPage,
            window: 1,
            policy: TrustPolicy::default(),
        }
    }
}

fn session_with(input: &str, options: Options) -> Session {
    let language = crate::language(Some(options.language.unwrap_or("text")), "").unwrap();
    let setup = crate::setup(
        input.as_bytes().to_vec(),
        SetupOptions {
            algorithm: options.algorithm,
            language,
            units: &[Granularity::Line],
            syntax_check: language.is_some(),
            list: ListOptions::default(),
            tree: TreeOptions::default(),
            model: ModelSource::BuiltIn,
            pumps: true,
            memory: true,
        },
    )
    .unwrap();
    let (reduction, _) = setup.into_reduction(ReductionOptions {
        window: options.window,
        ..ReductionOptions::default()
    });
    let config = TrustConfig {
        check_runs: options.check_runs,
        rule: RepeatRule::new(options.rule.0, options.rule.1),
        timeout_ms: options.timeout_ms,
        oracle: options.oracle,
        policy: options.policy,
    };
    Session::new(reduction, input.as_bytes().to_vec(), config)
}

fn text_session(input: &str, check_runs: u32, rule: (u32, u32)) -> Session {
    session_with(
        input,
        Options {
            check_runs,
            rule,
            ..Options::default()
        },
    )
}

fn yes_no(value: bool) -> Answer {
    if value {
        Answer::Yes
    } else {
        Answer::No
    }
}

fn text(job: &Job) -> &str {
    std::str::from_utf8(&job.content).unwrap()
}

/// Runs a session to the end with `oracle(candidate, purpose)`, settling
/// each run at once, ten seconds apart (re-tests come due by time too);
/// returns the purposes handed out.
fn drive(
    session: &mut Session,
    mut oracle: impl FnMut(&str, Purpose) -> (bool, f64),
) -> Vec<Purpose> {
    let mut purposes = Vec::new();
    let mut clock = 0.0;
    while session.running() {
        clock += 10_000.0;
        match session.poll(clock) {
            Poll::Done => break,
            Poll::Wait => panic!("everything handed out was settled"),
            Poll::Run(job) => {
                purposes.push(job.purpose);
                let (value, elapsed_ms) = oracle(text(&job), job.purpose);
                let outcome = Outcome {
                    answer: yes_no(value),
                    elapsed_ms,
                    retries: 1,
                };
                assert!(session.complete(job.id, outcome));
            }
        }
    }
    purposes
}

/// Runs a session to the end, answering each run with `answer(candidate,
/// purpose, limit)`, 100 ms apart.
fn drive_answers(
    session: &mut Session,
    mut answer: impl FnMut(&str, Purpose, u32) -> (Answer, f64),
) {
    let mut clock = 0.0;
    while session.running() {
        clock += 100.0;
        let Poll::Run(job) = session.poll(clock) else {
            break;
        };
        let (answer, elapsed_ms) = answer(text(&job), job.purpose, job.timeout_ms);
        let outcome = Outcome {
            answer,
            elapsed_ms,
            retries: 0,
        };
        session.complete(job.id, outcome);
    }
}

fn count(purposes: &[Purpose], purpose: Purpose) -> usize {
    purposes.iter().filter(|&&p| p == purpose).count()
}

#[test]
fn a_deterministic_oracle_passes_the_checks_and_its_result_is_verified() {
    let mut session = text_session("a\nbug\nc\nd\n", 3, (1, 1));
    let purposes = drive(&mut session, |input, _| (input.contains("bug"), 5.0));
    assert_eq!(purposes[0], Purpose::Candidate);
    assert_eq!(count(&purposes, Purpose::Check), 2);
    // Verification: five runs of the result, then twenty of the last
    // rejected candidates, after the reduction.
    let policy = TrustPolicy::default();
    let verify = count(&purposes, Purpose::Verify);
    assert_eq!(
        verify,
        policy.verify_runs_in_page as usize + policy.rejected_runs
    );
    assert!(purposes[purposes.len() - verify..]
        .iter()
        .all(|&p| p == Purpose::Verify));
    let trust = session.trust();
    assert!(trust.flaky.is_none());
    assert_eq!((trust.check_runs, trust.check_interesting), (3, 3));
    assert_eq!(trust.verification, Verification::Verified);
    assert_eq!(
        (trust.verification_runs, trust.verification_interesting),
        (5, 5)
    );
    assert_eq!(trust.retries, purposes.len() as u64, "retries are summed");
    assert_eq!(trust.oracle_runs, purposes.len() as u64);
    assert_eq!(session.reduction().best(), b"bug\n");
    assert_eq!(session.reduction().status(), Status::Finished);
    assert!(!session.running());
}

#[test]
fn a_result_that_fails_its_re_test_is_a_mismatch() {
    let mut session = text_session("a\nbug\nc\n", 2, (1, 1));
    drive(&mut session, |input, purpose| {
        (purpose != Purpose::Verify && input.contains("bug"), 1.0)
    });
    let trust = session.trust();
    assert_eq!(trust.verification, Verification::Mismatch);
    // It stops at the first failed judgement.
    assert_eq!(
        (trust.verification_runs, trust.verification_interesting),
        (1, 0)
    );
}

#[test]
fn a_stopped_run_is_not_verified() {
    let mut session = text_session("a\nbug\nc\n", 1, (1, 1));
    let Poll::Run(job) = session.poll(0.0) else {
        panic!()
    };
    let outcome = Outcome {
        answer: Answer::Yes,
        elapsed_ms: 1.0,
        retries: 0,
    };
    assert!(session.complete(job.id, outcome));
    session.stop();
    assert!(!session.running());
    assert!(matches!(session.poll(1.0), Poll::Done));
    assert_eq!(session.trust().verification, Verification::Skipped);
}

#[test]
fn a_flaky_original_stops_before_reducing_with_the_evidence_and_a_rule() {
    let mut session = text_session("a\nbug\nc\n", 3, (1, 1));
    let mut answers = [true, false, true].into_iter();
    let purposes = drive(&mut session, |_, _| (answers.next().unwrap(), 1.0));
    assert_eq!(purposes.len(), 3, "the check runs only");
    assert_eq!(session.reduction().status(), Status::Stopped);
    assert_eq!(session.reduction().stats().accepted, 0);
    let flaky = session.trust().flaky.clone().expect("flaky");
    assert_eq!(flaky.found_by, FoundBy::Original);
    assert_eq!(flaky.found_by.as_str(), "original");
    assert_eq!((flaky.interesting, flaky.runs), (2, 3));
    let rule = flaky.suggestion.expect("a rule for 2 of 3");
    assert_eq!((rule.repeat, rule.min_interesting), (5, 1));
    assert_eq!(session.trust().verification, Verification::Skipped);
}

#[test]
fn with_a_repetition_rule_a_candidate_needs_min_of_up_to_repeat_runs() {
    // Interesting on every other run of a candidate that has the bug.
    let mut session = text_session("a\nbug\nc\nd\n", 3, (4, 2));
    let mut runs = 0u32;
    let purposes = drive(&mut session, |input, _| {
        runs += 1;
        (input.contains("bug") && runs % 2 == 1, 1.0)
    });
    assert_eq!(session.reduction().best(), b"bug\n");
    let trust = session.trust();
    assert!(trust.repeated_runs > 0);
    assert_eq!(
        trust.repeated_runs as usize,
        count(&purposes, Purpose::Repeat)
    );
    assert!(trust.flaky.is_none(), "the rule covers the flakiness");
    assert_eq!(trust.verification, Verification::Verified);
    // A candidate without the bug: 3 failures leave too few runs for 2.
    let mut session = text_session("bug\n", 1, (4, 2));
    let _ = session.poll(0.0);
    assert_eq!(session.rule().decide(3, 0), Some(false));
}

#[test]
fn the_check_runs_set_the_limit_unless_one_was_given() {
    let auto = |timeout_ms| Options {
        check_runs: 3,
        timeout_ms,
        ..Options::default()
    };
    let mut session = session_with("a\nbug\n", auto(None));
    let mut elapsed = [30.0, 250.0, 80.0].into_iter();
    let mut limits = Vec::new();
    while session.running() {
        let Poll::Run(job) = session.poll(0.0) else {
            break;
        };
        limits.push(job.timeout_ms);
        let outcome = Outcome {
            answer: yes_no(text(&job).contains("bug")),
            elapsed_ms: elapsed.next().unwrap_or(1.0),
            retries: 0,
        };
        session.complete(job.id, outcome);
    }
    let check = TrustPolicy::default().check_timeout_ms;
    assert_eq!(&limits[..3], &[check; 3]);
    assert!(limits[3..].iter().all(|&l| l == 2500), "{limits:?}");
    let trust = session.trust();
    assert_eq!((trust.timeout_ms, trust.timeout_auto), (2500, true));
    let mut session = session_with("a\nbug\n", auto(Some(700)));
    drive(&mut session, |input, _| (input.contains("bug"), 250.0));
    assert_eq!(session.trust().timeout_ms, 700);
}

#[test]
fn the_best_result_is_tested_again_during_the_run_and_a_flaky_one_stops_it() {
    let input: String = (0..200).map(|i| format!("l{i}\n")).collect();
    // Interesting when it has l150: the best is re-tested as it shrinks.
    let mut session = text_session(&input, 1, (1, 1));
    let mut seen = 0;
    let purposes = drive(&mut session, |input, purpose| {
        seen += usize::from(purpose == Purpose::Recheck);
        (input.contains("l150\n"), 1.0)
    });
    let trust = session.trust();
    assert!(
        trust.rechecks > 0 && trust.rechecks as usize == seen,
        "{purposes:?}"
    );
    assert!(trust.flaky.is_none());
    // The same, but the re-test says no: flaky, with the evidence.
    let mut session = text_session(&input, 1, (1, 1));
    drive(&mut session, |input, purpose| {
        (purpose != Purpose::Recheck && input.contains("l150\n"), 1.0)
    });
    let flaky = session.trust().flaky.clone().expect("flaky");
    assert_eq!(flaky.found_by.as_str(), "re-test");
    assert_eq!((flaky.interesting, flaky.runs), (0, 1));
    assert!(flaky.bytes < input.len());
    assert_eq!(session.reduction().status(), Status::Stopped);
    assert_eq!(session.trust().verification, Verification::Skipped);
}

#[test]
fn a_rejected_candidate_that_passes_later_shows_a_flaky_oracle() {
    // The result is always interesting; a rejected candidate passes in its
    // re-test after the verification.
    let mut session = text_session("a\nbug\nc\nd\n", 1, (1, 1));
    let verify_runs_in_page = TrustPolicy::default().verify_runs_in_page;
    let mut verify_runs = 0;
    drive(&mut session, |input, purpose| {
        if purpose == Purpose::Verify {
            verify_runs += 1;
            return (
                verify_runs > verify_runs_in_page + 2 || input.contains("bug"),
                1.0,
            );
        }
        (input.contains("bug"), 1.0)
    });
    let trust = session.trust();
    assert_eq!(trust.verification, Verification::Verified);
    let flaky = trust.flaky.clone().expect("flaky");
    assert_eq!(flaky.found_by.as_str(), "rejected");
    assert_eq!(flaky.interesting, 1);
    assert!(flaky.bytes > 0);
    assert!(!session.running());
}

fn auto_timeout_session(input: &str, oracle: OracleKind) -> Session {
    session_with(
        input,
        Options {
            timeout_ms: None,
            oracle,
            ..Options::default()
        },
    )
}

#[test]
fn the_automatic_limit_fits_the_oracle_kind() {
    for (oracle, limit) in [(OracleKind::InPage, 100), (OracleKind::Remote, 1000)] {
        let mut session = auto_timeout_session("a\nbug\n", oracle);
        drive_answers(&mut session, |input, _, _| {
            (yes_no(input.contains("bug")), 3.0)
        });
        assert_eq!(session.trust().timeout_ms, limit, "{oracle:?}");
    }
}

#[test]
fn a_candidate_that_timed_out_but_is_interesting_with_more_time_raises_the_limit() {
    // Interesting candidates take 350 ms; the check run took 20 ms, so the
    // automatic limit (200 ms) times them out.
    let original: String = (0..80).map(|i| format!("l{i}\n")).collect();
    let mut session = auto_timeout_session(&original, OracleKind::InPage);
    let mut limits = Vec::new();
    drive_answers(&mut session, |input, purpose, limit| {
        limits.push((purpose, limit));
        let interesting = input.contains("l7\n");
        let took = if interesting && input.len() < original.len() {
            350.0
        } else {
            20.0
        };
        if took > f64::from(limit) {
            return (Answer::TimedOut, f64::from(limit));
        }
        (yes_no(interesting), took)
    });
    let trust = session.trust().clone();
    assert_eq!((trust.timeout_retests, trust.timeout_raises), (1, 1));
    assert_eq!(trust.timeout_ms, 700);
    let retest = limits
        .iter()
        .position(|(p, _)| *p == Purpose::Retest)
        .unwrap();
    assert_eq!(limits[retest].1, 2000);
    assert!(
        limits[retest + 1..].iter().all(|&(_, l)| l == 700),
        "{limits:?}"
    );
    // With the raised limit the reduction gets to the line.
    assert_eq!(session.reduction().best(), b"l7\n");
    // Candidates that loop forever: one re-test for the first timeout, then
    // one in twenty, and the limit stays.
    let mut session = auto_timeout_session(&original, OracleKind::InPage);
    let every_fifth = |input: &str| {
        (0..80)
            .step_by(5)
            .all(|i| input.contains(&format!("l{i}\n")))
    };
    let mut timeouts = 0u64;
    drive_answers(&mut session, |input, purpose, limit| {
        if purpose == Purpose::Candidate && !every_fifth(input) {
            timeouts += 1;
            return (Answer::TimedOut, f64::from(limit));
        }
        (yes_no(every_fifth(input)), 20.0)
    });
    let trust = session.trust();
    let every = TrustPolicy::default().timeout_retest_every;
    let retests = u64::from(trust.timeout_retests);
    assert!(timeouts > 2 * every, "{timeouts} timeouts");
    assert!(retests >= 2 && retests <= 1 + (timeouts - 1) / every);
    assert_eq!((trust.timeout_raises, trust.timeout_ms), (0, 200));
}

/// Twelve removable declarations; the oracle keeps what mentions `main`,
/// so Pardis accepts most removals and forks on them.
fn pardis(window: usize) -> Session {
    let mut input: String = (0..12).map(|i| format!("int v{i};\n")).collect();
    input.push_str("int main(void) { return 0; }\n");
    session_with(
        &input,
        Options {
            algorithm: "pardis",
            language: Some("c"),
            window,
            ..Options::default()
        },
    )
}

/// Fills the window, then answers the oldest run still wanted, as a shell
/// does with a worker per run; stopped runs are answered late (as a run
/// that finished while the stop was on its way). Returns the result and
/// how many runs were stopped.
fn run_window(session: &mut Session, window: usize) -> (Vec<u8>, usize) {
    let answer = |session: &mut Session, id: u64, value: bool| {
        let outcome = Outcome {
            answer: yes_no(value),
            elapsed_ms: 1.0,
            retries: 0,
        };
        session.complete(id, outcome)
    };
    let mut running: Vec<(u64, bool)> = Vec::new();
    let mut stopped = 0;
    while session.running() {
        if running.len() < window {
            if let Poll::Run(job) = session.poll(0.0) {
                running.push((job.id, text(&job).contains("main")));
                continue;
            }
        }
        if running.is_empty() {
            break;
        }
        let (id, value) = running.remove(0);
        assert!(answer(session, id, value));
        for id in session.take_abandoned() {
            let at = running.iter().position(|&(r, _)| r == id);
            let (id, value) = running.remove(at.expect("only runs in flight are stopped"));
            // An answer from a stopped run changes nothing.
            assert!(!answer(session, id, value));
            stopped += 1;
        }
    }
    (session.reduction().best().to_vec(), stopped)
}

#[test]
fn orphans_are_stopped_and_the_result_is_the_sequential_one() {
    let (alone, none) = run_window(&mut pardis(1), 1);
    assert_eq!(none, 0, "one worker runs nothing speculative");
    assert_eq!(
        String::from_utf8(alone.clone()).unwrap().trim(),
        "int main() { }"
    );
    let mut wide = pardis(4);
    let (result, stopped) = run_window(&mut wide, 4);
    assert_eq!(result, alone);
    assert!(stopped > 0, "four workers speculate, and lose some");
    assert_eq!(wide.reduction().stats().abandoned, stopped as u64);
    assert!(wide.runs.is_empty(), "no run is left waiting");
    assert!(wide.tests.is_empty(), "no test is left either");
}

#[test]
fn the_same_options_and_oracle_give_the_same_runs_in_the_same_order() {
    let input: String = (0..60).map(|i| format!("l{i}\n")).collect();
    let trace = || {
        let mut session = text_session(&input, 3, (3, 2));
        let mut seen = Vec::new();
        drive(&mut session, |input, purpose| {
            seen.push((input.to_string(), purpose));
            (input.contains("l42\n"), 1.0)
        });
        seen
    };
    assert_eq!(trace(), trace());
}

/// A session with `policy` changed by `change`, an oracle that costs a
/// process (one verification run) and `check_runs` check runs.
fn policy_session(input: &str, check_runs: u32, change: impl FnOnce(&mut TrustPolicy)) -> Session {
    let mut policy = TrustPolicy::default();
    change(&mut policy);
    session_with(
        input,
        Options {
            check_runs,
            oracle: OracleKind::Remote,
            policy,
            ..Options::default()
        },
    )
}

#[test]
fn the_defaults_are_the_playgrounds_where_the_faces_differ() {
    let policy = TrustPolicy::default();
    assert!(!policy.flaky_original_goes_on);
    assert!(policy.recheck_mismatch_stops);
    assert!(policy.verify);
    assert!(!policy.verify_stopped);
    assert!(!policy.offer_result);
    assert_eq!(policy.check_timeout_ms, 30_000);
}

#[test]
fn a_flaky_original_goes_on_when_the_policy_says_so() {
    let mut session = policy_session("a\nbug\nc\n", 3, |p| p.flaky_original_goes_on = true);
    let mut checks = [true, false, true].into_iter();
    drive(&mut session, |input, purpose| {
        let check = matches!(purpose, Purpose::Check | Purpose::Candidate);
        match checks.next().filter(|_| check) {
            Some(answer) => (answer, 1.0),
            None => (input.contains("bug"), 1.0),
        }
    });
    let trust = session.trust();
    let flaky = trust.flaky.clone().expect("the evidence is kept");
    assert_eq!(flaky.found_by, FoundBy::Original);
    assert_eq!((flaky.interesting, flaky.runs), (2, 3));
    assert_eq!(session.reduction().status(), Status::Finished);
    assert_eq!(session.reduction().best(), b"bug\n");
    assert_eq!(trust.verification, Verification::Verified);
    // Once is enough for the original to count as interesting.
    let mut session = policy_session("a\nbug\nc\n", 3, |p| p.flaky_original_goes_on = true);
    let mut checks = [false, false, true].into_iter();
    drive(&mut session, |input, _| {
        (checks.next().unwrap_or(input.contains("bug")), 1.0)
    });
    assert_eq!(session.reduction().status(), Status::Finished);
}

#[test]
fn a_re_test_that_disagrees_is_recorded_and_the_run_goes_on_when_the_policy_says_so() {
    let input: String = (0..200).map(|i| format!("l{i}\n")).collect();
    let mut session = policy_session(&input, 1, |p| p.recheck_mismatch_stops = false);
    drive(&mut session, |input, purpose| {
        (purpose != Purpose::Recheck && input.contains("l150\n"), 1.0)
    });
    let trust = session.trust();
    assert!(trust.flaky.is_none(), "not a stop");
    assert!(!trust.disagreements.is_empty());
    assert_eq!(trust.disagreements.len(), trust.rechecks as usize);
    for found in &trust.disagreements {
        assert_eq!((found.runs, found.interesting), (1, 0));
        assert!(found.bytes < input.len());
        assert!(found.after_queries > 0);
    }
    assert_eq!(session.reduction().status(), Status::Finished);
    assert_eq!(session.reduction().best(), b"l150\n");
    assert_eq!(trust.verification, Verification::Verified);
}

/// Runs `session` until `runs` runs are in, then `stop`s it and drives it
/// to the end; the purposes handed out after the stop.
fn stop_after(session: &mut Session, runs: usize, stop: impl FnOnce(&mut Session)) -> Vec<Purpose> {
    for _ in 0..runs {
        let Poll::Run(job) = session.poll(0.0) else {
            panic!("a run")
        };
        let outcome = Outcome {
            answer: yes_no(text(&job).contains("bug")),
            elapsed_ms: 1.0,
            retries: 0,
        };
        assert!(session.complete(job.id, outcome));
    }
    stop(session);
    drive(session, |input, _| (input.contains("bug"), 1.0))
}

#[test]
fn a_limit_stops_the_reduction_and_the_result_is_verified_when_the_policy_says_so() {
    let input = "a\nb\nc\nd\ne\nbug\n";
    let verify_stopped = |p: &mut TrustPolicy| p.verify_stopped = true;
    let mut session = policy_session(input, 1, verify_stopped);
    let after = stop_after(&mut session, 2, Session::stop_reduction);
    assert_eq!(after, [Purpose::Verify]);
    assert_eq!(session.reduction().status(), Status::Stopped);
    assert_eq!(session.trust().verification, Verification::Verified);
    assert!(!session.running());
    // A stop from outside is never verified.
    let mut session = policy_session(input, 1, verify_stopped);
    assert!(stop_after(&mut session, 2, Session::stop).is_empty());
    assert_eq!(session.trust().verification, Verification::Skipped);
    // Nor, by default, is a result a limit stopped.
    let mut session = policy_session(input, 1, |_| {});
    assert!(stop_after(&mut session, 2, Session::stop_reduction).is_empty());
    assert_eq!(session.trust().verification, Verification::Skipped);
}

#[test]
fn without_verification_the_run_ends_with_the_reduction() {
    let mut session = policy_session("a\nbug\nc\n", 1, |p| p.verify = false);
    let purposes = drive(&mut session, |input, _| (input.contains("bug"), 1.0));
    assert_eq!(count(&purposes, Purpose::Verify), 0);
    assert_eq!(session.trust().verification, Verification::Skipped);
    assert_eq!(session.reduction().status(), Status::Finished);
    assert!(!session.running());
}

/// Drives a session that waits for an offered result, offering `offer`;
/// the verification's contents.
fn drive_offering(session: &mut Session, offer: Option<&str>) -> Vec<String> {
    let mut verified = Vec::new();
    let mut offered = false;
    while session.running() {
        if session.awaiting_result() {
            assert!(!offered, "asked once");
            offered = true;
            session.offer_result(offer.map(|o| o.as_bytes().to_vec()));
        }
        let job = match session.poll(0.0) {
            Poll::Run(job) => job,
            // Nothing is in flight: the session waits for the offer.
            Poll::Wait if session.awaiting_result() => continue,
            Poll::Done => break,
            Poll::Wait => panic!("nothing is in flight"),
        };
        if job.purpose == Purpose::Verify {
            verified.push(text(&job).to_string());
        }
        let outcome = Outcome {
            answer: yes_no(text(&job).contains("bug")),
            elapsed_ms: 1.0,
            retries: 0,
        };
        session.complete(job.id, outcome);
    }
    assert!(offered);
    verified
}

#[test]
fn an_offered_result_is_tested_and_verified_in_place_of_the_best() {
    let input = "a\nbug\nc\n";
    let offering = |p: &mut TrustPolicy| p.offer_result = true;
    // Interesting: it is tested, then verified, and it is the result.
    let mut session = policy_session(input, 1, offering);
    let verified = drive_offering(&mut session, Some("  bug\n"));
    assert_eq!(verified, ["  bug\n", "  bug\n"]);
    assert_eq!(session.trust().offered, Some(true));
    assert_eq!(session.result(), b"  bug\n");
    assert_eq!(session.reduction().best(), b"bug\n");
    assert_eq!(session.trust().verification, Verification::Verified);
    // Not interesting: the best is verified and stays the result.
    let mut session = policy_session(input, 1, offering);
    let verified = drive_offering(&mut session, Some("b u g\n"));
    assert_eq!(verified, ["b u g\n", "bug\n"]);
    assert_eq!(session.trust().offered, Some(false));
    assert_eq!(session.result(), b"bug\n");
    assert_eq!(session.trust().verification, Verification::Verified);
    // Nothing offered: the best, as without the option.
    let mut session = policy_session(input, 1, offering);
    assert_eq!(drive_offering(&mut session, None), ["bug\n"]);
    assert_eq!(session.trust().offered, None);
    // The oracle's runs: every one counts.
    let trust = session.trust();
    assert_eq!(trust.oracle_runs, session.reduction().stats().queries + 1);
}

#[test]
fn stopped_runs_count_among_the_oracle_runs_when_the_shell_says_so() {
    // Told nothing (the playground), the figures stay those of answers.
    let mut quiet = pardis(4);
    let (_, stopped) = run_window(&mut quiet, 4);
    assert!(stopped > 0);
    assert_eq!(quiet.trust().stopped_runs, 0);
    let answered = quiet.trust().oracle_runs;
    // Told, each stopped run counts, and apart.
    let mut session = pardis(4);
    let mut running: Vec<(u64, bool)> = Vec::new();
    let mut told = 0;
    while session.running() {
        if running.len() < 4 {
            if let Poll::Run(job) = session.poll(0.0) {
                running.push((job.id, text(&job).contains("main")));
                continue;
            }
        }
        if running.is_empty() {
            break;
        }
        let (id, value) = running.remove(0);
        let outcome = Outcome {
            answer: yes_no(value),
            elapsed_ms: 1.0,
            retries: 0,
        };
        assert!(session.complete(id, outcome));
        for id in session.take_abandoned() {
            running.retain(|&(r, _)| r != id);
            session.stopped_run(id);
            told += 1;
        }
    }
    let trust = session.trust();
    assert_eq!(told, stopped as u64, "the same runs are stopped");
    assert_eq!(trust.stopped_runs, told);
    assert_eq!(trust.oracle_runs, answered + told);
}
