//! Small hand-built trees and a shell that records what a tree reducer
//! asked the oracle, the trial features of every query, the algorithm's own
//! counters and its batch log.

use std::collections::HashSet;
use std::rc::Rc;
use std::time::Duration;

use whittle_core::algorithms::tree::{build_tree, BatchRecord, TreeOptions};
use whittle_core::learn::{LearnOptions, ModelFile, Trial};
use whittle_core::tree::{NodeId, Tree, TreeBuilder};
use whittle_core::{Counter, Reduction, ReductionOptions, Step, Verdict};

/// A node with a kind and children, or a token (a leaf, kind `token`).
#[derive(Clone, Debug)]
pub enum Spec {
    Token(String),
    Node {
        kind: &'static str,
        removable: bool,
        children: Vec<Spec>,
    },
}

pub fn node(kind: &'static str, children: Vec<Spec>) -> Spec {
    Spec::Node {
        kind,
        removable: false,
        children,
    }
}

pub fn removable(kind: &'static str, children: Vec<Spec>) -> Spec {
    Spec::Node {
        kind,
        removable: true,
        children,
    }
}

pub fn tok(text: &str) -> Spec {
    Spec::Token(text.to_string())
}

/// `n` tokens `prefix0 prefix1 ...`.
pub fn toks(prefix: &str, n: usize) -> Vec<Spec> {
    (0..n).map(|i| tok(&format!("{prefix}{i}"))).collect()
}

/// `head` followed by `n` filler tokens named after it.
pub fn with_filler(head: &str, n: usize) -> Vec<Spec> {
    let mut children = vec![tok(head)];
    children.extend(toks(&format!("{head}_"), n));
    children
}

pub fn words(spec: &Spec) -> Vec<String> {
    match spec {
        Spec::Token(t) => vec![t.clone()],
        Spec::Node { children, .. } => children.iter().flat_map(words).collect(),
    }
}

pub fn text(spec: &Spec) -> String {
    words(spec).join(" ")
}

/// Builds the tree; tokens are separated by single spaces and must be
/// distinct.
pub fn build(spec: &Spec) -> Tree {
    fn add(b: &mut TreeBuilder, spec: &Spec, parent: Option<NodeId>, pos: &mut usize) {
        match spec {
            Spec::Token(t) => {
                let k = b.kind("token");
                b.add(parent, k, false, Some(*pos..*pos + t.len()));
                *pos += t.len() + 1;
            }
            Spec::Node {
                kind,
                removable,
                children,
            } => {
                let k = b.kind(kind);
                let id = b.add(parent, k, true, None);
                b.node_mut(id).removable = *removable;
                for c in children {
                    add(b, c, Some(id), pos);
                }
            }
        }
    }
    let mut b = TreeBuilder::new(text(spec).into_bytes());
    add(&mut b, spec, None, &mut 0);
    b.finish()
}

/// The spec without the subtrees none of whose tokens are in `result`.
pub fn prune(spec: &Spec, result: &str) -> Option<Spec> {
    let present: HashSet<&str> = result.split_whitespace().collect();
    fn go(spec: &Spec, present: &HashSet<&str>) -> Option<Spec> {
        match spec {
            Spec::Token(t) => present.contains(t.as_str()).then(|| spec.clone()),
            Spec::Node {
                kind,
                removable,
                children,
            } => {
                let children: Vec<Spec> = children.iter().filter_map(|c| go(c, present)).collect();
                (!children.is_empty()).then_some(Spec::Node {
                    kind,
                    removable: *removable,
                    children,
                })
            }
        }
    }
    go(spec, &present)
}

/// What a run asked and found.
#[derive(Debug)]
pub struct Run {
    pub result: String,
    /// Every oracle query with its verdict, in order.
    pub tests: Vec<(String, bool)>,
    /// The trial features of every query (`None` when it removes no single node).
    pub trials: Vec<Option<Trial>>,
    pub queries: u64,
    pub counters: Vec<Counter>,
    pub log: Vec<BatchRecord>,
}

