//! A short introduction for a first visit: what reduction is, what the
//! oracle is, and an example to try. Dismissed once, it stays away (the
//! choice is kept in localStorage).

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use yew::prelude::*;

const DISMISSED_KEY: &str = "whittle-intro-dismissed";

/// Whether this browser has dismissed the introduction before: any value
/// under the key says so (older pages stored `1`; a value that is not JSON
/// counts too).
fn dismissed() -> bool {
    matches!(
        LocalStorage::get::<serde_json::Value>(DISMISSED_KEY),
        Ok(_) | Err(StorageError::SerdeError(_))
    )
}

#[derive(Properties, PartialEq)]
pub struct IntroProps {
    /// Loads a small example (its id).
    pub on_example: Callback<&'static str>,
}

#[function_component(Intro)]
pub fn intro(props: &IntroProps) -> Html {
    let shown = use_state(|| !dismissed());
    if !*shown {
        return html! {};
    }
    let on_dismiss = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| {
            // Without storage (a private window may have none) it is
            // dismissed for this page only.
            let _ = LocalStorage::set(DISMISSED_KEY, 1);
            shown.set(false);
        })
    };
    html! {
        <aside class="intro" data-testid="intro" aria-label="introduction">
            <p>
                <strong>{ "Reduction" }</strong>{ " turns a large input that shows a problem (a compiler crash, a parser error, a wrong answer) into a small one that still shows it. " }
                { "You give the input and an " }<strong>{ "oracle" }</strong>
                { ": a JavaScript function that gets a candidate as " }<code>{ "input" }</code>
                { " and returns true while the problem is still there. whittle proposes smaller and smaller candidates and keeps the smallest the oracle accepts. Everything runs in your browser." }
            </p>
            <p>
                <button data-testid="intro-example" onclick={props.on_example.reform(|_| "json-bug")}>{ "Try an example" }</button>
                // Which hint shows is style.css's choice: the keys for a
                // keyboard and a wide screen, what to tap otherwise.
                <span class="hint-keys">{ " then press Reduce (Ctrl+Enter). Step (F10) runs one test at a time and explains it. " }</span>
                <span class="hint-touch">{ " then tap Reduce, under the input. Step runs one test at a time and explains it (in the Result tab). " }</span>
                <button data-testid="intro-dismiss" onclick={on_dismiss}>{ "Got it" }</button>
            </p>
        </aside>
    }
}
