//! The reduction tree: a parse tree reduced to what the tree algorithms need.
//!
//! It is language-neutral. A front end (the `whittle-grammars` crate, from a
//! tree-sitter parse) builds it with [`TreeBuilder`], marking what the
//! grammar allows: which nodes may be deleted (`removable`: list elements
//! and optional children), which nodes' children form a list (`list`, the
//! quantified nodes of Perses Normal Form), which descendants may
//! replace a node (`hoists`, same kind or a kind the parent's slot accepts),
//! and which descendant lists may be spliced in its place (`splices`: a
//! list element replaced by the elements of a nested list, Perses's third
//! compatibility rule, [Gharachorlu 2023a], §2.4.1, docs/references.md).
//!
//! Token leaves keep their original text and the text before them (spaces,
//! comments), so an unreduced tree renders back to the exact input.
//! Algorithms describe a candidate as a [`TreeEdit`] (removed nodes,
//! replaced nodes, spliced nodes) and render it with [`Tree::render`].
//!
//! A list's *contents* are its children without the anonymous tokens that
//! open and close it (the `{` and `}` of a block, the `[` `]` of an array):
//! what a splice puts in place of a node. Separators between elements are
//! part of the contents.
//!
//! A node holds its kind, whether it is named, its children, its token span,
//! and the grammar's `removable`, `list`, `hoists` and `splices`. Two tables
//! serve the rewrite pass: which kinds are identifiers, and which named kinds
//! each node's slot accepts ([`Tree::slot_accepts`]). A splice renders a list
//! element as the contents of a nested list (`{ s1; if (c) { t1; t2; } }`
//! becomes `{ s1; t1; t2; }`), and [`Tree::live_children`] yields those
//! contents in the node's place, so the algorithms see them as elements of the
//! outer list. Rendering keeps each token's original text and the text before
//! it (a splice's first token takes the text before the node it replaces), and
//! adds a space only where a removal would glue two words that were apart.
//! Nothing recurses, so deep inputs cannot overflow the stack.

use std::ops::Range;

pub type NodeId = u32;

/// One node of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub kind: u16,
    /// A named node (a grammar rule) rather than an anonymous token like `;`.
    pub named: bool,
    pub parent: Option<NodeId>,
    pub children: Vec<NodeId>,
    /// For a token leaf: the token's byte range in the source.
    pub token: Option<Range<u32>>,
    /// Deleting this node keeps its parent syntactically valid.
    pub removable: bool,
    /// This node's children form a list that may be minimised.
    pub list: bool,
    /// Descendants that may take this node's place, nearest first.
    pub hoists: Vec<NodeId>,
    /// List nodes (this node or descendants) whose contents may take this
    /// node's place among its siblings, nearest first.
    pub splices: Vec<NodeId>,
    /// A parse error node (tree-sitter `ERROR`/`MISSING`).
    pub error: bool,
    /// An identifier token that defines its name here (a function's, a
    /// variable's, a parameter's, a field's, a member's where it is
    /// assigned), as the grammar front end reads the parse's fields; a
    /// use, a member read or a library's name does not.
    pub defines: bool,
}

/// A reduction tree over a source text.
#[derive(Clone, Debug)]
pub struct Tree {
    source: Vec<u8>,
    kinds: Vec<String>,
    nodes: Vec<Node>,
    /// The source before each token (index by node id; empty for inner nodes).
    leading: Vec<Range<u32>>,
    /// Text after the last token.
    trailing: Range<u32>,
    /// Token leaves below each node.
    weights: Vec<u32>,
    depths: Vec<u32>,
    /// By kind id: the grammar names this kind an identifier (its word
    /// token, or an alias of it).
    identifier_kinds: Vec<bool>,
    /// The named kinds each slot accepts (sorted), and each node's slot in
    /// that table ([`NO_SLOT`] where the grammar says nothing). The
    /// rewrite passes ask it which node may stand where.
    slots: Vec<Vec<String>>,
    node_slots: Vec<u32>,
    /// Some identifier is marked as defining its name ([`Node::defines`]).
    marks_definitions: bool,
}

/// A node without a known slot.
const NO_SLOT: u32 = u32::MAX;

