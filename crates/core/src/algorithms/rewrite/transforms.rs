//! What each transformation offers on one parse: its targets, and a
//! target's candidate texts in the order to try them.
//!
//! Everything is read off the tree the grammar front end built: which kinds
//! are identifiers (the grammar's word token and its aliases), which slot a
//! node stands in and what the slot accepts, which nodes are removable and
//! which are lists. Nothing here names a language's node kinds.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use super::vocabulary::{Declaration, Entry, UnitReturn, Vocabulary};
use super::Transform;
use crate::tree::{NodeId, Tree, TreeEdit};

mod inline_call;
mod join;
mod lift;
mod parameters;

/// At most this many replacement texts are tried per node.
const MAX_REPLACEMENTS: usize = 6;

/// One place a transformation may change.
#[derive(Clone, Debug)]
pub(crate) enum Target {
    /// Put one of `by` (smallest first) in place of `node`.
    Replace { node: NodeId, by: Vec<String> },
    /// Rename every identifier spelt `from` to `to` (but a library's
    /// method of the same name).
    Rename { from: String, to: String },
    /// Remove `declaration` (where `to` is first named) and rename every
    /// identifier spelt `from` to `to`: the uses of `to` now name what
    /// `from` declared.
    Merge {
        from: String,
        to: String,
        declaration: NodeId,
    },
    /// Remove all of `nodes` at once.
    Remove { what: String, nodes: Vec<NodeId> },
    /// Put the text of `inner`, `node`'s only named child, in `node`'s
    /// place: `(x)` becomes `x`, `{ s; }` becomes `s;`.
    Unwrap { node: NodeId, inner: NodeId },
    /// Put one of `by` (shortest first) in place of the token `node`.
    Shorten { node: NodeId, by: Vec<String> },
    /// Remove `declaration` and put `value`'s text, bracketed unless it
    /// is one token, in place of `use_`: a variable used once, inlined.
    Inline {
        name: String,
        declaration: NodeId,
        value: NodeId,
        use_: NodeId,
    },
    /// Remove `function` and put its body's value in its one call's
    /// place: each choice is a set of edits as for `Edits` (texts as
    /// bytes, cut from the source), tried in turn.
    InlineCall {
        name: String,
        function: NodeId,
        choices: Vec<Vec<(NodeId, Vec<u8>)>>,
    },
    /// Put each node's text in its place, all at once (nodes apart).
    Edits {
        what: String,
        node: NodeId,
        edits: Vec<(NodeId, String)>,
    },
    /// Cut `span`, a text that starts after one occurrence of a name
    /// (`node`) and ends with the next.
    Cut {
        what: String,
        node: NodeId,
        span: Range<usize>,
    },
    /// Shrink the blank text between tokens.
    Whitespace,
}

/// The targets of `transform` on `tree`, in the order to try them.
/// `original` holds the input program's texts, for replacements.
pub(crate) fn targets(transform: Transform, tree: &Tree, original: &Vocabulary) -> Vec<Target> {
    match transform {
        Transform::RemoveUses => remove_uses(tree),
        Transform::Merge => merges(tree),
        Transform::RemoveParameter => parameters::targets(tree),
        Transform::Inline => inlines(tree),
        Transform::InlineCall => inline_call::targets(tree),
        Transform::Replace => replacements(tree, &original.merged(&Vocabulary::of(tree, true))),
        Transform::ReplaceAll => replace_alls(tree, original),
        Transform::Filler => fillers(tree, original),
        Transform::ReturnVoid => original
            .unit_return()
            .map_or_else(Vec::new, |unit| unit_returns(tree, unit)),
        Transform::Unmerge => original
            .declaration()
            .map_or_else(Vec::new, |declaration| unmerges(tree, declaration)),
        Transform::Rename => renames(tree),
        Transform::Unwrap => unwraps(tree),
        Transform::UnwrapPairs => unwrap_pairs(tree),
        Transform::Collapse => collapses(tree),
        Transform::Lift => lift::targets(tree),
        Transform::Join => join::targets(tree),
        Transform::Shorten => shortenings(tree),
        Transform::Whitespace => vec![Target::Whitespace],
    }
}

/// A target's candidate texts, in the order to try them.
pub(crate) fn options(tree: &Tree, target: &Target) -> Vec<Vec<u8>> {
    match target {
        Target::Replace { node, by } | Target::Shorten { node, by } => {
            let Some(span) = tree.span(*node) else {
                return Vec::new();
            };
            by.iter()
                .map(|text| splice_text(tree.source(), span.clone(), text.as_bytes()))
                .collect()
        }
        Target::Unwrap { node, inner } => {
            let (Some(outer), Some(inner)) = (tree.span(*node), tree.span(*inner)) else {
                return Vec::new();
            };
            let text = &tree.source()[inner];
            vec![splice_text(tree.source(), outer, text)]
        }
        Target::Rename { from, to } => vec![rename(tree, from.as_bytes(), to.as_bytes())],
        Target::Merge {
            from,
            to,
            declaration,
        } => merge(tree, from.as_bytes(), to.as_bytes(), *declaration)
            .into_iter()
            .collect(),
        Target::Remove { nodes, .. } => {
            let mut edit = TreeEdit::new(tree);
            for &node in nodes {
                edit.remove(node);
            }
            vec![tree.render(&edit)]
        }
        Target::Inline {
            declaration,
            value,
            use_,
            ..
        } => inline(tree, *declaration, *value, *use_)
            .into_iter()
            .collect(),
        Target::Edits { edits, .. } => apply_edits(tree, edits).into_iter().collect(),
        Target::Cut { span, .. } => vec![splice_text(tree.source(), span.clone(), b"")],
        Target::InlineCall { choices, .. } => choices
            .iter()
            .filter_map(|edits| apply_edits(tree, edits))
            .collect(),
        Target::Whitespace => {
            let mut texts = vec![
                squeeze_blanks(tree, Blanks::Bare),
                squeeze_blanks(tree, Blanks::Flat),
                squeeze_blanks(tree, Blanks::Tight),
                squeeze_blanks(tree, Blanks::One),
                squeeze_blanks(tree, Blanks::TightIndented),
                squeeze_blanks(tree, Blanks::OneIndented),
            ];
            texts.dedup();
            texts
        }
    }
}

