//! The driver's own estimate of a candidate's chance, for algorithms that
//! give none ([`crate::Algorithm::chance`]): ddmin, OPDD, HDD and the
//! sequential list minimisers see atoms, not what they mean.
//!
//! One feature of the content alone says much about an oracle's verdict:
//! whether the candidate takes a word (a name, a keyword) for good, its
//! last mention gone. A compiler rejects a use whose declaration went; a
//! check that calls a function fails once its name is gone. Removals that
//! leave every word in place (punctuation, numbers, one of several
//! mentions) pass far more often. The driver keeps the recent verdicts of
//! the two classes apart, and a class's rate stands in for the chance of
//! its candidates once it has a few verdicts. It only steers which
//! speculative tests run, never the path.

use crate::algorithms::tree::Outlook;

/// Verdicts a class needs before its rate is used.
const MIN_VERDICTS: usize = 4;

/// The distinct words of a text (runs of letters, digits and `_` that do
/// not start with a digit), as sorted hashes.
#[derive(Debug)]
pub(super) struct Words(Vec<u64>);

impl Words {
    pub fn of(text: &[u8]) -> Words {
        let mut hashes = Vec::new();
        let mut i = 0;
        while i < text.len() {
            if !is_word_byte(text[i]) {
                i += 1;
                continue;
            }
            let start = i;
            while i < text.len() && is_word_byte(text[i]) {
                i += 1;
            }
            if !text[start].is_ascii_digit() {
                hashes.push(fnv1a(&text[start..i]));
            }
        }
        hashes.sort_unstable();
        hashes.dedup();
        Words(hashes)
    }

    /// Whether `candidate` lacks one of these words.
    pub fn taken_by(&self, candidate: &[u8]) -> bool {
        let kept = Words::of(candidate).0;
        let mut kept = kept.iter().peekable();
        for word in &self.0 {
            while kept.next_if(|k| *k < word).is_some() {}
            if kept.next_if_eq(&word).is_none() {
                return true;
            }
        }
        false
    }
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// FNV-1a: fast, and the same on every platform.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Recent verdicts on candidates that take a word for good, and on those
/// that do not.
#[derive(Default)]
pub(super) struct WordChances {
    takes: Outlook,
    keeps: Outlook,
}

impl WordChances {
    /// The chance of a candidate of the class, once the class has a few
    /// verdicts.
    pub fn chance(&self, takes_a_word: bool) -> Option<f64> {
        let outlook = self.class(takes_a_word);
        (outlook.verdicts() >= MIN_VERDICTS).then(|| outlook.success_rate())
    }

    pub fn observe(&mut self, takes_a_word: bool, interesting: bool) {
        if takes_a_word {
            self.takes.observe(interesting);
        } else {
            self.keeps.observe(interesting);
        }
    }

    fn class(&self, takes_a_word: bool) -> &Outlook {
        if takes_a_word {
            &self.takes
        } else {
            &self.keeps
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_candidate_takes_a_word_when_its_last_mention_goes() {
        let base = Words::of(b"int g_1; int f() { return g_1 + 42; }");
        // One of two mentions of `g_1` and the number: every word stays.
        assert!(!base.taken_by(b"int g_1; int f() { return 42; }"));
        assert!(!base.taken_by(b"int g_1; int f() { return g_1; }"));
        // The last `return`, or both mentions of `g_1`.
        assert!(base.taken_by(b"int g_1; int f() { g_1 + 42; }"));
        assert!(base.taken_by(b"int f() { return 42; }"));
        // A new word does not hide a lost one.
        assert!(base.taken_by(b"int g_2; int f() { return g_2 + 42; }"));
    }

    #[test]
    fn a_class_speaks_once_it_has_a_few_verdicts() {
        let mut chances = WordChances::default();
        for _ in 0..MIN_VERDICTS - 1 {
            chances.observe(true, false);
        }
        assert_eq!(chances.chance(true), None);
        chances.observe(true, false);
        let takes = chances.chance(true).unwrap();
        for _ in 0..MIN_VERDICTS {
            chances.observe(false, true);
        }
        let keeps = chances.chance(false).unwrap();
        assert!(takes < 0.2 && keeps > 0.8, "{takes} {keeps}");
    }
}