/// Where a list's contents lie among its `children`: between the leading
/// and the trailing children that `is_delimiter` (anonymous tokens such as
/// `{` and `}`). Shared by [`Tree::contents`] and the grammar front end,
/// which decides splices before the tree exists, so both cut alike.
pub fn contents_range<T>(children: &[T], is_delimiter: impl Fn(&T) -> bool) -> Range<usize> {
    let start = children
        .iter()
        .position(|c| !is_delimiter(c))
        .unwrap_or(children.len());
    let end = children
        .iter()
        .rposition(|c| !is_delimiter(c))
        .map_or(start, |e| e + 1);
    start..end
}

/// What a candidate changes in the tree.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TreeEdit {
    /// `removed[n]`: node `n` and its subtree are gone.
    removed: Vec<bool>,
    /// What stands in node `n`'s place. A splice applies to a node as shown
    /// (after replacements), so one node is never both replaced and
    /// spliced: one entry holds either.
    links: Vec<Link>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Link {
    Kept,
    /// The node renders as its descendant.
    Replaced(NodeId),
    /// The node renders as the contents of a list, itself or a descendant.
    Spliced(NodeId),
}

impl TreeEdit {
    pub fn new(tree: &Tree) -> TreeEdit {
        TreeEdit {
            removed: vec![false; tree.len()],
            links: vec![Link::Kept; tree.len()],
        }
    }

    pub fn is_removed(&self, node: NodeId) -> bool {
        self.removed[node as usize]
    }

    pub fn remove(&mut self, node: NodeId) {
        self.removed[node as usize] = true;
    }

    pub fn restore(&mut self, node: NodeId) {
        self.removed[node as usize] = false;
    }

    /// The descendant `node` renders as, if it is replaced.
    pub fn replacement(&self, node: NodeId) -> Option<NodeId> {
        match self.links[node as usize] {
            Link::Replaced(by) => Some(by),
            _ => None,
        }
    }

    /// Makes `node` render as its descendant `by` (`None` undoes a
    /// replacement). This overrides a splice of `node`.
    pub fn replace(&mut self, node: NodeId, by: Option<NodeId>) {
        let link = &mut self.links[node as usize];
        match by {
            Some(by) => *link = Link::Replaced(by),
            None if matches!(link, Link::Replaced(_)) => *link = Link::Kept,
            None => {}
        }
    }

    /// The list whose contents stand in for `node`, if it is spliced.
    pub fn splice_of(&self, node: NodeId) -> Option<NodeId> {
        match self.links[node as usize] {
            Link::Spliced(list) => Some(list),
            _ => None,
        }
    }

    /// Makes `node` render as the contents of `list` (`None` undoes a
    /// splice). `list` is `node` or below it; a splice applies to the node
    /// as shown, so it overrides a replacement of `node`.
    pub fn splice(&mut self, node: NodeId, list: Option<NodeId>) {
        let link = &mut self.links[node as usize];
        match list {
            Some(list) => *link = Link::Spliced(list),
            None if matches!(link, Link::Spliced(_)) => *link = Link::Kept,
            None => {}
        }
    }
}

