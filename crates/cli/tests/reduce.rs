//! End-to-end tests of `whittle reduce` with real scripts.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

mod common;

use common::{json, prod_script, stderr, whittle, write_script};

/// `whittle reduce INPUT --test SCRIPT`, to add options to.
fn reduce(input: impl AsRef<Path>, script: impl AsRef<Path>) -> Command {
    let mut command = whittle();
    command
        .arg("reduce")
        .arg(input.as_ref())
        .arg("--test")
        .arg(script.as_ref());
    command
}

const INPUT: &str = "alpha\nbeta\nneedle one\ngamma\ndelta\nneedle two\nepsilon\n";

fn setup() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.txt");
    std::fs::write(&input, INPUT).unwrap();
    let script = write_script(
        dir.path(),
        "test.sh",
        "[ \"$(grep -c needle \"$1\")\" = 2 ]",
    );
    (dir, input, script)
}

#[test]
fn reduces_to_the_default_output_and_keeps_the_input() {
    let (dir, input, script) = setup();
    let stats = dir.path().join("stats.json");
    let out = reduce(&input, &script)
        .args(["-j", "1", "--stats"])
        .arg(&stats)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let reduced = std::fs::read_to_string(dir.path().join("input.reduced.txt")).unwrap();
    assert_eq!(reduced, "needle one\nneedle two\n");
    assert_eq!(std::fs::read_to_string(&input).unwrap(), INPUT);
    let stats = json(&stats);
    assert_eq!(stats["algorithm"], "ddmin*");
    assert_eq!(stats["unit"][0], "line");
    assert_eq!(stats["status"], "finished");
    assert_eq!(stats["initial"]["bytes"], INPUT.len());
    assert_eq!(stats["final"]["bytes"], 22);
    assert_eq!(stats["final"]["units"], 2);
    assert!(stats["queries"].as_u64().unwrap() > 2);
    assert!(stats["cache_hits"].is_u64());
    assert!(stats["wall_time_s"].as_f64().unwrap() > 0.0);
    assert!(stats["oracle_time_s"].as_f64().unwrap() > 0.0);
}

#[test]
fn parallel_runs_give_the_same_result() {
    let (dir, input, script) = setup();
    let mut results = Vec::new();
    for jobs in [1, 3] {
        let output = dir.path().join(format!("out-{jobs}.txt"));
        let stats = dir.path().join(format!("stats-{jobs}.json"));
        let out = reduce(&input, &script)
            .args(["-a", "ddmin", "-u", "line,char", "-j", &jobs.to_string()])
            .arg("-o")
            .arg(&output)
            .arg("--stats")
            .arg(&stats)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        results.push(std::fs::read_to_string(&output).unwrap());
        // How full the window was, overall and by pass.
        let stats = json(&stats);
        let window = &stats["window_use"];
        let mean = window["mean_running"].as_f64().unwrap();
        assert!(mean > 0.0 && mean <= jobs as f64, "{window}");
        let passes: Vec<_> = window["by_pass"].as_array().unwrap().iter().collect();
        assert_eq!(passes.len(), 2, "{window}");
        assert_eq!(
            (&passes[0]["pass"], &passes[1]["pass"]),
            (&"line".into(), &"char".into())
        );
        let on_average = format!("of {jobs} tests running on average");
        assert_eq!(
            stderr(&out).contains(&on_average),
            jobs > 1,
            "{}",
            stderr(&out)
        );
    }
    assert_eq!(results[0], results[1]);
    assert_eq!(results[0].matches("needle").count(), 2);
    assert!(
        results[0].len() < 22,
        "the char pass shrinks lines: {:?}",
        results[0]
    );
}

#[test]
fn an_uninteresting_original_is_refused() {
    let (dir, input, _) = setup();
    let script = write_script(dir.path(), "never.sh", "exit 1");
    let out = reduce(&input, &script).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("the original input is not interesting"),
        "{}",
        stderr(&out)
    );
    assert!(!dir.path().join("input.reduced.txt").exists());
}

