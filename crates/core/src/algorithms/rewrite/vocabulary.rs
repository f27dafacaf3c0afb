//! The short texts a program offers as replacements (Vulcan's "identifiers
//! and sub-trees already in the program"), per node kind, its shortest
//! declaration of one name, and the fillers a language offers for any body
//! of a kind (`pass` for a Python block).

use std::collections::BTreeMap;

use crate::tree::{NodeId, Tree};

/// At most this many texts are kept per kind: the shortest ones.
const PER_KIND: usize = 4;
/// Longer texts are never short enough to pay.
const MAX_TEXT: usize = 32;
/// Entries have at most this many tokens (`""` is two in most grammars).
const MAX_WEIGHT: u32 = 2;
/// Fillers may be longer: Rust's `{ loop {} }` is five.
const MAX_FILLER_WEIGHT: u32 = 6;

/// One replacement text and its size in tokens. Entries order smallest
/// first: by tokens, then bytes, then text (`0` before `-1L`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub weight: u32,
    pub text: String,
}

impl Ord for Entry {
    fn cmp(&self, other: &Entry) -> std::cmp::Ordering {
        (self.weight, self.text.len(), &self.text).cmp(&(
            other.weight,
            other.text.len(),
            &other.text,
        ))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Entry) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// The shortest texts of each named node kind, smallest first, and the
/// language's fillers apart (never cut by a program's own texts).
#[derive(Clone, Debug, Default)]
pub struct Vocabulary {
    by_kind: BTreeMap<String, Vec<Entry>>,
    fillers: BTreeMap<String, Vec<Entry>>,
    unit_return: Option<UnitReturn>,
    declaration: Option<Declaration>,
}

/// The program's shortest top-level node that names one identifier, a
/// name it defines (`static long x;`), as its text before and after that
/// name: how `unmerge` declares a name in the program's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declaration {
    pub before: String,
    pub after: String,
}

impl Declaration {
    /// The declaration of `name`.
    pub fn of(&self, name: &str) -> String {
        format!("{}{name}{}", self.before, self.after)
    }
}

/// How a language says a function returns nothing, for the rewrite
/// pass's `return-void`: in a node of kind `function`, the child whose
/// slot accepts `unit_kind` becomes `unit` (`void`), and every node of kind
/// `returns` inside it (not inside a nested function) becomes `bare_return`
/// (`return;`). Where the declarator says more of the type (C's
/// `int *f()`), a child of `function` that holds a node of kind
/// `declarator` (`function_declarator`) becomes that node's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitReturn {
    pub function: String,
    pub unit: String,
    pub unit_kind: String,
    pub returns: String,
    pub bare_return: String,
    pub declarator: Option<String>,
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
            let Some(entry) = entry(tree, id, MAX_WEIGHT) else {
                continue;
            };
            insert(&mut by_kind, tree.kind_name(id), entry);
        }
        Vocabulary {
            by_kind,
            fillers: BTreeMap::new(),
            unit_return: None,
            declaration: None,
        }
    }

    /// Fillers: the texts of `snippet`'s nodes of the given kinds, each a
    /// body the language accepts wherever a node of its kind stands (a
    /// grammar front end writes the snippet, `def f():\n    pass`, and
    /// names the kinds, `block`; the engine still knows no language).
    pub fn fillers(snippet: &Tree, kinds: &[&str]) -> Vocabulary {
        let mut fillers = BTreeMap::new();
        for (id, node) in snippet.nodes() {
            let kind = snippet.kind_name(id);
            if !node.named || node.error || id == Tree::ROOT || !kinds.contains(&kind) {
                continue;
            }
            if let Some(entry) = entry(snippet, id, MAX_FILLER_WEIGHT) {
                insert(&mut fillers, kind, entry);
            }
        }
        Vocabulary {
            by_kind: BTreeMap::new(),
            fillers,
            unit_return: None,
            declaration: None,
        }
    }

    /// This vocabulary with `other`'s fillers and unit return in place of
    /// its own.
    pub fn with_fillers(mut self, other: &Vocabulary) -> Vocabulary {
        self.fillers = other.fillers.clone();
        self.unit_return = other.unit_return.clone();
        self
    }

    /// This vocabulary with the language's way of returning nothing.
    pub fn with_unit_return(mut self, unit_return: UnitReturn) -> Vocabulary {
        self.unit_return = Some(unit_return);
        self
    }

    /// This vocabulary with `tree`'s shortest declaration of one name (the
    /// input program's, for `unmerge`): read once, not with the texts of
    /// every current tree `replace` reads.
    pub fn with_declaration_of(mut self, tree: &Tree) -> Vocabulary {
        self.declaration = shortest_declaration(tree);
        self
    }

    pub fn unit_return(&self) -> Option<&UnitReturn> {
        self.unit_return.as_ref()
    }

    pub fn declaration(&self) -> Option<&Declaration> {
        self.declaration.as_ref()
    }

    /// Both vocabularies' texts, still the shortest per kind; this one's
    /// declaration, fillers and unit return.
    pub fn merged(&self, other: &Vocabulary) -> Vocabulary {
        let mut by_kind = self.by_kind.clone();
        for (kind, entries) in &other.by_kind {
            let mine = by_kind.entry(kind.clone()).or_default();
            mine.extend(entries.iter().cloned());
            mine.sort();
            mine.dedup();
            mine.truncate(PER_KIND);
        }
        Vocabulary {
            by_kind,
            fillers: self.fillers.clone(),
            unit_return: self.unit_return.clone(),
            declaration: self.declaration.clone(),
        }
    }

    /// Kinds and their entries, kinds in name order.
    pub fn kinds(&self) -> impl Iterator<Item = (&str, &[Entry])> {
        self.by_kind
            .iter()
            .map(|(kind, entries)| (kind.as_str(), entries.as_slice()))
    }

    /// Whether the language gave any filler.
    pub fn has_fillers(&self) -> bool {
        !self.fillers.is_empty()
    }

    /// The fillers of `kind`, smallest first.
    pub fn fillers_of(&self, kind: &str) -> &[Entry] {
        self.fillers.get(kind).map_or(&[], Vec::as_slice)
    }
}

