//! Racing algorithms: each chosen algorithm runs in its own reduction
//! worker on the same setup; the panel shows their curves, a table and the
//! smallest result. It owns its workers and tells the page its status.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use whittle_core::algorithms::tree::TREE_ALGORITHMS;
use whittle_core::algorithms::ALGORITHMS;
use whittle_core::Status;
use yew::prelude::*;

use super::chart::{Series, SizeChart, COLORS};
use super::run::{end_state, finish_message, RunState};
use super::setup::{is_tree_algorithm, Setup};
use super::worker_link::ReduceWorker;
use crate::protocol::{preview, Command, LanguageInfo, Point, Progress, Report, PREVIEW_BYTES};

/// What the page shows of the race in its status line.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceStatus {
    pub running: bool,
    pub text: String,
    pub failed: bool,
}

#[derive(Properties, PartialEq)]
pub struct RacePanelProps {
    pub setup: Rc<Setup>,
    pub languages: Rc<Vec<LanguageInfo>>,
    /// Nothing may start (a single run is going on, a shared oracle waits
    /// for confirmation, the engine is not loaded).
    pub blocked: bool,
    /// Changes when the user presses Stop.
    pub stop: u32,
    /// The page shows the race (not the single run).
    pub shown: bool,
    pub on_status: Callback<RaceStatus>,
}

/// One algorithm of a race, in its own reduction worker.
struct Lane {
    algorithm: String,
    worker: Option<ReduceWorker>,
    state: RunState,
    status: String,
    progress: Option<Progress>,
    points: Rc<Vec<Point>>,
    /// The whole result, once the lane has finished.
    best: Option<Vec<u8>>,
}

pub enum RaceMsg {
    Select(Vec<String>),
    Start,
    Report {
        race: u32,
        lane: usize,
        report: Box<Report>,
    },
}

pub struct RacePanel {
    selection: Vec<String>,
    lanes: Vec<Lane>,
    /// Reports of an earlier race are dropped.
    race_id: u32,
    timeout_ms: u32,
}

impl RacePanel {
    fn running(&self) -> bool {
        self.lanes.iter().any(|l| l.state == RunState::Running)
    }

    fn say(&self, ctx: &Context<Self>, text: String, failed: bool) {
        ctx.props().on_status.emit(RaceStatus {
            running: self.running(),
            text,
            failed,
        });
    }

    fn start(&mut self, ctx: &Context<Self>) {
        self.lanes.clear();
        let props = ctx.props();
        if let Some(why) = props.setup.refusal() {
            self.say(ctx, why, true);
            return;
        }
        let tree_ok = props.setup.resolved_language(&props.languages).is_some();
        let algorithms: Vec<String> = self
            .selection
            .iter()
            .filter(|a| tree_ok || !is_tree_algorithm(a))
            .cloned()
            .collect();
        if algorithms.len() < 2 {
            self.say(ctx, "choose two or more algorithms to race (Ctrl-click or Shift-click in the list; tree algorithms need a language)".into(), true);
            return;
        }
        self.race_id += 1;
        self.timeout_ms = props.setup.timeout();
        let race = self.race_id;
        for (lane, algorithm) in algorithms.into_iter().enumerate() {
            let on_report = ctx.link().callback(move |report| RaceMsg::Report {
                race,
                lane,
                report: Box::new(report),
            });
            let command = Command::Run {
                config: props.setup.run_config(&algorithm, &props.languages),
                paused: false,
                tree_view: false,
            };
            let (worker, state, status) = match ReduceWorker::spawn(on_report) {
                Ok(w) if w.send(&command) => (Some(w), RunState::Running, "running".to_string()),
                Ok(_) => (None, RunState::Failed, "the worker refused the run".into()),
                Err(e) => (None, RunState::Failed, e),
            };
            self.lanes.push(Lane {
                algorithm,
                worker,
                state,
                status,
                progress: None,
                points: Rc::new(Vec::new()),
                best: None,
            });
        }
        self.say(ctx, "racing".into(), false);
    }

    fn stop(&mut self) {
        for lane in &self.lanes {
            if lane.state == RunState::Running {
                if let Some(worker) = &lane.worker {
                    worker.send(&Command::Stop);
                }
            }
        }
    }

