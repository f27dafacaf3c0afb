//! The input editor, a component of its own: the app re-renders on every
//! progress message, and a 170 KB textarea must not be diffed (its value
//! read back from the DOM) each time. Yew skips this component unless its
//! props change, so the parent passes callbacks made once.

use web_sys::{DragEvent, HtmlTextAreaElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct InputEditorProps {
    pub value: AttrValue,
    pub oninput: Callback<String>,
    pub onfile: Callback<web_sys::File>,
}

#[function_component(InputEditor)]
pub fn input_editor(props: &InputEditorProps) -> Html {
    let oninput = props
        .oninput
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let ondrop = {
        let onfile = props.onfile.clone();
        Callback::from(move |e: DragEvent| {
            let file = e
                .data_transfer()
                .and_then(|d| d.files())
                .and_then(|f| f.get(0));
            if let Some(file) = file {
                e.prevent_default();
                onfile.emit(file);
            }
        })
    };
    let ondragover = Callback::from(|e: DragEvent| e.prevent_default());
    html! {
        <textarea data-testid="input-editor" spellcheck="false"
            placeholder="Paste the test case here, or drop a file"
            value={props.value.clone()} {oninput} {ondrop} {ondragover} />
    }
}
