//! Type-batched reduction ([Gharachorlu 2023b], docs/references.md):
//! observable behaviours.

use std::rc::Rc;

use whittle_core::algorithms::tree::{
    stop_early, take_best, PrepOptions, Rated, Snapshot, TreeOptions, TreeState,
};
use whittle_core::learn::Probability;

use crate::spec::*;

const VARIANTS: [&str; 3] = ["type-batched", "type-batched-pardis", "type-agnostic-joint"];

fn state(spec: &Spec) -> TreeState {
    TreeState::new(Rc::new(build(spec)), PrepOptions::default())
}

/// A model file with these `(kind, w, b, frequency)` success curves.
fn curves(default_frequency: f64, kinds: &[(&str, f64, f64, f64)]) -> String {
    let kinds: Vec<String> = kinds
        .iter()
        .map(|(k, w, b, f)| {
            format!(r#""{k}": {{"w": {w}, "b": {b}, "frequency": {f}, "trials": 100}}"#)
        })
        .collect();
    format!(
        r#"{{"language": "test",
            "validity": {{"default": true}},
            "success": {{
              "default": {{"w": 0, "b": 0, "frequency": {default_frequency}, "trials": 0}},
              "kinds": {{{}}}}}}}"#,
        kinds.join(", ")
    )
}

fn options(json: &str, probability: Probability) -> TreeOptions {
    let mut options = with_model(model(json), false);
    options.learn.probability = probability;
    options
}

