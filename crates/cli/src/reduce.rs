//! `whittle reduce`: shrink a file with an interestingness script, an
//! endpoint, or a toolchain preset (`preset.rs`).
//!
//! It reads the input, checks the oracle, and drives the trust session
//! (`whittle_setup::session`, the playground's) with the command line's
//! policy (`trust_policy`): the check runs (a flaky oracle without a
//! repetition rule or `--allow-flaky` is refused: exit 4), the time limit,
//! the reduction, re-tests of the best (a disagreement is reported and the
//! run goes on), the formatted result's test (`--format`) and the
//! verification (also after `--time-limit` or `--max-tests` stopped the
//! reduction; a mismatch exits 3; an oracle that stopped answering exits
//! 5). The result is written atomically as soon as it stands, before it is
//! verified, never over the input without keeping it; then the statistics
//! JSON. Its `oracle_runs`, like the progress line and the summary, counts
//! every run of the oracle: the check runs, every test started (stopped
//! ones included, and counted again apart as `stopped`), repetitions,
//! re-tests and the verification. Its `queries` are the engine's, less its
//! own test of the original (a check run).

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::{ArgGroup, Args};
use serde::Serialize;
use whittle_core::algorithms::tree::BatchRecord;
use whittle_core::files::Limits;
use whittle_core::flaky::{self, at_least, suggest, RepeatRule, Suggestion};
use whittle_core::{Event, Granularity, PassQueries, ReductionOptions, Size, Status};
use whittle_exec::Script;
use whittle_serve::RemoteOracle;
use whittle_setup::files::SetOptions;
use whittle_setup::session::{
    self, Disagreement, OracleKind, Session, Trust, TrustConfig, TrustPolicy,
};

use crate::drive::drive;
use crate::oracle::{Oracle, RemoteOracles, ScriptOracle};
use crate::preset::{PresetArgs, PresetOracle};
use crate::progress::{Progress, Runs};
use crate::setup::{algorithm_help, algorithm_name, language, setup, setup_folder};
use crate::test_case::{default_output, write_folder_result, FileRecord, TestCase};
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
/// [`CHECK_TIMEOUT`] for the trust session: the command line's scripts
/// start processes (compilers, toolchains), so the check runs get more than
/// the playground's 30 s.
const CHECK_TIMEOUT_MS: u32 = CHECK_TIMEOUT.as_millis() as u32;

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
#[command(group(
    ArgGroup::new("oracle")
        .required(true)
        .args(["test", "endpoint", "python", "clang", "tsc"])
))]
pub struct ReduceArgs {
    /// The input that shows the property: a file, or a folder of files
    /// (reduced together: whole files removed, headers included once
    /// inlined, then each file with its own language). A file is never
    /// overwritten unless --output names it, and then the original is kept
    /// as INPUT.orig; a folder is never changed.
    pub input: PathBuf,
    /// Interestingness script: exit status 0 means interesting. It gets the
    /// candidate's path as $1 and runs in a fresh temporary directory that
    /// holds the candidate under the input's file name; for a folder, the
    /// candidate folder is the working directory. Or one of the toolchain
    /// presets below, or --endpoint.
    #[arg(long, short = 't', value_name = "SCRIPT")]
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
    /// before the extension, beside it; for a folder, FOLDER.reduced].
    #[arg(long, short = 'o', value_name = "PATH")]
    pub output: Option<PathBuf>,
    /// A folder may hold at most this many files.
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT.max_files)]
    pub max_files: usize,
    /// A folder's files may add up to at most this many bytes.
    #[arg(long, value_name = "BYTES", default_value_t = Limits::DEFAULT.max_total_bytes)]
    pub max_bytes: usize,
    /// A folder: do not paste a header included once into its includer.
    #[arg(long)]
    pub no_inline_headers: bool,
    /// A folder: when a round shrinks nothing, paste a Python module
    /// imported once (`from .m import f`) into its importer too.
    #[arg(long)]
    pub inline_modules: bool,
    /// A folder: when a round shrinks nothing, do not inline a CommonJS
    /// module required once (`require('./m')`) into its requirer.
    #[arg(long)]
    pub no_inline_requires: bool,
    /// A folder: try removing whole files in path order, not those no
    /// other file names first, and reduce inside files the larger first.
    #[arg(long)]
    pub no_unnamed_first: bool,
    /// A folder: do not try removing a file as soon as the last file that
    /// named it stops naming it (only at the next round's file pass).
    #[arg(long)]
    pub no_drop_freed: bool,
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
    #[arg(long, default_value_t = TrustPolicy::DEFAULT.check_runs, value_name = "N", value_parser = clap::value_parser!(u32).range(1..), help_heading = "Trust")]
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
    /// Re-test the best result after every N accepted reductions, to notice
    /// a flaky oracle during the run (0: never). The playground's default
    /// too (`TrustPolicy`).
    #[arg(long, default_value_t = TrustPolicy::DEFAULT.recheck_every_accepted, value_name = "N", help_heading = "Trust")]
    pub recheck_every: u64,
    /// Re-test the best result this long after the last re-test when it
    /// changed since (0: never).
    #[arg(
        long,
        default_value_t = TrustPolicy::DEFAULT.recheck_every_ms / 1000.0,
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
    // Last: its help heading would hold what follows.
    #[command(flatten)]
    pub preset: PresetArgs,
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
    /// `queries` by the pass that proposed them, in the order the passes
    /// first asked the oracle.
    queries_by_pass: &'a [PassQueries],
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
    /// A folder's files before and after.
    #[serde(skip_serializing_if = "Option::is_none")]
    files: Option<Vec<FileRecord>>,
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
    flaky_evidence: &'a [DisagreementRecord],
    /// Requests to endpoints retried after a transient failure.
    endpoint_retries: u64,
    /// The oracle's own counters (the Python preset: `python.raised`,
    /// `python.not_boolean`, runs that count as not interesting).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    oracle_counters: BTreeMap<&'static str, u64>,
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

