//! The setup of a reduction as the user typed it: input, language,
//! algorithm, units, syntax check, oracle and timeout. The form edits it
//! ([`Edit`]), a run is made from it ([`Setup::run_config`]), and share
//! links serialise it (`share.rs`).

use std::ops::Deref;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::oracle_form::{
    clang_file_name, oracle_spec, EndpointForm, OracleKind, OracleParts, ToolForm, DEFAULT_CODE,
    DEFAULT_PYTHON,
};
use crate::legacy_text::legacy_encoding;
use crate::protocol::{Isolation, LanguageInfo, RunConfig, MAX_CONCURRENCY};
use whittle_core::algorithms::tree::TREE_ALGORITHMS;

mod edit;
mod files;
pub use edit::Edit;
pub use files::{file_language, make_set};

/// The default timeout per test, as typed: measured by the check runs.
const DEFAULT_TIMEOUT_MS: &str = "auto";
/// The limit the check runs get when the timeout is `auto` (they set the
/// one for the rest of the run).
pub const CHECK_TIMEOUT_MS: u32 = 30_000;

/// The setup as components get it: compared by identity. The app makes a
/// new one for every change, and comparing inputs of megabytes on every
/// progress report (Yew compares properties before each redraw) would
/// stall the page.
#[derive(Clone, Debug)]
pub struct SetupRef(pub Rc<Setup>);

impl PartialEq for SetupRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Deref for SetupRef {
    type Target = Setup;

    fn deref(&self) -> &Setup {
        &self.0
    }
}

/// The units the form offers, in pass order.
pub const UNIT_CHOICES: &[&str] = &[
    "line,char",
    "line",
    "token",
    "char",
    "byte",
    "line,token,char",
];

/// Slow motion's settings: milliseconds before each test, and their label.
pub const DELAY_CHOICES: &[(u32, &str)] = &[
    (0, "off"),
    (250, "0.25 s"),
    (500, "0.5 s"),
    (1000, "1 s"),
    (2000, "2 s"),
];

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    pub input: String,
    pub file_name: Option<String>,
    /// `auto`, a language name, or `text`.
    pub language: String,
    pub algorithm: String,
    /// The list algorithms' units, comma-separated in pass order.
    pub units: String,
    /// List algorithms with a language: candidates must parse as well as
    /// the input.
    #[serde(default = "yes")]
    pub syntax_check: bool,
    /// The default pipeline answers changes the oracle refused before, and
    /// strandings of a name it refused, without asking it again.
    #[serde(default = "yes")]
    pub memory: bool,
    pub oracle_kind: OracleKind,
    pub code: String,
    pub endpoint: EndpointForm,
    /// A Python oracle's module (it defines `interesting`).
    #[serde(default = "default_python")]
    pub python: String,
    /// The TypeScript compiler's options and expectation.
    #[serde(default)]
    pub typescript: ToolForm,
    /// clang's flags and expectation.
    #[serde(default = "ToolForm::clang")]
    pub clang: ToolForm,
    /// Kept as typed, so that nothing typed is lost: milliseconds or `auto`.
    pub timeout_ms: String,
    /// A JavaScript oracle: a fresh realm per test, or one shared realm.
    #[serde(default)]
    pub isolation: Isolation,
    /// A JavaScript oracle's workers as typed; empty for the browser's
    /// cores (at most 16).
    #[serde(default)]
    pub workers: String,
    /// Tests of the original before reducing, as typed.
    #[serde(default = "three")]
    pub check_runs: String,
    /// A candidate is interesting when at least `min_interesting` of up to
    /// `repeat` runs are (flaky oracles), as typed.
    #[serde(default = "one")]
    pub repeat: String,
    #[serde(default = "one")]
    pub min_interesting: String,
    /// Slow motion for teaching: milliseconds between tests (0: none).
    #[serde(default)]
    pub delay_ms: u32,
    /// The input's exact bytes when they are not UTF-8 text (a binary or a
    /// Latin-1 file); `input` is then empty and the page shows them as hex.
    /// Base64 in share links and storage.
    #[serde(
        default,
        with = "base64_bytes",
        skip_serializing_if = "Option::is_none"
    )]
    pub binary: Option<Vec<u8>>,
    /// A test case made of files (`files.rs`): the set's encoding, and
    /// `input` and `binary` are empty. Base64 in share links and storage.
    #[serde(
        default,
        with = "base64_bytes",
        skip_serializing_if = "Option::is_none"
    )]
    pub files: Option<Vec<u8>>,
    /// For `auto` and an input without a file name: the language its
    /// content clearly is (`detect.rs`), which a run then uses. Worked out
    /// again from the input, never stored.
    #[serde(skip)]
    pub guessed: Option<&'static str>,
}

