//! A blocking client for the server, for the CLI's remote oracle.
//!
//! [`RemoteOracle`], behind `whittle reduce --endpoint`: no connection, 429 and
//! 5xx are retried under the retry policy the playground uses too
//! (`whittle_setup::session::RetryPolicy`: exponential backoff, `Retry-After`
//! honoured, waits capped at 30 s) and retries are counted; when they run
//! out the error is `GaveUp`, never a verdict.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use ureq::http::{HeaderValue, Uri};

use whittle_core::files::FileSet;
use whittle_setup::session::RetryPolicy;
use whittle_wire::archive::{set_to_tar, TAR_TYPE};

use crate::protocol::{ErrorBody, Health, RemoteVerdict, HEALTH_PATH, TEST_PATH};

/// Largest answer read (a verdict carries at most 64 KiB of output, which
/// JSON escaping can blow up a few times).
const MAX_ANSWER: u64 = 4 * 1024 * 1024;
/// Connection set-up limit when no overall timeout is given.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Tests candidates on a `whittle serve` endpoint. Blocking; `Send + Sync`,
/// so one instance can be shared by a pool of threads (connections are
/// pooled and reused).
pub struct RemoteOracle {
    agent: ureq::Agent,
    test_url: String,
    health_url: String,
    authorization: Option<HeaderValue>,
    retry: RetryPolicy,
    /// Retries made so far, over every test (for the caller's statistics).
    retried: AtomicU64,
    /// Contents are encoded sets of files, sent as tar archives.
    sets: bool,
}

impl fmt::Debug for RemoteOracle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RemoteOracle")
            .field("url", &self.test_url)
            .field("token", &self.authorization.as_ref().map(|_| "<hidden>"))
            .field("retry", &self.retry)
            .finish()
    }
}

impl RemoteOracle {
    /// How many times a failed try is retried unless told otherwise.
    pub const DEFAULT_RETRIES: u32 = RetryPolicy::DEFAULT.retries;

    /// `url` is the server's address (`http://127.0.0.1:8787`), with or
    /// without the `/v1/test` path. `token` is sent as a bearer token.
    /// `timeout` bounds each try as a whole (connecting, sending, waiting in
    /// the server's queue, the test itself, reading the answer); give more
    /// than the server's `--timeout`.
    pub fn new(
        url: &str,
        token: Option<String>,
        timeout: Option<Duration>,
    ) -> Result<RemoteOracle, String> {
        let (test_url, health_url) = endpoint_urls(url)?;
        let authorization = match token {
            None => None,
            Some(t) if t.trim().is_empty() => return Err("the token is empty".into()),
            Some(t) => Some(
                HeaderValue::from_str(&format!("Bearer {}", t.trim()))
                    .map_err(|_| "the token contains characters not allowed in a header")?,
            ),
        };
        let host = test_url
            .parse::<Uri>()
            .ok()
            .and_then(|u| u.host().map(str::to_owned))
            .unwrap_or_default();
        let mut config = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .max_redirects(0)
            .user_agent(concat!("whittle/", env!("CARGO_PKG_VERSION")))
            .timeout_global(timeout)
            .timeout_connect(Some(
                timeout.map_or(CONNECT_TIMEOUT, |t| t.min(CONNECT_TIMEOUT)),
            ));
        if is_loopback_host(&host) {
            // A proxy from the environment would not reach our own machine.
            config = config.proxy(None);
        }
        Ok(RemoteOracle {
            agent: config.build().into(),
            test_url,
            health_url,
            authorization,
            retry: RetryPolicy::DEFAULT,
            retried: AtomicU64::new(0),
            sets: false,
        })
    }

    /// How many times a failed try is retried before giving up (default
    /// 6). Retried: no connection, a broken connection or no answer in
    /// time, 429 Too Many Requests and every 5xx. Never retried: answers
    /// that would come out the same (401, 403, 413, other 4xx, an answer
    /// that is not a verdict).
    pub fn with_retries(mut self, retries: u32) -> RemoteOracle {
        self.retry.retries = retries;
        self
    }

    /// The first wait between tries (default 0.5 s), doubled on every
    /// retry. A `Retry-After` header replaces it. Every wait is at most
    /// 30 s.
    pub fn with_backoff(mut self, first_wait: Duration) -> RemoteOracle {
        self.retry.first_wait_ms = u64::try_from(first_wait.as_millis()).unwrap_or(u64::MAX);
        self
    }

    /// How many retries this client has made, over all its tests.
    pub fn retries_made(&self) -> u64 {
        self.retried.load(Ordering::Relaxed)
    }

