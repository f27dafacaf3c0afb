//! Command-line options of `whittle serve` and the checked configuration the
//! server runs with.
//!
//! It refuses a non-loopback address without a token. `OracleArgs` are the
//! options `serve` and `web --test` share.

use std::ffi::{OsStr, OsString};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Context};
use whittle_exec::Script;

/// How many bytes of the script's stdout and stderr an answer carries.
pub const OUTPUT_EXCERPT: usize = 64 * 1024;

/// Default `--max-bytes`: 10 MiB.
pub const DEFAULT_MAX_BYTES: usize = 10 * 1024 * 1024;

/// Default `--queue`.
pub const DEFAULT_QUEUE: usize = 64;

/// Default `--allow-origin`: the playground served locally.
pub const DEFAULT_ORIGINS: [&str; 2] = ["http://127.0.0.1:8080", "http://localhost:8080"];

/// How long a client may take to send its candidate once admitted.
pub const DEFAULT_BODY_TIMEOUT: Duration = Duration::from_secs(60);

/// Upper bounds: tokio's blocking pool has 512 threads; the queue only
/// costs memory (at most `max_bytes` per waiting request).
const MAX_JOBS: usize = 512;
const MAX_QUEUE: usize = 1 << 20;

/// `whittle serve`: run the interestingness script for HTTP clients.
#[derive(clap::Args, Debug, Clone)]
pub struct ServeArgs {
    /// The interestingness script: exit status 0 means interesting. It gets
    /// the candidate's path as its first argument, then ARGS.
    #[arg(long = "test", value_name = "SCRIPT")]
    pub test: PathBuf,

    /// Address to listen on (IP:PORT; `localhost:PORT` means 127.0.0.1).
    /// A non-loopback address needs --token or --allow-any-host.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8787", value_parser = parse_listen)]
    pub listen: SocketAddr,

    /// A browser origin allowed to call the server (CORS); repeatable.
    /// Requests from any other origin are refused with 403.
    #[arg(long = "allow-origin", value_name = "ORIGIN", action = clap::ArgAction::Append,
          default_values = DEFAULT_ORIGINS, value_parser = parse_origin)]
    pub allow_origin: Vec<String>,

    #[command(flatten)]
    pub oracle: OracleArgs,
}

/// How the script runs and who may ask it: the options `whittle serve` and
/// `whittle web --test` share.
#[derive(clap::Args, Debug, Clone)]
pub struct OracleArgs {
    /// Tests run at once [default: the number of CPUs].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=MAX_JOBS as u64))]
    pub jobs: Option<u64>,

    /// Tests that may wait for a free job; past that the server answers 503.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_QUEUE as u64,
          value_parser = clap::value_parser!(u64).range(0..=MAX_QUEUE as u64))]
    pub queue: u64,

    /// Per-test time limit in seconds; a test that runs longer is killed
    /// (with everything it started) and counts as not interesting.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = parse_timeout)]
    pub timeout: f64,

    /// Largest candidate accepted, in bytes; larger ones get 413.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_BYTES as u64,
          value_parser = clap::value_parser!(u64).range(1..=u32::MAX as u64))]
    pub max_bytes: u64,

    /// Require `Authorization: Bearer TOKEN` on /v1/test.
    #[arg(
        long,
        value_name = "TOKEN",
        env = "WHITTLE_SERVE_TOKEN",
        hide_env_values = true
    )]
    pub token: Option<String>,

    /// Listen on a non-loopback address even without --token.
    #[arg(long)]
    pub allow_any_host: bool,

    /// File name the candidate is written under in the test's directory.
    #[arg(long, value_name = "NAME", default_value = "candidate", value_parser = parse_file_name)]
    pub file_name: OsString,

    /// Fixed arguments passed to the script after the candidate's path.
    #[arg(last = true, value_name = "ARGS")]
    pub script_args: Vec<OsString>,
}

impl OracleArgs {
    /// Refuses a non-loopback `listen` unless a token guards it or the user
    /// said `--allow-any-host`; refuses an empty token.
    pub fn check_listen(&self, listen: SocketAddr) -> anyhow::Result<()> {
        check_listen(listen, self.token.is_some(), self.allow_any_host)?;
        if self.token.as_deref().is_some_and(|t| t.trim().is_empty()) {
            bail!("--token (or WHITTLE_SERVE_TOKEN) must not be empty");
        }
        Ok(())
    }

    /// The checked configuration for `script`, with no browser origin
    /// allowed yet.
    pub fn config(&self, script: &Path) -> anyhow::Result<ServeConfig> {
        let script = Script::new(script, &self.file_name)?
            .with_args(self.script_args.clone())
            .with_timeout(Some(Duration::from_secs_f64(self.timeout)))
            .with_output_limit(OUTPUT_EXCERPT);
        Ok(ServeConfig {
            script,
            jobs: self.jobs.map_or_else(default_jobs, |j| j as usize),
            queue: self.queue as usize,
            max_bytes: usize::try_from(self.max_bytes).context("--max-bytes is too large")?,
            token: self.token.clone(),
            allow_origins: Vec::new(),
            same_origin: SameOrigin::Off,
            body_timeout: DEFAULT_BODY_TIMEOUT,
        })
    }
}

