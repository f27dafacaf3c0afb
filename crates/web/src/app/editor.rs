//! The input editor: a [`CodeEditor`] highlighted in the input's language,
//! where a dropped file replaces the input. A component of its own: the app
//! re-renders on every progress message, and Yew skips this one unless its
//! props change, so the parent passes callbacks made once.

use yew::prelude::*;

use super::code_editor::CodeEditor;

#[derive(Properties, PartialEq)]
pub struct InputEditorProps {
    pub value: AttrValue,
    /// The chosen or resolved language's name; empty for plain text.
    #[prop_or_default]
    pub language: AttrValue,
    pub oninput: Callback<String>,
    pub onfile: Callback<super::open_files::Picked>,
    /// The setup is fixed (an embed, an exercise): the text cannot change.
    #[prop_or_default]
    pub read_only: bool,
}

#[function_component(InputEditor)]
pub fn input_editor(props: &InputEditorProps) -> Html {
    html! {
        <div class="input-editor">
            <CodeEditor testid="input-editor" label="input"
                placeholder="Paste the test case here, or drop files, a folder or an archive"
                value={props.value.clone()} language={props.language.clone()}
                on_change={props.oninput.clone()} on_file={props.onfile.clone()}
                read_only={props.read_only} />
        </div>
    }
}
