//! The tree view's bookkeeping for a set of files: which nodes of the
//! original files the best set and each test in flight leave out. Nothing
//! in a set's reduction edits the tree the view shows, so each file's text
//! is followed instead (`file_text.rs`): when the best set changes, each
//! changed file is aligned with its previous text, a token is gone when
//! none of its bytes is left, a node when all its tokens are, and a file
//! when the set no longer has it. A step of a set also lists its files
//! with what the candidate does to each ([`step_files`]).

use std::rc::Rc;

use whittle_core::files::entries;
use whittle_core::tree::NodeId;
use whittle_core::Reduction;

use super::file_text::FileText;
use super::set_tree::SetTree;
use crate::protocol::StepFile;

pub struct SetTrack {
    pub tree: Rc<SetTree>,
    /// Each file's text in the best set; `None` once the set left it out.
    best: Vec<Option<FileText>>,
    /// `stats.accepted` when `best` was last brought up to date.
    seen_accepted: Option<u64>,
    /// Which nodes the best set leaves out.
    gone: Vec<bool>,
    /// Each file's top-most gone nodes in the best set.
    roots: Vec<Vec<NodeId>>,
    /// Top-most gone nodes not sent yet.
    pub unsent: Option<Vec<NodeId>>,
}

impl SetTrack {
    pub fn new(tree: Rc<SetTree>) -> SetTrack {
        let best = tree
            .files
            .iter()
            .map(|f| Some(FileText::original(&f.original)))
            .collect();
        SetTrack {
            gone: vec![false; tree.tree.len()],
            roots: vec![Vec::new(); tree.files.len()],
            tree,
            best,
            seen_accepted: None,
            unsent: None,
        }
    }

    /// Brings the best set's statuses up to date.
    pub fn refresh(&mut self, reduction: &Reduction) {
        let accepted = reduction.stats().accepted;
        if self.seen_accepted == Some(accepted) {
            return;
        }
        self.seen_accepted = Some(accepted);
        self.take_best(reduction.best());
    }

    /// Follows the best set to `encoded`, and notes its gone nodes.
    fn take_best(&mut self, encoded: &[u8]) {
        let Some(now) = self.follow(encoded) else {
            return;
        };
        let then = std::mem::replace(&mut self.best, now);
        // Only the files that changed are looked at again.
        for (index, (text, before)) in self.best.iter().zip(&then).enumerate() {
            if same_text(text, before) {
                continue;
            }
            let nodes = self.tree.file_nodes(index);
            let gone = nodes.gone(text.as_ref());
            let first = nodes.node as usize;
            self.gone[first..first + gone.len()].copy_from_slice(&gone);
            self.roots[index] = nodes.top_most(&gone);
        }
        self.unsent = Some(self.roots.concat());
    }

    /// What the test of `encoded` (a candidate set) leaves out on top of
    /// the best set: the top-most nodes it removes that are still there.
    pub fn testing(&self, encoded: &[u8]) -> Vec<NodeId> {
        let Some(candidate) = self.follow(encoded) else {
            return Vec::new();
        };
        let mut roots = Vec::new();
        for (index, (now, then)) in candidate.iter().zip(&self.best).enumerate() {
            if same_text(now, then) {
                continue;
            }
            let nodes = self.tree.file_nodes(index);
            let gone = nodes.gone(now.as_ref());
            roots.extend(
                nodes
                    .top_most(&gone)
                    .into_iter()
                    .filter(|&id| !self.gone[id as usize]),
            );
        }
        roots
    }

    /// The files of `encoded` followed from the best set: a file whose
    /// bytes did not change keeps its origins; a changed one is aligned
    /// with its best text. `None` when `encoded` is not a set.
    fn follow(&self, encoded: &[u8]) -> Option<Vec<Option<FileText>>> {
        let files = entries(encoded).ok()?;
        let from = &self.best;
        let mut now = vec![None; from.len()];
        // Both lists are in path order.
        let mut index = 0;
        for (path, bytes) in files {
            while index < from.len() && self.tree.files[index].path.as_str() < path {
                index += 1;
            }
            if index == from.len() || self.tree.files[index].path != path {
                continue;
            }
            let Some(before) = &from[index] else {
                continue;
            };
            now[index] = Some(self.tree.file_nodes(index).follow(before, bytes));
        }
        Some(now)
    }
}

/// Each file of the `current` set with its size there and in `candidate`
/// (`None`: the candidate leaves it out), for a step of a set.
pub fn step_files(current: &[u8], candidate: &[u8]) -> Vec<StepFile> {
    let (Ok(current), Ok(candidate)) = (entries(current), entries(candidate)) else {
        return Vec::new();
    };
    current
        .iter()
        .map(|(path, bytes)| {
            let now = candidate.iter().find(|(p, _)| p == path).map(|(_, b)| *b);
            StepFile {
                path: path.to_string(),
                current: bytes.len(),
                candidate: now.map(<[u8]>::len),
                changed: now.is_some_and(|now| now != *bytes),
            }
        })
        .collect()
}

