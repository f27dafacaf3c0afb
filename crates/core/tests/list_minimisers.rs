//! ProbDD, CDD and WDD: the papers' observable behaviours, and every list
//! minimiser in each host (the ddmin family at line and token level, HDD,
//! the Perses list) on small inputs with in-process oracles.

mod common;

use std::rc::Rc;

use common::*;
use whittle_core::algorithms::listmin::{
    subset_size, weighted_split, Cdd, ConfigSearch, ProbDd, INITIAL_PROBABILITY,
};
use whittle_core::algorithms::tree::{build_tree, TreeOptions};
use whittle_core::algorithms::{build, ListMinimiser, ListOptions, Sequential};
use whittle_core::tree::{NodeId, Tree, TreeBuilder, TreeEdit};
use whittle_core::Granularity::{Line, Token};
use whittle_core::{reduce_with, Algorithm, Reduction, ReductionOptions, Units};

/// Runs a search to the end; returns every configuration it proposed with
/// its verdict, and what it kept.
fn drive(
    search: &mut dyn ConfigSearch,
    oracle: impl Fn(&[usize]) -> bool,
) -> (Vec<(Vec<usize>, bool)>, Vec<usize>) {
    let mut log = Vec::new();
    while let Some(config) = search.next_config() {
        let verdict = oracle(&config);
        log.push((config, verdict));
        search.report(verdict);
    }
    (log, search.kept())
}

fn list(minimiser: ListMinimiser) -> ListOptions {
    ListOptions {
        list_min: Some(minimiser),
        ..ListOptions::default()
    }
}

// ---------------------------------------------------------------- ProbDD

#[test]
fn probdd_first_subset_follows_from_p0() {
    // argmax_k k·0.9^k over whole numbers: 9 and 10 tie exactly; the
    // smaller prefix is taken, the first nine elements by position.
    let search = ProbDd::new(100, INITIAL_PROBABILITY);
    assert_eq!(search.select(), (0..9).collect::<Vec<_>>());
    // A list shorter than that is removed whole first.
    assert_eq!(ProbDd::new(5, 0.1).select(), (0..5).collect::<Vec<_>>());
    // A larger p0 takes smaller subsets: k·0.75^k peaks at 3 and 4 (a tie
    // again), and 3 is taken.
    assert_eq!(ProbDd::new(100, 0.25).select().len(), 3);
}

#[test]
fn probdd_raises_the_probabilities_of_a_failed_subset() {
    let mut search = ProbDd::new(30, 0.1);
    let first = search.next_config().unwrap();
    assert_eq!(first, (9..30).collect::<Vec<_>>());
    search.report(false);
    let expected = 0.1 / (1.0 - 0.9f64.powi(9));
    for i in 0..9 {
        assert!((search.probability(i) - expected).abs() < 1e-12);
    }
    assert_eq!(search.probability(9), 0.1);
    // The next subset is the next nine, still at p0.
    assert_eq!(search.select(), (9..18).collect::<Vec<_>>());
    // An interesting removal drops them.
    search.next_config().unwrap();
    search.report(true);
    assert_eq!(search.probability(9), 0.0);
    assert_eq!(search.kept().len(), 21);
}

#[test]
fn probdd_never_retries_an_element_kept_at_p_one() {
    // Elements 3 and 11 are needed; so is 7 while 5 is present.
    let oracle =
        |c: &[usize]| c.contains(&3) && c.contains(&11) && (!c.contains(&5) || c.contains(&7));
    let mut search = ProbDd::new(16, 0.1);
    let mut decided: Vec<usize> = Vec::new();
    let mut singles = 0;
    while let Some(config) = search.next_config() {
        for d in &decided {
            assert!(config.contains(d), "{d} was tried again after p = 1");
        }
        let removed: Vec<usize> = search
            .kept()
            .into_iter()
            .filter(|i| !config.contains(i))
            .collect();
        let verdict = oracle(&config);
        search.report(verdict);
        if let ([single], false) = (&removed[..], verdict) {
            assert_eq!(search.probability(*single), 1.0);
            decided.push(*single);
            singles += 1;
        } else if !verdict {
            assert!(removed.iter().all(|&i| search.probability(i) < 1.0));
        }
    }
    assert!(singles >= 2, "the needed elements were decided alone");
    let kept = search.kept();
    assert!(oracle(&kept));
    // The run ends when every element left is decided.
    assert!(
        kept.iter().all(|k| decided.contains(k)),
        "{kept:?} {decided:?}"
    );
}

