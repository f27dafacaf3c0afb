//! Test cases made of files: one reduction over a set, in rounds.
//!
//! A round removes whole files (ddmin over the files, those no other file
//! names first and the larger first: [`cross::removal_order`]), inlines
//! each header included once into its includer ([`cross::InlineIncludes`]),
//! then reduces inside each remaining file, the largest first, with that
//! file's own algorithm: its language's (by extension) when it has one,
//! else the list algorithm over the units asked for, and bytes for a binary
//! file ([`in_file::InFile`]). Rounds repeat while one shrinks the set, at
//! most [`MAX_ROUNDS`].
//!
//! Every candidate of every stage is the whole set, encoded
//! ([`whittle_core::files`]), so one driver, one cache and one window serve
//! the run, and the determinism of a one-file run carries over. The syntax
//! check ([`validator::SetValidator`]) re-parses only the files a candidate
//! changed.

pub mod cross;
pub mod in_file;
pub mod validator;

#[cfg(test)]
mod tests;

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::rc::Rc;

use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::algorithms::{Ddmin, DdminOptions, ListOptions};
use whittle_core::files::{FileAtoms, FileSet};
use whittle_core::{
    Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Granularity, Phase,
};
use whittle_grammars::Language;

use crate::pipeline::prefixed_counters;
use crate::{needs_grammar, resolve_algorithm, setup, ModelSource, Setup, SetupError};
use crate::{SetupOptions, AUTO_LIST};
use cross::InlineIncludes;
use in_file::InFile;
use validator::SetValidator;

/// The name a set's reduction goes by.
pub const FILES: &str = "files";

/// The most rounds; a round that shrinks nothing ends the run earlier.
pub const MAX_ROUNDS: u32 = 3;

/// Whether `bytes` reduce as bytes: not UTF-8, or with a NUL.
pub fn is_binary(bytes: &[u8]) -> bool {
    bytes.contains(&0) || std::str::from_utf8(bytes).is_err()
}

/// The language of the file at `path` (by its name), none for a binary file.
pub fn file_language(path: &str, bytes: &[u8]) -> Option<&'static Language> {
    if is_binary(bytes) {
        return None;
    }
    whittle_grammars::for_file_name(path.rsplit('/').next().unwrap_or(path))
}

/// The cross-file steps, each on by default (off to measure what it wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetOptions {
    /// The file pass tries the files no other file names first.
    pub unnamed_first: bool,
    /// Headers included once are inlined into their includer.
    pub inline_headers: bool,
}

impl Default for SetOptions {
    fn default() -> SetOptions {
        SetOptions {
            unnamed_first: true,
            inline_headers: true,
        }
    }
}

/// Builds each file's algorithm from the shell's options.
struct FileAlgorithms {
    set: SetOptions,
    algorithm: String,
    units: Vec<Granularity>,
    syntax_check: bool,
    list: ListOptions,
    tree: TreeOptions,
    model: ModelSource,
}

impl FileAlgorithms {
    /// The options for the file at `path`: its language; a grammar's
    /// algorithm falls back to the list one for a file without grammar,
    /// and a binary file reduces by bytes.
    fn options(&self, path: &str, bytes: &[u8]) -> (SetupOptions<'_>, bool) {
        let language = file_language(path, bytes);
        let algorithm = if language.is_none() && needs_grammar(&self.algorithm) {
            AUTO_LIST
        } else {
            self.algorithm.as_str()
        };
        let binary = is_binary(bytes);
        let options = SetupOptions {
            algorithm,
            language,
            units: if binary {
                &[Granularity::Byte]
            } else {
                &self.units
            },
            syntax_check: self.syntax_check && language.is_some(),
            list: self.list,
            tree: self.tree.clone(),
            model: self.model.clone(),
        };
        let checked = language.is_some()
            && (options.syntax_check || needs_grammar(resolve_algorithm(algorithm, language)));
        (options, checked)
    }

    fn build(&self, path: &str, bytes: Vec<u8>) -> Result<Box<dyn Algorithm>, String> {
        let (options, _) = self.options(path, &bytes);
        setup(bytes, options)
            .map(|s| s.algorithm)
            .map_err(|e| e.to_string())
    }
}

/// Where a round is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Stage {
    Files,
    Inline,
    /// Inside the file at this path; `queue` holds the paths still to do.
    Within(String),
}

impl Stage {
    fn key(&self) -> String {
        match self {
            Stage::Files => "files".into(),
            Stage::Inline => "inline".into(),
            Stage::Within(path) => format!("file:{path}"),
        }
    }
}

