//! `whittle reduce FOLDER`: a bug report of several files, with gcc as the
//! oracle, and folders a reducer must refuse.

mod common;

use std::path::Path;
use std::process::Command;

use common::{json, stderr, whittle, write_script};

const MAIN: &str = r#"#include <stdio.h>
#include "config.h"
#include "unused.h"

static int twice(int x) { return 2 * x; }

static int add(int a, int b) {
    int sum = a + b;
    return sum;
}

int main(void) {
    int unused_local = add(1, 2);
    printf("value: %d\n", twice(VALUE));
    return 0;
}
"#;
const CONFIG: &str =
    "#ifndef CONFIG_H\n#define CONFIG_H\n#define VALUE 21\n#define OTHER 7\n#endif\n";
const UNUSED: &str = "#ifndef UNUSED_H\n#define UNUSED_H\nstruct point { int x, y; };\nint distance(struct point a, struct point b);\n#endif\n";
const README: &str = "# Bug 1234\n\nBuild with `gcc *.c` and run: it prints the wrong value.\n";

/// Compiles the folder's C files and checks the output; runs in the
/// candidate folder, which is also `$1`.
const ORACLE: &str = "cd \"$1\" || exit 1\nls *.c >/dev/null 2>&1 || exit 1\n\
gcc -w -o prog *.c 2>/dev/null && timeout 5 ./prog | grep -q '^value: 42$'";

fn write_tree(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

/// Every file under `root` with its bytes, in path order.
fn snapshot(root: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else {
                let name = path.strip_prefix(root).unwrap().display().to_string();
                out.push((name, std::fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn a_bug_report_folder_reduces_to_what_gcc_needs() {
    let dir = tempfile::tempdir().unwrap();
    let bug = dir.path().join("bug");
    write_tree(
        &bug,
        &[
            ("main.c", MAIN),
            ("config.h", CONFIG),
            ("include/unused.h", UNUSED),
            ("README.md", README),
        ],
    );
    // unused.h sits in include/: gcc finds it there only through -I, so
    // the include line must go (or the header be inlined).
    let oracle = ORACLE.replace("gcc -w", "gcc -w -Iinclude");
    let script = write_script(dir.path(), "check.sh", &oracle);
    let before = snapshot(&bug);
    let stats = dir.path().join("stats.json");
    let out = whittle()
        .arg("reduce")
        .arg(&bug)
        .arg("--test")
        .arg(&script)
        .args(["-j", "2", "--stats"])
        .arg(&stats)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(snapshot(&bug), before, "the input folder changed");
    let reduced = dir.path().join("bug.reduced");
    let result = snapshot(&reduced);
    let names: Vec<&str> = result.iter().map(|(n, _)| n.as_str()).collect();
    assert!(
        names == ["main.c"] || names == ["config.h", "main.c"],
        "{names:?}"
    );
    let total: usize = result.iter().map(|(_, b)| b.len()).sum();
    let original: usize = before.iter().map(|(_, b)| b.len()).sum();
    assert!(total * 3 < original, "{total} of {original}: {result:?}");
    // The result passes the script when run by hand.
    let status = Command::new(&script)
        .arg(&reduced)
        .current_dir(&reduced)
        .status()
        .unwrap();
    assert!(status.success());
    let summary = stderr(&out);
    assert!(summary.contains("4 files, "), "{summary}");
    let stats = json(&stats);
    let files = stats["files"].as_array().unwrap();
    assert_eq!(files.len(), 4);
    let readme = files.iter().find(|f| f["path"] == "README.md").unwrap();
    assert!(readme["kept"].is_null());
    assert!(stats["counters"]["files.accepted"].as_u64().unwrap() >= 1);
}

fn refused(setup: impl FnOnce(&Path)) -> String {
    let dir = tempfile::tempdir().unwrap();
    let bug = dir.path().join("bug");
    std::fs::create_dir(&bug).unwrap();
    setup(&bug);
    let script = write_script(dir.path(), "check.sh", "exit 0");
    let out = whittle()
        .arg("reduce")
        .arg(&bug)
        .arg("--test")
        .arg(&script)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(!dir.path().join("bug.reduced").exists());
    stderr(&out)
}

#[test]
fn folders_a_reducer_must_not_read_are_refused_with_a_reason() {
    let err = refused(|bug| {
        std::fs::write(bug.join("a.c"), "int a;").unwrap();
        std::os::unix::fs::symlink("/etc/passwd", bug.join("passwd")).unwrap();
    });
    assert!(err.contains("leads out of the folder"), "{err}");
    let err = refused(|bug| std::fs::create_dir(bug.join("nothing")).unwrap());
    assert!(err.contains("has no files"), "{err}");
    let err = refused(|bug| {
        for i in 0..10_000 {
            std::fs::write(bug.join(format!("f{i}.txt")), "x").unwrap();
        }
    });
    assert!(err.contains("more than 2000 files"), "{err}");
    assert!(
        err.contains("--max-files") || err.contains("limit"),
        "{err}"
    );
}

/// A Node package whose bug needs a module's code: when the rounds are
/// stuck the module is inlined into its requirer, unless turned off.
#[test]
fn a_module_required_once_is_inlined_into_its_requirer() {
    let dir = tempfile::tempdir().unwrap();
    let app = dir.path().join("app");
    write_tree(
        &app,
        &[
            (
                "index.js",
                "const util = require('./lib/util');\nconsole.log(util.double(21));\n",
            ),
            (
                "lib/util.js",
                "function twice(x) {\n  return x * 2;\n}\nfunction double(x) {\n  return twice(x);\n}\nfunction unused() {\n  return 0;\n}\nmodule.exports = { double, unused };\n",
            ),
            ("package.json", "{ \"name\": \"app\", \"main\": \"index.js\" }\n"),
        ],
    );
    let script = write_script(
        dir.path(),
        "check.sh",
        "cd \"$1\" || exit 1\ntimeout 10 node index.js 2>/dev/null | grep -q '^42$'",
    );
    let reduce = |extra: &[&str], output: &str| {
        let stats = dir.path().join(format!("{output}.json"));
        let out = whittle()
            .arg("reduce")
            .arg(&app)
            .arg("--test")
            .arg(&script)
            .args(["-j", "2", "-o"])
            .arg(dir.path().join(output))
            .arg("--stats")
            .arg(&stats)
            .args(extra)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        let stats = json(&stats);
        (snapshot(&dir.path().join(output)), stats)
    };
    let (inlined, stats) = reduce(&[], "inlined");
    let names: Vec<&str> = inlined.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["index.js"], "{inlined:?}");
    assert_eq!(stats["counters"]["modules.inlined"], 1);
    let status = Command::new(&script)
        .arg(dir.path().join("inlined"))
        .status()
        .unwrap();
    assert!(status.success(), "{inlined:?}");
    let (apart, _) = reduce(&["--no-inline-requires"], "apart");
    let names: Vec<&str> = apart.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["index.js", "lib/util.js"], "{apart:?}");
    let total = |files: &[(String, Vec<u8>)]| files.iter().map(|(_, b)| b.len()).sum::<usize>();
    assert!(total(&inlined) < total(&apart), "{inlined:?} {apart:?}");
}
