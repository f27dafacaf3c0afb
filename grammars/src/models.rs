//! The trained models shipped with the grammars, for the learning-guided
//! reducers (`model-pardis`, `type-batched`). Each is a JSON file written by
//! `whittle train fit` from trials collected on a generated corpus (see
//! `docs/learning.md`); a language without one is reduced with models
//! learned during the run.

/// The model file of the language named `language`, if one ships.
pub fn trained_model(language: &str) -> Option<&'static str> {
    match language {
        "c" => Some(include_str!("../models/c.json")),
        "rust" => Some(include_str!("../models/rust.json")),
        "javascript" => Some(include_str!("../models/javascript.json")),
        _ => None,
    }
}