/// A re-test of the best result that found it not interesting: the
/// evidence that the oracle is flaky.
#[derive(Clone, Debug, Serialize)]
struct DisagreementRecord {
    bytes: usize,
    /// The candidate's xxh3-128 digest, in hex.
    digest: String,
    runs: u32,
    interesting: u32,
    /// Oracle queries of the reduction when the re-test started.
    after_queries: u64,
}

impl DisagreementRecord {
    fn of(found: &Disagreement) -> DisagreementRecord {
        DisagreementRecord {
            bytes: found.bytes,
            digest: format!("{:032x}", found.digest),
            runs: found.runs,
            interesting: found.interesting,
            // The engine's own test of the original is a check run.
            after_queries: found.after_queries.saturating_sub(1),
        }
    }
}

/// What the check runs of the original found.
#[derive(Clone, Debug, Serialize)]
pub struct CheckRuns {
    pub runs: u32,
    pub interesting: u32,
    /// Each run's duration in seconds, in the order they finished.
    pub durations_s: Vec<f64>,
}

impl CheckRuns {
    /// The measured rate of interesting runs.
    pub fn rate(&self) -> f64 {
        f64::from(self.interesting) / f64::from(self.runs.max(1))
    }

    pub fn is_flaky(&self) -> bool {
        self.interesting > 0 && self.interesting < self.runs
    }

    pub fn slowest(&self) -> Duration {
        Duration::from_secs_f64(self.durations_s.iter().copied().fold(0.0, f64::max))
    }

    /// The per-test limit when none was given: ten times the slowest run,
    /// at least a second.
    pub fn adaptive_timeout(&self) -> Duration {
        flaky::adaptive_timeout(self.slowest())
    }
}

/// Where verdicts come from: a local script or a toolchain preset (each
/// run with the limit the trust session gives it) or endpoints.
enum Source {
    Script(Script),
    Preset(Arc<PresetOracle>),
    Remote(Arc<RemoteOracles>),
}

impl Source {
    fn oracle(&self) -> Arc<dyn Oracle> {
        match self {
            Source::Script(script) => Arc::new(ScriptOracle(script.clone())),
            Source::Preset(preset) => Arc::clone(preset) as Arc<dyn Oracle>,
            Source::Remote(remote) => Arc::clone(remote) as Arc<dyn Oracle>,
        }
    }

