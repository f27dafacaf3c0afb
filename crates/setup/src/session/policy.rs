//! The one trust policy of both faces: how many check runs, when the best
//! result is tested again, how the final result is verified, how the
//! automatic per-test limit is set and raised, and how an endpoint that
//! fails is retried. The command line and the playground read the same
//! defaults from here, so that the same options give the same run.
//!
//! The arithmetic under it (the repetition rule, the rule proposed for a
//! measured rate, the adaptive limit and its floors) is the engine's
//! `whittle_core::flaky`.

use std::time::Duration;

use whittle_core::flaky;

/// What a run does to trust its oracle. [`TrustPolicy::default`] is the
/// policy of both the command line and the playground:
///
/// - 3 check runs of the original before reducing (the playground's step
///   mode checks it once: the check is its first step); their limit is
///   30 s when the per-test limit is automatic, since they measure it;
/// - the best result is tested again after every 25 accepted reductions,
///   or after 30 s when it changed since the last re-test: a re-test costs
///   one oracle run, and an oracle that stopped saying yes should be noticed
///   within a few dozen reductions rather than at the end;
/// - the final result is verified with at least 5 judgements for an
///   oracle that runs in the page (fresh realms are cheap: five let a
///   result that is interesting 30 % of the time pass once in 400 runs),
///   one for one that costs a process or a request; after a verified result
///   an in-page oracle without a repetition rule runs the last 8 candidates
///   it rejected, 20 runs in all (twenty miss an oracle that says yes 30 %
///   of the time once in a thousand runs);
/// - under the automatic limit, the first candidate that times out runs
///   again with a limit 10 times longer (at most the check runs'), and so
///   does one in every 20 after it: candidates that really loop forever
///   then cost a twentieth more than their timeouts;
/// - an endpoint that fails (no connection, 429, 5xx) is retried
///   ([`RetryPolicy`]).
///
/// Where the faces differ, a field says how, and the default is the
/// playground's; the command line sets the rest from its flags:
///
/// - a flaky original stops the run ([`TrustPolicy::flaky_original_goes_on`]
///   lets it go on under the repetition rule: `--allow-flaky`, `--repeat`);
/// - a re-test of the best that disagrees stops the run
///   ([`TrustPolicy::recheck_mismatch_stops`] off records it and goes on);
/// - the final result is verified only when the reduction finished
///   ([`TrustPolicy::verify_stopped`] verifies it after a limit stopped it
///   too: `--time-limit`, `--max-tests`), it is always verified
///   ([`TrustPolicy::verify`]: `--no-verify`), and no other result is
///   offered ([`TrustPolicy::offer_result`]: `--format`);
/// - check runs have 30 s when the limit is automatic (the command line's
///   scripts start processes and toolchains: 300 s).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrustPolicy {
    pub check_runs: u32,
    /// The check runs' limit when the per-test limit is automatic.
    pub check_timeout_ms: u32,
    pub recheck_every_accepted: u64,
    pub recheck_every_ms: f64,
    /// The fewest judgements of an in-page oracle's final verification
    /// (more when there are more check runs).
    pub verify_runs_in_page: u32,
    /// Rejected candidates kept for re-tests after the verification, and
    /// their runs in all.
    pub rejected_retests: usize,
    pub rejected_runs: usize,
    pub timeout_retest_every: u64,
    pub timeout_retest_factor: u32,
    pub retry: RetryPolicy,
    /// A flaky original (interesting in some check runs only) is recorded
    /// in [`Trust::flaky`](super::Trust::flaky) and the run goes on under
    /// the repetition rule, the original counting as interesting when any
    /// check run was; off, the run stops with the evidence (without a
    /// repetition rule; with one, the check runs are its first runs).
    pub flaky_original_goes_on: bool,
    /// A re-test of the best result that disagrees stops the run (and is
    /// [`Trust::flaky`](super::Trust::flaky)); off, it is recorded in
    /// [`Trust::disagreements`](super::Trust::disagreements) and the run
    /// goes on.
    pub recheck_mismatch_stops: bool,
    /// The final result is tested again on its own.
    pub verify: bool,
    /// A result is also verified when a limit stopped the reduction (the
    /// engine's test limit, [`Session::stop_reduction`](super::Session::stop_reduction));
    /// never after [`Session::stop`](super::Session::stop).
    pub verify_stopped: bool,
    /// Once reduced, the session waits for the shell to offer a result of
    /// its own ([`Session::offer_result`](super::Session::offer_result): a
    /// formatted best), tests it, and verifies it in place of the best when
    /// it is interesting.
    pub offer_result: bool,
}

