//! ddmin's observable behaviours ([Zeller 2002]; [Vince 2024], §2.1 and
//! ch. 5; docs/references.md).

mod common;

use common::*;
use whittle_core::algorithms::{Factor, ListOptions, Order, Split};
use whittle_core::cache::CacheKind;
use whittle_core::Granularity::{Byte, Char, Line};

fn contains_2_and_4(text: &str) -> bool {
    text.contains('2') && text.contains('4')
}

#[test]
fn table_4_1_trace_skip_subsets_backward_complements() {
    let list = ListOptions {
        subsets: Some(Order::Skip),
        complements: Some(Order::Backward),
        ..ListOptions::default()
    };
    let mut opts = options(1);
    opts.cache = cache(CacheKind::Content, false, false);
    let trace = run("ddmin", "12345", &[Char], list, opts, contains_2_and_4);
    assert_eq!(
        trace.steps,
        [
            "12✓",
            "345✓",
            "123✓",
            "1245✗",
            "145✓",
            "245✗",
            "2✓",
            "45✓",
            "24✗",
            "(cache 1)",
            "4✓"
        ]
    );
    assert_eq!(trace.queries, 10);
    assert_eq!(trace.cache_hits, 1);
    assert_eq!(trace.result, "24");
}

#[test]
fn default_order_trace() {
    let trace = run(
        "ddmin",
        "12345",
        &[Char],
        ListOptions::default(),
        options(1),
        contains_2_and_4,
    );
    let executed: Vec<&str> = trace.tests.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(
        executed,
        ["12", "345", "1", "2", "3", "45", "2345", "245", "4", "5", "25", "24"]
    );
    assert_eq!(trace.queries, 12);
    assert_eq!(trace.result, "24");
    // Every other lookup was answered by the cache.
    assert!(trace.cache_hits > 0);
    assert_eq!(trace.steps.len() as u64, trace.queries + trace.cache_hits);
}

#[test]
fn figure_2_1_result() {
    let trace = run(
        "ddmin",
        "12345678",
        &[Byte],
        ListOptions::default(),
        options(1),
        |t| has(t, 1) && has(t, 7) && has(t, 8),
    );
    assert_eq!(trace.result, "178");
}

fn interesting_a(t: &str) -> bool {
    // Containing 7 without 2 is not interesting.
    has(t, 5) && has(t, 8) && (has(t, 2) || !has(t, 7))
}
fn interesting_b(t: &str) -> bool {
    (1..=8).all(|d| has(t, d))
}
fn interesting_c(t: &str) -> bool {
    [1, 2, 3, 4, 6, 8].iter().all(|&d| has(t, d))
}