/// A target in words, for the event log.
pub(crate) fn describe(tree: &Tree, target: &Target) -> String {
    match target {
        Target::Replace { node, .. }
        | Target::Shorten { node, .. }
        | Target::Unwrap { node, .. } => {
            let text = tree
                .span(*node)
                .map(|span| String::from_utf8_lossy(&tree.source()[span]).into_owned())
                .unwrap_or_default();
            format!("{} `{}`", tree.kind_name(*node), abbreviate(&text))
        }
        Target::Rename { from, to } => format!("rename `{from}` to `{to}`"),
        Target::Merge { from, to, .. } => {
            format!("remove `{to}`'s declaration and rename `{from}` to `{to}`")
        }
        Target::Remove { what, nodes } => format!("{what} ({} nodes)", nodes.len()),
        Target::Inline { name, .. } => format!("inline `{name}` at its one use"),
        Target::InlineCall { name, .. } => format!("inline `{name}` at its calls"),
        Target::Edits { what, .. } | Target::Cut { what, .. } => what.clone(),
        Target::Whitespace => "squeeze the blanks between tokens".to_string(),
    }
}

/// The node a target acts on, where there is one: the kind of node
/// tells targets of one transformation apart (replacing a type is not
/// replacing a declaration).
pub(crate) fn node(target: &Target) -> Option<NodeId> {
    match target {
        Target::Replace { node, .. }
        | Target::Shorten { node, .. }
        | Target::Unwrap { node, .. } => Some(*node),
        Target::Merge { declaration, .. } | Target::Inline { declaration, .. } => {
            Some(*declaration)
        }
        Target::Remove { nodes, .. } => nodes.first().copied(),
        Target::Edits { node, .. } | Target::Cut { node, .. } => Some(*node),
        Target::InlineCall { function, .. } => Some(*function),
        Target::Rename { .. } | Target::Whitespace => None,
    }
}

/// The text with each node's text in its place, or `None` where a node
/// has no text or two nodes overlap (one inside the other).
fn apply_edits<T: AsRef<[u8]>>(tree: &Tree, edits: &[(NodeId, T)]) -> Option<Vec<u8>> {
    let mut spans: Vec<(Range<usize>, &[u8])> = edits
        .iter()
        .map(|(node, text)| Some((tree.span(*node)?, text.as_ref())))
        .collect::<Option<_>>()?;
    spans.sort_by_key(|(span, _)| span.start);
    if spans.windows(2).any(|pair| pair[0].0.end > pair[1].0.start) {
        return None;
    }
    Some(splice_texts(tree.source(), &spans))
}

/// `text`, in brackets unless `node` (whose text it stands for) is one
/// token: a value put where a name stood must read as one operand.
fn bracketed(tree: &Tree, node: NodeId, text: &[u8]) -> Vec<u8> {
    if tree.weight(node) == 1 {
        text.to_vec()
    } else {
        [b"(", text, b")"].concat()
    }
}

fn abbreviate(text: &str) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= 40 {
        flat
    } else {
        format!("{}…", flat.chars().take(39).collect::<String>())
    }
}

/// Identifier leaves by spelling, names in order of first occurrence (node
/// ids are in pre-order, so leaves come in source order).
fn identifiers(tree: &Tree) -> Vec<(String, Vec<NodeId>)> {
    let leaves = tree.nodes().filter_map(|(id, node)| {
        if node.token.is_none() || node.error || !tree.is_identifier(id) {
            return None;
        }
        let name = std::str::from_utf8(tree.token_text(id)?).ok()?;
        Some((name, id))
    });
    grouped(leaves)
        .into_iter()
        .map(|(name, ids)| (name.to_string(), ids))
        .collect()
}

/// The identifiers of [`identifiers`] whose name the text defines (one of
/// its leaves is a definition, [`crate::tree::Node::defines`]): the names a
/// rename or a merge may change. A library's name (`printf`, `split_once`)
/// or one only mentioned is defined elsewhere, and renamed it names
/// nothing. A tree whose front end marks no definition keeps every name.
fn defined_identifiers(tree: &Tree) -> Vec<(String, Vec<NodeId>)> {
    let mut names = identifiers(tree);
    if tree.marks_definitions() {
        names.retain(|(_, leaves)| leaves.iter().any(|&leaf| tree.node(leaf).defines));
    }
    names
}

/// The leaves of one name (`leaves`: one group of [`identifiers`]) that
/// can be the text's own function. Where the name is defined only at the
/// top level, a call on a receiver (`x.quantize(q)` beside `def
/// quantize(amount, places)`, `path.split('/')` inside `function
/// split(path)`) calls a library's method of the same name, and is left
/// out. Wherever it is defined, a call inside the definition on a
/// receiver of more than one token (`this.b.push(x)` inside `push(x)`,
/// `self.k.push(h)` inside `fn push`) calls a member's method, and is
/// left out too; a call on `this` or `self` stays a recursion. Wherever
/// it is defined, a call on a receiver of one word that the text never
/// defines (`Vec::new()` beside a struct's own `fn new`, `console.log(x)`
/// beside a method `log`) calls a library's function, and is left out.
fn own_uses(tree: &Tree, leaves: &[NodeId]) -> Vec<NodeId> {
    let definitions: Vec<NodeId> = leaves
        .iter()
        .copied()
        .filter(|&leaf| tree.node(leaf).defines)
        .collect();
    let free = !definitions.is_empty() && definitions.iter().all(|&leaf| at_top_level(tree, leaf));
    let bodies: Vec<NodeId> = definitions
        .iter()
        .filter_map(|&leaf| removable_ancestor(tree, leaf))
        .collect();
    let on_receiver = |leaf: NodeId| {
        call_through(tree, leaf)
            .filter(|&(callee, _)| callee != leaf)
            .map(|(callee, _)| callee)
    };
    let a_members_method = |leaf: NodeId| {
        member_call(tree, leaf)
            .and_then(|(callee, _)| first_named(tree, callee))
            .is_some_and(|receiver| tree.node(receiver).token.is_none())
            && bodies.iter().any(|&body| tree.is_ancestor(body, leaf))
    };
    let mut defined: Option<BTreeSet<&[u8]>> = None;
    let mut a_librarys = |leaf: NodeId| {
        let Some(receiver) =
            member_call(tree, leaf).and_then(|(callee, _)| first_named(tree, callee))
        else {
            return false;
        };
        let word = tree
            .token_text(receiver)
            .filter(|_| tree.is_identifier(receiver));
        let Some(word) = word.filter(|&w| tree.marks_definitions() && !OWN_OBJECTS.contains(&w))
        else {
            return false;
        };
        !defined
            .get_or_insert_with(|| defined_words(tree))
            .contains(word)
    };
    leaves
        .iter()
        .copied()
        .filter(|&leaf| {
            !(a_members_method(leaf) || free && on_receiver(leaf).is_some() || a_librarys(leaf))
        })
        .collect()
}

