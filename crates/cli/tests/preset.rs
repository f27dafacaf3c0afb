//! `whittle reduce` with the toolchain presets and the real tools:
//! `--clang` (clang, which `scripts/test` installs), `--python` (python3)
//! and `--tsc` (TypeScript from `tests/e2e`'s npm packages, which
//! `scripts/test` installs). A missing tool fails these tests, never skips
//! them.

mod common;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use common::{json, stderr, whittle};

/// `PATH` with `tests/e2e`'s npm binaries (tsc) first.
fn tool_path() -> OsString {
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/e2e/node_modules/.bin");
    let mut paths = vec![bin];
    paths.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    std::env::join_paths(paths).unwrap()
}

/// The tool's path on [`tool_path`]; a test that needs it fails without it.
fn require(tool: &str, install: &str) -> PathBuf {
    std::env::split_paths(&tool_path())
        .map(|dir| dir.join(tool))
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("`{tool}` is needed for this test: {install}"))
}

fn reduce(input: &Path) -> Command {
    let mut command = whittle();
    command.env("PATH", tool_path()).arg("reduce").arg(input);
    command
}

fn succeeded(out: &Output) {
    assert!(out.status.success(), "{:?}\n{}", out.status, stderr(out));
}

const C_WARNING: &str = "#include <stdio.h>\n\
static int twice(int x) { return 2 * x; }\n\
static int scale(int v) {\n  const int zero = 0;\n  int r = twice(v);\n  return r / zero;\n}\n\
int main(void) {\n  printf(\"%d\\n\", twice(3));\n  printf(\"%d\\n\", scale(4));\n  return 0;\n}\n";