/// Adds `entry` to `kind`'s entries, keeping the [`PER_KIND`] smallest.
fn insert(by_kind: &mut BTreeMap<String, Vec<Entry>>, kind: &str, entry: Entry) {
    let entries = by_kind.entry(kind.to_string()).or_default();
    if let Err(at) = entries.binary_search(&entry) {
        entries.insert(at, entry);
        entries.truncate(PER_KIND);
    }
}

/// The smallest (in tokens, then bytes) top-level node of `tree` that is
/// short and on one line (as an [`Entry`]) with exactly one identifier,
/// which defines its name where the grammar marks definitions (so `f();`
/// is no declaration of `f`).
fn shortest_declaration(tree: &Tree) -> Option<Declaration> {
    let source = tree.source();
    let mut best: Option<(Entry, Declaration)> = None;
    for &top in &tree.node(Tree::ROOT).children {
        let node = tree.node(top);
        if !node.named || node.error || !node.removable {
            continue;
        }
        let Some(span) = tree.span(top) else {
            continue;
        };
        let Some(entry) = entry(tree, top, u32::MAX) else {
            continue;
        };
        let [leaf] = identifier_leaves(tree, top)[..] else {
            continue;
        };
        if tree.marks_definitions() && !tree.node(leaf).defines {
            continue;
        }
        let Some(name) = tree.span(leaf) else {
            continue;
        };
        if best
            .as_ref()
            .is_some_and(|(shortest, _)| *shortest <= entry)
        {
            continue;
        }
        let text = |range: std::ops::Range<usize>| String::from_utf8_lossy(&source[range]);
        let declaration = Declaration {
            before: text(span.start..name.start).into_owned(),
            after: text(name.end..span.end).into_owned(),
        };
        best = Some((entry, declaration));
    }
    best.map(|(_, declaration)| declaration)
}

/// The identifier leaves under `node`.
fn identifier_leaves(tree: &Tree, node: NodeId) -> Vec<NodeId> {
    let mut leaves = tree.leaves(node);
    leaves.retain(|&leaf| tree.is_identifier(leaf));
    leaves
}

/// `id`'s text as an entry, if it has at most `max_weight` tokens, is
/// short, on one line and UTF-8.
fn entry(tree: &Tree, id: NodeId, max_weight: u32) -> Option<Entry> {
    let weight = tree.weight(id);
    if weight == 0 || weight > max_weight {
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
