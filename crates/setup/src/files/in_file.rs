//! One file's reduction inside a set: one pass of the file's own algorithm
//! (a pass of its language's pipeline, or ddmin over units) whose
//! candidates are the set with that file replaced.

use whittle_core::files::FileSet;
use whittle_core::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};

/// The algorithm of file `index` of `set`, its candidates lifted to sets.
pub struct InFile {
    /// The set as the stage began; file `index` is replaced in candidates.
    set: FileSet,
    index: usize,
    inner: Box<dyn Algorithm>,
}

impl InFile {
    pub fn new(set: FileSet, index: usize, inner: Box<dyn Algorithm>) -> InFile {
        InFile { set, index, inner }
    }

    pub fn path(&self) -> &str {
        &self.set.files()[self.index].path
    }

    fn lift(&self, bytes: Vec<u8>) -> Vec<u8> {
        self.set.encode_replacing(self.index, &bytes)
    }
}

impl AlgorithmView for InFile {
    fn describe(&self, index: usize) -> String {
        format!("{}: {}", self.path(), self.inner.describe(index))
    }

    fn counters(&self) -> Vec<Counter> {
        self.inner.counters()
    }
}

impl Algorithm for InFile {
    fn set_window(&mut self, window: usize) {
        self.inner.set_window(window);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        self.inner.next_batch()
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        let candidate = self.inner.candidate(index);
        Candidate {
            content: self.lift(candidate.content),
            units: candidate.units,
        }
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        self.inner.report(outcome);
    }

    fn chance(&self, index: usize) -> Option<f64> {
        self.inner.chance(index)
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(InFile {
            set: self.set.clone(),
            index: self.index,
            inner: self.inner.fork()?,
        }))
    }

    fn current(&self) -> Vec<u8> {
        self.lift(self.inner.current())
    }

    fn current_units(&self) -> usize {
        self.inner.current_units()
    }

    fn phase(&self) -> Phase {
        let inner = self.inner.phase();
        Phase {
            pass: format!("{}: {}", self.path(), inner.pass).into(),
            ..inner
        }
    }
}
