//! From a tree-sitter parse to whittle's reduction tree.
//!
//! Every tree-sitter node becomes a core node with the same kind name and
//! named flag; nodes without children are tokens carrying their byte range.
//! Then, from the grammar's slots ([`crate::node_types`]):
//!
//! * **removable**: a child in a slot with `multiple: true` (a list element;
//!   also when `required: true`, the validator rejects emptying the list), a
//!   child in an optional single slot (`required: false`), an `extra` node
//!   (comments), an `ERROR` node, and, by nullability inference, any named
//!   node all of whose children may be removed together (extras, children of
//!   optional slots, and nullable children).
//! * **list**: a node with a child in a `multiple` slot.
//! * **hoists**: for a named node `n` in slot `S`, the nearest named
//!   descendants (at most [`HOIST_DEPTH`] levels down, nearest first) whose
//!   kind is `n`'s own or one `S` accepts. The search does not look below a
//!   match, except below a match that is itself a list (a block), so that an
//!   `if` statement also offers the statements of its `{ ... }` body.
//! * **splices** (Perses's third replacement rule): for a named list element
//!   `n` in slot `S` of list `P`, the nearest list nodes `L` (`n` itself or
//!   descendants at most [`HOIST_DEPTH`] levels down, at most
//!   [`MAX_SPLICES`], nearest first) whose contents (the children between
//!   the leading and trailing anonymous tokens, see
//!   [`whittle_core::tree::Tree::contents`]) are only elements of kinds `S`
//!   accepts, with their separators and comments, and whose element slots
//!   accept `n`'s kind (a list of the same sort: node-types lets a Rust
//!   `block` hold expressions, but call arguments are no statements): `n`
//!   may be replaced by
//!   those elements (`{ s1; if (c) { t1; t2; } }` becomes `{ s1; t1; t2; }`,
//!   `[1, [2, 3]]` becomes `[1, 2, 3]`). Separators are checked so that the
//!   spliced text keeps valid ones: the separators inside `L` must be those
//!   of `P` (none in both for statement lists, the same token otherwise; a
//!   list of one element may have none), the contents may not start with a
//!   separator, and may end with one only if `n` is not followed by one and
//!   `P` allows a trailing separator.
//!
//! Two kinds of synthetic nodes are added:
//!
//! * [`ITEM_KIND`] (`"<item>"`, anonymous, removable) groups a list element
//!   with its separator. Where the elements of one slot are separated by
//!   anonymous tokens of one kind (`,` `;` ...), each element is wrapped
//!   together with the separator that follows it (and any comments in
//!   between). If the list has no trailing separator, the last element
//!   cannot get one: in lists that allow a trailing separator (the registry
//!   says which: all lists in Rust, Go, JavaScript, Python; C's
//!   `initializer_list` and `enumerator_list`) it stays bare (deleting it
//!   leaves `a, b,`); elsewhere it takes the separator before it instead and
//!   the element before that stays bare, so deleting the last parameter of
//!   `f(int a, int b)` gives `f(int a)`. Either way one element per list
//!   cannot be deleted alone cleanly; the re-parse check catches that. Only
//!   punctuation tokens count as separators, and only when one token of one
//!   kind stands between every two elements of the slot. The element inside
//!   a wrapper is not itself removable: the wrapper is. The same wrapper
//!   groups a child of an optional single slot with the anonymous tokens
//!   that belong to it in the grammar's rules (`= 5` in `int x = 5;`, `a.`
//!   in `a.b()`; patterns from the vendored `grammar.json`, see
//!   `grammar_json.rs`), where the parse fits a pattern exactly.
//!
//! Removability is also narrowed where node-types is known to over-promise:
//! the only element of a required list, anonymous elements of a required
//! list (operators between operands), kinds that never occur twice in one
//! instance of a required list in this tree (`start_tag` in an HTML
//! `element`, `string_start` in a Python `string`) unless a `,`/`;` stands
//! next to them, and an optional child that is the only child of a node
//! whose two or more slots are all optional (node-types marks both branches
//! of `choice(name, body)` optional: `struct node`, `sizeof x`).
//! * [`TEXT_KIND`] (`"<text>"`, anonymous token) holds source text inside a
//!   node that none of its children covers (some grammars' external
//!   scanners consume text without producing a node), so that the text is
//!   deleted with the node it belongs to. Whitespace is never made a token:
//!   the core tree keeps it as the next token's leading text.
//!
//! Everything here is iterative: deeply nested input cannot overflow the
//! stack.

