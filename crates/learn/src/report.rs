//! `fit`: every model from one log, and what they score on held-out files.

use std::collections::BTreeMap;
use std::time::Instant;

use serde::Serialize;

use crate::dataset::{FeatureSet, Split, Vocabulary};
use crate::forest::{kind_table, train_forest, Confusion, ForestOptions};
use crate::logistic::{fit_kind, log_loss, KindFit};
use crate::record::TrialRecord;

#[derive(Clone, Debug)]
pub struct FitOptions {
    /// The language the log was collected in (written into the model file).
    pub language: String,
    /// Free text for the model file: corpus, oracle, date.
    pub description: String,
    pub forest: ForestOptions,
    /// The feature sets to train forests for; the type forest is always
    /// trained, since the model file ships it.
    pub feature_sets: Vec<FeatureSet>,
    /// Undersample the majority outcome when training the forests, as the
    /// thesis did for Rust and Go (21 % valid): a forest trained on
    /// lopsided data learns to predict the majority everywhere.
    pub balance: bool,
}

/// The model file (the engine's format) and the training report.
pub struct Fitted {
    pub model: serde_json::Value,
    pub report: Report,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub records: usize,
    pub files: usize,
    pub train: usize,
    pub test: usize,
    pub success_rate: f64,
    pub forests: Vec<ForestScore>,
    /// Held-out mean log-loss of the success models (lower is better).
    pub log_loss_time_varying: f64,
    pub log_loss_time_invariant: f64,
    pub log_loss_constant: f64,
    pub kinds: BTreeMap<String, KindFit>,
}

#[derive(Debug, Serialize)]
pub struct ForestScore {
    pub features: &'static str,
    pub width: usize,
    pub precision: f64,
    pub recall: f64,
    pub accuracy: f64,
    pub confusion: Confusion,
    pub train_s: f64,
}

pub fn fit(records: &[TrialRecord], options: &FitOptions) -> Result<Fitted, String> {
    if records.is_empty() {
        return Err("the log holds no trials".to_string());
    }
    let vocabulary = Vocabulary::new(records);
    let split = Split::by_file(records);
    if split.train.is_empty() {
        return Err("no training files (the log's files are all held out)".to_string());
    }
    let files = records
        .iter()
        .map(|r| r.file.as_str())
        .collect::<std::collections::BTreeSet<_>>()
        .len();

    let forest_train = if options.balance {
        undersample(&split.train, options.forest.seed)
    } else {
        split.train.clone()
    };
    let mut sets = vec![FeatureSet::Type];
    sets.extend(
        options
            .feature_sets
            .iter()
            .filter(|&&s| s != FeatureSet::Type),
    );
    let mut forests = Vec::new();
    let mut validity = BTreeMap::new();
    for set in sets {
        let start = Instant::now();
        let (forest, confusion) =
            train_forest(set, &vocabulary, &forest_train, &split.test, options.forest)?;
        if set == FeatureSet::Type {
            let tried: Vec<String> = records
                .iter()
                .map(|r| r.trial.kind.clone())
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect();
            validity.extend(kind_table(&forest, &vocabulary, &tried)?);
        }
        let width = set.vector(&vocabulary, &records[0]).len();
        forests.push(ForestScore {
            features: set.name(),
            width,
            precision: confusion.precision(),
            recall: confusion.recall(),
            accuracy: confusion.accuracy(),
            confusion,
            train_s: start.elapsed().as_secs_f64(),
        });
    }

    // Success models: fitted on the training files for the held-out score,
    // then refitted on everything for the shipped file.
    let mut held_out_fits = BTreeMap::new();
    for (kind, trials) in by_kind(&split.train) {
        held_out_fits.insert(kind, fit_kind(&trials)?);
    }
    let train_rate =
        split.train.iter().filter(|r| r.success).count() as f64 / split.train.len() as f64;
    let fallback = KindFit {
        w: 0.0,
        b: (train_rate / (1.0 - train_rate).max(1e-9)).max(1e-9).ln(),
        frequency: train_rate,
        trials: 0,
    };
    let fit_for = |r: &TrialRecord| {
        *held_out_fits
            .get(r.trial.kind.as_str())
            .unwrap_or(&fallback)
    };
    let log_loss_time_varying = log_loss(&split.test, |r| fit_for(r).probability(r.trial.progress));
    let log_loss_time_invariant = log_loss(&split.test, |r| fit_for(r).frequency);
    let log_loss_constant = log_loss(&split.test, |_| train_rate);

    let all: Vec<&TrialRecord> = records.iter().collect();
    let mut kinds = BTreeMap::new();
    for (kind, trials) in by_kind(&all) {
        kinds.insert(kind.to_string(), fit_kind(&trials)?);
    }
    let successes = records.iter().filter(|r| r.success).count();
    let rate = successes as f64 / records.len() as f64;
    let model = serde_json::json!({
        "language": options.language,
        "description": options.description,
        "validity": { "default": true, "kinds": validity },
        "success": {
            "default": {
                "w": 0.0,
                "b": (rate / (1.0 - rate).max(1e-9)).max(1e-9).ln(),
                "frequency": rate,
                "trials": 0
            },
            "kinds": kinds,
        },
    });
    Ok(Fitted {
        model,
        report: Report {
            records: records.len(),
            files,
            train: split.train.len(),
            test: split.test.len(),
            success_rate: rate,
            forests,
            log_loss_time_varying,
            log_loss_time_invariant,
            log_loss_constant,
            kinds,
        },
    })
}

fn by_kind<'a>(records: &[&'a TrialRecord]) -> BTreeMap<&'a str, Vec<&'a TrialRecord>> {
    let mut groups: BTreeMap<&str, Vec<&TrialRecord>> = BTreeMap::new();
    for &r in records {
        groups.entry(r.trial.kind.as_str()).or_default().push(r);
    }
    groups
}

/// Every record of the minority outcome and as many of the majority's,
/// drawn at random with `seed` (evenly spaced picks would alias with the
/// periodic order of a collection log), in the log's order.
fn undersample<'a>(records: &[&'a TrialRecord], seed: u64) -> Vec<&'a TrialRecord> {
    let valid = records.iter().filter(|r| r.success).count();
    let invalid = records.len() - valid;
    if valid == 0 || invalid == 0 || valid == invalid {
        return records.to_vec();
    }
    let majority = valid > invalid;
    let mut majority_indices: Vec<usize> = (0..records.len())
        .filter(|&i| records[i].success == majority)
        .collect();
    fastrand::Rng::with_seed(seed).shuffle(&mut majority_indices);
    let mut keep = vec![false; records.len()];
    for &i in majority_indices.iter().take(valid.min(invalid)) {
        keep[i] = true;
    }
    records
        .iter()
        .enumerate()
        .filter(|&(i, r)| r.success != majority || keep[i])
        .map(|(_, r)| *r)
        .collect()
}
