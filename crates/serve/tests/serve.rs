//! The server in-process on 127.0.0.1:0, with scripts written to temporary
//! directories, driven by raw HTTP/1.1 and by `RemoteOracle`.

mod common;

use std::io::Write;
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::{http, raw, write_script, Background, Reply};
use whittle_exec::Script;
use whittle_serve::{serve, Health, RemoteError, RemoteOracle, ServeConfig, OUTPUT_EXCERPT};

const ALLOWED: &str = "http://localhost:8080";

/// A server running on its own runtime thread.
struct Server {
    addr: SocketAddr,
    url: String,
    /// Holds the script and whatever it records.
    dir: tempfile::TempDir,
    /// Where the tests' own temporary directories go.
    temp_root: tempfile::TempDir,
    server: Background,
}

impl Server {
    /// Serves a `/bin/sh` script whose body starts with `D` set to the
    /// script's own directory. `tweak` adjusts the configuration (jobs 2,
    /// queue 8, timeout 10 s by default).
    fn start(body: &str, tweak: impl FnOnce(&mut ServeConfig)) -> Server {
        let dir = tempfile::tempdir().unwrap();
        let temp_root = tempfile::tempdir().unwrap();
        let script = write_script(dir.path(), "test.sh", body);
        let script = Script::new(&script, "candidate".as_ref())
            .unwrap()
            .with_timeout(Some(Duration::from_secs(10)))
            .with_output_limit(OUTPUT_EXCERPT)
            .with_temp_root(Some(temp_root.path().to_path_buf()));
        let mut config = ServeConfig::new(script);
        config.jobs = 2;
        config.queue = 8;
        tweak(&mut config);

        let server = Background::start(move |listener, shutdown| serve(config, listener, shutdown));
        let addr = server.addr;
        Server {
            addr,
            url: format!("http://{addr}"),
            dir,
            temp_root,
            server,
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn oracle(&self) -> RemoteOracle {
        RemoteOracle::new(&self.url, None, Some(Duration::from_secs(20))).unwrap()
    }

    fn post(&self, headers: &[(&str, &str)], body: &[u8]) -> Reply {
        http(self.addr, "POST", "/v1/test", headers, body)
    }

    fn health(&self) -> Health {
        let reply = http(self.addr, "GET", "/healthz", &[], b"");
        assert_eq!(reply.status, 200, "{reply:?}");
        serde_json::from_slice(&reply.body).unwrap()
    }

    fn wait_for(&self, what: &str, ready: impl Fn(&Health) -> bool) {
        let start = Instant::now();
        loop {
            let health = self.health();
            if ready(&health) {
                return;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "gave up waiting for {what}: {health:?}"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Asks the server to shut down, without waiting.
    fn shut_down(&mut self) {
        self.server.shut_down();
    }

    /// Shuts down, waits for `serve` to return, and checks that no test
    /// directory was left behind.
    fn finish(mut self) {
        let result = self.server.join().unwrap();
        assert!(result.is_ok(), "serve failed: {result:?}");
        let left: Vec<_> = std::fs::read_dir(self.temp_root.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert!(
            left.is_empty(),
            "temporary directories left behind: {left:?}"
        );
    }
}

/// Lines the script appended to `D/<name>`, if any.
fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .map(|s| s.lines().map(str::to_owned).collect())
        .unwrap_or_default()
}

/// Whether `pid` still runs (a zombie waiting to be reaped counts as dead).
fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => false,
        Ok(stat) => {
            let state = stat.rsplit(')').next().unwrap_or("").trim_start();
            !state.starts_with('Z') && !state.starts_with('X')
        }
    }
}

#[test]
fn the_client_round_trips_verdicts_and_output() {
    let server = Server::start(
        "echo \"name=$(basename \"$1\") args=$2 cwd_ok=$([ \"$(dirname \"$1\")\" = \"$(pwd)\" ] && echo y)\"\n\
         echo to-stderr >&2\n\
         grep -q needle \"$1\"",
        |c| c.script = c.script.clone().with_args(vec!["fixed".into()]),
    );
    let oracle = server.oracle();
    let yes = oracle.test(b"a needle in a haystack").unwrap();
    assert!(
        yes.interesting && yes.exit_status == Some(0) && !yes.timed_out,
        "{yes:?}"
    );
    assert!(
        yes.duration_ms > 0.0 && yes.duration_ms < 10_000.0,
        "{yes:?}"
    );
    assert_eq!(
        yes.output,
        "name=candidate args=fixed cwd_ok=y\nto-stderr\n"
    );
    let no = oracle.test(b"only hay").unwrap();
    assert!(!no.interesting && no.exit_status == Some(1), "{no:?}");

    // Binary content goes through unchanged; the output is lossy UTF-8.
    let server2 = Server::start("cat \"$1\"; [ \"$(wc -c < \"$1\")\" -eq 4 ]", |_| {});
    let binary = server2.oracle().test(&[0xff, 0x00, b'a', b'\n']).unwrap();
    assert!(binary.interesting, "{binary:?}");
    assert_eq!(binary.output, "\u{fffd}\u{0}a\n");

    // The raw protocol: the documented fields, and nothing else.
    let reply = server.post(&[], b"needle");
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some("application/json"));
    let json = reply.json();
    let mut keys: Vec<_> = json.as_object().unwrap().keys().cloned().collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "duration_ms",
            "exit_status",
            "interesting",
            "output",
            "timed_out"
        ]
    );

