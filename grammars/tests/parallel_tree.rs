//! Speculative batches of the tree reducers on real parse trees: at every
//! window the result and the accepted reductions are those of window 1,
//! whatever order the tests finish in, and window 1 asks exactly what the
//! one-candidate-at-a-time reducers asked.

mod common;

use std::rc::Rc;
use std::time::Duration;

use whittle_core::algorithms::tree::{build_tree, Hoisting, TreeOptions};
use whittle_core::algorithms::ListMinimiser;
use whittle_core::{Event, Reduction, ReductionOptions, Step, Verdict};

/// The tree algorithms that propose speculative batches.
const ALGORITHMS: &[&str] = &[
    "pardis",
    "pardis-hybrid",
    "perses",
    "perses-n",
    "model-pardis",
    "type-batched",
    "type-batched-pardis",
    "type-agnostic-joint",
];

/// What a run did.
#[derive(Debug, PartialEq)]
struct Trace {
    result: Vec<u8>,
    /// The sizes adopted, in order.
    accepted: Vec<usize>,
    queries: u64,
    rejections: u64,
    /// The algorithm's own counts, such as model-pardis's skips.
    counters: Vec<(String, u64)>,
    /// The most tests running at once.
    max_in_flight: usize,
}

/// A small deterministic generator for the completion order.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Reduces `source` with `algorithm` at `window`, the language's syntax
/// check in front of `oracle`. With `seed`, running tests finish in a
/// shuffled order, and sometimes before the window is full.
fn reduce(
    language: &str,
    source: &str,
    algorithm: &str,
    window: usize,
    seed: u64,
    oracle: &dyn Fn(&str) -> bool,
) -> Trace {
    reduce_told(
        language,
        source,
        algorithm,
        TreeOptions::default(),
        Some(window),
        window,
        seed,
        oracle,
    )
}

/// [`reduce`] with `options`, telling the algorithm the window `told` (or
/// nothing).
#[allow(clippy::too_many_arguments)]
fn reduce_told(
    language: &str,
    source: &str,
    algorithm: &str,
    options: TreeOptions,
    told: Option<usize>,
    window: usize,
    seed: u64,
    oracle: &dyn Fn(&str) -> bool,
) -> Trace {
    let language = whittle_grammars::by_name(language).unwrap();
    let parsed = language.parse(source.as_bytes()).unwrap();
    let mut algo = build_tree(algorithm, Rc::new(parsed.tree), options).unwrap();
    if let Some(told) = told {
        algo.set_window(told);
    }
    let mut reduction = Reduction::new(
        algo,
        ReductionOptions {
            window,
            check_original: false,
            ..ReductionOptions::default()
        },
    )
    .with_validator(Box::new(language.validator(parsed.error_nodes)));
    let mut order = Lcg(seed);
    let mut running: Vec<(u64, Verdict)> = Vec::new();
    let mut max_in_flight = 0;
    let mut accepted = Vec::new();
    loop {
        let step = reduction.poll();
        for event in reduction.drain_events() {
            if let Event::Accepted { size } = event {
                accepted.push(size.bytes);
            }
        }
        match step {
            Step::Test(request) => {
                let text = std::str::from_utf8(&request.content).unwrap();
                running.push((request.id, Verdict::from(oracle(text))));
                max_in_flight = max_in_flight.max(running.len());
                // Now and then a test finishes before the window fills.
                if seed != 0 && order.below(3) == 0 {
                    let (id, verdict) = running.swap_remove(order.below(running.len()));
                    reduction.complete(id, verdict, Duration::from_millis(1));
                }
            }
            Step::Wait => {
                let pick = if seed == 0 {
                    running.len() - 1
                } else {
                    order.below(running.len())
                };
                let (id, verdict) = running.swap_remove(pick);
                reduction.complete(id, verdict, Duration::from_millis(1));
            }
            Step::Done => break,
        }
    }
    for event in reduction.drain_events() {
        if let Event::Accepted { size } = event {
            accepted.push(size.bytes);
        }
    }
    let stats = reduction.stats();
    Trace {
        result: reduction.best().to_vec(),
        accepted,
        queries: stats.queries,
        rejections: stats.rejections,
        counters: reduction
            .counters()
            .into_iter()
            .map(|c| (c.name.to_string(), c.value))
            .collect(),
        max_in_flight,
    }
}

/// The C sample must still print the big total and keep the list's
/// `next` field: most removals break the syntax check or the oracle.
fn c_oracle(text: &str) -> bool {
    text.contains("printf(\"big") && text.contains("->next") && text.contains("table[")
}

/// Not monotone: `free` may go only once `malloc` is gone.
fn c_oracle_nonmonotone(text: &str) -> bool {
    text.contains("return")
        && text.contains("COUNT")
        && (text.contains("free") || !text.contains("malloc"))
}

fn json_oracle(text: &str) -> bool {
    text.contains("\"Grace\"") && text.contains("1500") && text.contains("[0, 1")
}

/// A function of many statements, most of which must stay: a run with
/// many failures of one kind, so the online model of model-pardis starts
/// skipping.
fn statements() -> String {
    let mut body = String::new();
    for i in 0..24 {
        if i % 6 == 5 {
            body.push_str(&format!("    g = g + {i};\n"));
        } else {
            body.push_str(&format!("    keep{i} = keep{i} * {i};\n"));
        }
    }
    format!("int g;\nint f(int a) {{\n{body}    return a;\n}}\nint main(void) {{ return f(1); }}\n")
}

fn keeps_statements(text: &str) -> bool {
    (0..24)
        .filter(|i| i % 6 != 5)
        .all(|i| text.contains(&format!("keep{i} = keep{i} * {i};")))
}

