//! The parse tree view: the run's parse tree as collapsible rows (kind, the
//! start of its text, token weight now and in the original, and the status
//! kept / removed / being tested), beside a source view of the original
//! input. Clicking a row highlights the node's text there.
//!
//! A 170 KB C file has about 100,000 nodes, so the worker sends the
//! structure once ([`TreeShape`]) and then only the top-most removed nodes
//! and the nodes under test ([`TreeStatus`]). Only expanded nodes are
//! drawn, the tree starts collapsed below the second level, and a node
//! shows its first [`CHILDREN_SHOWN`] children until asked for more.
//! Anonymous tokens (`;`, `{`) are not rows: their text shows in their
//! parent's label.

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};
use yew::prelude::*;

use super::source_view::{self, Marks};
use crate::protocol::{TreeShape, NODE_ERROR, NODE_NAMED};

/// Children drawn at first under one node (a translation unit can have
/// thousands).
pub const CHILDREN_SHOWN: usize = 200;
/// Rows the initial expansion may open.
const INITIAL_ROWS: usize = 80;
/// Bytes of a node's text in its label.
const LABEL_BYTES: usize = 48;

/// The parse tree of a run, as the UI draws it.
pub struct TreeModel {
    /// The run's input: node ranges are byte ranges of it.
    pub source: AttrValue,
    shape: TreeShape,
    /// The row children of node `i`: `rows[row_start[i]..row_start[i + 1]]`.
    row_start: Vec<u32>,
    rows: Vec<u32>,
}

impl TreeModel {
    pub fn new(shape: TreeShape, source: AttrValue) -> TreeModel {
        let n = shape.parent.len();
        let mut has_children = vec![false; n];
        for &p in shape.parent.iter().skip(1) {
            has_children[p as usize] = true;
        }
        let is_row = |id: usize| shape.flags[id] & NODE_NAMED != 0 || has_children[id];
        // Children lists in compressed form: counts, offsets, then a fill in
        // id order (siblings come in source order).
        let mut row_start = vec![0u32; n + 1];
        for id in 1..n {
            if is_row(id) {
                row_start[shape.parent[id] as usize + 1] += 1;
            }
        }
        for i in 0..n {
            row_start[i + 1] += row_start[i];
        }
        let mut next = row_start.clone();
        let mut rows = vec![0u32; row_start[n] as usize];
        for id in 1..n {
            if is_row(id) {
                let p = shape.parent[id] as usize;
                rows[next[p] as usize] = id as u32;
                next[p] += 1;
            }
        }
        TreeModel {
            source,
            shape,
            row_start,
            rows,
        }
    }

    pub fn len(&self) -> usize {
        self.shape.parent.len()
    }

    /// Whether the run reports node statuses (a tree algorithm).
    pub fn statuses(&self) -> bool {
        self.shape.statuses
    }

    fn children(&self, id: u32) -> &[u32] {
        let i = id as usize;
        &self.rows[self.row_start[i] as usize..self.row_start[i + 1] as usize]
    }

    fn kind(&self, id: u32) -> &str {
        &self.shape.kinds[self.shape.kind[id as usize] as usize]
    }

    pub fn range(&self, id: u32) -> Range<usize> {
        self.shape.start[id as usize] as usize..self.shape.end[id as usize] as usize
    }

    fn weight(&self, id: u32) -> u32 {
        self.shape.weight[id as usize]
    }

    fn parent(&self, id: u32) -> Option<u32> {
        (id != 0).then(|| self.shape.parent[id as usize])
    }

    /// The start of the node's text on one line.
    fn label(&self, id: u32) -> String {
        let text = self.source.as_str();
        let range = self.range(id);
        let Some(whole) = text.get(range) else {
            return String::new();
        };
        let mut cut = whole.len().min(LABEL_BYTES);
        while !whole.is_char_boundary(cut) {
            cut -= 1;
        }
        let mut label: String = whole[..cut]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if cut < whole.len() {
            label.push('…');
        }
        label
    }

    /// Sorted, merged byte ranges of the given subtrees.
    fn ranges(&self, roots: &[u32]) -> Vec<Range<usize>> {
        let mut ranges: Vec<Range<usize>> = roots
            .iter()
            .filter(|&&id| (id as usize) < self.len())
            .map(|&id| self.range(id))
            .filter(|r| !r.is_empty())
            .collect();
        ranges.sort_unstable_by_key(|r| r.start);
        let mut merged: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
        for r in ranges {
            match merged.last_mut() {
                Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
                _ => merged.push(r),
            }
        }
        merged
    }

