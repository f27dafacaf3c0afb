//! Runs a reduction through the real driver at several windows on a
//! simulated clock, to see what the driver's speculation alone would make
//! of `-j N` without minutes of sleeping oracles per run.
//!
//! `--speculation=forks` tells the algorithm a window of 1, so that only
//! the driver's forks fill the window; `--speculation=lookahead` lets the
//! algorithm never fork, so that only its own look-ahead batches do; the
//! default keeps both. `engine_seconds` is the real time spent in the
//! driver and the algorithm.
//!
//! The algorithm is built as `whittle reduce -a ALGORITHM` builds it. The
//! oracle is SCRIPT, run on the candidate's file as `SCRIPT FILE ARG...`
//! (exit status 0: interesting) once per distinct content, so use a copy of
//! an I/O-bound oracle without its sleep. On the clock, a test takes
//! 100 ms plus up to 7 ms (a fixed share by test number, for completions
//! out of order), the driver's own work takes no time, and a stopped test
//! frees its slot at once. Each window prints one JSON line; the speed-up
//! is against the first window given.
//!
//! usage: cargo run --release -p whittle-setup --example simulate_window --
//!        [--speculation=both|forks|lookahead] FILE ALGORITHM WINDOWS SCRIPT [ARG...]
//! e.g.   ... csmith-12.c type-batched 1,2,4,8 ./globals-check.sh

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::algorithms::ListOptions;
use whittle_core::{
    Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Granularity, Phase, ReductionOptions,
    Step, Verdict,
};
use whittle_setup::{language, setup, ModelSource, SetupOptions};

/// A test's simulated time, before its share of jitter.
const TEST: Duration = Duration::from_millis(100);

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let layers = match args.first().and_then(|a| a.strip_prefix("--speculation=")) {
        Some(layers) => {
            let layers = Layers::parse(layers);
            args.remove(0);
            layers
        }
        None => Layers::Both,
    };
    let [path, algorithm, windows, script, script_args @ ..] = args.as_slice() else {
        eprintln!(
            "usage: simulate_window [--speculation=both|forks|lookahead] FILE ALGORITHM WINDOWS SCRIPT [ARG...]"
        );
        std::process::exit(2);
    };
    let windows: Vec<usize> = windows
        .split(',')
        .map(|w| w.parse().expect("windows as 1,2,4,8"))
        .collect();
    let input = std::fs::read(path).expect("a readable input");
    let mut oracle = ScriptOracle::new(Path::new(path), script, script_args);
    let mut first = None;
    for &window in &windows {
        let run = simulate(&input, path, algorithm, window, layers, &mut oracle);
        let first = *first.get_or_insert(run.seconds);
        let by_pass: Vec<String> = run
            .by_pass
            .iter()
            .map(|(pass, seconds)| format!("{pass:?}: {seconds:.2}"))
            .collect();
        println!(
            "{{\"algorithm\": {algorithm:?}, \"speculation\": {:?}, \"window\": {window}, \"seconds\": {:.2}, \
             \"speedup\": {:.2}, \"queries\": {}, \"stopped\": {}, \"bytes\": {}, \
             \"engine_seconds\": {:.3}, \
             \"by_pass\": {{{}}}}}",
            layers.name(),
            run.seconds,
            first / run.seconds,
            run.queries,
            run.abandoned,
            run.bytes,
            run.engine.as_secs_f64(),
            by_pass.join(", ")
        );
    }
}

struct Simulated {
    seconds: f64,
    /// Seconds by pass, in name order.
    by_pass: Vec<(String, f64)>,
    queries: u64,
    abandoned: u64,
    bytes: usize,
    /// Real time spent in the driver and the algorithm (poll, complete).
    engine: Duration,
}

