//! The stabilised parallel window and GreeDDy ([Vince 2024], ch. 6,
//! docs/references.md).

mod common;

use common::*;
use whittle_core::algorithms::{ListOptions, Order};
use whittle_core::Algorithm;
use whittle_core::Granularity::{Byte, Line};

fn lines(n: usize) -> String {
    (0..n).map(|i| format!("line {i}\n")).collect()
}

#[test]
fn stabilised_window_follows_the_sequential_path() {
    let input = lines(40);
    let keep = ["line 3\n", "line 17\n", "line 18\n", "line 31\n"];
    // Not monotone: line 17 may only go when line 31 is gone.
    let oracle = |t: &str| {
        keep.iter().all(|k| t.contains(k)) && (t.contains("line 9\n") || !t.contains("line 25\n"))
    };
    for algorithm in ["ddmin", "ddmin*", "opdd"] {
        for complements in [Order::Forward, Order::Backward] {
            let list = ListOptions {
                complements: Some(complements),
                ..ListOptions::default()
            };
            let sequential = run(algorithm, &input, &[Line], list, options(1), oracle);
            for window in [2, 3, 4, 8] {
                let parallel = run(algorithm, &input, &[Line], list, options(window), oracle);
                assert_eq!(parallel.result, sequential.result, "{algorithm} j={window}");
                assert_eq!(
                    parallel.accepted, sequential.accepted,
                    "{algorithm} j={window}"
                );
                assert!(parallel.queries >= sequential.queries);
            }
        }
    }
}

#[test]
fn greeddy_with_one_worker_is_ddmin() {
    let input = lines(30);
    let oracle = |t: &str| t.contains("line 7\n") && t.contains("line 21\n");
    for (greedy, plain) in [("greeddy", "ddmin"), ("greeddy*", "ddmin*")] {
        let a = run(
            greedy,
            &input,
            &[Line],
            ListOptions::default(),
            options(1),
            oracle,
        );
        let b = run(
            plain,
            &input,
            &[Line],
            ListOptions::default(),
            options(1),
            oracle,
        );
        assert_eq!(a.tests, b.tests);
        assert_eq!(a.result, b.result);
    }
}

#[test]
fn greeddy_merges_the_removable_parts_of_one_window() {
    // "Contains a and p" is union-tolerant: every part without them is
    // removable, and removing them all at once is too.
    let input = "abcdefghxijklmnop";
    let oracle = |t: &str| t.contains('a') && t.contains('p');
    let list = ListOptions {
        subsets: Some(Order::Skip),
        ..ListOptions::default()
    };
    let trace = run("greeddy", input, &[Byte], list, options(4), oracle);
    assert_eq!(trace.result, "ap");
    let plain = run("ddmin", input, &[Byte], list, options(4), oracle);
    assert_eq!(plain.result, "ap");
    // At four parts the window finds both middle parts removable; the next
    // test removes them together, and it is interesting.
    let window_hits = ["abcdefghlmnop", "abcdxijklmnop"];
    let last_hit = trace
        .tests
        .iter()
        .rposition(|(t, _)| window_hits.contains(&t.as_str()))
        .unwrap();
    let merged = trace
        .tests
        .iter()
        .position(|(t, _)| t == "abcdlmnop")
        .unwrap();
    assert!(merged > last_hit && trace.tests[merged].1);
    // Nothing smaller was tried between the window and the merge.
    assert!(trace.tests[last_hit..merged]
        .iter()
        .all(|(t, _)| t.len() >= 9));
    // Fewer queries than plain ddmin in the same setting, a window that
    // waits for its run: GreeDDy does not fork (plain ddmin with forks
    // speculates across runs instead, and needs about as many).
    let unforked = {
        let input = input.as_bytes().to_vec();
        let algo = whittle_core::algorithms::build("ddmin", input, &[Byte], list).unwrap();
        let mut reduction = whittle_core::Reduction::new(without_forks(algo), options(4));
        run_reduction(&mut reduction, oracle)
    };
    assert!(trace.queries < unforked.queries, "{trace:?}\n{unforked:?}");
}

#[test]
fn greeddy_falls_back_to_folding_when_the_merge_is_not_interesting() {
    // Exactly one of `a` and `b` must stay: removing either alone is fine,
    // removing both is not, so the merged removal fails.
    let oracle = |t: &str| t.contains('x') && (t.contains('a') ^ t.contains('b'));
    let list = ListOptions {
        subsets: Some(Order::Skip),
        ..ListOptions::default()
    };
    for input in ["axb", "abx", "ab12x"] {
        let trace = run("greeddy*", input, &[Byte], list, options(4), oracle);
        assert!(oracle(&trace.result), "{input} -> {}", trace.result);
        assert_eq!(trace.result.len(), 2, "{input} -> {}", trace.result);
    }
}

