//! The native shell around the engine: a pool of worker threads asks the
//! oracle while the main thread polls the [`Reduction`] and reports progress.
//! Every so often a worker also re-tests the current best result, to notice
//! a flaky oracle while the run goes on.
//!
//! The main thread hands out test requests, feeds verdicts back, and wakes
//! every 100 ms to notice Ctrl-C and redraw progress. Every test has its own
//! stop flag: an orphan of lost speculation runs on until the driver needs
//! its slot for another test and names it (`Reduction::take_abandoned`), and
//! is killed then; when the run ends, speculative tests still running are
//! killed. A stopped run still counts among the oracle's runs, and apart
//! (`Repeated::stopped`). `drive_checked` sends a re-test of the best result
//! to a worker every N queries or T seconds (a disagreement is flakiness
//! evidence: size, digest, k of n runs), and turns an oracle failure into a
//! stop that keeps the best result; the engine never sees either. Before
//! every change of the running tests the span since the last change goes to
//! `WindowUse`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{anyhow, Result};
use serde::Serialize;
use whittle_core::cache::CacheKey;
use whittle_core::{Reduction, Step, TestRequest, Verdict};

use crate::oracle::{Oracle, Repeated, Tally};
use crate::window_use::WindowUse;

/// How often the main thread wakes up while tests run, to notice Ctrl-C and
/// to redraw progress.
const TICK: Duration = Duration::from_millis(100);

/// When to re-test the current best result during the run: after every
/// `queries` oracle queries or `interval` of wall time since the last
/// re-test, whichever comes first (`None`: never on that count).
pub struct Recheck {
    pub oracle: Arc<Repeated>,
    pub queries: Option<u64>,
    pub interval: Option<Duration>,
}

/// A re-test of the best result that found it not interesting: the
/// evidence that the oracle is flaky.
#[derive(Clone, Debug, Serialize)]
pub struct Disagreement {
    pub bytes: usize,
    /// The candidate's xxh3-128 digest, in hex.
    pub digest: String,
    pub runs: u32,
    pub interesting: u32,
    /// Oracle queries of the reduction when the re-test started.
    pub after_queries: u64,
}

impl Disagreement {
    pub fn describe(&self) -> String {
        format!(
            "the oracle is flaky: the best result so far ({} bytes, digest {}) was interesting, \
             but when tested again after {} queries {} of {} runs were interesting",
            self.bytes,
            &self.digest[..16],
            self.after_queries,
            self.interesting,
            self.runs
        )
    }
}

/// How a driven run ended, beyond the reduction's own status.
#[derive(Default)]
pub struct Driven {
    /// The oracle failed (an endpoint stayed down, the script could not be
    /// started): the run was stopped with the best result so far.
    pub oracle_error: Option<anyhow::Error>,
    /// Re-tests of the best result made.
    pub rechecks: u64,
    pub disagreements: Vec<Disagreement>,
    /// How many tests ran at once, over time and by pass.
    pub window_use: WindowUse,
}

enum Job {
    /// A test, with the flag that stops it when the driver abandons it.
    Test(TestRequest, Arc<AtomicBool>),
    Recheck(Arc<Vec<u8>>),
}

enum Answer {
    Verdict(u64, Result<Verdict>, Duration),
    Recheck(Arc<Vec<u8>>, Result<Tally>),
}

/// Runs `reduction` to the end (or until `interrupt` is set, or the
/// deadline passes) with `jobs` oracle calls at a time, and says how full
/// the window was. `observe` is called whenever something happened. An
/// oracle failure is an error.
pub fn drive(
    reduction: &mut Reduction,
    oracle: Arc<dyn Oracle>,
    jobs: usize,
    interrupt: &AtomicBool,
    deadline: Option<Instant>,
    observe: impl FnMut(&mut Reduction),
) -> Result<WindowUse> {
    let driven = drive_checked(
        reduction,
        oracle,
        jobs,
        interrupt,
        deadline,
        None,
        observe,
        |_| {},
    )?;
    match driven.oracle_error {
        Some(e) => Err(e),
        None => Ok(driven.window_use),
    }
}

