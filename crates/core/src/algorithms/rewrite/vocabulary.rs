//! The short texts a program offers as replacements (Vulcan's "identifiers
//! and sub-trees already in the program"), per node kind.

use std::collections::BTreeMap;

use crate::tree::{NodeId, Tree};

/// At most this many texts are kept per kind: the shortest ones.
const PER_KIND: usize = 4;
/// Longer texts are never short enough to pay.
const MAX_TEXT: usize = 32;
/// Entries have at most this many tokens (`""` is two in most grammars).
const MAX_WEIGHT: u32 = 2;

/// One replacement text and its size in tokens.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Entry {
    pub weight: u32,
    pub text: String,
}

/// The shortest texts of each named node kind, smallest first.
#[derive(Clone, Debug, Default)]
pub struct Vocabulary {
    by_kind: BTreeMap<String, Vec<Entry>>,
}

impl Vocabulary {
    /// The texts of `tree`'s small named nodes. Identifiers are left out
    /// when `identifiers` is false: a name from the original program may no
    /// longer be declared in the reduced one, while a literal or a type
    /// keyword means the same anywhere.
    pub fn of(tree: &Tree, identifiers: bool) -> Vocabulary {
        let mut by_kind: BTreeMap<String, Vec<Entry>> = BTreeMap::new();
        for (id, node) in tree.nodes() {
            if !node.named || node.error || id == Tree::ROOT {
                continue;
            }
            if !identifiers && tree.is_identifier(id) {
                continue;
            }
            let Some(entry) = entry(tree, id) else {
                continue;
            };
            let entries = by_kind.entry(tree.kind_name(id).to_string()).or_default();
            if let Err(at) = entries.binary_search(&entry) {
                entries.insert(at, entry);
                entries.truncate(PER_KIND);
            }
        }
        Vocabulary { by_kind }
    }

    /// Both vocabularies' texts, still the shortest per kind.
    pub fn merged(&self, other: &Vocabulary) -> Vocabulary {
        let mut by_kind = self.by_kind.clone();
        for (kind, entries) in &other.by_kind {
            let mine = by_kind.entry(kind.clone()).or_default();
            mine.extend(entries.iter().cloned());
            mine.sort();
            mine.dedup();
            mine.truncate(PER_KIND);
        }
        Vocabulary { by_kind }
    }

    /// Kinds and their entries, kinds in name order.
    pub fn kinds(&self) -> impl Iterator<Item = (&str, &[Entry])> {
        self.by_kind
            .iter()
            .map(|(kind, entries)| (kind.as_str(), entries.as_slice()))
    }
}

/// `id`'s text as an entry, if it is small, on one line and UTF-8.
fn entry(tree: &Tree, id: NodeId) -> Option<Entry> {
    let weight = tree.weight(id);
    if weight == 0 || weight > MAX_WEIGHT {
        return None;
    }
    let span = tree.span(id)?;
    if span.len() > MAX_TEXT {
        return None;
    }
    let text = std::str::from_utf8(&tree.source()[span]).ok()?;
    if text.contains(['\n', '\r']) {
        return None;
    }
    Some(Entry {
        weight,
        text: text.to_string(),
    })
}
