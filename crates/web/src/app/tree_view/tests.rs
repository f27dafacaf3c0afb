use super::rows::{Status, OVERSCAN, ROW_PX};
use super::*;
use crate::app::tree_model::tests::model;
use crate::app::tree_model::TreeColumns;
use crate::protocol::TreeShape;

fn panel_scrolled_to(scroll_top: i32) -> TreePanel {
    TreePanel {
        expanded: HashSet::new(),
        shown: HashMap::new(),
        selected: None,
        hide_removed: false,
        scroll: false,
        focus_row: false,
        scroll_top,
        view_px: VIEW_PX,
        scroll_rows: false,
        tree_ref: NodeRef::default(),
        pre_ref: NodeRef::default(),
    }
}

#[test]
fn only_the_rows_in_view_and_a_margin_are_drawn() {
    let in_view = (VIEW_PX / ROW_PX) as usize + 1;
    // At the top: the rows in view and the margin below.
    assert_eq!(
        panel_scrolled_to(0).window(100_000),
        0..in_view + 2 * OVERSCAN
    );
    // Far down: the rows in view, whatever the list's length.
    let top = 50_000 * ROW_PX;
    let drawn = panel_scrolled_to(top).window(100_000);
    assert!(drawn.start <= 50_000 && 50_000 + in_view <= drawn.end);
    assert!(drawn.len() <= in_view + 3 * OVERSCAN);
    // A short list is drawn whole.
    assert_eq!(panel_scrolled_to(0).window(30), 0..30);
    // Scrolling within one step of the margin keeps the same rows, so
    // they are not redrawn for every pixel.
    let a = panel_scrolled_to(top).window(100_000);
    let b = panel_scrolled_to(top + 5 * ROW_PX).window(100_000);
    assert_eq!(a, b);
}

#[test]
fn a_node_takes_its_status_from_its_parent_unless_under_test() {
    let status = TreeStatus::new(&model(), &[3, 5], vec![1]);
    assert_eq!(Status::of(&status, 1, Status::Kept), Status::Testing);
    assert_eq!(Status::of(&status, 7, Status::Removed), Status::Removed);
    assert_eq!(Status::of(&status, 0, Status::Kept), Status::Kept);
}

#[test]
fn a_label_stands_for_a_rows_text() {
    let mut shape = TreeShape {
        kinds: vec!["files".into(), "file".into()],
        kind: vec![0, 1],
        parent: vec![0, 0],
        start: vec![0, 0],
        end: vec![11, 11],
        weight: vec![0, 0],
        flags: vec![1, 1],
        statuses: true,
        labels: vec![(1, "a.c (3 bytes)".into())],
        source: None,
    };
    let source = AttrValue::from("==> a.c <==");
    let model = TreeModel::new(TreeColumns::from_shape(shape.clone()), source.clone());
    assert_eq!(model.label(1), "a.c (3 bytes)");
    assert_eq!(model.label(0), "==> a.c <==");
    shape.labels.clear();
    let model = TreeModel::new(TreeColumns::from_shape(shape), source);
    assert_eq!(model.label(1), "==> a.c <==");
}