impl Tree {
    pub const ROOT: NodeId = 0;

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    pub fn source(&self) -> &[u8] {
        &self.source
    }

    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize]
    }

    pub fn nodes(&self) -> impl Iterator<Item = (NodeId, &Node)> {
        self.nodes.iter().enumerate().map(|(i, n)| (i as NodeId, n))
    }

    pub fn kind_name(&self, id: NodeId) -> &str {
        &self.kinds[self.nodes[id as usize].kind as usize]
    }

    /// Whether the grammar names `id`'s kind an identifier.
    pub fn is_identifier(&self, id: NodeId) -> bool {
        let kind = self.nodes[id as usize].kind as usize;
        self.identifier_kinds.get(kind).copied().unwrap_or(false)
    }

    /// Whether the grammar front end marked which identifiers define their
    /// name ([`Node::defines`]); a tree built without that knowledge marks
    /// none.
    pub fn marks_definitions(&self) -> bool {
        self.marks_definitions
    }

    /// Whether the grammar names nodes of `kind` identifiers.
    pub fn is_identifier_kind(&self, kind: &str) -> bool {
        self.kinds
            .iter()
            .position(|k| k == kind)
            .is_some_and(|i| self.identifier_kinds.get(i).copied().unwrap_or(false))
    }

    /// Whether the slot `id` stands in accepts a named node of `kind`
    /// (false where the grammar gave no slot).
    pub fn slot_accepts(&self, id: NodeId, kind: &str) -> bool {
        match self.node_slots.get(id as usize) {
            Some(&slot) if slot != NO_SLOT => self.slots[slot as usize]
                .binary_search_by(|k| k.as_str().cmp(kind))
                .is_ok(),
            _ => false,
        }
    }

    /// The source bytes `id` covers in the unedited tree: from its first
    /// token's start to its last token's end (`None` without tokens).
    pub fn span(&self, id: NodeId) -> Option<Range<usize>> {
        let first = self.edge_token(id, |children| {
            children.iter().find(|&&c| self.weights[c as usize] > 0)
        })?;
        let last = self.edge_token(id, |children| {
            children
                .iter()
                .rev()
                .find(|&&c| self.weights[c as usize] > 0)
        })?;
        let start = self.nodes[first as usize].token.as_ref()?.start;
        let end = self.nodes[last as usize].token.as_ref()?.end;
        Some(start as usize..end as usize)
    }

    /// The token leaf reached from `node` by following `pick` down.
    fn edge_token<'a>(
        &'a self,
        mut node: NodeId,
        pick: impl Fn(&'a [NodeId]) -> Option<&'a NodeId>,
    ) -> Option<NodeId> {
        loop {
            let n = &self.nodes[node as usize];
            if n.token.is_some() {
                return Some(node);
            }
            node = *pick(&n.children)?;
        }
    }

    /// Token leaves below `id` in the unedited tree.
    pub fn weight(&self, id: NodeId) -> u32 {
        self.weights[id as usize]
    }

    /// Distance from the root (the root is 0).
    pub fn depth(&self, id: NodeId) -> u32 {
        self.depths[id as usize]
    }

    /// The token text of a leaf.
    pub fn token_text(&self, id: NodeId) -> Option<&[u8]> {
        let range = self.nodes[id as usize].token.as_ref()?;
        Some(&self.source[range.start as usize..range.end as usize])
    }

    /// Whether `other` reads as the same tokens, blanks aside.
    pub fn same_tokens(&self, other: &Tree) -> bool {
        fn texts(tree: &Tree) -> impl Iterator<Item = &[u8]> {
            (0..tree.nodes.len() as NodeId)
                .filter_map(|id| tree.token_text(id))
                .filter(|text| !text.is_empty())
        }
        texts(self).eq(texts(other))
    }

    /// The token leaves under `node` (`node` itself if it is one), in
    /// source order.
    pub fn leaves(&self, node: NodeId) -> Vec<NodeId> {
        let mut leaves = Vec::new();
        let mut stack = vec![node];
        while let Some(n) = stack.pop() {
            if self.nodes[n as usize].token.is_some() {
                leaves.push(n);
            }
            stack.extend(self.nodes[n as usize].children.iter().rev());
        }
        leaves
    }

    /// Whether `ancestor` is `node` or above it.
    pub fn is_ancestor(&self, ancestor: NodeId, mut node: NodeId) -> bool {
        loop {
            if node == ancestor {
                return true;
            }
            match self.nodes[node as usize].parent {
                Some(p) => node = p,
                None => return false,
            }
        }
    }

    /// The node as it currently stands: following replacements.
    pub fn resolve(&self, edit: &TreeEdit, mut node: NodeId) -> NodeId {
        while let Some(by) = edit.replacement(node) {
            node = by;
        }
        node
    }

    /// The children of `node` present under `edit`, each resolved through its
    /// replacement; a spliced child gives way to the live contents of its
    /// list, in order.
    pub fn live_children<'a>(
        &'a self,
        edit: &'a TreeEdit,
        node: NodeId,
    ) -> impl Iterator<Item = NodeId> + 'a {
        LiveNodes {
            tree: self,
            edit,
            stack: vec![self.nodes[node as usize].children.iter()],
        }
    }

    /// The contents of `list` present under `edit`: what a node spliced by
    /// `list` shows in its place.
    pub fn live_contents<'a>(
        &'a self,
        edit: &'a TreeEdit,
        list: NodeId,
    ) -> impl Iterator<Item = NodeId> + 'a {
        LiveNodes {
            tree: self,
            edit,
            stack: vec![self.contents(list).iter()],
        }
    }

    /// A list's children without its leading and trailing anonymous tokens
    /// (its delimiters).
    pub fn contents(&self, list: NodeId) -> &[NodeId] {
        &self.nodes[list as usize].children[self.contents_range(list)]
    }

    /// A list's leading and trailing anonymous tokens.
    pub fn delimiters(&self, list: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let children = &self.nodes[list as usize].children;
        let range = self.contents_range(list);
        children[..range.start]
            .iter()
            .chain(&children[range.end..])
            .copied()
    }

    fn contents_range(&self, list: NodeId) -> Range<usize> {
        contents_range(&self.nodes[list as usize].children, |&c| {
            let n = &self.nodes[c as usize];
            !n.named && n.token.is_some()
        })
    }

    /// Token leaves below `node` under `edit`.
    pub fn live_weight(&self, edit: &TreeEdit, node: NodeId) -> u32 {
        self.live_tokens(edit, node).count() as u32
    }

    /// The token leaves below `node` that `edit` leaves in place, each
    /// resolved through replacements and splices (in no particular order).
    pub fn live_tokens<'a>(
        &'a self,
        edit: &'a TreeEdit,
        node: NodeId,
    ) -> impl Iterator<Item = NodeId> + 'a {
        let mut stack = vec![node];
        std::iter::from_fn(move || {
            while let Some(node) = stack.pop() {
                if edit.is_removed(node) {
                    continue;
                }
                let node = self.resolve(edit, node);
                if edit.is_removed(node) {
                    continue;
                }
                if self.nodes[node as usize].token.is_some() {
                    return Some(node);
                } else if let Some(list) = edit.splice_of(node) {
                    stack.extend_from_slice(self.contents(list));
                } else {
                    stack.extend_from_slice(&self.nodes[node as usize].children);
                }
            }
            None
        })
    }

    /// Renders the tree under `edit`. Each token keeps the text that stood
    /// before it; where a removal brings two word characters together that
    /// were apart in the source, a space goes between them so that no new
    /// token forms. The first token of a splice or of a replacement (a
    /// hoist) takes the text before the node it replaces, so the contents
    /// stand where the node stood (a line break before a statement stays,
    /// which matters where line breaks end statements).
    pub fn render(&self, edit: &TreeEdit) -> Vec<u8> {
        enum Step {
            /// A child in its parent's place: removed, replaced or spliced
            /// as the edit says.
            Slot(NodeId),
            /// The next token rendered takes this text before it.
            Lead(NodeId),
            /// A splice's contents are over.
            EndLead,
        }
        let mut out = Vec::with_capacity(self.source.len());
        // Where in the source the last rendered token ended.
        let mut last_end: Option<u32> = None;
        let mut lead: Option<Range<u32>> = None;
        let mut stack = Vec::new();
        if !self.is_empty() {
            stack.push(Step::Slot(Self::ROOT));
        }
        while let Some(step) = stack.pop() {
            let slot = match step {
                Step::Slot(slot) => slot,
                Step::Lead(token) => {
                    // A nested splice that opens a splice keeps the outer
                    // node's text.
                    if lead.is_none() {
                        lead = Some(self.leading[token as usize].clone());
                    }
                    continue;
                }
                Step::EndLead => {
                    lead = None;
                    continue;
                }
            };
            if edit.is_removed(slot) {
                continue;
            }
            let node = self.resolve(edit, slot);
            if edit.is_removed(node) {
                continue;
            }
            if node != slot {
                // A replacement takes the text before the node it stands
                // for, as a splice does: `return [\n  "a"][0]` hoists to
                // `return "a"`, not to a line of its own.
                stack.push(Step::EndLead);
                stack.push(Step::Slot(node));
                if let Some(first) = self.first_token(slot) {
                    stack.push(Step::Lead(first));
                }
                continue;
            }
            if let Some(list) = edit.splice_of(node) {
                stack.push(Step::EndLead);
                stack.extend(self.contents(list).iter().rev().map(|&c| Step::Slot(c)));
                if let Some(first) = self.first_token(slot) {
                    stack.push(Step::Lead(first));
                }
                continue;
            }
            let n = &self.nodes[node as usize];
            if let Some(token) = &n.token {
                let leading_range = lead
                    .take()
                    .unwrap_or_else(|| self.leading[node as usize].clone());
                // Spacing before a token only makes sense after something:
                // the first token rendered drops it, unless it opens the source.
                let leading = if out.is_empty() && leading_range.start > 0 {
                    &[][..]
                } else {
                    self.slice(&leading_range)
                };
                let text = self.slice(token);
                let adjacent_in_source = last_end == Some(leading_range.start);
                let glued = leading.is_empty()
                    && !adjacent_in_source
                    && matches!((out.last(), text.first()), (Some(&a), Some(&b)) if is_word(a) && is_word(b));
                if glued {
                    out.push(b' ');
                }
                out.extend_from_slice(leading);
                out.extend_from_slice(text);
                last_end = Some(token.end);
                continue;
            }
            stack.extend(n.children.iter().rev().map(|&c| Step::Slot(c)));
        }
        out.extend_from_slice(self.slice(&self.trailing));
        out
    }

    /// The first token leaf below `node` in the unedited tree.
    fn first_token(&self, node: NodeId) -> Option<NodeId> {
        self.edge_token(node, <[NodeId]>::first)
    }

    fn slice(&self, range: &Range<u32>) -> &[u8] {
        &self.source[range.start as usize..range.end as usize]
    }

    /// Number of tokens rendered under `edit`.
    pub fn tokens(&self, edit: &TreeEdit) -> usize {
        if self.is_empty() {
            return 0;
        }
        self.live_weight(edit, Self::ROOT) as usize
    }
}

