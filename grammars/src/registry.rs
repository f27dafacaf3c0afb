//! The built-in languages: one table entry each.
//!
//! An entry holds the grammar, the language's trailing-separator policy and,
//! where vendored, its `grammar.json` with the version of the grammar crate it
//! was copied from (a test checks it against `Cargo.lock`). The registry finds
//! a language by name or by file name.

use std::rc::Rc;
use std::sync::OnceLock;

use whittle_core::algorithms::rewrite::{Reparse, UnitReturn, Vocabulary};

#[allow(unused_imports)] // a build without languages names none
use crate::catalog;
use crate::convert::{self, Trailing};
use crate::grammar_json::{Identifiers, OptionalGroups, Vendored};
use crate::node_types::NodeTypes;
use crate::validator::{NameKinds, SyntaxValidator};
use crate::Parsed;

/// A built-in language: a tree-sitter grammar and what whittle derives from
/// its metadata.
pub struct Language {
    /// Short name used on the command line and in URLs: `"c"`, `"cpp"`, ...
    pub name: &'static str,
    /// Name for people: `"C++"`.
    pub title: &'static str,
    /// File name extensions, without the dot.
    pub extensions: &'static [&'static str],
    ts: fn() -> tree_sitter::Language,
    node_types_json: &'static str,
    /// Which lists may end with a separator (`f(a, b,)`): decides which
    /// separator the last list element is grouped with.
    trailing_separators: Trailing,
    /// The grammar's rules, where they are vendored: only for the languages
    /// where grouping optional children with their tokens measurably raises
    /// the re-parse rate of single removals (`tests/removal_report.rs`). C,
    /// C++ and Go gain nothing on their samples (nor C on the csmith
    /// programs), so theirs would only make the repository and the wasm
    /// build bigger.
    grammar_json: Option<Vendored>,
    node_types: OnceLock<NodeTypes>,
    /// From the vendored `grammar.json`, where there is one (empty
    /// otherwise).
    optional_groups: OnceLock<OptionalGroups>,
    identifiers: OnceLock<Identifiers>,
}

#[cfg(any(feature = "c", feature = "cpp"))]
const C_TRAILING: Trailing = Trailing::In(&["initializer_list", "enumerator_list"]);

// A build without languages never calls it.
#[allow(unused_macros)]
macro_rules! language {
    ($meta:expr, $ts:expr, $node_types:expr,
     trailing: $trailing:expr $(, grammar_json: $file:literal, $krate:expr, $version:expr)?) => {
        Language {
            name: $meta.name,
            title: $meta.title,
            extensions: $meta.extensions,
            ts: || $ts.into(),
            node_types_json: $node_types,
            trailing_separators: $trailing,
            grammar_json: language!(@vendored $(, $file, $krate, $version)?),
            node_types: OnceLock::new(),
            optional_groups: OnceLock::new(),
            identifiers: OnceLock::new(),
        }
    };
    (@vendored) => { None };
    (@vendored, $file:literal, $krate:expr, $version:expr) => {
        Some(Vendored {
            krate: $krate,
            version: $version,
            json: include_str!(concat!("../grammar-json/", $file, ".json")),
        })
    };
}

/// How many languages this build has: one cargo feature each (TypeScript's
/// brings TSX), all on by default.
const COUNT: usize = cfg!(feature = "c") as usize
    + cfg!(feature = "cpp") as usize
    + cfg!(feature = "rust") as usize
    + cfg!(feature = "go") as usize
    + 2 * cfg!(feature = "typescript") as usize
    + cfg!(feature = "javascript") as usize
    + cfg!(feature = "python") as usize
    + cfg!(feature = "java") as usize
    + cfg!(feature = "json") as usize
    + cfg!(feature = "html") as usize
    + cfg!(feature = "xml") as usize;

