//! The oracle settings as the user types them: a JavaScript body, an HTTP
//! endpoint with a predicate over its answer (and the endpoint presets), a
//! Python `interesting` function, or the TypeScript compiler's options with
//! what its diagnostics must show.

use serde::{Deserialize, Serialize};

use crate::protocol::{EndpointSpec, Expect, OracleSpec, MAX_CONCURRENCY};

pub const DEFAULT_CODE: &str = "// `input` is the candidate (a string). Return true if it is still\n// interesting, false if not. `await` is allowed.\nreturn input.includes('bug');\n";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OracleKind {
    Javascript,
    Endpoint,
    Python,
    Typescript,
    Clang,
}

impl OracleKind {
    /// Every kind, with the name the kind menu shows.
    pub const ALL: [(OracleKind, &'static str, &'static str); 5] = [
        (OracleKind::Javascript, "javascript", "JavaScript"),
        (OracleKind::Python, "python", "Python (Pyodide)"),
        (OracleKind::Typescript, "typescript", "TypeScript compiler"),
        (OracleKind::Clang, "clang", "C/C++ compiler (clang)"),
        (OracleKind::Endpoint, "endpoint", "remote endpoint"),
    ];

    pub fn from_value(value: &str) -> OracleKind {
        OracleKind::ALL
            .iter()
            .find(|(_, v, _)| *v == value)
            .map_or(OracleKind::Javascript, |(k, _, _)| *k)
    }
}

pub const DEFAULT_PYTHON: &str = "# `input` is the candidate's text, `data` its bytes. Return True if it\n# is still interesting. An exception counts as not interesting.\n# run_python(source) -> (exit_code, stdout, stderr) runs a program.\ndef interesting(input: str, data: bytes) -> bool:\n    return 'bug' in input\n";

/// How a toolchain's output is read: a regular expression over it, or a
/// JavaScript function body.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExpectMode {
    #[default]
    Regex,
    Function,
}

/// A compiler oracle's fields as typed: the command-line options and the
/// expectation in both modes (switching keeps the other one).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ToolForm {
    pub options: String,
    pub mode: ExpectMode,
    pub pattern: String,
    pub body: String,
}

impl Default for ToolForm {
    fn default() -> Self {
        ToolForm::typescript()
    }
}

impl ToolForm {
    /// The TypeScript compiler's defaults.
    pub fn typescript() -> ToolForm {
        ToolForm {
            options: "--strict --target es2022".to_string(),
            mode: ExpectMode::Regex,
            pattern: "TS2322".to_string(),
            body: "// diagnostics: [{ code, message, file, start }] (message flattened)\nreturn diagnostics.some((d) => d.code === 2322);\n".to_string(),
        }
    }

    /// clang's defaults.
    pub fn clang() -> ToolForm {
        ToolForm {
            options: "-fsyntax-only -Wall".to_string(),
            mode: ExpectMode::Regex,
            pattern: "warning:".to_string(),
            body: "// code: clang's exit code; stdout, stderr: its output\nreturn /warning:/.test(stderr);\n".to_string(),
        }
    }
}

/// One compiler field, for the form's single update message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolField {
    Options,
    Pattern,
    Body,
}

impl ToolForm {
    pub fn set(&mut self, field: ToolField, value: String) {
        match field {
            ToolField::Options => self.options = value,
            ToolField::Pattern => self.pattern = value,
            ToolField::Body => self.body = value,
        }
    }

    pub fn expect(&self) -> Expect {
        match self.mode {
            ExpectMode::Regex => Expect::Regex {
                pattern: self.pattern.clone(),
            },
            ExpectMode::Function => Expect::Function {
                body: self.body.clone(),
            },
        }
    }

    /// What is wrong before anything runs, if anything.
    pub fn problem(&self) -> Option<String> {
        match self.mode {
            ExpectMode::Regex if self.pattern.is_empty() => Some(
                "the expected pattern is empty: type a regular expression the compiler's output must match"
                    .to_string(),
            ),
            ExpectMode::Function if self.body.trim().is_empty() => Some(
                "the predicate is empty: return true when the compiler's answer means interesting"
                    .to_string(),
            ),
            _ => None,
        }
    }
}

/// `text` quoted for a POSIX shell.
fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// The command line that runs the same oracle natively, for the share bar:
/// `Ok(line)`, or `Err(why)` when no preset of `whittle reduce` says it.
pub fn command_line(
    kind: OracleKind,
    file: &str,
    tool: &ToolForm,
) -> Option<Result<String, String>> {
    let file = if file.is_empty() { "FILE" } else { file };
    let file = if file
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "._-/".contains(c))
    {
        file.to_string()
    } else {
        shell_quote(file)
    };
    match kind {
        OracleKind::Python => Some(Ok(format!("whittle reduce {file} --python oracle.py"))),
        OracleKind::Typescript | OracleKind::Clang => {
            let (flag, tool_name) = if kind == OracleKind::Clang {
                ("--clang", "clang")
            } else {
                ("--tsc", "tsc")
            };
            Some(match tool.mode {
                ExpectMode::Regex => Ok(format!(
                    "whittle reduce {file} {flag} {} --expect {}",
                    shell_quote(tool.options.trim()),
                    shell_quote(&tool.pattern)
                )),
                ExpectMode::Function => Err(format!(
                    "the predicate is a JavaScript function: on the command line, use --test with a script that runs {tool_name}"
                )),
            })
        }
        OracleKind::Javascript | OracleKind::Endpoint => None,
    }
}

