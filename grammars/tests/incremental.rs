//! The validator's incremental re-parse must decide exactly as a parse from
//! scratch, on the candidate sequences reducers produce: single removals
//! from one tree, and a run that adopts some of them as it goes.

mod common;

use common::*;
use whittle_core::tree::{NodeId, TreeEdit};
use whittle_core::Validator;

#[test]
fn incremental_reparse_agrees_with_a_fresh_parse() {
    for &(name, file) in SAMPLES {
        let lang = whittle_grammars::by_name(name).unwrap();
        let source = sample(file);
        let parsed = lang.parse(&source).unwrap();
        let tree = &parsed.tree;
        let mut incremental = lang.validator(parsed.error_nodes);
        let mut scratch = lang.validator(parsed.error_nodes).from_scratch();
        let removable: Vec<NodeId> = tree
            .nodes()
            .filter(|(_, n)| n.removable)
            .map(|(id, _)| id)
            .collect();
        // Adopt every third accepted removal, as a reduction would.
        let mut current = TreeEdit::new(tree);
        let (mut checked, mut accepted) = (0, 0);
        for (i, &id) in removable.iter().enumerate() {
            if current.is_removed(id) {
                continue;
            }
            let mut candidate = current.clone();
            candidate.remove(id);
            let text = tree.render(&candidate);
            let verdict = incremental.accepts(&text);
            assert_eq!(
                verdict,
                scratch.accepts(&text),
                "{name}: removing node {id} (`{}`)",
                tree.kind_name(id)
            );
            checked += 1;
            if verdict {
                accepted += 1;
                if i % 3 == 0 {
                    current = candidate;
                }
            }
        }
        assert!(checked > 10 && accepted > 0, "{name}: {accepted}/{checked}");
    }
}
