//! The page: header (examples, sharing), then the input, oracle and result
//! panes, and the parse tree under them. Drawn from [`App`]'s state; every
//! change is a [`Msg`].

use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use whittle_core::algorithms::tree::{is_learned_algorithm, TREE_ALGORITHMS};
use whittle_core::algorithms::ALGORITHMS;
use yew::html::Scope;
use yew::prelude::*;

use crate::algo_stats;
use crate::app::{App, Msg, RunState};
use crate::chart::SizeChart;
use crate::editor::InputEditor;
use crate::examples::EXAMPLES;
use crate::explain;
use crate::oracle_form::{EndpointField, OracleKind, PRESETS};
use crate::protocol::{preview, PREVIEW_BYTES};
use crate::tree_view::TreePanel;

pub fn page(app: &App, ctx: &Context<App>) -> Html {
    let link = ctx.link();
    html! {
        <div class="app">
            <header>
                <h1>{ "whittle" }<span class="sub">{ " playground — a test-case reducer in your browser" }</span></h1>
                <nav class="examples" data-testid="examples">
                    <span>{ "Examples: " }</span>
                    { for EXAMPLES.iter().map(|ex| {
                        let id = ex.id.to_string();
                        html! {
                            <button class="example" data-testid={format!("example-{}", ex.id)}
                                onclick={link.callback(move |_| Msg::Example(id.clone()))}
                                disabled={app.running()}>{ ex.title }</button>
                        }
                    }) }
                </nav>
                { share_bar(app, link) }
            </header>
            <main>
                { input_pane(app, link) }
                { oracle_pane(app, link) }
                { result_pane(app, link) }
                { tree_pane(app) }
            </main>
        </div>
    }
}

fn share_bar(app: &App, link: &Scope<App>) -> Html {
    html! {
        <div class="share">
            <div class="row">
                <button data-testid="share-button" onclick={link.callback(|_| Msg::Share)}
                    title="Put the whole setup (input, language, algorithm, oracle, timeout) in a link">{ "Share" }</button>
                if let Some(href) = &app.share_link {
                    <input class="share-link" data-testid="share-link" readonly=true value={href.clone()}
                        onfocus={Callback::from(|e: FocusEvent| e.target_unchecked_into::<HtmlInputElement>().select())} />
                }
                <span class="muted" data-testid="share-note">{ app.share_note.clone().unwrap_or_default() }</span>
            </div>
            if app.share_pending {
                <div class="confirm" data-testid="share-confirm" role="alert">
                    <strong>{ "This setup came from a link. " }</strong>
                    { match app.oracle_kind {
                        OracleKind::Javascript => "Its oracle is JavaScript code that will run in your browser. ",
                        OracleKind::Endpoint => "Its oracle sends every candidate to the endpoint shown below and runs the response predicate in your browser. ",
                    } }
                    { "Nothing has run. Read the oracle below, then:" }
                    <button data-testid="share-confirm-button" onclick={link.callback(|_| Msg::ConfirmShared)}>{ "Trust this oracle" }</button>
                    <button data-testid="share-discard-button" onclick={link.callback(|_| Msg::DiscardSharedOracle)}>{ "Discard the oracle" }</button>
                </div>
            }
        </div>
    }
}

