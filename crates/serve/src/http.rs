//! The routes and their handlers: admission (jobs + bounded queue), the
//! body limit, authentication, running the test, and the answers.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use http_body_util::BodyExt;
use subtle::ConstantTimeEq;
use tokio::sync::{OwnedSemaphorePermit, TryAcquireError};
use tracing::{info, warn};
use whittle_core::files::Limits;
use whittle_exec::ScriptRun;
use whittle_wire::archive::{tar_to_set, TAR_TYPE};

use crate::layers::{cors, log_request};
use crate::protocol::{ErrorBody, Health, RemoteVerdict, HEALTH_PATH, TEST_PATH};
use crate::state::{CancelOnDrop, Gauge, Shared};

/// How much of an unwanted body is read and dropped, at most.
const DRAIN_BYTES: usize = 64 * 1024 * 1024;
const DRAIN_TIME: Duration = Duration::from_secs(5);

/// `whittle serve`'s routes, with CORS and logging around them.
pub(crate) fn routes(shared: Arc<Shared>) -> Router {
    let next_id = shared.next_id.clone();
    oracle_routes()
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(shared.clone(), cors))
        .with_state(shared)
        .layer(middleware::from_fn_with_state(next_id, log_request))
}

/// The test and health routes, with the origin check around them but no
/// fallback and no logging: `whittle web` mounts them beside the page.
pub(crate) fn oracle_api(shared: Arc<Shared>) -> Router {
    oracle_routes()
        .layer(middleware::from_fn_with_state(shared.clone(), cors))
        .with_state(shared)
}

fn oracle_routes() -> Router<Arc<Shared>> {
    Router::new()
        .route(TEST_PATH, post(test))
        .route(HEALTH_PATH, get(health))
}

/// The request id, put in the request's extensions by [`log_request`].
#[derive(Clone, Copy)]
pub(crate) struct RequestId(pub(crate) u64);

/// `POST /v1/test`: check, admit, read the candidate, wait for a job, run.
async fn test(
    State(shared): State<Arc<Shared>>,
    id: Option<Extension<RequestId>>,
    headers: HeaderMap,
    mut body: Body,
) -> Response {
    if let Some(refusal) = refuse_early(&shared, &headers) {
        return unread(body, &headers, refusal);
    }
    let admitted = match shared.admit.clone().try_acquire_owned() {
        Ok(permit) => permit,
        Err(TryAcquireError::NoPermits) => return unread(body, &headers, busy(&shared)),
        Err(TryAcquireError::Closed) => return unread(body, &headers, shutting_down()),
    };
    let queued = Gauge::new(&shared, false);
    let arrived = Instant::now();
    let content = match receive(&shared, &mut body).await {
        Ok(content) => content,
        Err(BodyError::TooLarge) => return unread(body, &headers, too_large(&shared)),
        Err(BodyError::Broken(e)) => {
            return error(
                StatusCode::BAD_REQUEST,
                format!("cannot read the body: {e}"),
            )
        }
        Err(BodyError::TooSlow) => {
            let message = format!(
                "the body took more than {} s to arrive",
                shared.body_timeout.as_secs()
            );
            return closing(error(StatusCode::REQUEST_TIMEOUT, message));
        }
    };
    drop(body);
    // A set of files comes as a tar archive; the script gets it as a folder.
    let (content, folder) = if is_tar(&headers) {
        let limits = Limits {
            max_total_bytes: shared.max_bytes,
            max_file_bytes: shared.max_bytes,
            ..Limits::DEFAULT
        };
        match tar_to_set(&content, &limits) {
            Ok(set) => (set.encode(), true),
            Err(e) => return error(StatusCode::BAD_REQUEST, format!("{e}")),
        }
    } else {
        (content, false)
    };
    let Ok(job) = shared.run.clone().acquire_owned().await else {
        return shutting_down();
    };
    drop(queued);
    let waited = arrived.elapsed();
    let id = id.map_or(0, |Extension(RequestId(id))| id);
    let size = content.len();
    let result = run(&shared, id, content, folder, [admitted, job]).await;
    answer(&shared, result, size, waited)
}

/// Whether the body is a set of files (`Content-Type: application/x-tar`).
fn is_tar(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(';')
                .next()
                .unwrap_or("")
                .trim()
                .eq_ignore_ascii_case(TAR_TYPE)
        })
}

/// What can be refused from the headers alone: a missing or wrong token, a
/// declared length over the limit.
fn refuse_early(shared: &Shared, headers: &HeaderMap) -> Option<Response> {
    if let Some(token) = &shared.token {
        if !authorized(headers, token) {
            return Some(unauthorized(headers));
        }
    }
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > shared.max_bytes as u64) {
        return Some(too_large(shared));
    }
    None
}

/// Runs the script on a blocking thread. The permits are held until the
/// script ends, even if the client goes away meanwhile (which cancels it).
async fn run(
    shared: &Arc<Shared>,
    id: u64,
    content: Vec<u8>,
    folder: bool,
    permits: [OwnedSemaphorePermit; 2],
) -> Result<Result<ScriptRun, std::io::Error>, tokio::task::JoinError> {
    let running = Gauge::new(shared, true);
    let cancel = Arc::new(AtomicBool::new(false));
    let mut guard = CancelOnDrop::register(shared, id, cancel.clone());
    let script = if folder {
        Arc::new(shared.script.as_ref().clone().for_folder())
    } else {
        shared.script.clone()
    };
    let result = tokio::task::spawn_blocking(move || {
        let _held = (permits, running);
        script.run(&content, &cancel)
    })
    .await;
    guard.finished = true;
    result
}

