use super::words::quote;
use super::*;
use clap::Parser;

use crate::reduce::ReduceArgs;

#[derive(Parser, Debug)]
struct Cli {
    #[command(flatten)]
    reduce: ReduceArgs,
}

fn parse(args: &[&str]) -> Result<ReduceArgs, clap::Error> {
    let mut argv = vec!["whittle", "bug.c"];
    argv.extend_from_slice(args);
    Cli::try_parse_from(argv).map(|cli| cli.reduce)
}

fn error(args: &[&str]) -> String {
    parse(args).unwrap_err().to_string()
}

#[test]
fn the_share_bars_command_lines_parse() {
    let a = parse(&["--python", "oracle.py"]).unwrap();
    assert_eq!(a.preset.python.as_deref(), Some(Path::new("oracle.py")));
    assert!(a.preset.chosen() && a.test.is_none());
    let a = parse(&[
        "--clang",
        "-fsyntax-only -Wall",
        "--expect",
        "division by zero",
    ])
    .unwrap();
    assert_eq!(a.preset.clang.as_deref(), Some("-fsyntax-only -Wall"));
    assert_eq!(a.preset.expect.unwrap().as_str(), "division by zero");
    assert_eq!(a.preset.expect_code, None);
    // A flag alone as the value, and a negative exit status.
    let a = parse(&["--clang", "-Wall", "--expect", "x", "--expect-code", "-1"]).unwrap();
    assert_eq!(a.preset.clang.as_deref(), Some("-Wall"));
    assert_eq!(a.preset.expect_code, Some(-1));
    let a = parse(&["--tsc", "--strict", "--expect", "TS2322"]).unwrap();
    assert_eq!(a.preset.tsc.as_deref(), Some("--strict"));
    let a = parse(&["--test", "t.sh"]).unwrap();
    assert!(!a.preset.chosen());
}

#[test]
fn one_oracle_and_expect_only_with_a_tool() {
    let none = error(&[]);
    assert!(
        none.contains("--test <SCRIPT>|--endpoint <URL>|--python"),
        "{none}"
    );
    let two = error(&["--test", "t.sh", "--clang", "-Wall", "--expect", "x"]);
    assert!(two.contains("cannot be used with"), "{two}");
    let two = error(&["--python", "o.py", "--tsc", "", "--expect", "x"]);
    assert!(two.contains("cannot be used with"), "{two}");
    let two = error(&["--endpoint", "http://h", "--python", "o.py"]);
    assert!(two.contains("cannot be used with"), "{two}");
    let missing = error(&["--clang", "-Wall"]);
    assert!(missing.contains("--expect <REGEX>"), "{missing}");
    let missing = error(&["--tsc", "--strict"]);
    assert!(missing.contains("--expect <REGEX>"), "{missing}");
    let stray = error(&["--python", "o.py", "--expect", "x"]);
    assert!(stray.contains("--clang <FLAGS>|--tsc <OPTIONS>"), "{stray}");
    let stray = error(&["--test", "t.sh", "--expect-code", "1"]);
    assert!(stray.contains("--clang <FLAGS>|--tsc <OPTIONS>"), "{stray}");
    let bad = error(&["--clang", "", "--expect", "(unclosed"]);
    assert!(
        bad.contains("the regular expression does not compile"),
        "{bad}"
    );
}

