//! The step-mode explanation: what the last test was, what the oracle said,
//! and what the reducer did with it.

use yew::prelude::*;

use super::run::Run;
use super::run_state::RunState;
use crate::protocol::{byte_count, OracleResult, PieceKind, StepFile, StepReport};

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
        (false, true) if step.candidate_bytes > step.current_bytes => format!(
            "Accepted for now: the candidate is {} larger than the best result ({} bytes), which stays the result unless the steps after this one end below it.",
            byte_count(step.candidate_bytes - step.current_bytes),
            step.current_bytes
        ),
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

/// The step in words for someone who has never heard of delta debugging.
fn plain(step: &StepReport) -> String {
    let interesting = matches!(step.result, OracleResult::Value { value: true });
    if step.original_check {
        return if interesting {
            "First, the reducer checks that the input you gave really shows the problem: the oracle says it does, so reduction can begin.".to_string()
        } else {
            "First, the reducer checks that the input you gave really shows the problem: the oracle says it does not, so there is nothing to reduce.".to_string()
        };
    }
    if step.candidate_bytes > step.current_bytes {
        return format!(
            "Nothing smaller was left to try, so the reducer made a version {} larger than the best so far (a function made to return nothing, say) that may let other parts go, and asked the oracle whether the problem is still there.{}",
            byte_count(step.candidate_bytes - step.current_bytes),
            if interesting {
                " It is: the reducer goes on from the larger version, and keeps it only if it ends smaller than before."
            } else {
                " It is not: the reducer tries something else."
            }
        );
    }
    let removed = step.current_bytes.saturating_sub(step.candidate_bytes);
    let share = (removed * 100).checked_div(step.current_bytes).unwrap_or(0);
    let tried = format!(
        "The reducer made a smaller version by leaving out {removed} bytes ({share}% of what is left) and asked the oracle whether the problem is still there."
    );
    let answer = if interesting {
        " It is: the smaller version becomes the new starting point."
    } else {
        " It is not (or the oracle could not tell): the left-out part is needed, so the reducer puts it back and will try leaving out something else."
    };
    tried + answer
}

/// A set's file in a step: what the candidate does to it (the word is the
/// item's `data-change`).
fn file_change(file: &StepFile) -> (&'static str, String) {
    let path = &file.path;
    match file.candidate {
        None => (
            "left out",
            format!("{path}: left out ({})", byte_count(file.current)),
        ),
        Some(bytes) if file.changed => (
            "changed",
            format!(
                "{path}: {} → {}",
                byte_count(file.current),
                byte_count(bytes)
            ),
        ),
        Some(_) => (
            "kept",
            format!("{path}: as it is ({})", byte_count(file.current)),
        ),
    }
}

/// The candidate of a set, file by file.
fn set_files(files: &[StepFile]) -> Html {
    if files.is_empty() {
        return html! {};
    }
    html! {
        <div data-testid="step-files">{ "The candidate's files: " }
            <ul class="step-files">
                { for files.iter().map(|file| {
                    let (change, text) = file_change(file);
                    html! { <li data-testid="step-file" data-path={file.path.clone()} data-change={change}>{ text }</li> }
                }) }
            </ul>
        </div>
    }
}

/// The candidate's text, what it removes from the current test case
/// struck through and what it adds underlined; or why it is not shown.
fn candidate_text(step: &StepReport) -> Html {
    match (&step.pieces, &step.pieces_note) {
        (Some(pieces), _) => html! {
            <div class="step-candidate-text" data-testid="step-candidate-text"
                aria-label="the candidate: removed text is struck through, added text underlined">
                { for pieces.iter().map(|piece| match piece.kind {
                    PieceKind::Kept => html! { <span>{ &piece.text }</span> },
                    PieceKind::Removed => html! { <del data-testid="step-removed">{ &piece.text }</del> },
                    PieceKind::Added => html! { <ins data-testid="step-added">{ &piece.text }</ins> },
                }) }
            </div>
        },
        (None, Some(note)) => {
            html! { <div class="muted" data-testid="step-candidate-note">{ note }</div> }
        }
        (None, None) => html! {},
    }
}

/// The page's "what is happening" paragraph, one click away.
const WHAT_IS_HAPPENING: &str = "A reducer looks for a smaller input that still shows the same problem. \
It repeatedly proposes a candidate — the current input with some part left out — and asks the oracle \
(the function you wrote) whether the candidate is still interesting. A yes makes the candidate the new \
current input; a no means the part was needed. List algorithms (ddmin and its relatives) cut the \
input into lines, tokens or characters and try leaving out chunks, first large ones, then smaller \
ones; tree algorithms (Perses, Pardis, HDD) leave out whole nodes of the parse tree, so candidates \
stay well-formed. The run ends when no single part can be left out any more.";

