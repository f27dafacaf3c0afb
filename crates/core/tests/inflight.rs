//! In-flight settlement: with a parallel window, a candidate whose content
//! equals a test that is still running is not launched again; it takes that
//! test's verdict when it arrives. No content reaches the oracle twice, at
//! any window and in any completion order, and the stabilised window still
//! takes the sequential path.

mod common;

use std::collections::HashMap;

use common::{options, run_reduction_in, Completion, Scripted, Trace};
use whittle_core::algorithms::{build, ListOptions, Order};
use whittle_core::cache::{CacheKind, CacheOptions};
use whittle_core::Granularity::{Byte, Char, Line};
use whittle_core::{Granularity, Reduction, ReductionOptions};

fn run(
    algorithm: &str,
    input: &str,
    units: &[Granularity],
    list: ListOptions,
    options: ReductionOptions,
    completion: Completion,
    oracle: impl Fn(&str) -> bool,
) -> Trace {
    let algo = build(algorithm, input.as_bytes().to_vec(), units, list).unwrap();
    let mut reduction = Reduction::new(algo, options);
    run_reduction_in(&mut reduction, completion, oracle)
}

fn assert_no_content_launched_twice(run: &Trace, what: &str) {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for text in run.launched() {
        *seen.entry(text).or_default() += 1;
    }
    let twice: Vec<_> = seen.iter().filter(|(_, &n)| n > 1).collect();
    assert!(twice.is_empty(), "{what}: launched twice: {twice:?}");
}

/// The case: ddmin by characters on `12345`, interesting while the
/// text holds a 2 and later a 4. At two parts the subsets and complements
/// are the same two texts (`12`, `345`), so a window of two had them both
/// running twice.
#[test]
fn ddmin_on_12345_launches_each_content_once_at_every_window() {
    let oracle = |t: &str| t.find('2').is_some_and(|i| t[i..].contains('4'));
    let sequential = run(
        "ddmin",
        "12345",
        &[Char],
        ListOptions::default(),
        options(1),
        Completion::Latest,
        oracle,
    );
    assert_eq!(sequential.result, "24");
    assert_no_content_launched_twice(&sequential, "j=1");
    for window in 1..=8 {
        for completion in [
            Completion::Latest,
            Completion::Earliest,
            Completion::Shuffled(window as u64),
        ] {
            let what = format!("j={window} {completion:?}");
            let parallel = run(
                "ddmin",
                "12345",
                &[Char],
                ListOptions::default(),
                options(window),
                completion,
                oracle,
            );
            assert_no_content_launched_twice(&parallel, &what);
            assert_eq!(parallel.result, sequential.result, "{what}");
            assert_eq!(parallel.accepted, sequential.accepted, "{what}");
        }
    }
}

/// The same over several algorithms, units and a non-monotone oracle.
#[test]
fn no_content_is_launched_twice_over_windows_one_to_eight() {
    let input: String = (0..24).map(|i| format!("l{}\n", i % 7)).collect();
    // Repeated lines make equal texts from different configurations.
    let oracle = |t: &str| {
        t.contains("l3\nl4\n")
            && t.matches("l5").count() >= 2
            && (t.len() % 3 != 1 || t.contains("l6"))
    };
    for algorithm in ["ddmin", "ddmin*", "opdd", "opdd*", "greeddy*"] {
        for complements in [Order::Forward, Order::Backward] {
            let list = ListOptions {
                complements: Some(complements),
                ..ListOptions::default()
            };
            for units in [&[Line][..], &[Line, Byte][..]] {
                let sequential = run(
                    algorithm,
                    &input,
                    units,
                    list,
                    options(1),
                    Completion::Latest,
                    oracle,
                );
                assert_no_content_launched_twice(&sequential, algorithm);
                for window in 2..=8 {
                    for completion in [
                        Completion::Latest,
                        Completion::Earliest,
                        Completion::Shuffled(window as u64 * 31),
                    ] {
                        let what = format!("{algorithm} {units:?} j={window} {completion:?}");
                        let parallel = run(
                            algorithm,
                            &input,
                            units,
                            list,
                            options(window),
                            completion,
                            oracle,
                        );
                        assert_no_content_launched_twice(&parallel, &what);
                        if algorithm != "greeddy*" {
                            assert_eq!(parallel.result, sequential.result, "{what}");
                            assert_eq!(parallel.accepted, sequential.accepted, "{what}");
                        }
                    }
                }
            }
        }
    }
}

