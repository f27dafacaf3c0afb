//! Several passes in sequence, each at its own granularity: the two-pass
//! "lines, then characters" reduction of [Vince 2024], ch. 5, is
//! `[Line, Char]`. Each pass starts from the previous pass's result; the
//! driver's content cache spans all of them.
//!
//! The pipeline forks while its running pass forks.

use std::rc::Rc;

use crate::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Granularity, Phase};

/// Builds one pass's algorithm from the current test case (shared with
/// forks).
pub type PassBuilder = Rc<dyn Fn(Vec<u8>, Granularity) -> Box<dyn Algorithm>>;

pub struct Pipeline {
    passes: Vec<Granularity>,
    /// Index in `passes` of the pass `current` runs.
    pass: usize,
    build: PassBuilder,
    current: Box<dyn Algorithm>,
    /// The driver's window, passed on to every pass.
    window: Option<usize>,
}

impl Pipeline {
    /// `passes` must not be empty.
    pub fn new(input: Vec<u8>, passes: Vec<Granularity>, build: PassBuilder) -> Pipeline {
        assert!(!passes.is_empty(), "a pipeline needs at least one pass");
        let current = build(input, passes[0]);
        Pipeline {
            passes,
            pass: 0,
            build,
            current,
            window: None,
        }
    }
}

impl AlgorithmView for Pipeline {
    fn describe(&self, index: usize) -> String {
        self.current.describe(index)
    }
}

impl Algorithm for Pipeline {
    fn set_window(&mut self, window: usize) {
        self.window = Some(window);
        self.current.set_window(window);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        loop {
            if let Some(batch) = self.current.next_batch() {
                return Some(batch);
            }
            if self.pass + 1 >= self.passes.len() {
                return None;
            }
            self.pass += 1;
            let content = self.current.current();
            self.current = (self.build)(content, self.passes[self.pass]);
            if let Some(window) = self.window {
                self.current.set_window(window);
            }
        }
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        self.current.candidate(index)
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        self.current.report(outcome)
    }

    fn current(&self) -> Vec<u8> {
        self.current.current()
    }

    fn current_units(&self) -> usize {
        self.current.current_units()
    }

    fn phase(&self) -> Phase {
        self.current.phase()
    }

    fn chance(&self, index: usize) -> Option<f64> {
        self.current.chance(index)
    }

    /// Forks while the running pass forks.
    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(Pipeline {
            passes: self.passes.clone(),
            pass: self.pass,
            build: Rc::clone(&self.build),
            current: self.current.fork()?,
            window: self.window,
        }))
    }
}
