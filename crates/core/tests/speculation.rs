//! Speculative batches of the tree reducers on hand-built trees: a parallel
//! window keeps several tests running, each running test is described,
//! rendered and featured as the candidate it is, and every window takes the
//! sequential path, with trained models too.

#[allow(dead_code)]
#[path = "learned/spec.rs"]
mod spec;

use std::rc::Rc;
use std::time::Duration;

use spec::*;
use whittle_core::algorithms::tree::{build_tree, Revisit, TreeOptions};
use whittle_core::learn::{LearnOptions, Trial};
use whittle_core::{Event, Names, Reduction, ReductionOptions, Step, Validator, Verdict};

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

/// Declarations used by statements, nested functions and loose
/// statements: removals fail and succeed in turn.
fn program() -> Spec {
    let mut children = vec![tok("hello")];
    for f in 0..3 {
        let name = format!("F{f}");
        let mut body = vec![tok(&format!("fn{f}"))];
        body.push(declaration(&format!("{name}a"), 2, &[]));
        body.push(statement(&format!("{f}x"), 2, &[&format!("{name}a")]));
        body.push(removable(
            "block",
            vec![
                statement(&format!("{f}y"), 3, &[]),
                statement(&format!("{f}z"), 1, &["G"]),
            ],
        ));
        children.push(removable("function", body));
    }
    children.push(declaration("G", 3, &[]));
    for s in 0..4 {
        children.push(statement(&format!("l{s}"), s + 1, &[]));
    }
    node("program", children)
}

/// `hello`, declarations before uses, and `st0x` (a statement in the
/// first function) must stay.
fn oracle(text: &str) -> bool {
    needs_declarations(text) && text.split_whitespace().any(|w| w == "st0x_0")
}

/// Most removals fail: every word but the loose statements' must stay.
fn strict(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    self::text(&program())
        .split_whitespace()
        .filter(|w| !w.starts_with("stl"))
        .all(|w| words.contains(&w))
}

/// What one run did.
#[derive(Debug, Default, PartialEq)]
struct Outcome {
    result: String,
    accepted: Vec<usize>,
    counters: Vec<(String, u64)>,
    /// Each query's content with its trial features and description.
    queries: Vec<(String, Option<Trial>, String)>,
    max_in_flight: usize,
    /// Candidates answered from the refusals remembered.
    remembered: u64,
    /// Candidates answered from the strandings remembered.
    stranded: u64,
}

/// Runs `algorithm` at `window`; running tests finish in an order drawn
/// from `seed` (the newest first for seed 0).
fn reduce(algorithm: &str, options: TreeOptions, window: usize, seed: u64) -> Outcome {
    reduce_with(&program(), algorithm, options, window, seed, oracle)
}

/// A reduction with `algorithm` over `spec` at `window`, without the
/// check of the original.
fn driver(spec: &Spec, algorithm: &str, options: TreeOptions, window: usize) -> Reduction {
    let algo = build_tree(algorithm, Rc::new(build(spec)), options).unwrap();
    Reduction::new(
        algo,
        ReductionOptions {
            window,
            check_original: false,
            ..ReductionOptions::default()
        },
    )
}

fn note_accepted(reduction: &mut Reduction, outcome: &mut Outcome) {
    for event in reduction.drain_events() {
        if let Event::Accepted { size } = event {
            outcome.accepted.push(size.bytes);
        }
    }
}

fn reduce_with(
    spec: &Spec,
    algorithm: &str,
    options: TreeOptions,
    window: usize,
    seed: u64,
    oracle: fn(&str) -> bool,
) -> Outcome {
    let reduction = driver(spec, algorithm, options, window);
    run_driver(reduction, spec, seed, oracle)
}

