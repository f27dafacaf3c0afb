//! Which anonymous tokens belong to an optional child, read from a
//! grammar's `grammar.json` (the grammar's rules, vendored in
//! `grammar-json/`: the grammar crates ship the file but do not export it).
//!
//! `node-types.json` says that a field is optional, not which tokens go
//! with it: Java's `int x = 5;` has `optional(seq('=', field('value', ...)))`,
//! so deleting the value alone leaves `int x = ;`. Here, for every `CHOICE`
//! in a node kind's rule (an `optional` is a choice with a `BLANK`), and
//! every child in a branch `A` (a `FIELD`, or a symbol that stands for one
//! node), the anonymous tokens right before and/or after it in `A` are
//! taken with it when what remains of `A` is another branch `B`, up to
//! optional members of `A` or `B` that must then be absent: `A = seq(field
//! ('object'), '.', optional(seq(super, '.')), field('type_arguments',
//! optional(...)), field('name'))` and `B = field('name')` give: the object
//! goes with the `.` after it, if the node has no `super` child and no
//! `type_arguments` field. Hidden rules (`_x`, supertypes, `inline`) are
//! inlined into their parent in the tree, so the walk follows them.
//!
//! The result is a [`Pattern`] list per (parent kind, [`Key`]);
//! `convert/optionals.rs` groups a child with its tokens only where one of them fits
//! the parse exactly.
//!
//! `grammar.json` is vendored for Java, Rust, JavaScript, TypeScript, TSX and
//! Python, the languages where it helps, copied from the grammar crate of the
//! version in `Cargo.lock`. It also names the identifier kinds
//! (`Identifiers`): the grammar's `word` token and its named aliases; where
//! no `grammar.json` is vendored, the tree-sitter naming convention
//! (`identifier` and `*_identifier`).

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use serde_json::{Map, Value};

/// A vendored `grammar.json`: copied from `src/grammar.json` of this
/// version of the grammar crate (a registry test checks that `Cargo.lock`
/// still locks that version, so that the rules match the parser). The
/// registry's language entries hold them.
pub(crate) struct Vendored {
    // Only the Cargo.lock test reads these: they record where the file
    // came from.
    #[cfg_attr(not(test), allow(dead_code))]
    pub krate: &'static str,
    #[cfg_attr(not(test), allow(dead_code))]
    pub version: &'static str,
    pub json: &'static str,
}

/// How a child is found among its parent's children: by its field, or, for
/// a child without a field, by its kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Key {
    Field(String),
    Kind(String),
}

/// The tokens that go with an optional child, and what must be absent from
/// the parent for the rest to be another branch of the rule.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Pattern {
    /// Token texts right before the child, in order.
    pub before: Vec<String>,
    /// Token texts right after the child, in order.
    pub after: Vec<String>,
    /// Fields and unfielded kinds the parent must not have.
    pub absent: Vec<Key>,
}

/// The patterns of a grammar, per (parent kind, child key).
#[derive(Clone, Debug, Default)]
pub(crate) struct OptionalGroups {
    patterns: HashMap<String, HashMap<Key, Vec<Pattern>>>,
}

impl OptionalGroups {
    /// Whether the grammar gave any pattern (a vendored file should).
    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Reads `grammar.json`. Anything unexpected is skipped, so a malformed
    /// file gives fewer patterns, never an error.
    pub fn parse(json: &str) -> OptionalGroups {
        let Ok(grammar) = serde_json::from_str::<Value>(json) else {
            return OptionalGroups::default();
        };
        let Some(rules) = grammar["rules"].as_object() else {
            return OptionalGroups::default();
        };
        let names = |key: &str| -> HashSet<&str> {
            grammar[key]
                .as_array()
                .map(|a| a.iter().filter_map(rule_name).collect())
                .unwrap_or_default()
        };
        let g = Grammar {
            rules,
            supertypes: names("supertypes"),
            inline: names("inline"),
            single: RefCell::default(),
            nullable: RefCell::default(),
        };
        let mut groups = OptionalGroups::default();
        // Every node kind with its rule: visible rules, and rules that an
        // `ALIAS` turns into a named node of another kind.
        let mut roots: Vec<(&str, &Value)> = rules
            .iter()
            .filter(|(name, _)| !g.hidden(name))
            .map(|(name, rule)| (name.as_str(), rule))
            .collect();
        for rule in rules.values() {
            g.aliases(rule, &mut roots, 0);
        }
        for (kind, rule) in roots {
            let mut visited = HashSet::new();
            let entry = groups.patterns.entry(kind.to_string()).or_default();
            g.visit(rule, entry, &mut visited, 0);
        }
        groups.patterns.retain(|_, m| !m.is_empty());
        groups
    }

