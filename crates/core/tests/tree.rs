//! The tree reducers' observable behaviours ([Gharachorlu 2019];
//! [Gharachorlu 2023a], ch. 4; [Vince 2024], §2.2 and ch. 7;
//! docs/references.md) on small hand-built trees.

use std::rc::Rc;

use whittle_core::algorithms::tree::{build_tree, Hoisting, PrepOptions, TieBreak, TreeOptions};
use whittle_core::tree::{NodeId, Tree, TreeBuilder};
use whittle_core::{reduce_with, Event, Reduction, ReductionOptions};

/// A tree spec: a node with a kind, flags and children; a leaf is a token.
#[derive(Clone)]
enum Spec {
    Token(&'static str),
    Node {
        kind: &'static str,
        removable: bool,
        list: bool,
        children: Vec<Spec>,
    },
}

fn node(kind: &'static str, children: Vec<Spec>) -> Spec {
    Spec::Node {
        kind,
        removable: false,
        list: false,
        children,
    }
}

fn removable(kind: &'static str, children: Vec<Spec>) -> Spec {
    Spec::Node {
        kind,
        removable: true,
        list: false,
        children,
    }
}

fn list(kind: &'static str, children: Vec<Spec>) -> Spec {
    Spec::Node {
        kind,
        removable: false,
        list: true,
        children,
    }
}

fn tokens(prefix: &'static str, n: usize) -> Vec<Spec> {
    (0..n)
        .map(|i| Spec::Token(Box::leak(format!("{prefix}{i}").into_boxed_str())))
        .collect()
}

/// Builds the tree; tokens are separated by spaces. Every node gets, as
/// hoists, its nearest descendants of the same kind.
fn build(spec: &Spec) -> Tree {
    fn text(spec: &Spec, out: &mut Vec<String>) {
        match spec {
            Spec::Token(t) => out.push(t.to_string()),
            Spec::Node { children, .. } => children.iter().for_each(|c| text(c, out)),
        }
    }
    let mut words = Vec::new();
    text(spec, &mut words);
    let source = words.join(" ");
    let mut b = TreeBuilder::new(source.clone().into_bytes());
    let mut pos = 0;
    fn add(
        b: &mut TreeBuilder,
        spec: &Spec,
        parent: Option<NodeId>,
        source: &str,
        pos: &mut usize,
    ) {
        match spec {
            Spec::Token(t) => {
                let start = source[*pos..].find(t).unwrap() + *pos;
                *pos = start + t.len();
                let k = b.kind("token");
                b.add(parent, k, false, Some(start..*pos));
            }
            Spec::Node {
                kind,
                removable,
                list,
                children,
            } => {
                let k = b.kind(kind);
                let id = b.add(parent, k, true, None);
                b.node_mut(id).removable = *removable;
                b.node_mut(id).list = *list;
                for c in children {
                    add(b, c, Some(id), source, pos);
                }
            }
        }
    }
    add(&mut b, spec, None, &source, &mut pos);
    // Same-kind hoists (Vince's compatibility rule).
    for id in 0..b.len() as NodeId {
        let kind = b.node(id).kind;
        let mut found = Vec::new();
        let mut stack: Vec<NodeId> = b.node(id).children.iter().rev().copied().collect();
        while let Some(n) = stack.pop() {
            if b.node(n).kind == kind && b.node(n).named {
                found.push(n);
            } else {
                stack.extend(b.node(n).children.iter().rev().copied());
            }
        }
        b.node_mut(id).hoists = found;
    }
    b.finish()
}

struct Run {
    result: String,
    tests: Vec<String>,
    queries: u64,
    /// Oracle queries plus cache hits: every candidate the algorithm asked about.
    lookups: u64,
    /// The highest round in which a candidate was proposed.
    rounds: u32,
}

fn reduce(
    algorithm: &str,
    spec: &Spec,
    options: TreeOptions,
    oracle: impl Fn(&str) -> bool,
) -> Run {
    let tree = Rc::new(build(spec));
    let algo = build_tree(algorithm, tree, options).unwrap();
    let mut reduction = Reduction::new(
        algo,
        ReductionOptions {
            check_original: false,
            ..ReductionOptions::default()
        },
    );
    let mut tests = Vec::new();
    let result = reduce_with(&mut reduction, |c| {
        let text = String::from_utf8(c.to_vec()).unwrap();
        let verdict = oracle(&text);
        tests.push(text);
        verdict
    });
    let rounds = reduction
        .drain_events()
        .filter_map(|e| match e {
            Event::Phase { phase } => Some(phase.round),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    let stats = reduction.stats();
    Run {
        result: String::from_utf8(result).unwrap(),
        queries: stats.queries,
        lookups: stats.queries + stats.cache.hits(),
        tests,
        rounds,
    }
}

/// Which of the named tokens are missing from a candidate.
fn missing<'a>(candidate: &str, names: &[&'a str]) -> Vec<&'a str> {
    let words: Vec<&str> = candidate.split_whitespace().collect();
    names
        .iter()
        .copied()
        .filter(|n| !words.contains(n))
        .collect()
}

