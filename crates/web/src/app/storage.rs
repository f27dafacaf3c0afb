//! Nothing lost on a reload: the setup and the best result of the last run
//! are kept in the browser's IndexedDB (no size limit worth the name, unlike
//! localStorage's few megabytes) and offered back on the next visit.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::setup::Setup;

const SETUP_KEY: &str = "setup";
const BEST_KEY: &str = "best";
/// The stored format; anything else is ignored rather than misread.
const VERSION: u32 = 1;

#[wasm_bindgen(inline_js = r#"
function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('whittle-playground', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('kv');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
export async function kv_put(key, value) {
  const db = await open();
  try { await done(db.transaction('kv', 'readwrite').objectStore('kv').put(value, key)); } finally { db.close(); }
}
export async function kv_get(key) {
  const db = await open();
  try { return await done(db.transaction('kv').objectStore('kv').get(key)); } finally { db.close(); }
}
export async function kv_delete(key) {
  const db = await open();
  try { await done(db.transaction('kv', 'readwrite').objectStore('kv').delete(key)); } finally { db.close(); }
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn kv_put(key: &str, value: JsValue) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn kv_get(key: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn kv_delete(key: &str) -> Result<JsValue, JsValue>;
}

#[derive(Serialize, Deserialize)]
struct StoredSetup {
    v: u32,
    setup: Setup,
}

/// The best result of a run, as last seen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredBest {
    pub v: u32,
    pub algorithm: String,
    /// The input the run started from, so that a best of another input is
    /// not offered.
    pub input_bytes: usize,
    pub queries: u64,
    /// The run had ended (else it was cut short by the reload).
    pub finished: bool,
    #[serde(with = "serde_bytes")]
    pub best: Vec<u8>,
}

impl StoredBest {
    pub fn new(
        algorithm: &str,
        input_bytes: usize,
        queries: u64,
        finished: bool,
        best: Vec<u8>,
    ) -> StoredBest {
        StoredBest {
            v: VERSION,
            algorithm: algorithm.to_string(),
            input_bytes,
            queries,
            finished,
            best,
        }
    }
}

fn message(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{e:?}"))
}

pub async fn save_setup(setup: &Setup) -> Result<(), String> {
    let stored = StoredSetup {
        v: VERSION,
        setup: setup.clone(),
    };
    let json = serde_json::to_string(&stored).map_err(|e| e.to_string())?;
    kv_put(SETUP_KEY, JsValue::from_str(&json))
        .await
        .map(|_| ())
        .map_err(message)
}

pub async fn load_setup() -> Option<Setup> {
    let value = kv_get(SETUP_KEY).await.ok()?;
    let stored: StoredSetup = serde_json::from_str(&value.as_string()?).ok()?;
    (stored.v == VERSION).then_some(stored.setup)
}

pub async fn save_best(best: &StoredBest) -> Result<(), String> {
    kv_put(BEST_KEY, crate::protocol::to_js(best))
        .await
        .map(|_| ())
        .map_err(message)
}

pub async fn load_best() -> Option<StoredBest> {
    let value = kv_get(BEST_KEY).await.ok()?;
    if value.is_undefined() || value.is_null() {
        return None;
    }
    let stored: StoredBest = crate::protocol::from_js(value).ok()?;
    (stored.v == VERSION).then_some(stored)
}

/// Forgets everything stored.
pub async fn clear() {
    let _ = kv_delete(SETUP_KEY).await;
    let _ = kv_delete(BEST_KEY).await;
}
