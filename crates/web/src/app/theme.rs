//! The colour theme toggle in the header: follow the system
//! (`prefers-color-scheme`), or light or dark whatever the system says. The
//! choice is kept in localStorage and applied as `data-theme` on the root
//! element, which style.css's colour variables key on; index.html applies a
//! stored choice before the first paint, so a dark page never flashes light.

use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Also read by index.html's script: keep the two in step.
const THEME_KEY: &str = "whittle-theme";

/// The choices; `system` is stored as no value.
const CHOICES: [&str; 3] = ["system", "light", "dark"];

fn stored() -> String {
    match LocalStorage::get::<String>(THEME_KEY) {
        Ok(choice) if choice == "light" || choice == "dark" => choice,
        _ => "system".to_string(),
    }
}

/// Sets (or, for `system`, removes) the root element's `data-theme`.
fn apply(choice: &str) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = if choice == "system" {
        root.remove_attribute("data-theme")
    } else {
        root.set_attribute("data-theme", choice)
    };
}

#[function_component(ThemeToggle)]
pub fn theme_toggle() -> Html {
    let choice = use_state(stored);
    let on_change = {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            else {
                return;
            };
            let value = select.value();
            // Without storage (a private window may have none) the choice
            // holds for this page only.
            let _ = if value == "system" {
                LocalStorage::delete(THEME_KEY);
                Ok(())
            } else {
                LocalStorage::set(THEME_KEY, &value)
            };
            apply(&value);
            choice.set(value);
        })
    };
    html! {
        <label class="theme-toggle">
            { "theme " }
            <select data-testid="theme-toggle" aria-label="colour theme" onchange={on_change}>
                { for CHOICES.iter().map(|&value| html! {
                    <option {value} selected={*choice == value}>{ value }</option>
                }) }
            </select>
        </label>
    }
}
