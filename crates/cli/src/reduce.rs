//! `whittle reduce`: shrink a file with an interestingness script.
//!
//! It reads the input, checks the script, runs the check runs (refusing a flaky
//! oracle without a repetition rule: exit 4), picks the time limit and reduces.
//! The result is written atomically, never over the input without keeping it,
//! then verified as a fresh test (a mismatch exits 3, the result still written;
//! an oracle that stopped answering exits 5), and the statistics JSON is
//! written. Its `oracle_runs`, like the progress line and the summary, counts
//! every run of the oracle: the check runs, every test started (stopped ones
//! included, and counted again apart as `stopped`), repetitions, re-tests and
//! the verification.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::Args;
use serde::Serialize;
use whittle_core::algorithms::tree::BatchRecord;
use whittle_core::{Event, Granularity, ReductionOptions, Size, Status};
use whittle_exec::Script;
use whittle_serve::RemoteOracle;

use crate::check_runs::{at_least, check_original, suggest, CheckRuns, Suggestion};
use crate::drive::{drive_checked, Disagreement, Recheck};
use crate::oracle::{Oracle, RemoteOracles, Repeated, ScriptOracle, Tally};
use crate::progress::{Progress, Runs};
use crate::setup::{algorithm_help, algorithm_name, language, setup};
use crate::tuning::{default_jobs, Tuning};
use crate::window_use::{PassUse, WindowUse};

/// The final result was not interesting when tested again on its own.
pub const EXIT_MISMATCH: u8 = 3;
/// The oracle is flaky and no repetition rule (or `--allow-flaky`) was given.
pub const EXIT_FLAKY: u8 = 4;
/// The oracle stopped answering (an endpoint stayed down through its
/// retries, the script could no longer be started).
pub const EXIT_ORACLE_FAILED: u8 = 5;
/// Ctrl-C.
pub const EXIT_INTERRUPTED: u8 = 130;

/// The time limit of the check runs when `--timeout` is not given.
const CHECK_TIMEOUT: Duration = Duration::from_secs(300);

const EXIT_STATUSES: &str = "\
Exit status:
  0    the result is written and was interesting when tested again on its own
  1    error (bad arguments, unreadable input, the original is not interesting)
  2    bad command line
  3    the result is written, but it was not interesting when tested again on
       its own (a flaky or state-dependent oracle; see --repeat)
  4    the oracle is flaky (the original was interesting in some check runs
       only): nothing reduced; rerun with the suggested --repeat and
       --min-interesting, or --allow-flaky
  5    the oracle stopped answering (an endpoint stayed down through its
       retries, the script could not be started): the best result so far
       is written
  130  interrupted (Ctrl-C): the best result so far is written";

fn reduce_help() -> String {
    format!("{EXIT_STATUSES}\n\n{}", algorithm_help())
}