fn weights_9_7_7_3() -> Spec {
    node(
        "root",
        vec![
            removable("a", tokens("a", 9)),
            removable("b", tokens("b", 7)),
            removable("c", tokens("c", 7)),
            removable("d", tokens("d", 3)),
        ],
    )
}

#[test]
fn pardis_pops_heaviest_then_highest_rightmost() {
    let run = reduce("pardis", &weights_9_7_7_3(), TreeOptions::default(), |_| {
        false
    });
    let removed: Vec<String> = run
        .tests
        .iter()
        .map(|t| missing(t, &["a0", "b0", "c0", "d0"]).join(""))
        .collect();
    assert_eq!(removed, ["a0", "c0", "b0", "d0"]);
    // Always false: one pass, one query per removable node.
    assert_eq!(run.queries, 4);
    assert_eq!(run.rounds, 1);
}

#[test]
fn code_tie_break_prefers_deeper_nodes() {
    // Two weight-2 candidates: a shallow one on the left, a deep one on the right.
    let spec = node(
        "root",
        vec![
            removable("shallow", tokens("s", 2)),
            node(
                "wrap",
                vec![
                    node("wrap2", vec![removable("deep", tokens("d", 2))]),
                    Spec::Token("x"),
                ],
            ),
        ],
    );
    let order = |tie| {
        let options = TreeOptions {
            tie_break: tie,
            ..TreeOptions::default()
        };
        reduce("pardis", &spec, options, |_| false)
            .tests
            .iter()
            .map(|t| missing(t, &["s0", "d0"]).join(""))
            .collect::<Vec<_>>()
    };
    assert_eq!(order(TieBreak::Paper), ["s0", "d0"]);
    assert_eq!(order(TieBreak::Code), ["d0", "s0"]);
}

#[test]
fn no_priority_inversion_heavy_child_first() {
    let mut children = tokens_nodes(100);
    children.insert(50, removable("heavy", tokens("h", 30)));
    let spec = list("list", children);
    let pardis = reduce("pardis", &spec, TreeOptions::default(), |_| false);
    assert_eq!(missing(&pardis.tests[0], &["h0"]), ["h0"]);
    // Within the round, removed weights never increase.
    let removed_sizes: Vec<usize> = pardis
        .tests
        .iter()
        .map(|t| 130 - t.split_whitespace().count())
        .collect();
    assert!(
        removed_sizes.windows(2).all(|w| w[0] >= w[1]),
        "{removed_sizes:?}"
    );
    // Perses starts with list minimisation: remove everything, then halves.
    let perses = reduce("perses", &spec, TreeOptions::default(), |_| false);
    assert_eq!(perses.tests[0], "");
}

