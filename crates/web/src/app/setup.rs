//! The setup of a reduction as the user typed it: input, language,
//! algorithm, units, syntax check, oracle and timeout. The form edits it
//! ([`Edit`]), a run is made from it ([`Setup::run_config`]), and share
//! links serialise it (`share.rs`).

use std::ops::Deref;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::examples::Example;
use super::oracle_form::{
    self, oracle_spec, EndpointField, EndpointForm, OracleKind, DEFAULT_CODE,
};
use crate::legacy_text::legacy_encoding;
use crate::protocol::{Isolation, LanguageInfo, RunConfig, MAX_CONCURRENCY};
use whittle_core::algorithms::tree::TREE_ALGORITHMS;

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
    pub oracle_kind: OracleKind,
    pub code: String,
    pub endpoint: EndpointForm,
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
            oracle_kind: OracleKind::Javascript,
            code: DEFAULT_CODE.to_string(),
            endpoint: EndpointForm::default(),
            timeout_ms: DEFAULT_TIMEOUT_MS.to_string(),
            isolation: Isolation::Fresh,
            workers: String::new(),
            check_runs: three(),
            repeat: one(),
            min_interesting: one(),
            delay_ms: 0,
            binary: None,
            guessed: None,
        }
    }
}

/// One change the form makes.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    Input(String),
    Language(String),
    Algorithm(String),
    Units(String),
    SyntaxCheck(bool),
    OracleKind(OracleKind),
    Code(String),
    Endpoint(EndpointField, String),
    /// An endpoint preset by id.
    Preset(String),
    Timeout(String),
    /// Slow motion: milliseconds between tests.
    Delay(u32),
    Isolation(Isolation),
    Workers(String),
    CheckRuns(String),
    Repeat(String),
    MinInteresting(String),
    /// The repetition rule a flaky report proposes: repeat, at least.
    ApplyRule(u32, u32),
}

pub fn is_tree_algorithm(name: &str) -> bool {
    TREE_ALGORITHMS.iter().any(|a| a.name == name)
}

