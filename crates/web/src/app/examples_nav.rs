//! The gallery's buttons in the header.

use yew::prelude::*;

use super::examples;

#[derive(Properties, PartialEq)]
pub struct ExamplesNavProps {
    pub disabled: bool,
    /// An example's id.
    pub on_pick: Callback<&'static str>,
}

#[function_component(ExamplesNav)]
pub fn examples_nav(props: &ExamplesNavProps) -> Html {
    html! {
        <nav class="examples" data-testid="examples">
            <span>{ "Examples: " }</span>
            { for examples::all().map(|ex| {
                let id = ex.id;
                html! {
                    <button class="example" data-testid={format!("example-{id}")}
                        onclick={props.on_pick.reform(move |_| id)}
                        disabled={props.disabled}>{ ex.title }</button>
                }
            }) }
        </nav>
    }
}
