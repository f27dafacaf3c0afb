//! Splices derived from the grammars (Perses's third replacement rule): a
//! list element replaced by the contents of a nested list, with separators
//! that stay valid; and how a hoist, like a splice, keeps its place.

mod common;

use std::rc::Rc;

use common::*;
use whittle_core::algorithms::tree::{build_tree, TreeOptions};
use whittle_core::tree::{Tree, TreeEdit};
use whittle_core::{reduce_with, Reduction, ReductionOptions, Validator};
use whittle_grammars::by_name;

fn parse(lang: &str, source: &str) -> Tree {
    let parsed = by_name(lang).unwrap().parse(source.as_bytes()).unwrap();
    assert_eq!(parsed.error_nodes, 0, "{source}");
    parsed.tree
}

/// Every splice of the tree (of nodes of `kind`, if given), rendered, with
/// whether it parses.
fn splices_of(lang: &str, source: &str, kind: Option<&str>) -> Vec<(String, String, bool)> {
    let language = by_name(lang).unwrap();
    let tree = parse(lang, source);
    let mut validator = language.validator(0);
    let mut out = Vec::new();
    for (id, node) in tree.nodes() {
        if kind.is_some_and(|k| k != tree.kind_name(id)) {
            continue;
        }
        for &list in &node.splices {
            let mut edit = TreeEdit::new(&tree);
            edit.splice(id, Some(list));
            let text = String::from_utf8(tree.render(&edit)).unwrap();
            let ok = validator.accepts(text.as_bytes());
            out.push((tree.kind_name(id).to_string(), text, ok));
        }
    }
    out
}

fn splices(lang: &str, source: &str) -> Vec<(String, String, bool)> {
    splices_of(lang, source, None)
}

fn rendered(found: &[(String, String, bool)]) -> Vec<&str> {
    found.iter().map(|(_, t, _)| t.as_str()).collect()
}

#[test]
fn a_c_if_statement_splices_its_block() {
    let source = "void f(void) { a(); if (x) { b(); c(); } d(); }";
    let found = splices_of("c", source, Some("if_statement"));
    assert_eq!(
        found,
        [(
            "if_statement".to_string(),
            "void f(void) { a(); b(); c(); d(); }".to_string(),
            true
        )]
    );
}

#[test]
fn a_c_block_in_a_block_splices_itself() {
    let source = "void f(void) {\n  a();\n  {\n    b();\n    c();\n  }\n}\n";
    let tree = parse("c", source);
    let bodies = all(&tree, "compound_statement");
    let inner = bodies[1];
    assert_eq!(tree.node(inner).splices, [inner]);
    let found = splices_of("c", source, Some("compound_statement"));
    // The inner block's contents stand where it stood.
    assert_eq!(
        rendered(&found),
        ["void f(void) {\n  a();\n  b();\n    c();\n}\n"]
    );
    assert!(found.iter().all(|f| f.2));
}

#[test]
fn json_arrays_and_objects_splice_with_their_commas() {
    let found = splices("json", "[1, [2, 3], 4]");
    assert_eq!(rendered(&found), ["[1, 2, 3, 4]"]);
    assert!(found[0].2);
    let found = splices("json", r#"{"a": {"b": 1, "c": 2}, "d": 3}"#);
    assert_eq!(rendered(&found), [r#"{"b": 1, "c": 2, "d": 3}"#]);
    assert!(found[0].2);
    // The first and last elements too.
    let found = splices("json", "[[1, 2], 3, [4, 5]]");
    assert_eq!(rendered(&found), ["[1, 2, 3, [4, 5]]", "[[1, 2], 3, 4, 5]"]);
    assert!(found.iter().all(|f| f.2));
}

#[test]
fn a_trailing_separator_is_never_doubled() {
    // `[2, 3,]` ends with a comma: not in front of another one.
    let found = splices_of("javascript", "x = [1, [2, 3,], 4];", Some("array"));
    assert!(found.is_empty(), "{found:?}");
    // At the end of a list that allows a trailing comma, it may go.
    let found = splices_of("javascript", "x = [1, [2, 3,]];", Some("array"));
    assert_eq!(rendered(&found), ["x = [1, 2, 3,];"]);
    assert!(found.iter().all(|f| f.2));
}

#[test]
fn lists_of_other_sorts_are_not_spliced() {
    // A Rust block's slot takes expressions, but call arguments are no
    // statements: `d` alone would need its `;`.
    let tree = parse("rust", "fn f() { s.push(d); g(); }");
    let stmt = find(&tree, "expression_statement").unwrap();
    assert!(tree.node(stmt).splices.is_empty());
    // Separated lists do not splice into statement lists.
    let tree = parse("c", "void f(void) { g(a, b); h(); }");
    let spliced: Vec<&str> = tree
        .nodes()
        .flat_map(|(_, n)| n.splices.iter().map(|&l| tree.kind_name(l)))
        .collect();
    // Only the body (into the top level: tree-sitter-c takes statements
    // there).
    assert_eq!(spliced, ["compound_statement"]);
}

/// Keeps what mentions both calls; the validator rejects what does not
/// parse.
fn reduce_c(source: &str, replace: bool) -> String {
    let c = by_name("c").unwrap();
    let parsed = c.parse(source.as_bytes()).unwrap();
    let options = TreeOptions {
        replace: Some(replace),
        ..TreeOptions::default()
    };
    let algo = build_tree("perses", Rc::new(parsed.tree), options).unwrap();
    let mut reduction = Reduction::new(
        algo,
        ReductionOptions {
            check_original: false,
            ..ReductionOptions::default()
        },
    )
    .with_validator(Box::new(c.validator(0)));
    let result = reduce_with(&mut reduction, |candidate| {
        let text = String::from_utf8_lossy(candidate);
        text.contains("foo();") && text.contains("bar();") && text.contains("main")
    });
    String::from_utf8(result).unwrap()
}

#[test]
fn perses_reduces_c_through_a_splice() {
    let source =
        "int main(void) {\n  int x = 1;\n  if (x) {\n    foo();\n    bar();\n  }\n  return 0;\n}\n";
    let reduced = reduce_c(source, true);
    let words: Vec<&str> = reduced.split_whitespace().collect();
    // `(void)` is an optional parameter list (it goes), and the `if`
    // became its block's statements.
    assert_eq!(words.join(" "), "int main { foo(); bar(); }", "{reduced}");
    // Without replacement the `if` and its block stay.
    let kept = reduce_c(source, false);
    assert!(kept.contains("if (x)"), "{kept}");
}

/// A hoist, like a splice, stands where the node it replaces stood: a
/// Python value that opened a bracket before a line break does not move to
/// a line of its own (an expression after a bare `return`, which does not
/// parse).
#[test]
fn a_hoist_takes_the_text_before_the_node_it_replaces() {
    let source = "def f():\n    return [\n        \"March\"][0]\n";
    let tree = parse("python", source);
    let mut validator = by_name("python").unwrap().validator(0);
    let subscript = tree
        .nodes()
        .find(|&(id, _)| tree.kind_name(id) == "subscript")
        .map(|(id, _)| id)
        .unwrap();
    let string = *tree
        .node(subscript)
        .hoists
        .iter()
        .find(|&&h| tree.kind_name(h) == "string")
        .unwrap();
    let mut edit = TreeEdit::new(&tree);
    edit.replace(subscript, Some(string));
    let text = String::from_utf8(tree.render(&edit)).unwrap();
    assert_eq!(text, "def f():\n    return \"March\"\n");
    assert!(validator.accepts(text.as_bytes()));
}
