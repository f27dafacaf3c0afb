//! The speculation tree: the batch under test and the forks that assume
//! one of its candidates wins.
//!
//! A batch's candidates are the ones its algorithm would try next if every
//! one before failed. That keeps a window busy only while candidates fail:
//! when most are interesting (Pardis early on accepts most of what it
//! tries), each accepted reduction has to be known before the next
//! candidate exists, and a window of N runs about one useful test at a
//! time. A *fork* is a copy of the algorithm told that candidate `i` was
//! the first interesting one of its batch, so it proposes the batch that
//! would follow. Its tests are the ones a sequential run makes next if `i`
//! wins; when `i` does win, the fork becomes the real algorithm with its
//! verdicts so far, and when `i` fails (or an earlier candidate wins) it is
//! dropped and its running tests are orphans (their verdicts still go to
//! the cache).
//!
//! The driver fills free slots with the test most likely to be needed:
//! candidate `k` of a batch that is itself needed with chance `c` is needed
//! with chance `c · Π (1 − p)` over the candidates before it still running
//! (failed ones count 1), and a fork of candidate `k` with that chance
//! times `p` (times 1 once `k` is known interesting), and once every
//! candidate is launched, a fork of the batch's end (the algorithm told
//! that all failed) with the chance that every one still running fails;
//! `p` is the
//! algorithm's estimate for that candidate ([`Algorithm::chance`]), else the
//! driver's from its content ([`crate::outlook::words`]), else the success rate of
//! the recent oracle verdicts. Nothing below [`NEEDED`] is
//! speculated on, except the batch under test itself, whose length its
//! algorithm already chose.
//!
//! At most `window` forks exist at once. A fork that loses leaves its tests as
//! orphans: they keep their slot until they finish (their verdicts go to the
//! cache) or until the shell stops them. [`crate::Reduction::take_abandoned`]
//! names an orphan no twin waits on when every slot is taken and another test
//! waits for one; it leaves the window at once, and its late verdict is
//! ignored (counted as `abandoned`, not as a query).

use std::sync::Arc;

use super::refusals::{Base, Change, RefusedChanges};
use super::stranded::{Names, StrandedNames, Stranding};
use crate::outlook::words::Words;
use crate::outlook::NEEDED;
use crate::{Algorithm, Verdict};

/// An interesting candidate and its content.
pub(super) struct Found {
    pub index: usize,
    pub content: Arc<Vec<u8>>,
    pub units: usize,
}

impl Found {
    /// Candidate `index` with `content`, if `verdict` says interesting.
    pub fn if_interesting(
        verdict: Verdict,
        index: usize,
        content: Arc<Vec<u8>>,
        units: usize,
    ) -> Option<Found> {
        verdict.is_interesting().then_some(Found {
            index,
            content,
            units,
        })
    }
}

/// Whose candidates a batch holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Source {
    /// The check of the original input: one candidate, the input itself.
    /// Its verdict is not cached (the input is never proposed again), a
    /// failure ends the run, and it is never forked.
    Original,
    /// The algorithm's batch, or a fork's.
    Algorithm,
}

/// How a batch came out, once that is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Decision {
    /// This candidate is interesting and every one before it failed.
    Winner(usize),
    /// Every candidate failed.
    AllFailed,
}

impl Decision {
    /// The index the outcome stands at: the winner's, or the batch's length
    /// `len` when all failed (where a fork of the batch's end sits).
    pub fn index(self, len: usize) -> usize {
        match self {
            Decision::Winner(index) => index,
            Decision::AllFailed => len,
        }
    }
}

