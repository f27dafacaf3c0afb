//! The run's parse tree as the tree view reads it, and the statuses of its
//! nodes. A 5 MB JSON document has over a million nodes, so nothing here
//! walks every node on the UI thread: the worker sends the tree once as
//! typed arrays (`TreeShape::to_js`), with each node's children lists
//! already made, and the view reads those arrays where they arrived,
//! a node at a time, for the rows it draws ([`Column`]). Statuses cost in
//! proportion to the removed subtrees, not to the tree.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use js_sys::{Reflect, Uint16Array, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use yew::AttrValue;

#[cfg(test)]
use crate::protocol::{row_lists, TreeShape};

mod status;
pub use status::TreeStatus;

/// Rows the initial expansion may open.
const INITIAL_ROWS: usize = 80;
/// Bytes of a node's text in its label.
const LABEL_BYTES: usize = 48;

#[wasm_bindgen(
    inline_js = "export function gather(column, ids) { return Uint32Array.from(ids, (id) => column[id]); }"
)]
extern "C" {
    /// `column[ids[i]]` for each `i`, in one call into JavaScript rather
    /// than one per node (tens of thousands late in a run).
    fn gather(column: &JsValue, ids: &[u32]) -> Uint32Array;
}

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

    /// The numbers of the nodes `ids` (each less than `len()`), in order.
    pub fn gather(&self, ids: &[u32]) -> Vec<u32> {
        match self {
            #[cfg(test)]
            Column::Rust(v) => ids.iter().map(|&i| v[i as usize]).collect(),
            Column::U32(a) => gather(a, ids).to_vec(),
            Column::U16(a) => gather(a, ids).to_vec(),
            Column::U8(a) => gather(a, ids).to_vec(),
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
    /// Rows labelled otherwise than by their text (a set's files).
    pub labels: HashMap<u32, String>,
    /// The text the ranges are in, when it is not the run's input.
    pub source: Option<String>,
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
            labels: get("labels")
                .and_then(|l| serde_wasm_bindgen::from_value::<Vec<(u32, String)>>(l).ok())
                .map_or_else(HashMap::new, |l| l.into_iter().collect()),
            source: get("source").and_then(|s| s.as_string()),
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
            labels: shape.labels.into_iter().collect(),
            source: shape.source,
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

    /// The node's label, else the start of its text on one line.
    pub fn label(&self, id: u32) -> String {
        if let Some(label) = self.columns.labels.get(&id) {
            return label.clone();
        }
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

#[cfg(test)]
pub(crate) mod tests;
