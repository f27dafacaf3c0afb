//! Training on synthetic trial logs whose truth is known.

use whittle_core::learn::{ModelFile, Trial};
use whittle_learn::{fit, fit_kind, Confusion, FeatureSet, FitOptions, ForestOptions, TrialRecord};

fn record(file: usize, kind: &str, progress: f64, success: bool) -> TrialRecord {
    TrialRecord {
        file: format!("f{file}.c"),
        trial: Trial {
            kind: kind.to_string(),
            children: vec!["<token>".to_string()],
            path: vec![kind.to_string(), "translation_unit".to_string()],
            progress,
            tokens: 3,
        },
        success,
        ms: 1.0,
    }
}

/// `statement` always succeeds, `declaration` only late in a run (progress
/// below 0.6: 23 of every 40 trials), `label` never.
fn log() -> Vec<TrialRecord> {
    let mut records = Vec::new();
    for file in 0..8 {
        for i in 0..40 {
            let progress = 1.0 - i as f64 / 40.0;
            records.push(record(file, "statement", progress, true));
            records.push(record(file, "declaration", progress, progress < 0.6));
            records.push(record(file, "label", progress, false));
        }
    }
    records
}

fn options(sets: Vec<FeatureSet>) -> FitOptions {
    FitOptions {
        language: "c".to_string(),
        description: "synthetic".to_string(),
        forest: ForestOptions { trees: 10, seed: 1 },
        feature_sets: sets,
        balance: false,
    }
}

#[test]
fn the_model_file_is_what_the_engine_reads() {
    let fitted = fit(&log(), &options(vec![FeatureSet::Type])).unwrap();
    let model = ModelFile::from_json(&fitted.model.to_string()).unwrap();
    assert_eq!(model.language, "c");
    assert!(model.valid("statement"));
    assert!(!model.valid("label"));
    // Unknown kinds are tried.
    assert!(model.valid("never_seen"));
    // Declarations: unlikely early, likely late.
    let curve = model.curve("declaration");
    assert!(curve.at(0.95) < 0.3, "early {}", curve.at(0.95));
    assert!(curve.at(0.1) > 0.7, "late {}", curve.at(0.1));
    // Statements: a constant near 1.
    assert!(model.curve("statement").at(0.5) > 0.9);
}

#[test]
fn the_report_scores_held_out_files() {
    let fitted = fit(&log(), &options(FeatureSet::ALL.to_vec())).unwrap();
    let report = &fitted.report;
    assert_eq!(report.files, 8);
    // Every fourth file is held out: files 3 and 7.
    assert_eq!(report.test, 2 * 120);
    assert_eq!(report.train, 6 * 120);
    assert_eq!(report.forests.len(), 5);
    let kind = &report.forests[0];
    assert_eq!(kind.features, "type");
    // Mostly valid, declarations are predicted valid with statements, labels
    // invalid: 80 statements + 2 × 23 late declarations are true positives,
    // 2 × 17 early declarations false positives; recall 1.
    assert_eq!(kind.confusion.true_positive, 126);
    assert_eq!(kind.confusion.false_positive, 34);
    assert_eq!(kind.confusion.false_negative, 0);
    assert_eq!(kind.confusion.true_negative, 80);
    assert!((kind.precision - 126.0 / 160.0).abs() < 1e-9);
    assert!((kind.recall - 1.0).abs() < 1e-9);
    // The time-varying curves beat the constant rates on this log.
    assert!(report.log_loss_time_varying < report.log_loss_time_invariant);
    assert!(report.log_loss_time_invariant < report.log_loss_constant);
}

#[test]
fn rare_or_one_sided_kinds_get_a_smoothed_constant() {
    let records: Vec<TrialRecord> = (0..5).map(|_| record(0, "rare", 0.5, false)).collect();
    let refs: Vec<&TrialRecord> = records.iter().collect();
    let fit = fit_kind(&refs).unwrap();
    assert_eq!(fit.w, 0.0);
    // (0 + 1) / (5 + 2)
    assert!((fit.probability(0.3) - 1.0 / 7.0).abs() < 1e-9);
    assert_eq!(fit.frequency, 0.0);
}

#[test]
fn confusion_ratios() {
    let mut c = Confusion::default();
    c.add(true, true);
    c.add(true, false);
    c.add(false, true);
    c.add(false, false);
    c.add(true, true);
    assert!((c.precision() - 2.0 / 3.0).abs() < 1e-9);
    assert!((c.recall() - 2.0 / 3.0).abs() < 1e-9);
    assert!((c.accuracy() - 3.0 / 5.0).abs() < 1e-9);
    assert_eq!(Confusion::default().precision(), 0.0);
}

#[test]
fn an_empty_log_is_refused() {
    assert!(fit(&[], &options(vec![])).is_err());
}

#[test]
fn a_log_cut_mid_line_loses_only_its_last_line() {
    let dir = std::env::temp_dir().join(format!("whittle-learn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("log.jsonl");
    let line = serde_json::to_string(&record(0, "statement", 1.0, true)).unwrap();
    std::fs::write(&path, format!("{line}\n{line}\n{}", &line[..20])).unwrap();
    assert_eq!(whittle_learn::read_log(&path).unwrap().len(), 2);
    // A bad line anywhere else is an error naming it.
    std::fs::write(&path, format!("{line}\nnot json\n{line}\n")).unwrap();
    let error = whittle_learn::read_log(&path).unwrap_err();
    assert!(error.contains("log.jsonl:2"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn balancing_keeps_a_lopsided_forest_from_always_saying_invalid() {
    // 90 % of the trials fail; `rare_ok` succeeds 40 % of the time, which a
    // forest on the raw data rounds to "invalid".
    let mut records = Vec::new();
    for file in 0..8 {
        for i in 0..50 {
            records.push(record(file, "never", 0.5, false));
            records.push(record(file, "rare_ok", 0.5, i % 5 < 2));
        }
    }
    let mut o = options(vec![FeatureSet::Type]);
    let raw = fit(&records, &o).unwrap();
    let raw = ModelFile::from_json(&raw.model.to_string()).unwrap();
    assert!(!raw.valid("rare_ok"));
    o.balance = true;
    let balanced = fit(&records, &o).unwrap();
    let balanced = ModelFile::from_json(&balanced.model.to_string()).unwrap();
    assert!(balanced.valid("rare_ok"));
    assert!(!balanced.valid("never"));
}

/// A kind-only forest must not depend on the order of the log's lines
/// (smartcore 0.7's trees did: they skip thresholds between tied values).
#[test]
fn the_kind_table_does_not_depend_on_row_order() {
    let mut records = Vec::new();
    for file in 0..4 {
        for i in 0..60 {
            records.push(record(file, "mostly_ok", 0.5, i % 3 != 0));
            records.push(record(file, "never", 0.5, false));
        }
    }
    let o = options(vec![FeatureSet::Type]);
    let mut successes_first = records.clone();
    successes_first.sort_by_key(|r| !r.success);
    for log in [&records, &successes_first] {
        let model = ModelFile::from_json(&fit(log, &o).unwrap().model.to_string()).unwrap();
        assert!(model.valid("mostly_ok"));
        assert!(!model.valid("never"));
    }
}
