//! Probabilistic delta debugging (Wang, Shen, Chen, Xiong and Zhang,
//! "Probabilistic Delta Debugging", ESEC/FSE 2021: [Wang 2021] in
//! docs/references.md).
//!
//! From the paper: every element has a probability of being needed, `p0` at
//! first. Each step removes the subset with the best expected gain: sort the
//! undecided elements by probability and take the prefix `S` that maximises
//! `|S| · Π_{i∈S}(1 − p_i)`. If the list without `S` is interesting, `S` is
//! gone; if not, each `p_i` of `S` becomes `p_i / (1 − Π_{j∈S}(1 − p_j))`,
//! the posterior that `i` is needed given that some element of `S` is. A
//! single element whose removal failed gets `p = 1` and is kept for good.
//! The run ends when every remaining element has `p = 1`.
//!
//! Inferred or chosen here: ties in probability are broken by position (the
//! reference implementation shuffles first; the ICSE 2025 study of ProbDD
//! found the randomness makes little difference), so the algorithm is
//! deterministic without a seed. The expected gain of a longer prefix must
//! beat the shorter one by more than rounding (relative 1e-12): with
//! `p0 = 0.1`, prefixes of 9 and 10 have exactly the same gain, and the
//! smaller one is taken. Probabilities other than a lone failure's are kept
//! below 1, so only a tested single removal decides an element. The empty
//! list may be proposed (removing every element is a valid step here, as in
//! the Perses list minimiser).
//!
//! ProbDD does not guarantee 1-minimality: an element whose lone removal
//! failed is never tried again, though later removals may have made it
//! removable. A run that removes nothing has tried every element alone
//! against the final list, so the fixed point (`probdd*`) is 1-minimal.

use super::ConfigSearch;

/// The paper's initial probability.
pub const INITIAL_PROBABILITY: f64 = 0.1;

/// The largest probability short of certainty: a group's update never
/// decides its elements.
const BELOW_ONE: f64 = 1.0 - f64::EPSILON;

/// ProbDD over `n` elements (positions `0..n`).
#[derive(Clone, Debug)]
pub struct ProbDd {
    probability: Vec<f64>,
    alive: Vec<bool>,
    /// The subset whose removal is under test (ascending positions).
    trying: Vec<usize>,
}

impl ProbDd {
    pub fn new(n: usize, p0: f64) -> ProbDd {
        assert!(p0 > 0.0 && p0 < 1.0, "p0 must lie strictly between 0 and 1");
        ProbDd {
            probability: vec![p0; n],
            alive: vec![true; n],
            trying: Vec::new(),
        }
    }

    /// The current probability that element `i` is needed (0 once removed).
    pub fn probability(&self, i: usize) -> f64 {
        if self.alive[i] {
            self.probability[i]
        } else {
            0.0
        }
    }

    /// The subset with the best expected gain, ascending; empty when every
    /// remaining element is decided.
    pub fn select(&self) -> Vec<usize> {
        let mut undecided: Vec<usize> = (0..self.alive.len())
            .filter(|&i| self.alive[i] && self.probability[i] < 1.0)
            .collect();
        // Stable: equal probabilities keep their positions.
        undecided.sort_by(|&a, &b| self.probability[a].total_cmp(&self.probability[b]));
        let (mut best_len, mut best_gain) = (0, 0.0f64);
        let mut keep_all = 1.0f64;
        for (k, &i) in undecided.iter().enumerate() {
            keep_all *= 1.0 - self.probability[i];
            let gain = (k + 1) as f64 * keep_all;
            if gain > best_gain * (1.0 + 1e-12) {
                (best_len, best_gain) = (k + 1, gain);
            }
        }
        let mut subset = undecided[..best_len].to_vec();
        subset.sort_unstable();
        subset
    }

    fn live(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.alive.len()).filter(|&i| self.alive[i])
    }
}

impl ConfigSearch for ProbDd {
    fn next_config(&mut self) -> Option<Vec<usize>> {
        self.trying = self.select();
        if self.trying.is_empty() {
            return None;
        }
        let trying = &self.trying;
        Some(
            self.live()
                .filter(|i| trying.binary_search(i).is_err())
                .collect(),
        )
    }

    fn report(&mut self, interesting: bool) {
        let subset = std::mem::take(&mut self.trying);
        if interesting {
            for i in subset {
                self.alive[i] = false;
            }
        } else if let [single] = subset[..] {
            self.probability[single] = 1.0;
        } else {
            let none_needed: f64 = subset.iter().map(|&i| 1.0 - self.probability[i]).product();
            let some_needed = 1.0 - none_needed;
            for i in subset {
                self.probability[i] = (self.probability[i] / some_needed).min(BELOW_ONE);
            }
        }
    }

    fn kept(&self) -> Vec<usize> {
        self.live().collect()
    }

    fn boxed_clone(&self) -> Box<dyn ConfigSearch> {
        Box::new(self.clone())
    }
}
