//! `whittle serve`: an HTTP oracle endpoint, and a blocking client for it.
//!
//! The server runs one interestingness script (C-Reduce convention: exit
//! status 0 means interesting) on candidates that clients send as the raw
//! body of `POST /v1/test`, and answers with a JSON verdict
//! ([`RemoteVerdict`]). The client sends nothing but the candidate: the
//! script, its arguments, the file name and the limits are the server
//! operator's. Each test runs through [`whittle_exec::Script`], in a fresh
//! temporary directory and its own process group, killed on timeout.
//!
//! At most `jobs` tests run at once and at most `queue` more wait; past that
//! the server answers 503 with `Retry-After`. Bodies over `max_bytes` get
//! 413, a missing or wrong bearer token (when one is configured) 401, and a
//! browser page from an origin not in `allow_origins` 403. It listens on
//! loopback unless told otherwise. See `docs/serve.md` for the protocol.
//!
//! [`web_main`] is `whittle web`: the built playground as static files, with
//! `.br` and `.gz` copies chosen by `Accept-Encoding`, and optionally the same
//! oracle on the same origin, which then answers only the pages it served.
//!
//! [`RemoteOracle`] is the client: blocking, shareable between threads, and
//! retrying politely when the server is busy.

mod client;
mod config;
mod http;
mod layers;
mod state;
mod web;

use std::future::Future;
use std::net::SocketAddr;

use anyhow::Context;
use tokio::net::TcpListener;
use tracing::{info, warn};

// The wire types live in their own crate, which the playground shares.
use whittle_wire as protocol;

pub use client::{RemoteError, RemoteOracle};
pub use config::{
    check_listen, OracleArgs, SameOrigin, ServeArgs, ServeConfig, DEFAULT_MAX_BYTES,
    DEFAULT_ORIGINS, DEFAULT_QUEUE, OUTPUT_EXCERPT,
};
pub use protocol::{
    ErrorBody, Health, OracleInfo, PageConfig, RemoteVerdict, CONFIG_PATH, HEALTH_PATH, TEST_PATH,
};
pub use web::{frame_policy, WebArgs, WebConfig};

/// The server's routes as an axum router, for running it in-process.
/// [`serve`] adds what a real server needs on top (peer addresses in the
/// logs, graceful shutdown).
pub fn router(config: ServeConfig) -> axum::Router {
    http::routes(state::Shared::new(config))
}

/// Serves on `listener` until `shutdown` completes. Then it stops accepting
/// work, answers queued requests with 503, lets running tests finish and
/// answer, and returns.
pub async fn serve(
    config: ServeConfig,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_until(config, listener, shutdown, std::future::pending()).await
}

/// [`serve`], and once `abort` completes (say, a second Ctrl-C) the running
/// tests are cancelled as well.
async fn serve_until(
    config: ServeConfig,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
    abort: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let shared = state::Shared::new(config);
    let app = http::routes(shared.clone());
    run_until(app, Some(shared), listener, shutdown, abort).await
}

/// `whittle web`'s routes as an axum router, for running it in-process:
/// the playground's files and, if configured, the same-origin oracle.
pub fn web_router(config: WebConfig) -> axum::Router {
    web::routes(config).0
}

/// Serves the playground (and its oracle, if any) on `listener` until
/// `shutdown` completes, shutting the oracle down as [`serve`] does.
pub async fn serve_web(
    config: WebConfig,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let (app, shared) = web::routes(config);
    run_until(app, shared, listener, shutdown, std::future::pending()).await
}

/// Serves `app`; on `shutdown` the oracle (if any) stops admitting work and
/// lets running tests finish, on `abort` it cancels them.
async fn run_until(
    app: axum::Router,
    oracle: Option<std::sync::Arc<state::Shared>>,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
    abort: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = app.into_make_service_with_connect_info::<SocketAddr>();
    let signal = async move {
        shutdown.await;
        let Some(closing) = oracle else {
            info!("shutting down");
            return;
        };
        info!("shutting down: refusing new tests, letting running ones finish");
        closing.close();
        tokio::spawn(async move {
            abort.await;
            warn!("stopping now: cancelling running tests");
            closing.abort();
        });
    };
    axum::serve(listener, app)
        .with_graceful_shutdown(signal)
        .await
}

/// `whittle serve`: checks the options, listens, logs to stderr (filter with
/// `RUST_LOG`, default `info`) and serves until Ctrl-C or SIGTERM; a second
/// one cancels the tests still running.
pub fn main(args: ServeArgs) -> anyhow::Result<()> {
    init_logging();
    let config = ServeConfig::from_args(&args)?;
    let runtime = runtime("whittle-serve")?;
    runtime.block_on(async {
        let listener = TcpListener::bind(args.listen)
            .await
            .with_context(|| format!("cannot listen on {}", args.listen))?;
        let addr = listener.local_addr()?;
        info!(
            script = %config.script.path().display(),
            jobs = config.jobs,
            queue = config.queue,
            timeout_s = args.oracle.timeout,
            max_bytes = config.max_bytes,
            token = config.token.is_some(),
            "listening on http://{addr}"
        );
        serve_until(config, listener, stop_signal(), stop_signal())
            .await
            .context("the server failed")?;
        info!("stopped");
        Ok(())
    })
}

/// `whittle web`: checks the options, listens, logs to stderr like
/// [`main`] and serves until Ctrl-C or SIGTERM (a second one cancels the
/// oracle's running tests).
pub fn web_main(args: WebArgs) -> anyhow::Result<()> {
    init_logging();
    let config = WebConfig::from_args(&args)?;
    let runtime = runtime("whittle-web")?;
    runtime.block_on(async {
        let listener = TcpListener::bind(args.listen)
            .await
            .with_context(|| format!("cannot listen on {}", args.listen))?;
        let addr = listener.local_addr()?;
        match &config.oracle {
            Some(oracle) => info!(
                dir = %config.dir.display(),
                script = %oracle.script.path().display(),
                jobs = oracle.jobs,
                timeout_s = args.oracle.timeout,
                token = oracle.token.is_some(),
                "serving the playground at http://{addr}/ with the script oracle at {TEST_PATH}"
            ),
            None => info!(
                dir = %config.dir.display(),
                "serving the playground at http://{addr}/ (no script oracle: see --test)"
            ),
        }
        let (app, shared) = web::routes(config);
        run_until(app, shared, listener, stop_signal(), stop_signal())
            .await
            .context("the server failed")?;
        info!("stopped");
        Ok(())
    })
}

fn runtime(name: &str) -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name(name)
        .build()
        .context("cannot start the async runtime")
}

fn init_logging() {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // A caller that installed its own subscriber keeps it.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .try_init();
}

/// Ctrl-C or SIGTERM. Each call waits for a signal that arrives after it
/// started listening, so the second call in [`main`] sees the second signal.
async fn stop_signal() {
    let interrupt = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            warn!(error = %e, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    let terminate = async {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                term.recv().await;
            }
            Err(e) => {
                warn!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}
