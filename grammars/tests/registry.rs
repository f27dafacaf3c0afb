//! Finding languages by name and file name.

use whittle_grammars::{by_name, for_file_name, languages};

#[test]
fn by_name_finds_every_language() {
    for name in [
        "c",
        "cpp",
        "rust",
        "go",
        "javascript",
        "typescript",
        "tsx",
        "python",
        "java",
        "json",
        "html",
        "xml",
    ] {
        assert_eq!(by_name(name).map(|l| l.name), Some(name));
    }
    assert_eq!(by_name("C").map(|l| l.name), Some("c"));
    assert!(by_name("cobol").is_none());
    assert_eq!(languages().len(), 12);
    assert_eq!(languages()[0].name, "c");
}

#[test]
fn for_file_name_goes_by_extension() {
    let cases = [
        ("a.c", "c"),
        ("dir/b.h", "c"),
        ("x.hpp", "cpp"),
        ("x.cc", "cpp"),
        ("main.rs", "rust"),
        ("m.go", "go"),
        ("app.mjs", "javascript"),
        ("t.ts", "typescript"),
        ("y.tsx", "tsx"),
        ("s.py", "python"),
        ("A.java", "java"),
        ("package.json", "json"),
        ("INDEX.HTML", "html"),
        ("c:\\w\\pom.xml", "xml"),
    ];
    for (file, name) in cases {
        assert_eq!(for_file_name(file).map(|l| l.name), Some(name), "{file}");
    }
    assert!(for_file_name("Makefile").is_none());
    assert!(for_file_name("a.unknown").is_none());
}

#[test]
fn every_grammar_loads() {
    for lang in languages() {
        assert!(lang.parse(b"").is_ok(), "{}", lang.name);
        assert!(!lang.extensions.is_empty());
    }
}