/// Runs `reduction` over `spec` to its end; running tests finish in an
/// order drawn from `seed` (the newest first for seed 0).
fn run_driver(
    mut reduction: Reduction,
    spec: &Spec,
    seed: u64,
    oracle: fn(&str) -> bool,
) -> Outcome {
    let mut state = seed;
    let mut below = |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) % n as u64) as usize
    };
    let mut running: Vec<(u64, Verdict)> = Vec::new();
    let mut outcome = Outcome::default();
    loop {
        let step = reduction.poll();
        note_accepted(&mut reduction, &mut outcome);
        match step {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                // The running test's edit renders its content.
                let spec_tree = build(spec);
                let edit = reduction.test_edit(request.id).expect("a tree edit");
                assert_eq!(spec_tree.render(&edit), request.content.as_slice());
                let description = reduction.describe_test(request.id).unwrap();
                assert!(!description.is_empty());
                outcome
                    .queries
                    .push((text.clone(), reduction.trial(request.id), description));
                running.push((request.id, Verdict::from(oracle(&text))));
                outcome.max_in_flight = outcome.max_in_flight.max(running.len());
            }
            Step::Wait => {
                let pick = if seed == 0 {
                    running.len() - 1
                } else {
                    below(running.len())
                };
                let (id, verdict) = running.swap_remove(pick);
                reduction.complete(id, verdict, Duration::ZERO);
            }
            Step::Done => break,
        }
    }
    outcome.result = String::from_utf8(reduction.best().to_vec()).unwrap();
    outcome.remembered = reduction.stats().cache.hits_remembered;
    outcome.stranded = reduction.stats().cache.hits_stranded;
    outcome.counters = reduction
        .counters()
        .into_iter()
        .map(|c| (c.name.to_string(), c.value))
        .collect();
    outcome
}

/// A trained validity table that rules out `block`, and a success model
/// for the type schedule.
fn trained() -> TreeOptions {
    let json = r#"{"language": "test",
        "validity": {"default": true, "kinds": {"block": false}},
        "success": {"default": {"w": 0, "b": 0, "frequency": 0.5, "trials": 0},
                    "kinds": {"statement": {"w": 1, "b": 1, "frequency": 0.8, "trials": 9}}}}"#;
    let mut options = with_model(model(json), false);
    options.learn.recover = true;
    options
}

fn option_sets() -> Vec<(&'static str, TreeOptions)> {
    vec![
        ("online", TreeOptions::default()),
        ("trained", trained()),
        (
            "online, no replacement",
            TreeOptions {
                replace: Some(false),
                learn: LearnOptions::default(),
                ..TreeOptions::default()
            },
        ),
        // The other list minimisers of Perses and the hybrid: a look-ahead
        // rebuilds them by replaying their verdicts.
        (
            "probdd lists",
            TreeOptions {
                revisit: Some(Revisit::ProbDd),
                ..TreeOptions::default()
            },
        ),
        (
            "cdd lists",
            TreeOptions {
                revisit: Some(Revisit::Cdd),
                ..TreeOptions::default()
            },
        ),
    ]
}

#[test]
fn every_window_takes_the_sequential_path() {
    for (what, options) in option_sets() {
        for algorithm in ALGORITHMS {
            let sequential = reduce(algorithm, options.clone(), 1, 0);
            assert!(oracle(&sequential.result), "{what} {algorithm}");
            assert!(!sequential.accepted.is_empty(), "{what} {algorithm}");
            assert_eq!(sequential.max_in_flight, 1);
            for window in 2..=8 {
                for seed in [0, 3 + window as u64, 101 * window as u64] {
                    let parallel = reduce(algorithm, options.clone(), window, seed);
                    let case = format!("{what} {algorithm} j={window} seed={seed}");
                    assert_eq!(parallel.result, sequential.result, "{case}");
                    assert_eq!(parallel.accepted, sequential.accepted, "{case}");
                    // The model's decisions are the sequential run's:
                    // speculation works on a copy of it.
                    assert_eq!(parallel.counters, sequential.counters, "{case}");
                    // Every content the sequential run asks about is asked
                    // about in parallel too; it may have been asked earlier,
                    // by a fork on a path that lost, and is then answered
                    // from the cache where the sequential run asks it.
                    for query in &sequential.queries {
                        assert!(
                            parallel.queries.iter().any(|q| q.0 == query.0),
                            "{case}: {query:?}"
                        );
                    }
                }
            }
        }
    }
}