#[test]
fn flags_split_as_a_shell_splits_them() {
    let split = |s: &str| split_words(s).unwrap();
    assert_eq!(
        split("  -fsyntax-only   -Wall "),
        ["-fsyntax-only", "-Wall"]
    );
    assert_eq!(split(""), Vec::<String>::new());
    assert_eq!(
        split("-DMSG='a b' \"-I x y\" c\\ d"),
        ["-DMSG=a b", "-I x y", "c d"]
    );
    assert_eq!(split(r#""a\"b\$c\n" '' x"#), [r#"a"b$c\n"#, "", "x"]);
    assert!(split_words("'open").is_err());
    assert!(split_words("\"open").is_err());
}

#[test]
fn a_folders_sources_are_named_or_found() {
    let words = |s: &str| split_words(s).unwrap();
    assert!(!names_sources(
        &words("-fsyntax-only -Wall -I include"),
        C_SOURCES,
        &[]
    ));
    assert!(names_sources(&words("-Wall main.c"), C_SOURCES, &[]));
    assert!(names_sources(&words("src/a.cpp"), C_SOURCES, &[]));
    assert!(!names_sources(&words("--strict"), TS_SOURCES, &["-p"]));
    assert!(names_sources(&words("--strict -p ."), TS_SOURCES, &["-p"]));
    assert!(names_sources(&words("index.ts"), TS_SOURCES, &["-p"]));
    assert_eq!(
        shown_words(&words("-Wall"), true, "bug.c", false, C_SOURCES),
        ["-Wall", "bug.c"]
    );
    assert_eq!(quote("-DX=a b"), "'-DX=a b'");
}

fn run(status: Option<i32>, stdout: &str, stderr: &str) -> ScriptRun {
    ScriptRun {
        exit_status: status,
        timed_out: false,
        cancelled: false,
        duration: Duration::from_millis(5),
        output: stdout.into(),
        stderr: stderr.into(),
    }
}

fn tool(regex: &str, code: Option<i32>) -> Kind {
    Kind::Tool(Expect {
        regex: Regex::new(regex).unwrap(),
        code,
    })
}

#[test]
fn a_tool_is_interesting_when_its_output_matches() {
    let warns = tool("division by zero", None);
    let said = "bug.c:2:3: warning: division by zero is undefined";
    assert!(warns.verdict(&run(Some(0), "", said)).is_interesting());
    // stdout too, and whatever the status without --expect-code.
    assert!(warns.verdict(&run(Some(1), said, "")).is_interesting());
    assert!(!warns
        .verdict(&run(Some(0), "", "1 warning generated."))
        .is_interesting());
    // stderr, then stdout: a match may span them.
    let spans = tool("(?s)first.*second", None);
    assert!(spans
        .verdict(&run(Some(0), "second", "first"))
        .is_interesting());
    assert!(!spans
        .verdict(&run(Some(0), "first", "second"))
        .is_interesting());
    let exits = tool("TS2322", Some(2));
    assert!(exits
        .verdict(&run(Some(2), "error TS2322", ""))
        .is_interesting());
    assert!(!exits
        .verdict(&run(Some(1), "error TS2322", ""))
        .is_interesting());
    assert!(!exits
        .verdict(&run(None, "error TS2322", ""))
        .is_interesting());
    let mut late = run(Some(0), "", said);
    late.timed_out = true;
    assert!(!warns.verdict(&late).is_interesting());
    let mut stopped = run(Some(0), "", said);
    stopped.cancelled = true;
    assert!(!warns.verdict(&stopped).is_interesting());
}

#[test]
fn pythons_answer_is_its_runners_exit_status() {
    let python = Kind::Python;
    assert!(python.verdict(&run(Some(PY_TRUE), "", "")).is_interesting());
    for status in [PY_FALSE, PY_RAISED, PY_NOT_BOOLEAN, PY_LOAD_FAILED, 1] {
        assert!(!python.verdict(&run(Some(status), "", "")).is_interesting());
    }
    assert!(!python.verdict(&run(None, "", "")).is_interesting());
    assert_eq!(
        last_line(b"Traceback (most recent call last):\n  ...\nKeyError: 'B+'\n\n"),
        Some("KeyError: 'B+'".to_string())
    );
    let long: String = (0..30).map(|i| format!("line {i}\n")).collect();
    let short = shorten(&long);
    assert!(
        short.starts_with("  line 0\n") && short.ends_with("(10 more lines)"),
        "{short}"
    );
}