#[test]
fn bad_scripts_and_inputs_get_clear_errors() {
    let (dir, input, script) = setup();
    let missing = reduce(&input, dir.path().join("nope.sh")).output().unwrap();
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        stderr(&missing).contains("does not exist"),
        "{}",
        stderr(&missing)
    );

    let plain = dir.path().join("plain.sh");
    std::fs::write(&plain, "#!/bin/sh\nexit 0\n").unwrap();
    let not_exec = reduce(&input, &plain).output().unwrap();
    assert!(
        stderr(&not_exec).contains("not executable"),
        "{}",
        stderr(&not_exec)
    );

    let no_input = whittle()
        .arg("reduce")
        .arg(dir.path().join("absent.c"))
        .arg("-t")
        .arg(&script)
        .output()
        .unwrap();
    assert_eq!(no_input.status.code(), Some(1));
    assert!(
        stderr(&no_input).contains("cannot read input"),
        "{}",
        stderr(&no_input)
    );

    let no_shebang = dir.path().join("noshebang.sh");
    std::fs::write(&no_shebang, "exit 0\n").unwrap();
    std::fs::set_permissions(&no_shebang, std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = reduce(&input, &no_shebang).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("#!"), "{}", stderr(&out));

    let bad_algo = reduce(&input, &script)
        .args(["-a", "magic"])
        .output()
        .unwrap();
    assert_eq!(bad_algo.status.code(), Some(2));
    assert!(
        stderr(&bad_algo).contains("ddmin*"),
        "{}",
        stderr(&bad_algo)
    );
}

#[test]
fn reducing_in_place_keeps_the_original() {
    let (dir, input, script) = setup();
    let out = reduce(&input, &script)
        .arg("-o")
        .arg(&input)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        std::fs::read_to_string(&input).unwrap(),
        "needle one\nneedle two\n"
    );
    let backup = dir.path().join("input.txt.orig");
    assert_eq!(std::fs::read_to_string(backup).unwrap(), INPUT);
}

#[test]
fn script_arguments_follow_the_candidate() {
    let (dir, input, _) = setup();
    let script = write_script(dir.path(), "grep.sh", "grep -q \"$2\" \"$1\"");
    let output = dir.path().join("out.txt");
    let out = reduce(&input, &script)
        .arg("-o")
        .arg(&output)
        .args(["--", "gamma"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&output).unwrap(), "gamma\n");
}

/// A run with a slow script (0.3 s a test), 1.5 s in: the child and where
/// it writes its result.
fn slow_run_under_way() -> (tempfile::TempDir, std::process::Child, std::path::PathBuf) {
    let (dir, input, _) = setup();
    let script = write_script(
        dir.path(),
        "slow.sh",
        "sleep 0.3; [ \"$(grep -c needle \"$1\")\" = 2 ]",
    );
    let output = dir.path().join("out.txt");
    let child = reduce(&input, &script)
        .args(["-j", "1", "-o"])
        .arg(&output)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    (dir, child, output)
}

fn interrupt(child: &std::process::Child) {
    // SAFETY: sending SIGINT to our own child process.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
}

#[test]
fn ctrl_c_writes_the_best_result_so_far() {
    let (_dir, mut child, output) = slow_run_under_way();
    interrupt(&child);
    let start = Instant::now();
    let status = child.wait().unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "Ctrl-C took too long"
    );
    assert_eq!(status.code(), Some(130));
    let best = std::fs::read_to_string(&output).unwrap();
    assert_eq!(best.matches("needle").count(), 2);
    assert!(best.len() <= INPUT.len());
}

/// `timeout --signal=INT` signals the command and then its process group:
/// two interrupts at once are one, and the best result is still written.
#[test]
fn an_interrupt_sent_twice_at_once_still_writes_the_best_result() {
    let (_dir, mut child, output) = slow_run_under_way();
    for _ in 0..2 {
        interrupt(&child);
        std::thread::sleep(Duration::from_millis(20));
    }
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    let best = std::fs::read_to_string(&output).expect("the best result is written");
    assert_eq!(best.matches("needle").count(), 2);
}

/// Vince's sum/prod example ([Vince 2024], Fig. 5.1) with a real compiler: the
/// program must still compile, run and print the product.
#[test]
fn ddmin_star_removes_the_sum_code_of_a_c_program() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("sumprod.c");
    std::fs::write(&input, include_str!("fixtures/sumprod.c")).unwrap();
    let script = prod_script(dir.path());
    let mut sizes = Vec::new();
    for algorithm in ["ddmin", "ddmin*"] {
        let output = dir.path().join(format!("{algorithm}.c"));
        let out = reduce(&input, &script)
            .args(["-a", algorithm, "-o"])
            .arg(&output)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        let reduced = std::fs::read_to_string(&output).unwrap();
        assert!(
            !reduced.contains("sum"),
            "{algorithm} left the sum: {reduced}"
        );
        assert!(reduced.contains("prod = mul(prod, i);"));
        sizes.push(reduced.len());
    }
    assert!(sizes[1] <= sizes[0]);
}

