// A pre-release sorts before its release, and numeric identifiers sort
// numerically (rc.2 < rc.10).
fn main() {
    let parse = |s: &str| subject::Version::parse(s).unwrap();
    let mut versions = vec![parse("1.0.0"), parse("1.0.0-rc.10"), parse("1.0.0-rc.2")];
    versions.sort();
    let order: Vec<String> = versions.iter().map(|v| v.to_string()).collect();
    assert_eq!(order, ["1.0.0-rc.2", "1.0.0-rc.10", "1.0.0"]);
}
