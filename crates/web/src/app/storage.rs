//! Nothing lost on a reload, and no tab overwrites another: each tab keeps
//! its work in a *session* of its own in the browser's IndexedDB (the
//! setup, the last run's best result, and a small summary to list it by),
//! named by an id kept in the tab's `sessionStorage`, so that a reload finds
//! it again. An IndexedDB write is asynchronous, and a reload cuts off one
//! still under way (an edit that waits for typing to pause, a run just
//! started), so the tab also copies its setup into its `sessionStorage` as
//! the page unloads, synchronously ([`keep_on_unload`]); the next page of
//! the tab stores that copy in the session before it reads it. A tab holds
//! a Web Lock named after its session for as long as it is open: a session
//! whose lock nobody holds is an *earlier* session, which a new tab offers
//! to reopen; a duplicated tab, whose copied id is locked by the original,
//! starts a session of its own from a copy. A share link always opens in a
//! new session. Sessions older than [`MAX_AGE_DAYS`], beyond the newest
//! [`MAX_SESSIONS`], or beyond [`MAX_TOTAL_BYTES`] in all are deleted when
//! a tab opens.

mod db;

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::setup::Setup;
use db::{db_all, db_delete, db_get, db_put, lock_session, locked_sessions, unlock_session};

/// The stored format; anything else is ignored rather than misread.
const VERSION: u32 = 1;
/// Where a tab keeps its session's id.
const TAB_KEY: &str = "whittle-session";
/// Where a tab keeps its setup as the page unloads (the session's id
/// follows).
const UNLOAD_KEY: &str = "whittle-unloaded:";
/// How long an untouched session is kept.
pub const MAX_AGE_DAYS: f64 = 30.0;
/// How many sessions are kept at most, newest first...
pub const MAX_SESSIONS: usize = 50;
/// ...and how much they may take in all.
pub const MAX_TOTAL_BYTES: usize = 200 * 1024 * 1024;
const DAY_MS: f64 = 24.0 * 3600.0 * 1000.0;

/// The best result of a run, as last seen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredBest {
    pub v: u32,
    pub algorithm: String,
    /// The size of the input the run started from, as the run counted it
    /// (a set's files' bytes), so that a best of another input is not
    /// offered.
    pub input_bytes: usize,
    /// The result's size as the run counted it (absent from records stored
    /// before it was kept: their summary counts the stored bytes).
    #[serde(default)]
    pub size: Option<usize>,
    pub queries: u64,
    /// The run had ended (else it was cut short by the reload).
    pub finished: bool,
    #[serde(with = "serde_bytes")]
    pub best: Vec<u8>,
}

impl StoredBest {
    pub fn new(
        algorithm: &str,
        (input_bytes, size): (usize, usize),
        queries: u64,
        finished: bool,
        best: Vec<u8>,
    ) -> StoredBest {
        StoredBest {
            v: VERSION,
            algorithm: algorithm.to_string(),
            input_bytes,
            size: Some(size),
            queries,
            finished,
            best,
        }
    }

    /// "pardis run ended at 120 bytes after 300 queries".
    pub fn summary(&self) -> String {
        format!(
            "{} run {} at {} after {} queries",
            self.algorithm,
            if self.finished {
                "ended"
            } else {
                "was interrupted"
            },
            crate::protocol::byte_count(self.size.unwrap_or(self.best.len())),
            self.queries
        )
    }
}

/// What a session is listed by.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionMeta {
    pub id: String,
    /// When it was last stored (ms since the epoch).
    pub updated: f64,
    /// The input's file name, or its first line.
    pub name: String,
    pub input_bytes: usize,
    /// The last run's summary, if there was one.
    pub last: Option<String>,
    /// What the setup and the best result take, in bytes.
    pub stored_bytes: usize,
    #[serde(default)]
    pub best_bytes: usize,
    /// The fingerprint of the session's oracle once the user ran or
    /// confirmed it (`Setup::oracle_fingerprint`): a share link bringing
    /// it back needs no confirmation in any tab.
    #[serde(default)]
    pub oracle: Option<String>,
}

/// What a tab finds when it opens.
#[derive(Default)]
pub struct Opened {
    /// The tab's session (empty for a page that keeps none, an embed).
    pub id: String,
    /// Its setup and best result, after a reload.
    pub setup: Option<Setup>,
    pub best: Option<StoredBest>,
    /// Sessions no open tab holds, newest first.
    pub earlier: Vec<SessionMeta>,
    /// The fingerprints of every session's own oracle.
    pub own_oracles: Vec<String>,
}

fn message(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{e:?}"))
}

fn lock_name(id: &str) -> String {
    format!("whittle-session:{id}")
}

fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

fn new_id() -> String {
    let now = js_sys::Date::now() as u64;
    let random = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
    format!("{now:x}-{random:08x}")
}

