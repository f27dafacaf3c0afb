//! The tree reducers: HDD and its variants with hoisting, Perses, Perses N,
//! Pardis and Pardis Hybrid, over a [`crate::tree::Tree`].

mod hdd;
mod listmin;
mod priority;
mod state;

pub use hdd::{Hdd, HddOptions, Hoisting, NodeAtoms};
pub use listmin::{ListMin, Revisit};
pub use priority::{PriorityOptions, PriorityReducer, Variant};
pub use state::{PrepOptions, TieBreak, TreeState};

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::{AlgorithmInfo, DdminOptions};
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

/// Whether `name` is a tree algorithm (and so needs a grammar).
pub fn is_tree_algorithm(name: &str) -> bool {
    TREE_ALGORITHMS.iter().any(|a| a.name == name)
}

/// Options of the tree reducers. `None` takes the algorithm's own default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeOptions {
    pub tie_break: TieBreak,
    pub prep: PrepOptions,
    /// Replacement by compatible descendants (default: on for perses, off
    /// for the others, as in the papers).
    pub replace: Option<bool>,
    /// List minimisation (default: ddmin revisits for perses, OPDD for the
    /// hybrid).
    pub revisit: Option<Revisit>,
    /// Hoisting for the HDD family.
    pub hoisting: Hoisting,
    /// HDDr takes nodes breadth-first.
    pub pop_first: bool,
    /// ddmin's options, for the HDD family.
    pub ddmin: DdminOptions,
}

/// Builds the named tree algorithm.
pub fn build_tree(
    name: &str,
    tree: Rc<Tree>,
    options: TreeOptions,
) -> Result<Box<dyn Algorithm>, String> {
    let priority = |variant: Variant| -> Box<dyn Algorithm> {
        let defaults = match variant {
            Variant::Perses => (true, Revisit::Dd),
            _ => (false, Revisit::OnePass),
        };
        Box::new(PriorityReducer::new(
            Rc::clone(&tree),
            variant,
            PriorityOptions {
                tie_break: options.tie_break,
                prep: options.prep,
                replace: options.replace.unwrap_or(defaults.0),
                revisit: options.revisit.unwrap_or(defaults.1),
            },
        ))
    };
    let algorithm = match name {
        "pardis" => priority(Variant::Pardis),
        "pardis-hybrid" => priority(Variant::Hybrid),
        "perses" => priority(Variant::Perses),
        "perses-n" => priority(Variant::PersesNode),
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
                },
            ))
        }
    };
    Ok(algorithm)
}
