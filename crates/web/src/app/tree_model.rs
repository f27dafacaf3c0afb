//! The run's parse tree as the tree view reads it, and the statuses of its
//! nodes. A 5 MB JSON document has over a million nodes, so nothing here
//! walks every node on the UI thread: the worker sends the tree once as
//! typed arrays (`TreeShape::to_js`), with each node's children lists
//! already made, and the view reads those arrays where they arrived,
//! a node at a time, for the rows it draws ([`Column`]). Statuses cost in
//! proportion to the removed subtrees, not to the tree.

use std::collections::HashSet;
use std::ops::Range;

use js_sys::{Reflect, Uint16Array, Uint32Array, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use yew::AttrValue;

#[cfg(test)]
use crate::protocol::{row_lists, TreeShape};

/// Rows the initial expansion may open.
const INITIAL_ROWS: usize = 80;
/// Bytes of a node's text in its label.
const LABEL_BYTES: usize = 48;

/// One number per node: a typed array as the worker sent it (or, in the
/// native tests, a vector).
pub enum Column {
    #[cfg(test)]
    Rust(Vec<u32>),
    U32(Uint32Array),
    U16(Uint16Array),
    U8(Uint8Array),
}

impl Column {
    pub fn get(&self, i: usize) -> u32 {
        match self {
            #[cfg(test)]
            Column::Rust(v) => v[i],
            Column::U32(a) => a.get_index(i as u32),
            Column::U16(a) => u32::from(a.get_index(i as u32)),
            Column::U8(a) => u32::from(a.get_index(i as u32)),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            #[cfg(test)]
            Column::Rust(v) => v.len(),
            Column::U32(a) => a.length() as usize,
            Column::U16(a) => a.length() as usize,
            Column::U8(a) => a.length() as usize,
        }
    }

    /// The numbers at `range`, copied.
    pub fn slice(&self, range: Range<usize>) -> Vec<u32> {
        let (a, b) = (range.start as u32, range.end as u32);
        match self {
            #[cfg(test)]
            Column::Rust(v) => v[range].to_vec(),
            Column::U32(array) => array.subarray(a, b).to_vec(),
            Column::U16(array) => array
                .subarray(a, b)
                .to_vec()
                .into_iter()
                .map(u32::from)
                .collect(),
            Column::U8(array) => array
                .subarray(a, b)
                .to_vec()
                .into_iter()
                .map(u32::from)
                .collect(),
        }
    }
}

/// The `tree` message's columns (see [`TreeShape`]), plus each node's row
/// children: `rows[row_start[i]..row_start[i + 1]]`.
pub struct TreeColumns {
    pub kinds: Vec<String>,
    pub kind: Column,
    pub parent: Column,
    pub start: Column,
    pub end: Column,
    pub weight: Column,
    pub flags: Column,
    pub row_start: Column,
    pub rows: Column,
    pub statuses: bool,
}

impl TreeColumns {
    /// Reads a `tree` message without copying its arrays; `None` if
    /// `value` is not one.
    pub fn from_js(value: &JsValue) -> Option<TreeColumns> {
        let get = |name: &str| Reflect::get(value, &name.into()).ok();
        if get("type")?.as_string()? != "tree" {
            return None;
        }
        let u32s = |name: &str| Some(Column::U32(get(name)?.dyn_into::<Uint32Array>().ok()?));
        let kinds = get("kinds")?.dyn_into::<js_sys::Array>().ok()?;
        Some(TreeColumns {
            kinds: kinds
                .iter()
                .map(|k| k.as_string().unwrap_or_default())
                .collect(),
            kind: Column::U16(get("kind")?.dyn_into::<Uint16Array>().ok()?),
            parent: u32s("parent")?,
            start: u32s("start")?,
            end: u32s("end")?,
            weight: u32s("weight")?,
            flags: Column::U8(get("flags")?.dyn_into::<Uint8Array>().ok()?),
            row_start: u32s("row_start")?,
            rows: u32s("rows")?,
            statuses: get("statuses")?.as_bool()?,
        })
    }

    /// The columns of a tree made in Rust.
    #[cfg(test)]
    pub fn from_shape(shape: TreeShape) -> TreeColumns {
        let (row_start, rows) = row_lists(&shape.parent, &shape.flags);
        TreeColumns {
            kinds: shape.kinds,
            kind: Column::Rust(shape.kind.into_iter().map(u32::from).collect()),
            parent: Column::Rust(shape.parent),
            start: Column::Rust(shape.start),
            end: Column::Rust(shape.end),
            weight: Column::Rust(shape.weight),
            flags: Column::Rust(shape.flags.into_iter().map(u32::from).collect()),
            row_start: Column::Rust(row_start),
            rows: Column::Rust(rows),
            statuses: shape.statuses,
        }
    }
}

/// The parse tree of a run, as the UI draws it.
pub struct TreeModel {
    /// The run's input: node ranges are byte ranges of it.
    pub source: AttrValue,
    columns: TreeColumns,
}

impl TreeModel {
    pub fn new(columns: TreeColumns, source: AttrValue) -> TreeModel {
        TreeModel { source, columns }
    }

    pub fn len(&self) -> usize {
        self.columns.parent.len()
    }

    /// Whether the run reports node statuses (a tree algorithm).
    pub fn statuses(&self) -> bool {
        self.columns.statuses
    }

    /// The row children of a node, in source order.
    pub fn children(&self, id: u32) -> Vec<u32> {
        self.first_children(id, usize::MAX)
    }

    /// The first `n` row children of a node.
    pub fn first_children(&self, id: u32, n: usize) -> Vec<u32> {
        let i = id as usize;
        let a = self.columns.row_start.get(i) as usize;
        let b = self.columns.row_start.get(i + 1) as usize;
        self.columns.rows.slice(a..b.min(a.saturating_add(n)))
    }

    /// How many row children a node has.
    pub fn child_count(&self, id: u32) -> usize {
        let i = id as usize;
        (self.columns.row_start.get(i + 1) - self.columns.row_start.get(i)) as usize
    }

    pub fn kind(&self, id: u32) -> &str {
        let kind = self.columns.kind.get(id as usize) as usize;
        self.columns.kinds.get(kind).map_or("", String::as_str)
    }

    pub fn flags(&self, id: u32) -> u8 {
        self.columns.flags.get(id as usize) as u8
    }

    pub fn range(&self, id: u32) -> Range<usize> {
        let i = id as usize;
        self.columns.start.get(i) as usize..self.columns.end.get(i) as usize
    }

    pub fn weight(&self, id: u32) -> u32 {
        self.columns.weight.get(id as usize)
    }

    pub fn parent(&self, id: u32) -> Option<u32> {
        (id != 0).then(|| self.columns.parent.get(id as usize))
    }

    /// The start of the node's text on one line.
    pub fn label(&self, id: u32) -> String {
        let text = self.source.as_str();
        let range = self.range(id);
        let Some(whole) = text.get(range) else {
            return String::new();
        };
        let mut cut = whole.len().min(LABEL_BYTES);
        while !whole.is_char_boundary(cut) {
            cut -= 1;
        }
        let mut label: String = whole[..cut]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if cut < whole.len() {
            label.push('…');
        }
        label
    }

    /// Sorted, merged byte ranges of the given subtrees.
    fn ranges(&self, roots: &[u32]) -> Vec<Range<usize>> {
        let mut ranges: Vec<Range<usize>> = roots
            .iter()
            .filter(|&&id| (id as usize) < self.len())
            .map(|&id| self.range(id))
            .filter(|r| !r.is_empty())
            .collect();
        ranges.sort_unstable_by_key(|r| r.start);
        let mut merged: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
        for r in ranges {
            match merged.last_mut() {
                Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
                _ => merged.push(r),
            }
        }
        merged
    }

    /// The rows open at first: the root, then its children's children while
    /// they fit in [`INITIAL_ROWS`].
    pub fn initial_expansion(&self) -> HashSet<u32> {
        let mut expanded = HashSet::from([0]);
        let top = self.children(0);
        let mut rows = 1 + top.len();
        for &child in top.iter().take(INITIAL_ROWS) {
            let more = self.child_count(child);
            if more > 0 && rows + more <= INITIAL_ROWS {
                expanded.insert(child);
                rows += more;
            }
        }
        expanded
    }
}

/// Node statuses from the latest progress: top-most removed nodes and
/// top-most nodes under test, with what the view derives from them. Late
/// in a run on a large input tens of thousands of subtrees are removed, so
/// nothing here walks up the tree from each: a row's lost tokens are read
/// off the removed subtrees sorted by where they start (a subtree lies
/// inside a node exactly when its text does).
#[derive(Default)]
pub struct TreeStatus {
    /// Sorted, for lookups.
    removed: Vec<u32>,
    testing: HashSet<u32>,
    /// The first node under test in source order, for step mode to show.
    first_testing: Option<u32>,
    /// The removed subtrees' starts, sorted, and the running sum of their
    /// tokens (`lost_before[i]`: tokens of the first `i`).
    removed_starts: Vec<usize>,
    lost_before: Vec<u64>,
    pub removed_ranges: Vec<Range<usize>>,
    pub testing_ranges: Vec<Range<usize>>,
}

impl TreeStatus {
    pub fn new(model: &TreeModel, removed: &[u32], testing: Vec<u32>) -> TreeStatus {
        let mut roots: Vec<(usize, u32)> = removed
            .iter()
            .filter(|&&id| (id as usize) < model.len())
            .map(|&id| (model.range(id).start, model.weight(id)))
            .collect();
        roots.sort_unstable();
        let mut lost_before = Vec::with_capacity(roots.len() + 1);
        lost_before.push(0u64);
        for &(_, weight) in &roots {
            lost_before.push(lost_before.last().copied().unwrap_or(0) + u64::from(weight));
        }
        let mut sorted = removed.to_vec();
        sorted.sort_unstable();
        TreeStatus {
            removed: sorted,
            removed_ranges: model.ranges(removed),
            testing_ranges: model.ranges(&testing),
            first_testing: testing.iter().copied().min(),
            testing: testing.into_iter().collect(),
            removed_starts: roots.into_iter().map(|(start, _)| start).collect(),
            lost_before,
        }
    }

    pub fn is_removed(&self, id: u32) -> bool {
        self.removed.binary_search(&id).is_ok()
    }

    pub fn is_testing(&self, id: u32) -> bool {
        self.testing.contains(&id)
    }

    /// Tokens gone below a node that is not itself removed: those of the
    /// removed subtrees whose text starts inside its own.
    pub fn lost(&self, model: &TreeModel, id: u32) -> u32 {
        let range = model.range(id);
        if range.is_empty() {
            return 0;
        }
        let from = self.removed_starts.partition_point(|&s| s < range.start);
        let to = self.removed_starts.partition_point(|&s| s < range.end);
        // No statuses yet (the default): nothing is lost.
        let before = |i: usize| self.lost_before.get(i).copied().unwrap_or(0);
        let lost = before(to) - before(from);
        u32::try_from(lost).unwrap_or(u32::MAX)
    }

    /// The first node under test, to show after a step.
    pub fn first_testing(&self) -> Option<u32> {
        self.first_testing
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// `int a; int b;`: 0 root → [1 decl → [2 `int`, 3 a, 4 `;`], 5 decl → [6 `int`, 7 b, 8 `;`]].
    pub(crate) fn model() -> TreeModel {
        let shape = TreeShape {
            kinds: vec![
                "root".into(),
                "decl".into(),
                "int".into(),
                "identifier".into(),
                ";".into(),
            ],
            kind: vec![0, 1, 2, 3, 4, 1, 2, 3, 4],
            parent: vec![0, 0, 1, 1, 1, 0, 5, 5, 5],
            start: vec![0, 0, 0, 4, 5, 7, 7, 11, 12],
            end: vec![13, 6, 3, 5, 6, 13, 10, 12, 13],
            weight: vec![6, 3, 1, 1, 1, 3, 1, 1, 1],
            flags: vec![1, 1, 0, 1, 0, 1, 0, 1, 0],
            statuses: true,
        };
        TreeModel::new(
            TreeColumns::from_shape(shape),
            AttrValue::from("int a; int b;"),
        )
    }

    #[test]
    fn rows_are_named_nodes_and_inner_nodes() {
        let m = model();
        assert_eq!(m.children(0), &[1, 5]);
        assert_eq!(m.children(1), &[3]);
        assert_eq!(m.label(1), "int a;");
        assert_eq!(m.initial_expansion(), HashSet::from([0, 1, 5]));
    }

    #[test]
    fn status_counts_lost_tokens_and_merges_ranges() {
        let m = model();
        let status = TreeStatus::new(&m, &[3, 5], vec![1]);
        assert_eq!(status.lost(&m, 0), 4);
        assert_eq!(status.lost(&m, 1), 1);
        assert_eq!(status.lost(&m, 2), 0);
        assert!(status.is_removed(5) && !status.is_removed(1));
        // Before the first statuses, nothing is lost.
        assert_eq!(TreeStatus::default().lost(&m, 0), 0);
        assert_eq!(status.removed_ranges, vec![4..5, 7..13]);
        assert_eq!(status.testing_ranges, vec![0..6]);
    }
}
