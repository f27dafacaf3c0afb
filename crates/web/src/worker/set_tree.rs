//! The tree view of a set of files: one tree whose root has a node per
//! file, and below each file its parse tree when this worker has the
//! file's grammar (the page starts the engine with every grammar for a set
//! in several engines' languages), else its lines (a binary file is one
//! node). The tree is over a text made for the view, the files one
//! after the other under `==> path <==` lines (as `head` prints several
//! files), and each file keeps its tokens' ranges in its own bytes, which
//! `set_track.rs` follows through the run.

use std::ops::Range;
use std::rc::Rc;

use whittle_core::files::FileSet;
use whittle_core::tree::{NodeId, Tree, TreeBuilder};

use super::file_text::FileNodes;
use super::tree_report::shape;
use crate::protocol::{byte_count, TreeShape};

/// One file of the set in the tree.
pub struct TreeFile {
    pub path: String,
    /// The file's node; its nodes are `node..end`.
    pub node: NodeId,
    pub end: NodeId,
    /// The file's bytes in the original set.
    pub original: Vec<u8>,
    /// Its tokens, in order: their ranges in `original`, and their nodes.
    pub tokens: Vec<(Range<u32>, NodeId)>,
    /// The `==> path <==` line in the view's text.
    header: Range<u32>,
}

/// A set's tree and its files.
pub struct SetTree {
    pub tree: Rc<Tree>,
    pub files: Vec<TreeFile>,
}

/// How a file's text is cut into nodes.
enum Nodes {
    Parsed(Box<Tree>),
    Lines,
    Binary,
}

impl SetTree {
    pub fn build(set: &FileSet) -> SetTree {
        let mut text = Vec::new();
        let mut layout = Vec::with_capacity(set.len());
        for (i, file) in set.files().iter().enumerate() {
            if i > 0 {
                text.push(b'\n');
            }
            let header_start = text.len();
            text.extend_from_slice(format!("==> {} <==\n", file.path).as_bytes());
            let header = header_start as u32..text.len() as u32 - 1;
            let offset = text.len();
            let nodes = if whittle_core::files::is_binary(&file.bytes) {
                let note = format!("({} of binary data)", byte_count(file.bytes.len()));
                text.extend_from_slice(note.as_bytes());
                Nodes::Binary
            } else {
                text.extend_from_slice(&file.bytes);
                whittle_setup::files::file_language(&file.path, &file.bytes)
                    .and_then(|language| language.parse(&file.bytes).ok())
                    .map_or(Nodes::Lines, |parsed| Nodes::Parsed(Box::new(parsed.tree)))
            };
            if text.last().is_some_and(|&b| b != b'\n') {
                text.push(b'\n');
            }
            layout.push((header, offset, text.len(), nodes));
        }
        let mut builder = TreeBuilder::new(text);
        let files_kind = builder.kind("files");
        let root = builder.add(None, files_kind, true, None);
        let files = set
            .files()
            .iter()
            .zip(layout)
            .map(|(file, (header, offset, shown_end, nodes))| {
                let file_kind = builder.kind("file");
                let node = builder.add(Some(root), file_kind, true, None);
                builder.node_mut(node).removable = true;
                let tokens = match nodes {
                    Nodes::Parsed(tree) => copy_tree(&mut builder, node, &tree, offset),
                    Nodes::Lines => add_lines(&mut builder, node, &file.bytes, offset),
                    Nodes::Binary => {
                        let kind = builder.kind("bytes");
                        let shown = offset..shown_end - 1;
                        let leaf = builder.add(Some(node), kind, true, Some(shown));
                        vec![(0..file.bytes.len() as u32, leaf)]
                    }
                };
                TreeFile {
                    path: file.path.clone(),
                    node,
                    end: builder.len() as NodeId,
                    original: file.bytes.clone(),
                    tokens,
                    header,
                }
            })
            .collect();
        SetTree {
            tree: Rc::new(builder.finish()),
            files,
        }
    }

    /// The `tree` message: file nodes span their `==> path <==` line too
    /// and are labelled with their path and size; the view's text goes
    /// along, since the tree's ranges are in it.
    pub fn shape(&self) -> TreeShape {
        let mut shape = shape(&self.tree, true);
        for file in &self.files {
            let id = file.node as usize;
            if shape.end[id] == 0 {
                shape.end[id] = file.header.end;
            }
            shape.start[id] = file.header.start;
            let size = byte_count(file.original.len());
            shape
                .labels
                .push((file.node, format!("{} ({size})", file.path)));
        }
        shape.start[0] = 0;
        shape.end[0] = self.tree.source().len() as u32;
        shape.source = Some(String::from_utf8_lossy(self.tree.source()).into_owned());
        shape
    }

    /// File `index`'s nodes, for following its text (`file_text.rs`).
    pub fn file_nodes(&self, index: usize) -> FileNodes<'_> {
        let file = &self.files[index];
        FileNodes {
            tree: &self.tree,
            node: file.node,
            end: file.end,
            original: &file.original,
            tokens: &file.tokens,
        }
    }

    /// What cutting file `index` between its original bytes `before` and
    /// `after` costs ([`FileNodes::cut_cost`]).
    #[cfg(test)]
    pub fn cut_cost(&self, index: usize, before: Option<u32>, after: Option<u32>) -> u32 {
        self.file_nodes(index).cut_cost(before, after)
    }
}