#[derive(Args, Debug)]
#[command(after_long_help = reduce_help())]
pub struct ReduceArgs {
    /// The input that shows the property. It is never overwritten unless
    /// --output names it, and then the original is kept as INPUT.orig.
    pub input: PathBuf,
    /// Interestingness script: exit status 0 means interesting. It gets the
    /// candidate's path as $1 and runs in a fresh temporary directory that
    /// holds the candidate under the input's file name.
    #[arg(
        long,
        short = 't',
        value_name = "SCRIPT",
        required_unless_present = "endpoint",
        conflicts_with = "endpoint"
    )]
    pub test: Option<PathBuf>,
    /// Test candidates on a `whittle serve` endpoint instead of a local
    /// script. Repeat to spread tests over several machines (use -j to say
    /// how many run at once in all).
    #[arg(long, value_name = "URL")]
    pub endpoint: Vec<String>,
    /// Bearer token for the endpoints.
    #[arg(
        long,
        env = "WHITTLE_TOKEN",
        hide_env_values = true,
        requires = "endpoint"
    )]
    pub token: Option<String>,
    /// Reduction algorithm (see the list below).
    #[arg(long, short = 'a', default_value = "auto", value_parser = algorithm_name)]
    pub algorithm: String,
    /// The input's language, for the tree algorithms [default: from the
    /// file name's extension]; `text` for none.
    #[arg(long, short = 'l', value_name = "LANG")]
    pub lang: Option<String>,
    /// Reject candidates that no longer parse before the oracle sees them,
    /// for the unit algorithms too (the tree algorithms always do).
    #[arg(long)]
    pub syntax_check: bool,
    /// Unit to cut the input into: byte, char, line or token. Several,
    /// comma-separated, run as passes in turn: `line,char` is the two-pass mode.
    #[arg(long, short = 'u', default_value = "line", value_delimiter = ',')]
    pub unit: Vec<Granularity>,
    /// How many tests may run at once.
    #[arg(long = "jobs", short = 'j', default_value_t = default_jobs())]
    pub jobs: usize,
    /// Per-test time limit; a test that takes longer counts as not
    /// interesting. 0 means no limit. [default: ten times the slowest check
    /// run of the original, at least 1 s; the check runs themselves have
    /// 300 s. With --endpoint the server's own limit applies]
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<f64>,
    /// Where to write the result [default: INPUT's name with `.reduced`
    /// before the extension, beside it].
    #[arg(long, short = 'o', value_name = "PATH")]
    pub output: Option<PathBuf>,
    /// Write statistics of the run as JSON to this file.
    #[arg(long, value_name = "PATH")]
    pub stats: Option<PathBuf>,
    /// Stop after this many oracle queries and keep the best result so far.
    #[arg(long, value_name = "N")]
    pub max_tests: Option<u64>,
    /// Stop after this long (the check runs included) and keep the best
    /// result so far.
    #[arg(long, value_name = "SECONDS")]
    pub time_limit: Option<f64>,
    /// No progress bar and no summary.
    #[arg(long, short = 'q')]
    pub quiet: bool,
    /// Re-indent the result with a formatter for its language (JSON built
    /// in; clang-format, rustfmt or gofmt when installed), if the oracle
    /// still finds the formatted text interesting.
    #[arg(long)]
    pub format: bool,
    /// Print every pass and every accepted reduction.
    #[arg(long, short = 'v')]
    pub verbose: bool,
    /// Test the original this many times before reducing (up to --jobs at
    /// once): all must be interesting, or the oracle is flaky.
    #[arg(long, default_value_t = 3, value_name = "N", value_parser = clap::value_parser!(u32).range(1..), help_heading = "Trust")]
    pub check_runs: u32,
    /// Run the oracle up to R times per candidate (fresh each time) and call
    /// it interesting when at least --min-interesting of them are.
    #[arg(long, value_name = "R", value_parser = clap::value_parser!(u32).range(1..), help_heading = "Trust")]
    pub repeat: Option<u32>,
    /// With --repeat: how many of the runs must be interesting [default: 1].
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u32).range(1..), help_heading = "Trust")]
    pub min_interesting: Option<u32>,
    /// Reduce even when the check runs show a flaky oracle, without --repeat.
    #[arg(long, help_heading = "Trust")]
    pub allow_flaky: bool,
    /// Re-test the best result after every N oracle queries, to notice a
    /// flaky oracle during the run (0: never).
    #[arg(long, default_value_t = 100, value_name = "N", help_heading = "Trust")]
    pub recheck_every: u64,
    /// Re-test the best result at least this often (0: never).
    #[arg(
        long,
        default_value_t = 60.0,
        value_name = "SECONDS",
        help_heading = "Trust"
    )]
    pub recheck_interval: f64,
    /// Do not test the final result again on its own before reporting
    /// success.
    #[arg(long, help_heading = "Trust")]
    pub no_verify: bool,
    /// With --endpoint: how many times a failed request (no connection, 429,
    /// 5xx) is retried before the run stops.
    #[arg(long, default_value_t = RemoteOracle::DEFAULT_RETRIES, value_name = "N", requires = "endpoint", help_heading = "Trust")]
    pub retries: u32,
    /// With --endpoint: the first wait before a retry, doubled each time (at
    /// most 30 s; a Retry-After header wins).
    #[arg(
        long,
        default_value_t = 0.5,
        value_name = "SECONDS",
        requires = "endpoint",
        help_heading = "Trust"
    )]
    pub retry_wait: f64,
    #[command(flatten)]
    pub tuning: Tuning,
    /// Extra arguments for the script, after the candidate's path.
    #[arg(last = true, value_name = "SCRIPT_ARGS")]
    pub script_args: Vec<OsString>,
}

