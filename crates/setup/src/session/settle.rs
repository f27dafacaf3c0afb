//! The session taking results in: each finished oracle run goes to what
//! its ticket is for (the engine's test, a check run, a re-test, the
//! verification), and the engine gets a verdict once one is decided.

use std::rc::Rc;
use std::time::Duration;

use whittle_core::flaky::suggest;
use whittle_core::Verdict;

use whittle_core::cache::CacheKey;

use super::{
    adaptive_timeout, raised_timeout, Answer, Disagreement, Flaky, FoundBy, Offer, Outcome,
    Session, Ticket, Verification,
};

impl Session {
    /// Takes the result of run `id`. Returns false for a run that is not
    /// wanted (any more): an orphan's, or one the session never handed out.
    pub fn complete(&mut self, id: u64, outcome: Outcome) -> bool {
        let Some((content, on_original)) = self.run(id).map(|(c, o)| (Rc::clone(c), o)) else {
            return false;
        };
        let ticket = self.runs.remove(&id).expect("a known run");
        self.trust.retries += u64::from(outcome.retries);
        self.trust.oracle_runs += 1;
        let interesting = outcome.answer == Answer::Yes;
        match ticket {
            Ticket::Check => self.check_run(interesting, outcome.elapsed_ms),
            Ticket::Engine(_) if on_original => self.check_run(interesting, outcome.elapsed_ms),
            Ticket::Engine(test) => {
                if outcome.answer == Answer::TimedOut && self.explicit_timeout.is_none() {
                    self.timeouts.since_retest += 1;
                    self.timeouts.last = Some(Rc::clone(&content));
                }
                // Only a plain "no" is re-tested later: a throw or a
                // timeout may well happen again for good reasons.
                if self.retest_rejected && outcome.answer == Answer::No {
                    let recent = &mut self.rejected.recent;
                    if recent.len() == self.policy.rejected_retests {
                        recent.pop_front();
                    }
                    recent.push_back(content);
                }
                self.engine_run(test, interesting, outcome.elapsed_ms)
            }
            Ticket::Rejected(index) => self.rejected_run(index, interesting),
            Ticket::Recheck => self.recheck_run(interesting),
            Ticket::Verify => self.verify_run(interesting),
            Ticket::Offered => self.offered_run(interesting),
            Ticket::TimeoutRetest => {
                // Interesting with more time: the limit was too short, and
                // it rises for the rest of the run.
                self.timeouts.retesting = None;
                if outcome.answer == Answer::Yes {
                    self.trust.timeout_raises += 1;
                    self.trust.timeout_ms =
                        raised_timeout(self.trust.timeout_ms, outcome.elapsed_ms);
                }
            }
        }
        true
    }

    /// A run of an engine test: its verdict goes to the engine once the
    /// repetition rule decides it; otherwise it runs again.
    fn engine_run(&mut self, test: u64, interesting: bool, elapsed_ms: f64) {
        let rule = self.rule;
        let Some(entry) = self.tests.get_mut(&test) else {
            return;
        };
        let verdict = if rule.repeat > 1 {
            if entry.tally.runs > 0 {
                self.trust.repeated_runs += 1;
            }
            entry.tally.add(rule, interesting)
        } else {
            Some(interesting)
        };
        match verdict {
            Some(verdict) => self.give_verdict(test, verdict, elapsed_ms),
            None => {
                entry.rerun = Some(self.next_rerun);
                self.next_rerun += 1;
            }
        }
    }

    /// Gives the engine a verdict and lets it resolve what the verdict
    /// decides, so that a report made now shows its consequence.
    fn give_verdict(&mut self, test: u64, interesting: bool, elapsed_ms: f64) {
        self.tests.remove(&test);
        let duration = Duration::from_secs_f64(elapsed_ms.max(0.0) / 1000.0);
        self.reduction
            .complete(test, Verdict::from(interesting), duration);
        self.reduction.settle();
        self.drop_abandoned();
    }

