//! The driver's inner steps: launching a candidate, forking, settling a
//! verdict, resolving a batch. [`Reduction::poll`] and
//! [`Reduction::complete`] string them together.

use std::borrow::Cow;
use std::sync::Arc;

use super::branches::{BatchRun, Decision, Fork, Found, Move, Source};
use super::refusals::Base;
use super::{Guess, InFlight, PassQueries, Reduction, Status, TestRequest, Twin};
use crate::cache::CacheKey;
use crate::outlook::words::Words;
use crate::{Algorithm, BatchOutcome, Candidate, Event, Size, Verdict};

impl Reduction {
    pub(super) fn next_move(&self) -> Option<Move> {
        let run = self.batch.as_ref()?;
        let may_fork = run.fork_count() < self.options.window;
        let (_, next) = run.best_move(1.0, self.recent.success_rate(), true, may_fork)?;
        Some(next)
    }

    /// Asks the algorithm for its next batch, or ends the run.
    pub(super) fn next_batch(&mut self) {
        match self.algorithm.next_batch() {
            Some(batch) => {
                self.note_phase();
                self.batch = Some(BatchRun::new(self.next_tag, batch.len, Source::Algorithm));
                self.next_tag += 1;
            }
            None => self.finish(Status::Finished),
        }
    }

    /// Whether the batch under test can be resolved now: its outcome is
    /// decided, and either no test of it is still running or its
    /// algorithm forks. An algorithm that forks decides on the first
    /// interesting candidate alone, so the tests past the winner can go on
    /// as orphans; any other is told every interesting candidate the batch
    /// found, so its batch waits for them (parallel ddmin merges them).
    pub(super) fn may_resolve(&mut self) -> bool {
        let Some(run) = self.batch.as_mut() else {
            return false;
        };
        if run.decided().is_none() {
            return false;
        }
        let tag = run.tag;
        let busy = self
            .in_flight
            .iter()
            .any(|t| t.tag == tag || t.twins.iter().any(|twin| twin.tag == tag));
        if !busy {
            return true;
        }
        match run.source {
            // Its one test is still running.
            Source::Original => false,
            Source::Algorithm => *run
                .forkable
                .get_or_insert_with(|| self.algorithm.fork().is_some()),
        }
    }

    /// Records a verdict for candidate `index` of the batch tagged `tag`.
    /// An interesting candidate is kept by the cache at once, in case
    /// another fork or the real algorithm proposes it too: its batch holds
    /// the verdict only for itself, and may be dropped before any adoption.
    pub(super) fn settle_candidate(
        &mut self,
        tag: u64,
        index: usize,
        units: usize,
        content: &Arc<Vec<u8>>,
        verdict: Verdict,
    ) {
        if verdict.is_interesting() {
            self.cache
                .keep_unadopted(CacheKey::of(content), content, self.adopted_len);
        }
        if let Some((run, _)) = self.batch.as_mut().and_then(|root| root.find_mut(tag)) {
            // A change refused on the way here is refused, whatever the
            // oracle said: a run one test at a time would have passed over
            // it.
            let refused =
                run.remembered_refused(index, self.refusals.as_ref(), self.strandings.as_ref());
            let verdict = if refused {
                Verdict::NotInteresting
            } else {
                verdict
            };
            run.settle(
                index,
                Found::if_interesting(verdict, index, Arc::clone(content), units),
            );
        }
    }