/// Live nodes under an edit: a stack of sibling runs, where a spliced node
/// pushes its list's contents. Every step goes down the tree, so it ends.
struct LiveNodes<'a> {
    tree: &'a Tree,
    edit: &'a TreeEdit,
    stack: Vec<std::slice::Iter<'a, NodeId>>,
}

impl Iterator for LiveNodes<'_> {
    type Item = NodeId;

    fn next(&mut self) -> Option<NodeId> {
        loop {
            let top = self.stack.last_mut()?;
            let Some(&child) = top.next() else {
                self.stack.pop();
                continue;
            };
            if self.edit.is_removed(child) {
                continue;
            }
            let shown = self.tree.resolve(self.edit, child);
            // A node that stands in for its ancestor can be removed too.
            if self.edit.is_removed(shown) {
                continue;
            }
            match self.edit.splice_of(shown) {
                Some(list) => self.stack.push(self.tree.contents(list).iter()),
                None => return Some(shown),
            }
        }
    }
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Builds a [`Tree`] node by node, parents before children, children in
/// source order. The first node added is the root.
pub struct TreeBuilder {
    source: Vec<u8>,
    kinds: Vec<String>,
    nodes: Vec<Node>,
    identifier_kinds: Vec<bool>,
    slots: Vec<Vec<String>>,
    node_slots: Vec<u32>,
}

