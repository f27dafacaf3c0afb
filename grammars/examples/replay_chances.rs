//! Replays a tree reducer's sequential path on a C file and scores the
//! chances it gives the driver's speculation ([`Algorithm::chance`]).
//!
//! The oracle is, by default, the I/O-bound benchmark oracle of
//! docs/benchmarks.md without its sleep, checked in process: the csmith
//! guard `if (print_hash_value) printf` and 90 distinct `g_N` globals.
//! Given a script, it is that script run on the candidate's file as
//! `SCRIPT FILE ARG...` (exit status 0: interesting). The language's
//! syntax check stands in front of it and failed contents are cached, as
//! in a real run. Each oracle query is scored with the chance given before
//! it ran (where the reducer gives none, the driver's, from the shapes of
//! the words the candidate takes for good, as at a window above 1):
//! a misprediction is a chance on the wrong side of one half, and the bits
//! are the log loss. Speed-ups at `-j N` follow the mispredictions, since
//! the driver speculates on the likelier side.
//!
//! ALGORITHM is a tree reducer's name, `rewrite` for the default
//! pipeline's rewrite pass (every transformation, the file's own texts as
//! its vocabulary), or a list algorithm and its unit (`ddmin-token`, the
//! pipeline's last pass).
//!
//! usage: cargo run --release -p whittle-grammars --example replay_chances --
//!        FILE.c ALGORITHM [SCRIPT ARG...]

use std::collections::HashSet;
use std::path::Path;
use std::process::Command;
use std::rc::Rc;

use whittle_core::algorithms::rewrite::{Rewrite, Transform, Vocabulary};
use whittle_core::algorithms::tree::{build_tree, Outlook, TreeOptions};
use whittle_core::algorithms::{build, ListOptions};
use whittle_core::words::{WordChances, Words};
use whittle_core::{Algorithm, BatchOutcome, Granularity, Validator};

/// Whether a candidate is interesting.
type Oracle = Box<dyn FnMut(&[u8]) -> bool>;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [path, algorithm, script @ ..] = args.as_slice() else {
        eprintln!("usage: replay_chances FILE.c ALGORITHM [SCRIPT ARG...]");
        std::process::exit(2);
    };
    let source = std::fs::read(path).expect("a readable file");
    let language = whittle_grammars::by_name("c").expect("the C grammar");
    let parsed = language.parse(&source).expect("a parse");
    let mut validator = language.validator(parsed.error_nodes);
    let mut reducer: Box<dyn Algorithm> = if algorithm == "rewrite" {
        let reparse = language.reparse(parsed.error_nodes);
        let vocabulary = Rc::new(Vocabulary::of(&parsed.tree, false));
        Box::new(Rewrite::new(
            source.clone(),
            parsed.tree,
            reparse,
            vocabulary,
            Transform::ALL.to_vec(),
        ))
    } else if let Some((name, unit)) = list_algorithm(algorithm) {
        build(name, source.clone(), &[unit], ListOptions::default()).expect("a list algorithm")
    } else {
        build_tree(algorithm, Rc::new(parsed.tree), TreeOptions::default())
            .expect("a tree algorithm")
    };
    // The window the benchmarks speculate with; it shapes the batches, not
    // the path.
    reducer.set_window(8);
    let mut oracle: Oracle = match script {
        [] => Box::new(sleep_globals),
        [script, script_args @ ..] => {
            let file = std::env::temp_dir()
                .join(format!("replay-chances-{}", std::process::id()))
                .join(Path::new(path).file_name().expect("a file name"));
            std::fs::create_dir_all(file.parent().unwrap()).expect("a temporary directory");
            let (script, script_args) = (script.clone(), script_args.to_vec());
            Box::new(move |content: &[u8]| {
                std::fs::write(&file, content).expect("a written candidate");
                Command::new(&script)
                    .arg(&file)
                    .args(&script_args)
                    .status()
                    .expect("the script runs")
                    .success()
            })
        }
    };
    let score = replay(reducer.as_mut(), &mut validator, &mut oracle);
    println!(
        "{algorithm}: {} queries, {} accepted, {} mispredicted, {:.3} bits per query",
        score.queries,
        score.accepted,
        score.mispredicted,
        score.bits / f64::from(score.queries.max(1))
    );
}

