//! What the session's state becomes for the app: the `progress`,
//! `stepped`, `finished` and `error` reports, the size curve, the tree
//! view's statuses, and the counts of oracle results that were not plain
//! verdicts (throws, timeouts, odd answers).

use whittle_core::algorithms::tree::BatchRecord;
use whittle_core::tree::NodeId;
use whittle_core::Event;
use whittle_setup::session::{self, Answer};

use super::set_track::step_files;
use super::track::Track;
use super::Session;
use crate::protocol::{
    display_text, hex_dump, preview, BatchRow, FlakyEvidence, OddAnswer, OracleResult, Point,
    Progress, Report, StepFile, StepReport, TestOutcome, TreeProgress, TreeShape, TrustStats,
    Verification, PREVIEW_BYTES,
};

/// What happened while `poll` looked for the next test: candidates the
/// cache or the syntax check answered, and the test it launched.
#[derive(Default)]
pub(super) struct PollNotes {
    cache_hits: u64,
    cache_hits_interesting: u64,
    rejections: u64,
    adopted_from_cache: Vec<usize>,
    launched_units: usize,
}

/// The test step mode is running, noted before its verdict ends its batch
/// (after which the engine can no longer describe it).
pub(super) struct StepNotes {
    id: u64,
    /// The session's run of the test.
    run: u64,
    /// The candidate against the current test case, or why not shown.
    pieces: Result<Vec<crate::protocol::StepPiece>, String>,
    description: String,
    candidate_bytes: usize,
    candidate_units: usize,
    current_bytes: usize,
    poll: PollNotes,
    /// What the test removes from the tree, for the tree view.
    testing: Vec<NodeId>,
    /// A set's files in the current set and in the candidate.
    files: Vec<StepFile>,
}

impl StepNotes {
    /// A stepped report without a noted test (the glue notes every step,
    /// so only a misuse gets here): described as "a candidate".
    fn unknown() -> StepNotes {
        StepNotes {
            id: u64::MAX,
            run: u64::MAX,
            pieces: Err("the candidate is not known".to_string()),
            description: "a candidate".to_string(),
            candidate_bytes: 0,
            candidate_units: 0,
            current_bytes: 0,
            poll: PollNotes::default(),
            testing: Vec::new(),
            files: Vec::new(),
        }
    }
}

/// Oracle results that were not plain verdicts, counted for the statistics.
#[derive(Default)]
pub(super) struct OracleTally {
    pub throws: u64,
    pub timeouts: u64,
    last_throw: Option<String>,
    odd_answers: u64,
    last_odd: Option<OddAnswer>,
}

impl OracleTally {
    /// What a result on `content` stands for, counting throws, timeouts
    /// and odd answers; `Err` for a result that means no candidate can be
    /// answered (the run stops). An oracle is code about arbitrary
    /// mangled text, so an answer that is neither true nor false on a
    /// candidate is that candidate's verdict (not interesting), like a
    /// throw; only on the original (`on_original`) is it the user's error.
    pub(super) fn answer(
        &mut self,
        result: &OracleResult,
        content: &[u8],
        on_original: bool,
    ) -> Result<Answer, String> {
        match result {
            OracleResult::Value { value: true } => Ok(Answer::Yes),
            OracleResult::Value { value: false } => Ok(Answer::No),
            OracleResult::Threw { message } => {
                self.throws += 1;
                self.last_throw = Some(message.clone());
                Ok(Answer::Other)
            }
            OracleResult::Timeout => {
                self.timeouts += 1;
                Ok(Answer::TimedOut)
            }
            OracleResult::NotBoolean { got } if on_original => Err(format!(
                "the oracle must return true or false, but returned {got}"
            )),
            OracleResult::NotBoolean { got } => {
                self.odd_answers += 1;
                self.last_odd = Some(OddAnswer {
                    got: got.clone(),
                    bytes: content.len(),
                    candidate: preview(&display_text(content), PREVIEW_BYTES).to_string(),
                });
                Ok(Answer::Other)
            }
            OracleResult::InvalidCode { message } => {
                Err(format!("the oracle is not valid JavaScript: {message}"))
            }
            OracleResult::InvalidSetup { message } | OracleResult::ToolchainFailed { message } => {
                Err(message.clone())
            }
            OracleResult::Unreachable { message } => Err(message.clone()),
            OracleResult::BadRequest { message } => {
                Err(format!("the endpoint settings are wrong: {message}"))
            }
            // The glue pauses the run and retries instead; one that reaches
            // the session anyway ends it with the message.
            OracleResult::Unavailable { message } => Err(message.clone()),
        }
    }
}

