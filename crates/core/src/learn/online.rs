//! Per-kind success counts learned during one run, from the oracle's own
//! verdicts (beyond [Gharachorlu 2021] and [Gharachorlu 2023b], which train
//! offline only; docs/references.md). Works for any grammar, with no training.

use std::collections::BTreeMap;

/// Successes and trials of one kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KindCounts {
    pub successes: u64,
    pub trials: u64,
}

impl KindCounts {
    /// The posterior mean success rate under a Beta prior with mean `prior`
    /// worth `strength` trials: `(s + strength·prior) / (t + strength)`.
    /// `prior = 0.5, strength = 2` is Laplace's rule, Beta(1, 1).
    pub fn mean(&self, prior: f64, strength: f64) -> f64 {
        (self.successes as f64 + strength * prior) / (self.trials as f64 + strength)
    }
}

/// Counts per kind name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineCounts {
    kinds: BTreeMap<String, KindCounts>,
}

impl OnlineCounts {
    pub fn get(&self, kind: &str) -> KindCounts {
        self.kinds.get(kind).copied().unwrap_or_default()
    }

    pub fn observe(&mut self, kind: &str, success: bool) {
        let counts = match self.kinds.get_mut(kind) {
            Some(counts) => counts,
            None => self.kinds.entry(kind.to_string()).or_default(),
        };
        counts.trials += 1;
        counts.successes += u64::from(success);
    }
}
