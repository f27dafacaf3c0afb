//! How likely a removal is to win, from the verdicts on removals like it
//! ([`crate::Algorithm::chance`], which steers the driver's speculation).
//!
//! A removal's class ([`RemovalClass`]) is its node's kind and what it takes
//! away for good ([`super::names`]). The per-kind rate is split by whether
//! the removal is suspect: whether it takes a word of a shape that failed
//! when taken alone. Three estimates refine it:
//! one by the whole class, shapes of the lost words included, one by
//! those shapes alone, across kinds, and one by the worst of those shapes
//! taken alone (a removal needs every word it takes to be harmless). The
//! last two are sharp where an oracle guards names of one shape whatever
//! holds them (a test that greps for `g_` globals), and poor where a
//! compiler cares about the kind of node as much as the names. Each
//! estimate's surprise at the verdicts so far (its log loss) decides
//! which one speaks.
//!
//! How a removal goes is part of its class: whole, by list minimisation
//! (classed by the list's parent kind), or replaced by a descendant (the
//! replaced and the kept kind). A class with no verdicts of its own leans on
//! its kind's removals that are, or are not, suspect. The rewrite pass and the
//! driver (`words.rs`) count their own classes the same way. Only the
//! driver's speculation reads these chances; they never change the path.

use std::collections::BTreeMap;

use super::names::Loss;

/// What the chances tell removals apart by. A replacement counts as a
/// removal of all but the descendant it keeps.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct RemovalClass {
    /// A single node's kind, or the list's parent kind for a list
    /// minimisation's removal.
    pub kind: u16,
    pub act: Act,
    pub loss: Loss,
}

/// How a removal takes its node away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Act {
    /// The whole node goes.
    Remove,
    /// Some elements of a list go.
    MinimiseList,
    /// Several nodes of the kind go together (a type-batched chunk).
    RemoveJointly,
    /// The node goes but for a descendant of this kind, which takes its
    /// place.
    ReplaceBy(u16),
    /// The rewrite pass's transformation of this index
    /// ([`crate::algorithms::rewrite::Transform::ALL`]) acts on the node.
    Rewrite(u8),
}

/// A class without the lost words' shapes: kind, act, whether the last of
/// a name goes, whether the last of a word goes.
type Coarse = (u16, Act, bool, bool);

impl RemovalClass {
    /// The class without the lost words' shapes.
    fn coarse(&self) -> Coarse {
        (
            self.kind,
            self.act,
            self.loss.last_name,
            self.loss.last_word(),
        )
    }
}

/// Verdicts of a class: (interesting, tried).
type Counts = (u32, u32);

/// The verdicts of the sequential path, by class.
#[derive(Clone, Debug, Default)]
pub(crate) struct Chances {
    /// By the class without its shapes, and whether the removal is
    /// suspect ([`Chances::suspect`]): what a class with no verdicts of
    /// its own leans on.
    by_kind: BTreeMap<(Coarse, bool), Counts>,
    by_class: BTreeMap<RemovalClass, Counts>,
    by_shapes: BTreeMap<Vec<Vec<u8>>, Counts>,
    /// Bits of surprise so far of the estimates by class, by shapes and
    /// by the worst shape.
    surprise: [f64; 3],
}

impl Chances {
    /// The chance that a removal of `class` is interesting; `recent` is the
    /// success rate of the recent verdicts, which classes with few
    /// verdicts lean on.
    pub(crate) fn estimate(&self, class: &RemovalClass, recent: f64) -> f64 {
        let estimates = self.estimates(class, &self.kind_key(class), recent);
        let best = (0..estimates.len())
            .min_by(|&a, &b| self.surprise[a].total_cmp(&self.surprise[b]))
            .unwrap_or(0);
        estimates[best]
    }

    /// Learns the verdict on a removal of `class`, `recent` as the estimate
    /// was given it.
    pub(crate) fn observe(&mut self, class: RemovalClass, recent: f64, interesting: bool) {
        let kind_key = self.kind_key(&class);
        let estimates = self.estimates(&class, &kind_key, recent);
        for (surprise, p) in self.surprise.iter_mut().zip(estimates) {
            let p = p.clamp(1e-3, 1.0 - 1e-3);
            *surprise -= if interesting { p } else { 1.0 - p }.log2();
        }
        let verdict = |counts: &mut Counts| {
            counts.0 += u32::from(interesting);
            counts.1 += 1;
        };
        verdict(self.by_kind.entry(kind_key).or_default());
        verdict(
            self.by_shapes
                .entry(class.loss.word_shapes.clone())
                .or_default(),
        );
        verdict(self.by_class.entry(class).or_default());
    }

    /// Whether the removal takes a word of a shape whose removal alone
    /// failed more often than not: an oracle that guards some names fails
    /// on any loss that includes one, and a loss of words never seen
    /// failing is likely harmless, however new the combination.
    fn suspect(&self, class: &RemovalClass) -> bool {
        class.loss.word_shapes.iter().any(|shape| {
            self.by_shapes
                .get(std::slice::from_ref(shape))
                .is_some_and(|&(won, tried)| 2 * won < tried)
        })
    }

