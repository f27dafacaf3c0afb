//! What incremental re-parsing saves the syntax check: a reduction-like
//! sequence of candidates (each removable node of a benchmark program
//! removed alone from the current tree, every third accepted one adopted)
//! checked by a validator that re-parses incrementally and by one that
//! parses from scratch. Prints one JSON record per file.
//!
//! `cargo bench -p whittle-grammars --bench reparse [-- FILE.c ...]`
//! (default: csmith-12 and csmith-24 of the shared C suite).

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
        let suite = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/c");
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
        // The candidates first, so that both validators see the same ones.
        let mut candidates = Vec::new();
        let mut probe = c.validator(parsed.error_nodes);
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
        let time = |mut validator: whittle_grammars::SyntaxValidator| {
            let start = Instant::now();
            let accepted = candidates.iter().filter(|t| validator.accepts(t)).count();
            (start.elapsed().as_secs_f64(), accepted)
        };
        let (scratch_s, scratch_ok) = time(c.validator(parsed.error_nodes).from_scratch());
        let (incremental_s, incremental_ok) = time(c.validator(parsed.error_nodes));
        assert_eq!(scratch_ok, incremental_ok, "the two validators disagree");
        let n = candidates.len() as f64;
        println!(
            "{{\"file\": {:?}, \"bytes\": {}, \"candidates\": {}, \"accepted\": {}, \
             \"scratch_us_per_check\": {:.1}, \"incremental_us_per_check\": {:.1}, \"speedup\": {:.2}}}",
            path.file_name().unwrap_or_default().to_string_lossy(),
            source.len(),
            candidates.len(),
            scratch_ok,
            scratch_s / n * 1e6,
            incremental_s / n * 1e6,
            scratch_s / incremental_s
        );
    }
}