    /// The rows open at first: the root, then its children's children while
    /// they fit in [`INITIAL_ROWS`].
    fn initial_expansion(&self) -> HashSet<u32> {
        let mut expanded = HashSet::from([0]);
        let mut rows = 1 + self.children(0).len();
        for &child in self.children(0) {
            let more = self.children(child).len();
            if more > 0 && rows + more <= INITIAL_ROWS {
                expanded.insert(child);
                rows += more;
            }
        }
        expanded
    }
}

/// Node statuses from the latest progress: top-most removed nodes and
/// top-most nodes under test, with what the view derives from them.
#[derive(Default)]
pub struct TreeStatus {
    removed: HashSet<u32>,
    testing: HashSet<u32>,
    /// The first node under test in source order, for step mode to show.
    first_testing: Option<u32>,
    /// Tokens gone below each node that lost some (few nodes do).
    lost: HashMap<u32, u32>,
    removed_ranges: Vec<Range<usize>>,
    testing_ranges: Vec<Range<usize>>,
}

impl TreeStatus {
    pub fn new(model: &TreeModel, removed: &[u32], testing: Vec<u32>) -> TreeStatus {
        let mut lost: HashMap<u32, u32> = HashMap::new();
        for &root in removed.iter().filter(|&&id| (id as usize) < model.len()) {
            let weight = model.weight(root);
            let mut at = Some(root);
            while let Some(id) = at {
                *lost.entry(id).or_default() += weight;
                at = model.parent(id);
            }
        }
        TreeStatus {
            removed: removed.iter().copied().collect(),
            removed_ranges: model.ranges(removed),
            testing_ranges: model.ranges(&testing),
            first_testing: testing.iter().copied().min(),
            testing: testing.into_iter().collect(),
            lost,
        }
    }

    /// The first node under test, to show after a step.
    pub fn first_testing(&self) -> Option<u32> {
        self.first_testing
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Kept,
    Removed,
    Testing,
}

impl Status {
    fn word(self) -> &'static str {
        match self {
            Status::Kept => "kept",
            Status::Removed => "removed",
            Status::Testing => "testing",
        }
    }

    /// A node's status given its parent's: under test wins (a step's
    /// tested node shows as such even once its removal was accepted).
    fn of(model_status: &TreeStatus, id: u32, parent: Status) -> Status {
        if parent == Status::Testing || model_status.testing.contains(&id) {
            Status::Testing
        } else if parent == Status::Removed || model_status.removed.contains(&id) {
            Status::Removed
        } else {
            Status::Kept
        }
    }
}

#[derive(Properties)]
pub struct TreePanelProps {
    pub model: Rc<TreeModel>,
    pub status: Rc<TreeStatus>,
    /// A node to open up to, select and scroll to, with a number that
    /// changes each time (a step may test the same node twice).
    pub focus: Option<(u32, u32)>,
}

impl PartialEq for TreePanelProps {
    fn eq(&self, other: &Self) -> bool {
        // By identity: comparing 100,000-node trees would cost more than a
        // redraw.
        Rc::ptr_eq(&self.model, &other.model)
            && Rc::ptr_eq(&self.status, &other.status)
            && self.focus == other.focus
    }
}

pub enum TreeMsg {
    Toggle(u32),
    Select(u32),
    More(u32),
    HideRemoved(bool),
    /// A key pressed in the tree (the arrows move and open, Enter toggles).
    Key(String),
}

pub struct TreePanel {
    expanded: HashSet<u32>,
    /// Children shown under a node, beyond [`CHILDREN_SHOWN`].
    shown: HashMap<u32, usize>,
    selected: Option<u32>,
    /// Leave removed nodes out: late in a run most of a large tree is
    /// removed, and the few kept nodes are hard to find among them.
    hide_removed: bool,
    /// Scroll the selection into sight after the next render.
    scroll: bool,
    /// Give the selected row the keyboard focus after the next render.
    focus_row: bool,
    tree_ref: NodeRef,
    pre_ref: NodeRef,
    selection_ref: NodeRef,
}

impl TreePanel {
    fn focus(&mut self, model: &TreeModel, node: u32) {
        let mut at = model.parent(node);
        while let Some(id) = at {
            self.expanded.insert(id);
            at = model.parent(id);
        }
        self.selected = Some(node);
        self.scroll = true;
    }

    /// The visible rows, depth first.
    fn rows(&self, props: &TreePanelProps) -> Vec<Html> {
        self.visible(props)
            .into_iter()
            .map(|(id, depth, status)| self.row(props, id, depth, status))
            .collect()
    }

