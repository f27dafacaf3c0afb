//! The trust session: one run of a [`Reduction`] with everything that makes
//! its result trustworthy, as a state machine without I/O. Both faces drive
//! it the same way: [`Session::poll`] gives the next oracle run (a [`Job`]),
//! the shell runs it and hands the result back with [`Session::complete`].
//! The shell passes its clock (`now_ms`); the session reads none.
//!
//! Each oracle run gets a ticket: the engine's tests (their first run, and
//! more under the repetition rule), check runs of the original before
//! reducing (a flaky oracle stops the run with the evidence; the automatic
//! per-test limit comes from their times), re-tests of the best result
//! during the run, the final verification, re-tests of rejected candidates
//! after it, and re-tests of candidates that timed out under the automatic
//! limit. The engine sees one verdict per candidate. The policy (how many,
//! how often, and where the faces differ: a flaky original, a re-test that
//! disagrees, what is verified) is [`TrustPolicy`]; `settle.rs` takes
//! results in, `retest.rs` folds runs into verdicts.
//!
//! Every oracle run counts in [`Trust::oracle_runs`]: the ones with an
//! answer, and the ones the shell stopped before they answered when it says
//! so ([`Session::stopped_run`]; counted apart too, in
//! [`Trust::stopped_runs`]).

mod policy;
mod retest;
mod settle;
#[cfg(test)]
mod tests;

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::rc::Rc;

use whittle_core::flaky::{RepeatRule, Suggestion};
use whittle_core::{Reduction, Status, Step};

pub use policy::{
    adaptive_timeout, raised_timeout, retry_after_ms, OracleKind, RetryPolicy, TrustPolicy,
};
pub use retest::Tally;
use retest::{RejectedRetest, Retest};

/// What a run of the session trusts its oracle with.
#[derive(Clone, Copy, Debug)]
pub struct TrustConfig {
    /// Check runs of the original (at least one: the engine's own test).
    pub check_runs: u32,
    pub rule: RepeatRule,
    /// The per-test limit, or `None` for the automatic one.
    pub timeout_ms: Option<u32>,
    pub oracle: OracleKind,
    pub policy: TrustPolicy,
}

/// Why an oracle run was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The engine's test (the first check of the original included).
    Candidate,
    /// Another check run of the original.
    Check,
    /// Another run of a candidate under the repetition rule.
    Repeat,
    /// The best result so far, again.
    Recheck,
    /// A candidate that timed out under the automatic limit, run again with
    /// a longer one.
    Retest,
    /// The final result again, or a rejected candidate after it.
    Verify,
}

/// One oracle run to make.
#[derive(Clone, Debug)]
pub struct Job {
    pub id: u64,
    pub content: Rc<Vec<u8>>,
    pub timeout_ms: u32,
    pub purpose: Purpose,
}

/// What to do next.
#[derive(Clone, Debug)]
pub enum Poll {
    Run(Job),
    /// Runs are out and nothing more can start: wait for one.
    Wait,
    /// The run is over.
    Done,
}

/// What an oracle run answered, as far as trust is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
    /// Over the limit: not interesting, and maybe the limit is too short.
    TimedOut,
    /// Neither yes nor no (the oracle threw, or answered something else):
    /// not interesting, and not worth a re-test.
    Other,
}

/// A finished oracle run.
#[derive(Clone, Copy, Debug)]
pub struct Outcome {
    pub answer: Answer,
    pub elapsed_ms: f64,
    /// Requests an endpoint repeated after errors.
    pub retries: u32,
}

/// Whether the final result passed its re-test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Verification {
    /// Not (yet) re-tested: the run is going on, was stopped, or ended otherwise.
    #[default]
    Skipped,
    Verified,
    Mismatch,
}

/// What found a flaky oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoundBy {
    /// The check runs of the original.
    Original,
    /// A re-test of the best result.
    Retest,
    /// A re-test of a rejected candidate after the verification.
    Rejected,
}

impl FoundBy {
    pub fn as_str(self) -> &'static str {
        match self {
            FoundBy::Original => "original",
            FoundBy::Retest => "re-test",
            FoundBy::Rejected => "rejected",
        }
    }
}

