//! The last stage: the core tree, built in pre-order.
//!
//! It also hands the core tree each node's slot (what the slot accepts), the
//! identifier kinds (`grammar_json::Identifiers`, or the naming convention
//! where no `grammar.json` is vendored) and which identifiers define their
//! name (by the validator's rules of names).

use std::collections::HashMap;

use whittle_core::tree::{NodeId, Tree, TreeBuilder};

use super::Draft;
use crate::grammar_json::Identifiers;
use crate::node_types::Slot;
use crate::validator::{assigns_member, defines_under, is_member_field};

/// Builds the core tree in pre-order.
pub(super) fn emit(
    source: &[u8],
    nodes: &[Draft<'_>],
    hoists: &[Vec<usize>],
    splices: &[Vec<usize>],
    identifiers: &Identifiers,
) -> Tree {
    let mut b = TreeBuilder::new(source.to_vec());
    let mut kinds: HashMap<&str, u16> = HashMap::new();
    // Slots are shared by every node of a kind in one field: one table
    // entry each, found by address.
    let mut slots: HashMap<*const Slot, u32> = HashMap::new();
    let mut ids: Vec<NodeId> = vec![0; nodes.len()];
    let mut stack: Vec<(usize, Option<NodeId>)> = vec![(0, None)];
    let mut pos = 0usize;
    while let Some((t, parent)) = stack.pop() {
        let n = &nodes[t];
        let kind = *kinds.entry(n.kind).or_insert_with(|| {
            let kind = b.kind(n.kind);
            if n.named && identifiers.contains(n.kind) {
                b.mark_identifier(kind);
            }
            kind
        });
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
        if let Some(slot) = n.slot {
            let index = *slots
                .entry(slot as *const Slot)
                .or_insert_with(|| b.add_slot(slot.named.iter().cloned().collect()));
            b.set_slot(id, index);
        }
        let node = b.node_mut(id);
        node.removable = n.removable && parent.is_some();
        node.list = n.list;
        node.error = n.error || n.missing;
        node.defines = n.leaf && n.named && identifiers.contains(n.kind) && defines(nodes, n);
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

/// Whether the identifier `n` defines its name, by its field and the kind
/// of its parent in the parse; a member's name where its member
/// expression is assigned.
fn defines(nodes: &[Draft<'_>], n: &Draft<'_>) -> bool {
    let Some(parent) = parse_parent(nodes, n) else {
        return false;
    };
    let parent = &nodes[parent];
    if is_member_field(n.field) {
        return parse_parent(nodes, parent)
            .is_some_and(|above| assigns_member(parent.field, nodes[above].kind));
    }
    parent.named && defines_under(n.field, parent.kind)
}

/// `n`'s parent in the parse: the nearest ancestor not added here.
fn parse_parent(nodes: &[Draft<'_>], n: &Draft<'_>) -> Option<usize> {
    let mut parent = n.parent;
    while let Some(p) = parent.filter(|&p| nodes[p].synthetic) {
        parent = nodes[p].parent;
    }
    parent
}

// The tests parse C.
#[cfg(all(test, feature = "c"))]
mod tests {
    use whittle_core::tree::TreeEdit;

    use super::super::convert;

    #[test]
    fn the_tree_renders_back_to_the_source_with_its_flags() {
        let c = crate::by_name("c").unwrap();
        let src = "int main(void) { int a[] = {1, 2}; return a[0]; }\n";
        let mut parser = c.parser().unwrap();
        let ts = parser.parse(src, None).unwrap();
        let (tree, errors) = convert(
            src.as_bytes(),
            &ts,
            c.node_types(),
            c.optional_groups(),
            c.identifiers(),
            c.trailing_separators(),
        );
        assert_eq!(errors, 0);
        assert_eq!(tree.render(&TreeEdit::new(&tree)), src.as_bytes());
        let items = tree
            .nodes()
            .filter(|&(id, _)| tree.kind_name(id) == "<item>")
            .count();
        assert_eq!(items, 1, "`1,`");
        assert!(tree.nodes().any(|(_, n)| n.removable));
        assert!(!tree.node(0).removable, "the root stays");
    }

    #[test]
    fn the_tree_knows_its_identifiers_and_what_each_slot_accepts() {
        let c = crate::by_name("c").unwrap();
        let src = "struct s { int f; }; int g(void) { struct s v; return v.f + 1; }\n";
        let tree = c.parse(src.as_bytes()).unwrap().tree;
        let find = |kind: &str, text: &str| {
            tree.nodes()
                .map(|(id, _)| id)
                .find(|&id| {
                    tree.kind_name(id) == kind && tree.span(id).is_some_and(|s| &src[s] == text)
                })
                .unwrap_or_else(|| panic!("no {kind} `{text}`"))
        };
        // C has no vendored grammar.json: identifiers by the naming
        // convention, aliases included.
        assert!(tree.is_identifier(find("identifier", "g")));
        assert!(tree.is_identifier(find("field_identifier", "f")));
        assert!(tree.is_identifier(find("type_identifier", "s")));
        assert!(!tree.is_identifier(find("primitive_type", "int")));
        assert!(!tree.is_identifier(find("number_literal", "1")));
        // The returned expression's slot takes any expression, not a type.
        let sum = find("binary_expression", "v.f + 1");
        assert!(tree.slot_accepts(sum, "number_literal"));
        assert!(tree.slot_accepts(sum, "identifier"));
        assert!(!tree.slot_accepts(sum, "primitive_type"));
        // A declaration's type slot takes types, not expressions.
        let int = find("primitive_type", "int");
        assert!(tree.slot_accepts(int, "struct_specifier"));
        assert!(!tree.slot_accepts(int, "number_literal"));
    }

    /// The names each identifier token defines, in source order.
    fn definitions(language: &str, src: &str) -> Vec<String> {
        let tree = crate::by_name(language)
            .unwrap()
            .parse(src.as_bytes())
            .unwrap()
            .tree;
        tree.nodes()
            .filter(|(_, node)| node.defines)
            .map(|(id, _)| String::from_utf8_lossy(tree.token_text(id).unwrap()).into_owned())
            .collect()
    }

    #[test]
    fn the_tree_knows_which_identifiers_define_their_name() {
        let src = "struct s { int f; }; int *g; int h(int a) { struct s v; return *g + a + v.f + printf(a); }\n";
        // The struct, its field, the variables, the function and its
        // parameter; not their uses, the member access or the library's
        // function. `struct s v` names `s` in the field that defines it in
        // `struct s { … }`: read as a definition, as the rules lean.
        assert_eq!(definitions("c", src), ["s", "f", "g", "h", "a", "s", "v"]);
    }

    #[cfg(feature = "python")]
    #[test]
    fn python_definitions_are_read_through_items_and_assignments() {
        // `self.x` assigned gives the member `x`; `self.y` read does not.
        let src =
            "def f(a, b=1):\n    c, d = a, b\n    self.x = len(c) + self.y\n    return f(d)\n";
        assert_eq!(definitions("python", src), ["f", "a", "b", "c", "d", "x"]);
    }

    #[cfg(feature = "javascript")]
    #[test]
    fn javascript_members_assigned_are_definitions() {
        let src = "class A { m(d) { d.next = this.head; this.head = d; this.map.get(d); } }\n";
        assert_eq!(
            definitions("javascript", src),
            ["A", "m", "d", "next", "head"]
        );
    }

    // JavaScript's grammar.json is vendored: its word token and the
    // aliases of it are the identifiers, and nothing else is.
    #[cfg(feature = "javascript")]
    #[test]
    fn identifiers_come_from_the_grammar_where_it_is_vendored() {
        let js = crate::by_name("javascript").unwrap();
        let src = "const o = { a: 1 }; label: for (;;) { o.a++; break label; }\n";
        let tree = js.parse(src.as_bytes()).unwrap().tree;
        let kinds: Vec<&str> = tree
            .nodes()
            .filter(|&(id, _)| tree.is_identifier(id))
            .map(|(id, _)| tree.kind_name(id))
            .collect();
        assert!(kinds.contains(&"identifier"), "{kinds:?}");
        assert!(kinds.contains(&"property_identifier"), "{kinds:?}");
        assert!(kinds.contains(&"statement_identifier"), "{kinds:?}");
        assert!(!kinds.contains(&"number"), "{kinds:?}");
    }
}
