//! "Predict the next test", an exercise of step mode for ddmin over
//! characters or lines: before each step the student picks which
//! candidate ddmin will test next among a few of its batch (the true one
//! and its neighbours in the batch, in batch order), the step shows
//! whether they were right, and a score is kept. The batch comes from the
//! engine with each step (`StepReport::batch`), so the true next test is
//! the engine's, never a guess of this page.

use yew::prelude::*;

use crate::protocol::{PieceKind, StepReport};

/// How many candidates a prompt offers at most.
pub const CHOICES: usize = 4;

/// A candidate offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub text: String,
    /// Which step of ddmin it is (shown once answered).
    pub description: String,
}

/// The question before a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    pub choices: Vec<Choice>,
    /// The index of the true next test in `choices`.
    pub answer: usize,
    pub picked: Option<usize>,
}

/// What the last answered prompt showed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    pub right: bool,
    pub picked: String,
    /// The candidate the step tested.
    pub tested: String,
    pub description: String,
}

/// The exercise's state in a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Predict {
    pub prompt: Option<Prompt>,
    pub last: Option<Answered>,
    pub right: u32,
    pub asked: u32,
}

/// Whether the exercise applies: ddmin (and its variants) over
/// characters or lines.
pub fn applies(algorithm: &str, units: &str) -> bool {
    algorithm.starts_with("ddmin") && matches!(units, "char" | "line")
}

/// The prompt before the step after `step`: the first candidate from the
/// next one on that the cache does not answer (the next oracle test) and
/// its nearest neighbours in the batch with other texts; `None` when the
/// engine sent no batch or the next test is not in it.
pub fn prompt(step: &StepReport) -> Option<Prompt> {
    let batch = &step.batch;
    let start = step.batch_next.checked_sub(step.batch_from)?;
    let answer = (start..batch.len()).find(|&i| !batch[i].answered)?;
    let mut picked = vec![answer];
    // Nearest first, the one before before the one after.
    for distance in 1..batch.len() {
        for at in [answer.checked_sub(distance), Some(answer + distance)]
            .into_iter()
            .flatten()
        {
            if picked.len() < CHOICES
                && at < batch.len()
                && picked.iter().all(|&p| batch[p].text != batch[at].text)
            {
                picked.push(at);
            }
        }
    }
    if picked.len() < 2 {
        return None;
    }
    picked.sort_unstable();
    Some(Prompt {
        answer: picked.iter().position(|&p| p == answer)?,
        choices: picked
            .iter()
            .map(|&p| Choice {
                text: batch[p].text.clone(),
                description: batch[p].description.clone(),
            })
            .collect(),
        picked: None,
    })
}

/// The candidate a step tested: what its pieces keep and add.
fn tested(step: &StepReport) -> Option<String> {
    Some(
        step.pieces
            .as_ref()?
            .iter()
            .filter(|p| p.kind != PieceKind::Removed)
            .map(|p| p.text.as_str())
            .collect(),
    )
}

impl Predict {
    /// A step's report came: the pick before it is scored against what
    /// it tested, and the next prompt is made.
    pub fn take_step(&mut self, step: &StepReport) {
        if let Some(prompt) = self.prompt.take() {
            if let (Some(picked), Some(tested)) = (prompt.picked, tested(step)) {
                let picked = &prompt.choices[picked];
                let right = picked.text == tested;
                self.asked += 1;
                self.right += u32::from(right);
                self.last = Some(Answered {
                    right,
                    picked: picked.text.clone(),
                    tested,
                    description: step.description.clone(),
                });
            }
        }
        self.prompt = prompt(step);
    }