/// `--stats`' `window_use`: how full the `-j` window was.
#[derive(Serialize)]
struct WindowUseRecord {
    #[serde(flatten)]
    total: PassUse,
    /// By pass, in the order the passes first ran.
    by_pass: Vec<PassRecord>,
}

#[derive(Serialize)]
struct PassRecord {
    pass: String,
    #[serde(flatten)]
    window: PassUse,
}

impl WindowUseRecord {
    fn of(window_use: &WindowUse) -> WindowUseRecord {
        WindowUseRecord {
            total: window_use.total(),
            by_pass: window_use
                .by_pass()
                .into_iter()
                .map(|(pass, window)| PassRecord { pass, window })
                .collect(),
        }
    }
}

/// The statistics file's content.
#[derive(Serialize)]
struct RunStats<'a> {
    input: &'a Path,
    output: &'a Path,
    algorithm: &'a str,
    language: Option<&'static str>,
    unit: Vec<&'static str>,
    jobs: usize,
    status: Status,
    queries: u64,
    cache_hits: u64,
    rejections: u64,
    accepted: u64,
    /// Speculative tests the driver gave up: nothing needed their verdict
    /// any more, and another test was waiting for their slot (not counted
    /// in `queries`; the runs they had started are in `stopped`).
    abandoned: u64,
    initial: Size,
    #[serde(rename = "final")]
    final_size: Size,
    wall_time_s: f64,
    oracle_time_s: f64,
    /// Tests running at once on average during the reduction (not the
    /// checks and the verification), overall and by pass.
    window_use: WindowUseRecord,
    cache: whittle_core::cache::CacheStats,
    /// The algorithm's own counters (model-pardis: trials the model skipped).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    counters: BTreeMap<String, u64>,
    /// The type-batched reducers' schedule.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    batches: Vec<BatchRecord>,
    /// The check runs of the original.
    check_runs: &'a CheckRuns,
    /// The rule proposed for the measured rate of the check runs.
    suggested: Option<Suggestion>,
    repeat: u32,
    min_interesting: u32,
    /// Runs of the oracle in all: the check runs, every test the driver
    /// started (stopped ones included), repetitions, re-tests, the
    /// formatted result's test and the verification. With a script, how
    /// often it was started.
    oracle_runs: u64,
    /// Of `oracle_runs`, the runs stopped because nothing needed their
    /// answer any more: speculative tests the driver gave up, tests still
    /// running when the reduction ended.
    stopped: u64,
    /// The per-test limit used (null: none).
    timeout_s: Option<f64>,
    /// explicit, adaptive, none or server.
    timeout_source: &'static str,
    /// verified, mismatch or skipped.
    verification: Verification,
    /// The verification's runs (absent when skipped).
    #[serde(skip_serializing_if = "Option::is_none")]
    verification_runs: Option<TallyRecord>,
    /// Re-tests of the best result during the run.
    rechecks: u64,
    /// Re-tests that disagreed: the evidence of a flaky oracle.
    flaky_evidence: &'a [Disagreement],
    /// Requests to endpoints retried after a transient failure.
    endpoint_retries: u64,
    /// Why the oracle stopped answering, when it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    oracle_error: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum Verification {
    Verified,
    Mismatch,
    Skipped,
}

#[derive(Clone, Copy, Serialize)]
struct TallyRecord {
    runs: u32,
    interesting: u32,
}

impl From<Tally> for TallyRecord {
    fn from(t: Tally) -> TallyRecord {
        TallyRecord {
            runs: t.runs,
            interesting: t.interesting,
        }
    }
}

/// Where verdicts come from: a local script (rebuilt with the final time
/// limit after the check runs) or endpoints.
enum Source {
    Script(Script),
    Remote(Arc<RemoteOracles>),
}

impl Source {
    fn oracle(&self, timeout: Option<Duration>) -> Arc<dyn Oracle> {
        match self {
            Source::Script(script) => Arc::new(ScriptOracle(script.clone().with_timeout(timeout))),
            Source::Remote(remote) => Arc::clone(remote) as Arc<dyn Oracle>,
        }
    }
}

