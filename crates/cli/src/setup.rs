//! Turning command-line choices into an algorithm: which language the input
//! is in, which algorithm runs (a list algorithm over units, or a tree
//! algorithm over the parse), and the syntax check that goes with it.

use std::rc::Rc;

use anyhow::{anyhow, bail, Context, Result};
use whittle_core::algorithms::tree::{
    build_tree, is_learned_algorithm, is_tree_algorithm, TREE_ALGORITHMS,
};
use whittle_core::algorithms::{build, ALGORITHMS};
use whittle_core::learn::ModelFile;
use whittle_core::{Algorithm, Granularity, Reduction};
use whittle_grammars::{languages, Language, SyntaxValidator};

use crate::tuning::Tuning;

/// The algorithm `auto` picks when the input's language has a grammar.
pub const AUTO_TREE: &str = "pardis-hybrid";
/// The algorithm `auto` picks otherwise.
pub const AUTO_LIST: &str = "ddmin*";

pub struct Setup {
    pub algorithm: Box<dyn Algorithm>,
    /// The algorithm's name, `auto` resolved.
    pub name: String,
    pub language: Option<&'static Language>,
    /// Rejects candidates that parse worse than the input.
    pub validator: Option<SyntaxValidator>,
    /// Parse errors in the input itself.
    pub parse_errors: usize,
}

impl Setup {
    pub fn into_reduction(self, options: whittle_core::ReductionOptions) -> (Reduction, SetupInfo) {
        let info = SetupInfo {
            name: self.name,
            language: self.language.map(|l| l.name),
            parse_errors: self.parse_errors,
        };
        let reduction = Reduction::new(self.algorithm, options);
        let reduction = match self.validator {
            Some(v) => reduction.with_validator(Box::new(v)),
            None => reduction,
        };
        (reduction, info)
    }
}

/// What is left to say about a setup once the reduction owns its parts.
pub struct SetupInfo {
    pub name: String,
    pub language: Option<&'static str>,
    pub parse_errors: usize,
}

/// The language: `--lang` if given (`text` for none), else by file name.
pub fn language(lang: Option<&str>, file_name: &str) -> Result<Option<&'static Language>> {
    match lang {
        Some("text") | Some("none") => Ok(None),
        Some(name) => match whittle_grammars::by_name(name) {
            Some(l) => Ok(Some(l)),
            None => {
                let known: Vec<&str> = languages().iter().map(|l| l.name).collect();
                bail!(
                    "unknown language `{name}` (available: {}, or `text`)",
                    known.join(", ")
                )
            }
        },
        None => Ok(whittle_grammars::for_file_name(file_name)),
    }
}

pub fn setup(
    algorithm: &str,
    input: Vec<u8>,
    language: Option<&'static Language>,
    units: &[Granularity],
    tuning: &Tuning,
    syntax_check: bool,
) -> Result<Setup> {
    let name = match (algorithm, language) {
        ("auto", Some(_)) => AUTO_TREE,
        ("auto", None) => AUTO_LIST,
        (name, _) => name,
    }
    .to_string();
    if is_tree_algorithm(&name) {
        let Some(language) = language else {
            let known: Vec<&str> = languages().iter().map(|l| l.name).collect();
            bail!(
                "`{name}` reduces a parse tree and needs a language: pass --lang ({}); \
                 the input's file name does not say which",
                known.join(", ")
            );
        };
        let parsed = language.parse(&input).map_err(anyhow::Error::msg)?;
        let mut options = tuning.tree_options();
        if is_learned_algorithm(&name) {
            options.learn.model = trained_model(tuning, language)?.map(Rc::new);
        }
        let algorithm =
            build_tree(&name, Rc::new(parsed.tree), options).map_err(anyhow::Error::msg)?;
        return Ok(Setup {
            algorithm,
            name,
            language: Some(language),
            validator: Some(language.validator(parsed.error_nodes)),
            parse_errors: parsed.error_nodes,
        });
    }
    let (validator, parse_errors) = match (syntax_check, language) {
        (true, Some(language)) => {
            let parsed = language.parse(&input).map_err(anyhow::Error::msg)?;
            (
                Some(language.validator(parsed.error_nodes)),
                parsed.error_nodes,
            )
        }
        (true, None) => bail!("--syntax-check needs a language (--lang)"),
        (false, _) => (None, 0),
    };
    let algorithm =
        build(&name, input, units, tuning.list_options()).map_err(anyhow::Error::msg)?;
    Ok(Setup {
        algorithm,
        name,
        language,
        validator,
        parse_errors,
    })
}

/// The model the learning-guided reducers use: `--model FILE`, else the
/// language's built-in one; none with `--no-model` or when the language has
/// none (they then learn during the run).
fn trained_model(tuning: &Tuning, language: &Language) -> Result<Option<ModelFile>> {
    if tuning.no_model {
        return Ok(None);
    }
    let (text, origin) = match &tuning.model {
        Some(path) => (
            std::fs::read_to_string(path)
                .with_context(|| format!("cannot read the model file {}", path.display()))?,
            path.display().to_string(),
        ),
        None => match language.trained_model() {
            Some(text) => (
                text.to_string(),
                format!("the built-in {} model", language.name),
            ),
            None => return Ok(None),
        },
    };
    let model = ModelFile::from_json(&text).map_err(|e| anyhow!("{origin}: {e}"))?;
    if model.language != language.name {
        bail!(
            "{origin} was trained on {} but the input is {}",
            model.language,
            language.name
        );
    }
    Ok(Some(model))
}

/// For clap: accept `auto` and the names of known algorithms.
pub fn algorithm_name(name: &str) -> Result<String, String> {
    if name == "auto"
        || ALGORITHMS
            .iter()
            .chain(TREE_ALGORITHMS)
            .any(|a| a.name == name)
    {
        Ok(name.to_string())
    } else {
        Err(format!("unknown algorithm; {}", algorithm_help()))
    }
}

pub fn algorithm_help() -> String {
    let mut help = format!(
        "Algorithms (`auto` is {AUTO_TREE} when the input's language has a grammar, {AUTO_LIST} otherwise):"
    );
    help.push_str("\n\n  over units (--unit):");
    for a in ALGORITHMS {
        help.push_str(&format!("\n    {:<13} {}", a.name, a.summary));
    }
    help.push_str("\n\n  over the parse tree (--lang, or the file's extension):");
    for a in TREE_ALGORITHMS {
        help.push_str(&format!("\n    {:<13} {}", a.name, a.summary));
    }
    let langs: Vec<&str> = languages().iter().map(|l| l.name).collect();
    help.push_str(&format!("\n\nLanguages: {}", langs.join(", ")));
    help
}