/// §3.4: A (S, 10 tokens), B (S, 4), C (D, 20 tokens holding an S of 5).
fn worked_example() -> Spec {
    node(
        "root",
        vec![
            removable("S", toks("a", 10)),
            removable("S", toks("b", 4)),
            removable(
                "D",
                [vec![removable("S", toks("s", 5))], toks("c", 15)].concat(),
            ),
        ],
    )
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn the_worked_example_schedules_s_first() {
    let s = state(&worked_example());
    let snapshot = Snapshot::new(&s);
    let (kind_s, kind_d) = (kind_of(&s, "S"), kind_of(&s, "D"));
    let es = snapshot.type_expectation(&s, kind_s, 0.8);
    let ed = snapshot.type_expectation(&s, kind_d, 0.1);
    let cleanup = snapshot.cleanup_expectation(&s, |k| if k == kind_s { 0.8 } else { 0.1 });
    assert!(close(es.tokens, 15.2) && close(es.queries, 3.0), "{es:?}");
    assert!(close(ed.tokens, 2.0) && close(ed.queries, 1.0), "{ed:?}");
    assert!(
        close(cleanup.tokens, 16.8) && close(cleanup.queries, 3.9),
        "{cleanup:?}"
    );
    assert!(close(es.rate(), 15.2 / 3.0) && close(cleanup.rate(), 16.8 / 3.9));
    let rated = [
        Rated {
            kind: kind_d,
            name: "D".into(),
            probability: 0.1,
            expectation: ed,
        },
        Rated {
            kind: kind_s,
            name: "S".into(),
            probability: 0.8,
            expectation: es,
        },
    ];
    assert_eq!(take_best(&rated), Some(1));
    assert!(!stop_early(es.rate(), cleanup.rate()));
    assert!(stop_early(ed.rate(), cleanup.rate()));
    assert!(stop_early(cleanup.rate(), cleanup.rate()), "a tie stops");

    // The reducer logs the same numbers: S runs, then D stops batching.
    let model = curves(0.5, &[("S", 0.0, 0.0, 0.8), ("D", 0.0, 0.0, 0.1)]);
    let run = run(
        "type-batched",
        &worked_example(),
        options(&model, Probability::TimeInvariant),
        |_| false,
    );
    let log: Vec<(&str, bool)> = run.log.iter().map(|r| (r.kind.as_str(), r.ran)).collect();
    assert_eq!(log, [("S", true), ("D", false)]);
    assert!(close(run.log[0].rate, 15.2 / 3.0) && close(run.log[0].cleanup_rate, 16.8 / 3.9));
    assert!(close(run.log[1].rate, 2.0));
}

#[test]
fn a_kind_that_cannot_succeed_is_never_chosen_over_one_that_can() {
    let spec = node(
        "root",
        vec![
            removable("Z", toks("z", 50)),
            removable("Y", toks("y", 3)),
            removable("Y", toks("x", 3)),
        ],
    );
    let s = state(&spec);
    let snapshot = Snapshot::new(&s);
    let (z, y) = (kind_of(&s, "Z"), kind_of(&s, "Y"));
    let rated: Vec<Rated> = [(z, "Z", 0.0), (y, "Y", 0.3)]
        .into_iter()
        .map(|(kind, name, p)| Rated {
            kind,
            name: name.into(),
            probability: p,
            expectation: snapshot.type_expectation(&s, kind, p),
        })
        .collect();
    assert_eq!(rated[0].expectation.rate(), 0.0);
    assert_eq!(take_best(&rated), Some(1));
    let model = curves(0.5, &[("Z", 0.0, 0.0, 0.0), ("Y", 0.0, 0.0, 0.3)]);
    let run = run(
        "type-batched",
        &spec,
        options(&model, Probability::TimeInvariant),
        |_| false,
    );
    assert_eq!(run.log[0].kind, "Y");
}

/// The running example's shape ([Gharachorlu 2023b], Table 1): declarations
/// used by later statements, a statement that must stay, statements nested in
/// an `if`, and a function that is called from another.
fn running_example() -> Spec {
    node(
        "program",
        vec![
            declaration("S", 10, &[]),
            declaration("I", 3, &[]),
            removable(
                "function",
                vec![
                    tok("deffoo"),
                    node(
                        "block",
                        vec![
                            declaration("T", 4, &["S"]),
                            statement("a", 4, &["T", "I"]),
                            removable("statement", with_filler("hello", 3)),
                            removable(
                                "statement",
                                vec![
                                    tok("if"),
                                    tok("useI_if"),
                                    node("block", vec![statement("b", 6, &["I"])]),
                                ],
                            ),
                        ],
                    ),
                ],
            ),
            removable(
                "function",
                vec![
                    tok("main"),
                    node("block", vec![statement("c", 2, &["foo"])]),
                ],
            ),
        ],
    )
}

/// Statements are usually removable; declarations only late in a
/// reduction; functions and blocks (removable by nullability inference
/// when all their children are) rarely.
fn trained_c() -> String {
    curves(
        0.5,
        &[
            ("statement", 0.0, 2.2, 0.9),
            ("declaration", -8.0, 5.0, 0.6),
            ("function", 0.0, -3.0, 0.05),
            ("block", 0.0, -3.0, 0.05),
        ],
    )
}

fn tokens_per_query(spec: &Spec, run: &Run) -> f64 {
    (words(spec).len() - run.tokens()) as f64 / run.queries as f64
}

#[test]
fn batching_statements_first_removes_more_tokens_per_query_than_pardis() {
    let spec = running_example();
    let pardis = run("pardis", &spec, TreeOptions::default(), needs_declarations);
    let options = options(&trained_c(), Probability::TimeVarying);
    let joint = run("type-batched", &spec, options.clone(), needs_declarations);
    let single = run("type-batched-pardis", &spec, options, needs_declarations);
    assert_eq!(joint.log[0].kind, "statement");
    assert!(joint.log[0].accepted > 0);
    let (p, j, s) = (
        tokens_per_query(&spec, &pardis),
        tokens_per_query(&spec, &joint),
        tokens_per_query(&spec, &single),
    );
    assert!(j > p && s > p, "pardis {p}, joint {j}, single {s}");
    assert!(joint.queries < single.queries, "{joint:?}\n{single:?}");
    assert!(joint.tokens() <= pardis.tokens());
}

#[test]
fn every_variant_ends_interesting_at_a_pardis_fixed_point() {
    let spec = running_example();
    let keep_some = |t: &str| {
        needs_declarations(t) && t.split_whitespace().any(|w| w == "useS_dT0" || w == "main")
    };
    let oracles: [&dyn Fn(&str) -> bool; 3] = [&needs_declarations, &keep_some, &|t: &str| {
        t.contains("hello")
    }];
    for oracle in oracles {
        for variant in VARIANTS {
            for options in [
                TreeOptions::default(),
                options(&trained_c(), Probability::TimeVarying),
                options(&trained_c(), Probability::TimeInvariant),
            ] {
                let run = run(variant, &spec, options, oracle);
                assert_pardis_fixed_point(&spec, &run.result, oracle);
            }
        }
    }
}

#[test]
fn when_no_kind_beats_the_cleanup_the_run_is_plain_pardis() {
    // Every probability zero: every rate is 0, no better than the clean-up.
    let spec = running_example();
    let never = curves(0.0, &[]);
    let pardis = run("pardis", &spec, TreeOptions::default(), needs_declarations);
    let batched = run(
        "type-batched",
        &spec,
        options(&never, Probability::TimeInvariant),
        needs_declarations,
    );
    assert_eq!(batched.tests, pardis.tests);
    assert_eq!(batched.result, pardis.result);
    assert_eq!(batched.log.len(), 1);
    assert!(!batched.log[0].ran);
    // One kind only: its rate is the clean-up's, and a tie stops.
    let one_kind = node(
        "root",
        (0..4)
            .map(|i| removable("S", toks(&format!("k{i}_"), i + 1)))
            .chain([tok("keep")])
            .collect(),
    );
    let oracle = |t: &str| t.contains("k2_");
    let pardis = run("pardis", &one_kind, TreeOptions::default(), oracle);
    let batched = run(
        "type-batched",
        &one_kind,
        options(&trained_c(), Probability::TimeVarying),
        oracle,
    );
    assert_eq!(batched.tests, pardis.tests);
    assert!(!batched.log[0].ran);
}

/// Big declarations used by small statements; `hello` always stays.
fn big_declarations() -> Spec {
    let mut children = vec![tok("hello")];
    for name in ["A", "B", "C", "D"] {
        children.push(declaration(name, 9, &[]));
    }
    for i in 0..8 {
        let name = ["A", "B", "C", "D"][i % 4];
        children.push(statement(&i.to_string(), 2, &[name]));
    }
    node("program", children)
}

/// Failed queries before the first success.
fn leading_failures(run: &Run) -> usize {
    run.tests.iter().take_while(|(_, verdict)| !verdict).count()
}

#[test]
fn time_invariant_rates_start_with_a_plateau_that_time_varying_avoids() {
    let spec = big_declarations();
    let model = curves(
        0.5,
        &[
            ("declaration", -12.0, 4.0, 0.6),
            ("statement", 0.0, 0.0, 0.5),
        ],
    );
    let invariant = run(
        "type-batched",
        &spec,
        options(&model, Probability::TimeInvariant),
        needs_declarations,
    );
    let varying = run(
        "type-batched",
        &spec,
        options(&model, Probability::TimeVarying),
        needs_declarations,
    );
    assert_eq!(invariant.log[0].kind, "declaration");
    assert_eq!(invariant.log[0].accepted, 0);
    assert!(invariant.log[0].candidates >= 4, "{:?}", invariant.log);
    assert!(leading_failures(&invariant) >= invariant.log[0].candidates as usize);
    assert_eq!(varying.log[0].kind, "statement");
    assert!(varying.log[0].accepted > 0);
    assert_eq!(leading_failures(&varying), 0);
    assert!(varying.queries < invariant.queries);
    assert_eq!(varying.result, invariant.result);
}

#[test]
fn the_same_run_asks_the_same_queries() {
    let spec = running_example();
    for variant in VARIANTS {
        for options in [
            TreeOptions::default(),
            options(&trained_c(), Probability::TimeVarying),
        ] {
            let first = run(variant, &spec, options.clone(), needs_declarations);
            let second = run(variant, &spec, options, needs_declarations);
            assert_eq!(first.tests, second.tests);
            assert_eq!(first.log, second.log);
        }
    }
}

#[test]
fn without_a_model_every_kind_starts_at_one_half() {
    // No model: the online provider, for any grammar.
    let spec = big_declarations();
    let run = run(
        "type-batched",
        &spec,
        TreeOptions::default(),
        needs_declarations,
    );
    let first = &run.log[0];
    assert_eq!(first.probability, 0.5);
    assert_pardis_fixed_point(&spec, &run.result, &needs_declarations);
    assert!(run.counter("batches") >= 1);
    assert_eq!(
        run.counter("batch-tokens-removed"),
        run.log.iter().map(|r| r.tokens_removed).sum::<u64>()
    );
}
