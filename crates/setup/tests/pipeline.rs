//! The default pipeline on a small C program, with in-process oracles.

use std::collections::BTreeMap;
use std::time::Duration;

use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::algorithms::ListOptions;
use whittle_core::{Granularity, Reduction, ReductionOptions, Step, Verdict};
use whittle_grammars::Language;
use whittle_setup::pipeline::PIPELINE;
use whittle_setup::{setup, ModelSource, Setup, SetupOptions};

const PROGRAM: &str = r#"#include <stdio.h>

static int add(int a, int b) {
  return a + b;
}

static int mul(int a, int b) {
  int unused = a - b;
  return a * b;
}

int main(void) {
  int sum = 0;
  int prod = 1;
  for (int i = 1; i <= 10; i++) {
    sum = add(sum, i);
    if (i > 0) {
      prod = mul(prod, i);
    }
  }
  printf("sum: %d\n", sum);
  printf("prod: %d\n", prod);
  return 0;
}
"#;

/// Interesting: the product's update is still there, and `mul` is still
/// defined with a multiplication.
fn keeps_the_product(text: &str) -> bool {
    text.contains("prod = mul(prod, i)") && text.contains("a * b")
}

fn c() -> &'static Language {
    whittle_grammars::by_name("c").unwrap()
}

fn make(algorithm: &str, input: &str) -> Setup {
    make_in(c(), algorithm, input)
}

fn make_in(language: &'static Language, algorithm: &str, input: &str) -> Setup {
    make_with(language, algorithm, input, true)
}

fn make_with(language: &'static Language, algorithm: &str, input: &str, pumps: bool) -> Setup {
    let units = [Granularity::Token];
    setup(
        input.as_bytes().to_vec(),
        SetupOptions {
            algorithm,
            language: Some(language),
            units: &units,
            // The list algorithm alone gets the same check the pipeline has.
            syntax_check: true,
            list: ListOptions::default(),
            tree: TreeOptions::default(),
            model: ModelSource::BuiltIn,
            pumps,
            memory: true,
        },
    )
    .unwrap()
}

/// What a run did.
#[derive(Debug, PartialEq)]
struct Run {
    result: String,
    /// Every oracle query's content, in order.
    tests: Vec<String>,
    accepted: u64,
    counters: BTreeMap<String, u64>,
    /// Every phase the driver reported, in order, without repeats.
    phases: Vec<String>,
    /// Candidates answered from the refusals remembered.
    remembered: u64,
    /// Candidates answered from the strandings remembered.
    stranded: u64,
}

fn drive(mut reduction: Reduction, oracle: impl Fn(&str) -> bool) -> Run {
    let mut tests = Vec::new();
    let mut phases: Vec<String> = Vec::new();
    loop {
        match reduction.poll() {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                let verdict = Verdict::from(oracle(&text));
                tests.push(text);
                if let Some(phase) = reduction.phase() {
                    if phases.last() != Some(&phase.pass.to_string()) {
                        phases.push(phase.pass.to_string());
                    }
                }
                reduction.complete(request.id, verdict, Duration::from_millis(1));
                removed_bytes_add_up(&reduction, false);
            }
            Step::Wait => unreachable!("a window of 1 completes every test at once"),
            Step::Done => break,
        }
    }
    removed_bytes_add_up(&reduction, true);
    Run {
        result: String::from_utf8(reduction.best().to_vec()).unwrap(),
        tests,
        accepted: reduction.stats().accepted,
        counters: reduction
            .counters()
            .into_iter()
            .map(|c| (c.name.into_owned(), c.value))
            .collect(),
        phases,
        remembered: reduction.stats().cache.hits_remembered,
        stranded: reduction.stats().cache.hits_stranded,
    }
}

/// At every moment of a pipeline run, the bytes its passes say they
/// removed, less those a pump added, are the bytes the run removed: from
/// the best, or while a pump grows the text, from something no smaller.
/// With `done`, exactly the best's.
fn removed_bytes_add_up(reduction: &Reduction, done: bool) {
    let counters = reduction.counters();
    if !counters.iter().any(|c| c.name == "pipeline.rounds") {
        return;
    }
    // A pass's own figures (the rewrite pass's per transformation,
    // `pass3.rewrite.replace.bytes_removed`) are a breakdown of its
    // total, not more bytes.
    let total = |field: &str| -> i64 {
        counters
            .iter()
            .filter(|c| c.name.ends_with(field) && c.name.matches('.').count() == 2)
            .map(|c| c.value as i64)
            .sum()
    };
    let said = total(".bytes_removed") - total(".bytes_added");
    let stats = reduction.stats();
    let removed = (stats.initial.bytes - stats.current.bytes) as i64;
    if done || stats.grown == 0 {
        assert_eq!(said, removed);
    } else {
        assert!(said <= removed, "{said} > {removed}");
    }
}

