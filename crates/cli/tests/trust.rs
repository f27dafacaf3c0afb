//! End-to-end tests of the results' trustworthiness: no candidate tested
//! twice, verification of the result, flaky oracles, adaptive time limits,
//! and endpoint failures that are not verdicts.

mod common;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{json, stderr, whittle, write_script};

const INPUT: &str = "alpha\nbeta\nneedle one\ngamma\ndelta\nneedle two\nepsilon\n";
const RESULT: &str = "needle one\nneedle two\n";
const TWO_NEEDLES: &str = "[ \"$(grep -c needle \"$1\")\" = 2 ]";

fn reduce(input: &Path, script: &Path) -> Command {
    let mut command = whittle();
    command.arg("reduce").arg(input).arg("--test").arg(script);
    command
}

fn input_in(dir: &Path, text: &str) -> PathBuf {
    let input = dir.join("input.txt");
    std::fs::write(&input, text).unwrap();
    input
}

/// A script that answers "interesting" only the first time it sees a
/// content, whatever it is, then "not interesting": an oracle that depends
/// on state outside the candidate. (One job at a time: the log is not
/// locked.)
fn once_only_script(dir: &Path) -> PathBuf {
    let seen = dir.join("seen");
    write_script(
        dir,
        "once.sh",
        &format!(
            "h=$(cksum < \"$1\")\n\
             if grep -qxF \"$h\" '{seen}' 2>/dev/null; then exit 1; fi\n\
             echo \"$h\" >> '{seen}'\n\
             {TWO_NEEDLES}",
            seen = seen.display()
        ),
    )
}

#[test]
fn parallel_ddmin_runs_a_content_again_only_after_stopping_it() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), "12345");
    let log = dir.path().join("log");
    let script = write_script(
        dir.path(),
        "test.sh",
        &format!(
            "printf '%s\\n' \"$(cat \"$1\")\" >> '{}'\ngrep -q '2.*4' \"$1\"",
            log.display()
        ),
    );
    let mut results = Vec::new();
    for jobs in ["1", "2", "3"] {
        let _ = std::fs::remove_file(&log);
        let output = dir.path().join(format!("out-{jobs}"));
        let stats = dir.path().join(format!("stats-{jobs}.json"));
        let out = reduce(&input, &script)
            .args([
                "-a",
                "ddmin",
                "-u",
                "char",
                "--check-runs",
                "1",
                "--no-verify",
            ])
            .args(["-j", jobs, "-o"])
            .arg(&output)
            .arg("--stats")
            .arg(&stats)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        let mut seen: HashMap<String, usize> = HashMap::new();
        for line in std::fs::read_to_string(&log).unwrap().lines() {
            *seen.entry(line.to_string()).or_default() += 1;
        }
        let stats = json(&stats);
        // A test stopped because nothing needed it any more (a fork that
        // lost) has no verdict: its content is tested again if the path
        // comes to it. Nothing else is run twice.
        let again: u64 = seen.values().map(|&n| n as u64 - 1).sum();
        let stopped = stats["abandoned"].as_u64().unwrap();
        assert!(
            again <= stopped,
            "-j {jobs}: {again} runs of contents run before, {stopped} tests stopped: {seen:?}"
        );
        assert!(
            seen.contains_key("12") && seen.contains_key("345"),
            "{seen:?}"
        );
        assert_eq!(stats["verification"], "skipped");
        if jobs != "1" {
            assert!(
                stats["cache"]["hits_in_flight"].as_u64().unwrap() >= 1,
                "{stats}"
            );
        }
        results.push(std::fs::read_to_string(&output).unwrap());
    }
    assert!(results.iter().all(|r| r == "24"), "{results:?}");
}

