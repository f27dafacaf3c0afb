//! The oracles the native tool can ask: an interestingness script, or an
//! in-process regular expression (for measuring the engine itself), and
//! [`Repeated`], which asks one of them several times per candidate for
//! flaky properties.
//!
//! The native kinds are a script, endpoints (`whittle serve`, their retries
//! counted), and the in-process keep-regex check, optionally with balanced
//! brackets. [`Repeated`] is interesting when at least M of up to R runs are,
//! stopping once that is decided; the engine sees one verdict. It counts every
//! run of the oracle it makes, and apart the ones that ended with their stop
//! flag up (their answer no longer wanted).

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

use anyhow::{anyhow, Context, Result};
use regex::bytes::Regex;
use whittle_core::flaky::RepeatRule;
use whittle_core::Verdict;
use whittle_exec::Script;
use whittle_serve::RemoteOracle;

/// Decides whether a candidate is interesting. Shared by the worker threads.
pub trait Oracle: Send + Sync {
    /// `abort` becomes true when the answer is no longer wanted; a long test
    /// should then give up (its verdict is ignored).
    fn test(&self, content: &[u8], abort: &AtomicBool) -> Result<Verdict>;

    /// Requests retried after a transient failure so far (remote oracles).
    fn retries(&self) -> u64 {
        0
    }
}

/// How many runs of one candidate were interesting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub runs: u32,
    pub interesting: u32,
}

/// Flaky properties: a candidate is interesting when at least `min` of up
/// to `repeat` runs are (Lithium's `repeat`, grizzly-reduce's `--repeat`
/// and `--min-crashes`). Stops as soon as the answer is decided. The engine
/// sees one verdict per candidate; with `repeat = min = 1` this is the
/// inner oracle.
pub struct Repeated {
    inner: Arc<dyn Oracle>,
    repeat: u32,
    min: u32,
    /// Runs of the inner oracle, over every candidate.
    runs: AtomicU64,
    /// Of those, the runs that ended with the stop flag up: cut short (or
    /// finished too late) because nothing needed their answer any more.
    stopped: AtomicU64,
}

impl Repeated {
    pub fn new(inner: Arc<dyn Oracle>, repeat: u32, min: u32) -> Repeated {
        assert!(
            1 <= min && min <= repeat,
            "need 1 <= min-interesting <= repeat"
        );
        Repeated {
            inner,
            repeat,
            min,
            runs: AtomicU64::new(0),
            stopped: AtomicU64::new(0),
        }
    }

    pub fn min_interesting(&self) -> u32 {
        self.min
    }

    /// Runs of the inner oracle so far, stopped ones included.
    pub fn runs(&self) -> u64 {
        self.runs.load(Ordering::Relaxed)
    }

    /// Runs of the inner oracle that ended with `abort` up: their answers
    /// were not wanted (a speculative test the driver gave up, a test still
    /// running when the run ended, a Ctrl-C).
    pub fn stopped(&self) -> u64 {
        self.stopped.load(Ordering::Relaxed)
    }

    /// Runs the inner oracle until the rule is decided: `min` interesting
    /// runs, or too few runs left to reach `min`. No run starts once `abort`
    /// is up; every run that answered counts, stopped or not.
    pub fn tally(&self, content: &[u8], abort: &AtomicBool) -> Result<Tally> {
        let mut tally = Tally::default();
        let rule = RepeatRule::new(self.repeat, self.min);
        while rule.decide(tally.runs, tally.interesting).is_none() && !abort.load(Ordering::Relaxed)
        {
            let verdict = self.inner.test(content, abort)?;
            self.runs.fetch_add(1, Ordering::Relaxed);
            if abort.load(Ordering::Relaxed) {
                self.stopped.fetch_add(1, Ordering::Relaxed);
            }
            tally.runs += 1;
            if verdict.is_interesting() {
                tally.interesting += 1;
            }
        }
        Ok(tally)
    }

    /// The verdict a tally stands for.
    pub fn verdict(&self, tally: Tally) -> Verdict {
        let rule = RepeatRule::new(self.repeat, self.min);
        Verdict::from(rule.decide(tally.runs, tally.interesting) == Some(true))
    }
}

impl Oracle for Repeated {
    fn test(&self, content: &[u8], abort: &AtomicBool) -> Result<Verdict> {
        Ok(self.verdict(self.tally(content, abort)?))
    }

    fn retries(&self) -> u64 {
        self.inner.retries()
    }
}

pub struct ScriptOracle(pub Script);

impl Oracle for ScriptOracle {
    fn test(&self, content: &[u8], abort: &AtomicBool) -> Result<Verdict> {
        let run = self.0.run(content, abort).with_context(|| {
            format!(
                "cannot run test script {} (does it start with a `#!` line?)",
                self.0.path().display()
            )
        })?;
        Ok(Verdict::from(run.interesting()))
    }
}

/// One or several `whittle serve` endpoints, used in turn so that tests
/// spread over machines. A test goes to the next endpoint when one fails to
/// answer; the run stops only when none answers.
pub struct RemoteOracles {
    endpoints: Vec<RemoteOracle>,
    next: AtomicUsize,
}

