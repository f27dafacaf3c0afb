//! Learning-guided reduction: what a tried node looks like to a model
//! (`features`), the trained model file (`model`), the models that predict
//! whether a removal is worth a query (`validity`, [Gharachorlu 2021]) or how
//! likely it is to succeed (`success`, [Gharachorlu 2023b]; both in
//! docs/references.md), and the per-kind counts learned
//! during a run (`online`).
//!
//! Training happens elsewhere (natively, in the command-line tool); the
//! engine only reads trained models, so it stays free of I/O and runs the
//! same in the browser. Without a model file the reducers learn online, so
//! they work for any language.

mod features;
mod model;
mod online;
mod success;
mod validity;

pub use features::{live_node_count, trial_features, Trial, TOKEN_CHILD};
pub use model::{sigmoid, KindCurve, ModelFile, SuccessTable, ValidityTable};
pub use online::{KindCounts, OnlineCounts};
pub use success::{OnlineSuccess, SuccessModel, TimeInvariant, TimeVarying, PRIOR_STRENGTH};
pub use validity::{AlwaysTry, KindTable, OnlineRule, OnlineValidity, ValidityModel};

use std::rc::Rc;

use serde::{Deserialize, Serialize};

/// Which success probabilities type batching uses ([Gharachorlu 2023b], §3.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Probability {
    /// The trained logistic curves (the paper's tool).
    #[default]
    TimeVarying,
    /// The trained constant frequencies (the paper's ablation).
    TimeInvariant,
    /// Only this run's verdicts, ignoring the trained curves.
    Online,
}

/// The learning-guided reducers' model and switches.
///
/// Without a model, `model-pardis` and `type-batched` learn online. With one,
/// they use its trained tables; `adapt` combines them with online updates
/// (the table decides for a kind until the run has seen enough of it; the
/// curves become the prior of the online rates).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LearnOptions {
    /// A trained model (see [`ModelFile::from_json`]). Not serialised.
    #[serde(skip)]
    pub model: Option<Rc<ModelFile>>,
    /// Blend the trained model with what this run learns.
    pub adapt: bool,
    /// The success probabilities of type batching.
    pub probability: Probability,
    /// `model-pardis`: after the model-guided fixed point, run plain Pardis
    /// passes (model off) to recover what the model skipped.
    pub recover: bool,
    /// When the online validity learner skips a kind.
    pub rule: OnlineRule,
}

impl LearnOptions {
    /// The validity model these options ask for.
    pub fn validity_model(&self) -> Box<dyn ValidityModel> {
        match &self.model {
            None => Box::new(OnlineValidity::new(self.rule, None)),
            Some(model) if self.adapt => {
                Box::new(OnlineValidity::new(self.rule, Some(Rc::clone(model))))
            }
            Some(model) => Box::new(KindTable(Rc::clone(model))),
        }
    }

    /// The success-probability provider these options ask for.
    pub fn success_model(&self) -> Box<dyn SuccessModel> {
        let trained: Option<Box<dyn SuccessModel>> = match (&self.model, self.probability) {
            (None, _) | (_, Probability::Online) => None,
            (Some(model), Probability::TimeVarying) => {
                Some(Box::new(TimeVarying(Rc::clone(model))))
            }
            (Some(model), Probability::TimeInvariant) => {
                Some(Box::new(TimeInvariant(Rc::clone(model))))
            }
        };
        match trained {
            Some(trained) if !self.adapt => trained,
            prior => Box::new(OnlineSuccess::new(prior)),
        }
    }
}
