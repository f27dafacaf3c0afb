//! The test log beside the chart: every test of the single run in order
//! (its number, the candidate or its change, size, verdict, time and the
//! algorithm's pass), the last [`LOG_ROWS_KEPT`] kept, the last
//! [`ROWS_SHOWN`] of them drawn, all kept ones exported as CSV or Markdown.

use std::collections::VecDeque;
use std::rc::Rc;

use yew::prelude::*;

use super::download::download;
use crate::protocol::{LogVerdict, TestRow, LOG_ROWS_KEPT};

/// Rows drawn in the page: a table of thousands of rows redrawn with
/// every progress message would stall it; the exports have every kept row.
pub const ROWS_SHOWN: usize = 200;
/// Characters of a candidate drawn in its cell (the exports have all of
/// it): two hundred cells of 512 characters cost the page a layout of 100 KB of
/// wrapped text with every report of a run on a large input.
pub const CELL_CHARS: usize = 160;

/// The start of a candidate for its cell, with an ellipsis when cut.
fn cell_text(candidate: &str) -> std::borrow::Cow<'_, str> {
    match candidate.char_indices().nth(CELL_CHARS) {
        Some((end, _)) => format!("{}…", &candidate[..end]).into(),
        None => candidate.into(),
    }
}

/// The rows a run's reports brought, the last [`LOG_ROWS_KEPT`] of them
/// (and the rest of the oldest report's). Kept as one shared chunk per
/// report: every report copies the run, and copying the log then costs a
/// list of chunks, not thousands of rows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TestLog {
    chunks: VecDeque<Rc<Vec<TestRow>>>,
    /// Rows in `chunks`.
    kept: usize,
    /// Tests logged in all (rows dropped included).
    pub total: u64,
}

impl TestLog {
    /// Adds a report's rows; `dropped` rows before them never came.
    pub fn extend(&mut self, rows: Vec<TestRow>, dropped: u64) {
        self.total += dropped + rows.len() as u64;
        if rows.is_empty() {
            return;
        }
        self.kept += rows.len();
        self.chunks.push_back(Rc::new(rows));
        while self
            .chunks
            .front()
            .is_some_and(|oldest| self.kept - oldest.len() >= LOG_ROWS_KEPT)
        {
            let oldest = self.chunks.pop_front().expect("a chunk");
            self.kept -= oldest.len();
        }
    }

    /// The kept rows, oldest first.
    pub fn rows(&self) -> impl DoubleEndedIterator<Item = &TestRow> {
        self.chunks.iter().flat_map(|chunk| chunk.iter())
    }

    /// How many rows are kept.
    pub fn len(&self) -> usize {
        self.kept
    }

    /// Tests that are no longer kept.
    pub fn dropped(&self) -> u64 {
        self.total - self.kept as u64
    }

    /// RFC 4180 CSV, one line per kept test.
    pub fn csv(&self) -> String {
        let mut out = String::from("number,candidate,diff,bytes,verdict,ms,pass\r\n");
        for row in self.rows() {
            let fields = [
                row.number.to_string(),
                row.candidate.clone(),
                row.diff.to_string(),
                row.bytes.to_string(),
                row.verdict.word().to_string(),
                time(row),
                row.pass.clone(),
            ];
            let quoted: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
            out.push_str(&quoted.join(","));
            out.push_str("\r\n");
        }
        out
    }

    /// A Markdown table, one line per kept test: `|` escaped, line breaks
    /// as `<br>`, the candidate in code spans.
    pub fn markdown(&self) -> String {
        let mut out = String::from(
            "| # | candidate | bytes | verdict | ms | pass |\n|---:|---|---:|---|---:|---|\n",
        );
        for row in self.rows() {
            out.push_str(&format!(
                "| {} | {} | {} | {} | {} | {} |\n",
                row.number,
                markdown_code(&row.candidate),
                row.bytes,
                row.verdict.word(),
                time(row),
                markdown_cell(&row.pass)
            ));
        }
        out
    }
}

