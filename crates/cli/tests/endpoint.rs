//! `whittle reduce --endpoint` against `whittle serve`, both as real processes.

mod common;

use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use common::{whittle, write_script};

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_server(script: &Path, port: u16, token: &str) -> Server {
    let child = whittle()
        .arg("serve")
        .arg("--test")
        .arg(script)
        .args([
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--jobs",
            "2",
            "--token",
            token,
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "the server did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    Server(child)
}

#[test]
fn reduces_against_a_served_script() {
    let dir = tempfile::tempdir().unwrap();
    let script = write_script(
        dir.path(),
        "test.sh",
        "[ \"$(grep -c needle \"$1\")\" = 2 ]",
    );
    let input = dir.path().join("input.txt");
    std::fs::write(&input, "a\nneedle 1\nb\nc\nneedle 2\nd\n").unwrap();
    let port = free_port();
    let _server = start_server(&script, port, "sesame");
    let url = format!("http://127.0.0.1:{port}");

    let output = dir.path().join("out.txt");
    let out = whittle()
        .arg("reduce")
        .arg(&input)
        .args([
            "--endpoint",
            &url,
            "--endpoint",
            &url,
            "-j",
            "3",
            "--token",
            "sesame",
            "-o",
        ])
        .arg(&output)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(&output).unwrap(),
        "needle 1\nneedle 2\n"
    );

    let wrong_token = whittle()
        .arg("reduce")
        .arg(&input)
        .args(["--endpoint", &url, "--token", "nope"])
        .output()
        .unwrap();
    assert_eq!(wrong_token.status.code(), Some(1));
    let message = String::from_utf8_lossy(&wrong_token.stderr);
    assert!(
        message.contains("401") || message.to_lowercase().contains("token"),
        "{message}"
    );
}

#[test]
fn an_unreachable_endpoint_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.txt");
    std::fs::write(&input, "x\n").unwrap();
    // Port 1 (tcpmux) has no listener on any machine this runs on. A port
    // found free and let go could be taken by the server another test
    // starts meanwhile.
    let out = whittle()
        .arg("reduce")
        .arg(&input)
        .args(["--endpoint", "http://127.0.0.1:1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(message.contains("is not usable"), "{message}");
    assert!(!dir.path().join("input.reduced.txt").exists());
}

/// A folder goes to the server as a tar archive per candidate; the served
/// script runs in the unpacked folder, as a local one would.
#[test]
fn reduces_a_folder_against_a_served_script() {
    let dir = tempfile::tempdir().unwrap();
    let script = write_script(
        dir.path(),
        "test.sh",
        "[ \"$(pwd)\" = \"$1\" ] && grep -q needle src/keep.txt",
    );
    let bug = dir.path().join("bug");
    std::fs::create_dir_all(bug.join("src")).unwrap();
    std::fs::write(bug.join("src/keep.txt"), "a\nneedle\nb\n").unwrap();
    std::fs::write(bug.join("src/other.txt"), "other\n").unwrap();
    std::fs::write(bug.join("README"), "read me\n").unwrap();
    let port = free_port();
    let _server = start_server(&script, port, "sesame");
    let url = format!("http://127.0.0.1:{port}");
    let out = whittle()
        .arg("reduce")
        .arg(&bug)
        .args(["--endpoint", &url, "-j", "2", "--token", "sesame"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reduced = dir.path().join("bug.reduced");
    assert_eq!(
        std::fs::read_to_string(reduced.join("src/keep.txt")).unwrap(),
        "needle\n"
    );
    assert!(!reduced.join("README").exists() && !reduced.join("src/other.txt").exists());
}
