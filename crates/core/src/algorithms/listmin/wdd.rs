//! Weighted delta debugging's partitioning (Zhou, Xu, Zhang, Tian and Sun,
//! "WDD: Weighted Delta Debugging", ICSE 2025: [Zhou 2025] in
//! docs/references.md).
//!
//! From the paper: every element carries a weight (its size: tokens for a
//! tree node, bytes for a unit of text), and the partitioning step cuts the
//! list into parts of equal *weight* rather than equal count, so one heavy
//! element is not lumped with many light ones and a run of light elements
//! goes in one query. W-ddmin is ddmin with this partitioning (here
//! `DdminOptions::weighted`, and the weighted halving of the Perses list
//! minimiser).
//!
//! Inferred here: the exact cut rule. Parts stay contiguous (the hosts
//! render configurations in order and ddmin's parts are contiguous); cut
//! `j` of `n` lies where the running weight is nearest to `j·W/n`, ties
//! going to the earlier cut, with at least one element per part. An element
//! heavier than `W/n` therefore ends up alone as soon as the cuts on both of
//! its sides are nearest to it. Every element weighs at least 1, so weightless
//! elements (a node with no tokens) still spread over the parts. The paper's
//! extra 1-minimality pass is not needed: the cuts reach single elements
//! like ddmin's, whose last granularity already tries every single removal.

/// Cuts `config` into `n` contiguous, non-empty parts of about equal weight
/// (`n` is clamped to `1..=config.len()`).
pub fn weighted_split(config: &[u32], n: usize, weight: impl Fn(u32) -> u64) -> Vec<Vec<u32>> {
    let len = config.len();
    if len == 0 {
        return vec![Vec::new()];
    }
    let n = n.clamp(1, len);
    // cum[c]: the weight of the first c elements.
    let mut cum = Vec::with_capacity(len + 1);
    cum.push(0u128);
    for &atom in config {
        let last = *cum.last().expect("starts with 0");
        cum.push(last + u128::from(weight(atom).max(1)));
    }
    let total = cum[len];
    let n_wide = n as u128;
    let mut parts = Vec::with_capacity(n);
    let mut start = 0;
    for j in 1..n {
        // Cut after c elements, c in lo..=hi, leaving one element per part.
        let (lo, hi) = (start + 1, len - (n - j));
        let target = total * j as u128;
        let distance = |c: usize| (cum[c] * n_wide).abs_diff(target);
        let first_at_or_past = cum.partition_point(|&w| w * n_wide < target);
        let mut cut = first_at_or_past.clamp(lo, hi);
        if cut > lo && distance(cut - 1) <= distance(cut) {
            cut -= 1;
        }
        parts.push(config[start..cut].to_vec());
        start = cut;
    }
    parts.push(config[start..].to_vec());
    parts
}

/// Halves a chunk by weight (the weighted counterpart of
/// [`super::super::partition::halve`]); a single element stays whole.
pub fn weighted_halve(chunk: &[u32], weight: impl Fn(u32) -> u64) -> Vec<Vec<u32>> {
    if chunk.len() < 2 {
        return vec![chunk.to_vec()];
    }
    weighted_split(chunk, 2, weight)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights_of(parts: &[Vec<u32>], w: &[u64]) -> Vec<u64> {
        parts
            .iter()
            .map(|p| p.iter().map(|&a| w[a as usize]).sum())
            .collect()
    }

    #[test]
    fn equal_weights_cut_like_counts() {
        let config: Vec<u32> = (0..5).collect();
        let parts = weighted_split(&config, 2, |_| 1);
        assert_eq!(parts, vec![vec![0, 1], vec![2, 3, 4]]);
        assert_eq!(weighted_halve(&config, |_| 1), parts);
        assert_eq!(weighted_split(&config, 5, |_| 1).len(), 5);
    }

    #[test]
    fn parts_carry_equal_weight() {
        let w = [4u64, 1, 1, 1, 1, 2, 2, 4];
        let config: Vec<u32> = (0..8).collect();
        let parts = weighted_split(&config, 2, |a| w[a as usize]);
        assert_eq!(weights_of(&parts, &w), [8, 8]);
        let parts = weighted_split(&config, 4, |a| w[a as usize]);
        assert_eq!(weights_of(&parts, &w), [4, 4, 4, 4]);
        assert_eq!(parts.concat(), config);
    }

    #[test]
    fn a_heavy_element_is_isolated() {
        let w = [1u64, 1, 1, 1, 100, 1, 1, 1, 1];
        let config: Vec<u32> = (0..9).collect();
        let parts = weighted_split(&config, 4, |a| w[a as usize]);
        assert!(parts.contains(&vec![4]), "{parts:?}");
        assert_eq!(parts.concat(), config);
        assert!(parts.iter().all(|p| !p.is_empty()));
    }

    #[test]
    fn never_empty_parts() {
        let w = [1000u64, 1, 1];
        let config: Vec<u32> = (0..3).collect();
        for n in 1..=5 {
            let parts = weighted_split(&config, n, |a| w[a as usize]);
            assert_eq!(parts.len(), n.min(3));
            assert!(parts.iter().all(|p| !p.is_empty()));
            assert_eq!(parts.concat(), config);
        }
    }
}
