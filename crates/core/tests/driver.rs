//! The driver's own duties: the original check, the validator, events, limits
//! and the cache invariants over a whole run.

mod common;

use common::*;
use std::time::Duration;
use whittle_core::algorithms::{build, ListOptions};
use whittle_core::cache::CacheKind;
use whittle_core::Granularity::{Char, Line};
use whittle_core::{
    reduce_with, Event, Reduction, ReductionOptions, Status, Step, Validator, Verdict,
};

fn reduction(input: &str, options: ReductionOptions) -> Reduction {
    let algo = build(
        "ddmin*",
        input.as_bytes().to_vec(),
        &[Char],
        ListOptions::default(),
    )
    .unwrap();
    Reduction::new(algo, options)
}

#[test]
fn an_uninteresting_original_is_refused_after_one_query() {
    let mut r = reduction("hello", ReductionOptions::default());
    let out = reduce_with(&mut r, |t| t.len() < 3);
    assert_eq!(r.status(), Status::OriginalNotInteresting);
    assert_eq!(out, b"hello");
    assert_eq!(r.stats().queries, 1);
}

#[test]
fn the_original_check_counts_as_a_query() {
    let mut r = reduction("hello", ReductionOptions::default());
    let out = reduce_with(&mut r, |t| t.contains(&b'l'));
    assert_eq!(r.status(), Status::Finished);
    assert_eq!(out, b"l");
    let without = {
        let mut r = reduction("hello", options(1));
        reduce_with(&mut r, |t| t.contains(&b'l'));
        r.stats().queries
    };
    assert_eq!(r.stats().queries, without + 1);
}

struct Balanced;
impl Validator for Balanced {
    fn accepts(&mut self, content: &[u8]) -> bool {
        content.iter().filter(|&&b| b == b'(').count()
            == content.iter().filter(|&&b| b == b')').count()
    }
}

#[test]
fn validator_rejections_never_reach_the_oracle() {
    let mut r = reduction("a(b)c(d)e", options(1)).with_validator(Box::new(Balanced));
    let mut seen = Vec::new();
    let out = reduce_with(&mut r, |t| {
        seen.push(t.to_vec());
        t.contains(&b'e')
    });
    assert_eq!(out, b"e");
    assert!(seen.iter().all(|t| Balanced.accepts(t)));
    assert!(r.stats().rejections > 0);
}

/// [`Balanced`], counting its checks of each content.
struct CountingBalanced(std::rc::Rc<std::cell::RefCell<std::collections::HashMap<Vec<u8>, usize>>>);
impl Validator for CountingBalanced {
    fn accepts(&mut self, content: &[u8]) -> bool {
        *self.0.borrow_mut().entry(content.to_vec()).or_default() += 1;
        Balanced.accepts(content)
    }
}

/// The driver's memo of rejected contents is bounded as the cache is: an
/// adoption drops what is longer than the adopted candidate (no later
/// candidate is longer), so a content longer than that is checked anew.
#[test]
fn rejected_contents_longer_than_an_adoption_are_forgotten() {
    let checks = std::rc::Rc::default();
    let batches = vec![
        vec!["(abcd", "(abc"],
        vec!["(abcd", "(abc", "ab"],
        vec!["(abcd", "(abc", "a"],
    ];
    let mut r = Reduction::new(Box::new(Scripted::new("abcde", batches)), options(1))
        .with_validator(Box::new(CountingBalanced(std::rc::Rc::clone(&checks))));
    let out = reduce_with(&mut r, |t| t.contains(&b'a'));
    assert_eq!(out, b"a");
    let checks = checks.borrow();
    // Remembered while the current text is "abcde"; after "ab" is adopted,
    // both are longer and are checked again.
    assert_eq!(checks[b"(abcd".as_slice()], 2);
    assert_eq!(checks[b"(abc".as_slice()], 2);
    assert_eq!(r.stats().rejections, 6);
}

#[test]
fn a_rejected_content_is_checked_once() {
    // ddmin* proposes many unbalanced contents again in later runs (and a
    // parallel window in its forks): the driver remembers what the
    // validator turned away. Each is still counted as a rejection.
    let input = "a(b)c(d)e(f)g(h)i";
    for window in [1, 4] {
        let checks = std::rc::Rc::default();
        let mut r = reduction(input, options(window))
            .with_validator(Box::new(CountingBalanced(std::rc::Rc::clone(&checks))));
        let out = reduce_with(&mut r, |t| t.contains(&b'e') && t.contains(&b'('));
        assert_eq!(out, b"e()", "j={window}");
        let checks = checks.borrow();
        let rejected: Vec<_> = checks.keys().filter(|c| !Balanced.accepts(c)).collect();
        assert!(!rejected.is_empty());
        for content in &rejected {
            assert_eq!(checks[*content], 1, "j={window}: {content:?}");
        }
        assert!(
            r.stats().rejections > rejected.len() as u64,
            "j={window}: {} rejections of {} contents",
            r.stats().rejections,
            rejected.len()
        );
    }
}