fn simulate(
    input: &[u8],
    path: &str,
    algorithm: &str,
    window: usize,
    layers: Layers,
    oracle: &mut ScriptOracle,
) -> Simulated {
    let language = language(None, path).expect("a known language");
    let options = SetupOptions {
        algorithm,
        language,
        units: &[Granularity::Line],
        syntax_check: language.is_some(),
        list: ListOptions::default(),
        tree: TreeOptions::default(),
        model: ModelSource::BuiltIn,
        pumps: true,
        memory: true,
    };
    let mut made = setup(input.to_vec(), options).expect("a setup");
    made.algorithm = Box::new(Layered {
        inner: made.algorithm,
        layers,
    });
    let (mut reduction, _) = made.into_reduction(ReductionOptions {
        window,
        check_original: false,
        ..ReductionOptions::default()
    });
    // Running tests: when each finishes (µs), its id and verdict.
    let mut running: Vec<(u64, u64, Verdict)> = Vec::new();
    let mut now = 0u64;
    // Simulated µs by pass.
    let mut by_pass: BTreeMap<String, u64> = BTreeMap::new();
    let mut engine = Duration::ZERO;
    loop {
        let started = Instant::now();
        let step = reduction.poll();
        engine += started.elapsed();
        match step {
            Step::Test(request) => {
                let verdict = oracle.verdict(&request.content);
                let jitter = (request.id.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 61) * 1_000;
                running.push((now + TEST.as_micros() as u64 + jitter, request.id, verdict));
            }
            Step::Wait => {
                let next = (0..running.len())
                    .min_by_key(|&i| (running[i].0, running[i].1))
                    .expect("a running test while waiting");
                let (at, id, verdict) = running.swap_remove(next);
                // Type batching names each kind's batch "type-batched: KIND".
                let phase = reduction.phase().map_or("", |p| p.pass.as_ref());
                let pass = phase.split(':').next().unwrap_or_default().to_string();
                *by_pass.entry(pass).or_insert(0) += at - now;
                now = at;
                let started = Instant::now();
                reduction.complete(id, verdict, TEST);
                engine += started.elapsed();
            }
            Step::Done => break,
        }
        let stopped = reduction.take_abandoned();
        running.retain(|test| !stopped.contains(&test.1));
    }
    let stats = reduction.stats();
    Simulated {
        seconds: now as f64 / 1e6,
        by_pass: by_pass
            .into_iter()
            .map(|(pass, us)| (pass, us as f64 / 1e6))
            .collect(),
        queries: stats.queries,
        abandoned: stats.abandoned,
        bytes: reduction.best().len(),
        engine,
    }
}

/// The script's verdicts, each content run once.
struct ScriptOracle {
    file: PathBuf,
    script: String,
    args: Vec<String>,
    verdicts: HashMap<Vec<u8>, Verdict>,
}

impl ScriptOracle {
    fn new(input: &Path, script: &str, args: &[String]) -> ScriptOracle {
        let dir = std::env::temp_dir().join(format!("simulate-window-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        ScriptOracle {
            file: dir.join(input.file_name().expect("a file name")),
            script: script.to_string(),
            args: args.to_vec(),
            verdicts: HashMap::new(),
        }
    }

    fn verdict(&mut self, content: &[u8]) -> Verdict {
        if let Some(&verdict) = self.verdicts.get(content) {
            return verdict;
        }
        std::fs::write(&self.file, content).expect("a written candidate");
        let passed = Command::new(&self.script)
            .arg(&self.file)
            .args(&self.args)
            .status()
            .expect("the script runs")
            .success();
        let verdict = Verdict::from(passed);
        self.verdicts.insert(content.to_vec(), verdict);
        verdict
    }
}

impl Drop for ScriptOracle {
    fn drop(&mut self) {
        if let Some(dir) = self.file.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// Which of the two speculation layers a run keeps: the algorithm's own
/// look-ahead batches, the driver's forks, or both (the default).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Layers {
    Both,
    /// The algorithm is told a window of 1, so it proposes one candidate
    /// at a time; only the driver's forks fill the window.
    Forks,
    /// The algorithm never forks; only its look-ahead batches fill the
    /// window.
    LookAhead,
}

impl Layers {
    fn parse(name: &str) -> Layers {
        match name {
            "both" => Layers::Both,
            "forks" => Layers::Forks,
            "lookahead" => Layers::LookAhead,
            _ => panic!("--speculation=both|forks|lookahead"),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Layers::Both => "both",
            Layers::Forks => "forks",
            Layers::LookAhead => "lookahead",
        }
    }
}

/// The algorithm with one speculation layer turned off (see [`Layers`]).
struct Layered {
    inner: Box<dyn Algorithm>,
    layers: Layers,
}

impl AlgorithmView for Layered {
    fn describe(&self, index: usize) -> String {
        self.inner.describe(index)
    }
}

impl Algorithm for Layered {
    fn set_window(&mut self, window: usize) {
        let told = if self.layers == Layers::Forks {
            1
        } else {
            window
        };
        self.inner.set_window(told);
    }
    fn next_batch(&mut self) -> Option<Batch> {
        self.inner.next_batch()
    }
    fn candidate(&mut self, index: usize) -> Candidate {
        self.inner.candidate(index)
    }
    fn report(&mut self, outcome: &BatchOutcome) {
        self.inner.report(outcome)
    }
    fn chance(&self, index: usize) -> Option<f64> {
        self.inner.chance(index)
    }
    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        if self.layers == Layers::LookAhead {
            return None;
        }
        let inner = self.inner.fork()?;
        Some(Box::new(Layered {
            inner,
            layers: self.layers,
        }))
    }
    fn current(&self) -> Vec<u8> {
        self.inner.current()
    }
    fn current_units(&self) -> usize {
        self.inner.current_units()
    }
    fn phase(&self) -> Phase {
        self.inner.phase()
    }
}