#[test]
fn probdd_is_not_one_minimal_but_its_fixed_point_is() {
    // `b` needs `c`; ProbDD decides `c` (alone, while `b` is present) before
    // it removes `b`, and never tries `c` again.
    let input = "a\nb\nc\n";
    let oracle = |t: &str| t.contains('a') && (!t.contains('b') || t.contains('c'));
    let once = run(
        "probdd",
        input,
        &[Line],
        ListOptions::default(),
        options(1),
        oracle,
    );
    assert_eq!(once.result, "a\nc\n");
    assert!(
        oracle("a\n"),
        "removing c alone is interesting: not 1-minimal"
    );
    let fixed = run(
        "probdd*",
        input,
        &[Line],
        ListOptions::default(),
        options(1),
        oracle,
    );
    assert_eq!(fixed.result, "a\n");
}

// ------------------------------------------------------------------- CDD

#[test]
fn cdd_subset_sizes_follow_the_counter_formula() {
    let sizes: Vec<usize> = (0..6).map(|r| subset_size(0.1, r)).collect();
    assert_eq!(sizes, [9, 5, 3, 1, 1, 1]);
    // s_r = floor(-1 / ln(1 - p0 / (1 - 1/e)^r)).
    let p1 = 0.1 / (1.0 - (-1.0f64).exp());
    assert_eq!(
        subset_size(0.1, 1),
        (-1.0 / (1.0 - p1).ln()).floor() as usize
    );
}

#[test]
fn cdd_tries_every_chunk_of_each_round_once() {
    // Nothing can go: the removals sizes are the rounds' chunks, in order.
    let mut search = Cdd::new(20, 0.1);
    let (log, kept) = drive(&mut search, |_| false);
    let removed: Vec<usize> = log.iter().map(|(c, _)| 20 - c.len()).collect();
    let mut expected = vec![9, 9, 2, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 2];
    expected.extend([1; 20]);
    assert_eq!(removed, expected);
    assert_eq!(kept.len(), 20);
}

#[test]
fn cdd_is_not_one_minimal_but_its_fixed_point_is() {
    // `b` needs `c`; at size 1, `c` comes first and stays.
    let input = "a\nc\nb\n";
    let oracle = |t: &str| t.contains('a') && (!t.contains('b') || t.contains('c'));
    let once = run(
        "cdd",
        input,
        &[Line],
        ListOptions::default(),
        options(1),
        oracle,
    );
    assert_eq!(once.result, "a\nc\n");
    let fixed = run(
        "cdd*",
        input,
        &[Line],
        ListOptions::default(),
        options(1),
        oracle,
    );
    assert_eq!(fixed.result, "a\n");
}

// ------------------------------------------------------------------- WDD

#[test]
fn wdd_parts_carry_equal_weight() {
    let weights = [6u64, 1, 1, 1, 1, 1, 1, 3, 3];
    let config: Vec<u32> = (0..9).collect();
    let parts = weighted_split(&config, 3, |a| weights[a as usize]);
    let sums: Vec<u64> = parts
        .iter()
        .map(|p| p.iter().map(|&a| weights[a as usize]).sum())
        .collect();
    assert_eq!(sums, [6, 6, 6]);
}

