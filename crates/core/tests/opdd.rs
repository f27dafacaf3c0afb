//! One Pass Delta Debugging ([Gharachorlu 2023a], ch. 3; docs/references.md).

mod common;

use common::*;
use whittle_core::algorithms::{ListOptions, Order};
use whittle_core::Granularity::Byte;

/// Odd units are needed; even unit `2i` may only go once `2i + 2` is gone:
/// the dependence chain 2←4←6←… of Fig. 3.1, over `2k` units.
fn chain_oracle(k: usize) -> impl Fn(&str) -> bool {
    move |t: &str| {
        let present = |u: usize| t.contains(&format!("<{u}>\n"));
        (1..=2 * k).step_by(2).all(present) && (1..k).all(|i| !present(2 * i + 2) || present(2 * i))
    }
}

fn chain_input(k: usize) -> String {
    (1..=2 * k).map(|u| format!("<{u}>\n")).collect()
}

fn units_of(_k: usize) -> Vec<whittle_core::Granularity> {
    vec![whittle_core::Granularity::Line]
}

/// The expected text for a list of unit numbers.
fn units(list: &[usize]) -> String {
    list.iter().map(|u| format!("<{u}>\n")).collect()
}

fn order(complements: Order) -> ListOptions {
    ListOptions {
        complements: Some(complements),
        ..ListOptions::default()
    }
}

#[test]
fn backward_opdd_reaches_the_odd_units_in_one_call() {
    let oracle = chain_oracle(4);
    let trace = run(
        "opdd",
        &chain_input(4),
        &units_of(4),
        order(Order::Backward),
        options(1),
        &oracle,
    );
    assert_eq!(trace.result, units(&[1, 3, 5, 7]));
}

#[test]
fn forward_opdd_removes_only_the_last_even_unit_in_one_call() {
    let oracle = chain_oracle(4);
    let trace = run(
        "opdd",
        &chain_input(4),
        &units_of(4),
        order(Order::Forward),
        options(1),
        &oracle,
    );
    assert_eq!(trace.result, units(&[1, 2, 3, 4, 5, 6, 7]));
    // The fixed point recovers the rest, one even unit per round.
    let star = run(
        "opdd*",
        &chain_input(4),
        &units_of(4),
        order(Order::Forward),
        options(1),
        &oracle,
    );
    assert_eq!(star.result, units(&[1, 3, 5, 7]));
    // Forward ddmin revisits after every success and gets there in one call.
    let dd = run(
        "ddmin",
        &chain_input(4),
        &units_of(4),
        order(Order::Forward),
        options(1),
        &oracle,
    );
    assert_eq!(dd.result, units(&[1, 3, 5, 7]));
}

#[test]
fn ddmin_is_quadratic_on_chains_and_opdd_linear() {
    let mut dd_queries = Vec::new();
    let mut opdd_queries = Vec::new();
    for k in [6, 12, 24, 48] {
        let oracle = chain_oracle(k);
        let input = chain_input(k);
        let list = ListOptions {
            subsets: Some(Order::Skip),
            complements: Some(Order::Forward),
            ..ListOptions::default()
        };
        let dd = run("ddmin", &input, &units_of(k), list, options(1), &oracle);
        let list = ListOptions {
            complements: Some(Order::Backward),
            ..ListOptions::default()
        };
        let op = run("opdd", &input, &units_of(k), list, options(1), &oracle);
        assert_eq!(op.result, dd.result);
        dd_queries.push(dd.queries as f64);
        opdd_queries.push(op.queries as f64);
        assert!(
            op.queries as usize <= 6 * 2 * k,
            "opdd made {} queries for n={}",
            op.queries,
            2 * k
        );
    }
    // Doubling the input: ddmin's queries grow by well over 2×, opdd's by about 2×.
    let dd_growth = dd_queries[3] / dd_queries[2];
    let opdd_growth = opdd_queries[3] / opdd_queries[2];
    assert!(dd_growth > 3.0, "ddmin growth {dd_growth} ({dd_queries:?})");
    assert!(
        opdd_growth < 2.5,
        "opdd growth {opdd_growth} ({opdd_queries:?})"
    );
}

