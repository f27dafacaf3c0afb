//! Unedited trees render back to exactly the input, for every language, on
//! the samples, the csmith benchmark programs and broken inputs.

mod common;

use common::*;
use whittle_core::tree::{Tree, TreeEdit};
use whittle_grammars::{by_name, languages, TEXT_KIND};

fn round_trip(name: &str, source: &[u8]) -> Tree {
    let lang = by_name(name).unwrap();
    let parsed = lang.parse(source).unwrap_or_else(|e| panic!("{name}: {e}"));
    let tree = parsed.tree;
    // The tokens and the text between them are exactly the input.
    let mut pos = 0;
    for (_, node) in tree.nodes() {
        if let Some(t) = &node.token {
            assert!(
                t.start as usize >= pos && t.end >= t.start,
                "{name}: tokens out of order"
            );
            pos = t.end as usize;
        }
    }
    // `Tree::render` gives the input back byte for byte.
    let rendered = tree.render(&TreeEdit::new(&tree));
    assert!(
        rendered == source,
        "{name}: the unedited tree does not render the input"
    );
    tree
}

#[test]
fn every_sample_round_trips_without_errors() {
    for &(name, file) in SAMPLES {
        let source = sample(file);
        let parsed = by_name(name).unwrap().parse(&source).unwrap();
        assert_eq!(parsed.error_nodes, 0, "{name}: {file} has parse errors");
        let tree = round_trip(name, &source);
        assert!(tree.len() > 200, "{name}: only {} nodes", tree.len());
        let gaps = tree
            .nodes()
            .filter(|&(id, _)| tree.kind_name(id) == TEXT_KIND)
            .count();
        println!(
            "{name}: {} nodes, {} tokens, {gaps} <text> tokens",
            tree.len(),
            tree.weight(Tree::ROOT)
        );
    }
}

#[test]
fn every_language_has_a_sample() {
    for lang in languages() {
        assert!(
            SAMPLES.iter().any(|s| s.0 == lang.name),
            "no sample for {}",
            lang.name
        );
    }
}

#[test]
fn bench_programs_round_trip() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench/c");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        println!("no {}: skipped", dir.display());
        return;
    };
    for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
        if path.extension().is_some_and(|e| e == "c") {
            round_trip("c", &std::fs::read(&path).unwrap());
        }
    }
}

#[test]
fn broken_inputs_round_trip_with_error_nodes() {
    let cases: &[(&str, &[u8])] = &[
        ("c", b"int main( { return 0 }\n"),
        ("c", b"int x = ;\n  @@@ \x01\x02 garbage\n"),
        ("python", b"def f(:\n    return [1, 2\n"),
        ("json", b"{\"a\": [1, 2,, ]\n"),
        ("html", b"<div><p>unclosed <b>bold</div><a href=\"x></"),
        ("xml", b"<a><b></a>"),
        ("rust", b"fn main() { let x = ; }"),
        ("javascript", b"function (a, { return a +; }"),
    ];
    for &(name, source) in cases {
        let parsed = by_name(name).unwrap().parse(source).unwrap();
        assert!(
            parsed.error_nodes > 0,
            "{name}: {:?} should have errors",
            String::from_utf8_lossy(source)
        );
        assert!(parsed.tree.nodes().any(|(_, n)| n.error));
        round_trip(name, source);
    }
}

#[test]
fn missing_nodes_are_zero_width_errors() {
    let parsed = by_name("c")
        .unwrap()
        .parse(b"int main() { return 0 }")
        .unwrap();
    let tree = &parsed.tree;
    let missing: Vec<_> = tree
        .nodes()
        .filter(|(id, n)| n.error && tree.token_text(*id) == Some(&b""[..]))
        .collect();
    assert!(
        !missing.is_empty(),
        "a MISSING `;` should be a zero-width error token"
    );
}