/// Whether the server also answers pages it served itself (`whittle web`),
/// and how it recognises them. Such a page's requests carry an `Origin`
/// equal to `http://` (or `https://`) and the request's own `Host`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SameOrigin {
    /// Only the listed origins (`whittle serve`).
    Off,
    /// Same-origin pages whose `Host` is `localhost` or a loopback address:
    /// a foreign site that rebinds its DNS name to 127.0.0.1 is same-origin
    /// with itself, but its `Host` is its own name, so it is refused.
    LoopbackHost,
    /// Same-origin pages whose `Host` is `localhost` or an IP address (a
    /// non-loopback listener without a token, `--allow-any-host`): a page
    /// reached by a DNS name could be a rebound foreign site, and nothing
    /// else would stop it.
    IpHost,
    /// Same-origin pages under any `Host` (a non-loopback listener with a
    /// token, which then guards the oracle).
    AnyHost,
}

/// Everything the server needs, checked. Build it with [`ServeConfig::new`]
/// (library use, tests) or [`ServeConfig::from_args`] (the command line).
#[derive(Clone, Debug)]
pub struct ServeConfig {
    /// The script, with its arguments, timeout, output limit and temporary
    /// root already set.
    pub script: Script,
    /// Tests that run at once (at least 1).
    pub jobs: usize,
    /// Tests that may wait for a job.
    pub queue: usize,
    /// Largest accepted candidate in bytes.
    pub max_bytes: usize,
    /// Bearer token required on /v1/test, if any.
    pub token: Option<String>,
    /// Browser origins allowed to call the server (with CORS).
    pub allow_origins: Vec<String>,
    /// Whether pages served by this server itself may call it.
    pub same_origin: SameOrigin,
    /// How long an admitted client may take to send its candidate.
    pub body_timeout: Duration,
}

impl ServeConfig {
    /// Defaults for everything but the script: one job per CPU, a queue of
    /// 64, 10 MiB candidates, no token, the local playground's origins.
    pub fn new(script: Script) -> ServeConfig {
        ServeConfig {
            script,
            jobs: default_jobs(),
            queue: DEFAULT_QUEUE,
            max_bytes: DEFAULT_MAX_BYTES,
            token: None,
            allow_origins: DEFAULT_ORIGINS.iter().map(|s| s.to_string()).collect(),
            same_origin: SameOrigin::Off,
            body_timeout: DEFAULT_BODY_TIMEOUT,
        }
    }

    /// Checks the command line: the script, the limits, and that a
    /// non-loopback address is protected by a token (or explicitly allowed).
    pub fn from_args(args: &ServeArgs) -> anyhow::Result<ServeConfig> {
        args.oracle.check_listen(args.listen)?;
        let mut config = args.oracle.config(&args.test)?;
        config.allow_origins = args.allow_origin.clone();
        Ok(config)
    }

    /// Clamps the numbers to what the server can handle.
    pub(crate) fn normalized(mut self) -> ServeConfig {
        self.jobs = self.jobs.clamp(1, MAX_JOBS);
        self.queue = self.queue.min(MAX_QUEUE);
        self.max_bytes = self.max_bytes.max(1);
        self
    }
}

fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Refuses a non-loopback address unless a token guards it or the user said
/// `--allow-any-host`.
pub fn check_listen(addr: SocketAddr, has_token: bool, allow_any_host: bool) -> anyhow::Result<()> {
    if addr.ip().is_loopback() || has_token || allow_any_host {
        return Ok(());
    }
    bail!(
        "refusing to listen on {addr}: it is not a loopback address, and anyone who can reach it \
         could run the test script on any input. Give --token (or WHITTLE_SERVE_TOKEN), or pass \
         --allow-any-host if the network is trusted"
    )
}