/// The endpoint fields, kept as typed (the concurrency too) so that nothing
/// typed is lost, not even an invalid number.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct EndpointForm {
    pub url: String,
    pub method: String,
    pub headers: String,
    pub body: String,
    pub predicate: String,
    pub concurrency: String,
}

impl Default for EndpointForm {
    fn default() -> Self {
        let spec = EndpointSpec::default();
        EndpointForm {
            url: spec.url,
            method: spec.method,
            headers: spec.headers,
            body: spec.body,
            predicate: spec.predicate,
            concurrency: spec.concurrency.to_string(),
        }
    }
}

/// One endpoint field, for the form's single update message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndpointField {
    Url,
    Method,
    Headers,
    Body,
    Predicate,
    Concurrency,
}

impl EndpointForm {
    pub fn set(&mut self, field: EndpointField, value: String) {
        match field {
            EndpointField::Url => self.url = value,
            EndpointField::Method => self.method = value,
            EndpointField::Headers => self.headers = value,
            EndpointField::Body => self.body = value,
            EndpointField::Predicate => self.predicate = value,
            EndpointField::Concurrency => self.concurrency = value,
        }
    }

    pub fn spec(&self) -> EndpointSpec {
        EndpointSpec {
            url: self.url.trim().to_string(),
            method: self.method.clone(),
            headers: self.headers.clone(),
            body: self.body.clone(),
            predicate: self.predicate.clone(),
            concurrency: self
                .concurrency
                .trim()
                .parse::<u32>()
                .unwrap_or(1)
                .clamp(1, MAX_CONCURRENCY),
        }
    }

    /// What is wrong with the settings before anything is sent, if anything.
    pub fn problem(&self) -> Option<String> {
        if self.url.trim().is_empty() {
            return Some("the endpoint URL is empty: type one or pick a preset".to_string());
        }
        if self.predicate.trim().is_empty() {
            return Some(
                "the response predicate is empty: return true when the answer means interesting"
                    .to_string(),
            );
        }
        match self.concurrency.trim().parse::<u32>() {
            Ok(n) if (1..=MAX_CONCURRENCY).contains(&n) => None,
            _ => Some(format!(
                "the concurrency must be a whole number from 1 to {MAX_CONCURRENCY}, not `{}`",
                self.concurrency.trim()
            )),
        }
    }
}

/// The oracle a run uses.
/// The file a C or C++ candidate is compiled as: the input's name when it
/// has a C or C++ extension, else `input.c` (`input.cpp` for C++).
pub fn clang_file_name(file_name: Option<&str>, language: Option<&str>) -> String {
    const EXTENSIONS: &[&str] = &["c", "h", "cc", "cpp", "cxx", "c++", "hpp", "hh", "hxx", "C"];
    let base = file_name.map(|n| n.rsplit('/').next().unwrap_or(n));
    match base {
        Some(name)
            if name
                .rsplit_once('.')
                .is_some_and(|(stem, ext)| !stem.is_empty() && EXTENSIONS.contains(&ext)) =>
        {
            name.to_string()
        }
        _ if language == Some("cpp") => "input.cpp".to_string(),
        _ => "input.c".to_string(),
    }
}

/// What each kind of oracle is made of, as the setup holds it.
pub struct OracleParts<'a> {
    pub code: &'a str,
    pub endpoint: &'a EndpointForm,
    pub python: &'a str,
    pub typescript: &'a ToolForm,
    pub clang: &'a ToolForm,
    /// The name a C or C++ candidate is compiled as.
    pub clang_file: String,
}

pub fn oracle_spec(kind: OracleKind, parts: OracleParts) -> OracleSpec {
    let OracleParts {
        code,
        endpoint,
        python,
        typescript,
        clang,
        clang_file,
    } = parts;
    match kind {
        OracleKind::Javascript => OracleSpec::Javascript {
            code: code.to_string(),
        },
        OracleKind::Endpoint => OracleSpec::Endpoint(endpoint.spec()),
        OracleKind::Python => OracleSpec::Python {
            code: python.to_string(),
        },
        OracleKind::Typescript => OracleSpec::Typescript {
            options: typescript.options.clone(),
            expect: typescript.expect(),
        },
        OracleKind::Clang => OracleSpec::Clang {
            flags: clang.options.clone(),
            file_name: clang_file,
            expect: clang.expect(),
        },
    }
}

pub struct Preset {
    pub id: &'static str,
    pub title: &'static str,
    pub note: &'static str,
    pub form: fn() -> EndpointForm,
}