fn answer(
    shared: &Shared,
    result: Result<Result<ScriptRun, std::io::Error>, tokio::task::JoinError>,
    size: usize,
    waited: Duration,
) -> Response {
    match result {
        Ok(Ok(run)) if run.cancelled => {
            warn!("test cancelled by shutdown");
            shutting_down()
        }
        Ok(Ok(run)) => {
            shared.record_duration(run.duration.as_millis() as u64);
            let verdict = verdict(&run);
            info!(
                size,
                interesting = verdict.interesting,
                exit_status = verdict.exit_status,
                timed_out = verdict.timed_out,
                test_ms = verdict.duration_ms,
                wait_ms = millis(waited),
                "tested"
            );
            Json(verdict).into_response()
        }
        Ok(Err(e)) => {
            tracing::error!(error = %e, "cannot run the test script");
            let message = format!("cannot run the test script: {e}");
            error(StatusCode::INTERNAL_SERVER_ERROR, message)
        }
        Err(e) => {
            tracing::error!(error = %e, "the test panicked");
            error(StatusCode::INTERNAL_SERVER_ERROR, "internal error".into())
        }
    }
}

fn verdict(run: &ScriptRun) -> RemoteVerdict {
    RemoteVerdict {
        interesting: run.interesting(),
        exit_status: run.exit_status,
        timed_out: run.timed_out,
        duration_ms: millis(run.duration),
        output: String::from_utf8_lossy(&run.output).into_owned(),
    }
}

/// Milliseconds, to the microsecond.
pub(crate) fn millis(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e6).round() / 1e3
}

enum BodyError {
    TooLarge,
    TooSlow,
    Broken(axum::Error),
}

/// Reads the candidate, within the size limit and the body timeout.
async fn receive(shared: &Shared, body: &mut Body) -> Result<Vec<u8>, BodyError> {
    tokio::time::timeout(shared.body_timeout, read_body(body, shared.max_bytes))
        .await
        .unwrap_or(Err(BodyError::TooSlow))
}

async fn read_body(body: &mut Body, max: usize) -> Result<Vec<u8>, BodyError> {
    let mut content = Vec::new();
    while let Some(frame) = body.frame().await {
        let frame = frame.map_err(BodyError::Broken)?;
        if let Ok(data) = frame.into_data() {
            if content.len() + data.len() > max {
                return Err(BodyError::TooLarge);
            }
            content.extend_from_slice(&data);
        }
    }
    Ok(content)
}

/// Answers before the body was read. Closing a socket with unread data makes
/// the kernel reset the connection, and a client still sending would see the
/// reset instead of the answer; so what is left of the body is read and
/// dropped in the background (a bounded amount, for a bounded time) while the
/// answer goes out, and the connection is closed after it. A client that
/// waits for `100 Continue` gets the answer without sending the body.
pub(crate) fn unread(body: Body, headers: &HeaderMap, response: Response) -> Response {
    let waits_for_continue = headers
        .get(header::EXPECT)
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"100-continue"));
    if !waits_for_continue {
        tokio::spawn(drain(body));
    }
    closing(response)
}

/// Closes the connection after `response`.
fn closing(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

async fn drain(mut body: Body) {
    let _ = tokio::time::timeout(DRAIN_TIME, async {
        let mut drained = 0;
        while let Some(Ok(frame)) = body.frame().await {
            drained += frame.data_ref().map_or(0, |d| d.len());
            if drained > DRAIN_BYTES {
                break;
            }
        }
    })
    .await;
}

/// `Authorization: Bearer <token>`, the token compared in constant time
/// (`subtle`; only a difference in length returns early).
fn authorized(headers: &HeaderMap, token: &[u8]) -> bool {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return false;
    };
    let value = value.as_bytes();
    let Some((scheme, given)) = value.split_at_checked(7) else {
        return false;
    };
    scheme.eq_ignore_ascii_case(b"bearer ") && bool::from(given.trim_ascii().ct_eq(token))
}

async fn health(State(shared): State<Arc<Shared>>) -> Json<Health> {
    Json(Health {
        status: "ok".into(),
        running: shared.running.load(Ordering::SeqCst),
        queued: shared.queued.load(Ordering::SeqCst),
        jobs: shared.jobs,
        queue: shared.queue,
        max_bytes: shared.max_bytes,
    })
}

async fn not_found() -> Response {
    error(
        StatusCode::NOT_FOUND,
        format!("no such endpoint: use POST {TEST_PATH} or GET {HEALTH_PATH}"),
    )
}

pub(crate) fn error(status: StatusCode, message: String) -> Response {
    (status, Json(ErrorBody { error: message })).into_response()
}

fn unauthorized(headers: &HeaderMap) -> Response {
    let message = if headers.contains_key(header::AUTHORIZATION) {
        "wrong token"
    } else {
        "this server needs a token: send `Authorization: Bearer TOKEN`"
    };
    let mut response = error(StatusCode::UNAUTHORIZED, message.into());
    response.headers_mut().insert(
        header::WWW_AUTHENTICATE,
        HeaderValue::from_static("Bearer realm=\"whittle\""),
    );
    response
}

fn too_large(shared: &Shared) -> Response {
    error(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!(
            "the candidate is larger than this server's limit of {} bytes (--max-bytes)",
            shared.max_bytes
        ),
    )
}

fn busy(shared: &Shared) -> Response {
    let retry = shared.retry_after();
    warn!(retry_after = retry, "queue full");
    let mut response = error(
        StatusCode::SERVICE_UNAVAILABLE,
        format!(
            "busy: {} tests running and {} waiting; retry in {retry} s",
            shared.running.load(Ordering::SeqCst),
            shared.queued.load(Ordering::SeqCst)
        ),
    );
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(retry));
    response
}

fn shutting_down() -> Response {
    error(
        StatusCode::SERVICE_UNAVAILABLE,
        "the server is shutting down".into(),
    )
}
