//! Options shared by `reduce` and `bench`: algorithm tuning and the cache.

use std::path::PathBuf;

use clap::Args;
use whittle_core::algorithms::tree::{Hoisting, PrepOptions, TieBreak, TreeOptions};
use whittle_core::algorithms::{DdminOptions, Factor, ListMinimiser, ListOptions, Order, Split};
use whittle_core::cache::{CacheKind, CacheOptions};
use whittle_core::learn::{LearnOptions, Probability};

#[derive(Args, Debug, Clone)]
pub struct Tuning {
    /// Outcome cache: content-hash (digest and length only), content (full
    /// text, compared on every hit) or none.
    #[arg(
        long,
        default_value = "content-hash",
        value_name = "KIND",
        help_heading = "Cache"
    )]
    pub cache: CacheKind,
    /// Keep cached entries longer than the current result (turns off the
    /// eviction that keeps the cache small).
    #[arg(long, help_heading = "Cache")]
    pub no_evict: bool,
    /// Cache interesting verdicts too (never useful to ddmin; off by default).
    #[arg(long, help_heading = "Cache")]
    pub cache_interesting: bool,

    /// How parts are cut: zeller (small parts first) or balanced.
    #[arg(long, default_value = "zeller", help_heading = "Algorithm tuning")]
    pub split: Split,
    /// How many times more parts to try when none can go: a number ≥ 2, or inf.
    #[arg(long, default_value = "2", help_heading = "Algorithm tuning")]
    pub factor: Factor,
    /// Order of the subset tests: forward, backward, skip or random.
    #[arg(long, value_name = "ORDER", help_heading = "Algorithm tuning")]
    pub subsets: Option<Order>,
    /// Order of the complement tests (default: forward for ddmin, backward for opdd).
    #[arg(long, value_name = "ORDER", help_heading = "Algorithm tuning")]
    pub complements: Option<Order>,
    /// Try complements before subsets.
    #[arg(long, help_heading = "Algorithm tuning")]
    pub complement_first: bool,
    /// Seed for the random orders.
    #[arg(long, default_value_t = 0, help_heading = "Algorithm tuning")]
    pub seed: u64,

    /// Equal token weights: `paper` tries the highest, then rightmost node
    /// first; `code` the deepest (the reference implementation's order).
    #[arg(long, default_value = "paper", value_parser = parse_tie_break, help_heading = "Tree reducers")]
    pub tie_break: TieBreak,
    /// Keep every removable node of single-child chains testable.
    #[arg(long, help_heading = "Tree reducers")]
    pub no_chain_pruning: bool,
    /// Do not treat a node whose children are all removable as removable.
    #[arg(long, help_heading = "Tree reducers")]
    pub no_nullability_inference: bool,
    /// The default pipeline: never try a rewrite that makes the text
    /// larger (a pump, such as `int f()` to `void f()`) where every pass is
    /// stuck; the run ends at that fixed point, with fewer queries and
    /// maybe a larger result. A folder's reduction has no pumps.
    #[arg(long, help_heading = "Algorithm tuning")]
    pub no_pumps: bool,
    /// The default pipeline: ask the oracle every candidate. By default it
    /// answers "not interesting" without a run where a candidate makes a
    /// change the oracle refused before in the same surroundings, or
    /// strands a name whose stranding it refused: right for an oracle that
    /// reads only the text, a guess for one that depends on more.
    #[arg(long, help_heading = "Algorithm tuning")]
    pub no_memory: bool,
    /// Try replacing nodes by compatible descendants (default: on for
    /// perses, off for the others).
    #[arg(long, overrides_with = "no_replace", help_heading = "Tree reducers")]
    pub replace: bool,
    #[arg(long, overrides_with = "replace", hide = true)]
    pub no_replace: bool,
    /// List minimiser wherever ddmin or OPDD minimise a list (the ddmin
    /// family, the HDD family, perses, pardis-hybrid): dd, opdd, probdd, cdd
    /// or wdd [default: the algorithm's own; dd for perses and HDD, opdd for
    /// the hybrid].
    #[arg(long, value_name = "MINIMISER", help_heading = "Algorithm tuning")]
    pub list_min: Option<ListMinimiser>,
    /// Hoisting for the HDD family: off, pre (a pass before pruning),
    /// interlaced (after each level), or both.
    #[arg(long, default_value = "off", value_parser = parse_hoisting, help_heading = "Tree reducers")]
    pub hoist: Hoisting,
    /// HDDr takes nodes breadth-first instead of last-in-first-out.
    #[arg(long, help_heading = "Tree reducers")]
    pub pop_first: bool,

    /// Trained model for model-pardis and the type-batched reducers
    /// (written by `whittle train fit`) [default: the language's built-in
    /// model, if it has one; otherwise they learn during the run].
    #[arg(long, value_name = "FILE", help_heading = "Learning-guided reducers")]
    pub model: Option<PathBuf>,
    /// Ignore trained models: learn only from this run's verdicts.
    #[arg(
        long,
        conflicts_with = "model",
        help_heading = "Learning-guided reducers"
    )]
    pub no_model: bool,
    /// Combine the trained model with what this run learns.
    #[arg(long, help_heading = "Learning-guided reducers")]
    pub adapt: bool,
    /// Success probabilities of type batching: time-varying (the trained
    /// logistic curves), time-invariant (trained constant rates) or online.
    #[arg(
        long,
        default_value = "time-varying",
        value_parser = parse_probability,
        help_heading = "Learning-guided reducers"
    )]
    pub probability: Probability,
    /// model-pardis: finish with plain Pardis passes (model off) to recover
    /// what the model skipped.
    #[arg(long, help_heading = "Learning-guided reducers")]
    pub recover: bool,
}

