//! `whittle web` in-process on 127.0.0.1:0: a small fake playground with
//! precompressed copies, and the same-origin script oracle.

mod common;

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use clap::Parser;
use common::{http, write_script, Background, Reply};
use whittle_exec::Script;
use whittle_serve::{
    frame_policy, serve_web, OracleArgs, SameOrigin, ServeConfig, WebArgs, WebConfig,
    OUTPUT_EXCERPT,
};

/// The page, and copies whose contents say which one was served (the
/// server never decodes them).
const INDEX: &str = "<!doctype html><title>whittle</title>";
const INDEX_BR: &[u8] = b"brotli copy of index.html";
const INDEX_GZ: &[u8] = b"gzip copy of index.html";
const WASM: &[u8] = b"\0asm\x01\0\0\0";
const WASM_BR: &[u8] = b"brotli copy of the wasm";

struct Web {
    addr: SocketAddr,
    origin: String,
    dir: tempfile::TempDir,
    /// Shuts the server down and checks it returned cleanly when dropped.
    _server: Background,
}

impl Web {
    /// Serves the fake playground, with an oracle running `script_body` (a
    /// `/bin/sh` body with `D` set to its directory) if one is given.
    fn start(script_body: Option<&str>) -> Web {
        Web::start_framed(script_body, "*")
    }

    /// As [`Web::start`], with `--frame-ancestors SOURCES`.
    fn start_framed(script_body: Option<&str>, frame_ancestors: &str) -> Web {
        let dir = tempfile::tempdir().unwrap();
        let dist = dir.path().join("dist");
        write_dist(&dist);
        let oracle = script_body.map(|body| {
            let script = write_script(dir.path(), "test.sh", body);
            let script = Script::new(&script, "candidate".as_ref())
                .unwrap()
                .with_timeout(Some(Duration::from_secs(10)))
                .with_output_limit(OUTPUT_EXCERPT);
            let mut config = ServeConfig::new(script);
            config.jobs = 1;
            config.allow_origins = Vec::new();
            config.same_origin = SameOrigin::LoopbackHost;
            config
        });
        let config = WebConfig {
            dir: dist,
            frame_policy: frame_policy(frame_ancestors).unwrap(),
            oracle,
        };

        let server =
            Background::start(move |listener, shutdown| serve_web(config, listener, shutdown));
        let addr = server.addr;
        Web {
            addr,
            origin: format!("http://{addr}"),
            dir,
            _server: server,
        }
    }

    fn get(&self, path: &str, headers: &[(&str, &str)]) -> Reply {
        http(self.addr, "GET", path, headers, b"")
    }

    fn post(&self, headers: &[(&str, &str)], body: &[u8]) -> Reply {
        http(self.addr, "POST", "/v1/test", headers, body)
    }

    /// How many times the script ran (it appends a line to `D/runs`).
    fn runs(&self) -> usize {
        std::fs::read_to_string(self.dir.path().join("runs")).map_or(0, |s| s.lines().count())
    }
}

fn write_dist(dist: &Path) {
    std::fs::create_dir_all(dist.join("pkg")).unwrap();
    std::fs::write(dist.join("index.html"), INDEX).unwrap();
    std::fs::write(dist.join("index.html.br"), INDEX_BR).unwrap();
    std::fs::write(dist.join("index.html.gz"), INDEX_GZ).unwrap();
    std::fs::write(dist.join("pkg/app.wasm"), WASM).unwrap();
    std::fs::write(dist.join("pkg/app.wasm.br"), WASM_BR).unwrap();
}

const COUNTING: &str = "echo run >> \"$D/runs\"\ngrep -q needle \"$1\"";

#[test]
fn the_precompressed_copy_follows_accept_encoding() {
    let web = Web::start(None);
    // Request headers, the expected Content-Encoding, the expected body.
    type Case<'a> = (&'a [(&'a str, &'a str)], Option<&'a str>, &'a [u8]);
    let cases: [Case; 5] = [
        (&[("Accept-Encoding", "br")], Some("br"), INDEX_BR),
        (&[("Accept-Encoding", "gzip")], Some("gzip"), INDEX_GZ),
        (
            &[("Accept-Encoding", "gzip, deflate, br")],
            Some("br"),
            INDEX_BR,
        ),
        (&[("Accept-Encoding", "identity")], None, INDEX.as_bytes()),
        (&[], None, INDEX.as_bytes()),
    ];
    for path in ["/", "/index.html"] {
        for (headers, encoding, body) in cases {
            let reply = web.get(path, headers);
            assert_eq!(reply.status, 200, "{path} {headers:?}: {reply:?}");
            assert_eq!(reply.header("content-encoding"), encoding, "{headers:?}");
            assert_eq!(reply.body, body, "{path} {headers:?}");
            assert!(
                reply
                    .header("content-type")
                    .unwrap()
                    .starts_with("text/html"),
                "{reply:?}"
            );
            let vary = reply.header("vary").unwrap_or("").to_ascii_lowercase();
            assert!(vary.contains("accept-encoding"), "{reply:?}");
        }
    }
}