#[test]
fn a_clang_warning_reduces_to_what_clang_still_warns_about() {
    let clang = require("clang", "apt-get install clang (scripts/test does)");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bug.c");
    std::fs::write(&input, C_WARNING).unwrap();
    let stats_path = dir.path().join("stats.json");
    let out = reduce(&input)
        .args([
            "--clang",
            "-fsyntax-only -Wall",
            "--expect",
            "division by zero",
        ])
        .args(["-j", "2", "--stats"])
        .arg(&stats_path)
        .output()
        .unwrap();
    succeeded(&out);
    let result = std::fs::read_to_string(dir.path().join("bug.reduced.c")).unwrap();
    assert!(result.len() < C_WARNING.len() / 3, "{result}");
    assert!(!result.contains("printf"), "{result}");
    // clang by hand, on the result where it lies.
    let by_hand = Command::new(clang)
        .args(["-fsyntax-only", "-Wall", "bug.reduced.c"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&by_hand.stderr);
    assert!(said.contains("division by zero"), "{said}");
    let stats = json(&stats_path);
    assert_eq!(stats["verification"], "verified");
    assert_eq!(stats["check_runs"]["interesting"], 3);
    assert!(stats["oracle_runs"].as_u64().unwrap() > 10, "{stats}");
    assert_eq!(stats["timeout_source"], "adaptive");
}

#[test]
fn cpp_by_extension_and_the_exit_status_with_expect_code() {
    require("clang", "apt-get install clang (scripts/test does)");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bug.cpp");
    // Only C++ compiles this; --expect-code 0 keeps it compiling.
    let text = "template <typename T> T zero() { return T(); }\n\
                int unused = 1;\n\
                int f(int x) { return x / 0; }\n\
                namespace n { int g = 2; }\n";
    std::fs::write(&input, text).unwrap();
    let out = reduce(&input)
        .args([
            "--clang",
            "-fsyntax-only -Wall",
            "--expect",
            "division by zero",
        ])
        .args(["--expect-code", "0", "-a", "ddmin", "-u", "line", "-j", "2"])
        .output()
        .unwrap();
    succeeded(&out);
    let result = std::fs::read_to_string(dir.path().join("bug.reduced.cpp")).unwrap();
    assert_eq!(result, "int f(int x) { return x / 0; }\n");
    // The exit status must be 2: never, so the original is not interesting,
    // and the message shows what clang said.
    let out = reduce(&input)
        .args([
            "--clang",
            "-fsyntax-only -Wall",
            "--expect",
            "division by zero",
        ])
        .args(["--expect-code", "2", "--check-runs", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("the original input is not interesting"),
        "{err}"
    );
    assert!(err.contains("clang++ -fsyntax-only -Wall bug.cpp"), "{err}");
    assert!(err.contains("not --expect-code 2"), "{err}");
    assert!(err.contains("warning: division by zero"), "{err}");
}

#[test]
fn a_folder_compiles_its_c_files_in_the_candidate_folder() {
    require("clang", "apt-get install clang (scripts/test does)");
    let dir = tempfile::tempdir().unwrap();
    let bug = dir.path().join("bug");
    std::fs::create_dir(&bug).unwrap();
    std::fs::write(
        bug.join("main.c"),
        "#include \"util.h\"\nint main(void) { return twice(2); }\n",
    )
    .unwrap();
    std::fs::write(bug.join("util.h"), "int twice(int x);\n").unwrap();
    std::fs::write(
        bug.join("util.c"),
        "#include \"util.h\"\nint twice(int x) { return 2 * x; }\nint broken(int x) { return x / 0; }\n",
    )
    .unwrap();
    std::fs::write(bug.join("README"), "Build with clang *.c\n").unwrap();
    let out = reduce(&bug)
        .args([
            "--clang",
            "-fsyntax-only -Wall",
            "--expect",
            "util.c:.*division by zero",
        ])
        .args(["-j", "2"])
        .output()
        .unwrap();
    succeeded(&out);
    let result = dir.path().join("bug.reduced");
    let files: Vec<String> = std::fs::read_dir(&result)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(files, ["util.c"], "only the file that warns stays");
    let text = std::fs::read_to_string(result.join("util.c")).unwrap();
    let tight: String = text.split_whitespace().collect();
    assert!(tight.contains("/0") && !text.contains("twice"), "{text}");
}

const GRADES: &str = "GRADES = {\"A\": 4, \"B\": 3}\n\
def points(grade):\n    return GRADES[grade]\n\
print(points(\"A\"))\n\
print(\"report\")\n\
print(points(\"B+\"))\n\
print(\"done\")\n";

const KEY_ERROR_ORACLE: &str = "def interesting(input, data):
    code, stdout, stderr = run_python(input)
    assert isinstance(data, bytes) and data.decode() == input
    return code != 0 and 'KeyError' in stderr
";

#[test]
fn a_python_key_error_reduces_with_an_oracle_function() {
    require("python3", "apt-get install python3");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("grades.py");
    std::fs::write(&input, GRADES).unwrap();
    let oracle = dir.path().join("oracle.py");
    std::fs::write(&oracle, KEY_ERROR_ORACLE).unwrap();
    let stats_path = dir.path().join("stats.json");
    let out = reduce(&input)
        .arg("--python")
        .arg(&oracle)
        .args(["-a", "ddmin", "-u", "line", "-j", "2", "--stats"])
        .arg(&stats_path)
        .output()
        .unwrap();
    succeeded(&out);
    let result = std::fs::read_to_string(dir.path().join("grades.reduced.py")).unwrap();
    assert_eq!(
        result,
        "GRADES = {\"A\": 4, \"B\": 3}\ndef points(grade):\n    return GRADES[grade]\nprint(points(\"B+\"))\n"
    );
    let stats = json(&stats_path);
    // Candidates that no longer define GRADES raise NameError in the
    // program, not in the oracle: nothing raised in interesting().
    assert_eq!(stats["oracle_counters"]["python.raised"], 0, "{stats}");
    assert_eq!(stats["oracle_counters"]["python.not_boolean"], 0, "{stats}");
}

#[test]
fn a_global_the_oracle_sets_does_not_reach_the_next_test() {
    require("python3", "apt-get install python3");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.txt");
    std::fs::write(&input, "alpha\nneedle\nbeta\ngamma\n").unwrap();
    let oracle = dir.path().join("oracle.py");
    // Interesting only in a test that is the interpreter's first: were
    // globals or modules kept between tests, the second check run would
    // already say no (a flaky oracle, exit status 4).
    std::fs::write(
        &oracle,
        "import os, sys\n\
         calls = 0\n\
         def interesting(input, data):\n\
         \x20   global calls\n\
         \x20   calls += 1\n\
         \x20   first = calls == 1 and 'whittle_seen' not in sys.modules and 'WHITTLE_SEEN' not in os.environ\n\
         \x20   sys.modules['whittle_seen'] = sys\n\
         \x20   os.environ['WHITTLE_SEEN'] = '1'\n\
         \x20   os.chdir('/')\n\
         \x20   return first and 'needle' in input\n",
    )
    .unwrap();
    let out = reduce(&input)
        .arg("--python")
        .arg(&oracle)
        .args([
            "-j",
            "2",
            "--check-runs",
            "3",
            "--repeat",
            "2",
            "--min-interesting",
            "2",
        ])
        .output()
        .unwrap();
    succeeded(&out);
    let result = std::fs::read_to_string(dir.path().join("input.reduced.txt")).unwrap();
    assert_eq!(result, "needle\n");
}

#[test]
fn a_python_oracle_reads_a_folder_from_its_working_directory() {
    require("python3", "apt-get install python3");
    let dir = tempfile::tempdir().unwrap();
    let app = dir.path().join("app");
    std::fs::create_dir(&app).unwrap();
    std::fs::write(
        app.join("main.py"),
        "from helper import lookup\nprint('start')\nprint(lookup('x'))\nprint('end')\n",
    )
    .unwrap();
    std::fs::write(
        app.join("helper.py"),
        "TABLE = {'a': 1}\ndef lookup(key):\n    return TABLE[key]\ndef unused():\n    return 2\n",
    )
    .unwrap();
    std::fs::write(app.join("notes.txt"), "lookup fails for x\n").unwrap();
    let oracle = dir.path().join("oracle.py");
    // The program imports its sibling module: it runs in the candidate
    // folder, which `input` names.
    std::fs::write(
        &oracle,
        "import os\n\
         def interesting(input, data):\n\
         \x20   assert os.getcwd() == input and data == input.encode()\n\
         \x20   if not os.path.exists('main.py'):\n\
         \x20       return False\n\
         \x20   with open('main.py') as f:\n\
         \x20       code, out, err = run_python(f.read())\n\
         \x20   return 'KeyError' in err\n",
    )
    .unwrap();
    let out = reduce(&app)
        .arg("--python")
        .arg(&oracle)
        .args(["-j", "2"])
        .output()
        .unwrap();
    succeeded(&out);
    let result = dir.path().join("app.reduced");
    let mut files: Vec<String> = std::fs::read_dir(&result)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(files, ["helper.py", "main.py"]);
    let helper = std::fs::read_to_string(result.join("helper.py")).unwrap();
    assert!(!helper.contains("unused"), "{helper}");
    let by_hand = Command::new("python3")
        .arg("main.py")
        .current_dir(&result)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&by_hand.stderr).contains("KeyError"));
}