/// Same input, different answers.
#[derive(Clone, Debug, PartialEq)]
pub struct Flaky {
    pub found_by: FoundBy,
    /// The size of the test case that was tested again.
    pub bytes: usize,
    pub runs: u32,
    pub interesting: u32,
    /// The repetition rule proposed for the measured rate.
    pub suggestion: Option<Suggestion>,
}

/// A re-test of the best result that found it not interesting, when the
/// run goes on ([`TrustPolicy::recheck_mismatch_stops`] off): the evidence
/// of a flaky oracle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    pub bytes: usize,
    /// The test case's xxh3-128 digest (the cache's key).
    pub digest: u128,
    pub runs: u32,
    pub interesting: u32,
    /// The engine's queries when the re-test started.
    pub after_queries: u64,
}

/// The session's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trust {
    pub check_runs: u32,
    pub check_interesting: u32,
    pub check_slowest_ms: f64,
    pub timeout_retests: u32,
    pub timeout_raises: u32,
    /// The least the automatic limit can be for this oracle.
    pub timeout_floor_ms: u32,
    /// The per-test limit in use (0 before the check runs set it).
    pub timeout_ms: u32,
    pub timeout_auto: bool,
    /// Every oracle run with an answer, and the runs the shell stopped and
    /// said so ([`Session::stopped_run`]).
    pub oracle_runs: u64,
    /// Of `oracle_runs`, the runs stopped before they answered.
    pub stopped_runs: u64,
    /// Oracle runs beyond one per candidate (repetition rule).
    pub repeated_runs: u64,
    pub rechecks: u32,
    pub retries: u64,
    pub verification: Verification,
    pub verification_runs: u32,
    pub verification_interesting: u32,
    pub flaky: Option<Flaky>,
    /// Re-tests of the best that disagreed, when the run went on.
    pub disagreements: Vec<Disagreement>,
    /// Whether the result the shell offered ([`Session::offer_result`]) was
    /// interesting; `None` when none was offered or tested.
    pub offered: Option<bool>,
}

/// What an oracle run handed out by `poll` is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ticket {
    /// A run of the engine's test (its first run or a repetition).
    Engine(u64),
    Check,
    Recheck,
    Verify,
    /// A run of a rejected candidate (an index into `Rejected::retests`).
    Rejected(usize),
    TimeoutRetest,
    /// The result the shell offered.
    Offered,
}

/// A result of the shell's own, in place of the best
/// ([`TrustPolicy::offer_result`]).
enum Offer {
    /// Not offered yet.
    Awaited,
    Testing(Retest),
    /// Tested, or none offered: what is verified.
    Decided(Option<Rc<Vec<u8>>>),
}

/// An engine test handed out and not decided: everything the session keeps
/// about it, in one place, so that forgetting it is one removal.
struct EngineTest {
    content: Rc<Vec<u8>>,
    /// Its runs under the repetition rule.
    tally: Tally,
    /// Wants another run: the order in which it asked.
    rerun: Option<u64>,
}

/// The check runs of the original: the engine's own test of it plus
/// `wanted - 1` more, all in before the engine gets its verdict.
#[derive(Default)]
struct Checks {
    wanted: u32,
    handed: u32,
    done: u32,
    interesting: u32,
    slowest_ms: f64,
    /// The engine's test of the original, once handed out.
    original: Option<u64>,
    concluded: bool,
}

/// Re-tests of rejected candidates after the verification.
#[derive(Default)]
struct Rejected {
    /// The last candidates the oracle answered no to, newest last.
    recent: VecDeque<Rc<Vec<u8>>>,
    retests: Vec<RejectedRetest>,
    /// Runs not handed out yet.
    queue: VecDeque<usize>,
    in_flight: usize,
}

/// Re-tests of candidates that timed out under the automatic limit.
struct Timeouts {
    /// The latest that has not run again.
    last: Option<Rc<Vec<u8>>>,
    since_retest: u64,
    /// The one running again now.
    retesting: Option<Rc<Vec<u8>>>,
}

