//! The model file format and the validity and success models.

use std::rc::Rc;

use whittle_core::learn::{
    KindCounts, LearnOptions, ModelFile, OnlineRule, OnlineSuccess, OnlineValidity, Probability,
    SuccessModel, TimeInvariant, TimeVarying, ValidityModel,
};

const EXAMPLE: &str = r#"{
  "language": "c",
  "description": "free text: corpus, oracle, date",
  "validity": { "default": true, "kinds": { "declaration": false, "expression_statement": true } },
  "success": {
    "default": { "w": 0.0, "b": 0.0, "frequency": 0.5, "trials": 0 },
    "kinds": { "expression_statement": { "w": 1.3, "b": -0.2, "frequency": 0.61, "trials": 1234 } }
  }
}"#;

#[test]
fn the_trainers_file_parses_and_unknown_kinds_take_the_default() {
    let model = ModelFile::from_json(EXAMPLE).unwrap();
    assert_eq!(model.language, "c");
    assert!(!model.valid("declaration"));
    assert!(model.valid("expression_statement"));
    assert!(model.valid("never_seen"));
    let curve = model.curve("expression_statement");
    assert_eq!(curve.trials, 1234);
    let expected = 1.0 / (1.0 + (-(1.3 * 0.5 - 0.2f64)).exp());
    assert!((curve.at(0.5) - expected).abs() < 1e-12);
    assert_eq!(model.curve("never_seen").at(0.3), 0.5);
    // Writing and reading back gives the same model.
    assert_eq!(ModelFile::from_json(&model.to_json()).unwrap(), model);
}

#[test]
fn malformed_model_files_are_refused() {
    assert!(ModelFile::from_json("{}").is_err());
    let bad = EXAMPLE.replace("0.61", "1.5");
    let err = ModelFile::from_json(&bad).unwrap_err();
    assert!(err.contains("expression_statement"), "{err}");
}

#[test]
fn trained_providers_are_time_varying_or_constant() {
    let model = Rc::new(ModelFile::from_json(EXAMPLE).unwrap());
    let varying = TimeVarying(Rc::clone(&model));
    let constant = TimeInvariant(Rc::clone(&model));
    let early = varying.probability("expression_statement", 1.0);
    let late = varying.probability("expression_statement", 0.1);
    assert!(early > late, "w > 0: more likely early");
    assert_eq!(constant.probability("expression_statement", 1.0), 0.61);
    assert_eq!(constant.probability("expression_statement", 0.1), 0.61);
    assert_eq!(constant.probability("unknown", 0.1), 0.5);
}

#[test]
fn online_rates_start_at_one_half_and_follow_the_verdicts() {
    let mut online = OnlineSuccess::new(None);
    assert_eq!(online.probability("s", 1.0), 0.5);
    for _ in 0..8 {
        online.observe("s", true);
    }
    // Laplace: (8 + 1) / (8 + 2).
    assert!((online.probability("s", 1.0) - 0.9).abs() < 1e-12);
    assert_eq!(online.probability("other", 1.0), 0.5);
}

#[test]
fn online_rates_blend_with_a_trained_prior() {
    let model = Rc::new(ModelFile::from_json(EXAMPLE).unwrap());
    let mut blended = OnlineSuccess::new(Some(Box::new(TimeInvariant(model))));
    assert!((blended.probability("expression_statement", 1.0) - 0.61).abs() < 1e-12);
    for _ in 0..10 {
        blended.observe("expression_statement", false);
    }
    // Ten trials against a prior worth ten: halfway to zero.
    assert!((blended.probability("expression_statement", 1.0) - 0.305).abs() < 1e-12);
    assert_eq!(
        KindCounts {
            successes: 1,
            trials: 3
        }
        .mean(0.5, 2.0),
        0.4
    );
}

#[test]
fn the_online_validity_rule_skips_a_failing_kind_and_explores() {
    let rule = OnlineRule::default();
    let mut model = OnlineValidity::new(rule, None);
    for _ in 0..rule.min_trials {
        assert!(model.predict("bad"), "tried until there is evidence");
        model.observe("bad", false);
    }
    // Evidence: 1/7 < 0.15. Skipped `explore_every` times, then tried once.
    for _ in 0..rule.explore_every {
        assert!(!model.predict("bad"));
    }
    assert!(model.predict("bad"), "exploration");
    assert!(!model.predict("bad"));
    assert_eq!(model.counters()[0].value, 1);
    // A kind that succeeds is never skipped, whatever else happens.
    for _ in 0..100 {
        assert!(model.predict("good"));
        model.observe("good", true);
    }
    // One success in the first five keeps a kind in.
    let mut model = OnlineValidity::new(rule, None);
    for success in [true, false, false, false, false, false] {
        assert!(model.predict("mixed"));
        model.observe("mixed", success);
    }
}

#[test]
fn learn_options_choose_the_models() {
    let model = Rc::new(ModelFile::from_json(EXAMPLE).unwrap());
    // No model: online learners, for any language.
    let none = LearnOptions::default();
    let mut validity = none.validity_model();
    assert!(validity.predict("declaration"));
    assert_eq!(none.success_model().probability("declaration", 1.0), 0.5);
    // A model: its table and curves.
    let trained = LearnOptions {
        model: Some(Rc::clone(&model)),
        ..LearnOptions::default()
    };
    assert!(!trained.validity_model().predict("declaration"));
    let p = trained
        .success_model()
        .probability("expression_statement", 1.0);
    assert!((p - model.curve("expression_statement").at(1.0)).abs() < 1e-12);
    let invariant = LearnOptions {
        probability: Probability::TimeInvariant,
        ..trained.clone()
    };
    assert_eq!(
        invariant
            .success_model()
            .probability("expression_statement", 1.0),
        0.61
    );
    // Adapting: the table decides until the run has evidence of its own.
    let adapt = LearnOptions {
        adapt: true,
        ..trained
    };
    let mut validity = adapt.validity_model();
    assert!(!validity.predict("declaration"));
    for _ in 0..5 {
        validity.observe("declaration", true);
    }
    assert!(validity.predict("declaration"));
}
