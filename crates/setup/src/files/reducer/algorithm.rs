//! The set's reducer as the engine drives it: batches, candidates and
//! verdicts go to the current stage; counters are kept per stage.

use std::borrow::Cow;
use std::rc::Rc;

use whittle_core::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};

use super::FileSetReducer;
use crate::pipeline::prefixed_counters;

impl AlgorithmView for FileSetReducer {
    fn describe(&self, index: usize) -> String {
        format!("round {}: {}", self.round, self.current.describe(index))
    }

    fn counters(&self) -> Vec<Counter> {
        let mut counters = vec![
            Counter::new("files.rounds", u64::from(self.round)),
            Counter::new("files.settled_skips", self.settled_skips),
        ];
        let running = (!self.finished).then(|| self.stage.key());
        let mut keys: Vec<&String> = self.counts.keys().collect();
        if let Some(key) = &running {
            if !self.counts.contains_key(key) {
                keys.push(key);
            }
        }
        keys.sort();
        for key in keys {
            let counts = self.counts.get(key).cloned().unwrap_or_default();
            let mut own = counts.own.clone();
            let mut bytes_removed = counts.bytes_removed;
            if running.as_ref() == Some(key) {
                for (name, value) in self.current_counters() {
                    *own.entry(name).or_default() += value;
                }
                let now = self.current_bytes();
                let removed = self.stage_start.saturating_sub(now) as u64;
                bytes_removed += removed;
                if let Some(prefix) = &self.pass_prefix {
                    *own.entry(format!("{prefix}.candidates")).or_default() +=
                        self.stage_candidates;
                    *own.entry(format!("{prefix}.bytes_removed")).or_default() += removed;
                }
            }
            let fixed = [
                ("candidates", counts.candidates),
                ("accepted", counts.accepted),
                ("bytes_removed", bytes_removed),
            ];
            counters.extend(prefixed_counters(key, &fixed, own));
        }
        counters
    }
}

impl Algorithm for FileSetReducer {
    fn set_window(&mut self, window: usize) {
        self.window = Some(window);
        self.current.set_window(window);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        while !self.finished {
            if let Some(batch) = self.current.next_batch() {
                return Some(batch);
            }
            self.close_stage();
            if !self.start_next_stage() {
                self.finished = true;
            }
        }
        None
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        self.counts.entry(self.stage.key()).or_default().candidates += 1;
        self.stage_candidates += 1;
        self.current.candidate(index)
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        self.current.report(outcome);
        if outcome.first().is_some() {
            self.counts.entry(self.stage.key()).or_default().accepted += 1;
        }
    }

    fn chance(&self, index: usize) -> Option<f64> {
        self.current.chance(index)
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(FileSetReducer {
            algorithms: Rc::clone(&self.algorithms),
            round: self.round,
            stage: self.stage.clone(),
            queue: self.queue.clone(),
            running: self.running.clone(),
            files_this_round: self.files_this_round.clone(),
            current: self.current.fork()?,
            pass_prefix: self.pass_prefix.clone(),
            stage_candidates: self.stage_candidates,
            stage_start: self.stage_start,
            round_start: self.round_start,
            counts: self.counts.clone(),
            settled: self.settled.clone(),
            settled_skips: self.settled_skips,
            named_before: self.named_before.clone(),
            freed: self.freed.clone(),
            skip_note: self.skip_note.clone(),
            window: self.window,
            finished: self.finished,
        }))
    }

    fn current(&self) -> Vec<u8> {
        self.current.current()
    }

    /// A set's size is its files' bytes, headers apart.
    fn measure(&self, content: &[u8]) -> usize {
        whittle_core::files::encoded_total(content).unwrap_or(content.len())
    }

    fn current_units(&self) -> usize {
        self.current.current_units()
    }

    fn phase(&self) -> Phase {
        let inner = self.current.phase();
        let mut pass = inner.pass.into_owned();
        if let Some(note) = &self.skip_note {
            pass.push_str(&format!(" after {note}"));
        }
        Phase {
            pass: Cow::Owned(pass),
            round: self.round,
            granularity: inner.granularity,
        }
    }
}