/// The same reduction counted from the script's side: every run (the
/// check runs, speculative tests stopped or not, the verification) is in
/// `oracle_runs`, and no content runs twice but the original (its check
/// runs) and the result (as a candidate, then its verification), and at
/// -j 3 one whose test was stopped for a slot another test needed. The
/// script logs first, then takes its turn under a lock: no two runs end at
/// the same moment, so a run is never stopped before its first line (a
/// kill right after the start could come before it, and a count from a
/// log could not see that run).
#[test]
fn every_run_is_counted_and_no_content_runs_twice() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), "12345");
    let log = dir.path().join("log");
    let script = write_script(
        dir.path(),
        "test.sh",
        &format!(
            "printf '%s\\n' \"$(cat \"$1\")\" >> '{}'\n\
             exec 9> '{}'\n\
             flock 9\n\
             sleep 0.1\n\
             grep -q 2 \"$1\" && grep -q 4 \"$1\"",
            log.display(),
            dir.path().join("lock").display()
        ),
    );
    for jobs in ["2", "3"] {
        let _ = std::fs::remove_file(&log);
        let output = dir.path().join(format!("out-{jobs}"));
        let stats = dir.path().join(format!("stats-{jobs}.json"));
        let out = reduce(&input, &script)
            .args(["-a", "ddmin", "-u", "char", "--timeout", "60", "-j", jobs])
            .arg("-o")
            .arg(&output)
            .arg("--stats")
            .arg(&stats)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(std::fs::read_to_string(&output).unwrap(), "24");
        let stats = json(&stats);
        assert_eq!(stats["verification"], "verified");
        let check_runs = stats["check_runs"]["runs"].as_u64().unwrap();
        assert_eq!(check_runs, 3);
        let runs: Vec<String> = std::fs::read_to_string(&log)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        assert_eq!(
            stats["oracle_runs"].as_u64().unwrap(),
            runs.len() as u64,
            "-j {jobs}: {stats}\n{runs:?}"
        );
        let stopped = stats["stopped"].as_u64().unwrap();
        let mut seen: HashMap<&str, u64> = HashMap::new();
        for content in &runs {
            *seen.entry(content).or_default() += 1;
        }
        let expected = |content: &str| match content {
            "12345" => check_runs,
            "24" => 2,
            _ => 1,
        };
        let again: u64 = seen.iter().map(|(c, &n)| n - expected(c).min(n)).sum();
        let missing: Vec<_> = seen.iter().filter(|(c, &n)| n < expected(c)).collect();
        assert!(missing.is_empty(), "-j {jobs}: {missing:?} of {runs:?}");
        if jobs == "2" {
            assert_eq!(again, 0, "-j 2: run again: {seen:?}");
        } else {
            assert!(
                again <= stopped,
                "-j {jobs}: {again} runs again, {stopped} stopped: {seen:?}"
            );
        }
        // The summary line says it too.
        let summary = format!("{} oracle runs ({stopped} stopped)", runs.len());
        assert!(stderr(&out).contains(&summary), "{}", stderr(&out));
    }
}

#[test]
fn the_result_is_verified_before_success() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), INPUT);
    let script = write_script(dir.path(), "test.sh", TWO_NEEDLES);
    let stats = dir.path().join("stats.json");
    let out = reduce(&input, &script)
        .args(["-j", "2", "--stats"])
        .arg(&stats)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("; verified;"), "{}", stderr(&out));
    let stats = json(&stats);
    assert_eq!(stats["verification"], "verified");
    assert_eq!(stats["verification_runs"]["runs"], 1);
    assert_eq!(stats["verification_runs"]["interesting"], 1);
    assert_eq!(stats["check_runs"]["runs"], 3);
    assert_eq!(stats["check_runs"]["interesting"], 3);
}

