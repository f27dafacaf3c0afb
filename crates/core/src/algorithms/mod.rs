//! The list-based reduction algorithms and the registry that builds them by name.

mod ddmin;
pub mod listmin;
mod opdd;
mod partition;
mod pipeline;
pub mod rewrite;
pub mod tree;

pub use ddmin::{Ddmin, DdminOptions};
pub use listmin::{ListAlgorithm, ListMinimiser, Sequential};
pub use opdd::{Opdd, OpddOptions};
pub use partition::{split, Factor, Order, Split};
pub use pipeline::{PassBuilder, Pipeline};

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::{Algorithm, Granularity, Units};

/// An algorithm whittle can run, by the name front ends offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlgorithmInfo {
    pub name: &'static str,
    pub summary: &'static str,
}

/// The algorithm `auto` stands for when the input's language has a grammar
/// (every shell resolves `auto` the same way): the default pipeline of
/// tree and token passes, which re-parses between passes and so is built
/// by `whittle-setup`, not by this crate's registry.
pub const AUTO_TREE: &str = "pipeline";
/// The algorithm `auto` stands for otherwise.
pub const AUTO_LIST: &str = "ddmin*";

pub const ALGORITHMS: &[AlgorithmInfo] = &[
    AlgorithmInfo {
        name: "ddmin",
        summary:
            "delta debugging (Picire's semantics): subsets, then complements, then finer parts",
    },
    AlgorithmInfo {
        name: "ddmin*",
        summary: "ddmin repeated until a run removes nothing; smaller results, more tests",
    },
    AlgorithmInfo {
        name: "opdd",
        summary:
            "one-pass delta debugging: each chunk tried once per granularity; linear in the input",
    },
    AlgorithmInfo {
        name: "opdd*",
        summary: "opdd repeated until a sweep removes nothing",
    },
    AlgorithmInfo {
        name: "greeddy",
        summary: "ddmin that merges every removable part a parallel window finds (use with -j)",
    },
    AlgorithmInfo {
        name: "greeddy*",
        summary: "greeddy repeated until a run removes nothing",
    },
    AlgorithmInfo {
        name: "probdd",
        summary: "probabilistic delta debugging: removes the subset with the best expected gain",
    },
    AlgorithmInfo {
        name: "probdd*",
        summary: "probdd repeated until a run removes nothing (1-minimal)",
    },
    AlgorithmInfo {
        name: "cdd",
        summary: "counter-based delta debugging: probdd's subset sizes from a round counter",
    },
    AlgorithmInfo {
        name: "cdd*",
        summary: "cdd repeated until a run removes nothing (1-minimal)",
    },
    AlgorithmInfo {
        name: "wdd",
        summary: "weighted ddmin: parts of equal size in bytes instead of equal unit counts",
    },
    AlgorithmInfo {
        name: "wdd*",
        summary: "wdd repeated until a run removes nothing",
    },
];

/// The top-level algorithms `--list-min` may replace (the ddmin family).
const LIST_MIN_HOSTS: &[&str] = &["ddmin", "greeddy", "opdd", "probdd", "cdd", "wdd"];

/// Options of the list-based algorithms. `complements: None` takes each
/// algorithm's own default (forward for ddmin, backward for opdd).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListOptions {
    pub split: Split,
    pub factor: Factor,
    pub subset_first: Option<bool>,
    pub subsets: Option<Order>,
    pub complements: Option<Order>,
    pub seed: u64,
    /// Replaces the ddmin-family algorithm by this list minimiser (`dd`
    /// keeps ddmin or greeddy; the fixed-point `*` carries over).
    #[serde(default)]
    pub list_min: Option<ListMinimiser>,
}

/// Builds the named algorithm over `input`, one pass per entry of `passes`.
pub fn build(
    name: &str,
    input: Vec<u8>,
    passes: &[Granularity],
    options: ListOptions,
) -> Result<Box<dyn Algorithm>, String> {
    if passes.is_empty() {
        return Err("at least one unit is needed".to_string());
    }
    let (base, fixed_point) = match name.strip_suffix('*') {
        Some(base) => (base, true),
        None => (name, false),
    };
    if !ALGORITHMS.iter().any(|a| a.name == name) {
        let known: Vec<&str> = ALGORITHMS.iter().map(|a| a.name).collect();
        return Err(format!(
            "unknown algorithm `{name}` (available: {})",
            known.join(", ")
        ));
    }
    let base = match options.list_min {
        Some(ListMinimiser::Dd) if base == "greeddy" => base,
        Some(ListMinimiser::Dd) => "ddmin",
        Some(ListMinimiser::OnePass) => "opdd",
        Some(other) if LIST_MIN_HOSTS.contains(&base) => other.name(),
        _ => base,
    };
    let builder: PassBuilder = match base {
        "ddmin" | "greeddy" | "wdd" => {
            let defaults = DdminOptions::default();
            let ddmin = DdminOptions {
                split: options.split,
                factor: options.factor,
                subset_first: options.subset_first.unwrap_or(defaults.subset_first),
                subsets: options.subsets.unwrap_or(defaults.subsets),
                complements: options.complements.unwrap_or(defaults.complements),
                seed: options.seed,
                fixed_point,
                greedy: base == "greeddy",
                weighted: base == "wdd",
            };
            Rc::new(move |input, unit| Box::new(Ddmin::new(input, unit, ddmin)))
        }
        "opdd" => {
            let defaults = OpddOptions::default();
            let opdd = OpddOptions {
                subsets: options.subsets.unwrap_or(defaults.subsets),
                complements: options.complements.unwrap_or(defaults.complements),
                seed: options.seed,
                fixed_point,
            };
            Rc::new(move |input, unit| Box::new(Opdd::new(input, unit, opdd)))
        }
        "probdd" | "cdd" => {
            let minimiser: ListMinimiser = base.parse()?;
            Rc::new(move |input, unit| {
                Box::new(
                    Sequential::for_minimiser(Units::new(input, unit), minimiser, fixed_point)
                        .expect("probdd and cdd are sequential minimisers"),
                )
            })
        }
        _ => unreachable!("every registered algorithm is built above"),
    };
    Ok(Box::new(Pipeline::new(input, passes.to_vec(), builder)))
}
