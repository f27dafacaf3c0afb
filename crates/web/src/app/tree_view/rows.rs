//! The tree's rows: which nodes are rows (the expanded ones, a node's
//! first children, removed ones left out on request) and their statuses,
//! the window of rows drawn around the view with spacers for the rest, a
//! row's HTML, and moving the selection through the rows with the keys.

use std::ops::Range;

use yew::prelude::*;

use super::{TreePanel, TreePanelProps, TreeStatus};
use crate::protocol::NODE_ERROR;

/// Children drawn at first under one node (a translation unit can have
/// thousands).
pub const CHILDREN_SHOWN: usize = 200;

/// A row's height in pixels (`.tree-row` in style.css).
pub(super) const ROW_PX: i32 = 18;

/// Rows drawn beyond each edge of the view, so that a short scroll shows
/// rows already drawn; the drawn window also moves in steps of this many
/// rows, so scrolling redraws the rows at most once per step.
pub(super) const OVERSCAN: usize = 40;

/// The view's height before it is measured (`.tree-view` max-height).
pub(super) const VIEW_PX: i32 = 480;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Status {
    Kept,
    Removed,
    Testing,
}

impl Status {
    pub(super) fn word(self) -> &'static str {
        match self {
            Status::Kept => "kept",
            Status::Removed => "removed",
            Status::Testing => "testing",
        }
    }

    /// A node's status given its parent's: under test wins (a step's
    /// tested node shows as such even once its removal was accepted).
    pub(super) fn of(model_status: &TreeStatus, id: u32, parent: Status) -> Status {
        if parent == Status::Testing || model_status.is_testing(id) {
            Status::Testing
        } else if parent == Status::Removed || model_status.is_removed(id) {
            Status::Removed
        } else {
            Status::Kept
        }
    }
}

impl TreePanel {
    /// Scrolls the rows so that the selected one is in view, if it is not.
    pub(super) fn reveal(&mut self, props: &TreePanelProps) {
        let Some(selected) = self.selected else {
            return;
        };
        let Some(at) = self.visible(props).iter().position(|r| r.0 == selected) else {
            return;
        };
        let top = at as i32 * ROW_PX;
        if top < self.scroll_top || top + ROW_PX > self.scroll_top + self.view_px {
            self.scroll_top = (top - self.view_px / 4).max(0);
            self.scroll_rows = true;
        }
    }

    /// The rows to draw out of `total`: those in view and [`OVERSCAN`]
    /// around them, the window moving in steps of [`OVERSCAN`] rows.
    pub(super) fn window(&self, total: usize) -> Range<usize> {
        let first = (self.scroll_top.max(0) / ROW_PX) as usize;
        let in_view = (self.view_px.max(ROW_PX) / ROW_PX) as usize + 1;
        let step = first / OVERSCAN * OVERSCAN;
        let start = step.saturating_sub(OVERSCAN);
        let end = step + in_view + 2 * OVERSCAN;
        start.min(total)..end.min(total)
    }

    /// The drawn rows, depth first, between spacers that stand for the
    /// rows above and below them.
    pub(super) fn rows(&self, props: &TreePanelProps) -> Html {
        let visible = self.visible(props);
        let drawn = self.window(visible.len());
        let spacer = |rows: usize| {
            (rows > 0).then(|| {
                let style = format!("height:{}px", rows as i32 * ROW_PX);
                html! { <div class="tree-spacer" aria-hidden="true" {style}></div> }
            })
        };
        html! {
            <>
                { spacer(drawn.start) }
                { for visible[drawn.clone()].iter().map(|&(id, depth, status)| self.row(props, id, depth, status)) }
                { spacer(visible.len() - drawn.end) }
            </>
        }
    }

    /// The visible rows' ids (a "more" row is `u32::MAX - parent`), depths
    /// and statuses, in drawing order.
    pub(super) fn visible(&self, props: &TreePanelProps) -> Vec<(u32, usize, Status)> {
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
    pub(super) fn key(&mut self, props: &TreePanelProps, key: &str) -> bool {
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
            self.reveal(props);
        }
        true
    }

    /// The rows under `id` (whose status is `status`), with their statuses.
    /// The first rows under `id` that are drawn (`shown`), with their
    /// statuses, and how many rows there are in all. Only the drawn ones
    /// are read unless removed rows are hidden: an array of a JSON document
    /// can have a hundred thousand elements.
    pub(super) fn children(
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

    pub(super) fn row(
        &self,
        props: &TreePanelProps,
        id: u32,
        depth: usize,
        status: Status,
    ) -> Html {
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
