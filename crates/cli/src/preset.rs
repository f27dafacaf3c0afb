//! Toolchain presets: `--python ORACLE.py`, `--clang FLAGS --expect REGEX`,
//! `--tsc OPTIONS --expect REGEX`, the oracles most bug reports need,
//! without an interestingness script. They run the system's own `python3`,
//! `clang` and `tsc`, and are the command lines the playground's share bar
//! prints for its in-browser toolchains.
//!
//! Why a module of its own: a preset is only a command line and a
//! predicate over what the tool did. The process itself runs through
//! `whittle_exec::Script::command`, the scripts' machinery (a fresh
//! directory holding the candidate under the input's name, which is the
//! working directory, for a folder the candidate folder; its own process
//! group, killed on the time limit or a stop), so everything the trust
//! session does with a script (check runs, repetitions, adaptive time
//! limits, `-j N`, Ctrl-C, `--stats`) holds for a preset unchanged; here
//! are the flags, the templates and the verdicts, and the messages that
//! say why a preset cannot run or why the original is not interesting.
//!
//! The Python preset runs `runner.py` (beside this file) in a fresh
//! `python3` for every test: nothing the oracle sets (globals, imported
//! modules, the working directory, the environment) reaches another test.
//! The runner says what `interesting()` answered by its exit status; an
//! exception and a non-boolean answer count as not interesting, and are
//! counted (`oracle_counters` in `--stats`), as the playground does.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};
use clap::Args;
use regex::bytes::Regex;
use whittle_core::Verdict;
use whittle_exec::{find_program, Arg, Script, ScriptRun};

use crate::oracle::Oracle;

mod words;
pub use words::split_words;
use words::{has_extension, names_sources, shown_words, strings};

/// The Python runner, passed to `python3 -c`.
const RUNNER: &str = include_str!("preset/runner.py");

/// Flags when `--clang ''` gives none.
pub const DEFAULT_CLANG_FLAGS: &str = "-fsyntax-only -Wall";

/// Output kept of each stream of a tool's run, for `--expect`.
const OUTPUT_LIMIT: usize = 4 << 20;

/// How long loading the Python oracle may take before the reduction.
const LOAD_TIMEOUT: Duration = Duration::from_secs(60);

/// C and C++ sources, compiled by default in a folder.
const C_SOURCES: &[&str] = &[".c", ".cc", ".cpp", ".cxx", ".c++"];
/// TypeScript sources, checked by default in a folder.
const TS_SOURCES: &[&str] = &[".ts", ".tsx", ".mts", ".cts"];
/// C++ by the file's extension.
const CPP_EXTENSIONS: &[&str] = &["cc", "cpp", "cxx", "c++", "C", "hh", "hpp", "hxx", "h++"];

/// The runner's exit statuses (`runner.py`).
const PY_TRUE: i32 = 0;
const PY_FALSE: i32 = 10;
const PY_RAISED: i32 = 11;
const PY_NOT_BOOLEAN: i32 = 12;
const PY_LOAD_FAILED: i32 = 13;
const PY_NO_FUNCTION: i32 = 14;

