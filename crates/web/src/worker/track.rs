//! The tree view's bookkeeping in the worker: which nodes the best test
//! case and each test in flight leave out, brought up to date only when the
//! best test case changes (the walk is over the whole tree). One file's
//! tree follows the tree algorithm's edits while it gives them, and its
//! text otherwise (the default pipeline's passes after the first, which
//! work on re-parses, and its `fillers` pass): a changed text is aligned
//! with the best test case's before (`file_text.rs`), starting from what
//! the last edit left. A set's files are followed by their text
//! (`set_track.rs`).

use std::ops::Range;
use std::rc::Rc;

use whittle_core::files::FileSet;
use whittle_core::tree::{NodeId, Tree};
use whittle_core::Reduction;

use super::align::{find, NEW};
use super::file_text::{FileNodes, FileText};
use super::set_track::SetTrack;
use super::set_tree::SetTree;
use super::tree_report::{gone_mask, gone_roots, shape};
use crate::protocol::TreeShape;

/// What the tree view is made from, kept until the page asks for it.
pub enum TreeSource {
    /// The input's parse tree, and whether the algorithm edits it.
    File(Rc<Tree>, bool),
    /// A set of files.
    Set(FileSet),
}

impl TreeSource {
    /// The `tree` message and the bookkeeping of its statuses.
    pub fn start(self) -> (TreeShape, Track) {
        match self {
            TreeSource::File(tree, statuses) => {
                let shape = shape(&tree, statuses);
                (shape, Track::File(TreeTrack::new(tree, statuses)))
            }
            TreeSource::Set(set) => {
                let tree = Rc::new(SetTree::build(&set));
                (tree.shape(), Track::Set(SetTrack::new(tree)))
            }
        }
    }
}

/// The statuses of a run's tree view.
pub enum Track {
    File(TreeTrack),
    Set(SetTrack),
}

impl Track {
    /// Whether progress carries statuses: always for a set, whose files
    /// are followed whatever the algorithm.
    pub fn statuses(&self) -> bool {
        match self {
            Track::File(track) => track.statuses,
            Track::Set(_) => true,
        }
    }

    pub fn refresh(&mut self, reduction: &Reduction) {
        match self {
            Track::File(track) => track.refresh(reduction),
            Track::Set(track) => track.refresh(reduction),
        }
    }

    /// Top-most gone nodes not sent yet.
    pub fn take_unsent(&mut self) -> Option<Vec<NodeId>> {
        match self {
            Track::File(track) => track.unsent.take(),
            Track::Set(track) => track.unsent.take(),
        }
    }
}

pub struct TreeTrack {
    pub tree: Rc<Tree>,
    /// A tree algorithm: node statuses can be reported.
    pub statuses: bool,
    /// The tree's tokens in order, with their ranges in the input.
    tokens: Vec<(Range<u32>, NodeId)>,
    /// `stats.accepted` when `gone` was last brought up to date.
    seen_accepted: Option<u64>,
    /// Which nodes the best test case leaves out.
    gone: Vec<bool>,
    /// Top-most gone nodes not sent yet.
    pub unsent: Option<Vec<NodeId>>,
    best: Best,
}

/// What the track knows of the best test case's text.
enum Best {
    /// Nothing accepted yet: the input.
    Original,
    /// Its text, whose gone nodes the algorithm's edit gave; its origins
    /// are worked out from them if the text is followed from there.
    Edited(Vec<u8>),
    /// Its text followed by alignment.
    Followed(FileText),
}

/// How far past the previous token the next live token of an edit's
/// rendering is looked for (the text between them: blanks, a comment).
const TOKEN_WINDOW: usize = 4096;

impl TreeTrack {
    pub fn new(tree: Rc<Tree>, statuses: bool) -> TreeTrack {
        let tokens = if statuses {
            tree.nodes()
                .filter_map(|(id, node)| Some((node.token.clone()?, id)))
                .collect()
        } else {
            Vec::new()
        };
        TreeTrack {
            gone: vec![false; tree.len()],
            tree,
            statuses,
            tokens,
            seen_accepted: None,
            unsent: None,
            best: Best::Original,
        }
    }

    /// Brings `gone` up to the best test case: from the algorithm's edit
    /// when it gives one, else by following the text from the best test
    /// case seen before.
    pub fn refresh(&mut self, reduction: &Reduction) {
        let accepted = reduction.stats().accepted;
        if self.seen_accepted == Some(accepted) {
            return;
        }
        self.seen_accepted = Some(accepted);
        if let Some(edit) = reduction.tree_edit() {
            let roots = gone_roots(&self.tree, &edit);
            self.gone = gone_mask(&self.tree, &roots);
            self.unsent = Some(roots);
            self.best = Best::Edited(reduction.best().to_vec());
            return;
        }
        self.settle_text();
        let from = self.best_text();
        if from.bytes == reduction.best() {
            return;
        }
        let nodes = self.nodes();
        let now = nodes.follow(from, reduction.best());
        let gone = nodes.gone(Some(&now));
        let roots = nodes.top_most(&gone);
        self.unsent = Some(roots);
        self.gone = gone;
        self.best = Best::Followed(now);
    }

