//! The built-in languages: one table entry each.

use std::sync::OnceLock;

use crate::convert;
use crate::grammar_json::{self, OptionalGroups};
use crate::node_types::NodeTypes;
use crate::validator::SyntaxValidator;
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
    node_types: OnceLock<NodeTypes>,
    /// From the vendored `grammar.json`, where there is one (empty
    /// otherwise).
    optional_groups: OnceLock<OptionalGroups>,
}

/// Which lists of a language may end with a separator.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Trailing {
    /// Every list (Rust, Go, JavaScript, Python, ...).
    All,
    /// Only lists under these parent kinds (C's `initializer_list`).
    In(&'static [&'static str]),
}

impl Trailing {
    pub fn allowed(self, parent: &str) -> bool {
        match self {
            Trailing::All => true,
            Trailing::In(kinds) => kinds.contains(&parent),
        }
    }
}

const C_TRAILING: Trailing = Trailing::In(&["initializer_list", "enumerator_list"]);

macro_rules! language {
    ($name:expr, $title:expr, [$($ext:expr),*], $ts:expr, $node_types:expr, trailing: $trailing:expr) => {
        Language {
            name: $name,
            title: $title,
            extensions: &[$($ext),*],
            ts: || $ts.into(),
            node_types_json: $node_types,
            trailing_separators: $trailing,
            node_types: OnceLock::new(),
            optional_groups: OnceLock::new(),
        }
    };
}

static LANGUAGES: [Language; 12] = [
    language!("c", "C", ["c", "h", "i"], tree_sitter_c::LANGUAGE, tree_sitter_c::NODE_TYPES, trailing: C_TRAILING),
    language!(
        "cpp",
        "C++",
        ["cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx", "h++", "ii", "ipp", "tpp"],
        tree_sitter_cpp::LANGUAGE,
        tree_sitter_cpp::NODE_TYPES,
        trailing: C_TRAILING
    ),
    language!("rust", "Rust", ["rs"], tree_sitter_rust::LANGUAGE, tree_sitter_rust::NODE_TYPES, trailing: Trailing::All),
    language!("go", "Go", ["go"], tree_sitter_go::LANGUAGE, tree_sitter_go::NODE_TYPES, trailing: Trailing::All),
    language!(
        "javascript",
        "JavaScript",
        ["js", "mjs", "cjs", "jsx"],
        tree_sitter_javascript::LANGUAGE,
        tree_sitter_javascript::NODE_TYPES,
        trailing: Trailing::All
    ),
    language!(
        "typescript",
        "TypeScript",
        ["ts", "mts", "cts"],
        tree_sitter_typescript::LANGUAGE_TYPESCRIPT,
        tree_sitter_typescript::TYPESCRIPT_NODE_TYPES,
        trailing: Trailing::All
    ),
    language!(
        "tsx",
        "TSX",
        ["tsx"],
        tree_sitter_typescript::LANGUAGE_TSX,
        tree_sitter_typescript::TSX_NODE_TYPES,
        trailing: Trailing::All
    ),
    language!(
        "python",
        "Python",
        ["py", "pyi", "pyw"],
        tree_sitter_python::LANGUAGE,
        tree_sitter_python::NODE_TYPES,
        trailing: Trailing::All
    ),
    language!("java", "Java", ["java"], tree_sitter_java::LANGUAGE, tree_sitter_java::NODE_TYPES, trailing: Trailing::In(&["array_initializer", "enum_body", "element_value_array_initializer"])),
    language!("json", "JSON", ["json"], tree_sitter_json::LANGUAGE, tree_sitter_json::NODE_TYPES, trailing: Trailing::In(&[])),
    language!("html", "HTML", ["html", "htm", "xhtml"], tree_sitter_html::LANGUAGE, tree_sitter_html::NODE_TYPES, trailing: Trailing::In(&[])),
    language!(
        "xml",
        "XML",
        ["xml", "svg", "xsd", "xsl", "xslt", "plist"],
        tree_sitter_xml::LANGUAGE_XML,
        tree_sitter_xml::XML_NODE_TYPES,
        trailing: Trailing::In(&[])
    ),
];

/// All built-in languages, in a stable order.
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

    pub(crate) fn optional_groups(&self) -> &OptionalGroups {
        self.optional_groups.get_or_init(|| {
            grammar_json::vendored(self.name)
                .map(OptionalGroups::parse)
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
        SyntaxValidator::new(self.parser().ok(), max_error_nodes)
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