/// With the refusals remembered (as the default pipeline has them), every
/// window still takes the sequential path: a fork's tests ran before the
/// refusals of the batch it forked from were remembered, and the verdicts
/// those cover are taken back when the fork becomes the path.
#[test]
fn remembered_refusals_keep_every_window_on_the_sequential_path() {
    // Besides `oracle`: a loose statement may go only once the last
    // function has gone, far from it and sharing no word with it, so that
    // its removal, refused first, is remembered refused after.
    fn tied(text: &str) -> bool {
        let words: Vec<&str> = text.split_whitespace().collect();
        oracle(text) && (!words.contains(&"fn2") || words.iter().any(|w| w.starts_with("stl0")))
    }
    let spec = program();
    let remembering = |algorithm: &str, window: usize, seed: u64, oracle| {
        let reduction =
            driver(&spec, algorithm, TreeOptions::default(), window).remembering_refusals();
        run_driver(reduction, &spec, seed, oracle)
    };
    let mut remembered = 0;
    for check in [oracle as fn(&str) -> bool, tied] {
        for algorithm in ALGORITHMS {
            let sequential = remembering(algorithm, 1, 0, check);
            remembered += sequential.remembered;
            for window in 2..=6 {
                for seed in [0, 5 + window as u64, 97 * window as u64] {
                    let parallel = remembering(algorithm, window, seed, check);
                    let case = format!("{algorithm} j={window} seed={seed}");
                    assert_eq!(parallel.result, sequential.result, "{case}");
                    assert_eq!(parallel.accepted, sequential.accepted, "{case}");
                }
            }
        }
    }
    assert!(remembered > 0, "no refusal was remembered");
}

/// The names of the test programs: `defX` defines `X`, `useX_…` mentions
/// it.
struct SpecNames;

impl Validator for SpecNames {
    fn accepts(&mut self, _content: &[u8]) -> bool {
        true
    }

    fn names(&mut self, content: &[u8]) -> Option<Names> {
        let mut names = Names::default();
        for word in std::str::from_utf8(content).ok()?.split_whitespace() {
            if let Some(name) = word.strip_prefix("def").filter(|n| !n.contains('_')) {
                names.define(name.as_bytes());
            } else if let Some(rest) = word.strip_prefix("use") {
                names.mention(rest.split('_').next().unwrap_or("").as_bytes());
            }
        }
        Some(names)
    }
}

/// A declaration of `G` among statements, two of which use it, in the
/// order `order` gives (`G`, `a`, `b`, `k`, loose `0`-`3`).
fn stranding_program(order: &str) -> Spec {
    let mut children = vec![tok("hello")];
    for part in order.chars() {
        children.push(match part {
            'G' => declaration("G", 1, &[]),
            'a' | 'b' => statement(&part.to_string(), 1, &["G"]),
            'k' => statement("k", 1, &[]),
            loose => statement(&format!("l{loose}"), 1, &[]),
        });
    }
    node("program", children)
}

/// With the strandings remembered (as the default pipeline has them),
/// every window still takes the sequential path. Among what keeps it
/// there, these runs need the fork of a stranding the oracle accepts
/// (which the memory then never refuses again, or which turns it off)
/// to be dropped; the batch rules are `branches.rs`'s unit tests.
#[test]
fn remembered_strandings_keep_every_window_on_the_sequential_path() {
    fn has(text: &str, word: &str) -> bool {
        text.split_whitespace().any(|w| w == word)
    }
    // `G` may go while it is used only together with `l0`, so a
    // stranding refused first would be accepted after.
    fn with_l0(text: &str) -> bool {
        has(text, "hello") && has(text, "stk_0") && (has(text, "defG") || !has(text, "stl0_0"))
    }
    // The same with `l2`, and `b` must stay.
    fn with_l2(text: &str) -> bool {
        has(text, "hello") && has(text, "stb_0") && (has(text, "defG") || !has(text, "stl2_0"))
    }
    // Strandings are fine from the start: the memory turns off.
    fn careless(text: &str) -> bool {
        has(text, "hello") && has(text, "stb_0")
    }
    let remembering = |spec: &Spec, algorithm: &str, window: usize, seed: u64, oracle| {
        let reduction = driver(spec, algorithm, TreeOptions::default(), window)
            .with_validator(Box::new(SpecNames))
            .remembering_strandings();
        run_driver(reduction, spec, seed, oracle)
    };
    let mut stranded = 0;
    for spec in ["Ga0123bk", "0G1a2b3k"].map(stranding_program) {
        let spec = &spec;
        for check in [with_l0 as fn(&str) -> bool, with_l2, careless] {
            for algorithm in ALGORITHMS {
                let sequential = remembering(spec, algorithm, 1, 0, check);
                assert!(check(&sequential.result), "{algorithm}");
                stranded += sequential.stranded;
                for window in 2..=6 {
                    for seed in [0, 5 + window as u64, 97 * window as u64] {
                        let parallel = remembering(spec, algorithm, window, seed, check);
                        let case = format!("{algorithm} j={window} seed={seed}");
                        assert_eq!(parallel.result, sequential.result, "{case}");
                        assert_eq!(parallel.accepted, sequential.accepted, "{case}");
                    }
                }
            }
        }
    }
    assert!(stranded > 0, "no stranding was remembered");
}