impl Setup {
    pub fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Input(text) => {
                // Typing makes the input text again.
                self.input = text;
                self.binary = None;
            }
            Edit::Language(language) => self.language = language,
            Edit::Algorithm(algorithm) => self.algorithm = algorithm,
            Edit::Units(units) => self.units = units,
            Edit::SyntaxCheck(on) => self.syntax_check = on,
            Edit::OracleKind(kind) => self.oracle_kind = kind,
            Edit::Code(code) => self.code = code,
            Edit::Endpoint(field, value) => self.endpoint.set(field, value),
            Edit::Preset(id) => {
                if let Some(form) = oracle_form::preset(&id) {
                    self.endpoint = form;
                    self.oracle_kind = OracleKind::Endpoint;
                }
            }
            Edit::Timeout(timeout) => self.timeout_ms = timeout,
            Edit::Delay(ms) => self.delay_ms = ms,
            Edit::Isolation(isolation) => self.isolation = isolation,
            Edit::Workers(workers) => self.workers = workers,
            Edit::CheckRuns(runs) => self.check_runs = runs,
            Edit::Repeat(repeat) => self.repeat = repeat,
            Edit::MinInteresting(min) => self.min_interesting = min,
            Edit::ApplyRule(repeat, min) => {
                self.repeat = repeat.to_string();
                self.min_interesting = min.to_string();
            }
        }
    }

    /// A gallery example: its input, language, algorithm and oracle.
    pub fn load_example(&mut self, example: &Example) {
        self.input = example.input.to_string();
        self.binary = None;
        self.file_name = Some(example.file_name.to_string());
        self.language = example.language.to_string();
        self.algorithm = example.algorithm.to_string();
        self.oracle_kind = OracleKind::Javascript;
        self.code = example.oracle.to_string();
    }

    /// An opened or dropped file, byte for byte: text when it is UTF-8,
    /// else kept as bytes. Its language comes from its name.
    pub fn load_file(&mut self, name: String, bytes: Vec<u8>) {
        match String::from_utf8(bytes) {
            Ok(text) => {
                self.input = text;
                self.binary = None;
            }
            Err(e) => {
                self.input = String::new();
                self.binary = Some(e.into_bytes());
            }
        }
        self.file_name = Some(name);
        self.language = "auto".to_string();
    }

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
        format!("{:016x}", hasher.finish())
    }

    /// The input's exact bytes.
    pub fn input_bytes(&self) -> &[u8] {
        self.binary.as_deref().unwrap_or(self.input.as_bytes())
    }

    /// Forgets an oracle (a shared link's, when the user discards it).
    pub fn reset_oracle(&mut self) {
        self.code = DEFAULT_CODE.to_string();
        self.endpoint = EndpointForm::default();
        self.oracle_kind = OracleKind::Javascript;
    }

    /// The language a run uses: the choice, or the file name's for `auto`.
    pub fn resolved_language<'a>(&self, languages: &'a [LanguageInfo]) -> Option<&'a LanguageInfo> {
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
        if languages.is_empty() {
            return;
        }
        if is_tree_algorithm(&self.algorithm) && self.resolved_language(languages).is_none() {
            self.algorithm = "ddmin*".to_string();
        }
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
            input: self.input_bytes().to_vec(),
            language: self.resolved_language(languages).map(|l| l.name.clone()),
            algorithm: algorithm.to_string(),
            units: self.units.split(',').map(str::to_string).collect(),
            oracle: oracle_spec(self.oracle_kind, &self.code, &self.endpoint),
            timeout_ms: self.timeout(),
            syntax_check: self.syntax_check,
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
        }
    }

    /// The name a downloaded result gets: `NAME.reduced.EXT`.
    pub fn download_name(&self) -> String {
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
mod tests {
    use super::*;

    fn languages() -> Vec<LanguageInfo> {
        vec![LanguageInfo {
            name: "c".into(),
            title: "C".into(),
            extensions: vec!["c".into(), "h".into()],
            trained_model: true,
            engine: "c".into(),
        }]
    }

    #[test]
    fn a_tree_algorithm_survives_until_the_languages_are_known() {
        let mut setup = Setup {
            language: "c".into(),
            algorithm: "perses".into(),
            ..Setup::default()
        };
        setup.fix_algorithm(&[]);
        assert_eq!(setup.algorithm, "perses");
        setup.fix_algorithm(&languages());
        assert_eq!(setup.algorithm, "perses");
        setup.language = "text".into();
        setup.fix_algorithm(&languages());
        assert_eq!(setup.algorithm, "ddmin*");
    }

    #[test]
    fn a_file_that_is_not_utf8_stays_bytes_through_links_and_runs() {
        let mut setup = Setup::default();
        let latin1 = b"caf\xe9 bug\n".to_vec();
        setup.load_file("note.c".into(), latin1.clone());
        assert_eq!(setup.input, "");
        assert_eq!(setup.input_bytes(), &latin1[..]);
        assert!(
            setup.resolved_language(&languages()).is_none(),
            "no parse of bytes"
        );
        let config = setup.run_config("ddmin", &languages());
        assert_eq!(config.input, latin1);
        assert_eq!(config.text_encoding.as_deref(), Some("windows-1252"));
        let json = serde_json::to_string(&setup).unwrap();
        assert!(json.contains("\"binary\":\"Y2Fm6SBidWcK\""), "{json}");
        let back: Setup = serde_json::from_str(&json).unwrap();
        assert_eq!(back, setup);
        setup.algorithm = "pardis".into();
        assert!(setup.refusal().unwrap().contains("not UTF-8"));
        setup.apply(Edit::Input("typed".into()));
        assert_eq!(setup.binary, None);
        // A setup without the field (an older link) is text.
        let text: Setup =
            serde_json::from_str(&serde_json::to_string(&Setup::default()).unwrap()).unwrap();
        assert_eq!(text.binary, None);
    }

    #[test]
    fn auto_uses_a_confident_guess_for_an_input_without_a_name() {
        let mut setup = Setup {
            input: "#include <stdio.h>\nint main(void) { return 0; }\n".into(),
            guessed: Some("c"),
            ..Setup::default()
        };
        assert_eq!(setup.resolved_language(&languages()).unwrap().name, "c");
        assert_eq!(
            setup.run_config("pardis", &languages()).language.as_deref(),
            Some("c")
        );
        // Never stored: worked out again from the input.
        assert!(!serde_json::to_string(&setup).unwrap().contains("guessed"));
        setup.language = "text".into();
        assert!(setup.resolved_language(&languages()).is_none());
    }

    #[test]
    fn auto_takes_the_language_from_the_file_name() {
        let mut setup = Setup::default();
        setup.load_file("x.H".into(), b"int a;".to_vec());
        assert_eq!(setup.resolved_language(&languages()).unwrap().name, "c");
        let config = setup.run_config("pardis", &languages());
        assert_eq!(config.language.as_deref(), Some("c"));
        assert_eq!(config.input, b"int a;");
        assert_eq!(setup.download_name(), "x.reduced.H");
    }

    #[test]
    fn edits_change_one_field_and_refusals_say_why() {
        let mut setup = Setup::default();
        assert!(setup.refusal().unwrap().contains("input is empty"));
        setup.apply(Edit::Input("a bug".into()));
        assert_eq!(setup.refusal(), None);
        setup.apply(Edit::Code("  ".into()));
        assert!(setup.refusal().unwrap().contains("oracle is empty"));
        setup.apply(Edit::Preset("serve".into()));
        assert_eq!(setup.oracle_kind, OracleKind::Endpoint);
        setup.apply(Edit::Timeout("x".into()));
        assert_eq!(setup.timeout(), CHECK_TIMEOUT_MS);
        assert!(setup.run_config("ddmin", &[]).auto_timeout);
        setup.apply(Edit::Timeout("250".into()));
        let config = setup.run_config("ddmin", &[]);
        assert_eq!((config.timeout_ms, config.auto_timeout), (250, false));
        assert_eq!(count_tokens("int a = 5;"), 5);
    }

    #[test]
    fn trust_settings_default_sensibly_and_old_links_open() {
        let config = Setup::default().run_config("ddmin", &[]);
        assert!(config.auto_timeout);
        assert_eq!(config.isolation, Isolation::Fresh);
        assert_eq!(config.workers, 0);
        assert_eq!(
            (config.check_runs, config.repeat, config.min_interesting),
            (3, 1, 1)
        );
        let mut setup = Setup::default();
        setup.apply(Edit::ApplyRule(5, 2));
        setup.apply(Edit::Workers("40".into()));
        setup.apply(Edit::Isolation(Isolation::Shared));
        let config = setup.run_config("ddmin", &[]);
        assert_eq!((config.repeat, config.min_interesting), (5, 2));
        assert_eq!(config.workers, MAX_CONCURRENCY);
        assert_eq!(config.isolation, Isolation::Shared);
        // A link made before these settings existed.
        let old = r#"{"input":"a","file_name":null,"language":"text","algorithm":"ddmin",
            "units":"line","oracle_kind":"javascript","code":"return true;",
            "endpoint":{},"timeout_ms":"5000"}"#;
        let setup: Setup = serde_json::from_str(old).unwrap();
        assert_eq!(setup.check_runs, "3");
        assert_eq!(setup.isolation, Isolation::Fresh);
        assert_eq!(setup.explicit_timeout(), Some(5000));
    }
}
