//! The oracles the native tool can ask: an interestingness script,
//! endpoints (`whittle serve`, their retries counted), or an in-process
//! regular expression (for measuring the engine itself), optionally with
//! balanced brackets. Each call is one run of the oracle; how many runs a
//! candidate gets, and what they add up to, is the trust session's
//! (`whittle_setup::session`).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use anyhow::{anyhow, Context, Result};
use regex::bytes::Regex;
use whittle_core::Verdict;
use whittle_exec::Script;
use whittle_serve::RemoteOracle;

/// Decides whether a candidate is interesting. Shared by the worker threads.
pub trait Oracle: Send + Sync {
    /// `abort` becomes true when the answer is no longer wanted; a long test
    /// should then give up (its verdict is ignored).
    fn test(&self, content: &[u8], abort: &AtomicBool) -> Result<Verdict>;

    /// [`Oracle::test`] with a time limit for this run (`None`: the
    /// oracle's own); an oracle that cannot limit a run (an endpoint, whose
    /// server applies its own) ignores it.
    fn test_within(
        &self,
        content: &[u8],
        abort: &AtomicBool,
        limit: Option<Duration>,
    ) -> Result<Verdict> {
        let _ = limit;
        self.test(content, abort)
    }

    /// Requests retried after a transient failure so far (remote oracles).
    fn retries(&self) -> u64 {
        0
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

    fn test_within(
        &self,
        content: &[u8],
        abort: &AtomicBool,
        limit: Option<Duration>,
    ) -> Result<Verdict> {
        match limit {
            Some(limit) => {
                ScriptOracle(self.0.clone().with_timeout(Some(limit))).test(content, abort)
            }
            None => self.test(content, abort),
        }
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
