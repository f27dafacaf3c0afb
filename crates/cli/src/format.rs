//! `--format`: re-indent a result with a formatter that is cheap for its
//! language. The formatted text is kept only if the oracle still finds it
//! interesting (formatting can matter, e.g. to a line-based crash).

use std::io::Write;
use std::process::{Command, Stdio};

/// The formatted text, or why there is none.
pub fn format(language: Option<&str>, content: &[u8]) -> Result<Vec<u8>, String> {
    match language {
        Some("json") => whittle_setup::format::json(content),
        Some(lang @ ("c" | "cpp" | "java" | "javascript" | "typescript")) => {
            let name = match lang {
                "c" => "x.c",
                "cpp" => "x.cpp",
                "java" => "x.java",
                "javascript" => "x.js",
                _ => "x.ts",
            };
            pipe(
                "clang-format",
                &[&format!("--assume-filename={name}")],
                content,
            )
        }
        Some("rust") => pipe("rustfmt", &["--emit", "stdout", "--quiet"], content),
        Some("go") => pipe("gofmt", &[], content),
        Some(other) => Err(format!("no formatter for {other}")),
        None => Err("no language, so no formatter".to_string()),
    }
}

fn pipe(program: &str, args: &[&str], content: &[u8]) -> Result<Vec<u8>, String> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = content.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(format!("{program} failed"));
    }
    Ok(output.stdout)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_is_pretty_printed() {
        let out = format(Some("json"), br#"{"a":[1,2],"b":{}}"#).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {}\n}\n"
        );
        assert!(format(Some("json"), b"{").is_err());
        assert!(format(None, b"x").is_err());
        assert!(format(Some("python"), b"x").is_err());
    }
}
