//! Optional children wrapped with the tokens that belong to them in the
//! grammar's rules (`= 5`, `a.`), from the vendored `grammar.json`.

use super::items::push_item;
use super::Draft;
use crate::grammar_json::{Key, OptionalGroups, Pattern};

/// Wraps an optional child with the tokens that belong to it in the
/// grammar (`=` before an initializer, `.` after a call's object; see
/// `grammar_json.rs`) in an `<item>`, so that they go together. Only where
/// the parse fits one of the child's patterns exactly: the tokens stand
/// right next to it (comments aside) with their own text, the child is the
/// only one with its key, and the parent has none of the pattern's absent
/// keys. The child inside is not itself removable: the item is.
pub(super) fn group_optionals(nodes: &mut Vec<Draft<'_>>, source: &[u8], groups: &OptionalGroups) {
    let key = |n: &Draft<'_>| match n.field {
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

// The tests parse Java and C.
#[cfg(all(test, feature = "c", feature = "java"))]
mod tests {
    use super::super::test_support::{staged, texts, Upto};
    use super::super::ITEM_KIND;

    #[test]
    fn an_initializer_goes_with_its_equals_sign() {
        let src = "class A { void m() { int x = 5; } }";
        staged("java", src, Upto::Optionals, |nodes| {
            assert!(
                texts(nodes, src, ITEM_KIND).contains(&"= 5"),
                "{:?}",
                texts(nodes, src, ITEM_KIND)
            );
        });
        // Languages without a vendored grammar.json get no such groups.
        let src = "int x = 5;";
        staged("c", src, Upto::Optionals, |nodes| {
            assert!(!texts(nodes, src, ITEM_KIND).contains(&"= 5"));
        });
    }
}
