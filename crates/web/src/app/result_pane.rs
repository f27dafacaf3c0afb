//! The result pane of a single run: status, statistics, the algorithm's own
//! counters, the step explanation, the size chart and the result itself
//! (with "show all" and download), and how far it can be trusted: the
//! verification of the final result and the evidence of a flaky oracle,
//! with the repetition rule to apply. A race shows its own panel here
//! instead (passed as children).

use std::rc::Rc;

use yew::prelude::*;

use super::algo_stats;
use super::chart::{Series, SizeChart, COLORS};
use super::code_editor::CodeEditor;
use super::download::download;
use super::explain;
use super::run::Run;
use super::run_state::RunState;
use super::set_view::{SetBytes, SetView};
use super::setup::Edit;
use crate::protocol::{
    byte_count, preview, FlakyEvidence, LanguageInfo, Progress, TrustStats, Verification,
    PREVIEW_BYTES,
};

#[derive(Properties, PartialEq)]
pub struct ResultPaneProps {
    pub run: Rc<Run>,
    /// The status line: the single run's, or the race's while it is shown.
    pub status: AttrValue,
    pub failed: bool,
    /// The input's size, shown before any run.
    pub input_size: usize,
    pub download_name: AttrValue,
    /// A race is shown instead of the single run's figures.
    pub racing: bool,
    /// The result view's highlighting: a language name, empty for plain text.
    #[prop_or_default]
    pub language: AttrValue,
    /// A set's original paths (a one-file input has none): the result
    /// shows as files.
    #[prop_or_default]
    pub original_files: Option<Rc<Vec<String>>>,
    #[prop_or_default]
    pub languages: Rc<Vec<LanguageInfo>>,
    /// The race panel.
    #[prop_or_default]
    pub children: Html,
    /// Setup changes the pane offers (a flaky report's repetition rule).
    #[prop_or_default]
    pub on_edit: Callback<Edit>,
    /// Make the result the input, to go on from a run that ended early.
    #[prop_or_default]
    pub on_continue: Callback<()>,
    /// Format the result (when its language has a formatter in the page).
    #[prop_or_default]
    pub on_format: Option<Callback<()>>,
}

#[function_component(ResultPane)]
pub fn result_pane(props: &ResultPaneProps) -> Html {
    let run = &props.run;
    let status_class = if props.failed
        || (!props.racing && matches!(run.state, RunState::Mismatch { .. } | RunState::Flaky(_)))
    {
        "status error"
    } else if run.state == RunState::Done && !props.racing {
        "status done"
    } else {
        "status"
    };
    let phase = run
        .progress
        .as_ref()
        .and_then(|p| p.phase.as_ref())
        .map(|p| format!("{} round {} / {} parts", p.pass, p.round, p.granularity))
        .unwrap_or_default();
    html! {
        <section class="pane result-pane">
            <h2>{ "Result" }</h2>
            <div class={status_class} role="status" aria-live="polite">{ "Status: " }<span data-testid="status">{ props.status.clone() }</span></div>
            if let Some(warning) = &run.warning {
                <div class="warning" data-testid="warning">{ warning }</div>
            }
            if !props.racing {
                { stats_table(run, props.input_size) }
                { trust_view(run, &props.on_edit) }
                { algo_stats::counters(run.progress.as_ref().map_or(&[][..], |p| &p.counters)) }
                if let Some(note) = &run.model_note {
                    <div class="muted" data-testid="model-note">{ format!("model: {note}") }</div>
                }
                { algo_stats::batch_log(&run.batch_log) }
                <div class="muted" data-testid="stats-phase">{ phase }</div>
                { odd_answers(run.progress.as_ref()) }
                if let Some(message) = run.progress.as_ref().and_then(|p| p.last_throw.clone()) {
                    <div class="muted">{ format!("last error thrown by the oracle (counted as not interesting): {message}") }</div>
                }
                if let Some(step) = &run.explanation {
                    { explain::view(step, run) }
                }
                if !run.points.is_empty() {
                    <SizeChart series={vec![Series {
                        label: run.algorithm.clone(),
                        color: COLORS[0],
                        points: run.points.clone(),
                    }]} />
                }
                <super::test_log::TestLogView log={run.test_log.clone()}
                    open={props.input_size <= super::test_log::OPEN_UP_TO} />
                <ResultText run={run.clone()} download_name={props.download_name.clone()} language={props.language.clone()}
                    input_size={props.input_size} on_continue={props.on_continue.clone()}
                    on_format={props.on_format.clone()} original_files={props.original_files.clone()}
                    languages={props.languages.clone()} />
            }
            { props.children.clone() }
        </section>
    }
}

