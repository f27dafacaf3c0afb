//! The playground's user interface, built from small components the way
//! Yew's examples are: the root [`App`] holds the [`Setup`] that the form
//! edits, the languages, the single run and the reduction worker; each pane
//! is a component with its own properties (and messages where it has state
//! of its own: the share bar, the race panel, the tree view). It never runs
//! the engine nor the user's oracle: a run is a [`Command`] to a reduction
//! worker, and the UI draws the worker's [`Report`]s.

mod algo_stats;
mod chart;
mod code_editor;
mod controls;
mod download;
mod editor;
mod examples;
mod examples_nav;
mod explain;
mod input_pane;
mod oracle_form;
mod oracle_pane;
mod race;
mod result_pane;
mod run;
mod setup;
mod share;
mod share_bar;
mod source_view;
mod tree_view;
mod worker_link;

use std::rc::Rc;

use gloo_events::EventListener;
use yew::prelude::*;

use crate::protocol::{Command, LanguageInfo, Report};
use controls::{Control, RunControls};
use examples_nav::ExamplesNav;
use input_pane::InputPane;
use oracle_pane::OraclePane;
use race::{RacePanel, RaceStatus};
use result_pane::ResultPane;
use run::{describe_result, Run};
use setup::{Edit, Setup};
use share::SharedSetup;
use share_bar::ShareBar;
use tree_view::TreePanel;
use worker_link::ReduceWorker;

pub fn start() {
    yew::Renderer::<App>::new().render();
}

pub enum Msg {
    Edit(Edit),
    Example(&'static str),
    /// An opened or dropped file: its name and text.
    File(String, String),
    FileFailed(String),
    Control(Control),
    TestOriginal,
    /// A `#share=` link was opened: its payload, decoded.
    SharedLoaded(Result<Box<SharedSetup>, String>),
    ConfirmShared,
    DiscardSharedOracle,
    Race(RaceStatus),
    /// Boxed: a report carries statistics and is much larger than the rest.
    Worker(Box<Report>),
}

pub struct App {
    setup: Rc<Setup>,
    /// Empty until the worker has loaded the engine.
    languages: Rc<Vec<LanguageInfo>>,
    worker: Option<ReduceWorker>,
    run: Rc<Run>,
    /// The race, while the result pane shows it rather than the single run.
    race: Option<RaceStatus>,
    /// Bumped by Stop, so that the race panel stops its lanes.
    race_stop: u32,
    original_result: Option<AttrValue>,
    testing_original: bool,
    /// A shared link brought oracle code or an endpoint: nothing may run it
    /// before the user says so.
    share_pending: bool,
    share_note: Option<AttrValue>,
    _hashchange: Option<EventListener>,
}

impl App {
    fn edit_setup(&mut self, change: impl FnOnce(&mut Setup)) {
        let setup = Rc::make_mut(&mut self.setup);
        change(setup);
        setup.fix_algorithm(&self.languages);
    }

    fn racing(&self) -> bool {
        self.race.as_ref().is_some_and(|r| r.running)
    }

    fn running(&self) -> bool {
        self.run.running() || self.racing()
    }

    fn send(&self, command: &Command) -> bool {
        self.worker.as_ref().is_some_and(|w| w.send(command))
    }

    /// Why nothing may run now, if so: checked before every run and test.
    fn refusal(&self) -> Option<String> {
        if self.share_pending {
            return Some("this setup came from a shared link: review its oracle and confirm before anything runs".into());
        }
        self.setup.refusal()
    }

    /// Starts a single run (paused for step mode).
    fn start_run(&mut self, paused: bool) {
        self.race = None;
        let setup = &self.setup;
        let mut run = Run::started(
            &setup.algorithm,
            AttrValue::from(setup.input.clone()),
            setup.timeout(),
            paused,
        );
        if let Some(why) = self.refusal() {
            run.fail(why);
        } else {
            let command = Command::Run {
                config: setup.run_config(&setup.algorithm, &self.languages),
                paused,
                tree_view: true,
            };
            if !self.send(&command) {
                run.fail("the reduction worker is not available".to_string());
            }
        }
        self.run = Rc::new(run);
    }

