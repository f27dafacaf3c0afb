//! ddmin ([Zeller 2002]) with Picire's semantics ([Vince 2024], §2.1), its
//! fixed point ddmin* (ch. 5) and the GreeDDy merge of several interesting
//! complements (ch. 6); docs/references.md.
//!
//! One run tries, in the configured order, each part alone ("reduce to
//! subset") and the configuration without each part ("reduce to
//! complement"). The first interesting candidate wins:
//!
//! * a subset: it becomes the configuration, to be split in `f` parts again;
//! * a complement: the remaining parts are kept as they are, and the next run
//!   starts its complements at the part after the removed one (the rotation
//!   offset of Hodován and Kiss, needed to reproduce Picire's traces);
//! * nothing: the whole configuration is re-split into `f` times more parts
//!   (and the offset scaled), or, at single units, the run is over.
//!
//! With `fixed_point`, runs repeat from two parts while the previous one
//! removed something. With `greedy`, a batch that found several interesting
//! complements (only a parallel window does) first tries removing all of those
//! parts at once; if that is not interesting it keeps the first and folds the
//! others in one at a time.
//!
//! Plain ddmin (not GreeDDy) forks: it acts on the first interesting
//! candidate of a run alone, so a copy told that a running candidate won
//! (or that every one failed) proposes the run a sequential reduction
//! makes next, and a parallel window need not wait for the rest of a run.
//! GreeDDy merges every interesting complement of a run and does not.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::listmin::weighted_split;
use super::partition::{split, Factor, Order, Split};
use crate::{
    Algorithm, AlgorithmView, Atoms, Batch, BatchOutcome, Candidate, Granularity, Phase, Units,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DdminOptions {
    pub split: Split,
    pub factor: Factor,
    /// Try subsets before complements (Picire's default) or after.
    pub subset_first: bool,
    pub subsets: Order,
    pub complements: Order,
    /// Seed for [`Order::Random`].
    pub seed: u64,
    /// ddmin*: repeat until a run removes nothing.
    pub fixed_point: bool,
    /// GreeDDy: merge several interesting complements of one window.
    pub greedy: bool,
    /// W-ddmin: cut parts of equal atom weight instead of equal count
    /// (see `listmin::weighted_split`).
    #[serde(default)]
    pub weighted: bool,
}

impl Default for DdminOptions {
    fn default() -> Self {
        DdminOptions {
            split: Split::Zeller,
            factor: Factor::default(),
            subset_first: true,
            subsets: Order::Forward,
            complements: Order::Forward,
            seed: 0,
            fixed_point: false,
            greedy: false,
            weighted: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Move {
    /// Keep only this part.
    Subset(usize),
    /// Remove this part.
    Complement(usize),
}

/// GreeDDy's follow-up tests after a window with several interesting complements.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Merge {
    Idle,
    /// Testing the removal of all these parts (in iteration order) at once.
    All(Vec<usize>),
    /// `removed` is known to be removable together; testing `removed + trying`,
    /// then the parts in `rest`.
    Fold {
        removed: Vec<usize>,
        trying: usize,
        rest: Vec<usize>,
    },
}

/// ddmin over any list of atoms: units of a text, or the nodes of one tree
/// level (HDD).
pub struct Ddmin<A: Atoms = Units> {
    /// Shared with forks: never changed once cut.
    atoms: Rc<A>,
    options: DdminOptions,
    rng: fastrand::Rng,
    config: Vec<u32>,
    parts: Vec<Vec<u32>>,
    offset: usize,
    round: u32,
    changed: bool,
    moves: Vec<Move>,
    merge: Merge,
    done: bool,
}

impl Ddmin<Units> {
    pub fn new(input: Vec<u8>, granularity: Granularity, options: DdminOptions) -> Ddmin {
        Ddmin::over(Units::new(input, granularity), options)
    }
}

impl<A: Atoms> Ddmin<A> {
    /// ddmin over all of `atoms`.
    pub fn over(atoms: A, options: DdminOptions) -> Ddmin<A> {
        let config: Vec<u32> = (0..atoms.count() as u32).collect();
        Ddmin {
            rng: fastrand::Rng::with_seed(options.seed),
            parts: vec![config.clone()],
            config,
            atoms: Rc::new(atoms),
            options,
            offset: 0,
            round: 1,
            changed: false,
            moves: Vec::new(),
            merge: Merge::Idle,
            done: false,
        }
    }

    /// A copy in the same state, the atoms shared.
    fn copy(&self) -> Ddmin<A> {
        Ddmin {
            atoms: Rc::clone(&self.atoms),
            options: self.options,
            rng: self.rng.clone(),
            config: self.config.clone(),
            parts: self.parts.clone(),
            offset: self.offset,
            round: self.round,
            changed: self.changed,
            moves: self.moves.clone(),
            merge: self.merge.clone(),
            done: self.done,
        }
    }

    /// A copy to fork, unless this is GreeDDy (see [`Algorithm::fork`]).
    pub(crate) fn fork_copy(&self) -> Option<Ddmin<A>> {
        (!self.options.greedy).then(|| self.copy())
    }

    /// The moves of one run, in iteration order, complements rotated by the offset.
    fn plan_moves(&mut self) -> Vec<Move> {
        let n = self.parts.len();
        let subsets = self
            .options
            .subsets
            .indices(n, &mut self.rng)
            .into_iter()
            .map(Move::Subset);
        let offset = self.offset;
        let complements: Vec<Move> = self
            .options
            .complements
            .indices(n, &mut self.rng)
            .into_iter()
            .map(|j| Move::Complement((j + offset) % n))
            .collect();
        if self.options.subset_first {
            subsets.chain(complements).collect()
        } else {
            complements.into_iter().chain(subsets).collect()
        }
    }

    /// The configuration cut into `n` parts, by count or by weight.
    fn split_config(&self, n: usize) -> Vec<Vec<u32>> {
        if self.options.weighted {
            weighted_split(&self.config, n, |atom| self.atoms.weight(atom))
        } else {
            split(&self.config, n, self.options.split)
        }
    }

    /// No candidate of the run was interesting: refine, or end the round.
    fn refine(&mut self) {
        let n = self.parts.len();
        let len = self.config.len();
        if n < len {
            let new = self.split_config(self.options.factor.grow(n, len));
            self.offset = self.offset * new.len() / n;
            self.parts = new;
        } else {
            self.end_round();
        }
    }

    fn end_round(&mut self) {
        if self.options.fixed_point && self.changed {
            self.round += 1;
            self.changed = false;
            self.parts = vec![self.config.clone()];
            self.offset = 0;
        } else {
            self.done = true;
        }
    }

    /// Removes the given parts (listed in iteration order); the next run's
    /// complements start at the part that followed the last one removed.
    fn remove_parts(&mut self, removed: &[usize]) {
        let last = *removed.last().expect("at least one part is removed");
        self.offset = last - removed.iter().filter(|&&r| r < last).count();
        let parts = std::mem::take(&mut self.parts);
        self.parts = parts
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !removed.contains(i))
            .map(|(_, p)| p)
            .collect();
        self.config = self.parts.concat();
        self.changed = true;
    }

    fn keep_subset(&mut self, part: usize) {
        self.config = std::mem::take(&mut self.parts[part]);
        self.parts = vec![self.config.clone()];
        self.offset = 0;
        self.changed = true;
    }

    /// The atoms kept so far (indices into the atom list, ascending).
    pub fn kept(&self) -> &[u32] {
        &self.config
    }

    fn kept_without(&self, removed: &[usize]) -> Vec<u32> {
        self.parts
            .iter()
            .enumerate()
            .filter(|(i, _)| !removed.contains(i))
            .flat_map(|(_, p)| p.iter().copied())
            .collect()
    }

    /// The atoms candidate `index` of the current batch keeps.
    pub fn candidate_kept(&self, index: usize) -> Vec<u32> {
        match &self.merge {
            Merge::All(parts) => self.kept_without(parts),
            Merge::Fold {
                removed, trying, ..
            } => {
                let mut parts = removed.clone();
                parts.push(*trying);
                self.kept_without(&parts)
            }
            Merge::Idle => match self.moves[index] {
                Move::Subset(part) => self.parts[part].clone(),
                Move::Complement(part) => self.kept_without(&[part]),
            },
        }
    }

    pub fn atoms(&self) -> &A {
        &self.atoms
    }

    fn on_run_outcome(&mut self, outcome: &BatchOutcome) {
        let Some(first) = outcome.first() else {
            self.refine();
            return;
        };
        match self.moves[first] {
            Move::Subset(part) => self.keep_subset(part),
            Move::Complement(part) => {
                let removable: Vec<usize> = outcome
                    .interesting
                    .iter()
                    .filter_map(|&i| match self.moves[i] {
                        Move::Complement(p) => Some(p),
                        Move::Subset(_) => None,
                    })
                    .collect();
                if self.options.greedy && removable.len() > 1 {
                    self.merge = Merge::All(removable);
                } else {
                    self.remove_parts(&[part]);
                }
            }
        }
    }

    fn on_merge_outcome(&mut self, interesting: bool) {
        match std::mem::replace(&mut self.merge, Merge::Idle) {
            Merge::Idle => unreachable!("no merge under test"),
            Merge::All(parts) if interesting => self.remove_parts(&parts),
            Merge::All(parts) => {
                self.merge = Merge::Fold {
                    removed: vec![parts[0]],
                    trying: parts[1],
                    rest: parts[2..].to_vec(),
                };
            }
            Merge::Fold {
                mut removed,
                trying,
                mut rest,
            } => {
                if interesting {
                    removed.push(trying);
                }
                if rest.is_empty() {
                    self.remove_parts(&removed);
                } else {
                    let trying = rest.remove(0);
                    self.merge = Merge::Fold {
                        removed,
                        trying,
                        rest,
                    };
                }
            }
        }
    }
}

impl<A: Atoms + 'static> AlgorithmView for Ddmin<A> {
    fn describe(&self, index: usize) -> String {
        let n = self.parts.len();
        match &self.merge {
            Merge::All(parts) => format!(
                "GreeDDy: remove parts {} of {n} together, all found removable in one window",
                one_based(parts)
            ),
            Merge::Fold {
                removed, trying, ..
            } => format!(
                "GreeDDy: the merged removal failed; add part {} to the removable parts {}",
                trying + 1,
                one_based(removed)
            ),
            Merge::Idle => match self.moves[index] {
                Move::Subset(p) => format!(
                    "reduce to subset: keep only part {} of {n} ({} {})",
                    p + 1,
                    self.parts[p].len(),
                    self.atoms.noun()
                ),
                Move::Complement(p) => format!(
                    "reduce to complement: remove part {} of {n} ({} {})",
                    p + 1,
                    self.parts[p].len(),
                    self.atoms.noun()
                ),
            },
        }
    }
}

impl<A: Atoms + 'static> Algorithm for Ddmin<A> {
    fn next_batch(&mut self) -> Option<Batch> {
        if self.merge != Merge::Idle {
            return Some(Batch { len: 1 });
        }
        loop {
            if self.done {
                return None;
            }
            if self.config.len() < 2 {
                self.end_round();
                continue;
            }
            if self.parts.len() < 2 {
                let n = match self.options.factor {
                    Factor::Finite(f) => f.min(self.config.len()),
                    Factor::Infinite => self.config.len(),
                };
                self.parts = self.split_config(n);
            }
            self.moves = self.plan_moves();
            if self.moves.is_empty() {
                self.refine();
                continue;
            }
            return Some(Batch {
                len: self.moves.len(),
            });
        }
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        self.atoms
            .candidate(&mut self.candidate_kept(index).into_iter())
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        if self.merge == Merge::Idle {
            self.on_run_outcome(outcome);
        } else {
            self.on_merge_outcome(outcome.first().is_some());
        }
    }

    /// Plain ddmin only: GreeDDy needs every interesting complement of a
    /// run, not the first.
    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        self.fork_copy()
            .map(|copy| Box::new(copy) as Box<dyn Algorithm>)
    }

    fn current(&self) -> Vec<u8> {
        self.atoms
            .candidate(&mut self.config.iter().copied())
            .content
    }

    fn current_units(&self) -> usize {
        self.atoms.candidate(&mut self.config.iter().copied()).units
    }

    fn phase(&self) -> Phase {
        Phase {
            pass: self.atoms.pass(),
            round: self.round,
            granularity: self.parts.len(),
        }
    }
}

fn one_based(parts: &[usize]) -> String {
    parts
        .iter()
        .map(|p| (p + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
