//! whittle's language registry: the tree-sitter grammars built into whittle
//! and the reduction knowledge derived from their own metadata.
//!
//! * [`languages`], [`by_name`] and [`for_file_name`] find a [`Language`];
//!   adding a language is one entry in the table in `registry.rs`.
//! * [`Language::parse`] turns an input into a [`whittle_core::tree::Tree`]:
//!   every tree-sitter node becomes a node, tokens keep their bytes, so the
//!   unedited tree renders back to the exact input, errors included. Nodes
//!   are marked `removable`, `list` and given `hoists` from the grammar's
//!   `node-types.json` (see `convert/` for the rules, and for the synthetic
//!   [`ITEM_KIND`] wrapper that deletes a list element with its separator).
//!   Where a language's `grammar.json` is vendored (`grammar-json/`, see
//!   `grammar_json.rs`), an optional child is also wrapped with the tokens
//!   that belong to it (`= 5`, `a.`).
//! * [`Language::validator`] gives a [`SyntaxValidator`], a
//!   [`whittle_core::Validator`] that re-parses a candidate and rejects it if
//!   it has more `ERROR`/`MISSING` nodes than the original.
//!
//! * One cargo feature per language (`c`, `cpp`, `rust`, `go`,
//!   `javascript`, `typescript` with TSX, `python`, `java`, `json`, `html`,
//!   `xml`; all on by default): the registry lists only the languages of the
//!   build, and only their grammars are linked.
//!
//! Modules depend one way: `registry` on `convert`, `validator`,
//! `grammar_json` and `node_types`; `convert` on `grammar_json` and
//! `node_types`; `validator` on tree-sitter alone.
//!
//! Nothing here panics on any input, and nothing recurses over the tree, so
//! deeply nested inputs are fine. The crate builds for
//! `wasm32-unknown-unknown` (see `scripts/wasm-env`).
//!
//! [`Language::reparse`] gives the rewrite pass a text's tree, refused when it
//! has more error nodes than the input's. These flags and tables, the validator
//! and the reparse function are all the engine learns of a grammar. `models.rs`
//! ships the trained models of the learning-guided reducers, one per language
//! that has one (and is built).

mod catalog;
mod convert;
mod grammar_json;
mod models;
mod node_types;
mod registry;
mod validator;
mod walk;

pub use catalog::{catalog, has_trained_model, LanguageMeta};
pub use convert::{HOIST_DEPTH, ITEM_KIND, MAX_HOISTS, TEXT_KIND};
pub use registry::{by_name, for_file_name, languages, Language};
pub use validator::SyntaxValidator;

/// A parsed input.
#[derive(Clone, Debug)]
pub struct Parsed {
    pub tree: whittle_core::tree::Tree,
    /// `ERROR` and `MISSING` nodes in the parse (0 for valid input).
    pub error_nodes: usize,
}