/// [`drive`], but an oracle failure stops the run (the best result so far
/// stands) and is returned in [`Driven`]; with `recheck`, the best result is
/// re-tested now and then and every disagreement is passed to `note` as it
/// is found.
#[allow(clippy::too_many_arguments)]
pub fn drive_checked(
    reduction: &mut Reduction,
    oracle: Arc<dyn Oracle>,
    jobs: usize,
    interrupt: &AtomicBool,
    deadline: Option<Instant>,
    recheck: Option<&Recheck>,
    mut observe: impl FnMut(&mut Reduction),
    mut note: impl FnMut(&Disagreement),
) -> Result<Driven> {
    let abort = Arc::new(AtomicBool::new(false));
    let (job_tx, job_rx) = mpsc::channel::<Job>();
    let job_rx = Arc::new(Mutex::new(job_rx));
    let (answer_tx, answer_rx) = mpsc::channel::<Answer>();
    let rechecker = recheck.map(|r| Arc::clone(&r.oracle));
    let workers: Vec<_> = (0..jobs.max(1))
        .map(|_| {
            let job_rx = Arc::clone(&job_rx);
            let answer_tx = answer_tx.clone();
            let oracle = Arc::clone(&oracle);
            let rechecker = rechecker.clone();
            let abort = Arc::clone(&abort);
            std::thread::spawn(move || loop {
                let job = job_rx.lock().expect("job queue").recv();
                let answer = match job {
                    Err(_) => break,
                    Ok(Job::Test(request, stop)) => {
                        let start = Instant::now();
                        let verdict = oracle.test(&request.content, &stop);
                        Answer::Verdict(request.id, verdict, start.elapsed())
                    }
                    Ok(Job::Recheck(content)) => {
                        let tally = rechecker
                            .as_ref()
                            .expect("re-tests only with a re-test oracle")
                            .tally(&content, &abort);
                        Answer::Recheck(content, tally)
                    }
                };
                if answer_tx.send(answer).is_err() {
                    break;
                }
            })
        })
        .collect();
    drop(answer_tx);

    let mut driven = Driven::default();
    let mut last_recheck = (0u64, Instant::now());
    let mut recheck_running: Option<u64> = None;
    // The stop flags of the tests handed to the workers and not answered.
    let mut running: HashMap<u64, Arc<AtomicBool>> = HashMap::new();
    // When the number of running tests last changed.
    let mut since = Instant::now();
    let result = (|| -> Result<()> {
        loop {
            let late = deadline.is_some_and(|d| Instant::now() >= d);
            if late || interrupt.load(Ordering::Relaxed) {
                reduction.stop();
            }
            if let Some(policy) = recheck.filter(|_| recheck_running.is_none()) {
                let queries = reduction.stats().queries;
                let due = policy
                    .queries
                    .is_some_and(|n| queries >= last_recheck.0 + n)
                    || policy
                        .interval
                        .is_some_and(|t| last_recheck.1.elapsed() >= t);
                if due && reduction.status() == whittle_core::Status::Running {
                    last_recheck = (queries, Instant::now());
                    recheck_running = Some(queries);
                    let best = Arc::new(reduction.best().to_vec());
                    job_tx
                        .send(Job::Recheck(best))
                        .map_err(|_| anyhow!("workers stopped"))?;
                }
            }
            let step = reduction.poll();
            // An orphan (a test past a winner or in a lost fork) whose slot
            // another test is waiting for: stop it, so that its core goes to
            // that test.
            let abandoned = reduction.take_abandoned();
            let freed = !abandoned.is_empty();
            if freed {
                window_span(&mut driven.window_use, &mut since, reduction, running.len());
            }
            for id in abandoned {
                if let Some(stop) = running.remove(&id) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            observe(reduction);
            match step {
                // The test that takes the freed slot is the next poll's.
                Step::Wait if freed => {}
                Step::Test(request) => {
                    let stop = Arc::new(AtomicBool::new(false));
                    window_span(&mut driven.window_use, &mut since, reduction, running.len());
                    running.insert(request.id, Arc::clone(&stop));
                    job_tx
                        .send(Job::Test(request, stop))
                        .map_err(|_| anyhow!("workers stopped"))?
                }
                // An abandoned test's answer (a stopped script looks not
                // interesting) is not a verdict.
                Step::Wait => match answer_rx.recv_timeout(TICK) {
                    Ok(Answer::Verdict(id, _, _)) if !running.contains_key(&id) => {}
                    Ok(Answer::Verdict(id, Ok(verdict), duration)) => {
                        window_span(&mut driven.window_use, &mut since, reduction, running.len());
                        running.remove(&id);
                        reduction.complete(id, verdict, duration);
                        observe(reduction);
                    }
                    Ok(Answer::Recheck(content, Ok(tally))) => {
                        let after_queries = recheck_running.take().unwrap_or_default();
                        driven.rechecks += 1;
                        let verdict = rechecker.as_ref().map(|r| r.verdict(tally));
                        if verdict == Some(Verdict::NotInteresting) {
                            let found = Disagreement {
                                bytes: content.len(),
                                digest: format!("{:032x}", CacheKey::of(&content).digest()),
                                runs: tally.runs,
                                interesting: tally.interesting,
                                after_queries,
                            };
                            note(&found);
                            driven.disagreements.push(found);
                        }
                    }
                    Ok(Answer::Verdict(_, Err(e), _) | Answer::Recheck(_, Err(e))) => {
                        reduction.stop();
                        observe(reduction);
                        driven.oracle_error = Some(e);
                        return Ok(());
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => observe(reduction),
                    Err(mpsc::RecvTimeoutError::Disconnected) => {
                        return Err(anyhow!("every oracle worker stopped"))
                    }
                },
                Step::Done => return Ok(()),
            }
        }
    })();

    window_span(&mut driven.window_use, &mut since, reduction, running.len());
    // Speculative tests still running are of no use now: kill them.
    abort.store(true, Ordering::Relaxed);
    for stop in running.values() {
        stop.store(true, Ordering::Relaxed);
    }
    drop(job_tx);
    for worker in workers {
        let _ = worker.join();
    }
    result.map(|()| driven)
}

/// Adds the time since `since`, with `running` tests, to the window's use
/// in the reducer's current pass; called before every change of the
/// running tests, so that the count held over the whole span.
fn window_span(
    window_use: &mut WindowUse,
    since: &mut Instant,
    reduction: &Reduction,
    running: usize,
) {
    let now = Instant::now();
    if let Some(phase) = reduction.phase() {
        window_use.advance(&phase.pass, running, now - *since);
    }
    *since = now;
}
