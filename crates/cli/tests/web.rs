//! `whittle web` as a real process: the page with its precompressed copy,
//! and the same-origin oracle next to it.

mod common;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use common::{stderr, whittle, write_script};

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// One request on a fresh connection; the answer's head and body.
fn request(port: u16, head: &str, body: &[u8]) -> (String, Vec<u8>) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let request = format!(
        "{head}\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(request.as_bytes()).unwrap();
    stream.write_all(body).unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    let end = answer.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&answer[..end]).to_ascii_lowercase();
    (head, answer[end + 4..].to_vec())
}

#[test]
fn serves_the_compressed_page_and_a_same_origin_oracle() {
    let dir = tempfile::tempdir().unwrap();
    let dist = dir.path().join("dist");
    std::fs::create_dir(&dist).unwrap();
    std::fs::write(dist.join("index.html"), "<!doctype html>").unwrap();
    std::fs::write(dist.join("index.html.br"), "brotli bytes").unwrap();
    let script = write_script(dir.path(), "test.sh", "grep -q needle \"$1\"");
    let port = free_port();
    let child = whittle()
        .arg("web")
        .args(["--listen", &format!("127.0.0.1:{port}"), "--dir"])
        .arg(&dist)
        .arg("--test")
        .arg(&script)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _server = Server(child);
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "the server did not start");
        std::thread::sleep(Duration::from_millis(50));
    }

    let (head, body) = request(port, "GET / HTTP/1.1\r\nAccept-Encoding: gzip, br", b"");
    assert!(head.contains("content-encoding: br"), "{head}");
    assert_eq!(body, b"brotli bytes");
    let (head, body) = request(port, "GET / HTTP/1.1", b"");
    assert!(!head.contains("content-encoding"), "{head}");
    assert_eq!(body, b"<!doctype html>");

    let own = format!("POST /v1/test HTTP/1.1\r\nOrigin: http://127.0.0.1:{port}");
    let (head, body) = request(port, &own, b"a needle");
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(String::from_utf8_lossy(&body).contains("\"interesting\":true"));
    let foreign = "POST /v1/test HTTP/1.1\r\nOrigin: http://evil.example";
    let (head, _) = request(port, foreign, b"a needle");
    assert!(head.starts_with("http/1.1 403"), "{head}");
    assert!(!head.contains("access-control-allow-origin"), "{head}");

    let (_, body) = request(port, "GET /v1/config HTTP/1.1", b"");
    assert!(String::from_utf8_lossy(&body).contains("\"path\":\"/v1/test\""));
}

#[test]
fn refuses_a_public_address_without_a_token_and_a_missing_build() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "").unwrap();
    let script = write_script(dir.path(), "test.sh", "true");
    let out = whittle()
        .arg("web")
        .args(["--listen", "0.0.0.0:0", "--dir"])
        .arg(dir.path())
        .arg("--test")
        .arg(&script)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--token"), "{}", stderr(&out));

    let empty = tempfile::tempdir().unwrap();
    let out = whittle()
        .arg("web")
        .args(["--listen", "127.0.0.1:0", "--dir"])
        .arg(empty.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("build-web"), "{}", stderr(&out));
}