fn options() -> ReductionOptions {
    ReductionOptions {
        window: 1,
        ..ReductionOptions::default()
    }
}

fn run(algorithm: &str, input: &str, oracle: impl Fn(&str) -> bool) -> Run {
    let (reduction, info) = make(algorithm, input).into_reduction(options());
    assert_eq!(
        info.name,
        if algorithm == "auto" {
            PIPELINE
        } else {
            algorithm
        }
    );
    drive(reduction, oracle)
}

#[test]
fn ends_no_larger_than_each_pass_alone_and_at_a_fixed_point() {
    let pipeline = run("auto", PROGRAM, keeps_the_product);
    assert!(keeps_the_product(&pipeline.result), "{}", pipeline.result);
    assert!(c().parse(pipeline.result.as_bytes()).unwrap().error_nodes == 0);
    for pass in ["pardis-hybrid", "perses", "ddmin"] {
        let alone = run(pass, PROGRAM, keeps_the_product);
        assert!(
            pipeline.result.len() <= alone.result.len(),
            "{pass} alone ends smaller:\n{}\nthan the pipeline:\n{}",
            alone.result,
            pipeline.result
        );
    }
    assert!(
        pipeline.result.len() < PROGRAM.len() / 3,
        "{}",
        pipeline.result
    );
    // Run again on its own result: nothing more goes.
    let again = run("pipeline", &pipeline.result, keeps_the_product);
    assert_eq!(again.result, pipeline.result);
    assert_eq!(again.accepted, 0);
    assert_eq!(again.counters["pipeline.rounds"], 1);
}

const PYTHON: &str = "import math


class Shape:
    def __init__(self, sides):
        self.sides = sides

    def perimeter(self):
        total = 0
        for side in self.sides:
            total += side
        return total

    def describe(self):
        return 'a shape with %d sides' % len(self.sides)


def area(radius):
    return math.pi * radius * radius


print(area(2))
";

/// A Python program's bodies go first, each whole in one query, before
/// the tree passes.
#[test]
fn a_language_with_fillers_empties_its_bodies_first() {
    let python = whittle_grammars::by_name("python").unwrap();
    let (reduction, _) = make_in(python, "auto", PYTHON).into_reduction(options());
    let keeps_area = |t: &str| {
        t.contains("return math.pi * radius * radius")
            && t.contains("print(area(2))")
            && python.parse(t.as_bytes()).unwrap().error_nodes == 0
    };
    let run = drive(reduction, keeps_area);
    assert!(keeps_area(&run.result), "{}", run.result);
    assert_eq!(run.phases[0], "pass1.fillers (rewrite: filler)");
    // The first test after the original's puts `pass` in place of the
    // class's whole body.
    assert_eq!(run.tests[0], PYTHON);
    assert!(
        run.tests[1].contains("class Shape:\n    pass\n"),
        "{}",
        run.tests[1]
    );
    assert!(
        run.counters["pass1.fillers.filler.accepted"] >= 1,
        "{:?}",
        run.counters
    );
    assert!(run.counters["pass2.pardis-hybrid.runs"] >= 1);
    // The fillers pass runs every round: the rewrite pass asks no body
    // again.
    assert!(run.counters["pass4.rewrite.runs"] >= 1);
    assert!(!run.counters.contains_key("pass4.rewrite.filler.tried"));
    assert!(!run.result.contains("class"), "{}", run.result);
}

