//! The tree view's bookkeeping in the worker: which nodes the best test
//! case and each test in flight leave out, brought up to date only when the
//! best test case changes (the walk is over the whole tree). One file's
//! tree follows the tree algorithm's edits; a set's files are followed by
//! their text (`set_track.rs`).

use std::rc::Rc;

use whittle_core::files::FileSet;
use whittle_core::tree::{NodeId, Tree};
use whittle_core::Reduction;

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
    /// `stats.accepted` when `gone` was last brought up to date.
    seen_accepted: Option<u64>,
    /// Which nodes the best test case leaves out.
    gone: Vec<bool>,
    /// Top-most gone nodes not sent yet.
    pub unsent: Option<Vec<NodeId>>,
}

impl TreeTrack {
    pub fn new(tree: Rc<Tree>, statuses: bool) -> TreeTrack {
        TreeTrack {
            gone: vec![false; tree.len()],
            tree,
            statuses,
            seen_accepted: None,
            unsent: None,
        }
    }

    /// Brings `gone` up to the best test case.
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
        }
    }

    /// What running test `id` removes on top of the best test case.
    pub fn testing(&mut self, reduction: &Reduction, id: u64) -> Vec<NodeId> {
        self.refresh(reduction);
        let Some(edit) = reduction.test_edit(id) else {
            return Vec::new();
        };
        gone_roots(&self.tree, &edit)
            .into_iter()
            .filter(|&node| !self.gone[node as usize])
            .collect()
    }
}
