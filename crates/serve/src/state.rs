//! What the requests share: the script, the limits, and the admission
//! state (jobs, queue, running tests).
//!
//! A test is cancelled when its client disconnects and at shutdown. Each
//! request's script runs through `whittle-exec` on a blocking thread.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Semaphore;
use tracing::warn;
use whittle_exec::Script;

use crate::config::{SameOrigin, ServeConfig};

/// State shared by all requests.
pub(crate) struct Shared {
    pub(crate) script: Arc<Script>,
    pub(crate) jobs: usize,
    pub(crate) queue: usize,
    pub(crate) max_bytes: usize,
    pub(crate) token: Option<Vec<u8>>,
    pub(crate) origins: Vec<String>,
    pub(crate) same_origin: SameOrigin,
    pub(crate) body_timeout: Duration,
    /// `jobs + queue` permits: a request holds one from admission until its
    /// test ends, so at most that many candidates are in memory.
    pub(crate) admit: Arc<Semaphore>,
    /// `jobs` permits: held while the script runs.
    pub(crate) run: Arc<Semaphore>,
    pub(crate) running: AtomicUsize,
    pub(crate) queued: AtomicUsize,
    /// Moving average of test durations, for `Retry-After`.
    pub(crate) average_ms: AtomicU64,
    /// Request ids for the logs, shared with routes outside the oracle's.
    pub(crate) next_id: Arc<AtomicU64>,
    /// Cancellation flags of the tests running now, by request id.
    pub(crate) cancels: Mutex<HashMap<u64, Arc<AtomicBool>>>,
    pub(crate) aborting: AtomicBool,
}

impl Shared {
    pub(crate) fn new(config: ServeConfig) -> Arc<Shared> {
        let config = config.normalized();
        Arc::new(Shared {
            script: Arc::new(config.script),
            jobs: config.jobs,
            queue: config.queue,
            max_bytes: config.max_bytes,
            token: config.token.map(String::into_bytes),
            origins: config
                .allow_origins
                .iter()
                .map(|o| o.to_ascii_lowercase())
                .collect(),
            same_origin: config.same_origin,
            body_timeout: config.body_timeout,
            admit: Arc::new(Semaphore::new(config.jobs + config.queue)),
            run: Arc::new(Semaphore::new(config.jobs)),
            running: AtomicUsize::new(0),
            queued: AtomicUsize::new(0),
            average_ms: AtomicU64::new(0),
            next_id: Arc::new(AtomicU64::new(1)),
            cancels: Mutex::new(HashMap::new()),
            aborting: AtomicBool::new(false),
        })
    }

    /// Stops admitting work: new and queued requests get 503, running tests
    /// go on.
    pub(crate) fn close(&self) {
        self.admit.close();
        self.run.close();
    }

    /// Stops admitting work and cancels the running tests too.
    pub(crate) fn abort(&self) {
        self.aborting.store(true, Ordering::SeqCst);
        self.close();
        for cancel in self
            .cancels
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
        {
            cancel.store(true, Ordering::SeqCst);
        }
    }

    /// Seconds a refused client should wait: about the time until a job
    /// frees up, between 1 and 60.
    pub(crate) fn retry_after(&self) -> u64 {
        let per_slot_ms = self.average_ms.load(Ordering::Relaxed) / self.jobs as u64;
        per_slot_ms.div_ceil(1000).clamp(1, 60)
    }

    pub(crate) fn record_duration(&self, ms: u64) {
        // An exponential moving average (weight 1/8); races only blur it.
        let old = self.average_ms.load(Ordering::Relaxed);
        let new = if old == 0 { ms } else { (old * 7 + ms) / 8 };
        self.average_ms.store(new, Ordering::Relaxed);
    }
}

/// A counter that goes up now and down when dropped.
pub(crate) struct Gauge {
    shared: Arc<Shared>,
    running: bool,
}

impl Gauge {
    pub(crate) fn new(shared: &Arc<Shared>, running: bool) -> Gauge {
        let gauge = Gauge {
            shared: shared.clone(),
            running,
        };
        gauge.counter().fetch_add(1, Ordering::SeqCst);
        gauge
    }

    fn counter(&self) -> &AtomicUsize {
        if self.running {
            &self.shared.running
        } else {
            &self.shared.queued
        }
    }
}

impl Drop for Gauge {
    fn drop(&mut self) {
        self.counter().fetch_sub(1, Ordering::SeqCst);
    }
}

/// Cancels the script if the request is dropped before the test ends (the
/// client went away); unregisters the test either way.
pub(crate) struct CancelOnDrop {
    shared: Arc<Shared>,
    id: u64,
    cancel: Arc<AtomicBool>,
    pub(crate) finished: bool,
}

impl CancelOnDrop {
    /// Registers `cancel` for [`Shared::abort`] (setting it at once if the
    /// server is already aborting).
    pub(crate) fn register(shared: &Arc<Shared>, id: u64, cancel: Arc<AtomicBool>) -> CancelOnDrop {
        shared
            .cancels
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, cancel.clone());
        if shared.aborting.load(Ordering::SeqCst) {
            cancel.store(true, Ordering::SeqCst);
        }
        CancelOnDrop {
            shared: shared.clone(),
            id,
            cancel,
            finished: false,
        }
    }
}

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        if !self.finished {
            self.cancel.store(true, Ordering::SeqCst);
            warn!("client went away; cancelling its test");
        }
        self.shared
            .cancels
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn shared(jobs: usize) -> (tempfile::TempDir, Arc<Shared>) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sh");
        std::fs::write(&path, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        let mut config = ServeConfig::new(Script::new(&path, "c".as_ref()).unwrap());
        config.jobs = jobs;
        (dir, Shared::new(config))
    }

    #[test]
    fn retry_after_follows_the_average_test_time_per_job() {
        let (_dir, s) = shared(2);
        assert_eq!(s.retry_after(), 1, "nothing measured yet");
        s.record_duration(5000);
        assert_eq!(s.retry_after(), 3, "5 s tests on 2 jobs");
        s.record_duration(13000);
        assert_eq!(s.average_ms.load(Ordering::Relaxed), 6000);
        s.record_duration(10_000_000);
        assert_eq!(s.retry_after(), 60, "capped");
    }

    #[test]
    fn abort_cancels_registered_tests_and_closes_admission() {
        let (_dir, s) = shared(1);
        let cancel = Arc::new(AtomicBool::new(false));
        let guard = CancelOnDrop::register(&s, 7, cancel.clone());
        s.abort();
        assert!(cancel.load(Ordering::SeqCst));
        assert!(s.admit.try_acquire().is_err() && s.run.try_acquire().is_err());
        let late = Arc::new(AtomicBool::new(false));
        let _late_guard = CancelOnDrop::register(&s, 8, late.clone());
        assert!(late.load(Ordering::SeqCst), "registered after the abort");
        drop(guard);
        assert!(!s.cancels.lock().unwrap().contains_key(&7));
    }
}