impl Tuning {
    pub fn list_options(&self) -> ListOptions {
        ListOptions {
            split: self.split,
            factor: self.factor,
            subset_first: self.complement_first.then_some(false),
            subsets: self.subsets,
            complements: self.complements,
            seed: self.seed,
            list_min: self.list_min,
        }
    }

    pub fn tree_options(&self) -> TreeOptions {
        let list = self.list_options();
        let defaults = DdminOptions::default();
        TreeOptions {
            tie_break: self.tie_break,
            prep: PrepOptions {
                nullability_inference: !self.no_nullability_inference,
                chain_pruning: !self.no_chain_pruning,
            },
            replace: match (self.replace, self.no_replace) {
                (true, _) => Some(true),
                (_, true) => Some(false),
                _ => None,
            },
            revisit: self.list_min,
            hoisting: self.hoist,
            pop_first: self.pop_first,
            one_pass: false,
            ddmin: DdminOptions {
                split: list.split,
                factor: list.factor,
                subset_first: list.subset_first.unwrap_or(defaults.subset_first),
                subsets: list.subsets.unwrap_or(defaults.subsets),
                complements: list.complements.unwrap_or(defaults.complements),
                seed: list.seed,
                ..defaults
            },
            learn: LearnOptions {
                adapt: self.adapt,
                probability: self.probability,
                recover: self.recover,
                ..LearnOptions::default()
            },
        }
    }

    pub fn cache_options(&self) -> CacheOptions {
        CacheOptions {
            kind: self.cache,
            store_interesting: self.cache_interesting,
            evict_larger: !self.no_evict,
        }
    }
}

pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn parse_tie_break(s: &str) -> Result<TieBreak, String> {
    match s {
        "paper" => Ok(TieBreak::Paper),
        "code" => Ok(TieBreak::Code),
        _ => Err(format!("`{s}`: expected paper or code")),
    }
}

fn parse_hoisting(s: &str) -> Result<Hoisting, String> {
    match s {
        "off" => Ok(Hoisting::Off),
        "pre" => Ok(Hoisting::Pre),
        "interlaced" => Ok(Hoisting::Interlaced),
        "both" => Ok(Hoisting::Both),
        _ => Err(format!("`{s}`: expected off, pre, interlaced or both")),
    }
}

fn parse_probability(s: &str) -> Result<Probability, String> {
    match s {
        "time-varying" => Ok(Probability::TimeVarying),
        "time-invariant" => Ok(Probability::TimeInvariant),
        "online" => Ok(Probability::Online),
        _ => Err(format!(
            "`{s}`: expected time-varying, time-invariant or online"
        )),
    }
}