#[test]
fn greeddy_results_are_one_minimal() {
    let oracle = |t: &str| (t.contains('3') && t.contains('7')) || (t.contains('5') && t.len() > 4);
    for window in [1, 2, 4] {
        let trace = run(
            "greeddy*",
            "123456789",
            &[Byte],
            ListOptions::default(),
            options(window),
            oracle,
        );
        assert!(oracle(&trace.result));
        for i in 0..trace.result.len() {
            let mut smaller = trace.result.clone();
            smaller.remove(i);
            assert!(!oracle(&smaller), "{} is not 1-minimal", trace.result);
        }
        // Every accepted configuration was tested interesting.
        for &size in &trace.accepted {
            assert!(trace.tests.iter().any(|(t, i)| *i && t.len() == size));
        }
    }
}

/// Runs `algorithm` by lines with a window of `window` (without its forks
/// unless `forks`), the oldest test answering first, one at a time; returns
/// the result, the accepted sizes and how often the driver waited with a
/// slot free (nothing it could launch until a running test answered).
fn idle_waits(
    algorithm: &str,
    input: &str,
    window: usize,
    forks: bool,
    oracle: impl Fn(&str) -> bool,
) -> (String, Vec<usize>, usize) {
    let mut algo = whittle_core::algorithms::build(
        algorithm,
        input.as_bytes().to_vec(),
        &[Line],
        ListOptions::default(),
    )
    .unwrap();
    if !forks {
        algo = without_forks(algo);
    }
    let mut reduction = whittle_core::Reduction::new(algo, options(window));
    let trace = run_reduction_in(&mut reduction, Completion::Earliest, oracle);
    let idle = trace.waits_with_a_slot_free(window);
    (trace.result, trace.accepted, idle)
}

/// The oracle of the fork tests: every third of `lines(30)` must stay.
fn every_third_of_30_lines_kept(text: &str) -> bool {
    (0..30)
        .step_by(3)
        .all(|i| text.contains(&format!("line {i}\n")))
}

#[test]
fn ddmin_forks_so_a_window_need_not_wait_for_the_end_of_a_run() {
    // Every third line must stay: complements win now and then, subsets
    // never. When a run's winner answers, tests of the run after it are
    // still running; without forks the next run waits for them, with a
    // fork of the winner it starts at once.
    let (input, oracle) = (lines(30), every_third_of_30_lines_kept);
    let (result, accepted, _) = idle_waits("ddmin", &input, 1, true, oracle);
    for window in [2, 4, 8] {
        let (parallel, parallel_accepted, idle) = idle_waits("ddmin", &input, window, true, oracle);
        assert_eq!(parallel, result, "j={window}");
        assert_eq!(parallel_accepted, accepted, "j={window}");
        let (_, _, waiting) = idle_waits("ddmin", &input, window, false, oracle);
        assert!(
            idle < waiting,
            "j={window}: idle {idle} times with forks, {waiting} without"
        );
    }
}

#[test]
fn opdd_forks_so_its_fold_keeps_a_window_busy() {
    // The fold proposes one candidate at a time: without forks every wait
    // would have one test running. Every third line must stay, so about a
    // third of the fold's removals fail.
    let (input, oracle) = (lines(30), every_third_of_30_lines_kept);
    for algorithm in ["opdd", "opdd*"] {
        let (result, accepted, _) = idle_waits(algorithm, &input, 1, true, oracle);
        for window in [2, 4, 8] {
            let (parallel, parallel_accepted, idle) =
                idle_waits(algorithm, &input, window, true, oracle);
            assert_eq!(parallel, result, "{algorithm} j={window}");
            assert_eq!(parallel_accepted, accepted, "{algorithm} j={window}");
            // At 8 the speculation stops where a test's chance to be
            // needed falls below a quarter, so the gain is smaller there.
            let (_, _, waiting) = idle_waits(algorithm, &input, window, false, oracle);
            assert!(
                idle * 4 < waiting || (window == 8 && idle < waiting),
                "{algorithm} j={window}: a slot free at {idle} waits with forks, {waiting} without"
            );
        }
    }
}