static LANGUAGES: [Language; COUNT] = [
    #[cfg(feature = "c")]
    language!(catalog::C, tree_sitter_c::LANGUAGE, tree_sitter_c::NODE_TYPES, trailing: C_TRAILING),
    #[cfg(feature = "cpp")]
    language!(
        catalog::CPP,
        tree_sitter_cpp::LANGUAGE,
        tree_sitter_cpp::NODE_TYPES,
        trailing: C_TRAILING
    ),
    #[cfg(feature = "rust")]
    language!(
        catalog::RUST,
        tree_sitter_rust::LANGUAGE,
        tree_sitter_rust::NODE_TYPES,
        trailing: Trailing::All,
        grammar_json: "rust", "tree-sitter-rust", "0.24.2"
    ),
    #[cfg(feature = "go")]
    language!(catalog::GO, tree_sitter_go::LANGUAGE, tree_sitter_go::NODE_TYPES, trailing: Trailing::All),
    #[cfg(feature = "javascript")]
    language!(
        catalog::JAVASCRIPT,
        tree_sitter_javascript::LANGUAGE,
        tree_sitter_javascript::NODE_TYPES,
        trailing: Trailing::All,
        grammar_json: "javascript", "tree-sitter-javascript", "0.25.0"
    ),
    #[cfg(feature = "typescript")]
    language!(
        catalog::TYPESCRIPT,
        tree_sitter_typescript::LANGUAGE_TYPESCRIPT,
        tree_sitter_typescript::TYPESCRIPT_NODE_TYPES,
        trailing: Trailing::All,
        grammar_json: "typescript", "tree-sitter-typescript", "0.23.2"
    ),
    #[cfg(feature = "typescript")]
    language!(
        catalog::TSX,
        tree_sitter_typescript::LANGUAGE_TSX,
        tree_sitter_typescript::TSX_NODE_TYPES,
        trailing: Trailing::All,
        grammar_json: "tsx", "tree-sitter-typescript", "0.23.2"
    ),
    #[cfg(feature = "python")]
    language!(
        catalog::PYTHON,
        tree_sitter_python::LANGUAGE,
        tree_sitter_python::NODE_TYPES,
        trailing: Trailing::All,
        grammar_json: "python", "tree-sitter-python", "0.25.0"
    ),
    #[cfg(feature = "java")]
    language!(
        catalog::JAVA,
        tree_sitter_java::LANGUAGE,
        tree_sitter_java::NODE_TYPES,
        trailing: Trailing::In(&["array_initializer", "enum_body", "element_value_array_initializer"]),
        grammar_json: "java", "tree-sitter-java", "0.23.5"
    ),
    #[cfg(feature = "json")]
    language!(catalog::JSON, tree_sitter_json::LANGUAGE, tree_sitter_json::NODE_TYPES, trailing: Trailing::In(&[])),
    #[cfg(feature = "html")]
    language!(catalog::HTML, tree_sitter_html::LANGUAGE, tree_sitter_html::NODE_TYPES, trailing: Trailing::In(&[])),
    #[cfg(feature = "xml")]
    language!(
        catalog::XML,
        tree_sitter_xml::LANGUAGE_XML,
        tree_sitter_xml::XML_NODE_TYPES,
        trailing: Trailing::In(&[])
    ),
];

/// The built-in languages of this build, in a stable order.
pub fn languages() -> &'static [Language] {
    &LANGUAGES
}

/// The language with this short name (`"c"`, `"cpp"`, `"rust"`, ...), ASCII
/// case ignored.
pub fn by_name(name: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.name.eq_ignore_ascii_case(name))
}

/// The language for a file name or path, by its extension (ASCII case
/// ignored): `"a.c"`, `"src/x.hpp"`, `"y.tsx"`.
pub fn for_file_name(name: &str) -> Option<&'static Language> {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    let (_, ext) = base.rsplit_once('.')?;
    LANGUAGES
        .iter()
        .find(|l| l.extensions.iter().any(|e| e.eq_ignore_ascii_case(ext)))
}

impl Language {
    /// The tree-sitter language.
    pub fn tree_sitter(&self) -> tree_sitter::Language {
        (self.ts)()
    }

    pub(crate) fn node_types(&self) -> &NodeTypes {
        self.node_types
            .get_or_init(|| NodeTypes::parse(self.node_types_json))
    }

    /// Which of this language's lists may end with a separator.
    #[cfg(all(test, feature = "c"))]
    pub(crate) fn trailing_separators(&self) -> Trailing {
        self.trailing_separators
    }

    /// Which kinds are identifiers: from the vendored `grammar.json`'s
    /// word token, else by the naming convention.
    pub(crate) fn identifiers(&self) -> &Identifiers {
        self.identifiers
            .get_or_init(|| Identifiers::parse(self.grammar_json.as_ref().map(|v| v.json)))
    }

