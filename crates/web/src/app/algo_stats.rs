//! What the learning-guided algorithms add to the statistics: their own
//! counters (model-pardis's `skipped`: removals the model ruled out without
//! a query) and type-batched reduction's schedule, one row per batch.

use whittle_core::Counter;
use yew::prelude::*;

use crate::protocol::BatchRow;

pub fn counters(counters: &[Counter]) -> Html {
    if counters.is_empty() {
        return html! {};
    }
    // Name and value pairs that wrap as a whole: a pipeline has a dozen,
    // wider than the result pane in one row.
    html! {
        <div class="counters" data-testid="stats-counters">
            { for counters.iter().map(|c| html! {
                <span class="counter">
                    <span class="name">{ c.name.to_string() }</span>
                    <span class="value" data-testid={format!("stats-counter-{}", c.name)}>{ c.value }</span>
                </span>
            }) }
        </div>
    }
}

fn number(x: Option<f64>, digits: usize) -> String {
    x.map_or_else(|| "–".to_string(), |x| format!("{x:.digits$}"))
}

pub fn batch_log(rows: &[BatchRow]) -> Html {
    if rows.is_empty() {
        return html! {};
    }
    html! {
        <details class="batch-log" open=true>
            <summary>{ format!("type-batched schedule ({} batches)", rows.len()) }</summary>
            // Eight columns: they scroll within the pane rather than widen it.
            <div class="table-scroll">
            <table class="stats" data-testid="batch-log">
                <tr>
                    <th title="node kind batched; * is every kind at once">{ "kind" }</th>
                    <th title="live nodes over original nodes when chosen">{ "progress" }</th>
                    <th title="estimated success probability">{ "P" }</th>
                    <th title="estimated tokens removed per query: the scheduling key">{ "rate" }</th>
                    <th title="the same estimate for the Pardis clean-up: batching stops when it is higher">{ "clean-up rate" }</th>
                    <th>{ "candidates" }</th>
                    <th>{ "accepted" }</th>
                    <th>{ "tokens removed" }</th>
                </tr>
                { for rows.iter().map(|r| html! {
                    <tr data-testid="batch-row" class={(!r.ran).then_some("stopped")}
                        title={(!r.ran).then_some("the stop rule fired here: batching ended, the clean-up ran")}>
                        <td>{ &r.kind }</td>
                        <td>{ number(r.progress, 2) }</td>
                        <td>{ number(r.probability, 2) }</td>
                        <td>{ number(r.rate, 2) }</td>
                        <td>{ number(r.cleanup_rate, 2) }</td>
                        <td>{ r.candidates }</td>
                        <td>{ r.accepted }</td>
                        <td>{ r.tokens_removed }</td>
                    </tr>
                }) }
            </table>
            </div>
        </details>
    }
}