    /// Whether children of a `parent` node have patterns at all.
    pub fn has_patterns(&self, parent: &str) -> bool {
        self.patterns.contains_key(parent)
    }

    /// The patterns of a child of a `parent` node, longest first.
    pub fn patterns(&self, parent: &str, key: &Key) -> &[Pattern] {
        self.patterns
            .get(parent)
            .and_then(|m| m.get(key))
            .map_or(&[], Vec::as_slice)
    }
}

/// Which node kinds are identifiers: what renaming and the other rewrite
/// passes treat as names.
#[derive(Clone, Debug)]
pub(crate) enum Identifiers {
    /// The grammar's `word` token and the named aliases of it (Rust's
    /// `field_identifier`, JavaScript's `property_identifier`).
    Listed(Vec<String>),
    /// Without a vendored `grammar.json`: the tree-sitter convention,
    /// `identifier` and every `*_identifier` kind.
    ByName,
}

impl Identifiers {
    /// From `grammar.json`, if there is one with a `word` token.
    pub fn parse(json: Option<&str>) -> Identifiers {
        let grammar = json.and_then(|j| serde_json::from_str::<Value>(j).ok());
        let Some(grammar) = grammar else {
            return Identifiers::ByName;
        };
        let Some(word) = grammar["word"].as_str() else {
            return Identifiers::ByName;
        };
        let mut kinds = vec![word.to_string()];
        let mut stack: Vec<&Value> = grammar["rules"]
            .as_object()
            .map(|rules| rules.values().collect())
            .unwrap_or_default();
        while let Some(rule) = stack.pop() {
            if rule["type"] == "ALIAS"
                && rule["named"] == true
                && rule_name(&rule["content"]) == Some(word)
            {
                if let Some(alias) = rule["value"].as_str() {
                    kinds.push(alias.to_string());
                }
            }
            stack.extend(sub_rules(rule));
        }
        kinds.sort();
        kinds.dedup();
        Identifiers::Listed(kinds)
    }

    pub fn contains(&self, kind: &str) -> bool {
        match self {
            Identifiers::Listed(kinds) => kinds.iter().any(|k| k == kind),
            Identifiers::ByName => kind == "identifier" || kind.ends_with("_identifier"),
        }
    }
}

/// How deep the walk follows nested rules and hidden symbols: grammar rules
/// are shallow; the bound only guards against cycles of hidden rules.
const MAX_DEPTH: usize = 48;

struct Grammar<'g> {
    rules: &'g Map<String, Value>,
    supertypes: HashSet<&'g str>,
    inline: HashSet<&'g str>,
    /// `single_kinds` and `nullable` of hidden symbols, computed once: a
    /// supertype hierarchy is followed from many places, and may be
    /// recursive (a symbol being computed counts as neither).
    single: RefCell<HashMap<&'g str, Option<Vec<String>>>>,
    nullable: RefCell<HashMap<&'g str, bool>>,
}

/// One member of a flattened `SEQ`.
#[derive(Clone, Debug)]
struct Member<'g> {
    what: What,
    rule: &'g Value,
    nullable: bool,
}

#[derive(Clone, Debug, PartialEq)]
enum What {
    Token(String),
    /// A child node, found by any of these keys.
    Child(Vec<Key>),
    /// Anything else (a nested choice, a repetition, a pattern token).
    Other,
}

