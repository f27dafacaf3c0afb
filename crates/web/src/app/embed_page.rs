//! The page of an embed (`embed.html`, see `embed.rs`): a bar with the run
//! controls, Reset and "open in whittle", then the input, the oracle and the
//! result (with its chart) as tabs, in a frame from 480×360 up. No
//! introduction, gallery, sessions, race or parse tree.

use std::rc::Rc;

use yew::prelude::*;

use super::code_editor;
use super::controls::RunControls;
use super::embed::PageMode;
use super::input_pane::InputPane;
use super::layout::{Callbacks, Tab};
use super::oracle_pane::OraclePane;
use super::result_pane::ResultPane;
use super::set_view::set_paths;
use super::setup::SetupRef;
use super::state::State;

const TABS: [(Tab, &str); 3] = [
    (Tab::Input, "Input"),
    (Tab::Oracle, "Oracle"),
    (Tab::Result, "Result"),
];

pub fn embed_page(state: &State, on: &Callbacks, engine_started: bool) -> Html {
    let PageMode::Embed { open_href, .. } = &state.mode else {
        return html! {};
    };
    // Run is the visitor's consent to the embedder's oracle (state/embedding.rs).
    let blocked = !engine_started || state.languages.is_empty() || state.link_setup.is_none();
    let setup = SetupRef(state.setup.clone());
    let (status, failed) = state.status();
    let run = &state.run;
    let note = match (&state.link_setup, &state.share_note) {
        (None, _) => AttrValue::from(
            "This embed has no setup: its address needs #share=… (the playground's Embed button makes one).",
        ),
        (Some(_), _) if state.share_pending => AttrValue::from(
            "The oracle (the Oracle tab) comes from the page that shows this; Reduce or Step runs it in your browser.",
        ),
        (Some(_), Some(note)) => note.clone(),
        (Some(_), None) => AttrValue::default(),
    };
    let tab = if TABS.iter().any(|&(t, _)| t == state.tab) {
        state.tab
    } else {
        Tab::Result
    };
    let slot = |t: Tab| classes!("pane-slot", (tab == t).then_some("active"));
    html! {
        <div class="app embed" data-testid="embed-page">
            <header class="embed-bar">
                <strong class="embed-title">{ "whittle" }</strong>
                <RunControls running={state.running()} single={run.running()}
                    paused={run.state.paused()} stepping={run.state.stepping()}
                    racing={false} {blocked} on_control={on.control.clone()} />
                <button data-testid="embed-reset" onclick={on.reset.reform(|_| ())}
                    disabled={state.running() || state.link_setup.is_none()}
                    title="Back to the setup this page shows, with no result">{ "Reset" }</button>
                <a data-testid="embed-open" href={open_href.clone()} target="_blank" rel="noopener"
                    title="The whole playground with this setup, in a new tab">{ "open in whittle ↗" }</a>
            </header>
            <div class="muted embed-note" data-testid="share-note" aria-live="polite">{ note }</div>
            <nav class="tabs" role="tablist" aria-label="panes">
                { for TABS.iter().map(|&(t, title)| html! {
                    <button role="tab" aria-selected={(tab == t).to_string()}
                        data-testid={format!("tab-{}", title.to_lowercase())}
                        class={classes!((tab == t).then_some("active"))}
                        onclick={on.tab.reform(move |_| t)}>{ title }</button>
                }) }
            </nav>
            <main>
                <div class={slot(Tab::Input)}>
                    <InputPane setup={setup.clone()} languages={state.languages.clone()}
                        language_guess={None::<AttrValue>} on_use_guess={on.use_guess.clone()}
                        on_edit={on.edit.clone()} on_file={on.file.clone()} fixed={state.setup_fixed()} />
                </div>
                <div class={slot(Tab::Oracle)}>
                    <OraclePane setup={setup.clone()} on_edit={on.edit.clone()} fixed={state.setup_fixed()}
                        test_disabled={state.testing_original || blocked || state.share_pending}
                        original_result={state.original_result.clone()}
                        toolchain={state.toolchain.clone()}
                        on_test_original={on.test_original.clone()} />
                </div>
                <div class={slot(Tab::Result)}>
                    <ResultPane run={run.clone()} status={AttrValue::from(status)} {failed}
                        input_size={state.setup.input_size()}
                        download_name={AttrValue::from(state.setup.download_name())}
                        racing={false} on_edit={on.edit.clone()}
                        on_continue={on.continue_result.clone()}
                        on_format={state.formattable().then(|| on.format.clone())}
                        language={code_editor::editor_language(state.setup.resolved_language(&state.languages))}
                        original_files={state.setup.files.as_deref().map(|set| Rc::new(set_paths(set)))}
                        languages={state.languages.clone()} />
                </div>
            </main>
        </div>
    }
}