#[test]
fn a_window_of_four_keeps_four_tests_running_while_candidates_fail() {
    for algorithm in ALGORITHMS {
        let spec = program();
        let sequential = reduce_with(&spec, algorithm, TreeOptions::default(), 1, 0, strict);
        let run = reduce_with(&spec, algorithm, TreeOptions::default(), 4, 0, strict);
        assert_eq!(run.max_in_flight, 4, "{algorithm}");
        assert_eq!(run.result, sequential.result, "{algorithm}");
        assert_ne!(sequential.result, text(&spec), "{algorithm}");
    }
}

#[test]
fn batches_stay_short_while_candidates_are_interesting() {
    // Every statement can go: a long batch would only run tests past its
    // winner, so batches shrink to one candidate after a few successes
    // (the first batches, with no verdicts yet, hold three).
    let statements: Vec<Spec> = (0..40).map(|i| statement(&i.to_string(), 1, &[])).collect();
    let spec = node("program", [vec![tok("hello")], statements].concat());
    for algorithm in ["pardis", "perses-n", "type-batched-pardis"] {
        let sequential = reduce_with(
            &spec,
            algorithm,
            TreeOptions::default(),
            1,
            0,
            needs_declarations,
        );
        let run = reduce_with(
            &spec,
            algorithm,
            TreeOptions::default(),
            8,
            0,
            needs_declarations,
        );
        assert_eq!(run.result, "hello", "{algorithm}");
        assert_eq!(run.result, sequential.result, "{algorithm}");
        assert!(sequential.queries.len() >= 40, "{algorithm}");
        assert!(
            run.queries.len() <= sequential.queries.len() + 4,
            "{algorithm}: {} queries against {}",
            run.queries.len(),
            sequential.queries.len()
        );
    }
}

#[test]
fn without_being_told_the_window_a_reducer_still_looks_ahead() {
    // A driver that never calls `set_window` gets batches anyway: at a
    // window of 1 they are tested one by one, and a window of 4 fills.
    for algorithm in ["pardis", "perses", "type-batched"] {
        let spec = program();
        let sequential = reduce_with(&spec, algorithm, TreeOptions::default(), 1, 0, strict);
        for window in [1, 4] {
            let algo =
                build_tree(algorithm, Rc::new(build(&spec)), TreeOptions::default()).unwrap();
            let mut reduction = Reduction::new(
                algo,
                ReductionOptions {
                    window,
                    check_original: false,
                    ..ReductionOptions::default()
                },
            );
            let mut running = Vec::new();
            let mut most = 0;
            let mut queries = 0;
            loop {
                match reduction.poll() {
                    Step::Test(request) => {
                        let text = std::str::from_utf8(&request.content).unwrap();
                        running.push((request.id, Verdict::from(strict(text))));
                        most = running.len().max(most);
                        queries += 1;
                    }
                    Step::Wait => {
                        let (id, verdict) = running.pop().unwrap();
                        reduction.complete(id, verdict, Duration::ZERO);
                    }
                    Step::Done => break,
                }
            }
            assert_eq!(
                reduction.best(),
                sequential.result.as_bytes(),
                "{algorithm}"
            );
            assert_eq!(most, window, "{algorithm} j={window}");
            if window == 1 {
                assert_eq!(queries, sequential.queries.len(), "{algorithm}");
            }
        }
    }
}