#[test]
fn counts_each_pass_apart() {
    let run = run("auto", PROGRAM, keeps_the_product);
    let counter = |name: &str| {
        *run.counters
            .get(name)
            .unwrap_or_else(|| panic!("no counter {name} in {:?}", run.counters))
    };
    let passes = [
        "pass1.pardis-hybrid",
        "pass2.perses",
        "pass3.rewrite",
        "pass4.ddmin-token",
    ];
    let sum = |what: &str| -> u64 { passes.iter().map(|p| counter(&format!("{p}.{what}"))).sum() };
    // The passes' adoptions are the driver's, and what they removed adds up
    // to what the run removed.
    assert_eq!(sum("accepted"), run.accepted);
    assert_eq!(
        sum("bytes_removed"),
        (PROGRAM.len() - run.result.len()) as u64
    );
    // Every pass ran at least once and proposed candidates; the cheap
    // first pass removes the most.
    for pass in passes {
        assert!(counter(&format!("{pass}.runs")) >= 1, "{pass}");
        assert!(counter(&format!("{pass}.candidates")) >= 1, "{pass}");
        assert_eq!(counter(&format!("{pass}.skipped")), 0, "{pass}");
    }
    assert!(counter("pass1.pardis-hybrid.bytes_removed") > counter("pass2.perses.bytes_removed"));
    assert!(counter("pass1.pardis-hybrid.tokens_removed") > 0);
    let rounds = counter("pipeline.rounds");
    assert!((1..=4).contains(&rounds), "{rounds}");
    // The phases name the passes, in order.
    assert!(
        run.phases[0].starts_with("pass1.pardis-hybrid"),
        "{:?}",
        run.phases
    );
    let first_perses = run
        .phases
        .iter()
        .position(|p| p.starts_with("pass2.perses"));
    let first_tokens = run
        .phases
        .iter()
        .position(|p| p.starts_with("pass4.ddmin-token"));
    assert!(
        first_perses.is_some() && first_perses < first_tokens,
        "{:?}",
        run.phases
    );
}

const LONG_NAMES: &str = "int multiply(int left, int right) {
  return left * right;
}

