//! One reduction setup for every shell.
//!
//! The command line and the playground's worker both turn a user's choices
//! (an algorithm name or `auto`, a language or none, units, whether
//! candidates must still parse, a trained model) into an algorithm, a
//! syntax validator and, for the tree view, the input's parse tree. They do
//! it here, so that the same options give the same reduction in both.
//!
//! Like the engine, this crate does no I/O: a model file is read by the
//! shell and passed in as text ([`ModelSource::Text`]).
//!
//! [`session`] is the trust session both shells drive: check runs, the
//! repetition rule, re-tests and the verification around a reduction,
//! under one [`session::TrustPolicy`].
//!
//! The default pipeline ([`pipeline`], what `auto` stands for with a
//! grammar) is built here because it re-parses the text between passes.
//!
//! Each shell adds only its own hints to the errors (`--lang` on the command
//! line, the language menu in the page), and both refuse a model of another
//! language. The grammars come through features (`all-languages` by default;
//! the playground's per-language workers pick one).
//! [`tree_algorithms`] and [`needs_grammar`] list and test the pipeline with
//! the engine's tree algorithms, for menus and help.

pub mod files;
pub mod format;
pub mod pipeline;
pub mod session;

use std::fmt;
use std::rc::Rc;

use whittle_core::algorithms::tree::{
    build_tree, is_learned_algorithm, is_tree_algorithm, TreeOptions, TREE_ALGORITHMS,
};
use whittle_core::algorithms::{build, AlgorithmInfo, ListOptions, ALGORITHMS};
use whittle_core::learn::ModelFile;
use whittle_core::tree::Tree;
use whittle_core::{Algorithm, Granularity, Reduction, ReductionOptions, Validator};
use whittle_grammars::{languages, Language};

pub use whittle_core::algorithms::{AUTO_LIST, AUTO_TREE};

use pipeline::{passes_for, Pass, PassFactory, PassPipeline, MAX_ROUNDS, PIPELINE, PIPELINE_INFO};

/// Where the learning-guided reducers' model comes from.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum ModelSource {
    /// The language's built-in model, if it ships one; otherwise they learn
    /// during the run.
    #[default]
    BuiltIn,
    /// No trained model: learn only from this run's verdicts.
    Online,
    /// A model file's text, read by the shell; `origin` names it in messages.
    Text { text: String, origin: String },
}

/// What a shell asks for.
#[derive(Clone, Debug)]
pub struct SetupOptions<'a> {
    /// An algorithm name, or `auto`.
    pub algorithm: &'a str,
    pub language: Option<&'static Language>,
    /// The list algorithms' units, in pass order.
    pub units: &'a [Granularity],
    /// List algorithms: reject candidates that parse worse than the input
    /// (needs a language). Tree algorithms always check.
    pub syntax_check: bool,
    pub list: ListOptions,
    pub tree: TreeOptions,
    pub model: ModelSource,
    /// The default pipeline may try a rewrite that grows the text where it
    /// is stuck (a pump; see [`pipeline`]). Off, it ends at its fixed point.
    pub pumps: bool,
    /// The default pipeline answers from memory a change the oracle
    /// refused before in the same surroundings, and a name's stranding it
    /// refused (see [`Reduction::remembering_refusals`]). Off, every
    /// candidate goes to the oracle: for an oracle whose answer depends on
    /// more than the text.
    pub memory: bool,
}

