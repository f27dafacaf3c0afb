//! The page's layout: the header, the bars above the panes, the tabs of a
//! narrow screen and the four panes, drawn from the [`State`] with the
//! callbacks the root component made once.

use std::rc::Rc;

use yew::prelude::*;

use super::code_editor;
use super::controls::{Control, RunControls};
use super::examples_nav::ExamplesNav;
use super::input_pane::InputPane;
use super::intro::Intro;
use super::oracle_pane::OraclePane;
use super::race::{RacePanel, RaceStatus};
use super::restore_bar::RestoreBar;
use super::result_pane::ResultPane;
use super::sessions_bar::SessionsBar;
use super::set_view::set_paths;
use super::setup::{Edit, SetupRef};
use super::share_bar::ShareBar;
use super::state::State;
use super::theme::ThemeToggle;
use super::tree_view::TreePanel;

/// On a narrow screen (under 1100 px) one pane shows at a time, chosen by
/// tabs, so the result is never below a long input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Input,
    Oracle,
    Result,
    Tree,
}

impl Tab {
    const ALL: [(Tab, &'static str); 4] = [
        (Tab::Input, "Input"),
        (Tab::Oracle, "Oracle"),
        (Tab::Result, "Result"),
        (Tab::Tree, "Parse tree"),
    ];

    /// Its name in `<main data-tab>`, which style.css reads.
    fn name(self) -> &'static str {
        match self {
            Tab::Input => "input",
            Tab::Oracle => "oracle",
            Tab::Result => "result",
            Tab::Tree => "tree",
        }
    }
}

/// The callbacks the view hands to components, made once: Yew compares a
/// callback by identity, and a new one on every progress report would
/// redraw every pane with it (the input pane counts the input's tokens).
pub struct Callbacks {
    pub edit: Callback<Edit>,
    /// Files opened or dropped (one, several, a folder's, an archive).
    pub file: Callback<super::open_files::Picked>,
    pub example: Callback<&'static str>,
    pub control: Callback<Control>,
    pub predict: Callback<bool>,
    pub predict_pick: Callback<usize>,
    pub test_original: Callback<()>,
    pub use_guess: Callback<()>,
    pub confirm_shared: Callback<()>,
    pub discard_shared: Callback<()>,
    pub discard_restored: Callback<()>,
    pub continue_best: Callback<()>,
    pub continue_result: Callback<()>,
    pub format: Callback<()>,
    pub open_session: Callback<String>,
    pub delete_session: Callback<String>,
    pub delete_sessions: Callback<()>,
    pub race: Callback<RaceStatus>,
    pub tab: Callback<Tab>,
    /// Back to the link's setup (an embed's or an exercise's Reset).
    pub reset: Callback<()>,
}

