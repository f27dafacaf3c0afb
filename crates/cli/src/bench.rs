//! `whittle bench`: run algorithms over a benchmark suite and write JSON.
//!
//! A suite is a directory with `cases.tsv` (name, file, keep regex, bytes per
//! line, tab-separated) beside the case files, like `bench/c`. The
//! oracle is either a script called as `SCRIPT CANDIDATE KEEP_REGEX`, or the
//! in-process keep-regex check alone (`--in-process`), which measures the
//! engine rather than the compiler.
//!
//! A suite runs algorithms × windows, and the JSON records are written after
//! every run.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::Args;
use serde::Serialize;
use whittle_core::algorithms::tree::BatchRecord;
use whittle_core::flaky::RepeatRule;
use whittle_core::{Granularity, PassQueries, ReductionOptions, Status, Units};
use whittle_exec::Script;
use whittle_setup::session::{OracleKind, Session, TrustConfig, TrustPolicy};

use crate::drive::drive;
use crate::oracle::{Oracle, RegexOracle, ScriptOracle};
use crate::setup::{algorithm_name, language, setup};
use crate::tuning::Tuning;

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Suite directory holding cases.tsv and the case files.
    #[arg(long, value_name = "DIR")]
    pub suite: PathBuf,
    /// Only these cases (by name), comma-separated [default: all].
    #[arg(long, value_delimiter = ',')]
    pub cases: Vec<String>,
    /// Algorithms to run, comma-separated.
    #[arg(long, default_value = "ddmin*", value_delimiter = ',', value_parser = algorithm_name)]
    pub algorithms: Vec<String>,
    /// Units (passes) for every run, comma-separated.
    #[arg(long, short = 'u', default_value = "line", value_delimiter = ',')]
    pub unit: Vec<Granularity>,
    /// Parallel windows to run each algorithm with, comma-separated.
    #[arg(long = "jobs", short = 'j', default_value = "1", value_delimiter = ',')]
    pub jobs: Vec<usize>,
    /// Oracle script, called as SCRIPT CANDIDATE KEEP_REGEX.
    #[arg(
        long,
        value_name = "SCRIPT",
        conflicts_with = "in_process",
        required_unless_present = "in_process"
    )]
    pub oracle: Option<PathBuf>,
    /// Use the keep regex alone, in process (measures the engine).
    #[arg(long)]
    pub in_process: bool,
    /// With --in-process: brackets must also pair up (a harder oracle that
    /// makes the engine work).
    #[arg(long, requires = "in_process")]
    pub balanced: bool,
    /// Unit algorithms too reject candidates that no longer parse (as the
    /// playground does when a language is chosen).
    #[arg(long)]
    pub syntax_check: bool,
    /// Per-test time limit in seconds (script oracles).
    #[arg(long, default_value_t = 60.0)]
    pub timeout: f64,
    /// Stop each run after this many queries.
    #[arg(long)]
    pub max_tests: Option<u64>,
    /// Stop each run after this many seconds.
    #[arg(long)]
    pub time_limit: Option<f64>,
    /// JSON file to write the records to (rewritten after every run).
    #[arg(long, short = 'o')]
    pub out: PathBuf,
    #[command(flatten)]
    pub tuning: Tuning,
}

struct Case {
    name: String,
    file: PathBuf,
    keep: String,
}

#[derive(Serialize)]
struct Record {
    case: String,
    algorithm: String,
    unit: String,
    jobs: usize,
    oracle: &'static str,
    status: Status,
    /// The oracle's runs for the engine, its test of the original
    /// included, as a peer's count of its script's runs includes it
    /// (`reduce`'s statistics count that test among the check runs, one
    /// query fewer).
    queries: u64,
    /// `queries` by the pass that proposed them.
    queries_by_pass: Vec<PassQueries>,
    cache_hits: u64,
    /// Of the cache hits, the candidates answered from the refusals
    /// remembered (the default pipeline).
    remembered: u64,
    /// Of the cache hits, the candidates answered because they strand a
    /// name whose stranding the oracle refused (the default pipeline).
    stranded: u64,
    /// Candidates rejected by the syntax check before the oracle.
    rejections: u64,
    /// Speculative tests stopped unfinished (not queries).
    abandoned: u64,
    initial_bytes: usize,
    initial_tokens: usize,
    final_bytes: usize,
    final_units: usize,
    /// The result's size in tokens, comparable across units and algorithms.
    final_tokens: usize,
    wall_s: f64,
    oracle_s: f64,
    /// Oracle time over wall time (above 1 with parallel tests).
    oracle_share: f64,
    /// Tests running at once on average.
    mean_running: f64,
    queries_per_s: f64,
    /// Queries and cache lookups per second.
    tests_per_s: f64,
    /// The algorithm's own counters (model-pardis: trials the model skipped).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    counters: BTreeMap<String, u64>,
    /// The type-batched reducers' schedule.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    batches: Vec<BatchRecord>,
}

