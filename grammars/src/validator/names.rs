//! Which identifiers of a parse define their name and which mention it,
//! read off tree-sitter's fields, the same way for every grammar.
//!
//! An identifier defines its name where it fills a field that names what
//! its parent introduces (`name`: a function, a class, a variable
//! declarator; `declarator`: C's declarators; `pattern`, `parameter`,
//! `alias`; `left` under an assignment or a `for`), or where it stands
//! without a field in a parameter list or a destructuring pattern. A
//! member's name (`x.day`, `s.m`, an object's key) is neither: members
//! live apart from the names a function or a module defines. Every other
//! identifier mentions its name. A use read as a definition (a C
//! assignment's left side, a keyword argument's name) only hides a
//! stranding; a definition read as a use could invent one, so the rules
//! lean the first way.

use whittle_core::Names;

use crate::walk::{preorder, Step};

/// Fields whose identifier defines its name.
const DEFINING_FIELDS: &[&str] = &["name", "declarator", "pattern", "parameter", "alias"];

/// Fields whose identifier names a member (`x.day`, `s.m`, `{ key: 1 }`):
/// another namespace than the names a text defines at its top or in its
/// functions, neither a definition nor a mention.
const MEMBER_FIELDS: &[&str] = &["attribute", "property", "field", "key"];

/// The field whose identifier defines its name only under an assignment or
/// a `for` (elsewhere it is a binary operator's left operand).
const LEFT: &str = "left";

/// Parts of the kinds under which `left` defines.
const ASSIGNING_PARENTS: &[&str] = &["assignment", "for"];

/// Endings of the kinds whose identifiers without a field define their
/// name: parameter lists (`parameters`, `formal_parameters`) and
/// destructuring patterns (`tuple_pattern`, `pattern_list`,
/// `as_pattern_target`).
const DEFINING_PARENTS: &[&str] = &[
    "parameters",
    "parameter",
    "pattern",
    "pattern_list",
    "_target",
];

/// Whether an identifier in `field` (none: no field) of a named node of
/// kind `parent` defines its name, by the rules above. The grammar front
/// end marks its tree's definitions with it; [`NameKinds`] turns it into
/// tables of a grammar's ids.
pub(crate) fn defines_under(field: Option<&str>, parent: &str) -> bool {
    match field {
        Some(LEFT) => ASSIGNING_PARENTS.iter().any(|part| parent.contains(part)),
        Some(field) => DEFINING_FIELDS.contains(&field),
        None => DEFINING_PARENTS.iter().any(|end| parent.ends_with(end)),
    }
}

/// Whether `field` names a member (`x.day`, `s.m`, `{ key: 1 }`).
pub(crate) fn is_member_field(field: Option<&str>) -> bool {
    field.is_some_and(|field| MEMBER_FIELDS.contains(&field))
}

/// Whether a member's name is one the text gives its members: the member
/// expression it names, in `field` of a node of kind `parent`, is what an
/// assignment assigns (`this.head = d`, `self.x = 1`). The strandings
/// leave members apart; a rename may change such a member everywhere.
pub(crate) fn assigns_member(field: Option<&str>, parent: &str) -> bool {
    field == Some(LEFT) && defines_under(field, parent)
}

/// What a grammar's parses tell of names: which kinds are identifiers and
/// which fields define them, as ids of the grammar.
pub(crate) struct NameKinds {
    /// By kind id: whether the kind is an identifier.
    identifiers: Vec<bool>,
    /// By kind id: whether an identifier without a field under it defines.
    defining_parents: Vec<bool>,
    /// By kind id: whether an identifier in its `left` field defines.
    assigning_parents: Vec<bool>,
    defining_fields: Vec<u16>,
    member_fields: Vec<u16>,
    left: Option<u16>,
}

impl NameKinds {
    pub(crate) fn new(
        language: &tree_sitter::Language,
        is_identifier: impl Fn(&str) -> bool,
    ) -> Self {
        let count = language.node_kind_count();
        let kinds = (0..count as u16).map(|id| {
            let named = language.node_kind_is_named(id);
            (named, language.node_kind_for_id(id).unwrap_or(""))
        });
        let mut identifiers = Vec::with_capacity(count);
        let mut defining_parents = Vec::with_capacity(count);
        let mut assigning_parents = Vec::with_capacity(count);
        for (named, kind) in kinds {
            identifiers.push(named && is_identifier(kind));
            defining_parents.push(named && defines_under(None, kind));
            assigning_parents.push(named && defines_under(Some(LEFT), kind));
        }
        let field = |name: &str| language.field_id_for_name(name).map(|id| id.get());
        NameKinds {
            identifiers,
            defining_parents,
            assigning_parents,
            defining_fields: DEFINING_FIELDS.iter().filter_map(|f| field(f)).collect(),
            member_fields: MEMBER_FIELDS.iter().filter_map(|f| field(f)).collect(),
            left: field(LEFT),
        }
    }

    /// The names `tree` (a parse of `source`) defines and mentions.
    pub(crate) fn read(&self, tree: &tree_sitter::Tree, source: &[u8]) -> Names {
        let mut names = Names::default();
        // The kinds of the nodes gone into.
        let mut parents: Vec<u16> = Vec::new();
        preorder(tree, |step| match step {
            Step::Enter(cursor) => {
                let node = cursor.node();
                if node.child_count() > 0 {
                    parents.push(node.kind_id());
                    return true;
                }
                let field = cursor.field_id().map(|f| f.get());
                let member = field.is_some_and(|f| self.member_fields.contains(&f));
                if self.is_identifier(node.kind_id()) && !member {
                    let name = &source[node.byte_range()];
                    if self.defines(field, parents.last().copied()) {
                        names.define(name);
                    } else {
                        names.mention(name);
                    }
                }
                false
            }
            Step::Leave => {
                parents.pop();
                false
            }
        });
        names
    }

    fn is_identifier(&self, kind: u16) -> bool {
        self.identifiers
            .get(kind as usize)
            .copied()
            .unwrap_or(false)
    }

    /// Whether an identifier in `field` of a `parent` node defines its
    /// name.
    fn defines(&self, field: Option<u16>, parent: Option<u16>) -> bool {
        let of_parent = |kinds: &[bool]| {
            parent.is_some_and(|parent| kinds.get(parent as usize).copied().unwrap_or(false))
        };
        match field {
            Some(field) if Some(field) == self.left => of_parent(&self.assigning_parents),
            Some(field) => self.defining_fields.contains(&field),
            None => of_parent(&self.defining_parents),
        }
    }
}