pub fn run(args: ReduceArgs, interrupt: Arc<AtomicBool>) -> Result<ExitCode> {
    let input = std::fs::read(&args.input)
        .with_context(|| format!("cannot read input {}", args.input.display()))?;
    let file_name = args
        .input
        .file_name()
        .with_context(|| format!("{} does not name a file", args.input.display()))?;
    let (repeat, min_interesting) = repetition(&args)?;
    // Some(None): --timeout 0, no limit.
    let explicit_timeout = args
        .timeout
        .map(|t| (t > 0.0).then(|| Duration::from_secs_f64(t)));
    let (source, oracle_name) = make_source(&args, file_name, explicit_timeout)?;
    let output = match &args.output {
        Some(path) => path.clone(),
        None => default_output(&args.input),
    };
    if output.is_dir() {
        bail!("output {} is a directory", output.display());
    }

    let language = language(args.lang.as_deref(), &file_name.to_string_lossy())?;
    let setup = setup(
        &args.algorithm,
        input.clone(),
        language,
        &args.unit,
        &args.tuning,
        args.syntax_check,
    )?;

    // --time-limit counts from here: the check runs are part of the run.
    let deadline = args
        .time_limit
        .map(|s| Instant::now() + Duration::from_secs_f64(s));
    let start = Instant::now();
    // The check runs: is the original interesting, always, and how long
    // does a test take?
    let check_oracle = source.oracle(explicit_timeout.unwrap_or(Some(CHECK_TIMEOUT)));
    let checks = check_original(
        &*check_oracle,
        &input,
        args.check_runs,
        args.jobs,
        &interrupt,
    )?;
    if interrupt.load(Ordering::Relaxed) {
        return Ok(ExitCode::from(EXIT_INTERRUPTED));
    }
    if checks.interesting == 0 {
        bail!(
            "the original input is not interesting: {oracle_name} said no (a non-zero exit status, or a timeout) \
             in {} of {} runs for {}.\n\
             Check the script by hand: run it on a copy of the input and look at its exit status.",
            checks.runs,
            checks.runs,
            args.input.display()
        );
    }
    let suggested = suggest(checks.rate());
    if checks.is_flaky() {
        let chose = args.repeat.is_some() || args.min_interesting.is_some();
        report_flaky(
            &checks,
            suggested,
            chose.then_some((repeat, min_interesting)),
        );
        if !chose && !args.allow_flaky {
            eprintln!(
                "error: not reducing with a flaky oracle; rerun with the suggested --repeat and \
                 --min-interesting (or --allow-flaky to reduce anyway)"
            );
            return Ok(ExitCode::from(EXIT_FLAKY));
        }
    }
    let (timeout, timeout_source) = match (&source, explicit_timeout) {
        (_, Some(t)) => (t, if t.is_some() { "explicit" } else { "none" }),
        (Source::Remote(_), None) => (None, "server"),
        (Source::Script(_), None) => (Some(checks.adaptive_timeout()), "adaptive"),
    };
    if !args.quiet {
        match (timeout, timeout_source) {
            (Some(t), "adaptive") => eprintln!(
                "per-test time limit: {:.1}s (10 x the slowest of {} check runs, {:.2}s; at least 1s; set it with --timeout)",
                t.as_secs_f64(),
                checks.runs,
                checks.slowest().as_secs_f64()
            ),
            (Some(t), _) => eprintln!("per-test time limit: {:.1}s", t.as_secs_f64()),
            (None, "server") => eprintln!("per-test time limit: the endpoint's own"),
            (None, _) => eprintln!("per-test time limit: none"),
        }
    }
    let oracle = Arc::new(Repeated::new(
        source.oracle(timeout),
        repeat,
        min_interesting,
    ));

    let options = ReductionOptions {
        window: args.jobs.max(1),
        cache: args.tuning.cache_options(),
        max_tests: args.max_tests,
        // The check runs did it.
        check_original: false,
    };
    let (mut reduction, info) = setup.into_reduction(options);
    if info.parse_errors > 0 && !args.quiet {
        eprintln!(
            "warning: the input does not parse cleanly as {} ({} error nodes); candidates may keep that many",
            info.language.unwrap_or("text"),
            info.parse_errors
        );
    }
    let recheck = Recheck {
        oracle: Arc::clone(&oracle),
        queries: (args.recheck_every > 0).then_some(args.recheck_every),
        interval: (args.recheck_interval > 0.0)
            .then(|| Duration::from_secs_f64(args.recheck_interval)),
    };
    let progress = Progress::new(input.len(), args.quiet);
    let verbose = args.verbose && !args.quiet;
    let driven = drive_checked(
        &mut reduction,
        Arc::clone(&oracle) as Arc<dyn Oracle>,
        args.jobs,
        &interrupt,
        deadline,
        (recheck.queries.is_some() || recheck.interval.is_some()).then_some(&recheck),
        |r| {
            for event in r.drain_events() {
                if verbose {
                    report_event(&event);
                }
            }
            let runs = oracle_runs(&checks, &oracle);
            progress.update(&r.stats(), r.phase(), runs);
        },
        |disagreement| progress.println(&format!("warning: {}", disagreement.describe())),
    )?;
    progress.finish();
    let stats = reduction.stats();
    let interrupted = interrupt.load(Ordering::Relaxed);
    if let Some(e) = &driven.oracle_error {
        eprintln!(
            "error: the oracle stopped answering, so the run stopped with the best result so far: {e:#}"
        );
    }

    if paths_equal(&output, &args.input) {
        let backup = backup_path(&args.input);
        std::fs::write(&backup, &input)
            .with_context(|| format!("cannot keep the original as {}", backup.display()))?;
        if !args.quiet {
            eprintln!("kept the original as {}", backup.display());
        }
    }
    let mut result = reduction.best().to_vec();
    let usable = driven.oracle_error.is_none() && !interrupted;
    if args.format && usable {
        match crate::format::format(info.language, &result) {
            Ok(formatted) if formatted != result => {
                let abort = AtomicBool::new(false);
                match oracle.test(&formatted, &abort) {
                    Ok(v) if v.is_interesting() => result = formatted,
                    Ok(_) if !args.quiet => eprintln!(
                        "note: the formatted result is not interesting; keeping it unformatted"
                    ),
                    Ok(_) => {}
                    Err(e) => eprintln!("note: not formatted, the oracle failed: {e:#}"),
                }
            }
            Ok(_) => {}
            Err(why) if !args.quiet => eprintln!("note: not formatted: {why}"),
            Err(_) => {}
        }
    }
    // Nothing is lost whatever the verification says: write first.
    write_atomically(&output, &result)?;

    let (verification, verification_tally, verify_error) = if args.no_verify || !usable {
        (Verification::Skipped, None, None)
    } else {
        // A Ctrl-C during the verification cuts it short: skipped.
        match oracle.tally(&result, &interrupt) {
            Ok(_) if interrupt.load(Ordering::Relaxed) => (Verification::Skipped, None, None),
            Ok(tally) if oracle.verdict(tally).is_interesting() => {
                (Verification::Verified, Some(tally), None)
            }
            Ok(tally) => (Verification::Mismatch, Some(tally), None),
            Err(e) => (Verification::Skipped, None, Some(e)),
        }
    };
    let wall = start.elapsed();
    if let Some(e) = &verify_error {
        eprintln!("warning: the result could not be verified, the oracle failed: {e:#}");
    }
    if verification == Verification::Mismatch {
        let tally = verification_tally.unwrap_or_default();
        eprintln!(
            "error: the result is NOT interesting when tested again on its own ({} of {} runs interesting, \
             {} needed): the oracle is flaky or depends on state outside the candidate. \
             The result was written to {} anyway; check it by hand, or reduce again with \
             --repeat/--min-interesting.",
            tally.interesting,
            tally.runs,
            oracle.min_interesting(),
            output.display()
        );
    }

    let counters: BTreeMap<String, u64> = reduction
        .counters()
        .into_iter()
        .map(|c| (c.name.into_owned(), c.value))
        .collect();
    let endpoint_retries = oracle.retries();
    let runs = oracle_runs(&checks, &oracle);
    if let Some(path) = &args.stats {
        let record = RunStats {
            input: &args.input,
            output: &output,
            algorithm: &info.name,
            language: info.language,
            unit: args.unit.iter().map(|u| u.name()).collect(),
            jobs: args.jobs,
            status: reduction.status(),
            queries: stats.queries,
            cache_hits: stats.cache.hits(),
            rejections: stats.rejections,
            accepted: stats.accepted,
            abandoned: stats.abandoned,
            initial: stats.initial,
            final_size: stats.current,
            wall_time_s: wall.as_secs_f64(),
            oracle_time_s: stats.oracle_time.as_secs_f64(),
            window_use: WindowUseRecord::of(&driven.window_use),
            cache: stats.cache,
            counters: counters.clone(),
            batches: reduction.batch_log(),
            check_runs: &checks,
            suggested,
            repeat,
            min_interesting,
            oracle_runs: runs.total,
            stopped: runs.stopped,
            timeout_s: timeout.map(|t| t.as_secs_f64()),
            timeout_source,
            verification,
            verification_runs: verification_tally.map(TallyRecord::from),
            rechecks: driven.rechecks,
            flaky_evidence: &driven.disagreements,
            endpoint_retries,
            oracle_error: driven.oracle_error.as_ref().map(|e| format!("{e:#}")),
        };
        let json = serde_json::to_string_pretty(&record)?;
        std::fs::write(path, json + "\n")
            .with_context(|| format!("cannot write statistics to {}", path.display()))?;
    }
    let stopped = reduction.status() == Status::Stopped;
    if !args.quiet {
        let removed =
            100.0 * (1.0 - stats.current.bytes as f64 / stats.initial.bytes.max(1) as f64);
        let retries = if endpoint_retries > 0 {
            format!(", {endpoint_retries} endpoint retries")
        } else {
            String::new()
        };
        let window = if args.jobs > 1 {
            format!(
                ", {:.1} of {} tests running on average",
                driven.window_use.total().mean_running,
                args.jobs
            )
        } else {
            String::new()
        };
        let verified = match verification {
            Verification::Verified => "verified",
            Verification::Mismatch => "NOT verified",
            Verification::Skipped => "not verified",
        };
        eprintln!(
            "{}{} -> {} bytes ({removed:.1}% removed), {} queries, {}, {} cache hits{retries}, {:.1}s{window}; {verified}; wrote {}",
            if stopped { "stopped early: " } else { "" },
            stats.initial.bytes,
            stats.current.bytes,
            stats.queries,
            runs.describe(),
            stats.cache.hits(),
            wall.as_secs_f64(),
            output.display()
        );
        if !counters.is_empty() {
            let list: Vec<String> = counters.iter().map(|(k, v)| format!("{k} {v}")).collect();
            eprintln!("{}: {}", info.name, list.join(", "));
        }
    }
    if !driven.disagreements.is_empty() {
        eprintln!(
            "warning: the oracle was flaky during the run: {} of {} re-tests of the best result disagreed \
             (details above and in --stats as flaky_evidence); consider --repeat/--min-interesting",
            driven.disagreements.len(),
            driven.rechecks
        );
    }
    Ok(ExitCode::from(if interrupt.load(Ordering::Relaxed) {
        EXIT_INTERRUPTED
    } else if driven.oracle_error.is_some() {
        EXIT_ORACLE_FAILED
    } else if verification == Verification::Mismatch {
        EXIT_MISMATCH
    } else {
        0
    }))
}