impl RemoteOracles {
    /// Checks that every endpoint answers its health check.
    pub fn connect(endpoints: Vec<RemoteOracle>) -> Result<RemoteOracles> {
        for endpoint in &endpoints {
            endpoint
                .health()
                .map_err(|e| anyhow!("endpoint {} is not usable: {e}", endpoint.url()))?;
        }
        Ok(RemoteOracles {
            endpoints,
            next: AtomicUsize::new(0),
        })
    }
}

impl Oracle for RemoteOracles {
    fn test(&self, content: &[u8], _abort: &AtomicBool) -> Result<Verdict> {
        let n = self.endpoints.len();
        let first = self.next.fetch_add(1, Ordering::Relaxed);
        let mut failures = Vec::new();
        for k in 0..n {
            let endpoint = &self.endpoints[(first + k) % n];
            match endpoint.test(content) {
                Ok(answer) => return Ok(Verdict::from(answer.interesting)),
                Err(e) => failures.push(format!("{}: {e}", endpoint.url())),
            }
        }
        Err(anyhow!("no endpoint answered: {}", failures.join("; ")))
    }

    fn retries(&self) -> u64 {
        self.endpoints.iter().map(RemoteOracle::retries_made).sum()
    }
}

/// Interesting when the candidate, with every run of whitespace folded to one
/// space, matches the expression: the keep-fragment half of the benchmark
/// oracle, without the compiler. With `balanced`, brackets must also pair up,
/// a cheap stand-in for "still compiles" that makes reductions long.
pub struct RegexOracle {
    pub keep: Regex,
    pub balanced: bool,
}

impl Oracle for RegexOracle {
    fn test(&self, content: &[u8], _abort: &AtomicBool) -> Result<Verdict> {
        if self.balanced && !brackets_pair_up(content) {
            return Ok(Verdict::NotInteresting);
        }
        let mut folded = Vec::with_capacity(content.len());
        for &b in content {
            if b.is_ascii_whitespace() {
                if folded.last() != Some(&b' ') {
                    folded.push(b' ');
                }
            } else {
                folded.push(b);
            }
        }
        Ok(Verdict::from(self.keep.is_match(&folded)))
    }
}

fn brackets_pair_up(content: &[u8]) -> bool {
    let mut open = Vec::new();
    for &b in content {
        match b {
            b'(' | b'[' | b'{' => open.push(b),
            b')' | b']' | b'}' => {
                let want = match b {
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                if open.pop() != Some(want) {
                    return false;
                }
            }
            _ => {}
        }
    }
    open.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Interesting on the runs whose number (from 0) is in `pattern`.
    struct Scripted {
        pattern: Vec<bool>,
        calls: AtomicUsize,
    }

    impl Oracle for Scripted {
        fn test(&self, _: &[u8], _: &AtomicBool) -> Result<Verdict> {
            let n = self.calls.fetch_add(1, Ordering::SeqCst);
            Ok(Verdict::from(self.pattern[n % self.pattern.len()]))
        }
    }

    fn scripted(pattern: &[bool]) -> Arc<Scripted> {
        Arc::new(Scripted {
            pattern: pattern.to_vec(),
            calls: AtomicUsize::new(0),
        })
    }

    #[test]
    fn repeated_stops_as_soon_as_the_rule_is_decided() {
        let abort = AtomicBool::new(false);
        // 2 of 5: interesting on the 2nd and 4th run, decided after 4.
        let inner = scripted(&[false, true, false, true, false]);
        let repeated = Repeated::new(inner.clone(), 5, 2);
        let tally = repeated.tally(b"x", &abort).unwrap();
        assert_eq!(
            tally,
            Tally {
                runs: 4,
                interesting: 2
            }
        );
        assert_eq!(repeated.verdict(tally), Verdict::Interesting);
        // 3 of 4 with the first two runs not interesting: hopeless after 2.
        let inner = scripted(&[false]);
        let repeated = Repeated::new(inner.clone(), 4, 3);
        let tally = repeated.tally(b"x", &abort).unwrap();
        assert_eq!(tally.runs, 2);
        assert_eq!(repeated.verdict(tally), Verdict::NotInteresting);
        assert_eq!(inner.calls.load(Ordering::SeqCst), 2);
        assert_eq!(repeated.runs(), 2);
        // One of one is the inner oracle.
        let repeated = Repeated::new(scripted(&[true, false]), 1, 1);
        assert!(repeated.test(b"x", &abort).unwrap().is_interesting());
        assert!(!repeated.test(b"x", &abort).unwrap().is_interesting());
    }

    #[test]
    fn regex_oracle_folds_whitespace_and_checks_brackets() {
        let oracle = RegexOracle {
            keep: Regex::new(r"a\s*=\s*b ;").unwrap(),
            balanced: true,
        };
        let abort = AtomicBool::new(false);
        let test = |s: &str| oracle.test(s.as_bytes(), &abort).unwrap().is_interesting();
        assert!(test("{ a =\n\t b ; }"));
        assert!(!test("{ a = b ; "));
        assert!(!test("( a = b ; ]"));
        assert!(!test("a = c ;"));
    }
}