pub(crate) fn parse_listen(s: &str) -> Result<SocketAddr, String> {
    if let Ok(addr) = s.parse::<SocketAddr>() {
        return Ok(addr);
    }
    if let Some(port) = s.strip_prefix("localhost:") {
        let port = port
            .parse::<u16>()
            .map_err(|_| format!("bad port in {s:?}"))?;
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    Err(format!(
        "expected IP:PORT (e.g. 127.0.0.1:8787 or [::1]:8787), got {s:?}"
    ))
}

fn parse_timeout(s: &str) -> Result<f64, String> {
    let t: f64 = s.parse().map_err(|_| format!("not a number: {s:?}"))?;
    if !(t.is_finite() && t > 0.0 && t <= 86_400.0) {
        return Err("the timeout must be more than 0 and at most 86400 seconds".into());
    }
    Ok(t)
}

/// An origin as browsers send it: `scheme://host[:port]`, no path.
fn parse_origin(s: &str) -> Result<String, String> {
    let rest = s
        .strip_prefix("http://")
        .or_else(|| s.strip_prefix("https://"));
    let Some(rest) = rest else {
        return Err(format!(
            "{s:?} is not an origin: expected http://HOST[:PORT] or https://HOST[:PORT] \
             (wildcards and \"null\" are not accepted)"
        ));
    };
    if rest.is_empty() || rest.contains(['/', '?', '#', '*', ' ']) {
        return Err(format!(
            "{s:?} is not an origin: expected a scheme and host with no path, e.g. http://localhost:8080"
        ));
    }
    Ok(s.to_ascii_lowercase())
}

/// A plain file name: the candidate must land inside the test's directory.
fn parse_file_name(s: &str) -> Result<OsString, String> {
    if s.is_empty() || s == "." || s == ".." || s.contains(['/', '\0']) {
        return Err(format!("{s:?} is not a plain file name"));
    }
    Ok(OsStr::new(s).to_os_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser, Debug)]
    struct Cli {
        #[command(flatten)]
        args: ServeArgs,
    }

    fn parse(args: &[&str]) -> Result<ServeArgs, clap::Error> {
        Cli::try_parse_from(std::iter::once("serve").chain(args.iter().copied())).map(|c| c.args)
    }

    #[test]
    fn defaults() {
        let a = parse(&["--test", "t.sh"]).unwrap();
        assert_eq!(a.listen, "127.0.0.1:8787".parse().unwrap());
        assert_eq!(a.oracle.queue, 64);
        assert_eq!(a.oracle.timeout, 30.0);
        assert_eq!(a.oracle.max_bytes, 10 * 1024 * 1024);
        assert_eq!(a.allow_origin, DEFAULT_ORIGINS);
        assert_eq!(a.oracle.file_name, "candidate");
        assert!(
            a.oracle.jobs.is_none() && a.oracle.script_args.is_empty() && !a.oracle.allow_any_host
        );
    }

    #[test]
    fn options_and_trailing_args() {
        let a = parse(&[
            "--test",
            "t.sh",
            "--listen",
            "localhost:9000",
            "--jobs",
            "3",
            "--queue",
            "0",
            "--timeout",
            "1.5",
            "--max-bytes",
            "100",
            "--token",
            "s3cret",
            "--allow-origin",
            "https://example.org",
            "--allow-origin",
            "http://localhost:3000",
            "--file-name",
            "input.c",
            "--",
            "-O2",
            "--flag",
        ])
        .unwrap();
        assert_eq!(a.listen, "127.0.0.1:9000".parse().unwrap());
        assert_eq!(a.oracle.jobs, Some(3));
        assert_eq!(a.oracle.queue, 0);
        assert_eq!(a.oracle.timeout, 1.5);
        assert_eq!(a.oracle.max_bytes, 100);
        assert_eq!(a.oracle.token.as_deref(), Some("s3cret"));
        assert_eq!(
            a.allow_origin,
            ["https://example.org", "http://localhost:3000"]
        );
        assert_eq!(a.oracle.file_name, "input.c");
        assert_eq!(a.oracle.script_args, ["-O2", "--flag"]);
    }

    #[test]
    fn bad_values_are_refused() {
        for bad in [
            &["--test", "t", "--jobs", "0"][..],
            &["--test", "t", "--timeout", "0"],
            &["--test", "t", "--timeout", "nan"],
            &["--test", "t", "--listen", "example.org:80"],
            &["--test", "t", "--allow-origin", "*"],
            &["--test", "t", "--allow-origin", "null"],
            &["--test", "t", "--allow-origin", "http://x.org/path"],
            &["--test", "t", "--file-name", "../x"],
            &["--test", "t", "--max-bytes", "0"],
            &["--listen", "127.0.0.1:1"],
        ] {
            assert!(parse(bad).is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn non_loopback_needs_a_token_or_consent() {
        let public: SocketAddr = "0.0.0.0:8787".parse().unwrap();
        let err = check_listen(public, false, false).unwrap_err().to_string();
        assert!(
            err.contains("--token") && err.contains("--allow-any-host"),
            "{err}"
        );
        assert!(check_listen(public, true, false).is_ok());
        assert!(check_listen(public, false, true).is_ok());
        assert!(check_listen("[::1]:1".parse().unwrap(), false, false).is_ok());
        assert!(check_listen("127.0.0.2:1".parse().unwrap(), false, false).is_ok());
    }

    #[test]
    fn from_args_checks_the_script_and_address() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope.sh");
        let mut a = parse(&["--test", missing.to_str().unwrap()]).unwrap();
        let err = ServeConfig::from_args(&a).unwrap_err().to_string();
        assert!(err.contains("does not exist"), "{err}");

        a.listen = "0.0.0.0:8787".parse().unwrap();
        let err = ServeConfig::from_args(&a).unwrap_err().to_string();
        assert!(err.contains("loopback"), "{err}");

        a.oracle.token = Some("  ".into());
        let err = ServeConfig::from_args(&a).unwrap_err().to_string();
        assert!(err.contains("must not be empty"), "{err}");
    }
}
