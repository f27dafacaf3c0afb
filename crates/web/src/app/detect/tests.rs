use super::{guess, language, Guess, SAMPLE_BYTES};

/// A file's name and text, and the language it is in.
type Example = (&'static str, &'static str, &'static str);

macro_rules! examples {
    ($dir:literal: $($file:literal => $language:literal),* $(,)?) => {
        &[$(($file, include_str!(concat!($dir, $file)), $language)),*]
    };
}

/// The gallery's examples, as the page offers them.
const GALLERY: &[Example] = examples!["../../../../../www/examples/":
    "crash.c" => "c",
    "csmith-19.c" => "c",
    "bug.json" => "json",
    "orders.json" => "json",
    "label.js" => "javascript",
    "textkit.js" => "javascript",
    "page.html" => "html",
    "stats.py" => "python",
];

/// Ordinary files, one per language.
const FILES: &[Example] = examples!["../../../tests/detect/":
    "ringbuf.c" => "c",
    "shapes.cpp" => "cpp",
    "quota.rs" => "rust",
    "cache.go" => "go",
    "router.js" => "javascript",
    "store.ts" => "typescript",
    "inventory.py" => "python",
    "Ledger.java" => "java",
    "tsconfig.json" => "json",
    "pricing.html" => "html",
    "logging.xml" => "xml",
];

const PROSE: &str = include_str!("../../../tests/detect/release-notes.txt");
const LOG: &str = include_str!("../../../tests/detect/server.log");

fn confident(language: &'static str) -> Option<Guess> {
    Some(Guess {
        language,
        confident: true,
    })
}

#[test]
fn gallery_examples_are_recognised_confidently() {
    // csmith-19.c was "JavaScript" when any substring anywhere voted: its
    // opening comment, `->`s and `const`s outvoted its `#include`s.
    for &(name, text, expected) in GALLERY {
        assert_eq!(language(text), confident(expected), "{name}");
        assert_eq!(guess(text), Some(expected), "{name}");
    }
}

#[test]
fn ordinary_files_are_recognised_confidently() {
    for &(name, text, expected) in FILES {
        assert_eq!(language(text), confident(expected), "{name}");
    }
}

#[test]
fn c_that_opens_with_a_comment_is_c() {
    // The comment's words and the `->` are not read as code.
    let text = "/* A table of handlers: name -> function, looked up by\n   \
                const key; see export_table() for the format. */\n\
                #include <stdint.h>\n#include <string.h>\n\n\
                static const struct entry { const char *name; int (*fn)(void); } table[] = {0};\n\n\
                int lookup(const char *name) {\n    return strcmp(table[0].name, name);\n}\n";
    assert_eq!(language(text), confident("c"));
}

#[test]
fn c_needs_signs_of_its_own_to_be_cpp() {
    let c = "#include <stdio.h>\n\n// A class of its own: not C++.\nint main(void) {\n    printf(\"hi\\n\");\n    return 0;\n}\n";
    assert_eq!(language(c), confident("c"));
    let cpp = "#include <stdio.h>\n#include <string>\n\nint main() {\n    std::string s = \"hi\";\n    printf(\"%s\\n\", s.c_str());\n}\n";
    assert_eq!(language(cpp), confident("cpp"));
}

#[test]
fn snippets_of_each_language_get_their_language() {
    let cases = [
        ("fn main() {\n    let mut x = 1;\n    println!(\"{x}\");\n}\n", "rust"),
        ("def f(x):\n    return x\n\nimport os\nprint(f(1))\n", "python"),
        ("const f = (x) => x + 1;\nconsole.log(f(1));\n", "javascript"),
        ("package main\n\nimport (\n\t\"fmt\"\n)\n\nfunc main() { fmt.Println(1) }\n", "go"),
        ("interface Point {\n  x: number;\n  y: number;\n}\nexport const origin: Point = { x: 0, y: 0 };\n", "typescript"),
        ("public class Hello {\n    public static void main(String[] args) {\n        System.out.println(\"hi\");\n    }\n}\n", "java"),
        ("{\"a\": [1, 2, 3]}", "json"),
        ("<!DOCTYPE html>\n<html><body><div>x</div></body></html>", "html"),
    ];
    for (text, expected) in cases {
        assert_eq!(guess(text), Some(expected), "{text}");
    }
}

#[test]
fn markup_is_told_by_its_declaration_and_root() {
    let pom = "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>com.example</groupId>\n  <artifactId>ledger</artifactId>\n</project>\n";
    assert_eq!(language(pom), confident("xml"));
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n  <circle cx=\"5\" cy=\"5\" r=\"4\"/>\n  <path d=\"M0 0L10 10\"/>\n</svg>\n";
    assert_eq!(language(svg), confident("xml"));
    let xhtml =
        "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body/></html>";
    assert_eq!(language(xhtml), confident("html"));
    let fragment = "<div class=\"card\">\n  <h2>Title</h2>\n  <p>Some <em>text</em>.</p>\n  <ul><li>one</li><li>two</li></ul>\n</div>\n";
    assert_eq!(language(fragment), confident("html"));
    let commented = "<!-- generated -->\n<!DOCTYPE html>\n<title>x</title>";
    assert_eq!(language(commented), confident("html"));
}

#[test]
fn prose_and_logs_have_no_guess() {
    assert_eq!(language(PROSE), None);
    assert_eq!(language(LOG), None);
    assert_eq!(language("just some words about a bug"), None);
}

#[test]
fn empty_and_truncated_inputs_have_no_guess() {
    for text in [
        "",
        "  \n\t",
        "\u{feff}",
        "{",
        "[1, 2",
        "{ not json",
        "<",
        "<di",
        "#inc",
        "fn",
        "/* Stand-i",
    ] {
        assert_eq!(language(text), None, "{text:?}");
    }
    let crash = GALLERY[0].1;
    assert_eq!(language(&crash[..12]), None);
}

#[test]
fn json_is_confident_only_when_whole() {
    let orders = GALLERY[3].1;
    // Cut by the user: JSON as far as it goes, so only offered.
    assert_eq!(
        language(&orders[..2000]),
        Some(Guess {
            language: "json",
            confident: false
        })
    );
    // Longer than the sample: the sample is cut, not the JSON.
    let big = format!("[{}]", [orders.trim(); 4].join(",\n"));
    assert!(big.len() > SAMPLE_BYTES);
    assert_eq!(language(&big), confident("json"));
}

#[test]
fn only_the_start_of_a_large_text_is_read() {
    // Prose beyond the sample, then C: the C is never seen.
    let mut text = PROSE.repeat(SAMPLE_BYTES / PROSE.len() + 1);
    text.push_str(FILES[0].1);
    assert_eq!(language(&text), None);
    // A cut inside a character is moved back to its start.
    let accents = format!("x{}{}", "é".repeat(SAMPLE_BYTES), FILES[0].1);
    assert!(!accents.is_char_boundary(SAMPLE_BYTES));
    assert_eq!(language(&accents), None);
    // A 5 MB paste is guessed from its start.
    let huge = FILES[0].1.repeat(5 * 1024 * 1024 / FILES[0].1.len());
    assert_eq!(language(&huge), confident("c"));
}

#[test]
fn headers_scripts_and_components_get_their_language() {
    let cases = [
        ("#ifndef RING_H\n#define RING_H\n\n#include <stddef.h>\n\ntypedef struct ring ring_t;\n\nint ring_put(ring_t *r, int v);\n\n#endif\n", "c"),
        ("#pragma once\n\nclass Counter {\npublic:\n    explicit Counter(int start);\n    int next();\nprivate:\n    int value_;\n};\n", "cpp"),
        ("#!/usr/bin/env python3\nimport sys\nimport json\n\ndata = json.load(sys.stdin)\nfor k, v in data.items():\n    print(k, v)\n", "python"),
        ("import React, { useState } from 'react';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n", "javascript"),
        ("#![no_std]\n#![no_main]\n\nuse core::panic::PanicInfo;\n\n#[panic_handler]\nfn panic(_info: &PanicInfo) -> ! {\n    loop {}\n}\n", "rust"),
        ("export type Id = string;\nexport interface User {\n  id: Id;\n  name: string;\n  age?: number;\n}\n", "typescript"),
    ];
    for (text, expected) in cases {
        assert_eq!(language(text), confident(expected), "{text}");
    }
}

#[test]
fn a_few_weak_signs_are_offered_not_applied() {
    let cases = [
        // Go without its `package` line.
        ("func add(a, b int) int {\n\treturn a + b\n}\n\nfunc main() {\n\tx := add(1, 2)\n\tfmt.Println(x)\n}\n", "go"),
        ("import java.util.List;\n\nclass Main {\n    static int sum(List<Integer> xs) {\n        return 0;\n    }\n}\n", "java"),
        // A log quoting a line of Python.
        ("Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    import foo\nModuleNotFoundError: No module named 'foo'\n", "python"),
    ];
    for (text, expected) in cases {
        let weak = Some(Guess {
            language: expected,
            confident: false,
        });
        assert_eq!(language(text), weak, "{text}");
    }
}

#[test]
fn other_formats_have_no_guess() {
    for text in [
        "# Whittle\n\nA test-case reducer. Install it with:\n\n```sh\ncargo install whittle\n```\n\nSee the docs.\n",
        "#!/bin/bash\nset -euo pipefail\nfor f in *.c; do\n  if [ -s \"$f\" ]; then\n    gcc -c \"$f\"\n  fi\ndone\n",
        "body {\n  margin: 0;\n  font-family: sans-serif;\n}\n.card {\n  display: none;\n}\n",
        "name: build\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo test\n",
        "SELECT id, name\nFROM users\nWHERE age > 30\nORDER BY name;\n",
        "[package]\nname = \"whittle\"\nversion = \"0.1.0\"\n\n[dependencies]\nserde = \"1\"\n",
        "diff --git a/x.c b/x.c\n--- a/x.c\n+++ b/x.c\n@@ -1,3 +1,3 @@\n-int x = 1;\n+int x = 2;\n",
        "thread 'main' panicked at src/main.rs:3:5:\nindex out of bounds: the len is 3 but the index is 7\n",
    ] {
        assert_eq!(language(text), None, "{text}");
    }
}
