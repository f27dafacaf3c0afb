//! The list minimisers a host can choose (`--list-min`): ddmin and OPDD,
//! and the newer ProbDD, CDD and WDD.
//!
//! A host minimises a list of atoms: the units of a text (the top-level
//! algorithms), the nodes of one tree level or one node's children (HDD),
//! the elements of a list node (Perses, Pardis Hybrid's groups). ddmin and
//! W-ddmin are [`super::Ddmin`] (weighted or not), which proposes whole
//! batches. ProbDD and CDD decide one removal at a time, so they are
//! written as a [`ConfigSearch`] over positions `0..n` and driven by
//! [`Sequential`], which turns any such search into an [`Algorithm`] over
//! atoms (one candidate per batch, or a speculative batch when told a
//! window), optionally to a fixed point.
//!
//! The minimisers are also registered as top-level algorithms (`probdd`, `cdd`,
//! `wdd` and their `*` fixed points). [`Sequential`] forks (the search cloned,
//! the atoms shared), so the next batch need not wait for every test of this
//! one. [`ListAlgorithm`] is what HDD reads back from [`super::Ddmin`] or
//! [`Sequential`], and how it forks them. Each minimiser's module says what
//! comes from its paper and what is inferred.

mod cdd;
mod probdd;
mod wdd;

pub use cdd::{subset_size, Cdd};
pub use probdd::{ProbDd, INITIAL_PROBABILITY};
pub use wdd::{weighted_halve, weighted_split};

use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::Ddmin;
use crate::{Algorithm, AlgorithmView, Atoms, Batch, BatchOutcome, Candidate, Phase};

/// Which algorithm minimises a list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ListMinimiser {
    /// ddmin (in the Perses list minimiser: with its revisits).
    #[default]
    Dd,
    /// One pass per granularity (OPDD).
    OnePass,
    /// Probabilistic delta debugging.
    #[serde(rename = "probdd")]
    ProbDd,
    /// Counter-based delta debugging.
    Cdd,
    /// Weighted ddmin: parts of equal weight instead of equal count.
    Wdd,
}

impl ListMinimiser {
    pub const ALL: [ListMinimiser; 5] = [
        ListMinimiser::Dd,
        ListMinimiser::OnePass,
        ListMinimiser::ProbDd,
        ListMinimiser::Cdd,
        ListMinimiser::Wdd,
    ];

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            ListMinimiser::Dd => "dd",
            ListMinimiser::OnePass => "opdd",
            ListMinimiser::ProbDd => "probdd",
            ListMinimiser::Cdd => "cdd",
            ListMinimiser::Wdd => "wdd",
        }
    }

    /// The search of a sequential minimiser over `n` elements; `None` for
    /// the batch ones (ddmin, W-ddmin) and OPDD, which each host runs its own way.
    pub fn search(self, n: usize) -> Option<Box<dyn ConfigSearch>> {
        match self {
            ListMinimiser::ProbDd => Some(Box::new(ProbDd::new(n, INITIAL_PROBABILITY))),
            ListMinimiser::Cdd => Some(Box::new(Cdd::new(n, INITIAL_PROBABILITY))),
            _ => None,
        }
    }
}

impl fmt::Display for ListMinimiser {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ListMinimiser {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ListMinimiser::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| format!("`{s}`: expected dd, opdd, probdd, cdd or wdd"))
    }
}

/// A list minimiser that proposes one configuration at a time.
pub trait ConfigSearch {
    /// The positions (ascending, in `0..n`) the next configuration keeps, or
    /// `None` when the search is over.
    fn next_config(&mut self) -> Option<Vec<usize>>;

    /// Whether the configuration last proposed was interesting.
    fn report(&mut self, interesting: bool);

    /// The positions kept so far.
    fn kept(&self) -> Vec<usize>;

    /// A copy in the same state (for looking ahead).
    fn boxed_clone(&self) -> Box<dyn ConfigSearch>;
}

impl Clone for Box<dyn ConfigSearch> {
    fn clone(&self) -> Self {
        self.boxed_clone()
    }
}

/// An algorithm over a list of atoms whose result a host reads back as the
/// atoms it kept (HDD deletes the others).
pub trait ListAlgorithm<A: Atoms>: Algorithm {
    /// The atoms kept so far (ascending indices).
    fn kept_atoms(&self) -> Vec<u32>;

    /// The atoms candidate `index` of the current batch keeps.
    fn candidate_atoms(&self, index: usize) -> Vec<u32>;

    fn list_atoms(&self) -> &A;

    /// [`Algorithm::fork`], keeping the type (HDD forks with its list
    /// minimiser).
    fn fork_list(&self) -> Option<Box<dyn ListAlgorithm<A>>>;
}

impl<A: Atoms + 'static> ListAlgorithm<A> for Ddmin<A> {
    fn kept_atoms(&self) -> Vec<u32> {
        self.kept().to_vec()
    }

    fn candidate_atoms(&self, index: usize) -> Vec<u32> {
        self.candidate_kept(index)
    }

    fn list_atoms(&self) -> &A {
        self.atoms()
    }

    fn fork_list(&self) -> Option<Box<dyn ListAlgorithm<A>>> {
        self.fork_copy()
            .map(|copy| Box::new(copy) as Box<dyn ListAlgorithm<A>>)
    }
}

/// Makes the search of a sequential minimiser over `n` elements.
pub type SearchFactory = Rc<dyn Fn(usize) -> Box<dyn ConfigSearch>>;