fn input_pane(app: &App, link: &Scope<App>) -> Html {
    let on_file = {
        let on_file = app.on_file.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                on_file.emit(file);
            }
        })
    };
    let resolved = app.resolved_language().map(|l| l.name.clone());
    let learned_note = match app.resolved_language() {
        Some(l) if l.trained_model => format!(" (uses the trained {} model)", l.title),
        _ => " (learns during the run: no trained model for this language)".to_string(),
    };
    let auto_label = match (&app.file_name, app.language.as_str()) {
        (Some(name), "auto") => format!(
            "auto ({name}: {})",
            resolved.as_deref().unwrap_or("plain text")
        ),
        _ => "auto (from the file name)".to_string(),
    };
    let on_language = link
        .callback(|e: Event| Msg::Language(e.target_unchecked_into::<HtmlSelectElement>().value()));
    let on_algorithm = link.callback(|e: Event| {
        Msg::Algorithm(e.target_unchecked_into::<HtmlSelectElement>().value())
    });
    let on_units = link
        .callback(|e: Event| Msg::Units(e.target_unchecked_into::<HtmlSelectElement>().value()));
    html! {
        <section class="pane input-pane">
            <h2>{ "Input" }<span class="file-name">{ app.file_name.clone().unwrap_or_default() }</span></h2>
            <InputEditor value={app.input.clone()} oninput={app.on_input.clone()} onfile={app.on_file.clone()} />
            <div class="row">
                <label>{ "Open file " }<input type="file" data-testid="file-input" onchange={on_file} /></label>
                <span class="muted">{ format!("{} bytes, {} tokens", app.input.len(), app.input_tokens) }</span>
            </div>
            <div class="row">
                <label>{ "Language " }
                    <select data-testid="language-select" onchange={on_language}>
                        <option value="auto" selected={app.language == "auto"}>{ auto_label }</option>
                        { for app.languages.iter().map(|l| html! {
                            <option value={l.name.clone()} selected={app.language == l.name}>{ &l.title }</option>
                        }) }
                        <option value="text" selected={app.language == "text"}>{ "plain text" }</option>
                    </select>
                </label>
                <label>{ "Algorithm " }
                    <select data-testid="algorithm-select" onchange={on_algorithm}>
                        <optgroup label="over units (lines, characters, …)">
                        { for ALGORITHMS.iter().map(|a| html! {
                            <option value={a.name} title={a.summary} selected={app.algorithm == a.name}>{ a.name }</option>
                        }) }
                        </optgroup>
                        if resolved.is_some() {
                            <optgroup label="over the parse tree">
                            { for TREE_ALGORITHMS.iter().filter(|a| !is_learned_algorithm(a.name)).map(|a| html! {
                                <option value={a.name} title={a.summary} selected={app.algorithm == a.name}>{ a.name }</option>
                            }) }
                            </optgroup>
                            <optgroup label="learning-guided, over the parse tree">
                            { for TREE_ALGORITHMS.iter().filter(|a| is_learned_algorithm(a.name)).map(|a| html! {
                                <option value={a.name} title={format!("{}{learned_note}", a.summary)}
                                    selected={app.algorithm == a.name}>{ a.name }</option>
                            }) }
                            </optgroup>
                        }
                    </select>
                </label>
                <label>{ "Units " }
                    <select data-testid="units-select" onchange={on_units}
                        disabled={App::is_tree_algorithm(&app.algorithm)}>
                        { for ["line,char", "line", "token", "char", "byte", "line,token,char"].iter().map(|u| html! {
                            <option value={*u} selected={app.units == *u}>{ *u }</option>
                        }) }
                    </select>
                </label>
            </div>
        </section>
    }
}

fn text_field(
    link: &Scope<App>,
    testid: &'static str,
    value: &str,
    field: EndpointField,
    multiline: bool,
) -> Html {
    if multiline {
        let oninput = link.callback(move |e: InputEvent| {
            Msg::Endpoint(
                field,
                e.target_unchecked_into::<HtmlTextAreaElement>().value(),
            )
        });
        html! { <textarea class="short" data-testid={testid} spellcheck="false" value={value.to_string()} {oninput} /> }
    } else {
        let oninput = link.callback(move |e: InputEvent| {
            Msg::Endpoint(field, e.target_unchecked_into::<HtmlInputElement>().value())
        });
        html! { <input data-testid={testid} spellcheck="false" value={value.to_string()} {oninput} /> }
    }
}