/// `whittle reduce`'s preset options (one of them, or --test, or
/// --endpoint: the `oracle` group of `ReduceArgs`).
#[derive(Args, Debug, Default)]
#[command(next_help_heading = "Toolchain presets (instead of --test)")]
pub struct PresetArgs {
    /// Python oracle: ORACLE.py defines `interesting(input: str, data:
    /// bytes) -> bool`.
    ///
    /// It is called in a fresh `python3` for every test with the
    /// candidate's text and bytes (for a folder: the candidate folder's
    /// path, also the working directory). An exception or a non-boolean
    /// answer counts as not interesting (and is counted). It may call
    /// `run_python(source) -> (exit_code, stdout, stderr)` to run a
    /// candidate as a program within the test's time limit.
    ///
    /// Example: whittle reduce bug.py --python oracle.py
    #[arg(long, value_name = "ORACLE.py")]
    pub python: Option<PathBuf>,
    /// Run `clang FLAGS CANDIDATE`; interesting when --expect matches.
    ///
    /// clang++ for a C++ file (by its extension, or --lang cpp). A
    /// candidate is interesting when --expect matches clang's diagnostics
    /// (stderr, then stdout) and, with --expect-code, clang exited with
    /// that status. FLAGS are split as a shell would; '' means
    /// `-fsyntax-only -Wall`. For a folder, clang runs in the candidate
    /// folder on the .c/.cc/.cpp/.cxx files that FLAGS name, or on all of
    /// them when FLAGS name none.
    ///
    /// Example: whittle reduce bug.c --clang '-fsyntax-only -Wall' --expect 'division by zero'
    #[arg(
        long,
        value_name = "FLAGS",
        allow_hyphen_values = true,
        group = "toolchain",
        requires = "expect"
    )]
    pub clang: Option<String>,
    /// Run `tsc --noEmit OPTIONS CANDIDATE`; interesting when --expect
    /// matches.
    ///
    /// TypeScript's compiler from PATH. A candidate is interesting when
    /// --expect matches tsc's output (and, with --expect-code, its exit
    /// status). For a folder, tsc runs in the candidate folder on the
    /// .ts/.tsx/.mts/.cts files that OPTIONS name, or on all of them when
    /// OPTIONS name none and give no --project.
    ///
    /// Example: whittle reduce bug.ts --tsc '--strict' --expect 'TS2322'
    #[arg(
        long,
        value_name = "OPTIONS",
        allow_hyphen_values = true,
        group = "toolchain",
        requires = "expect"
    )]
    pub tsc: Option<String>,
    /// With --clang or --tsc: a regular expression over the tool's output
    /// (stderr, then stdout) that makes a candidate interesting.
    #[arg(long, value_name = "REGEX", value_parser = parse_regex, requires = "toolchain")]
    pub expect: Option<Regex>,
    /// With --clang or --tsc: the exit status the tool must also end with.
    #[arg(
        long,
        value_name = "N",
        requires = "toolchain",
        allow_negative_numbers = true
    )]
    pub expect_code: Option<i32>,
}

impl PresetArgs {
    /// Whether a preset was chosen.
    pub fn chosen(&self) -> bool {
        self.python.is_some() || self.clang.is_some() || self.tsc.is_some()
    }
}

/// For clap: `--expect` must compile.
fn parse_regex(text: &str) -> Result<Regex, String> {
    Regex::new(text).map_err(|e| format!("the regular expression does not compile: {e}"))
}

/// What decides a tool's verdict.
#[derive(Debug)]
struct Expect {
    regex: Regex,
    code: Option<i32>,
}

/// Which preset.
#[derive(Debug)]
enum Kind {
    Python,
    Tool(Expect),
}

/// A preset, ready to run: a [`Script::command`] and the predicate over
/// its runs.
pub struct PresetOracle {
    kind: Kind,
    script: Script,
    /// The command as people read it: `clang -fsyntax-only -Wall bug.c`.
    shown: String,
    tool: &'static str,
    version: Option<String>,
    /// The original input, to keep a run of it for the message when it is
    /// not interesting.
    original: Vec<u8>,
    original_run: Mutex<Option<ScriptRun>>,
    /// Python: `interesting()` raised, or answered something else than a
    /// boolean (both count as not interesting), and the first such message.
    raised: AtomicU64,
    not_boolean: AtomicU64,
    first_problem: Mutex<Option<String>>,
}