/// The oracle's runs so far: the check runs and every run of the
/// reduction's oracle (the tests, stopped ones included, repetitions,
/// re-tests, the verification).
fn oracle_runs(checks: &CheckRuns, oracle: &Repeated) -> Runs {
    Runs {
        total: u64::from(checks.runs) + oracle.runs(),
        stopped: oracle.stopped(),
    }
}

/// `--repeat` and `--min-interesting`, checked: `(R, M)` with 1 <= M <= R.
fn repetition(args: &ReduceArgs) -> Result<(u32, u32)> {
    let min = args.min_interesting.unwrap_or(1);
    let repeat = args.repeat.unwrap_or(min);
    if min > repeat {
        bail!("--min-interesting {min} is more than --repeat {repeat}");
    }
    Ok((repeat, min))
}

/// The evidence that the oracle is flaky, and what to do about it.
fn report_flaky(checks: &CheckRuns, suggested: Option<Suggestion>, chosen: Option<(u32, u32)>) {
    eprintln!(
        "warning: the oracle is flaky: the original input was interesting in {} of {} check runs ({:.0}%)",
        checks.interesting,
        checks.runs,
        100.0 * checks.rate()
    );
    match suggested {
        Some(s) => eprintln!(
            "suggestion: --repeat {} --min-interesting {} (the original would then count as interesting \
             with probability {:.1}% at the measured rate; more --check-runs measure the rate better)",
            s.repeat,
            s.min_interesting,
            100.0 * s.probability
        ),
        None => eprintln!(
            "suggestion: none: the measured rate is too low for a dependable --repeat; make the \
             interestingness test more reliable"
        ),
    }
    if let Some((repeat, min)) = chosen {
        eprintln!(
            "using --repeat {repeat} --min-interesting {min}: the original counts as interesting \
             with probability {:.1}% at the measured rate",
            100.0 * at_least(min, repeat, checks.rate())
        );
    }
}