fn stats_table(run: &Run, input_size: usize) -> Html {
    let progress = run.progress.as_ref();
    let stats = progress.map(|p| &p.stats);
    let queries = stats.map_or(0, |s| s.queries);
    let hits = stats.map_or(0, |s| s.cache.hits());
    let remembered = stats.map_or(0, |s| s.cache.hits_remembered + s.cache.hits_stranded);
    let rejections = stats.map_or(0, |s| s.rejections);
    let abandoned = stats.map_or(0, |s| s.abandoned);
    let size = stats.map_or(input_size, |s| s.current.bytes);
    let initial = stats.map_or(input_size, |s| s.initial.bytes);
    let units = stats.map_or(0, |s| s.current.units);
    let elapsed = progress.map_or(0.0, |p| p.elapsed_ms);
    let throws = progress.map_or(0, |p| p.throws);
    let timeouts = progress.map_or(0, |p| p.timeouts);
    let odd = progress.map_or(0, |p| p.odd_answers);
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
            <tr title="Cache hits the default pipeline answered from its memory of refusals: a change refused before in the same surroundings, or a stranding of a name refused before ('remember refusals')">
                <th>{ "of them remembered" }</th><td colspan="5" data-testid="stats-remembered">{ remembered }</td></tr>
            <tr title="Answers that were neither true nor false (undefined, a number, …) on a candidate: an oracle is code about mangled text, so they count as not interesting">
                <th>{ "odd answers" }</th><td colspan="5" data-testid="stats-odd">{ odd }</td></tr>
            { trust_rows(progress.map(|p| &p.trust)) }
            <tr title="Speculative tests (run ahead in case an earlier candidate won, or lost) that stopped once the outcome made them useless; they are not queries">
                <th>{ "speculative, stopped" }</th><td colspan="5" data-testid="stats-abandoned">{ abandoned }</td></tr>
        </table>
    }
}

/// The statistics of trust: check runs, the limit they set, every oracle
/// run, repetitions, re-tests and endpoint retries.
fn trust_rows(trust: Option<&TrustStats>) -> Html {
    let default = TrustStats::default();
    let trust = trust.unwrap_or(&default);
    let checks = if trust.check_runs == 0 {
        "–".to_string()
    } else {
        format!(
            "{} of {} interesting",
            trust.check_interesting, trust.check_runs
        )
    };
    let limit = match (trust.timeout_ms, trust.timeout_auto) {
        (0, _) => "–".to_string(),
        (ms, true) if trust.timeout_raises > 0 => format!(
            "{ms} ms (auto, raised: a candidate that timed out was interesting with more time)"
        ),
        (ms, true) => format!(
            "{ms} ms (auto: 10 × the slowest check, {:.0} ms; at least {})",
            trust.check_slowest_ms,
            floor(trust.timeout_floor_ms)
        ),
        (ms, false) => format!("{ms} ms"),
    };
    html! {
        <>
            <tr><th>{ "check runs" }</th><td data-testid="stats-check-runs">{ checks }</td>
                <th>{ "per-test limit" }</th><td colspan="3" data-testid="stats-timeout-limit">{ limit }</td></tr>
            <tr><th>{ "oracle runs" }</th><td data-testid="stats-oracle-runs">{ trust.oracle_runs }</td>
                <th>{ "repeated / re-tests" }</th><td data-testid="stats-rechecks" title="runs of a candidate under a repetition rule / re-tests of the best result / timed-out candidates run again with a longer limit">{ format!("{} / {} / {}", trust.repeated_runs, trust.rechecks, trust.timeout_retests) }</td>
                <th>{ "endpoint retries" }</th><td data-testid="stats-retries">{ trust.retries }</td></tr>
        </>
    }
}