    fn control(&mut self, control: Control) -> bool {
        let run = Rc::make_mut(&mut self.run);
        match control {
            Control::Run => {
                if self.run.running() || self.racing() {
                    return false;
                }
                self.start_run(false);
            }
            Control::Stop => {
                if run.running() {
                    run.status = "stopping…".to_string();
                    self.send(&Command::Stop);
                }
                self.race_stop += 1;
            }
            Control::Pause => {
                if run.running() && !run.paused {
                    run.status = "pausing…".to_string();
                    self.send(&Command::Pause);
                }
            }
            Control::Resume => {
                if run.running() && run.paused {
                    run.paused = false;
                    run.status = "running".to_string();
                    self.send(&Command::Resume);
                }
            }
            Control::Step => {
                if self.racing() || self.run.stepping {
                    return false;
                }
                if !self.run.running() {
                    // Step mode from scratch: a run that starts paused.
                    self.start_run(true);
                    if !self.run.running() {
                        return true;
                    }
                } else if !self.run.paused {
                    return false;
                }
                let run = Rc::make_mut(&mut self.run);
                run.stepping = true;
                run.status = "stepping…".to_string();
                self.send(&Command::Step);
            }
        }
        true
    }

    fn worker_report(&mut self, report: Report) {
        match report {
            Report::Ready { languages } => {
                self.languages = Rc::new(languages);
                Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
                if !self.run.running() && self.run.status.starts_with("loading") {
                    self.run = Rc::new(Run::waiting("ready"));
                }
            }
            Report::OriginalResult { result, elapsed_ms } => {
                self.testing_original = false;
                self.original_result = Some(describe_result(&result, elapsed_ms).into());
            }
            report => Rc::make_mut(&mut self.run).take(report),
        }
    }

    fn test_original(&mut self) {
        if let Some(why) = self.refusal() {
            self.original_result = Some(why.into());
            return;
        }
        self.testing_original = true;
        self.original_result = Some("testing…".into());
        let command = Command::TestOriginal {
            config: self
                .setup
                .run_config(&self.setup.algorithm, &self.languages),
        };
        self.send(&command);
    }

