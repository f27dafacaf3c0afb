//! The user interface. It never runs the engine nor the user's oracle: a run
//! is a [`Command`] to the reduction worker, and the UI draws the worker's
//! [`Report`]s.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    DragEvent, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, MessageEvent, Worker,
    WorkerOptions, WorkerType,
};
use whittle_core::algorithms::tree::TREE_ALGORITHMS;
use whittle_core::algorithms::ALGORITHMS;
use whittle_core::Status;
use yew::prelude::*;

use crate::examples::{self, EXAMPLES};
use crate::protocol::{Command, LanguageInfo, OracleResult, Progress, Report, RunConfig};

const DEFAULT_ORACLE: &str = "// `input` is the candidate (a string). Return true if it is still\n// interesting, false if not. `await` is allowed.\nreturn input.includes('bug');\n";

/// The worker's `onmessage` handler, kept alive as long as the app.
type OnMessage = Closure<dyn FnMut(MessageEvent)>;

pub fn start() {
    yew::Renderer::<App>::new().render();
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RunState {
    Idle,
    Running,
    Done,
    Stopped,
    Failed,
}

pub enum Msg {
    Input(String),
    Language(String),
    Algorithm(String),
    Units(String),
    Oracle(String),
    Timeout(String),
    Example(String),
    File(String, String),
    Run,
    Stop,
    TestOriginal,
    Download,
    /// Boxed: a report carries statistics and is much larger than the rest.
    Worker(Box<Report>),
    WorkerFailed(String),
}

pub struct App {
    input: String,
    file_name: Option<String>,
    /// `auto`, a language name, or `text`.
    language: String,
    algorithm: String,
    units: String,
    oracle: String,
    timeout_ms: String,
    languages: Vec<LanguageInfo>,
    worker: Option<Worker>,
    _onmessage: Option<OnMessage>,
    state: RunState,
    /// The status line (`done`, `running`, `stopped`, or an error).
    status: String,
    warning: Option<String>,
    progress: Option<Progress>,
    best: String,
    original_result: Option<String>,
    testing_original: bool,
}

impl App {
    fn spawn_worker(ctx: &Context<Self>) -> Result<(Worker, OnMessage), String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("reduce-worker.js", &options)
            .map_err(|e| format!("cannot start the reduction worker: {e:?}"))?;
        let link = ctx.link().clone();
        let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            match serde_json::from_str::<Report>(&text) {
                Ok(report) => link.send_message(Msg::Worker(Box::new(report))),
                Err(e) => link.send_message(Msg::WorkerFailed(format!(
                    "unreadable message from the worker ({e})"
                ))),
            }
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        Ok((worker, onmessage))
    }

    /// The language a run uses: the choice, or the file name's for `auto`.
    fn resolved_language(&self) -> Option<&LanguageInfo> {
        match self.language.as_str() {
            "text" => None,
            "auto" => {
                let name = self.file_name.as_deref()?;
                let ext = name.rsplit_once('.')?.1;
                self.languages
                    .iter()
                    .find(|l| l.extensions.iter().any(|e| e.eq_ignore_ascii_case(ext)))
            }
            name => self.languages.iter().find(|l| l.name == name),
        }
    }

    fn config(&self) -> RunConfig {
        RunConfig {
            input: self.input.clone(),
            language: self.resolved_language().map(|l| l.name.clone()),
            algorithm: self.algorithm.clone(),
            units: self.units.split(',').map(str::to_string).collect(),
            oracle: self.oracle.clone(),
            timeout_ms: self.timeout_ms.trim().parse().unwrap_or(5000).max(1),
        }
    }

    fn send(&self, command: &Command) -> bool {
        let Some(worker) = &self.worker else {
            return false;
        };
        let json = serde_json::to_string(command).unwrap_or_default();
        worker.post_message(&JsValue::from_str(&json)).is_ok()
    }

    /// Keeps the algorithm valid for the language: tree algorithms need one.
    fn fix_algorithm(&mut self) {
        let tree = TREE_ALGORITHMS.iter().any(|a| a.name == self.algorithm);
        if tree && self.resolved_language().is_none() {
            self.algorithm = "ddmin*".to_string();
        }
    }

    fn finish_message(&self, status: Status, progress: &Progress) -> String {
        match status {
            Status::Finished => "done".to_string(),
            Status::Stopped => "stopped".to_string(),
            Status::Running => "running".to_string(),
            Status::OriginalNotInteresting => {
                let mut why =
                    "the original input is not interesting: the oracle did not return true on it"
                        .to_string();
                if progress.timeouts > 0 {
                    why.push_str(&format!(
                        " (it timed out after {} ms; raise the timeout or check for a promise that never resolves)",
                        self.config().timeout_ms
                    ));
                } else if let Some(message) = &progress.last_throw {
                    why.push_str(&format!(" (it threw: {message})"));
                }
                why
            }
        }
    }
}