/// The tree reducers on real C, with gcc as the oracle: every result still
/// compiles and prints the product, and the syntax check keeps candidates
/// that do not parse away from the compiler.
#[test]
fn tree_algorithms_reduce_c_with_a_syntax_check() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("sumprod.c");
    std::fs::write(&input, include_str!("fixtures/sumprod.c")).unwrap();
    let script = prod_script(dir.path());
    for algorithm in ["pardis", "perses", "hdd*", "auto"] {
        let output = dir.path().join("out.c");
        let stats = dir.path().join("stats.json");
        let out = reduce(&input, &script)
            .args(["-a", algorithm, "-j", "2", "-o"])
            .arg(&output)
            .arg("--stats")
            .arg(&stats)
            .output()
            .unwrap();
        assert!(out.status.success(), "{algorithm}: {}", stderr(&out));
        let reduced = std::fs::read_to_string(&output).unwrap();
        assert!(!reduced.contains("sum"), "{algorithm}: {reduced}");
        if algorithm == "auto" {
            // The pipeline renames (`prod = mul(prod, i)` becomes
            // `e = c(e, i)`): the script itself says the result still
            // prints the product.
            let check = std::process::Command::new("sh")
                .arg(&script)
                .arg(&output)
                .current_dir(dir.path())
                .status()
                .unwrap();
            assert!(check.success(), "{algorithm}: {reduced}");
            assert!(!reduced.contains("mul("), "{algorithm}: {reduced}");
        } else {
            assert!(
                reduced.contains("prod = mul(prod, i);"),
                "{algorithm}: {reduced}"
            );
        }
        assert!(reduced.len() < include_str!("fixtures/sumprod.c").len() * 6 / 10);
        let stats = json(&stats);
        assert_eq!(stats["language"], "c", "{algorithm}");
        if algorithm == "auto" {
            // The default pipeline: each pass's own counts are in the stats.
            assert_eq!(stats["algorithm"], "pipeline");
            let counters = &stats["counters"];
            assert!(counters["pass1.pardis-hybrid.accepted"].as_u64().unwrap() > 0);
            assert!(
                counters["pass1.pardis-hybrid.bytes_removed"]
                    .as_u64()
                    .unwrap()
                    > 0
            );
            assert!(counters["pass2.perses.runs"].as_u64().unwrap() >= 1);
            assert!(counters["pass3.rewrite.accepted"].as_u64().unwrap() > 0);
            assert!(counters["pass7.polish.rename.accepted"].as_u64().unwrap() > 0);
            assert!(counters["pass4.ddmin-token.candidates"].as_u64().unwrap() > 0);
            assert!(counters["pipeline.rounds"].as_u64().unwrap() <= 4);
        }
        if algorithm == "hdd*" {
            // Plain HDD proposes deletions the grammar forbids; the parser
            // rejects them before gcc runs.
            assert!(stats["rejections"].as_u64().unwrap() > 0);
        }
    }
}

