//! The trained models shipped with the grammars, for the learning-guided
//! reducers (`model-pardis`, `type-batched`). Each is a JSON file written by
//! `whittle train fit` from trials collected on a generated corpus (see
//! `docs/learning.md`); a language without one is reduced with models
//! learned during the run.

/// The model file of the language named `language`, if one ships (and
/// the language is in this build).
pub fn trained_model(language: &str) -> Option<&'static str> {
    match language {
        #[cfg(feature = "c")]
        "c" => Some(include_str!("../models/c.json")),
        #[cfg(feature = "rust")]
        "rust" => Some(include_str!("../models/rust.json")),
        #[cfg(feature = "javascript")]
        "javascript" => Some(include_str!("../models/javascript.json")),
        _ => None,
    }
}