/// Why a setup cannot be made; each shell adds its own hint where one helps
/// (the command line names `--lang`, the playground its language menu).
#[derive(Clone, Debug, PartialEq)]
pub enum SetupError {
    /// A tree algorithm without a language.
    NeedsLanguage {
        algorithm: String,
    },
    /// The syntax check without a language.
    SyntaxCheckNeedsLanguage,
    UnknownLanguage {
        name: String,
    },
    /// The algorithm, the units or the model cannot be used as given.
    Invalid(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NeedsLanguage { algorithm } => {
                write!(f, "`{algorithm}` reduces a parse tree and needs a language")
            }
            SetupError::SyntaxCheckNeedsLanguage => {
                write!(f, "the syntax check needs a language")
            }
            SetupError::UnknownLanguage { name } => write!(
                f,
                "unknown language `{name}` (available: {}, or `text`)",
                language_names().join(", ")
            ),
            SetupError::Invalid(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for SetupError {}

/// A run, ready to become a [`Reduction`].
pub struct Setup {
    pub algorithm: Box<dyn Algorithm>,
    /// The algorithm's name, `auto` resolved.
    pub name: String,
    pub language: Option<&'static Language>,
    /// Rejects candidates that parse worse than the input.
    pub validator: Option<Box<dyn Validator>>,
    /// Parse errors (ERROR and MISSING nodes) in the input itself.
    pub parse_errors: usize,
    /// The input's parse tree, when it was parsed (a tree algorithm, or the
    /// syntax check).
    pub tree: Option<Rc<Tree>>,
    /// For a learning-guided algorithm: where its model comes from, for people.
    pub model_note: Option<String>,
    /// Answer candidates from the memories of refused changes and stranded
    /// names ([`SetupOptions::memory`]).
    pub remembers: bool,
}

/// What is left to say about a setup once the reduction owns its parts.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupInfo {
    pub name: String,
    pub language: Option<&'static str>,
    pub parse_errors: usize,
    pub model_note: Option<String>,
}

impl Setup {
    /// Whether the algorithm edits [`Setup::tree`] (so a tree view can show
    /// node statuses). The pipeline does only in its first pass; later
    /// passes edit fresh parses and report no tree edits.
    pub fn is_tree_algorithm(&self) -> bool {
        needs_grammar(&self.name)
    }

    pub fn info(&self) -> SetupInfo {
        SetupInfo {
            name: self.name.clone(),
            language: self.language.map(|l| l.name),
            parse_errors: self.parse_errors,
            model_note: self.model_note.clone(),
        }
    }

    pub fn into_reduction(self, options: ReductionOptions) -> (Reduction, SetupInfo) {
        let info = self.info();
        let reduction = Reduction::new(self.algorithm, options);
        let reduction = if self.remembers {
            reduction.remembering_refusals().remembering_strandings()
        } else {
            reduction
        };
        let reduction = match self.validator {
            Some(v) => reduction.with_validator(v),
            None => reduction,
        };
        (reduction, info)
    }
}

/// The language by name (`text` or `none` for none), else by file name.
pub fn language(
    name: Option<&str>,
    file_name: &str,
) -> Result<Option<&'static Language>, SetupError> {
    match name {
        Some("text") | Some("none") | Some("") => Ok(None),
        Some(name) => {
            whittle_grammars::by_name(name)
                .map(Some)
                .ok_or_else(|| SetupError::UnknownLanguage {
                    name: name.to_string(),
                })
        }
        None => Ok(whittle_grammars::for_file_name(file_name)),
    }
}

/// The algorithm `auto` stands for, given the language.
pub fn resolve_algorithm<'a>(algorithm: &'a str, language: Option<&Language>) -> &'a str {
    match (algorithm, language) {
        ("auto", Some(_)) => AUTO_TREE,
        ("auto", None) => AUTO_LIST,
        (name, _) => name,
    }
}

/// Builds the algorithm, validator and parse tree for `input`.
pub fn setup(input: Vec<u8>, options: SetupOptions<'_>) -> Result<Setup, SetupError> {
    let name = resolve_algorithm(options.algorithm, options.language).to_string();
    if name == PIPELINE {
        let language = options.language.ok_or_else(|| SetupError::NeedsLanguage {
            algorithm: name.clone(),
        })?;
        return pipeline_setup(&input, language, options);
    }
    if is_tree_algorithm(&name) {
        let language = options.language.ok_or_else(|| SetupError::NeedsLanguage {
            algorithm: name.clone(),
        })?;
        let parsed = language.parse(&input).map_err(SetupError::Invalid)?;
        let mut tree_options = options.tree;
        let mut model_note = None;
        if is_learned_algorithm(&name) {
            let (model, note) = trained_model(&options.model, language)?;
            tree_options.learn.model = model.map(Rc::new);
            model_note = Some(note);
        }
        let tree = Rc::new(parsed.tree);
        let algorithm =
            build_tree(&name, Rc::clone(&tree), tree_options).map_err(SetupError::Invalid)?;
        return Ok(Setup {
            algorithm,
            name,
            language: Some(language),
            validator: Some(Box::new(language.validator(parsed.error_nodes))),
            parse_errors: parsed.error_nodes,
            tree: Some(tree),
            model_note,
            remembers: false,
        });
    }
    let (validator, parse_errors, tree) = match (options.syntax_check, options.language) {
        (true, Some(language)) => {
            let parsed = language.parse(&input).map_err(SetupError::Invalid)?;
            (
                Some(Box::new(language.validator(parsed.error_nodes)) as Box<dyn Validator>),
                parsed.error_nodes,
                Some(Rc::new(parsed.tree)),
            )
        }
        (true, None) => return Err(SetupError::SyntaxCheckNeedsLanguage),
        (false, _) => (None, 0, None),
    };
    let algorithm =
        build(&name, input, options.units, options.list).map_err(SetupError::Invalid)?;
    Ok(Setup {
        algorithm,
        name,
        language: options.language,
        validator,
        parse_errors,
        tree,
        model_note: None,
        remembers: false,
    })
}

