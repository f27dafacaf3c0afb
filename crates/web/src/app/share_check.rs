//! A share link's setup, read field by field against the bounds of the
//! form: a link is someone else's text, so a value the form could not
//! show (a slow motion of 1,000 s, 99,999 repetitions, an algorithm this
//! playground lacks) is clamped or dropped with a note naming the field,
//! and the rest of the link still opens. What runs is what the form shows.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::oracle_form::{EndpointForm, ToolForm};
use super::setup::{Setup, DELAY_CHOICES, UNIT_CHOICES};
use crate::protocol::MAX_CONCURRENCY;
use whittle_core::algorithms::tree::TREE_ALGORITHMS;
use whittle_core::algorithms::ALGORITHMS;

/// The longest per-test limit a link may set: ten minutes.
pub const MAX_TIMEOUT_MS: u64 = 600_000;
/// The most check runs and repetitions the form takes.
pub const MAX_RUNS: u64 = 100;

/// The setup a link's JSON object describes, and a note for every field
/// that was changed or left out.
pub fn read_setup(object: &Map<String, Value>) -> (Setup, Vec<String>) {
    let mut reader = Reader {
        object,
        notes: Vec::new(),
    };
    let mut setup = Setup::default();
    reader.field("input", &mut setup.input);
    reader.field("file_name", &mut setup.file_name);
    reader.field("language", &mut setup.language);
    reader.field("syntax_check", &mut setup.syntax_check);
    reader.field("memory", &mut setup.memory);
    reader.field("oracle_kind", &mut setup.oracle_kind);
    reader.field("code", &mut setup.code);
    reader.field("python", &mut setup.python);
    reader.tool("typescript", &mut setup.typescript);
    reader.tool("clang", &mut setup.clang);
    reader.field("isolation", &mut setup.isolation);
    reader.binary(&mut setup.binary);
    reader.files(&mut setup.files);
    reader.algorithm(&mut setup.algorithm);
    reader.units(&mut setup.units);
    reader.endpoint(&mut setup.endpoint);
    reader.timeout(&mut setup.timeout_ms);
    reader.delay(&mut setup.delay_ms);
    reader.count(
        "workers",
        &mut setup.workers,
        1,
        u64::from(MAX_CONCURRENCY),
        true,
    );
    reader.count("check_runs", &mut setup.check_runs, 1, MAX_RUNS, false);
    reader.count("repeat", &mut setup.repeat, 1, MAX_RUNS, false);
    let repeat = setup.repeat.parse().unwrap_or(1);
    reader.count(
        "min_interesting",
        &mut setup.min_interesting,
        1,
        repeat,
        false,
    );
    let known = [
        "v",
        "input",
        "file_name",
        "language",
        "algorithm",
        "units",
        "syntax_check",
        "memory",
        "oracle_kind",
        "code",
        "python",
        "typescript",
        "clang",
        "endpoint",
        "timeout_ms",
        "isolation",
        "workers",
        "check_runs",
        "repeat",
        "min_interesting",
        "delay_ms",
        "binary",
        "files",
        // Read by `SharedSetup::from_json`: not part of the setup.
        "exercise",
    ];
    for name in object.keys().filter(|k| !known.contains(&k.as_str())) {
        reader
            .notes
            .push(format!("`{name}` is not a setting: ignored"));
    }
    (setup, reader.notes)
}

struct Reader<'a> {
    object: &'a Map<String, Value>,
    notes: Vec<String>,
}

