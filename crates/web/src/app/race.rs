//! Racing algorithms: each chosen algorithm runs in its own reduction
//! worker on the same setup; the panel shows their curves, a table and the
//! smallest result. It owns its workers and tells the page its status.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use whittle_core::algorithms::tree::TREE_ALGORITHMS;
use whittle_core::algorithms::ALGORITHMS;
use whittle_core::Status;
use yew::prelude::*;

use super::chart::{Series, SizeChart, COLORS};
use super::download::download;
use super::run::{run_end, RunState};
use super::setup::{is_tree_algorithm, SetupRef};
use super::worker_link::{engine_for, Incoming, ReduceWorker};
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
    pub setup: SetupRef,
    pub languages: Rc<Vec<LanguageInfo>>,
    /// Nothing may start (a single run is going on, a shared oracle waits
    /// for confirmation, the engine is not loaded).
    pub blocked: bool,
    /// Changes when the user presses Stop.
    pub stop: u32,
    /// The page shows the race (not the single run).
    pub shown: bool,
    /// The input's download name; a lane's result is saved as `ALGORITHM.NAME`.
    pub download_name: AttrValue,
    pub on_status: Callback<RaceStatus>,
}

/// Which lanes lead, by index.
struct Leaders {
    size: Option<usize>,
    queries: Option<usize>,
    time: Option<usize>,
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
    /// An algorithm ticked or unticked.
    Choose(String, bool),
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
            self.say(ctx, "choose two or more algorithms to race (tick them; tree algorithms need a language)".into(), true);
            return;
        }
        self.race_id += 1;
        self.timeout_ms = props.setup.timeout();
        let race = self.race_id;
        for (lane, algorithm) in algorithms.into_iter().enumerate() {
            // Lanes ask for no parse tree: reports are all they get.
            let on_report = ctx.link().batch_callback(move |incoming| match incoming {
                Incoming::Report(report) => Some(RaceMsg::Report { race, lane, report }),
                Incoming::Tree(_) => None,
            });
            let command = Command::Run {
                config: props.setup.run_config(&algorithm, &props.languages),
                paused: false,
                tree_view: false,
            };
            let engine = engine_for(&props.setup, &props.languages);
            let (worker, state, status) = match ReduceWorker::spawn(&engine, on_report) {
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
                (l.state, l.status) = run_end(status, &progress, timeout_ms);
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
            // A lane has no resume: an endpoint that stays down ends it.
            Report::Paused {
                reason: Some(reason),
                progress,
            } => {
                l.state = RunState::Failed;
                l.status = reason;
                l.progress = Some(progress);
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

    fn table(&self, input_bytes: usize, download_name: &AttrValue) -> Html {
        let leaders = self.leader_indices();
        let mark = |lane: usize, leader: Option<usize>| {
            if leader == Some(lane) {
                "leader"
            } else {
                ""
            }
        };
        html! {
            <table class="stats race-stats" data-testid="race-stats">
                <tr><th>{ "algorithm" }</th><th>{ "status" }</th><th>{ "bytes" }</th><th>{ "units" }</th>
                    <th>{ "queries" }</th><th>{ "cache hits" }</th><th>{ "rejections" }</th><th>{ "time" }</th><th></th></tr>
                { for self.lanes.iter().enumerate().map(|(i, lane)| {
                    let stats = lane.progress.as_ref().map(|p| p.stats);
                    let on_download = {
                        let best = lane.best.clone();
                        let name = format!("{}.{}", lane.algorithm.replace('*', "-star"), download_name);
                        Callback::from(move |_: MouseEvent| {
                            if let Some(best) = &best {
                                let _ = download(best, &name);
                            }
                        })
                    };
                    html! {
                        <tr data-testid="race-row" data-algorithm={lane.algorithm.clone()}>
                            <td>{ &lane.algorithm }</td>
                            <td data-testid="race-status">{ &lane.status }</td>
                            <td data-testid="race-size" class={mark(i, leaders.size)}>{ stats.map_or(input_bytes, |s| s.current.bytes) }</td>
                            <td>{ stats.map_or(0, |s| s.current.units) }</td>
                            <td data-testid="race-queries" class={mark(i, leaders.queries)}>{ stats.map_or(0, |s| s.queries) }</td>
                            <td>{ stats.map_or(0, |s| s.cache.hits()) }</td>
                            <td>{ stats.map_or(0, |s| s.rejections) }</td>
                            <td class={mark(i, leaders.time)}>{ format!("{:.1} s", lane.progress.as_ref().map_or(0.0, |p| p.elapsed_ms) / 1000.0) }</td>
                            <td><button data-testid="race-download" onclick={on_download} disabled={lane.best.is_none()}
                                aria-label={format!("download the result of {}", lane.algorithm)}>{ "Download" }</button></td>
                        </tr>
                    }
                }) }
            </table>
        }
    }

    /// The finished lanes that lead on size, on queries and on time.
    fn leader_indices(&self) -> Leaders {
        let finished = || {
            self.lanes
                .iter()
                .enumerate()
                .filter(|(_, l)| l.best.is_some())
                .filter_map(|(i, l)| l.progress.as_ref().map(|p| (i, l, p)))
        };
        Leaders {
            size: finished()
                .min_by_key(|(_, l, _)| l.best.as_ref().map_or(usize::MAX, Vec::len))
                .map(|(i, ..)| i),
            queries: finished()
                .min_by_key(|(_, _, p)| p.stats.queries)
                .map(|(i, ..)| i),
            time: finished()
                .min_by(|(_, _, a), (_, _, b)| a.elapsed_ms.total_cmp(&b.elapsed_ms))
                .map(|(i, ..)| i),
        }
    }

    /// Who leads on what, in a sentence.
    fn leaders(&self) -> Html {
        let leaders = self.leader_indices();
        let name = |i: Option<usize>| i.map(|i| self.lanes[i].algorithm.clone());
        let (Some(size), Some(queries), Some(time)) = (
            name(leaders.size),
            name(leaders.queries),
            name(leaders.time),
        ) else {
            return html! {};
        };
        html! {
            <div class="race-leaders" data-testid="race-leaders">
                { format!("Smallest result: {size}. Fewest queries: {queries}. Fastest: {time}.") }
            </div>
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
            RaceMsg::Choose(name, on) => {
                self.selection.retain(|s| *s != name);
                if on {
                    self.selection.push(name);
                }
            }
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
        let choice = |name: &'static str| {
            let onchange = ctx.link().callback(move |e: Event| {
                RaceMsg::Choose(
                    name.to_string(),
                    e.target_unchecked_into::<HtmlInputElement>().checked(),
                )
            });
            html! {
                <label class="race-choice">
                    <input type="checkbox" data-testid={format!("race-choice-{name}")} {onchange}
                        checked={self.selection.iter().any(|s| s == name)} />
                    { name }
                </label>
            }
        };
        html! {
            <details class="race" open={!self.lanes.is_empty()}>
                <summary>{ "Race algorithms against each other" }</summary>
                <fieldset class="race-choices" data-testid="race-select">
                    <legend>{ "over units" }</legend>
                    { for ALGORITHMS.iter().map(|a| choice(a.name)) }
                </fieldset>
                if tree_ok {
                    <fieldset class="race-choices">
                        <legend>{ "over the parse tree" }</legend>
                        { for TREE_ALGORITHMS.iter().map(|a| choice(a.name)) }
                    </fieldset>
                }
                <div class="row">
                    <button data-testid="race-button" onclick={ctx.link().callback(|_| RaceMsg::Start)}
                        disabled={self.running() || props.blocked}
                        title="Run the chosen algorithms side by side on the same input, each in its own workers">
                        { format!("Race {} algorithms", self.selection.len()) }
                    </button>
                    <span class="muted">{ "each runs in its own workers" }</span>
                </div>
                if props.shown && !self.lanes.is_empty() {
                    <SizeChart {series} />
                    { self.table(props.setup.input.len(), &props.download_name) }
                    { self.leaders() }
                    if let Some((winner, best)) = self.winner() {
                        <div class="muted">{ format!("smallest result so far: {} ({} bytes)", winner.algorithm, best.len()) }</div>
                        <pre data-testid="race-result">{ preview(&String::from_utf8_lossy(best), PREVIEW_BYTES).to_string() }</pre>
                    }
                }
            </details>
        }
    }
}