/// Receivers that name the text's own object or type, though no leaf
/// defines them (Rust's `Self::new()`; `self` and `this` where a grammar
/// reads them as identifiers).
const OWN_OBJECTS: &[&[u8]] = &[b"Self", b"self", b"this"];

/// The spellings of the names the text defines somewhere.
fn defined_words(tree: &Tree) -> BTreeSet<&[u8]> {
    tree.nodes()
        .filter(|(_, node)| node.defines)
        .filter_map(|(id, _)| tree.token_text(id))
        .collect()
}

/// A node's first named child.
fn first_named(tree: &Tree, node: NodeId) -> Option<NodeId> {
    tree.node(node)
        .children
        .iter()
        .copied()
        .find(|&c| tree.node(c).named)
}

/// Whether the name `leaf` defines is at the top level of the text: no
/// list (a block, a class's body, an object) holds its definition but
/// the text's own.
fn at_top_level(tree: &Tree, leaf: NodeId) -> bool {
    let mut at = leaf;
    while let Some(parent) = tree.node(at).parent {
        if parent == Tree::ROOT {
            return true;
        }
        if tree.node(parent).list {
            return false;
        }
        at = parent;
    }
    true
}

/// Values grouped by key, the groups in order of their key's first
/// occurrence and each group's values in their own order.
fn grouped<K: Ord + Copy, V>(items: impl IntoIterator<Item = (K, V)>) -> Vec<(K, Vec<V>)> {
    let mut groups: Vec<(K, Vec<V>)> = Vec::new();
    let mut index: BTreeMap<K, usize> = BTreeMap::new();
    for (key, value) in items {
        match index.get(&key) {
            Some(&i) => groups[i].1.push(value),
            None => {
                index.insert(key, groups.len());
                groups.push((key, vec![value]));
            }
        }
    }
    groups
}

/// A declaration with every use of its name: for each name, every
/// occurrence's nearest removable ancestor, all at once (clang_delta's
/// `remove-unused-function`/`-var`, and more: a variable with the
/// statements that read it). Only names whose removal takes two or more
/// nodes: a single node is the tree passes' business.
fn remove_uses(tree: &Tree) -> Vec<Target> {
    identifiers(tree)
        .into_iter()
        .filter_map(|(name, leaves)| {
            let nodes = leaves
                .iter()
                .map(|&leaf| removable_ancestor(tree, leaf))
                .collect::<Option<Vec<_>>>()?;
            let nodes = outermost(tree, nodes);
            (nodes.len() >= 2).then(|| Target::Remove {
                what: format!("remove `{name}` with its uses"),
                nodes,
            })
        })
        .collect()
}

/// Two names made one (what C-Vise and Shrink Ray reach by renaming): a
/// name `to` whose first occurrence stands alone in its removable ancestor
/// (its declaration), and a name `from` whose declaration (the removable
/// ancestor of its first occurrence) uses `to`, both defined in the text.
/// The declaration of `to` goes and `from` is renamed `to`, so `to`'s uses
/// now name `from`'s declaration: `int *g; int f() { *g; }` becomes
/// `int g() { *g; }`.
fn merges(tree: &Tree) -> Vec<Target> {
    let names = defined_identifiers(tree);
    let declaration = |leaves: &[NodeId]| removable_ancestor(tree, leaves[0]);
    let mut targets = Vec::new();
    for (to, to_leaves) in &names {
        let Some(to_declaration) = declaration(to_leaves) else {
            continue;
        };
        // The declaration names `to` once, and `to` is used elsewhere.
        let inside = |leaf: &NodeId| tree.is_ancestor(to_declaration, *leaf);
        if to_leaves.len() < 2 || to_leaves[1..].iter().any(inside) {
            continue;
        }
        for (from, from_leaves) in &names {
            if from == to || from_leaves.iter().any(inside) {
                continue;
            }
            let Some(from_declaration) = declaration(from_leaves) else {
                continue;
            };
            if to_leaves[1..]
                .iter()
                .any(|&leaf| tree.is_ancestor(from_declaration, leaf))
            {
                targets.push(Target::Merge {
                    from: from.clone(),
                    to: to.clone(),
                    declaration: to_declaration,
                });
            }
        }
    }
    targets
}

/// A merge undone: a top-level definition that names itself as a value,
/// not in a call, and declares no local of that name (`void g(){ &g; }`,
/// what `merge` makes of `int g;` and the function that used it), split
/// into `declaration` of its name and the definition under a fresh name.
/// It grows the text, so only a pump offers it: the passes after it may
/// then put the definition's body at the top level, where its use of the
/// name had kept it inside (`int g; int l = &g != 0;`).
fn unmerges(tree: &Tree, declaration: &Declaration) -> Vec<Target> {
    let Some(fresh) = fresh_name(&words(tree.source())) else {
        return Vec::new();
    };
    let mut targets = Vec::new();
    for (name, leaves) in defined_identifiers(tree) {
        let Some(definition) = removable_ancestor(tree, leaves[0]) else {
            continue;
        };
        let inside: Vec<NodeId> = leaves[1..]
            .iter()
            .copied()
            .filter(|&leaf| tree.is_ancestor(definition, leaf))
            .collect();
        // A local of the same name (`void g(){int g; g = 0;}`) is what
        // the uses inside name.
        let shadowed = inside.iter().any(|&leaf| tree.node(leaf).defines);
        let names_itself = inside
            .iter()
            .any(|&leaf| call_through(tree, leaf).is_none());
        if shadowed || !names_itself || tree.node(definition).parent != Some(Tree::ROOT) {
            continue;
        }
        let (Some(span), Some(named)) = (tree.span(definition), tree.span(leaves[0])) else {
            continue;
        };
        let source = tree.source();
        let mut text = declaration.of(&name).into_bytes();
        text.push(b'\n');
        text.extend_from_slice(&source[span.start..named.start]);
        text.extend_from_slice(fresh.as_bytes());
        text.extend_from_slice(&source[named.end..span.end]);
        targets.push(Target::Edits {
            what: format!("unmerge `{name}`: declare it apart from its definition"),
            node: definition,
            edits: vec![(definition, String::from_utf8_lossy(&text).into_owned())],
        });
    }
    targets
}

