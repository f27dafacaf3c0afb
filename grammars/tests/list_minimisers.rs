//! Every list minimiser (`--list-min dd|opdd|probdd|cdd|wdd`) in the tree
//! hosts, HDD and Perses (and Pardis Hybrid's groups), end to end on real C
//! and JSON parses with the grammar's syntax check and an in-process oracle:
//! results are interesting, valid, smaller, and the same on every run.

mod common;

use std::rc::Rc;

use common::sample;
use whittle_core::algorithms::tree::{build_tree, TreeOptions};
use whittle_core::algorithms::ListMinimiser;
use whittle_core::{reduce_with, Reduction, ReductionOptions};

const HOSTS: &[&str] = &["hdd", "hdd*", "coarse-hddr", "perses", "pardis-hybrid"];

fn reduce(
    language: &str,
    source: &[u8],
    algorithm: &str,
    minimiser: ListMinimiser,
    oracle: &dyn Fn(&str) -> bool,
) -> (Vec<u8>, u64) {
    let language = whittle_grammars::by_name(language).unwrap();
    let parsed = language.parse(source).unwrap();
    let options = TreeOptions {
        revisit: Some(minimiser),
        ..TreeOptions::default()
    };
    let algo = build_tree(algorithm, Rc::new(parsed.tree), options).unwrap();
    let mut reduction = Reduction::new(
        algo,
        ReductionOptions {
            check_original: false,
            ..ReductionOptions::default()
        },
    )
    .with_validator(Box::new(language.validator(parsed.error_nodes)));
    let result = reduce_with(&mut reduction, |c| oracle(std::str::from_utf8(c).unwrap()));
    (result, reduction.stats().queries)
}

fn check(language: &str, source: &[u8], oracle: &dyn Fn(&str) -> bool) {
    assert!(oracle(std::str::from_utf8(source).unwrap()));
    let grammar = whittle_grammars::by_name(language).unwrap();
    let errors = grammar.parse(source).unwrap().error_nodes;
    for &algorithm in HOSTS {
        for minimiser in ListMinimiser::ALL {
            let what = format!("{language} {algorithm} --list-min {minimiser}");
            let (result, queries) = reduce(language, source, algorithm, minimiser, oracle);
            let text = String::from_utf8(result.clone()).unwrap();
            assert!(oracle(&text), "{what}: {text}");
            assert!(result.len() < source.len(), "{what}");
            let reparsed = grammar.parse(&result).unwrap();
            assert!(reparsed.error_nodes <= errors, "{what}: {text}");
            let again = reduce(language, source, algorithm, minimiser, oracle);
            assert_eq!(again, (result, queries), "{what}: not deterministic");
        }
    }
}

#[test]
fn c_in_every_host() {
    let source = sample("sample.c");
    check("c", &source, &|t| {
        t.contains("main") && t.contains("return")
    });
}

#[test]
fn json_in_every_host() {
    let source = sample("sample.json");
    check("json", &source, &|t| {
        t.contains("Grace") && t.contains("1906")
    });
}