#[test]
fn a_result_that_is_not_interesting_again_is_written_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), INPUT);
    let script = once_only_script(dir.path());
    let stats = dir.path().join("stats.json");
    let output = dir.path().join("out.txt");
    let out = reduce(&input, &script)
        .args([
            "-j",
            "1",
            "--check-runs",
            "1",
            "--recheck-every",
            "0",
            "--stats",
        ])
        .arg(&stats)
        .arg("-o")
        .arg(&output)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("NOT interesting when tested again"),
        "{}",
        stderr(&out)
    );
    // Nothing is lost: the result is there.
    assert_eq!(std::fs::read_to_string(&output).unwrap(), RESULT);
    let record = json(&stats);
    assert_eq!(record["verification"], "mismatch");
    assert_eq!(record["verification_runs"]["interesting"], 0);

    // --no-verify skips it.
    std::fs::remove_file(dir.path().join("seen")).unwrap();
    let out = reduce(&input, &script)
        .args(["-j", "1", "--check-runs", "1", "--no-verify", "--stats"])
        .arg(&stats)
        .arg("-o")
        .arg(&output)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(json(&stats)["verification"], "skipped");
}

/// Interesting (with two needles) on every other run only: runs 1, 3, 5, ...
fn alternating_script(dir: &Path) -> PathBuf {
    let count = dir.join("count");
    write_script(
        dir,
        "flaky.sh",
        &format!(
            "n=$(cat '{count}' 2>/dev/null || echo 0)\n\
             echo $((n + 1)) > '{count}'\n\
             [ $((n % 2)) = 0 ] && {TWO_NEEDLES}",
            count = count.display()
        ),
    )
}

#[test]
fn a_flaky_oracle_is_refused_with_a_suggestion() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), INPUT);
    let script = alternating_script(dir.path());
    let out = reduce(&input, &script).args(["-j", "1"]).output().unwrap();
    assert_eq!(out.status.code(), Some(4), "{}", stderr(&out));
    let message = stderr(&out);
    assert!(message.contains("flaky"), "{message}");
    assert!(message.contains("2 of 3 check runs"), "{message}");
    // p = 2/3: five runs with one interesting reach 99 %.
    assert!(
        message.contains("--repeat 5 --min-interesting 1"),
        "{message}"
    );
    assert!(!dir.path().join("input.reduced.txt").exists());
}

#[test]
fn repetition_makes_a_flaky_oracle_usable() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), INPUT);
    let script = alternating_script(dir.path());
    let stats = dir.path().join("stats.json");
    // Any two runs in a row include an interesting one.
    let out = reduce(&input, &script)
        .args([
            "-j",
            "1",
            "--repeat",
            "2",
            "--min-interesting",
            "1",
            "--stats",
        ])
        .arg(&stats)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("using --repeat 2 --min-interesting 1"));
    let reduced = std::fs::read_to_string(dir.path().join("input.reduced.txt")).unwrap();
    assert_eq!(reduced, RESULT);
    let stats = json(&stats);
    assert_eq!(stats["repeat"], 2);
    assert_eq!(stats["min_interesting"], 1);
    assert_eq!(stats["check_runs"]["interesting"], 2);
    assert_eq!(stats["suggested"]["repeat"], 5);
    assert_eq!(stats["verification"], "verified");
    // Not-interesting candidates take both runs.
    assert!(stats["oracle_runs"].as_u64().unwrap() > stats["queries"].as_u64().unwrap());

    // --allow-flaky goes on without repetition.
    std::fs::remove_file(dir.path().join("count")).unwrap();
    let out = reduce(&input, &script)
        .args(["-j", "1", "--allow-flaky"])
        .output()
        .unwrap();
    assert_ne!(out.status.code(), Some(4), "{}", stderr(&out));
    assert!(dir.path().join("input.reduced.txt").exists());

    let bad = reduce(&input, &script)
        .args(["--repeat", "2", "--min-interesting", "3"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    assert!(stderr(&bad).contains("--min-interesting 3 is more than --repeat 2"));
}

#[test]
fn re_tests_of_the_best_report_a_flaky_oracle() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), INPUT);
    let script = once_only_script(dir.path());
    let stats = dir.path().join("stats.json");
    let out = reduce(&input, &script)
        .args([
            "-j",
            "1",
            "--check-runs",
            "1",
            "--recheck-every",
            "1",
            "--stats",
        ])
        .arg(&stats)
        .output()
        .unwrap();
    let message = stderr(&out);
    assert!(
        message.contains("warning: the oracle is flaky"),
        "{message}"
    );
    assert!(
        message.contains("0 of 1 runs were interesting"),
        "{message}"
    );
    assert!(
        message.contains("re-tests of the best result disagreed"),
        "{message}"
    );
    let stats = json(&stats);
    assert!(stats["rechecks"].as_u64().unwrap() >= 1, "{stats}");
    let evidence = stats["flaky_evidence"].as_array().unwrap();
    assert!(!evidence.is_empty(), "{stats}");
    for e in evidence {
        assert_eq!(e["runs"], 1);
        assert_eq!(e["interesting"], 0);
        assert_eq!(e["digest"].as_str().unwrap().len(), 32);
        assert!(e["bytes"].as_u64().unwrap() <= INPUT.len() as u64);
    }
}

