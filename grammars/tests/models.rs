//! The shipped models of the learning-guided reducers load, belong to
//! their language, and know the kinds of that language's grammar.

use whittle_core::learn::ModelFile;

#[test]
fn shipped_models_load_and_match_their_language() {
    let mut shipped = 0;
    for language in whittle_grammars::languages() {
        let Some(text) = language.trained_model() else {
            continue;
        };
        shipped += 1;
        let model = ModelFile::from_json(text).unwrap_or_else(|e| panic!("{}: {e}", language.name));
        assert_eq!(model.language, language.name);
        assert!(!model.description.is_empty(), "{}", language.name);
        // Every kind the model names is one of the grammar's node kinds (or
        // whittle's own `<item>`/`<text>` wrappers): a model trained on
        // another grammar version would not match.
        let json: serde_json::Value = serde_json::from_str(text).unwrap();
        let ts = language.tree_sitter();
        for kind in json["validity"]["kinds"].as_object().unwrap().keys() {
            let known = kind.starts_with('<')
                || (0..ts.node_kind_count() as u16)
                    .any(|id| ts.node_kind_for_id(id) == Some(kind.as_str()));
            assert!(known, "{}: unknown kind `{kind}`", language.name);
        }
    }
    assert!(shipped >= 3, "C, Rust and JavaScript ship models");
}
