//! The user interface's state and messages. It never runs the engine nor the
//! user's oracle: a run is a [`Command`] to a reduction worker (one for a
//! single run, one per algorithm in a race), and the UI draws the workers'
//! [`Report`]s. The page itself is drawn in `view.rs`; a single run's
//! parse tree and node statuses in `tree_view.rs`.

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use whittle_core::algorithms::tree::TREE_ALGORITHMS;
use whittle_core::Status;
use yew::prelude::*;

use crate::chart::{Series, COLORS};
use crate::examples;
use crate::oracle_form::{
    self, oracle_spec, EndpointField, EndpointForm, OracleKind, DEFAULT_CODE,
};
use crate::protocol::{
    BatchRow, Command, LanguageInfo, OracleResult, Point, Progress, Report, RunConfig, StepReport,
    TreeShape,
};
use crate::share::{self, SharedSetup};
use crate::tree_view::{TreeModel, TreeStatus};

/// A worker's `onmessage` handler, kept alive as long as the worker.
type OnMessage = Closure<dyn FnMut(MessageEvent)>;

pub fn start() {
    yew::Renderer::<App>::new().render();
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunState {
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
    OracleKind(OracleKind),
    Code(String),
    Endpoint(EndpointField, String),
    Preset(String),
    Timeout(String),
    Example(String),
    File(String, String),
    Run,
    Stop,
    Pause,
    Resume,
    Step,
    TestOriginal,
    Download,
    ShowAll,
    Share,
    Shared(Result<String, String>),
    Copied(bool),
    /// A `#share=` link was opened: its payload, decoded.
    SharedLoaded(Result<Box<SharedSetup>, String>),
    ConfirmShared,
    DiscardSharedOracle,
    RaceSelection(Vec<String>),
    Race,
    /// Boxed: a report carries statistics and is much larger than the rest.
    Worker(Box<Report>),
    Lane {
        race: u32,
        lane: usize,
        report: Box<Report>,
    },
    WorkerFailed(String),
}

/// One algorithm of a race, in its own reduction worker.
pub struct Lane {
    pub algorithm: String,
    pub worker: Option<Worker>,
    _onmessage: Option<OnMessage>,
    pub state: RunState,
    pub status: String,
    pub progress: Option<Progress>,
    pub points: Rc<Vec<Point>>,
    /// The whole result, once the lane has finished.
    pub best: String,
}

impl Lane {
    fn end(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
    }
}

pub struct App {
    pub input: AttrValue,
    pub input_tokens: usize,
    pub file_name: Option<String>,
    /// `auto`, a language name, or `text`.
    pub language: String,
    pub algorithm: String,
    pub units: String,
    pub oracle_kind: OracleKind,
    pub code: String,
    pub endpoint: EndpointForm,
    pub timeout_ms: String,
    pub languages: Vec<LanguageInfo>,
    worker: Option<Worker>,
    _onmessage: Option<OnMessage>,
    _onhashchange: Option<Closure<dyn FnMut()>>,
    /// Made once, so that the input editor is not re-rendered for nothing.
    pub on_input: Callback<String>,
    pub on_file: Callback<web_sys::File>,
    pub state: RunState,
    pub paused: bool,
    /// A step was asked for and its report has not come yet.
    pub stepping: bool,
    /// The status line (`done`, `running`, `paused`, or an error).
    pub status: String,
    pub warning: Option<String>,
    pub progress: Option<Progress>,
    /// The best result: its start while running, all of it at the end.
    pub best: String,
    pub best_complete: bool,
    pub show_all: bool,
    pub points: Rc<Vec<Point>>,
    pub run_algorithm: String,
    pub explanation: Option<StepReport>,
    pub original_result: Option<String>,
    pub testing_original: bool,
    pub share_link: Option<String>,
    pub share_note: Option<String>,
    /// A shared link brought oracle code or an endpoint: nothing may run it
    /// before the user says so.
    pub share_pending: bool,
    pub race_selection: Vec<String>,
    pub race: Vec<Lane>,
    race_id: u32,
    /// The chart and the stats show the race rather than the single run.
    pub showing_race: bool,
    /// The single run's input, which the tree's byte ranges refer to (the
    /// editor may change during the run).
    run_input: AttrValue,
    /// The single run's parse tree, once the worker sent it.
    pub tree: Option<Rc<TreeModel>>,
    pub tree_status: Rc<TreeStatus>,
    /// The latest top-most removed nodes (progress sends them when they change).
    tree_removed: Vec<u32>,
    /// The node a step tested, with a number that changes on every step.
    pub tree_focus: Option<(u32, u32)>,
    /// Where a learning-guided algorithm's model comes from.
    pub model_note: Option<String>,
    /// The type-batched schedule so far.
    pub batch_log: Rc<Vec<BatchRow>>,
}

fn spawn_worker(
    link: &yew::html::Scope<App>,
    to_msg: impl Fn(Report) -> Msg + 'static,
) -> Result<(Worker, OnMessage), String> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options("reduce-worker.js", &options)
        .map_err(|e| format!("cannot start the reduction worker: {e:?}"))?;
    let link = link.clone();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        // Reports are JSON text, but for the parse tree's typed arrays.
        let report = match data.as_string() {
            Some(text) => serde_json::from_str::<Report>(&text).map_err(|e| e.to_string()),
            None => TreeShape::from_js(&data)
                .map(|shape| Report::Tree {
                    shape: Box::new(shape),
                })
                .ok_or_else(|| "neither JSON nor a tree".to_string()),
        };
        match report {
            Ok(report) => link.send_message(to_msg(report)),
            Err(e) => link.send_message(Msg::WorkerFailed(format!(
                "unreadable message from the worker ({e})"
            ))),
        }
    });
    worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    Ok((worker, onmessage))
}