int main(void) {
  int total = 1;
  for (int index = 1; index < 5; index++)
    total = multiply(total, index);
  printf(\"%d\\n\", total);
  return 0;
}
";

/// Interesting, whatever the blanks and names: a function still returns
/// a product of two names, and a loop and a call to `printf` are left.
fn returns_a_product(text: &str) -> bool {
    let text: String = text.split_whitespace().collect();
    let name = |s: &str| s.chars().take_while(|c| c.is_ascii_alphabetic()).count();
    let product = text.match_indices("return").any(|(at, word)| {
        let rest = &text[at + word.len()..];
        let left = name(rest);
        left > 0 && rest[left..].starts_with('*') && name(&rest[left + 1..]) > 0
    });
    product && text.contains("for(") && text.contains("printf(")
}

/// Renaming and blanks run once, when every other pass is done, not in
/// every round's rewrite pass: the same tokens, no more bytes, for fewer
/// queries than with them in every round.
#[test]
fn the_polish_renames_and_squeezes_once_at_the_end() {
    use whittle_setup::pipeline::{Pass, MAX_ROUNDS};
    let run = run("auto", LONG_NAMES, returns_a_product);
    assert_eq!(run.counters["pass7.polish.runs"], 1);
    assert!(run.counters["pass7.polish.rename.accepted"] > 0);
    assert!(run.counters["pass7.polish.whitespace.accepted"] > 0);
    assert!(!run.counters.contains_key("pass3.rewrite.rename.tried"));
    assert!(run.phases.last().unwrap().starts_with("pass7.polish"));
    assert!(returns_a_product(&run.result));

    // The same pipeline with renaming and blanks in every rewrite pass.
    let every_round = c_pipeline(LONG_NAMES, MAX_ROUNDS)
        .when_stuck(Pass::Stuck)
        .with_pump();
    let reduction = Reduction::new(Box::new(every_round), options())
        .remembering_refusals()
        .remembering_strandings()
        .with_validator(Box::new(c().validator(0)));
    let every_round = drive(reduction, returns_a_product);
    assert!(every_round.counters["pass3.rewrite.rename.tried"] > 0);
    let tokens = |text: &str| c().parse(text.as_bytes()).unwrap().tree.len();
    assert_eq!(tokens(&run.result), tokens(&every_round.result));
    assert!(run.result.len() <= every_round.result.len());
    assert!(
        run.tests.len() < every_round.tests.len(),
        "{} queries polishing once, {} in every round",
        run.tests.len(),
        every_round.tests.len()
    );
}

/// Whether the text has a function whose body is `(**NAME);`, NAME
/// written before it, as a compiler wants it declared.
fn dereferences_a_declared_name(text: &str) -> bool {
    let word_char = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let is_word = |t: &str| t.chars().all(word_char);
    let mut tokens: Vec<String> = Vec::new();
    let mut in_word = false;
    for c in text.chars() {
        let word = word_char(c);
        match tokens.last_mut() {
            Some(last) if word && in_word => last.push(c),
            _ if !c.is_whitespace() => tokens.push(c.to_string()),
            _ => {}
        }
        in_word = word;
    }
    (0..tokens.len()).any(|at| {
        let t: Vec<&str> = tokens[at..].iter().map(String::as_str).collect();
        let body = match t.as_slice() {
            [_, "(", ")", ..] => &t[3..],
            [_, "(", p, ")", ..] if is_word(p) => &t[4..],
            _ => return false,
        };
        matches!(body, ["{", "(", "*", "*", name, ")", ";", "}", ..]
            if is_word(name) && tokens[..at + 1].iter().any(|w| w == name))
    })
}

/// A declaration with its uses and two names made one are asked only
/// where the rounds are stuck, literals cut only in the polish: the
/// rounds' rewrite pass asks none of them, and the merge still comes, at
/// the fixed point.
#[test]
fn the_rounds_leave_merges_uses_and_literals_to_the_stuck_pass_and_the_polish() {
    let input = "int **g = 0x10L;\nint f(void) { (**g); }\n";
    let run = run("auto", input, dereferences_a_declared_name);
    for transform in ["remove-uses", "merge", "shorten"] {
        let name = format!("pass3.rewrite.{transform}.tried");
        assert!(!run.counters.contains_key(&name), "{name}");
    }
    assert!(run.counters["pass5.stuck.remove-uses.tried"] > 0);
    assert!(
        run.counters["pass5.stuck.merge.accepted"] >= 1,
        "{}",
        run.result
    );
    assert!(run.counters.contains_key("pass7.polish.shorten.tried"));
    assert!(dereferences_a_declared_name(&run.result), "{}", run.result);
    assert!(!dereferences_a_declared_name("int f(){(**g);}"));
    assert!(!dereferences_a_declared_name("intg(){(**g);}"));
}

#[test]
fn is_deterministic() {
    let first = run("auto", PROGRAM, keeps_the_product);
    let second = run("auto", PROGRAM, keeps_the_product);
    assert_eq!(first, second);
    assert!(!first.tests.is_empty());
}

/// Without the syntax validator, an oracle that accepts broken C lets the
/// token pass leave a text that no longer parses: the next round's tree
/// passes cannot re-parse it without more error nodes than the input had,
/// so they are skipped (and counted, and named in the phase), and the run
/// ends at the token pass's fixed point.
#[test]
fn a_pass_whose_reparse_is_worse_than_the_input_is_skipped() {
    let setup = make("auto", PROGRAM);
    // The algorithm alone, without the setup's validator.
    let reduction = Reduction::new(setup.algorithm, options());
    let run = drive(reduction, |text| text.contains("mul(prod"));
    assert!(run.result.starts_with("mul(prod"), "{}", run.result);
    assert!(c().parse(run.result.as_bytes()).unwrap().error_nodes > 0);
    assert!(
        run.counters["pass1.pardis-hybrid.skipped"] >= 1,
        "{:?}",
        run.counters
    );
    assert!(
        run.counters["pass2.perses.skipped"] >= 1,
        "{:?}",
        run.counters
    );
    assert!(
        run.counters["pass4.ddmin-token.runs"] >= 2,
        "{:?}",
        run.counters
    );
    assert!(
        run.phases
            .iter()
            .any(|p| p.contains("pass2.perses skipped") && p.contains("error nodes")),
        "{:?}",
        run.phases
    );
}

#[test]
fn the_tree_view_sees_the_first_pass_only() {
    let setup = make("auto", PROGRAM);
    assert!(setup.is_tree_algorithm());
    let tree = setup.tree.clone().unwrap();
    let (mut reduction, _) = setup.into_reduction(options());
    let mut edits = 0;
    loop {
        match reduction.poll() {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                let first_pass = reduction
                    .phase()
                    .is_some_and(|p| p.round == 1 && p.pass.starts_with("pass1."));
                match reduction.test_edit(request.id) {
                    Some(edit) => {
                        assert!(first_pass, "an edit outside the first pass");
                        assert_eq!(tree.render(&edit), request.content.to_vec());
                        edits += 1;
                    }
                    None => assert!(!first_pass, "the first pass said nothing"),
                }
                let verdict = Verdict::from(keeps_the_product(&text));
                reduction.complete(request.id, verdict, Duration::from_millis(1));
            }
            Step::Wait => unreachable!(),
            Step::Done => break,
        }
    }
    assert!(edits > 0);
    assert!(
        reduction.tree_edit().is_none(),
        "the last pass edits a tree of its own"
    );
}

/// The C pipeline's regular passes over `input`, built by hand: no pass
/// for when they are stuck, no pump, no polish.
fn c_pipeline(input: &str, max_rounds: u32) -> whittle_setup::pipeline::PassPipeline {
    use std::rc::Rc;
    use whittle_setup::pipeline::{PassFactory, PassPipeline, PASSES};
    let parsed = c().parse(input.as_bytes()).unwrap();
    let factory = PassFactory::for_language(c(), 0, TreeOptions::default(), ListOptions::default());
    PassPipeline::new(
        input.as_bytes().to_vec(),
        Rc::new(parsed.tree),
        PASSES.to_vec(),
        factory,
        max_rounds,
    )
    .unwrap()
}

