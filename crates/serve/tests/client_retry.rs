//! The client's retries against a small mock server on 127.0.0.1: 429 on
//! every 7th request, a server that is down for a while, one that never
//! comes up. Errors are retried with backoff and counted, never turned into
//! verdicts.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use whittle_serve::{RemoteError, RemoteOracle};

/// Answers `POST /v1/test` with a verdict (interesting when the body holds
/// `needle`), except every `every`-th request, which gets 429 with
/// `Retry-After: 0`. One request per connection.
struct Mock {
    port: u16,
    requests: Arc<AtomicU64>,
    refused: Arc<AtomicU64>,
}

impl Mock {
    fn start(listener: TcpListener, every: u64) -> Mock {
        let port = listener.local_addr().unwrap().port();
        let requests = Arc::new(AtomicU64::new(0));
        let refused = Arc::new(AtomicU64::new(0));
        let (count, limited) = (Arc::clone(&requests), Arc::clone(&refused));
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let n = count.fetch_add(1, Ordering::SeqCst) + 1;
                let limit = every > 0 && n % every == 0;
                if limit {
                    limited.fetch_add(1, Ordering::SeqCst);
                }
                let _ = answer(stream, limit);
            }
        });
        Mock {
            port,
            requests,
            refused,
        }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }
}

/// Reads one request to the end of its body, which it returns. A server that
/// answers and closes with part of the request unread resets the connection,
/// and the client would see a network error instead of the answer.
fn read_request(stream: &TcpStream) -> std::io::Result<Vec<u8>> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut length = 0;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" {
            break;
        }
        let lower = line.to_ascii_lowercase();
        if let Some(value) = lower.strip_prefix("content-length:") {
            length = value.trim().parse().unwrap_or(0);
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    Ok(body)
}

fn answer(mut stream: TcpStream, limit: bool) -> std::io::Result<()> {
    let body = read_request(&stream)?;
    let (status, extra, json) = if limit {
        (
            "429 Too Many Requests",
            "Retry-After: 0\r\n",
            r#"{"error":"slow down"}"#.to_string(),
        )
    } else {
        let interesting = String::from_utf8_lossy(&body).contains("needle");
        (
            "200 OK",
            "",
            format!(
                r#"{{"interesting":{interesting},"exit_status":0,"timed_out":false,"duration_ms":1.0,"output":""}}"#
            ),
        )
    };
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n{json}",
        json.len()
    )?;
    stream.flush()
}

fn free_listener() -> TcpListener {
    TcpListener::bind("127.0.0.1:0").unwrap()
}

#[test]
fn every_seventh_request_refused_is_retried_and_counted() {
    let mock = Mock::start(free_listener(), 7);
    let oracle = RemoteOracle::new(&mock.url(), None, Some(Duration::from_secs(10)))
        .unwrap()
        .with_backoff(Duration::from_millis(1));
    for i in 0..40 {
        let content = if i % 2 == 0 { "a needle" } else { "hay" };
        let verdict = oracle.test(content.as_bytes()).unwrap();
        assert_eq!(verdict.interesting, i % 2 == 0, "test {i}");
    }
    let refused = mock.refused.load(Ordering::SeqCst);
    assert_eq!(mock.requests.load(Ordering::SeqCst), 40 + refused);
    assert!(refused >= 5, "{refused}");
    assert_eq!(oracle.retries_made(), refused);
}

#[test]
fn a_server_down_for_a_while_is_waited_for() {
    // Take a free port, let it go, and bring the server up on it later.
    let port = free_listener().local_addr().unwrap().port();
    let oracle = RemoteOracle::new(&format!("http://127.0.0.1:{port}"), None, None)
        .unwrap()
        .with_backoff(Duration::from_millis(40));
    let start = Instant::now();
    let late = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        Mock::start(TcpListener::bind(("127.0.0.1", port)).unwrap(), 0)
    });
    let verdict = oracle.test(b"needle").unwrap();
    assert!(verdict.interesting);
    // 40 + 80 + 160 ms of waits pass before the server is up.
    assert!(oracle.retries_made() >= 3, "{}", oracle.retries_made());
    assert!(start.elapsed() >= Duration::from_millis(280));
    let mock = late.join().unwrap();
    assert_eq!(mock.requests.load(Ordering::SeqCst), 1);
}

#[test]
fn a_server_that_stays_down_is_an_error_after_the_retries() {
    let port = free_listener().local_addr().unwrap().port();
    let oracle = RemoteOracle::new(&format!("http://127.0.0.1:{port}"), None, None)
        .unwrap()
        .with_retries(4)
        .with_backoff(Duration::from_millis(5));
    let err = oracle.test(b"needle").unwrap_err();
    match &err {
        RemoteError::GaveUp { retries, last } => {
            assert_eq!(*retries, 4);
            assert!(matches!(**last, RemoteError::Connect { .. }), "{last:?}");
        }
        other => panic!("not a give-up: {other:?}"),
    }
    assert!(err.to_string().contains("after 4 retries"), "{err}");
    assert_eq!(oracle.retries_made(), 4);
}

#[test]
fn answers_that_would_not_change_are_not_retried() {
    let listener = free_listener();
    let port = listener.local_addr().unwrap().port();
    let requests = Arc::new(AtomicU64::new(0));
    let count = Arc::clone(&requests);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            count.fetch_add(1, Ordering::SeqCst);
            let _ = read_request(&stream);
            let body = r#"{"error":"wrong token"}"#;
            let _ = write!(
                stream,
                "HTTP/1.1 401 Unauthorized\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    let oracle = RemoteOracle::new(&format!("http://127.0.0.1:{port}"), None, None)
        .unwrap()
        .with_backoff(Duration::from_millis(1));
    let err = oracle.test(b"x").unwrap_err();
    assert!(matches!(err, RemoteError::Unauthorized { .. }), "{err:?}");
    assert_eq!(oracle.retries_made(), 0);
    assert_eq!(requests.load(Ordering::SeqCst), 1);
}
