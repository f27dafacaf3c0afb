//! What a race shows of its lanes: the table of their figures, who leads
//! on size, queries and time, and the smallest result so far.

use yew::prelude::*;

use super::super::download::download;
use super::lane::Lane;
use super::set_lanes;

/// Which lanes lead, by index (finished lanes only).
struct Leaders {
    size: Option<usize>,
    queries: Option<usize>,
    time: Option<usize>,
}

fn leader_indices(lanes: &[Lane]) -> Leaders {
    let finished = || {
        lanes
            .iter()
            .enumerate()
            .filter_map(|(i, l)| Some((i, l.result()?, l.run.progress.as_ref()?)))
    };
    Leaders {
        size: finished()
            .min_by_key(|(_, best, _)| best.len())
            .map(|(i, ..)| i),
        queries: finished()
            .min_by_key(|(_, _, p)| p.stats.queries)
            .map(|(i, ..)| i),
        time: finished()
            .min_by(|(_, _, a), (_, _, b)| a.elapsed_ms.total_cmp(&b.elapsed_ms))
            .map(|(i, ..)| i),
    }
}

/// The smallest result so far (finished lanes only).
pub fn winner(lanes: &[Lane]) -> Option<(&Lane, &[u8])> {
    lanes
        .iter()
        .filter_map(|l| l.result().map(|b| (l, b)))
        .min_by_key(|(_, b)| b.len())
}

/// The lanes' figures; `set_files` is the number of files of a set (its
/// lanes say which files they have left and download `.zip`s).
pub fn table(
    lanes: &[Lane],
    input_size: usize,
    download_name: &AttrValue,
    set_files: Option<usize>,
) -> Html {
    let leaders = leader_indices(lanes);
    let mark = |lane: usize, leader: Option<usize>| {
        if leader == Some(lane) {
            "leader"
        } else {
            ""
        }
    };
    // Nine or ten columns: they scroll within the pane rather than widen
    // the page.
    html! {
        <div class="table-scroll">
        <table class="stats race-stats" data-testid="race-stats">
            <tr><th>{ "algorithm" }</th><th>{ "status" }</th><th>{ "bytes" }</th><th>{ "units" }</th>
                <th>{ "queries" }</th><th>{ "cache hits" }</th><th>{ "rejections" }</th><th>{ "time" }</th>
                if set_files.is_some() { <th>{ "files" }</th> }
                <th></th></tr>
            { for lanes.iter().enumerate().map(|(i, lane)| {
                let progress = lane.run.progress.as_ref();
                let stats = progress.map(|p| p.stats);
                let name = lane_file_name(lane, download_name);
                let on_download = if set_files.is_some() {
                    set_lanes::download(lane, name)
                } else {
                    let best = lane.result().map(<[u8]>::to_vec);
                    Callback::from(move |_: MouseEvent| {
                        if let Some(best) = &best {
                            let _ = download(best, &name);
                        }
                    })
                };
                html! {
                    <tr data-testid="race-row" data-algorithm={lane.algorithm.clone()}>
                        <td>{ &lane.algorithm }</td>
                        <td data-testid="race-status">{ lane.run.state.to_string() }</td>
                        <td data-testid="race-size" class={mark(i, leaders.size)}>{ stats.map_or(input_size, |s| s.current.bytes) }</td>
                        <td>{ stats.map_or(0, |s| s.current.units) }</td>
                        <td data-testid="race-queries" class={mark(i, leaders.queries)}>{ stats.map_or(0, |s| s.queries) }</td>
                        <td>{ stats.map_or(0, |s| s.cache.hits()) }</td>
                        <td>{ stats.map_or(0, |s| s.rejections) }</td>
                        <td class={mark(i, leaders.time)}>{ format!("{:.1} s", progress.map_or(0.0, |p| p.elapsed_ms) / 1000.0) }</td>
                        if let Some(total) = set_files {
                            <td data-testid="race-lane-files">{ set_lanes::files_summary(lane, total) }</td>
                        }
                        <td><button data-testid="race-download" onclick={on_download} disabled={lane.result().is_none()}
                            aria-label={format!("download the result of {}", lane.algorithm)}>{ "Download" }</button></td>
                    </tr>
                }
            }) }
        </table>
        </div>
    }
}

/// What a lane's result is saved as: `ALGORITHM.NAME` (`*` spelt out).
pub fn lane_file_name(lane: &Lane, download_name: &AttrValue) -> String {
    format!("{}.{}", lane.algorithm.replace('*', "-star"), download_name)
}

/// Who leads on what, in a sentence.
pub fn leaders(lanes: &[Lane]) -> Html {
    let leaders = leader_indices(lanes);
    let name = |i: Option<usize>| i.map(|i| lanes[i].algorithm.clone());
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
