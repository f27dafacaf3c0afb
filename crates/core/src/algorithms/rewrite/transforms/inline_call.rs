//! `inline-call`: a function whose body is one statement, inlined at its
//! calls. Read off the tree as the other transformations are: a name
//! followed by a list where it is defined and where it is called, the
//! definition's removable node and its last child, the body.

use std::ops::Range;

use super::{
    bracketed, call_through, elements, first_named, identifiers, list_after, member_call, own_uses,
    removable_ancestor, splice_texts, Target,
};
use crate::tree::{NodeId, Tree};

/// A function named more often than this is left alone: its calls are
/// many texts to grow, and its name is more likely a library's too.
const MAX_CALLS: usize = 4;

/// Every function whose body is one statement and whose name is used
/// nowhere but in calls (at most [`MAX_CALLS`]): the function removed and
/// its statement's value (the expression of `return E` or of `E;`, or the
/// body's one expression) put in each call's place, each parameter there
/// replaced by its argument (clang_delta's `simple-inliner`, for any
/// grammar). One target a function, with two choices: the texts as they
/// are, then with every text of two or more tokens bracketed (where the
/// bare one changes how the expression reads). The pass offers it only
/// where the text shrinks, so a function called several times goes where
/// its definition is larger than what its calls grow by. A method called
/// on a receiver (`self.f(x)`) with one parameter more than arguments has
/// its first parameter bound to the receiver; one with as many, called on
/// another object than `this` (`bus.f(x)`), has `this` bound to it. A rest
/// parameter (`...l`) binds only to a spread argument (`...xs`), and then
/// to the list it spreads (`xs`). A library's method of the same name
/// called on a receiver (`path.split('/')`, or `this.b.push(x)` inside a
/// method `push`: [`own_uses`]) is neither a call nor a recursion.
pub(super) fn targets(tree: &Tree) -> Vec<Target> {
    let mut targets = Vec::new();
    for (name, leaves) in identifiers(tree) {
        let leaves = own_uses(tree, &leaves);
        if leaves.len() < 2 || leaves.len() > MAX_CALLS + 1 {
            continue;
        }
        // A method may be called above its definition.
        let Some(inlined) = leaves
            .iter()
            .find_map(|&first| Inlined::read(tree, first, &leaves))
        else {
            continue;
        };
        let bare = inlined.edits(tree, false);
        let bracketed = inlined.edits(tree, true);
        let mut choices: Vec<Vec<(NodeId, Vec<u8>)>> = bare.into_iter().collect();
        choices.extend(bracketed.filter(|b| !choices.contains(b)));
        if !choices.is_empty() {
            targets.push(Target::InlineCall {
                name,
                function: inlined.function.node,
                choices,
            });
        }
    }
    targets
}

/// A function whose body is one statement, and its calls: what
/// [`targets`] reads.
struct Inlined {
    function: Function,
    calls: Vec<Call>,
}

/// A function's removable node, its body's one statement, that
/// statement's value, and its parameters with the leaves that name them.
struct Function {
    node: NodeId,
    statement: NodeId,
    value: NodeId,
    parameters: Vec<NodeId>,
    names: Vec<NodeId>,
}

/// One call of a [`Function`].
struct Call {
    call: NodeId,
    /// Each use of a parameter in the statement (in source order), with
    /// what takes its place: its argument, or the receiver.
    uses: Vec<(NodeId, NodeId)>,
}

impl Inlined {
    /// `first` names the function, each other of `leaves` calls it.
    fn read(tree: &Tree, first: NodeId, leaves: &[NodeId]) -> Option<Inlined> {
        let function = Function::read(tree, first)?;
        let calls: Vec<Call> = leaves
            .iter()
            .filter(|&&leaf| leaf != first && !function.anothers_method(tree, leaf))
            .map(|&use_| function.call(tree, use_))
            .collect::<Option<_>>()?;
        (!calls.is_empty()).then_some(Inlined { function, calls })
    }

    /// The function removed and the value, its parameters replaced, in
    /// each call's place; texts of two or more tokens bracketed if
    /// `bracket`.
    fn edits(&self, tree: &Tree, bracket: bool) -> Option<Vec<(NodeId, Vec<u8>)>> {
        let mut edits = vec![(self.function.node, Vec::new())];
        for call in &self.calls {
            edits.push((call.call, self.function.inlined(tree, call, bracket)?));
        }
        Some(edits)
    }
}

impl Function {
    /// The function `first` names, if its body is one statement.
    fn read(tree: &Tree, first: NodeId) -> Option<Function> {
        let OneStatement {
            node,
            parameters,
            statement,
        } = OneStatement::read(tree, first)?;
        let value = statement_value(tree, statement)?;
        let parameters = named_elements(tree, parameters);
        let names = parameters
            .iter()
            .map(|&p| parameter_name(tree, p))
            .collect::<Option<_>>()?;
        Some(Function {
            node,
            statement,
            value,
            parameters,
            names,
        })
    }

    /// Whether `leaf` calls another object's method of the same name: it
    /// is called on a receiver with as many arguments as neither the
    /// parameters nor the parameters after a receiver's (`s.push(x)` on a
    /// `Vec` beside `fn push(&mut self, h: c, g: u8)`).
    fn anothers_method(&self, tree: &Tree, leaf: NodeId) -> bool {
        member_call(tree, leaf).is_some_and(|(_, arguments)| {
            let count = named_elements(tree, arguments).len();
            count != self.names.len() && count + 1 != self.names.len()
        })
    }