fn removable_ancestor(tree: &Tree, mut node: NodeId) -> Option<NodeId> {
    loop {
        let n = tree.node(node);
        if n.removable {
            return Some(node);
        }
        node = n.parent?;
    }
}

/// `nodes` without duplicates and without nodes below another of them.
fn outermost(tree: &Tree, mut nodes: Vec<NodeId>) -> Vec<NodeId> {
    nodes.sort_unstable();
    nodes.dedup();
    let all = nodes.clone();
    nodes.retain(|&n| !all.iter().any(|&a| a != n && tree.is_ancestor(a, n)));
    nodes
}

/// The list right after `leaf` among its siblings, if the next sibling is
/// one.
fn following_list(tree: &Tree, leaf: NodeId) -> Option<NodeId> {
    next_sibling(tree, leaf).filter(|&next| tree.node(next).list)
}

/// The list right after `node` among its siblings: a list, or a named node
/// of tokens alone (an empty `()`, which the converter leaves unmarked).
fn list_after(tree: &Tree, node: NodeId) -> Option<NodeId> {
    let next = next_sibling(tree, node)?;
    let n = tree.node(next);
    let empty = n.named && tree.weight(next) > 0 && n.children.iter().all(|&c| !tree.node(c).named);
    (n.list || empty).then_some(next)
}

/// Where `leaf` names the member a call on a receiver takes (`push` of
/// `this.b.push(x)`, the member access its direct parent), not the last
/// word of a statement that a list happens to follow: the member access
/// and the list of arguments.
fn member_call(tree: &Tree, leaf: NodeId) -> Option<(NodeId, NodeId)> {
    call_through(tree, leaf).filter(|&(callee, _)| tree.node(leaf).parent == Some(callee))
}

/// Where `leaf` names what is called: the callee, the largest node that
/// ends with the name (`f`, `self.f`, `a::f`), and the list of arguments
/// right after it.
fn call_through(tree: &Tree, leaf: NodeId) -> Option<(NodeId, NodeId)> {
    let mut callee = leaf;
    loop {
        if let Some(list) = list_after(tree, callee) {
            return Some((callee, list));
        }
        let parent = tree.node(callee).parent?;
        if tree.node(parent).children.last() != Some(&callee) {
            return None;
        }
        callee = parent;
    }
}

fn next_sibling(tree: &Tree, node: NodeId) -> Option<NodeId> {
    let siblings = &tree.node(tree.node(node).parent?).children;
    let at = siblings.iter().position(|&c| c == node)?;
    siblings.get(at + 1).copied()
}

/// A list's elements: its contents without bare separator tokens (an
/// element wrapped with its separator counts as the element).
fn elements(tree: &Tree, list: NodeId) -> Vec<NodeId> {
    tree.contents(list)
        .iter()
        .copied()
        .filter(|&c| {
            let n = tree.node(c);
            n.named || n.token.is_none()
        })
        .collect()
}

/// The nodes that take element `position` out of a list. An element
/// grouped with its separator goes with it. A bare element (the converter
/// leaves one per list bare, first or last depending on where the list's
/// separators may stand) takes a separator from a neighbour: the one that
/// opens the next element (`f(a, b)` becomes `f(b)`, not `f(, b)`), or
/// the one that closes the element before (`f(a)`, not `f(a,)`).
fn element_removal(tree: &Tree, elements: &[NodeId], position: usize) -> Vec<NodeId> {
    let Some(&element) = elements.get(position) else {
        return Vec::new();
    };
    let mut nodes = vec![element];
    if !tree.node(element).named {
        return nodes;
    }
    let separator = |neighbour: Option<&NodeId>, first: bool| {
        let n = tree.node(*neighbour?);
        let edge = if first {
            n.children.first()
        } else {
            n.children.last()
        };
        let s = tree.node(*edge?);
        (!n.named && n.children.len() > 1 && !s.named && s.token.is_some()).then_some(*edge?)
    };
    let next = separator(elements.get(position + 1), true);
    let before = position
        .checked_sub(1)
        .and_then(|p| separator(elements.get(p), false));
    nodes.extend(next.or(before));
    nodes
}

/// Every named node, largest first in source order (pre-order), with the
/// smaller texts of its kind or of a kind its slot accepts (or texts as
/// large that come first in byte order: `j` to `i` or `0`, which frees a
/// name for removal). A `break` or `continue` only where a loop encloses
/// the node ([`in_loop`]): anywhere else every language rejects it. A use
/// of a name (an identifier that does not define it, where the tree marks
/// definitions) takes no other name: one use renamed computes something
/// else, and a literal in its place frees the name as well.
fn replacements(tree: &Tree, vocabulary: &Vocabulary) -> Vec<Target> {
    let definitions_marked = tree.marks_definitions();
    // The vocabulary's kinds that are names, looked up once for every use.
    let name_kinds: BTreeSet<&str> = vocabulary
        .kinds()
        .map(|(kind, _)| kind)
        .filter(|&kind| tree.is_identifier_kind(kind))
        .collect();
    let mut targets = Vec::new();
    for (id, node) in tree.nodes() {
        if id == Tree::ROOT || !node.named || node.error {
            continue;
        }
        let a_use = definitions_marked && !node.defines && tree.is_identifier(id);
        let Some(span) = tree.span(id) else {
            continue;
        };
        let weight = tree.weight(id);
        let length = span.len();
        let kind = tree.kind_name(id);
        let own = &tree.source()[span];
        let mut by: Vec<(u32, usize, &str)> = vocabulary
            .kinds()
            .filter(|&(k, _)| k == kind || tree.slot_accepts(id, k))
            .filter(|&(k, _)| !jumps(k) || in_loop(tree, id))
            .filter(|&(k, _)| !(a_use && name_kinds.contains(k)))
            .flat_map(|(_, entries)| entries)
            .filter(|e| {
                e.text.len() <= length
                    && (e.weight < weight
                        || e.text.len() < length
                        || (e.weight == weight && e.text.as_bytes() < own))
            })
            .filter(|e| e.text.as_bytes() != own)
            .map(|e| (e.weight, e.text.len(), e.text.as_str()))
            .collect();
        if by.is_empty() {
            continue;
        }
        by.sort_unstable();
        by.dedup();
        by.truncate(MAX_REPLACEMENTS);
        targets.push(Target::Replace {
            node: id,
            by: by.into_iter().map(|(_, _, t)| t.to_string()).collect(),
        });
    }
    targets
}