/// The rounds are bounded: with one round allowed, each pass runs once even
/// though the round shrank the text.
#[test]
fn the_rounds_are_bounded() {
    let pipeline = c_pipeline(PROGRAM, 1);
    let reduction =
        Reduction::new(Box::new(pipeline), options()).with_validator(Box::new(c().validator(0)));
    let run = drive(reduction, keeps_the_product);
    assert_eq!(run.counters["pipeline.rounds"], 1);
    for pass in [
        "pass1.pardis-hybrid",
        "pass2.perses",
        "pass3.rewrite",
        "pass4.ddmin-token",
    ] {
        assert_eq!(run.counters[&format!("{pass}.runs")], 1, "{pass}");
    }
    // The full run needs a second round, if only to see that it removes
    // nothing more.
    let full = self::run("auto", PROGRAM, keeps_the_product);
    assert!(full.counters["pipeline.rounds"] >= 2);
    assert!(full.result.len() <= run.result.len());
}

const POINTERS: &str = "int *a[1];\nint **p = &a[0];\nint unused;\n";

/// As a compiler: `p` is declared with one `*` more than `a` and takes the
/// address of one of `a`'s elements.
fn pointers_agree(t: &str) -> bool {
    let lines: Vec<&str> = t.lines().filter(|l| *l != "int unused;").collect();
    let [a, p] = lines[..] else {
        return false;
    };
    let stars = |line: &str, rest: &str| {
        let stars = line.strip_prefix("int ")?.strip_suffix(rest)?;
        stars.chars().all(|c| c == '*').then_some(stars.len())
    };
    matches!(
        (stars(a, "a[1];"), stars(p, "p = &a[0];")),
        (Some(a), Some(p)) if p == a + 1
    )
}

/// Where two places must change together, the pass for when the others
/// are stuck unwraps both at once; it waits for their fixed point.
#[test]
fn the_pairs_pass_runs_only_where_the_others_are_stuck() {
    let run = run("auto", POINTERS, pointers_agree);
    assert_eq!(run.result, "int a[1];\nint *p = &a[0];\n");
    assert_eq!(run.counters["pass5.stuck.accepted"], 1);
    // Round 1 removes `unused`, round 2 shrinks nothing but for the
    // pairs, round 3 runs after them and is a fixed point again.
    assert_eq!(run.counters["pass5.stuck.runs"], 2);
    assert_eq!(run.counters["pipeline.rounds"], 3);
    // The pair came once the others had nothing left to remove.
    let pair = run
        .tests
        .iter()
        .find(|t| t.contains("int a[1];") && t.contains("int *p"))
        .unwrap();
    assert!(!pair.contains("unused"), "{pair}");
}

/// As a compiler that must still index `l` at `[1][0]`: `l` is declared
/// first, and every declaration says its type.
fn indexes_l(t: &str) -> bool {
    if !t.starts_with("int l") {
        return false;
    }
    let typed = t
        .split(';')
        .map(str::trim)
        .all(|d| d.is_empty() || d.starts_with("int "));
    typed && t.contains("l[1][0]") && c().parse(t.as_bytes()).unwrap().error_nodes == 0
}

/// A declaration that a use's tail can be folded into, which no pass of
/// the rounds reaches, is collapsed by the pass for when they are stuck.
/// (ddmin over tokens is left out: on a text this small it finds the
/// fold as a run of tokens.)
#[test]
fn the_stuck_pass_collapses_the_text_between_two_occurrences_of_a_name() {
    use std::rc::Rc;
    use whittle_setup::pipeline::{Pass, PassFactory, PassPipeline, MAX_ROUNDS, PASSES};
    let input = "int l[][0];\nint *a = &l[1][0];\nint unused;\n";
    let parsed = c().parse(input.as_bytes()).unwrap();
    let factory = PassFactory::for_language(c(), 0, TreeOptions::default(), ListOptions::default());
    let passes = PASSES
        .iter()
        .filter(|pass| !matches!(pass, Pass::Units(..)))
        .cloned()
        .collect();
    let pipeline = PassPipeline::new(
        input.as_bytes().to_vec(),
        Rc::new(parsed.tree),
        passes,
        factory,
        MAX_ROUNDS,
    )
    .unwrap()
    .when_stuck(Pass::Stuck);
    let reduction =
        Reduction::new(Box::new(pipeline), options()).with_validator(Box::new(c().validator(0)));
    let run = drive(reduction, indexes_l);
    assert_eq!(run.result.trim_end(), "int l[1][0];");
    assert_eq!(run.counters["pass4.stuck.collapse.accepted"], 1);
    assert!(!run.counters.contains_key("pass3.rewrite.collapse.tried"));
    let cut = run
        .tests
        .iter()
        .position(|t| t.starts_with("int l[1][0];"))
        .unwrap();
    let unused_gone = run
        .tests
        .iter()
        .position(|t| !t.contains("unused"))
        .unwrap();
    assert!(unused_gone < cut, "the rounds came first");
}

