//! whittle's playground.
//!
//! Two WebAssembly programs come from this crate, built apart by
//! `scripts/build-web`:
//!
//! * feature `app` ([`app`]): the Yew user interface, small components
//!   drawn from one reducer's state. It never runs the engine nor the
//!   user's oracle; it talks to reduction workers.
//! * feature `worker` ([`worker`]): the reduction worker's engine side, a
//!   [`whittle_core::Reduction`] set up by `whittle-setup` (as the command
//!   line does) behind a small wasm-bindgen API that the worker's
//!   JavaScript glue (`www/reduce-worker.js`) drives, sending each candidate
//!   to an oracle worker (`www/oracle-worker.js`).
//!
//! The two talk in structured values: the types in [`protocol`].

pub mod legacy_text;
pub mod protocol;

#[cfg(feature = "app")]
mod app;
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