    let health = oracle.health().unwrap();
    assert_eq!(
        (health.status.as_str(), health.running, health.queued),
        ("ok", 0, 0)
    );
    assert_eq!((health.jobs, health.queue), (2, 8));
    server.finish();
    server2.finish();
}

#[test]
fn the_client_reports_connection_and_answer_problems() {
    // A port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let oracle = RemoteOracle::new(&format!("http://127.0.0.1:{port}"), None, None)
        .unwrap()
        .with_retries(0);
    let err = oracle.test(b"x").unwrap_err();
    assert!(matches!(err, RemoteError::Connect { .. }), "{err:?}");
    assert!(err.to_string().contains("cannot connect"), "{err}");

    // Something that is not a whittle server.
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let addr = listener.local_addr().unwrap();
    let app = axum::Router::new().route(
        "/v1/test",
        axum::routing::post(|| async { "<html>hello</html>" }),
    );
    runtime.spawn(async move { axum::serve(listener, app).await });
    let oracle = RemoteOracle::new(&format!("http://{addr}/v1/test"), None, None).unwrap();
    let err = oracle.test(b"x").unwrap_err();
    assert!(matches!(err, RemoteError::BadResponse { .. }), "{err:?}");
    assert!(err.to_string().contains("not a whittle verdict"), "{err}");
    assert!(err.to_string().contains("<html>hello"), "{err}");
}

#[test]
fn at_most_jobs_tests_run_at_once_under_a_burst() {
    // Each run makes a directory in D/slots while it runs and records how
    // many there are; the server only frees a job after the script exits.
    let server = Server::start(
        "mkdir -p \"$D/slots\"\n\
         mkdir \"$D/slots/$$\"\n\
         ls \"$D/slots\" | wc -l >> \"$D/counts\"\n\
         sleep 0.2\n\
         rmdir \"$D/slots/$$\"",
        |c| {
            c.jobs = 2;
            c.queue = 64;
        },
    );
    let oracle = server.oracle();
    let start = Instant::now();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..12)
            .map(|i| {
                let oracle = &oracle;
                s.spawn(move || oracle.test(format!("candidate {i}").as_bytes()))
            })
            .collect();
        for handle in handles {
            let verdict = handle.join().unwrap().unwrap();
            assert!(verdict.interesting, "{verdict:?}");
        }
    });
    let counts: Vec<usize> = lines(&server.path("counts"))
        .iter()
        .map(|l| l.trim().parse().unwrap())
        .collect();
    assert_eq!(counts.len(), 12);
    let most = counts.iter().copied().max().unwrap();
    assert!(
        most <= 2,
        "{most} tests ran at once with --jobs 2: {counts:?}"
    );
    assert_eq!(most, 2, "the two jobs never overlapped: {counts:?}");
    // Twelve 0.2 s tests two at a time: at least 1.2 s.
    assert!(start.elapsed() >= Duration::from_millis(1200));
    server.finish();
}