#[test]
fn wdd_isolates_a_heavy_line_early() {
    // One line of 200 bytes among sixteen short ones; the heavy line and the
    // last short line are needed.
    let heavy = format!("{}\n", "x".repeat(199));
    let short = |i: usize| format!("s{i:02}\n");
    let mut input: String = (0..2).map(short).collect();
    input.push_str(&heavy);
    input.extend((2..16).map(short));
    let oracle = |t: &str| t.contains("xxx") && t.contains("s15");
    let wdd = run(
        "wdd",
        &input,
        &[Line],
        ListOptions::default(),
        options(1),
        oracle,
    );
    let dd = run(
        "ddmin",
        &input,
        &[Line],
        ListOptions::default(),
        options(1),
        oracle,
    );
    assert_eq!(wdd.result, format!("{heavy}s15\n"));
    assert_eq!(dd.result, wdd.result);
    // W-ddmin's first cut halves the weight, right after the heavy line
    // (ddmin's halves the count, after the eighth line).
    assert_eq!(wdd.tests[0].0, format!("s00\ns01\n{heavy}"));
    assert_eq!(dd.tests[0].0.lines().count(), 8);
    // It tries the heavy line alone before ddmin's count split does.
    let alone = |t: &[(String, bool)]| t.iter().position(|(c, _)| *c == heavy);
    let (in_wdd, in_dd) = (alone(&wdd.tests).unwrap(), alone(&dd.tests).unwrap());
    assert!(in_wdd < in_dd, "heavy line alone: test {in_wdd} vs {in_dd}");
}

// ------------------------------------------- every minimiser, top level

const C_INPUT: &str = "#include <stdio.h>\n\
int unused(int x) {\n  return x * 2;\n}\n\
static int table[4] = {1, 2, 3, 4};\n\
int helper(int y) {\n  int z = y + 1;\n  return z;\n}\n\
int main(void) {\n  int a = 3;\n  int b = helper(a);\n  printf(\"%d\\n\", b);\n  return b == 4 ? 1 : 0;\n}\n";

/// The "bug": `main` still calls `helper` and returns a comparison.
fn c_oracle(text: &str) -> bool {
    text.contains("main") && text.contains("helper(") && text.contains("==")
}

const MINIMISERS: [ListMinimiser; 5] = ListMinimiser::ALL;

#[test]
fn every_minimiser_reduces_c_at_line_and_token_level() {
    for unit in [Line, Token] {
        for minimiser in MINIMISERS {
            for algorithm in ["ddmin", "ddmin*"] {
                let what = format!("{algorithm} --list-min {minimiser} at {unit:?}");
                let trace = run(
                    algorithm,
                    C_INPUT,
                    &[unit],
                    list(minimiser),
                    options(1),
                    c_oracle,
                );
                assert!(c_oracle(&trace.result), "{what}: {:?}", trace.result);
                assert!(trace.result.len() < C_INPUT.len(), "{what}");
                // Every adopted candidate was interesting and smaller.
                let mut last = C_INPUT.len();
                for &size in &trace.accepted {
                    assert!(size <= last, "{what}");
                    last = size;
                }
                let again = run(
                    algorithm,
                    C_INPUT,
                    &[unit],
                    list(minimiser),
                    options(1),
                    c_oracle,
                );
                assert_eq!(again, trace, "{what}: not deterministic");
                let parallel = run(
                    algorithm,
                    C_INPUT,
                    &[unit],
                    list(minimiser),
                    options(3),
                    c_oracle,
                );
                assert_eq!(parallel.result, trace.result, "{what}: window 3");
            }
        }
    }
}

#[test]
fn list_min_names_the_algorithm_it_replaces() {
    // `--list-min` on a ddmin-family algorithm runs the registered one.
    for (minimiser, name) in [
        (ListMinimiser::Dd, "ddmin"),
        (ListMinimiser::OnePass, "opdd"),
        (ListMinimiser::ProbDd, "probdd"),
        (ListMinimiser::Cdd, "cdd"),
        (ListMinimiser::Wdd, "wdd"),
    ] {
        let via_flag = run(
            "ddmin",
            C_INPUT,
            &[Line],
            list(minimiser),
            options(1),
            c_oracle,
        );
        let by_name = run(
            name,
            C_INPUT,
            &[Line],
            ListOptions::default(),
            options(1),
            c_oracle,
        );
        assert_eq!(via_flag, by_name, "{minimiser}");
        assert_eq!(minimiser.name().parse::<ListMinimiser>(), Ok(minimiser));
    }
    assert!("ddmax".parse::<ListMinimiser>().is_err());
}