/// Whether nodes of `kind` leave a loop (`break_statement`,
/// `continue_expression`, …).
fn jumps(kind: &str) -> bool {
    kind.starts_with("break") || kind.starts_with("continue")
}

/// The words of the kinds that a `break` or `continue` may stand in:
/// loops, and switches (`for_in_statement`, `loop_expression`,
/// `expression_switch_statement`).
const LOOP_WORDS: &[&str] = &["for", "while", "do", "loop", "switch", "select"];

/// Whether a loop or a switch encloses `node`, by the words of its
/// ancestors' kinds (tree-sitter's grammars name them alike).
fn in_loop(tree: &Tree, node: NodeId) -> bool {
    let mut above = tree.node(node).parent;
    while let Some(ancestor) = above {
        let kind = tree.kind_name(ancestor);
        if kind.split('_').any(|word| LOOP_WORDS.contains(&word)) {
            return true;
        }
        above = tree.node(ancestor).parent;
    }
    false
}

/// Every text that two or more named nodes of one kind spell (a type such
/// as `struct S0` or `uint16_t`, a literal), with each of the two smallest
/// texts of the input program that every one of their slots accepts, put
/// in all their places at once: a struct that types both a parameter and
/// the variable it is assigned to becomes `int` in both, where replacing
/// either alone makes the assignment fail. The program's identifiers are
/// not among the texts (renaming is `rename`'s and `merge`'s business).
fn replace_alls(tree: &Tree, original: &Vocabulary) -> Vec<Target> {
    let spellings = tree.nodes().filter_map(|(id, node)| {
        if id == Tree::ROOT || !node.named || node.error {
            return None;
        }
        let span = tree.span(id)?;
        Some(((tree.kind_name(id), &tree.source()[span]), id))
    });
    let mut targets = Vec::new();
    for (key, nodes) in grouped(spellings) {
        let nodes = outermost(tree, nodes);
        if nodes.len() < 2 {
            continue;
        }
        let (kind, own) = key;
        let weight = tree.weight(nodes[0]);
        let fits = |k: &str| nodes.iter().all(|&n| k == kind || tree.slot_accepts(n, k));
        let mut by: Vec<&Entry> = original
            .kinds()
            .filter(|&(k, _)| fits(k))
            .flat_map(|(_, entries)| entries)
            .filter(|e| {
                e.text.len() <= own.len()
                    && e.text.as_bytes() != own
                    && (e.weight < weight || e.text.len() < own.len())
            })
            .collect();
        // Smallest first: entries order by tokens, bytes, then text.
        by.sort_unstable();
        by.dedup();
        let text = String::from_utf8_lossy(own);
        for entry in by.into_iter().take(2) {
            targets.push(Target::Edits {
                what: format!(
                    "every `{}` to `{}` ({} places)",
                    abbreviate(&text),
                    entry.text,
                    nodes.len()
                ),
                node: nodes[0],
                edits: nodes.iter().map(|&n| (n, entry.text.clone())).collect(),
            });
        }
    }
    targets
}

/// Every node of a kind the language has fillers for, outermost first
/// (pre-order), with the fillers that have fewer tokens than it: a
/// function's body to `pass` in one query, where the tree passes take its
/// statements one at a time. A filler fits wherever its kind stands, so no
/// slot is asked.
fn fillers(tree: &Tree, vocabulary: &Vocabulary) -> Vec<Target> {
    let mut targets = Vec::new();
    for (id, node) in tree.nodes() {
        if id == Tree::ROOT || !node.named || node.error {
            continue;
        }
        let entries = vocabulary.fillers_of(tree.kind_name(id));
        if entries.is_empty() {
            continue;
        }
        let Some(span) = tree.span(id) else {
            continue;
        };
        let weight = tree.weight(id);
        let own = &tree.source()[span];
        let by: Vec<String> = entries
            .iter()
            .filter(|e| e.weight < weight && e.text.as_bytes() != own)
            .map(|e| e.text.clone())
            .collect();
        if !by.is_empty() {
            targets.push(Target::Replace { node: id, by });
        }
    }
    targets
}

/// Every function (a node of `unit.function`'s kind) that returns
/// something: its return type (the child whose slot accepts the unit's
/// kind) made the unit and every `return` of its own bare, at once. What
/// the caller did with the value is the oracle's business (a C compiler
/// refuses `x = f();` once `f` is `void`).
fn unit_returns(tree: &Tree, unit: &UnitReturn) -> Vec<Target> {
    let mut targets = Vec::new();
    for (id, node) in tree.nodes() {
        if node.error || tree.kind_name(id) != unit.function {
            continue;
        }
        let Some(&type_node) = node
            .children
            .iter()
            .find(|&&c| tree.node(c).named && tree.slot_accepts(c, &unit.unit_kind))
        else {
            continue;
        };
        let text = |n: NodeId| tree.span(n).map(|s| &tree.source()[s]);
        let mut edits = Vec::new();
        if text(type_node) != Some(unit.unit.as_bytes()) {
            edits.push((type_node, unit.unit.clone()));
        }
        if let Some((outer, inner)) = unit
            .declarator
            .as_deref()
            .and_then(|kind| declarator_within(tree, &node.children, kind))
        {
            let inner = text(inner).map(|t| String::from_utf8_lossy(t).into_owned());
            edits.push((outer, inner.unwrap_or_default()));
        }
        let mut stack: Vec<NodeId> = node.children.clone();
        stack.reverse();
        while let Some(n) = stack.pop() {
            let kind = tree.kind_name(n);
            if kind == unit.function {
                continue;
            }
            if kind == unit.returns {
                if text(n) != Some(unit.bare_return.as_bytes()) {
                    edits.push((n, unit.bare_return.clone()));
                }
                continue;
            }
            stack.extend(tree.node(n).children.iter().rev());
        }
        if edits.is_empty() {
            continue;
        }
        let name = tree
            .span(type_node)
            .map(|s| String::from_utf8_lossy(&tree.source()[s]).into_owned())
            .unwrap_or_default();
        targets.push(Target::Edits {
            what: format!("`{name}` function to `{}`, its returns bare", unit.unit),
            node: id,
            edits,
        });
    }
    targets
}