    /// The full URL of the test endpoint.
    pub fn url(&self) -> &str {
        &self.test_url
    }

    /// Contents are sets of files (`whittle_core::files`), sent as tar
    /// archives for the server to unpack into the script's folder.
    pub fn for_sets(mut self) -> RemoteOracle {
        self.sets = true;
        self
    }

    /// Sends `content` to be tested and returns the server's verdict.
    /// A failed try that may succeed later is retried (see
    /// [`RemoteOracle::with_retries`]); an error is never a verdict.
    pub fn test(&self, content: &[u8]) -> Result<RemoteVerdict, RemoteError> {
        let mut retries = 0;
        loop {
            let failure = match self.try_once(content) {
                Ok(verdict) => return Ok(verdict),
                Err(failure) => failure,
            };
            let wait = if failure.error.is_transient() {
                self.retry
                    .wait_ms(retries + 1, failure.retry_after.as_deref(), now_ms())
            } else {
                None
            };
            let Some(wait) = wait else {
                return Err(if retries == 0 {
                    failure.error
                } else {
                    RemoteError::GaveUp {
                        retries,
                        last: Box::new(failure.error),
                    }
                });
            };
            retries += 1;
            self.retried.fetch_add(1, Ordering::Relaxed);
            std::thread::sleep(Duration::from_millis(wait));
        }
    }

    /// One request, and its answer.
    fn try_once(&self, content: &[u8]) -> Result<RemoteVerdict, Failure> {
        let archive;
        let (content, media_type) = if self.sets {
            let set = FileSet::decode(content).map_err(|e| Failure {
                error: RemoteError::BadResponse {
                    url: self.test_url.clone(),
                    detail: format!("the candidate is not a set of files: {e}"),
                },
                retry_after: None,
            })?;
            archive = set_to_tar(&set);
            (archive.as_slice(), TAR_TYPE)
        } else {
            (content, "application/octet-stream")
        };
        let mut request = self.agent.post(&self.test_url).content_type(media_type);
        if let Some(auth) = &self.authorization {
            request = request.header("authorization", auth.clone());
        }
        let response = request
            .send(content)
            .map_err(|e| Failure::from(transport_error(&self.test_url, e)))?;
        let status = response.status().as_u16();
        let retry_after = retry_after(&response);
        let body = read_answer(response, &self.test_url)?;
        match status {
            200 => serde_json::from_slice(&body).map_err(|e| {
                Failure::from(RemoteError::BadResponse {
                    url: self.test_url.clone(),
                    detail: format!("{e}; the answer began with {:?}", excerpt(&body)),
                })
            }),
            _ => Err(Failure {
                error: status_error(status, &body),
                retry_after,
            }),
        }
    }

    /// Asks the server how it is doing (`GET /healthz`).
    pub fn health(&self) -> Result<Health, RemoteError> {
        let response = self
            .agent
            .get(&self.health_url)
            .call()
            .map_err(|e| transport_error(&self.health_url, e))?;
        let status = response.status().as_u16();
        let body = read_answer(response, &self.health_url)?;
        if status != 200 {
            return Err(status_error(status, &body));
        }
        serde_json::from_slice(&body).map_err(|e| RemoteError::BadResponse {
            url: self.health_url.clone(),
            detail: e.to_string(),
        })
    }
}

/// Why a remote test failed (as opposed to a verdict of "not interesting").
#[derive(Debug)]
#[non_exhaustive]
pub enum RemoteError {
    /// No connection could be made.
    Connect { url: String, detail: String },
    /// The server did not answer within the client's timeout.
    Timeout { url: String, detail: String },
    /// The connection broke, or another transport problem.
    Transport { url: String, detail: String },
    /// 401: the token is missing or wrong.
    Unauthorized { message: String },
    /// 403: the server refused the request (e.g. an origin it does not
    /// allow).
    Forbidden { message: String },
    /// 413: the candidate is over the server's `--max-bytes`.
    TooLarge { message: String },
    /// 503: the server is busy (or is shutting down).
    Busy { message: String },
    /// 429: the server (or a proxy in front of it) limits the request rate.
    TooManyRequests { message: String },
    /// Any other status.
    Status { status: u16, message: String },
    /// A 200 answer that is not a verdict.
    BadResponse { url: String, detail: String },
    /// A failure that could have been transient, still there after every
    /// retry.
    GaveUp {
        retries: u32,
        last: Box<RemoteError>,
    },
}