#[test]
fn ctrl_c_stops_a_python_oracle_and_its_processes() {
    require("python3", "apt-get install python3");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.txt");
    std::fs::write(&input, "keep\nother\n").unwrap();
    let oracle = dir.path().join("hanging_oracle.py");
    // Answers the original at once; hangs on the first candidate.
    std::fs::write(
        &oracle,
        "import time\n\
         def interesting(input, data):\n\
         \x20   if input != 'keep\\nother\\n':\n\
         \x20       time.sleep(120)\n\
         \x20   return True\n",
    )
    .unwrap();
    let mut child = reduce(&input)
        .arg("--python")
        .arg(&oracle)
        .args(["-j", "1", "--timeout", "100", "-a", "ddmin", "-u", "line"])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(6));
    // SAFETY: sending SIGINT to our own child process.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let start = Instant::now();
    let status = child.wait().unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "Ctrl-C took too long"
    );
    assert_eq!(status.code(), Some(130));
    assert_eq!(running(&oracle), 0, "python3 processes outlived Ctrl-C");
}

/// How many processes have `path` on their command line.
fn running(path: &Path) -> usize {
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|e| std::fs::read(e.unwrap().path().join("cmdline")).ok())
        .filter(|cmdline| String::from_utf8_lossy(cmdline).contains(&*path.to_string_lossy()))
        .count()
}

