//! The test log in the worker: a row for every test the engine settles
//! (by the oracle, the cache or the syntax check) and for every test a
//! stop cut short, made from the engine's events in their order, so that
//! one worker logs the same sequence on every run. Rows wait here for the
//! next progress message; only the last [`LOG_ROWS_KEPT`] wait.

use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::Arc;

use whittle_core::common::common_ends;
use whittle_core::{Event, Phase};

use crate::protocol::{display_text, preview, LogVerdict, TestRow};
use crate::protocol::{LOG_CANDIDATE_BYTES, LOG_ROWS_KEPT};

/// A test handed to the oracle and not answered yet.
struct Pending {
    /// The engine's test id and the session's run id.
    engine: u64,
    run: u64,
    content: Rc<Vec<u8>>,
    pass: String,
}

pub(super) struct TestLog {
    /// Rows made so far (the next row's number is this plus one).
    made: u64,
    /// The pass the algorithm is in, from its phase events.
    pass: Option<String>,
    /// The test case candidates are made from, for the diff of a large one.
    base: Arc<Vec<u8>>,
    /// The content of the last interesting verdict: what an adoption that
    /// follows it adopts.
    last_interesting: Option<Arc<Vec<u8>>>,
    pending: Vec<Pending>,
    unsent: VecDeque<TestRow>,
    dropped: u64,
}

/// The pass column: the pass, its round and its granularity.
pub fn pass_name(phase: &Phase) -> String {
    format!(
        "{} round {} / {} parts",
        phase.pass, phase.round, phase.granularity
    )
}

impl TestLog {
    pub fn new(original: &[u8]) -> TestLog {
        TestLog {
            made: 0,
            pass: None,
            base: Arc::new(original.to_vec()),
            last_interesting: None,
            pending: Vec::new(),
            unsent: VecDeque::new(),
            dropped: 0,
        }
    }

    fn pass(&self) -> String {
        self.pass
            .clone()
            .unwrap_or_else(|| "check of the original".to_string())
    }

    /// Engine test `engine` (session run `run`) went to the oracle.
    pub fn launched(&mut self, engine: u64, run: u64, content: Rc<Vec<u8>>) {
        let pass = self.pass();
        self.pending.push(Pending {
            engine,
            run,
            content,
            pass,
        });
    }

    /// Takes one of the engine's events, in order; `best` is the engine's
    /// best test case now (after every event drained with this one).
    pub fn observe(&mut self, event: &Event, best: &[u8]) {
        match event {
            Event::Phase { phase } => self.pass = Some(pass_name(phase)),
            Event::Tested {
                test,
                size,
                verdict,
                cached,
                duration,
                content,
            } => {
                let pending = test.and_then(|id| {
                    let at = self.pending.iter().position(|p| p.engine == id)?;
                    Some(self.pending.remove(at))
                });
                let interesting = verdict.is_interesting();
                let verdict = match (*cached, interesting) {
                    (true, _) => LogVerdict::Cache,
                    (false, true) => LogVerdict::Interesting,
                    (false, false) => LogVerdict::Not,
                };
                let pass = pending
                    .as_ref()
                    .map_or_else(|| self.pass(), |p| p.pass.clone());
                // Borrowed for the row; copied only when interesting (the
                // base of the diffs after an adoption), not for every test.
                let text: Option<&[u8]> = match (content, &pending) {
                    (Some(content), _) => Some(content),
                    (None, Some(p)) => Some(&p.content),
                    (None, None) => None,
                };
                if interesting {
                    self.last_interesting = match (content, text) {
                        (Some(content), _) => Some(Arc::clone(content)),
                        (None, text) => text.map(|t| Arc::new(t.to_vec())),
                    };
                }
                let ms = duration.map(|d| d.as_secs_f64() * 1000.0);
                self.push(text, size.bytes, verdict, interesting, ms, pass);
            }
            Event::Rejected { size, content } => {
                let pass = self.pass();
                self.push(
                    content.as_deref().map(Vec::as_slice),
                    size.bytes,
                    LogVerdict::Rejected,
                    false,
                    None,
                    pass,
                );
            }
            Event::Accepted { .. } => {
                self.base = match self.last_interesting.take() {
                    Some(content) => content,
                    None => Arc::new(best.to_vec()),
                };
            }
            _ => {}
        }
    }

    /// Tests that nothing waits for any more (session run ids), or every
    /// test still out when `runs` is `None` (the run stopped or ended).
    pub fn stopped(&mut self, runs: Option<&[u64]>) {
        let (cut, kept): (Vec<Pending>, Vec<Pending>) = std::mem::take(&mut self.pending)
            .into_iter()
            .partition(|p| runs.is_none_or(|runs| runs.contains(&p.run)));
        self.pending = kept;
        for p in cut {
            let bytes = p.content.len();
            self.push(
                Some(p.content.as_slice()),
                bytes,
                LogVerdict::Stopped,
                false,
                None,
                p.pass,
            );
        }
    }

