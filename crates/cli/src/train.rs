//! `whittle train`: the offline side of learning-guided reduction.
//!
//! `collect` runs Pardis over a corpus with the papers' synthetic oracle
//! ([Gharachorlu 2021], §III.A, docs/references.md: the candidate still
//! compiles cleanly and still holds one randomly chosen token) and logs every
//! oracle query with the features of the node it removed. `fit` trains the
//! models on such logs and writes the model file the engine reads (see
//! `whittle_learn`).

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::{Args, Subcommand};
use whittle_core::tree::Tree;
use whittle_core::{ReductionOptions, Step, Verdict};
use whittle_exec::Script;
use whittle_learn::{FeatureSet, FitOptions, ForestOptions, TrialRecord};

use crate::oracle::{Oracle, ScriptOracle};
use crate::setup::{language, setup};
use crate::tuning::Tuning;

#[derive(Subcommand, Debug)]
pub enum TrainCommand {
    /// Reduce a corpus with Pardis under a synthetic oracle and log every
    /// query with the removed node's features (JSON lines).
    Collect(CollectArgs),
    /// Train the validity forest and the per-kind success regressions on
    /// collected logs and write a model file.
    Fit(FitArgs),
}

#[derive(Args, Debug)]
pub struct FitArgs {
    /// Trial logs written by `collect`.
    #[arg(required = true)]
    pub logs: Vec<PathBuf>,
    /// The model file to write (JSON, the format the engine reads).
    #[arg(long, short = 'o')]
    pub out: PathBuf,
    /// The training report (JSON) [default: OUT with `.report.json`].
    #[arg(long)]
    pub report: Option<PathBuf>,
    /// The language the logs were collected in.
    #[arg(long, short = 'l')]
    pub lang: String,
    /// Free text stored in the model file (corpus, oracle).
    #[arg(long, default_value = "")]
    pub description: String,
    /// Trees per forest.
    #[arg(long, default_value_t = 100)]
    pub trees: u16,
    /// Train only the kind forest (the one the model file ships), not the
    /// children/path forests the papers compare it with.
    #[arg(long)]
    pub type_only: bool,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Undersample the majority outcome when training the forests (as the
    /// thesis did for Rust and Go, where most removals fail).
    #[arg(long)]
    pub balance: bool,
}

#[derive(Args, Debug)]
pub struct CollectArgs {
    /// Corpus files (all in one language).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Validity script, called as SCRIPT CANDIDATE KEEP: exit 0 when the
    /// candidate is valid (compiles cleanly) and still contains KEEP.
    #[arg(long, value_name = "SCRIPT")]
    pub oracle: PathBuf,
    /// The corpus's language [default: from the file names].
    #[arg(long, short = 'l')]
    pub lang: Option<String>,
    /// Log file to append JSON lines to.
    #[arg(long, short = 'o')]
    pub out: PathBuf,
    /// Seed for choosing each file's kept token.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Stop reducing a file after this many seconds (the thesis used 30
    /// minutes).
    #[arg(long, default_value_t = 300.0)]
    pub time_limit: f64,
    /// Per-query time limit in seconds.
    #[arg(long, default_value_t = 30.0)]
    pub timeout: f64,
}

pub fn run(command: TrainCommand, interrupt: Arc<AtomicBool>) -> Result<()> {
    match command {
        TrainCommand::Collect(args) => collect(args, &interrupt),
        TrainCommand::Fit(args) => fit(args),
    }
}

fn collect(args: CollectArgs, interrupt: &AtomicBool) -> Result<()> {
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .with_context(|| format!("cannot open {}", args.out.display()))?;
    let mut log = BufWriter::new(log);
    let mut rng = fastrand::Rng::with_seed(args.seed);
    for (index, path) in args.files.iter().enumerate() {
        if interrupt.load(Ordering::Relaxed) {
            break;
        }
        let start = Instant::now();
        let (queries, successes) = collect_file(&args, path, &mut rng, &mut log, interrupt)
            .with_context(|| format!("while collecting from {}", path.display()))?;
        log.flush()?;
        eprintln!(
            "[{}/{}] {}: {queries} queries, {successes} successes, {:.1}s",
            index + 1,
            args.files.len(),
            path.display(),
            start.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// Reduces one file with Pardis and logs its queries; returns how many
/// queries were made and how many succeeded.
fn collect_file(
    args: &CollectArgs,
    path: &Path,
    rng: &mut fastrand::Rng,
    log: &mut impl Write,
    interrupt: &AtomicBool,
) -> Result<(u64, u64)> {
    let input = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let file_name = path.file_name().context("corpus files need names")?;
    let language = language(args.lang.as_deref(), &file_name.to_string_lossy())?
        .context("cannot tell the corpus's language: pass --lang")?;
    let parsed = language.parse(&input).map_err(anyhow::Error::msg)?;
    let Some(keep) = pick_kept_token(&parsed.tree, rng) else {
        bail!("no token occurs exactly once, so none can be kept");
    };
    let oracle = ScriptOracle(
        Script::new(&args.oracle, file_name)?
            .with_args(vec![keep.clone().into()])
            .with_timeout(Some(Duration::from_secs_f64(args.timeout))),
    );
    let no_abort = AtomicBool::new(false);
    if !oracle.test(&input, &no_abort)?.is_interesting() {
        bail!("the original is not valid under the training oracle (kept token `{keep}`)");
    }
    let setup = setup(
        "pardis",
        input,
        Some(language),
        &[],
        &default_tuning(),
        false,
    )?;
    let (mut reduction, _) = setup.into_reduction(ReductionOptions::default());
    let deadline = Instant::now() + Duration::from_secs_f64(args.time_limit);
    let name = path.display().to_string();
    let (mut queries, mut successes) = (0, 0);
    loop {
        if Instant::now() >= deadline || interrupt.load(Ordering::Relaxed) {
            reduction.stop();
        }
        match reduction.poll() {
            Step::Test(request) => {
                let trial = reduction.trial(request.id);
                let start = Instant::now();
                let verdict = oracle.test(&request.content, &no_abort)?;
                let elapsed = start.elapsed();
                queries += 1;
                successes += u64::from(verdict == Verdict::Interesting);
                if let Some(trial) = trial {
                    let record = TrialRecord {
                        file: name.clone(),
                        trial,
                        success: verdict == Verdict::Interesting,
                        ms: elapsed.as_secs_f64() * 1000.0,
                    };
                    serde_json::to_writer(&mut *log, &record)?;
                    log.write_all(b"\n")?;
                }
                reduction.complete(request.id, verdict, elapsed);
            }
            Step::Wait => unreachable!("one test at a time"),
            Step::Done => return Ok((queries, successes)),
        }
    }
}

/// The reducers' default settings (what `whittle reduce` uses with no
/// tuning flags).
fn default_tuning() -> Tuning {
    #[derive(clap::Parser)]
    struct Defaults {
        #[command(flatten)]
        tuning: Tuning,
    }
    <Defaults as clap::Parser>::parse_from(["whittle"]).tuning
}

/// A token whose text occurs once in the file, chosen at random, so that
/// "the candidate still contains it" is a check on that very token.
fn pick_kept_token(tree: &Tree, rng: &mut fastrand::Rng) -> Option<String> {
    let source = tree.source();
    let mut counts: std::collections::HashMap<&[u8], usize> = Default::default();
    for (_, node) in tree.nodes() {
        if let Some(span) = &node.token {
            *counts
                .entry(&source[span.start as usize..span.end as usize])
                .or_default() += 1;
        }
    }
    let mut unique: Vec<&[u8]> = counts
        .into_iter()
        .filter(|&(text, n)| n == 1 && text.len() >= 2 && std::str::from_utf8(text).is_ok())
        .map(|(text, _)| text)
        .collect();
    if unique.is_empty() {
        return None;
    }
    // HashMap order is random; sort so that the seed alone decides.
    unique.sort();
    let text = unique[rng.usize(..unique.len())];
    Some(String::from_utf8_lossy(text).into_owned())
}

fn fit(args: FitArgs) -> Result<()> {
    let mut records = Vec::new();
    for log in &args.logs {
        records.extend(whittle_learn::read_log(log).map_err(anyhow::Error::msg)?);
    }
    let options = FitOptions {
        language: args.lang.clone(),
        description: args.description.clone(),
        forest: ForestOptions {
            trees: args.trees,
            seed: args.seed,
        },
        feature_sets: if args.type_only {
            vec![FeatureSet::Type]
        } else {
            FeatureSet::ALL.to_vec()
        },
        balance: args.balance,
    };
    let fitted = whittle_learn::fit(&records, &options).map_err(anyhow::Error::msg)?;
    std::fs::write(
        &args.out,
        serde_json::to_string_pretty(&fitted.model)? + "\n",
    )
    .with_context(|| format!("cannot write {}", args.out.display()))?;
    let report_path = args
        .report
        .unwrap_or_else(|| args.out.with_extension("report.json"));
    std::fs::write(
        &report_path,
        serde_json::to_string_pretty(&fitted.report)? + "\n",
    )
    .with_context(|| format!("cannot write {}", report_path.display()))?;
    let r = &fitted.report;
    eprintln!(
        "{} trials from {} files ({} train, {} held out), {:.0} % valid",
        r.records,
        r.files,
        r.train,
        r.test,
        r.success_rate * 100.0
    );
    eprintln!("held-out validity forests (positive = valid = run the oracle):");
    for f in &r.forests {
        eprintln!(
            "  {:<20} {:>4} features  precision {:>5.1} %  recall {:>5.1} %  accuracy {:>5.1} %  ({:.1}s)",
            f.features,
            f.width,
            f.precision * 100.0,
            f.recall * 100.0,
            f.accuracy * 100.0,
            f.train_s
        );
    }
    eprintln!(
        "held-out log-loss of the success models: time-varying {:.4}, time-invariant {:.4}, constant {:.4}",
        r.log_loss_time_varying, r.log_loss_time_invariant, r.log_loss_constant
    );
    eprintln!("wrote {} and {}", args.out.display(), report_path.display());
    Ok(())
}