/// Runs on a simulated clock where every test takes one tick: the tests
/// running at a tick's start all finish at its end. Returns what the run
/// did and the ticks it took.
fn ticks(
    spec: &Spec,
    algorithm: &str,
    window: usize,
    oracle: fn(&str) -> bool,
) -> (Outcome, usize) {
    let mut reduction = driver(spec, algorithm, TreeOptions::default(), window);
    let mut outcome = Outcome::default();
    let mut running: Vec<(u64, Verdict)> = Vec::new();
    let mut clock = 0;
    loop {
        let step = reduction.poll();
        note_accepted(&mut reduction, &mut outcome);
        match step {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                running.push((request.id, Verdict::from(oracle(&text))));
                outcome.queries.push((text, None, String::new()));
            }
            Step::Wait => {
                clock += 1;
                for (id, verdict) in std::mem::take(&mut running) {
                    reduction.complete(id, verdict, Duration::ZERO);
                }
            }
            Step::Done => break,
        }
    }
    outcome.result = String::from_utf8(reduction.best().to_vec()).unwrap();
    (outcome, clock)
}

#[test]
fn forks_keep_the_window_busy_while_candidates_are_interesting() {
    // Every statement can go, one at a time: each accepted removal must be
    // known before the next candidate exists, so without forks a window
    // of 4 is no faster than one test at a time.
    let statements: Vec<Spec> = (0..40).map(|i| statement(&i.to_string(), 1, &[])).collect();
    let spec = node("program", [vec![tok("hello")], statements].concat());
    // (Pardis Hybrid and Perses remove the whole list at once here.)
    for algorithm in ["pardis", "perses-n", "type-batched-pardis"] {
        let (sequential, one) = ticks(&spec, algorithm, 1, needs_declarations);
        let (parallel, four) = ticks(&spec, algorithm, 4, needs_declarations);
        assert_eq!(parallel.result, sequential.result, "{algorithm}");
        assert_eq!(parallel.accepted, sequential.accepted, "{algorithm}");
        assert_eq!(one, sequential.queries.len(), "{algorithm}");
        assert!(
            four * 3 <= one,
            "{algorithm}: {four} ticks at a window of 4 against {one} at 1"
        );
        // The forks guessed right: few tests beyond the sequential ones.
        assert!(
            parallel.queries.len() <= one + 8,
            "{algorithm}: {} queries against {one}",
            parallel.queries.len()
        );
    }
}

#[test]
fn the_next_batch_starts_before_the_last_tests_of_a_failing_one_end() {
    // Nothing can go: each batch holds the candidates to test if the ones
    // before fail, and the batch after it need not wait for its last tests
    // (a fork of the batch's end), so a window of 4 stays full.
    let spec = program();
    fn nothing_goes(_: &str) -> bool {
        false
    }
    for algorithm in ["pardis", "perses", "pardis-hybrid", "type-batched-pardis"] {
        let (sequential, one) = ticks(&spec, algorithm, 1, nothing_goes);
        let (parallel, four) = ticks(&spec, algorithm, 4, nothing_goes);
        assert_eq!(parallel.result, sequential.result, "{algorithm}");
        // Before any verdict, a candidate may look as likely to win as to
        // fail, and a few forks bet on it.
        assert!(
            parallel.queries.len() <= one + 4,
            "{algorithm}: {} queries against {one}",
            parallel.queries.len()
        );
        assert!(
            four <= one.div_ceil(4) + 1,
            "{algorithm}: {four} ticks at a window of 4 for {one} tests"
        );
    }
}

