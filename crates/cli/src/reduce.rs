//! `whittle reduce`: shrink a file with an interestingness script.

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

use crate::drive::drive;
use crate::oracle::{Oracle, RemoteOracles, ScriptOracle};
use crate::progress::Progress;
use crate::setup::{algorithm_help, algorithm_name, language, setup};
use crate::tuning::{default_jobs, Tuning};

#[derive(Args, Debug)]
#[command(after_long_help = algorithm_help())]
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
    /// interesting. 0 means no limit.
    #[arg(long, default_value_t = 300.0, value_name = "SECONDS")]
    pub timeout: f64,
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
    /// Stop after this long and keep the best result so far.
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
    #[command(flatten)]
    pub tuning: Tuning,
    /// Extra arguments for the script, after the candidate's path.
    #[arg(last = true, value_name = "SCRIPT_ARGS")]
    pub script_args: Vec<OsString>,
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
    initial: Size,
    #[serde(rename = "final")]
    final_size: Size,
    wall_time_s: f64,
    oracle_time_s: f64,
    cache: whittle_core::cache::CacheStats,
    /// The algorithm's own counters (model-pardis: trials the model skipped).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    counters: BTreeMap<String, u64>,
    /// The type-batched reducers' schedule.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    batches: Vec<BatchRecord>,
}

pub fn run(args: ReduceArgs, interrupt: Arc<AtomicBool>) -> Result<ExitCode> {
    let input = std::fs::read(&args.input)
        .with_context(|| format!("cannot read input {}", args.input.display()))?;
    let file_name = args
        .input
        .file_name()
        .with_context(|| format!("{} does not name a file", args.input.display()))?;
    let timeout = (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout));
    let (oracle, oracle_name) = make_oracle(&args, file_name, timeout)?;
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
    let options = ReductionOptions {
        window: args.jobs.max(1),
        cache: args.tuning.cache_options(),
        max_tests: args.max_tests,
        check_original: true,
    };
    let (mut reduction, info) = setup.into_reduction(options);
    if info.parse_errors > 0 && !args.quiet {
        eprintln!(
            "warning: the input does not parse cleanly as {} ({} error nodes); candidates may keep that many",
            info.language.unwrap_or("text"),
            info.parse_errors
        );
    }
    let deadline = args
        .time_limit
        .map(|s| Instant::now() + Duration::from_secs_f64(s));
    let progress = Progress::new(input.len(), args.quiet);
    let verbose = args.verbose && !args.quiet;
    let start = Instant::now();
    drive(
        &mut reduction,
        Arc::clone(&oracle),
        args.jobs,
        &interrupt,
        deadline,
        |r| {
            for event in r.drain_events() {
                if verbose {
                    report_event(&event);
                }
            }
            progress.update(&r.stats(), r.phase());
        },
    )?;
    progress.finish();
    let wall = start.elapsed();
    let stats = reduction.stats();

    if reduction.status() == Status::OriginalNotInteresting {
        bail!(
            "the original input is not interesting: {oracle_name} said no (a non-zero exit status, or a timeout) for {}.\n\
             Check the script by hand: run it on a copy of the input and look at its exit status.",
            args.input.display()
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
    if args.format && reduction.status() != Status::OriginalNotInteresting {
        match crate::format::format(info.language, &result) {
            Ok(formatted) if formatted != result => {
                let abort = AtomicBool::new(false);
                if oracle.test(&formatted, &abort)?.is_interesting() {
                    result = formatted;
                } else if !args.quiet {
                    eprintln!(
                        "note: the formatted result is not interesting; keeping it unformatted"
                    );
                }
            }
            Ok(_) => {}
            Err(why) if !args.quiet => eprintln!("note: not formatted: {why}"),
            Err(_) => {}
        }
    }
    write_atomically(&output, &result)?;
    let counters: BTreeMap<String, u64> = reduction
        .counters()
        .into_iter()
        .map(|c| (c.name.into_owned(), c.value))
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
            cache_hits: stats.cache.hits(),
            rejections: stats.rejections,
            accepted: stats.accepted,
            initial: stats.initial,
            final_size: stats.current,
            wall_time_s: wall.as_secs_f64(),
            oracle_time_s: stats.oracle_time.as_secs_f64(),
            cache: stats.cache,
            counters: counters.clone(),
            batches: reduction.batch_log(),
        };
        let json = serde_json::to_string_pretty(&record)?;
        std::fs::write(path, json + "\n")
            .with_context(|| format!("cannot write statistics to {}", path.display()))?;
    }
    let stopped = reduction.status() == Status::Stopped;
    if !args.quiet {
        let removed =
            100.0 * (1.0 - stats.current.bytes as f64 / stats.initial.bytes.max(1) as f64);
        eprintln!(
            "{}{} -> {} bytes ({removed:.1}% removed), {} queries, {} cache hits, {:.1}s; wrote {}",
            if stopped { "stopped early: " } else { "" },
            stats.initial.bytes,
            stats.current.bytes,
            stats.queries,
            stats.cache.hits(),
            wall.as_secs_f64(),
            output.display()
        );
        if !counters.is_empty() {
            let list: Vec<String> = counters.iter().map(|(k, v)| format!("{k} {v}")).collect();
            eprintln!("{}: {}", info.name, list.join(", "));
        }
    }
    Ok(if interrupt.load(Ordering::Relaxed) {
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    })
}

/// The oracle the arguments ask for, and how to name it in messages.
fn make_oracle(
    args: &ReduceArgs,
    file_name: &std::ffi::OsStr,
    timeout: Option<Duration>,
) -> Result<(Arc<dyn Oracle>, String)> {
    if let Some(test) = &args.test {
        let script = Script::new(test, file_name)?
            .with_args(args.script_args.clone())
            .with_timeout(timeout);
        return Ok((
            Arc::new(ScriptOracle(script)),
            format!("test script {}", test.display()),
        ));
    }
    if !args.script_args.is_empty() {
        bail!("arguments after `--` go to a local script; an endpoint runs its own");
    }
    // The server applies its own limit; the client allows for queueing too.
    let request_timeout = timeout.map(|t| t * 2 + Duration::from_secs(30));
    let endpoints = args
        .endpoint
        .iter()
        .map(|url| {
            RemoteOracle::new(url, args.token.clone(), request_timeout)
                .map_err(|e| anyhow::anyhow!("bad endpoint {url}: {e}"))
        })
        .collect::<Result<Vec<_>>>()?;
    let oracle = RemoteOracles::connect(endpoints)?;
    Ok((
        Arc::new(oracle),
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