impl Default for TrustPolicy {
    fn default() -> TrustPolicy {
        TrustPolicy::DEFAULT
    }
}

impl TrustPolicy {
    pub const DEFAULT: TrustPolicy = TrustPolicy {
        check_runs: 3,
        check_timeout_ms: 30_000,
        recheck_every_accepted: 25,
        recheck_every_ms: 30_000.0,
        verify_runs_in_page: 5,
        rejected_retests: 8,
        rejected_runs: 20,
        timeout_retest_every: 20,
        timeout_retest_factor: 10,
        retry: RetryPolicy::DEFAULT,
        flaky_original_goes_on: false,
        recheck_mismatch_stops: true,
        verify: true,
        verify_stopped: false,
        offer_result: false,
    };

    /// Whether the best result is due for a re-test, with `accepted`
    /// reductions now, `accepted_then` at the last re-test and `ms_since`
    /// milliseconds since it: after [`TrustPolicy::recheck_every_accepted`]
    /// reductions, or after [`TrustPolicy::recheck_every_ms`] when it
    /// changed since.
    pub fn recheck_due(&self, accepted: u64, accepted_then: u64, ms_since: f64) -> bool {
        accepted >= accepted_then.saturating_add(self.recheck_every_accepted)
            || (accepted > accepted_then && ms_since >= self.recheck_every_ms)
    }
}

/// Where the oracle runs, which sets the floor of the automatic limit and
/// how the final result is verified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OracleKind {
    /// In the page (a JavaScript oracle): no process or request to start,
    /// a fresh realm per run is cheap.
    InPage,
    /// A process or a request per run (a script, an endpoint).
    Remote,
}

/// The per-test limit for `auto` in milliseconds: ten times the slowest
/// check run, at least 100 ms for an in-page oracle and a second otherwise.
pub fn adaptive_timeout(slowest_ms: f64, kind: OracleKind) -> u32 {
    let floor = match kind {
        OracleKind::InPage => flaky::MIN_TIMEOUT_IN_PAGE,
        OracleKind::Remote => flaky::MIN_TIMEOUT,
    };
    millis(flaky::adaptive_timeout_at_least(
        duration(slowest_ms),
        floor,
    ))
}

/// The limit after a candidate that timed out under `limit_ms` was
/// interesting on a re-test that took `took_ms`.
pub fn raised_timeout(limit_ms: u32, took_ms: f64) -> u32 {
    let limit = Duration::from_millis(u64::from(limit_ms));
    millis(flaky::raised_timeout(limit, duration(took_ms)))
}

fn duration(ms: f64) -> Duration {
    Duration::from_secs_f64(ms.max(0.0) / 1000.0)
}

fn millis(limit: Duration) -> u32 {
    u32::try_from(limit.as_millis().max(1)).unwrap_or(u32::MAX)
}

/// How a request to an endpoint that failed in a way that may pass (no
/// connection, 429, 5xx) is retried: up to `retries` times, waiting
/// `first_wait_ms` doubled on every retry, or what `Retry-After` asks, at
/// most `max_wait_ms`. The defaults (6 retries, 500 ms, 30 s) ride out a
/// server restart of about half a minute; after the last retry the answer
/// is not a verdict (the command line stops, the playground pauses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetryPolicy {
    pub retries: u32,
    pub first_wait_ms: u64,
    pub max_wait_ms: u64,
}

impl Default for RetryPolicy {
    fn default() -> RetryPolicy {
        RetryPolicy::DEFAULT
    }
}

impl RetryPolicy {
    pub const DEFAULT: RetryPolicy = RetryPolicy {
        retries: 6,
        first_wait_ms: 500,
        max_wait_ms: 30_000,
    };

    /// The wait before retry number `retry` (from 1) in milliseconds, or
    /// `None` when the retries are used up. `retry_after` is the answer's
    /// `Retry-After` header (seconds, or an HTTP date read against
    /// `now_ms`, milliseconds since the Unix epoch); it replaces the
    /// backoff.
    pub fn wait_ms(self, retry: u32, retry_after: Option<&str>, now_ms: f64) -> Option<u64> {
        if retry == 0 || retry > self.retries {
            return None;
        }
        let asked = retry_after.and_then(|value| retry_after_ms(value, now_ms));
        let backoff = self
            .first_wait_ms
            .saturating_mul(1u64 << (retry - 1).min(30));
        Some(asked.unwrap_or(backoff).min(self.max_wait_ms))
    }
}