fn post(worker: &Worker, command: &Command) -> bool {
    let json = serde_json::to_string(command).unwrap_or_default();
    worker.post_message(&JsValue::from_str(&json)).is_ok()
}

fn location() -> Option<web_sys::Location> {
    web_sys::window().map(|w| w.location())
}

pub fn count_tokens(text: &str) -> usize {
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

pub fn describe_result(result: &OracleResult, elapsed_ms: f64) -> String {
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
        OracleResult::Unreachable { message } => format!("error: {message}"),
        OracleResult::BadRequest { message } => {
            format!("error: the endpoint settings are wrong: {message}")
        }
    }
}

impl App {
    pub fn running(&self) -> bool {
        self.state == RunState::Running || self.race_running()
    }

    pub fn worker_missing(&self) -> bool {
        self.worker.is_none()
    }

    pub fn race_running(&self) -> bool {
        self.race.iter().any(|l| l.state == RunState::Running)
    }

    pub fn is_tree_algorithm(name: &str) -> bool {
        TREE_ALGORITHMS.iter().any(|a| a.name == name)
    }

    /// The language a run uses: the choice, or the file name's for `auto`.
    pub fn resolved_language(&self) -> Option<&LanguageInfo> {
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

    fn config(&self, algorithm: &str) -> RunConfig {
        RunConfig {
            input: self.input.to_string(),
            language: self.resolved_language().map(|l| l.name.clone()),
            algorithm: algorithm.to_string(),
            units: self.units.split(',').map(str::to_string).collect(),
            oracle: oracle_spec(self.oracle_kind, &self.code, &self.endpoint),
            timeout_ms: self.timeout_ms.trim().parse().unwrap_or(5000).max(1),
        }
    }

    fn send(&self, command: &Command) -> bool {
        self.worker.as_ref().is_some_and(|w| post(w, command))
    }

    /// Keeps the algorithm valid for the language: tree algorithms need one.
    fn fix_algorithm(&mut self) {
        if Self::is_tree_algorithm(&self.algorithm) && self.resolved_language().is_none() {
            self.algorithm = "ddmin*".to_string();
        }
    }

    /// Why nothing may run now, if so: checked before every run and test.
    fn refusal(&self) -> Option<String> {
        if self.share_pending {
            return Some("this setup came from a shared link: review its oracle and confirm before anything runs".into());
        }
        if self.input.is_empty() {
            return Some("the input is empty: paste, open or drop a test case first".into());
        }
        match self.oracle_kind {
            OracleKind::Javascript if self.code.trim().is_empty() => {
                Some("the oracle is empty: write a function body that returns true or false".into())
            }
            OracleKind::Javascript => None,
            OracleKind::Endpoint => self.endpoint.problem(),
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
                        self.config("").timeout_ms
                    ));
                } else if let Some(message) = &progress.last_throw {
                    why.push_str(&format!(" (it threw: {message})"));
                }
                why
            }
        }
    }

    fn fail(&mut self, message: String) {
        self.state = RunState::Failed;
        self.status = message;
    }

    /// Starts a single run (paused for step mode).
    fn start_run(&mut self, paused: bool) {
        self.warning = None;
        self.progress = None;
        self.explanation = None;
        self.best.clear();
        self.best_complete = false;
        self.show_all = false;
        self.showing_race = false;
        self.points = Rc::new(Vec::new());
        self.run_algorithm = self.algorithm.clone();
        self.run_input = self.input.clone();
        self.tree = None;
        self.tree_status = Rc::default();
        self.tree_removed.clear();
        self.tree_focus = None;
        self.model_note = None;
        self.batch_log = Rc::default();
        if let Some(why) = self.refusal() {
            self.fail(why);
            return;
        }
        let command = Command::Run {
            config: self.config(&self.algorithm),
            paused,
            tree_view: true,
        };
        if self.send(&command) {
            self.state = RunState::Running;
            self.paused = paused;
            self.status = if paused { "paused" } else { "running" }.to_string();
        } else {
            self.fail("the reduction worker is not available".to_string());
        }
    }

    fn start_race(&mut self, ctx: &Context<Self>) {
        for lane in &mut self.race {
            lane.end();
        }
        self.race.clear();
        self.showing_race = true;
        if let Some(why) = self.refusal() {
            self.fail(why);
            return;
        }
        let tree_ok = self.resolved_language().is_some();
        let algorithms: Vec<String> = self
            .race_selection
            .iter()
            .filter(|a| tree_ok || !Self::is_tree_algorithm(a))
            .cloned()
            .collect();
        if algorithms.len() < 2 {
            self.fail("choose two or more algorithms to race (Ctrl-click or Shift-click in the list; tree algorithms need a language)".into());
            return;
        }
        self.race_id += 1;
        let race = self.race_id;
        for (lane, algorithm) in algorithms.into_iter().enumerate() {
            let spawned = spawn_worker(ctx.link(), move |report| Msg::Lane {
                race,
                lane,
                report: Box::new(report),
            });
            let command = Command::Run {
                config: self.config(&algorithm),
                paused: false,
                tree_view: false,
            };
            let (worker, onmessage, state, status) = match spawned {
                Ok((w, c)) if post(&w, &command) => {
                    (Some(w), Some(c), RunState::Running, "running".to_string())
                }
                Ok(_) => (
                    None,
                    None,
                    RunState::Failed,
                    "the worker refused the run".into(),
                ),
                Err(e) => (None, None, RunState::Failed, e),
            };
            self.race.push(Lane {
                algorithm,
                worker,
                _onmessage: onmessage,
                state,
                status,
                progress: None,
                points: Rc::new(Vec::new()),
                best: String::new(),
            });
        }
        self.state = RunState::Idle;
        self.status = "racing".to_string();
    }

    fn lane_report(&mut self, lane: usize, report: Report) {
        if lane >= self.race.len() {
            return;
        }
        match report {
            Report::Progress(progress) => {
                let l = &mut self.race[lane];
                Rc::make_mut(&mut l.points).extend_from_slice(&progress.points);
                l.progress = Some(progress);
            }
            Report::Finished {
                status,
                progress,
                best,
            } => {
                let text = self.finish_message(status, &progress);
                let l = &mut self.race[lane];
                if status != Status::OriginalNotInteresting {
                    l.best = best;
                }
                Rc::make_mut(&mut l.points).extend_from_slice(&progress.points);
                l.state = match status {
                    Status::Finished => RunState::Done,
                    Status::Stopped => RunState::Stopped,
                    _ => RunState::Failed,
                };
                l.status = text;
                l.progress = Some(progress);
                l.end();
            }
            Report::Error {
                message, progress, ..
            } => {
                let l = &mut self.race[lane];
                l.state = RunState::Failed;
                l.status = message;
                if let Some(progress) = progress {
                    l.progress = Some(progress);
                }
                l.end();
            }
            _ => {}
        }
        if !self.race_running() && self.showing_race {
            let done = self
                .race
                .iter()
                .filter(|l| l.state == RunState::Done)
                .count();
            self.status = if done == self.race.len() {
                "race done".to_string()
            } else {
                format!("race over: {done} of {} finished", self.race.len())
            };
        }
    }

    /// The smallest result of the race so far (finished lanes only).
    pub fn race_winner(&self) -> Option<&Lane> {
        self.race
            .iter()
            .filter(|l| !l.best.is_empty())
            .min_by_key(|l| l.best.len())
    }

    /// The chart's curves: the race's, or the single run's.
    pub fn series(&self) -> Vec<Series> {
        if self.showing_race {
            self.race
                .iter()
                .enumerate()
                .map(|(i, l)| Series {
                    label: l.algorithm.clone(),
                    color: COLORS[i % COLORS.len()],
                    points: l.points.clone(),
                })
                .collect()
        } else if self.points.is_empty() {
            Vec::new()
        } else {
            vec![Series {
                label: self.run_algorithm.clone(),
                color: COLORS[0],
                points: self.points.clone(),
            }]
        }
    }

    fn take_progress(&mut self, mut progress: Progress) {
        if let Some(best) = progress.best.take() {
            self.best_complete = best.len() == progress.stats.current.bytes;
            self.best = best;
        }
        if let (Some(tree), Some(model)) = (progress.tree.take(), &self.tree) {
            if let Some(removed) = tree.removed {
                self.tree_removed = removed;
            }
            self.tree_status = Rc::new(TreeStatus::new(model, &self.tree_removed, tree.testing));
        }
        if let Some(log) = progress.batch_log.take() {
            self.batch_log = Rc::new(log);
        }
        Rc::make_mut(&mut self.points).extend_from_slice(&progress.points);
        progress.points.clear();
        self.progress = Some(progress);
    }

    fn worker_report(&mut self, report: Report) {
        match report {
            Report::Ready { languages } => {
                self.languages = languages;
                self.fix_algorithm();
                if self.state == RunState::Idle && self.status.starts_with("loading") {
                    self.status = "ready".to_string();
                }
            }
            Report::Started {
                language,
                parse_errors,
                model,
                ..
            } => {
                self.model_note = model;
                if parse_errors > 0 {
                    self.warning = Some(format!(
                        "the input does not parse cleanly as {} ({parse_errors} syntax error node{}); reducing anyway, and candidates may not add errors",
                        language.unwrap_or_default(),
                        if parse_errors == 1 { "" } else { "s" }
                    ));
                }
            }
            Report::Tree { shape } => {
                self.tree = Some(Rc::new(TreeModel::new(*shape, self.run_input.clone())));
                self.tree_status = Rc::default();
            }
            Report::Progress(progress) => self.take_progress(progress),
            Report::Paused { progress } => {
                self.take_progress(progress);
                self.paused = true;
                self.stepping = false;
                self.status = "paused".to_string();
            }
            Report::Stepped { step, progress } => {
                self.take_progress(progress);
                if let Some(node) = self.tree_status.first_testing() {
                    let seq = self.tree_focus.map_or(0, |(seq, _)| seq.wrapping_add(1));
                    self.tree_focus = Some((seq, node));
                }
                self.explanation = Some(step);
                self.paused = true;
                self.stepping = false;
                self.status = "paused".to_string();
            }
            Report::Finished {
                status,
                progress,
                best,
            } => {
                self.status = self.finish_message(status, &progress);
                self.state = match status {
                    Status::Finished => RunState::Done,
                    Status::Stopped => RunState::Stopped,
                    _ => RunState::Failed,
                };
                self.best = best;
                self.best_complete = true;
                if status == Status::OriginalNotInteresting {
                    self.best.clear();
                }
                self.paused = false;
                self.stepping = false;
                self.take_progress(progress);
            }
            Report::Error {
                message,
                progress,
                best,
            } => {
                self.fail(message);
                self.paused = false;
                self.stepping = false;
                if let Some(progress) = progress {
                    self.take_progress(progress);
                }
                if let Some(best) = best {
                    self.best = best;
                    self.best_complete = true;
                }
            }
            Report::OriginalResult { result, elapsed_ms } => {
                self.testing_original = false;
                self.original_result = Some(describe_result(&result, elapsed_ms));
            }
        }
    }

    fn shared_setup(&self) -> SharedSetup {
        SharedSetup {
            v: share::VERSION,
            input: self.input.to_string(),
            file_name: self.file_name.clone(),
            language: self.language.clone(),
            algorithm: self.algorithm.clone(),
            units: self.units.clone(),
            oracle_kind: self.oracle_kind,
            code: self.code.clone(),
            endpoint: self.endpoint.clone(),
            timeout_ms: self.timeout_ms.clone(),
        }
    }

    fn load_shared(&mut self, setup: SharedSetup) {
        self.share_pending = setup.needs_confirmation();
        self.input_tokens = count_tokens(&setup.input);
        self.input = AttrValue::from(setup.input);
        self.file_name = setup.file_name;
        self.language = setup.language;
        self.algorithm = setup.algorithm;
        self.units = setup.units;
        self.oracle_kind = setup.oracle_kind;
        self.code = setup.code;
        self.endpoint = setup.endpoint;
        self.timeout_ms = setup.timeout_ms;
        self.share_note = Some("setup loaded from the link; nothing has run".to_string());
        self.original_result = None;
    }

    /// Reads a `#share=` link in the address, if there is one.
    fn read_hash(link: &yew::html::Scope<App>) {
        let Some(hash) = location().and_then(|l| l.hash().ok()) else {
            return;
        };
        let Some(payload) = share::payload(&hash).map(str::to_string) else {
            return;
        };
        link.send_future(
            async move { Msg::SharedLoaded(share::decode(&payload).await.map(Box::new)) },
        );
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

impl App {
    fn download_name(&self) -> String {
        match self.file_name.as_deref().and_then(|n| n.rsplit_once('.')) {
            Some((stem, ext)) => format!("{stem}.reduced.{ext}"),
            None => "reduced.txt".to_string(),
        }
    }
}

impl Component for App {
    type Message = Msg;
    type Properties = ();

    fn create(ctx: &Context<Self>) -> Self {
        let (worker, onmessage, status) =
            match spawn_worker(ctx.link(), |r| Msg::Worker(Box::new(r))) {
                Ok((w, c)) => (Some(w), Some(c), "loading the engine…".to_string()),
                Err(e) => (None, None, e),
            };
        // A share link pasted into this tab's address bar loads too.
        let onhashchange = web_sys::window().map(|window| {
            let link = ctx.link().clone();
            let closure = Closure::<dyn FnMut()>::new(move || App::read_hash(&link));
            window.set_onhashchange(Some(closure.as_ref().unchecked_ref()));
            closure
        });
        App::read_hash(ctx.link());
        let link = ctx.link().clone();
        App {
            input: AttrValue::default(),
            input_tokens: 0,
            file_name: None,
            language: "auto".to_string(),
            algorithm: "ddmin*".to_string(),
            units: "line,char".to_string(),
            oracle_kind: OracleKind::Javascript,
            code: DEFAULT_CODE.to_string(),
            endpoint: EndpointForm::default(),
            timeout_ms: "5000".to_string(),
            languages: Vec::new(),
            worker,
            _onmessage: onmessage,
            _onhashchange: onhashchange,
            on_input: ctx.link().callback(Msg::Input),
            on_file: Callback::from(move |file| read_file(&link, file)),
            state: RunState::Idle,
            paused: false,
            stepping: false,
            status,
            warning: None,
            progress: None,
            best: String::new(),
            best_complete: false,
            show_all: false,
            points: Rc::new(Vec::new()),
            run_algorithm: String::new(),
            explanation: None,
            original_result: None,
            testing_original: false,
            share_link: None,
            share_note: None,
            share_pending: false,
            race_selection: Vec::new(),
            race: Vec::new(),
            race_id: 0,
            showing_race: false,
            run_input: AttrValue::default(),
            tree: None,
            tree_status: Rc::default(),
            tree_removed: Vec::new(),
            tree_focus: None,
            model_note: None,
            batch_log: Rc::default(),
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Input(text) => {
                self.input_tokens = count_tokens(&text);
                self.input = AttrValue::from(text);
            }
            Msg::Language(language) => {
                self.language = language;
                self.fix_algorithm();
            }
            Msg::Algorithm(algorithm) => self.algorithm = algorithm,
            Msg::Units(units) => self.units = units,
            Msg::OracleKind(kind) => self.oracle_kind = kind,
            Msg::Code(code) => self.code = code,
            Msg::Endpoint(field, value) => self.endpoint.set(field, value),
            Msg::Preset(id) => {
                if let Some(form) = oracle_form::preset(&id) {
                    self.endpoint = form;
                    self.oracle_kind = OracleKind::Endpoint;
                }
            }
            Msg::Timeout(timeout) => self.timeout_ms = timeout,
            Msg::Example(id) => {
                if let Some(example) = examples::by_id(&id) {
                    self.input = AttrValue::Static(example.input);
                    self.input_tokens = count_tokens(example.input);
                    self.file_name = Some(example.file_name.to_string());
                    self.language = example.language.to_string();
                    self.algorithm = example.algorithm.to_string();
                    self.oracle_kind = OracleKind::Javascript;
                    self.code = example.oracle.to_string();
                    self.fix_algorithm();
                }
            }
            Msg::File(name, text) => {
                self.input_tokens = count_tokens(&text);
                self.input = AttrValue::from(text);
                self.file_name = Some(name);
                self.language = "auto".to_string();
                self.fix_algorithm();
            }
            Msg::Run => {
                if self.running() {
                    return false;
                }
                self.start_run(false);
            }
            Msg::Stop => {
                if self.state == RunState::Running {
                    self.send(&Command::Stop);
                    self.status = "stopping…".to_string();
                }
                for lane in &mut self.race {
                    if lane.state == RunState::Running {
                        if let Some(worker) = &lane.worker {
                            post(worker, &Command::Stop);
                        }
                    }
                }
            }
            Msg::Pause => {
                if self.state == RunState::Running && !self.paused {
                    self.send(&Command::Pause);
                    self.status = "pausing…".to_string();
                }
            }
            Msg::Resume => {
                if self.state == RunState::Running && self.paused {
                    self.send(&Command::Resume);
                    self.paused = false;
                    self.status = "running".to_string();
                }
            }
            Msg::Step => {
                if self.race_running() || self.stepping {
                    return false;
                }
                if self.state != RunState::Running {
                    // Step mode from scratch: a run that starts paused.
                    self.start_run(true);
                    if self.state != RunState::Running {
                        return true;
                    }
                } else if !self.paused {
                    return false;
                }
                self.stepping = true;
                self.send(&Command::Step);
                self.status = "stepping…".to_string();
            }
            Msg::TestOriginal => {
                if let Some(why) = self.refusal() {
                    self.original_result = Some(why);
                    return true;
                }
                self.testing_original = true;
                self.original_result = Some("testing…".to_string());
                let command = Command::TestOriginal {
                    config: self.config(&self.algorithm),
                };
                self.send(&command);
            }
            Msg::Download => {
                let _ = download(&self.best, &self.download_name());
                return false;
            }
            Msg::ShowAll => self.show_all = true,
            Msg::Share => {
                let setup = self.shared_setup();
                self.share_note = Some("making the link…".to_string());
                ctx.link()
                    .send_future(async move { Msg::Shared(share::encode(&setup).await) });
            }
            Msg::Shared(Ok(payload)) => {
                let hash = share::hash_for(&payload);
                let window = web_sys::window();
                if let Some(history) = window.as_ref().and_then(|w| w.history().ok()) {
                    // replaceState: no hashchange, so the form is not reloaded.
                    let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&hash));
                }
                let href = location().and_then(|l| l.href().ok()).unwrap_or(hash);
                self.share_note = Some(format!("link made ({} characters)", href.len()));
                self.share_link = Some(href.clone());
                ctx.link()
                    .send_future(async move { Msg::Copied(share::copy(&href).await) });
            }
            Msg::Shared(Err(e)) => self.share_note = Some(format!("cannot make the link: {e}")),
            Msg::Copied(copied) => {
                let length = self.share_link.as_ref().map_or(0, String::len);
                self.share_note = Some(if copied {
                    format!("link copied to the clipboard ({length} characters)")
                } else {
                    format!("link made ({length} characters): copy it from the box")
                });
            }
            Msg::SharedLoaded(Ok(setup)) => {
                if self.running() {
                    self.share_note = Some(
                        "a shared link was opened during a run: stop it, then reload the page"
                            .into(),
                    );
                } else {
                    self.load_shared(*setup);
                    self.fix_algorithm();
                }
            }
            Msg::SharedLoaded(Err(e)) => self.share_note = Some(e),
            Msg::ConfirmShared => {
                self.share_pending = false;
                self.share_note = Some("oracle confirmed: it runs when you reduce or test".into());
            }
            Msg::DiscardSharedOracle => {
                self.share_pending = false;
                self.code = DEFAULT_CODE.to_string();
                self.endpoint = EndpointForm::default();
                self.oracle_kind = OracleKind::Javascript;
                self.share_note =
                    Some("the link's oracle was discarded; the input and settings are kept".into());
            }
            Msg::RaceSelection(selection) => self.race_selection = selection,
            Msg::Race => {
                if self.running() {
                    return false;
                }
                self.start_race(ctx);
            }
            Msg::Worker(report) => self.worker_report(*report),
            Msg::Lane { race, lane, report } => {
                if race != self.race_id {
                    return false;
                }
                self.lane_report(lane, *report);
            }
            Msg::WorkerFailed(message) => self.fail(message),
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        crate::view::page(self, ctx)
    }
}