/// Whether a file has the same text (or is left out) in two sets.
fn same_text(a: &Option<FileText>, b: &Option<FileText>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.bytes == b.bytes,
        (a, b) => a.is_none() == b.is_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use whittle_core::files::{FileSet, SetFile};

    fn set(files: &[(&str, &str)]) -> Vec<u8> {
        FileSet::new(files.iter().map(|(p, t)| SetFile::new(*p, *t)).collect())
            .unwrap()
            .encode()
    }

    const MAIN: &str = "#include \"b.h\"\nint a;\nint b;\nint main(void) { return b; }\n";

    fn track() -> SetTrack {
        let original = FileSet::decode(&set(&[
            ("m.c", MAIN),
            ("b.h", "#define B 1\n"),
            ("x.txt", "one\ntwo\n"),
        ]))
        .unwrap();
        SetTrack::new(Rc::new(SetTree::build(&original)))
    }

    /// The node of a kind whose text in the view starts with `text`.
    fn node(track: &SetTrack, kind: &str, text: &str) -> NodeId {
        let tree = &track.tree.tree;
        let shape = track.tree.shape();
        let source = shape.source.unwrap();
        (0..tree.len() as NodeId)
            .find(|&id| {
                tree.kind_name(id) == kind
                    && source[shape.start[id as usize] as usize..].starts_with(text)
            })
            .unwrap_or_else(|| panic!("no {kind} at {text}"))
    }

    #[test]
    fn left_out_files_and_removed_statements_are_gone() {
        let mut track = track();
        // x.txt is left out, `int a;` removed.
        let main = MAIN.replace("int a;\n", "");
        track.take_best(&set(&[("m.c", &main), ("b.h", "#define B 1\n")]));
        let mut roots = track.unsent.take().unwrap();
        roots.sort();
        let x = track.tree.files[2].node;
        assert_eq!(roots, [node(&track, "declaration", "int a;"), x]);
        assert!(track.gone[x as usize + 1], "the lines go with their file");
        // Nothing in flight removes what is already gone.
        let same = set(&[("m.c", &main), ("b.h", "#define B 1\n")]);
        assert!(track.testing(&same).is_empty());
    }

    #[test]
    fn a_pasted_header_leaves_its_file_and_the_include_gone() {
        let mut track = track();
        let main = MAIN.replace("#include \"b.h\"\n", "#define B 1\n");
        track.take_best(&set(&[("m.c", &main), ("x.txt", "one\ntwo\n")]));
        let mut roots = track.unsent.take().unwrap();
        roots.sort();
        let header = track.tree.files[0].node;
        assert_eq!(roots, [header, node(&track, "preproc_include", "#include")]);
        // Then a test that removes `int b;` and the line `two`.
        let fewer = main.replace("int b;\n", "");
        let roots = track.testing(&set(&[("m.c", &fewer), ("x.txt", "one\n")]));
        assert_eq!(
            roots,
            [
                node(&track, "declaration", "int b;"),
                node(&track, "line", "two")
            ]
        );
    }

    #[test]
    fn a_best_seen_late_still_shows_whole_functions_removed() {
        // Progress comes four times a second: the view may first see the
        // best set after a header was pasted and two functions removed.
        let main = "#include \"b.h\"\n#include \"x.h\"\nint helper(int x) { return x + 1; }\nint other(void) { return helper(2); }\nint main(void) { return B; }\n";
        let original = set(&[("m.c", main), ("b.h", "#define B 1\n"), ("x.h", "int x;\n")]);
        let mut track = SetTrack::new(Rc::new(SetTree::build(
            &FileSet::decode(&original).unwrap(),
        )));
        let pasted = "#define B 1\n#include \"x.h\"\nint main(void) { return B; }\n";
        track.take_best(&set(&[("m.c", pasted), ("x.h", "int x;\n")]));
        let roots = track.unsent.take().unwrap();
        for function in ["int helper", "int other"] {
            assert!(
                roots.contains(&node(&track, "function_definition", function)),
                "{function}"
            );
        }
        assert!(!roots.contains(&node(&track, "preproc_include", "#include \"x.h\"")));
        assert!(roots.contains(&node(&track, "preproc_include", "#include \"b.h\"")));
    }

    #[test]
    fn a_step_lists_each_file_with_what_the_candidate_does_to_it() {
        let current = set(&[("a.c", "int a;"), ("b.h", "x"), ("c.h", "y")]);
        let candidate = set(&[("a.c", "int b;"), ("c.h", "y")]);
        let files: Vec<_> = step_files(&current, &candidate)
            .into_iter()
            .map(|f| (f.path, f.current, f.candidate, f.changed))
            .collect();
        assert_eq!(
            files,
            [
                ("a.c".into(), 6, Some(6), true),
                ("b.h".into(), 1, None, false),
                ("c.h".into(), 1, Some(1), false)
            ]
        );
    }

    #[test]
    fn an_emptied_file_keeps_its_node_and_loses_its_contents() {
        let mut track = track();
        track.take_best(&set(&[("m.c", MAIN), ("b.h", ""), ("x.txt", "one\ntwo\n")]));
        let roots = track.unsent.take().unwrap();
        let header = track.tree.files[0].node;
        assert_eq!(roots, [header + 1], "the header's tree, not its file");
        assert!(!track.gone[header as usize]);
    }
}
