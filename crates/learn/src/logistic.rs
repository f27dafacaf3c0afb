//! The per-kind success models of type-batched reduction ([Gharachorlu 2023b],
//! §3.1, docs/references.md): P_kind(x) = σ(w·x + b), x = live nodes / original
//! nodes.
//!
//! Fitted with smartcore (L-BFGS, a small L2 penalty); a rare or one-sided kind
//! gets a smoothed constant instead. The log-loss scores each model on held-out
//! trials.

use serde::Serialize;
use smartcore::linalg::basic::arrays::Array;
use smartcore::linalg::basic::matrix::DenseMatrix;
use smartcore::linear::logistic_regression::{LogisticRegression, LogisticRegressionParameters};

use crate::record::TrialRecord;

/// Below this many trials (or with one outcome only) a kind gets a constant
/// model: its smoothed frequency, w = 0.
const MIN_TRIALS: usize = 20;

/// The L2 penalty of the regressions.
const REGULARISATION: f64 = 1.0;

#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct KindFit {
    pub w: f64,
    pub b: f64,
    /// The time-invariant model ([Gharachorlu 2023b], Eq. 2): successes /
    /// trials.
    pub frequency: f64,
    pub trials: u64,
}

impl KindFit {
    pub fn probability(&self, progress: f64) -> f64 {
        1.0 / (1.0 + (-(self.w * progress + self.b)).exp())
    }
}

/// Fits one kind's regression on its trials.
pub fn fit_kind(trials: &[&TrialRecord]) -> Result<KindFit, String> {
    let n = trials.len();
    let successes = trials.iter().filter(|r| r.success).count();
    let frequency = if n == 0 {
        0.5
    } else {
        successes as f64 / n as f64
    };
    let constant = || {
        // Laplace smoothing keeps a kind seen 3 times, always failing, from
        // getting probability 0 for ever.
        let p = (successes as f64 + 1.0) / (n as f64 + 2.0);
        KindFit {
            w: 0.0,
            b: (p / (1.0 - p)).ln(),
            frequency,
            trials: n as u64,
        }
    };
    if n < MIN_TRIALS || successes == 0 || successes == n {
        return Ok(constant());
    }
    let rows: Vec<Vec<f64>> = trials.iter().map(|r| vec![r.trial.progress]).collect();
    let x = DenseMatrix::from_2d_vec(&rows).map_err(|e| e.to_string())?;
    let y: Vec<u32> = trials.iter().map(|r| u32::from(r.success)).collect();
    // A little L2 penalty: without it a kind whose outcomes separate
    // perfectly by progress gets an infinite slope.
    let parameters = LogisticRegressionParameters::default().with_alpha(REGULARISATION);
    let model = LogisticRegression::fit(&x, &y, parameters)
        .map_err(|e| format!("cannot fit a regression: {e}"))?;
    let w = *model.coefficients().get((0, 0));
    let b = *model.intercept().get((0, 0));
    if !w.is_finite() || !b.is_finite() {
        return Ok(constant());
    }
    Ok(KindFit {
        w,
        b,
        frequency,
        trials: n as u64,
    })
}

/// Mean log-loss of a probability model on trials (lower is better).
pub fn log_loss(trials: &[&TrialRecord], p: impl Fn(&TrialRecord) -> f64) -> f64 {
    if trials.is_empty() {
        return 0.0;
    }
    let total: f64 = trials
        .iter()
        .map(|r| {
            let q = p(r).clamp(1e-6, 1.0 - 1e-6);
            if r.success {
                -q.ln()
            } else {
                -(1.0 - q).ln()
            }
        })
        .sum();
    total / trials.len() as f64
}