fn tokens_nodes(n: usize) -> Vec<Spec> {
    (0..n)
        .map(|i| {
            removable(
                "light",
                vec![Spec::Token(Box::leak(format!("l{i}").into_boxed_str()))],
            )
        })
        .collect()
}

#[test]
fn non_removable_nodes_cost_no_query() {
    let spec = node(
        "root",
        vec![
            node(
                "fixed",
                vec![removable("r1", tokens("p", 2)), Spec::Token("q")],
            ),
            removable("r2", tokens("s", 3)),
        ],
    );
    let run = reduce("pardis", &spec, TreeOptions::default(), |_| false);
    assert_eq!(run.queries, 2);
}

#[test]
fn always_true_removes_topmost_nodes_once_and_stops() {
    let run = reduce("pardis", &weights_9_7_7_3(), TreeOptions::default(), |_| {
        true
    });
    assert_eq!(run.result, "");
    assert_eq!(run.queries, 4);
    // The second pass finds nothing left to test.
    assert_eq!(run.rounds, 1);
}

#[test]
fn chain_pruning_keeps_only_the_highest_removable_node() {
    let chain = node(
        "root",
        vec![
            removable(
                "a",
                vec![removable("b", vec![removable("c", tokens("t", 3))])],
            ),
            Spec::Token("keep"),
        ],
    );
    let with = reduce("pardis", &chain, TreeOptions::default(), |_| false);
    let without = reduce(
        "pardis",
        &chain,
        TreeOptions {
            prep: PrepOptions {
                chain_pruning: false,
                ..PrepOptions::default()
            },
            ..TreeOptions::default()
        },
        |_| false,
    );
    // Removing a, b or c gives the same text: without pruning the two extra
    // tests are cache hits, with pruning they are never proposed.
    assert_eq!(with.lookups, 1);
    assert_eq!(without.lookups, 3);
    assert_eq!(with.queries, without.queries);
    assert_eq!(with.result, without.result);
}

#[test]
fn hybrid_groups_equal_weight_siblings() {
    let four = node(
        "root",
        (0..4)
            .map(|i| removable("s", tokens(["a", "b", "c", "d"][i], 2)))
            .collect(),
    );
    let hybrid = reduce("pardis-hybrid", &four, TreeOptions::default(), |_| true);
    assert_eq!(hybrid.queries, 1, "{:?}", hybrid.tests);
    assert_eq!(hybrid.result, "");
    let pardis = reduce("pardis", &four, TreeOptions::default(), |_| true);
    assert_eq!(pardis.queries, 4);

    // Different weights are never grouped.
    let mixed = node(
        "root",
        vec![
            removable("x", tokens("x", 2)),
            removable("y", tokens("y", 3)),
        ],
    );
    let run = reduce("pardis-hybrid", &mixed, TreeOptions::default(), |_| true);
    assert_eq!(run.queries, 2);

    // Equal weights under different parents are never grouped.
    let cousins = node(
        "root",
        vec![
            node("p", vec![removable("x", tokens("x", 2)), Spec::Token("k1")]),
            node("q", vec![removable("y", tokens("y", 2)), Spec::Token("k2")]),
        ],
    );
    let run = reduce("pardis-hybrid", &cousins, TreeOptions::default(), |_| true);
    assert_eq!(run.queries, 2);
}

/// `decl` (heavier, so tried first) can only go once `use` is gone.
fn unlocked_later() -> Spec {
    node(
        "root",
        vec![
            removable("decl", tokens("d", 4)),
            removable("use", tokens("u", 2)),
            Spec::Token("main"),
        ],
    )
}

fn needs_decl_for_use(t: &str) -> bool {
    t.contains("main") && (t.contains("d0") || !t.contains("u0"))
}

#[test]
fn a_removal_unlocked_later_in_a_pass_is_found_in_the_next() {
    let run = reduce(
        "pardis",
        &unlocked_later(),
        TreeOptions::default(),
        needs_decl_for_use,
    );
    assert_eq!(run.result, "main");
    // Round 1 removes `use` after `decl` failed; round 2 removes `decl`.
    assert_eq!(run.rounds, 2);
}

