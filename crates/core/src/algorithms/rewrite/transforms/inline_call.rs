//! `inline-call`: a function called once, whose body is one statement,
//! inlined at its call. Read off the tree as the other transformations
//! are: a name followed by a list where it is defined and where it is
//! called, the definition's removable node and its last child, the body.

use std::ops::Range;

use super::{
    bracketed, call_through, elements, identifiers, list_after, removable_ancestor, splice_texts,
    Target,
};
use crate::tree::{NodeId, Tree};

/// Every function called once, whose body is one statement: the function
/// removed and its statement's value (the expression of `return E` or of
/// `E;`, or the body's one expression) put in the call's place, each
/// parameter there replaced by its argument (clang_delta's
/// `simple-inliner`, for any grammar). One target a function, with two
/// choices: the texts as they are, then with every text of two or more
/// tokens bracketed (where the bare one changes how the expression
/// reads). A method called on a receiver (`self.f(x)`) with one parameter
/// more than arguments has its first parameter bound to the receiver; one
/// with as many, called on another object than `this` (`bus.f(x)`), has
/// `this` bound to it.
pub(super) fn targets(tree: &Tree) -> Vec<Target> {
    let mut targets = Vec::new();
    for (name, leaves) in identifiers(tree) {
        let [first, use_] = leaves[..] else {
            continue;
        };
        // A method may be called above its definition.
        let Some(call) = called_once(tree, first, use_).or_else(|| called_once(tree, use_, first))
        else {
            continue;
        };
        let bare = call.edits(tree, false);
        let bracketed = call.edits(tree, true);
        let mut choices: Vec<Vec<(NodeId, Vec<u8>)>> = bare.into_iter().collect();
        choices.extend(bracketed.filter(|b| !choices.contains(b)));
        if !choices.is_empty() {
            targets.push(Target::InlineCall {
                name,
                function: call.function,
                choices,
            });
        }
    }
    targets
}

/// A function named once and called once: what [`targets`] reads.
struct CalledOnce {
    /// The function's removable node, its body's one statement and that
    /// statement's value.
    function: NodeId,
    statement: NodeId,
    value: NodeId,
    /// The call.
    call: NodeId,
    /// Each use of a parameter in the statement (in source order), with
    /// what takes its place: its argument, or the receiver.
    uses: Vec<(NodeId, NodeId)>,
}

/// `first` names the function, `use_` calls it.
fn called_once(tree: &Tree, first: NodeId, use_: NodeId) -> Option<CalledOnce> {
    let parameters = list_after(tree, first)?;
    let function = removable_ancestor(tree, first)?;
    if tree.is_ancestor(function, use_) || !tree.is_ancestor(function, parameters) {
        return None;
    }
    let body = *tree
        .node(function)
        .children
        .iter()
        .rev()
        .find(|&&c| tree.node(c).named)?;
    if body == parameters || tree.is_ancestor(body, first) {
        return None;
    }
    let [statement] = named_elements(tree, body)[..] else {
        return None;
    };
    let value = statement_value(tree, statement)?;
    let (callee, arguments) = call_through(tree, use_)?;
    let call = tree.node(callee).parent?;
    let parameters: Vec<NodeId> = named_elements(tree, parameters)
        .into_iter()
        .map(|p| parameter_name(tree, p))
        .collect::<Option<_>>()?;
    let arguments = named_elements(tree, arguments);
    let receiver = if parameters.len() == arguments.len() + 1 && callee != use_ {
        Some(first_named(tree, callee)?)
    } else if parameters.len() == arguments.len() {
        None
    } else {
        return None;
    };
    // With as many parameters as arguments, a call on another object
    // than `this` binds `this` to it.
    let this_bound = match receiver {
        None if callee != use_ => first_named(tree, callee).filter(|&r| !is_this(tree, r)),
        _ => None,
    };
    let bound: Vec<NodeId> = receiver.into_iter().chain(arguments).collect();
    let mut uses = Vec::new();
    let mut stack = vec![statement];
    while let Some(n) = stack.pop() {
        let node = tree.node(n);
        if node.token.is_none() {
            stack.extend(node.children.iter().rev());
            continue;
        }
        let parameter = parameters.iter().position(|&p| {
            tree.node(p).kind == node.kind && tree.token_text(p) == tree.token_text(n)
        });
        if let Some(k) = parameter {
            uses.push((n, bound[k]));
        } else if let Some(receiver) = this_bound.filter(|_| is_this(tree, n)) {
            uses.push((n, receiver));
        }
    }
    Some(CalledOnce {
        function,
        statement,
        value,
        call,
        uses,
    })
}

