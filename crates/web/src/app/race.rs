//! Racing algorithms: each chosen algorithm runs in its own reduction
//! worker on the same setup; the panel shows their curves, a table and the
//! smallest result. It owns its workers and tells the page its status.

mod lane;
mod set_lanes;
mod table;

use std::rc::Rc;

use web_sys::HtmlInputElement;
use whittle_core::algorithms::tree::TREE_ALGORITHMS;
use whittle_core::algorithms::ALGORITHMS;
use yew::prelude::*;

use super::chart::{Series, SizeChart, COLORS};
use super::run_state::RunState;
use super::setup::{is_tree_algorithm, SetupRef};
use super::worker_link::{engine_for, Incoming, ReduceWorker};
use crate::protocol::{preview, Command, LanguageInfo, Report, PREVIEW_BYTES};
use lane::Lane;

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
        self.lanes.iter().any(Lane::running)
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
            let worker = ReduceWorker::spawn(&engine, on_report).and_then(|w| {
                if w.send(&command) {
                    Ok(w)
                } else {
                    Err("the worker refused the run".to_string())
                }
            });
            self.lanes
                .push(Lane::new(algorithm, self.timeout_ms, worker));
        }
        self.say(ctx, "racing".into(), false);
    }

    fn stop(&mut self) {
        for lane in &self.lanes {
            if lane.running() {
                if let Some(worker) = &lane.worker {
                    worker.send(&Command::Stop);
                }
            }
        }
    }

    fn take(&mut self, ctx: &Context<Self>, lane: usize, report: Report) {
        let Some(l) = self.lanes.get_mut(lane) else {
            return;
        };
        if !l.take(report) {
            return;
        }
        if !self.running() {
            let done = self
                .lanes
                .iter()
                .filter(|l| l.run.state == RunState::Done)
                .count();
            let text = if done == self.lanes.len() {
                "race done".to_string()
            } else {
                format!("race over: {done} of {} finished", self.lanes.len())
            };
            self.say(ctx, text, false);
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
        let set_files = props.setup.file_set().map(|set| set.len());
        let series: Vec<Series> = self
            .lanes
            .iter()
            .enumerate()
            .map(|(i, l)| Series {
                label: l.algorithm.clone(),
                color: COLORS[i % COLORS.len()],
                points: l.run.points.clone(),
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
                    { table::table(&self.lanes, props.setup.input_size(), &props.download_name, set_files) }
                    { table::leaders(&self.lanes) }
                    if let Some((winner, best)) = table::winner(&self.lanes) {
                        <div class="muted">{ format!("smallest result so far: {} ({} bytes)", winner.algorithm, best.len()) }</div>
                        if let Some(original) = &props.setup.files {
                            { set_lanes::winner(best, original, &props.languages, table::lane_file_name(winner, &props.download_name)) }
                        } else {
                            <pre data-testid="race-result">{ preview(&String::from_utf8_lossy(best), PREVIEW_BYTES).to_string() }</pre>
                        }
                    }
                }
            </details>
        }
    }
}