impl RemoteError {
    /// Whether trying again may help: no connection, a broken one, no
    /// answer in time, 429 or any 5xx.
    pub fn is_transient(&self) -> bool {
        match self {
            RemoteError::Connect { .. }
            | RemoteError::Timeout { .. }
            | RemoteError::Transport { .. }
            | RemoteError::Busy { .. }
            | RemoteError::TooManyRequests { .. } => true,
            RemoteError::Status { status, .. } => *status >= 500,
            _ => false,
        }
    }
}

/// A failed try, with the wait the server asked for.
struct Failure {
    error: RemoteError,
    /// The answer's `Retry-After` header.
    retry_after: Option<String>,
}

impl From<RemoteError> for Failure {
    fn from(error: RemoteError) -> Failure {
        Failure {
            error,
            retry_after: None,
        }
    }
}

/// The wall clock in milliseconds since the Unix epoch, for a `Retry-After`
/// that gives a date.
fn now_ms() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

impl fmt::Display for RemoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RemoteError::Connect { url, detail } => write!(
                f,
                "cannot connect to the oracle server at {url}: {detail} (is `whittle serve` running there?)"
            ),
            RemoteError::Timeout { url, detail } => {
                write!(f, "the oracle server at {url} did not answer in time: {detail}")
            }
            RemoteError::Transport { url, detail } => write!(
                f,
                "lost the connection to the oracle server at {url}: {detail} \
                 (a candidate over the server's --max-bytes can cause this)"
            ),
            RemoteError::Unauthorized { message } => write!(
                f,
                "the oracle server refused the request (401 Unauthorized): {message}; \
                 use the token the server was started with (--token or WHITTLE_SERVE_TOKEN)"
            ),
            RemoteError::Forbidden { message } => {
                write!(f, "the oracle server refused the request (403 Forbidden): {message}")
            }
            RemoteError::TooLarge { message } => write!(
                f,
                "the candidate is too large for the oracle server (413): {message}"
            ),
            RemoteError::Busy { message, .. } => write!(
                f,
                "the oracle server is busy (503): {message}; \
                 start it with more --jobs or a longer --queue"
            ),
            RemoteError::TooManyRequests { message } => write!(
                f,
                "the oracle server limits the request rate (429 Too Many Requests): {message}"
            ),
            RemoteError::Status { status, message } => {
                write!(f, "the oracle server answered {status}: {message}")
            }
            RemoteError::BadResponse { url, detail } => write!(
                f,
                "the answer from {url} is not a whittle verdict: {detail}"
            ),
            RemoteError::GaveUp { retries, last } => {
                write!(f, "{last} (still failing after {retries} retries)")
            }
        }
    }
}

impl std::error::Error for RemoteError {}

/// The test and health URLs from what the user gave.
fn endpoint_urls(url: &str) -> Result<(String, String), String> {
    let url = url.trim();
    if !(url.starts_with("http://") || url.starts_with("https://")) {
        return Err(format!(
            "{url:?} is not an http:// or https:// URL (e.g. http://127.0.0.1:8787)"
        ));
    }
    if url.contains(['?', '#']) {
        return Err(format!(
            "{url:?}: give the server's address without a query or fragment"
        ));
    }
    let trimmed = url.trim_end_matches('/');
    let base = trimmed.strip_suffix(TEST_PATH).unwrap_or(trimmed);
    let test_url = format!("{base}{TEST_PATH}");
    let uri: Uri = test_url
        .parse()
        .map_err(|e| format!("{url:?} is not a valid URL: {e}"))?;
    if uri.host().is_none_or(str::is_empty) {
        return Err(format!("{url:?} has no host"));
    }
    Ok((test_url, format!("{base}{HEALTH_PATH}")))
}