    /// What running test `id` (whose candidate is `content`, if known)
    /// removes on top of the best test case: from its edit when the
    /// algorithm gives one, else from its text aligned with the best's.
    pub fn testing(
        &mut self,
        reduction: &Reduction,
        id: u64,
        content: Option<&[u8]>,
    ) -> Vec<NodeId> {
        self.refresh(reduction);
        let roots = match (reduction.test_edit(id), content) {
            (Some(edit), _) => gone_roots(&self.tree, &edit),
            (None, Some(content)) => {
                self.settle_text();
                let from = self.best_text();
                if from.bytes == content {
                    return Vec::new();
                }
                let nodes = self.nodes();
                let now = nodes.follow(from, content);
                nodes.top_most(&nodes.gone(Some(&now)))
            }
            (None, None) => return Vec::new(),
        };
        roots
            .into_iter()
            .filter(|&node| !self.gone[node as usize])
            .collect()
    }

    /// The tree's nodes, for following the text (`file_text.rs`).
    fn nodes(&self) -> FileNodes<'_> {
        FileNodes {
            tree: &self.tree,
            node: 0,
            end: self.tree.len() as NodeId,
            original: self.tree.source(),
            tokens: &self.tokens,
        }
    }

    /// Works out the best test case's text with its origins, once.
    fn settle_text(&mut self) {
        self.best = match std::mem::replace(&mut self.best, Best::Original) {
            Best::Original => Best::Followed(FileText::original(self.tree.source())),
            Best::Edited(bytes) => Best::Followed(self.text_of_edit(bytes)),
            followed => followed,
        };
    }

    /// The best test case's text with its origins, once settled.
    fn best_text(&self) -> &FileText {
        match &self.best {
            Best::Followed(text) => text,
            _ => unreachable!("settle_text comes first"),
        }
    }

    /// The origins of `bytes`, the rendering of the edit whose gone nodes
    /// are `gone`: its live tokens, in order, are their original bytes, as
    /// is the text before each where it is the original's (a space the
    /// rendering put between two words is new).
    fn text_of_edit(&self, bytes: Vec<u8>) -> FileText {
        let source = self.tree.source();
        let mut origins = vec![NEW; bytes.len()];
        // Where the last token found ends, in `bytes` and in the source.
        let (mut at, mut last_end) = (0, 0);
        for (range, node) in &self.tokens {
            let (start, end) = (range.start as usize, range.end as usize);
            if self.gone[*node as usize] || start == end {
                continue;
            }
            let text = &source[start..end];
            let window = &bytes[at..bytes.len().min(at + TOKEN_WINDOW + text.len())];
            let Some(offset) = find(window, text, |_| true) else {
                continue;
            };
            let found = at + offset;
            let mut before = 0;
            while before < offset
                && start > last_end + before
                && bytes[found - 1 - before] == source[start - 1 - before]
            {
                before += 1;
            }
            for (k, origin) in origins[found - before..found + text.len()]
                .iter_mut()
                .enumerate()
            {
                *origin = (start - before + k) as u32;
            }
            (at, last_end) = (found + text.len(), end);
        }
        FileText { bytes, origins }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use whittle_core::tree::TreeEdit;

    #[test]
    fn an_edits_rendering_keeps_its_tokens_origins() {
        let input = "int a;\nint b; /* note */\nint main(void) { return b; }\n";
        let language = whittle_setup::files::file_language("m.c", input.as_bytes()).unwrap();
        let tree = Rc::new(language.parse(input.as_bytes()).unwrap().tree);
        let mut track = TreeTrack::new(Rc::clone(&tree), true);
        let declaration = (0..tree.len() as NodeId)
            .find(|&id| tree.kind_name(id) == "declaration")
            .unwrap();
        let mut edit = TreeEdit::new(&tree);
        edit.remove(declaration);
        let roots = gone_roots(&tree, &edit);
        track.gone = gone_mask(&tree, &roots);
        let rendered = tree.render(&edit);
        let text = track.text_of_edit(rendered.clone());
        // Every byte left is the input's byte at its origin, and the
        // followed text leaves the same nodes gone as the edit.
        for (byte, &origin) in rendered.iter().zip(&text.origins) {
            if origin != NEW {
                assert_eq!(input.as_bytes()[origin as usize], *byte);
            }
        }
        let kept = text.origins.iter().filter(|&&o| o != NEW).count();
        assert!(kept + 1 >= rendered.len(), "{:?}", text.origins);
        assert_eq!(track.nodes().gone(Some(&text)), track.gone);
    }
}