    fn push(
        &mut self,
        content: Option<&[u8]>,
        bytes: usize,
        verdict: LogVerdict,
        cached_interesting: bool,
        ms: Option<f64>,
        pass: String,
    ) {
        self.made += 1;
        let (candidate, diff) = match content {
            Some(content) => describe(content, &self.base),
            None => (String::new(), false),
        };
        self.unsent.push_back(TestRow {
            number: self.made,
            candidate,
            diff,
            bytes,
            verdict,
            cached_interesting: cached_interesting && verdict == LogVerdict::Cache,
            ms,
            pass,
        });
        if self.unsent.len() > LOG_ROWS_KEPT {
            self.unsent.pop_front();
            self.dropped += 1;
        }
    }

    /// The rows not sent yet, and how many older ones were dropped unsent.
    pub fn take(&mut self) -> (Vec<TestRow>, u64) {
        (
            self.unsent.drain(..).collect(),
            std::mem::take(&mut self.dropped),
        )
    }
}

/// A candidate for the log: its text when small, otherwise what it
/// changes in `base` (the common start and end left out), both cut to
/// about [`LOG_CANDIDATE_BYTES`]. True for a diff.
pub fn describe(content: &[u8], base: &[u8]) -> (String, bool) {
    if content.len() <= LOG_CANDIDATE_BYTES {
        return (display_text(content).into_owned(), false);
    }
    let (prefix, suffix) = common_ends(content, base);
    let removed = &base[prefix..base.len() - suffix];
    let added = &content[prefix..content.len() - suffix];
    let half = LOG_CANDIDATE_BYTES / 2;
    let mut text = format!("@ byte {prefix}: ");
    if !removed.is_empty() {
        text.push_str(&format!(
            "−{} bytes «{}»",
            removed.len(),
            cut(removed, half)
        ));
    }
    if !added.is_empty() {
        if !removed.is_empty() {
            text.push(' ');
        }
        text.push_str(&format!("+{} bytes «{}»", added.len(), cut(added, half)));
    }
    if removed.is_empty() && added.is_empty() {
        text.push_str("no change");
    }
    (text, true)
}

/// The start of `bytes` as text, with an ellipsis when cut.
fn cut(bytes: &[u8], limit: usize) -> String {
    let text = display_text(&bytes[..bytes.len().min(limit + 4)]);
    let start = preview(&text, limit);
    if start.len() < text.len() || bytes.len() > limit + 4 {
        format!("{start}…")
    } else {
        start.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_candidate_is_logged_whole_and_a_large_one_as_its_change() {
        assert_eq!(describe(b"ab,c", b"xyz"), ("ab,c".to_string(), false));
        // A text whose period is not the removed length, so the change
        // is found where it was made.
        let base: Vec<u8> = (0..2000).map(|i| b'a' + (i % 26) as u8).collect();
        let mut candidate = base.clone();
        candidate.drain(700..1000);
        let (text, diff) = describe(&candidate, &base);
        assert!(diff);
        assert!(text.starts_with("@ byte 700: −300 bytes «"), "{text}");
        assert!(text.len() < LOG_CANDIDATE_BYTES + 64, "{}", text.len());
    }

    #[test]
    fn rows_are_numbered_in_order_and_only_the_last_ones_wait() {
        let mut log = TestLog::new(b"abc");
        let size = whittle_core::Size { bytes: 1, units: 1 };
        for _ in 0..LOG_ROWS_KEPT + 3 {
            log.observe(
                &Event::Rejected {
                    size,
                    content: Some(Arc::new(b"a".to_vec())),
                },
                b"abc",
            );
        }
        let (rows, dropped) = log.take();
        assert_eq!(rows.len(), LOG_ROWS_KEPT);
        assert_eq!(dropped, 3);
        assert_eq!(rows[0].number, 4);
        assert_eq!(rows.last().unwrap().number, LOG_ROWS_KEPT as u64 + 3);
        assert!(log.take().0.is_empty());
    }

    #[test]
    fn tests_cut_short_are_logged_as_stopped() {
        let mut log = TestLog::new(b"abc");
        log.launched(3, 7, Rc::new(b"ab".to_vec()));
        log.launched(4, 8, Rc::new(b"bc".to_vec()));
        log.stopped(Some(&[8]));
        log.stopped(None);
        let (rows, _) = log.take();
        let got: Vec<(&str, LogVerdict)> = rows
            .iter()
            .map(|r| (r.candidate.as_str(), r.verdict))
            .collect();
        assert_eq!(
            got,
            [("bc", LogVerdict::Stopped), ("ab", LogVerdict::Stopped)]
        );
    }
}