    fn take(&mut self, ctx: &Context<Self>, lane: usize, report: Report) {
        let timeout_ms = self.timeout_ms;
        let Some(l) = self.lanes.get_mut(lane) else {
            return;
        };
        match report {
            Report::Progress(progress) => {
                Rc::make_mut(&mut l.points).extend_from_slice(&progress.points);
                l.progress = Some(progress);
            }
            Report::Finished {
                status,
                progress,
                best,
            } => {
                if status != Status::OriginalNotInteresting {
                    l.best = Some(best);
                }
                Rc::make_mut(&mut l.points).extend_from_slice(&progress.points);
                l.state = end_state(status);
                l.status = finish_message(status, &progress, timeout_ms);
                l.progress = Some(progress);
                l.worker = None;
            }
            Report::Error {
                message, progress, ..
            } => {
                l.state = RunState::Failed;
                l.status = message;
                if progress.is_some() {
                    l.progress = progress;
                }
                l.worker = None;
            }
            _ => return,
        }
        if !self.running() {
            let done = self
                .lanes
                .iter()
                .filter(|l| l.state == RunState::Done)
                .count();
            let text = if done == self.lanes.len() {
                "race done".to_string()
            } else {
                format!("race over: {done} of {} finished", self.lanes.len())
            };
            self.say(ctx, text, false);
        }
    }

    /// The smallest result so far (finished lanes only).
    fn winner(&self) -> Option<(&Lane, &[u8])> {
        self.lanes
            .iter()
            .filter_map(|l| l.best.as_deref().map(|b| (l, b)))
            .min_by_key(|(_, b)| b.len())
    }

    fn table(&self, input_bytes: usize) -> Html {
        html! {
            <table class="stats race-stats" data-testid="race-stats">
                <tr><th>{ "algorithm" }</th><th>{ "status" }</th><th>{ "bytes" }</th><th>{ "units" }</th>
                    <th>{ "queries" }</th><th>{ "cache hits" }</th><th>{ "rejections" }</th><th>{ "time" }</th></tr>
                { for self.lanes.iter().map(|lane| {
                    let stats = lane.progress.as_ref().map(|p| p.stats);
                    html! {
                        <tr data-testid="race-row" data-algorithm={lane.algorithm.clone()}>
                            <td>{ &lane.algorithm }</td>
                            <td data-testid="race-status">{ &lane.status }</td>
                            <td data-testid="race-size">{ stats.map_or(input_bytes, |s| s.current.bytes) }</td>
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
}

impl Component for RacePanel {
    type Message = RaceMsg;
    type Properties = RacePanelProps;

    fn create(_ctx: &Context<Self>) -> Self {
        RacePanel {
            selection: Vec::new(),
            lanes: Vec::new(),
            race_id: 0,
            timeout_ms: 0,
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: RaceMsg) -> bool {
        match msg {
            RaceMsg::Select(selection) => self.selection = selection,
            RaceMsg::Start => {
                if self.running() || ctx.props().blocked {
                    return false;
                }
                self.start(ctx);
            }
            RaceMsg::Report { race, lane, report } => {
                if race != self.race_id {
                    return false;
                }
                self.take(ctx, lane, *report);
            }
        }
        true
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &RacePanelProps) -> bool {
        if ctx.props().stop != old.stop {
            self.stop();
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let props = ctx.props();
        let tree_ok = props.setup.resolved_language(&props.languages).is_some();
        let on_select = ctx.link().callback(|e: Event| {
            let select = e.target_unchecked_into::<HtmlSelectElement>();
            let options = select.selected_options();
            let chosen = (0..options.length())
                .filter_map(|i| options.item(i))
                .filter_map(|o| o.get_attribute("value"))
                .collect();
            RaceMsg::Select(chosen)
        });
        let series: Vec<Series> = self
            .lanes
            .iter()
            .enumerate()
            .map(|(i, l)| Series {
                label: l.algorithm.clone(),
                color: COLORS[i % COLORS.len()],
                points: l.points.clone(),
            })
            .collect();
        html! {
            <div class="race">
                <div class="row">
                    <label>{ "Race " }
                        <select multiple=true data-testid="race-select" onchange={on_select} size="4">
                            { for ALGORITHMS.iter().map(|a| a.name)
                                .chain(TREE_ALGORITHMS.iter().map(|a| a.name).filter(|_| tree_ok))
                                .map(|name| html! {
                                    <option value={name} selected={self.selection.iter().any(|s| s == name)}>{ name }</option>
                                }) }
                        </select>
                    </label>
                    <button data-testid="race-button" onclick={ctx.link().callback(|_| RaceMsg::Start)}
                        disabled={self.running() || props.blocked}
                        title="Run the chosen algorithms side by side on the same input, each in its own workers">{ "Race" }</button>
                    <span class="muted">{ "Ctrl-click to choose two or more; each runs in its own workers" }</span>
                </div>
                if props.shown && !self.lanes.is_empty() {
                    <SizeChart {series} />
                    { self.table(props.setup.input.len()) }
                    if let Some((winner, best)) = self.winner() {
                        <div class="muted">{ format!("smallest result so far: {} ({} bytes)", winner.algorithm, best.len()) }</div>
                        <pre data-testid="race-result">{ preview(&String::from_utf8_lossy(best), PREVIEW_BYTES).to_string() }</pre>
                    }
                }
            </div>
        }
    }
}