/// A child of a function (among `children`) that is not of kind `kind` but
/// holds one down its chain of first named children (C's `* f()`, a
/// pointer declarator around the function declarator), and that node.
fn declarator_within(tree: &Tree, children: &[NodeId], kind: &str) -> Option<(NodeId, NodeId)> {
    children.iter().find_map(|&child| {
        if tree.kind_name(child) == kind {
            return None;
        }
        let mut at = child;
        loop {
            at = *tree
                .node(at)
                .children
                .iter()
                .rev()
                .find(|&&c| tree.node(c).named)?;
            if tree.kind_name(at) == kind {
                return Some((child, at));
            }
        }
    })
}

/// Every binding of a value to a name used once after it: the binding
/// removed and the value put in the use's place (C-Vise's
/// `copy-propagation`, for any grammar: which node is the value is read off
/// the tree, not named per language). A name that occurs twice in the
/// text, first as the name of a binding that is followed by one token and
/// a value (`int x = E`, `let x = E`, `x = E`), then once more; or one that
/// occurs more often but twice in the binding's scope (the node around
/// its declaration: a block, a loop), first as the binding, then as a use
/// that defines nothing: a local `x` of one function while other functions
/// have an `x` of their own.
fn inlines(tree: &Tree) -> Vec<Target> {
    let mut targets = Vec::new();
    for (name, leaves) in identifiers(tree) {
        for &first in &leaves {
            let Some((declaration, value)) = binding(tree, first) else {
                continue;
            };
            let use_ = match leaves[..] {
                [binder, use_] => (binder == first).then_some(use_),
                _ => only_use_in_scope(tree, declaration, first, &leaves),
            };
            let Some(use_) = use_ else {
                continue;
            };
            if tree.is_ancestor(declaration, use_) || tree.is_ancestor(value, use_) {
                continue;
            }
            targets.push(Target::Inline {
                name: name.clone(),
                declaration,
                value,
                use_,
            });
        }
    }
    targets
}

/// The one other of `leaves` in the node around `first`'s `declaration`,
/// after `first` and defining nothing.
fn only_use_in_scope(
    tree: &Tree,
    declaration: NodeId,
    first: NodeId,
    leaves: &[NodeId],
) -> Option<NodeId> {
    let scope = tree.node(declaration).parent?;
    let mut in_scope = leaves.iter().filter(|&&l| tree.is_ancestor(scope, l));
    let (Some(&binder), Some(&use_), None) = (in_scope.next(), in_scope.next(), in_scope.next())
    else {
        return None;
    };
    (binder == first && !tree.node(use_).defines).then_some(use_)
}

/// Where `first` names a binding followed by one token and a value: the
/// binding's removable declaration and its value.
fn binding(tree: &Tree, first: NodeId) -> Option<(NodeId, NodeId)> {
    let parent = tree.node(first).parent?;
    let siblings = &tree.node(parent).children;
    let at = siblings.iter().position(|&c| c == first)?;
    // `= E` may stand grouped in an `<item>` (an optional value with its
    // token): look inside it.
    let next = *siblings.get(at + 1)?;
    let wrapper = &tree.node(next);
    let (between, value) = if !wrapper.named && wrapper.token.is_none() {
        (*wrapper.children.first()?, *wrapper.children.get(1)?)
    } else {
        (next, *siblings.get(at + 2)?)
    };
    let single_token = |n: NodeId| !tree.node(n).named && tree.weight(n) == 1;
    if !single_token(between) || !tree.node(value).named || tree.weight(value) == 0 {
        return None;
    }
    Some((removable_ancestor(tree, first)?, value))
}

/// The text with `declaration` gone and `value`'s text, bracketed unless
/// it is one token, in `use_`'s place.
fn inline(tree: &Tree, declaration: NodeId, value: NodeId, use_: NodeId) -> Option<Vec<u8>> {
    let text = &tree.source()[tree.span(value)?];
    apply_edits(
        tree,
        &[
            (declaration, Vec::new()),
            (use_, bracketed(tree, value, text)),
        ],
    )
}

/// Every named node around a single named child with tokens of its own
/// (brackets, a block's braces, an operator): the child alone in its
/// place. Perses's replacement offers such a child only where the slot's
/// kinds allow it; this asks the parser instead.
fn unwraps(tree: &Tree) -> Vec<Target> {
    let mut targets = Vec::new();
    for (id, node) in tree.nodes() {
        if id == Tree::ROOT || !node.named || node.error {
            continue;
        }
        let mut named = node.children.iter().filter(|&&c| tree.node(c).named);
        let (Some(&inner), None) = (named.next(), named.next()) else {
            continue;
        };
        let has_tokens = node
            .children
            .iter()
            .any(|&c| !tree.node(c).named && tree.weight(c) > 0);
        if has_tokens && tree.weight(inner) > 0 {
            targets.push(Target::Unwrap { node: id, inner });
        }
    }
    targets
}

/// A kind with more unwrap targets than this has its pairs left out: they
/// would cost more queries than they could win.
const MAX_PAIRED: usize = 6;

/// Every two unwraps of nodes of one kind, neither inside the other, at
/// once: where each alone fails because two places must agree (a pointer
/// level taken from an array and from the pointer that holds an address in
/// it, `int *a[1]; int **p = &a[0];` to `int a[1]; int *p = &a[0];`).
fn unwrap_pairs(tree: &Tree) -> Vec<Target> {
    let by_kind = grouped(unwraps(tree).into_iter().filter_map(|target| match target {
        Target::Unwrap { node, inner } => Some((tree.kind_name(node), (node, inner))),
        _ => None,
    }));
    let text = |n: NodeId| {
        let span = tree.span(n)?;
        std::str::from_utf8(&tree.source()[span])
            .ok()
            .map(str::to_string)
    };
    let mut targets = Vec::new();
    for (kind, nodes) in &by_kind {
        if nodes.len() > MAX_PAIRED {
            continue;
        }
        for (i, &(a, a_inner)) in nodes.iter().enumerate() {
            for &(b, b_inner) in &nodes[i + 1..] {
                if tree.is_ancestor(a, b) || tree.is_ancestor(b, a) {
                    continue;
                }
                let (Some(a_text), Some(b_text)) = (text(a_inner), text(b_inner)) else {
                    continue;
                };
                targets.push(Target::Edits {
                    what: format!("unwrap two `{kind}` at once"),
                    node: a,
                    edits: vec![(a, a_text), (b, b_text)],
                });
            }
        }
    }
    targets
}

