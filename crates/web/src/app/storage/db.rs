//! The browser APIs sessions are kept with, as small promises: IndexedDB
//! (one database, a store per kind of record, each keyed by session id) and
//! Web Locks (a lock per open tab's session; a browser without them holds
//! none, and every session counts as this tab's to take).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('whittle-playground', 2);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const name of ['kv', 'meta', 'setup', 'best']) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
      }
    };
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
export async function db_put(store, key, value) {
  const db = await open();
  try { await done(db.transaction(store, 'readwrite').objectStore(store).put(value, key)); } finally { db.close(); }
}
export async function db_get(store, key) {
  const db = await open();
  try { return await done(db.transaction(store).objectStore(store).get(key)); } finally { db.close(); }
}
export async function db_all(store) {
  const db = await open();
  try { return await done(db.transaction(store).objectStore(store).getAll()); } finally { db.close(); }
}
export async function db_delete(stores, key) {
  const db = await open();
  try {
    const tx = db.transaction(stores, 'readwrite');
    for (const store of stores) tx.objectStore(store).delete(key);
    await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  } finally { db.close(); }
}
const held = new Map();
export function lock_session(name) {
  if (!navigator.locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    navigator.locks.request(name, { ifAvailable: true }, (lock) => {
      if (!lock) { resolve(false); return undefined; }
      resolve(true);
      return new Promise((release) => held.set(name, release));
    }).catch(() => resolve(true));
  });
}
export function unlock_session(name) {
  const release = held.get(name);
  if (release) { held.delete(name); release(); }
}
export async function locked_sessions() {
  if (!navigator.locks) return [];
  const state = await navigator.locks.query();
  return state.held.map((lock) => lock.name);
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    pub(super) async fn db_put(store: &str, key: &str, value: JsValue) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    pub(super) async fn db_get(store: &str, key: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    pub(super) async fn db_all(store: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    pub(super) async fn db_delete(stores: Vec<JsValue>, key: &str) -> Result<JsValue, JsValue>;
    pub(super) async fn lock_session(name: &str) -> JsValue;
    pub(super) fn unlock_session(name: &str);
    pub(super) async fn locked_sessions() -> JsValue;
}