/// One batch being tested: the real algorithm's or a fork's.
pub(super) struct BatchRun {
    /// Names the batch for the tests it launches; a test whose batch is
    /// gone is an orphan.
    pub tag: u64,
    pub len: usize,
    /// One entry per candidate asked for so far, in batch order: its
    /// verdict, or `None` while its test (or a twin's) runs.
    pub settled: Vec<Option<bool>>,
    /// The algorithm's estimate that each candidate asked for is
    /// interesting (`None`: the driver's overall rate stands in).
    pub chances: Vec<Option<f64>>,
    pub interesting: Vec<Found>,
    /// Forks of this batch's candidates, at most one per candidate, and
    /// one for "all failed" (index `len`).
    pub forks: Vec<Fork>,
    /// Whether the algorithm forks; `None` until asked.
    pub forkable: Option<bool>,
    /// The check of the original input, or the algorithm's batch.
    pub source: Source,
    /// The words of the text the batch's candidates come from, once a
    /// candidate without an estimate of its own needed them.
    pub base_words: Option<Words>,
    /// The same text for the changes its candidates make, once one needed
    /// it (where refusals are remembered).
    pub base: Option<Base>,
    /// The change each candidate asked for so far makes, where refusals
    /// are remembered and the validator took it.
    pub changes: Vec<Option<Change>>,
    /// The names of the text the candidates come from, once one needed
    /// them (where strandings are remembered; `None` inside: the
    /// validator read none).
    pub base_names: Option<Option<Names>>,
    /// The names each candidate asked for so far strands, where
    /// strandings are remembered and the validator took it.
    pub strandings: Vec<Vec<Stranding>>,
}

/// The algorithm as it would be if candidate `index` of the parent batch
/// were its first interesting one, or (`index` = the batch's length) if
/// every candidate failed.
pub(super) struct Fork {
    pub index: usize,
    pub algorithm: Box<dyn Algorithm>,
    /// The batch it proposed next; `None` when it had none (the run would
    /// end there).
    pub run: Option<BatchRun>,
}

/// Where the next test should come from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Move {
    /// The next candidate of the batch tagged so.
    Launch { tag: u64 },
    /// Fork the batch tagged so at candidate `index`, then test the fork's
    /// first candidate.
    Fork { tag: u64, index: usize },
}

impl BatchRun {
    pub fn new(tag: u64, len: usize, source: Source) -> BatchRun {
        BatchRun {
            tag,
            len,
            settled: Vec::new(),
            chances: Vec::new(),
            interesting: Vec::new(),
            forks: Vec::new(),
            forkable: None,
            source,
            base_words: None,
            base: None,
            changes: Vec::new(),
            base_names: None,
            strandings: Vec::new(),
        }
    }

    /// The index of the next candidate to ask for.
    pub fn next(&self) -> usize {
        self.settled.len()
    }

    /// The batch's outcome once it is known.
    pub fn decided(&self) -> Option<Decision> {
        match self.settled.iter().position(|v| *v != Some(false)) {
            Some(i) => (self.settled[i] == Some(true)).then_some(Decision::Winner(i)),
            None => (self.next() >= self.len).then_some(Decision::AllFailed),
        }
    }

    /// Records candidate `index`'s verdict and drops the forks it rules
    /// out. (The cache already holds every interesting verdict of theirs.)
    ///
    /// A candidate that strands a name whose stranding alone an earlier
    /// candidate of the batch failed with is refused, whatever its verdict:
    /// a run one test at a time would have learnt that refusal first (see
    /// `stranded.rs`), and passed over it.
    pub fn settle(&mut self, index: usize, found: Option<Found>) {
        let found = found.filter(|_| !self.stranded_by_earlier(index));
        let interesting = found.is_some();
        self.settled[index] = Some(interesting);
        if let Some(found) = found {
            self.interesting.push(found);
        }
        if let [stranding] = self.strandings.get(index).map_or(&[][..], Vec::as_slice) {
            let stranding = *stranding;
            let later: Vec<usize> = (index + 1..self.settled.len())
                .filter(|&later| {
                    self.settled[later] == Some(true)
                        && self
                            .strandings
                            .get(later)
                            .is_some_and(|s| s.contains(&stranding))
                })
                .collect();
            for later in later {
                self.interesting.retain(|found| found.index != later);
                self.settle(later, None);
            }
        }
        // A fork of `index` assumes it interesting; a fork of a later
        // candidate (or of the batch's end) assumes it failed.
        self.forks.retain(|f| {
            if interesting {
                f.index <= index
            } else {
                f.index != index
            }
        });
    }

    /// Takes back the verdicts of the candidates that make a change
    /// `refusals` holds: a fork's tests ran before the batch it forked
    /// from was decided, and so before what it refused was remembered.
    pub fn refuse_remembered(
        &mut self,
        refusals: Option<&RefusedChanges>,
        strandings: Option<&StrandedNames>,
    ) {
        for index in 0..self.settled.len() {
            let refused = self.remembered_refused(index, refusals, strandings);
            if refused && self.settled[index] == Some(true) {
                self.interesting.retain(|found| found.index != index);
                self.settle(index, None);
            }
        }
    }