/// The driver's window reaches every pass: with three tests at once,
/// completed latest first, the pipeline takes the sequential path (the same
/// adopted sizes, the same result and the same per-pass reductions),
/// pumps included.
#[test]
fn a_parallel_window_takes_the_sequential_path() {
    takes_the_sequential_path(PROGRAM, keeps_the_product);
    takes_the_sequential_path(LOOPING, sets_c_without_a_return);
    takes_the_sequential_path(FAR_LOOP, sets_c_and_keeps_the_variable);
}

fn takes_the_sequential_path(input: &str, oracle: fn(&str) -> bool) {
    let sequential = run("auto", input, oracle);
    // The refusals remembered, learnt from speculative tests too, pass
    // over what the sequential run passes over.
    assert!(sequential.remembered > 0);
    let (mut reduction, _) = make("auto", input).into_reduction(ReductionOptions {
        window: 3,
        ..ReductionOptions::default()
    });
    let mut running: Vec<(u64, Verdict)> = Vec::new();
    let mut most_at_once = 0;
    loop {
        match reduction.poll() {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                running.push((request.id, Verdict::from(oracle(&text))));
                most_at_once = most_at_once.max(running.len());
            }
            Step::Wait => {
                let (id, verdict) = running.pop().expect("a test is running");
                reduction.complete(id, verdict, Duration::from_millis(1));
                removed_bytes_add_up(&reduction, false);
            }
            Step::Done => break,
        }
    }
    assert!(most_at_once > 1, "the window was never used");
    removed_bytes_add_up(&reduction, true);
    assert_eq!(
        String::from_utf8(reduction.best().to_vec()).unwrap(),
        sequential.result
    );
    let counters: BTreeMap<String, u64> = reduction
        .counters()
        .into_iter()
        .map(|c| (c.name.into_owned(), c.value))
        .collect();
    for (name, value) in &sequential.counters {
        let path = [".accepted", "_removed", "_added", ".runs", "pumps_kept"];
        if path.iter().any(|end| name.ends_with(end)) {
            assert_eq!(counters[name], *value, "{name}");
        }
    }
}

/// The pipeline remembers the changes the oracle refused: a round after
/// the first passes over the ones it made before in the same place, for
/// fewer queries and the same result.
#[test]
fn remembered_refusals_save_queries_and_keep_the_result() {
    let remembering = run("auto", PROGRAM, keeps_the_product);
    let setup = make("auto", PROGRAM);
    let mut reduction = Reduction::new(setup.algorithm, options());
    if let Some(validator) = setup.validator {
        reduction = reduction.with_validator(validator);
    }
    let forgetting = drive(reduction, keeps_the_product);
    assert_eq!(forgetting.remembered, 0);
    assert!(remembering.remembered > 0);
    same_result_for_fewer_queries(&remembering, &forgetting);
}

/// A memory of refusals changes how many queries a run asks, not where
/// it ends.
fn same_result_for_fewer_queries(remembering: &Run, forgetting: &Run) {
    assert_eq!(remembering.result, forgetting.result);
    assert!(
        remembering.tests.len() < forgetting.tests.len(),
        "{} queries remembering, {} forgetting",
        remembering.tests.len(),
        forgetting.tests.len()
    );
}

const HELPERS: &str = "import math


def square(x):
    return x * x


def area(radius):
    return math.pi * square(radius)


def unused(y):
    return square(y) + 1


print(area(2))
";

/// Interesting as an interpreter would find it: the area is still
/// printed, with `math.pi` and `square(` in it, and every function called
/// is defined (calling one whose `def` went is a `NameError`).
fn prints_the_area(text: &str) -> bool {
    let python = whittle_grammars::by_name("python").unwrap();
    let defined = |name: &str| name == "print" || text.contains(&format!("def {name}("));
    let is_name = |c: char| c.is_alphanumeric() || c == '_';
    let called = text.match_indices('(').filter_map(|(at, _)| {
        let before = &text[..at];
        let start = before.rfind(|c: char| !is_name(c)).map_or(0, |i| i + 1);
        // A call, not a definition's parameters.
        let call = start < at && !before[..start].ends_with("def ");
        call.then(|| &before[start..])
    });
    text.contains("print(area(")
        && text.contains("math.pi")
        && text.contains("square(")
        && called.into_iter().all(defined)
        && python.parse(text.as_bytes()).unwrap().error_nodes == 0
}

