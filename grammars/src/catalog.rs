//! What every language is, whether or not this build has its grammar: the
//! playground's first page lists all languages from a build with none, and
//! loads a language's grammar only when a run needs it.
//!
//! An entry names the language, its title, its file extensions and its cargo
//! feature; `registry.rs` builds the table of the enabled languages from it.

/// A language's names and file name extensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LanguageMeta {
    /// Short name used on the command line and in URLs: `"c"`, `"cpp"`, ...
    pub name: &'static str,
    /// Name for people: `"C++"`.
    pub title: &'static str,
    /// File name extensions, without the dot.
    pub extensions: &'static [&'static str],
    /// The cargo feature that builds its grammar in (TSX comes with
    /// TypeScript's).
    pub feature: &'static str,
}

macro_rules! meta {
    ($name:literal, $title:literal, [$($ext:literal),*], $feature:literal) => {
        LanguageMeta { name: $name, title: $title, extensions: &[$($ext),*], feature: $feature }
    };
}

pub const C: LanguageMeta = meta!("c", "C", ["c", "h", "i"], "c");
pub const CPP: LanguageMeta = meta!(
    "cpp",
    "C++",
    ["cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx", "h++", "ii", "ipp", "tpp"],
    "cpp"
);
pub const RUST: LanguageMeta = meta!("rust", "Rust", ["rs"], "rust");
pub const GO: LanguageMeta = meta!("go", "Go", ["go"], "go");
pub const JAVASCRIPT: LanguageMeta = meta!(
    "javascript",
    "JavaScript",
    ["js", "mjs", "cjs", "jsx"],
    "javascript"
);
pub const TYPESCRIPT: LanguageMeta = meta!(
    "typescript",
    "TypeScript",
    ["ts", "mts", "cts"],
    "typescript"
);
pub const TSX: LanguageMeta = meta!("tsx", "TSX", ["tsx"], "typescript");
pub const PYTHON: LanguageMeta = meta!("python", "Python", ["py", "pyi", "pyw"], "python");
pub const JAVA: LanguageMeta = meta!("java", "Java", ["java"], "java");
pub const JSON: LanguageMeta = meta!("json", "JSON", ["json"], "json");
pub const HTML: LanguageMeta = meta!("html", "HTML", ["html", "htm", "xhtml"], "html");
pub const XML: LanguageMeta = meta!(
    "xml",
    "XML",
    ["xml", "svg", "xsd", "xsl", "xslt", "plist"],
    "xml"
);

/// The playground's engine build that carries JSON's, HTML's and XML's
/// grammars: together they add about 21 KB (brotli) to the engine without
/// grammars, so one build serves the three (two fewer builds of the
/// worker in `scripts/build-web`).
pub const MARKUP_ENGINE: &str = "markup";

impl LanguageMeta {
    /// The playground's engine build that carries every grammar
    /// (`whittle_worker_all.wasm`): fetched only for a set of files whose
    /// languages need two or more of the other engines, so that each file
    /// reduces in its own language, as on the command line.
    pub const ALL_ENGINE: &'static str = "all";

    /// The playground's engine build that carries this language's grammar
    /// (`whittle_worker_NAME.wasm`): its feature's name, or
    /// [`MARKUP_ENGINE`].
    pub fn engine(&self) -> &'static str {
        match self.feature {
            "json" | "html" | "xml" => MARKUP_ENGINE,
            feature => feature,
        }
    }
}

/// Every language whittle knows, built into this build or not, in the
/// registry's order.
pub const CATALOG: &[LanguageMeta] = &[
    C, CPP, RUST, GO, JAVASCRIPT, TYPESCRIPT, TSX, PYTHON, JAVA, JSON, HTML, XML,
];

/// Every language whittle knows.
pub fn catalog() -> &'static [LanguageMeta] {
    CATALOG
}

/// Whether a model file for the learning-guided reducers ships for the
/// language (known without its grammar).
pub fn has_trained_model(name: &str) -> bool {
    matches!(name, "c" | "rust" | "javascript")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn built(feature: &str) -> bool {
        match feature {
            "c" => cfg!(feature = "c"),
            "cpp" => cfg!(feature = "cpp"),
            "rust" => cfg!(feature = "rust"),
            "go" => cfg!(feature = "go"),
            "javascript" => cfg!(feature = "javascript"),
            "typescript" => cfg!(feature = "typescript"),
            "python" => cfg!(feature = "python"),
            "java" => cfg!(feature = "java"),
            "json" => cfg!(feature = "json"),
            "html" => cfg!(feature = "html"),
            "xml" => cfg!(feature = "xml"),
            other => panic!("no feature {other}"),
        }
    }

    /// `scripts/build-web` builds every engine with exactly its languages'
    /// features.
    #[test]
    fn the_web_build_builds_each_engine_with_its_languages() {
        let script = include_str!("../../scripts/build-web");
        let loop_list: Vec<&str> = script
            .lines()
            .find_map(|l| l.trim().strip_prefix("for lang in ")?.strip_suffix("; do"))
            .expect("the loop over the one-language engines")
            .split_whitespace()
            .collect();
        let mut single: Vec<&str> = CATALOG
            .iter()
            .map(|m| m.engine())
            .filter(|e| *e != MARKUP_ENGINE)
            .collect();
        single.dedup();
        assert_eq!(loop_list, single);
        let markup: Vec<String> = CATALOG
            .iter()
            .filter(|m| m.engine() == MARKUP_ENGINE)
            .map(|m| format!("lang-{}", m.feature))
            .collect();
        let line = format!(
            "build worker_{MARKUP_ENGINE} \"worker,{}\"",
            markup.join(",")
        );
        assert!(script.contains(&line), "no `{line}` in scripts/build-web");
        let mut every: Vec<String> = CATALOG
            .iter()
            .map(|m| format!("lang-{}", m.feature))
            .collect();
        every.dedup();
        let line = format!(
            "build worker_{} \"worker,{}\"",
            LanguageMeta::ALL_ENGINE,
            every.join(",")
        );
        assert!(script.contains(&line), "no `{line}` in scripts/build-web");
    }

    #[test]
    fn the_registry_has_exactly_the_catalogued_languages_whose_feature_is_on() {
        let in_registry: Vec<&str> = crate::languages().iter().map(|l| l.name).collect();
        let expected: Vec<&str> = CATALOG
            .iter()
            .filter(|m| built(m.feature))
            .map(|m| m.name)
            .collect();
        assert_eq!(in_registry, expected);
        for m in CATALOG.iter().filter(|m| built(m.feature)) {
            assert_eq!(
                has_trained_model(m.name),
                crate::models::trained_model(m.name).is_some(),
                "{}",
                m.name
            );
        }
    }
}