pub fn run(args: BenchArgs, interrupt: Arc<AtomicBool>) -> Result<()> {
    let cases = read_cases(&args.suite, &args.cases)?;
    let mut records = Vec::new();
    for case in &cases {
        let input = std::fs::read(&case.file)
            .with_context(|| format!("cannot read {}", case.file.display()))?;
        let oracle: Arc<dyn Oracle> = if args.in_process {
            let keep = regex::bytes::Regex::new(&case.keep)
                .with_context(|| format!("bad keep regex for {}", case.name))?;
            Arc::new(RegexOracle {
                keep,
                balanced: args.balanced,
            })
        } else {
            let script = args.oracle.as_ref().expect("clap requires --oracle");
            let file_name = case.file.file_name().expect("case files have names");
            let timeout = (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout));
            Arc::new(ScriptOracle(
                Script::new(script, file_name)?
                    .with_args(vec![case.keep.clone().into()])
                    .with_timeout(timeout),
            ))
        };
        for algorithm in &args.algorithms {
            for &jobs in &args.jobs {
                let record = run_one(&args, case, &input, algorithm, jobs, &oracle, &interrupt)?;
                eprintln!(
                    "{:<10} {:<9} j={} {:>7} queries {:>6} hits {:>7} -> {:>6} bytes {:>8.1}s",
                    record.case,
                    record.algorithm,
                    record.jobs,
                    record.queries,
                    record.cache_hits,
                    record.initial_bytes,
                    record.final_bytes,
                    record.wall_s
                );
                records.push(record);
                std::fs::write(&args.out, serde_json::to_string_pretty(&records)? + "\n")
                    .with_context(|| format!("cannot write {}", args.out.display()))?;
                if interrupt.load(std::sync::atomic::Ordering::Relaxed) {
                    return Ok(());
                }
            }
        }
    }
    Ok(())
}

fn run_one(
    args: &BenchArgs,
    case: &Case,
    input: &[u8],
    algorithm: &str,
    jobs: usize,
    oracle: &Arc<dyn Oracle>,
    interrupt: &AtomicBool,
) -> Result<Record> {
    let file_name = case.file.file_name().unwrap_or_default().to_string_lossy();
    let language = language(None, &file_name)?;
    let setup = setup(
        algorithm,
        input.to_vec(),
        language,
        &args.unit,
        &args.tuning,
        args.syntax_check,
    )?;
    let options = ReductionOptions {
        window: jobs.max(1),
        cache: args.tuning.cache_options(),
        max_tests: args.max_tests,
        check_original: true,
    };
    let (reduction, info) = setup.into_reduction(options);
    // The engine alone: its own test of the original, no re-tests, no
    // verification; the script's own limit.
    let config = TrustConfig {
        check_runs: 1,
        rule: RepeatRule::ONCE,
        timeout_ms: Some(u32::MAX),
        oracle: OracleKind::Remote,
        policy: TrustPolicy {
            recheck_every_accepted: u64::MAX,
            recheck_every_ms: f64::INFINITY,
            verify: false,
            ..TrustPolicy::DEFAULT
        },
    };
    let mut session = Session::new(reduction, input.to_vec(), config);
    let start = Instant::now();
    let deadline = args.time_limit.map(|s| start + Duration::from_secs_f64(s));
    let driven = drive(
        &mut session,
        Arc::clone(oracle),
        jobs,
        interrupt,
        deadline,
        |s| {
            s.reduction_mut().drain_events().for_each(drop);
        },
        |_| None,
    )?;
    if let Some(e) = driven.oracle_error {
        return Err(e);
    }
    let window_use = driven.window_use;
    let reduction = session.reduction();
    let wall = start.elapsed().as_secs_f64();
    let stats = reduction.stats();
    if reduction.status() == Status::OriginalNotInteresting {
        bail!(
            "{}: the original is not interesting to the oracle",
            case.name
        );
    }
    let tokens = |bytes: &[u8]| Units::new(bytes.to_vec(), Granularity::Token).len();
    Ok(Record {
        case: case.name.clone(),
        algorithm: info.name,
        unit: args
            .unit
            .iter()
            .map(|u| u.name())
            .collect::<Vec<_>>()
            .join(","),
        jobs,
        oracle: if args.in_process {
            "in-process regex"
        } else {
            "script"
        },
        status: reduction.status(),
        queries: stats.queries,
        queries_by_pass: reduction.queries_by_pass().to_vec(),
        cache_hits: stats.cache.hits(),
        remembered: stats.cache.hits_remembered,
        stranded: stats.cache.hits_stranded,
        rejections: stats.rejections,
        abandoned: stats.abandoned,
        initial_bytes: stats.initial.bytes,
        initial_tokens: tokens(input),
        final_bytes: stats.current.bytes,
        final_units: stats.current.units,
        final_tokens: tokens(reduction.best()),
        wall_s: wall,
        oracle_s: stats.oracle_time.as_secs_f64(),
        oracle_share: stats.oracle_time.as_secs_f64() / wall.max(1e-9),
        mean_running: window_use.total().mean_running,
        queries_per_s: stats.queries as f64 / wall.max(1e-9),
        tests_per_s: (stats.queries + stats.cache.hits()) as f64 / wall.max(1e-9),
        counters: reduction
            .counters()
            .into_iter()
            .map(|c| (c.name.into_owned(), c.value))
            .collect(),
        batches: reduction.batch_log(),
    })
}

fn read_cases(suite: &Path, wanted: &[String]) -> Result<Vec<Case>> {
    let index = suite.join("cases.tsv");
    let text = std::fs::read_to_string(&index)
        .with_context(|| format!("cannot read {}", index.display()))?;
    let mut cases = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, file, keep, ..] = fields[..] else {
            bail!(
                "{}:{}: expected name, file and keep regex",
                index.display(),
                n + 1
            );
        };
        if wanted.is_empty() || wanted.iter().any(|w| w == name) {
            cases.push(Case {
                name: name.to_string(),
                file: suite.join(file),
                keep: keep.to_string(),
            });
        }
    }
    if let Some(missing) = wanted.iter().find(|w| !cases.iter().any(|c| &c.name == *w)) {
        bail!("no case named {missing} in {}", index.display());
    }
    Ok(cases)
}
