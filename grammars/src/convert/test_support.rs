//! What the stages' unit tests share: a real parse run through the stages
//! up to one of them, and finding nodes in the arena by kind and text.

use super::{collect, items, optionals, removable, Draft};

/// How far [`staged`] runs the pipeline.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Upto {
    Collected,
    Removable,
    Items,
    Optionals,
}

/// Parses `source` as `language` and runs the stages up to `upto` (gaps
/// are added from `Removable` on), then hands the arena to `check`.
pub(super) fn staged(language: &str, source: &str, upto: Upto, check: impl FnOnce(&[Draft<'_>])) {
    let language = crate::by_name(language).unwrap();
    let mut parser = language.parser().unwrap();
    let source = source.as_bytes();
    let ts = parser.parse(source, None).unwrap();
    let mut nodes = collect::collect(&ts, language.node_types());
    if upto >= Upto::Removable {
        collect::add_gaps(&mut nodes, source);
        removable::mark_removable(&mut nodes, source);
    }
    if upto >= Upto::Items {
        items::add_items(&mut nodes, source, language.trailing_separators());
    }
    if upto >= Upto::Optionals {
        optionals::group_optionals(&mut nodes, source, language.optional_groups());
    }
    check(&nodes);
}

/// The source text of node `id`.
pub(super) fn text<'s>(nodes: &[Draft<'_>], source: &'s str, id: usize) -> &'s str {
    &source[nodes[id].start..nodes[id].end]
}

/// The first node in arena order of this kind whose text is `text`.
pub(super) fn find(nodes: &[Draft<'_>], source: &str, kind: &str, text_: &str) -> usize {
    (0..nodes.len())
        .find(|&id| nodes[id].kind == kind && text(nodes, source, id) == text_)
        .unwrap_or_else(|| panic!("no {kind} {text_:?}"))
}

/// The texts of all nodes of this kind, in arena order.
pub(super) fn texts<'s>(nodes: &[Draft<'_>], source: &'s str, kind: &str) -> Vec<&'s str> {
    (0..nodes.len())
        .filter(|&id| nodes[id].kind == kind)
        .map(|id| text(nodes, source, id))
        .collect()
}
