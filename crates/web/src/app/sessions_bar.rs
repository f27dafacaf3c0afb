//! The earlier sessions a new tab offers to reopen (`storage.rs`): each
//! with its input's name and size, its last result and when it was stored,
//! and a way to delete it; the limits on what is kept are said here.

use yew::prelude::*;

use super::storage::{age, SessionMeta, MAX_AGE_DAYS, MAX_SESSIONS, MAX_TOTAL_BYTES};
use crate::protocol::byte_count;

/// How many sessions show before "more".
const SHOWN: usize = 5;

#[derive(Properties, PartialEq)]
pub struct SessionsBarProps {
    pub earlier: Vec<SessionMeta>,
    pub on_open: Callback<String>,
    pub on_delete: Callback<String>,
    pub on_delete_all: Callback<()>,
}

#[function_component(SessionsBar)]
pub fn sessions_bar(props: &SessionsBarProps) -> Html {
    let all = use_state(|| false);
    if props.earlier.is_empty() {
        return html! {};
    }
    let now = js_sys::Date::now();
    let count = props.earlier.len();
    let shown = if *all { count } else { count.min(SHOWN) };
    let row = |meta: &SessionMeta| {
        let (open, delete) = (meta.id.clone(), meta.id.clone());
        html! {
            <li data-testid="earlier-session" data-name={meta.name.clone()}>
                <span class="session-name">{ if meta.name.is_empty() { "(empty input)".to_string() } else { meta.name.clone() } }</span>
                { format!(" — {}; {}; {} ", byte_count(meta.input_bytes),
                    meta.last.as_deref().unwrap_or("not run"), age(meta.updated, now)) }
                <button data-testid="earlier-session-open" onclick={props.on_open.reform(move |_| open.clone())}>{ "Open" }</button>
                <button data-testid="earlier-session-delete" onclick={props.on_delete.reform(move |_| delete.clone())}>{ "Delete" }</button>
            </li>
        }
    };
    let on_more = {
        let all = all.clone();
        Callback::from(move |_: MouseEvent| all.set(true))
    };
    html! {
        <details class="sessions" data-testid="earlier-sessions">
            <summary>{ format!("{count} earlier session{} in this browser", if count == 1 { "" } else { "s" }) }</summary>
            <ul>{ for props.earlier[..shown].iter().map(row) }</ul>
            <div class="row">
                if shown < count {
                    <button onclick={on_more}>{ format!("Show all {count}") }</button>
                }
                <button data-testid="earlier-sessions-delete-all" onclick={props.on_delete_all.reform(|_| ())}>{ "Delete all" }</button>
                <span class="muted">{ format!(
                    "Each tab keeps its own session. Sessions are kept {MAX_AGE_DAYS:.0} days, at most {MAX_SESSIONS}, and {} MB in all; the oldest go first.",
                    MAX_TOTAL_BYTES / (1024 * 1024)
                ) }</span>
            </div>
        </details>
    }
}
