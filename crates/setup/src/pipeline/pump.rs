//! The pump's part of the pipeline ([`super::PassPipeline::with_pump`]):
//! what it remembers of the text it grew, and how a pump is kept or goes
//! back.

use std::borrow::Cow;

use whittle_core::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};

use super::{Changes, PassCounts, PassPipeline};

/// Pumps gone back in a row after which the pipeline stops pumping: each
/// cost a round of every pass, and a text whose first few pumps do not pay
/// (a large one, with many functions) would spend a round on every one.
pub const MAX_PUMPS_BACK: usize = 4;

/// The text a pump started from, while the passes after it run.
#[derive(Clone)]
struct Pumped {
    content: Vec<u8>,
    units: usize,
    /// Pumps on `content` to pass over if this one goes back.
    skip_after: usize,
    /// The round the pump ran in: the rounds after it have their own bound.
    round: u32,
    /// Every pass's [`PassCounts::changes`] before the pump: where they go
    /// back to with the text.
    changes: Vec<Changes>,
}

/// The pump's state ([`PassPipeline::with_pump`]).
#[derive(Clone, Default)]
pub(super) struct Pumping {
    /// Pumps on the current text tried already and gone back.
    skip: usize,
    /// The running pump pass's text at its start.
    start: Option<(Vec<u8>, usize)>,
    /// Candidates the running pump pass offered in batches that found
    /// nothing, and the length of the batch under test.
    offered: usize,
    batch_len: usize,
    /// Of the running pump pass's candidates, the adopted one's place.
    adopted: Option<usize>,
    /// The pump under way: adopted, its passes not yet at their fixed
    /// point.
    under_way: Option<Pumped>,
    /// Pumps gone back since the last one kept.
    back_in_row: usize,
    kept: u64,
    reverted: u64,
}

impl Pumping {
    /// A pump pass starts on `content`; the candidates it passes over.
    pub(super) fn begin(&mut self, content: Vec<u8>, units: usize) -> usize {
        self.start = Some((content, units));
        self.offered = 0;
        self.adopted = None;
        self.skip
    }

    /// The running pump pass offers a batch of `len` candidates.
    pub(super) fn batch(&mut self, len: usize) {
        self.batch_len = len;
    }

    /// The verdict on the running pump pass's batch: its first
    /// interesting candidate, if any.
    pub(super) fn report(&mut self, first: Option<usize>) {
        match first {
            Some(first) => self.adopted = Some(self.offered + first),
            None => self.offered += self.batch_len,
        }
    }

    pub(super) fn under_way(&self) -> bool {
        self.under_way.is_some()
    }

    /// [`MAX_PUMPS_BACK`] pumps went back in a row: no more are tried.
    pub(super) fn spent(&self) -> bool {
        self.back_in_row >= MAX_PUMPS_BACK
    }

    /// The last round that may start: the bound counts again from a pump.
    pub(super) fn round_limit(&self, max_rounds: u32) -> u32 {
        self.under_way
            .as_ref()
            .map_or(max_rounds, |pumped| pumped.round + max_rounds)
    }

    pub(super) fn counters(&self) -> [Counter; 2] {
        [
            Counter::new("pipeline.pumps_kept", self.kept),
            Counter::new("pipeline.pumps_reverted", self.reverted),
        ]
    }
}

impl PassPipeline {
    /// Books the finished pump pass; whether it adopted a pump, which
    /// is then under way.
    pub(super) fn close_pump(&mut self) -> bool {
        let changes = self.counts.iter().map(PassCounts::changes).collect();
        self.close_pass();
        let (Some(serial), Some((content, units))) =
            (self.pumping.adopted.take(), self.pumping.start.take())
        else {
            return false;
        };
        self.pumping.under_way = Some(Pumped {
            content,
            units,
            skip_after: self.pumping.skip + serial + 1,
            round: self.round,
            changes,
        });
        true
    }

    /// Ends the pump under way, if any: kept if the passes since brought
    /// the text below the bytes it started from, else the text goes back
    /// there and the next pump passes over this one. Whether the text
    /// stayed.
    pub(super) fn settle_pump(&mut self) -> bool {
        let Some(pumped) = self.pumping.under_way.take() else {
            return true;
        };
        if self.current.current().len() < pumped.content.len() {
            self.pumping.skip = 0;
            self.pumping.back_in_row = 0;
            self.pumping.kept += 1;
            return true;
        }
        self.pumping.skip = pumped.skip_after;
        self.pumping.reverted += 1;
        self.pumping.back_in_row += 1;
        for (counts, changes) in self.counts.iter_mut().zip(pumped.changes) {
            counts.set_changes(changes);
        }
        self.current = Box::new(Settled {
            content: pumped.content,
            units: pumped.units,
        });
        false
    }
}

/// A text no pass works on: where the pipeline goes back to after a pump
/// that did not pay, until the next pass starts from it.
#[derive(Clone)]
struct Settled {
    content: Vec<u8>,
    units: usize,
}

impl AlgorithmView for Settled {}

impl Algorithm for Settled {
    fn next_batch(&mut self) -> Option<Batch> {
        None
    }

    fn candidate(&mut self, _index: usize) -> Candidate {
        unreachable!("a settled text offers no batch")
    }

    fn report(&mut self, _outcome: &BatchOutcome) {}

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(self.clone()))
    }

    fn current(&self) -> Vec<u8> {
        self.content.clone()
    }

    fn current_units(&self) -> usize {
        self.units
    }

    fn phase(&self) -> Phase {
        Phase {
            pass: Cow::Borrowed("settled"),
            round: 1,
            granularity: 0,
        }
    }
}
