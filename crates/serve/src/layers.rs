//! Middleware around every route: CORS (and refusing unknown origins) and
//! request logging.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tracing::{info, warn, Instrument};

use crate::config::SameOrigin;
use crate::http::{error, millis, unread, RequestId};
use crate::state::Shared;

/// Answers CORS preflights and marks answers readable for the configured
/// origins. A page this server served itself passes without CORS headers
/// (it needs none) when `same_origin` allows it. A request that carries any
/// other `Origin` is refused with 403 and no CORS headers: browsers send
/// `Origin` on every cross-origin POST, so an unknown page cannot make the
/// server run the script (CORS alone would only hide the answer from it,
/// after the fact).
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
        let host = request.headers().get(header::HOST);
        if is_own_page(shared.same_origin, origin.as_bytes(), host) {
            return next.run(request).await;
        }
        warn!(origin = ?origin, "origin not allowed");
        let message = if shared.same_origin == SameOrigin::Off {
            "this origin may not call the server (see --allow-origin)"
        } else {
            "only pages served by this server may call its oracle"
        };
        // Answered unread, like the oracle's own refusals: a body left in the
        // socket would make the close a reset, which can beat the 403.
        let (parts, body) = request.into_parts();
        return unread(
            body,
            &parts.headers,
            error(StatusCode::FORBIDDEN, message.into()),
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
    State(next_id): State<Arc<AtomicU64>>,
    mut request: Request,
    next: Next,
) -> Response {
    let id = next_id.fetch_add(1, Ordering::Relaxed);
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

/// Whether `origin` is the origin of the request's own `Host`, under `rule`.
fn is_own_page(rule: SameOrigin, origin: &[u8], host: Option<&HeaderValue>) -> bool {
    let Some(host) = host.map(HeaderValue::as_bytes) else {
        return false;
    };
    let same = [&b"http://"[..], b"https://"].iter().any(|scheme| {
        origin.len() == scheme.len() + host.len()
            && origin[..scheme.len()].eq_ignore_ascii_case(scheme)
            && origin[scheme.len()..].eq_ignore_ascii_case(host)
    });
    let named = || match host_name(host) {
        Some(HostName::Localhost) => Some(true),
        Some(HostName::Ip(ip)) => Some(ip.is_loopback()),
        Some(HostName::Dns) | None => None,
    };
    match rule {
        SameOrigin::Off => false,
        SameOrigin::AnyHost => same,
        SameOrigin::IpHost => same && named().is_some(),
        SameOrigin::LoopbackHost => same && named() == Some(true),
    }
}

/// What a `Host` header names.
enum HostName {
    Localhost,
    Ip(std::net::IpAddr),
    Dns,
}

/// The name in a `Host` header (`name`, `name:port`, `[v6]`, `[v6]:port`).
fn host_name(host: &[u8]) -> Option<HostName> {
    let host = std::str::from_utf8(host).ok()?;
    let name = if let Some(rest) = host.strip_prefix('[') {
        match rest.split_once(']') {
            Some((ip, port)) if port.is_empty() || port.starts_with(':') => ip,
            _ => return None,
        }
    } else {
        host.rsplit_once(':').map_or(host, |(name, _port)| name)
    };
    Some(if name.eq_ignore_ascii_case("localhost") {
        HostName::Localhost
    } else if let Ok(ip) = name.parse() {
        HostName::Ip(ip)
    } else {
        HostName::Dns
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn own(rule: SameOrigin, origin: &str, host: &str) -> bool {
        is_own_page(
            rule,
            origin.as_bytes(),
            Some(&HeaderValue::from_str(host).unwrap()),
        )
    }

    #[test]
    fn a_page_is_its_own_origin_only_under_its_own_host() {
        use SameOrigin::*;
        assert!(own(LoopbackHost, "http://127.0.0.1:8080", "127.0.0.1:8080"));
        assert!(own(LoopbackHost, "http://LOCALHOST:8080", "localhost:8080"));
        assert!(own(LoopbackHost, "http://[::1]:9", "[::1]:9"));
        assert!(own(LoopbackHost, "http://localhost", "localhost"));
        assert!(!own(
            LoopbackHost,
            "http://127.0.0.1:8081",
            "127.0.0.1:8080"
        ));
        assert!(!own(LoopbackHost, "http://evil.example", "127.0.0.1:8080"));
        assert!(!own(LoopbackHost, "null", "127.0.0.1:8080"));
        // DNS rebinding: same-origin with itself, but not a loopback name.
        assert!(!own(
            LoopbackHost,
            "http://evil.example:8080",
            "evil.example:8080"
        ));
        assert!(own(
            AnyHost,
            "http://evil.example:8080",
            "evil.example:8080"
        ));
        assert!(!own(Off, "http://127.0.0.1:8080", "127.0.0.1:8080"));
        assert!(!is_own_page(AnyHost, b"http://a", None));
    }
}