/// Makes `id` this tab's session (kept across reloads, locked while open).
async fn claim(id: &str) -> bool {
    if let Some(storage) = tab_storage() {
        let _ = storage.set_item(TAB_KEY, id);
    }
    lock_session(&lock_name(id)).await.as_bool().unwrap_or(true)
}

async fn get<T: for<'de> Deserialize<'de>>(store: &str, id: &str) -> Option<T> {
    let value = db_get(store, id).await.ok()?;
    if value.is_undefined() || value.is_null() {
        return None;
    }
    crate::protocol::from_js(value).ok()
}

#[derive(Serialize, Deserialize)]
struct StoredSetup {
    v: u32,
    /// JSON: a `Setup` holds text that serde-wasm-bindgen would copy
    /// field by field.
    setup: String,
}

/// What a tab shows as it unloads: its session's setup, and whether the
/// oracle in it is the user's (as [`save_setup`] takes it).
pub struct Unloading {
    pub id: String,
    pub setup: Rc<Setup>,
    pub own: bool,
}

/// The copy kept on unload: a `&Setup` written, a `Setup` read back.
#[derive(Serialize, Deserialize)]
struct KeptSetup<S> {
    v: u32,
    own: bool,
    setup: S,
}

fn unload_key(id: &str) -> String {
    format!("{UNLOAD_KEY}{id}")
}

/// Copies the setup into the tab's `sessionStorage`, synchronously: the
/// page is unloading, and an IndexedDB write started now would not finish.
/// A setup too large for that storage is left to IndexedDB (any older copy
/// is dropped, so that it cannot win over the stored setup).
pub fn keep_on_unload(unloading: &Unloading) {
    let Some(storage) = tab_storage() else {
        return;
    };
    let key = unload_key(&unloading.id);
    let kept = KeptSetup {
        v: VERSION,
        own: unloading.own,
        setup: &*unloading.setup,
    };
    let written =
        serde_json::to_string(&kept).is_ok_and(|json| storage.set_item(&key, &json).is_ok());
    if !written {
        let _ = storage.remove_item(&key);
    }
}

/// Stores in session `id` the setup its tab kept as it unloaded, if it
/// kept one, and takes that copy out of the tab's storage.
async fn store_kept(id: &str) {
    let Some(storage) = tab_storage() else {
        return;
    };
    let key = unload_key(id);
    let json = storage.get_item(&key).ok().flatten();
    let _ = storage.remove_item(&key);
    let kept = json.and_then(|json| serde_json::from_str::<KeptSetup<Setup>>(&json).ok());
    if let Some(kept) = kept.filter(|k| k.v == VERSION) {
        let _ = save_setup(id, &kept.setup, kept.own).await;
    }
}

async fn load_setup(id: &str) -> Option<Setup> {
    let stored: StoredSetup = get("setup", id).await?;
    (stored.v == VERSION)
        .then(|| serde_json::from_str(&stored.setup).ok())
        .flatten()
}

async fn load_best(id: &str) -> Option<StoredBest> {
    get::<StoredBest>("best", id)
        .await
        .filter(|b| b.v == VERSION)
}

async fn metas() -> Vec<SessionMeta> {
    let Ok(all) = db_all("meta").await else {
        return Vec::new();
    };
    let mut metas: Vec<SessionMeta> = crate::protocol::from_js(all).unwrap_or_default();
    metas.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    metas
}

/// The one setup and best result that the playground kept before it kept
/// a session per tab become an earlier session.
async fn migrate() {
    let Ok(value) = db_get("kv", "setup").await else {
        return;
    };
    let Some(json) = value.as_string() else {
        return;
    };
    #[derive(Deserialize)]
    struct Old {
        v: u32,
        setup: Setup,
    }
    let id = new_id();
    if let Some(old) = serde_json::from_str::<Old>(&json)
        .ok()
        .filter(|o| o.v == VERSION)
    {
        let _ = save_setup(&id, &old.setup, true).await;
        if let Some(best) = get::<StoredBest>("kv", "best").await {
            let _ = save_best(&id, &best).await;
        }
    }
    let _ = db_delete(vec![JsValue::from("kv")], "setup").await;
    let _ = db_delete(vec![JsValue::from("kv")], "best").await;
}

/// Opens this tab's session: a new one for a share link (`fresh`) or a
/// new tab; the same one after a reload; a copy for a duplicated tab.
pub async fn open_tab(fresh: bool) -> Opened {
    migrate().await;
    let locked: Vec<String> = crate::protocol::from_js(locked_sessions().await).unwrap_or_default();
    let held = |id: &str| locked.contains(&lock_name(id));
    prune(&held).await;
    let previous = tab_storage().and_then(|s| s.get_item(TAB_KEY).ok().flatten());
    if let Some(id) = &previous {
        store_kept(id).await;
    }
    let mut opened = Opened {
        id: new_id(),
        setup: None,
        best: None,
        earlier: Vec::new(),
        own_oracles: Vec::new(),
    };
    match previous.filter(|_| !fresh) {
        Some(id) if claim(&id).await => {
            opened.setup = load_setup(&id).await;
            opened.best = load_best(&id).await;
            opened.id = id;
        }
        Some(copied) => {
            // A duplicated tab: its id is the original tab's.
            opened.setup = load_setup(&copied).await;
            opened.best = load_best(&copied).await;
            claim(&opened.id).await;
        }
        None => {
            claim(&opened.id).await;
        }
    }
    let me = opened.id.clone();
    let all = metas().await;
    opened.own_oracles = all.iter().filter_map(|m| m.oracle.clone()).collect();
    opened.earlier = all
        .into_iter()
        .filter(|m| m.id != me && !held(&m.id))
        .collect();
    opened
}