/// One reduction run and its trust.
pub struct Session {
    reduction: Reduction,
    policy: TrustPolicy,
    rule: RepeatRule,
    oracle: OracleKind,
    explicit_timeout: Option<u32>,
    /// The original input, for the check runs.
    original: Rc<Vec<u8>>,
    /// Oracle runs handed out and not settled.
    runs: HashMap<u64, Ticket>,
    next_run: u64,
    /// Engine tests handed out and not decided, by id.
    tests: BTreeMap<u64, EngineTest>,
    next_rerun: u64,
    checks: Checks,
    verify_judgements: u32,
    recheck: Option<Retest>,
    /// The engine's queries when the re-test in `recheck` started.
    recheck_queries: u64,
    /// Accepted reductions and time at the last re-test.
    recheck_accepted: u64,
    recheck_ms: f64,
    /// The shell's clock at the last poll.
    now_ms: f64,
    verify: Option<Retest>,
    offer: Offer,
    /// Stopped from outside (or by a failed oracle): nothing is verified.
    stopped: bool,
    /// The verification (and the re-tests of rejected candidates) ended.
    verification_over: bool,
    retest_rejected: bool,
    rejected: Rejected,
    timeouts: Timeouts,
    trust: Trust,
    /// Runs of orphans for the shell to stop.
    abandoned: Vec<u64>,
}

impl Session {
    /// A session around `reduction` of `original`.
    pub fn new(reduction: Reduction, original: Vec<u8>, config: TrustConfig) -> Session {
        let policy = config.policy;
        let check_runs = config.check_runs.max(1);
        let in_page = config.oracle == OracleKind::InPage;
        Session {
            reduction,
            policy,
            rule: config.rule,
            oracle: config.oracle,
            explicit_timeout: config.timeout_ms.map(|t| t.max(1)),
            original: Rc::new(original),
            runs: HashMap::new(),
            next_run: 0,
            tests: BTreeMap::new(),
            next_rerun: 0,
            checks: Checks {
                wanted: check_runs,
                ..Checks::default()
            },
            verify_judgements: if in_page {
                check_runs.max(policy.verify_runs_in_page)
            } else {
                1
            },
            recheck: None,
            recheck_queries: 0,
            recheck_accepted: 0,
            recheck_ms: 0.0,
            now_ms: 0.0,
            verify: None,
            offer: if policy.offer_result {
                Offer::Awaited
            } else {
                Offer::Decided(None)
            },
            stopped: false,
            verification_over: false,
            retest_rejected: in_page && config.rule.repeat <= 1,
            rejected: Rejected::default(),
            timeouts: Timeouts {
                last: None,
                since_retest: policy.timeout_retest_every,
                retesting: None,
            },
            trust: Trust {
                timeout_auto: config.timeout_ms.is_none(),
                timeout_floor_ms: adaptive_timeout(0.0, config.oracle),
                ..Trust::default()
            },
            abandoned: Vec::new(),
        }
    }

    pub fn reduction(&self) -> &Reduction {
        &self.reduction
    }

    /// The engine, for a shell's views (events, statistics, descriptions).
    pub fn reduction_mut(&mut self) -> &mut Reduction {
        &mut self.reduction
    }

    pub fn trust(&self) -> &Trust {
        &self.trust
    }

    pub fn rule(&self) -> RepeatRule {
        self.rule
    }

    pub fn policy(&self) -> &TrustPolicy {
        &self.policy
    }

    /// The shell's clock at the last poll.
    pub fn now_ms(&self) -> f64 {
        self.now_ms
    }