/// The automatic limit's floor, as people write it: "100 ms", "1 s".
fn floor(ms: u32) -> String {
    if ms >= 1000 && ms % 1000 == 0 {
        format!("{} s", ms / 1000)
    } else {
        format!("{ms} ms")
    }
}

/// Answers that were neither true nor false on candidates (counted as not
/// interesting), with the last such candidate to look at.
fn odd_answers(progress: Option<&Progress>) -> Html {
    let Some(progress) = progress.filter(|p| p.odd_answers > 0) else {
        return html! {};
    };
    let Some(odd) = &progress.last_odd else {
        return html! {};
    };
    let count = progress.odd_answers;
    html! {
        <details class="odd-answers muted" data-testid="odd-answers">
            <summary>{ format!(
                "{count} answer{} neither true nor false, counted as not interesting; the last: {} on a candidate of {}",
                if count == 1 { " was" } else { "s were" }, odd.got, byte_count(odd.bytes)
            ) }</summary>
            if odd.candidate.len() < odd.bytes {
                <div>{ format!("its first {}:", byte_count(odd.candidate.len())) }</div>
            }
            <pre class="odd-candidate" data-testid="odd-candidate">{ odd.candidate.clone() }</pre>
        </details>
    }
}

/// The verification line at the end of a run, and a flaky oracle's report.
fn trust_view(run: &Run, on_edit: &Callback<Edit>) -> Html {
    let Some(trust) = run.progress.as_ref().map(|p| &p.trust) else {
        return html! {};
    };
    let ended = run.state.ended();
    let verification = ended.then(|| {
        let (word, text) = match trust.verification {
            Verification::Verified => ("verified", format!(
                "verified: the result was interesting again in {} of {} runs in a fresh realm",
                trust.verification_interesting, trust.verification_runs
            )),
            Verification::Mismatch => ("mismatch", format!(
                "mismatch: the result was interesting in only {} of {} runs when tested again in a fresh realm",
                trust.verification_interesting, trust.verification_runs
            )),
            Verification::Skipped => ("skipped", "skipped: the run did not end normally, so its result was not tested again".to_string()),
        };
        html! { <div class={classes!("verification", word)} data-testid="verification" data-verification={word}>{ text }</div> }
    });
    html! {
        <>
            { verification.unwrap_or_default() }
            if let Some(flaky) = &trust.flaky {
                { flaky_report(flaky, on_edit) }
            }
        </>
    }
}

