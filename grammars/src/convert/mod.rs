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
//!
//! The stages, in the order [`convert`] runs them, one module each:
//! `collect` (the parse's nodes in pre-order, `<text>` gaps), `removable`
//! (slots, then nullability), `items` (list elements with their
//! separators), `optionals` (optional children with their tokens),
//! `hoists`, `splices`, and `emit` (the core tree). They share one arena of
//! [`Draft`] nodes.

mod collect;
mod emit;
mod hoists;
mod items;
mod optionals;
mod removable;
mod splices;

use whittle_core::tree::Tree;

use crate::grammar_json::{Identifiers, OptionalGroups};
use crate::node_types::{KindSlots, NodeTypes, Slot};

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

/// Which lists of a language may end with a separator: converter policy
/// that the registry sets per language.
#[derive(Clone, Copy, Debug)]
// A build with a few languages may use only one variant.
#[cfg_attr(not(feature = "default"), allow(dead_code))]
pub(crate) enum Trailing {
    /// Every list (Rust, Go, JavaScript, Python, ...).
    All,
    /// Only lists under these parent kinds (C's `initializer_list`).
    In(&'static [&'static str]),
}

impl Trailing {
    pub fn allowed(self, parent: &str) -> bool {
        match self {
            Trailing::All => true,
            Trailing::In(kinds) => kinds.contains(&parent),
        }
    }
}

/// A node of the tree being built: a tree-sitter node or a synthetic one,
/// with what the stages find out about it.
#[derive(Clone)]
struct Draft<'t> {
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

/// Converts a parse of `source` into a reduction tree; returns it with the
/// number of `ERROR`/`MISSING` nodes.
pub(crate) fn convert(
    source: &[u8],
    ts: &tree_sitter::Tree,
    types: &NodeTypes,
    groups: &OptionalGroups,
    identifiers: &Identifiers,
    trailing_separators: Trailing,
) -> (Tree, usize) {
    let mut nodes = collect::collect(ts, types);
    collect::add_gaps(&mut nodes, source);
    removable::mark_removable(&mut nodes, source);
    items::add_items(&mut nodes, source, trailing_separators);
    optionals::group_optionals(&mut nodes, source, groups);
    let hoists = hoists::find_hoists(&nodes);
    let splices = splices::find_splices(&nodes, source, trailing_separators);
    let errors = nodes
        .iter()
        .filter(|n| !n.synthetic && (n.error || n.missing))
        .count();
    (
        emit::emit(source, &nodes, &hoists, &splices, identifiers),
        errors,
    )
}

#[cfg(all(test, feature = "c"))]
mod test_support;
