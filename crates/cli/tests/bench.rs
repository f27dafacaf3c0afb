//! `whittle bench` over a small suite of its own: one JSON record per case,
//! algorithm and window, with the figures the benchmarks report.

mod common;

use common::{stderr, whittle, write_script};

#[test]
fn writes_a_record_per_algorithm_and_window() {
    let dir = tempfile::tempdir().unwrap();
    let lines: String = (0..40)
        .map(|i| format!("line {i}{}\n", if i == 17 { " keep me" } else { "" }))
        .collect();
    std::fs::write(dir.path().join("lines.txt"), &lines).unwrap();
    std::fs::write(
        dir.path().join("cases.tsv"),
        format!("lines\tlines.txt\tkeep me\t{}\n", lines.len()),
    )
    .unwrap();
    // Called as SCRIPT CANDIDATE KEEP_REGEX.
    let oracle = write_script(dir.path(), "oracle.sh", "grep -Eq -- \"$2\" \"$1\"");
    let out = dir.path().join("bench.json");
    let run = whittle()
        .arg("bench")
        .arg("--suite")
        .arg(dir.path())
        .args(["--algorithms", "ddmin,opdd", "-j", "1,3", "--oracle"])
        .arg(&oracle)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", stderr(&run));
    let records: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let runs: Vec<(&str, u64)> = records
        .iter()
        .map(|r| {
            (
                r["algorithm"].as_str().unwrap(),
                r["jobs"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(runs, [("ddmin", 1), ("ddmin", 3), ("opdd", 1), ("opdd", 3)]);
    for record in &records {
        assert_eq!(record["case"], "lines");
        assert_eq!(record["status"], "finished", "{record}");
        assert_eq!(record["final_bytes"], "line 17 keep me\n".len(), "{record}");
        assert!(record["queries"].as_u64().unwrap() > 2, "{record}");
        assert!(record["abandoned"].is_u64(), "{record}");
        let jobs = record["jobs"].as_f64().unwrap();
        let mean = record["mean_running"].as_f64().unwrap();
        assert!(mean > 0.0 && mean <= jobs, "{record}");
        assert!(record["wall_s"].as_f64().unwrap() > 0.0, "{record}");
    }
}