/// For every name, each two of its occurrences in a row: the text after
/// the first through the second cut, so the name stands once, with what
/// came before the first and what follows the second. Where a value
/// reached a name through a declaration (`int a[][0];int*p=&a[1][0];`),
/// the cut leaves the declaration with the use's tail (`int a[1][0];`),
/// a fold no removal of whole nodes or tokens makes: the cut starts
/// inside one node and ends inside another.
fn collapses(tree: &Tree) -> Vec<Target> {
    let mut targets = Vec::new();
    for (name, leaves) in identifiers(tree) {
        for pair in leaves.windows(2) {
            let (Some(first), Some(second)) = (tree.span(pair[0]), tree.span(pair[1])) else {
                continue;
            };
            targets.push(Target::Cut {
                what: format!("collapse the text between two `{name}` to one"),
                node: pair[0],
                span: first.end..second.end,
            });
        }
    }
    targets
}

/// Every literal token (a named token that is no identifier) of two
/// characters or more, cut inside (T-Rec's reduction within tokens): its
/// first and last characters (`"abc"` → `""`, `0x1FL` → `0L`), then its
/// first alone (`0x1FL` → `0`).
fn shortenings(tree: &Tree) -> Vec<Target> {
    let mut targets = Vec::new();
    for (id, node) in tree.nodes() {
        if node.token.is_none() || !node.named || node.error || tree.is_identifier(id) {
            continue;
        }
        let Some(Ok(text)) = tree.token_text(id).map(std::str::from_utf8) else {
            continue;
        };
        let chars: Vec<char> = text.chars().collect();
        if chars.len() < 2 {
            continue;
        }
        let mut by = Vec::new();
        if chars.len() > 2 {
            by.push(
                [chars[0], chars[chars.len() - 1]]
                    .iter()
                    .collect::<String>(),
            );
        }
        by.push(chars[0].to_string());
        targets.push(Target::Shorten { node: id, by });
    }
    targets
}

/// Whether a candidate's parse `after` still reads the token a shortening
/// cut, where it starts, as a token of its kind: `0x1FL` to `0L` stays a
/// number, while `int` to `it`, or `true` to `te`, reads as a name the
/// program never defined. Other targets rewrite nodes, not tokens: always
/// true.
pub(crate) fn keeps_its_kind(before: &Tree, target: &Target, after: &Tree) -> bool {
    let Target::Shorten { node, .. } = target else {
        return true;
    };
    let (Some(token), kind) = (&before.node(*node).token, before.kind_name(*node)) else {
        return false;
    };
    after.nodes().any(|(id, cut)| {
        cut.token.as_ref().is_some_and(|t| t.start == token.start) && after.kind_name(id) == kind
    })
}

/// Every identifier the text defines that is longer than the shortest
/// unused name, renamed to it (C-Vise's `rename-*` passes), names in order
/// of first occurrence.
fn renames(tree: &Tree) -> Vec<Target> {
    let words = words(tree.source());
    let Some(to) = fresh_name(&words) else {
        return Vec::new();
    };
    defined_identifiers(tree)
        .into_iter()
        .filter(|(name, _)| name.len() > to.len())
        .map(|(from, _)| Target::Rename {
            from,
            to: to.clone(),
        })
        .collect()
}

