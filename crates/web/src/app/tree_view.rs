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
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};
use yew::prelude::*;

use super::source_view::{self, Marks};
pub use super::tree_model::{TreeModel, TreeStatus};
use crate::protocol::NODE_ERROR;

/// Children drawn at first under one node (a translation unit can have
/// thousands).
pub const CHILDREN_SHOWN: usize = 200;

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
        if parent == Status::Testing || model_status.is_testing(id) {
            Status::Testing
        } else if parent == Status::Removed || model_status.is_removed(id) {
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
            let (children, total) = self.children(props, id, status);
            if total > children.len() {
                // Drawn after the shown children: pushed first.
                stack.push((u32::MAX - id, depth + 1, status));
            }
            for &(child, child_status) in children.iter().rev() {
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
        let has_children = props.model.child_count(current) > 0;
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
    /// The first rows under `id` that are drawn (`shown`), with their
    /// statuses, and how many rows there are in all. Only the drawn ones
    /// are read unless removed rows are hidden: an array of a JSON document
    /// can have a hundred thousand elements.
    fn children(
        &self,
        props: &TreePanelProps,
        id: u32,
        status: Status,
    ) -> (Vec<(u32, Status)>, usize) {
        let shown = self.shown.get(&id).copied().unwrap_or(CHILDREN_SHOWN);
        let with_status = |child: u32| (child, Status::of(&props.status, child, status));
        if !self.hide_removed {
            let first = props.model.first_children(id, shown);
            let total = props.model.child_count(id);
            return (first.into_iter().map(with_status).collect(), total);
        }
        let mut kept: Vec<(u32, Status)> = props
            .model
            .children(id)
            .into_iter()
            .map(with_status)
            .filter(|&(_, s)| s != Status::Removed)
            .collect();
        let total = kept.len();
        kept.truncate(shown);
        (kept, total)
    }

    fn row(&self, props: &TreePanelProps, id: u32, depth: usize, status: Status) -> Html {
        let model = &props.model;
        let indent = format!("padding-left:{}px", 4 + depth * 14);
        if id as usize >= model.len() {
            // The "more" row of node `u32::MAX - id`.
            let parent = u32::MAX - id;
            let (drawn, total) = self.children(props, parent, status);
            let hidden = total - drawn.len();
            return html! {
                <div class="tree-row more" style={indent} data-more={parent.to_string()}>
                    <button class="link">{ format!("… {hidden} more") }</button>
                </div>
            };
        }
        let open = self.expanded.contains(&id);
        let toggle = match (model.child_count(id) == 0, open) {
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
            let lost = props.status.lost(model, id);
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
            (model.flags(id) & NODE_ERROR != 0).then_some("error"),
        );
        let selected = self.selected.map_or(id == 0, |s| s == id);
        html! {
            <div {class} style={indent} data-testid="tree-row" data-node={id.to_string()}
                data-kind={model.kind(id).to_string()}
                data-status={model.statuses().then_some(status.word())}
                role="treeitem" aria-level={(depth + 1).to_string()}
                aria-expanded={(model.child_count(id) > 0).then(|| open.to_string())}
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
                let total = ctx.props().model.child_count(id);
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
        let selection = self.pre_ref.cast::<Element>().and_then(|pre| {
            pre.query_selector("[data-testid=source-selection]")
                .ok()
                .flatten()
        });
        if let Some(selection) = selection {
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
                    { source_view::view(&model.source, &marks, &self.pre_ref) }
                </div>
            </div>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tree_model::tests::model;

    #[test]
    fn a_node_takes_its_status_from_its_parent_unless_under_test() {
        let status = TreeStatus::new(&model(), &[3, 5], vec![1]);
        assert_eq!(Status::of(&status, 1, Status::Kept), Status::Testing);
        assert_eq!(Status::of(&status, 7, Status::Removed), Status::Removed);
        assert_eq!(Status::of(&status, 0, Status::Kept), Status::Kept);
    }
}