/// Makes an earlier session this tab's: its setup and best result. The
/// tab's own session is deleted if it never stored anything.
pub async fn reopen(current: &str, id: &str) -> Option<(Setup, Option<StoredBest>)> {
    let setup = load_setup(id).await?;
    let best = load_best(id).await;
    if get::<SessionMeta>("meta", current).await.is_none() {
        delete(current).await;
    }
    unlock_session(&lock_name(current));
    claim(id).await;
    Some((setup, best))
}

/// Gives this tab a new session (a share link opened in it): the work of
/// the old one stays where it is.
pub fn fork(current: &str) -> String {
    let id = new_id();
    unlock_session(&lock_name(current));
    let claimed = id.clone();
    wasm_bindgen_futures::spawn_local(async move {
        claim(&claimed).await;
    });
    id
}

fn name_of(setup: &Setup) -> String {
    if let Some(name) = &setup.file_name {
        return name.clone();
    }
    let first = setup.input.lines().find(|l| !l.trim().is_empty());
    let first = first.unwrap_or("").trim();
    let cut: String = first.chars().take(40).collect();
    if cut.len() < first.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

async fn update_meta(id: &str, change: impl FnOnce(&mut SessionMeta)) -> Result<(), String> {
    let mut meta = get::<SessionMeta>("meta", id)
        .await
        .unwrap_or_else(|| SessionMeta {
            id: id.to_string(),
            updated: 0.0,
            name: String::new(),
            input_bytes: 0,
            last: None,
            stored_bytes: 0,
            best_bytes: 0,
            oracle: None,
        });
    change(&mut meta);
    meta.updated = js_sys::Date::now();
    db_put("meta", id, crate::protocol::to_js(&meta))
        .await
        .map(|_| ())
        .map_err(message)
}

/// Stores a tab's setup; `own` when its oracle is the user's (run or
/// confirmed), which a link bringing it back then needs no confirmation for.
pub async fn save_setup(id: &str, setup: &Setup, own: bool) -> Result<(), String> {
    let json = serde_json::to_string(setup).map_err(|e| e.to_string())?;
    let size = json.len();
    let stored = StoredSetup {
        v: VERSION,
        setup: json,
    };
    db_put("setup", id, crate::protocol::to_js(&stored))
        .await
        .map_err(message)?;
    let oracle = own.then(|| setup.oracle_fingerprint());
    update_meta(id, |meta| {
        meta.name = name_of(setup);
        meta.input_bytes = setup.input_bytes().len();
        meta.stored_bytes = size + meta.best_bytes;
        meta.oracle = oracle;
    })
    .await
}

pub async fn save_best(id: &str, best: &StoredBest) -> Result<(), String> {
    db_put("best", id, crate::protocol::to_js(best))
        .await
        .map_err(message)?;
    let (summary, size) = (best.summary(), best.best.len());
    update_meta(id, |meta| {
        meta.stored_bytes = meta.stored_bytes - meta.best_bytes.min(meta.stored_bytes) + size;
        meta.best_bytes = size;
        meta.last = Some(summary);
    })
    .await
}

/// Forgets a session.
pub async fn delete(id: &str) {
    let stores = ["meta", "setup", "best"].map(JsValue::from).to_vec();
    let _ = db_delete(stores, id).await;
}

/// Deletes what no open tab holds and is too old, too many or too large.
async fn prune(held: &dyn Fn(&str) -> bool) {
    let now = js_sys::Date::now();
    let mut total = 0;
    for (rank, meta) in metas().await.iter().enumerate() {
        total += meta.stored_bytes;
        let old = now - meta.updated > MAX_AGE_DAYS * DAY_MS;
        if !held(&meta.id) && (old || rank >= MAX_SESSIONS || total > MAX_TOTAL_BYTES) {
            delete(&meta.id).await;
        }
    }
}

/// When a session was stored, as people say it.
pub fn age(updated: f64, now: f64) -> String {
    let minutes = ((now - updated) / 60_000.0).max(0.0) as u64;
    match minutes {
        0 => "just now".to_string(),
        1..=59 => format!("{minutes} min ago"),
        60..=1439 => format!("{} h ago", minutes / 60),
        _ => format!("{} days ago", minutes / 1440),
    }
}

#[cfg(test)]
mod tests;