impl Run {
    pub fn counter(&self, name: &str) -> u64 {
        self.counters
            .iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("no counter `{name}` in {:?}", self.counters))
            .value
    }

    /// Kinds of the single nodes the queries removed.
    pub fn tried_kinds(&self) -> Vec<String> {
        self.trials
            .iter()
            .flatten()
            .map(|t| t.kind.clone())
            .collect()
    }

    /// Tokens in the result.
    pub fn tokens(&self) -> usize {
        self.result.split_whitespace().count()
    }
}

pub fn run(
    algorithm: &str,
    spec: &Spec,
    options: TreeOptions,
    oracle: impl Fn(&str) -> bool,
) -> Run {
    let algo = build_tree(algorithm, Rc::new(build(spec)), options).unwrap();
    let mut reduction = Reduction::new(
        algo,
        ReductionOptions {
            check_original: false,
            ..ReductionOptions::default()
        },
    );
    let (mut tests, mut trials) = (Vec::new(), Vec::new());
    loop {
        match reduction.poll() {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                let verdict = oracle(&text);
                trials.push(reduction.trial(request.id));
                tests.push((text, verdict));
                reduction.complete(request.id, Verdict::from(verdict), Duration::ZERO);
            }
            Step::Wait => unreachable!("one test at a time"),
            Step::Done => break,
        }
    }
    Run {
        result: String::from_utf8(reduction.best().to_vec()).unwrap(),
        tests,
        trials,
        queries: reduction.stats().queries,
        counters: reduction.counters(),
        log: reduction.batch_log(),
    }
}

/// Options carrying a model (and nothing else special).
pub fn with_model(model: ModelFile, adapt: bool) -> TreeOptions {
    TreeOptions {
        learn: LearnOptions {
            model: Some(Rc::new(model)),
            adapt,
            ..LearnOptions::default()
        },
        ..TreeOptions::default()
    }
}

pub fn model(json: &str) -> ModelFile {
    ModelFile::from_json(json).unwrap()
}

/// The result satisfies the oracle, and one more Pardis run on it (re-built
/// from the surviving tokens) removes nothing.
pub fn assert_pardis_fixed_point(spec: &Spec, result: &str, oracle: &dyn Fn(&str) -> bool) {
    assert!(oracle(result), "the result is not interesting: {result}");
    let Some(rest) = prune(spec, result) else {
        return;
    };
    let again = run("pardis", &rest, TreeOptions::default(), oracle);
    assert!(
        again.tests.iter().all(|(_, verdict)| !verdict),
        "pardis still reduces {result:?}: {:?}",
        again.tests
    );
}

/// The oracle of the running examples: `hello` must stay, and a
/// declaration `defX` must stay while a use `useX...` exists.
pub fn needs_declarations(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    if !words.contains(&"hello") {
        return false;
    }
    words
        .iter()
        .filter_map(|w| w.strip_prefix("use"))
        .all(|used| {
            let name = used.split('_').next().unwrap();
            words.contains(&format!("def{name}").as_str())
        })
}

/// A declaration of `name` with `filler` more tokens, using `uses`.
pub fn declaration(name: &str, filler: usize, uses: &[&str]) -> Spec {
    let mut children = with_filler(&format!("def{name}"), filler);
    for (i, u) in uses.iter().enumerate() {
        children.push(tok(&format!("use{u}_d{name}{i}")));
    }
    removable("declaration", children)
}

/// A statement using the names `uses`, `filler` more tokens, unique by `id`.
pub fn statement(id: &str, filler: usize, uses: &[&str]) -> Spec {
    let mut children: Vec<Spec> = uses.iter().map(|u| tok(&format!("use{u}_s{id}"))).collect();
    children.extend(toks(&format!("st{id}_"), filler));
    removable("statement", children)
}

/// The kind id of the first node named `name`.
pub fn kind_of(state: &whittle_core::algorithms::tree::TreeState, name: &str) -> u16 {
    let (_, node) = state
        .tree
        .nodes()
        .find(|&(id, _)| state.tree.kind_name(id) == name)
        .unwrap();
    node.kind
}