    /// Whether the memories refuse candidate `index`: the change it makes,
    /// or a name it strands, was refused before.
    pub fn remembered_refused(
        &self,
        index: usize,
        refusals: Option<&RefusedChanges>,
        strandings: Option<&StrandedNames>,
    ) -> bool {
        let change = self.changes.get(index).copied().flatten();
        let stranded = self.strandings.get(index).map_or(&[][..], Vec::as_slice);
        change.is_some_and(|c| refusals.is_some_and(|r| r.contains(c)))
            || strandings.is_some_and(|s| s.refuses(stranded))
    }

    /// Whether the batch's winner is larger than the text its candidates
    /// come from (known where refusals are remembered).
    pub fn winner_grows(&self, decision: Decision) -> bool {
        let (Decision::Winner(index), Some(base)) = (decision, &self.base) else {
            return false;
        };
        self.interesting
            .iter()
            .any(|found| found.index == index && found.content.len() > base.len())
    }

    /// Whether candidate `index` strands the one name an earlier refused
    /// candidate of the batch stranded.
    fn stranded_by_earlier(&self, index: usize) -> bool {
        let Some(strandings) = self.strandings.get(index).filter(|s| !s.is_empty()) else {
            return false;
        };
        (0..index).any(|earlier| {
            self.settled[earlier] == Some(false)
                && matches!(&self.strandings[earlier][..], [s] if strandings.contains(s))
        })
    }

    /// Takes the interesting candidate with the lowest index.
    pub fn take_first_found(&mut self) -> Option<Found> {
        let pos = (0..self.interesting.len()).min_by_key(|&i| self.interesting[i].index)?;
        Some(self.interesting.swap_remove(pos))
    }

    /// Takes the fork of candidate `index`, if there is one.
    pub fn take_fork(&mut self, index: usize) -> Option<Fork> {
        let pos = self.forks.iter().position(|f| f.index == index)?;
        Some(self.forks.swap_remove(pos))
    }

    /// The batch tagged `tag` in this subtree, with the algorithm of the
    /// fork that proposed it (`None` for this batch itself).
    pub fn find(&self, tag: u64) -> Option<(&BatchRun, Option<&dyn Algorithm>)> {
        if self.tag == tag {
            return Some((self, None));
        }
        self.forks.iter().find_map(|fork| {
            let (run, algorithm) = fork.run.as_ref()?.find(tag)?;
            Some((run, Some(algorithm.unwrap_or(fork.algorithm.as_ref()))))
        })
    }

    /// The mutable form of [`BatchRun::find`].
    pub fn find_mut(&mut self, tag: u64) -> Option<(&mut BatchRun, Option<&mut dyn Algorithm>)> {
        if self.tag == tag {
            return Some((self, None));
        }
        self.forks.iter_mut().find_map(|fork| {
            let (run, algorithm) = fork.run.as_mut()?.find_mut(tag)?;
            Some((run, Some(algorithm.unwrap_or(fork.algorithm.as_mut()))))
        })
    }

    /// The test most likely to be needed in this subtree, with its chance,
    /// for a batch needed with chance `chance`; `p` is the success rate.
    /// The root's own next candidate is always a move (its algorithm sized
    /// the batch); anything else must reach [`NEEDED`].
    /// `may_fork` is false once the tree holds as many forks as the window
    /// has slots: a fork's own verdicts can make its subtree look certain
    /// while the candidate it assumes is still running, and that subtree
    /// must not grow without end.
    pub fn best_move(
        &self,
        chance: f64,
        p: f64,
        is_root: bool,
        may_fork: bool,
    ) -> Option<(f64, Move)> {
        let mut best: Option<(f64, Move)> = None;
        let mut consider = |candidate: Option<(f64, Move)>| {
            if let Some((c, m)) = candidate {
                if best.is_none_or(|(b, _)| c > b) {
                    best = Some((c, m));
                }
            }
        };
        let mut reach = chance;
        for (index, verdict) in self.settled.iter().enumerate() {
            let p = self.chances.get(index).copied().flatten().unwrap_or(p);
            if *verdict != Some(false) {
                let fork_chance = reach * if *verdict == Some(true) { 1.0 } else { p };
                consider(self.fork_move(index, fork_chance, p, may_fork));
            }
            reach *= match verdict {
                Some(false) => 1.0,
                Some(true) => 0.0,
                None => 1.0 - p,
            };
            if reach == 0.0 {
                break;
            }
        }
        if self.next() < self.len && reach > 0.0 && (is_root || reach >= NEEDED) {
            consider(Some((reach, Move::Launch { tag: self.tag })));
        }
        if self.next() >= self.len && reach > 0.0 {
            // Every candidate is launched: the batch after it, if all fail,
            // need not wait for the last of them.
            consider(self.fork_move(self.len, reach, p, may_fork));
        }
        best
    }