#[test]
fn random_oracles_give_interesting_results_no_larger_than_the_input() {
    // Monotone oracles: a text is interesting when it holds a random set of
    // needed lines.
    let input: String = (0..40).map(|i| format!("line {i}\n")).collect();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..12 {
        let mut needed = Vec::new();
        for i in 0..40 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            if state % 7 == 0 {
                needed.push(format!("line {i}\n"));
            }
        }
        if needed.is_empty() {
            needed.push("line 0\n".to_string());
        }
        let oracle = |t: &str| {
            needed
                .iter()
                .all(|n| t.lines().any(|l| format!("{l}\n") == *n))
        };
        let minimal: usize = needed.iter().map(String::len).sum();
        for name in ["probdd", "probdd*", "cdd", "cdd*", "wdd", "wdd*"] {
            let trace = run(
                name,
                &input,
                &[Line],
                ListOptions::default(),
                options(1),
                oracle,
            );
            assert!(oracle(&trace.result), "{name}");
            assert!(trace.result.len() <= input.len(), "{name}");
            // Needed lines are independent, so every minimiser finds exactly them.
            assert_eq!(trace.result.len(), minimal, "{name}");
        }
    }
}

// ------------------------------------------------------ the tree hosts

/// A small JSON document as a tree: the object's members and the arrays'
/// elements are removable list elements (each with its comma).
fn json_tree() -> Tree {
    let source = r#"{"name": "demo", "tags": ["a", "b", "c", "d"], "size": 12345678901234567890, "bug": [1, 42, 3], "nested": {"x": true, "y": null}}"#;
    let mut b = TreeBuilder::new(source.as_bytes().to_vec());
    let token = b.kind("token");
    let object = b.kind("object");
    let array = b.kind("array");
    let item = b.kind("<item>");
    let mut pos = 0;
    // A tiny recursive-descent parse of this one document.
    fn skip_ws(s: &[u8], pos: &mut usize) {
        while *pos < s.len() && s[*pos] == b' ' {
            *pos += 1;
        }
    }
    fn leaf(b: &mut TreeBuilder, s: &[u8], parent: NodeId, kind: u16, pos: &mut usize) {
        skip_ws(s, pos);
        let start = *pos;
        if s[start] == b'"' {
            *pos += 1;
            while s[*pos] != b'"' {
                *pos += 1;
            }
            *pos += 1;
        } else if s[start].is_ascii_alphanumeric() {
            while s[*pos].is_ascii_alphanumeric() {
                *pos += 1;
            }
        } else {
            *pos += 1;
        }
        b.add(Some(parent), kind, false, Some(start..*pos));
    }
    #[allow(clippy::too_many_arguments)]
    fn value(
        b: &mut TreeBuilder,
        s: &[u8],
        parent: NodeId,
        kinds: (u16, u16, u16, u16),
        pos: &mut usize,
    ) {
        let (token, object, array, item) = kinds;
        skip_ws(s, pos);
        let (open, close, kind) = match s[*pos] {
            b'{' => (b'{', b'}', object),
            b'[' => (b'[', b']', array),
            _ => return leaf(b, s, parent, token, pos),
        };
        let node = b.add(Some(parent), kind, true, None);
        b.node_mut(node).list = true;
        leaf(b, s, node, token, pos);
        debug_assert_eq!(s[*pos - 1], open);
        loop {
            skip_ws(s, pos);
            if s[*pos] == close {
                break;
            }
            let element = b.add(Some(node), item, true, None);
            b.node_mut(element).removable = true;
            if kind == object {
                leaf(b, s, element, token, pos); // key
                leaf(b, s, element, token, pos); // colon
            }
            value(b, s, element, kinds, pos);
            skip_ws(s, pos);
            if s[*pos] == b',' {
                leaf(b, s, element, token, pos);
            }
        }
        leaf(b, s, node, token, pos);
    }
    let document = b.kind("document");
    let root = b.add(None, document, true, None);
    let bytes = source.as_bytes().to_vec();
    value(&mut b, &bytes, root, (token, object, array, item), &mut pos);
    b.finish()
}