    pub(crate) fn optional_groups(&self) -> &OptionalGroups {
        self.optional_groups.get_or_init(|| {
            self.grammar_json
                .as_ref()
                .map(|v| OptionalGroups::parse(v.json))
                .unwrap_or_default()
        })
    }

    /// A parser set to this language.
    pub(crate) fn parser(&self) -> Result<tree_sitter::Parser, String> {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&self.tree_sitter())
            .map_err(|e| format!("{}: cannot load the grammar: {e}", self.name))?;
        Ok(parser)
    }

    /// Parses `source` into a reduction tree. Never panics; inputs of 4 GiB
    /// or more are an error. Parse errors are not: they become nodes with
    /// `error` set, counted in [`Parsed::error_nodes`].
    pub fn parse(&self, source: &[u8]) -> Result<Parsed, String> {
        if source.len() >= u32::MAX as usize {
            return Err("inputs of 4 GiB or more are not supported".to_string());
        }
        let mut parser = self.parser()?;
        let ts = parser
            .parse(source, None)
            .ok_or_else(|| format!("{}: the parser gave up", self.name))?;
        let (tree, error_nodes) = convert::convert(
            source,
            &ts,
            self.node_types(),
            self.optional_groups(),
            self.identifiers(),
            self.trailing_separators,
        );
        Ok(Parsed { tree, error_nodes })
    }

    /// The trained model of the learning-guided reducers for this language
    /// (JSON, see `whittle_core::learn::ModelFile`), if one ships.
    pub fn trained_model(&self) -> Option<&'static str> {
        crate::models::trained_model(self.name)
    }

    /// A validator that re-parses a candidate and accepts it iff it has at
    /// most `max_error_nodes` `ERROR`/`MISSING` nodes (a reduction passes the
    /// original's count).
    pub fn validator(&self, max_error_nodes: usize) -> SyntaxValidator {
        // Names by the naming convention too: JavaScript's
        // `shorthand_property_identifier` (`{ area }`) mentions a name
        // that renaming leaves alone.
        let is_name = |kind: &str| self.identifiers().contains(kind) || kind.contains("identifier");
        let kinds = NameKinds::new(&self.tree_sitter(), is_name);
        SyntaxValidator::new(self.parser().ok(), max_error_nodes).reading_names(kinds)
    }

    /// What the language gives the rewrite pass beyond a program's own
    /// texts: the bodies it accepts in place of any other of their kind
    /// (`filler`), and how a function returns nothing (`return-void`).
    ///
    /// Bodies only where the language's rules keep the result valid
    /// whatever the body was: Python's `pass`, a JavaScript or TypeScript
    /// block emptied, a Rust block as `{}` or `{ loop {} }` (of any type, as
    /// `loop` never ends). A C or Java body emptied breaks a function that
    /// returns a value, which the tree passes' statement removals reach
    /// anyway; there a function may become `void` instead.
    pub fn fillers(&self) -> Vocabulary {
        let (snippet, kinds): (&str, &[&str]) = match self.name {
            "python" => ("def f():\n    pass\n", &["block"]),
            "rust" => ("fn f() {}\nfn g() -> u8 { loop {} }\n", &["block"]),
            "javascript" | "typescript" | "tsx" => ("function f() {}\n", &["statement_block"]),
            _ => ("", &[]),
        };
        let mut vocabulary = match self.parse(snippet.as_bytes()) {
            Ok(parsed) if parsed.error_nodes == 0 => Vocabulary::fillers(&parsed.tree, kinds),
            _ => Vocabulary::default(),
        };
        let unit = |function: &str, unit_kind: &str, declarator: Option<&str>| UnitReturn {
            function: function.to_string(),
            unit: "void".to_string(),
            unit_kind: unit_kind.to_string(),
            returns: "return_statement".to_string(),
            bare_return: "return;".to_string(),
            declarator: declarator.map(str::to_string),
        };
        match self.name {
            "c" | "cpp" => {
                let c = unit(
                    "function_definition",
                    "primitive_type",
                    Some("function_declarator"),
                );
                vocabulary = vocabulary.with_unit_return(c);
            }
            "java" => {
                let java = unit("method_declaration", "void_type", None);
                vocabulary = vocabulary.with_unit_return(java);
            }
            _ => {}
        }
        vocabulary
    }

    /// The rewrite pass's re-parse: a text's tree, or why it cannot be
    /// used (it does not parse, or has more `ERROR`/`MISSING` nodes than
    /// `max_error_nodes`, the input's).
    pub fn reparse(&'static self, max_error_nodes: usize) -> Reparse {
        Rc::new(move |text: &[u8]| {
            let parsed = self.parse(text)?;
            if parsed.error_nodes > max_error_nodes {
                return Err(format!(
                    "its re-parse has {} error nodes, the input {max_error_nodes}",
                    parsed.error_nodes
                ));
            }
            Ok(parsed.tree)
        })
    }
}

