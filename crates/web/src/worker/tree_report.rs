//! The reduction worker's side of the tree view: the parse tree as a
//! [`TreeShape`] (sent once), and an edit of it as the top-most nodes it
//! removes (sent with progress). Lists of subtree roots stay short while
//! the tree has 100,000 nodes: one accepted removal is one id.

use whittle_core::tree::{NodeId, Tree, TreeEdit};

use crate::protocol::{TreeShape, NODE_ERROR, NODE_NAMED, NODE_REMOVABLE};

/// The tree as parallel arrays, with each node's byte range worked out.
pub fn shape(tree: &Tree, statuses: bool) -> TreeShape {
    let n = tree.len();
    let mut shape = TreeShape {
        kinds: Vec::new(),
        kind: Vec::with_capacity(n),
        parent: Vec::with_capacity(n),
        start: vec![u32::MAX; n],
        end: vec![0; n],
        weight: Vec::with_capacity(n),
        flags: Vec::with_capacity(n),
        statuses,
        labels: Vec::new(),
        source: None,
    };
    for (id, node) in tree.nodes() {
        let kind = node.kind as usize;
        if shape.kinds.len() <= kind {
            shape.kinds.resize(kind + 1, String::new());
        }
        if shape.kinds[kind].is_empty() {
            shape.kinds[kind] = tree.kind_name(id).to_string();
        }
        shape.kind.push(node.kind);
        shape.parent.push(node.parent.unwrap_or(0));
        shape.weight.push(tree.weight(id));
        let flags = (node.named as u8 * NODE_NAMED)
            | (node.removable as u8 * NODE_REMOVABLE)
            | (node.error as u8 * NODE_ERROR);
        shape.flags.push(flags);
        if let Some(token) = &node.token {
            shape.start[id as usize] = token.start;
            shape.end[id as usize] = token.end;
        }
    }
    // Children have larger ids than their parent: a backward scan has
    // every child's range before its parent needs it.
    for id in (0..n as NodeId).rev() {
        if let Some(parent) = tree.node(id).parent {
            let (p, c) = (parent as usize, id as usize);
            shape.start[p] = shape.start[p].min(shape.start[c]);
            shape.end[p] = shape.end[p].max(shape.end[c]);
        }
    }
    for (start, end) in shape.start.iter_mut().zip(&mut shape.end) {
        if *start == u32::MAX {
            // No token below: an empty range at the end of what came before
            // would do, but nothing needs one; mark it empty.
            *start = 0;
            *end = 0;
        }
    }
    shape
}

/// The top-most nodes that `edit` leaves out of the rendering: removed
/// nodes; inside a replaced node everything but the path down to its
/// replacement (the path's nodes stay: they hold the replacement); inside a
/// spliced node everything but the path down to the list whose contents
/// stand in for it, and that list's delimiters.
pub fn gone_roots(tree: &Tree, edit: &TreeEdit) -> Vec<NodeId> {
    let mut roots = Vec::new();
    if tree.is_empty() {
        return roots;
    }
    let mut stack = vec![Tree::ROOT];
    while let Some(node) = stack.pop() {
        if edit.is_removed(node) {
            roots.push(node);
        } else if let Some(by) = edit.replacement(node) {
            off_path(tree, node, by, &mut roots);
            stack.push(by);
        } else if let Some(list) = edit.splice_of(node) {
            off_path(tree, node, list, &mut roots);
            roots.extend(tree.delimiters(list));
            stack.extend(tree.contents(list).iter().rev());
        } else {
            stack.extend(tree.node(node).children.iter().rev());
        }
    }
    roots
}

/// Walks down from `from` to its descendant `to`, noting the children
/// beside the path as gone.
fn off_path(tree: &Tree, from: NodeId, to: NodeId, roots: &mut Vec<NodeId>) {
    let mut at = from;
    while at != to {
        let mut next = to;
        for &child in &tree.node(at).children {
            if tree.is_ancestor(child, to) {
                next = child;
            } else {
                roots.push(child);
            }
        }
        at = next;
    }
}

/// Which nodes are gone, given the top-most ones: a node is gone when it
/// or an ancestor is a root.
pub fn gone_mask(tree: &Tree, roots: &[NodeId]) -> Vec<bool> {
    let mut gone = vec![false; tree.len()];
    for &root in roots {
        gone[root as usize] = true;
    }
    // Pre-order ids: a parent's flag is final before its children's.
    for (id, node) in tree.nodes() {
        if let Some(parent) = node.parent {
            if gone[parent as usize] {
                gone[id as usize] = true;
            }
        }
    }
    gone
}

#[cfg(test)]
mod tests {
    use super::*;
    use whittle_core::tree::TreeBuilder;

    /// `a b c`: root → [x → [a, b], c].
    fn small() -> Tree {
        let mut b = TreeBuilder::new(b"a b c".to_vec());
        let root_kind = b.kind("root");
        let x_kind = b.kind("x");
        let token = b.kind("t");
        let root = b.add(None, root_kind, true, None);
        let x = b.add(Some(root), x_kind, true, None);
        b.add(Some(x), token, false, Some(0..1));
        b.add(Some(x), token, true, Some(2..3));
        b.add(Some(root), token, true, Some(4..5));
        b.finish()
    }

    #[test]
    fn shape_has_ranges_and_flags() {
        let shape = shape(&small(), true);
        assert_eq!(shape.parent, vec![0, 0, 1, 1, 0]);
        assert_eq!(shape.start, vec![0, 0, 0, 2, 4]);
        assert_eq!(shape.end, vec![5, 3, 1, 3, 5]);
        assert_eq!(shape.weight, vec![3, 2, 1, 1, 1]);
        assert_eq!(shape.flags[2] & NODE_NAMED, 0);
        assert_eq!(shape.kinds[shape.kind[1] as usize], "x");
    }

    #[test]
    fn removed_nodes_are_roots_and_their_subtrees_gone() {
        let tree = small();
        let mut edit = TreeEdit::new(&tree);
        edit.remove(1);
        let roots = gone_roots(&tree, &edit);
        assert_eq!(roots, vec![1]);
        assert_eq!(
            gone_mask(&tree, &roots),
            vec![false, true, true, true, false]
        );
    }

    #[test]
    fn a_replacement_keeps_only_its_path() {
        let tree = small();
        let mut edit = TreeEdit::new(&tree);
        // The root renders as `b`: `a` (beside the path) and `c` are gone.
        edit.replace(0, Some(3));
        let mut roots = gone_roots(&tree, &edit);
        roots.sort();
        assert_eq!(roots, vec![2, 4]);
        assert_eq!(tree.render(&edit), b"b".to_vec());
    }

    #[test]
    fn a_splice_drops_the_list_delimiters() {
        let tree = small();
        let mut edit = TreeEdit::new(&tree);
        // `x` shows its contents: the anonymous `a` that opens it is a
        // delimiter, so it goes.
        edit.splice(1, Some(1));
        assert_eq!(gone_roots(&tree, &edit), vec![2]);
        assert_eq!(tree.render(&edit), b"b c".to_vec());
    }
}