#[test]
fn a_python_oracle_that_loops_forever_times_out_cleanly() {
    require("python3", "apt-get install python3");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.txt");
    std::fs::write(&input, "keep\nloop\n").unwrap();
    let oracle = dir.path().join("looping_oracle.py");
    // Loops forever when the candidate lacks `keep`, and on a candidate
    // that still has `loop`, runs a program that loops forever too.
    std::fs::write(
        &oracle,
        "def interesting(input, data):\n\
         \x20   while 'keep' not in input:\n\
         \x20       pass\n\
         \x20   if 'loop' in input:\n\
         \x20       run_python('while True: pass')\n\
         \x20   return True\n",
    )
    .unwrap();
    let start = Instant::now();
    let stats_path = dir.path().join("stats.json");
    // The original times out: a clear message that says so.
    let out = reduce(&input)
        .arg("--python")
        .arg(&oracle)
        .args(["--timeout", "5", "--check-runs", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("the original input is not interesting"),
        "{err}"
    );
    // run_python's limit ends the program first, or the test's ends it all.
    assert!(
        (err.contains("interesting() raised an exception") && err.contains("TimeoutError"))
            || err.contains("it ran past the time limit"),
        "{err}"
    );
    // Without `loop` the oracle answers; every candidate without `keep`
    // loops until the limit kills it.
    std::fs::write(&input, "alpha\nkeep\nbeta\n").unwrap();
    let out = reduce(&input)
        .arg("--python")
        .arg(&oracle)
        .args([
            "--timeout",
            "5",
            "-a",
            "ddmin",
            "-u",
            "line",
            "-j",
            "1",
            "--stats",
        ])
        .arg(&stats_path)
        .output()
        .unwrap();
    succeeded(&out);
    let result = std::fs::read_to_string(dir.path().join("input.reduced.txt")).unwrap();
    assert_eq!(result, "keep\n");
    assert_eq!(json(&stats_path)["timeout_s"], 5.0);
    assert!(start.elapsed() < Duration::from_secs(60));
    // No interpreter is left running the oracle.
    assert_eq!(
        running(&oracle),
        0,
        "python3 processes outlived their tests"
    );
}

#[test]
fn python_oracles_that_cannot_answer_say_why() {
    require("python3", "apt-get install python3");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.txt");
    std::fs::write(&input, "a\nb\n").unwrap();
    let run = |name: &str, body: &str, extra: &[&str]| {
        let oracle = dir.path().join(name);
        std::fs::write(&oracle, body).unwrap();
        let stats_path = dir.path().join(format!("{name}.json"));
        let out = reduce(&input)
            .arg("--python")
            .arg(&oracle)
            .args(["-j", "1", "--stats"])
            .arg(&stats_path)
            .args(extra)
            .output()
            .unwrap();
        (out, stats_path)
    };
    let (out, _) = run(
        "none.py",
        "def interested(input, data):\n    return True\n",
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out)
            .contains("does not define a function `interesting(input: str, data: bytes) -> bool`"),
        "{}",
        stderr(&out)
    );
    let (out, _) = run(
        "syntax.py",
        "def interesting(input, data)\n    return True\n",
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("cannot be loaded") && err.contains("SyntaxError"),
        "{err}"
    );
    // A non-boolean answer and an exception are not interesting, and
    // counted: ddmin tries `b c` (it raises), then `d` (None).
    std::fs::write(&input, "b\nc\nd\na\n").unwrap();
    let (out, stats_path) = run(
        "odd.py",
        "def interesting(input, data):\n\
         \x20   if 'a' in input:\n\
         \x20       return True\n\
         \x20   if 'b' in input:\n\
         \x20       return {}['missing']\n\
         \x20   return None\n",
        &["-a", "ddmin", "-u", "line"],
    );
    succeeded(&out);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("input.reduced.txt")).unwrap(),
        "a\n"
    );
    let stats = json(&stats_path);
    let counters = &stats["oracle_counters"];
    assert!(counters["python.raised"].as_u64().unwrap() >= 1, "{stats}");
    assert!(
        counters["python.not_boolean"].as_u64().unwrap() >= 1,
        "{stats}"
    );
    let err = stderr(&out);
    assert!(
        err.contains("returned a non-boolean") && err.contains("KeyError"),
        "{err}"
    );
}

#[test]
fn a_typescript_type_error_reduces_with_tsc() {
    require("tsc", "run `npm ci` in tests/e2e (scripts/test does)");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bug.ts");
    let text = "interface Item { name: string; price: number }\n\
                const pen: Item = { name: 'pen', price: 2 };\n\
                const label: string = pen.name;\n\
                const price: number = ' 30 '.trim();\n\
                console.log(label, price);\n";
    std::fs::write(&input, text).unwrap();
    let out = reduce(&input)
        .args([
            "--tsc", "--strict", "--expect", "TS2322", "-a", "ddmin", "-u", "line", "-j", "2",
        ])
        .output()
        .unwrap();
    succeeded(&out);
    let result = std::fs::read_to_string(dir.path().join("bug.reduced.ts")).unwrap();
    assert_eq!(result, "const price: number = ' 30 '.trim();\n");
}

#[test]
fn a_missing_tool_says_what_to_install() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bug.c");
    std::fs::write(&input, C_WARNING).unwrap();
    let empty = dir.path().join("no-tools");
    std::fs::create_dir(&empty).unwrap();
    let out = whittle()
        .env("PATH", &empty)
        .arg("reduce")
        .arg(&input)
        .args(["--clang", "-Wall", "--expect", "x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("`clang` is not on PATH: install clang"),
        "{err}"
    );
    let out = whittle()
        .env("PATH", &empty)
        .arg("reduce")
        .arg(&input)
        .args(["--tsc", "", "--expect", "x"])
        .output()
        .unwrap();
    assert!(
        stderr(&out).contains("`tsc` is not on PATH: install TypeScript"),
        "{}",
        stderr(&out)
    );
}