impl PresetOracle {
    /// The preset `args` choose for `input` (its file name, bytes, and
    /// whether it is a folder), with its tool found and, for Python, the
    /// oracle loaded once.
    pub fn new(
        args: &PresetArgs,
        file_name: &OsStr,
        lang: Option<&str>,
        original: &[u8],
        folder: bool,
    ) -> Result<PresetOracle> {
        let name = file_name.to_string_lossy();
        let (kind, program, template, tool, shown_args) = if let Some(oracle) = &args.python {
            let oracle = oracle
                .canonicalize()
                .with_context(|| format!("cannot read the Python oracle {}", oracle.display()))?;
            let program = find_tool("python3")?;
            let template = vec![
                Arg::Text("-B".into()),
                Arg::Text("-c".into()),
                Arg::Text(RUNNER.into()),
                Arg::Text("test".into()),
                Arg::Text(oracle.clone().into_os_string()),
                Arg::Candidate,
                Arg::TimeLimit,
            ];
            check_python(&program, &oracle)?;
            let shown = vec![format!("oracle {}", oracle.display())];
            (Kind::Python, program, template, "python3", shown)
        } else {
            let expect = Expect {
                regex: args
                    .expect
                    .clone()
                    .ok_or_else(|| anyhow!("--expect is needed with --clang and --tsc"))?,
                code: args.expect_code,
            };
            if let Some(flags) = &args.clang {
                let flags = match split_words(flags).context("--clang")? {
                    words if words.is_empty() => split_words(DEFAULT_CLANG_FLAGS)?,
                    words => words,
                };
                let cpp = !folder && (lang == Some("cpp") || has_extension(&name, CPP_EXTENSIONS));
                let (program, tool) = match (cpp, find_program(OsStr::new("clang++"))) {
                    (true, Some(clangxx)) => (clangxx, "clang++"),
                    _ => (find_tool("clang")?, "clang"),
                };
                let mut template: Vec<Arg> = flags.iter().map(|f| Arg::Text(f.into())).collect();
                if cpp && tool == "clang" {
                    template.extend([Arg::Text("-x".into()), Arg::Text("c++".into())]);
                }
                let sources = !folder || !names_sources(&flags, C_SOURCES, &[]);
                if sources {
                    template.push(Arg::Sources(strings(C_SOURCES)));
                }
                let shown = shown_words(&flags, sources, &name, folder, C_SOURCES);
                (Kind::Tool(expect), program, template, tool, shown)
            } else if let Some(options) = &args.tsc {
                let options = split_words(options).context("--tsc")?;
                let program = find_tool("tsc")?;
                let mut template = vec![Arg::Text("--noEmit".into())];
                template.extend(options.iter().map(|o| Arg::Text(o.into())));
                let project = ["-p", "--project", "-b", "--build"];
                let sources = !folder || !names_sources(&options, TS_SOURCES, &project);
                if sources {
                    template.push(Arg::Sources(strings(TS_SOURCES)));
                }
                let mut words = vec!["--noEmit".to_string()];
                words.extend(options);
                let shown = shown_words(&words, sources, &name, folder, TS_SOURCES);
                (Kind::Tool(expect), program, template, "tsc", shown)
            } else {
                bail!("no preset chosen");
            }
        };
        let mut script = Script::command(&program, template, file_name)
            .with_output_limit(OUTPUT_LIMIT)
            .with_split_output();
        if folder {
            script = script.for_folder();
        }
        let version = version(&program);
        Ok(PresetOracle {
            kind,
            script,
            shown: format!("{tool} {}", shown_args.join(" ")),
            tool,
            version,
            original: original.to_vec(),
            original_run: Mutex::new(None),
            raised: AtomicU64::new(0),
            not_boolean: AtomicU64::new(0),
            first_problem: Mutex::new(None),
        })
    }

    /// The command as people read it, for messages.
    pub fn describe(&self) -> String {
        let what = match self.kind {
            Kind::Python => format!("the Python {}", self.shown.trim_start_matches("python3 ")),
            Kind::Tool(_) => format!("`{}`", self.shown),
        };
        match &self.version {
            Some(version) => format!("{what} ({version})"),
            None => what,
        }
    }

    /// Counters for `--stats` (`oracle_counters`): Python's exceptions and
    /// non-boolean answers.
    pub fn counters(&self) -> Vec<(&'static str, u64)> {
        match self.kind {
            Kind::Python => vec![
                ("python.raised", self.raised.load(Ordering::Relaxed)),
                (
                    "python.not_boolean",
                    self.not_boolean.load(Ordering::Relaxed),
                ),
            ],
            Kind::Tool(_) => Vec::new(),
        }
    }