fn flaky_report(flaky: &FlakyEvidence, on_edit: &Callback<Edit>) -> Html {
    let evidence = if flaky.found_by == "original" {
        format!(
            "The oracle is flaky: the original input was interesting in {} of {} check runs, so a single run cannot be trusted to say whether a candidate is interesting. Nothing was reduced.",
            flaky.interesting, flaky.runs
        )
    } else if flaky.found_by == "rejected" {
        format!(
            "The oracle is flaky or depends on state: a candidate it had rejected ({} bytes) was interesting in {} of {} runs when tested again after the verification, so its answers during the run cannot be trusted. The result is kept.",
            flaky.bytes, flaky.interesting, flaky.runs
        )
    } else {
        format!(
            "The oracle is flaky or depends on state: the best result so far ({} bytes) was interesting in {} of {} runs when tested again. The run stopped; its result is kept.",
            flaky.bytes, flaky.interesting, flaky.runs
        )
    };
    let advice = match flaky.suggestion {
        Some(rule) => {
            let (repeat, min) = (rule.repeat, rule.min_interesting);
            html! {
                <div class="row">
                    <span data-testid="flaky-suggestion">{ format!(
                        "Suggested: repeat {repeat}, at least {min} interesting (the original then passes with probability {:.1} %; a candidate that is never interesting never passes).",
                        rule.probability * 100.0
                    ) }</span>
                    <button data-testid="flaky-apply" onclick={on_edit.reform(move |_: MouseEvent| Edit::ApplyRule(repeat, min))}>
                        { format!("Use repeat {repeat}, at least {min}") }</button>
                </div>
            }
        }
        None if flaky.found_by == "original" => html! {
            <div>{ "No repetition rule up to 100 runs makes the original interesting with 99 % probability at this rate." }</div>
        },
        None => html! {
            <div>{ "Raise the check runs to measure how often it is interesting (or set repeat and at least in the oracle settings), and make the oracle depend only on its input." }</div>
        },
    };
    html! {
        <div class="flaky-report warning" data-testid="flaky-report" data-found-by={flaky.found_by.clone()}
            data-runs={flaky.runs.to_string()} data-interesting={flaky.interesting.to_string()}>
            <div>{ evidence }</div>
            { advice }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ResultTextProps {
    run: Rc<Run>,
    download_name: AttrValue,
    language: AttrValue,
    input_size: usize,
    on_continue: Callback<()>,
    on_format: Option<Callback<()>>,
    original_files: Option<Rc<Vec<String>>>,
    languages: Rc<Vec<LanguageInfo>>,
}

/// The result, cheaply: a large one shows its start until asked for all of
/// it (laying out 170 KB of text blocks the page for a noticeable time).
#[function_component(ResultText)]
fn result_text(props: &ResultTextProps) -> Html {
    let show_all = use_state(|| false);
    let run = &props.run;
    let total = run
        .progress
        .as_ref()
        .map_or(run.best.len(), |p| p.stats.current.bytes);
    let shown = if *show_all {
        run.best.as_str()
    } else {
        preview(&run.best, PREVIEW_BYTES)
    };
    let cut = shown.len() < total;
    let complete = run.best_complete();
    // A run cut short (an error, a stop, a flaky oracle) can go on from
    // its result: reduced further by a new run.
    let resumable = complete
        && total < props.input_size
        && matches!(
            run.state,
            RunState::Failed(_) | RunState::Stopped | RunState::Flaky(_)
        );
    let on_download = {
        let bytes = run.best_bytes.clone();
        let name = props.download_name.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(bytes) = &bytes {
                let _ = download(bytes, &name);
            }
        })
    };
    let on_show_all = {
        let show_all = show_all.clone();
        Callback::from(move |_: MouseEvent| show_all.set(true))
    };
    html! {
        <>
            <div class="row">
                <span class="muted">{ format!("best so far: {}", byte_count(total)) }</span>
                if props.original_files.is_none() {
                    <button data-testid="download-button" onclick={on_download}
                        disabled={run.best.is_empty() || !complete}>{ "Download" }</button>
                }
                if cut && complete {
                    <button data-testid="result-show-all" onclick={on_show_all}>{ "Show all" }</button>
                }
                if let Some(on_format) = props.on_format.as_ref().filter(|_| complete && !run.running()) {
                    <button data-testid="result-format" onclick={on_format.reform(|_| ())}
                        title="Indent the result; kept only if the oracle still finds it interesting">{ "Format" }</button>
                }
                if resumable {
                    <button data-testid="result-continue" onclick={props.on_continue.reform(|_| ())}
                        title="Make this result the input, then reduce again to go on from here">{ "Continue from this result" }</button>
                }
            </div>
            if let Some(note) = &run.format_note {
                <div class="muted" data-testid="format-note">{ note }</div>
            }
            if let Some(original) = &props.original_files {
                if !run.best.is_empty() {
                    <SetView which="result" languages={props.languages.clone()} original={original.clone()}
                        set={SetBytes(run.best_bytes.clone().unwrap_or_else(|| Rc::new(run.best.as_bytes().to_vec())))}
                        zip_name={props.download_name.clone()} />
                }
            } else if cut {
                <div class="muted" data-testid="result-cut">{
                    if complete {
                        format!("showing the first {} of {total} bytes", shown.len())
                    } else {
                        format!("showing the first {} of {total} bytes; all of it comes when the run ends", shown.len())
                    }
                }</div>
            }
            if props.original_files.is_none() {
                <div class="result-editor">
                    <CodeEditor testid="result-output" label="result" read_only=true
                        value={AttrValue::from(shown.to_string())} language={props.language.clone()}
                        plain={run.running() && !run.state.paused()} />
                </div>
            }
        </>
    }
}