/// What one stage key (the file pass, the inlining, one file) did.
#[derive(Clone, Debug, Default)]
struct StageCounts {
    candidates: u64,
    accepted: u64,
    bytes_removed: u64,
    /// The stage algorithm's own counters, summed over its runs.
    own: BTreeMap<String, u64>,
}

/// The reduction of a set (see the module's comment).
pub struct FileSetReducer {
    algorithms: Rc<FileAlgorithms>,
    round: u32,
    stage: Stage,
    /// Paths still to reduce inside in this round, in order.
    queue: Vec<String>,
    current: Box<dyn Algorithm>,
    /// Total bytes when the stage and the round began.
    stage_start: usize,
    round_start: usize,
    counts: BTreeMap<String, StageCounts>,
    /// Why files were skipped, for the next phase.
    skip_note: Option<String>,
    window: Option<usize>,
    finished: bool,
}

fn decode(content: &[u8]) -> FileSet {
    FileSet::decode(content).expect("every stage's candidates are encoded sets")
}

fn files_pass(set: FileSet, options: SetOptions) -> Box<dyn Algorithm> {
    let order = if options.unnamed_first {
        cross::removal_order(&set)
    } else {
        (0..set.len()).collect()
    };
    let options = DdminOptions {
        fixed_point: true,
        ..DdminOptions::default()
    };
    Box::new(Ddmin::over(FileAtoms::new(set, order), options))
}

impl FileSetReducer {
    fn new(set: FileSet, algorithms: FileAlgorithms) -> FileSetReducer {
        let bytes = set.total_bytes();
        let first = files_pass(set, algorithms.set);
        FileSetReducer {
            algorithms: Rc::new(algorithms),
            round: 1,
            stage: Stage::Files,
            queue: Vec::new(),
            current: first,
            stage_start: bytes,
            round_start: bytes,
            counts: BTreeMap::new(),
            skip_note: None,
            window: None,
            finished: false,
        }
    }

    fn current_set(&self) -> FileSet {
        decode(&self.current.current())
    }

    /// Books the finished stage.
    fn close_stage(&mut self) {
        let now = self.current_set().total_bytes();
        let counts = self.counts.entry(self.stage.key()).or_default();
        counts.bytes_removed += self.stage_start.saturating_sub(now) as u64;
        for counter in self.current.counters() {
            *counts.own.entry(counter.name.into_owned()).or_default() += counter.value;
        }
    }

    /// Starts the next stage that has work; false when the run is over.
    fn start_next_stage(&mut self) -> bool {
        self.skip_note = None;
        loop {
            let set = self.current_set();
            let next = match &self.stage {
                Stage::Files => Stage::Inline,
                Stage::Inline => {
                    let mut paths: Vec<&_> = set.files().iter().collect();
                    paths.sort_by_key(|f| std::cmp::Reverse(f.bytes.len()));
                    self.queue = paths.iter().map(|f| f.path.clone()).collect();
                    self.queue.reverse();
                    match self.queue.pop() {
                        Some(path) => Stage::Within(path),
                        None => Stage::Files,
                    }
                }
                Stage::Within(_) => match self.queue.pop() {
                    Some(path) => Stage::Within(path),
                    None => Stage::Files,
                },
            };
            if next == Stage::Files {
                let total = set.total_bytes();
                if total >= self.round_start || self.round == MAX_ROUNDS {
                    return false;
                }
                self.round += 1;
                self.round_start = total;
            }
            if next == Stage::Inline && !self.algorithms.set.inline_headers {
                self.stage = next;
                continue;
            }
            let algorithm = match &next {
                Stage::Files => Ok(files_pass(set.clone(), self.algorithms.set)),
                Stage::Inline => Ok(Box::new(InlineIncludes::new(set.clone())) as _),
                Stage::Within(path) => {
                    let index = set
                        .files()
                        .iter()
                        .position(|f| &f.path == path)
                        .expect("the queue holds the set's paths");
                    let bytes = set.files()[index].bytes.clone();
                    self.algorithms
                        .build(path, bytes)
                        .map(|inner| Box::new(InFile::new(set.clone(), index, inner)) as _)
                }
            };
            self.stage = next;
            match algorithm {
                Ok(mut algorithm) => {
                    if let Some(window) = self.window {
                        algorithm.set_window(window);
                    }
                    self.current = algorithm;
                    self.stage_start = set.total_bytes();
                    return true;
                }
                Err(reason) => {
                    let note = format!("{} skipped: {reason}", self.stage.key());
                    self.skip_note = Some(match self.skip_note.take() {
                        Some(earlier) => format!("{earlier}; {note}"),
                        None => note,
                    });
                }
            }
        }
    }
}