#[test]
fn abandoned_tests_leave_the_window_and_their_verdicts_are_ignored() {
    let spec = program();
    for algorithm in ["pardis", "perses", "pardis-hybrid"] {
        let sequential = reduce(algorithm, TreeOptions::default(), 1, 0);
        let mut reduction = driver(&spec, algorithm, TreeOptions::default(), 4);
        let (mut running, mut stopped) = (Vec::new(), Vec::new());
        let mut launched = 0;
        loop {
            match reduction.poll() {
                Step::Test(request) => {
                    let text = std::str::from_utf8(&request.content).unwrap();
                    running.push((request.id, Verdict::from(oracle(text))));
                    launched += 1;
                }
                Step::Wait => {
                    // The oldest test finishes first.
                    let (id, verdict) = running.remove(0);
                    reduction.complete(id, verdict, Duration::ZERO);
                }
                Step::Done => break,
            }
            for id in reduction.take_abandoned() {
                let pos = running.iter().position(|t| t.0 == id).expect("running");
                let (id, verdict) = running.remove(pos);
                // A stopped test's answer may still come: it changes nothing.
                let before = reduction.stats();
                reduction.complete(id, verdict, Duration::ZERO);
                assert_eq!(reduction.stats(), before, "{algorithm}");
                stopped.push(id);
            }
        }
        let stats = reduction.stats();
        assert_eq!(
            reduction.best(),
            sequential.result.as_bytes(),
            "{algorithm}"
        );
        assert!(!stopped.is_empty(), "{algorithm}: nothing was abandoned");
        assert_eq!(stats.abandoned, stopped.len() as u64, "{algorithm}");
        assert_eq!(stats.queries + stats.abandoned, launched, "{algorithm}");
    }
}

#[test]
fn pardis_estimates_a_candidates_chance_from_its_node_kind() {
    // Declarations must stay, statements can go: after a few verdicts a
    // statement's removal looks likely to win and a declaration's not.
    let mut children = vec![tok("hello")];
    for i in 0..12 {
        children.push(declaration(&format!("D{i}"), 2, &[]));
        children.push(statement(&i.to_string(), 2, &[]));
    }
    let spec = node("program", children);
    let keeps_declarations = |text: &str| {
        text.split_whitespace()
            .filter(|w| w.starts_with("defD") && !w.contains('_'))
            .count()
            == 12
    };
    let mut algo = build_tree("pardis", Rc::new(build(&spec)), TreeOptions::default()).unwrap();
    // One candidate per batch.
    algo.set_window(1);
    let (mut statement_chance, mut declaration_chance) = (None, None);
    while algo.next_batch().is_some() {
        let candidate = algo.candidate(0);
        let text = String::from_utf8(candidate.content).unwrap();
        let description = algo.describe(0);
        let chance = algo.chance(0);
        if description.contains("`statement`") {
            statement_chance = chance;
        } else if description.contains("`declaration`") {
            declaration_chance = chance;
        }
        let interesting = keeps_declarations(&text);
        algo.report(&whittle_core::BatchOutcome {
            interesting: if interesting { vec![0] } else { vec![] },
        });
    }
    let statement = statement_chance.expect("statements were tried");
    let declaration = declaration_chance.expect("declarations were tried");
    assert!(statement > 0.75, "{statement}");
    assert!(declaration < 0.25, "{declaration}");
}

/// One node of a flat program: its kind, whether Pardis may remove it, its
/// tokens (`true`: an identifier), and the token that may take its place
/// (a hoist).
struct Item {
    kind: &'static str,
    removable: bool,
    tokens: Vec<(String, bool)>,
    hoist: Option<usize>,
}

impl Item {
    /// `KEYWORD NAME ;`, a node of `kind`.
    fn naming(kind: &'static str, removable: bool, keyword: &str, name: &str) -> Item {
        Item {
            kind,
            removable,
            tokens: vec![
                (keyword.into(), false),
                (name.into(), true),
                (";".into(), false),
            ],
            hoist: None,
        }
    }

    /// `int NAME ;`, removable.
    fn declaration(name: &str) -> Item {
        Item::naming("declaration", true, "int", name)
    }
}

/// `keep` and the items' tokens, one space apart, as a tree.
fn flat_program(items: &[Item]) -> whittle_core::tree::Tree {
    use whittle_core::tree::{TreeBuilder, TreeEdit};
    let mut text = String::from("keep");
    for token in items.iter().flat_map(|item| &item.tokens) {
        text.push(' ');
        text.push_str(&token.0);
    }
    let mut b = TreeBuilder::new(text.clone().into_bytes());
    let (program, identifier, keyword) =
        (b.kind("program"), b.kind("identifier"), b.kind("keyword"));
    b.mark_identifier(identifier);
    let root = b.add(None, program, true, None);
    // A list, for Perses; Pardis takes nodes one by one anyway.
    b.node_mut(root).list = true;
    b.add(Some(root), keyword, false, Some(0..4));
    let mut at = 4;
    for item in items {
        let kind = b.kind(item.kind);
        let node = b.add(Some(root), kind, true, None);
        b.node_mut(node).removable = item.removable;
        let mut tokens = Vec::new();
        for (token, is_identifier) in &item.tokens {
            let start = at + 1;
            at = start + token.len();
            let kind = if *is_identifier { identifier } else { keyword };
            tokens.push(b.add(Some(node), kind, *is_identifier, Some(start..at)));
        }
        b.node_mut(node).hoists = item.hoist.map(|i| tokens[i]).into_iter().collect();
    }
    let tree = b.finish();
    assert_eq!(tree.render(&TreeEdit::new(&tree)), text.as_bytes());
    tree
}

