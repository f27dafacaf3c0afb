//! The validity classifier of model-guided Pardis (specs/003 §3.2): a
//! random forest over one feature set, and its confusion on held-out trials.

use serde::Serialize;
use smartcore::ensemble::random_forest_classifier::{
    RandomForestClassifier, RandomForestClassifierParameters,
};
use smartcore::linalg::basic::matrix::DenseMatrix;

use crate::dataset::{FeatureSet, Vocabulary};
use crate::record::TrialRecord;

pub type Forest = RandomForestClassifier<f64, u32, DenseMatrix<f64>, Vec<u32>>;

#[derive(Clone, Copy, Debug)]
pub struct ForestOptions {
    /// Trees in the forest (scikit-learn's default, as in the paper: 100).
    pub trees: u16,
    pub seed: u64,
}

impl Default for ForestOptions {
    fn default() -> Self {
        ForestOptions {
            trees: 100,
            seed: 1,
        }
    }
}

/// Held-out outcomes. "Positive" is "valid, so run the oracle", as in the
/// paper: precision = TP / (TP + FP), recall = TP / (TP + FN).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Confusion {
    pub true_positive: u64,
    pub false_positive: u64,
    pub true_negative: u64,
    pub false_negative: u64,
}

impl Confusion {
    pub fn add(&mut self, predicted_valid: bool, valid: bool) {
        match (predicted_valid, valid) {
            (true, true) => self.true_positive += 1,
            (true, false) => self.false_positive += 1,
            (false, false) => self.true_negative += 1,
            (false, true) => self.false_negative += 1,
        }
    }

    pub fn precision(&self) -> f64 {
        ratio(self.true_positive, self.true_positive + self.false_positive)
    }

    pub fn recall(&self) -> f64 {
        ratio(self.true_positive, self.true_positive + self.false_negative)
    }

    pub fn accuracy(&self) -> f64 {
        ratio(
            self.true_positive + self.true_negative,
            self.true_positive + self.true_negative + self.false_positive + self.false_negative,
        )
    }
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

fn matrix(rows: Vec<Vec<f64>>) -> Result<DenseMatrix<f64>, String> {
    DenseMatrix::from_2d_vec(&rows).map_err(|e| format!("cannot build the feature matrix: {e}"))
}

/// Trains a forest on `train` and returns it with its confusion on `test`.
pub fn train_forest(
    set: FeatureSet,
    vocabulary: &Vocabulary,
    train: &[&TrialRecord],
    test: &[&TrialRecord],
    options: ForestOptions,
) -> Result<(Forest, Confusion), String> {
    let x = matrix(train.iter().map(|r| set.vector(vocabulary, r)).collect())?;
    let y: Vec<u32> = train.iter().map(|r| u32::from(r.success)).collect();
    let parameters = RandomForestClassifierParameters::default()
        .with_n_trees(options.trees)
        .with_seed(options.seed);
    let forest = RandomForestClassifier::fit(&x, &y, parameters)
        .map_err(|e| format!("cannot train the {} forest: {e}", set.name()))?;
    let mut confusion = Confusion::default();
    if !test.is_empty() {
        let x = matrix(test.iter().map(|r| set.vector(vocabulary, r)).collect())?;
        let predicted = forest
            .predict(&x)
            .map_err(|e| format!("cannot evaluate the {} forest: {e}", set.name()))?;
        for (p, r) in predicted.iter().zip(test) {
            confusion.add(*p == 1, r.success);
        }
    }
    Ok((forest, confusion))
}

/// The type forest's prediction for every kind tried in `records`: since
/// the kind is that forest's only input, this table is the whole model.
pub fn kind_table(
    forest: &Forest,
    vocabulary: &Vocabulary,
    kinds: &[String],
) -> Result<Vec<(String, bool)>, String> {
    if kinds.is_empty() {
        return Ok(Vec::new());
    }
    let rows = kinds
        .iter()
        .map(|k| vec![vocabulary.id(k).map_or(-1.0, |id| id as f64)])
        .collect();
    let predicted = forest
        .predict(&matrix(rows)?)
        .map_err(|e| format!("cannot tabulate the type forest: {e}"))?;
    Ok(kinds
        .iter()
        .cloned()
        .zip(predicted.iter().map(|&p| p == 1))
        .collect())
}
