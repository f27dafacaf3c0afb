//! The validity classifier of model-guided Pardis ([Gharachorlu 2021], §III.C,
//! docs/references.md): a random forest over one feature set, and its confusion
//! on held-out trials.
//!
//! The forest is linfa's (bagged decision trees, each on a random subset of
//! the features). smartcore 0.7's trees were tried first and dropped: their
//! split search skips a threshold between two tied feature values when the
//! neighbouring samples in sort order share a label, so on categorical
//! features (a node kind, 0/1 bags) the split found depends on row order.
//!
//! The votes of the trees are tallied here, so that a tie goes to "invalid"
//! deterministically. The confusion gives the held-out precision and recall;
//! the kind-only forest is tabulated per kind, which is exact, since the kind
//! is its only input.

use linfa::prelude::{Fit, Predict};
use linfa::Dataset;
use linfa_ensemble::EnsembleLearnerParams;
use linfa_trees::DecisionTree;
use ndarray::{Array1, Array2};
use rand::rngs::StdRng;
use rand::SeedableRng;
use serde::Serialize;

use crate::dataset::{FeatureSet, Vocabulary};
use crate::record::TrialRecord;

/// A trained forest: its trees and the features each tree sees.
pub struct Forest {
    inner: linfa_ensemble::EnsembleLearner<DecisionTree<f64, usize>>,
}

impl Forest {
    /// The class of each row by the trees' hard majority vote; a tie goes
    /// to "invalid" (0), as in the exported scikit-learn models of the paper.
    pub fn predict(&self, rows: &Array2<f64>) -> Vec<bool> {
        let mut votes = vec![0i64; rows.nrows()];
        for (tree, features) in self.inner.models.iter().zip(&self.inner.model_features) {
            let sub = rows.select(ndarray::Axis(1), features);
            let predicted: Array1<usize> = tree.predict(&sub);
            for (vote, &class) in votes.iter_mut().zip(predicted.iter()) {
                *vote += if class == 1 { 1 } else { -1 };
            }
        }
        votes.into_iter().map(|v| v > 0).collect()
    }
}

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

fn matrix(rows: Vec<Vec<f64>>, width: usize) -> Result<Array2<f64>, String> {
    let n = rows.len();
    Array2::from_shape_vec((n, width), rows.concat())
        .map_err(|e| format!("cannot build the feature matrix: {e}"))
}

/// Trains a forest on `train` and returns it with its confusion on `test`.
pub fn train_forest(
    set: FeatureSet,
    vocabulary: &Vocabulary,
    train: &[&TrialRecord],
    test: &[&TrialRecord],
    options: ForestOptions,
) -> Result<(Forest, Confusion), String> {
    let width = train.first().map_or(0, |r| set.vector(vocabulary, r).len());
    let x = matrix(
        train.iter().map(|r| set.vector(vocabulary, r)).collect(),
        width,
    )?;
    let y: Array1<usize> = train.iter().map(|r| usize::from(r.success)).collect();
    // Each tree sees a random √p of the p features (at least one).
    let proportion = ((width as f64).sqrt().floor().max(1.0) / width.max(1) as f64).min(1.0);
    let inner = EnsembleLearnerParams::new_fixed_rng(
        DecisionTree::params(),
        StdRng::seed_from_u64(options.seed),
    )
    .ensemble_size(usize::from(options.trees.max(1)))
    .bootstrap_proportion(1.0)
    .feature_proportion(proportion)
    .fit(&Dataset::new(x, y))
    .map_err(|e| format!("cannot train the {} forest: {e}", set.name()))?;
    let forest = Forest { inner };
    let mut confusion = Confusion::default();
    if !test.is_empty() {
        let x = matrix(
            test.iter().map(|r| set.vector(vocabulary, r)).collect(),
            width,
        )?;
        for (predicted, r) in forest.predict(&x).into_iter().zip(test) {
            confusion.add(predicted, r.success);
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
    let predicted = forest.predict(&matrix(rows, 1)?);
    Ok(kinds.iter().cloned().zip(predicted).collect())
}