impl TreeBuilder {
    pub fn new(source: Vec<u8>) -> TreeBuilder {
        assert!(
            source.len() < u32::MAX as usize,
            "inputs of 4 GiB or more are not supported"
        );
        TreeBuilder {
            source,
            kinds: Vec::new(),
            nodes: Vec::new(),
            identifier_kinds: Vec::new(),
            slots: Vec::new(),
            node_slots: Vec::new(),
        }
    }

    /// Marks a kind as one the grammar names an identifier.
    pub fn mark_identifier(&mut self, kind: u16) {
        let kind = kind as usize;
        if self.identifier_kinds.len() <= kind {
            self.identifier_kinds.resize(kind + 1, false);
        }
        self.identifier_kinds[kind] = true;
    }

    /// Adds a slot (the named kinds it accepts) to the tree's table; its
    /// index is for [`TreeBuilder::set_slot`].
    pub fn add_slot(&mut self, mut accepted: Vec<String>) -> u32 {
        accepted.sort();
        accepted.dedup();
        self.slots.push(accepted);
        u32::try_from(self.slots.len() - 1).expect("fewer than 2^32 slots")
    }

    /// Says which slot (from [`TreeBuilder::add_slot`]) node `id` stands in.
    pub fn set_slot(&mut self, id: NodeId, slot: u32) {
        assert!((slot as usize) < self.slots.len(), "an added slot");
        self.node_slots[id as usize] = slot;
    }

    /// The id of a kind name, interned.
    pub fn kind(&mut self, name: &str) -> u16 {
        if let Some(i) = self.kinds.iter().position(|k| k == name) {
            return i as u16;
        }
        self.kinds.push(name.to_string());
        u16::try_from(self.kinds.len() - 1).expect("fewer than 65536 node kinds")
    }