    /// The visible rows' ids (a "more" row is `u32::MAX - parent`), depths
    /// and statuses, in drawing order.
    fn visible(&self, props: &TreePanelProps) -> Vec<(u32, usize, Status)> {
        let mut out = Vec::new();
        let root_status = Status::of(&props.status, 0, Status::Kept);
        let mut stack = vec![(0u32, 0usize, root_status)];
        while let Some((id, depth, status)) = stack.pop() {
            out.push((id, depth, status));
            if (id as usize) >= props.model.len() || !self.expanded.contains(&id) {
                continue;
            }
            let children = self.children(props, id, status);
            let limit = self.shown.get(&id).copied().unwrap_or(CHILDREN_SHOWN);
            if children.len() > limit {
                // Drawn after the shown children: pushed first.
                stack.push((u32::MAX - id, depth + 1, status));
            }
            for &(child, child_status) in children.iter().take(limit).rev() {
                stack.push((child, depth + 1, child_status));
            }
        }
        out
    }

    /// Moves the selection with the keyboard, as in a file tree: up and
    /// down through the visible rows, right opens (or enters) a node, left
    /// closes it (or goes to its parent), Enter and space open or close.
    fn key(&mut self, props: &TreePanelProps, key: &str) -> bool {
        let rows: Vec<u32> = self
            .visible(props)
            .into_iter()
            .map(|(id, ..)| id)
            .filter(|&id| (id as usize) < props.model.len())
            .collect();
        let Some(&first) = rows.first() else {
            return false;
        };
        let current = self.selected.unwrap_or(first);
        let at = rows.iter().position(|&id| id == current).unwrap_or(0);
        let has_children = !props.model.children(current).is_empty();
        let open = self.expanded.contains(&current);
        let next = match key {
            "ArrowDown" => rows.get(at + 1).copied(),
            "ArrowUp" => at.checked_sub(1).map(|i| rows[i]),
            "Home" => Some(first),
            "End" => rows.last().copied(),
            "ArrowRight" if has_children && !open => {
                self.expanded.insert(current);
                Some(current)
            }
            "ArrowRight" => rows.get(at + 1).copied().filter(|_| has_children),
            "ArrowLeft" if open => {
                self.expanded.remove(&current);
                Some(current)
            }
            "ArrowLeft" => props.model.parent(current),
            "Enter" | " " if has_children => {
                if !self.expanded.remove(&current) {
                    self.expanded.insert(current);
                }
                Some(current)
            }
            _ => return false,
        };
        if let Some(node) = next {
            self.selected = Some(node);
            self.scroll = true;
            self.focus_row = true;
        }
        true
    }

    /// The rows under `id` (whose status is `status`), with their statuses.
    fn children(&self, props: &TreePanelProps, id: u32, status: Status) -> Vec<(u32, Status)> {
        props
            .model
            .children(id)
            .iter()
            .map(|&child| (child, Status::of(&props.status, child, status)))
            .filter(|&(_, s)| !(self.hide_removed && s == Status::Removed))
            .collect()
    }

    fn row(&self, props: &TreePanelProps, id: u32, depth: usize, status: Status) -> Html {
        let model = &props.model;
        let indent = format!("padding-left:{}px", 4 + depth * 14);
        if id as usize >= model.len() {
            // The "more" row of node `u32::MAX - id`.
            let parent = u32::MAX - id;
            let hidden = self.children(props, parent, status).len()
                - self.shown.get(&parent).copied().unwrap_or(CHILDREN_SHOWN);
            return html! {
                <div class="tree-row more" style={indent} data-more={parent.to_string()}>
                    <button class="link">{ format!("… {hidden} more") }</button>
                </div>
            };
        }
        let open = self.expanded.contains(&id);
        let toggle = match (model.children(id).is_empty(), open) {
            (true, _) => html! { <span class="toggle"></span> },
            (false, true) => {
                html! { <span class="toggle" data-testid="tree-toggle">{ "▾" }</span> }
            }
            (false, false) => {
                html! { <span class="toggle" data-testid="tree-toggle">{ "▸" }</span> }
            }
        };
        let weight = model.weight(id);
        let weight_text = if model.statuses() {
            let lost = props.status.lost.get(&id).copied().unwrap_or(0);
            let live = if status == Status::Removed {
                0
            } else {
                weight.saturating_sub(lost)
            };
            format!("{live}/{weight}")
        } else {
            weight.to_string()
        };
        let class = classes!(
            "tree-row",
            model.statuses().then_some(status.word()),
            (self.selected == Some(id)).then_some("selected"),
            (model.shape.flags[id as usize] & NODE_ERROR != 0).then_some("error"),
        );
        let selected = self.selected.map_or(id == 0, |s| s == id);
        html! {
            <div {class} style={indent} data-testid="tree-row" data-node={id.to_string()}
                data-kind={model.kind(id).to_string()}
                data-status={model.statuses().then_some(status.word())}
                role="treeitem" aria-level={(depth + 1).to_string()}
                aria-expanded={(!model.children(id).is_empty()).then(|| open.to_string())}
                aria-selected={selected.to_string()}
                tabindex={if selected { "0" } else { "-1" }}>
                { toggle }
                <span class="kind">{ model.kind(id) }</span>
                // Before the label, which may be cut off by the pane's edge.
                <span class="weight" title={if model.statuses() { "tokens in the best test case / in the original" } else { "tokens" }}>{ weight_text }</span>
                <span class="label">{ model.label(id) }</span>
            </div>
        }
    }
}

