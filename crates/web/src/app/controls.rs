//! The run controls: reduce, stop, pause, resume, step and reset to the
//! start of step mode.

use yew::prelude::*;

/// What a control asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    Run,
    Stop,
    Pause,
    Resume,
    Step,
    /// Back to the original input in step mode, ready to step again.
    Reset,
}

#[derive(Properties, PartialEq)]
pub struct RunControlsProps {
    /// A single run or a race is going on.
    pub running: bool,
    /// A single run is going on (pause, resume and step apply to it).
    pub single: bool,
    pub paused: bool,
    pub stepping: bool,
    pub racing: bool,
    /// Nothing may start (a shared oracle waits for confirmation, the engine
    /// is not loaded).
    pub blocked: bool,
    pub on_control: Callback<Control>,
}

#[function_component(RunControls)]
pub fn run_controls(props: &RunControlsProps) -> Html {
    let emit = |control: Control| props.on_control.reform(move |_: MouseEvent| control);
    html! {
        <div class="row controls">
            <button class="primary" data-testid="run-button" onclick={emit(Control::Run)} aria-keyshortcuts="Control+Enter"
                disabled={props.running || props.blocked}>{ "Reduce" }</button>
            <button data-testid="stop-button" onclick={emit(Control::Stop)} disabled={!props.running} aria-keyshortcuts="Escape">{ "Stop" }</button>
            <button data-testid="pause-button" onclick={emit(Control::Pause)}
                disabled={!props.single || props.paused}>{ "Pause" }</button>
            <button data-testid="resume-button" onclick={emit(Control::Resume)}
                disabled={!props.single || !props.paused || props.stepping}>{ "Resume" }</button>
            <button data-testid="step-button" onclick={emit(Control::Step)} aria-keyshortcuts="F10"
                title="Run exactly one oracle test and explain it (starts a paused run when none is running)"
                disabled={props.blocked || props.racing || props.stepping || (props.single && !props.paused)}>{ "Step" }</button>
            <button data-testid="step-reset" onclick={emit(Control::Reset)}
                title="Back to the original input in step mode, ready to step again"
                disabled={props.blocked || props.racing || props.stepping || (props.single && !props.paused)}>{ "Reset steps" }</button>
            <span class="muted shortcuts" data-testid="shortcuts">{ "Ctrl+Enter reduce · Esc stop · F10 step" }</span>
        </div>
    }
}
