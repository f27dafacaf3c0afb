//! `remove-parameter`: a parameter with the argument in the same position
//! at every call, all at once (clang_delta's `remove-param`, for any
//! grammar). Read off the tree: a name followed by a list where it is
//! defined (the parameters) and where it is called (the arguments).

use std::collections::BTreeMap;

use super::{
    call_through, element_removal, elements, following_list, identifiers, list_after, own_uses,
    Target,
};
use crate::tree::{NodeId, Tree};

/// The names of a class's constructor, whose calls are the class's own
/// (`Point(1, 2)` and `new Point(1, 2)` call `__init__(self, x, y)` and
/// `constructor(x, y)`).
const CONSTRUCTORS: &[&str] = &["__init__", "constructor"];

/// A list of one definition or call, and how many leading parameters its
/// elements stand after (a receiver bound before them: `self`).
struct Aligned {
    elements: Vec<NodeId>,
    shift: usize,
}

/// For each name with two or more lists, and each parameter position, the
/// element at that position of every list. A method called on a receiver
/// (`self.m(x)`, `o.m(x)`) where its definition has one parameter more
/// than the call has arguments has the first, the receiver's, bound
/// before them: the arguments line up one place on, and the receiver's
/// parameter is never taken. A class called (`Point(…)`, `new Point(…)`)
/// calls its constructor. A call that cannot be the definition's is left
/// out: one on a receiver where the name is defined only at the top level
/// (`x.quantize(q)` beside `def quantize(amount, places)`: [`own_uses`]),
/// and one on a receiver with fewer arguments than the method takes
/// (`self.heap.push(t)` beside `fn push(&mut self, t, at, n)`): both call
/// a library's method of the same name.
pub(super) fn targets(tree: &Tree) -> Vec<Target> {
    let names = identifiers(tree);
    let constructors = constructors(tree, &names);
    let mut targets = Vec::new();
    for (name, leaves) in names {
        let Some(lists) = aligned_lists(tree, &leaves, constructors.get(name.as_str())) else {
            continue;
        };
        if lists.len() < 2 {
            continue;
        }
        let longest = lists
            .iter()
            .map(|l| l.elements.len() + l.shift)
            .max()
            .unwrap_or(0);
        let bound = lists.iter().map(|l| l.shift).max().unwrap_or(0);
        for position in bound..longest {
            let mut nodes = Vec::new();
            for list in &lists {
                nodes.extend(element_removal(tree, &list.elements, position - list.shift));
            }
            if !nodes.is_empty() {
                targets.push(Target::Remove {
                    what: format!(
                        "remove parameter {} of `{name}` and its arguments",
                        position + 1
                    ),
                    nodes,
                });
            }
        }
    }
    targets
}

/// The lists of a name's definitions and calls, lined up; `None` where a
/// call cannot be lined up with the definitions. A tree that marks no
/// definition lines up every list that follows the name.
fn aligned_lists(
    tree: &Tree,
    leaves: &[NodeId],
    constructor: Option<&Vec<Vec<NodeId>>>,
) -> Option<Vec<Aligned>> {
    let direct = |leaf: NodeId| following_list(tree, leaf).map(|list| elements(tree, list));
    if !tree.marks_definitions() {
        let lists = leaves.iter().filter_map(|&leaf| direct(leaf));
        return Some(
            lists
                .map(|elements| Aligned { elements, shift: 0 })
                .collect(),
        );
    }
    let mut definitions: Vec<Vec<NodeId>> = Vec::new();
    let mut calls: Vec<Vec<NodeId>> = Vec::new();
    let mut through_receiver = false;
    for leaf in own_uses(tree, leaves) {
        if tree.node(leaf).defines {
            definitions.extend(direct(leaf));
        } else if let Some((callee, list)) = call_through(tree, leaf) {
            through_receiver |= callee != leaf;
            calls.push(elements(tree, list));
        }
    }
    if let Some(parameters) = constructor {
        // The class's own list (a body) is no parameter list.
        definitions = parameters.clone();
        through_receiver = true;
    }
    let mut lists: Vec<Aligned> = Vec::new();
    if !through_receiver {
        // Every call names the function itself: lists line up as they are.
        for elements in definitions.into_iter().chain(calls) {
            lists.push(Aligned { elements, shift: 0 });
        }
        return Some(lists);
    }
    let [first, ..] = &definitions[..] else {
        return None;
    };
    let parameters = first.len();
    if definitions.iter().any(|d| d.len() != parameters) {
        return None;
    }
    for elements in calls {
        if let Some(shift @ (0 | 1)) = parameters.checked_sub(elements.len()) {
            lists.push(Aligned { elements, shift });
        }
    }
    for elements in definitions {
        lists.push(Aligned { elements, shift: 0 });
    }
    Some(lists)
}

/// Each class's constructor's parameters, by the class's name (`names`:
/// [`identifiers`]): a method
/// named as in [`CONSTRUCTORS`] whose nearest enclosing class (a node whose
/// kind says `class`) has a name the text defines.
fn constructors(
    tree: &Tree,
    names: &[(String, Vec<NodeId>)],
) -> BTreeMap<String, Vec<Vec<NodeId>>> {
    let mut by_class: BTreeMap<String, Vec<Vec<NodeId>>> = BTreeMap::new();
    for (name, leaves) in names {
        if !CONSTRUCTORS.contains(&name.as_str()) {
            continue;
        }
        for &leaf in leaves {
            if !tree.node(leaf).defines {
                continue;
            }
            // Empty too (`constructor()`): the class's body is no list of
            // parameters.
            let Some(list) = list_after(tree, leaf) else {
                continue;
            };
            let Some(class) = class_name(tree, leaf) else {
                continue;
            };
            by_class
                .entry(class)
                .or_default()
                .push(elements(tree, list));
        }
    }
    by_class
}

/// The name of the nearest class around `node`: the nearest ancestor whose
/// kind says `class` with an identifier child that defines a name (a class
/// body has none).
fn class_name(tree: &Tree, node: NodeId) -> Option<String> {
    let mut at = tree.node(node).parent?;
    loop {
        if tree.node(at).named && tree.kind_name(at).contains("class") {
            let name = tree
                .node(at)
                .children
                .iter()
                .find(|&&c| tree.is_identifier(c) && tree.node(c).defines);
            if let Some(&name) = name {
                let text = tree.token_text(name)?;
                return Some(String::from_utf8_lossy(text).into_owned());
            }
        }
        at = tree.node(at).parent?;
    }
}