/// Where verdicts come from, and how to name it in messages.
fn make_source(
    args: &ReduceArgs,
    file_name: &std::ffi::OsStr,
    explicit_timeout: Option<Option<Duration>>,
) -> Result<(Source, String)> {
    if let Some(test) = &args.test {
        let script = Script::new(test, file_name)?.with_args(args.script_args.clone());
        return Ok((
            Source::Script(script),
            format!("test script {}", test.display()),
        ));
    }
    if !args.script_args.is_empty() {
        bail!("arguments after `--` go to a local script; an endpoint runs its own");
    }
    // The server applies its own limit; the client allows for queueing too.
    let request_timeout = explicit_timeout
        .unwrap_or(Some(CHECK_TIMEOUT))
        .map(|t| t * 2 + Duration::from_secs(30));
    let first_wait = Duration::try_from_secs_f64(args.retry_wait)
        .map_err(|_| anyhow::anyhow!("--retry-wait {} is not a duration", args.retry_wait))?;
    let endpoints = args
        .endpoint
        .iter()
        .map(|url| {
            RemoteOracle::new(url, args.token.clone(), request_timeout)
                .map(|o| o.with_retries(args.retries).with_backoff(first_wait))
                .map_err(|e| anyhow::anyhow!("bad endpoint {url}: {e}"))
        })
        .collect::<Result<Vec<_>>>()?;
    let oracle = RemoteOracles::connect(endpoints)?;
    Ok((
        Source::Remote(Arc::new(oracle)),
        format!("endpoint {}", args.endpoint.join(", ")),
    ))
}