use std::collections::{HashMap, VecDeque};
use std::ops::Range;

use whittle_core::tree::{NodeId, Tree, TreeBuilder};

use crate::grammar_json::{Key, OptionalGroups, Pattern};
use crate::node_types::{KindSlots, NodeTypes, Slot};
use crate::registry::Trailing;

/// Kind name of the synthetic node that groups a list element with its
/// separator.
pub const ITEM_KIND: &str = "<item>";
/// Kind name of the synthetic token for source text no child node covers.
pub const TEXT_KIND: &str = "<text>";
/// How many levels below a node its hoist candidates may be.
pub const HOIST_DEPTH: usize = 6;
/// At most this many hoist candidates per node.
pub const MAX_HOISTS: usize = 16;
/// At most this many splice candidates per node.
pub const MAX_SPLICES: usize = 8;

struct Tmp<'t> {
    kind: &'t str,
    named: bool,
    start: usize,
    end: usize,
    /// A token: a tree-sitter node without children, or a `<text>` gap.
    leaf: bool,
    /// A node added here (`<item>`, `<text>`), not from the parse.
    synthetic: bool,
    field: Option<&'t str>,
    extra: bool,
    error: bool,
    missing: bool,
    parent: Option<usize>,
    children: Vec<usize>,
    removable: bool,
    list: bool,
    /// May be removed together with all its siblings (see nullability).
    free: bool,
    /// In a `multiple` slot of its parent.
    element: bool,
    /// Not in any slot of its parent (anonymous tokens such as `(` `,`).
    slotless: bool,
    slot: Option<&'t Slot>,
    /// The slots of this node's kind.
    slots: Option<&'t KindSlots>,
}

/// Counts `ERROR` and `MISSING` nodes, looking only into subtrees that have
/// errors.
pub(crate) fn count_errors(tree: &tree_sitter::Tree) -> usize {
    let root = tree.root_node();
    if !root.has_error() {
        return 0;
    }
    let mut count = 0;
    let mut cursor = root.walk();
    'walk: loop {
        let node = cursor.node();
        if node.is_error() || node.is_missing() {
            count += 1;
        }
        if node.has_error() && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                continue 'walk;
            }
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    count
}

/// Converts a parse of `source` into a reduction tree; returns it with the
/// number of `ERROR`/`MISSING` nodes.
pub(crate) fn convert(
    source: &[u8],
    ts: &tree_sitter::Tree,
    types: &NodeTypes,
    groups: &OptionalGroups,
    trailing_separators: Trailing,
) -> (Tree, usize) {
    let mut nodes = collect(ts, types);
    add_gaps(&mut nodes, source);
    mark_removable(&mut nodes, source);
    add_items(&mut nodes, source, trailing_separators);
    group_optionals(&mut nodes, source, groups);
    let hoists = find_hoists(&nodes);
    let splices = find_splices(&nodes, source, trailing_separators);
    let errors = nodes
        .iter()
        .filter(|n| !n.synthetic && (n.error || n.missing))
        .count();
    (emit(source, &nodes, &hoists, &splices), errors)
}

/// The tree-sitter nodes in pre-order, with their fields and slots.
fn collect<'t>(ts: &'t tree_sitter::Tree, types: &'t NodeTypes) -> Vec<Tmp<'t>> {
    let mut nodes: Vec<Tmp<'t>> = Vec::new();
    let mut cursor = ts.walk();
    let mut parent: Option<usize> = None;
    'walk: loop {
        let node = cursor.node();
        let field = cursor.field_name();
        let (kind, named) = (node.kind(), node.is_named());
        let slot = parent.and_then(|p| {
            let p = &nodes[p];
            if p.named && !p.error {
                types.slot(p.kind, field, kind, named)
            } else {
                None
            }
        });
        let id = nodes.len();
        nodes.push(Tmp {
            kind,
            named,
            start: node.start_byte(),
            end: node.end_byte(),
            leaf: node.child_count() == 0,
            synthetic: false,
            field,
            extra: node.is_extra(),
            error: node.is_error(),
            missing: node.is_missing(),
            parent,
            children: Vec::new(),
            removable: false,
            list: false,
            free: false,
            element: false,
            slotless: slot.is_none(),
            slot,
            slots: if named { types.kind_slots(kind) } else { None },
        });
        if let Some(p) = parent {
            nodes[p].children.push(id);
        }
        if cursor.goto_first_child() {
            parent = Some(id);
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                continue 'walk;
            }
            if !cursor.goto_parent() {
                break 'walk;
            }
            parent = parent.and_then(|p| nodes[p].parent);
        }
    }
    nodes
}

