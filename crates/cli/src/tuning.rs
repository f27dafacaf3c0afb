//! Options shared by `reduce` and `bench`: algorithm tuning and the cache.

use clap::Args;
use whittle_core::algorithms::{Factor, ListOptions, Order, Split, ALGORITHMS};
use whittle_core::cache::{CacheKind, CacheOptions};

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

/// For clap: accept only the names of known algorithms.
pub fn algorithm_name(name: &str) -> Result<String, String> {
    if ALGORITHMS.iter().any(|a| a.name == name) {
        Ok(name.to_string())
    } else {
        Err(format!("unknown algorithm; {}", algorithm_help()))
    }
}

pub fn algorithm_help() -> String {
    let mut help = String::from("available algorithms:");
    for a in ALGORITHMS {
        help.push_str(&format!("\n  {:<10} {}", a.name, a.summary));
    }
    help
}

pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
