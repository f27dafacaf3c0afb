//! The oracle pane: a JavaScript body, an HTTP endpoint with a predicate
//! over its answer, a Python function or the TypeScript compiler's check
//! (with the toolchain's download), the timeout, the settings that make its answers
//! trustworthy (isolation, workers, check runs, repetition), and a test of
//! the oracle on the original.

use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::code_editor::CodeEditor;
use super::oracle_form::{
    EndpointField, EndpointForm, ExpectMode, OracleKind, ToolField, ToolForm, PRESETS,
};
use super::setup::{Edit, SetupRef, DELAY_CHOICES};
use super::toolchain::ToolchainLoad;
use crate::protocol::Isolation;

#[derive(Properties, PartialEq)]
pub struct OraclePaneProps {
    pub setup: SetupRef,
    pub on_edit: Callback<Edit>,
    /// Nothing may test the oracle now (a shared link waits for
    /// confirmation, the engine is not loaded, a test runs).
    pub test_disabled: bool,
    /// The last "Test on the original" outcome, in a sentence.
    pub original_result: Option<AttrValue>,
    pub on_test_original: Callback<()>,
    /// The last toolchain download, for its progress bar.
    #[prop_or_default]
    pub toolchain: Option<ToolchainLoad>,
    /// The setup is fixed (an embed, an exercise): the oracle is shown, and
    /// only slow motion and the test of the original stay usable.
    #[prop_or_default]
    pub fixed: bool,
    /// The run controls, drawn under the oracle.
    #[prop_or_default]
    pub children: Html,
}

fn input_value(e: InputEvent) -> String {
    e.target_unchecked_into::<HtmlInputElement>().value()
}

fn text_value(e: InputEvent) -> String {
    e.target_unchecked_into::<HtmlTextAreaElement>().value()
}

#[function_component(OraclePane)]
pub fn oracle_pane(props: &OraclePaneProps) -> Html {
    let setup = &props.setup;
    let on_kind = props.on_edit.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Edit::OracleKind(OracleKind::from_value(&value))
    });
    let on_code = props.on_edit.reform(Edit::Code);
    let on_python = props.on_edit.reform(Edit::Python);
    let on_timeout = props.on_edit.reform(|e| Edit::Timeout(input_value(e)));
    let on_delay = props.on_edit.reform(|e: Event| {
        Edit::Delay(
            e.target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(0),
        )
    });
    html! {
        <section class="pane oracle-pane">
            <h2>{ "Oracle " }
                <select data-testid="oracle-kind-select" onchange={on_kind} aria-label="oracle kind" disabled={props.fixed}>
                    { for OracleKind::ALL.iter().map(|&(kind, value, title)| html! {
                        <option {value} selected={setup.oracle_kind == kind}>{ title }</option>
                    }) }
                </select>
            </h2>
            { match setup.oracle_kind {
                OracleKind::Javascript => html! { <>
                    <code>{ "async (input, bytes) => {" }</code>
                    <div class="oracle-editor">
                        <CodeEditor testid="oracle-editor" label="oracle code" language="javascript"
                            value={setup.code.clone()} on_change={on_code} read_only={props.fixed} />
                    </div>
                    <code>{ "}" }</code>
                    <p class="muted">{ "await python(source), await clang(args, files), await tsc(files, options): the toolchains, loaded when the code calls them" }</p>
                </> },
                OracleKind::Endpoint => html! { <fieldset class="bare" disabled={props.fixed}>
                    <EndpointFields form={setup.endpoint.clone()} on_edit={props.on_edit.clone()} />
                </fieldset> },
                OracleKind::Python => html! { <>
                    <p class="muted">{ "Python 3 (Pyodide) in this browser, with its standard library: define " }
                        <code>{ "interesting(input: str, data: bytes) -> bool" }</code>
                        { "; " }<code>{ "run_python(source)" }</code>{ " returns (exit_code, stdout, stderr). Each test gets fresh globals." }</p>
                    <div class="oracle-editor">
                        <CodeEditor testid="python-editor" label="Python oracle" language="python"
                            value={setup.python.clone()} on_change={on_python} read_only={props.fixed} />
                    </div>
                </> },
                OracleKind::Typescript => html! { <fieldset class="bare" disabled={props.fixed}>
                    <ToolFields kind={OracleKind::Typescript} form={setup.typescript.clone()} on_edit={props.on_edit.clone()} />
                </fieldset> },
                OracleKind::Clang => html! { <fieldset class="bare" disabled={props.fixed}>
                    <ToolFields kind={OracleKind::Clang} form={setup.clang.clone()} on_edit={props.on_edit.clone()} />
                </fieldset> },
            } }
            if let Some(load) = &props.toolchain {
                <div class="row toolchain" data-testid="toolchain-status" aria-live="polite">
                    <progress data-testid="toolchain-progress" max={load.total.max(1).to_string()}
                        value={(if load.done { load.total } else { load.loaded }).to_string()} />
                    <span class="muted">{ load.line() }</span>
                </div>
            }
            <fieldset class="bare" disabled={props.fixed}>
                <TrustSettings setup={setup.clone()} on_edit={props.on_edit.clone()} />
            </fieldset>
            <div class="row">
                <label title="auto: ten times the slowest check run of the original, at least 100 ms for a JavaScript oracle and 1 s for an endpoint; raised when a candidate that timed out is interesting with more time">{ "Timeout per test (ms or auto) " }
                    <input type="text" inputmode="numeric" size="6" data-testid="timeout-input" value={setup.timeout_ms.clone()} oninput={on_timeout} disabled={props.fixed} />
                </label>
                <label title="For teaching: a pause before each test, so every step can be watched">{ "Slow motion " }
                    <select data-testid="slow-motion" onchange={on_delay}>
                        { for DELAY_CHOICES.iter().map(|&(ms, label)| html! {
                            <option value={ms.to_string()} selected={setup.delay_ms == ms}>{ label }</option>
                        }) }
                    </select>
                </label>
                <button data-testid="test-original-button" onclick={props.on_test_original.reform(|_| ())}
                    disabled={props.test_disabled}>{ "Test on the original" }</button>
            </div>
            <div class="original-result" data-testid="original-result" aria-live="polite">
                { props.original_result.clone().unwrap_or_default() }
            </div>
            { props.children.clone() }
        </section>
    }
}