/// Picire's API fixtures: the same result for every split, iteration order,
/// cache, split factor and window.
#[test]
fn picire_fixtures_hold_for_every_configuration() {
    type Fixture = (fn(&str) -> bool, &'static str);
    let fixtures: [Fixture; 3] = [
        (interesting_a, "58"),
        (interesting_b, "12345678"),
        (interesting_c, "123468"),
    ];
    let mut runs = 0;
    for split in [Split::Zeller, Split::Balanced] {
        for factor in [Factor::Finite(2), Factor::Infinite] {
            for subset_first in [true, false] {
                for subsets in Order::ALL {
                    for complements in [Order::Forward, Order::Backward, Order::Random] {
                        for cache_kind in CacheKind::ALL {
                            for window in [1, 3] {
                                for algorithm in ["ddmin", "ddmin*", "greeddy"] {
                                    let list = ListOptions {
                                        split,
                                        factor,
                                        subset_first: Some(subset_first),
                                        subsets: Some(subsets),
                                        complements: Some(complements),
                                        seed: 11,
                                        list_min: None,
                                    };
                                    let mut opts = options(window);
                                    opts.cache = cache(cache_kind, false, true);
                                    for (oracle, expected) in fixtures {
                                        let trace =
                                            run(algorithm, "12345678", &[Byte], list, opts, oracle);
                                        assert_eq!(
                                            trace.result, expected,
                                            "{algorithm} {list:?} {opts:?}"
                                        );
                                        runs += 1;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(runs, 2 * 2 * 2 * 4 * 3 * 3 * 2 * 3 * 3);
}

/// A small deterministic generator for property tests.
fn lcg(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *seed >> 33
}

/// Random oracles over digit strings: "contains these digits", possibly with
/// a forbidden pair, so that some are not monotone.
fn random_oracle(seed: &mut u64) -> impl Fn(&str) -> bool {
    let required: Vec<u32> = (1..=9).filter(|_| lcg(seed) % 3 == 0).collect();
    let forbid = (lcg(seed) % 10 == 0).then(|| (1 + lcg(seed) % 9) as u32);
    let unless = (1 + lcg(seed) % 9) as u32;
    move |t: &str| {
        required.iter().all(|&d| has(t, d)) && forbid.is_none_or(|f| !has(t, f) || has(t, unless))
    }
}

#[test]
fn results_are_one_minimal() {
    let mut seed = 42;
    for _ in 0..300 {
        let oracle = random_oracle(&mut seed);
        let input = "123456789";
        if !oracle(input) {
            continue;
        }
        for algorithm in ["ddmin", "ddmin*"] {
            let trace = run(
                algorithm,
                input,
                &[Byte],
                ListOptions::default(),
                options(1),
                &oracle,
            );
            assert!(oracle(&trace.result));
            if trace.result.len() < 2 {
                continue;
            }
            for i in 0..trace.result.len() {
                let mut smaller = trace.result.clone();
                smaller.remove(i);
                assert!(
                    !oracle(&smaller),
                    "{algorithm}: {} is not 1-minimal ({smaller} is interesting)",
                    trace.result
                );
            }
        }
    }
}

const SUM_PROD: &str = "#include <stdio.h>
int add(int a, int b) {
  return a + b;
}
int mul(int a, int b) {
  return a * b;
}
int main() {
  int sum = 0;
  int prod = 1;
  for (int i = 1; i <= 10; i++) {
    sum = add(sum, i);
    prod = mul(prod, i);
  }
  printf(\"sum: %d\\n\", sum);
  printf(\"prod: %d\\n\", prod);
  return 0;
}
";

/// A stand-in for "compiles, runs and prints prod: 3628800": every line the
/// product needs must stay, and a function can only go with its calls.
fn prod_oracle(t: &str) -> bool {
    let needed = [
        "int mul(int a, int b) {",
        "return a * b;",
        "int main() {",
        "int prod = 1;",
        "for (int i = 1; i <= 10; i++) {",
        "prod = mul(prod, i);",
        "printf(\"prod: %d\\n\", prod);",
    ];
    let braces_balance = t.matches('{').count() == t.matches('}').count();
    let uses_sum = t.contains("sum = add(") || t.contains("printf(\"sum");
    let defines_sum = t.contains("int sum = 0;");
    let uses_add = t.contains("add(sum");
    let defines_add = t.contains("int add(int a, int b) {") && t.contains("return a + b;");
    needed.iter().all(|n| t.contains(n))
        && braces_balance
        && (!uses_sum || defines_sum)
        && (!uses_add || defines_add)
        && (!t.contains("int add(") || t.contains("return a + b;"))
        && (!t.contains("return a + b;") || t.contains("int add("))
}

#[test]
fn ddmin_star_is_a_fixed_point_and_never_worse() {
    assert!(prod_oracle(SUM_PROD));
    let once = run(
        "ddmin",
        SUM_PROD,
        &[Line],
        ListOptions::default(),
        options(1),
        prod_oracle,
    );
    let star = run(
        "ddmin*",
        SUM_PROD,
        &[Line],
        ListOptions::default(),
        options(1),
        prod_oracle,
    );
    assert!(prod_oracle(&star.result));
    assert!(star.result.len() <= once.result.len());
    assert!(star.queries >= once.queries);
    assert!(!star.result.contains("sum"), "{}", star.result);
    // The first round of ddmin* is ddmin: its result is a subset of ddmin's.
    assert!(star
        .result
        .lines()
        .all(|l| once.result.lines().any(|m| m == l)));
    // Running ddmin again on the fixed point changes nothing.
    let again = run(
        "ddmin",
        &star.result,
        &[Line],
        ListOptions::default(),
        options(1),
        prod_oracle,
    );
    assert_eq!(again.result, star.result);
    assert!(again.accepted.is_empty());
}

#[test]
fn ddmin_star_needs_a_second_round_only_when_the_first_changed_something() {
    let trace = run(
        "ddmin*",
        "12",
        &[Byte],
        ListOptions::default(),
        options(1),
        |t| t == "12",
    );
    assert_eq!(trace.result, "12");
    assert!(trace.accepted.is_empty());
}

#[test]
fn two_pass_lines_then_chars() {
    let input = "aaaa x bbbb\ncccc\ny dddd\n";
    let oracle = |t: &str| t.contains('x') && t.contains('y');
    let trace = run(
        "ddmin*",
        input,
        &[Line, Char],
        ListOptions::default(),
        options(1),
        oracle,
    );
    assert_eq!(trace.result, "xy");
    let lines_only = run(
        "ddmin*",
        input,
        &[Line],
        ListOptions::default(),
        options(1),
        oracle,
    );
    assert_eq!(lines_only.result, "aaaa x bbbb\ny dddd\n");
}

#[test]
fn the_cache_never_changes_the_result_or_the_ddmin_query_count() {
    let mut seed = 7;
    for _ in 0..60 {
        let oracle = random_oracle(&mut seed);
        let input = "123456789123";
        if !oracle(input) {
            continue;
        }
        let baseline = {
            let mut o = options(1);
            o.cache = cache(CacheKind::Content, true, false);
            run("ddmin", input, &[Byte], ListOptions::default(), o, &oracle)
        };
        for (kind, store, evict) in [
            (CacheKind::Content, false, false),
            (CacheKind::Content, false, true),
            (CacheKind::ContentHash, false, true),
            (CacheKind::None, false, false),
        ] {
            let mut o = options(1);
            o.cache = cache(kind, store, evict);
            let trace = run("ddmin", input, &[Byte], ListOptions::default(), o, &oracle);
            assert_eq!(trace.result, baseline.result);
            if kind != CacheKind::None {
                assert_eq!(
                    trace.queries, baseline.queries,
                    "{kind} P1={} P2={evict}",
                    !store
                );
            } else {
                assert!(trace.queries >= baseline.queries);
            }
        }
    }
}

#[test]
fn the_oracle_never_sees_the_same_content_twice() {
    let oracle = |t: &str| has(t, 3) && has(t, 7);
    for algorithm in ["ddmin", "ddmin*", "opdd", "opdd*"] {
        let trace = run(
            algorithm,
            "123456789123456789",
            &[Byte],
            ListOptions::default(),
            options(1),
            oracle,
        );
        let mut seen = std::collections::HashSet::new();
        for (content, _) in &trace.tests {
            assert!(
                seen.insert(content.clone()),
                "{algorithm} retested {content}"
            );
        }
    }
}

#[test]
fn limits_stop_the_run_with_the_best_so_far() {
    let mut o = options(1);
    o.max_tests = Some(0);
    let trace = run(
        "ddmin",
        "12345",
        &[Char],
        ListOptions::default(),
        o,
        contains_2_and_4,
    );
    assert_eq!(trace.result, "12345");
    assert!(trace.stopped);
    assert_eq!(trace.queries, 0);

    o.max_tests = Some(7);
    let trace = run(
        "ddmin",
        "12345",
        &[Char],
        ListOptions::default(),
        o,
        contains_2_and_4,
    );
    assert!(trace.stopped);
    assert_eq!(trace.queries, 7);
    assert_eq!(trace.result, "2345");
}

#[test]
fn empty_and_single_unit_inputs_are_never_tested() {
    for input in ["", "x"] {
        let trace = run(
            "ddmin*",
            input,
            &[Char],
            ListOptions::default(),
            options(1),
            |_| true,
        );
        assert_eq!(trace.result, input);
        assert!(trace.tests.is_empty());
    }
}
