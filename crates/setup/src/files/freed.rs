//! Files that one file's reduction freed: the file named them (its
//! `require('./lru')`, its `#include "util.h"`) and nothing names them any
//! more. Each is tried for removal at once, before the round goes on to the
//! other files' passes, rather than at the next round's file pass: no pass
//! is spent inside a file that can go whole.

use whittle_core::files::FileSet;
use whittle_core::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};

use super::cross;

/// Of the files that a file named as its reduction began (`named_before`),
/// those that no file names now.
pub fn freed(set: &FileSet, named_before: &[String]) -> Vec<String> {
    named_before
        .iter()
        .filter(|named| set.get(named).is_some() && cross::nobody_names(set, named))
        .cloned()
        .collect()
}

/// `set` without the file at `path`.
fn without(set: &FileSet, path: &str) -> FileSet {
    set.keeping((0..set.len()).filter(|&i| set.files()[i].path != path))
}

/// The removal of freed files, one at a time in order; a removed file's
/// own freed files join the end of the plan.
#[derive(Clone)]
pub struct DropFreed {
    set: FileSet,
    /// The files still to try.
    plan: Vec<String>,
    dropped: u64,
}

impl DropFreed {
    pub fn new(set: FileSet, plan: Vec<String>) -> DropFreed {
        DropFreed {
            set,
            plan,
            dropped: 0,
        }
    }
}

impl AlgorithmView for DropFreed {
    fn describe(&self, index: usize) -> String {
        format!("remove {}, which nothing names now", self.plan[index])
    }

    fn counters(&self) -> Vec<Counter> {
        vec![Counter::new("dropped", self.dropped)]
    }
}

impl Algorithm for DropFreed {
    fn next_batch(&mut self) -> Option<Batch> {
        let set = &self.set;
        self.plan.retain(|path| set.get(path).is_some());
        (!self.plan.is_empty()).then_some(Batch {
            len: self.plan.len(),
        })
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        let set = without(&self.set, &self.plan[index]);
        Candidate {
            units: set.len(),
            content: set.encode(),
        }
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        let Some(first) = outcome.first() else {
            self.plan.clear();
            return;
        };
        let path = self.plan[first].clone();
        let named = cross::named_by(&self.set, &path);
        self.set = without(&self.set, &path);
        self.dropped += 1;
        self.plan.drain(..=first);
        for next in freed(&self.set, &named) {
            if !self.plan.contains(&next) {
                self.plan.push(next);
            }
        }
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(self.clone()))
    }

    fn current(&self) -> Vec<u8> {
        self.set.encode()
    }

    fn current_units(&self) -> usize {
        self.set.len()
    }

    fn phase(&self) -> Phase {
        Phase {
            pass: "freed".into(),
            round: 1,
            granularity: self.plan.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::text_set as set;

    #[test]
    fn a_file_is_freed_when_the_last_file_naming_it_stops() {
        let before = set(&[
            (
                "index.js",
                "const lru = require('./lib/lru');\nconst ini = require('./lib/ini');",
            ),
            ("lib/lru.js", "module.exports = 1;"),
            ("lib/ini.js", "module.exports = 2;"),
            ("test.js", "require('./lib/ini')"),
        ]);
        let named = cross::named_by(&before, "index.js");
        assert_eq!(named, ["lib/ini.js", "lib/lru.js"]);
        let after = before.with_bytes(0, b"const x = 1;".to_vec());
        // ini.js is still named by test.js.
        assert_eq!(freed(&after, &named), ["lib/lru.js"]);
        assert!(freed(&before, &named).is_empty());
    }

    #[test]
    fn a_dropped_file_frees_what_only_it_named() {
        let s = set(&[
            ("alpha.js", "1"),
            ("beta.js", "require('./gamma')"),
            ("delta.js", "3"),
            ("gamma.js", "2"),
        ]);
        let mut pass = DropFreed::new(s, vec!["alpha.js".into(), "beta.js".into()]);
        assert_eq!(pass.next_batch(), Some(Batch { len: 2 }));
        assert_eq!(pass.describe(1), "remove beta.js, which nothing names now");
        // alpha.js must stay; beta.js goes, which frees gamma.js.
        pass.report(&BatchOutcome {
            interesting: vec![1],
        });
        assert_eq!(pass.next_batch(), Some(Batch { len: 1 }));
        assert_eq!(pass.describe(0), "remove gamma.js, which nothing names now");
        pass.report(&BatchOutcome {
            interesting: vec![],
        });
        assert_eq!(pass.next_batch(), None);
        let now = FileSet::decode(&pass.current()).unwrap();
        let paths: Vec<&str> = now.files().iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["alpha.js", "delta.js", "gamma.js"]);
        assert_eq!(pass.counters()[0].value, 1);
    }
}
