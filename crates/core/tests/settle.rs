//! `Reduction::settle`: a verdict's consequence shows at once (step mode),
//! the end of a run is known without another poll, and nothing tested
//! changes.

use std::time::Duration;

use whittle_core::algorithms::{build, ListOptions};
use whittle_core::Granularity::Char;
use whittle_core::{Reduction, ReductionOptions, Status, Step, Verdict};

fn reduction(algorithm: &str, input: &str, window: usize) -> Reduction {
    let algo = build(
        algorithm,
        input.as_bytes().to_vec(),
        &[Char],
        ListOptions::default(),
    )
    .unwrap();
    Reduction::new(
        algo,
        ReductionOptions {
            window,
            ..ReductionOptions::default()
        },
    )
}

fn interesting(content: &[u8]) -> Verdict {
    Verdict::from(content.contains(&b'2') && content.contains(&b'4'))
}

/// Runs to the end one test at a time; with `settle`, after each verdict.
/// Returns the contents tested and, per test, the size right after it.
fn run(algorithm: &str, settle: bool) -> (Vec<Vec<u8>>, Vec<usize>, Vec<u8>) {
    let mut r = reduction(algorithm, "123456", 1);
    let (mut tested, mut sizes) = (Vec::new(), Vec::new());
    loop {
        match r.poll() {
            Step::Done => break,
            Step::Wait => panic!("window 1 never waits"),
            Step::Test(t) => {
                let verdict = interesting(&t.content);
                tested.push(t.content.to_vec());
                r.complete(t.id, verdict, Duration::ZERO);
                if settle {
                    r.settle();
                }
                sizes.push(r.stats().current.bytes);
            }
        }
    }
    (tested, sizes, r.best().to_vec())
}

#[test]
fn settling_changes_nothing_that_is_tested() {
    for algorithm in ["ddmin", "ddmin*", "opdd", "greeddy"] {
        let (plain, _, plain_best) = run(algorithm, false);
        let (settled, _, settled_best) = run(algorithm, true);
        assert_eq!(plain, settled, "{algorithm}");
        assert_eq!(plain_best, settled_best, "{algorithm}");
    }
}

#[test]
fn an_accepted_candidate_shows_in_the_statistics_right_after_its_verdict() {
    let (tested, sizes, _) = run("ddmin", true);
    for (content, size) in tested.iter().zip(&sizes).skip(1) {
        if interesting(content).is_interesting() {
            assert_eq!(*size, content.len(), "accepted {content:?} at once");
        }
    }
    // Without settling, the size lags: it changes only at the next poll.
    let (tested, sizes, _) = run("ddmin", false);
    let lagging = tested
        .iter()
        .zip(&sizes)
        .skip(1)
        .any(|(c, s)| interesting(c).is_interesting() && *s != c.len());
    assert!(lagging);
}

#[test]
fn the_end_of_a_run_is_known_after_the_last_verdict() {
    // Everything is interesting: `a` is accepted and one unit is left, so
    // the algorithm has no next batch and settling says so at once.
    let mut r = reduction("ddmin", "ab", 1);
    let mut last = None;
    loop {
        match r.poll() {
            Step::Test(t) => {
                r.complete(t.id, Verdict::Interesting, Duration::ZERO);
                r.settle();
                last = Some(r.status());
                if r.status() != Status::Running {
                    break;
                }
            }
            Step::Wait => panic!(),
            Step::Done => break,
        }
    }
    assert_eq!(last, Some(Status::Finished));
    assert!(matches!(r.poll(), Step::Done));
}