impl Reader<'_> {
    /// Reads `name` into `slot` when the link has it; a value of the wrong
    /// kind leaves the default, with a note.
    fn field<T: DeserializeOwned>(&mut self, name: &str, slot: &mut T) {
        let Some(value) = self.object.get(name) else {
            return;
        };
        match T::deserialize(value) {
            Ok(read) => *slot = read,
            Err(e) => self.notes.push(format!(
                "`{name}` could not be read ({e}): the default is used"
            )),
        }
    }

    /// `binary`: the input's bytes as base64 text.
    fn binary(&mut self, slot: &mut Option<Vec<u8>>) {
        #[derive(serde::Deserialize)]
        struct Wrapped {
            #[serde(default, with = "super::setup::base64_bytes")]
            binary: Option<Vec<u8>>,
        }
        let Some(value) = self.object.get("binary") else {
            return;
        };
        match serde_json::from_value::<Wrapped>(serde_json::json!({ "binary": value })) {
            Ok(wrapped) => *slot = wrapped.binary,
            Err(e) => self.notes.push(format!(
                "`binary` could not be read ({e}): the input is left empty"
            )),
        }
    }

    /// `files`: a set of files, its encoding as base64 text; one that does
    /// not decode as a set is left out, with a note.
    fn files(&mut self, slot: &mut Option<Vec<u8>>) {
        #[derive(serde::Deserialize)]
        struct Wrapped {
            #[serde(default, with = "super::setup::base64_bytes")]
            files: Option<Vec<u8>>,
        }
        let Some(value) = self.object.get("files") else {
            return;
        };
        let read = serde_json::from_value::<Wrapped>(serde_json::json!({ "files": value }))
            .map_err(|e| e.to_string())
            .and_then(|w| match w.files {
                Some(bytes) => whittle_core::files::FileSet::decode(&bytes)
                    .map(|_| Some(bytes))
                    .map_err(|e| e.to_string()),
                None => Ok(None),
            });
        match read {
            Ok(files) => *slot = files,
            Err(e) => self.notes.push(format!(
                "`files` could not be read ({e}): the input is left empty"
            )),
        }
    }

    fn string(&mut self, name: &str) -> Option<String> {
        let value = self.object.get(name)?;
        match value.as_str() {
            Some(text) => Some(text.to_string()),
            None => {
                self.notes.push(format!(
                    "`{name}` is not text ({value}): the default is used"
                ));
                None
            }
        }
    }

    fn algorithm(&mut self, algorithm: &mut String) {
        let Some(wanted) = self.string("algorithm") else {
            return;
        };
        let known = wanted == "auto"
            || ALGORITHMS.iter().any(|a| a.name == wanted)
            || TREE_ALGORITHMS.iter().any(|a| a.name == wanted);
        if known {
            *algorithm = wanted;
        } else {
            self.notes.push(format!(
                "`algorithm`: this playground has no algorithm called `{wanted}`; auto is used"
            ));
        }
    }

    fn units(&mut self, units: &mut String) {
        let Some(wanted) = self.string("units") else {
            return;
        };
        if UNIT_CHOICES.contains(&wanted.as_str()) {
            *units = wanted;
        } else {
            self.notes.push(format!(
                "`units`: `{wanted}` is not one of {}; {units} is used",
                UNIT_CHOICES.join(" / ")
            ));
        }
    }

    fn endpoint(&mut self, endpoint: &mut EndpointForm) {
        let Some(Value::Object(fields)) = self.object.get("endpoint") else {
            if self.object.contains_key("endpoint") {
                self.notes
                    .push("`endpoint` is not a set of fields: the default is used".into());
            }
            return;
        };
        let mut inner = Reader {
            object: fields,
            notes: Vec::new(),
        };
        inner.field("url", &mut endpoint.url);
        inner.field("method", &mut endpoint.method);
        inner.field("headers", &mut endpoint.headers);
        inner.field("body", &mut endpoint.body);
        inner.field("predicate", &mut endpoint.predicate);
        let max = u64::from(MAX_CONCURRENCY);
        inner.count("concurrency", &mut endpoint.concurrency, 1, max, false);
        self.notes
            .extend(inner.notes.into_iter().map(|n| format!("endpoint {n}")));
    }

    /// `typescript` or `clang`: a compiler's options and expectation, each
    /// field read on its own (a bad one keeps its default, with a note).
    fn tool(&mut self, key: &str, form: &mut ToolForm) {
        let Some(Value::Object(fields)) = self.object.get(key) else {
            if self.object.contains_key(key) {
                self.notes.push(format!(
                    "`{key}` is not a set of fields: the default is used"
                ));
            }
            return;
        };
        let mut inner = Reader {
            object: fields,
            notes: Vec::new(),
        };
        inner.field("options", &mut form.options);
        inner.field("mode", &mut form.mode);
        inner.field("pattern", &mut form.pattern);
        inner.field("body", &mut form.body);
        for name in fields.keys() {
            if !["options", "mode", "pattern", "body"].contains(&name.as_str()) {
                inner
                    .notes
                    .push(format!("`{name}` is not a setting: ignored"));
            }
        }
        self.notes
            .extend(inner.notes.into_iter().map(|n| format!("{key} {n}")));
    }

    fn timeout(&mut self, timeout: &mut String) {
        let Some(value) = self.object.get("timeout_ms") else {
            return;
        };
        let typed = match value {
            Value::String(text) => text.trim().to_string(),
            Value::Number(n) => n.to_string(),
            other => other.to_string(),
        };
        if typed == "auto" {
            *timeout = typed;
            return;
        }
        match typed.parse::<u64>() {
            Ok(ms) if (1..=MAX_TIMEOUT_MS).contains(&ms) => *timeout = ms.to_string(),
            Ok(ms) if ms > MAX_TIMEOUT_MS => {
                *timeout = MAX_TIMEOUT_MS.to_string();
                self.notes.push(format!(
                    "`timeout_ms`: {ms} ms is over the limit of {MAX_TIMEOUT_MS}; {MAX_TIMEOUT_MS} is used"
                ));
            }
            _ => self.notes.push(format!(
                "`timeout_ms`: `{typed}` is neither auto nor a number of milliseconds from 1 to {MAX_TIMEOUT_MS}; auto is used"
            )),
        }
    }

    fn delay(&mut self, delay: &mut u32) {
        let Some(value) = self.object.get("delay_ms") else {
            return;
        };
        let wanted = value.as_f64().unwrap_or(f64::NAN);
        if let Some(&(ms, _)) = DELAY_CHOICES
            .iter()
            .find(|(ms, _)| f64::from(*ms) == wanted)
        {
            *delay = ms;
            return;
        }
        // The nearest choice of the menu (off for anything unreadable).
        let (ms, label) = DELAY_CHOICES
            .iter()
            .copied()
            .min_by(|a, b| {
                let distance = |ms: u32| (f64::from(ms) - wanted).abs();
                distance(a.0).total_cmp(&distance(b.0))
            })
            .filter(|_| wanted.is_finite())
            .unwrap_or(DELAY_CHOICES[0]);
        *delay = ms;
        self.notes.push(format!(
            "`delay_ms`: {value} is not a slow-motion setting; {label} is used"
        ));
    }

    /// A count typed into the form: a whole number from `min` to `max`
    /// (or empty, where `empty_ok`), clamped with a note.
    fn count(&mut self, name: &str, slot: &mut String, min: u64, max: u64, empty_ok: bool) {
        let Some(value) = self.object.get(name) else {
            return;
        };
        let typed = match value {
            Value::String(text) => text.trim().to_string(),
            other => other.to_string(),
        };
        if typed.is_empty() && empty_ok {
            slot.clear();
            return;
        }
        let (used, wanted) = match typed.parse::<f64>() {
            Ok(n) if n.fract() == 0.0 && (min as f64..=max as f64).contains(&n) => {
                *slot = format!("{n}");
                return;
            }
            Ok(n) if n.is_finite() => (
                format!("{}", n.trunc().clamp(min as f64, max as f64)),
                format!("within from {min} to {max}"),
            ),
            _ => (slot.clone(), format!("a whole number from {min} to {max}")),
        };
        self.notes.push(format!(
            "`{name}`: `{typed}` is not {wanted}; {used} is used"
        ));
        *slot = used;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Isolation;

    fn read(json: &str) -> (Setup, Vec<String>) {
        let value: Value = serde_json::from_str(json).unwrap();
        read_setup(value.as_object().unwrap())
    }

    fn mentions(notes: &[String], field: &str) -> bool {
        notes.iter().any(|n| n.contains(&format!("`{field}`")))
    }

    #[test]
    fn a_setup_within_bounds_reads_as_it_was_written() {
        let mut setup = Setup {
            input: "int a;".into(),
            algorithm: "pardis".into(),
            units: "token".into(),
            timeout_ms: "250".into(),
            workers: "4".into(),
            check_runs: "5".into(),
            repeat: "3".into(),
            min_interesting: "2".into(),
            delay_ms: 500,
            isolation: Isolation::Shared,
            binary: Some(vec![0xff, 0]),
            ..Setup::default()
        };
        setup.endpoint.concurrency = "8".into();
        let json = serde_json::to_string(&setup).unwrap();
        let (read, notes) = read(&json);
        assert_eq!(notes, Vec::<String>::new());
        assert_eq!(read, setup);
    }

    #[test]
    fn out_of_range_values_are_clamped_with_a_note_naming_the_field() {
        let (setup, notes) = read(
            r#"{"v":1,"input":"x","delay_ms":999999,"repeat":99999,"check_runs":"0",
                "min_interesting":7,"workers":"40","timeout_ms":"99999999",
                "endpoint":{"concurrency":"1000"}}"#,
        );
        assert_eq!(setup.delay_ms, 2000);
        assert_eq!(setup.repeat, "100");
        assert_eq!(setup.check_runs, "1");
        assert_eq!(setup.min_interesting, "7");
        assert_eq!(setup.workers, "16");
        assert_eq!(setup.timeout_ms, "600000");
        assert_eq!(setup.endpoint.concurrency, "16");
        for field in [
            "delay_ms",
            "repeat",
            "check_runs",
            "workers",
            "timeout_ms",
            "concurrency",
        ] {
            assert!(mentions(&notes, field), "{field}: {notes:?}");
        }
        assert!(!mentions(&notes, "min_interesting"), "{notes:?}");
        assert!(notes.iter().any(|n| n.contains("2 s is used")), "{notes:?}");
    }

    #[test]
    fn unknown_or_unreadable_values_are_dropped_and_named() {
        let (setup, notes) = read(
            r#"{"v":1,"input":"x","algorithm":"superdd","units":"paragraph",
                "delay_ms":-3,"timeout_ms":"soon","oracle_kind":"cobol",
                "repeat":"many","min_interesting":"5","extra":1}"#,
        );
        assert_eq!(setup.algorithm, "auto");
        assert!(notes.iter().any(|n| n.contains("`superdd`")), "{notes:?}");
        assert_eq!(setup.units, "line,char");
        assert_eq!(setup.delay_ms, 0);
        assert_eq!(setup.timeout_ms, "auto");
        assert_eq!(setup.repeat, "1");
        // At least 5 of at most 1 run cannot be: clamped to the repeat.
        assert_eq!(setup.min_interesting, "1");
        assert_eq!(setup.input, "x");
        for field in [
            "units",
            "delay_ms",
            "timeout_ms",
            "oracle_kind",
            "repeat",
            "min_interesting",
            "extra",
        ] {
            assert!(mentions(&notes, field), "{field}: {notes:?}");
        }
    }
}