/// Runs Pardis one candidate at a time on `tree` with `oracle`, and returns
/// the chance it gave the last interesting and the last uninteresting
/// candidate before testing them.
fn pardis_chances(tree: whittle_core::tree::Tree, oracle: impl Fn(&str) -> bool) -> (f64, f64) {
    chances_of("pardis", tree, oracle, |_| true)
}

/// Runs `algorithm` one candidate at a time on `tree` with `oracle`, and
/// returns the chance it gave the last interesting and the last
/// uninteresting of the candidates whose description `counts`; each of
/// those must have one.
fn chances_of(
    algorithm: &str,
    tree: whittle_core::tree::Tree,
    oracle: impl Fn(&str) -> bool,
    counts: impl Fn(&str) -> bool,
) -> (f64, f64) {
    let mut algo = build_tree(algorithm, Rc::new(tree), TreeOptions::default()).unwrap();
    algo.set_window(1);
    let (mut won, mut lost) = (None, None);
    while algo.next_batch().is_some() {
        let candidate = String::from_utf8(algo.candidate(0).content).unwrap();
        let interesting = oracle(&candidate);
        let description = algo.describe(0);
        if counts(&description) {
            let chance = algo.chance(0);
            assert!(chance.is_some(), "no estimate for {description}");
            *if interesting { &mut won } else { &mut lost } = chance;
        }
        algo.report(&whittle_core::BatchOutcome {
            interesting: if interesting { vec![0] } else { vec![] },
        });
    }
    (
        won.expect("some candidate won"),
        lost.expect("some candidate lost"),
    )
}

#[test]
fn pardis_tells_apart_removals_that_take_the_last_mention_of_a_name() {
    // Declarations `int uK ;` and `int xK ;` in turn, and statements
    // `use uK ;`: a declaration whose name is used must stay (as a compiler
    // wants), one whose name nothing uses can go. Both are declarations,
    // so only whether the last mention of a name goes tells them apart.
    let names: Vec<String> = (0..16)
        .map(|k| format!("{}{k}", if k % 2 == 0 { 'u' } else { 'x' }))
        .collect();
    let used = || names.iter().filter(|n| n.starts_with('u'));
    let mut items: Vec<Item> = names.iter().map(|name| Item::declaration(name)).collect();
    items.extend(used().map(|name| Item::naming("statement", false, "use", name)));
    let declares_what_is_used = |text: &str| used().all(|n| text.contains(&format!("int {n} ;")));
    let (unused, used) = pardis_chances(flat_program(&items), declares_what_is_used);
    assert!(unused > 0.75, "{unused}");
    assert!(used < 0.25, "{used}");
}

#[test]
fn perses_estimates_the_chance_of_a_list_minimisations_removals() {
    // Perses removes a list's children by list minimisation: those
    // candidates have a class too (the list's parent kind and what they
    // take for good), so every removal comes with an estimate.
    let names: Vec<String> = (0..12).map(|k| format!("a{k}")).collect();
    let items: Vec<Item> = names.iter().map(|name| Item::declaration(name)).collect();
    let mut algo = build_tree(
        "perses",
        Rc::new(flat_program(&items)),
        TreeOptions::default(),
    )
    .unwrap();
    algo.set_window(1);
    let mut lists = 0;
    while algo.next_batch().is_some() {
        let candidate = String::from_utf8(algo.candidate(0).content).unwrap();
        let description = algo.describe(0);
        assert!(algo.chance(0).is_some(), "{description}");
        lists += usize::from(description.contains("list elements"));
        let interesting = candidate.contains("a3 ");
        algo.report(&whittle_core::BatchOutcome {
            interesting: if interesting { vec![0] } else { vec![] },
        });
    }
    assert!(lists > 5, "{lists} list minimisation candidates");
}

