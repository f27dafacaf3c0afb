//! The native shell around the engine: a pool of worker threads asks the
//! oracle while the main thread polls the [`Reduction`] and reports progress.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{anyhow, Result};
use whittle_core::{Reduction, Step, TestRequest, Verdict};

use crate::oracle::Oracle;

/// How often the main thread wakes up while tests run, to notice Ctrl-C and
/// to redraw progress.
const TICK: Duration = Duration::from_millis(100);

type Answer = (u64, Result<Verdict>, Duration);

/// Runs `reduction` to the end (or until `interrupt` is set, or the
/// deadline passes) with `jobs` oracle calls at a time. `observe` is called
/// whenever something happened.
pub fn drive(
    reduction: &mut Reduction,
    oracle: Arc<dyn Oracle>,
    jobs: usize,
    interrupt: &AtomicBool,
    deadline: Option<Instant>,
    mut observe: impl FnMut(&mut Reduction),
) -> Result<()> {
    let abort = Arc::new(AtomicBool::new(false));
    let (job_tx, job_rx) = mpsc::channel::<TestRequest>();
    let job_rx = Arc::new(Mutex::new(job_rx));
    let (answer_tx, answer_rx) = mpsc::channel::<Answer>();
    let workers: Vec<_> = (0..jobs.max(1))
        .map(|_| {
            let job_rx = Arc::clone(&job_rx);
            let answer_tx = answer_tx.clone();
            let oracle = Arc::clone(&oracle);
            let abort = Arc::clone(&abort);
            std::thread::spawn(move || loop {
                let job = job_rx.lock().expect("job queue").recv();
                let Ok(request) = job else { break };
                let start = Instant::now();
                let verdict = oracle.test(&request.content, &abort);
                if answer_tx
                    .send((request.id, verdict, start.elapsed()))
                    .is_err()
                {
                    break;
                }
            })
        })
        .collect();
    drop(answer_tx);

    let result = (|| -> Result<()> {
        loop {
            let late = deadline.is_some_and(|d| Instant::now() >= d);
            if late || interrupt.load(Ordering::Relaxed) {
                reduction.stop();
            }
            let step = reduction.poll();
            observe(reduction);
            match step {
                Step::Test(request) => job_tx
                    .send(request)
                    .map_err(|_| anyhow!("workers stopped"))?,
                Step::Wait => match answer_rx.recv_timeout(TICK) {
                    Ok((id, verdict, duration)) => {
                        reduction.complete(id, verdict?, duration);
                        observe(reduction);
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

    // Speculative tests still running are of no use now: kill them.
    abort.store(true, Ordering::Relaxed);
    drop(job_tx);
    for worker in workers {
        let _ = worker.join();
    }
    result
}