    fn is_remote(&self) -> bool {
        matches!(self, Source::Remote(_))
    }
}

/// The trust policy of the command line: the playground's
/// ([`TrustPolicy::DEFAULT`]) with the flags' choices.
fn trust_policy(args: &ReduceArgs, goes_on: bool) -> TrustPolicy {
    TrustPolicy {
        check_runs: args.check_runs,
        check_timeout_ms: CHECK_TIMEOUT_MS,
        // 0 turns either count off.
        recheck_every_accepted: match args.recheck_every {
            0 => u64::MAX,
            n => n,
        },
        recheck_every_ms: match args.recheck_interval {
            s if s > 0.0 => s * 1000.0,
            _ => f64::INFINITY,
        },
        flaky_original_goes_on: goes_on,
        recheck_mismatch_stops: false,
        verify: !args.no_verify,
        verify_stopped: true,
        offer_result: args.format,
        ..TrustPolicy::DEFAULT
    }
}

/// The per-test limit for the session: `u32::MAX` for none.
fn limit_ms(limit: Option<Duration>) -> u32 {
    limit.map_or(u32::MAX, |t| {
        u32::try_from(t.as_millis().max(1)).unwrap_or(u32::MAX - 1)
    })
}

pub fn run(args: ReduceArgs, interrupt: Arc<AtomicBool>) -> Result<ExitCode> {
    let limits = Limits {
        max_files: args.max_files,
        max_file_bytes: args.max_bytes,
        max_total_bytes: args.max_bytes,
    };
    let case = TestCase::read(&args.input, &limits)?;
    let input = case.bytes.clone();
    let file_name = args
        .input
        .file_name()
        .with_context(|| format!("{} does not name a file", args.input.display()))?;
    let (repeat, min_interesting) = repetition(&args)?;
    // Some(None): --timeout 0, no limit.
    let explicit_timeout = args
        .timeout
        .map(|t| (t > 0.0).then(|| Duration::from_secs_f64(t)));
    let (source, oracle_name) = make_source(&args, file_name, explicit_timeout, &case)?;
    let output = match &args.output {
        Some(path) => path.clone(),
        None => default_output(&args.input, case.is_folder()),
    };
    if output.is_dir() && !case.is_folder() {
        bail!("output {} is a directory", output.display());
    }

    let setup = match &case.folder {
        Some(set) => {
            if args.lang.is_some() {
                bail!(
                    "--lang does not apply to a folder: each file's language comes from its name"
                );
            }
            let set_options = SetOptions {
                unnamed_first: !args.no_unnamed_first,
                inline_headers: !args.no_inline_headers,
                inline_modules: args.inline_modules,
                inline_requires: !args.no_inline_requires,
                drop_freed: !args.no_drop_freed,
            };
            setup_folder(
                set.clone(),
                &args.algorithm,
                &args.unit,
                &args.tuning,
                args.syntax_check,
                set_options,
            )?
        }
        None => setup(
            &args.algorithm,
            input.clone(),
            language(args.lang.as_deref(), &file_name.to_string_lossy())?,
            &args.unit,
            &args.tuning,
            args.syntax_check,
        )?,
    };

    // --time-limit counts from here: the check runs are part of the run.
    let deadline = args
        .time_limit
        .map(|s| Instant::now() + Duration::from_secs_f64(s));
    let start = Instant::now();
    let options = ReductionOptions {
        window: args.jobs.max(1),
        cache: args.tuning.cache_options(),
        // The engine's own test of the original is one of the check runs,
        // not one of the queries --max-tests counts.
        max_tests: args.max_tests.map(|n| n.saturating_add(1)),
        check_original: true,
    };
    let (reduction, info) = setup.into_reduction(options);
    // A flaky original goes on under a chosen rule, or with --allow-flaky.
    let chose = args.repeat.is_some() || args.min_interesting.is_some();
    let goes_on = chose || args.allow_flaky;
    let config = TrustConfig {
        check_runs: args.check_runs,
        rule: RepeatRule::new(repeat, min_interesting),
        timeout_ms: match (&source, explicit_timeout) {
            (_, Some(t)) => Some(limit_ms(t)),
            // The server applies its own limit.
            (source, None) if source.is_remote() => Some(u32::MAX),
            (_, None) => None,
        },
        oracle: OracleKind::Remote,
        policy: trust_policy(&args, goes_on),
    };
    let mut session = Session::new(reduction, input.clone(), config);
    let oracle = source.oracle();
    let progress = Progress::new(session.reduction().stats().initial.bytes, args.quiet);
    let verbose = args.verbose && !args.quiet;
    let mut checked = false;
    let mut noted = 0;
    let mut formatted = None;
    // Nothing is lost whatever the verification says: the result is
    // written as soon as it stands, before it is verified.
    let mut written: Option<Result<()>> = None;
    let driven = drive(
        &mut session,
        Arc::clone(&oracle),
        args.jobs,
        &interrupt,
        deadline,
        |s| {
            let trust = s.trust();
            if !checked && trust.check_runs > 0 {
                checked = true;
                after_checks(&args, s, chose, &progress);
            }
            for found in &s.trust().disagreements[noted..] {
                progress.println(&format!("warning: {}", describe(found)));
            }
            noted = s.trust().disagreements.len();
            for event in s.reduction_mut().drain_events() {
                if verbose {
                    report_event(&event);
                }
            }
            let r = s.reduction();
            progress.update(&candidate_stats(r), r.phase(), runs_of(s.trust()));
            if written.is_none() && s.result_decided() && reduced(s.trust(), goes_on) {
                written = Some(keep_result(&args, &case, &output, s.result(), &progress));
            }
        },
        |best| {
            let offered = format_offer(&args, info.language, best);
            formatted = offered.as_ref().map(|f| f.len());
            offered
        },
    )?;
    progress.finish();
    let trust = session.trust().clone();
    let interrupted = interrupt.load(Ordering::Relaxed);
    if trust.check_runs == 0 {
        // Stopped during the check runs: nothing is reduced.
        if let Some(e) = driven.oracle_error {
            return Err(e);
        }
        return Ok(ExitCode::from(EXIT_INTERRUPTED));
    }
    let checks = CheckRuns {
        runs: trust.check_runs,
        interesting: trust.check_interesting,
        durations_s: driven.check_durations_s.clone(),
    };
    if let (0, Source::Preset(preset)) = (checks.interesting, &source) {
        bail!(
            "the original input is not interesting: in {} of {} runs for {}, {}",
            checks.runs,
            checks.runs,
            args.input.display(),
            preset.explain_original()
        );
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
    if checks.is_flaky() && !chose && !args.allow_flaky {
        eprintln!(
            "error: not reducing with a flaky oracle; rerun with the suggested --repeat and \
             --min-interesting (or --allow-flaky to reduce anyway)"
        );
        return Ok(ExitCode::from(EXIT_FLAKY));
    }
    let (timeout, timeout_source) = match (&source, explicit_timeout) {
        (_, Some(t)) => (t, if t.is_some() { "explicit" } else { "none" }),
        (source, None) if source.is_remote() => (None, "server"),
        (_, None) => (Some(checks.adaptive_timeout()), "adaptive"),
    };
    let stats = candidate_stats(session.reduction());
    let reduction = session.reduction();
    if let Some(e) = &driven.oracle_error {
        eprintln!(
            "error: the oracle stopped answering, so the run stopped with the best result so far: {e:#}"
        );
    }

    if formatted.is_some() && trust.offered == Some(false) && !args.quiet {
        eprintln!("note: the formatted result is not interesting; keeping it unformatted");
    }
    match written {
        Some(done) => done?,
        None => keep_result(&args, &case, &output, session.result(), &progress)?,
    }

    let verification = match trust.verification {
        // A Ctrl-C during the verification cuts it short: skipped.
        _ if interrupted => Verification::Skipped,
        session::Verification::Verified => Verification::Verified,
        session::Verification::Mismatch => Verification::Mismatch,
        session::Verification::Skipped => Verification::Skipped,
    };
    let verification_tally = (verification != Verification::Skipped).then_some(TallyRecord {
        runs: trust.verification_runs,
        interesting: trust.verification_interesting,
    });
    let wall = start.elapsed();
    if let Some(e) = &driven.verify_error {
        eprintln!("warning: the result could not be verified, the oracle failed: {e:#}");
    }
    if verification == Verification::Mismatch {
        let tally = verification_tally.unwrap_or(TallyRecord {
            runs: 0,
            interesting: 0,
        });
        eprintln!(
            "error: the result is NOT interesting when tested again on its own ({} of {} runs interesting, \
             {} needed): the oracle is flaky or depends on state outside the candidate. \
             The result was written to {} anyway; check it by hand, or reduce again with \
             --repeat/--min-interesting.",
            tally.interesting,
            tally.runs,
            min_interesting,
            output.display()
        );
    }

    let counters: BTreeMap<String, u64> = reduction
        .counters()
        .into_iter()
        .map(|c| (c.name.into_owned(), c.value))
        .collect();
    let endpoint_retries = oracle.retries();
    let oracle_counters: BTreeMap<&'static str, u64> = match &source {
        Source::Preset(preset) => preset.counters().into_iter().collect(),
        _ => BTreeMap::new(),
    };
    let runs = runs_of(&trust);
    let disagreements: Vec<DisagreementRecord> = trust
        .disagreements
        .iter()
        .map(DisagreementRecord::of)
        .collect();
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
            queries_by_pass: reduction.queries_by_pass(),
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
            files: case.file_records(session.result()),
            check_runs: &checks,
            suggested,
            repeat,
            min_interesting,
            oracle_runs: runs.total,
            stopped: runs.stopped,
            timeout_s: timeout.map(|t| t.as_secs_f64()),
            timeout_source,
            verification,
            verification_runs: verification_tally,
            rechecks: u64::from(trust.rechecks),
            flaky_evidence: &disagreements,
            endpoint_retries,
            oracle_counters,
            oracle_error: driven.oracle_error.as_ref().map(|e| format!("{e:#}")),
        };
        let json = serde_json::to_string_pretty(&record)?;
        std::fs::write(path, json + "\n")
            .with_context(|| format!("cannot write statistics to {}", path.display()))?;
    }
    let stopped = reduction.status() == Status::Stopped;
    if !args.quiet {
        let (before, after, removed) = case.summary(session.result());
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
            "{}{before} -> {after} ({removed:.1}% removed), {} queries, {}, {} cache hits{retries}, {:.1}s{window}; {verified}; wrote {}",
            if stopped { "stopped early: " } else { "" },
            stats.queries,
            runs.describe(),
            stats.cache.hits(),
            wall.as_secs_f64(),
            output.display()
        );
        if let Source::Preset(preset) = &source {
            if let Some(problems) = preset.problems() {
                eprintln!("note: {problems}");
            }
        }
        if !counters.is_empty() {
            let list: Vec<String> = counters.iter().map(|(k, v)| format!("{k} {v}")).collect();
            eprintln!("{}: {}", info.name, list.join(", "));
        }
    }
    if !disagreements.is_empty() {
        eprintln!(
            "warning: the oracle was flaky during the run: {} of {} re-tests of the best result disagreed \
             (details above and in --stats as flaky_evidence); consider --repeat/--min-interesting",
            disagreements.len(),
            trust.rechecks
        );
    }
    Ok(ExitCode::from(if interrupted {
        EXIT_INTERRUPTED
    } else if driven.oracle_error.is_some() {
        EXIT_ORACLE_FAILED
    } else if verification == Verification::Mismatch {
        EXIT_MISMATCH
    } else {
        0
    }))
}

