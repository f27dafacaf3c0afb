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
//! for the refusal. A stranding the oracle accepted (a local variable of a
//! function the test never calls) is never refused, nor blamed, again.
//! An oracle that accepts strandings as often as it refuses them, twice
//! at least (a test that greps the text cares about words, not
//! definitions), turns the memory off for the rest of the run.
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

/// The strandings the oracle refused, and those it accepted.
#[derive(Default)]
pub(super) struct StrandedNames {
    refused: HashSet<Stranding>,
    /// Strandings the oracle accepted: never refused or blamed again.
    accepted: HashSet<Stranding>,
    /// Candidates refused with one stranding, and accepted with some.
    refusals: u64,
    acceptances: u64,
    /// The oracle does not care about definitions: the memory is off.
    off: bool,
}

impl StrandedNames {
    /// Whether candidates' strandings are worth reading.
    pub fn is_on(&self) -> bool {
        !self.off
    }

    /// Of a candidate's strandings, the ones the memory may blame: those
    /// the oracle has not accepted.
    pub fn blamable(&self, mut strandings: Vec<Stranding>) -> Vec<Stranding> {
        strandings.retain(|s| !self.accepted.contains(s));
        strandings
    }

    /// Whether a candidate with these strandings is answered without the
    /// oracle.
    pub fn refuses(&self, strandings: &[Stranding]) -> bool {
        !self.off && strandings.iter().any(|s| self.refused.contains(s))
    }

    /// Learns that the oracle refused a candidate with these (blamable)
    /// strandings: a single one takes the blame.
    pub fn learn_refused(&mut self, strandings: &[Stranding]) {
        if self.off {
            return;
        }
        if let [stranding] = strandings {
            if self.refused.len() >= CAPACITY {
                self.refused.clear();
            }
            self.refused.insert(*stranding);
            self.refusals += 1;
        }
    }

    /// Learns that the oracle accepted a candidate with these (blamable)
    /// strandings; returns whether that changed what the memory refuses
    /// or blames.
    pub fn learn_accepted(&mut self, strandings: &[Stranding]) -> bool {
        if strandings.is_empty() || self.off {
            return false;
        }
        self.acceptances += 1;
        if self.acceptances >= 2 && self.acceptances >= self.refusals {
            self.off = true;
            self.refused.clear();
            self.accepted.clear();
            return true;
        }
        for stranding in strandings {
            self.refused.remove(stranding);
            if self.accepted.len() >= CAPACITY {
                self.accepted.clear();
            }
            self.accepted.insert(*stranding);
        }
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
    fn an_accepted_stranding_is_never_refused_or_blamed_again() {
        let base = names(&["f", "g", "h"], &["f", "g", "h"]);
        let strand_f = base.stranded_by(&names(&["g", "h"], &["f"]));
        let strand_g = base.stranded_by(&names(&["f", "h"], &["g"]));
        let strand_h = base.stranded_by(&names(&["f", "g"], &["h"]));
        let mut memory = StrandedNames::default();
        memory.learn_refused(&strand_f);
        memory.learn_refused(&strand_g);
        assert!(!memory.learn_accepted(&[]));
        assert!(memory.refuses(&strand_g));
        assert!(memory.learn_accepted(&strand_g));
        assert!(memory.is_on());
        // `g` is asked again; `f` is still refused.
        assert!(!memory.refuses(&strand_g));
        assert!(memory.refuses(&strand_f));
        // Stranded beside `h`, `g` takes no blame: `h` does.
        let both = base.stranded_by(&names(&["f"], &["g", "h"]));
        let blamed = memory.blamable(both);
        assert_eq!(blamed, strand_h);
        memory.learn_refused(&blamed);
        assert!(memory.refuses(&strand_h));
        memory.learn_refused(&memory.blamable(strand_g.clone()));
        assert!(!memory.refuses(&strand_g));
    }

    #[test]
    fn strandings_accepted_as_often_as_refused_turn_the_memory_off() {
        let base = names(&["f", "g"], &["f", "g"]);
        let strand_f = base.stranded_by(&names(&["g"], &["f"]));
        let strand_g = base.stranded_by(&names(&["f"], &["g"]));
        let mut memory = StrandedNames::default();
        memory.learn_refused(&strand_f);
        // One acceptance against one refusal: not yet (twice at least).
        assert!(memory.learn_accepted(&strand_g));
        assert!(memory.is_on());
        let other = names(&["f", "g"], &["f", "g", "g"]);
        let strand_g_again = other.stranded_by(&names(&["f"], &["g"]));
        assert!(memory.learn_accepted(&strand_g_again));
        assert!(!memory.is_on());
        assert!(!memory.refuses(&strand_f));
        memory.learn_refused(&strand_f);
        assert!(!memory.refuses(&strand_f));
    }
}
