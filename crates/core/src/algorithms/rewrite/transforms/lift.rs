//! `lift`: a function's one statement put in the function's place, after
//! the words that stand before its name (`void f(){(***p);}` to
//! `void(***p);`). Where the language puts a definition's type before its
//! name, a statement that reads as a declarator (`(***p)`, `g()`) then
//! declares: what a reducer that deletes tokens reaches in two cuts (the
//! name with its parameters and the opening brace, then the closing
//! brace), neither of which parses alone. Elsewhere the text does not
//! parse (`function x;`, `def x`) and costs no query.

use super::inline_call::OneStatement;
use super::{identifiers, Target};
use crate::tree::{NodeId, Tree};

/// Every function the text defines whose body is one statement, with the
/// words before the child that holds its name and that statement in its
/// place.
pub(super) fn targets(tree: &Tree) -> Vec<Target> {
    let mut targets = Vec::new();
    for (name, leaves) in identifiers(tree) {
        for &leaf in &leaves {
            if !tree.node(leaf).defines {
                continue;
            }
            if let Some((function, text)) = lifted(tree, leaf) {
                targets.push(Target::Edits {
                    what: format!("lift `{name}`'s one statement"),
                    node: function,
                    edits: vec![(function, text)],
                });
            }
        }
    }
    targets
}

/// The function `leaf` names and its text lifted: the words before the
/// child that holds the name, then the body's one statement.
fn lifted(tree: &Tree, leaf: NodeId) -> Option<(NodeId, String)> {
    let OneStatement {
        node: function,
        statement,
        ..
    } = OneStatement::read(tree, leaf)?;
    let children = &tree.node(function).children;
    let named = children.iter().position(|&c| tree.is_ancestor(c, leaf))?;
    if named == 0 {
        return None;
    }
    let source = tree.source();
    let start = tree.span(function)?.start;
    let end = tree.span(children[named])?.start;
    let words = String::from_utf8_lossy(&source[start..end]);
    let statement = String::from_utf8_lossy(&source[tree.span(statement)?]);
    Some((function, format!("{} {statement}", words.trim_end())))
}
