//! The validator reads which names a text defines and which it only
//! mentions, for the driver's stranding memory, from tree-sitter's fields
//! alike in every grammar.

use whittle_core::{Names, Validator};

fn names(language: &str, source: &str) -> Names {
    let language = whittle_grammars::by_name(language).unwrap();
    let mut validator = language.validator(0);
    assert!(validator.accepts(source.as_bytes()), "{source}");
    validator.names(source.as_bytes()).unwrap()
}

/// Asserts which of `defined` the text defines, and how often it mentions
/// each of `mentioned`.
fn check(language: &str, source: &str, defined: &[&str], mentioned: &[(&str, u32)]) {
    let names = names(language, source);
    for name in defined {
        assert!(
            names.defines(name.as_bytes()),
            "{language}: {name} in {source}"
        );
    }
    for &(name, count) in mentioned {
        assert_eq!(
            names.mentions(name.as_bytes()),
            count,
            "{language}: {name} in {source}"
        );
    }
}

#[test]
fn python_definitions_are_functions_classes_assignments_parameters_and_targets() {
    let source = "\
LIMIT = 3
class Box:
    def put(self, item, *, size=1):
        for i, x in enumerate(item):
            total = i + x + size
        return total
def run(n):
    return Box().put([n] * LIMIT)
";
    check(
        "python",
        source,
        &[
            "LIMIT", "Box", "put", "self", "item", "size", "i", "x", "total", "run", "n",
        ],
        // `.put` names a member: neither a definition nor a mention.
        &[
            ("LIMIT", 1),
            ("Box", 1),
            ("put", 0),
            ("total", 1),
            ("run", 0),
            ("n", 1),
        ],
    );
    assert!(!names("python", source).defines(b"enumerate"));
}

#[test]
fn c_prototypes_and_definitions_both_define_a_function() {
    let source = "\
struct S { int m; };
typedef int T;
int f(int a);
static T g_1 = 2;
int f(int a) { struct S s; s.m = a; return g_1; }
int main(void) { return f(1); }
";
    check(
        "c",
        source,
        &["S", "m", "T", "f", "a", "g_1", "s", "main"],
        &[("f", 1), ("g_1", 1), ("T", 1), ("m", 0), ("s", 1)],
    );
    // `struct S s` reads as a definition of `S`: a use read so only hides
    // a stranding.
    assert_eq!(names("c", source).mentions(b"S"), 0);
    // Without the definition, the prototype still defines `f`.
    let prototype_only = "int f(int a);\nint main(void) { return f(1); }\n";
    assert!(names("c", prototype_only).defines(b"f"));
}

#[test]
fn javascript_definitions_include_declarators_methods_and_parameters() {
    let source = "\
const limit = 3;
function area(w, h = 1) { return w * h * limit; }
class Shape { grow(by) { return area(by); } }
const scale = (k) => k * 2;
module.exports = { area, Shape, scale };
";
    check(
        "javascript",
        source,
        &[
            "limit", "area", "w", "h", "Shape", "grow", "by", "scale", "k",
        ],
        // `module.exports`: `exports` is a member; `{ area }` mentions.
        &[
            ("limit", 1),
            ("area", 2),
            ("grow", 0),
            ("k", 1),
            ("exports", 0),
        ],
    );
}

#[test]
fn a_validator_reads_the_names_of_a_text_it_did_not_check_too() {
    let c = whittle_grammars::by_name("c").unwrap();
    let mut validator = c.validator(0);
    let names = validator
        .names(b"int x; int y(void) { return x; }")
        .unwrap();
    assert!(names.defines(b"x") && names.defines(b"y"));
    assert_eq!(names.mentions(b"x"), 1);
}
