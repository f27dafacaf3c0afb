//! The oracle of the server the page came from: `whittle web --test
//! SCRIPT` answers `GET /v1/config` with where its script oracle listens, so
//! the page can offer (and, on a fresh setup, preselect) it with no CORS to
//! set up. A plain static host answers 404 and nothing changes. The answer's
//! type is the server's own (`whittle-wire`).

use gloo_net::http::Request;
use web_sys::{AbortSignal, RequestCache};
use whittle_wire::{PageConfig, CONFIG_PATH};

use super::oracle_form::{self, EndpointForm};

/// The page says "ready" only after this answer: a host that never answers
/// must not hold it back for long.
const CONFIG_WAIT_MS: u32 = 3000;

/// The server's page configuration, or `None` from a host without one (or
/// one that does not answer in time).
async fn page_config() -> Option<PageConfig> {
    // Relative, so that a playground served under a folder asks its own
    // server.
    let response = Request::get(CONFIG_PATH.trim_start_matches('/'))
        .cache(RequestCache::NoStore)
        .abort_signal(Some(&AbortSignal::timeout_with_u32(CONFIG_WAIT_MS)))
        .send()
        .await
        .ok()?;
    if !response.ok() {
        return None;
    }
    response.json().await.ok()
}

/// The endpoint form for this server's own oracle, if it has one.
pub async fn endpoint() -> Option<EndpointForm> {
    let oracle = page_config().await?.oracle?;
    let origin = web_sys::window()?.location().origin().ok()?;
    Some(form(&origin, &oracle.path, oracle.jobs, oracle.token))
}

fn form(origin: &str, path: &str, jobs: usize, token: bool) -> EndpointForm {
    let mut form = oracle_form::preset("serve").unwrap_or_default();
    form.url = format!("{origin}{path}");
    form.concurrency = jobs
        .clamp(1, crate::protocol::MAX_CONCURRENCY as usize)
        .to_string();
    if token {
        form.headers = "Authorization: Bearer YOUR-TOKEN".to_string();
    }
    form
}

#[cfg(test)]
mod tests {
    use super::form;

    #[test]
    fn the_form_points_at_this_origin_with_the_servers_jobs() {
        let f = form("http://127.0.0.1:8080", "/v1/test", 64, false);
        assert_eq!(f.url, "http://127.0.0.1:8080/v1/test");
        assert_eq!(f.concurrency, "16");
        assert!(f.predicate.contains("interesting"));
        assert!(form("http://x", "/v1/test", 2, true)
            .headers
            .contains("Bearer"));
    }
}