    /// Prepares the next candidate of the batch tagged `tag`: validator,
    /// remembered refusals, cache, a running test with the same content,
    /// then (if none answered) a test request.
    pub(super) fn launch(&mut self, tag: u64) -> Option<TestRequest> {
        let Reduction {
            algorithm,
            validator,
            rejected,
            refusals,
            strandings,
            cache,
            stats,
            events,
            original,
            batch,
            in_flight,
            next_test,
            word_chances,
            tell_contents,
            recent,
            options,
            queries_by_pass,
            ..
        } = self;
        let (run, algorithm) = batch_and_algorithm(batch, algorithm, tag)?;
        let index = run.next();
        run.settled.push(None);
        run.changes.push(None);
        run.strandings.push(Vec::new());
        let candidate = match run.source {
            Source::Original => Candidate {
                content: original.to_vec(),
                units: stats.initial.units,
            },
            Source::Algorithm => algorithm.candidate(index),
        };
        run.chances.push(None);
        let size = Size {
            bytes: algorithm.measure(&candidate.content),
            units: candidate.units,
        };
        let key = CacheKey::of(&candidate.content);
        let mut guess = None;
        // The original is known to be valid, never in the cache and never
        // run twice: it goes straight to the oracle.
        if run.source == Source::Algorithm {
            if let Some(validator) = validator {
                if rejected.contains(key) || !validator.accepts(&candidate.content) {
                    rejected.insert(key);
                    stats.rejections += 1;
                    let content = tell_contents.then(|| Arc::new(candidate.content));
                    events.push_back(Event::Rejected { size, content });
                    run.settle(index, None);
                    return None;
                }
            }
            // What it strands first, so that every candidate the batch asks
            // for, one the refusals pass over too, tells the batch's rule
            // the same (see `branches.rs`).
            if let (Some(memory), Some(validator)) = (strandings.as_ref(), validator.as_mut()) {
                if memory.is_on() {
                    let base = run
                        .base_names
                        .get_or_insert_with(|| validator.names(&algorithm.current()));
                    if let Some(base) = base {
                        if let Some(names) = validator.names(&candidate.content) {
                            run.strandings[index] = memory.blamable(base.stranded_by(&names));
                        }
                    }
                }
            }
            // Before the cache, which holds speculative verdicts too: what
            // is passed over must not depend on the window.
            if let Some(refusals) = refusals {
                let base = run
                    .base
                    .get_or_insert_with(|| Base::new(algorithm.current()));
                let change = base.change(&candidate.content);
                run.changes[index] = Some(change);
                if refusals.contains(change) {
                    cache.note_remembered_hit();
                    let told = tell_contents.then(|| Arc::new(candidate.content));
                    events.push_back(answered_without_oracle(size, Verdict::NotInteresting, told));
                    run.settle(index, None);
                    return None;
                }
            }
            if strandings
                .as_ref()
                .is_some_and(|memory| memory.refuses(&run.strandings[index]))
            {
                cache.note_stranded_hit();
                let told = tell_contents.then(|| Arc::new(candidate.content));
                events.push_back(answered_without_oracle(size, Verdict::NotInteresting, told));
                run.settle(index, None);
                return None;
            }
            if let Some(verdict) = cache.lookup(key, &candidate.content) {
                let content = Arc::new(candidate.content);
                let told = tell_contents.then(|| Arc::clone(&content));
                events.push_back(answered_without_oracle(size, verdict, told));
                run.settle(
                    index,
                    Found::if_interesting(verdict, index, content, candidate.units),
                );
                return None;
            }
            // Only a candidate that waits for a verdict needs a chance
            // (see `branches`); the driver's own estimate is not worth its
            // cost one test at a time.
            let mut chance = algorithm.chance(index);
            if chance.is_none() && options.window > 1 {
                let class = run
                    .base_words
                    .get_or_insert_with(|| Words::of(&algorithm.current()))
                    .class_of(&candidate.content);
                let recent = recent.success_rate();
                chance = Some(word_chances.chance(&class, recent));
                guess = Some(Guess { class, recent });
            }
            run.chances[index] = chance;
            if cache.settles_in_flight() {
                let twin = in_flight
                    .iter_mut()
                    .find(|t| t.key == key && *t.content == candidate.content);
                if let Some(running) = twin {
                    running.twins.push(Twin {
                        tag,
                        index,
                        units: candidate.units,
                    });
                    return None;
                }
            }
        }
        let id = *next_test;
        *next_test += 1;
        // The check of the original is no pass's query.
        let label = match run.source {
            Source::Original => Cow::Borrowed("original"),
            Source::Algorithm => algorithm.phase().pass,
        };
        let pass = match queries_by_pass.iter().position(|p| p.pass == label) {
            Some(at) => at,
            None => {
                queries_by_pass.push(PassQueries {
                    pass: label,
                    queries: 0,
                });
                queries_by_pass.len() - 1
            }
        };
        let content = Arc::new(candidate.content);
        in_flight.push(InFlight {
            id,
            tag,
            index,
            key,
            content: Arc::clone(&content),
            units: candidate.units,
            twins: Vec::new(),
            guess,
            pass,
        });
        events.push_back(Event::Launched { test: id, size });
        Some(TestRequest { id, content })
    }

    /// Forks the algorithm of the batch tagged `tag` at candidate `index`
    /// (at the batch's length: past its end; see [`branches`]) and
    /// launches the fork's first candidate.
    pub(super) fn fork(&mut self, tag: u64, index: usize) -> Option<TestRequest> {
        let fork_tag = self.next_tag;
        let (run, algorithm) = batch_and_algorithm(&mut self.batch, &mut self.algorithm, tag)?;
        let Some(mut fork) = algorithm.fork() else {
            run.forkable = Some(false);
            return None;
        };
        run.forkable = Some(true);
        // A fork of the batch's end assumes that every candidate failed.
        let interesting = if index < run.len { vec![index] } else { vec![] };
        fork.report(&BatchOutcome { interesting });
        let fork_run = fork
            .next_batch()
            .map(|batch| BatchRun::new(fork_tag, batch.len, Source::Algorithm));
        self.next_tag += 1;
        let launches = fork_run.is_some();
        run.forks.push(Fork {
            index,
            algorithm: fork,
            run: fork_run,
        });
        if launches {
            self.launch(fork_tag)
        } else {
            None
        }
    }

