//! The messages' shapes: bytes, node lists, configurations and reports
//! as they cross.

use super::*;

#[test]
fn binary_is_shown_as_hex_and_text_as_it_is() {
    assert_eq!(display_text("é".as_bytes()), "é");
    let dump = display_text(&[0xde, 0xad, b'A', 0xe9]);
    assert_eq!(
        dump,
        "00000000  de ad 41 e9                                      |..A.|\n"
    );
}

#[test]
fn node_lists_travel_as_bytes_and_come_back() {
    let progress = TreeProgress {
        removed: Some(vec![1, 70_000, u32::MAX]),
        testing: vec![5],
    };
    let json = serde_json::to_string(&progress).unwrap();
    assert!(
        json.contains("[1,0,0,0,112,17,1,0,255,255,255,255]"),
        "{json}"
    );
    assert_eq!(
        serde_json::from_str::<TreeProgress>(&json).unwrap(),
        progress
    );
    let none = TreeProgress::default();
    assert_eq!(
        serde_json::from_str::<TreeProgress>(&serde_json::to_string(&none).unwrap()).unwrap(),
        none
    );
}

#[test]
fn sizes_are_said_in_the_singular_for_one_byte() {
    assert_eq!(byte_count(1), "1 byte");
    assert_eq!(byte_count(0), "0 bytes");
    assert_eq!(byte_count(17), "17 bytes");
}

#[test]
fn preview_cuts_at_a_character_boundary() {
    assert_eq!(preview("abc", 10), "abc");
    assert_eq!(preview("aé", 2), "a");
    assert_eq!(preview("aéb", 3), "aé");
}

#[test]
fn window_is_the_workers_for_javascript_and_clamped_for_endpoints() {
    let mut config = RunConfig {
        input: b"x".to_vec(),
        files: Vec::new(),
        language: None,
        algorithm: "ddmin".into(),
        units: vec!["line".into()],
        oracle: OracleSpec::Javascript {
            code: "return true;".into(),
        },
        timeout_ms: 100,
        syntax_check: true,
        memory: true,
        auto_timeout: false,
        isolation: Isolation::Fresh,
        workers: 0,
        check_runs: 3,
        repeat: 1,
        min_interesting: 1,
        delay_ms: 0,
        text_encoding: None,
    };
    assert_eq!(config.window(), 1);
    // Unset: the browser's cores, at most sixteen.
    assert_eq!(config.window_with_cores(6), 6);
    assert_eq!(config.window_with_cores(64), 16);
    assert_eq!(config.window_with_cores(0), 1);
    config.workers = 4;
    assert_eq!(config.window_with_cores(6), 4);
    assert_eq!(config.window(), 4);
    config.oracle = OracleSpec::Endpoint(EndpointSpec {
        concurrency: 100,
        ..EndpointSpec::default()
    });
    assert_eq!(config.window(), MAX_CONCURRENCY as usize);
}

#[test]
fn old_configs_without_a_syntax_check_field_check_syntax() {
    let json = r#"{"input":[120],"language":"c","algorithm":"ddmin","units":["line"],
        "oracle":{"kind":"javascript","code":"return true;"},"timeout_ms":5}"#;
    let config: RunConfig = serde_json::from_str(json).unwrap();
    assert!(config.syntax_check);
    assert_eq!(config.isolation, Isolation::Fresh);
    assert_eq!(
        (config.check_runs, config.repeat, config.min_interesting),
        (3, 1, 1)
    );
    assert_eq!(config.input, b"x");
    assert!(config.files.is_empty(), "an old config is one file");
}

#[test]
fn poll_steps_are_tagged_by_kind() {
    let step = PollStep::Test {
        id: 3,
        input: Some("a".into()),
        bytes: b"a".to_vec(),
        files: None,
        archive: None,
        timeout_ms: 1000,
        purpose: Purpose::Check,
    };
    let json = serde_json::to_value(&step).unwrap();
    assert_eq!(json["kind"], "test");
    assert_eq!(json["id"], 3);
    assert_eq!(json["purpose"], "check");
    assert_eq!(
        serde_json::to_value(PollStep::Wait).unwrap()["kind"],
        "wait"
    );
}

#[test]
fn oracle_spec_json_is_flat() {
    let json = serde_json::to_value(OracleSpec::Endpoint(EndpointSpec::default())).unwrap();
    assert_eq!(json["kind"], "endpoint");
    assert_eq!(json["method"], "POST");
}