/// `Option<Vec<u8>>` as a base64 string in JSON.
pub(super) mod base64_bytes {
    use base64::engine::general_purpose::STANDARD;
    use base64::Engine;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(bytes: &Option<Vec<u8>>, s: S) -> Result<S::Ok, S::Error> {
        match bytes {
            Some(bytes) => s.serialize_str(&STANDARD.encode(bytes)),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<u8>>, D::Error> {
        let text: Option<String> = Option::deserialize(d)?;
        text.map(|t| STANDARD.decode(t).map_err(serde::de::Error::custom))
            .transpose()
    }
}

fn yes() -> bool {
    true
}

fn one() -> String {
    "1".to_string()
}

fn three() -> String {
    "3".to_string()
}

fn default_python() -> String {
    DEFAULT_PYTHON.to_string()
}

/// A typed count, or `default` when it is not one.
fn count(typed: &str, default: u32) -> u32 {
    typed.trim().parse().unwrap_or(default)
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            input: String::new(),
            file_name: None,
            language: "auto".to_string(),
            algorithm: "auto".to_string(),
            units: "line,char".to_string(),
            syntax_check: true,
            memory: true,
            oracle_kind: OracleKind::Javascript,
            code: DEFAULT_CODE.to_string(),
            endpoint: EndpointForm::default(),
            python: default_python(),
            typescript: ToolForm::default(),
            clang: ToolForm::clang(),
            timeout_ms: DEFAULT_TIMEOUT_MS.to_string(),
            isolation: Isolation::Fresh,
            workers: String::new(),
            check_runs: three(),
            repeat: one(),
            min_interesting: one(),
            delay_ms: 0,
            binary: None,
            files: None,
            guessed: None,
        }
    }
}

pub fn is_tree_algorithm(name: &str) -> bool {
    TREE_ALGORITHMS.iter().any(|a| a.name == name)
}

