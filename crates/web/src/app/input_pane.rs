//! The input pane: the editor, opening a file, and the choices that say how
//! the input is cut (language, algorithm, units, syntax check).

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use whittle_core::algorithms::tree::{is_learned_algorithm, TREE_ALGORITHMS};
use whittle_core::algorithms::{ALGORITHMS, AUTO_LIST, AUTO_TREE};
use yew::prelude::*;

use super::code_editor::editor_language;
use super::editor::InputEditor;
use super::open_files::{picked_from_list, Picked};
use super::set_view::{SetBytes, SetView};
use super::setup::{count_tokens, is_tree_algorithm, Edit, Setup, SetupRef, UNIT_CHOICES};
use crate::legacy_text::decode_windows_1252;
use crate::protocol::{byte_count, LanguageInfo, PREVIEW_BYTES};

#[derive(Properties, PartialEq)]
pub struct InputPaneProps {
    pub setup: SetupRef,
    pub languages: Rc<Vec<LanguageInfo>>,
    /// The language the input looks like (no file name says), to offer.
    pub language_guess: Option<AttrValue>,
    pub on_use_guess: Callback<()>,
    pub on_edit: Callback<Edit>,
    pub on_file: Callback<Picked>,
    /// The setup is fixed (an embed, an exercise): nothing here changes it.
    #[prop_or_default]
    pub fixed: bool,
}

