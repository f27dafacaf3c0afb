//! Cutting a configuration into parts, and the orders parts are visited in.
//!
//! Splits: Zeller's (Picire's default, the first parts the smaller) and
//! balanced, into as many parts as the split factor says, and halving. Orders:
//! forward, backward, skip and seeded random.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How a configuration is cut into `n` parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Split {
    /// Zeller's split, Picire's default: the first parts are the smaller ones
    /// (5 units in 2 parts gives sizes 2 and 3).
    #[default]
    Zeller,
    /// `part i = config[len·i/n .. len·(i+1)/n]`.
    Balanced,
}

impl FromStr for Split {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "zeller" => Ok(Split::Zeller),
            "balanced" => Ok(Split::Balanced),
            _ => Err(format!("unknown split `{s}` (expected zeller or balanced)")),
        }
    }
}

/// By how much the number of parts grows when no part can be removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Factor {
    Finite(usize),
    /// Start and stay at single units.
    Infinite,
}

impl Default for Factor {
    fn default() -> Self {
        Factor::Finite(2)
    }
}

impl Factor {
    /// The number of parts after growing from `n` parts of a `len`-unit config.
    pub fn grow(self, n: usize, len: usize) -> usize {
        match self {
            Factor::Finite(f) => len.min(n.saturating_mul(f)),
            Factor::Infinite => len,
        }
    }
}

impl FromStr for Factor {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "inf" {
            return Ok(Factor::Infinite);
        }
        match s.parse::<usize>() {
            Ok(f) if f >= 2 => Ok(Factor::Finite(f)),
            _ => Err(format!(
                "split factor must be a whole number of 2 or more, or `inf`; got `{s}`"
            )),
        }
    }
}

/// Cuts `config` into `n` contiguous parts (`1 <= n <= config.len()`).
pub fn split(config: &[u32], n: usize, how: Split) -> Vec<Vec<u32>> {
    let len = config.len();
    let n = n.clamp(1, len.max(1));
    let mut parts = Vec::with_capacity(n);
    let mut start = 0;
    for i in 0..n {
        let stop = match how {
            Split::Zeller => start + (len - start) / (n - i),
            Split::Balanced => len * (i + 1) / n,
        };
        parts.push(config[start..stop].to_vec());
        start = stop;
    }
    parts
}

/// Halves a chunk, the left half getting the floor; a single unit stays whole.
pub fn halve(chunk: &[u32]) -> Vec<Vec<u32>> {
    if chunk.len() < 2 {
        return vec![chunk.to_vec()];
    }
    let mid = chunk.len() / 2;
    vec![chunk[..mid].to_vec(), chunk[mid..].to_vec()]
}

/// The order in which the parts of one kind (subsets or complements) are tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Order {
    Forward,
    Backward,
    /// Do not try this kind at all.
    Skip,
    /// A shuffled order from the algorithm's seeded generator.
    Random,
}

impl Order {
    pub const ALL: [Order; 4] = [Order::Forward, Order::Backward, Order::Skip, Order::Random];

    pub fn name(self) -> &'static str {
        match self {
            Order::Forward => "forward",
            Order::Backward => "backward",
            Order::Skip => "skip",
            Order::Random => "random",
        }
    }

    /// The indices `0..n` in this order.
    pub fn indices(self, n: usize, rng: &mut fastrand::Rng) -> Vec<usize> {
        match self {
            Order::Forward => (0..n).collect(),
            Order::Backward => (0..n).rev().collect(),
            Order::Skip => Vec::new(),
            Order::Random => {
                let mut v: Vec<usize> = (0..n).collect();
                rng.shuffle(&mut v);
                v
            }
        }
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Order {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Order::ALL
            .into_iter()
            .find(|o| o.name() == s)
            .ok_or_else(|| {
                format!("unknown order `{s}` (expected forward, backward, skip or random)")
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(parts: &[Vec<u32>]) -> Vec<usize> {
        parts.iter().map(Vec::len).collect()
    }

    #[test]
    fn zeller_split_puts_small_parts_first() {
        let config: Vec<u32> = (0..5).collect();
        assert_eq!(sizes(&split(&config, 2, Split::Zeller)), [2, 3]);
        assert_eq!(sizes(&split(&config, 4, Split::Zeller)), [1, 1, 1, 2]);
        let config: Vec<u32> = (0..7).collect();
        assert_eq!(sizes(&split(&config, 3, Split::Zeller)), [2, 2, 3]);
    }

    #[test]
    fn balanced_split() {
        let config: Vec<u32> = (0..7).collect();
        assert_eq!(sizes(&split(&config, 3, Split::Balanced)), [2, 2, 3]);
        let config: Vec<u32> = (0..5).collect();
        assert_eq!(sizes(&split(&config, 4, Split::Balanced)), [1, 1, 1, 2]);
        assert_eq!(split(&config, 5, Split::Balanced).concat(), config);
    }

    #[test]
    fn factor_growth_is_capped() {
        assert_eq!(Factor::Finite(2).grow(4, 100), 8);
        assert_eq!(Factor::Finite(2).grow(64, 100), 100);
        assert_eq!(Factor::Infinite.grow(2, 100), 100);
        assert!("1".parse::<Factor>().is_err());
        assert_eq!("inf".parse::<Factor>(), Ok(Factor::Infinite));
    }

    #[test]
    fn orders() {
        let mut rng = fastrand::Rng::with_seed(7);
        assert_eq!(Order::Forward.indices(3, &mut rng), [0, 1, 2]);
        assert_eq!(Order::Backward.indices(3, &mut rng), [2, 1, 0]);
        assert!(Order::Skip.indices(3, &mut rng).is_empty());
        let mut shuffled = Order::Random.indices(10, &mut rng);
        shuffled.sort();
        assert_eq!(shuffled, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn halving() {
        assert_eq!(halve(&[1, 2, 3]), vec![vec![1], vec![2, 3]]);
        assert_eq!(halve(&[1]), vec![vec![1]]);
    }
}