fn endpoint_form(app: &App, link: &Scope<App>) -> Html {
    let e = &app.endpoint;
    let on_method = link.callback(|e: Event| {
        Msg::Endpoint(
            EndpointField::Method,
            e.target_unchecked_into::<HtmlSelectElement>().value(),
        )
    });
    html! {
        <div class="endpoint">
            <div class="row">{ "Presets: " }
                { for PRESETS.iter().map(|p| {
                    let id = p.id.to_string();
                    html! { <button data-testid={format!("preset-{}", p.id)} title={p.note}
                        onclick={link.callback(move |_| Msg::Preset(id.clone()))}>{ p.title }</button> }
                }) }
            </div>
            <div class="row wide">
                <select data-testid="endpoint-method" onchange={on_method}>
                    { for ["POST", "PUT", "GET"].iter().map(|m| html! {
                        <option value={*m} selected={e.method == *m}>{ *m }</option>
                    }) }
                </select>
                { text_field(link, "endpoint-url", &e.url, EndpointField::Url, false) }
            </div>
            <label>{ "Headers (one " }<code>{ "Name: value" }</code>{ " a line)" }</label>
            { text_field(link, "endpoint-headers", &e.headers, EndpointField::Headers, true) }
            <label>{ "Body: " }<code>{ "{{input}}" }</code>{ " is the candidate, JSON-escaped when the Content-Type is JSON (put it inside quotes)" }</label>
            { text_field(link, "endpoint-body", &e.body, EndpointField::Body, true) }
            <label>{ "Interesting when " }<code>{ "async (response, status, body, json) => {" }</code></label>
            { text_field(link, "endpoint-predicate", &e.predicate, EndpointField::Predicate, true) }
            <code>{ "}" }</code>
            <div class="row">
                <label>{ "Requests at once " }
                    <input type="number" min="1" max="16" data-testid="endpoint-concurrency" value={e.concurrency.clone()}
                        oninput={link.callback(|e: InputEvent| Msg::Endpoint(EndpointField::Concurrency, e.target_unchecked_into::<HtmlInputElement>().value()))} />
                </label>
                <span class="muted">{ "the result does not depend on it" }</span>
            </div>
        </div>
    }
}

fn oracle_pane(app: &App, link: &Scope<App>) -> Html {
    let running = app.running();
    let single = app.state == RunState::Running;
    let blocked = app.share_pending || app.languages.is_empty();
    let on_kind = link.callback(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Msg::OracleKind(if value == "endpoint" {
            OracleKind::Endpoint
        } else {
            OracleKind::Javascript
        })
    });
    let on_code = link.callback(|e: InputEvent| {
        Msg::Code(e.target_unchecked_into::<HtmlTextAreaElement>().value())
    });
    let on_timeout = link.callback(|e: InputEvent| {
        Msg::Timeout(e.target_unchecked_into::<HtmlInputElement>().value())
    });
    let on_race_select = link.callback(|e: Event| {
        let select = e.target_unchecked_into::<HtmlSelectElement>();
        let options = select.selected_options();
        let chosen = (0..options.length())
            .filter_map(|i| options.item(i))
            .filter_map(|o| o.get_attribute("value"))
            .collect();
        Msg::RaceSelection(chosen)
    });
    let tree_ok = app.resolved_language().is_some();
    html! {
        <section class="pane oracle-pane">
            <h2>{ "Oracle " }
                <select data-testid="oracle-kind-select" onchange={on_kind}>
                    <option value="javascript" selected={app.oracle_kind == OracleKind::Javascript}>{ "JavaScript" }</option>
                    <option value="endpoint" selected={app.oracle_kind == OracleKind::Endpoint}>{ "remote endpoint" }</option>
                </select>
            </h2>
            if app.oracle_kind == OracleKind::Javascript {
                <code>{ "async (input) => {" }</code>
                <textarea data-testid="oracle-editor" spellcheck="false" value={app.code.clone()} oninput={on_code} />
                <code>{ "}" }</code>
            } else {
                { endpoint_form(app, link) }
            }
            <div class="row">
                <label>{ "Timeout per test (ms) " }
                    <input type="number" min="1" data-testid="timeout-input" value={app.timeout_ms.clone()} oninput={on_timeout} />
                </label>
                <button data-testid="test-original-button" onclick={link.callback(|_| Msg::TestOriginal)}
                    disabled={app.testing_original || app.worker_missing() || app.share_pending}>{ "Test on the original" }</button>
            </div>
            <div class="original-result" data-testid="original-result">{ app.original_result.clone().unwrap_or_default() }</div>
            <div class="row controls">
                <button class="primary" data-testid="run-button" onclick={link.callback(|_| Msg::Run)}
                    disabled={running || blocked}>{ "Reduce" }</button>
                <button data-testid="stop-button" onclick={link.callback(|_| Msg::Stop)} disabled={!running}>{ "Stop" }</button>
                <button data-testid="pause-button" onclick={link.callback(|_| Msg::Pause)}
                    disabled={!single || app.paused}>{ "Pause" }</button>
                <button data-testid="resume-button" onclick={link.callback(|_| Msg::Resume)}
                    disabled={!single || !app.paused || app.stepping}>{ "Resume" }</button>
                <button data-testid="step-button" onclick={link.callback(|_| Msg::Step)}
                    title="Run exactly one oracle test and explain it (starts a paused run when none is running)"
                    disabled={blocked || app.race_running() || app.stepping || (single && !app.paused)}>{ "Step" }</button>
            </div>
            <div class="row race">
                <label>{ "Race " }
                    <select multiple=true data-testid="race-select" onchange={on_race_select} size="4">
                        { for ALGORITHMS.iter().map(|a| a.name)
                            .chain(TREE_ALGORITHMS.iter().map(|a| a.name).filter(|_| tree_ok))
                            .map(|name| html! {
                                <option value={name} selected={app.race_selection.iter().any(|s| s == name)}>{ name }</option>
                            }) }
                    </select>
                </label>
                <button data-testid="race-button" onclick={link.callback(|_| Msg::Race)} disabled={running || blocked}
                    title="Run the chosen algorithms side by side on the same input, each in its own workers">{ "Race" }</button>
                <span class="muted">{ "Ctrl-click to choose two or more; each runs in its own workers" }</span>
            </div>
        </section>
    }
}

