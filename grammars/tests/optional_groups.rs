//! An optional child goes with the anonymous tokens that belong to it in
//! the grammar (`grammar.json`): removing it never leaves them dangling.

mod common;

use common::*;
use whittle_core::tree::{NodeId, TreeEdit};
use whittle_core::Validator;
use whittle_grammars::{by_name, ITEM_KIND};

/// Removes the removable node whose text is `removed` (the `<item>` that
/// holds the child, if it is grouped) and returns the rendered candidate,
/// after checking that it re-parses without errors.
fn remove(lang: &str, source: &str, removed: &str) -> String {
    let lang = by_name(lang).unwrap();
    let parsed = lang.parse(source.as_bytes()).unwrap();
    assert_eq!(parsed.error_nodes, 0, "{source}");
    let tree = &parsed.tree;
    let ids: Vec<NodeId> = tree
        .nodes()
        .filter(|(id, n)| n.removable && text(tree, *id) == removed)
        .map(|(id, _)| id)
        .collect();
    assert_eq!(ids.len(), 1, "one removable `{removed}` in `{source}`");
    assert_eq!(tree.kind_name(ids[0]), ITEM_KIND, "`{removed}` is grouped");
    let mut edit = TreeEdit::new(tree);
    edit.remove(ids[0]);
    let out = String::from_utf8(tree.render(&edit)).unwrap();
    assert!(
        lang.validator(0).accepts(out.as_bytes()),
        "`{out}` re-parses cleanly"
    );
    out
}

#[test]
fn java_call_object_goes_with_its_dot() {
    let out = remove("java", "class A { void f() { a.b(); } }", "a .");
    // The removed tokens take the space before them along.
    assert_eq!(out, "class A { void f() {b(); } }");
}

#[test]
fn java_initializer_goes_with_its_equals_sign() {
    let out = remove("java", "class A { void f() { int x = 5; } }", "= 5");
    assert_eq!(out, "class A { void f() { int x; } }");
}

#[test]
fn java_object_stays_bare_where_the_rest_is_no_plain_call() {
    // `a.<T>b()` without `a.` is `<T>b()`, not Java: the object is not
    // grouped (the pattern wants no `type_arguments`), so it is removable
    // alone, as before.
    let lang = by_name("java").unwrap();
    let parsed = lang.parse(b"class A { void f() { a.<T>b(); } }").unwrap();
    let tree = &parsed.tree;
    assert!(all(tree, ITEM_KIND).iter().all(|&i| text(tree, i) != "a ."));
    let object = tree
        .nodes()
        .find(|(id, _)| tree.kind_name(*id) == "identifier" && text(tree, *id) == "a")
        .map(|(id, _)| id)
        .unwrap();
    assert!(tree.node(object).removable);
}

#[test]
fn other_languages_group_their_optional_tokens() {
    // Rust `let x: u8 = 1;` loses `: u8` and `= 1` whole, Python a return
    // type with its `->`, JavaScript a default value with its `=`.
    let out = remove("rust", "fn f() { let x: u8 = 1; }", "= 1");
    assert_eq!(out, "fn f() { let x: u8; }");
    let out = remove("rust", "fn f() { let x: u8 = 1; }", ": u8");
    assert_eq!(out, "fn f() { let x = 1; }");
    let out = remove("python", "def f() -> int:\n    pass\n", "-> int");
    assert_eq!(out, "def f():\n    pass\n");
    let out = remove("javascript", "let x = 1;", "= 1");
    assert_eq!(out, "let x;");
}