/// The pipeline remembers which names' stranding the oracle refused: a
/// function replaced by a statement of its body, or removed in a larger
/// chunk, while a call to it stays, is not asked again. Fewer queries, the
/// same result.
#[test]
fn remembered_strandings_save_queries_and_keep_the_result() {
    let python = whittle_grammars::by_name("python").unwrap();
    let remembering = drive(
        make_in(python, "auto", HELPERS).into_reduction(options()).0,
        prints_the_area,
    );
    let setup = make_in(python, "auto", HELPERS);
    let mut reduction = Reduction::new(setup.algorithm, options()).remembering_refusals();
    if let Some(validator) = setup.validator {
        reduction = reduction.with_validator(validator);
    }
    let forgetting = drive(reduction, prints_the_area);
    assert!(
        prints_the_area(&remembering.result),
        "{}",
        remembering.result
    );
    assert_eq!(forgetting.stranded, 0);
    assert!(remembering.stranded > 0);
    same_result_for_fewer_queries(&remembering, &forgetting);
}

const LOOPING: &str = "int f(void) {\n  int c;\n  for (;;)\n    c = 1;\n}\n";

/// Interesting: a function still sets `c` to 1, and returns nothing or
/// never returns (a loop stands for the `return` an `int` needs).
fn sets_c_without_a_return(text: &str) -> bool {
    let text: String = text.split_whitespace().collect();
    text.contains("){")
        && text.contains("c=1;")
        && (text.starts_with("void") || text.starts_with("int") && text.contains("for(;;)"))
}

/// Where every pass is stuck, a pump makes the text larger (`int` to
/// `void`, a byte more) and is kept because the passes after it end
/// smaller (the loop can go); the best never grows meanwhile.
#[test]
fn a_pump_that_pays_is_kept() {
    let run = run("auto", LOOPING, sets_c_without_a_return);
    assert!(run.result.starts_with("void"), "{}", run.result);
    assert!(!run.result.contains("for"), "{}", run.result);
    assert_eq!(run.counters["pipeline.pumps_kept"], 1);
    assert_eq!(run.counters["pass6.pump.bytes_added"], 1);
    // The pump came once the others, the stuck pass too, were stuck (it
    // offered nothing there: `int for(;;)c=1;` does not parse), and the
    // stuck pass runs again at the next fixed point, where it lifts the
    // body (`void c=1;`, refused).
    let first = |pass: &str| run.phases.iter().position(|p| p.starts_with(pass));
    let pump = first("pass6.pump").expect("a pump ran");
    assert!(
        first("pass5.stuck").is_some_and(|stuck| stuck > pump),
        "{:?}",
        run.phases
    );
    assert_eq!(run.counters["pass5.stuck.lift.tried"], 1);
    assert_eq!(run.counters["pass5.stuck.runs"], 2);

    // Without a pump the loop stays: the same input, the pipeline as it
    // was.
    let kept = run.result.len();
    let without = no_pump(LOOPING, sets_c_without_a_return);
    assert!(without.contains("for(;;)"), "{without}");
    assert!(kept < without.len());
}

/// Interesting: `l` is set to whether `&g` is null, and `g` is declared
/// before (a variable or a function), in C that parses.
fn tests_the_address_of_g(text: &str) -> bool {
    let squashed: String = text.split_whitespace().collect();
    let Some(at) = squashed.find("intl=(&g!=0)") else {
        return false;
    };
    let before = &squashed[..at];
    (before.contains("g;") || before.contains("g("))
        && c().parse(text.as_bytes()).unwrap().error_nodes == 0
}

/// Where a merge left a function that names itself (`void g(void) {
/// &g; }`), its body cannot leave it: the pump that undoes the merge
/// declares `g` apart, and the passes after it put the body at the top
/// level, smaller than where the pump started.
#[test]
fn a_pump_undoes_a_merge_that_kept_a_body_inside_its_function() {
    let merged = "static long x;\nvoid g(void) { int l = (&g != 0); }\n";
    let run = run("auto", merged, tests_the_address_of_g);
    let squashed: String = run.result.split_whitespace().collect();
    assert!(!squashed.contains("void"), "{}", run.result);
    assert!(squashed.ends_with("g;intl=(&g!=0);"), "{}", run.result);
    assert_eq!(run.counters["pipeline.pumps_kept"], 1);
    assert_eq!(run.counters["pass6.pump.unmerge.accepted"], 1);
    assert!(run.result.len() < no_pump(merged, tests_the_address_of_g).len());
}