/// `ddmin-token` as `ddmin` over tokens.
fn list_algorithm(name: &str) -> Option<(&str, Granularity)> {
    let (name, unit) = name.rsplit_once('-')?;
    let unit = match unit {
        "byte" => Granularity::Byte,
        "char" => Granularity::Char,
        "line" => Granularity::Line,
        "token" => Granularity::Token,
        _ => return None,
    };
    Some((name, unit))
}

#[derive(Default)]
struct Score {
    queries: u32,
    accepted: u32,
    mispredicted: u32,
    bits: f64,
}

/// Runs `reducer` one candidate at a time to its end.
fn replay(
    reducer: &mut dyn Algorithm,
    validator: &mut dyn Validator,
    oracle: &mut dyn FnMut(&[u8]) -> bool,
) -> Score {
    let mut score = Score::default();
    let mut failed: HashSet<Vec<u8>> = HashSet::new();
    // The driver's own rates, for candidates the reducer gives no chance.
    let mut word_chances = WordChances::default();
    let mut recent = Outlook::default();
    while let Some(batch) = reducer.next_batch() {
        let mut winner = None;
        let base = Words::of(&reducer.current());
        for index in 0..batch.len {
            let chance = reducer.chance(index);
            let content = reducer.candidate(index).content;
            if !validator.accepts(&content) || failed.contains(&content) {
                continue;
            }
            let interesting = oracle(&content);
            // The driver classes only candidates without a chance of
            // their own.
            let (p, class) = match chance {
                Some(p) => (p, None),
                None => {
                    let class = base.class_of(&content);
                    (
                        word_chances.chance(&class, recent.success_rate()),
                        Some(class),
                    )
                }
            };
            let p = p.clamp(1e-3, 1.0 - 1e-3);
            score.queries += 1;
            score.bits -= if interesting { p } else { 1.0 - p }.log2();
            score.mispredicted += u32::from((p >= 0.5) != interesting);
            if let Some(class) = class {
                word_chances.observe(class, recent.success_rate(), interesting);
            }
            recent.observe(interesting);
            if interesting {
                score.accepted += 1;
                winner = Some(index);
                break;
            }
            failed.insert(content);
        }
        reducer.report(&BatchOutcome {
            interesting: winner.into_iter().collect(),
        });
    }
    score
}

/// The benchmark oracle's checks: the guard, with newlines read as spaces,
/// and 90 distinct `g_` followed by digits (`grep -o 'g_[0-9]*'`).
fn sleep_globals(text: &[u8]) -> bool {
    let flat: Vec<u8> = text
        .iter()
        .map(|&b| if b == b'\n' { b' ' } else { b })
        .collect();
    if !has_guard(&flat) {
        return false;
    }
    let mut globals = HashSet::new();
    let mut at = 0;
    while at + 1 < text.len() {
        if &text[at..at + 2] == b"g_" {
            let end = at
                + 2
                + text[at + 2..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
            globals.insert(&text[at..end]);
            at = end;
        } else {
            at += 1;
        }
    }
    globals.len() == 90
}

/// Whether `text` has `if\s*\(\s*print_hash_value\s*\)\s*printf`.
fn has_guard(text: &[u8]) -> bool {
    let spaces = |at: usize| {
        at + text[at..]
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count()
    };
    let word = |at: usize, word: &[u8]| text[at..].starts_with(word).then_some(at + word.len());
    (0..text.len()).any(|start| {
        let parts: [&[u8]; 5] = [b"if", b"(", b"print_hash_value", b")", b"printf"];
        let mut at = Some(start);
        for (i, part) in parts.iter().enumerate() {
            at = at.and_then(|a| word(if i == 0 { a } else { spaces(a) }, part));
        }
        at.is_some()
    })
}