#[test]
fn a_timeout_kills_the_whole_process_tree() {
    let server = Server::start(
        "sleep 30 &\necho $! > \"$D/child.pid\"\necho started\nsleep 30",
        |c| {
            c.script = c
                .script
                .clone()
                .with_timeout(Some(Duration::from_millis(500)))
        },
    );
    let verdict = server.oracle().test(b"x").unwrap();
    assert!(verdict.timed_out && !verdict.interesting, "{verdict:?}");
    assert_eq!(verdict.exit_status, None);
    assert!(
        verdict.duration_ms >= 500.0 && verdict.duration_ms < 5000.0,
        "{verdict:?}"
    );
    assert_eq!(verdict.output, "started\n");
    let child: u32 = lines(&server.path("child.pid"))[0].parse().unwrap();
    let start = Instant::now();
    while alive(child) && start.elapsed() < Duration::from_secs(2) {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(
        !alive(child),
        "the background child {child} outlived the timeout"
    );
    server.finish();
}

/// A script that waits until the test creates `D/go` (10 s at most).
const GATED: &str = "echo run >> \"$D/runs\"\n\
    i=0\n\
    while [ ! -e \"$D/go\" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done";

#[test]
fn a_full_queue_answers_503_with_retry_after() {
    let server = Server::start(GATED, |c| {
        c.jobs = 1;
        c.queue = 1;
    });
    let oracle = server.oracle();
    std::thread::scope(|s| {
        let first = s.spawn(|| oracle.test(b"first"));
        server.wait_for("a running test", |h| h.running == 1);
        let second = s.spawn(|| oracle.test(b"second"));
        server.wait_for("a queued test", |h| h.queued == 1);

        let reply = server.post(&[], b"third");
        assert_eq!(reply.status, 503, "{reply:?}");
        let retry: u64 = reply.header("retry-after").unwrap().parse().unwrap();
        assert!((1..=60).contains(&retry), "{retry}");
        assert!(reply.json()["error"].as_str().unwrap().contains("busy"));

        let err = server.oracle().with_retries(0).test(b"fourth").unwrap_err();
        assert!(matches!(err, RemoteError::Busy { .. }), "{err:?}");
        assert!(err.to_string().contains("503"), "{err}");

        // A client that retries gets through once the queue drains.
        let patient = s.spawn(|| oracle.test(b"fifth"));
        std::thread::sleep(Duration::from_millis(300));
        std::fs::write(server.path("go"), "").unwrap();
        for handle in [first, second, patient] {
            let verdict = handle.join().unwrap().unwrap();
            assert!(verdict.interesting, "{verdict:?}");
        }
    });
    // Refused requests never reached the script.
    assert_eq!(lines(&server.path("runs")).len(), 3);
    server.finish();
}

#[test]
fn oversized_bodies_get_413() {
    let server = Server::start("echo run >> \"$D/runs\"", |c| c.max_bytes = 1024);
    assert_eq!(server.post(&[], &[b'a'; 1024]).status, 200);
    let reply = server.post(&[], &[b'a'; 1025]);
    assert_eq!(reply.status, 413, "{reply:?}");
    assert!(reply.json()["error"]
        .as_str()
        .unwrap()
        .contains("1024 bytes"));

    // Without a length up front, the limit is enforced while reading.
    let mut chunked = b"POST /v1/test HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\
        Transfer-Encoding: chunked\r\n\r\n"
        .to_vec();
    for _ in 0..3 {
        chunked.extend_from_slice(b"200\r\n");
        chunked.extend_from_slice(&[b'b'; 0x200]);
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    assert_eq!(raw(server.addr, &chunked).status, 413);

    // Much larger than the limit: the client still gets the 413, not a reset.
    let err = server.oracle().test(&vec![b'c'; 4 << 20]).unwrap_err();
    assert!(matches!(err, RemoteError::TooLarge { .. }), "{err:?}");
    assert!(err.to_string().contains("too large"), "{err}");

    assert_eq!(lines(&server.path("runs")).len(), 1);
    server.finish();
}

#[test]
fn wrong_methods_paths_and_malformed_requests_get_4xx() {
    let server = Server::start("echo run >> \"$D/runs\"", |_| {});
    let get = http(server.addr, "GET", "/v1/test", &[], b"");
    assert_eq!(get.status, 405);
    assert!(get.header("allow").unwrap().contains("POST"), "{get:?}");
    assert_eq!(http(server.addr, "PUT", "/v1/test", &[], b"x").status, 405);
    assert_eq!(
        http(server.addr, "DELETE", "/v1/test", &[], b"").status,
        405
    );
    assert_eq!(http(server.addr, "POST", "/healthz", &[], b"x").status, 405);
    let missing = http(server.addr, "POST", "/v1/run", &[], b"x");
    assert_eq!(missing.status, 404);
    assert!(missing.json()["error"]
        .as_str()
        .unwrap()
        .contains("/v1/test"));

    assert_eq!(raw(server.addr, b"NONSENSE\r\n\r\n").status, 400);
    let bad_length = b"POST /v1/test HTTP/1.1\r\nHost: x\r\nContent-Length: many\r\n\r\nxx";
    assert_eq!(raw(server.addr, bad_length).status, 400);
    let bad_chunks =
        b"POST /v1/test HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nxx\r\n0\r\n\r\n";
    let reply = raw(server.addr, bad_chunks);
    assert!((400..500).contains(&reply.status), "{reply:?}");

    assert!(lines(&server.path("runs")).is_empty());
    server.finish();
}

#[test]
fn a_configured_token_is_required() {
    let server = Server::start("echo run >> \"$D/runs\"", |c| {
        c.token = Some("s3cret-token".into())
    });
    let missing = server.post(&[], b"x");
    assert_eq!(missing.status, 401);
    assert!(missing
        .header("www-authenticate")
        .unwrap()
        .starts_with("Bearer"));
    for wrong in [
        "Bearer wrong",
        "Bearer s3cret-toke",
        "Bearer s3cret-token2",
        "Basic s3cret-token",
        "s3cret-token",
        "Bearer",
    ] {
        let reply = server.post(&[("Authorization", wrong)], b"x");
        assert_eq!(reply.status, 401, "{wrong}: {reply:?}");
    }
    for right in ["Bearer s3cret-token", "bearer s3cret-token"] {
        assert_eq!(
            server.post(&[("Authorization", right)], b"x").status,
            200,
            "{right}"
        );
    }
    let err = RemoteOracle::new(&server.url, Some("nope".into()), None)
        .unwrap()
        .test(b"x")
        .unwrap_err();
    assert!(matches!(err, RemoteError::Unauthorized { .. }), "{err:?}");
    assert!(err.to_string().contains("401"), "{err}");
    let oracle = RemoteOracle::new(&server.url, Some("s3cret-token".into()), None).unwrap();
    assert!(oracle.test(b"x").unwrap().interesting);
    // Health needs no token.
    assert_eq!(oracle.health().unwrap().status, "ok");
    assert_eq!(lines(&server.path("runs")).len(), 3);
    server.finish();
}

#[test]
fn cors_headers_only_for_allowed_origins() {
    let server = Server::start("echo run >> \"$D/runs\"", |c| c.token = Some("t".into()));
    let preflight = |origin: &str| {
        http(
            server.addr,
            "OPTIONS",
            "/v1/test",
            &[
                ("Origin", origin),
                ("Access-Control-Request-Method", "POST"),
                (
                    "Access-Control-Request-Headers",
                    "authorization,content-type",
                ),
            ],
            b"",
        )
    };
    let ok = preflight(ALLOWED);
    assert_eq!(ok.status, 204, "{ok:?}");
    assert_eq!(ok.header("access-control-allow-origin"), Some(ALLOWED));
    assert!(ok
        .header("access-control-allow-methods")
        .unwrap()
        .contains("POST"));
    let allowed_headers = ok.header("access-control-allow-headers").unwrap();
    assert!(allowed_headers.contains("authorization") && allowed_headers.contains("content-type"));

    let auth = ("Authorization", "Bearer t");
    let reply = server.post(&[("Origin", ALLOWED), auth], b"x");
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("access-control-allow-origin"), Some(ALLOWED));
    // Errors are readable by the allowed page too.
    let reply = server.post(&[("Origin", "http://127.0.0.1:8080")], b"x");
    assert_eq!(reply.status, 401);
    assert_eq!(
        reply.header("access-control-allow-origin"),
        Some("http://127.0.0.1:8080")
    );

    for evil in ["http://evil.example", "http://localhost:8081", "null"] {
        let reply = preflight(evil);
        assert_eq!(reply.status, 403, "{evil}: {reply:?}");
        assert!(reply.cors_headers().is_empty(), "{evil}: {reply:?}");
        let reply = server.post(&[("Origin", evil), auth], b"x");
        assert_eq!(reply.status, 403, "{evil}: {reply:?}");
        assert!(reply.cors_headers().is_empty(), "{evil}: {reply:?}");
    }
    // Clients that are not browsers send no Origin and get no CORS headers.
    let reply = server.post(&[auth], b"x");
    assert_eq!(reply.status, 200);
    assert!(reply.cors_headers().is_empty(), "{reply:?}");

    assert_eq!(lines(&server.path("runs")).len(), 2);
    server.finish();
}

#[test]
fn shutdown_lets_running_tests_finish() {
    let mut server = Server::start(GATED, |c| {
        c.jobs = 1;
        c.queue = 4;
    });
    let (addr, go) = (server.addr, server.path("go"));
    let post = move |body: &'static [u8]| http(addr, "POST", "/v1/test", &[], body);
    std::thread::scope(|s| {
        let running = s.spawn(move || post(b"running"));
        server.wait_for("a running test", |h| h.running == 1);
        let queued = s.spawn(move || post(b"queued"));
        server.wait_for("a queued test", |h| h.queued == 1);
        server.shut_down();
        // The queued test is refused, the running one goes on.
        let reply = queued.join().unwrap();
        assert_eq!(reply.status, 503, "{reply:?}");
        assert!(reply.json()["error"]
            .as_str()
            .unwrap()
            .contains("shutting down"));
        assert!(!running.is_finished());
        // New connections are no longer accepted.
        std::thread::sleep(Duration::from_millis(100));
        assert!(TcpStream::connect(addr).is_err());
        std::fs::write(go, "").unwrap();
        let reply = running.join().unwrap();
        assert_eq!(reply.status, 200, "{reply:?}");
        assert_eq!(reply.json()["interesting"], true);
    });
    assert_eq!(lines(&server.path("runs")).len(), 1);
    server.finish();
}

#[test]
fn the_router_can_be_mounted_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    let script = write_script(dir.path(), "t.sh", "[ -s \"$1\" ]");
    let script = Script::new(&script, "c".as_ref()).unwrap();
    let mut config = ServeConfig::new(script);
    config.jobs = 1;
    let app = whittle_serve::router(config);
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let addr = listener.local_addr().unwrap();
    runtime.spawn(async move { axum::serve(listener, app).await });
    let oracle = RemoteOracle::new(&format!("http://{addr}/"), None, None).unwrap();
    assert!(oracle.test(b"x").unwrap().interesting);
    assert!(!oracle.test(b"").unwrap().interesting);
    assert_eq!(oracle.health().unwrap().jobs, 1);
}

#[test]
fn a_client_that_goes_away_cancels_its_test() {
    let server = Server::start(
        "echo started >> \"$D/record\"\nsleep 5\necho finished >> \"$D/record\"",
        |_| {},
    );
    let mut stream = TcpStream::connect(server.addr).unwrap();
    stream
        .write_all(b"POST /v1/test HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\nx")
        .unwrap();
    let start = Instant::now();
    while lines(&server.path("record")).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the test never started"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let start = Instant::now();
    drop(stream);
    server.wait_for("the job to be freed", |h| h.running == 0);
    assert!(start.elapsed() < Duration::from_secs(3));
    assert_eq!(lines(&server.path("record")), ["started"]);
    server.finish();
}