#[test]
fn events_tell_the_whole_story() {
    let mut r = reduction("abcdef", options(1));
    reduce_with(&mut r, |t| t.contains(&b'b') && t.contains(&b'e'));
    let events: Vec<Event> = r.drain_events().collect();
    assert!(matches!(events.first(), Some(Event::Started { size }) if size.bytes == 6));
    assert!(
        matches!(events.last(), Some(Event::Finished { size, stopped: false }) if size.bytes == 2)
    );
    let phases = events
        .iter()
        .filter(|e| matches!(e, Event::Phase { .. }))
        .count();
    assert!(phases >= 2);
    let tested = events
        .iter()
        .filter(|e| matches!(e, Event::Tested { cached: false, .. }))
        .count();
    let hits = events
        .iter()
        .filter(|e| matches!(e, Event::Tested { cached: true, .. }))
        .count();
    let stats = r.stats();
    assert_eq!(tested as u64, stats.queries);
    assert_eq!(hits as u64, stats.cache.hits());
    let accepted = events
        .iter()
        .filter(|e| matches!(e, Event::Accepted { .. }))
        .count();
    assert_eq!(accepted as u64, stats.accepted);
    // Events serialise for front ends.
    let json = serde_json::to_string(&events).unwrap();
    assert!(json.contains("\"event\":\"accepted\""));
}

#[test]
fn cache_invariants_hold_after_a_run() {
    let input: String = (0..60).map(|i| format!("l{i}\n")).collect();
    for (kind, store, evict) in [
        (CacheKind::Content, false, true),
        (CacheKind::Content, true, false),
        (CacheKind::ContentHash, true, true),
    ] {
        let mut o = options(1);
        o.cache = cache(kind, store, evict);
        let algo = build(
            "ddmin*",
            input.clone().into_bytes(),
            &[Line],
            ListOptions::default(),
        )
        .unwrap();
        let mut r = Reduction::new(algo, o);
        reduce_with(&mut r, |t| {
            let t = String::from_utf8_lossy(t);
            t.contains("l7\n") && t.contains("l42\n")
        });
        assert_eq!(r.best(), b"l7\nl42\n");
        let stats = r.stats();
        // ddmin never looks up an interesting verdict.
        assert_eq!(stats.cache.hits_interesting, 0);
        assert!(stats.cache.peak_entries >= stats.cache.entries);
        if evict {
            assert!(stats.cache.evicted > 0);
        }
    }
}

#[test]
fn stop_keeps_an_interesting_candidate_already_found() {
    let mut r = reduction(
        "abcdefgh",
        ReductionOptions {
            window: 4,
            ..options(1)
        },
    );
    let mut running = Vec::new();
    while let Step::Test(request) = r.poll() {
        running.push(request);
    }
    // The batch's second candidate (the second half) is interesting; the
    // first has not answered when the user stops. (Between them the
    // window may hold a fork's candidate, which assumes the first wins.)
    let second = running
        .iter()
        .find(|r| r.content.as_slice() == b"efgh")
        .expect("the second half is under test");
    let verdict = Verdict::Interesting;
    r.complete(second.id, verdict, Duration::from_millis(5));
    r.stop();
    assert_eq!(r.status(), Status::Stopped);
    assert_eq!(r.best(), second.content.as_slice());
    assert!(matches!(r.poll(), Step::Done));
    // Late answers are ignored.
    r.complete(running[0].id, Verdict::Interesting, Duration::ZERO);
    assert_eq!(r.best(), second.content.as_slice());
}

#[test]
fn same_options_same_tests() {
    let input: String = (0..50).map(|i| format!("{}", i % 10)).collect();
    let oracle = |t: &str| t.matches('3').count() >= 2 && t.contains('9');
    let a = run(
        "ddmin*",
        &input,
        &[Char],
        ListOptions::default(),
        options(1),
        oracle,
    );
    let b = run(
        "ddmin*",
        &input,
        &[Char],
        ListOptions::default(),
        options(1),
        oracle,
    );
    assert_eq!(a, b);
}

#[test]
fn every_running_test_can_be_explained() {
    let mut r = reduction("abcdefgh", ReductionOptions::default());
    let mut explained = Vec::new();
    while let Step::Test(request) = r.poll() {
        explained.push(r.describe_test(request.id).expect("the test is running"));
        let verdict = Verdict::from(request.content.contains(&b'c'));
        r.complete(request.id, verdict, Duration::ZERO);
        assert_eq!(r.describe_test(request.id), None);
    }
    assert_eq!(explained[0], "the original input");
    assert!(
        explained[1].starts_with("reduce to subset: keep only part 1 of 2"),
        "{explained:?}"
    );
    assert!(explained.iter().all(|e| !e.is_empty()));
}

fn accepted_sizes(r: &mut Reduction) -> Vec<usize> {
    r.drain_events()
        .filter_map(|e| match e {
            Event::Accepted { size } => Some(size.bytes),
            _ => None,
        })
        .collect()
}

