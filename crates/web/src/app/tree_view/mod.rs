//! The parse tree view: the run's parse tree as collapsible rows (kind, the
//! start of its text, token weight now and in the original, and the status
//! kept / removed / being tested), beside a source view of the original
//! input. Clicking a row highlights the node's text there.
//!
//! A 170 KB C file has about 100,000 nodes, so the worker sends the
//! structure once ([`TreeShape`]) and then only the top-most removed nodes
//! and the nodes under test ([`TreeStatus`]). Only expanded nodes are
//! rows, the tree starts collapsed below the second level, and a node
//! shows its first [`CHILDREN_SHOWN`] children until asked for more. Of
//! those rows, only the ones in view (and a margin on each side) are
//! drawn: rows have one height, and spacers stand for the others, so a
//! long expanded list costs the page no more than a short one.
//! Anonymous tokens (`;`, `{`) are not rows: their text shows in their
//! parent's label.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};
use yew::prelude::*;

use super::source_view::{self, Marks};
pub use super::tree_model::{TreeModel, TreeStatus};
pub use rows::CHILDREN_SHOWN;
use rows::VIEW_PX;

mod rows;
#[cfg(test)]
mod tests;

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
    /// The view scrolled: its scroll offset and height, in pixels.
    Scrolled(i32, i32),
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
    /// The view's scroll offset and height, in pixels: which rows to draw.
    scroll_top: i32,
    view_px: i32,
    /// Set the view's scroll offset to `scroll_top` after the next render
    /// (the selection moved out of sight).
    scroll_rows: bool,
    tree_ref: NodeRef,
    pre_ref: NodeRef,
}

impl TreePanel {
    fn focus(&mut self, props: &TreePanelProps, node: u32) {
        let mut at = props.model.parent(node);
        while let Some(id) = at {
            self.expanded.insert(id);
            at = props.model.parent(id);
        }
        self.selected = Some(node);
        self.scroll = true;
        self.reveal(props);
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
            scroll_top: 0,
            view_px: VIEW_PX,
            scroll_rows: false,
            tree_ref: NodeRef::default(),
            pre_ref: NodeRef::default(),
        };
        if let Some((_, node)) = ctx.props().focus {
            panel.focus(ctx.props(), node);
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
                self.focus(props, node);
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
            TreeMsg::Scrolled(top, height) => {
                // Redrawn only when the drawn window moves.
                let total = self.visible(ctx.props()).len();
                let before = self.window(total);
                self.scroll_top = top;
                self.view_px = height;
                return self.window(total) != before;
            }
        }
        true
    }

    fn rendered(&mut self, _ctx: &Context<Self>, _first_render: bool) {
        if std::mem::take(&mut self.scroll_rows) {
            if let Some(tree) = self.tree_ref.cast::<HtmlElement>() {
                tree.set_scroll_top(self.scroll_top);
            }
        }
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
        let onscroll = ctx.link().callback(|e: Event| {
            let view = e.target_unchecked_into::<HtmlElement>();
            TreeMsg::Scrolled(view.scroll_top(), view.client_height())
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
                    <div class="tree-view" data-testid="tree-view" ref={self.tree_ref.clone()} {onclick} {onkeydown} {onscroll}
                        role="tree" aria-label="parse tree">
                        { self.rows(props) }
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
