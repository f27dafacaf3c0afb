//! The validator's incremental re-parse must decide exactly as a parse from
//! scratch, on the candidate sequences reducers produce: single removals
//! from one tree, and a run that adopts some of them as it goes; chunks of
//! nodes from all over the file, proposed in turn by forks with different
//! bases; node replacements.

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
        let removable = removable_nodes(tree);
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

#[test]
fn reparse_from_kept_texts_agrees_with_a_fresh_parse() {
    for &(name, file) in SAMPLES {
        let lang = whittle_grammars::by_name(name).unwrap();
        let source = sample(file);
        let parsed = lang.parse(&source).unwrap();
        let tree = &parsed.tree;
        let mut kept = lang.validator(parsed.error_nodes);
        let mut last_only = lang.validator(parsed.error_nodes).keeping(1);
        let mut scratch = lang.validator(parsed.error_nodes).from_scratch();
        let removable = removable_nodes(tree);
        // Three forks, each without a different chunk; every candidate
        // removes a further chunk (every 5th node from an offset) or
        // replaces a node by a later one of the same kind.
        let chunk = |offset: usize| removable.iter().copied().skip(offset).step_by(5);
        let forks: Vec<TreeEdit> = (0..3)
            .map(|f| {
                let mut edit = TreeEdit::new(tree);
                chunk(f).for_each(|id| edit.remove(id));
                edit
            })
            .collect();
        let mut checked = 0;
        for round in 0..12 {
            for (f, base) in forks.iter().enumerate() {
                let mut candidate = base.clone();
                if round % 3 == 2 {
                    let kind = |id: NodeId| tree.node(id).kind;
                    let pair = removable.iter().skip(round + f).find_map(|&a| {
                        removable[removable.len() / 2..]
                            .iter()
                            .find(|&&b| b != a && kind(b) == kind(a))
                            .map(|&b| (a, b))
                    });
                    if let Some((a, b)) = pair {
                        candidate.replace(a, Some(b));
                    }
                } else {
                    chunk(3 + (round + f) % 2)
                        .skip(round / 3)
                        .for_each(|id| candidate.remove(id));
                }
                let text = tree.render(&candidate);
                let verdict = scratch.accepts(&text);
                assert_eq!(
                    kept.accepts(&text),
                    verdict,
                    "{name}: round {round}, fork {f}"
                );
                assert_eq!(
                    last_only.accepts(&text),
                    verdict,
                    "{name}: round {round}, fork {f}"
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 36, "{name}");
    }
}

fn removable_nodes(tree: &whittle_core::tree::Tree) -> Vec<NodeId> {
    tree.nodes()
        .filter(|(_, n)| n.removable)
        .map(|(id, _)| id)
        .collect()
}
