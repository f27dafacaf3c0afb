//! What the server tests share: scripts in temporary directories and raw
//! HTTP/1.1 requests with their parsed answers.
#![allow(dead_code)] // each test file uses its own part

use std::future::Future;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::thread::JoinHandle;
use std::time::Duration;

use serde_json::Value;

/// A `/bin/sh` script whose body starts with `D` set to its own directory.
pub fn write_script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(
        &path,
        format!("#!/bin/sh\nD=\"$(dirname \"$0\")\"\n{body}\n"),
    )
    .unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// A server future (`serve` or `serve_web`) on a runtime of its own in a
/// background thread, listening on a free loopback port.
pub struct Background {
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<std::io::Result<()>>>,
}

/// What a server waits on to shut down gracefully.
pub type Shutdown = Pin<Box<dyn Future<Output = ()> + Send>>;

impl Background {
    /// Binds 127.0.0.1:0 and runs `run(listener, shutdown)` until it returns.
    pub fn start<F, Fut>(run: F) -> Background
    where
        F: FnOnce(tokio::net::TcpListener, Shutdown) -> Fut + Send + 'static,
        Fut: Future<Output = std::io::Result<()>>,
    {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.set_nonblocking(true).unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async move {
                let listener = tokio::net::TcpListener::from_std(listener)?;
                run(
                    listener,
                    Box::pin(async {
                        let _ = stopped.await;
                    }),
                )
                .await
            })
        });
        Background {
            addr,
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    /// Asks the server to shut down, without waiting.
    pub fn shut_down(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }

    /// Shuts down and waits for the server to return; `None` if that was
    /// done before.
    pub fn join(&mut self) -> Option<std::io::Result<()>> {
        self.shut_down();
        self.thread.take().map(|t| t.join().unwrap())
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        // The owner checks the result where it matters (`join`); here a
        // failure only counts while no test is already failing.
        if let Some(result) = self.join() {
            assert!(
                result.is_ok() || std::thread::panicking(),
                "the server failed: {result:?}"
            );
        }
    }
}

#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn cors_headers(&self) -> Vec<&str> {
        self.headers
            .iter()
            .map(|(n, _)| n.as_str())
            .filter(|n| n.to_ascii_lowercase().starts_with("access-control-"))
            .collect()
    }

    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", String::from_utf8_lossy(&self.body)))
    }
}

/// One HTTP/1.1 request on a fresh connection.
pub fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Reply {
    let mut request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    let mut bytes = request.into_bytes();
    bytes.extend_from_slice(body);
    raw(addr, &bytes)
}

/// Sends `request` as is and parses the answer.
pub fn raw(addr: SocketAddr, request: &[u8]) -> Reply {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    stream.write_all(request).unwrap();
    let mut answer = Vec::new();
    let mut buf = [0; 8192];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => answer.extend_from_slice(&buf[..n]),
            Err(e) if answer.is_empty() => panic!("no answer: {e}"),
            Err(_) => break,
        }
    }
    parse_reply(&answer)
}

pub fn parse_reply(answer: &[u8]) -> Reply {
    let end = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("incomplete answer: {:?}", String::from_utf8_lossy(answer)));
    let head = std::str::from_utf8(&answer[..end]).unwrap();
    let mut head_lines = head.split("\r\n");
    let status_line = head_lines.next().unwrap();
    let status = status_line.split(' ').nth(1).unwrap().parse().unwrap();
    let headers: Vec<(String, String)> = head_lines
        .map(|l| {
            let (n, v) = l.split_once(':').unwrap();
            (n.trim().to_owned(), v.trim().to_owned())
        })
        .collect();
    let mut body = answer[end + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(n, v)| n.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    if chunked {
        body = dechunk(&body);
    }
    Reply {
        status,
        headers,
        body,
    }
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = data.windows(2).position(|w| w == b"\r\n").unwrap();
        let size =
            usize::from_str_radix(std::str::from_utf8(&data[..line_end]).unwrap().trim(), 16)
                .unwrap();
        data = &data[line_end + 2..];
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&data[..size]);
        data = &data[size + 2..];
    }
}
