//! whittle's playground.
//!
//! Two WebAssembly programs come from this crate, built apart by
//! `scripts/build-web`:
//!
//! * feature `app`: the Yew user interface (`app.rs`: state and messages;
//!   `view.rs`: the page; `chart.rs`, `editor.rs`, `explain.rs`,
//!   `oracle_form.rs`, `share.rs`, `tree_view.rs`, `source_view.rs`,
//!   `algo_stats.rs`: its parts). It never runs the engine nor the user's oracle; it talks to
//!   reduction workers.
//! * feature `worker`: the reduction worker's engine side (`worker.rs`, with
//!   `tree_report.rs` for the tree view): a
//!   [`whittle_core::Reduction`] behind a small wasm-bindgen API that the
//!   worker's JavaScript glue (`www/reduce-worker.js`) drives, sending each
//!   candidate to the oracle worker (`www/oracle-worker.js`).
//!
//! The two talk in JSON: the types in [`protocol`].

pub mod protocol;

#[cfg(feature = "app")]
mod algo_stats;
#[cfg(feature = "app")]
mod app;
#[cfg(feature = "app")]
mod chart;
#[cfg(feature = "app")]
mod editor;
#[cfg(feature = "app")]
mod examples;
#[cfg(feature = "app")]
mod explain;
#[cfg(feature = "app")]
mod oracle_form;
#[cfg(feature = "app")]
mod share;
#[cfg(feature = "app")]
mod source_view;
#[cfg(feature = "worker")]
mod tree_report;
#[cfg(feature = "app")]
mod tree_view;
#[cfg(feature = "app")]
mod view;
#[cfg(feature = "worker")]
pub mod worker;

/// Starts the user interface (called by wasm-bindgen when the app module loads).
#[cfg(feature = "app")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start_app() {
    // The worker build has no `app` feature and so no start function.
    if web_sys::window().is_some() {
        app::start();
    }
}