/// A pump: the algorithm adopts a larger text for a while. The best stays
/// the smallest adopted, so a stop keeps no larger result, and only the
/// adoptions the best took are told as accepted.
#[test]
fn the_best_never_grows_while_the_algorithm_does() {
    let scripted = |batches| Box::new(Scripted::new("int f(){for(;;);}", batches));
    let pumped = vec![vec!["int f(){}", "void f(){for(;;);}"], vec!["void f(){}"]];
    let mut r = Reduction::new(scripted(pumped.clone()), options(1));
    let mut tested = Vec::new();
    let mut sizes = Vec::new();
    let mut stopped_at = None;
    while let Step::Test(request) = r.poll() {
        let text = String::from_utf8(request.content.to_vec()).unwrap();
        let verdict = Verdict::from(text.starts_with("void") || text.contains("for"));
        r.complete(request.id, verdict, Duration::ZERO);
        tested.push(text);
        sizes.extend(accepted_sizes(&mut r));
        if tested.len() == 2 {
            // Mid-pump, once the larger candidate is adopted: the
            // algorithm holds it, the best does not.
            r.settle();
            stopped_at = Some(r.best().to_vec());
        }
    }
    sizes.extend(accepted_sizes(&mut r));
    assert_eq!(tested, ["int f(){}", "void f(){for(;;);}", "void f(){}"]);
    assert_eq!(stopped_at.as_deref(), Some(&b"int f(){for(;;);}"[..]));
    assert_eq!(r.best(), b"void f(){}");
    assert_eq!(sizes, [10]);
    assert_eq!((r.stats().accepted, r.stats().grown), (1, 1));
    assert_eq!(r.stats().current.bytes, 10);

    // Stopped mid-pump, the run ends with the text before it.
    let mut r = Reduction::new(scripted(pumped), options(1));
    for _ in 0..2 {
        let Step::Test(request) = r.poll() else {
            panic!("two tests before the stop")
        };
        let text = request.content.clone();
        let verdict = Verdict::from(text.starts_with(b"void"));
        r.complete(request.id, verdict, Duration::ZERO);
    }
    r.stop();
    assert_eq!(r.best(), b"int f(){for(;;);}");
    assert_eq!(r.stats().current.bytes, 17);
}

/// The refusals remembered are forgotten once a larger text (a pump's) is
/// adopted: the loop's removal, refused while `f` returned `int` (out of
/// the change's sight, past the statement before it), is asked again once
/// `f` is `void`, at every window: the fork made while the pump ran, whose
/// test the memory answered, is dropped.
#[test]
fn a_larger_adopted_text_forgets_the_refusals() {
    let pad = "int keep_the_name_of_this_variable = 0;";
    let texts: Vec<&'static str> = [
        format!("int f(){{{pad}for(;;);}}"),
        format!("int f(){{{pad}}}"),
        format!("void f(){{{pad}for(;;);}}"),
        format!("void f(){{{pad}}}"),
    ]
    .into_iter()
    .map(|text| &*Box::leak(text.into_boxed_str()))
    .collect();
    let batches = vec![vec![texts[1]], vec![texts[2]], vec![texts[3]]];
    for window in 1..=3 {
        // Every candidate sure to win: the driver forks on each and tests
        // what follows while it runs.
        let script = Box::new(Scripted::new(texts[0], batches.clone()).forking());
        let mut r =
            Reduction::new(with_one_chance(script, 1.0), options(window)).remembering_refusals();
        let trace = run_reduction_in(&mut r, Completion::Earliest, |text| {
            text.starts_with("void") || text.contains("for")
        });
        let tested: Vec<&str> = trace.launched().collect();
        assert_eq!(tested, texts[1..], "window {window}");
        assert_eq!(r.best(), texts[3].as_bytes(), "window {window}");
    }
}

#[test]
fn every_query_is_counted_once_under_the_pass_that_proposed_it() {
    let input = "ab\ncd\nef\ngh\n";
    let oracle = |t: &str| t.contains('c') && t.contains('g');
    for window in [1, 3] {
        let algo = build(
            "ddmin",
            input.as_bytes().to_vec(),
            &[Line, Char],
            ListOptions::default(),
        )
        .unwrap();
        let checked = ReductionOptions {
            check_original: true,
            ..options(window)
        };
        let mut r = Reduction::new(algo, checked);
        let trace = run_reduction(&mut r, oracle);
        assert_eq!(trace.result, "cg");
        let by_pass: Vec<(&str, u64)> = r
            .queries_by_pass()
            .iter()
            .map(|p| (p.pass.as_ref(), p.queries))
            .collect();
        let passes: Vec<&str> = by_pass.iter().map(|(pass, _)| *pass).collect();
        assert_eq!(passes, ["original", "line", "char"], "window {window}");
        assert!(by_pass.iter().all(|&(_, q)| q > 0), "{by_pass:?}");
        let sum: u64 = by_pass.iter().map(|&(_, q)| q).sum();
        assert_eq!(sum, r.stats().queries, "window {window}");
    }
}