#[test]
fn tree_algorithms_need_a_language() {
    let (dir, input, script) = setup();
    let out = reduce(&input, &script)
        .args(["-a", "pardis"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("needs a language"),
        "{}",
        stderr(&out)
    );
    let out = reduce(&input, &script)
        .args(["--lang", "cobol"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("unknown language"),
        "{}",
        stderr(&out)
    );
    drop(dir);
}

#[test]
fn the_time_limit_keeps_the_best_so_far() {
    let (dir, input, _) = setup();
    let script = write_script(
        dir.path(),
        "slow.sh",
        "sleep 0.2; [ \"$(grep -c needle \"$1\")\" = 2 ]",
    );
    let stats = dir.path().join("stats.json");
    let start = Instant::now();
    let out = reduce(&input, &script)
        .args(["-j", "1", "--time-limit", "1", "--stats"])
        .arg(&stats)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(start.elapsed() < Duration::from_secs(5));
    let stats = json(&stats);
    assert_eq!(stats["status"], "stopped");
    let best = std::fs::read_to_string(dir.path().join("input.reduced.txt")).unwrap();
    assert_eq!(best.matches("needle").count(), 2);
}

#[test]
fn format_reindents_json_when_it_stays_interesting() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.json");
    std::fs::write(
        &input,
        r#"{"keep": {"bug": [1, 2]}, "noise": {"a": 1, "b": [4, 5]}}"#,
    )
    .unwrap();
    let script = write_script(dir.path(), "t.sh", "grep -q bug \"$1\"");
    // Pardis Hybrid only removes, so an object stays to be indented; the
    // default pipeline would replace it by the bare string "bug".
    let out = reduce(&input, &script)
        .args(["--format", "-a", "pardis-hybrid", "-j", "1"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let reduced = std::fs::read_to_string(dir.path().join("in.reduced.json")).unwrap();
    assert!(reduced.contains("\n  "), "not indented: {reduced}");
    assert!(reduced.contains("bug"));
    let value: serde_json::Value = serde_json::from_str(&reduced).unwrap();
    assert!(value.is_object());
    // A line-sensitive oracle rejects the formatted text: it stays as reduced.
    let one_line = write_script(
        dir.path(),
        "one.sh",
        "grep -q bug \"$1\" && [ \"$(wc -l < \"$1\")\" -eq 0 ]",
    );
    let out = reduce(&input, &one_line)
        .args(["--format", "-a", "pardis-hybrid", "-j", "1"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("not interesting; keeping it unformatted"),
        "{}",
        stderr(&out)
    );
    let reduced = std::fs::read_to_string(dir.path().join("in.reduced.json")).unwrap();
    assert!(!reduced.contains('\n'));
}

/// Reduces `input` with `script` at `-j 1` and `extra`, in `input`'s
/// folder: the result's text and the `--stats` JSON.
fn reduce_with_stats(input: &Path, script: &Path, extra: &[&str]) -> (String, serde_json::Value) {
    let dir = input.parent().unwrap();
    let output = dir
        .join("out")
        .with_extension(input.extension().unwrap_or_default());
    let stats = dir.join("stats.json");
    let out = reduce(input, script)
        .args(["-j", "1", "-o"])
        .arg(&output)
        .arg("--stats")
        .arg(&stats)
        .args(extra)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    (std::fs::read_to_string(&output).unwrap(), json(&stats))
}

/// `--no-pumps`: the default pipeline ends at its fixed point, where a
/// pump (`int` to `void`, a byte more) would have let the loop go.
#[test]
fn no_pumps_ends_at_the_fixed_point() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("loop.c");
    std::fs::write(
        &input,
        "int f(void) {\n  int c;\n  for (;;)\n    c = 1;\n}\n",
    )
    .unwrap();
    // Interesting: `c` is still set to 1, and the function returns nothing
    // or never returns (a loop stands for the `return` an `int` needs).
    let script = write_script(
        dir.path(),
        "test.sh",
        r#"t=$(tr -d ' \n\t' < "$1")
case "$t" in
  'void'*'){'*'c=1;'*) exit 0 ;;
  'int'*'){'*'for(;;)'*'c=1;'*) exit 0 ;;
esac
exit 1"#,
    );
    let run = |extra: &[&str]| reduce_with_stats(&input, &script, extra);
    let (pumped, stats) = run(&[]);
    assert!(pumped.starts_with("void"), "{pumped}");
    assert_eq!(stats["counters"]["pipeline.pumps_kept"], 1);
    let (stuck, stats) = run(&["--no-pumps"]);
    assert!(
        stuck.starts_with("int") && stuck.contains("for(;;)"),
        "{stuck}"
    );
    let counters = stats["counters"].as_object().unwrap();
    assert!(
        !counters.keys().any(|name| name.contains("pump")),
        "{counters:?}"
    );
}

/// `--no-memory`: every candidate of the default pipeline goes to the
/// oracle, none is answered from the memories of refused changes and
/// stranded names.
#[test]
fn no_memory_asks_the_oracle_every_candidate() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("prog.c");
    std::fs::write(
        &input,
        "int total;\nint scale = 3;\n\nint add(int a, int b) {\n  int sum = a + b;\n  return sum * scale;\n}\n\n\
         void count(int n) {\n  for (int i = 0; i < n; i++)\n    total = add(total, i);\n}\n\n\
         int main(void) {\n  count(4);\n  return total > 10;\n}\n",
    )
    .unwrap();
    // Interesting: it still compiles to an object and still adds with `+`.
    let script = write_script(
        dir.path(),
        "test.sh",
        r#"grep -q '+' "$1" && grep -q 'total' "$1" && gcc -fsyntax-only -Werror=implicit-function-declaration -x c "$1" 2>/dev/null"#,
    );
    let run = |extra: &[&str]| reduce_with_stats(&input, &script, extra).1;
    let from_memory = |stats: &serde_json::Value| {
        stats["cache"]["hits_remembered"].as_u64().unwrap()
            + stats["cache"]["hits_stranded"].as_u64().unwrap()
    };
    let remembering = run(&[]);
    assert!(from_memory(&remembering) > 0, "{remembering}");
    let asking = run(&["--no-memory"]);
    assert_eq!(from_memory(&asking), 0, "{asking}");
    assert!(
        asking["queries"].as_u64() > remembering["queries"].as_u64(),
        "{asking} {remembering}"
    );
}
