//! No input makes parsing or validation panic.

mod common;

use whittle_core::tree::TreeEdit;
use whittle_core::Validator;
use whittle_grammars::languages;

fn junk(len: usize, mut seed: u64) -> Vec<u8> {
    (0..len)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed as u8
        })
        .collect()
}

#[test]
fn empty_and_binary_inputs_do_not_panic() {
    let inputs: Vec<Vec<u8>> = vec![
        Vec::new(),
        b" \n\t ".to_vec(),
        vec![0],
        vec![0xff; 100],
        junk(4096, 1),
        junk(10_000, 2),
        b"\xef\xbb\xbf\xc3\x28 invalid utf-8 \xe2\x82".to_vec(),
    ];
    for lang in languages() {
        let mut validator = lang.validator(0);
        for input in &inputs {
            let parsed = lang.parse(input).unwrap();
            let tree = &parsed.tree;
            let rendered = tree.render(&TreeEdit::new(tree));
            assert!(rendered == tree.source(), "{}", lang.name);
            let _ = validator.accepts(input);
        }
    }
}

#[test]
fn deeply_nested_inputs_do_not_panic() {
    let depth = 2_000;
    let cases: Vec<(&str, Vec<u8>)> = vec![
        (
            "c",
            [
                b"int x = ".to_vec(),
                b"(".repeat(depth),
                b"1".to_vec(),
                b")".repeat(depth),
                b";".to_vec(),
            ]
            .concat(),
        ),
        ("json", [b"[".repeat(depth), b"]".repeat(depth)].concat()),
        ("python", [b"x = ".to_vec(), b"[".repeat(depth)].concat()),
        ("html", b"<div>".repeat(depth)),
        ("javascript", b"{".repeat(depth * 5)),
    ];
    for (name, input) in cases {
        let lang = whittle_grammars::by_name(name).unwrap();
        let parsed = lang.parse(&input).unwrap();
        assert!(parsed.tree.len() > depth, "{name}");
        assert!(lang.validator(usize::MAX).accepts(&input));
    }
}

#[test]
fn a_large_input_parses() {
    let unit = b"int f(int a, int b) { if (a) { return a + b; } return b * 2; }\n";
    let input = unit.repeat(5_000);
    let parsed = whittle_grammars::by_name("c")
        .unwrap()
        .parse(&input)
        .unwrap();
    assert_eq!(parsed.error_nodes, 0);
    assert_eq!(parsed.tree.render(&TreeEdit::new(&parsed.tree)), input);
}
