//! Share links: the whole setup as JSON in the URL's hash, as
//! `#share=z.<base64url of deflate-raw>` (the browser's own
//! CompressionStream, no library) or `#share=j.<base64url of UTF-8>` where
//! that is missing. Opening a link fills the form and runs nothing; oracle
//! code from a link waits for the user's confirmation (see `App`).

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::embed::Exercise;
use super::oracle_form::OracleKind;
use super::setup::Setup;

const PREFIX: &str = "share=";
/// The setup format; a link in another format is refused with a reason.
pub const VERSION: u32 = 1;

/// The [`Setup`] with the format's version.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SharedSetup {
    pub v: u32,
    #[serde(flatten)]
    pub setup: Setup,
    /// An exercise link's rules (the input and the oracle fixed, step
    /// mode); absent from an ordinary link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exercise: Option<Exercise>,
    /// What reading the link changed or left out, field by field
    /// (`share_check.rs`); not part of a link.
    #[serde(skip)]
    pub notes: Vec<String>,
}

impl SharedSetup {
    pub fn new(setup: Setup) -> SharedSetup {
        SharedSetup {
            v: VERSION,
            setup,
            exercise: None,
            notes: Vec::new(),
        }
    }

    /// Whether opening the link would hand the user someone else's code or
    /// make their browser call someone else's address.
    pub fn needs_confirmation(&self) -> bool {
        let s = &self.setup;
        match s.oracle_kind {
            OracleKind::Javascript => !s.code.trim().is_empty(),
            OracleKind::Endpoint => !s.endpoint.url.trim().is_empty() || !s.code.trim().is_empty(),
            OracleKind::Python => !s.python.trim().is_empty(),
            // A regular expression runs no code of the link's author.
            OracleKind::Typescript | OracleKind::Clang => {
                let tool = if s.oracle_kind == OracleKind::Clang {
                    &s.clang
                } else {
                    &s.typescript
                };
                tool.mode == super::oracle_form::ExpectMode::Function
                    && !tool.body.trim().is_empty()
            }
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(json: &str) -> Result<SharedSetup, String> {
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| format!("it is not a setup ({e})"))?;
        match value.get("v").and_then(|v| v.as_u64()) {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) => {
                return Err(format!(
                    "it was made by another version of the playground (format {v}, this one reads {VERSION})"
                ))
            }
            None => return Err("it has no format version".to_string()),
        }
        let object = value.as_object().ok_or("it is not a setup")?;
        let (setup, mut notes) = super::share_check::read_setup(object);
        let exercise = match object.get("exercise") {
            None => None,
            Some(value) => match Exercise::deserialize(value) {
                Ok(exercise) => Some(exercise),
                Err(e) => {
                    notes.push(format!(
                        "`exercise` could not be read ({e}): the setup opens as an ordinary link"
                    ));
                    None
                }
            },
        };
        Ok(SharedSetup {
            v: VERSION,
            setup,
            exercise,
            notes,
        })
    }
}

/// The encoded setup in a location hash (`#share=...`), if there is one.
pub fn payload(hash: &str) -> Option<&str> {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    hash.strip_prefix(PREFIX)
}

pub fn hash_for(payload: &str) -> String {
    format!("#{PREFIX}{payload}")
}