pub const PRESETS: &[Preset] = &[
    Preset {
        id: "serve",
        title: "whittle serve",
        note: "`whittle serve --test ./check.sh --allow-origin <this page's origin>` (docs/serve.md); the raw candidate is POSTed, the answer is JSON with `interesting`",
        form: serve_preset,
    },
    Preset {
        id: "godbolt",
        title: "Compiler Explorer",
        note: "compiles on godbolt.org (cg132 is x86-64 gcc 13.2 for C; other ids: https://godbolt.org/api/compilers/c); the predicate looks for an internal compiler error",
        form: godbolt_preset,
    },
];

fn serve_preset() -> EndpointForm {
    EndpointForm {
        url: "http://127.0.0.1:8787/v1/test".to_string(),
        method: "POST".to_string(),
        headers: String::new(),
        body: "{{input}}".to_string(),
        predicate: "// whittle serve answers {\"interesting\": true|false, \"exit_status\", \"output\", ...}\nreturn status === 200 && JSON.parse(body).interesting === true;\n".to_string(),
        concurrency: "4".to_string(),
    }
}

fn godbolt_preset() -> EndpointForm {
    EndpointForm {
        url: "https://godbolt.org/api/compiler/cg132/compile".to_string(),
        method: "POST".to_string(),
        headers: "Content-Type: application/json\nAccept: application/json".to_string(),
        body: "{\"source\": \"{{input}}\", \"options\": {\"userArguments\": \"-O2\", \"filters\": {}}}"
            .to_string(),
        predicate: "// json: {code, stdout: [{text}], stderr: [{text}], asm: [...]}\n// 429 and 5xx are retried before this runs; any other error is not a compile.\nif (status !== 200 || json === undefined) throw new Error(`Compiler Explorer answered HTTP ${status}: ${body.slice(0, 200)}`);\nconst stderr = (json.stderr || []).map((line) => line.text).join('\\n');\nreturn json.code !== 0 && /internal compiler error/.test(stderr);\n".to_string(),
        concurrency: "2".to_string(),
    }
}

pub fn preset(id: &str) -> Option<EndpointForm> {
    PRESETS.iter().find(|p| p.id == id).map(|p| (p.form)())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn concurrency_is_checked_and_clamped() {
        let mut form = serve_preset();
        assert_eq!(form.problem(), None);
        assert_eq!(form.spec().concurrency, 4);
        form.concurrency = "0".into();
        assert!(form.problem().unwrap().contains("from 1 to"));
        form.concurrency = "lots".into();
        assert!(form.problem().unwrap().contains("`lots`"));
        assert_eq!(form.spec().concurrency, 1);
    }

    #[test]
    fn command_lines_say_the_native_presets() {
        let mut ts = ToolForm::default();
        assert_eq!(
            command_line(OracleKind::Python, "bug.py", &ts),
            Some(Ok("whittle reduce bug.py --python oracle.py".to_string()))
        );
        ts.options = "--strict".into();
        ts.pattern = "it's TS2322".into();
        assert_eq!(
            command_line(OracleKind::Typescript, "my file.ts", &ts),
            Some(Ok(
                "whittle reduce 'my file.ts' --tsc '--strict' --expect 'it'\\''s TS2322'"
                    .to_string()
            ))
        );
        ts.mode = ExpectMode::Function;
        assert!(command_line(OracleKind::Typescript, "a.ts", &ts)
            .unwrap()
            .unwrap_err()
            .contains("--test"));
        assert_eq!(command_line(OracleKind::Javascript, "a.js", &ts), None);
        let clang = ToolForm::clang();
        assert_eq!(
            command_line(OracleKind::Clang, "", &clang),
            Some(Ok(
                "whittle reduce FILE --clang '-fsyntax-only -Wall' --expect 'warning:'".to_string()
            ))
        );
    }

    #[test]
    fn a_candidate_is_compiled_under_its_c_or_cpp_name() {
        assert_eq!(clang_file_name(Some("bug.cpp"), Some("cpp")), "bug.cpp");
        assert_eq!(clang_file_name(Some("dir/x.c"), None), "x.c");
        assert_eq!(clang_file_name(Some("notes.txt"), Some("cpp")), "input.cpp");
        assert_eq!(clang_file_name(None, None), "input.c");
        assert_eq!(clang_file_name(Some(".c"), None), "input.c");
    }

    #[test]
    fn a_compiler_oracle_needs_its_expectation() {
        let mut ts = ToolForm::default();
        assert_eq!(ts.problem(), None);
        ts.pattern.clear();
        assert!(ts.problem().unwrap().contains("pattern is empty"));
        ts.mode = ExpectMode::Function;
        assert_eq!(ts.problem(), None);
        assert_eq!(
            ts.expect(),
            Expect::Function {
                body: ts.body.clone()
            }
        );
    }

    #[test]
    fn an_empty_url_is_a_problem() {
        assert!(EndpointForm::default()
            .problem()
            .unwrap()
            .contains("URL is empty"));
    }
}