impl CalledOnce {
    /// The function removed and the value, its parameters replaced, in the
    /// call's place; texts of two or more tokens bracketed if `bracket`. A
    /// call that is a statement of its own takes the whole statement where
    /// its keyword is what it does (`raise E`, `throw e;`): its value alone
    /// (`E`) would do nothing.
    fn edits(&self, tree: &Tree, bracket: bool) -> Option<Vec<(NodeId, Vec<u8>)>> {
        let source = tree.source();
        let text = |n: NodeId, own: &[u8]| {
            if bracket {
                bracketed(tree, n, own)
            } else {
                own.to_vec()
            }
        };
        let alone = tree
            .node(self.call)
            .parent
            .is_some_and(|p| named_elements(tree, p) == [self.call]);
        let inlined = if alone && acts_by_keyword(tree, self.statement) {
            self.statement
        } else {
            self.value
        };
        let value_span = tree.span(inlined)?;
        let inner: Vec<(Range<usize>, Vec<u8>)> = self
            .uses
            .iter()
            .filter(|&&(leaf, _)| tree.is_ancestor(inlined, leaf))
            .map(|&(leaf, by)| {
                let span = tree.span(leaf)?;
                let at = span.start - value_span.start..span.end - value_span.start;
                Some((at, text(by, &source[tree.span(by)?])))
            })
            .collect::<Option<_>>()?;
        let spliced: Vec<(Range<usize>, &[u8])> = inner
            .iter()
            .map(|(at, t)| (at.clone(), t.as_slice()))
            .collect();
        let value = splice_texts(&source[value_span], &spliced);
        let value = if alone {
            value
        } else {
            text(self.value, &value)
        };
        Some(vec![(self.function, Vec::new()), (self.call, value)])
    }
}

/// A list's named elements, each wrapper (an element grouped with its
/// separator) looked through.
fn named_elements(tree: &Tree, list: NodeId) -> Vec<NodeId> {
    elements(tree, list)
        .into_iter()
        .filter_map(|e| {
            if tree.node(e).named {
                Some(e)
            } else {
                first_named(tree, e)
            }
        })
        .collect()
}

/// What a body's one statement gives its caller: the one named child of a
/// statement whose own tokens are words or `;` (`return E;`, `E;`), else
/// the statement itself (an expression, as a Rust block's last).
fn statement_value(tree: &Tree, statement: NodeId) -> Option<NodeId> {
    let node = tree.node(statement);
    let mut named = node.children.iter().filter(|&&c| tree.node(c).named);
    let only = match (named.next(), named.next()) {
        (Some(&only), None) => only,
        _ => return (tree.weight(statement) > 0).then_some(statement),
    };
    let keyword_or_end = node.children.iter().all(|&c| {
        let child = tree.node(c);
        child.named
            || tree
                .token_text(c)
                .is_some_and(|t| t == b";" || t.iter().all(|b| b.is_ascii_alphabetic()))
    });
    if keyword_or_end {
        (tree.weight(only) > 0).then_some(only)
    } else {
        Some(statement)
    }
}

fn first_named(tree: &Tree, node: NodeId) -> Option<NodeId> {
    tree.node(node)
        .children
        .iter()
        .copied()
        .find(|&c| tree.node(c).named)
}

/// The object a method runs on where the language names it by a keyword
/// (`this`, in JavaScript, TypeScript, Java and C++) rather than by a
/// parameter.
fn is_this(tree: &Tree, node: NodeId) -> bool {
    tree.kind_name(node) == "this"
}

/// A statement that starts with a keyword other than `return` (`raise E`,
/// `throw e;`, `del x`): what it does is in the keyword, not its value.
fn acts_by_keyword(tree: &Tree, statement: NodeId) -> bool {
    let node = tree.node(statement);
    node.children.first().is_some_and(|&first| {
        !tree.node(first).named
            && tree.token_text(first).is_some_and(|t| {
                t != b"return" && !t.is_empty() && t.iter().all(|b| b.is_ascii_alphabetic())
            })
    })
}

/// The leaf that names a parameter: the first identifier where the
/// parameter says its type or default after the name (`n: int`, `n=3`),
/// else the last (`uint32_t n`, `int *p`).
fn parameter_name(tree: &Tree, parameter: NodeId) -> Option<NodeId> {
    let mut leaves = Vec::new();
    let mut after_name = false;
    let mut stack = vec![parameter];
    while let Some(n) = stack.pop() {
        let node = tree.node(n);
        if node.token.is_some() {
            if tree.is_identifier(n) {
                leaves.push(n);
            } else if matches!(tree.token_text(n), Some(b":" | b"=")) {
                after_name = true;
            }
            continue;
        }
        stack.extend(node.children.iter().rev());
    }
    if after_name {
        leaves.first().copied()
    } else {
        leaves.last().copied()
    }
}