#[test]
fn ddmin_forks_but_greeddy_does_not() {
    use whittle_core::algorithms::build;
    use whittle_core::BatchOutcome;
    let input = lines(8).into_bytes();
    let mut ddmin = build("ddmin", input.clone(), &[Line], ListOptions::default()).unwrap();
    let batch = ddmin.next_batch().unwrap();
    assert!(batch.len > 1);
    // A fork told that the second candidate won proposes what ddmin does.
    let mut fork = ddmin.fork().expect("ddmin forks");
    let won = BatchOutcome {
        interesting: vec![1],
    };
    ddmin.report(&won);
    fork.report(&won);
    let (a, b) = (ddmin.next_batch().unwrap(), fork.next_batch().unwrap());
    assert_eq!(a.len, b.len);
    for i in 0..a.len {
        assert_eq!(ddmin.candidate(i).content, fork.candidate(i).content);
    }
    let mut greeddy = build("greeddy", input, &[Line], ListOptions::default()).unwrap();
    greeddy.next_batch().unwrap();
    assert!(greeddy.fork().is_none());
}

/// Runs `algorithm` at `window` on a simulated clock where every test
/// takes one tick; returns the trace and the ticks.
fn ticks(
    algorithm: Box<dyn Algorithm>,
    window: usize,
    oracle: impl Fn(&str) -> bool,
) -> (Trace, usize) {
    let mut reduction = whittle_core::Reduction::new(algorithm, options(window));
    let trace = run_reduction_in(&mut reduction, Completion::Together, oracle);
    let ticks = trace.running_at_waits.len();
    (trace, ticks)
}

/// OPDD by lines over `lines` with the driver's own estimates, against
/// one chance of one half for every candidate, on a simulated clock: the
/// same path at windows 2, 4 and 8, in at most three quarters of the ticks
/// (fewer at 2) and with fewer tests.
fn bets_beat_one_half(lines: &str, oracle: impl Fn(&str) -> bool + Copy) {
    let build = || {
        whittle_core::algorithms::build(
            "opdd",
            lines.as_bytes().to_vec(),
            &[Line],
            ListOptions::default(),
        )
        .unwrap()
    };
    let (sequential, one) = ticks(build(), 1, oracle);
    for window in [2, 4, 8] {
        let (estimated, by_driver) = ticks(build(), window, oracle);
        let (at_one_half, fixed) = ticks(with_one_chance(build(), 0.5), window, oracle);
        for run in [&estimated, &at_one_half] {
            assert_eq!(run.result, sequential.result, "j={window}");
            assert_eq!(run.accepted, sequential.accepted, "j={window}");
        }
        let what = format!(
            "j={window}: {by_driver} ticks ({} tests) by the driver's estimates, \
             {fixed} ({}) at one half, {one} at 1",
            estimated.tests.len(),
            at_one_half.tests.len()
        );
        assert!(
            by_driver * 4 < fixed * 3 || (window == 2 && by_driver < fixed),
            "{what}"
        );
        assert!(estimated.tests.len() < at_one_half.tests.len(), "{what}");
    }
}

/// [`bets_beat_one_half`] on 40 lines, every third one `kept(i)` and
/// needed by the oracle, the others `other(i)`.
fn bets_on_every_third_line(kept: impl Fn(usize) -> String, other: impl Fn(usize) -> String) {
    let lines: String = (0..40)
        .map(|i| if i % 3 == 0 { kept(i) } else { other(i) })
        .collect();
    bets_beat_one_half(&lines, |text: &str| {
        (0..40).step_by(3).all(|i| text.contains(&kept(i)))
    });
}

#[test]
fn the_driver_bets_on_candidates_that_keep_every_word() {
    // Every `keep` line must stay; the `again` lines may all go. A
    // removal that takes a word for good fails, one that keeps every word
    // passes: the driver learns this from the verdicts and forks on the
    // candidates that keep every word, where a single overall rate cannot
    // tell the two apart. 126 ticks at a window of 1; at 2, 4 and 8: 64,
    // 34 and 19 ticks against 79, 49 and 33 at one half, with fewer tests.
    bets_on_every_third_line(|i| format!("keep{i}\n"), |_| "again\n".to_string());
}

#[test]
fn the_driver_tells_the_words_a_candidate_takes_apart_by_shape() {
    // Every line's word is its own, so every removal takes a word for
    // good: `g_` lines must stay, `l_` lines may go. Whether a candidate
    // takes a word says nothing here; the shape of the word it takes
    // (`g_#` against `l_#`) says everything. 146 ticks at a window of 1;
    // at 2, 4 and 8: 74, 37 and 20 ticks by shapes against 90, 55 and 35
    // at one half (78 and 48 at 2 and 4 by whether a word goes at all).
    bets_on_every_third_line(|i| format!("g_{i}\n"), |i| format!("l_{i}\n"));
}
