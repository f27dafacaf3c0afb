//! The changes the form makes to a [`Setup`], one field at a time, and
//! the two that replace the input: a gallery example and an opened file.

use super::super::examples::Example;
use super::super::oracle_form::{self, EndpointField, ExpectMode, OracleKind, ToolField};
use super::Setup;
use crate::protocol::Isolation;
use whittle_core::files::{FileSet, SetFile};

/// One change the form makes.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    Input(String),
    Language(String),
    Algorithm(String),
    Units(String),
    SyntaxCheck(bool),
    /// The pipeline's memories of refusals on or off.
    Memory(bool),
    OracleKind(OracleKind),
    Code(String),
    Endpoint(EndpointField, String),
    /// The Python oracle's module.
    Python(String),
    /// A compiler oracle's field (TypeScript's or clang's).
    Tool(OracleKind, ToolField, String),
    ToolMode(OracleKind, ExpectMode),
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

impl Setup {
    pub fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Input(text) => {
                // Typing makes the input text again.
                self.input = text;
                self.binary = None;
                self.files = None;
            }
            Edit::Language(language) => self.language = language,
            Edit::Algorithm(algorithm) => self.algorithm = algorithm,
            Edit::Units(units) => self.units = units,
            Edit::SyntaxCheck(on) => self.syntax_check = on,
            Edit::Memory(on) => self.memory = on,
            Edit::OracleKind(kind) => self.oracle_kind = kind,
            Edit::Code(code) => self.code = code,
            Edit::Endpoint(field, value) => self.endpoint.set(field, value),
            Edit::Python(code) => self.python = code,
            Edit::Tool(kind, field, value) => self.tool_mut(kind).set(field, value),
            Edit::ToolMode(kind, mode) => self.tool_mut(kind).mode = mode,
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
        self.files = None;
        self.file_name = Some(example.file_name.to_string());
        if !example.files.is_empty() {
            let files = example
                .files
                .iter()
                .map(|(path, text)| SetFile::new(*path, *text));
            let set = FileSet::new(files.collect()).expect("the gallery's paths are valid");
            self.load_set(example.file_name.to_string(), &set);
        }
        self.language = example.language.to_string();
        self.algorithm = example.algorithm.to_string();
        self.oracle_kind = example.kind;
        match example.kind {
            OracleKind::Python => self.python = example.oracle.to_string(),
            OracleKind::Typescript | OracleKind::Clang => {
                let tool = self.tool_mut(example.kind);
                tool.options = example.options.to_string();
                tool.mode = ExpectMode::Regex;
                tool.pattern = example.oracle.to_string();
            }
            OracleKind::Javascript | OracleKind::Endpoint => self.code = example.oracle.to_string(),
        }
    }

    /// An opened or dropped file, byte for byte: text when it is UTF-8,
    /// else kept as bytes. Its language comes from its name.
    pub fn load_file(&mut self, name: String, bytes: Vec<u8>) {
        self.files = None;
        match String::from_utf8(bytes) {
            Ok(text) => {
                self.input = text;
                self.binary = None;
                self.files = None;
            }
            Err(e) => {
                self.input = String::new();
                self.binary = Some(e.into_bytes());
            }
        }
        self.file_name = Some(name);
        self.language = "auto".to_string();
    }
}