/// Whether the run got to reduce: the check runs are in, the original was
/// interesting, and a flaky oracle was not refused.
fn reduced(trust: &Trust, goes_on: bool) -> bool {
    let flaky = trust.check_interesting < trust.check_runs;
    trust.check_runs > 0 && trust.check_interesting > 0 && (goes_on || !flaky)
}

/// Writes the result to `output`, keeping the original first when
/// `output` is the input.
fn keep_result(
    args: &ReduceArgs,
    case: &TestCase,
    output: &Path,
    result: &[u8],
    progress: &Progress,
) -> Result<()> {
    if case.is_folder() {
        return write_folder_result(&args.input, output, result);
    }
    if paths_equal(output, &args.input) {
        let backup = backup_path(&args.input);
        std::fs::write(&backup, &case.bytes)
            .with_context(|| format!("cannot keep the original as {}", backup.display()))?;
        if !args.quiet {
            progress.println(&format!("kept the original as {}", backup.display()));
        }
    }
    write_atomically(output, result)
}

/// Once the check runs are in: the evidence of a flaky oracle, and the
/// per-test limit the run goes on with.
fn after_checks(args: &ReduceArgs, session: &Session, chose: bool, progress: &Progress) {
    let trust = session.trust();
    if trust.check_interesting == 0 {
        return;
    }
    let checks = CheckRuns {
        runs: trust.check_runs,
        interesting: trust.check_interesting,
        durations_s: Vec::new(),
    };
    let rule = session.rule();
    if checks.is_flaky() {
        progress.suspend(|| {
            report_flaky(
                &checks,
                suggest(checks.rate()),
                chose.then_some((rule.repeat, rule.min)),
            )
        });
        if !chose && !args.allow_flaky {
            return;
        }
    }
    if args.quiet {
        return;
    }
    let slowest_s = trust.check_slowest_ms / 1000.0;
    let line = match args.timeout {
        Some(t) if t > 0.0 => format!("per-test time limit: {t:.1}s"),
        Some(_) => "per-test time limit: none".to_string(),
        None if !args.endpoint.is_empty() => {
            "per-test time limit: the endpoint's own".to_string()
        }
        None => format!(
                "per-test time limit: {:.1}s (10 x the slowest of {} check runs, {slowest_s:.2}s; at least 1s; set it with --timeout)",
            flaky::adaptive_timeout(Duration::from_secs_f64(slowest_s)).as_secs_f64(),
            trust.check_runs,
        ),
    };
    progress.println(&line);
}