/// The default pipeline over `input`'s parse: its first pass edits the
/// tree the setup hands out, later passes re-parse the current text.
fn pipeline_setup(
    input: &[u8],
    language: &'static Language,
    options: SetupOptions<'_>,
) -> Result<Setup, SetupError> {
    let parsed = language.parse(input).map_err(SetupError::Invalid)?;
    let tree = Rc::new(parsed.tree);
    let input_errors = parsed.error_nodes;
    let factory = PassFactory::for_language(language, input_errors, options.tree, options.list);
    let pipeline = PassPipeline::new(
        input.to_vec(),
        Rc::clone(&tree),
        passes_for(language).to_vec(),
        factory,
        MAX_ROUNDS,
    )
    .map_err(SetupError::Invalid)?
    .when_stuck(Pass::Stuck);
    let pipeline = if options.pumps {
        pipeline.with_pump()
    } else {
        pipeline
    }
    .with_polish();
    Ok(Setup {
        algorithm: Box::new(pipeline),
        name: PIPELINE.to_string(),
        language: Some(language),
        validator: Some(Box::new(language.validator(input_errors))),
        parse_errors: input_errors,
        tree: Some(tree),
        model_note: None,
        // The pipeline runs its passes again over a text changed
        // elsewhere, and would ask the same changes again; and its passes
        // take a definition away in many ways (removed, replaced by a
        // statement of it, in a larger chunk) while its uses stay.
        remembers: options.memory,
    })
}

/// The model of the learning-guided reducers and a note saying where it
/// comes from. A model trained on another language is refused.
fn trained_model(
    source: &ModelSource,
    language: &Language,
) -> Result<(Option<ModelFile>, String), SetupError> {
    let (text, origin) = match source {
        ModelSource::Online => {
            return Ok((
                None,
                "no trained model: it learns during the run".to_string(),
            ))
        }
        ModelSource::Text { text, origin } => (text.as_str(), origin.clone()),
        ModelSource::BuiltIn => match language.trained_model() {
            Some(text) => (
                text,
                format!("the trained {} model shipped with whittle", language.title),
            ),
            None => {
                return Ok((
                    None,
                    format!(
                        "no trained model for {}: it learns during the run",
                        language.title
                    ),
                ))
            }
        },
    };
    let model =
        ModelFile::from_json(text).map_err(|e| SetupError::Invalid(format!("{origin}: {e}")))?;
    if model.language != language.name {
        return Err(SetupError::Invalid(format!(
            "{origin} was trained on {} but the input is {}",
            model.language, language.name
        )));
    }
    Ok((Some(model), origin))
}

/// The names of the built-in languages, for messages.
pub fn language_names() -> Vec<&'static str> {
    languages().iter().map(|l| l.name).collect()
}

/// Whether `name` is `auto` or a known algorithm.
pub fn is_algorithm(name: &str) -> bool {
    name == "auto"
        || ALGORITHMS
            .iter()
            .chain(tree_algorithms())
            .any(|a| a.name == name)
}

/// The algorithms that need a grammar: the default pipeline, then the
/// engine's tree algorithms (menus list these).
pub fn tree_algorithms() -> impl Iterator<Item = &'static AlgorithmInfo> {
    std::iter::once(&PIPELINE_INFO).chain(TREE_ALGORITHMS)
}

/// Whether `name` needs a grammar (`auto` does not: without one it is a
/// list algorithm).
pub fn needs_grammar(name: &str) -> bool {
    name == PIPELINE || is_tree_algorithm(name)
}