/// The row (or "more" row) a click landed on, and whether on its toggle.
fn clicked(event: &MouseEvent) -> Option<TreeMsg> {
    let target: Element = event.target()?.dyn_into().ok()?;
    let row = target.closest(".tree-row").ok()??;
    if let Some(parent) = row.get_attribute("data-more") {
        return parent.parse().ok().map(TreeMsg::More);
    }
    let id: u32 = row.get_attribute("data-node")?.parse().ok()?;
    let on_toggle = target.closest(".toggle").ok().flatten().is_some();
    Some(if on_toggle {
        TreeMsg::Toggle(id)
    } else {
        TreeMsg::Select(id)
    })
}

/// Scrolls `container` so that `element` is in its upper part. The
/// containers are positioned (style.css), so an element's `offsetTop` is
/// measured from its container.
fn scroll_to(container: &NodeRef, element: &Element) {
    let (Some(container), Some(element)) = (
        container.cast::<HtmlElement>(),
        element.dyn_ref::<HtmlElement>(),
    ) else {
        return;
    };
    let top = element.offset_top();
    let visible = container.scroll_top()..container.scroll_top() + container.client_height();
    if !visible.contains(&top) {
        container.set_scroll_top((top - container.client_height() / 4).max(0));
    }
}

impl Component for TreePanel {
    type Message = TreeMsg;
    type Properties = TreePanelProps;

    fn create(ctx: &Context<Self>) -> Self {
        let mut panel = TreePanel {
            expanded: ctx.props().model.initial_expansion(),
            shown: HashMap::new(),
            selected: None,
            hide_removed: false,
            scroll: false,
            focus_row: false,
            tree_ref: NodeRef::default(),
            pre_ref: NodeRef::default(),
            selection_ref: NodeRef::default(),
        };
        if let Some((_, node)) = ctx.props().focus {
            panel.focus(&ctx.props().model, node);
        }
        panel
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &Self::Properties) -> bool {
        let props = ctx.props();
        if !Rc::ptr_eq(&props.model, &old.model) {
            self.expanded = props.model.initial_expansion();
            self.shown.clear();
            self.selected = None;
        }
        if props.focus != old.focus {
            if let Some((_, node)) = props.focus {
                self.focus(&props.model, node);
            }
        }
        true
    }

    fn update(&mut self, ctx: &Context<Self>, msg: TreeMsg) -> bool {
        match msg {
            TreeMsg::Toggle(id) => {
                if !self.expanded.remove(&id) {
                    self.expanded.insert(id);
                }
            }
            TreeMsg::Select(id) => {
                self.selected = Some(id);
                self.scroll = true;
            }
            TreeMsg::More(id) => {
                let total = ctx.props().model.children(id).len();
                let shown = self.shown.entry(id).or_insert(CHILDREN_SHOWN);
                *shown = (*shown * 2).min(total);
            }
            TreeMsg::HideRemoved(hide) => self.hide_removed = hide,
            TreeMsg::Key(key) => return self.key(ctx.props(), &key),
        }
        true
    }

