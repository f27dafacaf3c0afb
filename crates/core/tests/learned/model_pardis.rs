//! Model-guided Pardis ([Gharachorlu 2021], docs/references.md): observable
//! behaviours.

use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::learn::LearnOptions;

use crate::spec::*;

fn validity(default: bool, kinds: &str) -> String {
    format!(
        r#"{{"language": "test",
            "validity": {{"default": {default}, "kinds": {{{kinds}}}}},
            "success": {{"default": {{"w": 0, "b": 0, "frequency": 0.5, "trials": 0}}}}}}"#
    )
}

/// A program with nested removable kinds: functions holding declarations
/// holding statements, and loose statements.
fn program() -> Spec {
    node(
        "program",
        vec![
            tok("hello"),
            removable(
                "function",
                vec![
                    tok("f0"),
                    declaration("A", 3, &[]),
                    removable(
                        "D",
                        vec![tok("d0"), statement("1", 2, &["A"]), statement("2", 4, &[])],
                    ),
                ],
            ),
            removable(
                "D",
                vec![tok("d1"), statement("3", 3, &[]), statement("4", 1, &[])],
            ),
            statement("5", 5, &[]),
            declaration("B", 2, &[]),
        ],
    )
}

fn keep_hello_and_d1(text: &str) -> bool {
    needs_declarations(text) && text.split_whitespace().any(|w| w == "d1")
}

#[test]
fn an_always_valid_model_is_pardis() {
    let spec = program();
    for oracle in [needs_declarations as fn(&str) -> bool, keep_hello_and_d1] {
        let pardis = run("pardis", &spec, TreeOptions::default(), oracle);
        let guided = run(
            "model-pardis",
            &spec,
            with_model(model(&validity(true, "")), false),
            oracle,
        );
        assert_eq!(guided.tests, pardis.tests);
        assert_eq!(guided.result, pardis.result);
        assert_eq!(guided.counter("skipped"), 0);
    }
}

#[test]
fn an_always_invalid_model_asks_nothing_and_counts_every_skip() {
    let spec = program();
    let guided = run(
        "model-pardis",
        &spec,
        with_model(model(&validity(false, "")), false),
        |_| true,
    );
    assert_eq!(guided.queries, 0);
    assert_eq!(guided.result, text(&spec));
    // A skip is a failed trial without the query: an always-failing oracle
    // makes Pardis try exactly the nodes the model skipped.
    let pardis = run("pardis", &spec, TreeOptions::default(), |_| false);
    assert_eq!(guided.counter("skipped"), pardis.queries);
}

#[test]
fn a_kind_marked_invalid_is_never_removed_directly() {
    let spec = program();
    let options = with_model(model(&validity(true, r#""D": false"#)), false);
    let guided = run("model-pardis", &spec, options, needs_declarations);
    let kinds = guided.tried_kinds();
    assert!(!kinds.iter().any(|k| k == "D"), "{kinds:?}");
    // The D inside the function went with it; the loose D stays, but its
    // statements were tried and removed.
    assert!(kinds.iter().any(|k| k == "function"));
    assert!(kinds.iter().filter(|k| *k == "statement").count() >= 2);
    let words: Vec<&str> = guided.result.split_whitespace().collect();
    assert!(!words.contains(&"d0"));
    assert!(words.contains(&"d1"));
    assert!(!words
        .iter()
        .any(|w| w.starts_with("st3") || w.starts_with("st4")));
    assert!(guided.counter("skipped") >= 1);
    // Plain Pardis removes the loose D.
    let pardis = run("pardis", &spec, TreeOptions::default(), needs_declarations);
    assert!(!pardis.result.split_whitespace().any(|w| w == "d1"));
    assert_eq!(guided.queries, guided.tests.len() as u64);
}

#[test]
fn the_recovery_pass_finds_what_the_model_skipped() {
    let spec = program();
    let skip_d = validity(true, r#""D": false, "declaration": false"#);
    let without = run(
        "model-pardis",
        &spec,
        with_model(model(&skip_d), false),
        needs_declarations,
    );
    let mut options = with_model(model(&skip_d), false);
    options.learn.recover = true;
    let with = run("model-pardis", &spec, options, needs_declarations);
    assert!(with.tokens() < without.tokens(), "{with:?}");
    assert!(with.result.len() <= without.result.len());
    // Recovery tries the skipped kinds with the model off.
    assert!(with.tried_kinds().iter().any(|k| k == "D"));
    assert_pardis_fixed_point(&spec, &with.result, &needs_declarations);
    // Where the model skipped nothing, there is nothing to recover.
    let mut options = with_model(model(&validity(true, "")), false);
    options.learn.recover = true;
    let plain = run("model-pardis", &spec, options, needs_declarations);
    let pardis = run("pardis", &spec, TreeOptions::default(), needs_declarations);
    assert_eq!(plain.tests, pardis.tests);
}

/// Twenty heavy `bad` nodes that can never go, each followed by a light
/// `good` one that always can.
fn bad_and_good() -> Spec {
    let mut children = vec![tok("hello")];
    for i in 0..20 {
        children.push(removable("bad", with_filler(&format!("bad{i}"), 3)));
        children.push(removable("good", with_filler(&format!("good{i}"), 1)));
    }
    node("program", children)
}

fn keeps_bad(text: &str) -> bool {
    (0..20).all(|i| text.split_whitespace().any(|w| w == format!("bad{i}")))
}

#[test]
fn the_online_learner_skips_a_failing_kind_but_never_a_succeeding_one() {
    let spec = bad_and_good();
    // No model file: the online learner decides.
    let online = run("model-pardis", &spec, TreeOptions::default(), keeps_bad);
    let kinds = online.tried_kinds();
    let bad = kinds.iter().filter(|k| *k == "bad").count();
    let good = kinds.iter().filter(|k| *k == "good").count();
    assert_eq!(good, 20, "every good node was tried");
    assert!(online
        .result
        .split_whitespace()
        .all(|w| !w.starts_with("good")));
    // Pardis tries the bad nodes in both of its passes: 40 failures.
    let pardis = run("pardis", &spec, TreeOptions::default(), keeps_bad);
    assert_eq!(pardis.queries, 40 + 20);
    // Online: five straight failures, then one try in nine.
    let rule = LearnOptions::default().rule;
    assert!(kinds[..5].iter().all(|k| k == "bad"));
    assert!(bad < 40 / 2, "{bad} bad trials");
    assert!(bad as u64 > rule.min_trials, "exploration still tries some");
    assert_eq!(online.counter("skipped"), 40 - bad as u64);
    assert_eq!(online.result, pardis.result);
}