#[test]
fn the_time_limit_adapts_to_the_original() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), INPUT);
    // Takes 0.15 s with a needle; hangs without one (never interesting).
    let script = write_script(
        dir.path(),
        "test.sh",
        &format!("grep -q needle \"$1\" || sleep 60\nsleep 0.15\n{TWO_NEEDLES}"),
    );
    let stats = dir.path().join("stats.json");
    let start = Instant::now();
    let out = reduce(&input, &script)
        .args(["-j", "2", "--stats"])
        .arg(&stats)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        start.elapsed() < Duration::from_secs(50),
        "the hanging tests were not cut"
    );
    assert!(
        stderr(&out).contains("per-test time limit:"),
        "{}",
        stderr(&out)
    );
    let record = json(&stats);
    assert_eq!(record["timeout_source"], "adaptive");
    let slowest = record["check_runs"]["durations_s"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_f64().unwrap())
        .fold(0.0, f64::max);
    let limit = record["timeout_s"].as_f64().unwrap();
    assert!(slowest >= 0.15, "{slowest}");
    assert!(
        (limit - (10.0 * slowest).max(1.0)).abs() < 1e-6,
        "{limit} {slowest}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("input.reduced.txt")).unwrap(),
        RESULT
    );

    // An explicit limit wins.
    let out = reduce(&input, &script)
        .args(["-j", "2", "--timeout", "2.5", "--stats"])
        .arg(&stats)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let record = json(&stats);
    assert_eq!(record["timeout_source"], "explicit");
    assert_eq!(record["timeout_s"], 2.5);
}

/// A stand-in for `whittle serve`: answers `GET /healthz`, and `POST
/// /v1/test` with "interesting" when the candidate holds two needles;
/// every `every`-th test request gets 429 (`Retry-After: 0`); after
/// `up_for` test requests it stops listening.
struct Mock {
    port: u16,
    tests: Arc<AtomicU64>,
    limited: Arc<AtomicU64>,
}

impl Mock {
    fn start(every: u64, up_for: Option<u64>) -> Mock {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let tests = Arc::new(AtomicU64::new(0));
        let limited = Arc::new(AtomicU64::new(0));
        let (count, refused) = (Arc::clone(&tests), Arc::clone(&limited));
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                match serve_one(stream, &count, &refused, every) {
                    Ok(true) => {}
                    _ => continue,
                }
                if up_for.is_some_and(|n| count.load(Ordering::SeqCst) >= n) {
                    // Dropping the listener: connections are refused now.
                    return;
                }
            }
        });
        Mock {
            port,
            tests,
            limited,
        }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }
}

