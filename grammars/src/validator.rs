//! The syntax check a candidate passes before the oracle sees it.

use whittle_core::Validator;

use crate::convert::count_errors;

/// Re-parses a candidate with a reusable parser and accepts it iff it has at
/// most `max_error_nodes` `ERROR`/`MISSING` nodes. Made by
/// [`Language::validator`](crate::Language::validator).
pub struct SyntaxValidator {
    parser: Option<tree_sitter::Parser>,
    max_error_nodes: usize,
}

impl SyntaxValidator {
    pub(crate) fn new(parser: Option<tree_sitter::Parser>, max_error_nodes: usize) -> Self {
        SyntaxValidator {
            parser,
            max_error_nodes,
        }
    }

    /// The number of `ERROR`/`MISSING` nodes in a parse of `content`, or
    /// `None` if it could not be parsed (no grammar, or 4 GiB or more).
    pub fn error_nodes(&mut self, content: &[u8]) -> Option<usize> {
        if content.len() >= u32::MAX as usize {
            return None;
        }
        let tree = self.parser.as_mut()?.parse(content, None)?;
        Some(count_errors(&tree))
    }

    pub fn max_error_nodes(&self) -> usize {
        self.max_error_nodes
    }
}

impl Validator for SyntaxValidator {
    /// Accepts when the candidate has no more parse errors than allowed. If
    /// the grammar could not be loaded, every candidate is accepted: the
    /// oracle still decides.
    fn accepts(&mut self, content: &[u8]) -> bool {
        if self.parser.is_none() {
            return true;
        }
        self.error_nodes(content)
            .is_some_and(|n| n <= self.max_error_nodes)
    }
}