impl Setup {
    /// The encoding of an input that is not UTF-8 but clearly text.
    pub fn legacy_encoding(&self) -> Option<&'static str> {
        self.binary.as_deref().and_then(legacy_encoding)
    }

    /// The oracle's identity (its kind, code and endpoint), to recognise
    /// one this browser already runs when a link brings it back.
    pub fn oracle_fingerprint(&self) -> String {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        format!("{:?}", self.oracle_kind).hash(&mut hasher);
        self.code.hash(&mut hasher);
        format!("{:?}", self.endpoint).hash(&mut hasher);
        match self.oracle_kind {
            OracleKind::Python => self.python.hash(&mut hasher),
            OracleKind::Typescript => format!("{:?}", self.typescript).hash(&mut hasher),
            OracleKind::Clang => format!("{:?}", self.clang).hash(&mut hasher),
            OracleKind::Javascript | OracleKind::Endpoint => {}
        }
        format!("{:016x}", hasher.finish())
    }

    /// A compiler oracle's fields (TypeScript's or clang's).
    pub fn tool_mut(&mut self, kind: OracleKind) -> &mut ToolForm {
        match kind {
            OracleKind::Clang => &mut self.clang,
            _ => &mut self.typescript,
        }
    }

    /// The input's exact bytes (a set's encoding).
    pub fn input_bytes(&self) -> &[u8] {
        self.files
            .as_deref()
            .or(self.binary.as_deref())
            .unwrap_or(self.input.as_bytes())
    }

    /// Forgets an oracle (a shared link's, when the user discards it).
    pub fn reset_oracle(&mut self) {
        self.code = DEFAULT_CODE.to_string();
        self.endpoint = EndpointForm::default();
        self.python = default_python();
        self.typescript = ToolForm::default();
        self.clang = ToolForm::clang();
        self.oracle_kind = OracleKind::Javascript;
    }

    /// The language a run uses: the choice, or the file name's for `auto`.
    pub fn resolved_language<'a>(&self, languages: &'a [LanguageInfo]) -> Option<&'a LanguageInfo> {
        if self.is_set() {
            return self.set_language(languages);
        }
        if self.binary.is_some() {
            // Bytes that are not UTF-8 have no parse.
            return None;
        }
        match self.language.as_str() {
            "text" => None,
            "auto" => match self.file_name.as_deref() {
                Some(name) => {
                    let ext = name.rsplit_once('.')?.1;
                    languages
                        .iter()
                        .find(|l| l.extensions.iter().any(|e| e.eq_ignore_ascii_case(ext)))
                }
                None => languages
                    .iter()
                    .find(|l| Some(l.name.as_str()) == self.guessed),
            },
            name => languages.iter().find(|l| l.name == name),
        }
    }

    /// Keeps the algorithm valid for the language: tree algorithms need one.
    /// Nothing changes before the languages are known (an empty list), so a
    /// shared link's algorithm survives until they arrive.
    pub fn fix_algorithm(&mut self, languages: &[LanguageInfo]) {
        if !self.algorithm_fits(languages) {
            self.algorithm = "ddmin*".to_string();
        }
    }

    /// Whether the algorithm can run on the input as it is (a tree
    /// algorithm needs a language): what `fix_algorithm` leaves alone.
    pub fn algorithm_fits(&self, languages: &[LanguageInfo]) -> bool {
        languages.is_empty()
            || !is_tree_algorithm(&self.algorithm)
            || self.resolved_language(languages).is_some()
    }

    /// The per-test limit typed, `None` for `auto` (or anything that is
    /// not a number).
    pub fn explicit_timeout(&self) -> Option<u32> {
        self.timeout_ms.trim().parse::<u32>().ok().map(|t| t.max(1))
    }

    /// The limit known before a run: the typed one, or the check runs' for
    /// `auto` (a run reports the limit they set).
    pub fn timeout(&self) -> u32 {
        self.explicit_timeout().unwrap_or(CHECK_TIMEOUT_MS)
    }

    /// What a run of `algorithm` is asked to do.
    pub fn run_config(&self, algorithm: &str, languages: &[LanguageInfo]) -> RunConfig {
        RunConfig {
            // A set travels as its files.
            input: match self.files {
                Some(_) => Vec::new(),
                None => self.input_bytes().to_vec(),
            },
            files: self.run_files(),
            language: self.resolved_language(languages).map(|l| l.name.clone()),
            algorithm: algorithm.to_string(),
            units: self.units.split(',').map(str::to_string).collect(),
            oracle: oracle_spec(
                self.oracle_kind,
                OracleParts {
                    code: &self.code,
                    endpoint: &self.endpoint,
                    python: &self.python,
                    typescript: &self.typescript,
                    clang: &self.clang,
                    clang_file: clang_file_name(
                        self.file_name.as_deref(),
                        self.resolved_language(languages).map(|l| l.name.as_str()),
                    ),
                },
            ),
            timeout_ms: self.timeout(),
            syntax_check: self.syntax_check,
            memory: self.memory,
            auto_timeout: self.explicit_timeout().is_none(),
            isolation: self.isolation,
            // 0: the reduction worker takes the browser's cores.
            workers: count(&self.workers, 0).min(MAX_CONCURRENCY),
            check_runs: count(&self.check_runs, 3).clamp(1, 100),
            repeat: count(&self.repeat, 1).clamp(1, 100),
            min_interesting: count(&self.min_interesting, 1).max(1),
            delay_ms: self.delay_ms,
            text_encoding: self.legacy_encoding().map(str::to_string),
        }
    }

    /// Why nothing may run with this setup, if so.
    pub fn refusal(&self) -> Option<String> {
        if self.input_bytes().is_empty() {
            return Some("the input is empty: paste, open or drop a test case first".into());
        }
        if self.binary.is_some() && is_tree_algorithm(&self.algorithm) {
            return Some(format!(
                "{} reduces a parse tree, and this input is not UTF-8 text: choose a list algorithm (bytes, lines)",
                self.algorithm
            ));
        }
        match self.oracle_kind {
            OracleKind::Javascript if self.code.trim().is_empty() => {
                Some("the oracle is empty: write a function body that returns true or false".into())
            }
            OracleKind::Javascript => None,
            OracleKind::Endpoint => self.endpoint.problem(),
            OracleKind::Python if !self.python.contains("interesting") => Some(
                "the Python oracle defines no `interesting`: write def interesting(input, data): ..."
                    .into(),
            ),
            OracleKind::Python => None,
            OracleKind::Typescript => self.typescript.problem(),
            OracleKind::Clang => self.clang.problem(),
        }
    }

    /// The name a downloaded result gets: `NAME.reduced.EXT`.
    pub fn download_name(&self) -> String {
        if self.is_set() {
            let name = self.file_name.as_deref().unwrap_or("files");
            let stem = name.strip_suffix(".zip").unwrap_or(name);
            return format!("{stem}.reduced.zip");
        }
        match self.file_name.as_deref().and_then(|n| n.rsplit_once('.')) {
            Some((stem, ext)) => format!("{stem}.reduced.{ext}"),
            None => "reduced.txt".to_string(),
        }
    }
}

/// Words and punctuation marks, for the input's size line.
pub fn count_tokens(text: &str) -> usize {
    let mut count = 0;
    let mut in_word = false;
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' {
            if !in_word {
                count += 1;
                in_word = true;
            }
        } else {
            in_word = false;
            if !c.is_whitespace() {
                count += 1;
            }
        }
    }
    count
}

#[cfg(test)]
mod tests;