    /// Reads a `#share=` link in the address, if there is one.
    fn read_hash(link: &yew::html::Scope<App>) {
        let Some(hash) = web_sys::window().and_then(|w| w.location().hash().ok()) else {
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
    let file = gloo_file::File::from(file);
    link.send_future(async move {
        let name = file.name();
        match gloo_file::futures::read_as_bytes(&file).await {
            Ok(bytes) => Msg::File(name, String::from_utf8_lossy(&bytes).into_owned()),
            Err(e) => Msg::FileFailed(format!("cannot read {name}: {e}")),
        }
    });
}

impl Component for App {
    type Message = Msg;
    type Properties = ();

    fn create(ctx: &Context<Self>) -> Self {
        let on_report = ctx.link().callback(|r| Msg::Worker(Box::new(r)));
        let (worker, status) = match ReduceWorker::spawn(on_report) {
            Ok(w) => (Some(w), "loading the engine…".to_string()),
            Err(e) => (None, e),
        };
        // A share link pasted into this tab's address bar loads too.
        let hashchange = web_sys::window().map(|window| {
            let link = ctx.link().clone();
            EventListener::new(&window, "hashchange", move |_| App::read_hash(&link))
        });
        App::read_hash(ctx.link());
        App {
            setup: Rc::new(Setup::default()),
            languages: Rc::default(),
            worker,
            run: Rc::new(Run::waiting(&status)),
            race: None,
            race_stop: 0,
            original_result: None,
            testing_original: false,
            share_pending: false,
            share_note: None,
            _hashchange: hashchange,
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Edit(edit) => self.edit_setup(|s| s.apply(edit)),
            Msg::Example(id) => {
                if let Some(example) = examples::by_id(id) {
                    self.edit_setup(|s| s.load_example(example));
                }
            }
            Msg::File(name, text) => self.edit_setup(|s| s.load_file(name, text)),
            Msg::FileFailed(message) => Rc::make_mut(&mut self.run).fail(message),
            Msg::Control(control) => return self.control(control),
            Msg::TestOriginal => self.test_original(),
            Msg::SharedLoaded(Ok(shared)) => {
                if self.running() {
                    self.share_note = Some(
                        "a shared link was opened during a run: stop it, then reload the page"
                            .into(),
                    );
                } else {
                    self.share_pending = shared.needs_confirmation();
                    self.setup = Rc::new(shared.setup);
                    Rc::make_mut(&mut self.setup).fix_algorithm(&self.languages);
                    self.share_note = Some("setup loaded from the link; nothing has run".into());
                    self.original_result = None;
                }
            }
            Msg::SharedLoaded(Err(e)) => self.share_note = Some(e.into()),
            Msg::ConfirmShared => {
                self.share_pending = false;
                self.share_note = Some("oracle confirmed: it runs when you reduce or test".into());
            }
            Msg::DiscardSharedOracle => {
                self.share_pending = false;
                self.edit_setup(Setup::reset_oracle);
                self.share_note =
                    Some("the link's oracle was discarded; the input and settings are kept".into());
            }
            Msg::Race(status) => self.race = Some(status),
            Msg::Worker(report) => self.worker_report(*report),
        }
        let _ = ctx;
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let link = ctx.link();
        let engine_missing = self.worker.is_none() || self.languages.is_empty();
        let blocked = self.share_pending || engine_missing;
        let on_edit = link.callback(Msg::Edit);
        let on_file = {
            let link = link.clone();
            Callback::from(move |file| read_file(&link, file))
        };
        let (status, failed) = match &self.race {
            Some(race) => (race.text.clone(), race.failed),
            None => (
                self.run.status.clone(),
                self.run.state == run::RunState::Failed,
            ),
        };
        html! {
            <div class="app">
                <header>
                    <h1>{ "whittle" }<span class="sub">{ " playground — a test-case reducer in your browser" }</span></h1>
                    <ExamplesNav disabled={self.running()} on_pick={link.callback(Msg::Example)} />
                    <ShareBar setup={self.setup.clone()} pending={self.share_pending} note={self.share_note.clone()}
                        on_confirm={link.callback(|_| Msg::ConfirmShared)}
                        on_discard={link.callback(|_| Msg::DiscardSharedOracle)} />
                </header>
                <main>
                    <InputPane setup={self.setup.clone()} languages={self.languages.clone()}
                        on_edit={on_edit.clone()} {on_file} />
                    <OraclePane setup={self.setup.clone()} on_edit={on_edit}
                        test_disabled={self.testing_original || self.worker.is_none() || self.share_pending}
                        original_result={self.original_result.clone()}
                        on_test_original={link.callback(|_| Msg::TestOriginal)}>
                        <RunControls running={self.running()} single={self.run.running()}
                            paused={self.run.paused} stepping={self.run.stepping}
                            racing={self.racing()} {blocked}
                            on_control={link.callback(Msg::Control)} />
                    </OraclePane>
                    <ResultPane run={self.run.clone()} status={AttrValue::from(status)} {failed}
                        input_bytes={self.setup.input.len()}
                        download_name={AttrValue::from(self.setup.download_name())}
                        racing={self.race.is_some()}
                        language={code_editor::editor_language(self.setup.resolved_language(&self.languages))}>
                        <RacePanel setup={self.setup.clone()} languages={self.languages.clone()}
                            blocked={blocked || self.run.running()} stop={self.race_stop}
                            shown={self.race.is_some()} on_status={link.callback(Msg::Race)} />
                    </ResultPane>
                    { self.tree_pane() }
                </main>
            </div>
        }
    }
}

impl App {
    /// The parse tree of the last single run, full width under the panes.
    fn tree_pane(&self) -> Html {
        if self.race.is_some() {
            return html! {};
        }
        html! {
            <section class="pane tree-pane">
                <h2>{ "Parse tree" }</h2>
                if let Some(model) = &self.run.tree {
                    <TreePanel model={model.clone()} status={self.run.tree_status.clone()} focus={self.run.tree_focus} />
                } else {
                    <div class="muted" data-testid="tree-note">{
                        "The parse tree of the input shows here during a run with a language: with a tree algorithm, each node is marked kept, removed or under test."
                    }</div>
                }
            </section>
        }
    }
}
