//! The list minimiser of Perses and Pardis Hybrid (as in [PARDIS tool],
//! docs/references.md): first try removing the whole list, then halve the
//! chunks and try each chunk alone (forward) and each chunk's removal
//! (backward), with ddmin's revisits (`Dd`) or OPDD's single sweep per
//! granularity (`OnePass`). `Wdd` is the `Dd` sweep with chunks halved by
//! weight (the hosts' token weights, given with [`ListMin::weighted`]);
//! `ProbDd` and `Cdd` hand the whole list to those searches
//! (`crate::algorithms::listmin`), whose first step on a short list is also the
//! removal of everything. Every variant keeps the reference code's rule that a
//! configuration is tested at most once.

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

use crate::algorithms::listmin::{weighted_halve, ConfigSearch, ListMinimiser};

/// How a list is minimised; the name comes from the first two variants,
/// which differ in how the complement sweep repeats:
///
/// * `Dd`: sweep again while a sweep removed something; a repeated sweep
///   stops once it passes its last success without a new one.
/// * `OnePass`: one sweep per granularity.
pub type Revisit = ListMinimiser;

#[derive(Clone)]
enum Stage {
    /// Testing the removal of every atom.
    RemoveAll,
    /// Trying `chunks[i]` alone.
    Subset(usize),
    /// Trying the removal of `chunks[order[pos]]`.
    Complement {
        order: Vec<usize>,
        pos: usize,
        /// Position of the last success in the previous sweep (`Dd` only).
        stop_at: Option<usize>,
        removed_in_sweep: bool,
        last_success: Option<usize>,
    },
    Done,
}

/// Minimises a list of `n` atoms; proposes configurations (kept indices) one
/// at a time.
#[derive(Clone)]
pub struct ListMin {
    kept: Vec<bool>,
    /// Hashes of the configurations proposed so far: as in the reference
    /// code, a configuration already tested is not tested again.
    tested: HashSet<u64>,
    chunks: Vec<Vec<usize>>,
    revisit: Revisit,
    stage: Stage,
    /// What the newer minimisers add; boxed so that the common case stays
    /// small (hosts keep a `ListMin` in their task enums).
    extension: Option<Box<Extension>>,
}

/// The state only `Wdd`, `ProbDd` and `Cdd` need.
#[derive(Clone)]
enum Extension {
    /// `Wdd`: the element weights.
    Weights(Vec<u64>),
    /// `ProbDd` and `Cdd`: the search the whole list is handed to.
    Search(Box<dyn ConfigSearch>),
}

impl ListMin {
    pub fn new(n: usize, revisit: Revisit) -> ListMin {
        ListMin {
            kept: vec![true; n],
            tested: HashSet::new(),
            chunks: vec![(0..n).collect()],
            revisit,
            stage: if n == 0 {
                Stage::Done
            } else {
                Stage::RemoveAll
            },
            extension: revisit
                .search(n)
                .map(|search| Box::new(Extension::Search(search))),
        }
    }

    /// A minimiser over elements of these weights (token counts); only
    /// `Wdd` reads them.
    pub fn weighted(weights: Vec<u64>, revisit: Revisit) -> ListMin {
        let mut min = ListMin::new(weights.len(), revisit);
        if revisit == Revisit::Wdd {
            min.extension = Some(Box::new(Extension::Weights(weights)));
        }
        min
    }

    fn search(&mut self) -> Option<&mut Box<dyn ConfigSearch>> {
        match self.extension.as_deref_mut() {
            Some(Extension::Search(search)) => Some(search),
            _ => None,
        }
    }

    /// Atoms still kept.
    pub fn kept(&self) -> Vec<usize> {
        match self.extension.as_deref() {
            Some(Extension::Search(search)) => search.kept(),
            _ => (0..self.kept.len()).filter(|&i| self.kept[i]).collect(),
        }
    }

    /// The configuration (kept atoms) to test next, or `None` when done.
    pub fn next_config(&mut self) -> Option<Vec<usize>> {
        loop {
            let config = self.propose()?;
            let mut hasher = DefaultHasher::new();
            config.hash(&mut hasher);
            if self.tested.insert(hasher.finish()) {
                return Some(config);
            }
            // Tested before, and it was not interesting (or it would be
            // the current configuration).
            self.report(false);
        }
    }