    /// A line for the summary when `interesting()` raised or answered a
    /// non-boolean in some runs.
    pub fn problems(&self) -> Option<String> {
        let raised = self.raised.load(Ordering::Relaxed);
        let not_boolean = self.not_boolean.load(Ordering::Relaxed);
        if raised + not_boolean == 0 {
            return None;
        }
        let first = self.first_problem.lock().expect("preset").clone();
        Some(format!(
            "interesting() raised an exception in {raised} runs and returned a non-boolean in \
             {not_boolean} (both count as not interesting){}",
            first
                .map(|f| format!("; the first: {f}"))
                .unwrap_or_default()
        ))
    }

    /// Why the original input was not interesting, from a run of it: what
    /// the tool printed, shortened.
    pub fn explain_original(&self) -> String {
        let run = self.original_run.lock().expect("preset").clone();
        let Some(run) = run else {
            return format!("{} gave no answer", self.describe());
        };
        let printed = shorten(&printed(&run));
        let printed = if printed.is_empty() {
            "It printed nothing.".to_string()
        } else {
            format!("It printed:\n{printed}")
        };
        let why = if run.timed_out {
            format!(
                "it ran past the time limit ({:.1}s; set it with --timeout)",
                run.duration.as_secs_f64()
            )
        } else {
            match (&self.kind, run.exit_status) {
                (_, None) => "it was killed by a signal".to_string(),
                (Kind::Python, Some(PY_FALSE)) => "interesting() returned False".to_string(),
                (Kind::Python, Some(PY_RAISED)) => "interesting() raised an exception".to_string(),
                (Kind::Python, Some(PY_NOT_BOOLEAN)) => {
                    "interesting() returned something else than a boolean".to_string()
                }
                (Kind::Python, Some(code)) => format!("python3 exited with status {code}"),
                (Kind::Tool(expect), Some(code)) => {
                    let matched = expect.regex.is_match(&haystack(&run));
                    match expect.code {
                        Some(want) if want != code && matched => format!(
                            "--expect matches, but {} exited with status {code}, not --expect-code {want}",
                            self.tool
                        ),
                        _ => format!(
                            "--expect '{}' does not match its output ({} exited with status {code})",
                            expect.regex.as_str(),
                            self.tool
                        ),
                    }
                }
            }
        };
        format!("{}: {why}. {printed}", self.describe())
    }

    /// The verdict on a run, counting Python's problems.
    fn verdict(&self, run: &ScriptRun) -> Verdict {
        let verdict = self.kind.verdict(run);
        if let (Kind::Python, false) = (&self.kind, run.timed_out || run.cancelled) {
            let count = match run.exit_status {
                Some(PY_RAISED) => &self.raised,
                Some(PY_NOT_BOOLEAN) => &self.not_boolean,
                _ => return verdict,
            };
            count.fetch_add(1, Ordering::Relaxed);
            let mut first = self.first_problem.lock().expect("preset");
            if first.is_none() {
                *first = last_line(&run.stderr);
            }
        }
        verdict
    }
}

impl Kind {
    /// The predicate: Python's runner said `True`; a tool's output matches
    /// `--expect` (and its status is `--expect-code`). A run past its time
    /// limit, or stopped, is not interesting.
    fn verdict(&self, run: &ScriptRun) -> Verdict {
        if run.timed_out || run.cancelled {
            return Verdict::NotInteresting;
        }
        match self {
            Kind::Python => Verdict::from(run.exit_status == Some(PY_TRUE)),
            Kind::Tool(expect) => {
                if expect.code.is_some() && run.exit_status != expect.code {
                    return Verdict::NotInteresting;
                }
                Verdict::from(expect.regex.is_match(&haystack(run)))
            }
        }
    }
}

impl Oracle for PresetOracle {
    fn test(&self, content: &[u8], abort: &AtomicBool) -> Result<Verdict> {
        self.test_within(content, abort, None)
    }

