//! The native shell around the trust session (`whittle_setup::session`): a
//! pool of worker threads runs the oracle while the main thread polls the
//! session, hands its runs to the workers, stops the ones it names, and
//! reports progress. What to run and what the runs add up to (check runs,
//! repetitions, re-tests of the best, the verification) is the session's;
//! here are the threads, the stop flags and the clock.
//!
//! The main thread fills up to `-j` runs, feeds answers back, and wakes
//! every 100 ms to notice Ctrl-C and the deadline and to redraw progress.
//! Every run has its own stop flag: an orphan of lost speculation runs on
//! until the engine needs its slot for another test and names it, and is
//! killed then; once the reduction is over, its tests still running are
//! killed. A stopped run counts among the oracle's runs, and apart
//! (`Session::stopped_run`). A script over its limit answers no. An oracle
//! failure stops the run (the best result so far stands, unverified); a
//! failure while the result is verified only skips the verification. Before
//! every change of the running tests the span since the last change goes to
//! `WindowUse`.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{anyhow, Result};
use whittle_core::{Reduction, Status, Verdict};
use whittle_setup::session::{Answer, Outcome, Poll, Purpose, Session};

use crate::oracle::Oracle;
use crate::window_use::WindowUse;

/// How often the main thread wakes up while tests run, to notice Ctrl-C and
/// to redraw progress.
const TICK: Duration = Duration::from_millis(100);

/// How a driven run ended, beyond the session's own figures.
#[derive(Default)]
pub struct Driven {
    /// The oracle failed (an endpoint stayed down, the script could not be
    /// started): the run was stopped with the best result so far.
    pub oracle_error: Option<anyhow::Error>,
    /// The oracle failed once the reduction was over (the offered result's
    /// test or the verification): the result stands, not verified.
    pub verify_error: Option<anyhow::Error>,
    /// Each check run of the original's duration in seconds, in the order
    /// they finished.
    pub check_durations_s: Vec<f64>,
    /// How many tests ran at once, over time and by pass.
    pub window_use: WindowUse,
}

/// A run handed to a worker.
struct Job {
    id: u64,
    content: Arc<Vec<u8>>,
    limit: Option<Duration>,
    stop: Arc<AtomicBool>,
}

/// A worker's answer: the run, its verdict, how long it took, and whether
/// its stop flag was up when it ended.
struct Done {
    id: u64,
    verdict: Result<Verdict>,
    elapsed: Duration,
    stopped: bool,
}

/// A run in a worker's hands, as the main thread sees it.
struct Running {
    stop: Arc<AtomicBool>,
    purpose: Purpose,
    /// A check run of the original (the engine's own test of it included).
    check: bool,
    /// An engine test's run, of no use once the reduction is over.
    engine: bool,
}

