//! What the C grammar's metadata gives: removable list elements and
//! optional children, separators grouped with elements, hoists, and the
//! re-parse validator.

mod common;

use common::*;
use whittle_core::tree::{Tree, TreeEdit};
use whittle_core::Validator;
use whittle_grammars::{by_name, ITEM_KIND};

fn c(source: &str) -> Tree {
    let parsed = by_name("c").unwrap().parse(source.as_bytes()).unwrap();
    assert_eq!(parsed.error_nodes, 0, "{source}");
    parsed.tree
}

fn parent_kind(tree: &Tree, id: u32) -> &str {
    tree.kind_name(tree.node(id).parent.unwrap())
}

fn render_without(tree: &Tree, id: u32) -> String {
    let mut edit = TreeEdit::new(tree);
    edit.remove(id);
    String::from_utf8(tree.render(&edit)).unwrap()
}

#[test]
fn statements_in_a_compound_statement_are_removable() {
    let tree = c("void f(void) { a(); b = 1; if (x) y(); return; }");
    let body = find(&tree, "compound_statement").unwrap();
    assert!(tree.node(body).list);
    for &s in &tree.node(body).children {
        let n = tree.node(s);
        assert_eq!(n.removable, n.named, "{}", tree.kind_name(s));
    }
}

#[test]
fn top_level_function_definitions_are_removable() {
    let tree = c("int a(void) { return 1; }\nint b(void) { return 2; }\n");
    assert!(tree.node(Tree::ROOT).list);
    let defs = all(&tree, "function_definition");
    assert_eq!(defs.len(), 2);
    for d in defs {
        assert!(tree.node(d).removable);
    }
}

#[test]
fn parameters_are_removed_with_their_commas() {
    let tree = c("int f(int a, int b, int c) { return 0; }");
    let list = find(&tree, "parameter_list").unwrap();
    assert!(tree.node(list).list);
    let kinds: Vec<&str> = tree
        .node(list)
        .children
        .iter()
        .map(|&c| tree.kind_name(c))
        .collect();
    // `(`, `int a ,`, `int b`, `, int c`, `)`: the last parameter takes the
    // comma before it (C has no trailing commas in parameter lists).
    assert_eq!(
        kinds,
        ["(", ITEM_KIND, "parameter_declaration", ITEM_KIND, ")"]
    );
    let first = tree.node(list).children[1];
    let last = tree.node(list).children[3];
    assert!(tree.node(first).removable && tree.node(last).removable);
    assert_eq!(
        render_without(&tree, first),
        "int f( int b, int c) { return 0; }"
    );
    assert_eq!(
        render_without(&tree, last),
        "int f(int a, int b) { return 0; }"
    );
    let mut validator = by_name("c").unwrap().validator(0);
    assert!(validator.accepts(render_without(&tree, first).as_bytes()));
    assert!(validator.accepts(render_without(&tree, last).as_bytes()));
}

#[test]
fn initializer_list_elements_and_struct_fields_are_removable() {
    let tree = c("struct s { int a; char *b; };\nint t[] = { 1, 2, 3, };\n");
    let fields = all(&tree, "field_declaration");
    assert_eq!(fields.len(), 2);
    for f in fields {
        assert!(tree.node(f).removable);
        assert_eq!(parent_kind(&tree, f), "field_declaration_list");
    }
    let init = find(&tree, "initializer_list").unwrap();
    assert!(tree.node(init).list);
    // With a trailing comma every element goes with the comma after it.
    let items: Vec<u32> = tree
        .node(init)
        .children
        .iter()
        .copied()
        .filter(|&c| tree.kind_name(c) == ITEM_KIND)
        .collect();
    assert_eq!(items.len(), 3);
    assert!(items.iter().all(|&i| tree.node(i).removable));
    assert_eq!(text(&tree, items[1]), "2 ,");
}

#[test]
fn optional_children_and_comments_are_removable() {
    let tree = c("int f(int x) { /* note */ if (x) return 1; else return 2; return; }");
    let else_clause = find(&tree, "else_clause").unwrap();
    assert!(tree.node(else_clause).removable);
    let comment = find(&tree, "comment").unwrap();
    assert!(tree.node(comment).removable);
    // `return 1;`'s value is optional.
    let ret = find(&tree, "return_statement").unwrap();
    let value = tree.node(ret).children[1];
    assert_eq!(tree.kind_name(value), "number_literal");
    assert!(tree.node(value).removable);
    // A struct's name is optional only when it has a body.
    let tree = c("struct node *p;");
    let name = find(&tree, "type_identifier").unwrap();
    assert!(!tree.node(name).removable);
}

#[test]
fn if_statement_hoists_its_body() {
    let tree = c("void f(void) { if (1) { printf(\"x\"); } }");
    let stmt = find(&tree, "if_statement").unwrap();
    let hoists: Vec<&str> = tree
        .node(stmt)
        .hoists
        .iter()
        .map(|&h| tree.kind_name(h))
        .collect();
    assert_eq!(hoists, ["compound_statement", "expression_statement"]);
    let mut edit = TreeEdit::new(&tree);
    edit.replace(stmt, Some(tree.node(stmt).hoists[1]));
    assert_eq!(
        String::from_utf8(tree.render(&edit)).unwrap(),
        "void f(void) { printf(\"x\"); }"
    );
    // Nearest first, and not below a match that is not a list.
    let tree = c("int g(int a) { return (a + (a * 2)); }");
    let sum = find(&tree, "binary_expression").unwrap();
    let hoists: Vec<&str> = tree
        .node(sum)
        .hoists
        .iter()
        .map(|&h| text(&tree, h).leak() as &str)
        .collect();
    assert_eq!(hoists, ["a", "( a * 2 )"]);
}

#[test]
fn the_validator_accepts_the_original_and_rejects_a_deleted_paren() {
    let source = std::fs::read_to_string(sample_path("sample.c")).unwrap();
    let lang = by_name("c").unwrap();
    let parsed = lang.parse(source.as_bytes()).unwrap();
    let mut validator = lang.validator(parsed.error_nodes);
    assert!(validator.accepts(source.as_bytes()));
    let tree = &parsed.tree;
    let paren = tree
        .nodes()
        .find(|&(id, _)| tree.token_text(id) == Some(&b")"[..]))
        .unwrap()
        .0;
    let mut edit = TreeEdit::new(tree);
    edit.remove(paren);
    assert!(!validator.accepts(&tree.render(&edit)));
    assert_eq!(validator.error_nodes(b"int main() { return 0 }"), Some(1));
    // The original's error count is the bar.
    let broken = b"int main() { return 0 }";
    let parsed = lang.parse(broken).unwrap();
    assert!(lang.validator(parsed.error_nodes).accepts(broken));
}