/// The formatted result to offer in place of `best`, when `--format` has
/// one that differs.
fn format_offer(args: &ReduceArgs, language: Option<&str>, best: &[u8]) -> Option<Vec<u8>> {
    if !args.format {
        return None;
    }
    match crate::format::format(language, best) {
        Ok(formatted) if formatted != best => Some(formatted),
        Ok(_) => None,
        Err(why) => {
            if !args.quiet {
                eprintln!("note: not formatted: {why}");
            }
            None
        }
    }
}

/// The engine's figures with its own test of the original taken out of
/// the queries: that test is one of the check runs.
fn candidate_stats(reduction: &whittle_core::Reduction) -> whittle_core::Stats {
    let mut stats = reduction.stats();
    stats.queries = stats.queries.saturating_sub(1);
    stats
}

/// The oracle's runs so far: every run (the check runs, the tests, stopped
/// ones included, repetitions, re-tests, the formatted result's test and
/// the verification), and the stopped ones apart.
fn runs_of(trust: &Trust) -> Runs {
    Runs {
        total: trust.oracle_runs,
        stopped: trust.stopped_runs,
    }
}

/// A re-test of the best that disagreed, as a message.
fn describe(found: &Disagreement) -> String {
    let found = DisagreementRecord::of(found);
    format!(
        "the oracle is flaky: the best result so far ({} bytes, digest {}) was interesting, \
         but when tested again after {} queries {} of {} runs were interesting",
        found.bytes,
        &found.digest[..16],
        found.after_queries,
        found.interesting,
        found.runs
    )
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
    case: &TestCase,
) -> Result<(Source, String)> {
    if args.preset.chosen() {
        if !args.script_args.is_empty() {
            bail!("arguments after `--` go to a local script; put a preset's flags in its value");
        }
        let lang = args.lang.as_deref();
        let preset =
            PresetOracle::new(&args.preset, file_name, lang, &case.bytes, case.is_folder())?;
        let name = preset.describe();
        return Ok((Source::Preset(Arc::new(preset)), name));
    }
    if let Some(test) = &args.test {
        let script = Script::new(test, file_name)?.with_args(args.script_args.clone());
        let script = if case.is_folder() {
            script.for_folder()
        } else {
            script
        };
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
                .map(|o| if case.is_folder() { o.for_sets() } else { o })
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
