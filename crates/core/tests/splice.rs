//! Perses's third replacement rule ([Gharachorlu 2023a], §2.4.1): a list
//! element replaced by the elements of a nested list, which neither removal nor
//! hoisting can do.

use std::rc::Rc;

use whittle_core::algorithms::tree::{build_tree, Hoisting, TreeOptions};
use whittle_core::tree::{NodeId, Tree, TreeBuilder};
use whittle_core::{reduce_with, Reduction, ReductionOptions};

/// `{ s1; if c { t1; t2; } s3; }`: a block (a list) of statements. The
/// `if` is removable (a list element), may be replaced by its block (a
/// statement too: a hoist) and, with `splices`, by the block's contents.
/// The tokens `if`, `c`, braces and `;` cannot go alone.
fn program(splices: bool) -> Tree {
    let text = "{ s1; if c { t1; t2; } s3; }";
    let mut b = TreeBuilder::new(text.as_bytes().to_vec());
    let block = b.kind("block");
    let stmt = b.kind("statement");
    let tok = b.kind("token");
    let mut pos = 0;
    let mut token = |b: &mut TreeBuilder, parent: NodeId, named: bool, s: &str| {
        let start = text[pos..].find(s).unwrap() + pos;
        pos = start + s.len();
        b.add(Some(parent), tok, named, Some(start..pos))
    };
    let root = b.add(None, block, true, None);
    b.node_mut(root).list = true;
    token(&mut b, root, false, "{");
    let mut statements = Vec::new();
    let mut statement =
        |b: &mut TreeBuilder,
         parent: NodeId,
         name: &str,
         token: &mut dyn FnMut(&mut TreeBuilder, NodeId, bool, &str) -> NodeId| {
            let s = b.add(Some(parent), stmt, true, None);
            b.node_mut(s).removable = true;
            token(b, s, true, name);
            token(b, s, false, ";");
            statements.push(s);
        };
    statement(&mut b, root, "s1", &mut token);
    let if_ = b.add(Some(root), stmt, true, None);
    b.node_mut(if_).removable = true;
    token(&mut b, if_, false, "if");
    token(&mut b, if_, true, "c");
    let inner = b.add(Some(if_), block, true, None);
    b.node_mut(inner).list = true;
    token(&mut b, inner, false, "{");
    statement(&mut b, inner, "t1", &mut token);
    statement(&mut b, inner, "t2", &mut token);
    token(&mut b, inner, false, "}");
    statement(&mut b, root, "s3", &mut token);
    token(&mut b, root, false, "}");
    b.node_mut(if_).hoists = vec![inner];
    if splices {
        b.node_mut(if_).splices = vec![inner];
    }
    b.finish()
}

/// Interesting while both `t1` and `t2` are there.
fn reduce(algorithm: &str, tree: Tree, options: TreeOptions) -> (String, Vec<String>) {
    let algo = build_tree(algorithm, Rc::new(tree), options).unwrap();
    let mut reduction = Reduction::new(
        algo,
        ReductionOptions {
            check_original: false,
            ..ReductionOptions::default()
        },
    );
    let mut tests = Vec::new();
    let result = reduce_with(&mut reduction, |c| {
        let text = String::from_utf8(c.to_vec()).unwrap();
        let words: Vec<&str> = text.split(|ch: char| !ch.is_alphanumeric()).collect();
        let verdict = words.contains(&"t1") && words.contains(&"t2");
        tests.push(text);
        verdict
    });
    (String::from_utf8(result).unwrap(), tests)
}

fn replacing(on: bool) -> TreeOptions {
    TreeOptions {
        replace: Some(on),
        ..TreeOptions::default()
    }
}

#[test]
fn perses_splices_a_nested_block_into_its_parent() {
    let (result, tests) = reduce("perses", program(true), replacing(true));
    assert_eq!(result, "{ t1; t2; }");
    assert!(tests.iter().any(|t| t == "{ t1; t2; }"));
}

#[test]
fn without_splices_perses_stops_at_the_hoisted_block() {
    // Removal and hoisting alone keep the inner braces.
    let (result, _) = reduce("perses", program(false), replacing(true));
    assert_eq!(result, "{ { t1; t2; } }");
}

#[test]
fn with_replacement_off_splices_are_not_tried() {
    let (with, tests_with) = reduce("perses", program(true), replacing(false));
    let (without, tests_without) = reduce("perses", program(false), replacing(false));
    assert_eq!(with, "{ if c { t1; t2; } }");
    assert_eq!((with, tests_with), (without, tests_without));
}

#[test]
fn pardis_with_replacement_splices_too() {
    let (result, _) = reduce("pardis", program(true), replacing(true));
    assert_eq!(result, "{ t1; t2; }");
    let (result, _) = reduce("pardis", program(true), replacing(false));
    assert_eq!(result, "{ if c { t1; t2; } }");
}

#[test]
fn hdd_hoisting_offers_splices() {
    // Coarse HDD: plain HDD would also delete braces, which this oracle
    // (no syntax check) accepts.
    let options = TreeOptions {
        hoisting: Hoisting::Pre,
        ..TreeOptions::default()
    };
    let (result, _) = reduce("coarse-hdd", program(true), options.clone());
    assert_eq!(result, "{ t1; t2; }");
    let (result, _) = reduce("coarse-hdd", program(false), options);
    assert_eq!(result, "{ { t1; t2; } }");
}