/// Runs `session` to the end (or until `interrupt` is set; the deadline
/// stops the reduction, not the verification) with up to `jobs` oracle
/// runs at a time. `observe` is called whenever something happened;
/// `offer` is asked, once reduced, for a result in place of the best when
/// the session waits for one (`TrustPolicy::offer_result`).
pub fn drive(
    session: &mut Session,
    oracle: Arc<dyn Oracle>,
    jobs: usize,
    interrupt: &AtomicBool,
    deadline: Option<Instant>,
    mut observe: impl FnMut(&mut Session),
    mut offer: impl FnMut(&[u8]) -> Option<Vec<u8>>,
) -> Result<Driven> {
    let jobs = jobs.max(1);
    let (job_tx, job_rx) = mpsc::channel::<Job>();
    let job_rx = Arc::new(Mutex::new(job_rx));
    let (answer_tx, answer_rx) = mpsc::channel::<Done>();
    let workers: Vec<_> = (0..jobs)
        .map(|_| {
            let job_rx = Arc::clone(&job_rx);
            let answer_tx = answer_tx.clone();
            let oracle = Arc::clone(&oracle);
            std::thread::spawn(move || loop {
                let Ok(job) = job_rx.lock().expect("job queue").recv() else {
                    break;
                };
                let start = Instant::now();
                let verdict = oracle.test_within(&job.content, &job.stop, job.limit);
                let done = Done {
                    id: job.id,
                    verdict,
                    elapsed: start.elapsed(),
                    stopped: job.stop.load(Ordering::Relaxed),
                };
                if answer_tx.send(done).is_err() {
                    break;
                }
            })
        })
        .collect();
    drop(answer_tx);

    let start = Instant::now();
    let mut driven = Driven::default();
    // Runs handed out, and runs stopped whose answer has not come.
    let mut running: HashMap<u64, Running> = HashMap::new();
    let mut stopping: HashSet<u64> = HashSet::new();
    // When the number of running tests last changed.
    let mut since = Instant::now();
    let result = (|| -> Result<()> {
        loop {
            if interrupt.load(Ordering::Relaxed) {
                session.stop();
                observe(session);
                return Ok(());
            }
            let reducing = session.reduction().status() == Status::Running;
            if reducing && deadline.is_some_and(|d| Instant::now() >= d) {
                session.stop_reduction();
            }
            if session.reduction().status() != Status::Running {
                // The reduction is over: its tests still running are of no
                // use now.
                let ended: Vec<u64> = running
                    .iter()
                    .filter(|(_, r)| r.engine)
                    .map(|(&id, _)| id)
                    .collect();
                if !ended.is_empty() {
                    window_span(&mut driven.window_use, &mut since, session, running.len());
                }
                for id in ended {
                    stop(&mut running, &mut stopping, id);
                }
            }
            if session.awaiting_result() {
                let offered = offer(session.reduction().best());
                session.offer_result(offered);
            }
            let mut finished = false;
            while running.len() < jobs {
                let poll = session.poll(start.elapsed().as_secs_f64() * 1000.0);
                // Orphans (tests past a winner or in a lost fork) whose
                // slot another test waits for: stop them, so that their
                // cores go to that test.
                let abandoned = session.take_abandoned();
                if !abandoned.is_empty() {
                    window_span(&mut driven.window_use, &mut since, session, running.len());
                }
                for id in abandoned {
                    stop(&mut running, &mut stopping, id);
                }
                match poll {
                    Poll::Run(job) => {
                        window_span(&mut driven.window_use, &mut since, session, running.len());
                        let on_original = session.run(job.id).is_some_and(|(_, o)| o);
                        let check = job.purpose == Purpose::Check || on_original;
                        let engine = !check && session.engine_test(job.id).is_some();
                        let stop = Arc::new(AtomicBool::new(false));
                        running.insert(
                            job.id,
                            Running {
                                stop: Arc::clone(&stop),
                                purpose: job.purpose,
                                check,
                                engine,
                            },
                        );
                        job_tx
                            .send(Job {
                                id: job.id,
                                content: Arc::new(job.content.to_vec()),
                                limit: limit(job.timeout_ms),
                                stop,
                            })
                            .map_err(|_| anyhow!("workers stopped"))?;
                    }
                    Poll::Wait => break,
                    Poll::Done => {
                        finished = true;
                        break;
                    }
                }
            }
            observe(session);
            if finished {
                return Ok(());
            }
            if session.awaiting_result() {
                continue;
            }
            let done = match answer_rx.recv_timeout(TICK) {
                Ok(done) => done,
                Err(mpsc::RecvTimeoutError::Timeout) => continue,
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(anyhow!("every oracle worker stopped"))
                }
            };
            // A stopped run's answer (a killed script looks not
            // interesting) is not a verdict.
            if stopping.remove(&done.id) {
                if done.verdict.is_ok() {
                    session.stopped_run(done.id);
                }
                continue;
            }
            window_span(&mut driven.window_use, &mut since, session, running.len());
            let Some(run) = running.remove(&done.id) else {
                continue;
            };
            match done.verdict {
                Ok(_) if done.stopped => session.stopped_run(done.id),
                Ok(verdict) => {
                    let elapsed_ms = done.elapsed.as_secs_f64() * 1000.0;
                    if run.check {
                        driven.check_durations_s.push(done.elapsed.as_secs_f64());
                    }
                    let answer = if verdict.is_interesting() {
                        Answer::Yes
                    } else {
                        Answer::No
                    };
                    session.complete(
                        done.id,
                        Outcome {
                            answer,
                            elapsed_ms,
                            retries: 0,
                        },
                    );
                }
                Err(e) => {
                    let reduced = session.reduction().status() != Status::Running;
                    if reduced && run.purpose == Purpose::Verify {
                        driven.verify_error = Some(e);
                    } else {
                        driven.oracle_error = Some(e);
                    }
                    session.stop();
                    observe(session);
                    return Ok(());
                }
            }
            observe(session);
        }
    })();

    window_span(&mut driven.window_use, &mut since, session, running.len());
    // Runs still going are of no use now: kill them, and count them.
    for run in running.values() {
        run.stop.store(true, Ordering::Relaxed);
    }
    drop(job_tx);
    for worker in workers {
        let _ = worker.join();
    }
    for done in answer_rx.try_iter() {
        if done.verdict.is_ok() && (running.contains_key(&done.id) || stopping.contains(&done.id)) {
            session.stopped_run(done.id);
        }
    }
    result.map(|()| driven)
}

/// Stops run `id`: its answer, when it comes, only counts.
fn stop(running: &mut HashMap<u64, Running>, stopping: &mut HashSet<u64>, id: u64) {
    if let Some(run) = running.remove(&id) {
        run.stop.store(true, Ordering::Relaxed);
        stopping.insert(id);
    }
}

/// The time limit of a run the session asks for; `u32::MAX` stands for the
/// oracle's own (none, or a script's fixed one).
fn limit(timeout_ms: u32) -> Option<Duration> {
    (timeout_ms != u32::MAX).then(|| Duration::from_millis(u64::from(timeout_ms)))
}

/// Adds the time since `since`, with `running` tests, to the window's use
/// in the reducer's current pass; called before every change of the
/// running tests, so that the count held over the whole span.
fn window_span(window_use: &mut WindowUse, since: &mut Instant, session: &Session, running: usize) {
    let now = Instant::now();
    let reduction: &Reduction = session.reduction();
    if let Some(phase) = reduction.phase() {
        window_use.advance(&phase.pass, running, now - *since);
    }
    *since = now;
}