fn json_oracle(text: &[u8]) -> bool {
    let text = String::from_utf8_lossy(text);
    text.contains("\"bug\"") && text.contains("42") && text.contains("\"x\"")
}

fn reduce_tree(algorithm: &str, minimiser: ListMinimiser) -> (Vec<u8>, u64) {
    let tree = Rc::new(json_tree());
    let options = TreeOptions {
        revisit: Some(minimiser),
        ..TreeOptions::default()
    };
    let algo = build_tree(algorithm, tree, options).unwrap();
    let mut reduction = Reduction::new(
        algo,
        ReductionOptions {
            check_original: false,
            ..ReductionOptions::default()
        },
    );
    let result = reduce_with(&mut reduction, json_oracle);
    (result, reduction.stats().queries)
}

#[test]
fn every_minimiser_reduces_json_in_hdd_and_perses() {
    let tree = json_tree();
    let original = tree.render(&TreeEdit::new(&tree));
    assert!(json_oracle(&original));
    for algorithm in ["hdd", "hdd*", "hddr", "perses", "pardis-hybrid"] {
        for minimiser in MINIMISERS {
            let what = format!("{algorithm} --list-min {minimiser}");
            let (result, queries) = reduce_tree(algorithm, minimiser);
            assert!(
                json_oracle(&result),
                "{what}: {}",
                String::from_utf8_lossy(&result)
            );
            assert!(result.len() < original.len(), "{what}");
            assert!(queries > 0, "{what}");
            assert_eq!(
                reduce_tree(algorithm, minimiser),
                (result, queries),
                "{what}"
            );
        }
    }
}

#[test]
fn tree_reductions_reach_the_needed_members() {
    // Every minimiser, run to a fixed point, keeps only the needed members.
    for minimiser in MINIMISERS {
        let (result, _) = reduce_tree("hdd*", minimiser);
        let text = String::from_utf8(result).unwrap();
        assert!(
            !text.contains("demo") && !text.contains("tags"),
            "{minimiser}: {text}"
        );
        assert!(
            !text.contains("12345") && !text.contains('3'),
            "{minimiser}: {text}"
        );
    }
}

#[test]
fn speculative_batches_take_the_sequential_path() {
    // Told a window, ProbDD and CDD propose the candidates they would try
    // next if the earlier ones failed; the driver adopts the first
    // interesting one and the search replays up to it. Tests finish in
    // reverse order (the common shell's hardest case).
    for minimiser in [ListMinimiser::ProbDd, ListMinimiser::Cdd] {
        for fixed_point in [false, true] {
            let reduce = |window: usize| {
                let units = Units::new(C_INPUT.as_bytes().to_vec(), Token);
                let mut algorithm =
                    Sequential::for_minimiser(units, minimiser, fixed_point).unwrap();
                algorithm.set_window(window);
                let mut reduction = Reduction::new(Box::new(algorithm), options(window));
                run_reduction(&mut reduction, c_oracle)
            };
            let sequential = reduce(1);
            for window in [2, 4] {
                let parallel = reduce(window);
                assert_eq!(parallel.result, sequential.result, "{minimiser} j={window}");
                assert_eq!(
                    parallel.accepted, sequential.accepted,
                    "{minimiser} j={window}"
                );
                // The speculative candidates past the winner were asked too.
                assert!(
                    parallel.queries > sequential.queries,
                    "{minimiser} j={window}"
                );
            }
        }
    }
}

