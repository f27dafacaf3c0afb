//! The parse tree's model and statuses, natively.

use super::*;

/// `int a; int b;`: 0 root → [1 decl → [2 `int`, 3 a, 4 `;`], 5 decl → [6 `int`, 7 b, 8 `;`]].
pub(crate) fn model() -> TreeModel {
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
        labels: Vec::new(),
        source: None,
    };
    TreeModel::new(
        TreeColumns::from_shape(shape),
        AttrValue::from("int a; int b;"),
    )
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
    assert_eq!(status.lost(&m, 0), 4);
    assert_eq!(status.lost(&m, 1), 1);
    assert_eq!(status.lost(&m, 2), 0);
    assert!(status.is_removed(5) && !status.is_removed(1));
    // Before the first statuses, nothing is lost.
    assert_eq!(TreeStatus::default().lost(&m, 0), 0);
    assert_eq!(status.removed_ranges, vec![4..5, 7..13]);
    assert_eq!(status.testing_ranges, vec![0..6]);
}

#[test]
fn new_tests_keep_what_the_removed_nodes_give() {
    let m = model();
    let before = TreeStatus::new(&m, &[3, 5], vec![1]);
    assert!(
        before.with_testing(&m, vec![1, 1]).is_none(),
        "the same tests"
    );
    let status = before.with_testing(&m, vec![7, 2, 7]).unwrap();
    assert!(status.is_removed(5) && status.is_testing(7) && status.is_testing(2));
    assert!(!status.is_testing(1));
    assert_eq!(status.first_testing(), Some(2));
    assert_eq!(status.lost(&m, 0), 4);
    assert_eq!(status.removed_ranges, vec![4..5, 7..13]);
    assert_eq!(status.testing_ranges, vec![0..3, 11..12]);
}
