//! Middleware around every route: CORS (and refusing unknown origins) and
//! request logging.

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tracing::{info, warn, Instrument};

use crate::http::{error, millis, RequestId};
use crate::state::Shared;

/// Answers CORS preflights and marks answers readable for the configured
/// origins. A request that carries any other `Origin` is refused with 403
/// and no CORS headers: browsers send `Origin` on every cross-origin POST, so
/// an unknown page cannot make the server run the script (CORS alone would
/// only hide the answer from it, after the fact).
pub(crate) async fn cors(
    State(shared): State<Arc<Shared>>,
    request: Request,
    next: Next,
) -> Response {
    let Some(origin) = request.headers().get(header::ORIGIN).cloned() else {
        return next.run(request).await;
    };
    let allowed = shared
        .origins
        .iter()
        .any(|o| o.as_bytes().eq_ignore_ascii_case(origin.as_bytes()));
    if !allowed {
        warn!(origin = ?origin, "origin not allowed");
        return error(
            StatusCode::FORBIDDEN,
            "this origin may not call the server (see --allow-origin)".into(),
        );
    }
    let headers = request.headers();
    let preflight = request.method() == Method::OPTIONS
        && headers.contains_key(header::ACCESS_CONTROL_REQUEST_METHOD);
    let private_network = headers
        .get("access-control-request-private-network")
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"true"));
    let mut response = if preflight {
        StatusCode::NO_CONTENT.into_response()
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin);
    headers.append(header::VARY, HeaderValue::from_static("origin"));
    if preflight {
        headers.insert(
            header::ACCESS_CONTROL_ALLOW_METHODS,
            HeaderValue::from_static("GET, POST"),
        );
        headers.insert(
            header::ACCESS_CONTROL_ALLOW_HEADERS,
            HeaderValue::from_static("authorization, content-type"),
        );
        headers.insert(
            header::ACCESS_CONTROL_MAX_AGE,
            HeaderValue::from_static("600"),
        );
        if private_network {
            headers.insert(
                HeaderName::from_static("access-control-allow-private-network"),
                HeaderValue::from_static("true"),
            );
        }
    } else {
        headers.insert(
            header::ACCESS_CONTROL_EXPOSE_HEADERS,
            HeaderValue::from_static("retry-after"),
        );
    }
    response
}

/// One span per request (id, method, path, peer) and one event when it is
/// answered (status, milliseconds).
pub(crate) async fn log_request(
    State(shared): State<Arc<Shared>>,
    mut request: Request,
    next: Next,
) -> Response {
    let id = shared.next_id.fetch_add(1, Ordering::Relaxed);
    request.extensions_mut().insert(RequestId(id));
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.to_string())
        .unwrap_or_default();
    let span = tracing::info_span!(
        "request",
        id,
        method = %request.method(),
        path = %request.uri().path(),
        peer,
    );
    let start = Instant::now();
    let response = next.run(request).instrument(span.clone()).await;
    span.in_scope(|| {
        info!(
            status = response.status().as_u16(),
            ms = millis(start.elapsed()),
            "answered"
        )
    });
    response
}