    /// The key of `class` in `by_kind`.
    fn kind_key(&self, class: &RemovalClass) -> (Coarse, bool) {
        (class.coarse(), self.suspect(class))
    }

    fn estimates(&self, class: &RemovalClass, kind_key: &(Coarse, bool), recent: f64) -> [f64; 3] {
        let by_kind = pulled(self.by_kind.get(kind_key), recent);
        let by_shapes = pulled(self.by_shapes.get(&class.loss.word_shapes), by_kind);
        let by_worst_shape = class
            .loss
            .word_shapes
            .iter()
            .map(|shape| pulled(self.by_shapes.get(std::slice::from_ref(shape)), by_kind))
            .fold(by_shapes, f64::min);
        [
            pulled(self.by_class.get(class), by_kind),
            by_shapes,
            by_worst_shape,
        ]
    }
}

/// The rate of `counts`, pulled towards `prior` as if by two verdicts.
fn pulled(counts: Option<&Counts>, prior: f64) -> f64 {
    let (interesting, tried) = counts.copied().unwrap_or_default();
    (f64::from(interesting) + 2.0 * prior) / (f64::from(tried) + 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(kind: u16, shapes: &[&str]) -> RemovalClass {
        RemovalClass {
            kind,
            act: Act::Remove,
            loss: Loss {
                last_name: !shapes.is_empty(),
                word_shapes: shapes.iter().map(|s| s.as_bytes().to_vec()).collect(),
            },
        }
    }

    #[test]
    fn a_class_with_no_verdicts_leans_on_the_recent_rate() {
        let chances = Chances::default();
        assert_eq!(chances.estimate(&class(1, &["g_#"]), 0.7), 0.7);
    }

    #[test]
    fn names_of_one_shape_guarded_across_kinds_are_learnt_by_shape() {
        // Any removal that takes the last `g_#` fails, any other wins, and
        // the kinds (1 to 8) are new each time: only the shapes carry over.
        let mut chances = Chances::default();
        for round in 0..8u16 {
            let kind = round + 1;
            chances.observe(class(kind, &["g_#"]), 0.5, false);
            chances.observe(class(kind, &["l_#"]), 0.5, true);
        }
        let guarded = chances.estimate(&class(9, &["g_#"]), 0.5);
        let free = chances.estimate(&class(9, &["l_#"]), 0.5);
        assert!(guarded < 0.25, "{guarded}");
        assert!(free > 0.75, "{free}");
    }

    #[test]
    fn a_new_loss_is_suspect_when_one_of_its_shapes_failed_alone() {
        // Removals of one kind: those that take the last `g_#` fail, those
        // that take the last of some other word win, and every such word
        // is new. A new loss is judged by whether it takes a shape that
        // failed on its own before.
        let mut chances = Chances::default();
        for word in ["wa", "wb", "wc", "wd", "we", "wf"] {
            chances.observe(class(1, &["g_#"]), 0.5, false);
            chances.observe(class(1, &[word]), 0.5, true);
        }
        let harmless = chances.estimate(&class(1, &["fresh"]), 0.5);
        let suspect = chances.estimate(&class(1, &["fresh", "g_#"]), 0.5);
        assert!(harmless > 0.75, "{harmless}");
        assert!(suspect < 0.25, "{suspect}");
    }

    #[test]
    fn a_loss_is_as_likely_to_win_as_its_worst_shape() {
        // Across kinds new each time, a removal that takes the last `g_#`
        // fails whatever else it takes, and one that takes an `l_#` wins.
        // A mix never seen, of a kind never seen, is judged by its worst
        // shape: no class, kind or exact mix of shapes has a verdict.
        let mut chances = Chances::default();
        for (round, word) in ["wa", "wb", "wc", "wd", "we", "wf"].iter().enumerate() {
            let kind = round as u16 + 1;
            chances.observe(class(kind, &["g_#"]), 0.5, false);
            chances.observe(class(kind, &["g_#", word]), 0.5, false);
            chances.observe(class(kind, &["l_#"]), 0.5, true);
        }
        let mixed = chances.estimate(&class(9, &["fresh", "g_#"]), 0.5);
        assert!(mixed < 0.25, "{mixed}");
    }

    #[test]
    fn where_the_kind_decides_the_class_estimate_speaks() {
        // Kind 1 always wins and kind 2 always fails, whatever the shapes:
        // the shapes alone would say one half.
        let mut chances = Chances::default();
        for _ in 0..8 {
            chances.observe(class(1, &["a"]), 0.5, true);
            chances.observe(class(2, &["a"]), 0.5, false);
        }
        assert!(chances.estimate(&class(1, &["a"]), 0.5) > 0.75);
        assert!(chances.estimate(&class(2, &["a"]), 0.5) < 0.25);
    }
}
