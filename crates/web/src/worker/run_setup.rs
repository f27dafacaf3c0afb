//! A run's setup in the worker: from a [`RunConfig`] to a [`Reduction`]
//! through `whittle-setup`, as the command line does, with the `started`
//! report; the `ready` report (every language, built in or not), and the
//! result's *Format* button.

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::algorithms::ListOptions;
use whittle_core::tree::Tree;
use whittle_core::{Granularity, Reduction, ReductionOptions};
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
            engine: l.feature.to_string(),
        })
        .collect();
    Report::Ready { languages }
}

/// What a run is set up from, parsed and checked.
pub(super) struct RunSetup {
    pub reduction: Reduction,
    pub started: Report,
    /// The input's parse tree and whether the algorithm edits it.
    pub tree: Option<(Rc<Tree>, bool)>,
}

/// Builds the reduction a [`RunConfig`] asks for, `window` tests at once,
/// through the setup the command line uses too; the error is a message for
/// people.
pub(super) fn setup(config: &RunConfig, window: usize) -> Result<RunSetup, String> {
    if config.input.is_empty() {
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
        syntax_check: config.syntax_check && language.is_some(),
        list: ListOptions::default(),
        tree: TreeOptions::default(),
        model: ModelSource::BuiltIn,
    };
    let setup = whittle_setup::setup(config.input.clone(), options).map_err(|e| match e {
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
        started: Report::Started {
            algorithm: info.name,
            language: info.language.map(str::to_string),
            parse_errors: info.parse_errors,
            model: info.model_note,
        },
        tree,
    })
}