    /// One check run of the original is in; with all of them, the engine
    /// gets its verdict on the original, or the run stops as flaky.
    fn check_run(&mut self, interesting: bool, elapsed_ms: f64) {
        let checks = &mut self.checks;
        checks.done += 1;
        checks.interesting += u32::from(interesting);
        checks.slowest_ms = checks.slowest_ms.max(elapsed_ms);
        if checks.done < checks.wanted {
            return;
        }
        checks.concluded = true;
        let (runs, hits, slowest) = (checks.done, checks.interesting, checks.slowest_ms);
        self.trust.check_runs = runs;
        self.trust.check_interesting = hits;
        self.trust.check_slowest_ms = slowest;
        self.trust.timeout_ms = self
            .explicit_timeout
            .unwrap_or_else(|| adaptive_timeout(slowest, self.oracle));
        let Some(original) = self.checks.original else {
            return;
        };
        let goes_on = self.policy.flaky_original_goes_on;
        if (self.rule.repeat == 1 || goes_on) && hits > 0 && hits < runs {
            self.trust.flaky = Some(Flaky {
                found_by: FoundBy::Original,
                bytes: self.original.len(),
                runs,
                interesting: hits,
                suggestion: suggest(f64::from(hits) / f64::from(runs)),
            });
            if !goes_on {
                self.tests.remove(&original);
                self.stop();
                return;
            }
        }
        // Going on with a flaky original, it is interesting since it was
        // once; with a repetition rule, the check runs are its first runs.
        let verdict = if goes_on {
            hits > 0
        } else if self.rule.repeat == 1 {
            hits == runs
        } else {
            hits >= self.rule.min.min(runs)
        };
        self.give_verdict(original, verdict, slowest);
    }

    /// A run of the re-test of the best result: a best result that is no
    /// longer interesting shows a flaky (or state-dependent) oracle, and
    /// the run stops with the evidence (or records it and goes on, as
    /// [`TrustPolicy::recheck_mismatch_stops`](super::TrustPolicy) says).
    fn recheck_run(&mut self, interesting: bool) {
        let rule = self.rule;
        let Some(passed) = self.recheck.as_mut().and_then(|r| r.add(rule, interesting)) else {
            return;
        };
        self.trust.rechecks += 1;
        let Some(recheck) = self.recheck.take() else {
            return;
        };
        if !passed && !self.policy.recheck_mismatch_stops {
            self.trust.disagreements.push(Disagreement {
                bytes: recheck.content.len(),
                digest: CacheKey::of(&recheck.content).digest(),
                runs: recheck.runs,
                interesting: recheck.interesting,
                after_queries: self.recheck_queries,
            });
        } else if !passed {
            self.trust.flaky = Some(Flaky {
                found_by: FoundBy::Retest,
                bytes: recheck.content.len(),
                runs: recheck.runs,
                interesting: recheck.interesting,
                suggestion: None,
            });
            self.stop();
        }
    }

    /// A run of the result the shell offered: interesting, it is the result.
    fn offered_run(&mut self, interesting: bool) {
        let rule = self.rule;
        let Offer::Testing(retest) = &mut self.offer else {
            return;
        };
        let Some(passed) = retest.add(rule, interesting) else {
            return;
        };
        let content = Rc::clone(&retest.content);
        self.trust.offered = Some(passed);
        self.offer = Offer::Decided(passed.then_some(content));
    }

    /// A run of the final verification.
    fn verify_run(&mut self, interesting: bool) {
        let rule = self.rule;
        let Some(verify) = self.verify.as_mut() else {
            return;
        };
        if let Some(verified) = verify.add(rule, interesting) {
            self.trust.verification = if verified {
                Verification::Verified
            } else {
                Verification::Mismatch
            };
            self.trust.verification_runs = verify.runs;
            self.trust.verification_interesting = verify.interesting;
        }
    }

    /// A run of a rejected candidate: interesting now means the oracle is
    /// flaky (or depends on state), whatever the verification said.
    fn rejected_run(&mut self, index: usize, interesting: bool) {
        self.rejected.in_flight = self.rejected.in_flight.saturating_sub(1);
        let Some(retest) = self.rejected.retests.get_mut(index) else {
            return;
        };
        retest.runs += 1;
        retest.interesting += u32::from(interesting);
        if interesting && self.trust.flaky.is_none() {
            self.trust.flaky = Some(Flaky {
                found_by: FoundBy::Rejected,
                bytes: retest.content.len(),
                runs: retest.runs,
                interesting: retest.interesting,
                suggestion: None,
            });
            self.rejected.queue.clear();
        }
    }
}
