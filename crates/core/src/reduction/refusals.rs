//! Changes the oracle refused, remembered where they were made, so that a
//! later round does not ask the same change again.
//!
//! A pass that runs again after others changed the text makes mostly the
//! candidates it made before, now of a new text: the content cache knows
//! none of them. A change is the text between the longest common prefix
//! and suffix of the candidate and the text it came from (what goes, what
//! comes), remembered with [`CONTEXT`] bytes on each side. Refused once,
//! the same change in the same surroundings is answered "not interesting"
//! without the oracle, unless a word it removes or brings is now mentioned
//! elsewhere in the text none, once or more times where it was not when
//! the change was refused: a declaration refused while something elsewhere
//! used its name is asked again once that use has gone.
//!
//! It is a bet, not a proof: an oracle may depend on anything. It never
//! adopts a candidate the oracle did not accept; at worst it passes over
//! one that would have been.

use std::collections::HashMap;

use xxhash_rust::xxh3::Xxh3;

use crate::common::common_ends;
use crate::outlook::{words_of, NameCounts};

/// Bytes of unchanged text on each side that a change is remembered with.
const CONTEXT: usize = 32;

/// How many mentions of a touched word outside the change are told apart:
/// none, one, or more. A declaration refused while its name was used
/// elsewhere is asked again once the last use has gone, and a use once it
/// is the only one left; a count that moves among many (`int`, `self`)
/// changes nothing the oracle could have refused the change for.
const ELSEWHERE_SEEN: u32 = 2;

/// Changes remembered at most; the memory starts again when full.
const CAPACITY: usize = 1 << 16;

/// The text a batch's candidates come from, with its word counts (the
/// driver makes it once the batch's first candidate needs it).
pub(super) struct Base {
    text: Vec<u8>,
    words: NameCounts,
}

impl Base {
    pub fn new(text: Vec<u8>) -> Base {
        let words = NameCounts::of_text(&text);
        Base { text, words }
    }

    /// The text's length in bytes.
    pub fn len(&self) -> usize {
        self.text.len()
    }

    /// The change that turns this text into `candidate`.
    pub fn change(&self, candidate: &[u8]) -> Change {
        let text = &self.text[..];
        let (prefix, suffix) = common_ends(text, candidate);
        let removed = &text[prefix..text.len() - suffix];
        let inserted = &candidate[prefix..candidate.len() - suffix];
        let before = &text[prefix.saturating_sub(CONTEXT)..prefix];
        let after_start = text.len() - suffix;
        let after = &text[after_start..(after_start + CONTEXT).min(text.len())];
        let mut place = Xxh3::new();
        for part in [removed, inserted, before, after] {
            place.update(&(part.len() as u64).to_le_bytes());
            place.update(part);
        }
        let mut gone: HashMap<&[u8], u32> = HashMap::new();
        for word in words_of(removed) {
            *gone.entry(word).or_default() += 1;
        }
        let mut touched: Vec<&[u8]> = gone.keys().copied().chain(words_of(inserted)).collect();
        touched.sort_unstable();
        touched.dedup();
        let mut words = Xxh3::new();
        for word in touched {
            let gone_here = gone.get(word).copied().unwrap_or(0);
            let elsewhere = self.words.word_count(word).saturating_sub(gone_here);
            words.update(&(word.len() as u64).to_le_bytes());
            words.update(word);
            words.update(&[elsewhere.min(ELSEWHERE_SEEN) as u8]);
        }
        Change {
            place: place.digest(),
            words: words.digest(),
        }
    }
}

/// A change as remembered: where it is and what it does, and the counts of
/// the words it touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Change {
    place: u64,
    words: u64,
}

/// The changes the oracle refused.
#[derive(Default)]
pub(super) struct RefusedChanges {
    refused: HashMap<u64, u64>,
}

impl RefusedChanges {
    pub fn contains(&self, change: Change) -> bool {
        self.refused.get(&change.place) == Some(&change.words)
    }

    pub fn insert(&mut self, change: Change) {
        if self.refused.len() >= CAPACITY {
            self.refused.clear();
        }
        self.refused.insert(change.place, change.words);
    }