fn select_value(e: Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

#[function_component(InputPane)]
pub fn input_pane(props: &InputPaneProps) -> Html {
    let setup = &props.setup;
    // Made once, so that the editor is not re-rendered for nothing.
    let on_input = {
        let on_edit = props.on_edit.clone();
        use_memo(on_edit, |on_edit| on_edit.reform(Edit::Input))
    };
    let on_open = {
        let on_file = props.on_file.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            if let Some(list) = input.files() {
                on_file.emit(picked_from_list(&list));
            }
        })
    };
    let resolved = setup.resolved_language(&props.languages);
    let auto_label = match (&setup.file_name, setup.language.as_str(), resolved) {
        (Some(name), "auto", _) => format!(
            "auto ({name}: {})",
            resolved.map_or("plain text", |l| l.title.as_str())
        ),
        (None, "auto", Some(guessed)) => format!("auto (looks like {})", guessed.title),
        _ => "auto (from the file name or the content)".to_string(),
    };
    let guessed = setup
        .guessed
        .filter(|_| setup.file_name.is_none() && setup.language == "auto")
        .and(resolved);
    let on_language = props.on_edit.reform(|e| Edit::Language(select_value(e)));
    let on_algorithm = props.on_edit.reform(|e| Edit::Algorithm(select_value(e)));
    let on_units = props.on_edit.reform(|e| Edit::Units(select_value(e)));
    let on_syntax = props.on_edit.reform(|e: Event| {
        Edit::SyntaxCheck(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    let on_memory = props
        .on_edit
        .reform(|e: Event| Edit::Memory(e.target_unchecked_into::<HtmlInputElement>().checked()));
    let tree = is_tree_algorithm(&setup.algorithm);
    // The memories belong to the one-file pipeline, which auto is where
    // the input has a grammar.
    let pipeline = matches!(setup.algorithm.as_str(), "auto" | "pipeline")
        && resolved.is_some()
        && !setup.is_set();
    html! {
            <section class="pane input-pane">
                <h2>{ "Input" }<span class="file-name">{ setup.file_name.clone().unwrap_or_default() }</span></h2>
    if let Some(set) = &setup.files {
                    <div class="binary-note" data-testid="input-set-note">
                        { "A test case made of files: one run reduces them together (whole files first, then inside each, in the language its name says). The oracle gets `files` (path to text) and `fileBytes` (path to a Uint8Array); an endpoint gets a tar archive. Drop other files here to replace them." }
                    </div>
                    <SetView set={SetBytes(Rc::new(set.clone()))} which="input" languages={props.languages.clone()}
                        on_file={props.on_file.clone()} />
                } else if let (Some(bytes), Some(encoding)) = (&setup.binary, setup.legacy_encoding()) {
                    <div class="binary-note" data-testid="input-binary-note" data-encoding={encoding}>
                        { format!("{} of text that is not UTF-8: read as {encoding} (Latin-1), reduced byte for byte. The oracle gets the text as `input` and the exact bytes as `bytes` (a Uint8Array). Typing replaces them with UTF-8 text.", byte_count(bytes.len())) }
                    </div>
                    <pre class="binary" data-testid="input-binary">{ decode_windows_1252(&bytes[..bytes.len().min(PREVIEW_BYTES)]) }</pre>
                } else if let Some(bytes) = &setup.binary {
                    <div class="binary-note" data-testid="input-binary-note">
                        { format!("{} that are not UTF-8 text (binary, or another encoding): shown as hex, reduced byte for byte. The oracle gets them as `bytes` (a Uint8Array); `input` is the text only when a candidate is valid UTF-8. Typing replaces them with text.", byte_count(bytes.len())) }
                    </div>
                    <pre class="binary" data-testid="input-binary">{ crate::protocol::hex_dump(&bytes[..bytes.len().min(PREVIEW_BYTES)]) }</pre>
                } else {
                                <InputEditor value={AttrValue::from(setup.input.clone())} language={editor_language(resolved)}
                    oninput={(*on_input).clone()} onfile={props.on_file.clone()} read_only={props.fixed} />
                }
                <fieldset class="bare" disabled={props.fixed}>
                <div class="row">
                    <label>{ "Open file " }<input type="file" multiple=true data-testid="file-input" onchange={on_open} /></label>
                    <span class="muted">{ match &setup.binary {
                        _ if setup.is_set() => set_size(setup),
                        Some(bytes) => match setup.legacy_encoding() {
                            Some(encoding) => format!("{}, {encoding}", byte_count(bytes.len())),
                            None => format!("{}, binary", byte_count(bytes.len())),
                        },
                        None => {
                            let tokens = count_tokens(&setup.input);
                            format!("{}, {tokens} token{}", byte_count(setup.input.len()), if tokens == 1 { "" } else { "s" })
                        }
                    } }</span>
                </div>
                <div class="row">
                    <label>{ "Language " }
                        <select data-testid="language-select" onchange={on_language}>
                            <option value="auto" selected={setup.language == "auto"}>{ auto_label }</option>
                            { for props.languages.iter().map(|l| html! {
                                <option value={l.name.clone()} selected={setup.language == l.name}>{ &l.title }</option>
                            }) }
                            <option value="text" selected={setup.language == "text"}>{ "plain text" }</option>
                        </select>
                    </label>
                    if let Some(language) = guessed {
                        <span class="muted" data-testid="language-guessed" data-language={language.name.clone()}>
                            { format!("guessed from the content: {} ", language.title) }
                            <button class="link" data-testid="language-guess-undo"
                                onclick={props.on_edit.reform(|_| Edit::Language("text".to_string()))}>{ "use plain text" }</button>
                        </span>
                    }
                    if let Some(guess) = props.language_guess.as_ref().filter(|_| resolved.is_none()) {
                        <button class="guess" data-testid="language-guess" onclick={props.on_use_guess.reform(|_| ())}
                            title="The input has no file name; this is a guess from its content">
                            { format!("looks like {}: use it", props.languages.iter().find(|l| l.name == guess.as_str()).map_or(guess.as_str(), |l| l.title.as_str())) }
                        </button>
                    }
                    { algorithm_select(setup, resolved, on_algorithm) }
                    <label>{ "Units " }
                        <select data-testid="units-select" onchange={on_units} disabled={tree}>
                            { for UNIT_CHOICES.iter().map(|u| html! {
                                <option value={*u} selected={setup.units == *u}>{ *u }</option>
                            }) }
                        </select>
                    </label>
                    <label title="List algorithms: candidates that parse worse than the input are rejected before the oracle sees them (tree algorithms always check)">
                        <input type="checkbox" data-testid="syntax-check" checked={setup.syntax_check}
                            disabled={tree || resolved.is_none()} onchange={on_syntax} />
                        { " syntax check" }
                    </label>
                    <label title="The default pipeline answers a change the oracle refused before (in the same surroundings), or a stranding of a name it refused, without running it again: right for an oracle that reads only the text; turn it off for one that depends on more">
                        <input type="checkbox" data-testid="memory-check" checked={setup.memory}
                            disabled={!pipeline} onchange={on_memory} />
                        { " remember refusals" }
                    </label>
                </div>
                </fieldset>
            </section>
        }
}

/// A set's size line: its files and their bytes together.
fn set_size(setup: &Setup) -> String {
    setup.file_set().map_or_else(String::new, |set| {
        format!("{} files, {}", set.len(), byte_count(set.total_bytes()))
    })
}

fn algorithm_select(
    setup: &Setup,
    language: Option<&LanguageInfo>,
    onchange: Callback<Event>,
) -> Html {
    let learned_note = match language {
        Some(l) if l.trained_model => format!(" (uses the trained {} model)", l.title),
        _ => " (learns during the run: no trained model for this language)".to_string(),
    };
    let option = |name: &'static str, title: String| {
        html! { <option value={name} {title} selected={setup.algorithm == name}>{ name }</option> }
    };
    html! {
        <label>{ "Algorithm " }
            <select data-testid="algorithm-select" {onchange}>
                <option value="auto" selected={setup.algorithm == "auto"}
                    title="The command line's default: a tree algorithm when the input has a language, ddmin* otherwise">
                    { match language {
                        Some(_) => format!("auto ({})", AUTO_TREE),
                        None => format!("auto ({})", AUTO_LIST),
                    } }
                </option>
                <optgroup label="over units (lines, characters, …)">
                    { for ALGORITHMS.iter().map(|a| option(a.name, a.summary.to_string())) }
                </optgroup>
                if language.is_some() {
                    <optgroup label="over the parse tree">
                        { for TREE_ALGORITHMS.iter().filter(|a| !is_learned_algorithm(a.name))
                            .map(|a| option(a.name, a.summary.to_string())) }
                    </optgroup>
                    <optgroup label="learning-guided, over the parse tree">
                        { for TREE_ALGORITHMS.iter().filter(|a| is_learned_algorithm(a.name))
                            .map(|a| option(a.name, format!("{}{learned_note}", a.summary))) }
                    </optgroup>
                }
            </select>
        </label>
    }
}