impl<'g> Grammar<'g> {
    /// Rules that produce no node of their own: their children stand in
    /// the parent.
    fn hidden(&self, name: &str) -> bool {
        name.starts_with('_') || self.supertypes.contains(name) || self.inline.contains(name)
    }

    fn rule(&self, name: &str) -> Option<&'g Value> {
        self.rules.get(name)
    }

    fn aliases(&self, rule: &'g Value, roots: &mut Vec<(&'g str, &'g Value)>, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        if rule["type"] == "ALIAS" && rule["named"] == true {
            if let (Some(kind), Some(name)) = (rule["value"].as_str(), rule_name(&rule["content"]))
            {
                if let Some(target) = self.rule(name) {
                    roots.push((kind, target));
                }
            }
        }
        for child in sub_rules(rule) {
            self.aliases(child, roots, depth + 1);
        }
    }

    /// The kinds of the one node a rule stands for, if it stands for one
    /// node (a visible symbol, a named alias, a choice of such).
    fn single_kinds(&self, rule: &'g Value, depth: usize) -> Option<Vec<String>> {
        if depth > MAX_DEPTH {
            return None;
        }
        match rule["type"].as_str()? {
            "SYMBOL" => {
                let name = rule["name"].as_str()?;
                if self.hidden(name) {
                    if let Some(known) = self.single.borrow().get(name) {
                        return known.clone();
                    }
                    self.single.borrow_mut().insert(name, None);
                    let kinds = self.single_kinds(self.rule(name)?, depth + 1);
                    self.single.borrow_mut().insert(name, kinds.clone());
                    kinds
                } else {
                    Some(vec![name.to_string()])
                }
            }
            "ALIAS" if rule["named"] == true => Some(vec![rule["value"].as_str()?.to_string()]),
            "CHOICE" => {
                let mut kinds = Vec::new();
                for m in rule["members"].as_array()? {
                    for k in self.single_kinds(m, depth + 1)? {
                        if !kinds.contains(&k) {
                            kinds.push(k);
                        }
                    }
                }
                Some(kinds)
            }
            t if t.starts_with("PREC") => self.single_kinds(&rule["content"], depth + 1),
            _ => None,
        }
    }

    fn nullable(&self, rule: &'g Value, depth: usize) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        let members = || rule["members"].as_array().into_iter().flatten();
        match rule["type"].as_str().unwrap_or("") {
            "BLANK" | "REPEAT" => true,
            "STRING" => rule["value"].as_str().is_some_and(str::is_empty),
            "CHOICE" => members().any(|m| self.nullable(m, depth + 1)),
            "SEQ" => members().all(|m| self.nullable(m, depth + 1)),
            "SYMBOL" => {
                let Some(name) = rule["name"].as_str().filter(|n| self.hidden(n)) else {
                    return false;
                };
                if let Some(&known) = self.nullable.borrow().get(name) {
                    return known;
                }
                self.nullable.borrow_mut().insert(name, false);
                let nullable = self.rule(name).is_some_and(|r| self.nullable(r, depth + 1));
                self.nullable.borrow_mut().insert(name, nullable);
                nullable
            }
            "REPEAT1" | "FIELD" | "ALIAS" | "TOKEN" | "IMMEDIATE_TOKEN" => {
                self.nullable(&rule["content"], depth + 1)
            }
            t if t.starts_with("PREC") => self.nullable(&rule["content"], depth + 1),
            _ => false,
        }
    }

    /// A rule as the sequence of members it puts into its parent: `SEQ`s
    /// and precedences opened, hidden rules that are not one node inlined.
    fn flatten(&self, rule: &'g Value, out: &mut Vec<Member<'g>>, depth: usize) {
        let other = |out: &mut Vec<Member<'g>>| {
            out.push(Member {
                what: What::Other,
                rule,
                nullable: self.nullable(rule, 0),
            })
        };
        if depth > MAX_DEPTH {
            return other(out);
        }
        let kind = rule["type"].as_str().unwrap_or("");
        match kind {
            "SEQ" => {
                for m in rule["members"].as_array().into_iter().flatten() {
                    self.flatten(m, out, depth + 1);
                }
            }
            t if t.starts_with("PREC") => self.flatten(&rule["content"], out, depth + 1),
            "STRING" | "TOKEN" | "IMMEDIATE_TOKEN" => {
                let text = if kind == "STRING" {
                    &rule["value"]
                } else if rule["content"]["type"] == "STRING" {
                    &rule["content"]["value"]
                } else {
                    &Value::Null
                };
                match text.as_str() {
                    Some(t) if !t.is_empty() => out.push(Member {
                        what: What::Token(t.to_string()),
                        rule,
                        nullable: false,
                    }),
                    _ => other(out),
                }
            }
            "FIELD" => match rule["name"].as_str() {
                Some(name) => out.push(Member {
                    what: What::Child(vec![Key::Field(name.to_string())]),
                    rule,
                    nullable: self.nullable(&rule["content"], 0),
                }),
                None => other(out),
            },
            _ => {
                if let Some(kinds) = self.single_kinds(rule, 0) {
                    out.push(Member {
                        what: What::Child(kinds.into_iter().map(Key::Kind).collect()),
                        rule,
                        nullable: false,
                    });
                } else if let Some(inner) = rule_name(rule)
                    .filter(|n| kind == "SYMBOL" && self.hidden(n))
                    .and_then(|n| self.rule(n))
                {
                    self.flatten(inner, out, depth + 1);
                } else {
                    other(out);
                }
            }
        }
    }

    /// Finds the choices in a node kind's rule (hidden rules inlined) and
    /// records their patterns.
    fn visit(
        &self,
        rule: &'g Value,
        out: &mut HashMap<Key, Vec<Pattern>>,
        visited: &mut HashSet<&'g str>,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        match rule["type"].as_str().unwrap_or("") {
            "CHOICE" => {
                if let Some(members) = rule["members"].as_array() {
                    self.choice(members, out);
                }
            }
            "SYMBOL" => {
                // A hidden rule's children stand in this node, unless it is
                // one node itself (a supertype).
                if let Some(name) = rule_name(rule) {
                    if self.hidden(name)
                        && self.single_kinds(rule, 0).is_none()
                        && visited.insert(name)
                    {
                        if let Some(inner) = self.rule(name) {
                            self.visit(inner, out, visited, depth + 1);
                        }
                    }
                }
                return;
            }
            // Another node, or a token: not this node's children.
            "ALIAS" | "TOKEN" | "IMMEDIATE_TOKEN" => return,
            _ => {}
        }
        for child in sub_rules(rule) {
            self.visit(child, out, visited, depth + 1);
        }
    }

    /// The patterns of one choice: each child of each branch, with the
    /// tokens next to it, whose removal leaves another branch.
    fn choice(&self, members: &'g [Value], out: &mut HashMap<Key, Vec<Pattern>>) {
        let branches: Vec<Vec<Member<'g>>> = members
            .iter()
            .map(|m| {
                let mut flat = Vec::new();
                self.flatten(m, &mut flat, 0);
                flat
            })
            .collect();
        for (i, a) in branches.iter().enumerate() {
            for (p, child) in a.iter().enumerate() {
                let What::Child(keys) = &child.what else {
                    continue;
                };
                let is_token = |k: &usize| matches!(a[*k].what, What::Token(_));
                let first = (0..p).rev().take_while(is_token).last().unwrap_or(p);
                let last = (p + 1..a.len()).take_while(is_token).last().unwrap_or(p);
                // Both runs of tokens, else one of them.
                let spans = [(first, last), (first, p), (p, last)];
                for (k, &(from, to)) in spans.iter().enumerate() {
                    if (from, to) == (p, p) || spans[..k].contains(&(from, to)) {
                        continue;
                    }
                    let rest: Vec<&Member<'g>> = a[..from].iter().chain(&a[to + 1..]).collect();
                    let fit = branches
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .find_map(|(_, b)| self.matches(&rest, b));
                    let Some(absent) = fit else { continue };
                    let texts = |r: std::ops::Range<usize>| -> Vec<String> {
                        a[r].iter()
                            .filter_map(|m| match &m.what {
                                What::Token(t) => Some(t.clone()),
                                _ => None,
                            })
                            .collect()
                    };
                    let pattern = Pattern {
                        before: texts(from..p),
                        after: texts(p + 1..to + 1),
                        absent,
                    };
                    for key in keys {
                        let list = out.entry(key.clone()).or_default();
                        if !list.contains(&pattern) {
                            list.push(pattern.clone());
                            // Longest first: the more tokens a pattern
                            // checks, the surer it is.
                            list.sort_by_key(|p| std::cmp::Reverse(p.before.len() + p.after.len()));
                        }
                    }
                    break;
                }
            }
        }
    }

    /// Whether `rest` is branch `b` once optional members of either are
    /// left out; if so, the keys that tell that the left-out members of
    /// `rest` are absent. `None` also when a left-out member has no such
    /// key (its absence could not be checked).
    fn matches(&self, rest: &[&Member<'g>], b: &[Member<'g>]) -> Option<Vec<Key>> {
        let (mut i, mut j) = (0, 0);
        let mut absent = Vec::new();
        while i < rest.len() || j < b.len() {
            let same = i < rest.len() && j < b.len() && same_member(rest[i], &b[j]);
            if same {
                i += 1;
                j += 1;
            } else if i < rest.len() && rest[i].nullable {
                let before = absent.len();
                self.keys(rest[i], &mut absent);
                if absent.len() == before {
                    return None;
                }
                i += 1;
            } else if j < b.len() && b[j].nullable {
                j += 1;
            } else {
                return None;
            }
        }
        Some(absent)
    }

    /// The keys of the children a member may put into its parent.
    fn keys(&self, m: &Member<'g>, out: &mut Vec<Key>) {
        match &m.what {
            What::Child(keys) => out.extend(keys.iter().cloned()),
            What::Token(_) => {}
            What::Other => {
                let mut stack = vec![(m.rule, 0)];
                // Each rule once: hidden rules may be recursive.
                let mut seen: HashSet<*const Value> = HashSet::new();
                while let Some((rule, depth)) = stack.pop() {
                    if depth > MAX_DEPTH || !seen.insert(rule) {
                        continue;
                    }
                    let mut flat = Vec::new();
                    match rule["type"].as_str().unwrap_or("") {
                        "CHOICE" | "REPEAT" | "REPEAT1" => {
                            stack.extend(sub_rules(rule).map(|r| (r, depth + 1)));
                            continue;
                        }
                        _ => self.flatten(rule, &mut flat, depth),
                    }
                    for f in flat {
                        match f.what {
                            What::Child(keys) => out.extend(keys),
                            What::Token(_) => {}
                            What::Other => stack.extend(sub_rules(f.rule).map(|r| (r, depth + 1))),
                        }
                    }
                }
            }
        }
    }
}