impl AlgorithmView for FileSetReducer {
    fn describe(&self, index: usize) -> String {
        format!("round {}: {}", self.round, self.current.describe(index))
    }

    fn counters(&self) -> Vec<Counter> {
        let mut counters = vec![Counter::new("files.rounds", u64::from(self.round))];
        let running = (!self.finished).then(|| self.stage.key());
        let mut keys: Vec<&String> = self.counts.keys().collect();
        if let Some(key) = &running {
            if !self.counts.contains_key(key) {
                keys.push(key);
            }
        }
        keys.sort();
        for key in keys {
            let counts = self.counts.get(key).cloned().unwrap_or_default();
            let mut own = counts.own.clone();
            let mut bytes_removed = counts.bytes_removed;
            if running.as_ref() == Some(key) {
                for counter in self.current.counters() {
                    *own.entry(counter.name.into_owned()).or_default() += counter.value;
                }
                let now = self.current_set().total_bytes();
                bytes_removed += self.stage_start.saturating_sub(now) as u64;
            }
            let fixed = [
                ("candidates", counts.candidates),
                ("accepted", counts.accepted),
                ("bytes_removed", bytes_removed),
            ];
            counters.extend(prefixed_counters(key, &fixed, own));
        }
        counters
    }
}

impl Algorithm for FileSetReducer {
    fn set_window(&mut self, window: usize) {
        self.window = Some(window);
        self.current.set_window(window);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        while !self.finished {
            if let Some(batch) = self.current.next_batch() {
                return Some(batch);
            }
            self.close_stage();
            if !self.start_next_stage() {
                self.finished = true;
            }
        }
        None
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        self.counts.entry(self.stage.key()).or_default().candidates += 1;
        self.current.candidate(index)
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        self.current.report(outcome);
        if outcome.first().is_some() {
            self.counts.entry(self.stage.key()).or_default().accepted += 1;
        }
    }

    fn chance(&self, index: usize) -> Option<f64> {
        self.current.chance(index)
    }

    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(FileSetReducer {
            algorithms: Rc::clone(&self.algorithms),
            round: self.round,
            stage: self.stage.clone(),
            queue: self.queue.clone(),
            current: self.current.fork()?,
            stage_start: self.stage_start,
            round_start: self.round_start,
            counts: self.counts.clone(),
            skip_note: self.skip_note.clone(),
            window: self.window,
            finished: self.finished,
        }))
    }

    fn current(&self) -> Vec<u8> {
        self.current.current()
    }

    fn current_units(&self) -> usize {
        self.current.current_units()
    }

    fn phase(&self) -> Phase {
        let inner = self.current.phase();
        let mut pass = inner.pass.into_owned();
        if let Some(note) = &self.skip_note {
            pass.push_str(&format!(" after {note}"));
        }
        Phase {
            pass: Cow::Owned(pass),
            round: self.round,
            granularity: inner.granularity,
        }
    }
}

/// The reduction of a set of files with the shell's options, each file with
/// its own language (`options.language` is not used: a set's files say
/// theirs by their names).
pub fn setup_files(
    set: FileSet,
    options: SetupOptions<'_>,
    set_options: SetOptions,
) -> Result<Setup, SetupError> {
    let algorithms = FileAlgorithms {
        set: set_options,
        algorithm: options.algorithm.to_string(),
        units: options.units.to_vec(),
        syntax_check: options.syntax_check,
        list: options.list,
        tree: options.tree,
        model: options.model,
    };
    // Refuse what no file could use (an unknown algorithm) before the run.
    if !crate::is_algorithm(&algorithms.algorithm) {
        return Err(SetupError::Invalid(format!(
            "unknown algorithm `{}`",
            algorithms.algorithm
        )));
    }
    let mut checked = Vec::new();
    let mut parse_errors = 0;
    for file in set.files() {
        let (file_options, check) = algorithms.options(&file.path, &file.bytes);
        if let (true, Some(language)) = (check, file_options.language) {
            let parsed = language
                .parse(&file.bytes)
                .map_err(|e| SetupError::Invalid(format!("{}: {e}", file.path)))?;
            parse_errors += parsed.error_nodes;
            checked.push((
                file.path.clone(),
                language.validator(parsed.error_nodes),
                file.bytes.as_slice(),
            ));
        }
    }
    let validator = SetValidator::new(checked);
    let validator = (!validator.is_empty()).then_some(validator);
    Ok(Setup {
        algorithm: Box::new(FileSetReducer::new(set, algorithms)),
        name: FILES.to_string(),
        language: None,
        validator: validator.map(|v| Box::new(v) as Box<dyn whittle_core::Validator>),
        parse_errors,
        tree: None,
        model_note: None,
    })
}