    /// Adds a node under `parent` (`None` for the root). `token` is the byte
    /// range of a leaf's text; tokens must come in source order.
    pub fn add(
        &mut self,
        parent: Option<NodeId>,
        kind: u16,
        named: bool,
        token: Option<Range<usize>>,
    ) -> NodeId {
        let id = self.nodes.len() as NodeId;
        assert_eq!(
            parent.is_none(),
            id == 0,
            "exactly the first node is the root"
        );
        self.nodes.push(Node {
            kind,
            named,
            parent,
            children: Vec::new(),
            token: token.map(|r| r.start as u32..r.end as u32),
            removable: false,
            list: false,
            hoists: Vec::new(),
            splices: Vec::new(),
            error: false,
            defines: false,
        });
        self.node_slots.push(NO_SLOT);
        if let Some(p) = parent {
            self.nodes[p as usize].children.push(id);
        }
        id
    }

    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.nodes[id as usize]
    }

    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize]
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Finishes the tree: works out the text before every token, token
    /// weights and depths. Panics if tokens overlap or go backwards.
    pub fn finish(self) -> Tree {
        let n = self.nodes.len();
        let mut leading = vec![0..0; n];
        let mut weights = vec![0u32; n];
        let mut depths = vec![0u32; n];
        let mut end = 0u32;
        // Ids are in pre-order (parents first, children in order), so a
        // forward scan visits tokens in source order and a backward scan
        // sees children before parents.
        for id in 0..n {
            if let Some(p) = self.nodes[id].parent {
                depths[id] = depths[p as usize] + 1;
            }
            if let Some(token) = &self.nodes[id].token {
                assert!(
                    token.start >= end && token.end >= token.start,
                    "tokens out of order"
                );
                leading[id] = end..token.start;
                end = token.end;
            }
        }
        for id in (0..n).rev() {
            if self.nodes[id].token.is_some() {
                weights[id] = 1;
            }
            if let Some(p) = self.nodes[id].parent {
                weights[p as usize] += weights[id];
            }
        }
        // Text before the first token stays with it; text after the last
        // token is rendered at the end.
        let trailing = end..self.source.len() as u32;
        let marks_definitions = self.nodes.iter().any(|node| node.defines);
        Tree {
            source: self.source,
            kinds: self.kinds,
            nodes: self.nodes,
            leading,
            trailing,
            weights,
            depths,
            identifier_kinds: self.identifier_kinds,
            slots: self.slots,
            node_slots: self.node_slots,
            marks_definitions,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// `f(a, b); g();` as a small tree: a program with a list of statements.
    pub fn sample() -> Tree {
        let text = "f(a, b);\ng();\n";
        let mut b = TreeBuilder::new(text.as_bytes().to_vec());
        let program = b.kind("program");
        let stmt = b.kind("statement");
        let call = b.kind("call");
        let ident = b.kind("identifier");
        let punct = b.kind("punct");
        let root = b.add(None, program, true, None);
        b.node_mut(root).list = true;
        let mut pos = 0;
        let mut token = |b: &mut TreeBuilder, parent, kind, named, s: &str| {
            let start = text[pos..].find(s).unwrap() + pos;
            pos = start + s.len();
            b.add(Some(parent), kind, named, Some(start..pos))
        };
        let s1 = b.add(Some(root), stmt, true, None);
        b.node_mut(s1).removable = true;
        let c1 = b.add(Some(s1), call, true, None);
        token(&mut b, c1, ident, true, "f");
        token(&mut b, c1, punct, false, "(");
        let a = token(&mut b, c1, ident, true, "a");
        b.node_mut(a).removable = true;
        token(&mut b, c1, punct, false, ",");
        token(&mut b, c1, ident, true, "b");
        token(&mut b, c1, punct, false, ")");
        token(&mut b, s1, punct, false, ";");
        let s2 = b.add(Some(root), stmt, true, None);
        b.node_mut(s2).removable = true;
        let c2 = b.add(Some(s2), call, true, None);
        token(&mut b, c2, ident, true, "g");
        token(&mut b, c2, punct, false, "(");
        token(&mut b, c2, punct, false, ")");
        token(&mut b, s2, punct, false, ";");
        b.finish()
    }

    #[test]
    fn an_unedited_tree_renders_the_source() {
        let tree = sample();
        assert_eq!(tree.render(&TreeEdit::new(&tree)), b"f(a, b);\ng();\n");
        assert_eq!(tree.weight(Tree::ROOT), 11);
        assert_eq!(tree.tokens(&TreeEdit::new(&tree)), 11);
    }

    #[test]
    fn removal_and_replacement() {
        let tree = sample();
        let mut edit = TreeEdit::new(&tree);
        let s1 = tree.node(Tree::ROOT).children[0];
        edit.remove(s1);
        assert_eq!(tree.render(&edit), b"g();\n");
        assert_eq!(tree.tokens(&edit), 4);
        edit.restore(s1);
        // Replace the first statement by its call: the `;` goes with it.
        let call = tree.node(s1).children[0];
        edit.replace(s1, Some(call));
        assert_eq!(tree.render(&edit), b"f(a, b)\ng();\n");
        assert_eq!(tree.live_weight(&edit, s1), 6);
    }

    #[test]
    fn removing_a_hoisted_node_removes_it() {
        let tree = sample();
        let mut edit = TreeEdit::new(&tree);
        let s1 = tree.node(Tree::ROOT).children[0];
        let call = tree.node(s1).children[0];
        edit.replace(s1, Some(call));
        edit.remove(call);
        assert_eq!(tree.render(&edit), b"g();\n");
        assert_eq!(tree.live_children(&edit, Tree::ROOT).count(), 1);
    }

    #[test]
    fn removals_never_glue_words() {
        let text = "int x = y;";
        let mut b = TreeBuilder::new(text.as_bytes().to_vec());
        let k = b.kind("t");
        let root = b.add(None, k, true, None);
        let int = b.add(Some(root), k, true, Some(0..3));
        let x = b.add(Some(root), k, true, Some(4..5));
        let _eq = b.add(Some(root), k, false, Some(6..7));
        b.add(Some(root), k, true, Some(8..9));
        b.add(Some(root), k, false, Some(9..10));
        let tree = b.finish();
        let mut edit = TreeEdit::new(&tree);
        edit.remove(x);
        edit.remove(_eq);
        assert_eq!(tree.render(&edit), b"int y;");
        // Nothing is rendered before the first remaining token.
        let mut edit = TreeEdit::new(&tree);
        edit.remove(int);
        assert_eq!(tree.render(&edit), b"x = y;");
    }

    #[test]
    fn tokens_adjacent_in_the_source_stay_adjacent() {
        // `"line\nbreak"`: an escape ending in `n` right before `break`.
        let text = "line\\nbreak";
        let mut b = TreeBuilder::new(text.as_bytes().to_vec());
        let k = b.kind("t");
        let root = b.add(None, k, true, None);
        b.add(Some(root), k, true, Some(0..4));
        b.add(Some(root), k, true, Some(4..6));
        b.add(Some(root), k, true, Some(6..11));
        let tree = b.finish();
        assert_eq!(tree.render(&TreeEdit::new(&tree)), text.as_bytes());
    }

    #[test]
    fn a_space_separates_words_that_would_glue() {
        let text = "a+b";
        let mut b = TreeBuilder::new(text.as_bytes().to_vec());
        let k = b.kind("t");
        let root = b.add(None, k, true, None);
        b.add(Some(root), k, true, Some(0..1));
        let plus = b.add(Some(root), k, false, Some(1..2));
        b.add(Some(root), k, true, Some(2..3));
        let tree = b.finish();
        let mut edit = TreeEdit::new(&tree);
        edit.remove(plus);
        assert_eq!(tree.render(&edit), b"a b");
    }

    /// `{ s1; if c { t1; t2; } s3; }` with `sep` before `if` and before the
    /// last `}`: a block (a list) whose `if` statement holds a block.
    /// Returns the tree, the `if`, the inner block and its statements.
    fn nested_blocks(sep: &str) -> (Tree, NodeId, NodeId, [NodeId; 2]) {
        let text = format!("{{ s1;{sep}if c {{ t1; t2; }} s3;{sep}}}");
        let mut b = TreeBuilder::new(text.as_bytes().to_vec());
        let block = b.kind("block");
        let stmt = b.kind("statement");
        let tok = b.kind("token");
        let mut pos = 0;
        let mut token = |b: &mut TreeBuilder, parent, named, s: &str| {
            let start = text[pos..].find(s).unwrap() + pos;
            pos = start + s.len();
            b.add(Some(parent), tok, named, Some(start..pos))
        };
        let root = b.add(None, block, true, None);
        b.node_mut(root).list = true;
        token(&mut b, root, false, "{");
        let statement =
            |b: &mut TreeBuilder,
             parent,
             name: &str,
             token: &mut dyn FnMut(&mut TreeBuilder, NodeId, bool, &str) -> NodeId| {
                let s = b.add(Some(parent), stmt, true, None);
                b.node_mut(s).removable = true;
                token(b, s, true, name);
                token(b, s, false, ";");
                s
            };
        statement(&mut b, root, "s1", &mut token);
        let if_ = b.add(Some(root), stmt, true, None);
        b.node_mut(if_).removable = true;
        token(&mut b, if_, false, "if");
        token(&mut b, if_, true, "c");
        let inner = b.add(Some(if_), block, true, None);
        b.node_mut(inner).list = true;
        token(&mut b, inner, false, "{");
        let t1 = statement(&mut b, inner, "t1", &mut token);
        let t2 = statement(&mut b, inner, "t2", &mut token);
        token(&mut b, inner, false, "}");
        statement(&mut b, root, "s3", &mut token);
        token(&mut b, root, false, "}");
        b.node_mut(if_).splices = vec![inner];
        (b.finish(), if_, inner, [t1, t2])
    }

    #[test]
    fn a_splice_renders_the_lists_contents_in_place() {
        let (tree, if_, inner, [t1, t2]) = nested_blocks(" ");
        assert_eq!(tree.contents(inner), &[t1, t2]);
        assert_eq!(tree.delimiters(inner).count(), 2);
        let mut edit = TreeEdit::new(&tree);
        edit.splice(if_, Some(inner));
        assert_eq!(tree.render(&edit), b"{ s1; t1; t2; s3; }");
        assert_eq!(tree.tokens(&edit), 10);
        assert_eq!(tree.live_weight(&edit, if_), 4);
        let children: Vec<NodeId> = tree.live_children(&edit, Tree::ROOT).collect();
        assert_eq!(children.len(), 6, "{{ s1 t1 t2 s3 }}");
        assert_eq!(&children[2..4], &[t1, t2]);
        edit.splice(if_, None);
        assert_eq!(tree.render(&edit), b"{ s1; if c { t1; t2; } s3; }");
    }

    #[test]
    fn a_splice_keeps_the_text_before_the_node_it_replaces() {
        // The line break before `if` goes before `t1`, not the space after
        // the inner `{`.
        let (tree, if_, inner, [t1, _]) = nested_blocks("\n  ");
        let mut edit = TreeEdit::new(&tree);
        edit.splice(if_, Some(inner));
        assert_eq!(tree.render(&edit), b"{ s1;\n  t1; t2; s3;\n  }");
        // With the first element gone, the next one takes the place.
        edit.remove(t1);
        assert_eq!(tree.render(&edit), b"{ s1;\n  t2; s3;\n  }");
    }

    #[test]
    fn removals_inside_and_around_a_splice() {
        let (tree, if_, inner, [t1, t2]) = nested_blocks(" ");
        let mut edit = TreeEdit::new(&tree);
        edit.splice(if_, Some(inner));
        edit.remove(t2);
        assert_eq!(tree.render(&edit), b"{ s1; t1; s3; }");
        edit.remove(t1);
        assert_eq!(tree.render(&edit), b"{ s1; s3; }");
        assert_eq!(tree.live_weight(&edit, if_), 0);
        // A splice inside a removed node renders nothing.
        let mut edit = TreeEdit::new(&tree);
        edit.splice(if_, Some(inner));
        edit.remove(if_);
        assert_eq!(tree.render(&edit), b"{ s1; s3; }");
        assert_eq!(tree.tokens(&edit), 6);
    }

    #[test]
    fn a_node_shown_by_replacement_can_be_spliced() {
        // Perses's Fig. 2.10: the `if` is replaced by its block (rule 2),
        // then the block by its statements (rule 3, the block itself).
        let (tree, if_, inner, _) = nested_blocks(" ");
        let mut edit = TreeEdit::new(&tree);
        edit.replace(if_, Some(inner));
        assert_eq!(tree.render(&edit), b"{ s1; { t1; t2; } s3; }");
        edit.splice(inner, Some(inner));
        assert_eq!(tree.render(&edit), b"{ s1; t1; t2; s3; }");
        assert_eq!(tree.tokens(&edit), 10);
    }
}