fn stats_table(app: &App) -> Html {
    let progress = app.progress.as_ref();
    let stats = progress.map(|p| &p.stats);
    let queries = stats.map_or(0, |s| s.queries);
    let hits = stats.map_or(0, |s| s.cache.hits());
    let rejections = stats.map_or(0, |s| s.rejections);
    let size = stats.map_or(app.input.len(), |s| s.current.bytes);
    let initial = stats.map_or(app.input.len(), |s| s.initial.bytes);
    let units = stats.map_or(0, |s| s.current.units);
    let elapsed = progress.map_or(0.0, |p| p.elapsed_ms);
    let throws = progress.map_or(0, |p| p.throws);
    let timeouts = progress.map_or(0, |p| p.timeouts);
    html! {
        <table class="stats">
            <tr><th>{ "queries" }</th><td data-testid="stats-queries">{ queries }</td>
                <th>{ "cache hits" }</th><td data-testid="stats-cache-hits">{ hits }</td>
                <th>{ "syntax rejections" }</th><td data-testid="stats-rejections">{ rejections }</td></tr>
            <tr><th>{ "size (bytes)" }</th><td data-testid="stats-size">{ size }</td>
                <th>{ "of" }</th><td data-testid="stats-initial-size">{ initial }</td>
                <th>{ "units" }</th><td data-testid="stats-units">{ units }</td></tr>
            <tr><th>{ "elapsed" }</th><td data-testid="stats-elapsed">{ format!("{:.1} s", elapsed / 1000.0) }</td>
                <th>{ "oracle threw" }</th><td data-testid="stats-throws">{ throws }</td>
                <th>{ "timeouts" }</th><td data-testid="stats-timeouts">{ timeouts }</td></tr>
        </table>
    }
}

fn race_table(app: &App) -> Html {
    html! {
        <table class="stats race-stats" data-testid="race-stats">
            <tr><th>{ "algorithm" }</th><th>{ "status" }</th><th>{ "bytes" }</th><th>{ "units" }</th>
                <th>{ "queries" }</th><th>{ "cache hits" }</th><th>{ "rejections" }</th><th>{ "time" }</th></tr>
            { for app.race.iter().map(|lane| {
                let stats = lane.progress.as_ref().map(|p| p.stats);
                html! {
                    <tr data-testid="race-row" data-algorithm={lane.algorithm.clone()}>
                        <td>{ &lane.algorithm }</td>
                        <td data-testid="race-status">{ &lane.status }</td>
                        <td data-testid="race-size">{ stats.map_or(app.input.len(), |s| s.current.bytes) }</td>
                        <td>{ stats.map_or(0, |s| s.current.units) }</td>
                        <td data-testid="race-queries">{ stats.map_or(0, |s| s.queries) }</td>
                        <td>{ stats.map_or(0, |s| s.cache.hits()) }</td>
                        <td>{ stats.map_or(0, |s| s.rejections) }</td>
                        <td>{ format!("{:.1} s", lane.progress.as_ref().map_or(0.0, |p| p.elapsed_ms) / 1000.0) }</td>
                    </tr>
                }
            }) }
        </table>
    }
}

