//! The source view beside the tree view: the run's original input with the
//! regions the best test case removed struck through, the regions under
//! test marked, and the selected node's text highlighted. A large input
//! shows a window around the selection: laying out 170 KB of text with
//! thousands of marks on every progress message would block the page.

use std::ops::Range;

use yew::prelude::*;

use crate::protocol::PREVIEW_BYTES;

/// Bytes of the input shown at once.
pub const WINDOW_BYTES: usize = PREVIEW_BYTES;

/// What to mark, as byte ranges of the input. `removed` and `testing` are
/// sorted and do not overlap within each list.
pub struct Marks<'a> {
    pub removed: &'a [Range<usize>],
    pub testing: &'a [Range<usize>],
    pub selected: Option<Range<usize>>,
}

/// The largest character boundary at or before `at`.
fn floor_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The part of `text` to show: all of it when it is small, else
/// [`WINDOW_BYTES`] starting a little before the selection.
pub fn window(text: &str, selected: Option<&Range<usize>>) -> Range<usize> {
    if text.len() <= WINDOW_BYTES {
        return 0..text.len();
    }
    let anchor = selected.map_or(0, |s| s.start.saturating_sub(WINDOW_BYTES / 8));
    let start = floor_boundary(text, anchor.min(text.len() - WINDOW_BYTES));
    start..floor_boundary(text, start + WINDOW_BYTES)
}

/// Whether `at` lies in one of the sorted, disjoint `ranges`.
fn covered(ranges: &[Range<usize>], at: usize) -> bool {
    let i = ranges.partition_point(|r| r.end <= at);
    ranges.get(i).is_some_and(|r| r.start <= at)
}

/// A stretch of text with the same marks.
#[derive(Debug, PartialEq, Eq)]
pub struct Segment {
    pub range: Range<usize>,
    pub removed: bool,
    pub testing: bool,
    pub selected: bool,
}

/// Cuts `shown` where a mark starts or ends.
pub fn segments(text: &str, shown: Range<usize>, marks: &Marks) -> Vec<Segment> {
    let inside = |at: usize| at > shown.start && at < shown.end;
    let mut cuts = vec![shown.start, shown.end];
    for r in marks
        .removed
        .iter()
        .chain(marks.testing)
        .chain(marks.selected.iter())
    {
        cuts.extend([r.start, r.end].into_iter().filter(|&at| inside(at)));
    }
    for cut in &mut cuts {
        *cut = floor_boundary(text, *cut);
    }
    cuts.sort_unstable();
    cuts.dedup();
    cuts.windows(2)
        .map(|w| Segment {
            range: w[0]..w[1],
            removed: covered(marks.removed, w[0]),
            testing: covered(marks.testing, w[0]),
            selected: marks
                .selected
                .as_ref()
                .is_some_and(|s| s.start <= w[0] && w[0] < s.end),
        })
        .collect()
}

/// `text` with `&`, `<` and `>` written as entities.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
}

fn segment_into(out: &mut String, text: &str, segment: &Segment) {
    let piece = &text[segment.range.clone()];
    let class = match (segment.removed, segment.testing) {
        (false, false) => return escape_into(out, piece),
        (true, false) => "removed",
        (false, true) => "testing",
        (true, true) => "removed testing",
    };
    out.push_str(&format!("<span class=\"{class}\">"));
    escape_into(out, piece);
    out.push_str("</span>");
}

/// The marked text as HTML: one string for the browser to parse rather
/// than a node per segment for the page to compare on every progress
/// report (thousands of them late in a run). The selection is one element,
/// `[data-testid=source-selection]`, whose text is exactly the node's text
/// (or the part of it in the window).
pub fn marked_html(text: &str, parts: &[Segment]) -> String {
    let mut out = String::with_capacity(text.len() + parts.len() * 32);
    let first = parts.iter().position(|s| s.selected);
    let last = parts.iter().rposition(|s| s.selected);
    for (i, segment) in parts.iter().enumerate() {
        if Some(i) == first {
            out.push_str(r#"<span class="selected" data-testid="source-selection">"#);
        }
        segment_into(&mut out, text, segment);
        if Some(i) == last {
            out.push_str("</span>");
        }
    }
    out
}

/// The source view; `pre` gets its element, in which the tree view finds
/// the selection to scroll it into sight.
pub fn view(text: &str, marks: &Marks, pre: &NodeRef) -> Html {
    let shown = window(text, marks.selected.as_ref());
    let parts = segments(text, shown.clone(), marks);
    let body = Html::from_html_unchecked(AttrValue::from(marked_html(text, &parts)));
    html! {
        <div class="source-pane">
            if shown.len() < text.len() {
                <div class="muted" data-testid="source-window">{
                    format!("bytes {}–{} of {}; select a node to show its part", shown.start, shown.end, text.len())
                }</div>
            }
            <pre class="source-view" data-testid="source-view" ref={pre.clone()}>{ body }</pre>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_follow_the_marks() {
        let text = "int a; int b; int c;";
        // Ranges past the end of the text are ignored.
        let (removed, testing) = ([7..13, 40..50], [14..20, 60..70]);
        let marks = Marks {
            removed: &removed,
            testing: &testing,
            selected: Some(4..13),
        };
        let parts = segments(text, 0..text.len(), &marks);
        let described: Vec<(&str, bool, bool, bool)> = parts
            .iter()
            .map(|s| (&text[s.range.clone()], s.removed, s.testing, s.selected))
            .collect();
        assert_eq!(
            described,
            vec![
                ("int ", false, false, false),
                ("a; ", false, false, true),
                ("int b;", true, false, true),
                (" ", false, false, false),
                ("int c;", false, true, false),
            ]
        );
    }

    #[test]
    fn marked_text_is_escaped_and_the_selection_is_one_element() {
        let text = "a<b & c";
        // One range each, as marks are: not a range of numbers.
        #[allow(clippy::single_range_in_vec_init)]
        let (removed, testing) = ([2..3], [6..7]);
        let marks = Marks {
            removed: &removed,
            testing: &testing,
            selected: Some(1..4),
        };
        let html = marked_html(text, &segments(text, 0..text.len(), &marks));
        assert_eq!(
            html,
            r#"a<span class="selected" data-testid="source-selection">&lt;<span class="removed">b</span> </span>&amp; <span class="testing">c</span>"#
        );
    }

    #[test]
    fn a_large_text_shows_a_window_around_the_selection() {
        let text = "é".repeat(WINDOW_BYTES);
        assert_eq!(window("short", None), 0..5);
        let shown = window(&text, Some(&(WINDOW_BYTES..WINDOW_BYTES + 2)));
        assert!(shown.contains(&WINDOW_BYTES));
        assert!(text.is_char_boundary(shown.start) && text.is_char_boundary(shown.end));
        assert!(shown.len() <= WINDOW_BYTES);
        // The window never runs past the end.
        let last = window(&text, Some(&(text.len() - 2..text.len())));
        assert_eq!(last.end, text.len());
    }
}