/// Every algorithm with its summary, and the languages, for help texts.
pub fn algorithm_help() -> String {
    let mut help = format!(
        "Algorithms (`auto` is {AUTO_TREE} when the input's language has a grammar, {AUTO_LIST} otherwise):"
    );
    help.push_str("\n\n  over units (--unit):");
    for a in ALGORITHMS {
        help.push_str(&format!("\n    {:<13} {}", a.name, a.summary));
    }
    help.push_str("\n\n  over the parse tree (--lang, or the file's extension):");
    for a in tree_algorithms() {
        help.push_str(&format!("\n    {:<13} {}", a.name, a.summary));
    }
    help.push_str(&format!("\n\nLanguages: {}", language_names().join(", ")));
    help
}

#[cfg(test)]
mod tests {
    use super::*;

    const C: &str = "int a;\nint b;\nint main(void) { return 0; }\n";

    fn options(
        algorithm: &'static str,
        language: Option<&'static Language>,
    ) -> SetupOptions<'static> {
        SetupOptions {
            algorithm,
            language,
            units: &[Granularity::Line],
            syntax_check: false,
            list: ListOptions::default(),
            tree: TreeOptions::default(),
            model: ModelSource::BuiltIn,
            pumps: true,
            memory: true,
        }
    }

    fn c() -> Option<&'static Language> {
        whittle_grammars::by_name("c")
    }

    #[test]
    fn auto_is_a_tree_algorithm_with_a_language_and_ddmin_star_without() {
        let s = setup(C.into(), options("auto", c())).unwrap();
        assert_eq!(s.name, AUTO_TREE);
        assert!(s.validator.is_some() && s.tree.is_some());
        let s = setup(C.into(), options("auto", None)).unwrap();
        assert_eq!(s.name, AUTO_LIST);
        assert!(s.validator.is_none() && s.tree.is_none());
    }

    #[test]
    fn list_algorithms_check_syntax_only_when_asked() {
        let s = setup(C.into(), options("ddmin", c())).unwrap();
        assert!(s.validator.is_none());
        let mut asked = options("ddmin", c());
        asked.syntax_check = true;
        let s = setup(C.into(), asked).unwrap();
        assert!(s.validator.is_some() && s.tree.is_some());
        let mut no_language = options("ddmin", None);
        no_language.syntax_check = true;
        assert_eq!(
            setup(C.into(), no_language).err(),
            Some(SetupError::SyntaxCheckNeedsLanguage)
        );
    }

    #[test]
    fn tree_algorithms_need_a_language() {
        let err = setup(C.into(), options("pardis", None)).err().unwrap();
        assert_eq!(
            err,
            SetupError::NeedsLanguage {
                algorithm: "pardis".into()
            }
        );
    }

    #[test]
    fn a_model_of_another_language_is_refused_in_every_shell() {
        let rust = whittle_grammars::by_name("rust").unwrap();
        let text = rust
            .trained_model()
            .expect("a Rust model ships")
            .to_string();
        let mut o = options("model-pardis", c());
        o.model = ModelSource::Text {
            text,
            origin: "rust.json".into(),
        };
        let err = setup(C.into(), o).err().unwrap().to_string();
        assert!(err.contains("trained on rust but the input is c"), "{err}");
        let s = setup(C.into(), options("model-pardis", c())).unwrap();
        assert!(s.model_note.unwrap().contains("trained C model"));
        let mut online = options("type-batched", c());
        online.model = ModelSource::Online;
        let s = setup(C.into(), online).unwrap();
        assert!(s.model_note.unwrap().contains("learns during the run"));
    }

    #[test]
    fn languages_by_name_and_by_file_name() {
        assert!(language(Some("text"), "a.c").unwrap().is_none());
        assert_eq!(language(None, "a.c").unwrap().map(|l| l.name), Some("c"));
        assert!(language(Some("cobol"), "a.c")
            .unwrap_err()
            .to_string()
            .contains("unknown language `cobol`"));
        assert!(is_algorithm("auto") && is_algorithm("pardis") && !is_algorithm("nope"));
        assert!(is_algorithm("pipeline") && needs_grammar("pipeline") && !needs_grammar("auto"));
        assert_eq!(tree_algorithms().next().map(|a| a.name), Some(AUTO_TREE));
        assert!(algorithm_help().contains("\n    pipeline "));
    }
}
