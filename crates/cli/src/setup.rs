//! Command-line choices to a reduction, through `whittle-setup` (the same
//! setup the playground uses): reads a `--model` file and adds the
//! command line's hints to the setup's errors.
//!
//! It also maps `--no-model`, and names `--lang` and `--syntax-check` in
//! errors.

use anyhow::{anyhow, Context, Result};
use whittle_core::files::FileSet;
use whittle_core::Granularity;
use whittle_grammars::Language;
use whittle_setup::files::SetOptions;
pub use whittle_setup::{algorithm_help, Setup};
use whittle_setup::{ModelSource, SetupError, SetupOptions};

use crate::tuning::Tuning;

/// The language: `--lang` if given (`text` for none), else by file name.
pub fn language(lang: Option<&str>, file_name: &str) -> Result<Option<&'static Language>> {
    whittle_setup::language(lang, file_name).map_err(anyhow::Error::new)
}

pub fn setup(
    algorithm: &str,
    input: Vec<u8>,
    language: Option<&'static Language>,
    units: &[Granularity],
    tuning: &Tuning,
    syntax_check: bool,
) -> Result<Setup> {
    let options = SetupOptions {
        algorithm,
        language,
        units,
        syntax_check,
        list: tuning.list_options(),
        tree: tuning.tree_options(),
        model: model_source(tuning)?,
        pumps: !tuning.no_pumps,
        memory: !tuning.no_memory,
    };
    whittle_setup::setup(input, options).map_err(with_hints)
}

/// The setup of a folder's files, each with the language its name says.
pub fn setup_folder(
    set: FileSet,
    algorithm: &str,
    units: &[Granularity],
    tuning: &Tuning,
    syntax_check: bool,
    set_options: SetOptions,
) -> Result<Setup> {
    let options = SetupOptions {
        algorithm,
        language: None,
        units,
        syntax_check,
        list: tuning.list_options(),
        tree: tuning.tree_options(),
        model: model_source(tuning)?,
        // A set has no pump (its files' passes run one at a time).
        pumps: false,
        memory: false,
    };
    whittle_setup::files::setup_files(set, options, set_options).map_err(with_hints)
}

/// The setup's errors with the command line's hints.
fn with_hints(e: SetupError) -> anyhow::Error {
    match e {
        SetupError::NeedsLanguage { .. } => anyhow!(
            "{e}: pass --lang ({}); the input's file name does not say which",
            whittle_setup::language_names().join(", ")
        ),
        SetupError::SyntaxCheckNeedsLanguage => anyhow!("--syntax-check needs a language (--lang)"),
        e => anyhow::Error::new(e),
    }
}

/// `--model FILE` (read here: the setup does no I/O), `--no-model`, or the
/// language's built-in model.
fn model_source(tuning: &Tuning) -> Result<ModelSource> {
    if tuning.no_model {
        return Ok(ModelSource::Online);
    }
    Ok(match &tuning.model {
        Some(path) => ModelSource::Text {
            text: std::fs::read_to_string(path)
                .with_context(|| format!("cannot read the model file {}", path.display()))?,
            origin: path.display().to_string(),
        },
        None => ModelSource::BuiltIn,
    })
}

/// For clap: accept `auto` and the names of known algorithms.
pub fn algorithm_name(name: &str) -> Result<String, String> {
    if whittle_setup::is_algorithm(name) {
        Ok(name.to_string())
    } else {
        Err(format!("unknown algorithm; {}", algorithm_help()))
    }
}