fn report_event(event: &Event) {
    match event {
        Event::Phase { phase } => eprintln!(
            "pass {} round {}: {} parts",
            phase.pass, phase.round, phase.granularity
        ),
        Event::Accepted { size } => {
            eprintln!("  accepted: {} bytes, {} units", size.bytes, size.units)
        }
        _ => {}
    }
}

/// `dir/name.c` becomes `dir/name.reduced.c`; `dir/name` becomes `dir/name.reduced`.
fn default_output(input: &Path) -> PathBuf {
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match input.extension() {
        Some(ext) => format!("{stem}.reduced.{}", ext.to_string_lossy()),
        None => format!("{stem}.reduced"),
    };
    input.with_file_name(name)
}

fn paths_equal(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// `INPUT.orig`, or `INPUT.orig.1`, `.orig.2`, ... if that is taken.
fn backup_path(input: &Path) -> PathBuf {
    let base = format!("{}.orig", input.display());
    let mut candidate = PathBuf::from(&base);
    let mut n = 1;
    while candidate.exists() {
        candidate = PathBuf::from(format!("{base}.{n}"));
        n += 1;
    }
    candidate
}

/// Writes through a temporary file in the same directory, so a crash never
/// leaves a half-written result.
fn write_atomically(path: &Path, content: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir)
        .with_context(|| format!("cannot write in {}", dir.display()))?;
    std::io::Write::write_all(&mut tmp, content)?;
    tmp.persist(path)
        .with_context(|| format!("cannot write output {}", path.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_output_keeps_the_extension() {
        assert_eq!(
            default_output(Path::new("a/crash.c")),
            Path::new("a/crash.reduced.c")
        );
        assert_eq!(
            default_output(Path::new("notes")),
            Path::new("notes.reduced")
        );
    }
}