/// `navigator.hardwareConcurrency`, what the reduction worker uses for
/// `auto` workers.
fn browser_cores() -> u32 {
    use js_sys::Reflect;
    Reflect::get(&js_sys::global(), &"navigator".into())
        .and_then(|n| Reflect::get(&n, &"hardwareConcurrency".into()))
        .ok()
        .and_then(|c| c.as_f64())
        .map_or(1, |c| c as u32)
}

#[derive(Properties, PartialEq)]
struct TrustSettingsProps {
    setup: SetupRef,
    on_edit: Callback<Edit>,
}

/// Isolation and workers (a JavaScript oracle), check runs and the
/// repetition rule for flaky oracles.
#[function_component(TrustSettings)]
fn trust_settings(props: &TrustSettingsProps) -> Html {
    let setup = &props.setup;
    let on_edit = &props.on_edit;
    let on_isolation = on_edit.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Edit::Isolation(if value == "shared" {
            Isolation::Shared
        } else {
            Isolation::Fresh
        })
    });
    let number = |testid: &'static str, value: &str, edit: fn(String) -> Edit| {
        let oninput = on_edit.reform(move |e| edit(input_value(e)));
        html! { <input type="number" min="1" max="100" size="3" data-testid={testid} value={value.to_string()} {oninput} /> }
    };
    let most = match setup.oracle_kind {
        OracleKind::Python | OracleKind::Typescript | OracleKind::Clang => {
            crate::protocol::AUTO_TOOLCHAIN_WORKERS
        }
        _ => 16,
    };
    let auto_workers = format!("auto ({})", browser_cores().clamp(1, most));
    html! {
        <details class="trust-settings" data-testid="trust-settings">
            <summary>{ "Oracle settings: isolation, workers, check runs, repetition" }</summary>
            if setup.oracle_kind != OracleKind::Endpoint {
                <div class="row">
                    if setup.oracle_kind == OracleKind::Javascript {
                    <label>{ "Each test runs in " }
                        <select data-testid="isolation-select" onchange={on_isolation} aria-label="isolation">
                            <option value="fresh" selected={setup.isolation == Isolation::Fresh}>{ "a fresh realm (isolated)" }</option>
                            <option value="shared" selected={setup.isolation == Isolation::Shared}>{ "one shared realm (faster, shared globals)" }</option>
                        </select>
                    </label>
                    }
                    <label>{ "Workers " }
                        <input type="number" min="1" max="16" size="3" data-testid="workers-input" placeholder={auto_workers}
                            value={setup.workers.clone()} oninput={on_edit.reform(|e| Edit::Workers(input_value(e)))} />
                    </label>
                    <span class="muted">{ "tests at once; the result does not depend on it" }</span>
                </div>
            }
            <div class="row">
                <label title="tests of the original before reducing: a flaky oracle is caught here, and their times set the auto timeout">{ "Check runs " }
                    { number("check-runs-input", &setup.check_runs, Edit::CheckRuns) }</label>
                <label title="a candidate is interesting when at least M of up to R runs are">{ "Repeat " }
                    { number("repeat-input", &setup.repeat, Edit::Repeat) }</label>
                <label>{ "at least " }
                    { number("min-interesting-input", &setup.min_interesting, Edit::MinInteresting) }
                    { " interesting" }</label>
            </div>
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct EndpointFieldsProps {
    form: EndpointForm,
    on_edit: Callback<Edit>,
}

/// The endpoint's request template and predicate, and the presets.
#[function_component(EndpointFields)]
fn endpoint_fields(props: &EndpointFieldsProps) -> Html {
    let e = &props.form;
    let on_edit = &props.on_edit;
    let line = |testid: &'static str, value: &str, field: EndpointField| {
        let oninput = on_edit.reform(move |e| Edit::Endpoint(field, input_value(e)));
        html! { <input data-testid={testid} aria-label={testid} spellcheck="false" value={value.to_string()} {oninput} /> }
    };
    let area = |testid: &'static str, value: &str, field: EndpointField| {
        let oninput = on_edit.reform(move |e| Edit::Endpoint(field, text_value(e)));
        html! { <textarea class="short" data-testid={testid} aria-label={testid} spellcheck="false" value={value.to_string()} {oninput} /> }
    };
    let on_method = on_edit.reform(|e: Event| {
        Edit::Endpoint(
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
                        onclick={on_edit.reform(move |_| Edit::Preset(id.clone()))}>{ p.title }</button> }
                }) }
            </div>
            <div class="row wide">
                <select data-testid="endpoint-method" onchange={on_method} aria-label="HTTP method">
                    { for ["POST", "PUT", "GET"].iter().map(|m| html! {
                        <option value={*m} selected={e.method == *m}>{ *m }</option>
                    }) }
                </select>
                { line("endpoint-url", &e.url, EndpointField::Url) }
            </div>
            <label>{ "Headers (one " }<code>{ "Name: value" }</code>{ " a line)" }</label>
            { area("endpoint-headers", &e.headers, EndpointField::Headers) }
            <label>{ "Body: " }<code>{ "{{input}}" }</code>{ " is the candidate, JSON-escaped when the Content-Type is JSON (put it inside quotes)" }</label>
            { area("endpoint-body", &e.body, EndpointField::Body) }
            <label>{ "Interesting when " }<code>{ "async (response, status, body, json) => {" }</code></label>
            { area("endpoint-predicate", &e.predicate, EndpointField::Predicate) }
            <code>{ "}" }</code>
            <div class="row">
                <label>{ "Requests at once " }
                    <input type="number" min="1" max="16" data-testid="endpoint-concurrency" value={e.concurrency.clone()}
                        oninput={on_edit.reform(|e| Edit::Endpoint(EndpointField::Concurrency, input_value(e)))} />
                </label>
                <span class="muted">{ "the result does not depend on it" }</span>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ToolFieldsProps {
    /// TypeScript or clang.
    kind: OracleKind,
    form: ToolForm,
    on_edit: Callback<Edit>,
}

