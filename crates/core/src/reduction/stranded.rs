//! Names a candidate strands, and the strandings the oracle refused.
//!
//! A candidate strands a name when the text it came from defines the name
//! and the candidate no longer does, while it still mentions it: a
//! function removed, or replaced by a statement of its body, while a call
//! to it is left. A compiler rejects that, and so does an interpreter once
//! the mention runs. Which occurrences define a name is the grammar's
//! business: the validator, which parses every candidate anyway, reads
//! them ([`crate::Validator::names`]).
//!
//! Refused once, a stranding of a name is answered "not interesting"
//! without the oracle, until the name is mentioned a different number of
//! times (a use went, and the definition may go now). The memory learns
//! only from candidates that strand a single name, which takes the blame
//! for the refusal. An oracle that accepts one stranding (a test that
//! greps the text cares about words, not definitions) turns the memory
//! off for the rest of the run.
//!
//! Like the refusals remembered by change (`refusals.rs`), it is a bet:
//! it never adopts a candidate the oracle did not accept, and at worst
//! passes over one that would have been.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use xxhash_rust::xxh3::Xxh3;

/// What a text defines and what it mentions, by name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    defined: BTreeSet<Vec<u8>>,
    /// Occurrences that define nothing, by name.
    mentions: BTreeMap<Vec<u8>, u32>,
}

impl Names {
    /// Notes an occurrence of `name` that defines it.
    pub fn define(&mut self, name: &[u8]) {
        if !self.defined.contains(name) {
            self.defined.insert(name.to_vec());
        }
    }

    /// Notes an occurrence of `name` that uses it.
    pub fn mention(&mut self, name: &[u8]) {
        match self.mentions.get_mut(name) {
            Some(count) => *count += 1,
            None => {
                self.mentions.insert(name.to_vec(), 1);
            }
        }
    }

    pub fn defines(&self, name: &[u8]) -> bool {
        self.defined.contains(name)
    }

    /// How often `name` occurs where it does not define it.
    pub fn mentions(&self, name: &[u8]) -> u32 {
        self.mentions.get(name).copied().unwrap_or(0)
    }

    /// The strandings of `candidate`, a text made from this one: a key
    /// for each name this text defines and the candidate mentions without
    /// defining it, with this text's count of its mentions. Sorted.
    pub(super) fn stranded_by(&self, candidate: &Names) -> Vec<Stranding> {
        let mut keys: Vec<Stranding> = self
            .defined
            .iter()
            .filter(|name| !candidate.defines(name) && candidate.mentions(name) > 0)
            .map(|name| {
                let mut key = Xxh3::new();
                key.update(&(name.len() as u64).to_le_bytes());
                key.update(name);
                key.update(&self.mentions(name).to_le_bytes());
                Stranding(key.digest())
            })
            .collect();
        keys.sort_unstable();
        keys
    }
}

/// A name stranded, with the count of its mentions in the text it was
/// defined in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct Stranding(u64);

/// Strandings answered without the oracle at most; the memory starts
/// again when full.
const CAPACITY: usize = 1 << 16;

/// The strandings the oracle refused, until it accepts one.
#[derive(Default)]
pub(super) struct StrandedNames {
    refused: HashSet<Stranding>,
    /// The oracle accepted a stranding: the memory is off.
    tolerated: bool,
}

impl StrandedNames {
    /// Whether candidates' strandings are worth reading.
    pub fn is_on(&self) -> bool {
        !self.tolerated
    }

    /// Whether a candidate with these strandings is answered without the
    /// oracle.
    pub fn refuses(&self, strandings: &[Stranding]) -> bool {
        !self.tolerated && strandings.iter().any(|s| self.refused.contains(s))
    }

    /// Learns that the oracle refused a candidate with these strandings:
    /// a single one takes the blame.
    pub fn learn_refused(&mut self, strandings: &[Stranding]) {
        if self.tolerated {
            return;
        }
        if let [stranding] = strandings {
            if self.refused.len() >= CAPACITY {
                self.refused.clear();
            }
            self.refused.insert(*stranding);
        }
    }

    /// Learns that the oracle accepted a candidate with these strandings;
    /// returns whether that turned the memory off.
    pub fn learn_accepted(&mut self, strandings: &[Stranding]) -> bool {
        if strandings.is_empty() || self.tolerated {
            return false;
        }
        self.tolerated = true;
        self.refused.clear();
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(defined: &[&str], mentioned: &[&str]) -> Names {
        let mut names = Names::default();
        for name in defined {
            names.define(name.as_bytes());
        }
        for name in mentioned {
            names.mention(name.as_bytes());
        }
        names
    }

    #[test]
    fn a_name_is_stranded_where_its_definition_goes_and_a_mention_stays() {
        let base = names(&["f", "g"], &["f", "g"]);
        // `f` went with its call: nothing stranded.
        assert!(base.stranded_by(&names(&["g"], &["g"])).is_empty());
        // `g`'s definition went, its call stayed.
        assert_eq!(base.stranded_by(&names(&["f"], &["f", "g"])).len(), 1);
        // Defined again elsewhere (a prototype kept): not stranded.
        assert!(base.stranded_by(&names(&["f", "g"], &["g"])).is_empty());
    }

    #[test]
    fn a_refused_stranding_is_refused_again_until_its_mentions_change() {
        let base = names(&["f", "g"], &["f", "g", "g"]);
        let strand_g = base.stranded_by(&names(&["f"], &["f", "g"]));
        let mut memory = StrandedNames::default();
        memory.learn_refused(&strand_g);
        // Another candidate that strands `g` from the same text.
        assert!(memory.refuses(&base.stranded_by(&names(&[], &["g"]))));
        // One use of `g` went meanwhile: asked again.
        let later = names(&["f", "g"], &["f", "g"]);
        assert!(!memory.refuses(&later.stranded_by(&names(&["f"], &["g"]))));
    }

    #[test]
    fn only_a_single_stranding_takes_the_blame() {
        let base = names(&["f", "g"], &["f", "g"]);
        let mut memory = StrandedNames::default();
        memory.learn_refused(&base.stranded_by(&names(&[], &["f", "g"])));
        assert!(!memory.refuses(&base.stranded_by(&names(&["g"], &["f"]))));
    }

    #[test]
    fn an_accepted_stranding_turns_the_memory_off() {
        let base = names(&["f", "g"], &["f", "g"]);
        let strand_f = base.stranded_by(&names(&["g"], &["f"]));
        let strand_g = base.stranded_by(&names(&["f"], &["g"]));
        let mut memory = StrandedNames::default();
        memory.learn_refused(&strand_f);
        assert!(!memory.learn_accepted(&[]));
        assert!(memory.refuses(&strand_f));
        assert!(memory.learn_accepted(&strand_g));
        assert!(!memory.is_on());
        assert!(!memory.refuses(&strand_f));
        memory.learn_refused(&strand_f);
        assert!(!memory.refuses(&strand_f));
    }
}
