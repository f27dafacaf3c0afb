//! List elements wrapped with their separators in `<item>` nodes.

use super::{Draft, Trailing, ITEM_KIND};

/// Wraps list elements with their separators in `<item>` nodes.
pub(super) fn add_items(nodes: &mut Vec<Draft<'_>>, source: &[u8], trailing: Trailing) {
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
pub(super) fn push_item(nodes: &mut Vec<Draft<'_>>, p: usize, members: Vec<usize>) -> usize {
    let item = nodes.len();
    for &m in &members {
        nodes[m].parent = Some(item);
    }
    let (start, end) = match (members.first(), members.last()) {
        (Some(&a), Some(&b)) => (nodes[a].start, nodes[b].end),
        _ => (nodes[p].start, nodes[p].start),
    };
    nodes.push(Draft {
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

// The tests parse C.
#[cfg(all(test, feature = "c"))]
mod tests {
    use super::super::test_support::{find, staged, texts, Upto};
    use super::*;

    #[test]
    fn elements_take_the_separator_after_them() {
        // C's initializer lists may end with a comma: the last element
        // stays bare.
        let src = "int a[] = {1, 2, 3};";
        staged("c", src, Upto::Items, |nodes| {
            assert_eq!(texts(nodes, src, ITEM_KIND), ["1,", "2,"]);
            let one = find(nodes, src, "number_literal", "1");
            assert!(!nodes[one].removable, "the item is, not the element");
            assert!(nodes[find(nodes, src, "number_literal", "3")].removable);
        });
    }

    #[test]
    fn without_trailing_separators_the_last_element_takes_the_one_before() {
        let src = "void f(void) { g(a, b, c); }";
        staged("c", src, Upto::Items, |nodes| {
            // `a,` and `, c`; `b` stays bare between them.
            assert_eq!(texts(nodes, src, ITEM_KIND), ["a,", ", c"]);
            let item = find(nodes, src, ITEM_KIND, ", c");
            assert!(nodes[item].removable && nodes[item].synthetic);
            assert_eq!(nodes[item].children.len(), 2);
        });
    }
}
