//! Training for whittle's learning-guided reducers ([Gharachorlu 2021],
//! [Gharachorlu 2023b]; docs/references.md).
//!
//! Input: trial logs, one JSON record per oracle query of a Pardis run under
//! the synthetic oracle (`whittle train collect`). Output: the model file the
//! engine reads (`whittle_core::learn`), and a report with the held-out
//! precision and recall the papers report.
//!
//! Two kinds of model:
//! - random forests (linfa) that predict whether removing a node will be valid, from
//!   its kind, its children's kinds, its path's kinds, and two combinations
//!   (model-guided Pardis). The engine ships the kind-only forest as a table
//!   of its prediction per kind, which is exact: that forest's only input is
//!   the kind.
//! - one logistic regression per kind (smartcore) of the probability that a removal
//!   succeeds as a function of how much of the tree is left (type-batched
//!   reduction), with the constant per-kind frequency beside it.
//!
//! Training is native and offline; nothing here runs in the engine.

mod dataset;
mod forest;
mod logistic;
mod record;
mod report;

pub use dataset::{FeatureSet, Split, Vocabulary};
pub use forest::{train_forest, Confusion, ForestOptions};
pub use logistic::{fit_kind, KindFit};
pub use record::{read_log, TrialRecord};
pub use report::{fit, FitOptions, Fitted};
