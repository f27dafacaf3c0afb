//! Which words (names, keywords) a candidate takes for good, their last
//! mention gone, and the verdicts on candidates by the words they take.
//!
//! One feature of the content alone says much about an oracle's verdict.
//! A compiler rejects a use whose declaration went; a check that calls a
//! function fails once its name is gone. Removals that leave every word in
//! place (punctuation, numbers, one of several mentions) pass far more
//! often, and words alike (by shape, digits as `#`: `g_12` and `g_7` are
//! both `g_#`) tend to matter alike: an oracle that keeps the `g_` globals
//! fails on every loss of one and passes when `uint64_t` goes. The driver
//! classes the candidates of algorithms that give no chance of their own
//! ([`crate::Algorithm::chance`]: ddmin, OPDD, HDD and the sequential list
//! minimisers see atoms, not what they mean) by the shapes they take, and
//! the verdicts by class stand in for their chances, as the tree reducers'
//! do for their removals. It only steers which speculative tests run,
//! never the path.
//!
//! A word gone but glued into a new one (`g_1g_2`, the blank between them
//! removed) has a shape of its own, marked `+`: a check that searches the text
//! still finds it, a compiler does not. A class's verdicts are counted as the
//! tree reducers count theirs (`chances.rs`) and lean on the
//! recent success rate while they are few. The classes are computed only at a
//! window above 1.

use super::{Act, Chances, NameCounts, RemovalClass};

/// The words of a text, counted, to tell which ones a candidate made from
/// it takes for good.
#[derive(Debug)]
pub struct Words(NameCounts);

impl Words {
    pub fn of(text: &[u8]) -> Words {
        Words(NameCounts::of_text(text))
    }

    /// The class of `candidate`: the shapes of the words of this text it
    /// lacks.
    pub fn class_of(&self, candidate: &[u8]) -> WordClass {
        WordClass(RemovalClass {
            // A candidate of a list algorithm is no node: one kind and
            // one act for all, so that only the words tell them apart.
            kind: u16::MAX,
            act: Act::Remove,
            loss: self.0.loss_in(candidate),
        })
    }
}

/// What a candidate takes for good, for [`WordChances`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordClass(RemovalClass);

impl WordClass {
    /// Whether it takes some word for good.
    pub fn takes_a_word(&self) -> bool {
        self.0.loss.last_word()
    }
}

/// The verdicts on candidates by class.
#[derive(Debug, Default)]
pub struct WordChances(Chances);

impl WordChances {
    /// The chance of a candidate of `class`; `recent` is the success rate
    /// of the recent verdicts, which a class with few verdicts leans on.
    pub fn chance(&self, class: &WordClass, recent: f64) -> f64 {
        self.0.estimate(&class.0, recent)
    }

    /// Learns a verdict; `recent` as [`WordChances::chance`] was given it.
    pub fn observe(&mut self, class: WordClass, recent: f64, interesting: bool) {
        self.0.observe(class.0, recent, interesting);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_candidate_takes_a_word_when_its_last_mention_goes() {
        let base = Words::of(b"int g_1; int f() { return g_1 + 42; }");
        let takes = |candidate: &[u8]| base.class_of(candidate).takes_a_word();
        // One of two mentions of `g_1` and the number: every word stays.
        assert!(!takes(b"int g_1; int f() { return 42; }"));
        assert!(!takes(b"int g_1; int f() { return g_1; }"));
        // The last `return`, or both mentions of `g_1`.
        assert!(takes(b"int g_1; int f() { g_1 + 42; }"));
        assert!(takes(b"int f() { return 42; }"));
        // A new word does not hide a lost one.
        assert!(takes(b"int g_2; int f() { return g_2 + 42; }"));
    }

    #[test]
    fn words_of_one_shape_are_learnt_together() {
        const BASE: &str = "int g_1 = 1; int g_2 = 2; int g_3 = 3; long l_1; short l_2;";
        let base = Words::of(BASE.as_bytes());
        let class = |from: &str, to: &str| base.class_of(BASE.replacen(from, to, 1).as_bytes());
        let mut chances = WordChances::default();
        // Losing `g_1` or `g_2` fails; losing `l_1`, a type name or a
        // value passes.
        for (from, to, interesting) in [
            ("g_1 ", "", false),
            ("g_2 ", "", false),
            ("l_1", "", true),
            ("long ", "", true),
            (" = 3", "", true),
        ] {
            chances.observe(class(from, to), 0.5, interesting);
        }
        // `g_3` and `l_2` are new, but of shapes seen.
        let loses_g3 = chances.chance(&class("g_3 ", ""), 0.5);
        let loses_l2 = chances.chance(&class("l_2", ""), 0.5);
        assert!(loses_g3 < 0.3, "{loses_g3}");
        assert!(loses_l2 > 0.6, "{loses_l2}");
    }
}