    fn propose(&mut self) -> Option<Vec<usize>> {
        if let Some(search) = self.search() {
            return search.next_config();
        }
        loop {
            match &mut self.stage {
                Stage::Done => return None,
                Stage::RemoveAll => return Some(Vec::new()),
                Stage::Subset(i) => {
                    if *i >= self.chunks.len() || self.chunks.len() < 2 {
                        self.start_sweep(None);
                        continue;
                    }
                    return Some(self.chunks[*i].clone());
                }
                Stage::Complement {
                    order,
                    pos,
                    stop_at,
                    removed_in_sweep,
                    ..
                } => {
                    let past_stop = stop_at.is_some_and(|s| *pos > s) && !*removed_in_sweep;
                    if *pos >= order.len() || past_stop {
                        self.end_sweep();
                        continue;
                    }
                    let chunk = order[*pos];
                    let live = self.kept.iter().filter(|&&k| k).count();
                    if self.chunks[chunk].len() >= live {
                        // Removing it would empty the list, tested already.
                        *pos += 1;
                        continue;
                    }
                    let chunk = &self.chunks[chunk];
                    return Some(
                        self.kept()
                            .into_iter()
                            .filter(|i| !chunk.contains(i))
                            .collect(),
                    );
                }
            }
        }
    }

    pub fn report(&mut self, interesting: bool) {
        if let Some(search) = self.search() {
            search.report(interesting);
            return;
        }
        match &mut self.stage {
            Stage::Done => {}
            Stage::RemoveAll => {
                if interesting {
                    self.kept.iter_mut().for_each(|k| *k = false);
                    self.stage = Stage::Done;
                } else {
                    self.refine();
                }
            }
            Stage::Subset(i) => {
                if interesting {
                    let keep = self.chunks[*i].clone();
                    self.kept.iter_mut().for_each(|k| *k = false);
                    for &a in &keep {
                        self.kept[a] = true;
                    }
                    self.chunks = vec![keep];
                    self.refine();
                } else {
                    *i += 1;
                }
            }
            Stage::Complement {
                order,
                pos,
                removed_in_sweep,
                last_success,
                ..
            } => {
                if interesting {
                    for &a in &self.chunks[order[*pos]] {
                        self.kept[a] = false;
                    }
                    *removed_in_sweep = true;
                    *last_success = Some(*pos);
                }
                *pos += 1;
            }
        }
    }

    fn start_sweep(&mut self, stop_at: Option<usize>) {
        let order = (0..self.chunks.len()).rev().collect();
        self.stage = Stage::Complement {
            order,
            pos: 0,
            stop_at,
            removed_in_sweep: false,
            last_success: None,
        };
    }

    fn end_sweep(&mut self) {
        let Stage::Complement {
            removed_in_sweep,
            last_success,
            ..
        } = &self.stage
        else {
            unreachable!("only a sweep ends");
        };
        let revisits = matches!(self.revisit, Revisit::Dd | Revisit::Wdd);
        if revisits && *removed_in_sweep {
            let stop_at = *last_success;
            self.start_sweep(stop_at);
        } else {
            self.refine();
        }
    }

    /// Halves a chunk: by count, or by weight for `Wdd`.
    fn halve(&self, chunk: &[usize]) -> Vec<Vec<usize>> {
        if chunk.len() < 2 {
            return vec![chunk.to_vec()];
        }
        if let Some(Extension::Weights(weights)) = self.extension.as_deref() {
            let atoms: Vec<u32> = chunk.iter().map(|&a| a as u32).collect();
            return weighted_halve(&atoms, |a| weights[a as usize])
                .into_iter()
                .map(|half| half.into_iter().map(|a| a as usize).collect())
                .collect();
        }
        let mid = chunk.len() / 2;
        vec![chunk[..mid].to_vec(), chunk[mid..].to_vec()]
    }

    /// Drops removed atoms from the chunks and halves them; done when
    /// nothing can be split further.
    fn refine(&mut self) {
        let kept = &self.kept;
        let chunks: Vec<Vec<usize>> = self
            .chunks
            .iter()
            .map(|c| c.iter().copied().filter(|&a| kept[a]).collect::<Vec<_>>())
            .filter(|c| !c.is_empty())
            .collect();
        let live: usize = chunks.iter().map(Vec::len).sum();
        let refined: Vec<Vec<usize>> = chunks.iter().flat_map(|c| self.halve(c)).collect();
        if live <= 1 || refined.len() == chunks.len() {
            self.chunks = chunks;
            self.stage = Stage::Done;
        } else {
            self.chunks = refined;
            self.stage = Stage::Subset(0);
        }
    }
}

