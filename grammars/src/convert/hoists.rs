//! Hoist candidates: the nearest descendants that may replace a node.

use std::collections::VecDeque;

use super::{Draft, HOIST_DEPTH, MAX_HOISTS};

/// Hoist candidates per node (indices into `nodes`).
pub(super) fn find_hoists(nodes: &[Draft<'_>]) -> Vec<Vec<usize>> {
    let mut hoists = vec![Vec::new(); nodes.len()];
    let mut queue: VecDeque<(usize, usize)> = VecDeque::new();
    for (id, n) in nodes.iter().enumerate().skip(1) {
        if !n.named || n.synthetic || n.error || n.leaf {
            continue;
        }
        let accepts = |d: &Draft<'_>| {
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

// The tests parse C.
#[cfg(all(test, feature = "c"))]
mod tests {
    use super::super::test_support::{find, staged, text, Upto};
    use super::*;

    #[test]
    fn a_statement_offers_the_statements_below_it() {
        let src = "void f(void) { if (a) { b(); } }";
        staged("c", src, Upto::Optionals, |nodes| {
            let hoists = find_hoists(nodes);
            let stmt = find(nodes, src, "if_statement", "if (a) { b(); }");
            let offered: Vec<_> = hoists[stmt].iter().map(|&d| text(nodes, src, d)).collect();
            assert!(offered.contains(&"b();"), "{offered:?}");
            assert!(hoists[stmt].len() <= MAX_HOISTS);
            // A token has nothing below it.
            assert!(hoists[find(nodes, src, "identifier", "a")].is_empty());
        });
    }
}