/// Runs a [`ConfigSearch`] over atoms. With `fixed_point`, a new search
/// starts over the result while the last one removed something.
///
/// At a window of 1 a batch is one candidate. At a larger window the batch
/// is speculative: the candidates the search would propose next if each
/// one before failed, found on a copy of the search. The driver adopts the
/// first interesting one; the real search then replays the failures before
/// it and that success, so the path is the sequential one at every window.
/// It forks (a copy with the search cloned, the atoms shared), so the
/// driver can start the next batch before every test of this one answers.
pub struct Sequential<A: Atoms> {
    atoms: Rc<A>,
    name: &'static str,
    factory: SearchFactory,
    fixed_point: bool,
    /// The atoms the current search runs over (its position `i` is `base[i]`).
    base: Vec<u32>,
    search: Box<dyn ConfigSearch>,
    /// The atoms of the candidates of the current batch.
    proposals: Vec<Vec<u32>>,
    /// The current batch came from the search itself (window 1), not a copy.
    direct: bool,
    window: usize,
    round: u32,
    done: bool,
}

impl<A: Atoms> Sequential<A> {
    pub fn new(atoms: A, name: &'static str, factory: SearchFactory, fixed_point: bool) -> Self {
        let base: Vec<u32> = (0..atoms.count() as u32).collect();
        let search = factory(base.len());
        Sequential {
            atoms: Rc::new(atoms),
            name,
            factory,
            fixed_point,
            base,
            search,
            proposals: Vec::new(),
            direct: true,
            window: 1,
            round: 1,
            done: false,
        }
    }

    /// ProbDD or CDD over `atoms`; `None` for the other minimisers.
    pub fn for_minimiser(atoms: A, minimiser: ListMinimiser, fixed_point: bool) -> Option<Self> {
        minimiser.search(0)?;
        let factory: SearchFactory = Rc::new(move |n| {
            minimiser
                .search(n)
                .expect("a sequential minimiser has a search")
        });
        Some(Sequential::new(
            atoms,
            minimiser.name(),
            factory,
            fixed_point,
        ))
    }

    fn to_atoms(&self, positions: Vec<usize>) -> Vec<u32> {
        positions.into_iter().map(|p| self.base[p]).collect()
    }

    pub fn kept(&self) -> Vec<u32> {
        self.to_atoms(self.search.kept())
    }

    /// A copy in the same state, the atoms shared (a fork).
    fn copy(&self) -> Sequential<A> {
        Sequential {
            atoms: Rc::clone(&self.atoms),
            name: self.name,
            factory: Rc::clone(&self.factory),
            fixed_point: self.fixed_point,
            base: self.base.clone(),
            search: self.search.clone(),
            proposals: self.proposals.clone(),
            direct: self.direct,
            window: self.window,
            round: self.round,
            done: self.done,
        }
    }
}

impl<A: Atoms + 'static> AlgorithmView for Sequential<A> {
    fn describe(&self, index: usize) -> String {
        let live = self.search.kept().len();
        let speculation = if index > 0 {
            format!(" (if the {index} before fail)")
        } else {
            String::new()
        };
        format!(
            "{}: remove {} of the {live} {} left{speculation}",
            self.name,
            live.saturating_sub(self.proposals[index].len()),
            self.atoms.noun()
        )
    }
}

impl<A: Atoms + 'static> Algorithm for Sequential<A> {
    /// Takes effect at the next batch.
    fn set_window(&mut self, window: usize) {
        self.window = window.max(1);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        while !self.done {
            let mut proposals = Vec::new();
            self.direct = self.window == 1;
            if self.direct {
                // No look-ahead: the search itself proposes, and `report`
                // answers it without a replay.
                if let Some(config) = self.search.next_config() {
                    proposals.push(self.to_atoms(config));
                }
            } else {
                let mut fork = self.search.boxed_clone();
                while proposals.len() < self.window {
                    let Some(config) = fork.next_config() else {
                        break;
                    };
                    proposals.push(self.to_atoms(config));
                    fork.report(false);
                }
            }
            if !proposals.is_empty() {
                self.proposals = proposals;
                return Some(Batch {
                    len: self.proposals.len(),
                });
            }
            let kept = self.kept();
            if self.fixed_point && kept.len() < self.base.len() {
                self.search = (self.factory)(kept.len());
                self.base = kept;
                self.round += 1;
            } else {
                self.done = true;
            }
        }
        None
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        self.atoms
            .candidate(&mut self.proposals[index].iter().copied())
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        let winner = outcome.first();
        if self.direct {
            self.search.report(winner.is_some());
            return;
        }
        let failed = winner.unwrap_or(self.proposals.len());
        for _ in 0..failed {
            self.search.next_config();
            self.search.report(false);
        }
        if winner.is_some() {
            self.search.next_config();
            self.search.report(true);
        }
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(self.copy()))
    }

    fn current(&self) -> Vec<u8> {
        self.atoms.candidate(&mut self.kept().into_iter()).content
    }

    fn current_units(&self) -> usize {
        self.atoms.candidate(&mut self.kept().into_iter()).units
    }

    fn phase(&self) -> Phase {
        let live = self.search.kept().len();
        let proposal = self.proposals.first().map_or(live, Vec::len);
        let removing = live.saturating_sub(proposal).max(1);
        Phase {
            pass: self.atoms.pass(),
            round: self.round,
            granularity: live.div_ceil(removing),
        }
    }
}

impl<A: Atoms + 'static> ListAlgorithm<A> for Sequential<A> {
    fn kept_atoms(&self) -> Vec<u32> {
        self.kept()
    }

    fn candidate_atoms(&self, index: usize) -> Vec<u32> {
        self.proposals[index].clone()
    }

    fn list_atoms(&self) -> &A {
        &self.atoms
    }

    fn fork_list(&self) -> Option<Box<dyn ListAlgorithm<A>>> {
        Some(Box::new(self.copy()))
    }
}