/// Adds a `<text>` token for each stretch of non-whitespace source inside an
/// inner node that no child covers (for the root: anywhere in the source).
fn add_gaps(nodes: &mut Vec<Tmp<'_>>, source: &[u8]) {
    for id in 0..nodes.len() {
        if nodes[id].leaf {
            continue;
        }
        let (mut pos, end) = if id == 0 {
            (0, source.len())
        } else {
            (nodes[id].start, nodes[id].end)
        };
        let children = std::mem::take(&mut nodes[id].children);
        let mut with_gaps = Vec::with_capacity(children.len());
        for &c in &children {
            push_gap(nodes, source, id, pos, nodes[c].start, &mut with_gaps);
            with_gaps.push(c);
            pos = pos.max(nodes[c].end);
        }
        push_gap(nodes, source, id, pos, end, &mut with_gaps);
        nodes[id].children = with_gaps;
    }
}

fn push_gap(
    nodes: &mut Vec<Tmp<'_>>,
    source: &[u8],
    parent: usize,
    from: usize,
    to: usize,
    out: &mut Vec<usize>,
) {
    let to = to.min(source.len());
    if from >= to {
        return;
    }
    let text = &source[from..to];
    let Some(first) = text.iter().position(|b| !b.is_ascii_whitespace()) else {
        return;
    };
    let last = text
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .unwrap_or(first);
    out.push(nodes.len());
    nodes.push(Tmp {
        kind: TEXT_KIND,
        named: false,
        start: from + first,
        end: from + last + 1,
        leaf: true,
        synthetic: true,
        field: None,
        extra: false,
        error: false,
        missing: false,
        parent: Some(parent),
        children: Vec::new(),
        removable: false,
        list: false,
        free: false,
        element: false,
        slotless: true,
        slot: None,
        slots: None,
    });
}

