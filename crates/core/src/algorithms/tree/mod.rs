//! The tree reducers: HDD and its variants with hoisting, Perses, Perses N,
//! Pardis and Pardis Hybrid, over a [`crate::tree::Tree`], and the
//! learning-guided ones: model-guided Pardis and type-batched reduction.
//!
//! The reducers are registered by name ([`build_tree`], [`TREE_ALGORITHMS`]);
//! [`TreeOptions`] carries the learning options and the optional model.

mod batched;
mod hdd;
mod joint;
mod listmin;
mod priority;
mod schedule;
mod speculation;
mod state;

/// Also at its home, [`crate::outlook::Outlook`].
pub use crate::outlook::Outlook;
pub use batched::{BatchMode, TypeBatched, TypeBatchedOptions};
pub use hdd::{Hdd, HddOptions, Hoisting, NodeAtoms};
pub use joint::{pdd_update, JointQueue, INITIAL_BELIEF};
pub use listmin::{ListMin, Revisit};
pub use priority::{PriorityOptions, PriorityReducer, Variant};
pub use schedule::{stop_early, take_best, BatchRecord, Expectation, Rated, Snapshot};
pub use state::{PrepOptions, TieBreak, TreeState};

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::{AlgorithmInfo, DdminOptions};
use crate::learn::LearnOptions;
use crate::tree::Tree;
use crate::Algorithm;

pub const TREE_ALGORITHMS: &[AlgorithmInfo] = &[
    AlgorithmInfo {
        name: "pardis",
        summary: "priority-aware: the heaviest removable node first, one test each (needs a grammar)",
    },
    AlgorithmInfo {
        name: "pardis-hybrid",
        summary: "pardis that minimises equal-weight siblings together with OPDD (needs a grammar)",
    },
    AlgorithmInfo {
        name: "perses",
        summary: "syntax-guided: ddmin over list children by parent weight, optional removal, replacement",
    },
    AlgorithmInfo {
        name: "perses-n",
        summary: "perses one node at a time, in parent-weight order",
    },
    AlgorithmInfo {
        name: "model-pardis",
        summary: "experimental, ends larger than auto: pardis that skips removals a model predicts invalid (trained, or learned during the run)",
    },
    AlgorithmInfo {
        name: "type-batched",
        summary: "experimental, ends larger than auto: one node kind at a time, best expected tokens per query first, joint chunks; pardis clean-up",
    },
    AlgorithmInfo {
        name: "type-batched-pardis",
        summary: "experimental, ends larger than auto: type-batched with one node at a time inside each batch",
    },
    AlgorithmInfo {
        name: "type-agnostic-joint",
        summary: "experimental, ends larger than auto: joint chunk removal over every kind at once, then a pardis clean-up",
    },
    AlgorithmInfo {
        name: "hdd",
        summary: "hierarchical delta debugging: ddmin over each tree level",
    },
    AlgorithmInfo {
        name: "hdd*",
        summary: "hdd repeated until a pass removes nothing (1-tree-minimal)",
    },
    AlgorithmInfo {
        name: "coarse-hdd",
        summary: "hdd offering only grammar-removable nodes to ddmin",
    },
    AlgorithmInfo {
        name: "coarse-hdd*",
        summary: "coarse-hdd to a fixed point",
    },
    AlgorithmInfo {
        name: "hddr",
        summary: "recursive hdd: ddmin over one node's children at a time",
    },
    AlgorithmInfo {
        name: "hddr*",
        summary: "hddr to a fixed point",
    },
    AlgorithmInfo {
        name: "coarse-hddr",
        summary: "hddr offering only grammar-removable nodes",
    },
    AlgorithmInfo {
        name: "coarse-hddr*",
        summary: "coarse-hddr to a fixed point",
    },
];

/// The learning-guided tree algorithms: they read a trained model when one
/// is given (`TreeOptions::learn`).
pub const LEARNED_ALGORITHMS: &[&str] = &[
    "model-pardis",
    "type-batched",
    "type-batched-pardis",
    "type-agnostic-joint",
];

/// Whether `name` is a learning-guided algorithm.
pub fn is_learned_algorithm(name: &str) -> bool {
    LEARNED_ALGORITHMS.contains(&name)
}

