//! Probabilistic joint reduction's queue ([Gharachorlu 2023b], Alg. 3,
//! docs/references.md).

use std::rc::Rc;

use whittle_core::algorithms::tree::{
    pdd_update, JointQueue, PrepOptions, TieBreak, TreeState, INITIAL_BELIEF,
};
use whittle_core::tree::{NodeId, Tree};

use crate::spec::*;

fn state(spec: &Spec) -> TreeState {
    TreeState::new(Rc::new(build(spec)), PrepOptions::default())
}

/// Root children of kind `s` with these token weights.
fn weighted(weights: &[usize]) -> Spec {
    let children = weights
        .iter()
        .enumerate()
        .map(|(i, &w)| removable("s", toks(&format!("n{i}_"), w)))
        .collect();
    node("root", children)
}

/// The chunk's weights, in the order taken.
fn weights(queue: &JointQueue, chunk: &[NodeId]) -> Vec<u32> {
    chunk.iter().map(|&n| queue.weight(n)).collect()
}

#[test]
fn a_fresh_chunk_takes_nodes_while_the_expected_gain_grows() {
    let s = state(&weighted(&[50, 30, 10, 1, 1]));
    let mut queue = JointQueue::new(&s, Some(kind_of(&s, "s")), false, TieBreak::Paper);
    let chunk = queue.pop_chunk();
    assert_eq!(weights(&queue, &chunk), [50, 30, 10, 1, 1]);
    assert!((queue.expected_gain(&chunk) - 87.49).abs() < 0.01);
    assert!(queue.is_empty());

    let s = state(&weighted(&[1, 200]));
    let mut queue = JointQueue::new(&s, Some(kind_of(&s, "s")), false, TieBreak::Paper);
    let chunk = queue.pop_chunk();
    assert_eq!(weights(&queue, &chunk), [200]);
    assert_eq!(queue.len(), 1);
}

#[test]
fn a_failed_chunk_lowers_its_beliefs_by_the_pdd_rule() {
    for (n, expected) in [(2, 0.4975), (3, 0.6633)] {
        let s = state(&weighted(&vec![10; n]));
        let mut queue = JointQueue::new(&s, Some(kind_of(&s, "s")), false, TieBreak::Paper);
        let chunk = queue.pop_chunk();
        assert_eq!(chunk.len(), n);
        queue.failed(&s, &chunk);
        for &node in &chunk {
            assert!(
                (queue.belief(node) - expected).abs() < 5e-5,
                "{n}: {}",
                queue.belief(node)
            );
        }
        // The members go back into the queue, nothing else comes in.
        let (mut queued, mut chunk) = (queue.queued(), chunk);
        queued.sort_unstable();
        chunk.sort_unstable();
        assert_eq!(queued, chunk);
    }
    let mut beliefs = [INITIAL_BELIEF; 2];
    pdd_update(&mut beliefs);
    assert!((beliefs[0] - (1.0 - 0.01 / 0.0199)).abs() < 1e-12);
}

/// `a` (kind s) holds `b` (s), a `c` of another kind holding `d` (s) that
/// holds `e` (s), and a token: the s-frontier below `a` is {b, d}.
fn nested() -> Spec {
    node(
        "root",
        vec![
            tok("keep"),
            removable(
                "s",
                vec![
                    tok("a0"),
                    removable("s", toks("b", 2)),
                    removable(
                        "c",
                        vec![
                            tok("c0"),
                            removable("s", vec![tok("d0"), removable("s", toks("e", 2))]),
                        ],
                    ),
                ],
            ),
        ],
    )
}

fn node_with_token(state: &TreeState, token: &str) -> NodeId {
    let (leaf, _) = state
        .tree
        .nodes()
        .find(|&(id, _)| state.tree.token_text(id) == Some(token.as_bytes()))
        .unwrap();
    state.tree.node(leaf).parent.unwrap()
}

#[test]
fn a_failed_singleton_queues_its_highest_descendants_of_the_kind() {
    let s = state(&nested());
    let mut queue = JointQueue::new(&s, Some(kind_of(&s, "s")), false, TieBreak::Paper);
    let a = node_with_token(&s, "a0");
    assert_eq!(queue.queued(), [a]);
    let chunk = queue.pop_chunk();
    assert_eq!(chunk, [a]);
    queue.failed(&s, &chunk);
    let (b, d, e) = (
        node_with_token(&s, "b0"),
        node_with_token(&s, "d0"),
        node_with_token(&s, "e0"),
    );
    let mut queued = queue.queued();
    queued.sort_unstable();
    assert_eq!(queued, [b, d]);
    // No belief changed.
    for n in [a, b, d, e] {
        assert_eq!(queue.belief(n), INITIAL_BELIEF);
    }
}

/// Whether any queued node lies inside another.
fn nested_pair(tree: &Tree, queued: &[NodeId]) -> Option<(NodeId, NodeId)> {
    for &x in queued {
        for &y in queued {
            if x != y && tree.is_ancestor(x, y) {
                return Some((x, y));
            }
        }
    }
    None
}

#[test]
fn the_queue_never_holds_a_node_and_its_descendant() {
    // A deeper tree of one kind, with verdicts from a fixed pseudo-random
    // sequence; type-agnostic as well as typed.
    fn level(depth: usize, name: &str) -> Spec {
        if depth == 0 {
            return removable("s", toks(name, 2));
        }
        removable(
            if depth % 2 == 0 { "s" } else { "t" },
            (0..3)
                .map(|i| level(depth - 1, &format!("{name}{i}x")))
                .chain([tok(&format!("{name}tok"))])
                .collect(),
        )
    }
    let spec = node("root", vec![level(4, "a"), level(3, "b"), tok("keep")]);
    for kind in [Some("s"), None] {
        let mut s = state(&spec);
        let kind = kind.map(|k| kind_of(&s, k));
        let mut queue = JointQueue::new(&s, kind, false, TieBreak::Paper);
        let mut seed = 12345u64;
        let mut steps = 0;
        while !queue.is_empty() {
            assert_eq!(nested_pair(&s.tree, &queue.queued()), None);
            let chunk = queue.pop_chunk();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if (seed >> 33) % 3 == 0 {
                chunk.iter().for_each(|&n| s.edit.remove(n));
            } else {
                queue.failed(&s, &chunk);
            }
            steps += 1;
            assert!(steps < 10_000, "the batch ends");
        }
    }
}