/// Copies a file's parse tree under its file node; its token ranges move
/// by `offset`, the file's place in the view's text.
fn copy_tree(
    builder: &mut TreeBuilder,
    file: NodeId,
    tree: &Tree,
    offset: usize,
) -> Vec<(Range<u32>, NodeId)> {
    let base = builder.len() as NodeId;
    let mut tokens = Vec::new();
    // Ids are in pre-order, so each parent is copied before its children.
    for (id, node) in tree.nodes() {
        let kind = builder.kind(tree.kind_name(id));
        let parent = node.parent.map_or(file, |p| base + p);
        let range = node.token.clone();
        let shown = range
            .clone()
            .map(|r| r.start as usize + offset..r.end as usize + offset);
        let copy = builder.add(Some(parent), kind, node.named, shown);
        let copied = builder.node_mut(copy);
        copied.removable = node.removable;
        copied.error = node.error;
        if let Some(range) = range {
            tokens.push((range, copy));
        }
    }
    tokens
}

/// A node per line with text (blank lines have none), spanning the line
/// without its indentation and line end.
fn add_lines(
    builder: &mut TreeBuilder,
    file: NodeId,
    bytes: &[u8],
    offset: usize,
) -> Vec<(Range<u32>, NodeId)> {
    let kind = builder.kind("line");
    let mut tokens = Vec::new();
    let mut start = 0;
    for line in bytes.split_inclusive(|&b| b == b'\n') {
        let lead = line.iter().take_while(|b| b.is_ascii_whitespace()).count();
        let trail = line[lead..]
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
        let range = start + lead..start + line.len() - trail;
        if !range.is_empty() {
            let shown = range.start + offset..range.end + offset;
            let node = builder.add(Some(file), kind, true, Some(shown));
            builder.node_mut(node).removable = true;
            tokens.push((range.start as u32..range.end as u32, node));
        }
        start += line.len();
    }
    tokens
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::align::INSIDE;
    use super::*;
    use whittle_core::files::SetFile;

    pub(in crate::worker) fn two_files() -> FileSet {
        FileSet::new(vec![
            SetFile::new("notes.txt", "first line\n\n  second line\n"),
            SetFile::new("data.bin", vec![0u8, 1, 2]),
        ])
        .unwrap()
    }

    #[test]
    fn files_are_the_top_level_with_their_lines_below() {
        let set = SetTree::build(&two_files());
        let shape = set.shape();
        let source = shape.source.clone().unwrap();
        // Files come in path order: data.bin, then notes.txt.
        assert_eq!(
            source,
            "==> data.bin <==\n(3 bytes of binary data)\n\n==> notes.txt <==\nfirst line\n\n  second line\n"
        );
        let kinds: Vec<&str> = shape
            .kind
            .iter()
            .map(|&k| shape.kinds[k as usize].as_str())
            .collect();
        assert_eq!(kinds, ["files", "file", "bytes", "file", "line", "line"]);
        assert_eq!(shape.parent, [0, 0, 1, 0, 3, 3]);
        assert_eq!(
            shape.labels,
            [
                (1, "data.bin (3 bytes)".into()),
                (3, "notes.txt (26 bytes)".into())
            ]
        );
        let text = |id: usize| &source[shape.start[id] as usize..shape.end[id] as usize];
        assert_eq!(text(5), "second line");
        assert!(text(3).starts_with("==> notes.txt <==\nfirst line"));
        // Tokens are kept in the file's own bytes for the run.
        let notes = &set.files[1];
        assert_eq!(notes.tokens, [(0..10, 4), (14..25, 5)]);
        assert_eq!(set.files[0].tokens, [(0..3, 2)]);
        assert_eq!(shape.weight[0], 3);
    }

    #[test]
    fn cuts_inside_a_line_cost_more_than_between_lines() {
        let set = SetTree::build(&two_files());
        let cost = |before, after| set.cut_cost(1, Some(before), Some(after));
        // Between the two lines: the file node holds both (depth 1).
        assert_eq!(cost(9, 14), 1);
        // Inside `first line`.
        assert!(cost(2, 3) >= INSIDE);
        assert_eq!(set.cut_cost(1, None, Some(3)), 0);
    }

    #[test]
    fn a_file_with_the_workers_grammar_has_its_parse_tree() {
        let set = FileSet::new(vec![SetFile::new("a.c", "int a; int b;\n")]).unwrap();
        let tree = SetTree::build(&set);
        let shape = tree.shape();
        let kind = |id: usize| shape.kinds[shape.kind[id] as usize].as_str();
        assert_eq!(kind(2), "translation_unit");
        // Cutting between the declarations costs less than inside one.
        let file = &tree.files[0];
        assert!(tree.cut_cost(0, Some(5), Some(7)) < tree.cut_cost(0, Some(4), Some(5)));
        assert_eq!(file.tokens.len(), 6);
    }
}