fn is_loopback_host(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// The `Retry-After` header of an answer, read by the retry policy.
fn retry_after(response: &ureq::http::Response<ureq::Body>) -> Option<String> {
    response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
}

fn read_answer(
    mut response: ureq::http::Response<ureq::Body>,
    url: &str,
) -> Result<Vec<u8>, RemoteError> {
    response
        .body_mut()
        .with_config()
        .limit(MAX_ANSWER)
        .read_to_vec()
        .map_err(|e| transport_error(url, e))
}

fn transport_error(url: &str, error: ureq::Error) -> RemoteError {
    let url = url.to_owned();
    let detail = error.to_string();
    match error {
        ureq::Error::Timeout(_) => RemoteError::Timeout { url, detail },
        ureq::Error::ConnectionFailed | ureq::Error::HostNotFound => {
            RemoteError::Connect { url, detail }
        }
        ureq::Error::Io(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::ConnectionRefused
                    | std::io::ErrorKind::AddrNotAvailable
                    | std::io::ErrorKind::HostUnreachable
                    | std::io::ErrorKind::NetworkUnreachable
            ) =>
        {
            RemoteError::Connect { url, detail }
        }
        ureq::Error::Io(e) if e.kind() == std::io::ErrorKind::TimedOut => {
            RemoteError::Timeout { url, detail }
        }
        _ => RemoteError::Transport { url, detail },
    }
}

fn status_error(status: u16, body: &[u8]) -> RemoteError {
    let message = message(body);
    match status {
        401 => RemoteError::Unauthorized { message },
        403 => RemoteError::Forbidden { message },
        413 => RemoteError::TooLarge { message },
        429 => RemoteError::TooManyRequests { message },
        503 => RemoteError::Busy { message },
        _ => RemoteError::Status { status, message },
    }
}

/// The server's `{"error": ...}` message, or the start of whatever it sent.
fn message(body: &[u8]) -> String {
    match serde_json::from_slice::<ErrorBody>(body) {
        Ok(e) => e.error,
        Err(_) if body.is_empty() => "(no message)".into(),
        Err(_) => excerpt(body),
    }
}

fn excerpt(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(&body[..body.len().min(200)]);
    text.trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_with_or_without_the_path() {
        for given in [
            "http://127.0.0.1:8787",
            "http://127.0.0.1:8787/",
            "http://127.0.0.1:8787/v1/test",
            " http://127.0.0.1:8787/v1/test/ ",
        ] {
            let (test, health) = endpoint_urls(given).unwrap();
            assert_eq!(test, "http://127.0.0.1:8787/v1/test", "{given}");
            assert_eq!(health, "http://127.0.0.1:8787/healthz", "{given}");
        }
        let (test, _) = endpoint_urls("https://oracle.example/whittle").unwrap();
        assert_eq!(test, "https://oracle.example/whittle/v1/test");
        for bad in ["127.0.0.1:8787", "ftp://x", "http://", "http://x/?a=1"] {
            assert!(endpoint_urls(bad).is_err(), "{bad} was accepted");
        }
    }

    #[test]
    fn tokens_are_checked() {
        assert!(RemoteOracle::new("http://127.0.0.1:1", Some(" ".into()), None).is_err());
        assert!(RemoteOracle::new("http://127.0.0.1:1", Some("a\nb".into()), None).is_err());
        let oracle = RemoteOracle::new("http://127.0.0.1:1", Some("secret".into()), None).unwrap();
        assert!(!format!("{oracle:?}").contains("secret"));
    }

    #[test]
    fn loopback_hosts() {
        for host in ["localhost", "127.0.0.1", "127.1.2.3", "[::1]", "::1"] {
            assert!(is_loopback_host(host), "{host}");
        }
        for host in ["example.org", "10.0.0.1", ""] {
            assert!(!is_loopback_host(host), "{host}");
        }
    }

    #[test]
    fn server_messages_are_extracted() {
        assert_eq!(message(br#"{"error":"wrong token"}"#), "wrong token");
        assert_eq!(message(b"  plain text \n"), "plain text");
        assert_eq!(message(b""), "(no message)");
        let e = status_error(413, br#"{"error":"too big"}"#);
        assert!(matches!(e, RemoteError::TooLarge { .. }));
        assert!(e.to_string().contains("413") && e.to_string().contains("too big"));
    }

    #[test]
    fn backoff_doubles_up_to_the_cap() {
        let policy = RetryPolicy {
            retries: 200,
            first_wait_ms: 500,
            ..RetryPolicy::DEFAULT
        };
        let waits: Vec<u64> = (1..=8)
            .map(|r| policy.wait_ms(r, None, 0.0).unwrap())
            .collect();
        assert_eq!(waits, [500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
        assert_eq!(policy.wait_ms(200, None, 0.0), Some(30_000));
        assert_eq!(RemoteOracle::DEFAULT_RETRIES, 6);
    }

    #[test]
    fn only_failures_that_may_pass_are_retried() {
        for status in [429, 500, 502, 503, 504] {
            assert!(status_error(status, b"").is_transient(), "{status}");
        }
        for status in [400, 401, 403, 404, 408, 413] {
            assert!(!status_error(status, b"").is_transient(), "{status}");
        }
        let bad = RemoteError::BadResponse {
            url: String::new(),
            detail: String::new(),
        };
        assert!(!bad.is_transient());
    }

    #[test]
    fn the_client_can_be_shared_between_threads() {
        fn shareable<T: Send + Sync>() {}
        shareable::<RemoteOracle>();
        shareable::<RemoteError>();
    }
}
