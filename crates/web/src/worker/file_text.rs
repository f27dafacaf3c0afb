//! One file's text followed through a run, for the tree view when nothing
//! in the reduction says which nodes of the original a test case removes
//! (a set's files, `set_track.rs`; one file once its algorithm gives no
//! tree edit, `track.rs`): each new text is aligned with the text before
//! it (`align.rs`), so that every byte knows which original byte it is. A
//! token is gone when none of its bytes is left, a node when all its tokens
//! are.

use std::ops::Range;

use whittle_core::tree::{NodeId, Tree};

use super::align::{align, INSIDE, NEW};

/// A file's text in a test case of the run, and for each byte the original
/// byte it is ([`NEW`] for text the run added, such as a pasted header).
#[derive(Clone)]
pub struct FileText {
    pub bytes: Vec<u8>,
    pub origins: Vec<u32>,
}

impl FileText {
    /// The original text: each byte is itself.
    pub fn original(bytes: &[u8]) -> FileText {
        FileText {
            bytes: bytes.to_vec(),
            origins: (0..bytes.len() as u32).collect(),
        }
    }
}

/// A file's nodes in a tree view's tree: `node..end` (`node` the file's
/// top node, children after their parents), its original bytes and its
/// tokens in order, with their ranges in those bytes.
pub struct FileNodes<'a> {
    pub tree: &'a Tree,
    pub node: NodeId,
    pub end: NodeId,
    pub original: &'a [u8],
    pub tokens: &'a [(Range<u32>, NodeId)],
}

impl FileNodes<'_> {
    /// `bytes`, the file's new text, followed from `from`, its text before:
    /// unchanged bytes keep their origins; changed ones are aligned.
    pub fn follow(&self, from: &FileText, bytes: &[u8]) -> FileText {
        if from.bytes == bytes {
            return from.clone();
        }
        let origin = |i: Option<usize>| {
            i.and_then(|i| from.origins.get(i))
                .copied()
                .filter(|&o| o != NEW)
        };
        let cost = |at: usize| self.cut_cost(origin(at.checked_sub(1)), origin(Some(at)));
        let matched = align(&from.bytes, bytes, cost);
        FileText {
            bytes: bytes.to_vec(),
            origins: matched
                .iter()
                .map(|&i| {
                    if i == NEW {
                        NEW
                    } else {
                        from.origins[i as usize]
                    }
                })
                .collect(),
        }
    }

    /// What cutting the file between its original bytes `before` and
    /// `after` costs (either may be missing: the file's edge, or new text):
    /// the depth of the smallest node that holds both sides, so that a
    /// removal slides to between statements rather than into one, and
    /// [`INSIDE`] or more inside a token.
    pub fn cut_cost(&self, before: Option<u32>, after: Option<u32>) -> u32 {
        let (Some(before), Some(after)) = (before, after) else {
            return 0;
        };
        let tokens = self.tokens;
        // The token holding a byte, or the nearest one on the given side.
        let after_token = tokens.partition_point(|(r, _)| r.end <= after);
        let before_token = tokens.partition_point(|(r, _)| r.start <= before);
        let (Some(a), Some(b)) = (before_token.checked_sub(1), tokens.get(after_token)) else {
            return 0;
        };
        let a = &tokens[a];
        if std::ptr::eq(a, b) {
            return INSIDE + self.tree.depth(a.1);
        }
        self.tree.depth(common_ancestor(self.tree, a.1, b.1))
    }

    /// Which of the file's nodes (by offset from `node`) are gone when its
    /// text is `text` (`None`: the file is left out). The top node stays
    /// while the file does, even emptied.
    pub fn gone(&self, text: Option<&FileText>) -> Vec<bool> {
        let (first, count) = (self.node as usize, (self.end - self.node) as usize);
        let Some(text) = text else {
            return vec![true; count];
        };
        let mut kept = vec![false; self.original.len()];
        for &origin in &text.origins {
            if origin != NEW {
                kept[origin as usize] = true;
            }
        }
        // Live tokens below each node; a token of blanks alone (a line end
        // that ends a directive) keeps nothing alive.
        let mut live = vec![0u32; count];
        let mut tokens = vec![0u32; count];
        for (range, node) in self.tokens {
            let bytes = &self.original[range.start as usize..range.end as usize];
            if bytes.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            let at = *node as usize - first;
            tokens[at] = 1;
            live[at] = u32::from(kept[range.start as usize..range.end as usize].contains(&true));
        }
        let parent = |offset: usize| {
            self.tree
                .node((first + offset) as NodeId)
                .parent
                .unwrap_or(0) as usize
                - first
        };
        // Children have larger ids than their parents.
        for offset in (1..count).rev() {
            live[parent(offset)] += live[offset];
            tokens[parent(offset)] += tokens[offset];
        }
        let mut gone: Vec<bool> = (0..count).map(|i| tokens[i] > 0 && live[i] == 0).collect();
        if let Some(top) = gone.first_mut() {
            *top = false;
        }
        // Nodes without tokens of their own go with their parent.
        for offset in 1..count {
            if tokens[offset] == 0 && gone[parent(offset)] {
                gone[offset] = true;
            }
        }
        gone
    }

    /// The gone nodes (of [`FileNodes::gone`]) whose parent is not gone.
    pub fn top_most(&self, gone: &[bool]) -> Vec<NodeId> {
        let first = self.node;
        if gone.first() == Some(&true) {
            return vec![first];
        }
        (1..gone.len())
            .filter(|&offset| {
                let parent = self.tree.node(first + offset as NodeId).parent.unwrap_or(0);
                gone[offset] && !gone[(parent - first) as usize]
            })
            .map(|offset| first + offset as NodeId)
            .collect()
    }
}

/// The deepest node that holds both `a` and `b`.
fn common_ancestor(tree: &Tree, mut a: NodeId, mut b: NodeId) -> NodeId {
    while a != b {
        if tree.depth(a) >= tree.depth(b) {
            a = tree.node(a).parent.unwrap_or(0);
        } else {
            b = tree.node(b).parent.unwrap_or(0);
        }
    }
    a
}
