//! Stopping orphans: a shell that stops what `Reduction::take_abandoned`
//! names gives up a running test (an orphan of lost speculation) only when
//! every slot is taken and another test is waiting for one, which starts at
//! the next poll. An orphan whose slot nothing needs finishes and leaves its
//! verdict in the cache, so a content is run again only after its test gave
//! up its slot, never while a slot was free; and the path is the sequential
//! one at every window.

mod common;

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use common::options;
use whittle_core::algorithms::{build, ListOptions};
use whittle_core::Granularity::{Char, Line};
use whittle_core::{Event, Granularity, Reduction, Step, Verdict};

/// What a run with a stopping shell did.
#[derive(Debug, Default)]
struct Run {
    /// Every test's content, in launch order.
    launched: Vec<String>,
    /// The contents of the tests stopped, in order.
    stopped: Vec<String>,
    accepted: Vec<usize>,
    result: String,
}

/// Which running test answers at a wait.
#[derive(Clone, Copy, Debug)]
enum Order {
    Earliest,
    Latest,
    Shuffled(u64),
}

/// Runs `algorithm` at `window` with a shell that stops what the driver
/// names, checking at each stop that no slot was free: the shell had
/// `window` tests out, and the next poll starts a test in the freed slot.
fn run(
    algorithm: &str,
    input: &str,
    units: &[Granularity],
    window: usize,
    order: Order,
    oracle: impl Fn(&str) -> bool,
) -> Run {
    let algo = build(
        algorithm,
        input.as_bytes().to_vec(),
        units,
        ListOptions::default(),
    )
    .unwrap();
    let mut reduction = Reduction::new(algo, options(window));
    let mut run = Run::default();
    let mut running: Vec<(u64, String)> = Vec::new();
    let mut state = match order {
        Order::Shuffled(seed) => seed.wrapping_mul(6364136223846793005).wrapping_add(1),
        _ => 0,
    };
    let mut slot_freed = false;
    let what = format!("{algorithm} j={window} {order:?}");
    loop {
        let step = reduction.poll();
        if slot_freed {
            assert!(
                matches!(step, Step::Test(_)),
                "{what}: a test was stopped, but its slot went to none"
            );
        }
        let stopped = reduction.take_abandoned();
        let out = running.len() + usize::from(matches!(step, Step::Test(_)));
        slot_freed = !stopped.is_empty();
        if slot_freed {
            assert_eq!(out, window, "{what}: a test was stopped with a slot free");
            assert_eq!(stopped.len(), 1, "{what}: one slot at a time");
        }
        for id in stopped {
            let pos = running.iter().position(|t| t.0 == id);
            let (_, text) = running.remove(pos.expect("only running tests are stopped"));
            run.stopped.push(text);
        }
        match step {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                run.launched.push(text.clone());
                running.push((request.id, text));
            }
            // The freed slot's test comes at the next poll.
            Step::Wait if slot_freed => {}
            Step::Wait => {
                let pick = match order {
                    Order::Earliest => 0,
                    Order::Latest => running.len() - 1,
                    Order::Shuffled(_) => {
                        state = state
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        (state >> 33) as usize % running.len()
                    }
                };
                let (id, text) = running.remove(pick);
                reduction.complete(id, Verdict::from(oracle(&text)), Duration::ZERO);
            }
            Step::Done => break,
        }
        for event in reduction.drain_events() {
            if let Event::Accepted { size } = event {
                run.accepted.push(size.bytes);
            }
        }
    }
    for event in reduction.drain_events() {
        if let Event::Accepted { size } = event {
            run.accepted.push(size.bytes);
        }
    }
    assert_eq!(
        reduction.stats().abandoned,
        run.stopped.len() as u64,
        "{what}"
    );
    run.result = String::from_utf8(reduction.best().to_vec()).unwrap();
    run
}

/// Contents launched more than once, with how often.
fn again(run: &Run) -> Vec<(&str, usize)> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for text in &run.launched {
        *seen.entry(text).or_default() += 1;
    }
    let mut twice: Vec<_> = seen.into_iter().filter(|&(_, n)| n > 1).collect();
    twice.sort_unstable();
    twice
}

fn orders(window: usize) -> Vec<Order> {
    let mut orders = vec![Order::Earliest, Order::Latest];
    orders.extend((0..40).map(|k| Order::Shuffled(window as u64 * 1000 + k)));
    orders
}

/// Asserts that every content launched more than once had a test stopped.
fn assert_only_stopped_contents_run_again(run: &Run, what: &str) {
    let stopped: HashSet<&str> = run.stopped.iter().map(String::as_str).collect();
    for (text, n) in again(run) {
        assert!(
            stopped.contains(text),
            "{what}: {text:?} ran {n} times, none of them stopped"
        );
    }
}

/// The case: ddmin by characters on `12345`, interesting while the
/// text holds a 2 and a 4. A window of two stopped the speculative test of
/// `1` while a slot was free, and later ran `1` again. Now a test is
/// stopped only for a slot that another test takes at once (checked in
/// `run`); at two slots none of the contents runs twice, and at three or
/// four only one whose test gave up its slot.
#[test]
fn a_stopped_content_is_not_launched_again_while_a_slot_is_free() {
    let oracle = |t: &str| t.contains('2') && t.contains('4');
    let sequential = run("ddmin", "12345", &[Char], 1, Order::Earliest, oracle);
    assert_eq!(sequential.result, "24");
    assert!(again(&sequential).is_empty());
    for window in 2..=4 {
        for order in orders(window) {
            let what = format!("j={window} {order:?}");
            let parallel = run("ddmin", "12345", &[Char], window, order, oracle);
            assert_eq!(parallel.result, sequential.result, "{what}");
            assert_eq!(parallel.accepted, sequential.accepted, "{what}");
            assert_only_stopped_contents_run_again(&parallel, &what);
            if window == 2 {
                assert!(
                    again(&parallel).is_empty(),
                    "{what}: launched again: {:?} (stopped: {:?})",
                    again(&parallel),
                    parallel.stopped
                );
            }
        }
    }
}

/// Over several algorithms and a larger input: tests are stopped only for
/// a slot another test takes at once, and a content is launched again only
/// if a test of it was stopped.
#[test]
fn only_a_content_whose_test_gave_up_its_slot_runs_again() {
    let input: String = (0..24).map(|i| format!("l{}\n", i % 7)).collect();
    let oracle = |t: &str| {
        t.contains("l3\nl4\n")
            && t.matches("l5").count() >= 2
            && (t.len() % 3 != 1 || t.contains("l6"))
    };
    let mut stops = 0;
    for algorithm in ["ddmin", "ddmin*", "opdd", "opdd*"] {
        let sequential = run(algorithm, &input, &[Line], 1, Order::Earliest, oracle);
        for window in 2..=4 {
            for order in orders(window).into_iter().take(12) {
                let what = format!("{algorithm} j={window} {order:?}");
                let parallel = run(algorithm, &input, &[Line], window, order, oracle);
                assert_eq!(parallel.result, sequential.result, "{what}");
                assert_eq!(parallel.accepted, sequential.accepted, "{what}");
                assert_only_stopped_contents_run_again(&parallel, &what);
                stops += parallel.stopped.len();
            }
        }
    }
    assert!(stops > 0, "some slots are given up");
}
