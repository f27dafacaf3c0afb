//! The first stage: the parse's nodes in pre-order with their fields and
//! slots, and `<text>` tokens for source text that no child covers.

use super::{Draft, TEXT_KIND};
use crate::node_types::NodeTypes;
use crate::walk::{preorder, Step};

/// The tree-sitter nodes in pre-order, with their fields and slots.
pub(super) fn collect<'t>(ts: &'t tree_sitter::Tree, types: &'t NodeTypes) -> Vec<Draft<'t>> {
    let mut nodes: Vec<Draft<'t>> = Vec::new();
    let mut parent: Option<usize> = None;
    preorder(ts, |step| {
        let cursor = match step {
            Step::Enter(cursor) => cursor,
            Step::Leave => {
                parent = parent.and_then(|p| nodes[p].parent);
                return false;
            }
        };
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
        nodes.push(Draft {
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
        let inner = node.child_count() > 0;
        if inner {
            parent = Some(id);
        }
        inner
    });
    nodes
}

/// Adds a `<text>` token for each stretch of non-whitespace source inside an
/// inner node that no child covers (for the root: anywhere in the source).
pub(super) fn add_gaps(nodes: &mut Vec<Draft<'_>>, source: &[u8]) {
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
    nodes: &mut Vec<Draft<'_>>,
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
    nodes.push(Draft {
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

// The tests parse C.
#[cfg(all(test, feature = "c"))]
mod tests {
    use super::super::test_support::{find, staged, text, Upto};
    use super::*;

    #[test]
    fn nodes_come_in_pre_order_with_parents_fields_and_slots() {
        let src = "int x;";
        staged("c", src, Upto::Collected, |nodes| {
            assert_eq!(nodes[0].kind, "translation_unit");
            assert_eq!(nodes[0].parent, None);
            let decl = find(nodes, src, "declaration", "int x;");
            let name = find(nodes, src, "identifier", "x");
            assert!(decl < name, "pre-order");
            assert_eq!(nodes[name].parent, Some(decl));
            assert_eq!(nodes[name].field, Some("declarator"));
            assert!(nodes[name].leaf && !nodes[name].slotless);
            let semi = find(nodes, src, ";", ";");
            assert!(nodes[semi].slotless, "punctuation is in no slot");
            assert_eq!(nodes[decl].children.len(), 3);
            assert!(nodes.iter().all(|n| !n.synthetic));
        });
    }

    #[test]
    fn a_gap_is_its_text_without_surrounding_whitespace() {
        let src = "x;";
        staged("c", src, Upto::Collected, |nodes| {
            let mut nodes = nodes.to_vec();
            let source = b"  ab c \n";
            let mut out = Vec::new();
            push_gap(&mut nodes, source, 0, 0, source.len(), &mut out);
            assert_eq!(out.len(), 1);
            let gap = &nodes[out[0]];
            assert_eq!((gap.kind, gap.start, gap.end), (TEXT_KIND, 2, 6));
            assert!(gap.leaf && gap.synthetic && gap.slotless);
            assert_eq!(gap.parent, Some(0));
            // Whitespace alone, or nothing, makes no token.
            push_gap(&mut nodes, source, 0, 6, source.len(), &mut out);
            push_gap(&mut nodes, source, 0, 4, 4, &mut out);
            assert_eq!(out.len(), 1);
        });
        // A parse covers all its text: no gaps.
        staged("c", "int f(void) { return 1; }", Upto::Removable, |nodes| {
            assert!(nodes.iter().all(|n| n.kind != TEXT_KIND));
            assert_eq!(
                text(nodes, "int f(void) { return 1; }", 0),
                "int f(void) { return 1; }"
            );
        });
    }
}