#[test]
fn type_batching_estimates_a_chunks_chance_from_what_it_takes() {
    // Declarations `int gK ;` and `int lK ;` in turn. The oracle wants every
    // `gK`: a chunk that takes one fails, a chunk of `lK` only wins. The
    // chunks are of one kind and each takes the last of its names, so only
    // the names' shapes tell them apart. (The PDD beliefs that size the
    // chunks start at 0.99 a node and say nothing of this.)
    let names: Vec<String> = (0..32)
        .map(|k| format!("{}{k}", if k % 2 == 0 { 'g' } else { 'l' }))
        .collect();
    let items: Vec<Item> = names.iter().map(|name| Item::declaration(name)).collect();
    let keeps_every_g = |text: &str| {
        names
            .iter()
            .filter(|n| n.starts_with('g'))
            .all(|n| text.contains(&format!("int {n} ;")))
    };
    // The type-agnostic variant batches at once, whatever the schedule
    // would say of so small a program; the chunks are the same code's.
    let (won, lost) = chances_of(
        "type-agnostic-joint",
        flat_program(&items),
        keeps_every_g,
        |description| description.starts_with("type-agnostic-joint: remove"),
    );
    assert!(won > 0.75, "{won}");
    assert!(lost < 0.25, "{lost}");
}

#[test]
fn perses_estimates_a_replacements_chance_from_the_kinds_it_replaces() {
    // `f ( aK )` calls and `( aK )` parentheses, each with `aK` as the
    // descendant that may take its place. The oracle wants every `aK` and
    // every call: replacing a parenthesis by its name wins, replacing a
    // call fails. Both keep an identifier and take nothing for good, so
    // only the replaced kind tells them apart.
    let token = |text: &str, is_identifier| (text.to_string(), is_identifier);
    let items: Vec<Item> = (0..16)
        .map(|k| {
            let name = token(&format!("a{k}"), true);
            let (kind, tokens) = if k % 2 == 0 {
                let call = vec![token("f", true), token("(", false), name, token(")", false)];
                ("call", call)
            } else {
                (
                    "parenthesized",
                    vec![token("(", false), name, token(")", false)],
                )
            };
            let hoist = tokens.iter().position(|t| t.0.starts_with('a'));
            Item {
                kind,
                removable: true,
                tokens,
                hoist,
            }
        })
        .collect();
    let calls: Vec<String> = (0..16).step_by(2).map(|k| format!("f ( a{k} )")).collect();
    let oracle = |text: &str| {
        let words: Vec<&str> = text.split(' ').collect();
        (0..16).all(|k| words.contains(&format!("a{k}").as_str()))
            && calls.iter().all(|c| text.contains(c))
    };
    let (won, lost) = chances_of("perses", flat_program(&items), oracle, |description| {
        description.starts_with("replace")
    });
    assert!(won > 0.75, "{won}");
    assert!(lost < 0.25, "{lost}");
}

#[test]
fn pardis_tells_apart_removals_that_take_the_last_word_of_the_text() {
    // Declarations `int aK ;`, and for even K a comment `/*aK*/` that Pardis
    // may not remove. The oracle searches the text for every name, as a
    // test script with grep would: a declaration can go while a comment
    // still holds its name. Every declaration takes the last identifier of
    // its name, so only whether the last word goes tells them apart.
    let names: Vec<String> = (0..16).map(|k| format!("a{k}")).collect();
    let mut items: Vec<Item> = names.iter().map(|name| Item::declaration(name)).collect();
    items.extend(names.iter().step_by(2).map(|name| Item {
        kind: "comment",
        removable: false,
        tokens: vec![(format!("/*{name}*/"), false)],
        hoist: None,
    }));
    let names_every_one = |text: &str| {
        let words: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric()).collect();
        names.iter().all(|name| words.contains(&name.as_str()))
    };
    let (commented, alone) = pardis_chances(flat_program(&items), names_every_one);
    assert!(commented > 0.75, "{commented}");
    assert!(alone < 0.25, "{alone}");
}
