// A JSON Pointer reaches into nested arrays and objects, and a \u escape in
// a string is decoded.
fn main() {
    let doc = subject::parse(r#"{"items": [{"name": "a"}, {"name": "caf\u00e9"}]}"#).unwrap();
    let name = doc.pointer("/items/1/name").and_then(|v| v.as_str());
    assert_eq!(name, Some("café"));
}