/// Answers one request; true when it was a test request.
fn serve_one(
    stream: TcpStream,
    tests: &AtomicU64,
    limited: &AtomicU64,
    every: u64,
) -> std::io::Result<bool> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    let mut length = 0;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" {
            break;
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    let is_test = request_line.starts_with("POST");
    let (status, extra, json) = if !is_test {
        (
            "200 OK",
            "",
            r#"{"status":"ok","running":0,"queued":0,"jobs":2,"queue":8,"max_bytes":1000000}"#
                .to_string(),
        )
    } else {
        let n = tests.fetch_add(1, Ordering::SeqCst) + 1;
        if every > 0 && n % every == 0 {
            limited.fetch_add(1, Ordering::SeqCst);
            (
                "429 Too Many Requests",
                "Retry-After: 0\r\n",
                r#"{"error":"slow down"}"#.to_string(),
            )
        } else {
            let text = String::from_utf8_lossy(&body);
            let interesting = text.matches("needle").count() == 2;
            (
                "200 OK",
                "",
                format!(
                    r#"{{"interesting":{interesting},"exit_status":0,"timed_out":false,"duration_ms":1.0,"output":""}}"#
                ),
            )
        }
    };
    let mut stream = stream;
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n{json}",
        json.len()
    )?;
    stream.flush()?;
    Ok(is_test)
}

fn reduce_remote(input: &Path, url: &str) -> Command {
    let mut command = whittle();
    command
        .arg("reduce")
        .arg(input)
        .args(["--endpoint", url, "--retry-wait", "0.001"]);
    command
}

fn status_and_stats(out: &Output, stats: &Path) -> (Option<i32>, serde_json::Value) {
    (out.status.code(), json(stats))
}

#[test]
fn rate_limited_requests_are_retried_not_taken_as_verdicts() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), INPUT);
    let mock = Mock::start(7, None);
    let stats = dir.path().join("stats.json");
    let out = reduce_remote(&input, &mock.url())
        .args(["-j", "2", "--stats"])
        .arg(&stats)
        .output()
        .unwrap();
    let (code, record) = status_and_stats(&out, &stats);
    assert_eq!(code, Some(0), "{}", stderr(&out));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("input.reduced.txt")).unwrap(),
        RESULT
    );
    let limited = mock.limited.load(Ordering::SeqCst);
    assert!(
        limited >= 1,
        "{} test requests",
        mock.tests.load(Ordering::SeqCst)
    );
    assert_eq!(record["endpoint_retries"].as_u64().unwrap(), limited);
    assert_eq!(record["timeout_source"], "server");
    assert_eq!(record["verification"], "verified");
    assert!(
        stderr(&out).contains(&format!("{limited} endpoint retries")),
        "{}",
        stderr(&out)
    );
}

#[test]
fn an_endpoint_that_goes_down_stops_the_run_and_keeps_the_best() {
    let dir = tempfile::tempdir().unwrap();
    let input = input_in(dir.path(), INPUT);
    // Up for the three check runs and five queries.
    let mock = Mock::start(0, Some(8));
    let stats = dir.path().join("stats.json");
    let output = dir.path().join("out.txt");
    let out = reduce_remote(&input, &mock.url())
        .args(["-j", "1", "--retries", "3", "--stats"])
        .arg(&stats)
        .arg("-o")
        .arg(&output)
        .output()
        .unwrap();
    let (code, record) = status_and_stats(&out, &stats);
    assert_eq!(code, Some(5), "{}", stderr(&out));
    let message = stderr(&out);
    assert!(message.contains("stopped answering"), "{message}");
    assert!(message.contains("after 3 retries"), "{message}");
    assert!(!message.contains("not interesting"), "{message}");
    let best = std::fs::read_to_string(&output).unwrap();
    assert_eq!(best.matches("needle").count(), 2);
    assert!(best.len() <= INPUT.len());
    assert_eq!(record["status"], "stopped");
    assert_eq!(record["verification"], "skipped");
    assert_eq!(record["endpoint_retries"], 3);
    assert!(record["oracle_error"]
        .as_str()
        .unwrap()
        .contains("cannot connect"));
}
