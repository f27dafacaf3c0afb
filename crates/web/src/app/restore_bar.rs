//! What came back from the last session: a note that the setup was
//! restored, with a way to discard it, and the last run's best result, with
//! a way to continue from it.

use yew::prelude::*;

use super::storage::StoredBest;

#[derive(Properties, PartialEq)]
pub struct RestoreBarProps {
    /// The setup was restored from the last session.
    pub restored: bool,
    /// The last run's best result, when it is smaller than the input.
    pub best: Option<StoredBest>,
    pub on_discard: Callback<()>,
    pub on_continue: Callback<()>,
}

#[function_component(RestoreBar)]
pub fn restore_bar(props: &RestoreBarProps) -> Html {
    if !props.restored && props.best.is_none() {
        return html! {};
    }
    html! {
        <div class="restore" data-testid="restore-note" role="status">
            if props.restored {
                { "Restored from your last session: the input, the oracle and the settings. " }
            }
            if let Some(best) = &props.best {
                <span data-testid="restore-best">{ format!("The last {}. ", best.summary()) }</span>
                <button data-testid="restore-continue" onclick={props.on_continue.reform(|_| ())}
                    title="Make that result the input, to reduce it further">{ "Continue from that result" }</button>
            }
            <button data-testid="restore-discard" onclick={props.on_discard.reform(|_| ())}>{ "Discard and start afresh" }</button>
        </div>
    }
}
