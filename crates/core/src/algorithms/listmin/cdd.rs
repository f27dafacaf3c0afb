//! Counter-based delta debugging (Zhang, Xu, Tian, Cheng and Sun, "Toward a
//! Better Understanding of Probabilistic Delta Debugging", ICSE 2025:
//! [Zhang 2025] in docs/references.md).
//!
//! From the paper: in ProbDD every element's probability grows like a
//! counter of the rounds it has been through, `p_r ≈ p0 / (1 − e^{-1})^r`,
//! and the size of the subset ProbDD removes follows as `s_r ≈ −1 / ln(1 −
//! p_r)`. CDD keeps only the round counter `r`: a round cuts the remaining
//! list, in order, into chunks of `s_r` elements and tries removing each
//! chunk once from the current list; then `r` grows. The round at size 1 is
//! the last. The paper reports the same queries and results as ProbDD with
//! none of its probability arithmetic.
//!
//! Chosen here: `s_r` is the floor of the closed form, at least 1 (with
//! `p0 = 0.1` the sizes are 9, 5, 3, 1); chunks are tried forward and the
//! last chunk of a round may be shorter; a round whose one chunk is the
//! whole unchanged list again is skipped (its only query failed last round).
//! Like ProbDD, CDD is not
//! 1-minimal; its fixed point (`cdd*`) is, since a round at size 1 that
//! removes nothing has tried every single removal against the final list.

use super::ConfigSearch;

/// The subset size of round `r` (from 0) for the initial probability `p0`.
pub fn subset_size(p0: f64, round: u32) -> usize {
    let growth = 1.0 - (-1.0f64).exp();
    let p = p0 / growth.powi(round as i32);
    if p >= 1.0 {
        return 1;
    }
    let size = (-1.0 / (1.0 - p).ln()).floor();
    if size.is_finite() && size >= 1.0 {
        size as usize
    } else {
        1
    }
}

/// CDD over `n` elements (positions `0..n`).
#[derive(Clone, Debug)]
pub struct Cdd {
    p0: f64,
    round: u32,
    alive: Vec<bool>,
    /// The chunks of the current round, in order.
    chunks: Vec<Vec<usize>>,
    /// The chunk under test or next to try.
    pos: usize,
    done: bool,
}

impl Cdd {
    pub fn new(n: usize, p0: f64) -> Cdd {
        assert!(p0 > 0.0 && p0 < 1.0, "p0 must lie strictly between 0 and 1");
        let mut cdd = Cdd {
            p0,
            round: 0,
            alive: vec![true; n],
            chunks: Vec::new(),
            pos: 0,
            done: n == 0,
        };
        cdd.start_round();
        cdd
    }

    /// The round counter (from 0).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The subset size of the current round.
    pub fn size(&self) -> usize {
        subset_size(self.p0, self.round)
    }

    fn start_round(&mut self) {
        let live: Vec<usize> = (0..self.alive.len()).filter(|&i| self.alive[i]).collect();
        let whole_again = self.chunks.len() == 1 && self.chunks[0] == live;
        self.chunks = live.chunks(self.size()).map(<[usize]>::to_vec).collect();
        self.pos = 0;
        if self.chunks.is_empty() {
            self.done = true;
        } else if whole_again && self.chunks.len() == 1 {
            // The list is shorter than this size too: removing all of it
            // failed last round already.
            self.pos = 1;
        }
    }
}

impl ConfigSearch for Cdd {
    fn next_config(&mut self) -> Option<Vec<usize>> {
        while !self.done && self.pos >= self.chunks.len() {
            if self.size() == 1 {
                self.done = true;
            } else {
                self.round += 1;
                self.start_round();
            }
        }
        if self.done {
            return None;
        }
        let chunk = &self.chunks[self.pos];
        Some(
            (0..self.alive.len())
                .filter(|&i| self.alive[i] && chunk.binary_search(&i).is_err())
                .collect(),
        )
    }

    fn report(&mut self, interesting: bool) {
        if interesting {
            for &i in &self.chunks[self.pos] {
                self.alive[i] = false;
            }
        }
        self.pos += 1;
    }

    fn kept(&self) -> Vec<usize> {
        (0..self.alive.len()).filter(|&i| self.alive[i]).collect()
    }

    fn boxed_clone(&self) -> Box<dyn ConfigSearch> {
        Box::new(self.clone())
    }
}