impl ConfigSearch for ListMin {
    fn next_config(&mut self) -> Option<Vec<usize>> {
        ListMin::next_config(self)
    }

    fn report(&mut self, interesting: bool) {
        ListMin::report(self, interesting)
    }

    fn kept(&self) -> Vec<usize> {
        ListMin::kept(self)
    }

    fn boxed_clone(&self) -> Box<dyn ConfigSearch> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the minimiser with `oracle` over kept-index lists; returns the
    /// result and the number of tests.
    fn run(n: usize, revisit: Revisit, oracle: impl Fn(&[usize]) -> bool) -> (Vec<usize>, usize) {
        let mut min = ListMin::new(n, revisit);
        let mut tests = 0;
        let mut seen = std::collections::HashSet::new();
        while let Some(config) = min.next_config() {
            assert!(seen.insert(config.clone()), "retested {config:?}");
            tests += 1;
            let verdict = oracle(&config);
            min.report(verdict);
        }
        (min.kept(), tests)
    }

    #[test]
    fn the_first_test_removes_everything() {
        let mut min = ListMin::new(4, Revisit::OnePass);
        assert_eq!(min.next_config(), Some(vec![]));
        min.report(true);
        assert_eq!(min.next_config(), None);
        assert!(min.kept().is_empty());
    }

    #[test]
    fn finds_the_needed_atoms() {
        for revisit in [Revisit::Dd, Revisit::OnePass] {
            let (kept, _) = run(10, revisit, |c| c.contains(&3) && c.contains(&7));
            assert_eq!(kept, [3, 7]);
            let (kept, _) = run(10, revisit, |_| false);
            assert_eq!(kept, (0..10).collect::<Vec<_>>());
        }
    }

    #[test]
    fn wdd_halves_by_weight() {
        // A heavy element among light ones: the weighted halving gives it a
        // chunk of its own one level earlier than the count halving.
        let weights = vec![1, 1, 1, 1, 100, 1, 1, 1, 1];
        let oracle = |c: &[usize]| c.contains(&4) && c.contains(&8);
        let configs = |mut min: ListMin| {
            let mut configs = Vec::new();
            while let Some(config) = min.next_config() {
                let verdict = oracle(&config);
                configs.push(config);
                min.report(verdict);
            }
            (configs, min.kept())
        };
        let (weighted, kept) = configs(ListMin::weighted(weights.clone(), Revisit::Wdd));
        assert_eq!(kept, [4, 8]);
        let alone = |c: &[Vec<usize>]| c.iter().position(|c| *c == [4]).unwrap();
        let (plain, _) = configs(ListMin::new(9, Revisit::Dd));
        assert!(alone(&weighted) < alone(&plain));
        // Without weights (or for another variant) the weights change nothing.
        let (unweighted, _) = configs(ListMin::weighted(weights, Revisit::Dd));
        assert_eq!(unweighted, plain);
    }

    #[test]
    fn probdd_and_cdd_take_the_whole_list() {
        for revisit in [Revisit::ProbDd, Revisit::Cdd] {
            let (kept, _) = run(10, revisit, |c| c.contains(&3) && c.contains(&7));
            assert_eq!(kept, [3, 7]);
            // A short list is removed whole first, as Perses does.
            let mut min = ListMin::new(4, revisit);
            assert_eq!(min.next_config(), Some(vec![]));
            min.report(true);
            assert_eq!(min.next_config(), None);
        }
    }

    #[test]
    fn dd_revisits_where_one_pass_does_not() {
        // Atom 2 can go only once 3 is gone; complements run backward, so
        // both variants remove 3 before trying 2 at the single-atom level.
        // Atom 4 can go only once 1 is gone: only a revisit finds it.
        let oracle = |c: &[usize]| c.contains(&0) && (!c.contains(&1) || c.contains(&4));
        let (dd, _) = run(5, Revisit::Dd, oracle);
        let (one, _) = run(5, Revisit::OnePass, oracle);
        assert_eq!(dd, [0]);
        assert!(one.len() >= dd.len());
        assert!(one.contains(&0));
    }
}
