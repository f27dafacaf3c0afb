//! A run's setup in the worker: from a [`RunConfig`] to a [`Reduction`]
//! through `whittle-setup`, as the command line does, with the `started`
//! report; the `ready` report (every language, built in or not), and the
//! result's *Format* button.

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::algorithms::ListOptions;
use whittle_core::files::{FileSet, Limits, SetFile};
use whittle_core::tree::Tree;
use whittle_core::{Granularity, Reduction, ReductionOptions};
use whittle_setup::files::SetOptions;
use whittle_setup::{ModelSource, SetupError, SetupOptions};

use crate::protocol::{LanguageInfo, Report, RunConfig};

/// `bytes` formatted as `language` (`whittle_setup::format`), for the
/// result's *Format* button; the error says why not.
#[wasm_bindgen]
pub fn format_text(language: Option<String>, bytes: &[u8]) -> Result<Vec<u8>, JsError> {
    whittle_setup::format::format(language.as_deref(), bytes).map_err(|e| JsError::new(&e))
}

/// The `ready` report: the languages this build can parse.
pub(super) fn ready_report() -> Report {
    // Every language, built into this worker or not: the page loads the
    // worker of a language when a run needs it.
    let languages = whittle_grammars::catalog()
        .iter()
        .map(|l| LanguageInfo {
            name: l.name.to_string(),
            title: l.title.to_string(),
            extensions: l.extensions.iter().map(|e| e.to_string()).collect(),
            trained_model: whittle_grammars::has_trained_model(l.name),
            engine: l.engine().to_string(),
        })
        .collect();
    Report::Ready { languages }
}

/// What a run is set up from, parsed and checked.
pub(super) struct RunSetup {
    pub reduction: Reduction,
    /// The original test case as the engine sees it: the input's bytes, or
    /// a set's encoding.
    pub original: Vec<u8>,
    /// The input is a set of files: candidates are encoded sets.
    pub is_set: bool,
    pub started: Report,
    /// The input's parse tree and whether the algorithm edits it.
    pub tree: Option<(Rc<Tree>, bool)>,
}

/// Builds the reduction a [`RunConfig`] asks for, `window` tests at once,
/// through the setup the command line uses too; the error is a message for
/// people.
pub(super) fn setup(config: &RunConfig, window: usize) -> Result<RunSetup, String> {
    let set = match config.files.as_slice() {
        [] => None,
        files => Some(file_set(files)?),
    };
    if set.is_none() && config.input.is_empty() {
        return Err("the input is empty: paste, open or drop a test case first".to_string());
    }
    let language = whittle_setup::language(Some(config.language.as_deref().unwrap_or("text")), "")
        .map_err(|e| e.to_string())?;
    let units = config
        .units
        .iter()
        .map(|u| u.parse::<Granularity>())
        .collect::<Result<Vec<_>, _>>()?;
    let options = SetupOptions {
        algorithm: &config.algorithm,
        language,
        units: &units,
        // A set's files are checked each in its own language.
        syntax_check: config.syntax_check && (language.is_some() || set.is_some()),
        list: ListOptions::default(),
        tree: TreeOptions::default(),
        model: ModelSource::BuiltIn,
        pumps: true,
        memory: config.memory,
    };
    let original = set
        .as_ref()
        .map_or_else(|| config.input.clone(), FileSet::encode);
    let is_set = set.is_some();
    let setup = match set {
        // The command line's defaults: unnamed files first, headers
        // included once inlined.
        Some(set) => whittle_setup::files::setup_files(set, options, SetOptions::default()),
        None => whittle_setup::setup(config.input.clone(), options),
    };
    let setup = setup.map_err(|e| match e {
        SetupError::NeedsLanguage { algorithm } => {
            format!("`{algorithm}` reduces a parse tree: choose a language")
        }
        e => e.to_string(),
    })?;
    let tree_algorithm = setup.is_tree_algorithm();
    let tree = setup.tree.clone().map(|t| (t, tree_algorithm));
    let (reduction, info) = setup.into_reduction(ReductionOptions {
        window,
        ..ReductionOptions::default()
    });
    Ok(RunSetup {
        reduction,
        original,
        is_set,
        started: Report::Started {
            algorithm: info.name,
            language: info.language.map(str::to_string),
            parse_errors: info.parse_errors,
            model: info.model_note,
        },
        tree,
    })
}

/// The set a run's files make, under the limits every shell applies; the
/// error names the path or the limit.
pub(super) fn file_set(files: &[crate::protocol::InputFile]) -> Result<FileSet, String> {
    let limits = Limits::DEFAULT;
    let mut total = 0;
    let mut set = Vec::with_capacity(files.len());
    for (count, file) in files.iter().enumerate() {
        limits
            .admit(count, total, &file.path, file.bytes.len())
            .map_err(|e| e.to_string())?;
        total += file.bytes.len();
        set.push(SetFile::new(file.path.clone(), file.bytes.clone()));
    }
    FileSet::new(set).map_err(|e| e.to_string())
}