/// Why step mode has nothing more to show, when the run has ended.
fn ended(run: &Run) -> Option<String> {
    match run.state {
        RunState::Loading | RunState::NoEngine(_) | RunState::Ready | RunState::Running(_) => {
            None
        }
        RunState::Done => Some(format!(
            "The run is over: {} has no candidate left to try, so {} bytes is as small as it gets with this algorithm. Step again to start a new run from the input.",
            run.algorithm,
            run.progress.as_ref().map_or(0, |p| p.stats.current.bytes)
        )),
        RunState::Stopped => Some("The run was stopped. Step again to start a new run from the input.".to_string()),
        RunState::Failed(_) | RunState::Mismatch { .. } | RunState::Flaky(_) => Some(format!("The run ended: {}. Step again to start a new run from the input.", run.state)),
    }
}

pub fn view(step: &StepReport, run: &Run) -> Html {
    html! {
        <div class="explanation" data-testid="step-explanation" data-verdict={verdict_word(&step.result)}>
            <div data-testid="step-plain">{ plain(step) }</div>
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
            { candidate_text(step) }
            { set_files(&step.files) }
            if let Some(text) = skipped(step) {
                <div data-testid="step-skipped">{ text }</div>
            }
            <div>{ "Verdict: " }<span data-testid="step-verdict">{ said(&step.result, step.elapsed_ms) }</span></div>
            <div data-testid="step-consequence">{ consequence(step) }</div>
            if let Some(text) = ended(run) {
                <div class="step-end" data-testid="step-end" role="status">{ text }</div>
            }
            <details data-testid="step-help">
                <summary>{ "What is happening?" }</summary>
                <p>{ WHAT_IS_HAPPENING }</p>
            </details>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(original_check: bool, value: bool) -> StepReport {
        StepReport {
            query: 3,
            description: "complement 2 of 4".into(),
            original_check,
            candidate_bytes: 30,
            candidate_units: 3,
            current_bytes: 60,
            result: OracleResult::Value { value },
            elapsed_ms: 2.0,
            cache_hits: 0,
            cache_hits_interesting: 0,
            rejections: 0,
            adopted_from_cache: Vec::new(),
            files: Vec::new(),
            pieces: None,
            pieces_note: None,
            batch: Vec::new(),
            batch_from: 0,
            batch_next: 0,
        }
    }

    #[test]
    fn plain_words_say_what_was_left_out_and_what_follows() {
        let kept = plain(&step(false, true));
        assert!(
            kept.contains("leaving out 30 bytes (50% of what is left)"),
            "{kept}"
        );
        assert!(kept.contains("new starting point"));
        assert!(plain(&step(false, false)).contains("puts it back"));
        assert!(plain(&step(true, true)).contains("reduction can begin"));
    }

    /// A pump's candidate is larger than the best: said so, not as a
    /// removal of nothing.
    #[test]
    fn a_larger_candidate_is_explained_as_growth() {
        let grown = StepReport {
            candidate_bytes: 61,
            ..step(false, true)
        };
        assert!(plain(&grown).contains("1 byte larger"), "{}", plain(&grown));
        assert!(plain(&grown).contains("only if it ends smaller"));
        assert!(consequence(&grown).contains("Accepted for now"));
        assert!(consequence(&grown).contains("best result (60 bytes)"));
    }

    #[test]
    fn a_sets_step_says_what_the_candidate_does_to_each_file() {
        let file = |candidate, changed| StepFile {
            path: "a.h".into(),
            current: 12,
            candidate,
            changed,
        };
        assert_eq!(
            file_change(&file(None, false)),
            ("left out", "a.h: left out (12 bytes)".into())
        );
        assert_eq!(
            file_change(&file(Some(5), true)),
            ("changed", "a.h: 12 bytes → 5 bytes".into())
        );
        assert_eq!(file_change(&file(Some(12), false)).0, "kept");
    }

    #[test]
    fn the_end_of_a_run_is_explained_in_step_mode() {
        let mut run = Run::default();
        assert_eq!(ended(&run), None);
        run.state = RunState::Done;
        run.algorithm = "ddmin".into();
        assert!(ended(&run).unwrap().contains("no candidate left to try"));
    }
}
