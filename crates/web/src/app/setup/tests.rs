//! The setup: edits, files, languages, refusals and old links.

use super::super::oracle_form::OracleKind;
use super::*;
use crate::protocol::{Isolation, LanguageInfo, MAX_CONCURRENCY};

fn languages() -> Vec<LanguageInfo> {
    vec![LanguageInfo {
        name: "c".into(),
        title: "C".into(),
        extensions: vec!["c".into(), "h".into()],
        trained_model: true,
        engine: "c".into(),
    }]
}

#[test]
fn a_tree_algorithm_survives_until_the_languages_are_known() {
    let mut setup = Setup {
        language: "c".into(),
        algorithm: "perses".into(),
        ..Setup::default()
    };
    setup.fix_algorithm(&[]);
    assert_eq!(setup.algorithm, "perses");
    setup.fix_algorithm(&languages());
    assert_eq!(setup.algorithm, "perses");
    setup.language = "text".into();
    setup.fix_algorithm(&languages());
    assert_eq!(setup.algorithm, "ddmin*");
}

#[test]
fn a_file_that_is_not_utf8_stays_bytes_through_links_and_runs() {
    let mut setup = Setup::default();
    let latin1 = b"caf\xe9 bug\n".to_vec();
    setup.load_file("note.c".into(), latin1.clone());
    assert_eq!(setup.input, "");
    assert_eq!(setup.input_bytes(), &latin1[..]);
    assert!(
        setup.resolved_language(&languages()).is_none(),
        "no parse of bytes"
    );
    let config = setup.run_config("ddmin", &languages());
    assert_eq!(config.input, latin1);
    assert_eq!(config.text_encoding.as_deref(), Some("windows-1252"));
    let json = serde_json::to_string(&setup).unwrap();
    assert!(json.contains("\"binary\":\"Y2Fm6SBidWcK\""), "{json}");
    let back: Setup = serde_json::from_str(&json).unwrap();
    assert_eq!(back, setup);
    setup.algorithm = "pardis".into();
    assert!(setup.refusal().unwrap().contains("not UTF-8"));
    setup.apply(Edit::Input("typed".into()));
    assert_eq!(setup.binary, None);
    // A setup without the field (an older link) is text.
    let text: Setup =
        serde_json::from_str(&serde_json::to_string(&Setup::default()).unwrap()).unwrap();
    assert_eq!(text.binary, None);
}

#[test]
fn auto_uses_a_confident_guess_for_an_input_without_a_name() {
    let mut setup = Setup {
        input: "#include <stdio.h>\nint main(void) { return 0; }\n".into(),
        guessed: Some("c"),
        ..Setup::default()
    };
    assert_eq!(setup.resolved_language(&languages()).unwrap().name, "c");
    assert_eq!(
        setup.run_config("pardis", &languages()).language.as_deref(),
        Some("c")
    );
    // Never stored: worked out again from the input.
    assert!(!serde_json::to_string(&setup).unwrap().contains("guessed"));
    setup.language = "text".into();
    assert!(setup.resolved_language(&languages()).is_none());
}

#[test]
fn auto_takes_the_language_from_the_file_name() {
    let mut setup = Setup::default();
    setup.load_file("x.H".into(), b"int a;".to_vec());
    assert_eq!(setup.resolved_language(&languages()).unwrap().name, "c");
    let config = setup.run_config("pardis", &languages());
    assert_eq!(config.language.as_deref(), Some("c"));
    assert_eq!(config.input, b"int a;");
    assert_eq!(setup.download_name(), "x.reduced.H");
}

#[test]
fn edits_change_one_field_and_refusals_say_why() {
    let mut setup = Setup::default();
    assert!(setup.refusal().unwrap().contains("input is empty"));
    setup.apply(Edit::Input("a bug".into()));
    assert_eq!(setup.refusal(), None);
    setup.apply(Edit::Code("  ".into()));
    assert!(setup.refusal().unwrap().contains("oracle is empty"));
    setup.apply(Edit::Preset("serve".into()));
    assert_eq!(setup.oracle_kind, OracleKind::Endpoint);
    setup.apply(Edit::Timeout("x".into()));
    assert_eq!(setup.timeout(), CHECK_TIMEOUT_MS);
    assert!(setup.run_config("ddmin", &[]).auto_timeout);
    setup.apply(Edit::Timeout("250".into()));
    let config = setup.run_config("ddmin", &[]);
    assert_eq!((config.timeout_ms, config.auto_timeout), (250, false));
    assert_eq!(count_tokens("int a = 5;"), 5);
}

#[test]
fn trust_settings_default_sensibly_and_old_links_open() {
    let config = Setup::default().run_config("ddmin", &[]);
    assert!(config.auto_timeout);
    assert_eq!(config.isolation, Isolation::Fresh);
    assert_eq!(config.workers, 0);
    assert_eq!(
        (config.check_runs, config.repeat, config.min_interesting),
        (3, 1, 1)
    );
    let mut setup = Setup::default();
    setup.apply(Edit::ApplyRule(5, 2));
    setup.apply(Edit::Workers("40".into()));
    setup.apply(Edit::Isolation(Isolation::Shared));
    let config = setup.run_config("ddmin", &[]);
    assert_eq!((config.repeat, config.min_interesting), (5, 2));
    assert_eq!(config.workers, MAX_CONCURRENCY);
    assert_eq!(config.isolation, Isolation::Shared);
    // A link made before these settings existed.
    let old = r#"{"input":"a","file_name":null,"language":"text","algorithm":"ddmin",
        "units":"line","oracle_kind":"javascript","code":"return true;",
        "endpoint":{},"timeout_ms":"5000"}"#;
    let setup: Setup = serde_json::from_str(old).unwrap();
    assert_eq!(setup.check_runs, "3");
    assert_eq!(setup.isolation, Isolation::Fresh);
    assert_eq!(setup.explicit_timeout(), Some(5000));
}
