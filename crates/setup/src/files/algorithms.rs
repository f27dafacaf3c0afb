//! Each file's algorithm inside a set, built from the shell's options: its
//! language's default pipeline, one pass at a time (so a round of the set
//! runs every file's cheap pass before any file's thorough one), or the
//! whole algorithm asked for, as one pass.

use std::rc::Rc;

use whittle_core::algorithms::tree::TreeOptions;
use whittle_core::algorithms::ListOptions;
use whittle_core::files::is_binary;
use whittle_core::{Algorithm, Granularity};

use super::{file_language, SetOptions};
use crate::pipeline::{passes_for, Pass, PassFactory, PIPELINE};
use crate::{needs_grammar, resolve_algorithm, setup, ModelSource, SetupOptions, AUTO_LIST};

/// Builds each file's algorithm from the shell's options.
pub(super) struct FileAlgorithms {
    pub set: SetOptions,
    pub algorithm: String,
    pub units: Vec<Granularity>,
    pub syntax_check: bool,
    pub list: ListOptions,
    pub tree: TreeOptions,
    pub model: ModelSource,
}

impl FileAlgorithms {
    /// The options for the file at `path`: its language; a grammar's
    /// algorithm falls back to the list one for a file without grammar,
    /// and a binary file reduces by bytes.
    pub fn options(&self, path: &str, bytes: &[u8]) -> (SetupOptions<'_>, bool) {
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
            // A set runs its files' passes itself, and has no pump.
            pumps: false,
            memory: false,
        };
        let checked = language.is_some()
            && (options.syntax_check || needs_grammar(resolve_algorithm(algorithm, language)));
        (options, checked)
    }

    /// How many passes the file's algorithm has: the default pipeline's,
    /// or one.
    pub fn passes(&self, path: &str, bytes: &[u8]) -> usize {
        let (options, _) = self.options(path, bytes);
        passes_of(&options)
    }

    /// How many of the file's first passes run back to back: two where
    /// the pipeline starts with the language's fillers (they clear bodies
    /// for its first tree pass, which may free the files the file names
    /// before any other file's pass runs), else one.
    pub fn leading_passes(&self, path: &str, bytes: &[u8]) -> usize {
        let (options, _) = self.options(path, bytes);
        match options.language {
            Some(language) if passes_of(&options) > 1 => {
                1 + usize::from(passes_for(language)[0] == Pass::Fillers)
            }
            _ => 1,
        }
    }

    /// Pass `pass` of the file's algorithm over `bytes`, with the prefix
    /// of its counters when the algorithm has several passes; with
    /// `one_pass`, a tree pass makes one sweep (the set's rounds repeat
    /// it), else sweeps to its fixed point.
    pub fn build(
        &self,
        path: &str,
        bytes: Vec<u8>,
        pass: usize,
        one_pass: bool,
    ) -> Result<(Box<dyn Algorithm>, Option<String>), String> {
        let (options, _) = self.options(path, &bytes);
        match options.language {
            Some(language) if passes_of(&options) > 1 => {
                let parsed = language.parse(&bytes)?;
                let tree = Rc::new(parsed.tree);
                let tree_options = TreeOptions {
                    one_pass,
                    ..options.tree
                };
                let factory = PassFactory::for_language(
                    language,
                    parsed.error_nodes,
                    tree_options,
                    options.list,
                );
                let vocabulary = Rc::new(factory.vocabulary(&tree));
                let step = passes_for(language)[pass];
                let algorithm = factory.build(step, bytes, Some(tree), &vocabulary)?;
                Ok((
                    algorithm,
                    Some(format!("pass{}.{}", pass + 1, step.label())),
                ))
            }
            _ => setup(bytes, options)
                .map(|s| (s.algorithm, None))
                .map_err(|e| e.to_string()),
        }
    }
}

/// How many passes an algorithm has: the default pipeline's, or one.
fn passes_of(options: &SetupOptions<'_>) -> usize {
    match options.language {
        Some(language) if resolve_algorithm(options.algorithm, Some(language)) == PIPELINE => {
            passes_for(language).len()
        }
        _ => 1,
    }
}
