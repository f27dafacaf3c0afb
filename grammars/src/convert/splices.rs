//! Splice candidates: the nearest lists whose contents may replace a list
//! element (Perses's third replacement rule), with their separators checked.

use std::collections::{HashMap, VecDeque};
use std::ops::Range;

use super::{Draft, Trailing, HOIST_DEPTH, MAX_SPLICES};
use crate::node_types::Slot;

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
fn is_separator(n: &Draft<'_>, source: &[u8]) -> bool {
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
fn contents_of<'t>(nodes: &[Draft<'t>], source: &'t [u8], list: usize) -> Contents<'t> {
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
fn contents_range(nodes: &[Draft<'_>], list: usize) -> Range<usize> {
    whittle_core::tree::contents_range(&nodes[list].children, |&c| !nodes[c].named && nodes[c].leaf)
}

/// Whether a separator follows list element `id` (inside its `<item>` or
/// after it in its list's contents: a closing delimiter is no separator).
fn followed_by_separator(nodes: &[Draft<'_>], source: &[u8], id: usize) -> bool {
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
pub(super) fn find_splices(
    nodes: &[Draft<'_>],
    source: &[u8],
    trailing: Trailing,
) -> Vec<Vec<usize>> {
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

// The tests parse C.
#[cfg(all(test, feature = "c"))]
mod tests {
    use super::super::test_support::{find, staged, text, Upto};
    use super::*;

    #[test]
    fn a_nested_block_can_be_spliced_into_its_outer_list() {
        let src = "void f(void) { s(); if (c) { t(); u(); } }";
        staged("c", src, Upto::Optionals, |nodes| {
            let splices = find_splices(nodes, src.as_bytes(), Trailing::In(&[]));
            let stmt = find(nodes, src, "if_statement", "if (c) { t(); u(); }");
            let lists: Vec<_> = splices[stmt].iter().map(|&d| text(nodes, src, d)).collect();
            assert_eq!(lists, ["{ t(); u(); }"]);
        });
    }

    #[test]
    fn call_arguments_are_no_statements() {
        let src = "void f(void) { g(h(1, 2)); }";
        staged("c", src, Upto::Optionals, |nodes| {
            let splices = find_splices(nodes, src.as_bytes(), Trailing::In(&[]));
            let stmt = find(nodes, src, "expression_statement", "g(h(1, 2));");
            assert!(splices[stmt].is_empty());
        });
    }
}