pub(super) fn batch_row(record: BatchRecord) -> BatchRow {
    let finite = |x: f64| x.is_finite().then_some(x);
    BatchRow {
        kind: record.kind,
        progress: finite(record.progress),
        probability: finite(record.probability),
        rate: finite(record.rate),
        cleanup_rate: finite(record.cleanup_rate),
        ran: record.ran,
        candidates: record.candidates,
        accepted: record.accepted,
        tokens_removed: record.tokens_removed,
    }
}

/// The session's figures as the app reads them.
fn trust_stats(trust: &session::Trust) -> TrustStats {
    TrustStats {
        check_runs: trust.check_runs,
        timeout_retests: trust.timeout_retests,
        timeout_raises: trust.timeout_raises,
        timeout_floor_ms: trust.timeout_floor_ms,
        check_interesting: trust.check_interesting,
        check_slowest_ms: trust.check_slowest_ms,
        timeout_ms: trust.timeout_ms,
        timeout_auto: trust.timeout_auto,
        oracle_runs: trust.oracle_runs,
        repeated_runs: trust.repeated_runs,
        rechecks: trust.rechecks,
        retries: trust.retries,
        verification: match trust.verification {
            session::Verification::Skipped => Verification::Skipped,
            session::Verification::Verified => Verification::Verified,
            session::Verification::Mismatch => Verification::Mismatch,
        },
        verification_runs: trust.verification_runs,
        verification_interesting: trust.verification_interesting,
        flaky: trust.flaky.as_ref().map(|flaky| FlakyEvidence {
            found_by: flaky.found_by.as_str().to_string(),
            bytes: flaky.bytes,
            runs: flaky.runs,
            interesting: flaky.interesting,
            suggestion: flaky.suggestion,
        }),
    }
}

impl Session {
    /// Notes what engine test `id` (oracle run `run`) is, for the
    /// `stepped` report that follows its result.
    pub(super) fn note_step(&mut self, run: u64, id: u64, slow: bool) {
        let stats = self.session.reduction().stats();
        let testing = self.tree_testing(run, id);
        let best = self.session.reduction().best();
        let files = match self.session.run(run) {
            Some((candidate, _)) if self.is_set => step_files(best, candidate),
            _ => Vec::new(),
        };
        let pieces = match self.session.run(run) {
            Some((candidate, _)) => super::step_pieces::pieces(best, candidate, self.is_set),
            None => Err("the candidate is not known".to_string()),
        };
        let notes = StepNotes {
            id,
            run,
            pieces,
            description: self
                .session
                .reduction()
                .describe_test(id)
                .unwrap_or_else(|| "a candidate".to_string()),
            candidate_bytes: self.launched_bytes,
            candidate_units: self.notes.launched_units,
            current_bytes: stats.current.bytes,
            poll: std::mem::take(&mut self.notes),
            testing,
            files,
        };
        if slow {
            // Several tests may run at once in slow motion: each keeps its
            // notes until its result (the oldest go past a few).
            if self.slow_notes.len() >= 16 {
                self.slow_notes.remove(0);
            }
            self.slow_notes.push(notes);
        } else {
            self.step = Some(notes);
        }
    }

    /// What engine test `test` (oracle run `run`) removes from the tree
    /// view on top of the best test case.
    fn tree_testing(&mut self, run: u64, test: u64) -> Vec<NodeId> {
        let reduction = self.session.reduction();
        match self.tree.as_mut().filter(|t| t.statuses()) {
            Some(Track::File(track)) => {
                let content = self.session.run(run).map(|(c, _)| c.as_slice());
                track.testing(reduction, test, content)
            }
            Some(Track::Set(track)) => {
                track.refresh(reduction);
                self.session
                    .run(run)
                    .map_or_else(Vec::new, |(content, _)| track.testing(content))
            }
            None => Vec::new(),
        }
    }

    /// In slow motion, the explanation of test run `run` once its result
    /// is in, for the next progress message.
    pub(super) fn note_slow_result(&mut self, outcome: &TestOutcome) {
        let Some(at) = self.slow_notes.iter().position(|n| n.run == outcome.id) else {
            return;
        };
        let notes = self.slow_notes.remove(at);
        let (step, _) = self.step_value(notes, outcome.clone());
        self.slow_step = Some(Box::new(step));
    }