/// [`LOOPING`] with a statement the oracle keeps between `int` and the
/// loop.
const FAR_LOOP: &str =
    "int f(void) {\n  int c;\n  int keep_the_name_of_this_variable = 0;\n  for (;;)\n    c = 1;\n}\n";

fn sets_c_and_keeps_the_variable(text: &str) -> bool {
    sets_c_without_a_return(text)
        && text
            .split_whitespace()
            .collect::<String>()
            .contains("intkeep_the_name_of_this_variable=0;")
}

/// A pump opens removals refused before it far from what it changed: the
/// loop of [`FAR_LOOP`] was refused while `f` returned `int`, remembered
/// with the statement before it, not with `int`. Made `void`, the loop is
/// asked again and goes: the refusals learnt before a pump are forgotten.
#[test]
fn a_pump_reopens_what_was_refused_out_of_its_sight() {
    let run = run("auto", FAR_LOOP, sets_c_and_keeps_the_variable);
    assert!(run.remembered > 0);
    assert_eq!(run.counters["pipeline.pumps_kept"], 1);
    assert!(run.result.starts_with("void"), "{}", run.result);
    assert!(!run.result.contains("for"), "{}", run.result);
}

/// A pump whose passes end no smaller goes back, with the bytes they
/// removed: the result and the counts are those of the text before it.
#[test]
fn a_pump_that_does_not_pay_goes_back() {
    let needs_the_loop = |t: &str| {
        sets_c_without_a_return(t) && t.split_whitespace().collect::<String>().contains("for(;;)")
    };
    let run = run("auto", LOOPING, needs_the_loop);
    assert!(run.result.starts_with("int"), "{}", run.result);
    let without = no_pump_run(LOOPING, needs_the_loop);
    assert_eq!(run.result, without.result);
    // Each pass's breakdown too (`pass3.rewrite.replace.bytes_removed`)
    // takes back what the pump's round removed. (The polish is a place
    // later with a pump before it: counters by pass name.)
    let removals = |run: &Run| -> BTreeMap<String, u64> {
        run.counters
            .iter()
            .filter(|(name, _)| name.ends_with("_removed") && !name.contains(".pump."))
            .map(|(name, &value)| (name.split_once('.').unwrap().1.to_string(), value))
            .collect()
    };
    assert_eq!(removals(&run), removals(&without));
    assert_eq!(run.counters["pipeline.pumps_kept"], 0);
    assert_eq!(run.counters["pipeline.pumps_reverted"], 1);
    assert!(run.tests.iter().any(|t| t.starts_with("void")));
    // The one pump was tried once: the next pump passes over it.
    assert_eq!(run.counters["pass6.pump.runs"], 2);
    assert_eq!(run.counters["pass6.pump.accepted"], 1);
}

/// Pumps that do not pay cost a round each: after a few in a row, no
/// more are tried.
#[test]
fn pumping_stops_after_a_few_that_go_back() {
    let functions = 6;
    let input: String = (0..functions)
        .map(|i| format!("int f{i}(void) {{\n  int c;\n  for (;;)\n    c = 1;\n}}\n"))
        .collect();
    let every_loop = |t: &str| {
        let t: String = t.split_whitespace().collect();
        ["(){intc;for(;;)c=1;}", "(void){intc;for(;;)c=1;}"]
            .iter()
            .map(|body| t.matches(body).count())
            .sum::<usize>()
            == functions
    };
    let run = run("auto", &input, every_loop);
    assert_eq!(
        run.counters["pipeline.pumps_reverted"],
        whittle_setup::pipeline::MAX_PUMPS_BACK as u64
    );
    assert_eq!(run.counters["pipeline.pumps_kept"], 0);
    assert_eq!(run.result, no_pump(&input, every_loop));
}

/// The result of the pipeline without its pump (`pumps: false`), at a
/// window of one.
fn no_pump(input: &str, oracle: impl Fn(&str) -> bool) -> String {
    no_pump_run(input, oracle).result
}

fn no_pump_run(input: &str, oracle: impl Fn(&str) -> bool) -> Run {
    let (reduction, _) = make_with(c(), "auto", input, false).into_reduction(options());
    let run = drive(reduction, oracle);
    assert!(!run.counters.keys().any(|name| name.contains("pump")));
    run
}
