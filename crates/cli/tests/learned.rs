//! End to end: collect training trials on a C file with gcc, fit a model,
//! and reduce with the learning-guided reducers using it.

mod common;

use common::{json, prod_script, stderr, whittle, write_script};

#[test]
fn collect_fit_and_reduce_with_the_model() {
    let dir = tempfile::tempdir().unwrap();
    let corpus = dir.path().join("sumprod.c");
    std::fs::write(&corpus, include_str!("fixtures/sumprod.c")).unwrap();
    // The synthetic oracle: compiles, and still holds the kept token ($2).
    let valid = write_script(
        dir.path(),
        "valid.sh",
        "grep -qF -- \"$2\" \"$1\" && gcc -c -w -o /dev/null -x c \"$1\" 2>/dev/null",
    );
    let log = dir.path().join("trials.jsonl");
    let out = whittle()
        .args(["train", "collect", "--oracle"])
        .arg(&valid)
        .arg("-o")
        .arg(&log)
        .arg(&corpus)
        .output()
        .unwrap();
    assert!(out.status.success(), "collect: {}", stderr(&out));
    let lines: Vec<serde_json::Value> = std::fs::read_to_string(&log)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(lines.len() > 5, "{} trials", lines.len());
    for line in &lines {
        assert!(line["kind"].is_string() && line["success"].is_boolean());
        let progress = line["progress"].as_f64().unwrap();
        assert!(progress > 0.0 && progress <= 1.0);
    }
    assert!(lines.iter().any(|l| l["success"] == true));

    let model = dir.path().join("c.json");
    let out = whittle()
        .args(["train", "fit", "-l", "c", "--trees", "5", "--type-only"])
        .arg(&log)
        .arg("-o")
        .arg(&model)
        .output()
        .unwrap();
    assert!(out.status.success(), "fit: {}", stderr(&out));
    assert!(dir.path().join("c.report.json").exists());

    let prod = prod_script(dir.path());
    for (algorithm, counter) in [("model-pardis", "skipped"), ("type-batched", "batches")] {
        let output = dir.path().join("out.c");
        let stats = dir.path().join("stats.json");
        let out = whittle()
            .arg("reduce")
            .arg(&corpus)
            .arg("-t")
            .arg(&prod)
            .args(["-a", algorithm, "--model"])
            .arg(&model)
            .arg("-o")
            .arg(&output)
            .arg("--stats")
            .arg(&stats)
            .output()
            .unwrap();
        assert!(out.status.success(), "{algorithm}: {}", stderr(&out));
        let reduced = std::fs::read_to_string(&output).unwrap();
        assert!(
            reduced.contains("prod = mul(prod, i);"),
            "{algorithm}: {reduced}"
        );
        assert!(reduced.len() < include_str!("fixtures/sumprod.c").len() * 6 / 10);
        let stats = json(&stats);
        assert!(stats["counters"][counter].is_u64(), "{algorithm}: {stats}");
    }

    // A model of another language is refused with a clear message.
    let json = write_script(dir.path(), "any.sh", "true");
    let input = dir.path().join("x.json");
    std::fs::write(&input, "[1, 2]").unwrap();
    let out = whittle()
        .arg("reduce")
        .arg(&input)
        .arg("-t")
        .arg(&json)
        .args(["-a", "model-pardis", "--model"])
        .arg(&model)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("trained on c but the input is json"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn learned_reducers_work_without_a_model() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("x.json");
    std::fs::write(&input, r#"{"a": [1, 2, 3], "b": {"keep": true}, "c": "x"}"#).unwrap();
    let script = write_script(dir.path(), "keep.sh", "grep -q keep \"$1\"");
    for algorithm in ["model-pardis", "type-batched", "type-agnostic-joint"] {
        let output = dir.path().join("out.json");
        let out = whittle()
            .arg("reduce")
            .arg(&input)
            .arg("-t")
            .arg(&script)
            .args(["-a", algorithm, "-o"])
            .arg(&output)
            .output()
            .unwrap();
        assert!(out.status.success(), "{algorithm}: {}", stderr(&out));
        let reduced = std::fs::read_to_string(&output).unwrap();
        assert!(
            reduced.contains("keep") && !reduced.contains("\"c\""),
            "{algorithm}: {reduced}"
        );
    }
}
