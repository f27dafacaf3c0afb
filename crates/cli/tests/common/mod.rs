//! Helpers shared by the command-line tests.
#![allow(dead_code)]

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The `whittle` binary under test.
pub fn whittle() -> Command {
    Command::new(env!("CARGO_BIN_EXE_whittle"))
}

/// Writes an executable `#!/bin/sh` script holding `body`.
pub fn write_script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// A JSON file the command wrote (`--stats`, a bench record).
pub fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// An oracle for `fixtures/sumprod.c`: it compiles and prints the product.
pub fn prod_script(dir: &Path) -> PathBuf {
    write_script(
        dir,
        "prod.sh",
        "gcc -w -o prog \"$1\" 2>/dev/null && timeout 5 ./prog | grep -q '^prod: 3628800$'",
    )
}