    /// The student picks choice `index`; false when there is nothing to
    /// pick (no prompt, or already picked).
    pub fn pick(&mut self, index: usize) -> bool {
        match self.prompt.as_mut() {
            Some(prompt) if prompt.picked.is_none() && index < prompt.choices.len() => {
                prompt.picked = Some(index);
                true
            }
            _ => false,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct PredictPanelProps {
    pub on: bool,
    pub predict: Predict,
    /// The setup is ddmin over characters or lines.
    pub applies: bool,
    /// A step may be asked for now (a paused single run).
    pub ready: bool,
    pub on_toggle: Callback<bool>,
    pub on_pick: Callback<usize>,
}

/// A candidate on one line: line breaks shown as ⏎.
fn shown(text: &str) -> String {
    if text.is_empty() {
        "(empty)".to_string()
    } else {
        text.replace('\n', "⏎")
    }
}

#[function_component(PredictPanel)]
pub fn predict_panel(props: &PredictPanelProps) -> Html {
    let toggle = props.on_toggle.reform(|e: Event| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .checked()
    });
    let predict = &props.predict;
    html! {
        <div class="predict-controls">
            <label title="Before each step of ddmin over characters or lines, pick which candidate it tests next">
                <input type="checkbox" data-testid="predict-toggle" checked={props.on} onchange={toggle} />
                { " predict the next test" }
            </label>
            if props.on {
                <div class="predict" data-testid="predict-panel" aria-live="polite">
                    <div data-testid="predict-score">{ format!("Score: {} of {}", predict.right, predict.asked) }</div>
                    if let Some(last) = &predict.last {
                        <div data-testid="predict-result" data-right={last.right.to_string()}>{
                            if last.right {
                                format!("Right: ddmin tested «{}» ({}).", shown(&last.tested), last.description)
                            } else {
                                format!("Not quite: you picked «{}», ddmin tested «{}» ({}).", shown(&last.picked), shown(&last.tested), last.description)
                            }
                        }</div>
                    }
                    if !props.applies {
                        <div class="muted" data-testid="predict-note">{ "Predictions are for ddmin over characters or lines: choose that algorithm and granularity." }</div>
                    } else if let Some(prompt) = predict.prompt.as_ref().filter(|_| props.ready) {
                        <div>{ "Which candidate will ddmin test next? (the step runs when you pick)" }</div>
                        <div class="row predict-choices">
                            { for prompt.choices.iter().enumerate().map(|(i, choice)| {
                                let pick = props.on_pick.reform(move |_: MouseEvent| i);
                                html! {
                                    <button data-testid="predict-choice" data-index={i.to_string()} onclick={pick}
                                        disabled={prompt.picked.is_some()}>{ shown(&choice.text) }</button>
                                }
                            }) }
                        </div>
                    } else {
                        <div class="muted" data-testid="predict-note">{ "Step once (the check of the original) to get the first question; ddmin's next round starts without one." }</div>
                    }
                </div>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{BatchCandidate, OracleResult, StepPiece};

    fn candidate(text: &str, answered: bool) -> BatchCandidate {
        BatchCandidate {
            text: text.to_string(),
            answered,
            description: format!("try {text}"),
        }
    }

    fn step(batch: Vec<BatchCandidate>, from: usize, next: usize, tested: &str) -> StepReport {
        StepReport {
            query: 2,
            description: format!("try {tested}"),
            original_check: false,
            candidate_bytes: tested.len(),
            candidate_units: tested.len(),
            current_bytes: 8,
            result: OracleResult::Value { value: false },
            elapsed_ms: 1.0,
            cache_hits: 0,
            cache_hits_interesting: 0,
            rejections: 0,
            adopted_from_cache: Vec::new(),
            files: Vec::new(),
            pieces: Some(vec![StepPiece {
                text: tested.to_string(),
                kind: PieceKind::Kept,
            }]),
            pieces_note: None,
            batch,
            batch_from: from,
            batch_next: next,
        }
    }

    fn batch() -> Vec<BatchCandidate> {
        ["ab", "cd", "ef", "gh", "cdefgh", "abefgh"]
            .iter()
            .map(|t| candidate(t, false))
            .collect()
    }

    #[test]
    fn the_prompt_offers_the_next_test_among_its_neighbours_in_batch_order() {
        let prompt = prompt(&step(batch(), 0, 2, "cd")).unwrap();
        let texts: Vec<&str> = prompt.choices.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(texts, ["ab", "cd", "ef", "gh"]);
        assert_eq!(texts[prompt.answer], "ef");
        // Cache hits are skipped: the oracle never sees them.
        let mut cached = batch();
        cached[2].answered = true;
        let prompt = super::prompt(&step(cached, 0, 2, "cd")).unwrap();
        assert_eq!(prompt.choices[prompt.answer].text, "gh");
        // A window of the batch: indices are the batch's.
        let prompt = super::prompt(&step(batch()[2..].to_vec(), 2, 5, "x")).unwrap();
        assert_eq!(prompt.choices[prompt.answer].text, "abefgh");
        assert!(super::prompt(&step(Vec::new(), 0, 0, "x")).is_none());
    }

    #[test]
    fn a_pick_is_scored_against_what_the_step_tested() {
        let mut predict = Predict::default();
        predict.take_step(&step(batch(), 0, 2, "cd"));
        let prompt = predict.prompt.clone().unwrap();
        assert!(predict.pick(prompt.answer));
        assert!(!predict.pick(0), "one pick per question");
        predict.take_step(&step(batch(), 0, 3, "ef"));
        assert_eq!((predict.right, predict.asked), (1, 1));
        assert!(predict.last.as_ref().unwrap().right);
        let wrong = (predict.prompt.as_ref().unwrap().answer + 1) % CHOICES;
        assert!(predict.pick(wrong));
        predict.take_step(&step(batch(), 0, 4, "gh"));
        assert_eq!((predict.right, predict.asked), (1, 2));
        assert_eq!(predict.last.unwrap().tested, "gh");
        // A step taken without a pick scores nothing.
        let mut quiet = Predict::default();
        quiet.take_step(&step(batch(), 0, 2, "cd"));
        quiet.take_step(&step(batch(), 0, 3, "ef"));
        assert_eq!(quiet.asked, 0);
    }

    #[test]
    fn the_exercise_is_for_ddmin_over_characters_or_lines() {
        assert!(applies("ddmin", "char"));
        assert!(applies("ddmin*", "line"));
        assert!(!applies("ddmin", "token"));
        assert!(!applies("perses", "line"));
    }
}