    fn rendered(&mut self, _ctx: &Context<Self>, _first_render: bool) {
        if std::mem::take(&mut self.focus_row) {
            let row = self.selected.and_then(|id| {
                let tree = self.tree_ref.cast::<Element>()?;
                tree.query_selector(&format!("[data-node=\"{id}\"]"))
                    .ok()
                    .flatten()
            });
            if let Some(row) = row.and_then(|r| r.dyn_into::<HtmlElement>().ok()) {
                let _ = row.focus();
            }
        }
        if !std::mem::take(&mut self.scroll) {
            return;
        }
        if let Some(selection) = self.selection_ref.cast::<Element>() {
            scroll_to(&self.pre_ref, &selection);
        }
        let row = self.selected.and_then(|id| {
            let tree = self.tree_ref.cast::<Element>()?;
            tree.query_selector(&format!("[data-node=\"{id}\"]"))
                .ok()
                .flatten()
        });
        if let Some(row) = row {
            scroll_to(&self.tree_ref, &row);
        }
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let props = ctx.props();
        let model = &props.model;
        let onclick = ctx.link().batch_callback(|e: MouseEvent| clicked(&e));
        let onkeydown = ctx.link().batch_callback(|e: KeyboardEvent| {
            let key = e.key();
            let handled = matches!(
                key.as_str(),
                "ArrowDown"
                    | "ArrowUp"
                    | "ArrowLeft"
                    | "ArrowRight"
                    | "Home"
                    | "End"
                    | "Enter"
                    | " "
            );
            handled.then(|| {
                e.prevent_default();
                TreeMsg::Key(key)
            })
        });
        let on_hide = ctx.link().callback(|e: Event| {
            TreeMsg::HideRemoved(e.target_unchecked_into::<HtmlInputElement>().checked())
        });
        let marks = Marks {
            removed: &props.status.removed_ranges,
            testing: &props.status.testing_ranges,
            selected: self.selected.map(|id| model.range(id)),
        };
        html! {
            <div class="tree-panel">
                <div class="tree-column">
                    <div class="muted">{
                        if model.statuses() {
                            format!("{} nodes; click a row to show its text, ▸ to open it. Weights: tokens now / in the original.", model.len())
                        } else {
                            format!("{} nodes. This algorithm works on units, not on the tree: no statuses.", model.len())
                        }
                    }</div>
                    if model.statuses() {
                        <label class="muted"><input type="checkbox" data-testid="tree-hide-removed"
                            checked={self.hide_removed} onchange={on_hide} />{ " hide removed nodes" }</label>
                    }
                    <div class="tree-view" data-testid="tree-view" ref={self.tree_ref.clone()} {onclick} {onkeydown}
                        role="tree" aria-label="parse tree">
                        { for self.rows(props) }
                    </div>
                </div>
                <div class="source-column">
                    <div class="muted legend">
                        <span class="removed">{ "removed" }</span>{ " " }
                        <span class="testing">{ "under test" }</span>{ " " }
                        <span class="selected">{ "selected node" }</span>
                    </div>
                    { source_view::view(&model.source, &marks, &self.selection_ref, &self.pre_ref) }
                </div>
            </div>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `int a; int b;`: 0 root → [1 decl → [2 `int`, 3 a, 4 `;`], 5 decl → [6 `int`, 7 b, 8 `;`]].
    fn model() -> TreeModel {
        let shape = TreeShape {
            kinds: vec![
                "root".into(),
                "decl".into(),
                "int".into(),
                "identifier".into(),
                ";".into(),
            ],
            kind: vec![0, 1, 2, 3, 4, 1, 2, 3, 4],
            parent: vec![0, 0, 1, 1, 1, 0, 5, 5, 5],
            start: vec![0, 0, 0, 4, 5, 7, 7, 11, 12],
            end: vec![13, 6, 3, 5, 6, 13, 10, 12, 13],
            weight: vec![6, 3, 1, 1, 1, 3, 1, 1, 1],
            flags: vec![1, 1, 0, 1, 0, 1, 0, 1, 0],
            statuses: true,
        };
        TreeModel::new(shape, AttrValue::from("int a; int b;"))
    }

    #[test]
    fn rows_are_named_nodes_and_inner_nodes() {
        let m = model();
        assert_eq!(m.children(0), &[1, 5]);
        assert_eq!(m.children(1), &[3]);
        assert_eq!(m.label(1), "int a;");
        assert_eq!(m.initial_expansion(), HashSet::from([0, 1, 5]));
    }

    #[test]
    fn status_counts_lost_tokens_and_merges_ranges() {
        let m = model();
        let status = TreeStatus::new(&m, &[3, 5], vec![1]);
        assert_eq!(status.lost[&0], 4);
        assert_eq!(status.lost[&1], 1);
        assert_eq!(status.removed_ranges, vec![4..5, 7..13]);
        assert_eq!(status.testing_ranges, vec![0..6]);
        assert_eq!(Status::of(&status, 1, Status::Kept), Status::Testing);
        assert_eq!(Status::of(&status, 7, Status::Removed), Status::Removed);
        assert_eq!(Status::of(&status, 0, Status::Kept), Status::Kept);
    }
}