/// Whether `name` is a tree algorithm (and so needs a grammar).
pub fn is_tree_algorithm(name: &str) -> bool {
    TREE_ALGORITHMS.iter().any(|a| a.name == name)
}

/// Options of the tree reducers. `None` takes the algorithm's own default.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TreeOptions {
    pub tie_break: TieBreak,
    pub prep: PrepOptions,
    /// Replacement by compatible descendants (default: on for perses, off
    /// for the others, as in the papers).
    pub replace: Option<bool>,
    /// List minimisation (default: ddmin revisits for perses, OPDD for the
    /// hybrid, ddmin for the HDD family).
    pub revisit: Option<Revisit>,
    /// Hoisting for the HDD family.
    pub hoisting: Hoisting,
    /// HDDr takes nodes breadth-first.
    pub pop_first: bool,
    /// ddmin's options, for the HDD family.
    pub ddmin: DdminOptions,
    /// The model and switches of `model-pardis` and the type-batched family.
    pub learn: LearnOptions,
    /// One pass of a priority reducer, not passes to its fixed point: for
    /// a caller whose own rounds repeat it (a file's pass within a set).
    #[serde(default)]
    pub one_pass: bool,
}

/// Builds the named tree algorithm.
pub fn build_tree(
    name: &str,
    tree: Rc<Tree>,
    options: TreeOptions,
) -> Result<Box<dyn Algorithm>, String> {
    let priority_options = |variant: Variant| {
        let defaults = match variant {
            Variant::Perses => (true, Revisit::Dd),
            _ => (false, Revisit::OnePass),
        };
        PriorityOptions {
            tie_break: options.tie_break,
            prep: options.prep,
            replace: options.replace.unwrap_or(defaults.0),
            revisit: options.revisit.unwrap_or(defaults.1),
            one_pass: options.one_pass,
        }
    };
    let priority = |variant: Variant| -> Box<dyn Algorithm> {
        Box::new(PriorityReducer::new(
            Rc::clone(&tree),
            variant,
            priority_options(variant),
        ))
    };
    let batched = |name: &'static str, mode: BatchMode, agnostic: bool| -> Box<dyn Algorithm> {
        Box::new(TypeBatched::new(
            name,
            Rc::clone(&tree),
            TypeBatchedOptions {
                mode,
                agnostic,
                tie_break: options.tie_break,
                cleanup: priority_options(Variant::Pardis),
            },
            options.learn.success_model(),
        ))
    };
    let algorithm = match name {
        "pardis" => priority(Variant::Pardis),
        "pardis-hybrid" => priority(Variant::Hybrid),
        "perses" => priority(Variant::Perses),
        "perses-n" => priority(Variant::PersesNode),
        "model-pardis" => Box::new(
            PriorityReducer::new(
                Rc::clone(&tree),
                Variant::Pardis,
                priority_options(Variant::Pardis),
            )
            .with_gate(options.learn.validity_model(), options.learn.recover),
        ),
        "type-batched" => batched("type-batched", BatchMode::Joint, false),
        "type-batched-pardis" => batched("type-batched-pardis", BatchMode::Single, false),
        "type-agnostic-joint" => batched("type-agnostic-joint", BatchMode::Joint, true),
        _ => {
            let (base, fixed_point) = match name.strip_suffix('*') {
                Some(base) => (base, true),
                None => (name, false),
            };
            let (coarse, recursive) = match base {
                "hdd" => (false, false),
                "coarse-hdd" => (true, false),
                "hddr" => (false, true),
                "coarse-hddr" => (true, true),
                _ => {
                    let known: Vec<&str> = TREE_ALGORITHMS.iter().map(|a| a.name).collect();
                    return Err(format!(
                        "unknown tree algorithm `{name}` (available: {})",
                        known.join(", ")
                    ));
                }
            };
            Box::new(Hdd::new(
                tree,
                HddOptions {
                    coarse,
                    recursive,
                    pop_first: options.pop_first,
                    fixed_point,
                    hoisting: options.hoisting,
                    prep: options.prep,
                    ddmin: options.ddmin,
                    list_min: options.revisit.unwrap_or_default(),
                },
            ))
        }
    };
    Ok(algorithm)
}
