//! `whittle web`: the built playground as static files (precompressed
//! copies chosen by `Accept-Encoding`), and optionally the script oracle on
//! the same origin, answering only the pages this server served.
//!
//! `ServeDir` serves the files and picks the `.br` or `.gz` copy; `Vary`,
//! `Cache-Control: no-cache` and the `frame-ancestors` policy (which pages
//! may show the playground, or its `embed.html`, in a frame) are added. `GET /v1/config` says whether the page
//! has an oracle. With `--test` the oracle routes and state are `whittle
//! serve`'s (`http::oracle_api`), and the origin check accepts only pages of
//! this server: `Origin` must be `http://` and the request's own `Host`, a
//! loopback `Host` on a loopback listener, or an IP one on another listener
//! without a token, against DNS rebinding.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicU64;
use std::sync::Arc;

use anyhow::bail;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware;
use axum::response::Response;
use axum::routing::{any, get};
use axum::{Json, Router};
use tower_http::services::ServeDir;

use crate::config::{parse_listen, OracleArgs, SameOrigin, ServeConfig};
use crate::http::{error, oracle_api};
use crate::layers::log_request;
use crate::protocol::{OracleInfo, PageConfig, CONFIG_PATH, TEST_PATH};
use crate::state::Shared;

/// `whittle web`: serve the playground, and with `--test` the script
/// oracle beside it.
#[derive(clap::Args, Debug, Clone)]
pub struct WebArgs {
    /// Address to listen on (IP:PORT; `localhost:PORT` means 127.0.0.1).
    /// A non-loopback address needs --token or --allow-any-host.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080", value_parser = parse_listen)]
    pub listen: SocketAddr,

    /// The built playground (what `scripts/build-web` writes).
    #[arg(long, value_name = "DIST", default_value = "dist")]
    pub dir: PathBuf,

    /// An interestingness script to offer the page as a same-origin oracle
    /// (`POST /v1/test`, the protocol of `whittle serve`). The options below
    /// apply to it.
    #[arg(long = "test", value_name = "SCRIPT")]
    pub test: Option<PathBuf>,

    /// Which pages may show the playground in a frame (`embed.html` in a
    /// course or a bug report): a Content-Security-Policy `frame-ancestors`
    /// source list, such as `'self' https://course.example`. `*` is any
    /// page; `'none'` is no page.
    #[arg(long, value_name = "SOURCES", default_value = "*")]
    pub frame_ancestors: String,

    #[command(flatten)]
    pub oracle: OracleArgs,
}

/// What `whittle web` serves, checked.
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// The directory of the built playground.
    pub dir: PathBuf,
    /// The `Content-Security-Policy` header sent with every file: the
    /// `frame-ancestors` directive only.
    pub frame_policy: HeaderValue,
    /// The script oracle offered to the page, if any. Its `same_origin` is
    /// what decides which pages may call it; `allow_origins` is normally
    /// empty.
    pub oracle: Option<ServeConfig>,
}

impl WebConfig {
    /// Checks the command line: the address (as `whittle serve` does), the
    /// directory, and the script if one is given. The oracle answers pages
    /// of this server only: under a loopback `Host` when listening on
    /// loopback; otherwise under any `Host` if a token guards the oracle,
    /// else under an IP address's (see [`SameOrigin`]).
    pub fn from_args(args: &WebArgs) -> anyhow::Result<WebConfig> {
        args.oracle.check_listen(args.listen)?;
        check_dir(&args.dir)?;
        let oracle = match &args.test {
            Some(script) => {
                let mut config = args.oracle.config(script)?;
                config.same_origin = if args.listen.ip().is_loopback() {
                    SameOrigin::LoopbackHost
                } else if config.token.is_some() {
                    SameOrigin::AnyHost
                } else {
                    SameOrigin::IpHost
                };
                Some(config)
            }
            None => None,
        };
        Ok(WebConfig {
            dir: args.dir.clone(),
            frame_policy: frame_policy(&args.frame_ancestors)?,
            oracle,
        })
    }
}

/// `frame-ancestors SOURCES`, refused when the sources would end the
/// directive or the header (a `;`, a `,`, a control character) or are empty.
pub fn frame_policy(sources: &str) -> anyhow::Result<HeaderValue> {
    let sources = sources.split_whitespace().collect::<Vec<_>>().join(" ");
    if sources.is_empty() {
        bail!("--frame-ancestors needs at least one source (`*` for any page, `'none'` for none)");
    }
    if let Some(bad) = sources
        .chars()
        .find(|c| matches!(c, ';' | ',') || c.is_control())
    {
        bail!("--frame-ancestors takes a list of sources separated by spaces; {bad:?} is not allowed in it");
    }
    Ok(HeaderValue::from_str(&format!(
        "frame-ancestors {sources}"
    ))?)
}

fn check_dir(dir: &Path) -> anyhow::Result<()> {
    if !dir.join("index.html").is_file() {
        bail!(
            "{} holds no index.html: build the playground first (scripts/build-web), \
             or point --dir at it",
            dir.display()
        );
    }
    Ok(())
}

/// The routes of `whittle web` and the oracle's shared state (for shutting
/// it down), if there is an oracle.
pub(crate) fn routes(config: WebConfig) -> (Router, Option<Arc<Shared>>) {
    let shared = config.oracle.map(Shared::new);
    let next_id = shared
        .as_ref()
        .map_or_else(|| Arc::new(AtomicU64::new(1)), |s| s.next_id.clone());
    let info = shared.as_ref().map(|s| OracleInfo {
        path: TEST_PATH.into(),
        token: s.token.is_some(),
        jobs: s.jobs,
        max_bytes: s.max_bytes,
    });
    let api = match &shared {
        Some(shared) => oracle_api(shared.clone()),
        None => Router::new().route(TEST_PATH, any(no_oracle)),
    };
    // Brotli first: where a browser accepts both, it is the smaller.
    let files = ServeDir::new(&config.dir)
        .precompressed_br()
        .precompressed_gzip();
    let pages = Router::new()
        .fallback_service(files)
        .layer(middleware::map_response_with_state(
            config.frame_policy,
            page_headers,
        ));
    let router = Router::new()
        .route(CONFIG_PATH, get(page_config))
        .with_state(Arc::new(PageConfig { oracle: info }))
        .merge(api)
        .merge(pages)
        .layer(middleware::from_fn_with_state(next_id, log_request));
    (router, shared)
}

/// `Vary: accept-encoding`, since the same URL has several encodings, and
/// `Cache-Control: no-cache`: a rebuild keeps the file names, and a browser
/// that guessed a freshness time could pair a new script with an old wasm
/// module. Revalidating costs a 304 per file. The frame policy is the only
/// header about frames: an embed needs no other (no `X-Frame-Options`,
/// which cannot name several sites, and no cross-origin isolation, which
/// would refuse frames from pages that do not opt in).
async fn page_headers(State(frame_policy): State<HeaderValue>, mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::CONTENT_SECURITY_POLICY, frame_policy);
    response
}

async fn page_config(State(config): State<Arc<PageConfig>>) -> Json<PageConfig> {
    Json(PageConfig::clone(&config))
}

async fn no_oracle() -> Response {
    error(
        StatusCode::NOT_FOUND,
        "this server has no test script: start `whittle web` with --test SCRIPT".into(),
    )
}
