//! Validity models: before a removal is sent to the oracle, predict whether it
//! is worth the query ([Gharachorlu 2021], Alg. 1, docs/references.md). A
//! "skip" is treated exactly like a failed trial, without the query.
//!
//! Three models: [`AlwaysTry`] (plain Pardis), [`KindTable`] (the trained
//! type model, M_rf.type) and [`OnlineValidity`] (per-kind success rates
//! learned from this run's verdicts, optionally starting from a trained
//! table).

use std::collections::BTreeMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::model::ModelFile;
use super::online::OnlineCounts;
use super::Trial;
use crate::Counter;

pub trait ValidityModel {
    /// Whether removing a node of `kind` is worth an oracle query. May
    /// update exploration state, so ask once per trial.
    fn predict(&mut self, kind: &str) -> bool;

    /// The same for a trial with all its features. The models here use the
    /// kind only (the type model: the papers' best on precision and time).
    fn predict_trial(&mut self, trial: &Trial) -> bool {
        self.predict(&trial.kind)
    }

    /// The oracle's verdict on removing a node of `kind`.
    fn observe(&mut self, _kind: &str, _success: bool) {}

    /// Counts for reports (for example how often exploration overrode a skip).
    fn counters(&self) -> Vec<Counter> {
        Vec::new()
    }

    /// A copy that learns apart from this one, for a reducer that looks
    /// ahead (speculative batches); `None` if the model cannot be copied,
    /// and then the reducer proposes one candidate at a time.
    fn fork(&self) -> Option<Box<dyn ValidityModel>> {
        None
    }
}

/// Tries everything: model-guided Pardis becomes Pardis.
pub struct AlwaysTry;

impl ValidityModel for AlwaysTry {
    fn predict(&mut self, _kind: &str) -> bool {
        true
    }

    fn fork(&self) -> Option<Box<dyn ValidityModel>> {
        Some(Box::new(AlwaysTry))
    }
}

/// The trained per-kind table, fixed for the whole run.
pub struct KindTable(pub Rc<ModelFile>);

impl ValidityModel for KindTable {
    fn predict(&mut self, kind: &str) -> bool {
        self.0.valid(kind)
    }

    fn fork(&self) -> Option<Box<dyn ValidityModel>> {
        Some(Box::new(KindTable(Rc::clone(&self.0))))
    }
}

/// When the online learner skips a kind.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct OnlineRule {
    /// Trials of a kind before its own record may rule it out; until then
    /// the trained table decides (or, without one, the kind is tried).
    pub min_trials: u64,
    /// A kind is skipped while its success rate, Beta(1, 1)-smoothed
    /// (`(successes + 1) / (trials + 2)`), is below this.
    pub threshold: f64,
    /// Exploration: after this many skips of a kind in a row, its next
    /// node is tried anyway, so a kind that became removable later in the
    /// reduction is noticed. Deterministic: no random numbers.
    pub explore_every: u64,
}

impl Default for OnlineRule {
    /// Five straight failures rule a kind out (1/7 < 0.15); one success
    /// in the first eleven trials keeps it in; every ninth node of a
    /// ruled-out kind is still tried.
    fn default() -> Self {
        OnlineRule {
            min_trials: 5,
            threshold: 0.15,
            explore_every: 8,
        }
    }
}

/// Per-kind success rates learned during the run.
#[derive(Clone)]
pub struct OnlineValidity {
    rule: OnlineRule,
    prior: Option<Rc<ModelFile>>,
    counts: OnlineCounts,
    /// Skips of each kind since it was last tried.
    streaks: BTreeMap<String, u64>,
    explored: u64,
}

impl OnlineValidity {
    /// `prior`: a trained table that decides for kinds with too few trials
    /// in this run.
    pub fn new(rule: OnlineRule, prior: Option<Rc<ModelFile>>) -> OnlineValidity {
        OnlineValidity {
            rule,
            prior,
            counts: OnlineCounts::default(),
            streaks: BTreeMap::new(),
            explored: 0,
        }
    }

    /// The decision without exploration.
    fn worth_trying(&self, kind: &str) -> bool {
        let counts = self.counts.get(kind);
        if counts.trials < self.rule.min_trials {
            return self.prior.as_ref().is_none_or(|model| model.valid(kind));
        }
        counts.mean(0.5, 2.0) >= self.rule.threshold
    }
}

impl ValidityModel for OnlineValidity {
    fn predict(&mut self, kind: &str) -> bool {
        let worth = self.worth_trying(kind);
        let streak = match self.streaks.get_mut(kind) {
            Some(streak) => streak,
            None => self.streaks.entry(kind.to_string()).or_default(),
        };
        if worth {
            *streak = 0;
            return true;
        }
        if *streak >= self.rule.explore_every {
            *streak = 0;
            self.explored += 1;
            return true;
        }
        *streak += 1;
        false
    }

    fn observe(&mut self, kind: &str, success: bool) {
        self.counts.observe(kind, success);
    }

    fn counters(&self) -> Vec<Counter> {
        vec![Counter::new("explored", self.explored)]
    }

    fn fork(&self) -> Option<Box<dyn ValidityModel>> {
        Some(Box::new(self.clone()))
    }
}
