//! Which nodes may be removed: from their slots, narrowed where
//! node-types over-promises, then nullability inference bottom-up.

use std::collections::HashMap;

use super::Draft;

/// Removability from slots, then nullability inference bottom-up.
pub(super) fn mark_removable(nodes: &mut [Draft<'_>], source: &[u8]) {
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
fn siblings_in_slot(nodes: &[Draft<'_>], id: usize) -> usize {
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
    fn new(nodes: &[Draft<'t>]) -> Self {
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
fn next_to_comma(nodes: &[Draft<'_>], source: &[u8], id: usize) -> bool {
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
fn choice_only(nodes: &[Draft<'_>], id: usize) -> bool {
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

// The tests parse C.
#[cfg(all(test, feature = "c"))]
mod tests {
    use super::super::test_support::{find, staged, Upto};

    #[test]
    fn list_elements_and_optional_children_are_removable_required_ones_not() {
        let src = "int f(int a, int b) { g(); return 1; }";
        staged("c", src, Upto::Removable, |nodes| {
            let removable = |kind, text| nodes[find(nodes, src, kind, text)].removable;
            assert!(removable("expression_statement", "g();"), "a statement");
            assert!(removable("parameter_declaration", "int b"), "a parameter");
            assert!(removable("number_literal", "1"), "return's optional value");
            assert!(!removable("identifier", "f"), "the function's name");
            assert!(!removable("primitive_type", "int"), "the return type");
            assert!(nodes[find(nodes, src, "compound_statement", "{ g(); return 1; }")].list);
        });
    }

    #[test]
    fn one_branch_of_a_choice_is_not_optional() {
        // node-types marks both `name` and `body` of a struct specifier
        // optional; one of them must stay.
        let src = "struct s x;";
        staged("c", src, Upto::Removable, |nodes| {
            assert!(!nodes[find(nodes, src, "type_identifier", "s")].removable);
        });
    }
}