/// Every run of word characters in `text`: names a fresh one must avoid
/// (identifiers, keywords, header names, text inside strings).
fn words(text: &[u8]) -> BTreeSet<&[u8]> {
    text.split(|&b| !(b.is_ascii_alphanumeric() || b == b'_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The shortest name of lowercase letters (`a` … `z`, `aa` …) not among
/// `words`.
fn fresh_name(words: &BTreeSet<&[u8]>) -> Option<String> {
    for length in 1..=3u32 {
        let count = 26usize.pow(length);
        for n in 0..count {
            let mut name = Vec::with_capacity(length as usize);
            let mut rest = n;
            for _ in 0..length {
                name.push(b'a' + (rest % 26) as u8);
                rest /= 26;
            }
            name.reverse();
            if !words.contains(name.as_slice()) {
                return String::from_utf8(name).ok();
            }
        }
    }
    None
}

/// `source` with `span` replaced by `text`, with a space on either side
/// where the new text would otherwise run into a neighbouring word.
fn splice_text(source: &[u8], span: Range<usize>, text: &[u8]) -> Vec<u8> {
    splice_texts(source, &[(span, text)])
}

/// `source` with each span replaced by its text (spans in source order,
/// apart), spaced as [`splice_text`] spaces one.
fn splice_texts(source: &[u8], edits: &[(Range<usize>, &[u8])]) -> Vec<u8> {
    let mut out = Vec::with_capacity(source.len());
    let mut at = 0usize;
    for (span, text) in edits {
        out.extend_from_slice(&source[at..span.start]);
        if glues(out.last(), text.first()) {
            out.push(b' ');
        }
        out.extend_from_slice(text);
        // An empty text must not glue what it stood between either.
        if glues(text.last().or(out.last()), source.get(span.end)) {
            out.push(b' ');
        }
        at = span.end;
    }
    out.extend_from_slice(&source[at..]);
    out
}

fn glues(a: Option<&u8>, b: Option<&u8>) -> bool {
    let word = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_';
    matches!((a, b), (Some(a), Some(b)) if word(a) && word(b))
}

/// How [`squeeze_blanks`] cuts a blank run between two tokens.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Blanks {
    /// To one space, or one line break where it held one.
    One,
    /// As `One`, and a line break keeps the indentation after it (for
    /// grammars where indentation is syntax).
    OneIndented,
    /// Within a line, to nothing where the two tokens cannot run together
    /// (`if (x) f ();` to `if(x)f();`); a line break stays one.
    Tight,
    TightIndented,
    /// As `Tight` across lines too, but for the line breaks around a line
    /// that starts with `#` or holds `//` (a directive, a line comment).
    Flat,
    /// As `Flat`, and two operator characters meet too (`>> -1` to
    /// `>>-1`): the pass keeps it only where the re-parse reads the same
    /// tokens, since only the grammar knows which pairs run together.
    Bare,
}

/// `tree`'s source with every blank run between tokens cut as `blanks`
/// says (comments stay as they are).
fn squeeze_blanks(tree: &Tree, blanks: Blanks) -> Vec<u8> {
    let keep_indent = matches!(blanks, Blanks::OneIndented | Blanks::TightIndented);
    let tight = matches!(
        blanks,
        Blanks::Tight | Blanks::TightIndented | Blanks::Flat | Blanks::Bare
    );
    let flat = matches!(blanks, Blanks::Flat | Blanks::Bare);
    let kept_apart = |a: Option<u8>, b: Option<u8>| match blanks {
        // A parser that reads an unclosed `/*` as two operators would
        // still read the same tokens; a compiler does not.
        Blanks::Bare => {
            words_run_together(a, b)
                || matches!(
                    (a, b),
                    (Some(b'/'), Some(b'*' | b'/')) | (Some(b'*'), Some(b'/'))
                )
        }
        _ => runs_together(a, b),
    };
    let source = tree.source();
    let mut out = Vec::with_capacity(source.len());
    let mut at = 0usize;
    let squeeze = |out: &mut Vec<u8>, gap: &[u8], next: Option<u8>| {
        if !gap.iter().all(u8::is_ascii_whitespace) {
            out.extend_from_slice(gap);
            return;
        }
        let line_end = |out: &[u8]| {
            let line = &out[out.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1)..];
            line.trim_ascii_start().starts_with(b"#")
                || line.windows(2).any(|pair| pair == b"//")
                || next == Some(b'#')
        };
        match gap.iter().rposition(|&b| b == b'\n') {
            Some(_) if flat && !line_end(out) => {
                if !out.is_empty() && next.is_some() && kept_apart(out.last().copied(), next) {
                    out.push(b' ');
                }
            }
            Some(newline) => {
                out.push(b'\n');
                if keep_indent && next.is_some() {
                    out.extend_from_slice(&gap[newline + 1..]);
                }
            }
            None if out.is_empty() || next.is_none() || gap.is_empty() => {}
            None if tight && !kept_apart(out.last().copied(), next) => {}
            None => out.push(b' '),
        }
    };
    for (_, node) in tree.nodes() {
        let Some(token) = &node.token else {
            continue;
        };
        let (start, end) = (token.start as usize, token.end as usize);
        squeeze(&mut out, &source[at..start], source.get(start).copied());
        out.extend_from_slice(&source[start..end]);
        at = end;
    }
    squeeze(&mut out, &source[at..], None);
    out
}

/// Whether two tokens ending in `a` and starting with `b` would read as
/// one, or as another token, without a blank between them: two words
/// (`int x`), two operator characters (`- -`, `/ *`), a number and a dot.
fn runs_together(a: Option<u8>, b: Option<u8>) -> bool {
    let operator = |c: u8| b"+-*/%<>=!&|^~?:.#@$\\".contains(&c);
    words_run_together(a, b) || matches!((a, b), (Some(a), Some(b)) if operator(a) && operator(b))
}

/// [`runs_together`] but for two operator characters.
fn words_run_together(a: Option<u8>, b: Option<u8>) -> bool {
    let (Some(a), Some(b)) = (a, b) else {
        return false;
    };
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    (word(a) && word(b)) || (a.is_ascii_digit() && b == b'.') || (a == b'.' && b.is_ascii_digit())
}

/// `tree`'s source without `declaration` and with every identifier `from`
/// renamed `to`.
fn merge(tree: &Tree, from: &[u8], to: &[u8], declaration: NodeId) -> Option<Vec<u8>> {
    let removed = tree.span(declaration)?;
    let mut edits: Vec<(Range<usize>, &[u8])> = vec![(removed.clone(), b"")];
    edits.extend(
        identifier_spans(tree, from)
            .into_iter()
            .filter(|span| !removed.contains(&span.start))
            .map(|span| (span, to)),
    );
    edits.sort_by_key(|(span, _)| span.start);
    Some(splice_texts(tree.source(), &edits))
}

/// `tree`'s source with every identifier leaf spelt `from` spelt `to`
/// ([`identifier_spans`]).
fn rename(tree: &Tree, from: &[u8], to: &[u8]) -> Vec<u8> {
    let source = tree.source();
    let mut out = Vec::with_capacity(source.len());
    let mut at = 0usize;
    for span in identifier_spans(tree, from) {
        out.extend_from_slice(&source[at..span.start]);
        out.extend_from_slice(to);
        at = span.end;
    }
    out.extend_from_slice(&source[at..]);
    out
}

/// The byte ranges of the identifier tokens spelt `name`, in source order,
/// but a library's method of the same name ([`own_uses`]): renamed, it
/// would name nothing.
fn identifier_spans(tree: &Tree, name: &[u8]) -> Vec<Range<usize>> {
    let leaves: Vec<NodeId> = tree
        .nodes()
        .filter(|&(id, node)| {
            node.token.is_some() && tree.is_identifier(id) && tree.token_text(id) == Some(name)
        })
        .map(|(id, _)| id)
        .collect();
    own_uses(tree, &leaves)
        .into_iter()
        .filter_map(|leaf| tree.span(leaf))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_names_skip_every_word_of_the_text() {
        let text = b"int a; int b_1 = a; /* c */";
        let w = words(text);
        assert_eq!(fresh_name(&w).as_deref(), Some("b"));
        let all: Vec<Vec<u8>> = (b'a'..=b'z').map(|c| vec![c]).collect();
        let w: BTreeSet<&[u8]> = all.iter().map(Vec::as_slice).collect();
        assert_eq!(fresh_name(&w).as_deref(), Some("aa"));
    }

    #[test]
    fn a_replacement_never_glues_two_words() {
        assert_eq!(splice_text(b"return(x);", 6..9, b"0"), b"return 0;");
        assert_eq!(splice_text(b"f(x)", 1..4, b"y"), b"f y");
        assert_eq!(splice_text(b"a + (b)", 4..7, b"0"), b"a + 0");
    }
}