/// Two members of two branches are the same when they come from equal
/// rules (tokens: equal texts).
fn same_member(a: &Member<'_>, b: &Member<'_>) -> bool {
    match (&a.what, &b.what) {
        (What::Token(x), What::Token(y)) => x == y,
        _ => a.rule == b.rule,
    }
}

fn rule_name(rule: &Value) -> Option<&str> {
    (rule["type"] == "SYMBOL").then(|| rule["name"].as_str())?
}

/// The rules directly inside a rule.
fn sub_rules(rule: &Value) -> impl Iterator<Item = &Value> {
    let members = rule["members"].as_array().into_iter().flatten();
    let content = rule.get("content").into_iter();
    members.chain(content)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(s: &str) -> Key {
        Key::Field(s.to_string())
    }

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    /// A small grammar in `grammar.json` form: `decl` has `optional(seq('=',
    /// field('value', ...)))` through a hidden rule, `call` has
    /// `choice(field('name'), seq(field('object'), '.', optional(field
    /// ('targs')), field('name')))`, and `group` a choice that no removal
    /// of one child turns into the other branch.
    const FIXTURE: &str = r#"{
      "name": "fixture",
      "supertypes": ["_expr"],
      "rules": {
        "decl": {"type": "SEQ", "members": [
          {"type": "FIELD", "name": "name", "content": {"type": "SYMBOL", "name": "ident"}},
          {"type": "SYMBOL", "name": "_init"},
          {"type": "STRING", "value": ";"}]},
        "_init": {"type": "CHOICE", "members": [
          {"type": "PREC", "value": 1, "content": {"type": "SEQ", "members": [
            {"type": "STRING", "value": "="},
            {"type": "FIELD", "name": "value", "content": {"type": "SYMBOL", "name": "_expr"}}]}},
          {"type": "BLANK"}]},
        "call": {"type": "SEQ", "members": [
          {"type": "CHOICE", "members": [
            {"type": "FIELD", "name": "name", "content": {"type": "SYMBOL", "name": "ident"}},
            {"type": "SEQ", "members": [
              {"type": "FIELD", "name": "object", "content": {"type": "SYMBOL", "name": "_expr"}},
              {"type": "STRING", "value": "."},
              {"type": "FIELD", "name": "targs", "content": {"type": "CHOICE", "members": [
                {"type": "SYMBOL", "name": "targs"}, {"type": "BLANK"}]}},
              {"type": "FIELD", "name": "name", "content": {"type": "SYMBOL", "name": "ident"}}]}]},
          {"type": "STRING", "value": "("},
          {"type": "STRING", "value": ")"}]},
        "group": {"type": "CHOICE", "members": [
          {"type": "SEQ", "members": [
            {"type": "STRING", "value": "("},
            {"type": "FIELD", "name": "inner", "content": {"type": "SYMBOL", "name": "ident"}},
            {"type": "STRING", "value": ")"}]},
          {"type": "SEQ", "members": [
            {"type": "STRING", "value": "["}, {"type": "STRING", "value": "]"}]}]},
        "_expr": {"type": "CHOICE", "members": [
          {"type": "SYMBOL", "name": "ident"},
          {"type": "ALIAS", "named": true, "value": "number",
           "content": {"type": "PATTERN", "value": "[0-9]+"}}]},
        "ident": {"type": "PATTERN", "value": "[a-z]+"},
        "targs": {"type": "STRING", "value": "<>"}
      }
    }"#;

    #[test]
    fn the_rule_walker_finds_the_tokens_of_optional_children() {
        let g = OptionalGroups::parse(FIXTURE);
        // Through the hidden `_init`, which stands in `decl`.
        assert_eq!(
            g.patterns("decl", &key("value")),
            [Pattern {
                before: strings(&["="]),
                ..Pattern::default()
            }]
        );
        // The rest of the branch is the other branch once the optional
        // `targs` field is left out: so it must be absent.
        assert_eq!(
            g.patterns("call", &key("object")),
            [Pattern {
                after: strings(&["."]),
                absent: vec![key("targs")],
                ..Pattern::default()
            }]
        );
        // `(inner)` is no `[]` without it; nothing else has tokens to take.
        assert!(g.patterns("group", &key("inner")).is_empty());
        assert!(g.patterns("decl", &key("name")).is_empty());
        assert!(g.patterns("call", &key("name")).is_empty());
        assert!(g.patterns("_init", &key("value")).is_empty());
    }

    #[test]
    fn junk_gives_no_patterns() {
        let g = OptionalGroups::parse("{not json");
        assert!(g.patterns("decl", &key("value")).is_empty());
        let g = OptionalGroups::parse(r#"{"rules": {"a": {"type": "CHOICE"}}}"#);
        assert!(g.patterns("a", &key("value")).is_empty());
    }
}
