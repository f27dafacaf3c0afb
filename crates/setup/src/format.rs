//! Formatters that run anywhere the engine does (no process, no I/O): the
//! command line's `--format` and the playground's *Format* button use
//! them, and keep the formatted text only if the oracle still finds it
//! interesting (layout can matter to a line-based crash). A language
//! without one here is formatted by the command line with its usual tool.

/// A language this module can format.
pub fn can_format(language: &str) -> bool {
    language == "json"
}

/// `content` formatted as `language`, or why it cannot be.
pub fn format(language: Option<&str>, content: &[u8]) -> Result<Vec<u8>, String> {
    match language {
        Some("json") => json(content),
        Some(other) => Err(format!("no formatter for {other} runs here")),
        None => Err("no language, so no formatter".to_string()),
    }
}

/// JSON indented by two spaces, one member per line, with the members in
/// the order they came (streamed token by token, so a 5 MB document is
/// never held as a tree, and duplicate keys stay).
pub fn json(content: &[u8]) -> Result<Vec<u8>, String> {
    let mut reader = serde_json::Deserializer::from_slice(content);
    let mut out = Vec::with_capacity(content.len() + content.len() / 2);
    let mut writer = serde_json::Serializer::pretty(&mut out);
    serde_transcode::transcode(&mut reader, &mut writer)
        .map_err(|e| format!("not valid JSON: {e}"))?;
    reader.end().map_err(|e| format!("not valid JSON: {e}"))?;
    out.push(b'\n');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_is_indented_in_its_own_order() {
        let formatted = json(br#"{"z":1,"a":[true,null,{"k":"v"}],"z":2}"#).unwrap();
        let expected = "{\n  \"z\": 1,\n  \"a\": [\n    true,\n    null,\n    {\n      \"k\": \"v\"\n    }\n  ],\n  \"z\": 2\n}\n";
        assert_eq!(String::from_utf8(formatted).unwrap(), expected);
    }

    #[test]
    fn what_is_not_json_is_said() {
        assert!(json(b"{\"a\": }")
            .unwrap_err()
            .starts_with("not valid JSON"));
        assert!(json(b"[1] [2]").is_err(), "trailing data");
        assert!(format(Some("c"), b"int a;").is_err());
        assert!(can_format("json") && !can_format("python"));
    }
}