    /// The best move in the fork of candidate `index` (of the batch's end
    /// at `len`), needed with `chance`: inside the fork once it exists,
    /// else making it, if it may be made and reaches [`NEEDED`].
    fn fork_move(&self, index: usize, chance: f64, p: f64, may_fork: bool) -> Option<(f64, Move)> {
        match self.forks.iter().find(|f| f.index == index) {
            Some(fork) => fork
                .run
                .as_ref()
                .and_then(|run| run.best_move(chance, p, false, may_fork)),
            None if may_fork
                && self.forkable != Some(false)
                && self.source == Source::Algorithm
                && chance >= NEEDED =>
            {
                Some((
                    chance,
                    Move::Fork {
                        tag: self.tag,
                        index,
                    },
                ))
            }
            None => None,
        }
    }
}

impl BatchRun {
    /// How many forks this subtree holds.
    pub fn fork_count(&self) -> usize {
        self.forks
            .iter()
            .map(|f| 1 + f.run.as_ref().map_or(0, BatchRun::fork_count))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(verdicts: &[Option<bool>], len: usize) -> BatchRun {
        let mut run = BatchRun::new(0, len, Source::Algorithm);
        run.settled = verdicts.to_vec();
        run
    }

    #[test]
    fn a_batch_is_decided_by_its_first_interesting_candidate_after_failures() {
        assert_eq!(
            run(&[Some(false), Some(true), None], 3).decided(),
            Some(Decision::Winner(1))
        );
        assert_eq!(run(&[None, Some(true)], 3).decided(), None);
        assert_eq!(run(&[Some(false), Some(false)], 3).decided(), None);
        assert_eq!(
            run(&[Some(false), Some(false)], 2).decided(),
            Some(Decision::AllFailed)
        );
    }

    #[test]
    fn a_remembered_refusal_takes_back_an_interesting_verdict() {
        let base = Base::new(b"int a; int b; int c;".to_vec());
        let changes: Vec<Change> = [&b"int b; int c;"[..], b"int a; int c;", b"int a; int b;"]
            .iter()
            .map(|candidate| base.change(candidate))
            .collect();
        let mut run = run(&[Some(false), Some(true), Some(true)], 3);
        run.changes = changes.iter().copied().map(Some).collect();
        for index in [1, 2] {
            run.interesting.push(Found {
                index,
                content: Arc::new(Vec::new()),
                units: 0,
            });
        }
        let mut refusals = RefusedChanges::default();
        refusals.insert(changes[1]);
        run.refuse_remembered(Some(&refusals), None);
        // The first interesting one was refused before: the next wins.
        assert_eq!(run.decided(), Some(Decision::Winner(2)));
        assert_eq!(run.take_first_found().map(|found| found.index), Some(2));
    }

    fn found(index: usize) -> Option<Found> {
        Some(Found {
            index,
            content: Arc::new(Vec::new()),
            units: 0,
        })
    }

    /// The one stranding of a text that defines and mentions `f` and `g`
    /// by a candidate that keeps only `f`'s definition.
    fn strands_g() -> Vec<Stranding> {
        let mut base = Names::default();
        let mut candidate = Names::default();
        for name in [&b"f"[..], b"g"] {
            base.define(name);
            base.mention(name);
            candidate.mention(name);
        }
        candidate.define(b"f");
        base.stranded_by(&candidate)
    }

    #[test]
    fn a_stranding_refused_earlier_in_the_batch_refuses_a_later_one() {
        for refusal_first in [false, true] {
            let mut run = run(&[None, None, None], 3);
            run.strandings = vec![strands_g(), Vec::new(), strands_g()];
            if refusal_first {
                run.settle(0, None);
                run.settle(2, found(2));
            } else {
                // The later verdict came first: the refusal takes it back.
                run.settle(2, found(2));
                run.settle(0, None);
            }
            assert_eq!(
                run.settled[2],
                Some(false),
                "refusal first: {refusal_first}"
            );
            assert!(run.interesting.is_empty());
            run.settle(1, None);
            assert_eq!(run.decided(), Some(Decision::AllFailed));
        }
    }

    #[test]
    fn a_remembered_stranding_takes_back_an_interesting_verdict() {
        let mut run = run(&[None, None, None], 3);
        run.strandings = vec![Vec::new(), strands_g(), Vec::new()];
        for index in [1, 2] {
            run.settle(index, found(index));
        }
        run.settle(0, None);
        let mut memory = StrandedNames::default();
        memory.learn_refused(&strands_g());
        run.refuse_remembered(None, Some(&memory));
        assert_eq!(run.decided(), Some(Decision::Winner(2)));
    }

    #[test]
    fn the_root_launches_before_it_forks_while_candidates_fail() {
        // One candidate running at p = 0.2: its next sibling is needed with
        // 0.8, a fork of it with 0.2 (below the bar).
        let r = run(&[None], 4);
        assert_eq!(
            r.best_move(1.0, 0.2, true, true),
            Some((0.8, Move::Launch { tag: 0 }))
        );
        // At p = 0.9 the fork is the better bet.
        let (chance, m) = r.best_move(1.0, 0.9, true, true).unwrap();
        assert_eq!(m, Move::Fork { tag: 0, index: 0 });
        assert!((chance - 0.9).abs() < 1e-9);
    }

    #[test]
    fn a_known_winner_ends_the_batch_and_its_fork_is_certain() {
        let r = run(&[Some(false), Some(true)], 4);
        let (chance, m) = r.best_move(1.0, 0.5, true, true).unwrap();
        assert_eq!(m, Move::Fork { tag: 0, index: 1 });
        assert_eq!(chance, 1.0);
        let mut unforkable = run(&[Some(false), Some(true)], 4);
        unforkable.forkable = Some(false);
        assert_eq!(unforkable.best_move(1.0, 0.5, true, true), None);
    }

    #[test]
    fn the_algorithms_own_estimate_overrides_the_overall_rate() {
        // Overall most candidates fail, but this one's kind mostly goes.
        let mut r = run(&[None], 4);
        r.chances = vec![Some(0.95)];
        let (chance, m) = r.best_move(1.0, 0.2, true, true).unwrap();
        assert_eq!(m, Move::Fork { tag: 0, index: 0 });
        assert!((chance - 0.95).abs() < 1e-9);
        // And the other way round.
        r.chances = vec![Some(0.05)];
        assert_eq!(
            r.best_move(1.0, 0.9, true, true).unwrap().1,
            Move::Launch { tag: 0 }
        );
    }

    #[test]
    fn once_every_candidate_runs_the_batch_after_it_is_forked() {
        // Both candidates running at p = 0.1: all fail with 0.81.
        let r = run(&[None, None], 2);
        let (chance, m) = r.best_move(1.0, 0.1, true, true).unwrap();
        assert_eq!(m, Move::Fork { tag: 0, index: 2 });
        assert!((chance - 0.81).abs() < 1e-9);
        // Not while a candidate is left to launch, nor once one won.
        assert_eq!(
            run(&[None], 2).best_move(1.0, 0.1, true, true).unwrap().1,
            Move::Launch { tag: 0 }
        );
        let won = run(&[Some(true), None], 2);
        assert_eq!(
            won.best_move(1.0, 0.1, true, true).unwrap().1,
            Move::Fork { tag: 0, index: 0 }
        );
    }

    #[test]
    fn speculation_below_the_bar_is_not_a_move() {
        let mut r = run(&[None], 4);
        r.forkable = Some(false);
        // A fork's batch (not the root) with a running candidate at p = 0.9:
        // its next candidate is needed with 0.1 of the fork's chance.
        assert_eq!(r.best_move(1.0, 0.9, false, true), None);
        assert!(r.best_move(1.0, 0.9, true, true).is_some());
    }
}
