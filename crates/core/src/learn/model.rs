//! The trained model file: what the offline trainer (in the command-line
//! tool) writes and the engine reads. JSON, so a shell only has to read a
//! file and pass its text to [`ModelFile::from_json`]; the engine itself
//! does no I/O.
//!
//! ```json
//! {
//!   "language": "c",
//!   "description": "free text: corpus, oracle, date",
//!   "validity": { "default": true, "kinds": { "declaration": false } },
//!   "success": {
//!     "default": { "w": 0.0, "b": 0.0, "frequency": 0.5, "trials": 0 },
//!     "kinds": { "expression_statement": { "w": 1.3, "b": -0.2, "frequency": 0.61, "trials": 1234 } }
//!   }
//! }
//! ```
//!
//! `validity` is the model-guided paper's type model ([Gharachorlu 2021],
//! §III.C): its only feature is the node kind, so the forest is exported
//! exactly as one prediction per kind. `success` holds the type-batched paper's
//! per-kind logistic regressions ([Gharachorlu 2023b], §3.1) over `x` = live
//! nodes / original nodes, plus the time-invariant frequency used as an
//! ablation. `default` answers for kinds the training never saw.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ModelFile {
    /// The grammar the kinds belong to (a language name of the registry).
    pub language: String,
    /// Free text: corpus, oracle, date.
    #[serde(default)]
    pub description: String,
    pub validity: ValidityTable,
    pub success: SuccessTable,
}

/// Whether removing a node of a kind is predicted semantically valid
/// (worth an oracle query).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ValidityTable {
    pub default: bool,
    #[serde(default)]
    pub kinds: BTreeMap<String, bool>,
}

/// Per-kind success curves.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SuccessTable {
    pub default: KindCurve,
    #[serde(default)]
    pub kinds: BTreeMap<String, KindCurve>,
}

/// One kind's success model: `P(x) = σ(w·x + b)`, and the time-invariant
/// success frequency over `trials` training trials.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct KindCurve {
    pub w: f64,
    pub b: f64,
    pub frequency: f64,
    pub trials: u64,
}

impl Default for KindCurve {
    /// Knows nothing: one half at every point of the reduction.
    fn default() -> Self {
        KindCurve {
            w: 0.0,
            b: 0.0,
            frequency: 0.5,
            trials: 0,
        }
    }
}

impl KindCurve {
    /// The time-varying probability at `progress` (live / original nodes).
    pub fn at(&self, progress: f64) -> f64 {
        sigmoid(self.w * progress + self.b)
    }
}

pub fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

impl ModelFile {
    /// Parses and checks a model file: coefficients must be finite and
    /// frequencies probabilities.
    pub fn from_json(text: &str) -> Result<ModelFile, String> {
        let model: ModelFile =
            serde_json::from_str(text).map_err(|e| format!("not a whittle model file: {e}"))?;
        let curves = std::iter::once(("default", &model.success.default)).chain(
            model
                .success
                .kinds
                .iter()
                .map(|(kind, curve)| (kind.as_str(), curve)),
        );
        for (kind, curve) in curves {
            if !curve.w.is_finite() || !curve.b.is_finite() {
                return Err(format!(
                    "model file: kind `{kind}` has a non-finite coefficient"
                ));
            }
            if !(0.0..=1.0).contains(&curve.frequency) {
                return Err(format!(
                    "model file: kind `{kind}` has frequency {} outside [0, 1]",
                    curve.frequency
                ));
            }
        }
        Ok(model)
    }

    /// The file's JSON text (pretty-printed).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a model file always serialises")
    }

    /// The trained validity prediction for `kind` (the default if unseen).
    pub fn valid(&self, kind: &str) -> bool {
        self.validity
            .kinds
            .get(kind)
            .copied()
            .unwrap_or(self.validity.default)
    }

    /// The success curve of `kind` (the default if unseen).
    pub fn curve(&self, kind: &str) -> &KindCurve {
        self.success
            .kinds
            .get(kind)
            .unwrap_or(&self.success.default)
    }
}