#[test]
fn one_pass_leaves_what_a_second_pass_would_find() {
    // As above, but the caller repeats passes itself (a file within a
    // set): one pass removes `use` and stops.
    for name in ["pardis", "pardis-hybrid", "perses"] {
        let options = TreeOptions {
            one_pass: true,
            ..TreeOptions::default()
        };
        let run = reduce(name, &unlocked_later(), options, needs_decl_for_use);
        assert_eq!(run.result, "d0 d1 d2 d3 main", "{name}");
        assert_eq!(run.rounds, 1, "{name}");
    }
}

#[test]
fn results_are_interesting_fixed_points() {
    let spec = list(
        "list",
        (0..12)
            .map(|i| {
                removable(
                    "item",
                    tokens(Box::leak(format!("i{i}_").into_boxed_str()), 1 + i % 3),
                )
            })
            .collect(),
    );
    let oracle = |t: &str| t.contains("i3_0") && t.contains("i8_0");
    for algorithm in [
        "pardis",
        "pardis-hybrid",
        "perses",
        "perses-n",
        "hdd",
        "hdd*",
        "coarse-hdd*",
        "hddr*",
        "coarse-hddr",
    ] {
        let run = reduce(algorithm, &spec, TreeOptions::default(), oracle);
        assert!(oracle(&run.result), "{algorithm}: {}", run.result);
        // Tokens inside an item are not removable; plain HDD deletes them
        // anyway (its Φ is empty for every node).
        let expected: &[&str] = if algorithm.starts_with("hdd") {
            &["i3_0", "i8_0"]
        } else {
            &["i3_0", "i8_0", "i8_1", "i8_2"]
        };
        assert_eq!(
            run.result.split_whitespace().collect::<Vec<_>>(),
            expected,
            "{algorithm}"
        );
        // Running again changes nothing.
        let again_spec = list(
            "list",
            vec![
                removable("item", tokens("i3_", 1)),
                removable("item", tokens("i8_", 3)),
            ],
        );
        let again = reduce(algorithm, &again_spec, TreeOptions::default(), oracle);
        assert!(again.result.split_whitespace().count() <= 4);
    }
}

#[test]
fn hdd_star_is_one_tree_minimal() {
    let spec = node(
        "root",
        vec![
            list(
                "block",
                vec![
                    removable("s", tokens("a", 2)),
                    removable("s", tokens("b", 2)),
                    removable("s", tokens("c", 1)),
                ],
            ),
            removable("tail", tokens("t", 3)),
        ],
    );
    let oracle = |t: &str| t.contains("b1") && (t.contains("c0") || !t.contains("t0"));
    let run = reduce("hdd*", &spec, TreeOptions::default(), oracle);
    assert!(oracle(&run.result));
    // No single remaining token can go.
    let words: Vec<&str> = run.result.split_whitespace().collect();
    for i in 0..words.len() {
        let mut fewer = words.clone();
        fewer.remove(i);
        assert!(!oracle(&fewer.join(" ")), "{} is not minimal", run.result);
    }
}

#[test]
fn coarse_hdd_only_offers_removable_nodes() {
    let spec = node(
        "root",
        vec![
            node("fixed", tokens("f", 2)),
            removable("r", tokens("r", 2)),
        ],
    );
    let run = reduce("coarse-hdd", &spec, TreeOptions::default(), |t| {
        t.contains("f0")
    });
    // The fixed node never disappears from a candidate.
    assert!(run
        .tests
        .iter()
        .all(|t| t.contains("f0") && t.contains("f1")));
    assert_eq!(run.result, "f0 f1");
}

#[test]
fn empty_dd_removes_a_lone_survivor() {
    // One level with a single removable node: ddmin never tests the empty
    // configuration, EmptyDD does.
    let spec = node("root", vec![removable("only", tokens("x", 2))]);
    let run = reduce("hdd", &spec, TreeOptions::default(), |_| true);
    assert_eq!(run.result, "");
}