/// A language, an input and an oracle.
type Case = (&'static str, String, &'static dyn Fn(&str) -> bool);

fn cases() -> Vec<Case> {
    let c = String::from_utf8(common::sample("sample.c")).unwrap();
    let json = String::from_utf8(common::sample("sample.json")).unwrap();
    vec![
        ("c", c.clone(), &c_oracle),
        ("c", c, &c_oracle_nonmonotone),
        ("json", json, &json_oracle),
        ("c", statements(), &keeps_statements),
    ]
}

#[test]
fn every_window_takes_the_sequential_path() {
    for (language, source, oracle) in cases() {
        for algorithm in ALGORITHMS {
            let sequential = reduce(language, &source, algorithm, 1, 0, oracle);
            assert!(oracle(std::str::from_utf8(&sequential.result).unwrap()));
            assert!(
                !sequential.accepted.is_empty(),
                "{algorithm}: nothing removed"
            );
            assert_eq!(sequential.max_in_flight, 1);
            for window in 2..=8 {
                for seed in [0, 7 + window as u64] {
                    let parallel = reduce(language, &source, algorithm, window, seed, oracle);
                    let what = format!("{language} {algorithm} j={window} seed={seed}");
                    assert_eq!(parallel.result, sequential.result, "{what}");
                    assert_eq!(parallel.accepted, sequential.accepted, "{what}");
                    assert!(parallel.queries >= sequential.queries, "{what}");
                    assert_eq!(parallel.counters, sequential.counters, "{what}");
                    if seed == 0 {
                        // Every launchable test starts before one finishes.
                        assert!(parallel.max_in_flight > 1, "{what}");
                    }
                }
            }
        }
    }
}

/// Queries, rejections and accepted reductions at window 1 of each case
/// and algorithm (in `ALGORITHMS` order), measured with the reducers that
/// proposed one candidate at a time, before speculative batches.
const SEQUENTIAL_COUNTS: [[(u64, u64, usize); 8]; 4] = [
    [
        (42, 0, 25),
        (39, 0, 21),
        (72, 6, 27),
        (47, 1, 24),
        (42, 0, 25),
        (47, 0, 25),
        (45, 0, 25),
        (53, 0, 16),
    ],
    [
        (22, 0, 16),
        (21, 0, 14),
        (49, 4, 24),
        (26, 0, 18),
        (22, 0, 16),
        (18, 0, 11),
        (23, 0, 16),
        (19, 0, 7),
    ],
    [
        (35, 7, 19),
        (32, 8, 16),
        (44, 19, 11),
        (33, 9, 19),
        (35, 6, 19),
        (47, 7, 15),
        (39, 7, 19),
        (44, 19, 15),
    ],
    [
        (90, 0, 8),
        (219, 0, 8),
        (373, 41, 13),
        (90, 0, 8),
        (47, 0, 8),
        (91, 0, 8),
        (91, 0, 8),
        (123, 0, 7),
    ],
];

#[test]
fn window_one_asks_what_the_one_at_a_time_reducers_asked() {
    for ((language, source, oracle), counts) in cases().into_iter().zip(SEQUENTIAL_COUNTS) {
        for (algorithm, &(queries, rejections, accepted)) in ALGORITHMS.iter().zip(&counts) {
            // Told the window, and not told (then a reducer looks ahead
            // anyway: a batch tested one by one costs no extra query).
            for told in [Some(1), None] {
                let run = reduce_told(
                    language,
                    &source,
                    algorithm,
                    TreeOptions::default(),
                    told,
                    1,
                    0,
                    oracle,
                );
                let what = format!("{language} {algorithm} told {told:?}");
                assert_eq!(run.queries, queries, "{what}");
                assert_eq!(run.rejections, rejections, "{what}");
                assert_eq!(run.accepted.len(), accepted, "{what}");
            }
        }
    }
}

/// The HDD family with the options that change how it proposes: each list
/// minimiser, and hoisting (before pruning, interlaced, or both).
fn hdd_runs() -> Vec<(&'static str, TreeOptions)> {
    let with = |revisit: ListMinimiser, hoisting: Hoisting| TreeOptions {
        revisit: Some(revisit),
        hoisting,
        ..TreeOptions::default()
    };
    vec![
        ("hdd", with(ListMinimiser::Dd, Hoisting::Off)),
        ("hdd*", with(ListMinimiser::OnePass, Hoisting::Both)),
        ("coarse-hdd", with(ListMinimiser::ProbDd, Hoisting::Pre)),
        ("hddr*", with(ListMinimiser::Cdd, Hoisting::Interlaced)),
        ("coarse-hddr", with(ListMinimiser::Wdd, Hoisting::Both)),
    ]
}

#[test]
fn the_hdd_family_takes_the_sequential_path_at_every_window() {
    for (language, source, oracle) in cases() {
        for (algorithm, options) in hdd_runs() {
            let run = |window: usize, seed: u64| {
                let told = Some(window);
                let options = options.clone();
                reduce_told(
                    language, &source, algorithm, options, told, window, seed, oracle,
                )
            };
            let sequential = run(1, 0);
            assert!(oracle(std::str::from_utf8(&sequential.result).unwrap()));
            assert_eq!(sequential.max_in_flight, 1);
            for window in [2, 3, 5, 8] {
                for seed in [0, 11 + window as u64] {
                    let parallel = run(window, seed);
                    let what = format!("{language} {algorithm} {options:?} j={window} seed={seed}");
                    assert_eq!(parallel.result, sequential.result, "{what}");
                    assert_eq!(parallel.accepted, sequential.accepted, "{what}");
                    assert!(parallel.queries >= sequential.queries, "{what}");
                    if seed == 0 {
                        assert!(parallel.max_in_flight > 1, "{what}");
                    }
                }
            }
        }
    }
}