impl std::fmt::Debug for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Language")
            .field("name", &self.name)
            .field("extensions", &self.extensions)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The vendored files must be the rules of the grammar crates that are
    /// built: a grammar update in `Cargo.lock` needs a fresh copy (from the
    /// crate's `src/grammar.json`) and a new version in the table.
    #[test]
    fn vendored_grammars_match_cargo_lock() {
        let lock = include_str!("../../Cargo.lock");
        for language in languages() {
            let Some(v) = &language.grammar_json else {
                continue;
            };
            let entries = lock.matches(&format!("name = \"{}\"\n", v.krate)).count();
            assert_eq!(entries, 1, "{}: one version in Cargo.lock", v.krate);
            let header = format!("name = \"{}\"\nversion = \"{}\"\n", v.krate, v.version);
            assert!(
                lock.contains(&header),
                "grammar-json/{}.json was copied from {} {}, but Cargo.lock has another version",
                language.name,
                v.krate,
                v.version
            );
            assert!(
                !language.optional_groups().is_empty(),
                "{}: no patterns in the vendored grammar.json",
                language.name
            );
        }
    }

    #[test]
    fn the_table_has_one_entry_per_enabled_language() {
        let names: Vec<_> = languages().iter().map(|l| l.name).collect();
        assert_eq!(names.len(), COUNT);
        for (i, name) in names.iter().enumerate() {
            assert!(!names[..i].contains(name), "{name} twice");
            assert_eq!(by_name(name).map(|l| l.name), Some(*name));
        }
    }

    /// Every filler snippet parses, and gives the bodies it is written for.
    #[test]
    fn fillers_are_the_bodies_each_language_accepts() {
        let expected: &[(&str, &str, &[&str])] = &[
            ("python", "block", &["pass"]),
            ("rust", "block", &["{}", "{ loop {} }"]),
            ("javascript", "statement_block", &["{}"]),
            ("typescript", "statement_block", &["{}"]),
            ("c", "compound_statement", &[]),
        ];
        // The unit return's kinds are the grammar's: in a snippet written
        // the language's way, the function has a child of the unit's kind
        // in a slot that accepts it, and a bare return.
        for (name, snippet) in [
            ("c", "void f(void) { return; }\n"),
            ("cpp", "void f() { return; }\n"),
            ("java", "class A { void f() { return; } }\n"),
        ] {
            let Some(language) = by_name(name) else {
                continue;
            };
            let unit = language.fillers().unit_return().cloned().unwrap();
            let tree = language.parse(snippet.as_bytes()).unwrap().tree;
            let function = tree
                .nodes()
                .find(|&(id, _)| tree.kind_name(id) == unit.function)
                .map(|(id, _)| id)
                .unwrap_or_else(|| panic!("{name}: no {}", unit.function));
            let typed = tree.node(function).children.iter().any(|&c| {
                tree.kind_name(c) == unit.unit_kind && tree.slot_accepts(c, &unit.unit_kind)
            });
            assert!(typed, "{name}: no {} child", unit.unit_kind);
            let bare = tree.nodes().any(|(id, _)| {
                tree.kind_name(id) == unit.returns
                    && tree.span(id).map(|s| &snippet.as_bytes()[s])
                        == Some(unit.bare_return.as_bytes())
            });
            assert!(bare, "{name}: no bare {}", unit.returns);
            if let Some(declarator) = &unit.declarator {
                assert!(
                    tree.nodes().any(|(id, _)| tree.kind_name(id) == declarator),
                    "{name}: no {declarator}"
                );
            }
        }
        for &(name, kind, texts) in expected {
            let Some(language) = by_name(name) else {
                continue;
            };
            let fillers = language.fillers();
            let got: Vec<&str> = fillers
                .fillers_of(kind)
                .iter()
                .map(|e| e.text.as_str())
                .collect();
            assert_eq!(got, texts, "{name}");
        }
    }
}
