//! A grammar's child slots, read from its `node-types.json` (`NODE_TYPES`).
//!
//! Each named node kind lists its *slots*: one per field, plus the unnamed
//! `children`. A slot says whether it holds several nodes (`multiple`),
//! whether it may be empty (`required`), and which kinds it accepts.
//! Supertypes (`statement`, `expression`, ... ; `_statement` in older
//! grammars) never appear in a parse tree, so they are expanded to their
//! subtypes, recursively, when a slot is read.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

/// One child slot of a node kind.
#[derive(Clone, Debug, Default)]
pub(crate) struct Slot {
    pub multiple: bool,
    pub required: bool,
    /// Accepted named kinds, supertypes expanded.
    pub named: HashSet<String>,
    /// Accepted anonymous kinds (tokens such as `+` in an `operator` field).
    pub anonymous: HashSet<String>,
}

impl Slot {
    pub fn accepts(&self, kind: &str, named: bool) -> bool {
        if named {
            self.named.contains(kind)
        } else {
            self.anonymous.contains(kind)
        }
    }
}

/// The slots of one named node kind.
#[derive(Clone, Debug, Default)]
pub(crate) struct KindSlots {
    pub fields: HashMap<String, Slot>,
    pub children: Option<Slot>,
}

/// What `node-types.json` says about a grammar.
#[derive(Clone, Debug, Default)]
pub(crate) struct NodeTypes {
    kinds: HashMap<String, KindSlots>,
}

impl NodeTypes {
    /// Reads `node-types.json`. Anything unexpected in the file is skipped,
    /// so a malformed file gives fewer slots, never an error.
    pub fn parse(json: &str) -> NodeTypes {
        let entries: Vec<Value> = match serde_json::from_str(json) {
            Ok(Value::Array(entries)) => entries,
            _ => return NodeTypes::default(),
        };
        let mut supertypes: HashMap<&str, Vec<(&str, bool)>> = HashMap::new();
        for e in &entries {
            if let (Some(name), Some(Value::Array(subs))) = (e["type"].as_str(), e.get("subtypes"))
            {
                supertypes.insert(name, subs.iter().filter_map(type_ref).collect());
            }
        }
        let slot = |v: &Value| -> Slot {
            let mut slot = Slot {
                multiple: v["multiple"].as_bool().unwrap_or(false),
                required: v["required"].as_bool().unwrap_or(false),
                ..Slot::default()
            };
            let mut stack: Vec<(&str, bool)> = match v.get("types") {
                Some(Value::Array(types)) => types.iter().filter_map(type_ref).collect(),
                _ => Vec::new(),
            };
            let mut seen: HashSet<&str> = HashSet::new();
            while let Some((kind, named)) = stack.pop() {
                if !named {
                    slot.anonymous.insert(kind.to_string());
                    continue;
                }
                match supertypes.get(kind) {
                    Some(subs) if seen.insert(kind) => stack.extend(subs.iter().copied()),
                    Some(_) => {}
                    None => {
                        slot.named.insert(kind.to_string());
                    }
                }
            }
            slot
        };
        let mut kinds = HashMap::new();
        for e in &entries {
            let (Some(name), Some(true)) = (e["type"].as_str(), e["named"].as_bool()) else {
                continue;
            };
            let mut slots = KindSlots::default();
            if let Some(Value::Object(fields)) = e.get("fields") {
                for (field, v) in fields {
                    slots.fields.insert(field.clone(), slot(v));
                }
            }
            if let Some(v) = e.get("children") {
                slots.children = Some(slot(v));
            }
            if !slots.fields.is_empty() || slots.children.is_some() {
                kinds.insert(name.to_string(), slots);
            }
        }
        NodeTypes { kinds }
    }

    /// The slots of a named node kind.
    pub fn kind_slots(&self, kind: &str) -> Option<&KindSlots> {
        self.kinds.get(kind)
    }

    /// The slot a child sits in: its field's, or else the parent's unnamed
    /// `children` if that accepts the child's kind.
    pub fn slot(
        &self,
        parent: &str,
        field: Option<&str>,
        kind: &str,
        named: bool,
    ) -> Option<&Slot> {
        let slots = self.kinds.get(parent)?;
        match field {
            Some(field) => slots.fields.get(field),
            None => slots.children.as_ref().filter(|s| s.accepts(kind, named)),
        }
    }
}

fn type_ref(v: &Value) -> Option<(&str, bool)> {
    Some((v["type"].as_str()?, v["named"].as_bool()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(feature = "c")]
    fn supertypes_expand_in_slots() {
        let types = NodeTypes::parse(tree_sitter_c::NODE_TYPES);
        let slot = types.slot(
            "if_statement",
            Some("consequence"),
            "compound_statement",
            true,
        );
        let slot = slot.expect("if_statement has a consequence field");
        assert!(slot.required && !slot.multiple);
        assert!(slot.accepts("expression_statement", true));
        assert!(slot.accepts("compound_statement", true));
        assert!(
            !slot.accepts("statement", true),
            "supertypes are replaced by subtypes"
        );
        let body = types
            .slot("compound_statement", None, "if_statement", true)
            .unwrap();
        assert!(body.multiple && !body.required);
        assert!(types.slot("compound_statement", None, "{", false).is_none());
    }

    #[test]
    fn junk_gives_no_slots() {
        let types = NodeTypes::parse("{not json");
        assert!(types.slot("a", None, "b", true).is_none());
    }
}
