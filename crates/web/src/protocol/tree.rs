//! The parse tree of a run's input as parallel typed arrays, its row
//! lists, and the node statuses progress carries.

use js_sys::{Array, Object, Reflect, Uint16Array, Uint32Array, Uint8Array};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// The parse tree of a run's input, sent once as parallel arrays indexed by
/// node id. Ids are in pre-order: a parent comes before its children,
/// siblings in source order. Unlike the other reports it travels as a
/// JavaScript object of typed arrays ([`TreeShape::to_js`]): a 170 KB C file
/// has about 100,000 nodes, and as JSON (2.3 MB) its copy into the app and
/// its parse held the UI thread for about 100 ms.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TreeShape {
    /// Node kind names; `kind` indexes into it.
    pub kinds: Vec<String>,
    pub kind: Vec<u16>,
    /// Each node's parent; the root's (node 0) is 0.
    pub parent: Vec<u32>,
    /// Each node's byte range in the input: its first token's start to its
    /// last token's end (empty for a node without tokens).
    pub start: Vec<u32>,
    pub end: Vec<u32>,
    /// Token leaves below each node.
    pub weight: Vec<u32>,
    /// [`NODE_NAMED`], [`NODE_REMOVABLE`], [`NODE_ERROR`].
    pub flags: Vec<u8>,
    /// Statuses will follow (a tree algorithm); a list algorithm's run shows
    /// the tree alone.
    pub statuses: bool,
    /// Nodes whose row shows this label instead of the start of their text
    /// (a set's files show their paths), by id.
    #[serde(default)]
    pub labels: Vec<(u32, String)>,
    /// The text the ranges are in, when it is not the run's input (a set's
    /// files one after the other).
    #[serde(default)]
    pub source: Option<String>,
}

impl TreeShape {
    /// The `tree` message: `{type: "tree", kinds, kind, parent, start, end,
    /// weight, flags, statuses, labels, source}` with typed arrays, which
    /// the browser copies between threads as plain memory (`labels` is a
    /// list of `[id, label]`).
    pub fn to_js(&self) -> JsValue {
        let object = Object::new();
        let kinds: Array = self.kinds.iter().map(|k| JsValue::from_str(k)).collect();
        let (row_start, rows) = row_lists(&self.parent, &self.flags);
        let source = self
            .source
            .as_deref()
            .map_or(JsValue::NULL, JsValue::from_str);
        let fields: [(&str, JsValue); 13] = [
            ("type", "tree".into()),
            ("row_start", Uint32Array::from(&row_start[..]).into()),
            ("rows", Uint32Array::from(&rows[..]).into()),
            ("kinds", kinds.into()),
            ("kind", Uint16Array::from(&self.kind[..]).into()),
            ("parent", Uint32Array::from(&self.parent[..]).into()),
            ("start", Uint32Array::from(&self.start[..]).into()),
            ("end", Uint32Array::from(&self.end[..]).into()),
            ("weight", Uint32Array::from(&self.weight[..]).into()),
            ("flags", Uint8Array::from(&self.flags[..]).into()),
            ("statuses", self.statuses.into()),
            ("labels", super::to_js(&self.labels)),
            ("source", source),
        ];
        for (name, value) in fields {
            // Setting a property of a fresh plain object cannot fail.
            let _ = Reflect::set(&object, &name.into(), &value);
        }
        object.into()
    }
}

/// Each node's row children (named nodes, and nodes with children; an
/// anonymous token is shown in its parent's label) as compressed lists:
/// the children of node `i` are `rows[row_start[i]..row_start[i + 1]]`, in
/// source order. Made by the worker, so that the page never walks every
/// node of a large tree.
pub fn row_lists(parent: &[u32], flags: &[u8]) -> (Vec<u32>, Vec<u32>) {
    let n = parent.len();
    let mut has_children = vec![false; n];
    for &p in parent.iter().skip(1) {
        has_children[p as usize] = true;
    }
    let is_row = |id: usize| flags[id] & NODE_NAMED != 0 || has_children[id];
    // Counts, offsets, then a fill in id order (siblings come in source
    // order).
    let mut row_start = vec![0u32; n + 1];
    for (id, &p) in parent.iter().enumerate().skip(1) {
        if is_row(id) {
            row_start[p as usize + 1] += 1;
        }
    }
    for i in 0..n {
        row_start[i + 1] += row_start[i];
    }
    let mut next = row_start.clone();
    let mut rows = vec![0u32; row_start[n] as usize];
    for (id, &p) in parent.iter().enumerate().skip(1) {
        if is_row(id) {
            rows[next[p as usize] as usize] = id as u32;
            next[p as usize] += 1;
        }
    }
    (row_start, rows)
}

pub const NODE_NAMED: u8 = 1;
pub const NODE_REMOVABLE: u8 = 2;
pub const NODE_ERROR: u8 = 4;

/// Node statuses as compact lists: the top-most node of each gone subtree
/// (every node below one is gone too).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TreeProgress {
    /// Gone from the best test case so far; `None` when unchanged since the
    /// last message that carried it. Late in a run on a large input this
    /// is tens of thousands of nodes: the lists travel as bytes
    /// ([`node_bytes`]), which cross threads as one block, not as an array
    /// of numbers for the page to read one by one.
    #[serde(default, with = "node_bytes::optional")]
    pub removed: Option<Vec<u32>>,
    /// What the tests in flight remove on top of that; in a step report,
    /// what the step's test removed (or tried to).
    #[serde(default, with = "node_bytes")]
    pub testing: Vec<u32>,
}

/// Node ids as little-endian bytes (a `Uint8Array` in a message).
mod node_bytes {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(ids: &[u32], s: S) -> Result<S::Ok, S::Error> {
        let bytes: Vec<u8> = ids.iter().flat_map(|id| id.to_le_bytes()).collect();
        s.serialize_bytes(&bytes)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u32>, D::Error> {
        let bytes = serde_bytes::ByteBuf::deserialize(d)?;
        Ok(bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    pub mod optional {
        use serde::{Deserialize, Deserializer, Serializer};

        pub fn serialize<S: Serializer>(ids: &Option<Vec<u32>>, s: S) -> Result<S::Ok, S::Error> {
            match ids {
                Some(ids) => super::serialize(ids, s),
                None => s.serialize_none(),
            }
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<u32>>, D::Error> {
            let bytes: Option<serde_bytes::ByteBuf> = Option::deserialize(d)?;
            Ok(bytes.map(|b| {
                b.chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect()
            }))
        }
    }
}
