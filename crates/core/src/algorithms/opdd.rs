//! One Pass Delta Debugging ([Gharachorlu 2018]; [Gharachorlu 2023a], ch. 3;
//! docs/references.md).
//!
//! Each chunk is tried at most once per granularity. After the subset phase
//! (kept, as in the reference implementation), the complements are folded:
//! each chunk is removed from the *current* configuration if that stays
//! interesting, and the sweep goes on instead of restarting. Then every
//! surviving chunk is halved. Queries stay linear in the input size, at the
//! price of ddmin's 1-minimality guarantee; with `fixed_point` the sweep
//! repeats from two chunks while something was removed.
//!
//! The empty configuration is never tested (test(∅) is assumed not
//! interesting, as for ddmin).
//!
//! OPDD forks: it acts on the first interesting candidate of a batch alone,
//! and the fold proposes one candidate at a time, so without forks a
//! parallel window would run one test at a time through the whole fold.

use std::borrow::Cow;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::partition::{halve, Order};
use crate::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Granularity, Phase, Units};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpddOptions {
    pub subsets: Order,
    /// The order of the complement fold; backward by default, which follows
    /// the usual dependence order of code (uses after definitions).
    pub complements: Order,
    pub seed: u64,
    pub fixed_point: bool,
}

impl Default for OpddOptions {
    fn default() -> Self {
        OpddOptions {
            subsets: Order::Forward,
            complements: Order::Backward,
            seed: 0,
            fixed_point: false,
        }
    }
}

#[derive(Clone)]
enum Stage {
    /// Trying each chunk alone, in this order of chunk indices.
    Subsets(Vec<usize>),
    /// Removing chunks one at a time: `order[pos]` is the next to try.
    Fold {
        order: Vec<usize>,
        pos: usize,
    },
    Done,
}

/// Cloned for forks; the units are shared, never changed once cut.
#[derive(Clone)]
pub struct Opdd {
    units: Rc<Units>,
    granularity: Granularity,
    options: OpddOptions,
    rng: fastrand::Rng,
    config: Vec<u32>,
    chunks: Vec<Vec<u32>>,
    removed: Vec<bool>,
    stage: Stage,
    round: u32,
    changed: bool,
}

impl Opdd {
    pub fn new(input: Vec<u8>, granularity: Granularity, options: OpddOptions) -> Opdd {
        let units = Rc::new(Units::new(input, granularity));
        let config = units.all();
        let mut opdd = Opdd {
            granularity,
            rng: fastrand::Rng::with_seed(options.seed),
            chunks: Vec::new(),
            removed: Vec::new(),
            stage: Stage::Done,
            config,
            units,
            options,
            round: 1,
            changed: false,
        };
        opdd.start_round();
        opdd
    }

    fn start_round(&mut self) {
        self.set_chunks(halve(&self.config));
    }

    fn set_chunks(&mut self, chunks: Vec<Vec<u32>>) {
        self.removed = vec![false; chunks.len()];
        self.chunks = chunks;
        let order = self
            .options
            .subsets
            .indices(self.chunks.len(), &mut self.rng);
        self.stage = Stage::Subsets(order);
    }

    fn start_fold(&mut self) {
        let order = self
            .options
            .complements
            .indices(self.chunks.len(), &mut self.rng);
        self.stage = Stage::Fold { order, pos: 0 };
    }

    /// The fold is over: halve the surviving chunks, or end the round when
    /// they are all single units.
    fn refine(&mut self) {
        let surviving: Vec<&Vec<u32>> = self
            .chunks
            .iter()
            .zip(&self.removed)
            .filter(|(_, &removed)| !removed)
            .map(|(c, _)| c)
            .collect();
        if surviving.iter().all(|c| c.len() < 2) {
            self.end_round();
        } else {
            let refined = surviving.into_iter().flat_map(|c| halve(c)).collect();
            self.set_chunks(refined);
        }
    }

    fn end_round(&mut self) {
        if self.options.fixed_point && self.changed && self.config.len() >= 2 {
            self.round += 1;
            self.changed = false;
            self.start_round();
        } else {
            self.stage = Stage::Done;
        }
    }

    fn live_chunks(&self) -> usize {
        self.removed.iter().filter(|&&r| !r).count()
    }

    fn without(&self, chunk: usize) -> Candidate {
        let kept = self
            .chunks
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != chunk && !self.removed[i])
            .flat_map(|(_, c)| c.iter().copied());
        let mut content = Vec::new();
        self.units.render_into(kept, &mut content);
        Candidate {
            content,
            units: self.config.len() - self.chunks[chunk].len(),
        }
    }
}

impl AlgorithmView for Opdd {
    fn describe(&self, index: usize) -> String {
        let n = self.chunks.len();
        match &self.stage {
            Stage::Subsets(order) => format!(
                "reduce to subset: keep only chunk {} of {n}",
                order[index] + 1
            ),
            Stage::Fold { order, pos } => format!(
                "one-pass complement: remove chunk {} of {n} ({} {}s) from the current input; {} chunks left to try at this granularity",
                order[*pos] + 1,
                self.chunks[order[*pos]].len(),
                self.granularity,
                order.len() - pos - 1
            ),
            Stage::Done => String::from("finished"),
        }
    }
}

impl Algorithm for Opdd {
    fn next_batch(&mut self) -> Option<Batch> {
        loop {
            if self.config.len() < 2 && !matches!(self.stage, Stage::Done) {
                self.stage = Stage::Done;
            }
            match &mut self.stage {
                Stage::Done => return None,
                Stage::Subsets(order) if self.chunks.len() >= 2 && !order.is_empty() => {
                    return Some(Batch { len: order.len() });
                }
                Stage::Subsets(_) => self.start_fold(),
                Stage::Fold { order, pos } => {
                    // Removing the last live chunk would test the empty input.
                    let live = self.removed.iter().filter(|&&r| !r).count();
                    if *pos < order.len() && live > 1 {
                        return Some(Batch { len: 1 });
                    }
                    self.refine();
                }
            }
        }
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        match &self.stage {
            Stage::Subsets(order) => {
                let chunk = &self.chunks[order[index]];
                Candidate {
                    content: self.units.render(chunk),
                    units: chunk.len(),
                }
            }
            Stage::Fold { order, pos } => self.without(order[*pos]),
            Stage::Done => unreachable!("no batch after the end"),
        }
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        let first = outcome.first();
        match &mut self.stage {
            Stage::Subsets(order) => match first {
                Some(i) => {
                    self.config = std::mem::take(&mut self.chunks[order[i]]);
                    self.changed = true;
                    self.set_chunks(halve(&self.config));
                }
                None => self.start_fold(),
            },
            Stage::Fold { order, pos } => {
                let chunk = order[*pos];
                *pos += 1;
                if first.is_some() {
                    self.removed[chunk] = true;
                    self.changed = true;
                    self.config = self
                        .chunks
                        .iter()
                        .zip(&self.removed)
                        .filter(|(_, &r)| !r)
                        .flat_map(|(c, _)| c.iter().copied())
                        .collect();
                }
            }
            Stage::Done => {}
        }
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(self.clone()))
    }

    fn current(&self) -> Vec<u8> {
        self.units.render(&self.config)
    }

    fn current_units(&self) -> usize {
        self.config.len()
    }

    fn phase(&self) -> Phase {
        Phase {
            pass: Cow::Borrowed(self.granularity.name()),
            round: self.round,
            granularity: self.live_chunks(),
        }
    }
}