    /// The call `use_` names, with what each parameter's use takes.
    fn call(&self, tree: &Tree, use_: NodeId) -> Option<Call> {
        if tree.is_ancestor(self.node, use_) {
            return None;
        }
        let (callee, arguments) = call_through(tree, use_)?;
        let call = tree.node(callee).parent?;
        let arguments = named_elements(tree, arguments);
        let receiver = if self.names.len() == arguments.len() + 1 && callee != use_ {
            Some(first_named(tree, callee)?)
        } else if self.names.len() == arguments.len() {
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
        let mut bound: Vec<NodeId> = receiver.into_iter().chain(arguments).collect();
        // A rest parameter (`...l`, `*args`) takes the list a spread
        // argument of the same mark spreads (`...xs` binds `l` to `xs`);
        // any other argument in its place would be one element of it.
        // Rust's `&self` is no rest parameter: its `&` borrows.
        let marks = self.parameters.iter().zip(&self.names).map(|(&p, &name)| {
            (tree.kind_name(name) != "self")
                .then(|| marked(tree, p))
                .flatten()
        });
        for (mark, argument) in marks.zip(bound.iter_mut()) {
            if let Some((mark, _)) = mark {
                match marked(tree, *argument) {
                    Some((spread, inner)) if spread == mark => *argument = inner,
                    _ => return None,
                }
            }
        }
        let mut uses = Vec::new();
        let mut stack = vec![self.statement];
        while let Some(n) = stack.pop() {
            let node = tree.node(n);
            if node.token.is_none() {
                stack.extend(node.children.iter().rev());
                continue;
            }
            let parameter = self.names.iter().position(|&p| {
                tree.node(p).kind == node.kind && tree.token_text(p) == tree.token_text(n)
            });
            if let Some(k) = parameter {
                uses.push((n, bound[k]));
            } else if let Some(receiver) = this_bound.filter(|_| is_this(tree, n)) {
                uses.push((n, receiver));
            }
        }
        Some(Call { call, uses })
    }

    /// The text to put in `call`'s place: the value with the parameters
    /// replaced, bracketed (and every argument of two or more tokens) if
    /// `bracket`. A call that is a statement of its own takes the whole
    /// statement where its keyword is what it does (`raise E`, `throw
    /// e;`): its value alone (`E`) would do nothing.
    fn inlined(&self, tree: &Tree, call: &Call, bracket: bool) -> Option<Vec<u8>> {
        let source = tree.source();
        let text = |n: NodeId, own: &[u8]| {
            if bracket {
                bracketed(tree, n, own)
            } else {
                own.to_vec()
            }
        };
        let alone = tree
            .node(call.call)
            .parent
            .is_some_and(|p| named_elements(tree, p) == [call.call]);
        let inlined = if alone && acts_by_keyword(tree, self.statement) {
            self.statement
        } else {
            self.value
        };
        let value_span = tree.span(inlined)?;
        let inner: Vec<(Range<usize>, Vec<u8>)> = call
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
        Some(if alone {
            value
        } else {
            text(self.value, &value)
        })
    }
}

/// A function whose body is one statement, as `inline-call` and `lift`
/// read it: its removable node, its list of parameters and the
/// statement.
pub(super) struct OneStatement {
    pub node: NodeId,
    pub parameters: NodeId,
    pub statement: NodeId,
}

impl OneStatement {
    /// The function `name` names (the name followed by its parameters),
    /// if its body, the node's last named child, holds one statement.
    pub fn read(tree: &Tree, name: NodeId) -> Option<OneStatement> {
        let parameters = list_after(tree, name)?;
        let node = removable_ancestor(tree, name)?;
        if !tree.is_ancestor(node, parameters) {
            return None;
        }
        let body = *tree
            .node(node)
            .children
            .iter()
            .rev()
            .find(|&&c| tree.node(c).named)?;
        if body == parameters || tree.is_ancestor(body, name) {
            return None;
        }
        let [statement] = named_elements(tree, body)[..] else {
            return None;
        };
        Some(OneStatement {
            node,
            parameters,
            statement,
        })
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

/// Where `node`'s first token is a mark of punctuation (`...`, `*`, `&`;
/// no bracket, which opens a pattern) before a named node, as in a rest
/// parameter or a spread argument: the mark and that node.
fn marked(tree: &Tree, node: NodeId) -> Option<(&[u8], NodeId)> {
    let mut holder = node;
    loop {
        let &first = tree.node(holder).children.first()?;
        if tree.node(first).token.is_none() {
            holder = first;
            continue;
        }
        let mark = tree.token_text(first)?;
        let word_or_bracket = |b: &u8| b.is_ascii_alphanumeric() || b"([{<".contains(b);
        if tree.node(first).named || mark.iter().any(word_or_bracket) {
            return None;
        }
        return Some((mark, first_named(tree, holder)?));
    }
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
/// else the last (`uint32_t n`, `int *p`); Rust's `&mut self` is named
/// by its keyword.
fn parameter_name(tree: &Tree, parameter: NodeId) -> Option<NodeId> {
    let mut leaves = Vec::new();
    let mut after_name = false;
    let mut stack = vec![parameter];
    while let Some(n) = stack.pop() {
        let node = tree.node(n);
        if node.token.is_some() {
            if tree.is_identifier(n) || tree.kind_name(n) == "self" {
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