/// Granularities double from 2 until single units, so the chunk counts over
/// all granularities sum to less than 2^(k+1) + n < 3n (2^k < n). Each chunk
/// is tried at most once as a complement, and once as a subset unless
/// subsets are skipped: fewer than 3n queries without subsets, 6n with them.
#[test]
fn opdd_queries_are_linear_for_any_oracle() {
    let mut seed = 3u64;
    for n in [5usize, 17, 40, 97] {
        let input: String = (0..n).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
        for _ in 0..20 {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            let salt = seed;
            // An arbitrary (but deterministic) oracle that accepts the input.
            let oracle = move |t: &str| t.len() == n || xxhash_like(t.as_bytes(), salt) % 3 == 0;
            for complements in [Order::Forward, Order::Backward] {
                for (subsets, bound) in [(Order::Forward, 6 * n), (Order::Skip, 3 * n)] {
                    let list = ListOptions {
                        subsets: Some(subsets),
                        complements: Some(complements),
                        ..ListOptions::default()
                    };
                    let trace = run("opdd", &input, &[Byte], list, options(1), oracle);
                    assert!(
                        trace.queries as usize <= bound,
                        "n={n}: {} queries",
                        trace.queries
                    );
                    assert!(oracle(&trace.result));
                }
            }
        }
    }
}

fn xxhash_like(bytes: &[u8], salt: u64) -> u64 {
    bytes
        .iter()
        .fold(salt, |h, &b| (h ^ b as u64).wrapping_mul(0x100000001b3))
}

#[test]
fn opdd_equals_ddmin_on_monotone_oracles() {
    let input = "abcdefghijklmnopqrstuvwxyz";
    for wanted in ["a", "z", "bdf", "mnop", "aeiou", "qz"] {
        let oracle = |t: &str| wanted.chars().all(|c| t.contains(c));
        let op = run(
            "opdd",
            input,
            &[Byte],
            ListOptions::default(),
            options(1),
            oracle,
        );
        let dd = run(
            "ddmin",
            input,
            &[Byte],
            ListOptions::default(),
            options(1),
            oracle,
        );
        assert_eq!(op.result, wanted);
        assert_eq!(dd.result, wanted);
    }
}

#[test]
fn deferred_removal_happens_at_the_next_granularity() {
    // Twelve units; 9 and 10 may only go once 11 and 12 are gone (Figs. 3.4/3.5).
    let input = units(&(1..=12).collect::<Vec<_>>());
    let has = |t: &str, u: usize| t.contains(&format!("<{u}>\n"));
    let oracle = |t: &str| {
        (1..=8).all(|u| has(t, u)) && (!(has(t, 11) || has(t, 12)) || (has(t, 9) && has(t, 10)))
    };
    let list = ListOptions {
        complements: Some(Order::Forward),
        ..ListOptions::default()
    };
    let dd = run("ddmin", &input, &units_of(6), list, options(1), oracle);
    let op = run("opdd", &input, &units_of(6), list, options(1), oracle);
    let expected = units(&[1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(dd.result, expected);
    assert_eq!(op.result, expected);
}

#[test]
fn every_accepted_step_is_interesting_and_smaller() {
    let oracle = chain_oracle(6);
    for algorithm in ["opdd", "opdd*", "ddmin", "ddmin*"] {
        let trace = run(
            algorithm,
            &chain_input(6),
            &units_of(6),
            ListOptions::default(),
            options(1),
            &oracle,
        );
        let mut last = chain_input(6).len();
        for &size in &trace.accepted {
            assert!(size < last, "{algorithm}");
            last = size;
        }
        assert!(oracle(&trace.result));
    }
}