/// Runs `reduce(window, forks)` at windows 1, 2 and 4: with and without
/// forks, every window takes the sequential path, and with forks the driver
/// waits with a slot free less than half as often.
fn forks_halve_the_idle_waits(what: &str, reduce: impl Fn(usize, bool) -> Trace) {
    let sequential = reduce(1, true);
    for window in [2, 4] {
        let (forked, unforked) = (reduce(window, true), reduce(window, false));
        for run in [&forked, &unforked] {
            assert_eq!(run.result, sequential.result, "{what} j={window}");
            assert_eq!(run.accepted, sequential.accepted, "{what} j={window}");
        }
        let (idle, waiting) = (
            forked.waits_with_a_slot_free(window),
            unforked.waits_with_a_slot_free(window),
        );
        assert!(
            idle * 2 < waiting,
            "{what} j={window}: a slot free at {idle} waits with forks, {waiting} without"
        );
    }
}

#[test]
fn sequential_minimisers_fork_so_the_next_batch_need_not_wait() {
    // Without forks the next batch waits for every test of this one; a
    // fork told that the first running candidate won (or that all failed)
    // proposes it while they run. The oldest test answers first.
    for minimiser in [ListMinimiser::ProbDd, ListMinimiser::Cdd] {
        let reduce = |window: usize, forks: bool| {
            let units = Units::new(C_INPUT.as_bytes().to_vec(), Token);
            let mut algorithm = Sequential::for_minimiser(units, minimiser, true).unwrap();
            algorithm.set_window(window);
            let algorithm: Box<dyn Algorithm> = if forks {
                Box::new(algorithm)
            } else {
                without_forks(Box::new(algorithm))
            };
            let mut reduction = Reduction::new(algorithm, options(window));
            run_reduction_in(&mut reduction, Completion::Earliest, c_oracle)
        };
        forks_halve_the_idle_waits(&minimiser.to_string(), reduce);
    }
}

#[test]
fn hdd_forks_with_every_list_minimiser() {
    // HDD's list minimiser proposes a level's tests in batches; without
    // forks the next batch (or the next level) waits for every test of this
    // one. With forks HDD copies itself with its minimiser, so the window
    // stays full, and the path is still the sequential one.
    for minimiser in ListMinimiser::ALL {
        let reduce = |window: usize, forks: bool| {
            let options = TreeOptions {
                revisit: Some(minimiser),
                ..TreeOptions::default()
            };
            let mut algorithm = build_tree("hdd*", Rc::new(json_tree()), options).unwrap();
            algorithm.set_window(window);
            if !forks {
                algorithm = without_forks(algorithm);
            }
            let mut reduction = Reduction::new(algorithm, common::options(window));
            run_reduction_in(&mut reduction, Completion::Earliest, |t| {
                json_oracle(t.as_bytes())
            })
        };
        forks_halve_the_idle_waits(&minimiser.to_string(), reduce);
    }
}

#[test]
fn the_hosts_pass_the_window_on() {
    // The top level (a pipeline of passes) and HDD hand the window to their
    // list minimiser: speculative batches, the sequential path.
    let top = |window: usize| {
        let mut algorithm = build(
            "probdd*",
            C_INPUT.as_bytes().to_vec(),
            &[Line, Token],
            ListOptions::default(),
        )
        .unwrap();
        algorithm.set_window(window);
        let mut reduction = Reduction::new(algorithm, options(window));
        run_reduction(&mut reduction, c_oracle)
    };
    let tree = |window: usize| {
        let options = TreeOptions {
            revisit: Some(ListMinimiser::Cdd),
            ..TreeOptions::default()
        };
        let mut algorithm = build_tree("hdd*", Rc::new(json_tree()), options).unwrap();
        algorithm.set_window(window);
        let mut reduction = Reduction::new(algorithm, common::options(window));
        run_reduction(&mut reduction, |t| json_oracle(t.as_bytes()))
    };
    for run in [&top as &dyn Fn(usize) -> Trace, &tree] {
        let sequential = run(1);
        let parallel = run(3);
        assert_eq!(parallel.result, sequential.result);
        assert_eq!(parallel.accepted, sequential.accepted);
        assert!(parallel.queries > sequential.queries, "no speculation");
    }
}
