//! Messages between the user interface and the reduction worker. They cross
//! `postMessage` as structured JavaScript values made and read by
//! `serde-wasm-bindgen` ([`to_js`], [`from_js`]): plain objects, with
//! candidates and results as `Uint8Array`s. `www/reduce-worker.js` and
//! `www/oracle-worker.js` read and write some of them too (the oracle
//! settings, the oracle's results, the commands, [`PollStep`]).
//!
//! `run.rs` holds what starts a run and what crosses between the worker
//! and its glue (the configuration, commands, [`PollStep`], the oracle's
//! results), `report.rs` what the worker reports, `tree.rs` the parse tree
//! and its node statuses.

mod report;
mod run;
mod test_log;
mod tree;

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

pub use report::*;
pub use run::*;
pub use test_log::*;
pub use tree::*;

/// A value as a structured JavaScript value for `postMessage`: maps as
/// plain objects, 64-bit counts as numbers, byte buffers as `Uint8Array`s.
pub fn to_js<T: Serialize>(value: &T) -> JsValue {
    value
        .serialize(
            // Not `json_compatible`, which writes bytes as arrays of numbers.
            &serde_wasm_bindgen::Serializer::new()
                .serialize_maps_as_objects(true)
                .serialize_missing_as_null(true),
        )
        .unwrap_or_else(|e| JsValue::from_str(&format!("unserialisable message: {e}")))
}

/// Reads a structured JavaScript value; the error says what did not fit.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests;