/// The result, cheaply: a large one shows its start until asked for all
/// of it (laying out 170 KB of text blocks the page for a noticeable time).
fn result_view(app: &App, link: &Scope<App>) -> Html {
    let total = app
        .progress
        .as_ref()
        .map_or(app.best.len(), |p| p.stats.current.bytes);
    let shown = if app.show_all {
        app.best.as_str()
    } else {
        preview(&app.best, PREVIEW_BYTES)
    };
    let cut = shown.len() < total;
    html! {
        <>
            <div class="row">
                <span class="muted">{ format!("best so far: {total} bytes") }</span>
                <button data-testid="download-button" onclick={link.callback(|_| Msg::Download)}
                    disabled={app.best.is_empty() || !app.best_complete}>{ "Download" }</button>
                if cut && app.best_complete {
                    <button data-testid="result-show-all" onclick={link.callback(|_| Msg::ShowAll)}>{ "Show all" }</button>
                }
            </div>
            if cut {
                <div class="muted" data-testid="result-cut">{
                    if app.best_complete {
                        format!("showing the first {} of {total} bytes", shown.len())
                    } else {
                        format!("showing the first {} of {total} bytes; all of it comes when the run ends", shown.len())
                    }
                }</div>
            }
            <pre data-testid="result-output">{ shown }</pre>
        </>
    }
}

fn result_pane(app: &App, link: &Scope<App>) -> Html {
    let status_class = match app.state {
        RunState::Failed => "status error",
        RunState::Done => "status done",
        _ => "status",
    };
    let phase = app
        .progress
        .as_ref()
        .and_then(|p| p.phase.as_ref())
        .map(|p| format!("{} round {} / {} parts", p.pass, p.round, p.granularity))
        .unwrap_or_default();
    let series = app.series();
    html! {
        <section class="pane result-pane">
            <h2>{ "Result" }</h2>
            <div class={status_class}>{ "Status: " }<span data-testid="status">{ &app.status }</span></div>
            if let Some(warning) = &app.warning {
                <div class="warning" data-testid="warning">{ warning }</div>
            }
            if !app.showing_race {
                { stats_table(app) }
                { algo_stats::counters(app.progress.as_ref().map_or(&[][..], |p| &p.counters)) }
                if let Some(note) = &app.model_note {
                    <div class="muted" data-testid="model-note">{ format!("model: {note}") }</div>
                }
                { algo_stats::batch_log(&app.batch_log) }
            }
            <div class="muted" data-testid="stats-phase">{ phase }</div>
            if let Some(message) = app.progress.as_ref().and_then(|p| p.last_throw.clone()) {
                <div class="muted">{ format!("last error thrown by the oracle (counted as not interesting): {message}") }</div>
            }
            if let Some(step) = &app.explanation {
                { explain::view(step) }
            }
            if !series.is_empty() {
                <SizeChart {series} />
            }
            if app.showing_race {
                if !app.race.is_empty() {
                    { race_table(app) }
                }
                if let Some(winner) = app.race_winner() {
                    <div class="muted">{ format!("smallest result so far: {} ({} bytes)", winner.algorithm, winner.best.len()) }</div>
                    <pre data-testid="race-result">{ preview(&winner.best, PREVIEW_BYTES) }</pre>
                }
            } else {
                { result_view(app, link) }
            }
        </section>
    }
}

/// The parse tree of the last single run, full width under the panes.
fn tree_pane(app: &App) -> Html {
    if app.showing_race {
        return html! {};
    }
    html! {
        <section class="pane tree-pane">
            <h2>{ "Parse tree" }</h2>
            if let Some(model) = &app.tree {
                <TreePanel model={model.clone()} status={app.tree_status.clone()} focus={app.tree_focus} />
            } else {
                <div class="muted" data-testid="tree-note">{
                    "The parse tree of the input shows here during a run with a language: with a tree algorithm, each node is marked kept, removed or under test."
                }</div>
            }
        </section>
    }
}