    /// Forgets every change: the text grew by a change made to open what
    /// was refused before it (a pump's).
    pub fn forget(&mut self) {
        self.refused.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(base: &[u8], candidate: &[u8]) -> RefusedChanges {
        let mut memory = RefusedChanges::default();
        memory.insert(Base::new(base.to_vec()).change(candidate));
        memory
    }

    fn knows(memory: &RefusedChanges, base: &[u8], candidate: &[u8]) -> bool {
        memory.contains(Base::new(base.to_vec()).change(candidate))
    }

    #[test]
    fn the_same_change_in_the_same_place_is_known_after_a_change_elsewhere() {
        let far = "x".repeat(CONTEXT);
        let base = format!("int f(void) {{ return g(1); }}{far}int h;");
        let candidate = format!("int f(void) {{ return 0; }}{far}int h;");
        let memory = refused(base.as_bytes(), candidate.as_bytes());
        // `int h;` went meanwhile, out of the change's sight.
        let later = format!("int f(void) {{ return g(1); }}{far}");
        let again = format!("int f(void) {{ return 0; }}{far}");
        assert!(knows(&memory, later.as_bytes(), again.as_bytes()));
        // Another change, or the same one next to other text, is new.
        let other = format!("int f(void) {{ return 1; }}{far}");
        assert!(!knows(&memory, later.as_bytes(), other.as_bytes()));
        let moved = format!("long f(void) {{ return g(1); }}{far}");
        let moved_again = format!("long f(void) {{ return 0; }}{far}");
        assert!(!knows(&memory, moved.as_bytes(), moved_again.as_bytes()));
    }

    /// Whether `memory` knows the removal of `declaration` from the start
    /// of `declaration` and `rest`.
    fn knows_removal(memory: &RefusedChanges, declaration: &str, rest: &str) -> bool {
        knows(
            memory,
            format!("{declaration}{rest}").as_bytes(),
            rest.as_bytes(),
        )
    }

    #[test]
    fn a_change_is_asked_again_once_a_word_it_touches_is_counted_otherwise() {
        let far = "y".repeat(CONTEXT);
        let declaration = "int g_1 = 0;";
        let rest = format!("{far}void f(void) {{ g_1 = 2; }}");
        let memory = refused(format!("{declaration}{rest}").as_bytes(), rest.as_bytes());
        // Its use changed but is still there: the same bet.
        let rest = format!("{far}void f(void) {{ g_1 = 3; }}");
        assert!(knows_removal(&memory, declaration, &rest));
        // The use of `g_1` went: the declaration may go now.
        let rest = format!("{far}void f(void) {{ }}");
        assert!(!knows_removal(&memory, declaration, &rest));
    }

    #[test]
    fn mentions_elsewhere_count_as_none_one_or_more() {
        let far = "; ".repeat(CONTEXT / 2);
        let declaration = "int x = 0;";
        let rest = format!("{far}int a = x; int b = x; int c = x;");
        let memory = refused(format!("{declaration}{rest}").as_bytes(), rest.as_bytes());
        // One `int` and one use of `x` fewer elsewhere: still more than one.
        assert!(knows_removal(
            &memory,
            declaration,
            &format!("{far}int a = x; int b = x;")
        ));
        // One use left, then none: asked again each time.
        assert!(!knows_removal(
            &memory,
            declaration,
            &format!("{far}int a = x; int b;")
        ));
        assert!(!knows_removal(
            &memory,
            declaration,
            &format!("{far}int a; int b;")
        ));
    }

    #[test]
    fn a_change_is_what_lies_between_the_common_ends() {
        // A removal at either end, and a text whose ends overlap.
        for (base, candidate) in [("abc", "bc"), ("abc", "ab"), ("aaa", "aa"), ("", "a")] {
            let mut memory = RefusedChanges::default();
            let change = Base::new(base.as_bytes().to_vec()).change(candidate.as_bytes());
            memory.insert(change);
            assert!(memory.contains(change));
        }
    }
}
