#![allow(dead_code)]

use std::path::PathBuf;

use whittle_core::tree::{NodeId, Tree, TreeEdit};
use whittle_core::Validator;
use whittle_grammars::Language;

pub fn sample_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/samples")
        .join(name)
}

pub fn sample(name: &str) -> Vec<u8> {
    std::fs::read(sample_path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The sample file of each language.
pub const SAMPLES: &[(&str, &str)] = &[
    ("c", "sample.c"),
    ("cpp", "sample.cpp"),
    ("rust", "sample.rs"),
    ("go", "sample.go"),
    ("javascript", "sample.js"),
    ("typescript", "sample.ts"),
    ("tsx", "sample.tsx"),
    ("python", "sample.py"),
    ("java", "sample.java"),
    ("json", "sample.json"),
    ("html", "sample.html"),
    ("xml", "sample.xml"),
];

/// The first node of this kind in pre-order.
pub fn find(tree: &Tree, kind: &str) -> Option<NodeId> {
    tree.nodes()
        .find(|&(id, _)| tree.kind_name(id) == kind)
        .map(|(id, _)| id)
}

pub fn all(tree: &Tree, kind: &str) -> Vec<NodeId> {
    tree.nodes()
        .filter(|&(id, _)| tree.kind_name(id) == kind)
        .map(|(id, _)| id)
        .collect()
}

/// The rendered text of a node in the unedited tree.
pub fn text(tree: &Tree, id: NodeId) -> String {
    let mut out = Vec::new();
    let mut stack = vec![id];
    while let Some(n) = stack.pop() {
        if let Some(t) = tree.token_text(n) {
            if !out.is_empty() {
                out.push(b' ');
            }
            out.extend_from_slice(t);
        }
        stack.extend(tree.node(n).children.iter().rev());
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Deletes each removable node alone and re-parses: (accepted, total).
pub fn removal_rate(lang: &Language, source: &[u8]) -> (usize, usize) {
    removal_rate_sampled(lang, source, usize::MAX, |_, _| {})
}

/// The same for at most `limit` removable nodes spread evenly over the
/// tree; `rejected` hears of each rejected one.
pub fn removal_rate_sampled(
    lang: &Language,
    source: &[u8],
    limit: usize,
    mut rejected: impl FnMut(&Tree, NodeId),
) -> (usize, usize) {
    let parsed = lang.parse(source).unwrap();
    let tree = &parsed.tree;
    let mut validator = lang.validator(parsed.error_nodes);
    let removable: Vec<NodeId> = tree
        .nodes()
        .filter(|(_, n)| n.removable)
        .map(|(id, _)| id)
        .collect();
    let step = removable.len().div_ceil(limit.max(1)).max(1);
    let (mut ok, mut total) = (0, 0);
    for &id in removable.iter().step_by(step) {
        let mut edit = TreeEdit::new(tree);
        edit.remove(id);
        total += 1;
        if validator.accepts(&tree.render(&edit)) {
            ok += 1;
        } else {
            rejected(tree, id);
        }
    }
    (ok, total)
}

/// Replaces each node by each of its hoists alone and re-parses:
/// (accepted, total).
pub fn hoist_rate(lang: &Language, source: &[u8]) -> (usize, usize) {
    let parsed = lang.parse(source).unwrap();
    let tree = &parsed.tree;
    let mut validator = lang.validator(parsed.error_nodes);
    let (mut ok, mut total) = (0, 0);
    for (id, node) in tree.nodes() {
        for &h in &node.hoists {
            let mut edit = TreeEdit::new(tree);
            edit.replace(id, Some(h));
            total += 1;
            if validator.accepts(&tree.render(&edit)) {
                ok += 1;
            }
        }
    }
    (ok, total)
}

/// Replaces each node by the contents of each of its splice lists alone and
/// re-parses: (accepted, total). `rejected` hears of each rejected splice
/// (the node and the list).
pub fn splice_rate_with(
    lang: &Language,
    source: &[u8],
    limit: usize,
    mut rejected: impl FnMut(&Tree, NodeId, NodeId),
) -> (usize, usize) {
    let parsed = lang.parse(source).unwrap();
    let tree = &parsed.tree;
    let mut validator = lang.validator(parsed.error_nodes);
    let pairs: Vec<(NodeId, NodeId)> = tree
        .nodes()
        .flat_map(|(id, n)| n.splices.iter().map(move |&l| (id, l)))
        .collect();
    let step = pairs.len().div_ceil(limit.max(1)).max(1);
    let (mut ok, mut total) = (0, 0);
    for &(id, list) in pairs.iter().step_by(step) {
        let mut edit = TreeEdit::new(tree);
        edit.splice(id, Some(list));
        total += 1;
        if validator.accepts(&tree.render(&edit)) {
            ok += 1;
        } else {
            rejected(tree, id, list);
        }
    }
    (ok, total)
}

pub fn splice_rate(lang: &Language, source: &[u8]) -> (usize, usize) {
    splice_rate_with(lang, source, usize::MAX, |_, _, _| {})
}
