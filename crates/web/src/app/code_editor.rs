//! A CodeMirror 6 editor as a Yew component. The editor comes from the
//! playground's editor bundle (`www-src/editor/editor.js`, bundled into
//! `dist/editor.js` by `scripts/build-web`), which the app's JavaScript
//! imports beside itself. The component owns one editor: it makes it once
//! its element is in the page and destroys it when dropped.
//!
//! The text goes into the editor only when the `value` property changes to
//! something the editor does not already hold (an example, a file, a share
//! link, a new result), never back after the user's own typing: CodeMirror
//! keeps the document, draws only the lines in view, and a 170 KB input is
//! not replaced on every keystroke or progress report.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::HtmlElement;
use yew::prelude::*;

use super::open_files::{picked_from_js, Picked};
use crate::protocol::LanguageInfo;

#[wasm_bindgen(raw_module = "../editor.js")]
extern "C" {
    /// The bundle's `Editor`: one CodeMirror view and its settings.
    type Editor;

    #[wasm_bindgen(js_name = createEditor)]
    fn create_editor(parent: &HtmlElement, config: &JsValue) -> Editor;

    #[wasm_bindgen(method, js_name = setText)]
    fn set_text(this: &Editor, text: &str);

    #[wasm_bindgen(method, js_name = setLanguage)]
    fn set_language(this: &Editor, name: &str);

    #[wasm_bindgen(method, js_name = setReadOnly)]
    fn set_read_only(this: &Editor, read_only: bool);

    #[wasm_bindgen(method, js_name = setOnChange)]
    fn set_on_change(this: &Editor, on_change: &Closure<dyn FnMut(String)>);

    #[wasm_bindgen(method, js_name = setOnFile)]
    fn set_on_file(this: &Editor, on_file: &Closure<dyn FnMut(JsValue)>);

    #[wasm_bindgen(method)]
    fn destroy(this: &Editor);
}

/// The highlighting of a text in `language` (the setup's resolved one):
/// the language's name, or empty for plain text.
pub fn editor_language(language: Option<&LanguageInfo>) -> AttrValue {
    language.map_or_else(AttrValue::default, |l| AttrValue::from(l.name.clone()))
}

/// What `createEditor` is told, as the bundle names it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EditorConfig<'a> {
    text: &'a str,
    language: &'a str,
    read_only: bool,
    testid: &'a str,
    label: &'a str,
    placeholder: &'a str,
}

#[derive(Properties, PartialEq)]
pub struct CodeEditorProps {
    /// Put on the element that takes the typing (CodeMirror's content).
    pub testid: AttrValue,
    /// The editor's accessible name.
    pub label: AttrValue,
    pub value: AttrValue,
    /// A language of the grammars' registry (`c`, `javascript`, …); any
    /// other name, or none, is plain text.
    #[prop_or_default]
    pub language: AttrValue,
    #[prop_or_default]
    pub read_only: bool,
    #[prop_or_default]
    pub placeholder: AttrValue,
    /// Called with the whole text after each edit of the user's.
    #[prop_or_default]
    pub on_change: Option<Callback<String>>,
    /// Called with what was dropped on the editor: every file, a folder's
    /// with their paths (the editor does not insert them).
    #[prop_or_default]
    pub on_file: Option<Callback<Picked>>,
}

pub enum Msg {
    Changed(String),
    File(Picked),
}

pub struct CodeEditor {
    host: NodeRef,
    editor: Option<Editor>,
    /// The text the editor holds as far as the app knows: the last value
    /// set or edited.
    text: AttrValue,
    // Kept alive as long as the editor may call them.
    on_change: Closure<dyn FnMut(String)>,
    on_file: Closure<dyn FnMut(JsValue)>,
}

impl Component for CodeEditor {
    type Message = Msg;
    type Properties = CodeEditorProps;

    fn create(ctx: &Context<Self>) -> Self {
        let changed = ctx.link().callback(Msg::Changed);
        let dropped = ctx.link().callback(Msg::File);
        CodeEditor {
            host: NodeRef::default(),
            editor: None,
            text: ctx.props().value.clone(),
            on_change: Closure::new(move |text| changed.emit(text)),
            on_file: Closure::new(move |files: JsValue| dropped.emit(picked_from_js(&files))),
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Changed(text) => {
                self.text = AttrValue::from(text.clone());
                if let Some(on_change) = &ctx.props().on_change {
                    on_change.emit(text);
                }
            }
            Msg::File(file) => {
                if let Some(on_file) = &ctx.props().on_file {
                    on_file.emit(file);
                }
            }
        }
        // The editor draws itself; the host element never changes.
        false
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &CodeEditorProps) -> bool {
        let props = ctx.props();
        if let Some(editor) = &self.editor {
            if props.value != self.text {
                editor.set_text(&props.value);
            }
            if props.language != old.language {
                editor.set_language(&props.language);
            }
            if props.read_only != old.read_only {
                editor.set_read_only(props.read_only);
            }
        }
        self.text = props.value.clone();
        false
    }

    fn view(&self, _ctx: &Context<Self>) -> Html {
        html! { <div class="code-editor" ref={self.host.clone()} /> }
    }

    fn rendered(&mut self, ctx: &Context<Self>, first_render: bool) {
        if !first_render {
            return;
        }
        let Some(host) = self.host.cast::<HtmlElement>() else {
            return;
        };
        let props = ctx.props();
        let config = EditorConfig {
            text: &self.text,
            language: &props.language,
            read_only: props.read_only,
            testid: &props.testid,
            label: &props.label,
            placeholder: &props.placeholder,
        };
        let Ok(config) = serde_wasm_bindgen::to_value(&config) else {
            return;
        };
        let editor = create_editor(&host, &config);
        editor.set_on_change(&self.on_change);
        // Without a handler, CodeMirror's own drop (insert the text) stays.
        if props.on_file.is_some() {
            editor.set_on_file(&self.on_file);
        }
        self.editor = Some(editor);
    }

    fn destroy(&mut self, _ctx: &Context<Self>) {
        if let Some(editor) = self.editor.take() {
            editor.destroy();
        }
    }
}
