//! The step-mode explanation: what the last test was, what the oracle said,
//! and what the reducer did with it.

use yew::prelude::*;

use crate::protocol::{OracleResult, StepReport};

/// A short word for the verdict (also the panel's `data-verdict`).
pub fn verdict_word(result: &OracleResult) -> &'static str {
    match result {
        OracleResult::Value { value: true } => "interesting",
        OracleResult::Value { value: false } => "not interesting",
        OracleResult::Timeout => "timeout",
        OracleResult::Threw { .. } => "threw",
        _ => "error",
    }
}

/// What the oracle said, in a sentence.
fn said(result: &OracleResult, elapsed_ms: f64) -> String {
    match result {
        OracleResult::Value { value: true } => {
            format!("interesting: the oracle returned true in {elapsed_ms:.0} ms")
        }
        OracleResult::Value { value: false } => {
            format!("not interesting: the oracle returned false in {elapsed_ms:.0} ms")
        }
        OracleResult::Timeout => format!(
            "timeout: no answer within {elapsed_ms:.0} ms; a test that times out counts as not interesting"
        ),
        OracleResult::Threw { message } => {
            format!("threw: {message}; a test that throws counts as not interesting")
        }
        other => format!("{other:?}"),
    }
}

/// What the reducer did with the verdict.
fn consequence(step: &StepReport) -> String {
    let interesting = matches!(step.result, OracleResult::Value { value: true });
    match (step.original_check, interesting) {
        (true, true) => {
            "The original input is interesting, so the reduction can start from it.".to_string()
        }
        (true, false) => "The original input is not interesting: there is nothing to reduce; check the oracle.".to_string(),
        (false, true) => format!(
            "Accepted: the candidate becomes the current test case ({} → {} bytes, {} fewer).",
            step.current_bytes,
            step.candidate_bytes,
            step.current_bytes.saturating_sub(step.candidate_bytes)
        ),
        (false, false) => format!(
            "Rejected: the current test case stays as it was ({} bytes); the algorithm tries its next candidate.",
            step.current_bytes
        ),
    }
}

/// Candidates `poll` answered without the oracle before this test.
fn skipped(step: &StepReport) -> Option<String> {
    if step.cache_hits == 0 && step.rejections == 0 {
        return None;
    }
    let mut parts = Vec::new();
    if step.cache_hits > 0 {
        parts.push(format!(
            "{} answered from the cache (the same candidate was tested before; {} of them interesting)",
            step.cache_hits, step.cache_hits_interesting
        ));
    }
    if step.rejections > 0 {
        parts.push(format!(
            "{} rejected by the syntax check (they parse worse than the input, so the oracle never sees them)",
            step.rejections
        ));
    }
    let mut text = format!(
        "Before this test, candidates were settled without the oracle: {}.",
        parts.join("; ")
    );
    for bytes in &step.adopted_from_cache {
        text.push_str(&format!(
            " A cached interesting candidate of {bytes} bytes was accepted."
        ));
    }
    Some(text)
}

pub fn view(step: &StepReport) -> Html {
    html! {
        <div class="explanation" data-testid="step-explanation" data-verdict={verdict_word(&step.result)}>
            <div><strong>{ format!("Test {}: ", step.query) }</strong>
                <span data-testid="step-description">{ &step.description }</span></div>
            <div data-testid="step-candidate">{
                if step.original_check {
                    format!("Candidate: the original input, {} bytes.", step.candidate_bytes)
                } else {
                    format!("Candidate: {} bytes ({} units); the current test case has {} bytes.",
                        step.candidate_bytes, step.candidate_units, step.current_bytes)
                }
            }</div>
            if let Some(text) = skipped(step) {
                <div data-testid="step-skipped">{ text }</div>
            }
            <div>{ "Verdict: " }<span data-testid="step-verdict">{ said(&step.result, step.elapsed_ms) }</span></div>
            <div data-testid="step-consequence">{ consequence(step) }</div>
        </div>
    }
}
