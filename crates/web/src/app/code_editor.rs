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
//! not replaced on every keystroke or progress report. A new value goes in
//! as the lines that changed ([`text_diff`]), so that a run's result,
//! shrinking a little on each report, costs the editor only those lines;
//! while the run works, unhighlighted, in a task after the report's.

use gloo_timers::callback::Timeout;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::HtmlElement;
use yew::prelude::*;

use super::open_files::{picked_from_js, Picked};
use super::text_diff;
use crate::protocol::LanguageInfo;

#[wasm_bindgen(raw_module = "../editor.js")]
extern "C" {
    /// The bundle's `Editor`: one CodeMirror view and its settings.
    type Editor;

    #[wasm_bindgen(js_name = createEditor)]
    fn create_editor(parent: &HtmlElement, config: &JsValue) -> Editor;

    #[wasm_bindgen(method, js_name = setText)]
    fn set_text(this: &Editor, text: &str);

    /// Applies CodeMirror changes to a document of `old_length` UTF-16
    /// units; false (and nothing changed) if the document has another length.
    #[wasm_bindgen(method, js_name = applyChanges)]
    fn apply_changes(this: &Editor, changes: &JsValue, old_length: usize) -> bool;

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
    /// Shown as plain text for now, whatever the language: a run's result
    /// changes on every report, and highlighting would parse each new one
    /// in the page's idle time and redraw it once parsed.
    #[prop_or_default]
    pub plain: bool,
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

impl CodeEditorProps {
    /// The language to highlight in: none while `plain`.
    fn highlighted(&self) -> &str {
        if self.plain {
            ""
        } else {
            &self.language
        }
    }
}

pub enum Msg {
    Changed(String),
    File(Picked),
    /// Put the latest value in (see `pending`).
    Apply,
    /// Highlight in the language again (see `highlight`).
    Highlight,
}

pub struct CodeEditor {
    host: NodeRef,
    editor: Option<Editor>,
    /// The text the editor holds as far as the app knows: the last value
    /// set or edited.
    text: AttrValue,
    /// While `plain` (a run's result changing on every report), a new
    /// value goes in a moment later, in a task of its own rather than in
    /// the one that handles the report; the latest value wins.
    pending: Option<Timeout>,
    /// When the run stops changing the result, its highlighting comes back
    /// in a task after the one that puts the final result in.
    highlight: Option<Timeout>,
    // Kept alive as long as the editor may call them.
    on_change: Closure<dyn FnMut(String)>,
    on_file: Closure<dyn FnMut(JsValue)>,
}

impl CodeEditor {
    /// Puts `value` in the editor, as the lines that changed.
    fn put(&mut self, value: &AttrValue) {
        let Some(editor) = &self.editor else {
            return;
        };
        if *value != self.text {
            let changes = text_diff::changes(&self.text, value);
            let applied = serde_wasm_bindgen::to_value(&changes).is_ok_and(|changes| {
                editor.apply_changes(&changes, text_diff::utf16_len(&self.text))
            });
            if !applied {
                editor.set_text(value);
            }
            self.text = value.clone();
        }
    }
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
            pending: None,
            highlight: None,
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
            Msg::Apply => {
                self.pending = None;
                self.put(&ctx.props().value);
            }
            Msg::Highlight => {
                self.highlight = None;
                if let Some(editor) = &self.editor {
                    editor.set_language(ctx.props().highlighted());
                }
            }
        }
        // The editor draws itself; the host element never changes.
        false
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &CodeEditorProps) -> bool {
        let props = ctx.props();
        if self.editor.is_none() {
            self.text = props.value.clone();
            return false;
        }
        if !props.plain {
            self.pending = None;
            self.put(&props.value);
        } else if props.value != self.text && self.pending.is_none() {
            let link = ctx.link().clone();
            self.pending = Some(Timeout::new(0, move || link.send_message(Msg::Apply)));
        }
        if props.highlighted() != old.highlighted() {
            self.highlight = None;
            if old.plain && !props.plain {
                let link = ctx.link().clone();
                self.highlight = Some(Timeout::new(0, move || link.send_message(Msg::Highlight)));
            } else if let Some(editor) = &self.editor {
                editor.set_language(props.highlighted());
            }
        }
        if let Some(editor) = &self.editor {
            if props.read_only != old.read_only {
                editor.set_read_only(props.read_only);
            }
        }
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
            language: props.highlighted(),
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