    /// The batch's outcome is decided: adopt its winner and tell the
    /// algorithm, or make the winner's fork the algorithm.
    pub(super) fn resolve_batch(&mut self) {
        let mut run = self.batch.take().expect("a batch is under test");
        if run.source == Source::Original {
            // The input is interesting: the algorithm's first batch is next.
            return;
        }
        let decision = run.decided().expect("the batch is decided");
        let mut fork_stands = true;
        if let Some(refusals) = &mut self.refusals {
            if run.winner_grows(decision) {
                // A larger text (a pump's) is made to open what was refused
                // before it, out of a change's sight (`int` made `void` far
                // from the loop that stood for its `return`). Its fork's
                // tests ran while the memory still held those refusals.
                refusals.forget();
                fork_stands = false;
            } else {
                // The candidates before the outcome, the ones a run one
                // test at a time asks, were refused.
                let before = decision.index(run.len).min(run.changes.len());
                for change in run.changes[..before].iter().flatten() {
                    refusals.insert(*change);
                }
            }
        }
        if let Some(strandings) = &mut self.strandings {
            let before = decision.index(run.len).min(run.strandings.len());
            for refused in &run.strandings[..before] {
                strandings.learn_refused(refused);
            }
            if let Decision::Winner(index) = decision {
                // The fork's tests ran with the memory as it was: a run one
                // test at a time would have asked what it passed over, and
                // blamed other strandings.
                let accepted = run.strandings.get(index).map_or(&[][..], Vec::as_slice);
                fork_stands &= !strandings.learn_accepted(accepted);
            }
        }
        let mut interesting: Vec<usize> = run.interesting.iter().map(|f| f.index).collect();
        interesting.sort_unstable();
        let outcome = BatchOutcome { interesting };
        let fork = run
            .take_fork(decision.index(run.len))
            .filter(|_| fork_stands);
        if let Decision::Winner(_) = decision {
            if let Some(found) = run.take_first_found() {
                self.adopt(found);
            }
        }
        // The others found interesting stay in the cache (kept as their
        // verdicts came): the algorithm may propose them again.
        match fork {
            Some(fork) => {
                // The fork was told what the algorithm is about to be told
                // and asked for its next batch: it is the algorithm now.
                self.algorithm = fork.algorithm;
                match fork.run {
                    Some(mut run) => {
                        run.refuse_remembered(self.refusals.as_ref(), self.strandings.as_ref());
                        self.note_phase();
                        self.batch = Some(run);
                    }
                    None => self.finish(Status::Finished),
                }
            }
            None => self.algorithm.report(&outcome),
        }
    }

    /// The algorithm took `found` as its current test case. It becomes
    /// the best unless it is larger: a pump (the pipeline's, where its
    /// passes are stuck) grows the current test case for a while, and a
    /// stop then must still keep the smallest result.
    pub(super) fn adopt(&mut self, found: Found) {
        self.cache.note_interesting(found.content.len());
        self.rejected.note_adopted(found.content.len());
        self.adopted_len = found.content.len();
        let size = Size {
            bytes: self.algorithm.measure(&found.content),
            units: found.units,
        };
        if size.bytes > self.stats.current.bytes {
            self.stats.grown += 1;
            return;
        }
        self.best = found.content;
        self.stats.accepted += 1;
        self.stats.current = size;
        self.events.push_back(Event::Accepted {
            size: self.stats.current,
        });
    }

    pub(super) fn note_phase(&mut self) {
        let phase = self.algorithm.phase();
        if self.phase.as_ref() != Some(&phase) {
            self.events.push_back(Event::Phase {
                phase: phase.clone(),
            });
            self.phase = Some(phase);
        }
    }

    pub(super) fn finish(&mut self, status: Status) {
        self.status = status;
        self.batch = None;
        self.in_flight.clear();
        // A test started for the next poll is not handed out; what
        // starting it changed is told.
        if let Some(prepared) = self.ready.take() {
            self.events.extend(prepared.events);
        }
        self.events.push_back(Event::Finished {
            size: self.stats.current,
            stopped: status == Status::Stopped,
        });
    }
}

/// The batch tagged `tag` and the algorithm whose batch it is: a fork's,
/// or the real one for the batch under test.
fn batch_and_algorithm<'a>(
    batch: &'a mut Option<BatchRun>,
    algorithm: &'a mut Box<dyn Algorithm>,
    tag: u64,
) -> Option<(&'a mut BatchRun, &'a mut dyn Algorithm)> {
    let (run, fork) = batch.as_mut()?.find_mut(tag)?;
    Some((run, fork.unwrap_or(algorithm.as_mut())))
}

/// The event of a candidate answered by the cache or by a running twin.
pub(super) fn answered_without_oracle(
    size: Size,
    verdict: Verdict,
    content: Option<Arc<Vec<u8>>>,
) -> Event {
    Event::Tested {
        test: None,
        size,
        verdict,
        cached: true,
        duration: None,
        content,
    }
}
