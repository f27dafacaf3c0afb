//! The oracle settings as the user types them: a JavaScript body, or an HTTP
//! endpoint with a predicate over its answer, and the endpoint presets.

use serde::{Deserialize, Serialize};

use crate::protocol::{EndpointSpec, OracleSpec, MAX_CONCURRENCY};

pub const DEFAULT_CODE: &str = "// `input` is the candidate (a string). Return true if it is still\n// interesting, false if not. `await` is allowed.\nreturn input.includes('bug');\n";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OracleKind {
    Javascript,
    Endpoint,
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
pub fn oracle_spec(kind: OracleKind, code: &str, endpoint: &EndpointForm) -> OracleSpec {
    match kind {
        OracleKind::Javascript => OracleSpec::Javascript {
            code: code.to_string(),
        },
        OracleKind::Endpoint => OracleSpec::Endpoint(endpoint.spec()),
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
    fn an_empty_url_is_a_problem() {
        assert!(EndpointForm::default()
            .problem()
            .unwrap()
            .contains("URL is empty"));
    }
}