#[wasm_bindgen(inline_js = r#"
function toBase64url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('it contains characters that base64url does not use');
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}
export async function share_encode(text) {
  const bytes = new TextEncoder().encode(text);
  if (typeof CompressionStream === 'undefined') return 'j.' + toBase64url(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return 'z.' + toBase64url(new Uint8Array(await new Response(stream).arrayBuffer()));
}
export async function share_decode(payload) {
  const kind = payload.slice(0, 2);
  const bytes = fromBase64url(payload.slice(2));
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  if (kind === 'j.') return utf8.decode(bytes);
  if (kind !== 'z.') throw new Error('it does not start with z. or j.');
  if (typeof DecompressionStream === 'undefined') throw new Error('this browser cannot decompress it (no DecompressionStream)');
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  try {
    return utf8.decode(await new Response(stream).arrayBuffer());
  } catch (e) {
    throw new Error('it is cut short or damaged (' + (e.message || e) + ')');
  }
}
export async function copy_text(text) {
  if (!navigator.clipboard) return false;
  try { await navigator.clipboard.writeText(text); return true; } catch (_) { return false; }
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn share_encode(text: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn share_decode(payload: &str) -> Result<JsValue, JsValue>;
    async fn copy_text(text: &str) -> JsValue;
}

fn js_message(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

/// The hash payload for a setup.
pub async fn encode(setup: &SharedSetup) -> Result<String, String> {
    let value = share_encode(&setup.to_json()).await.map_err(js_message)?;
    value
        .as_string()
        .ok_or_else(|| "the encoder gave no text".to_string())
}

/// The setup in a hash payload; the error says what is wrong with the link.
pub async fn decode(payload: &str) -> Result<SharedSetup, String> {
    let text = share_decode(payload)
        .await
        .map_err(|e| format!("the shared link cannot be read: {}", js_message(e)))?;
    let json = text.as_string().unwrap_or_default();
    SharedSetup::from_json(&json).map_err(|e| format!("the shared link cannot be read: {e}"))
}

/// Copies to the clipboard; false when the browser refuses.
pub async fn copy(text: &str) -> bool {
    copy_text(text).await.as_bool().unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> SharedSetup {
        SharedSetup::new(Setup {
            input: "int main() { \"é\" }\n".into(),
            file_name: Some("a.c".into()),
            language: "c".into(),
            algorithm: "pardis".into(),
            oracle_kind: OracleKind::Endpoint,
            code: "return true;".into(),
            timeout_ms: "250".into(),
            ..Setup::default()
        })
    }

    #[test]
    fn json_round_trip() {
        let s = setup();
        assert_eq!(SharedSetup::from_json(&s.to_json()).unwrap(), s);
    }

    #[test]
    fn other_versions_and_garbage_are_refused_with_a_reason() {
        let mut s = serde_json::to_value(setup()).unwrap();
        s["v"] = 7.into();
        assert!(SharedSetup::from_json(&s.to_string())
            .unwrap_err()
            .contains("format 7"));
        assert!(SharedSetup::from_json("{}")
            .unwrap_err()
            .contains("no format version"));
        assert!(SharedSetup::from_json("nope").is_err());
    }

    #[test]
    fn payload_is_found_in_the_hash() {
        assert_eq!(payload("#share=z.abc"), Some("z.abc"));
        assert_eq!(payload("#other"), None);
        assert_eq!(hash_for("j.x"), "#share=j.x");
    }

    #[test]
    fn code_or_an_endpoint_needs_confirmation() {
        let mut s = setup();
        assert!(s.needs_confirmation());
        s.setup.oracle_kind = OracleKind::Javascript;
        s.setup.code = "  ".into();
        assert!(!s.needs_confirmation());
    }

    #[test]
    fn toolchain_oracles_travel_field_by_field() {
        use super::super::oracle_form::ExpectMode;
        let mut s = setup();
        s.setup.oracle_kind = OracleKind::Typescript;
        s.setup.typescript.options = "--strict --noImplicitAny".into();
        s.setup.typescript.pattern = "TS2345".into();
        s.setup.python = "def interesting(input, data):\n    return True\n".into();
        let read = SharedSetup::from_json(&s.to_json()).unwrap();
        assert_eq!(read, s);
        assert!(
            !read.needs_confirmation(),
            "a regular expression runs no code"
        );
        let mut json = serde_json::to_value(&s).unwrap();
        json["typescript"]["mode"] = "shell".into();
        json["typescript"]["evil"] = 1.into();
        json["python"] = 7.into();
        let read = SharedSetup::from_json(&json.to_string()).unwrap();
        assert_eq!(read.setup.typescript.mode, ExpectMode::Regex);
        assert_eq!(read.setup.typescript.pattern, "TS2345");
        assert_eq!(read.setup.python, Setup::default().python);
        let notes = read.notes.join("\n");
        assert!(
            notes.contains("typescript `mode` could not be read"),
            "{notes}"
        );
        assert!(
            notes.contains("typescript `evil` is not a setting"),
            "{notes}"
        );
        assert!(notes.contains("`python` could not be read"), "{notes}");
        s.setup.oracle_kind = OracleKind::Python;
        assert!(s.needs_confirmation());
    }

    #[test]
    fn an_exercise_travels_with_its_setup_and_a_damaged_one_is_noted() {
        let mut s = setup();
        assert!(
            !s.to_json().contains("exercise"),
            "ordinary links stay as they were"
        );
        s.exercise = Some(Exercise { predict: true });
        let read = SharedSetup::from_json(&s.to_json()).unwrap();
        assert_eq!(read, s);
        assert!(read.notes.is_empty(), "{:?}", read.notes);
        let mut json = serde_json::to_value(&s).unwrap();
        json["exercise"] = "yes".into();
        let read = SharedSetup::from_json(&json.to_string()).unwrap();
        assert_eq!(read.exercise, None);
        assert!(
            read.notes[0].contains("`exercise` could not be read"),
            "{:?}",
            read.notes
        );
    }

    #[test]
    fn links_without_a_syntax_check_or_memory_field_still_open() {
        let mut json = serde_json::to_value(setup()).unwrap();
        json.as_object_mut().unwrap().remove("syntax_check");
        json.as_object_mut().unwrap().remove("memory");
        let read = SharedSetup::from_json(&json.to_string()).unwrap();
        assert!(read.setup.syntax_check);
        assert!(read.setup.memory);
        assert_eq!(read.setup.algorithm, "pardis");
        assert!(read.notes.is_empty(), "{:?}", read.notes);
    }

    #[test]
    fn the_memory_switch_travels_in_a_link() {
        let mut s = setup();
        s.setup.memory = false;
        let read = SharedSetup::from_json(&s.to_json()).unwrap();
        assert!(!read.setup.memory);
        assert!(!read.setup.run_config("auto", &[]).memory);
    }
}