fn describe_result(result: &OracleResult, elapsed_ms: f64) -> String {
    match result {
        OracleResult::Value { value: true } => {
            format!("interesting (returned true in {elapsed_ms:.0} ms)")
        }
        OracleResult::Value { value: false } => {
            format!("not interesting (returned false in {elapsed_ms:.0} ms)")
        }
        OracleResult::Threw { message } => format!("the oracle threw: {message}"),
        OracleResult::NotBoolean { got } => {
            format!("error: the oracle must return true or false, but returned {got}")
        }
        OracleResult::Timeout => "the oracle timed out (not interesting)".to_string(),
        OracleResult::InvalidCode { message } => {
            format!("error: the oracle is not valid JavaScript: {message}")
        }
    }
}

fn count_tokens(text: &str) -> usize {
    let mut count = 0;
    let mut in_word = false;
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' {
            if !in_word {
                count += 1;
                in_word = true;
            }
        } else {
            in_word = false;
            if !c.is_whitespace() {
                count += 1;
            }
        }
    }
    count
}

impl Component for App {
    type Message = Msg;
    type Properties = ();

    fn create(ctx: &Context<Self>) -> Self {
        let (worker, onmessage, status) = match Self::spawn_worker(ctx) {
            Ok((w, c)) => (Some(w), Some(c), "loading the engine…".to_string()),
            Err(e) => (None, None, e),
        };
        App {
            input: String::new(),
            file_name: None,
            language: "auto".to_string(),
            algorithm: "ddmin*".to_string(),
            units: "line,char".to_string(),
            oracle: DEFAULT_ORACLE.to_string(),
            timeout_ms: "5000".to_string(),
            languages: Vec::new(),
            worker,
            _onmessage: onmessage,
            state: RunState::Idle,
            status,
            warning: None,
            progress: None,
            best: String::new(),
            original_result: None,
            testing_original: false,
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Input(text) => self.input = text,
            Msg::Language(language) => {
                self.language = language;
                self.fix_algorithm();
            }
            Msg::Algorithm(algorithm) => self.algorithm = algorithm,
            Msg::Units(units) => self.units = units,
            Msg::Oracle(oracle) => self.oracle = oracle,
            Msg::Timeout(timeout) => self.timeout_ms = timeout,
            Msg::Example(id) => {
                if let Some(example) = examples::by_id(&id) {
                    self.input = example.input.to_string();
                    self.file_name = Some(example.file_name.to_string());
                    self.language = example.language.to_string();
                    self.algorithm = example.algorithm.to_string();
                    self.oracle = example.oracle.to_string();
                    self.fix_algorithm();
                }
            }
            Msg::File(name, text) => {
                self.input = text;
                self.file_name = Some(name);
                self.language = "auto".to_string();
                self.fix_algorithm();
            }
            Msg::Run => {
                if self.state == RunState::Running {
                    return false;
                }
                self.warning = None;
                self.progress = None;
                self.best.clear();
                if self.input.is_empty() {
                    self.state = RunState::Failed;
                    self.status =
                        "the input is empty: paste, open or drop a test case first".into();
                    return true;
                }
                if self.oracle.trim().is_empty() {
                    self.state = RunState::Failed;
                    self.status =
                        "the oracle is empty: write a function body that returns true or false"
                            .into();
                    return true;
                }
                let command = Command::Run {
                    config: self.config(),
                };
                if self.send(&command) {
                    self.state = RunState::Running;
                    self.status = "running".to_string();
                } else {
                    self.state = RunState::Failed;
                    self.status = "the reduction worker is not available".to_string();
                }
            }
            Msg::Stop => {
                if self.state == RunState::Running {
                    self.send(&Command::Stop);
                    self.status = "stopping…".to_string();
                }
            }
            Msg::TestOriginal => {
                self.testing_original = true;
                self.original_result = Some("testing…".to_string());
                let command = Command::TestOriginal {
                    config: self.config(),
                };
                self.send(&command);
            }
            Msg::Download => {
                let _ = download(&self.best, &self.download_name());
                return false;
            }
            Msg::Worker(report) => match *report {
                Report::Ready { languages } => {
                    self.languages = languages;
                    self.fix_algorithm();
                    if self.state == RunState::Idle {
                        self.status = "ready".to_string();
                    }
                }
                Report::Started {
                    language,
                    parse_errors,
                    ..
                } => {
                    if parse_errors > 0 {
                        self.warning = Some(format!(
                            "the input does not parse cleanly as {} ({parse_errors} syntax error node{}); reducing anyway, and candidates may not add errors",
                            language.unwrap_or_default(),
                            if parse_errors == 1 { "" } else { "s" }
                        ));
                    }
                }
                Report::Progress(mut progress) => {
                    if let Some(best) = progress.best.take() {
                        self.best = best;
                    }
                    self.progress = Some(progress);
                }
                Report::Finished {
                    status,
                    progress,
                    best,
                } => {
                    self.best = best;
                    self.status = self.finish_message(status, &progress);
                    self.state = match status {
                        Status::Finished => RunState::Done,
                        Status::Stopped => RunState::Stopped,
                        _ => RunState::Failed,
                    };
                    if status == Status::OriginalNotInteresting {
                        self.best.clear();
                    }
                    self.progress = Some(progress);
                }
                Report::Error { message, progress } => {
                    self.status = message;
                    self.state = RunState::Failed;
                    if let Some(mut progress) = progress {
                        if let Some(best) = progress.best.take() {
                            self.best = best;
                        }
                        self.progress = Some(progress);
                    }
                }
                Report::OriginalResult { result, elapsed_ms } => {
                    self.testing_original = false;
                    self.original_result = Some(describe_result(&result, elapsed_ms));
                }
            },
            Msg::WorkerFailed(message) => {
                self.status = message;
                self.state = RunState::Failed;
            }
        }
        let _ = ctx;
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let link = ctx.link();
        let on_input = link.callback(|e: InputEvent| {
            Msg::Input(e.target_unchecked_into::<HtmlTextAreaElement>().value())
        });
        let on_oracle = link.callback(|e: InputEvent| {
            Msg::Oracle(e.target_unchecked_into::<HtmlTextAreaElement>().value())
        });
        let on_language = link.callback(|e: Event| {
            Msg::Language(e.target_unchecked_into::<HtmlSelectElement>().value())
        });
        let on_algorithm = link.callback(|e: Event| {
            Msg::Algorithm(e.target_unchecked_into::<HtmlSelectElement>().value())
        });
        let on_units = link.callback(|e: Event| {
            Msg::Units(e.target_unchecked_into::<HtmlSelectElement>().value())
        });
        let on_timeout = link.callback(|e: InputEvent| {
            Msg::Timeout(e.target_unchecked_into::<HtmlInputElement>().value())
        });
        let on_file = {
            let link = link.clone();
            Callback::from(move |e: Event| {
                let input = e.target_unchecked_into::<HtmlInputElement>();
                if let Some(file) = input.files().and_then(|f| f.get(0)) {
                    read_file(&link, file);
                }
            })
        };
        let on_drop = {
            let link = link.clone();
            Callback::from(move |e: DragEvent| {
                let file = e
                    .data_transfer()
                    .and_then(|d| d.files())
                    .and_then(|f| f.get(0));
                if let Some(file) = file {
                    e.prevent_default();
                    read_file(&link, file);
                }
            })
        };
        let on_dragover = Callback::from(|e: DragEvent| e.prevent_default());
        let running = self.state == RunState::Running;
        let resolved = self.resolved_language().map(|l| l.name.clone());
        let auto_label = match (&self.file_name, self.language.as_str()) {
            (Some(name), "auto") => format!(
                "auto ({name}: {})",
                resolved.as_deref().unwrap_or("plain text")
            ),
            _ => "auto (from the file name)".to_string(),
        };
        let stats = self.progress.as_ref().map(|p| &p.stats);
        let queries = stats.map_or(0, |s| s.queries);
        let hits = stats.map_or(0, |s| {
            s.cache.hits_interesting + s.cache.hits_not_interesting
        });
        let rejections = stats.map_or(0, |s| s.rejections);
        let size = stats.map_or(self.input.len(), |s| s.current.bytes);
        let initial = stats.map_or(self.input.len(), |s| s.initial.bytes);
        let units = stats.map_or(0, |s| s.current.units);
        let elapsed = self.progress.as_ref().map_or(0.0, |p| p.elapsed_ms);
        let phase = self
            .progress
            .as_ref()
            .and_then(|p| p.phase.as_ref())
            .map(|p| format!("{} round {} / {} parts", p.pass, p.round, p.granularity))
            .unwrap_or_default();
        let throws = self.progress.as_ref().map_or(0, |p| p.throws);
        let timeouts = self.progress.as_ref().map_or(0, |p| p.timeouts);
        let status_class = match self.state {
            RunState::Failed => "status error",
            RunState::Done => "status done",
            _ => "status",
        };

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
                                    disabled={running}>{ ex.title }</button>
                            }
                        }) }
                    </nav>
                </header>
                <main>
                    <section class="pane input-pane">
                        <h2>{ "Input" }
                            <span class="file-name">{ self.file_name.clone().unwrap_or_default() }</span>
                        </h2>
                        <textarea data-testid="input-editor" spellcheck="false"
                            placeholder="Paste the test case here, or drop a file"
                            value={self.input.clone()} oninput={on_input}
                            ondrop={on_drop} ondragover={on_dragover} />
                        <div class="row">
                            <label>{ "Open file " }<input type="file" data-testid="file-input" onchange={on_file} /></label>
                            <span class="muted">{ format!("{} bytes, {} tokens", self.input.len(), count_tokens(&self.input)) }</span>
                        </div>
                        <div class="row">
                            <label>{ "Language " }
                                <select data-testid="language-select" onchange={on_language}>
                                    <option value="auto" selected={self.language == "auto"}>{ auto_label }</option>
                                    { for self.languages.iter().map(|l| html! {
                                        <option value={l.name.clone()} selected={self.language == l.name}>{ &l.title }</option>
                                    }) }
                                    <option value="text" selected={self.language == "text"}>{ "plain text" }</option>
                                </select>
                            </label>
                            <label>{ "Algorithm " }
                                <select data-testid="algorithm-select" onchange={on_algorithm}>
                                    <optgroup label="over units (lines, characters, …)">
                                    { for ALGORITHMS.iter().map(|a| html! {
                                        <option value={a.name} title={a.summary} selected={self.algorithm == a.name}>{ a.name }</option>
                                    }) }
                                    </optgroup>
                                    if resolved.is_some() {
                                        <optgroup label="over the parse tree">
                                        { for TREE_ALGORITHMS.iter().map(|a| html! {
                                            <option value={a.name} title={a.summary} selected={self.algorithm == a.name}>{ a.name }</option>
                                        }) }
                                        </optgroup>
                                    }
                                </select>
                            </label>
                            <label>{ "Units " }
                                <select data-testid="units-select" onchange={on_units}
                                    disabled={TREE_ALGORITHMS.iter().any(|a| a.name == self.algorithm)}>
                                    { for ["line,char", "line", "token", "char", "byte", "line,token,char"].iter().map(|u| html! {
                                        <option value={*u} selected={self.units == *u}>{ *u }</option>
                                    }) }
                                </select>
                            </label>
                        </div>
                    </section>
                    <section class="pane oracle-pane">
                        <h2>{ "Oracle " }<code>{ "async (input) => {" }</code></h2>
                        <textarea data-testid="oracle-editor" spellcheck="false"
                            value={self.oracle.clone()} oninput={on_oracle} />
                        <code>{ "}" }</code>
                        <div class="row">
                            <label>{ "Timeout per test (ms) " }
                                <input type="number" min="1" data-testid="timeout-input" value={self.timeout_ms.clone()} oninput={on_timeout} />
                            </label>
                            <button data-testid="test-original-button" onclick={link.callback(|_| Msg::TestOriginal)}
                                disabled={self.testing_original || self.worker.is_none()}>{ "Test on the original" }</button>
                        </div>
                        <div class="original-result" data-testid="original-result">{ self.original_result.clone().unwrap_or_default() }</div>
                        <div class="row controls">
                            <button class="primary" data-testid="run-button" onclick={link.callback(|_| Msg::Run)}
                                disabled={running || self.languages.is_empty()}>{ "Reduce" }</button>
                            <button data-testid="stop-button" onclick={link.callback(|_| Msg::Stop)} disabled={!running}>{ "Stop" }</button>
                        </div>
                    </section>
                    <section class="pane result-pane">
                        <h2>{ "Result" }</h2>
                        <div class={status_class}>{ "Status: " }<span data-testid="status">{ &self.status }</span></div>
                        if let Some(warning) = &self.warning {
                            <div class="warning" data-testid="warning">{ warning }</div>
                        }
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
                        <div class="muted" data-testid="stats-phase">{ phase }</div>
                        if let Some(message) = self.progress.as_ref().and_then(|p| p.last_throw.clone()) {
                            <div class="muted">{ format!("last error thrown by the oracle (counted as not interesting): {message}") }</div>
                        }
                        <div class="row">
                            <span class="muted">{ format!("best so far: {} bytes, {} tokens", self.best.len(), count_tokens(&self.best)) }</span>
                            <button data-testid="download-button" onclick={link.callback(|_| Msg::Download)}
                                disabled={self.best.is_empty()}>{ "Download" }</button>
                        </div>
                        <pre data-testid="result-output">{ &self.best }</pre>
                    </section>
                </main>
            </div>
        }
    }
}

impl App {
    fn download_name(&self) -> String {
        match self.file_name.as_deref().and_then(|n| n.rsplit_once('.')) {
            Some((stem, ext)) => format!("{stem}.reduced.{ext}"),
            None => "reduced.txt".to_string(),
        }
    }
}

fn read_file(link: &yew::html::Scope<App>, file: web_sys::File) {
    let name = file.name();
    link.send_future(async move {
        match wasm_bindgen_futures::JsFuture::from(file.text()).await {
            Ok(text) => Msg::File(name, text.as_string().unwrap_or_default()),
            Err(e) => Msg::WorkerFailed(format!("cannot read {name}: {e:?}")),
        }
    });
}

fn download(text: &str, name: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}