#[test]
fn wasm_is_application_wasm_compressed_or_not() {
    let web = Web::start(None);
    let plain = web.get("/pkg/app.wasm", &[]);
    assert_eq!(plain.status, 200);
    assert_eq!(plain.header("content-type"), Some("application/wasm"));
    assert_eq!(plain.body, WASM);
    let brotli = web.get("/pkg/app.wasm", &[("Accept-Encoding", "br")]);
    assert_eq!(brotli.header("content-type"), Some("application/wasm"));
    assert_eq!(brotli.header("content-encoding"), Some("br"));
    assert_eq!(brotli.body, WASM_BR);
    // No .gz copy: gzip-only clients get the file itself.
    let gzip = web.get("/pkg/app.wasm", &[("Accept-Encoding", "gzip")]);
    assert_eq!(gzip.header("content-encoding"), None);
    assert_eq!(gzip.body, WASM);
    assert_eq!(web.get("/pkg/missing.wasm", &[]).status, 404);
}

#[test]
fn a_same_origin_page_runs_the_script() {
    let web = Web::start(Some(COUNTING));
    let origin = web.origin.clone();
    let reply = web.post(&[("Origin", &origin)], b"a needle");
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(reply.json()["interesting"], true);
    assert!(reply.cors_headers().is_empty(), "{reply:?}");
    let reply = web.post(&[("Origin", &origin)], b"hay");
    assert_eq!(reply.json()["interesting"], false);
    // Clients without a page (curl) follow `whittle serve`'s rule.
    assert_eq!(web.post(&[], b"needle").json()["interesting"], true);
    assert_eq!(web.runs(), 3);
}

#[test]
fn a_foreign_page_is_refused_without_cors_headers_and_nothing_runs() {
    let web = Web::start(Some(COUNTING));
    for origin in [
        "http://evil.example",
        "http://localhost:8080",
        "null",
        &format!("http://127.0.0.1:{}", web.addr.port() ^ 1),
    ] {
        let reply = web.post(&[("Origin", origin)], b"needle");
        assert_eq!(reply.status, 403, "{origin}: {reply:?}");
        assert!(reply.cors_headers().is_empty(), "{origin}: {reply:?}");
        assert!(reply.header("access-control-allow-origin").is_none());
        // A preflight gets no permission either.
        let preflight = http(
            web.addr,
            "OPTIONS",
            "/v1/test",
            &[
                ("Origin", origin),
                ("Access-Control-Request-Method", "POST"),
            ],
            b"",
        );
        assert!(preflight.cors_headers().is_empty(), "{preflight:?}");
    }
    // DNS rebinding: a foreign name pointed at 127.0.0.1 is same-origin with
    // itself, but its Host is not a loopback name.
    let rebound = http(
        web.addr,
        "POST",
        "/v1/test",
        &[
            ("Host", "evil.example:8080"),
            ("Origin", "http://evil.example:8080"),
        ],
        b"needle",
    );
    assert_eq!(rebound.status, 403, "{rebound:?}");
    // A body the refusal did not need is still read: closing on it would
    // reset the connection, and the client would lose the 403.
    let large = web.post(&[("Origin", "http://evil.example")], &vec![b'n'; 4 << 20]);
    assert_eq!(large.status, 403, "{large:?}");
    assert_eq!(web.runs(), 0);
    // The page itself stays readable from anywhere: it is public.
    let page = web.get("/", &[("Origin", "http://evil.example")]);
    assert_eq!(page.status, 200);
}

#[test]
fn the_page_config_says_whether_there_is_an_oracle() {
    let with = Web::start(Some(COUNTING));
    let config = with.get("/v1/config", &[]).json();
    assert_eq!(config["oracle"]["path"], "/v1/test");
    assert_eq!(config["oracle"]["token"], false);
    assert_eq!(config["oracle"]["jobs"], 1);
    assert_eq!(with.get("/healthz", &[]).json()["jobs"], 1);

    let without = Web::start(None);
    let config = without.get("/v1/config", &[]).json();
    assert!(config["oracle"].is_null(), "{config}");
    let reply = without.post(&[("Origin", &without.origin.clone())], b"needle");
    assert_eq!(reply.status, 404, "{reply:?}");
    assert!(reply.json()["error"].as_str().unwrap().contains("--test"));
}