/// The whole page. `engine_started` says whether the engine without
/// grammars could be started at all.
pub fn page(state: &State, on: &Callbacks, engine_started: bool) -> Html {
    if state.mode.is_embed() {
        return super::embed_page::embed_page(state, on, engine_started);
    }
    let engine_missing = !engine_started || state.languages.is_empty();
    let blocked = state.share_pending || engine_missing;
    let setup = SetupRef(state.setup.clone());
    let (status, failed) = state.status();
    let run = &state.run;
    let slot = |tab: Tab| classes!("pane-slot", (state.tab == tab).then_some("active"));
    html! {
        <div class="app">
            <header>
                <div class="title-row">
                    <h1>{ "whittle" }<span class="sub">{ " playground — a test-case reducer in your browser" }</span></h1>
                    <ThemeToggle />
                </div>
                <ExamplesNav disabled={state.running()} on_pick={on.example.clone()} />
                <ShareBar setup={setup.clone()} pending={state.share_pending} note={state.share_note.clone()}
                    result={run.best_bytes.clone()}
                    on_confirm={on.confirm_shared.clone()}
                    on_discard={on.discard_shared.clone()} />
            </header>
            { exercise_bar(state, on) }
            <Intro on_example={on.example.clone()} />
            <RestoreBar restored={state.restored} best={state.stored_best.clone()}
                on_discard={on.discard_restored.clone()}
                on_continue={on.continue_best.clone()} />
            <SessionsBar earlier={state.earlier.clone()}
                on_open={on.open_session.clone()}
                on_delete={on.delete_session.clone()}
                on_delete_all={on.delete_sessions.clone()} />
            <nav class="tabs" role="tablist" aria-label="panes">
                { for Tab::ALL.iter().map(|&(tab, title)| html! {
                    <button role="tab" aria-selected={(state.tab == tab).to_string()}
                        data-testid={format!("tab-{}", title.to_lowercase().replace(' ', "-"))}
                        class={classes!((state.tab == tab).then_some("active"))}
                        onclick={on.tab.reform(move |_| tab)}>{ title }</button>
                }) }
            </nav>
            // The chosen tab, for style.css: on a narrow screen the Input
            // tab shows the run controls too (they live in the oracle pane).
            <main data-tab={state.tab.name()}>
                <div class={slot(Tab::Input)}>
                <InputPane setup={setup.clone()} languages={state.languages.clone()}
                    language_guess={state.language_guess.map(AttrValue::from)}
                    on_use_guess={on.use_guess.clone()} fixed={state.setup_fixed()}
                    on_edit={on.edit.clone()} on_file={on.file.clone()} />
                </div>
                <div class={classes!(slot(Tab::Oracle), "oracle-slot")}>
                <OraclePane setup={setup.clone()} on_edit={on.edit.clone()} fixed={state.setup_fixed()}
                    test_disabled={state.testing_original || !engine_started || state.share_pending}
                    original_result={state.original_result.clone()}
                    toolchain={state.toolchain.clone()}
                    on_test_original={on.test_original.clone()}>
                    <RunControls running={state.running()} single={run.running()}
                        paused={run.state.paused()} stepping={run.state.stepping()}
                        racing={state.racing()} {blocked}
                        on_control={on.control.clone()} />
                    <super::predict::PredictPanel on={state.predict} predict={run.predict.clone()}
                        applies={super::predict::applies(&setup.algorithm, &setup.units)}
                        ready={run.running() && run.state.paused() && !run.state.stepping()}
                        on_toggle={on.predict.clone()} on_pick={on.predict_pick.clone()} />
                </OraclePane>
                </div>
                <div class={slot(Tab::Result)}>
                <ResultPane run={run.clone()} status={AttrValue::from(status)} {failed}
                    input_size={state.setup.input_size()}
                    download_name={AttrValue::from(state.setup.download_name())}
                    racing={state.race.is_some()} on_edit={on.edit.clone()}
                    on_continue={on.continue_result.clone()}
                    on_format={state.formattable().then(|| on.format.clone())}
                    language={code_editor::editor_language(state.setup.resolved_language(&state.languages))}
                    original_files={state.setup.files.as_deref().map(|set| Rc::new(set_paths(set)))}
                    languages={state.languages.clone()}>
                    <RacePanel setup={setup.clone()} languages={state.languages.clone()}
                        blocked={blocked || run.running()} stop={state.race_stop}
                        shown={state.race.is_some()} download_name={AttrValue::from(state.setup.download_name())}
                        on_status={on.race.clone()} />
                </ResultPane>
                </div>
                <div class={classes!(slot(Tab::Tree), "tree-slot")}>
                { tree_pane(state) }
                </div>
            </main>
        </div>
    }
}

/// What an exercise link asks of the student, and its reset.
fn exercise_bar(state: &State, on: &Callbacks) -> Html {
    let Some(exercise) = state.exercise else {
        return html! {};
    };
    let algorithm = &state.setup.algorithm;
    html! {
        <div class="exercise-bar" data-testid="exercise-bar" role="note">
            <strong>{ "Exercise. " }</strong>
            { format!("The input and the oracle are fixed. Press Step (F10) to watch {algorithm} test one candidate at a time") }
            { if exercise.predict { "; before each step, predict which candidate comes next. " } else { ". " } }
            <button data-testid="exercise-reset" onclick={on.reset.reform(|_| ())} disabled={state.running()}
                title="Back to the exercise's input, with no result">{ "Reset to the start" }</button>
        </div>
    }
}

/// The parse tree of the last single run, full width under the panes.
fn tree_pane(state: &State) -> Html {
    if state.race.is_some() {
        return html! {};
    }
    let run = &state.run;
    html! {
        <section class="pane tree-pane">
            <h2>{ "Parse tree" }</h2>
            if let Some(model) = &run.tree {
                <TreePanel model={model.clone()} status={run.tree_status.clone()} focus={run.tree_focus} />
            } else {
                <div class="muted" data-testid="tree-note">{
                    "The parse tree of the input shows here during a run with a language: with a tree algorithm, each node is marked kept, removed or under test."
                }</div>
            }
        </section>
    }
}