/// A settled duplicate counts as an in-flight hit, apart from the cache's
/// own hits, and is included in the total.
#[test]
fn settled_duplicates_count_as_in_flight_hits() {
    let oracle = |t: &str| t.find('2').is_some_and(|i| t[i..].contains('4'));
    let one = run(
        "ddmin",
        "12345",
        &[Char],
        ListOptions::default(),
        options(1),
        Completion::Latest,
        oracle,
    );
    assert_eq!(one.in_flight_hits, 0);
    let two = run(
        "ddmin",
        "12345",
        &[Char],
        ListOptions::default(),
        options(2),
        Completion::Latest,
        oracle,
    );
    assert!(two.in_flight_hits > 0);
    assert!(two.cache_hits >= two.in_flight_hits);
    // Every candidate the sequential run answered is answered in the
    // parallel one too (by the oracle, the cache or a running twin), plus
    // the speculative ones after each batch's winner.
    assert!(two.tests.len() as u64 + two.cache_hits >= one.tests.len() as u64 + one.cache_hits);
}

/// Without a cache every candidate goes to the oracle, duplicates included:
/// `--cache none` measures the algorithm alone.
#[test]
fn without_a_cache_duplicates_still_run() {
    let oracle = |t: &str| t.find('2').is_some_and(|i| t[i..].contains('4'));
    let options = ReductionOptions {
        cache: CacheOptions {
            kind: CacheKind::None,
            store_interesting: false,
            evict_larger: false,
        },
        ..options(2)
    };
    let r = run(
        "ddmin",
        "12345",
        &[Char],
        ListOptions::default(),
        options,
        Completion::Latest,
        oracle,
    );
    assert_eq!(r.in_flight_hits, 0);
    assert!(r.launched().filter(|t| *t == "12").count() > 1);
}

/// A window can find interesting candidates after the one it adopts; the
/// algorithm may propose one of them again later, and then it must not be
/// tested again (the cache keeps only not-interesting verdicts otherwise).
#[test]
fn an_interesting_candidate_not_adopted_is_not_tested_again() {
    for window in 1..=4 {
        for completion in [Completion::Latest, Completion::Earliest] {
            let algorithm = Scripted::new("abcd", vec![vec!["abc", "ab", "cd"], vec!["ab", "a"]]);
            let mut reduction = Reduction::new(Box::new(algorithm), options(window));
            let trace = run_reduction_in(&mut reduction, completion, |t| t.contains('b'));
            let launched: Vec<&str> = trace.launched().collect();
            let what = format!("j={window} {completion:?}");
            let mut unique = launched.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), launched.len(), "{what}: {launched:?}");
            assert_eq!(reduction.best(), b"ab", "{what}");
            assert_eq!(reduction.stats().accepted, 2, "{what}");
            // "ab" was tested in the first window and answered from the
            // cache in the second.
            if window >= 2 {
                assert_eq!(reduction.stats().cache.hits_interesting, 1, "{what}");
            }
        }
    }
}

/// The same with candidates as long as the current text (the rewrite
/// pass's shortlex step proposes such): the one not adopted is kept too.
#[test]
fn an_interesting_candidate_as_long_as_the_adopted_one_is_not_tested_again() {
    for window in 2..=4 {
        for completion in [Completion::Latest, Completion::Earliest] {
            let algorithm = Scripted::new("bbcd", vec![vec!["abcd", "bacd"], vec!["bacd", "ab"]]);
            let mut reduction = Reduction::new(Box::new(algorithm), options(window));
            let trace = run_reduction_in(&mut reduction, completion, |t| t.contains('b'));
            let launched: Vec<&str> = trace.launched().collect();
            let what = format!("j={window} {completion:?}");
            assert_eq!(
                launched.iter().filter(|t| **t == "bacd").count(),
                1,
                "{what}: {launched:?}"
            );
            assert_eq!(reduction.best(), b"bacd", "{what}");
            assert_eq!(reduction.stats().cache.hits_interesting, 1, "{what}");
        }
    }
}