fn hello_world() -> Spec {
    // int main() { if (1) { printf(...); } }
    node(
        "function",
        vec![
            Spec::Token("main"),
            node(
                "block",
                vec![
                    Spec::Token("{"),
                    node(
                        "if",
                        vec![
                            Spec::Token("if"),
                            Spec::Token("(1)"),
                            node(
                                "block",
                                vec![
                                    Spec::Token("{"),
                                    node("call", vec![Spec::Token("printf();")]),
                                    Spec::Token("}"),
                                ],
                            ),
                        ],
                    ),
                    Spec::Token("}"),
                ],
            ),
        ],
    )
}

#[test]
fn hoisting_escapes_what_hdd_cannot() {
    // Interesting: prints, keeps `main {`, braces pair up, and no bare
    // nested block (what the thesis's Φ for an `if`'s tokens amounts to).
    let oracle = |t: &str| {
        t.contains("printf();")
            && t.contains("main {")
            && t.matches('{').count() == t.matches('}').count()
            && !t.contains("{ {")
            && t.contains("if") == t.contains("if (1) {")
            && t.contains("(1)") == t.contains("if (1) {")
    };
    let plain = reduce("hdd*", &hello_world(), TreeOptions::default(), oracle);
    assert!(plain.result.contains("if"), "{}", plain.result);
    for hoisting in [Hoisting::Pre, Hoisting::Interlaced, Hoisting::Both] {
        let options = TreeOptions {
            hoisting,
            ..TreeOptions::default()
        };
        let run = reduce("hdd*", &hello_world(), options, oracle);
        assert_eq!(run.result, "main { printf(); }", "{hoisting:?}");
    }
    // Perses replaces nodes by compatible descendants by default.
    let perses = reduce("perses", &hello_world(), TreeOptions::default(), oracle);
    assert_eq!(perses.result, "main { printf(); }");
}

/// Tree views draw a running test from `Reduction::test_edit` and the best
/// result from `Reduction::tree_edit`: both must render to exactly what the
/// oracle sees and what the run returns, for every tree algorithm.
#[test]
fn tree_edits_render_to_the_tests_and_the_result() {
    let spec = list(
        "list",
        (0..10)
            .map(|i| {
                removable(
                    "item",
                    tokens(Box::leak(format!("e{i}_").into_boxed_str()), 1 + i % 3),
                )
            })
            .collect(),
    );
    let oracle = |t: &str| t.contains("e2_0") && t.contains("e7_0");
    let tree = Rc::new(build(&spec));
    let mut algorithms: Vec<&str> = whittle_core::algorithms::tree::TREE_ALGORITHMS
        .iter()
        .map(|a| a.name)
        .collect();
    algorithms.sort();
    for name in algorithms {
        let options = TreeOptions {
            hoisting: Hoisting::Both,
            ..TreeOptions::default()
        };
        let algorithm = build_tree(name, Rc::clone(&tree), options).unwrap();
        let mut reduction = Reduction::new(algorithm, ReductionOptions::default());
        let mut described = 0;
        loop {
            match reduction.poll() {
                whittle_core::Step::Test(request) => {
                    if let Some(edit) = reduction.test_edit(request.id) {
                        assert_eq!(tree.render(&edit), *request.content, "{name}");
                        described += 1;
                    }
                    let text = String::from_utf8_lossy(&request.content).into_owned();
                    reduction.complete(request.id, oracle(&text).into(), std::time::Duration::ZERO);
                }
                whittle_core::Step::Wait => unreachable!(),
                whittle_core::Step::Done => break,
            }
        }
        assert!(described > 0, "{name} never said what a test changes");
        let edit = reduction.tree_edit().expect("a tree algorithm");
        assert_eq!(tree.render(&edit), reduction.best(), "{name}");
    }
}
