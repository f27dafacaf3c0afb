//! Test cases made of files: one reduction over a set, in rounds.
//!
//! A round removes whole files (ddmin over the files, those no other file
//! names first and the larger first: [`cross::removal_order`]), inlines
//! each header included once into its includer ([`cross::InlineIncludes`]),
//! then reduces inside each remaining file with that file's own algorithm:
//! its language's (by extension) when it has one, else the list algorithm
//! over the units asked for, and bytes for a binary file
//! ([`in_file::InFile`]). A language's pipeline runs pass by pass across
//! the files: every file's first (cheap) pass before any file's second,
//! and one round of each per round of the set, whose rounds are the one
//! fixed-point loop (as C-Vise runs each pass over every file): a tree
//! pass makes one sweep a round, not sweeps to its own fixed point, so
//! one file's long tail of small removals waits while other files still
//! have large ones. Within a pass a file goes before the files it names
//! ([`cross::naming_depths`]: reducing it can free them, and they shrink
//! more cheaply once it no longer needs them), the larger first by their
//! size when the pass starts. Rounds repeat while one shrinks the
//! set, at most [`MAX_ROUNDS`]; a round that shrinks nothing inlines a
//! module required once (a CommonJS `require('./m')`, [`requires`], or
//! when asked a Python `from .m import`), and if that is adopted another
//! round follows; a file that a file's reduction stopped naming, and that no other file
//! names, is tried for removal at once ([`freed`]); a round skips the
//! files that are settled ([`settled`]): unchanged since their own
//! reduction removed nothing, and with every name the other files used
//! still used.
//!
//! Every candidate of every stage is the whole set, encoded
//! ([`whittle_core::files`]), so one driver, one cache and one window serve
//! the run, and the determinism of a one-file run carries over. The syntax
//! check ([`validator::SetValidator`]) re-parses only the files a candidate
//! changed.

mod algorithms;
pub mod cross;
pub mod freed;
pub mod in_file;
mod reducer;
pub mod requires;
pub mod settled;
pub mod validator;

#[cfg(test)]
mod tests;

use whittle_core::files::{is_binary, FileSet};
use whittle_grammars::Language;

use crate::{Setup, SetupError, SetupOptions};
use algorithms::FileAlgorithms;
use reducer::FileSetReducer;
use validator::SetValidator;

/// The name a set's reduction goes by.
pub const FILES: &str = "files";

/// The most rounds; a round that shrinks nothing ends the run earlier.
pub const MAX_ROUNDS: u32 = 8;

/// The language of the file at `path` (by its name), none for a binary file.
pub fn file_language(path: &str, bytes: &[u8]) -> Option<&'static Language> {
    if is_binary(bytes) {
        return None;
    }
    whittle_grammars::for_file_name(path.rsplit('/').next().unwrap_or(path))
}

/// A set of text files, for tests.
#[cfg(test)]
pub(crate) fn text_set(files: &[(&str, &str)]) -> FileSet {
    let files = files
        .iter()
        .map(|(p, t)| whittle_core::files::SetFile::new(*p, *t))
        .collect();
    FileSet::new(files).unwrap()
}

/// The cross-file steps, each on by default (off to measure what it wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetOptions {
    /// The file pass tries the files no other file names first.
    pub unnamed_first: bool,
    /// Headers included once are inlined into their includer.
    pub inline_headers: bool,
    /// Python modules imported once (`from .m import f`) are inlined into
    /// their importer too, when a round is stuck. Off by default: no case
    /// of the multi-file suite shows it paying yet (docs/benchmarks.md).
    pub inline_modules: bool,
    /// CommonJS modules required once (`require('./m')`), whose one export
    /// is `module.exports = VALUE`, are inlined into their requirer.
    pub inline_requires: bool,
    /// A file that a file's reduction stopped naming, and that nothing
    /// else names, is tried for removal at once ([`freed`]).
    pub drop_freed: bool,
}

impl SetOptions {
    /// These options with headers alone to inline (a round's early stage).
    pub fn headers(self) -> SetOptions {
        SetOptions {
            inline_modules: false,
            inline_requires: false,
            ..self
        }
    }

    /// These options with modules alone to inline (a stuck round's stage).
    pub fn modules(self) -> SetOptions {
        SetOptions {
            inline_headers: false,
            ..self
        }
    }
}

impl Default for SetOptions {
    fn default() -> SetOptions {
        SetOptions {
            unnamed_first: true,
            inline_headers: true,
            inline_modules: false,
            inline_requires: true,
            drop_freed: true,
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
        // Only the one-file pipeline remembers what the oracle refused.
        remembers: false,
    })
}