    pub(super) fn stepped_report(&mut self, outcome: TestOutcome, elapsed_ms: f64) -> Report {
        let notes = self.step.take().unwrap_or_else(StepNotes::unknown);
        let (step, testing) = self.step_value(notes, outcome);
        let mut progress = self.progress_value(elapsed_ms);
        // The test is over, so nothing is in flight: the view shows what the
        // step's test removed (or tried to).
        if let Some(tree) = progress.tree.as_mut() {
            tree.testing = testing;
        }
        Report::Stepped {
            step: Box::new(step),
            progress,
        }
    }

    /// Where the next test comes from, for the prediction exercise: the
    /// first index sent, the next index, and candidates around it; nothing
    /// for a tree algorithm or a test case too large to show.
    fn next_batch_window(&mut self) -> (usize, usize, Vec<crate::protocol::BatchCandidate>) {
        let reduction = self.session.reduction_mut();
        if reduction.tree_edit().is_some()
            || reduction.best().len() > crate::protocol::STEP_SHOW_BYTES
            || self.is_set
        {
            return (0, 0, Vec::new());
        }
        let Some((next, _, _)) = reduction.batch_candidates(0..0) else {
            return (0, 0, Vec::new());
        };
        let from = next.saturating_sub(crate::protocol::BATCH_BEFORE);
        let Some((_, range, mut candidates)) =
            reduction.batch_candidates(from..next + crate::protocol::BATCH_AFTER)
        else {
            return (0, 0, Vec::new());
        };
        let (mut from, mut next) = (range.start, next);
        // The rest of the batch is answered by the cache, none of it
        // interesting: the next test is the first of the following batch,
        // if the window saw the batch's end.
        let rest = &candidates[next.min(range.end) - from..];
        let seen_end = reduction
            .batch_candidates(range.end..range.end + 1)
            .is_some_and(|(_, more, _)| more.is_empty());
        if seen_end && rest.iter().all(|c| c.answered && !c.interesting) {
            let Some(following) = reduction.following_batch(crate::protocol::BATCH_AFTER) else {
                return (0, 0, Vec::new());
            };
            (from, next, candidates) = (0, 0, following);
        }
        let batch = candidates
            .into_iter()
            .map(|c| crate::protocol::BatchCandidate {
                text: display_text(&c.content).into_owned(),
                answered: c.answered,
                description: c.description,
            })
            .collect();
        (from, next, batch)
    }

    /// A noted test's explanation, and what it removes from the tree.
    fn step_value(&mut self, notes: StepNotes, outcome: TestOutcome) -> (StepReport, Vec<NodeId>) {
        let (pieces, pieces_note) = match notes.pieces {
            Ok(pieces) => (Some(pieces), None),
            Err(why) => (None, Some(why)),
        };
        let (batch_from, batch_next, batch) = self.next_batch_window();
        let step = StepReport {
            batch,
            batch_from,
            batch_next,
            pieces,
            pieces_note,
            query: self.session.reduction().stats().queries,
            original_check: notes.id == 0,
            description: notes.description,
            candidate_bytes: notes.candidate_bytes,
            candidate_units: notes.candidate_units,
            current_bytes: notes.current_bytes,
            result: outcome.result,
            elapsed_ms: outcome.elapsed_ms,
            cache_hits: notes.poll.cache_hits,
            cache_hits_interesting: notes.poll.cache_hits_interesting,
            rejections: notes.poll.rejections,
            adopted_from_cache: notes.poll.adopted_from_cache,
            files: notes.files,
        };
        (step, notes.testing)
    }

    pub(super) fn finished_report(&mut self, elapsed_ms: f64) -> Report {
        self.log.stopped(None);
        let stats = self.session.reduction().stats();
        // The curve ends at the last query, not at the last reduction.
        self.points.push(Point {
            queries: stats.queries,
            bytes: stats.current.bytes,
        });
        let mut progress = self.progress_value(elapsed_ms);
        progress.best = None;
        Report::Finished {
            status: self.session.reduction().status(),
            progress,
            best: self.session.reduction().best().to_vec(),
        }
    }

    /// The report of a run that ends on an error: its figures as of the
    /// last poll (the run's clock included) and its best result, which
    /// stands.
    pub(super) fn error_report(&mut self, message: String) -> Report {
        let mut progress = self.progress_value(self.session.now_ms());
        progress.best = None;
        Report::Error {
            message,
            progress: Some(progress),
            best: Some(self.session.reduction().best().to_vec()),
        }
    }

