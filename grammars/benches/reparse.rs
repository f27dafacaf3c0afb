//! What incremental re-parsing saves the syntax check. Two reduction-like
//! sequences of candidates of a benchmark program (each removable node
//! removed alone from the current tree; joint chunks proposed by two forks
//! in turn) checked by a validator that parses from scratch, one that
//! re-parses from the last text it parsed, and the default one, which
//! re-parses from the nearest of the last few. Prints one JSON record per
//! file and sequence.
//!
//! `cargo bench -p whittle-grammars --bench reparse [-- FILE.c ...]`
//! (default: csmith-12 and csmith-24 of the C suite in `bench/c`).

use std::path::PathBuf;
use std::time::Instant;

use whittle_core::tree::{NodeId, TreeEdit};
use whittle_core::Validator;

fn main() {
    let mut files: Vec<PathBuf> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .map(PathBuf::from)
        .collect();
    if files.is_empty() {
        let suite = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../bench/c");
        files = vec![suite.join("csmith-12.c"), suite.join("csmith-24.c")];
    }
    let c = whittle_grammars::by_name("c").expect("C is built in");
    for path in files {
        let Ok(source) = std::fs::read(&path) else {
            eprintln!("cannot read {}: skipped", path.display());
            continue;
        };
        let parsed = c.parse(&source).expect("parses");
        let tree = &parsed.tree;
        let sequences = [
            (
                "one node at a time",
                one_node_at_a_time(c, tree, parsed.error_nodes),
            ),
            ("joint chunks in two forks", joint_chunks_in_two_forks(tree)),
        ];
        for (sequence, candidates) in sequences {
            let time = |validator: whittle_grammars::SyntaxValidator| {
                let mut validator = validator;
                let start = Instant::now();
                let accepted = candidates.iter().filter(|t| validator.accepts(t)).count();
                (
                    start.elapsed().as_secs_f64() / candidates.len() as f64 * 1e6,
                    accepted,
                )
            };
            let (scratch_us, scratch_ok) = time(c.validator(parsed.error_nodes).from_scratch());
            let (last_us, last_ok) = time(c.validator(parsed.error_nodes).keeping(1));
            let (recent_us, recent_ok) = time(c.validator(parsed.error_nodes));
            assert!(
                scratch_ok == last_ok && last_ok == recent_ok,
                "the validators disagree"
            );
            println!(
                "{{\"file\": {:?}, \"bytes\": {}, \"sequence\": {sequence:?}, \"candidates\": {}, \
                 \"accepted\": {scratch_ok}, \"scratch_us_per_check\": {scratch_us:.1}, \
                 \"last_text_us_per_check\": {last_us:.1}, \"recent_texts_us_per_check\": {recent_us:.1}, \
                 \"speedup\": {:.2}}}",
                path.file_name().unwrap_or_default().to_string_lossy(),
                source.len(),
                candidates.len(),
                scratch_us / recent_us
            );
        }
    }
}

/// Each removable node removed alone from the current tree, every third
/// accepted one adopted: a sequential tree reducer's candidates.
fn one_node_at_a_time(
    c: &whittle_grammars::Language,
    tree: &whittle_core::tree::Tree,
    error_nodes: usize,
) -> Vec<Vec<u8>> {
    let mut candidates = Vec::new();
    let mut probe = c.validator(error_nodes);
    let mut current = TreeEdit::new(tree);
    let removable: Vec<NodeId> = tree
        .nodes()
        .filter(|(_, n)| n.removable)
        .map(|(id, _)| id)
        .collect();
    let step = (removable.len() / 2000).max(1);
    for (i, &id) in removable.iter().enumerate().step_by(step) {
        if current.is_removed(id) {
            continue;
        }
        let mut candidate = current.clone();
        candidate.remove(id);
        let text = tree.render(&candidate);
        if probe.accepts(&text) && i % 3 == 0 {
            current = candidate;
        }
        candidates.push(text);
    }
    candidates
}

/// Type batching's first batches at a window above 1: chunks of the
/// top-level nodes, each chunk taking every 7th one from all over the
/// file, proposed in turn by two forks that each removed a different
/// chunk first, so that consecutive candidates come from different bases.
fn joint_chunks_in_two_forks(tree: &whittle_core::tree::Tree) -> Vec<Vec<u8>> {
    let top: Vec<NodeId> = tree
        .nodes()
        .filter(|(_, n)| n.removable && n.parent.is_some_and(|p| tree.node(p).parent.is_none()))
        .map(|(id, _)| id)
        .collect();
    let chunk = |offset: usize| top.iter().copied().skip(offset).step_by(7);
    let fork = |offset: usize| {
        let mut edit = TreeEdit::new(tree);
        chunk(offset).for_each(|id| edit.remove(id));
        edit
    };
    let forks = [fork(0), fork(1)];
    let mut candidates = Vec::new();
    for round in 0..200 {
        for (f, base) in forks.iter().enumerate() {
            let mut candidate = base.clone();
            chunk(2 + (round + f) % 5)
                .skip(round / 5 % 3)
                .step_by(1 + round % 3)
                .for_each(|id| candidate.remove(id));
            candidates.push(tree.render(&candidate));
        }
    }
    candidates
}