/// A compiler's options and what its answer must show: a regular
/// expression over its output, or a JavaScript predicate.
#[function_component(ToolFields)]
fn tool_fields(props: &ToolFieldsProps) -> Html {
    let t = &props.form;
    let on_edit = &props.on_edit;
    let kind = props.kind;
    let clang = kind == OracleKind::Clang;
    let id = |what: &str| format!("{}-{what}", if clang { "clang" } else { "tsc" });
    let on_mode = on_edit.reform(move |e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Edit::ToolMode(
            kind,
            if value == "function" {
                ExpectMode::Function
            } else {
                ExpectMode::Regex
            },
        )
    });
    let (about, options, output, signature) = if clang {
        (
            "clang (LLVM for WebAssembly, with the C library's headers) compiles the candidate in this browser; the compiler's version shows when it has loaded.",
            "Flags ",
            "a regular expression over clang's standard error (then its output)",
            "({ code, stdout, stderr }, input) => {",
        )
    } else {
        (
            "TypeScript 5 checks the candidate (noEmit) in this browser.",
            "Compiler options ",
            "a regular expression over tsc's output: input.ts(line,col): error TS2322: message, one a line",
            "(diagnostics, input, text) => {",
        )
    };
    html! {
        <div class="toolchain-fields">
            <p class="muted">{ about }</p>
            <label>{ options }
                <input data-testid={id("options")} aria-label="compiler options" spellcheck="false" size="30"
                    value={t.options.clone()}
                    oninput={on_edit.reform(move |e| Edit::Tool(kind, ToolField::Options, input_value(e)))} />
            </label>
            <div class="row">
                <label>{ "Interesting when " }
                    <select data-testid={id("mode")} onchange={on_mode} aria-label="predicate kind">
                        <option value="regex" selected={t.mode == ExpectMode::Regex}>{ "the output matches" }</option>
                        <option value="function" selected={t.mode == ExpectMode::Function}>{ "a JavaScript predicate returns true" }</option>
                    </select>
                </label>
            </div>
            if t.mode == ExpectMode::Regex {
                <input data-testid={id("pattern")} aria-label="expected pattern" spellcheck="false" size="40"
                    value={t.pattern.clone()}
                    oninput={on_edit.reform(move |e| Edit::Tool(kind, ToolField::Pattern, input_value(e)))} />
                <p class="muted">{ output }</p>
            } else {
                <code>{ signature }</code>
                <textarea class="short" data-testid={id("predicate")} aria-label="compiler predicate" spellcheck="false"
                    value={t.body.clone()}
                    oninput={on_edit.reform(move |e| Edit::Tool(kind, ToolField::Body, text_value(e)))} />
                <code>{ "}" }</code>
            }
        </div>
    }
}