    /// The input's parse tree (a set's files and theirs), once; from then
    /// on progress carries node statuses (for a tree algorithm, or a set).
    pub(super) fn start_tree_view(&mut self) -> Option<TreeShape> {
        let (shape, track) = self.parsed.take()?.start();
        self.tree = Some(track);
        Some(shape)
    }

    /// Drains the engine's events: adopted sizes become curve points, and
    /// while polling, candidates answered without the oracle are noted.
    pub(super) fn take_events(&mut self, polling: bool) {
        let queries = self.session.reduction().stats().queries;
        let events: Vec<Event> = self.session.reduction_mut().drain_events().collect();
        let best = self.session.reduction().best();
        for event in &events {
            self.log.observe(event, best);
        }
        // An adoption right after an interesting cache hit came from the
        // cache; otherwise it is the previous oracle verdict's.
        let mut cached_interesting = false;
        for event in events {
            match event {
                Event::Accepted { size } => {
                    self.points.push(Point {
                        queries,
                        bytes: size.bytes,
                    });
                    if polling && cached_interesting {
                        self.notes.adopted_from_cache.push(size.bytes);
                    }
                    cached_interesting = false;
                }
                Event::Tested {
                    cached: true,
                    verdict,
                    ..
                } if polling => {
                    self.notes.cache_hits += 1;
                    if verdict.is_interesting() {
                        self.notes.cache_hits_interesting += 1;
                        cached_interesting = true;
                    }
                }
                Event::Rejected { .. } if polling => self.notes.rejections += 1,
                Event::Launched { size, .. } if polling => self.notes.launched_units = size.units,
                _ => {}
            }
        }
    }

    pub(super) fn progress_value(&mut self, elapsed_ms: f64) -> Progress {
        let stats = self.session.reduction().stats();
        let best = (stats.accepted != self.best_sent).then(|| {
            self.best_sent = stats.accepted;
            let best = self.session.reduction().best();
            match std::str::from_utf8(best) {
                Ok(text) => {
                    let shown = preview(text, PREVIEW_BYTES);
                    (shown.to_string(), shown.len() == text.len())
                }
                // Binary: the start as hex, about as long as a text preview.
                Err(_) => (hex_dump(&best[..best.len().min(PREVIEW_BYTES / 4)]), false),
            }
        });
        let best_whole = best.as_ref().is_some_and(|(_, whole)| *whole);
        let best = best.map(|(text, _)| text);
        let batch_log: Vec<BatchRow> = self
            .session
            .reduction()
            .batch_log()
            .into_iter()
            .map(batch_row)
            .collect();
        let batch_log = (batch_log != self.batch_sent).then(|| {
            self.batch_sent = batch_log.clone();
            batch_log
        });
        let (tests, tests_dropped) = self.log.take();
        Progress {
            step: self.slow_step.take(),
            tests,
            tests_dropped,
            stats,
            phase: self.session.reduction().phase().cloned(),
            elapsed_ms,
            throws: self.tally.throws,
            last_throw: self.tally.last_throw.clone(),
            timeouts: self.tally.timeouts,
            odd_answers: self.tally.odd_answers,
            last_odd: self.tally.last_odd.clone(),
            best,
            best_whole,
            points: std::mem::take(&mut self.points),
            tree: self.tree_progress(),
            counters: self.session.reduction().counters(),
            batch_log,
            trust: trust_stats(self.session.trust()),
        }
    }

    /// The tree view's part of a report: the best test case's gone nodes
    /// when they changed, and what the tests in flight remove.
    fn tree_progress(&mut self) -> Option<TreeProgress> {
        let track = self.tree.as_mut().filter(|t| t.statuses())?;
        let reduction = self.session.reduction();
        track.refresh(reduction);
        let mut testing = Vec::new();
        // Tests without a tree edit are followed by their contents, which
        // the session keeps while their runs are wanted.
        let session = &self.session;
        self.followed_runs.retain(|&run| session.run(run).is_some());
        match track {
            Track::File(track) => {
                for id in session.engine_tests() {
                    let content = self
                        .followed_runs
                        .iter()
                        .filter(|&&run| session.engine_test(run) == Some(id))
                        .find_map(|&run| session.run(run))
                        .map(|(content, _)| content.as_slice());
                    testing.extend(track.testing(reduction, id, content));
                }
            }
            Track::Set(track) => {
                for &run in &self.followed_runs {
                    if let Some((content, _)) = session.run(run) {
                        testing.extend(track.testing(content));
                    }
                }
            }
        }
        Some(TreeProgress {
            removed: track.take_unsent(),
            testing,
        })
    }
}