/// Removability from slots, then nullability inference bottom-up.
fn mark_removable(nodes: &mut [Tmp<'_>], source: &[u8]) {
    let structural = Structural::new(nodes);
    for id in 1..nodes.len() {
        let n = &nodes[id];
        if n.synthetic {
            continue;
        }
        let (mut removable, mut free, mut element) = (false, false, false);
        if n.extra {
            (removable, free) = (true, true);
        } else if n.error && !n.missing {
            removable = true;
        } else if let Some(slot) = n.slot {
            if slot.multiple {
                element = true;
                free = !slot.required;
                // A required list keeps one element; its anonymous elements
                // (operators between operands) are not a list, nor are the
                // kinds that stand once in each instance (`start_tag`).
                removable = !slot.required
                    || (n.named
                        && siblings_in_slot(nodes, id) > 1
                        && (next_to_comma(nodes, source, id)
                            || !n.parent.is_some_and(|p| {
                                structural.is_structural(nodes[p].kind, n.field, n.kind)
                            })));
            } else if !slot.required {
                removable = !choice_only(nodes, id);
                free = removable;
            }
        }
        let parent = n.parent;
        let n = &mut nodes[id];
        n.removable = removable;
        n.free = free;
        n.element = element;
        if element {
            if let Some(p) = parent {
                nodes[p].list = true;
            }
        }
    }
    // Children come after their parents (pre-order; `<text>` tokens are
    // appended at the end but are leaves), so a backward scan settles
    // children first.
    for id in (1..nodes.len()).rev() {
        let n = &nodes[id];
        if n.synthetic || n.leaf || !n.named || n.error || n.children.is_empty() {
            continue;
        }
        if n.children.iter().all(|&c| nodes[c].free) {
            let n = &mut nodes[id];
            n.removable = true;
            n.free = true;
        }
    }
}

/// How many children of `id`'s parent sit in the same slot as `id`.
fn siblings_in_slot(nodes: &[Tmp<'_>], id: usize) -> usize {
    let Some(p) = nodes[id].parent else { return 1 };
    let field = nodes[id].field;
    nodes[p]
        .children
        .iter()
        .filter(|&&c| nodes[c].slot.is_some() && nodes[c].field == field && !nodes[c].extra)
        .count()
}

/// Kinds that never stand more than once in an instance of a parent kind's
/// required list slot in this tree (`start_tag` in an HTML `element`,
/// `string_start` in a Python `string`): structure, not list elements.
#[derive(Default)]
struct Structural<'t> {
    instances: HashMap<&'t str, usize>,
    /// (parent kind, field, child kind) -> instances with exactly one such
    /// child, and whether any instance had several.
    once: HashMap<(&'t str, Option<&'t str>, &'t str), (usize, bool)>,
}

impl<'t> Structural<'t> {
    fn new(nodes: &[Tmp<'t>]) -> Self {
        let mut st = Structural::default();
        let mut counts: HashMap<(Option<&'t str>, &'t str), usize> = HashMap::new();
        for n in nodes.iter().filter(|n| n.named && !n.leaf && !n.synthetic) {
            *st.instances.entry(n.kind).or_default() += 1;
            counts.clear();
            for &c in &n.children {
                let c = &nodes[c];
                if c.slot.is_some_and(|s| s.multiple && s.required) {
                    *counts.entry((c.field, c.kind)).or_default() += 1;
                }
            }
            for (&(field, kind), &count) in &counts {
                let e = st.once.entry((n.kind, field, kind)).or_default();
                if count == 1 {
                    e.0 += 1;
                } else {
                    e.1 = true;
                }
            }
        }
        st
    }

    fn is_structural(&self, parent: &str, field: Option<&str>, kind: &str) -> bool {
        match (
            self.instances.get(parent),
            self.once.get(&(parent, field, kind)),
        ) {
            (Some(_), Some(&(_, several))) => !several,
            _ => false,
        }
    }
}

/// Whether a `,` or `;` token stands next to `id` among its siblings.
fn next_to_comma(nodes: &[Tmp<'_>], source: &[u8], id: usize) -> bool {
    let Some(p) = nodes[id].parent else {
        return false;
    };
    let siblings: Vec<usize> = nodes[p]
        .children
        .iter()
        .copied()
        .filter(|&c| !nodes[c].extra)
        .collect();
    let at = siblings.iter().position(|&c| c == id).unwrap_or(0);
    let comma = |k: Option<usize>| {
        k.and_then(|k| siblings.get(k)).is_some_and(|&c| {
            let c = &nodes[c];
            c.leaf && !c.named && matches!(source.get(c.start..c.end), Some(b",") | Some(b";"))
        })
    };
    comma(at.checked_sub(1)) || comma(Some(at + 1))
}

/// Whether an optional child is optional only because it stands in one
/// branch of a choice: node-types marks every field of `choice(a, b)`
/// optional, but one of them must be there (`struct name` or
/// `struct { ... }`; `sizeof x` or `sizeof(type)`). Taken to be so when all
/// of the parent's slots are optional, it has two or more, and this child
/// is the only one in any slot.
fn choice_only(nodes: &[Tmp<'_>], id: usize) -> bool {
    let Some(p) = nodes[id].parent else {
        return false;
    };
    let parent = &nodes[p];
    let Some(slots) = parent.slots else {
        return false;
    };
    let count = slots.fields.len() + usize::from(slots.children.is_some());
    let all_optional = slots
        .fields
        .values()
        .chain(slots.children.as_ref())
        .all(|s| !s.required);
    let others = parent
        .children
        .iter()
        .any(|&c| c != id && nodes[c].slot.is_some() && !nodes[c].extra);
    all_optional && count >= 2 && !others
}

/// Wraps list elements with their separators in `<item>` nodes.
fn add_items(nodes: &mut Vec<Tmp<'_>>, source: &[u8], trailing: Trailing) {
    for p in 0..nodes.len() {
        if !nodes[p].list || nodes[p].synthetic {
            continue;
        }
        let trailing_separators = trailing.allowed(nodes[p].kind);
        let children = nodes[p].children.clone();
        let solid: Vec<usize> = (0..children.len())
            .filter(|&i| !nodes[children[i]].extra)
            .collect();
        // Groups as inclusive ranges of child positions.
        let mut groups: Vec<(usize, usize)> = Vec::new();
        let mut fields: Vec<Option<&str>> = Vec::new();
        for &i in &solid {
            let c = &nodes[children[i]];
            if c.element && !fields.contains(&c.field) {
                fields.push(c.field);
            }
        }
        for field in fields {
            // Positions in `solid` of this slot's elements.
            let elements: Vec<usize> = (0..solid.len())
                .filter(|&k| {
                    let c = &nodes[children[solid[k]]];
                    c.element && c.field == field
                })
                .collect();
            let n = elements.len();
            if n < 2 {
                continue;
            }
            let separator = |k: usize| -> Option<&str> {
                let s = &nodes[children[*solid.get(k)?]];
                let text = source.get(s.start..s.end)?;
                let punctuation = !text.iter().any(|b| b.is_ascii_alphanumeric() || *b >= 0x80);
                (s.leaf && !s.named && s.slotless && !s.error && !s.synthetic && punctuation)
                    .then_some(s.kind)
            };
            // One separator of one kind between every two elements.
            let sep = separator(elements[0] + 1);
            let separated = sep.is_some()
                && elements
                    .windows(2)
                    .all(|w| w[1] == w[0] + 2 && separator(w[0] + 1) == sep);
            if !separated {
                continue;
            }
            let trailing = separator(elements[n - 1] + 1) == sep;
            for (k, &e) in elements.iter().enumerate() {
                if !nodes[children[solid[e]]].removable {
                    continue;
                }
                let (from, to) = if k + 1 < n || trailing {
                    (solid[e], solid[e + 1])
                } else if trailing_separators {
                    continue; // the last element stays bare: `a, b,` is fine
                } else {
                    (solid[e - 1], solid[e])
                };
                if !trailing && !trailing_separators && k + 2 == n {
                    continue; // its separator goes with the last element
                }
                groups.push((from, to));
            }
        }
        if groups.is_empty() {
            continue;
        }
        groups.sort_unstable();
        let mut new_children = Vec::with_capacity(children.len());
        let mut g = groups.iter().peekable();
        let mut i = 0;
        while i < children.len() {
            match g.peek() {
                Some(&&(a, b)) if a == i => {
                    g.next();
                    let members: Vec<usize> = children[a..=b].to_vec();
                    for &m in &members {
                        if nodes[m].element {
                            nodes[m].removable = false;
                        }
                    }
                    new_children.push(push_item(nodes, p, members));
                    i = b + 1;
                }
                Some(&&(a, _)) if a < i => {
                    g.next(); // overlapping group (should not happen): skip
                }
                _ => {
                    new_children.push(children[i]);
                    i += 1;
                }
            }
        }
        nodes[p].children = new_children;
    }
}

/// A new removable `<item>` under `p` holding `members` (consecutive
/// children of `p`, which the caller replaces by the item).
fn push_item(nodes: &mut Vec<Tmp<'_>>, p: usize, members: Vec<usize>) -> usize {
    let item = nodes.len();
    for &m in &members {
        nodes[m].parent = Some(item);
    }
    let (start, end) = match (members.first(), members.last()) {
        (Some(&a), Some(&b)) => (nodes[a].start, nodes[b].end),
        _ => (nodes[p].start, nodes[p].start),
    };
    nodes.push(Tmp {
        kind: ITEM_KIND,
        named: false,
        start,
        end,
        leaf: false,
        synthetic: true,
        field: None,
        extra: false,
        error: false,
        missing: false,
        parent: Some(p),
        children: members,
        removable: true,
        list: false,
        free: false,
        element: false,
        slotless: true,
        slot: None,
        slots: None,
    });
    item
}

/// Wraps an optional child with the tokens that belong to it in the
/// grammar (`=` before an initializer, `.` after a call's object; see
/// `grammar_json.rs`) in an `<item>`, so that they go together. Only where
/// the parse fits one of the child's patterns exactly: the tokens stand
/// right next to it (comments aside) with their own text, the child is the
/// only one with its key, and the parent has none of the pattern's absent
/// keys. The child inside is not itself removable: the item is.
fn group_optionals(nodes: &mut Vec<Tmp<'_>>, source: &[u8], groups: &OptionalGroups) {
    let key = |n: &Tmp<'_>| match n.field {
        Some(f) => Key::Field(f.to_string()),
        None => Key::Kind(n.kind.to_string()),
    };
    for p in 0..nodes.len() {
        let parent = &nodes[p];
        if parent.synthetic
            || parent.leaf
            || !parent.named
            || parent.error
            || !groups.has_patterns(parent.kind)
        {
            continue;
        }
        let children = parent.children.clone();
        let solid: Vec<usize> = (0..children.len())
            .filter(|&i| !nodes[children[i]].extra)
            .collect();
        let keys: Vec<Key> = solid.iter().map(|&i| key(&nodes[children[i]])).collect();
        let token = |k: usize, text: &str| {
            let t = &nodes[children[solid[k]]];
            t.leaf
                && !t.named
                && !t.synthetic
                && !t.error
                && !t.missing
                && t.kind == text
                && source.get(t.start..t.end) == Some(text.as_bytes())
        };
        // Groups as inclusive ranges of positions in `solid`.
        let mut groups_here: Vec<(usize, usize)> = Vec::new();
        for (k, &i) in solid.iter().enumerate() {
            let c = &nodes[children[i]];
            let optional = c.removable && !c.element && !c.synthetic && c.slot.is_some();
            if !optional || keys.iter().filter(|&x| *x == keys[k]).count() != 1 {
                continue;
            }
            let fits = |pattern: &Pattern| {
                let (b, a) = (pattern.before.len(), pattern.after.len());
                k >= b
                    && k + a < solid.len()
                    && pattern
                        .before
                        .iter()
                        .enumerate()
                        .all(|(j, t)| token(k - b + j, t))
                    && pattern
                        .after
                        .iter()
                        .enumerate()
                        .all(|(j, t)| token(k + 1 + j, t))
                    // (A child with a field has a `Field` key: an absent
                    // `Kind` is one without a field.)
                    && !pattern
                        .absent
                        .iter()
                        .any(|x| keys.iter().enumerate().any(|(j, y)| j != k && x == y))
                    && !groups_here
                        .iter()
                        .any(|&(from, to)| from <= k + a && k - b <= to)
            };
            if let Some(pattern) = groups
                .patterns(parent.kind, &keys[k])
                .iter()
                .find(|p| fits(p))
            {
                groups_here.push((k - pattern.before.len(), k + pattern.after.len()));
            }
        }
        if groups_here.is_empty() {
            continue;
        }
        groups_here.sort_unstable();
        let mut new_children = Vec::with_capacity(children.len());
        let mut i = 0;
        let mut g = groups_here.iter().peekable();
        while i < children.len() {
            match g.peek() {
                Some(&&(from, to)) if solid[from] == i => {
                    g.next();
                    let members = children[solid[from]..=solid[to]].to_vec();
                    for &m in &members {
                        nodes[m].removable = nodes[m].removable && nodes[m].extra;
                    }
                    new_children.push(push_item(nodes, p, members));
                    i = solid[to] + 1;
                }
                _ => {
                    new_children.push(children[i]);
                    i += 1;
                }
            }
        }
        nodes[p].children = new_children;
    }
}

/// Hoist candidates per node (indices into `nodes`).
fn find_hoists(nodes: &[Tmp<'_>]) -> Vec<Vec<usize>> {
    let mut hoists = vec![Vec::new(); nodes.len()];
    let mut queue: VecDeque<(usize, usize)> = VecDeque::new();
    for (id, n) in nodes.iter().enumerate().skip(1) {
        if !n.named || n.synthetic || n.error || n.leaf {
            continue;
        }
        let accepts = |d: &Tmp<'_>| {
            d.named
                && !d.synthetic
                && !d.error
                && !d.missing
                && (d.kind == n.kind || n.slot.is_some_and(|s| s.accepts(d.kind, true)))
        };
        queue.clear();
        queue.extend(n.children.iter().map(|&c| (c, 1)));
        let found = &mut hoists[id];
        while let Some((d, depth)) = queue.pop_front() {
            let dn = &nodes[d];
            let matched = accepts(dn);
            if matched {
                found.push(d);
                if found.len() >= MAX_HOISTS {
                    break;
                }
            }
            // `<item>` wrappers do not count as a level.
            let next = if dn.synthetic { depth } else { depth + 1 };
            if (!matched || dn.list) && next <= HOIST_DEPTH {
                queue.extend(dn.children.iter().map(|&c| (c, next)));
            }
        }
    }
    hoists
}

/// What a list node's contents are made of, for splicing.
struct Contents<'t> {
    /// Only elements, separators and extras, between delimiters that are
    /// plain tokens.
    clean: bool,
    /// The kinds of the elements.
    kinds: Vec<&'t str>,
    /// The slots the elements stand in.
    slots: Vec<&'t Slot>,
    elements: usize,
    /// The separator tokens' texts, sorted and deduplicated.
    separators: Vec<&'t [u8]>,
    starts_with_separator: bool,
    ends_with_separator: bool,
}

/// A punctuation token that is not in any slot: a separator where it stands
/// between list elements.
fn is_separator(n: &Tmp<'_>, source: &[u8]) -> bool {
    n.leaf
        && !n.named
        && n.slotless
        && !n.synthetic
        && !n.error
        && !n.missing
        && source.get(n.start..n.end).is_some_and(|t| {
            !t.is_empty() && !t.iter().any(|b| b.is_ascii_alphanumeric() || *b >= 0x80)
        })
}

/// A list's contents: its children between the leading and trailing
/// anonymous tokens, the same cut as the core tree's `Tree::contents`.
fn contents_of<'t>(nodes: &[Tmp<'t>], source: &'t [u8], list: usize) -> Contents<'t> {
    let children = &nodes[list].children;
    let Range { start, end } = contents_range(nodes, list);
    let mut c = Contents {
        clean: children[..start]
            .iter()
            .chain(&children[end..])
            .all(|&d| !nodes[d].synthetic && !nodes[d].missing && !nodes[d].error),
        kinds: Vec::new(),
        slots: Vec::new(),
        elements: 0,
        separators: Vec::new(),
        starts_with_separator: false,
        ends_with_separator: false,
    };
    // The contents with `<item>` wrappers opened, in order.
    let mut flat = Vec::new();
    for &k in &children[start..end] {
        if nodes[k].synthetic && !nodes[k].leaf {
            flat.extend(nodes[k].children.iter().copied());
        } else {
            flat.push(k);
        }
    }
    for &k in &flat {
        let n = &nodes[k];
        if n.extra {
            continue;
        }
        if n.element && n.named && !n.error && !n.missing {
            c.elements += 1;
            if !c.kinds.contains(&n.kind) {
                c.kinds.push(n.kind);
            }
            if let Some(slot) = n.slot {
                if !c.slots.iter().any(|s| std::ptr::eq(*s, slot)) {
                    c.slots.push(slot);
                }
            }
        } else if is_separator(n, source) {
            c.separators.push(&source[n.start..n.end]);
        } else {
            c.clean = false;
        }
    }
    let solid: Vec<usize> = flat.into_iter().filter(|&k| !nodes[k].extra).collect();
    c.starts_with_separator = solid
        .first()
        .is_some_and(|&k| is_separator(&nodes[k], source));
    c.ends_with_separator = solid
        .last()
        .is_some_and(|&k| is_separator(&nodes[k], source));
    c.separators.sort_unstable();
    c.separators.dedup();
    c
}

/// The positions of a list's contents among its children: without the
/// leading and trailing anonymous tokens.
fn contents_range(nodes: &[Tmp<'_>], list: usize) -> Range<usize> {
    whittle_core::tree::contents_range(&nodes[list].children, |&c| !nodes[c].named && nodes[c].leaf)
}

/// Whether a separator follows list element `id` (inside its `<item>` or
/// after it in its list's contents: a closing delimiter is no separator).
fn followed_by_separator(nodes: &[Tmp<'_>], source: &[u8], id: usize) -> bool {
    let mut at = id;
    if let Some(p) = nodes[id].parent.filter(|&p| nodes[p].synthetic) {
        let inside: Vec<usize> = nodes[p]
            .children
            .iter()
            .copied()
            .filter(|&c| !nodes[c].extra)
            .collect();
        if inside.last() != Some(&id) {
            return true;
        }
        at = p;
    }
    let Some(list) = nodes[at].parent else {
        return false;
    };
    let siblings: Vec<usize> = nodes[list].children[contents_range(nodes, list)]
        .iter()
        .copied()
        .filter(|&c| !nodes[c].extra)
        .collect();
    let next = siblings
        .iter()
        .position(|&c| c == at)
        .and_then(|i| siblings.get(i + 1));
    next.is_some_and(|&n| {
        let first = if nodes[n].synthetic && !nodes[n].leaf {
            nodes[n].children.iter().copied().find(|&c| !nodes[c].extra)
        } else {
            Some(n)
        };
        first.is_some_and(|f| is_separator(&nodes[f], source))
    })
}

/// Splice candidates per node (indices into `nodes`).
fn find_splices(nodes: &[Tmp<'_>], source: &[u8], trailing: Trailing) -> Vec<Vec<usize>> {
    let mut splices = vec![Vec::new(); nodes.len()];
    let mut profiles: HashMap<usize, Contents<'_>> = HashMap::new();
    let mut queue: VecDeque<(usize, usize)> = VecDeque::new();
    for (id, n) in nodes.iter().enumerate().skip(1) {
        let Some(slot) = n.slot else { continue };
        if !n.named || n.synthetic || n.error || n.missing || n.leaf || !n.element {
            continue;
        }
        // The list the element stands in (above its `<item>`, if any).
        let Some(mut outer) = n.parent else { continue };
        if nodes[outer].synthetic {
            match nodes[outer].parent {
                Some(p) => outer = p,
                None => continue,
            }
        }
        let outer_separators = profiles
            .entry(outer)
            .or_insert_with(|| contents_of(nodes, source, outer))
            .separators
            .clone();
        let followed = followed_by_separator(nodes, source, id);
        let trailing_ok = trailing.allowed(nodes[outer].kind);
        queue.clear();
        queue.push_back((id, 0));
        while let Some((d, depth)) = queue.pop_front() {
            let dn = &nodes[d];
            if dn.list && dn.named && !dn.synthetic && !dn.error && !dn.missing {
                let c = profiles
                    .entry(d)
                    .or_insert_with(|| contents_of(nodes, source, d));
                let separators_fit = if c.elements > 1 {
                    c.separators == outer_separators
                } else {
                    c.separators.iter().all(|s| outer_separators.contains(s))
                };
                let fits = c.clean
                    && c.elements > 0
                    && separators_fit
                    && !c.starts_with_separator
                    && (!c.ends_with_separator || (!followed && trailing_ok))
                    && c.kinds.iter().all(|k| slot.accepts(k, true))
                    && c.slots.iter().all(|s| s.accepts(n.kind, true));
                if fits {
                    splices[id].push(d);
                    if splices[id].len() >= MAX_SPLICES {
                        break;
                    }
                }
            }
            // `<item>` wrappers do not count as a level.
            let next = if dn.synthetic { depth } else { depth + 1 };
            if next <= HOIST_DEPTH {
                queue.extend(dn.children.iter().map(|&c| (c, next)));
            }
        }
    }
    splices
}

/// Builds the core tree in pre-order.
fn emit(source: &[u8], nodes: &[Tmp<'_>], hoists: &[Vec<usize>], splices: &[Vec<usize>]) -> Tree {
    let mut b = TreeBuilder::new(source.to_vec());
    let mut kinds: HashMap<&str, u16> = HashMap::new();
    let mut ids: Vec<NodeId> = vec![0; nodes.len()];
    let mut stack: Vec<(usize, Option<NodeId>)> = vec![(0, None)];
    let mut pos = 0usize;
    while let Some((t, parent)) = stack.pop() {
        let n = &nodes[t];
        let kind = *kinds.entry(n.kind).or_insert_with(|| b.kind(n.kind));
        let token = n.leaf.then(|| {
            // Tokens must not overlap or go backwards; tree-sitter's never
            // do, but clamp rather than trust that.
            let start = n.start.clamp(pos, source.len());
            let end = n.end.clamp(start, source.len());
            pos = end;
            start..end
        });
        let id = b.add(parent, kind, n.named, token);
        ids[t] = id;
        let node = b.node_mut(id);
        node.removable = n.removable && parent.is_some();
        node.list = n.list;
        node.error = n.error || n.missing;
        if !n.leaf {
            stack.extend(n.children.iter().rev().map(|&c| (c, Some(id))));
        }
    }
    for (t, h) in hoists.iter().enumerate() {
        if !h.is_empty() {
            b.node_mut(ids[t]).hoists = h.iter().map(|&d| ids[d]).collect();
        }
    }
    for (t, l) in splices.iter().enumerate() {
        if !l.is_empty() {
            b.node_mut(ids[t]).splices = l.iter().map(|&d| ids[d]).collect();
        }
    }
    b.finish()
}