    fn test_within(
        &self,
        content: &[u8],
        abort: &AtomicBool,
        limit: Option<Duration>,
    ) -> Result<Verdict> {
        let script = match limit {
            Some(limit) => self.script.clone().with_timeout(Some(limit)),
            None => self.script.clone(),
        };
        let run = script
            .run(content, abort)
            .with_context(|| format!("cannot run {}", self.shown))?;
        let verdict = self.verdict(&run);
        if !verdict.is_interesting() && !run.cancelled && content == self.original.as_slice() {
            let mut kept = self.original_run.lock().expect("preset");
            if kept.is_none() {
                *kept = Some(run);
            }
        }
        Ok(verdict)
    }
}

/// The tool's diagnostics: stderr, then stdout.
fn haystack(run: &ScriptRun) -> Vec<u8> {
    let mut text = run.stderr.clone();
    text.extend_from_slice(&run.output);
    text
}

/// What a run printed, stderr then stdout, as text.
fn printed(run: &ScriptRun) -> String {
    String::from_utf8_lossy(&haystack(run))
        .trim_end()
        .to_string()
}

/// The first lines of `text`, indented, and how many more there were.
fn shorten(text: &str) -> String {
    const LINES: usize = 20;
    const LINE_CHARS: usize = 200;
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<String> = lines
        .iter()
        .take(LINES)
        .map(|line| match line.char_indices().nth(LINE_CHARS) {
            Some((cut, _)) => format!("  {}…", &line[..cut]),
            None => format!("  {line}"),
        })
        .collect();
    if lines.len() > LINES {
        out.push(format!("  … ({} more lines)", lines.len() - LINES));
    }
    out.join("\n")
}

/// The last non-empty line of a traceback: the exception.
fn last_line(bytes: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(bytes);
    text.lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.trim().chars().take(200).collect())
}

/// The tool on PATH, or what to install.
fn find_tool(name: &str) -> Result<PathBuf> {
    find_program(OsStr::new(name)).ok_or_else(|| {
        let install = match name {
            "clang" => "install clang (Debian and Ubuntu: `apt-get install clang`; macOS: `xcode-select --install`)",
            "tsc" => "install TypeScript (`npm install -g typescript`, or put a project's node_modules/.bin on PATH)",
            _ => "install Python 3 (Debian and Ubuntu: `apt-get install python3`)",
        };
        anyhow!("`{name}` is not on PATH: {install}")
    })
}

/// The tool's `--version`, first line, for messages.
fn version(program: &Path) -> Option<String> {
    let out = std::process::Command::new(program)
        .arg("--version")
        .stdin(std::process::Stdio::null())
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .next()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
}

/// Loads the Python oracle once: it must compile, run and define a
/// callable `interesting`.
fn check_python(program: &Path, oracle: &Path) -> Result<()> {
    let template = vec![
        Arg::Text("-B".into()),
        Arg::Text("-c".into()),
        Arg::Text(RUNNER.into()),
        Arg::Text("check".into()),
        Arg::Text(oracle.as_os_str().to_os_string()),
        Arg::Candidate,
        Arg::TimeLimit,
    ];
    let run = Script::command(program, template, OsStr::new("check"))
        .with_timeout(Some(LOAD_TIMEOUT))
        .with_output_limit(64 << 10)
        .with_split_output()
        .run(b"", &AtomicBool::new(false))
        .context("cannot run python3")?;
    let printed = shorten(&printed(&run));
    match run.exit_status {
        Some(PY_TRUE) => Ok(()),
        _ if run.timed_out => bail!(
            "the Python oracle {} did not finish loading within {}s",
            oracle.display(),
            LOAD_TIMEOUT.as_secs()
        ),
        Some(PY_NO_FUNCTION) => bail!(
            "the Python oracle {} does not define a function `interesting(input: str, data: bytes) -> bool`",
            oracle.display()
        ),
        Some(PY_LOAD_FAILED) => bail!(
            "the Python oracle {} cannot be loaded:\n{printed}",
            oracle.display()
        ),
        status => bail!(
            "python3 failed loading the oracle {} (exit status {status:?}):\n{printed}",
            oracle.display()
        ),
    }
}

#[cfg(test)]
mod tests;