    /// The engine tests handed out and not decided, in the order they were
    /// handed out.
    pub fn engine_tests(&self) -> impl Iterator<Item = u64> + '_ {
        self.tests.keys().copied()
    }

    /// The engine test that run `id` is of, if it is one.
    pub fn engine_test(&self, id: u64) -> Option<u64> {
        match self.runs.get(&id)? {
            Ticket::Engine(test) => Some(*test),
            _ => None,
        }
    }

    /// The content of run `id` and whether its answer is about the
    /// original before reducing (where an odd answer is the oracle's error,
    /// not the candidate's); `None` for a run that is not wanted (any more).
    pub fn run(&self, id: u64) -> Option<(&Rc<Vec<u8>>, bool)> {
        let ticket = self.runs.get(&id)?;
        let on_original = match ticket {
            Ticket::Check => true,
            Ticket::Engine(test) => self.is_original(*test),
            _ => false,
        };
        Some((self.content(*ticket)?, on_original))
    }

    fn is_original(&self, test: u64) -> bool {
        self.checks.original == Some(test) && !self.checks.concluded
    }

    fn content(&self, ticket: Ticket) -> Option<&Rc<Vec<u8>>> {
        match ticket {
            Ticket::Engine(test) => self.tests.get(&test).map(|t| &t.content),
            Ticket::Check => Some(&self.original),
            Ticket::Recheck => self.recheck.as_ref().map(|r| &r.content),
            Ticket::Verify => self.verify.as_ref().map(|r| &r.content),
            Ticket::Rejected(index) => self.rejected.retests.get(index).map(|r| &r.content),
            Ticket::TimeoutRetest => self.timeouts.retesting.as_ref(),
            Ticket::Offered => match &self.offer {
                Offer::Testing(retest) => Some(&retest.content),
                _ => None,
            },
        }
    }

    /// Counts endpoint retries of a run that got no answer.
    pub fn count_retries(&mut self, retries: u32) {
        self.trust.retries += u64::from(retries);
    }

    /// The oracle runs to stop: runs of tests that nothing waits for any
    /// more, in the order they were handed out. Their results, should they
    /// come, change nothing.
    pub fn take_abandoned(&mut self) -> Vec<u64> {
        std::mem::take(&mut self.abandoned)
    }

    /// Stops the reduction; the best result so far stands, unverified.
    pub fn stop(&mut self) {
        self.stopped = true;
        self.reduction.stop();
    }

    /// Stops the reduction at a limit of the shell's (a deadline): the
    /// best result so far stands, and is verified when
    /// [`TrustPolicy::verify_stopped`] says so.
    pub fn stop_reduction(&mut self) {
        self.reduction.stop();
    }

    /// Run `id` was stopped before it answered (an orphan the session
    /// named, or a run still going when the run ended): it counts among
    /// the oracle's runs, and apart as stopped. Its result, should it
    /// come, is no verdict.
    pub fn stopped_run(&mut self, id: u64) {
        self.runs.remove(&id);
        self.trust.oracle_runs += 1;
        self.trust.stopped_runs += 1;
    }

    /// The reduction is over and the session waits for
    /// [`Session::offer_result`] ([`TrustPolicy::offer_result`]).
    pub fn awaiting_result(&self) -> bool {
        matches!(self.offer, Offer::Awaited)
            && self.reduction.status() != Status::Running
            && !self.stopped
            && self.verifiable()
            && !self.recheck.as_ref().is_some_and(|r| r.in_flight)
    }

    /// The shell's own result in place of the best (a formatted one), or
    /// `None` to keep the best: tested under the repetition rule, it is
    /// the result verified when it is interesting.
    pub fn offer_result(&mut self, content: Option<Vec<u8>>) {
        if !matches!(self.offer, Offer::Awaited) {
            return;
        }
        self.offer = match content {
            Some(content) => Offer::Testing(Retest::new(Rc::new(content), 1)),
            None => Offer::Decided(None),
        };
    }

    /// The result stands: the reduction is over (or stopped) and no
    /// offered result is waited for or tested; only its verification may
    /// follow. A shell can keep the result now.
    pub fn result_decided(&self) -> bool {
        self.reduction.status() != Status::Running
            && (self.stopped || !self.verifiable() || matches!(self.offer, Offer::Decided(_)))
    }

    /// The result: the best test case, or the offered one when it was
    /// interesting.
    pub fn result(&self) -> &[u8] {
        match &self.offer {
            Offer::Decided(Some(content)) => content,
            _ => self.reduction.best(),
        }
    }

    /// Whether the reduction's end allows a verification: it finished, or
    /// a limit stopped it and the policy verifies that too.
    fn verifiable(&self) -> bool {
        match self.reduction.status() {
            Status::Finished => true,
            Status::Stopped => self.policy.verify_stopped,
            _ => false,
        }
    }

    /// Whether the run goes on: the reduction, or the verification of its
    /// result.
    pub fn running(&self) -> bool {
        match self.reduction.status() {
            Status::Running => true,
            _ if self.verifiable() => !self.stopped && !self.verification_over,
            _ => false,
        }
    }

    /// The check runs of the original are not all in.
    pub fn checking(&self) -> bool {
        !self.checks.concluded && self.running()
    }

    /// Check runs of the original this run makes.
    pub fn check_runs(&self) -> u32 {
        self.checks.wanted
    }

    /// The per-test limit: the setup's, or for `auto` the check runs' own
    /// until they set it.
    fn timeout_ms(&self) -> u32 {
        match self.explicit_timeout {
            Some(limit) => limit,
            None if self.checks.concluded => self.trust.timeout_ms,
            None => self.policy.check_timeout_ms,
        }
    }

    fn hand(&mut self, ticket: Ticket, content: Rc<Vec<u8>>, purpose: Purpose) -> Poll {
        let limit = self.timeout_ms();
        self.hand_with_limit(ticket, content, purpose, limit)
    }

    fn hand_with_limit(
        &mut self,
        ticket: Ticket,
        content: Rc<Vec<u8>>,
        purpose: Purpose,
        timeout_ms: u32,
    ) -> Poll {
        let id = self.next_run;
        self.next_run += 1;
        self.runs.insert(id, ticket);
        Poll::Run(Job {
            id,
            content,
            timeout_ms,
            purpose,
        })
    }

    /// The next oracle run, or what to do instead; `now_ms` is the shell's
    /// clock (re-tests of the best result are also due by time).
    pub fn poll(&mut self, now_ms: f64) -> Poll {
        self.now_ms = now_ms;
        let rerun = self
            .tests
            .iter()
            .filter_map(|(&test, t)| Some((t.rerun?, test)))
            .min();
        if let Some((_, test)) = rerun {
            let entry = self
                .tests
                .get_mut(&test)
                .expect("a test that wants a rerun");
            entry.rerun = None;
            let content = Rc::clone(&entry.content);
            return self.hand(Ticket::Engine(test), content, Purpose::Repeat);
        }
        if !self.checks.concluded
            && self.checks.original.is_some()
            && self.checks.handed < self.checks.wanted
        {
            self.checks.handed += 1;
            let original = Rc::clone(&self.original);
            return self.hand(Ticket::Check, original, Purpose::Check);
        }
        if self.recheck_due() {
            let best = Rc::new(self.reduction.best().to_vec());
            self.recheck_accepted = self.reduction.stats().accepted;
            self.recheck_queries = self.reduction.stats().queries;
            self.recheck_ms = self.now_ms;
            self.recheck = Some(Retest::new(best, 1));
        }
        if let Some(recheck) = self.recheck.as_mut().filter(|r| r.ready()) {
            recheck.in_flight = true;
            let content = Rc::clone(&recheck.content);
            return self.hand(Ticket::Recheck, content, Purpose::Recheck);
        }
        if let Some(content) = self.timeout_retest_due() {
            self.timeouts.retesting = Some(Rc::clone(&content));
            self.timeouts.since_retest = 0;
            self.trust.timeout_retests += 1;
            let limit = self
                .timeout_ms()
                .saturating_mul(self.policy.timeout_retest_factor)
                .min(self.policy.check_timeout_ms.max(self.timeout_ms()));
            return self.hand_with_limit(Ticket::TimeoutRetest, content, Purpose::Retest, limit);
        }
        let step = self.reduction.poll();
        self.drop_abandoned();
        match step {
            Step::Test(request) => {
                if !self.checks.concluded {
                    self.checks.original = Some(request.id);
                    self.checks.handed += 1;
                }
                let content = Rc::new(request.content.to_vec());
                self.tests.insert(
                    request.id,
                    EngineTest {
                        content: Rc::clone(&content),
                        tally: Tally::default(),
                        rerun: None,
                    },
                );
                self.hand(Ticket::Engine(request.id), content, Purpose::Candidate)
            }
            Step::Wait => Poll::Wait,
            Step::Done => self.after_reduction(),
        }
    }

    /// Takes the orphans the engine names (tests that only mattered if a
    /// speculation had gone the other way), forgets them, and keeps their
    /// runs for the shell to stop.
    fn drop_abandoned(&mut self) {
        for test in self.reduction.take_abandoned() {
            self.tests.remove(&test);
            let runs: Vec<u64> = self
                .runs
                .iter()
                .filter(|(_, ticket)| **ticket == Ticket::Engine(test))
                .map(|(&id, _)| id)
                .collect();
            for id in runs {
                self.runs.remove(&id);
                self.abandoned.push(id);
            }
        }
        // The shell stops them in the order they were handed out.
        self.abandoned.sort_unstable();
    }

    /// The engine is done: a re-test in flight finishes first, then the
    /// final result is verified (not after a stop or a refusal).
    fn after_reduction(&mut self) -> Poll {
        if self.recheck.as_ref().is_some_and(|r| r.in_flight) {
            return Poll::Wait;
        }
        if !self.verifiable() || self.stopped {
            return Poll::Done;
        }
        match &mut self.offer {
            Offer::Awaited => return Poll::Wait,
            Offer::Testing(retest) if retest.ready() => {
                retest.in_flight = true;
                let content = Rc::clone(&retest.content);
                return self.hand(Ticket::Offered, content, Purpose::Verify);
            }
            Offer::Testing(_) => return Poll::Wait,
            Offer::Decided(_) => {}
        }
        if !self.policy.verify {
            self.verification_over = true;
            return Poll::Done;
        }
        if self.verify.is_none() {
            let result = Rc::new(self.result().to_vec());
            self.verify = Some(Retest::new(result, self.verify_judgements));
        }
        let verify = self.verify.as_mut().expect("a verification");
        if verify.ready() {
            verify.in_flight = true;
            let content = Rc::clone(&verify.content);
            return self.hand(Ticket::Verify, content, Purpose::Verify);
        }
        match verify.verdict {
            None => Poll::Wait,
            Some(true) if self.retest_rejected => self.retest_rejected_next(),
            Some(_) => {
                self.verification_over = true;
                Poll::Done
            }
        }
    }

    /// After a verified result: the next run of a rejected candidate, until
    /// each ran as often as the policy says or one was interesting.
    fn retest_rejected_next(&mut self) -> Poll {
        let rejected = &mut self.rejected;
        if rejected.retests.is_empty() && !rejected.recent.is_empty() {
            let kept = rejected.recent.len();
            for content in rejected.recent.drain(..) {
                rejected.retests.push(RejectedRetest {
                    content,
                    runs: 0,
                    interesting: 0,
                });
            }
            let runs = self.policy.rejected_runs.max(kept);
            rejected.queue.extend((0..runs).map(|run| run % kept));
        }
        if self.trust.flaky.is_none() {
            if let Some(index) = self.rejected.queue.pop_front() {
                self.rejected.in_flight += 1;
                let content = Rc::clone(&self.rejected.retests[index].content);
                return self.hand(Ticket::Rejected(index), content, Purpose::Verify);
            }
        }
        if self.rejected.in_flight > 0 {
            return Poll::Wait;
        }
        self.verification_over = true;
        Poll::Done
    }

    /// A candidate that timed out under the automatic limit, to run again
    /// with a longer one: the first, then one in
    /// [`TrustPolicy::timeout_retest_every`].
    fn timeout_retest_due(&mut self) -> Option<Rc<Vec<u8>>> {
        if self.explicit_timeout.is_some()
            || self.timeouts.retesting.is_some()
            || self.timeouts.since_retest < self.policy.timeout_retest_every
            || self.reduction.status() != Status::Running
        {
            return None;
        }
        self.timeouts.last.take()
    }

    /// A re-test of the best result is due: it changed enough, or a while
    /// ago, and none is running.
    fn recheck_due(&self) -> bool {
        if !self.checks.concluded
            || self.recheck.is_some()
            || self.reduction.status() != Status::Running
        {
            return false;
        }
        let accepted = self.reduction.stats().accepted;
        self.policy.recheck_due(
            accepted,
            self.recheck_accepted,
            self.now_ms - self.recheck_ms,
        )
    }
}
