//! The oracle of the server the page came from: `whittle web --test
//! SCRIPT` answers `GET /v1/config` with where its script oracle listens, so
//! the page can offer (and, on a fresh setup, preselect) it with no CORS to
//! set up. A plain static host answers 404 and nothing changes.

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use super::oracle_form::{self, EndpointForm};

#[wasm_bindgen(inline_js = r#"
export async function fetch_page_config() {
  try {
    // The page says "ready" only after this answer: a host that never
    // answers must not hold it back for long.
    const response = await fetch('v1/config', { cache: 'no-store', signal: AbortSignal.timeout(3000) });
    if (!response.ok) return null;
    return await response.json();
  } catch (_) {
    return null;
  }
}
"#)]
extern "C" {
    async fn fetch_page_config() -> JsValue;
}

#[derive(Clone, Debug, Deserialize)]
struct PageConfig {
    oracle: Option<OracleInfo>,
}

#[derive(Clone, Debug, Deserialize)]
struct OracleInfo {
    path: String,
    token: bool,
    jobs: usize,
}

/// The endpoint form for this server's own oracle, if it has one.
pub async fn endpoint() -> Option<EndpointForm> {
    let value = fetch_page_config().await;
    if value.is_null() || value.is_undefined() {
        return None;
    }
    let config: PageConfig = crate::protocol::from_js(value).ok()?;
    let oracle = config.oracle?;
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