/// The oracle's time in milliseconds, empty when it did not run.
fn time(row: &TestRow) -> String {
    row.ms.map_or_else(String::new, |ms| format!("{ms:.1}"))
}

fn csv_field(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

fn markdown_cell(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace("\r\n", "<br>")
        .replace('\n', "<br>")
}

/// A candidate as a code span: backticks inside need a longer fence.
fn markdown_code(text: &str) -> String {
    if text.is_empty() {
        return "(empty)".to_string();
    }
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    format!("{fence} {} {fence}", markdown_cell(text))
}

fn verdict_title(row: &TestRow) -> &'static str {
    match row.verdict {
        LogVerdict::Interesting => "interesting",
        LogVerdict::Not => "not interesting",
        LogVerdict::Cache if row.cached_interesting => "cache hit (interesting)",
        LogVerdict::Cache => "cache hit (not interesting)",
        LogVerdict::Rejected => "rejected by the syntax check",
        LogVerdict::Stopped => "stopped",
    }
}

#[derive(Properties)]
pub struct TestLogProps {
    pub log: Rc<TestLog>,
    /// Shown open at first: for inputs up to [`OPEN_UP_TO`] bytes. On a
    /// larger input, rows arriving four times a second cost the page more
    /// layout than a log few read live; it opens on a click.
    pub open: bool,
}

/// The largest input whose log shows open at first.
pub const OPEN_UP_TO: usize = 16 * 1024;

impl PartialEq for TestLogProps {
    /// By identity: a report that brings rows makes a new log, and
    /// comparing thousands of rows would cost more than drawing 200.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.log, &other.log) && self.open == other.open
    }
}