/// A `Retry-After` value in milliseconds from `now_ms`: a number of seconds,
/// or an HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`); `None` when it is
/// neither.
pub fn retry_after_ms(value: &str, now_ms: f64) -> Option<u64> {
    let value = value.trim();
    if let Ok(seconds) = value.parse::<f64>() {
        return (seconds.is_finite() && seconds >= 0.0).then_some((seconds * 1000.0) as u64);
    }
    let at = http_date_ms(value)?;
    Some((at - now_ms).max(0.0) as u64)
}

/// An IMF-fixdate (RFC 9110's preferred form) in milliseconds since the
/// Unix epoch.
fn http_date_ms(value: &str) -> Option<f64> {
    // "Sun, 06 Nov 1994 08:49:37 GMT"
    let rest = value.split_once(", ")?.1;
    let parts: Vec<&str> = rest.split_whitespace().collect();
    let [day, month, year, time, "GMT"] = parts[..] else {
        return None;
    };
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month = MONTHS.iter().position(|&m| m == month)? as i64 + 1;
    let day: i64 = day.parse().ok()?;
    let year: i64 = year.parse().ok()?;
    let mut hms = time.split(':').map(|p| p.parse::<i64>().ok());
    let (h, m, s) = (hms.next()??, hms.next()??, hms.next()??);
    if !(1..=31).contains(&day) || h > 23 || m > 59 || s > 60 {
        return None;
    }
    let days = days_from_civil(year, month, day);
    Some(((days * 86_400 + h * 3600 + m * 60 + s) * 1000) as f64)
}

/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar
/// (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_adaptive_limit_is_ten_times_the_slowest_check_with_a_floor_by_oracle_kind() {
        // An endpoint or a script: at least a second.
        assert_eq!(adaptive_timeout(30.0, OracleKind::Remote), 1000);
        assert_eq!(adaptive_timeout(250.5, OracleKind::Remote), 2505);
        assert_eq!(adaptive_timeout(0.0, OracleKind::Remote), 1000);
        // A JavaScript oracle: at least 100 ms.
        assert_eq!(adaptive_timeout(58.0, OracleKind::InPage), 580);
        assert_eq!(adaptive_timeout(2.0, OracleKind::InPage), 100);
        assert_eq!(adaptive_timeout(250.5, OracleKind::InPage), 2505);
        // Raised to twice a re-test that was interesting, never lowered.
        assert_eq!(raised_timeout(580, 900.2), 1800);
        assert_eq!(raised_timeout(580, 100.0), 580);
    }

    #[test]
    fn retries_back_off_exponentially_up_to_the_cap_and_honour_retry_after() {
        let policy = RetryPolicy::default();
        let waits: Vec<u64> = (1..=6)
            .map(|r| policy.wait_ms(r, None, 0.0).unwrap())
            .collect();
        assert_eq!(waits, [500, 1000, 2000, 4000, 8000, 16000]);
        assert_eq!(policy.wait_ms(7, None, 0.0), None, "six retries");
        assert_eq!(policy.wait_ms(0, None, 0.0), None);
        let long = RetryPolicy {
            retries: 40,
            ..policy
        };
        assert_eq!(long.wait_ms(7, None, 0.0), Some(30_000));
        assert_eq!(long.wait_ms(40, None, 0.0), Some(30_000));
        // Retry-After replaces the backoff, capped too.
        assert_eq!(policy.wait_ms(3, Some("0"), 0.0), Some(0));
        assert_eq!(policy.wait_ms(1, Some(" 2 "), 0.0), Some(2000));
        assert_eq!(policy.wait_ms(1, Some("120"), 0.0), Some(30_000));
        assert_eq!(policy.wait_ms(2, Some("soon"), 0.0), Some(1000));
        // An HTTP date, against the clock the shell passes.
        let now = http_date_ms("Wed, 21 Oct 2015 07:28:00 GMT").unwrap();
        assert_eq!(now, 1_445_412_480_000.0);
        let date = Some("Wed, 21 Oct 2015 07:28:05 GMT");
        assert_eq!(policy.wait_ms(1, date, now), Some(5000));
        assert_eq!(policy.wait_ms(1, date, now + 10_000.0), Some(0));
        assert_eq!(retry_after_ms("Wed, 21 Oct 2015 07:28 GMT", now), None);
        assert_eq!(retry_after_ms("-3", now), None);
    }
}