#[derive(Parser, Debug)]
struct Cli {
    #[command(flatten)]
    args: WebArgs,
}

fn web_args(args: &[&str]) -> WebArgs {
    Cli::try_parse_from(std::iter::once("web").chain(args.iter().copied()))
        .unwrap()
        .args
}

#[test]
fn the_command_line_keeps_serves_protections() {
    let dir = tempfile::tempdir().unwrap();
    let dist = dir.path().join("dist");
    write_dist(&dist);
    let script = write_script(dir.path(), "t.sh", "true");
    let (dist, script) = (dist.to_str().unwrap(), script.to_str().unwrap());

    let args = web_args(&["--dir", dist, "--test", script]);
    assert_eq!(args.listen, "127.0.0.1:8080".parse().unwrap());
    let config = WebConfig::from_args(&args).unwrap();
    let oracle = config.oracle.unwrap();
    assert_eq!(oracle.same_origin, SameOrigin::LoopbackHost);
    assert!(oracle.allow_origins.is_empty());

    let public = web_args(&["--listen", "0.0.0.0:8080", "--dir", dist, "--test", script]);
    let err = WebConfig::from_args(&public).unwrap_err().to_string();
    assert!(err.contains("loopback") && err.contains("--token"), "{err}");
    let no_script = web_args(&["--listen", "0.0.0.0:8080", "--dir", dist]);
    assert!(WebConfig::from_args(&no_script).is_err());

    let token = web_args(&[
        "--listen",
        "0.0.0.0:8080",
        "--dir",
        dist,
        "--test",
        script,
        "--token",
        "s3cret",
    ]);
    let oracle = WebConfig::from_args(&token).unwrap().oracle.unwrap();
    assert_eq!(oracle.same_origin, SameOrigin::AnyHost);
    assert_eq!(oracle.token.as_deref(), Some("s3cret"));
    let trusted = web_args(&[
        "--listen",
        "0.0.0.0:8080",
        "--dir",
        dist,
        "--test",
        script,
        "--allow-any-host",
    ]);
    let oracle = WebConfig::from_args(&trusted).unwrap().oracle.unwrap();
    assert_eq!(
        oracle.same_origin,
        SameOrigin::IpHost,
        "no token: no DNS names"
    );

    let missing = web_args(&["--dir", dir.path().to_str().unwrap()]);
    let err = WebConfig::from_args(&missing).unwrap_err().to_string();
    assert!(
        err.contains("index.html") && err.contains("build-web"),
        "{err}"
    );

    let defaults: &OracleArgs = &web_args(&[]).oracle;
    assert_eq!((defaults.queue, defaults.timeout), (64, 30.0));
}

#[test]
fn any_page_may_frame_the_playground_unless_the_sources_are_narrowed() {
    let web = Web::start(None);
    let page = web.get("/index.html", &[]);
    assert_eq!(
        page.header("content-security-policy"),
        Some("frame-ancestors *")
    );
    assert_eq!(page.header("x-frame-options"), None);
    assert_eq!(page.header("cross-origin-embedder-policy"), None);

    let narrow = Web::start_framed(None, "'self'   https://course.example");
    let page = narrow.get("/index.html", &[]);
    assert_eq!(
        page.header("content-security-policy"),
        Some("frame-ancestors 'self' https://course.example")
    );

    for bad in ["", "  ", "* ; script-src *", "a, b", "a\u{0}b"] {
        let err = frame_policy(bad).unwrap_err().to_string();
        assert!(err.contains("--frame-ancestors"), "{bad:?}: {err}");
    }
    let args = web_args(&["--frame-ancestors", "'none'"]);
    assert_eq!(args.frame_ancestors, "'none'");
    assert_eq!(web_args(&[]).frame_ancestors, "*");
}

#[test]
fn a_rebuilt_page_is_revalidated() {
    let web = Web::start(None);
    let first = web.get("/index.html", &[]);
    assert_eq!(first.header("cache-control"), Some("no-cache"));
    let modified = first.header("last-modified").unwrap().to_owned();
    let again = web.get("/index.html", &[("If-Modified-Since", &modified)]);
    assert_eq!(again.status, 304, "{again:?}");
}