#[function_component(TestLogView)]
pub fn test_log_view(props: &TestLogProps) -> Html {
    let log = &props.log;
    if log.total == 0 {
        return html! {};
    }
    let export = |csv: bool| {
        let log = Rc::clone(log);
        Callback::from(move |_: MouseEvent| {
            let (text, name) = if csv {
                (log.csv(), "whittle-tests.csv")
            } else {
                (log.markdown(), "whittle-tests.md")
            };
            let _ = download(text.as_bytes(), name);
        })
    };
    // The rows are drawn only while the panel is open: closed, a run on a
    // large input would still pay for updating them with every report.
    let open = use_state(|| props.open);
    let on_toggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            open.set(
                e.target_unchecked_into::<web_sys::Element>()
                    .has_attribute("open"),
            );
        })
    };
    let shown = if *open { log.len().min(ROWS_SHOWN) } else { 0 };
    let mut drawn: Vec<&TestRow> = log.rows().rev().take(shown).collect();
    drawn.reverse();
    let hidden = log.total - shown as u64;
    html! {
        <details class="test-log" open={*open} ontoggle={on_toggle} data-testid="test-log-panel">
            <summary>{ format!("Test log ({} tests)", log.total) }</summary>
            <div class="row">
                <button data-testid="test-log-csv" onclick={export(true)}>{ "Download CSV" }</button>
                <button data-testid="test-log-markdown" onclick={export(false)}>{ "Download Markdown" }</button>
                if hidden > 0 && *open {
                    <span class="muted" data-testid="test-log-note">{ format!(
                        "showing the last {shown} tests; the exports have the last {} (at most {LOG_ROWS_KEPT} are kept){}",
                        log.len(),
                        if log.dropped() > 0 { format!(", {} earlier ones are not kept", log.dropped()) } else { String::new() }
                    ) }</span>
                }
            </div>
            <div class="test-log-scroll">
                <table class="test-log-table" data-testid="test-log">
                    <thead><tr><th>{ "#" }</th><th>{ "candidate" }</th><th>{ "bytes" }</th><th>{ "verdict" }</th><th>{ "ms" }</th><th>{ "pass" }</th></tr></thead>
                    <tbody>
                    { for drawn.into_iter().map(|row| html! {
                        <tr key={row.number.to_string()} data-verdict={row.verdict.word()} class={classes!("verdict-".to_string() + row.verdict.word())}>
                            <td>{ row.number }</td>
                            <td class={classes!("candidate", row.diff.then_some("diff"))} data-testid="test-log-candidate"
                                title={row.diff.then_some("the candidate's change from the test case it was made from")}>{ cell_text(&row.candidate).into_owned() }</td>
                            <td>{ row.bytes }</td>
                            <td title={verdict_title(row)}>{ row.verdict.word() }</td>
                            <td>{ time(row) }</td>
                            <td>{ &row.pass }</td>
                        </tr>
                    }) }
                    </tbody>
                </table>
            </div>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(number: u64, candidate: &str, verdict: LogVerdict) -> TestRow {
        TestRow {
            number,
            candidate: candidate.to_string(),
            diff: false,
            bytes: candidate.len(),
            verdict,
            cached_interesting: false,
            ms: (verdict != LogVerdict::Cache).then_some(1.5),
            pass: "char round 1 / 2 parts".to_string(),
        }
    }

    #[test]
    fn a_long_candidate_is_cut_in_its_cell_only() {
        let long = "é".repeat(CELL_CHARS + 1);
        assert_eq!(cell_text(&long), format!("{}…", "é".repeat(CELL_CHARS)));
        assert_eq!(cell_text("<SELECT>"), "<SELECT>");
        let mut log = TestLog::default();
        log.extend(vec![row(1, &long, LogVerdict::Not)], 0);
        assert!(log.csv().contains(&long), "the export keeps all of it");
    }

    #[test]
    fn csv_quotes_commas_quotes_and_line_breaks() {
        let mut log = TestLog::default();
        log.extend(
            vec![
                row(1, "a,b", LogVerdict::Interesting),
                row(2, "say \"x\"\nnext", LogVerdict::Cache),
            ],
            0,
        );
        assert_eq!(
            log.csv(),
            "number,candidate,diff,bytes,verdict,ms,pass\r\n\
             1,\"a,b\",false,3,interesting,1.5,char round 1 / 2 parts\r\n\
             2,\"say \"\"x\"\"\nnext\",false,12,cache,,char round 1 / 2 parts\r\n"
        );
    }

    #[test]
    fn markdown_escapes_bars_and_breaks_lines() {
        let mut log = TestLog::default();
        log.extend(vec![row(1, "a|`b`\nc", LogVerdict::Not)], 0);
        let md = log.markdown();
        let last = md.lines().last().unwrap();
        assert_eq!(
            last,
            "| 1 | `` a\\|`b`<br>c `` | 7 | not | 1.5 | char round 1 / 2 parts |"
        );
        assert_eq!(md.lines().count(), 3);
    }

    #[test]
    fn only_the_last_rows_are_kept_and_the_total_counts_all() {
        let mut log = TestLog::default();
        let rows: Vec<TestRow> = (1..=LOG_ROWS_KEPT as u64 + 10)
            .map(|n| row(n, "x", LogVerdict::Not))
            .collect();
        log.extend(rows, 5);
        // One report's rows stay together: none is dropped yet.
        assert_eq!(log.len(), LOG_ROWS_KEPT + 10);
        log.extend(
            vec![row(LOG_ROWS_KEPT as u64 + 11, "y", LogVerdict::Not)],
            0,
        );
        assert_eq!(log.len(), LOG_ROWS_KEPT + 11);
        // The oldest reports' rows go once the later ones are enough.
        log.extend(
            (0..LOG_ROWS_KEPT as u64)
                .map(|n| row(n, "z", LogVerdict::Not))
                .collect(),
            0,
        );
        assert_eq!(log.len(), LOG_ROWS_KEPT);
        assert_eq!(log.total, 2 * LOG_ROWS_KEPT as u64 + 16);
        assert_eq!(log.dropped(), LOG_ROWS_KEPT as u64 + 16);
        assert_eq!(log.rows().next().unwrap().candidate, "z");
    }
}
