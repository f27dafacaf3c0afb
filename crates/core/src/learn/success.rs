//! Success-probability providers for type batching ([Gharachorlu 2023b],
//! §3.1, docs/references.md): the
//! probability `P_τ(x)` that removing a node of kind τ succeeds when `x` of
//! the original nodes are left.
//!
//! [`TimeVarying`] is the paper's per-kind logistic regression,
//! [`TimeInvariant`] its ablation (a constant frequency per kind), and
//! [`OnlineSuccess`] learns from this run's verdicts, optionally blended
//! with a trained provider as a prior. Unknown kinds fall back to the model
//! file's `default` curve, or to one half online.

use std::rc::Rc;

use super::model::ModelFile;
use super::online::OnlineCounts;

pub trait SuccessModel {
    /// `P_kind(progress)`, in [0, 1].
    fn probability(&self, kind: &str, progress: f64) -> f64;

    /// The oracle's verdict on removing one node of `kind`.
    fn observe(&mut self, _kind: &str, _success: bool) {}

    /// A copy in the same state, for a reducer that forks.
    fn fork(&self) -> Box<dyn SuccessModel>;
}

/// `σ(w·x + b)` per kind.
pub struct TimeVarying(pub Rc<ModelFile>);

impl SuccessModel for TimeVarying {
    fn probability(&self, kind: &str, progress: f64) -> f64 {
        self.0.curve(kind).at(progress)
    }

    fn fork(&self) -> Box<dyn SuccessModel> {
        Box::new(TimeVarying(Rc::clone(&self.0)))
    }
}

/// The training frequency per kind, the same at every point of the run.
pub struct TimeInvariant(pub Rc<ModelFile>);

impl SuccessModel for TimeInvariant {
    fn probability(&self, kind: &str, _progress: f64) -> f64 {
        self.0.curve(kind).frequency
    }

    fn fork(&self) -> Box<dyn SuccessModel> {
        Box::new(TimeInvariant(Rc::clone(&self.0)))
    }
}

/// How many trials a trained prior is worth when blended with online counts.
pub const PRIOR_STRENGTH: f64 = 10.0;

/// Per-kind success rates from this run: `(s + m·p) / (t + m)` with the
/// prior's probability `p` (one half without a prior) worth `m` trials
/// ([`PRIOR_STRENGTH`] with a prior, 2 without: Laplace's rule).
pub struct OnlineSuccess {
    prior: Option<Box<dyn SuccessModel>>,
    counts: OnlineCounts,
}

impl OnlineSuccess {
    pub fn new(prior: Option<Box<dyn SuccessModel>>) -> OnlineSuccess {
        OnlineSuccess {
            prior,
            counts: OnlineCounts::default(),
        }
    }
}

impl SuccessModel for OnlineSuccess {
    fn probability(&self, kind: &str, progress: f64) -> f64 {
        let counts = self.counts.get(kind);
        match &self.prior {
            Some(prior) => counts.mean(prior.probability(kind, progress), PRIOR_STRENGTH),
            None => counts.mean(0.5, 2.0),
        }
    }

    fn observe(&mut self, kind: &str, success: bool) {
        self.counts.observe(kind, success);
    }

    fn fork(&self) -> Box<dyn SuccessModel> {
        Box::new(OnlineSuccess {
            prior: self.prior.as_ref().map(|prior| prior.fork()),
            counts: self.counts.clone(),
        })
    }
}
