//! A guess at the language of pasted text that has no file name, from
//! telltale constructs. Only a guess: the page offers it, the user decides.

/// Signs of a language: (language name, patterns, weight of each hit).
const SIGNS: &[(&str, &[&str])] = &[
    (
        "c",
        &[
            "#include <",
            "#include \"",
            "int main(",
            "printf(",
            "malloc(",
            "sizeof(",
            "struct ",
            "->",
            "typedef ",
        ],
    ),
    (
        "cpp",
        &[
            "#include <iostream>",
            "std::",
            "namespace ",
            "template<",
            "template <",
            "class ",
            "public:",
            "cout <<",
            "nullptr",
        ],
    ),
    (
        "rust",
        &[
            "fn ",
            "let mut ",
            "impl ",
            "pub fn ",
            "use std::",
            "-> Self",
            "&mut ",
            "match ",
            "println!(",
        ],
    ),
    (
        "go",
        &[
            "package main",
            "func ",
            ":= ",
            "import (",
            "fmt.",
            "go func",
            "chan ",
        ],
    ),
    (
        "python",
        &[
            "def ", "import ", "self.", "elif ", "print(", "__init__", "lambda ", "None", "):\n",
        ],
    ),
    (
        "java",
        &[
            "public class ",
            "public static void main",
            "System.out.",
            "private ",
            "import java.",
            "@Override",
            "extends ",
        ],
    ),
    (
        "javascript",
        &[
            "function ",
            "const ",
            "let ",
            "=> ",
            "console.log(",
            "require(",
            "export ",
            "document.",
            "===",
            "undefined",
        ],
    ),
    (
        "typescript",
        &[
            ": string",
            ": number",
            "interface ",
            ": boolean",
            "export type ",
            "<T>",
            "as const",
            "readonly ",
        ],
    ),
    (
        "html",
        &[
            "<!DOCTYPE html",
            "<html",
            "<div",
            "<body",
            "<head",
            "<script",
            "</p>",
            "<span",
        ],
    ),
    ("xml", &["<?xml ", "xmlns", "</"]),
];

/// The most likely language name, or `None` when nothing stands out.
pub fn guess(text: &str) -> Option<&'static str> {
    let trimmed = text.trim_start();
    if trimmed.is_empty() {
        return None;
    }
    if (trimmed.starts_with('{') || trimmed.starts_with('['))
        && serde_json::from_str::<serde_json::Value>(text).is_ok()
    {
        return Some("json");
    }
    // A large input: its start says enough, and the guess stays cheap.
    let sample = &text[..crate::protocol::preview(text, 64 * 1024).len()];
    let mut best: Option<(&str, usize)> = None;
    for (language, patterns) in SIGNS {
        let score: usize = patterns
            .iter()
            .map(|p| sample.matches(p).count().min(20))
            .sum();
        if score > best.map_or(0, |(_, s)| s) {
            best = Some((language, score));
        }
    }
    // C++ and TypeScript include most of C and JavaScript: prefer them only
    // with their own signs.
    best.filter(|&(_, score)| score >= 2)
        .map(|(language, _)| language)
}

#[cfg(test)]
mod tests {
    use super::guess;

    #[test]
    fn common_languages_are_recognised() {
        assert_eq!(
            guess("#include <stdio.h>\nint main(void) { printf(\"x\"); }\n"),
            Some("c")
        );
        assert_eq!(
            guess("fn main() {\n    let mut x = 1;\n    println!(\"{x}\");\n}\n"),
            Some("rust")
        );
        assert_eq!(
            guess("def f(x):\n    return x\n\nimport os\nprint(f(1))\n"),
            Some("python")
        );
        assert_eq!(guess("{\"a\": [1, 2, 3]}"), Some("json"));
        assert_eq!(
            guess("const f = (x) => x + 1;\nconsole.log(f(1));\n"),
            Some("javascript")
        );
        assert_eq!(
            guess("package main\n\nimport (\n\t\"fmt\"\n)\n\nfunc main() { fmt.Println(1) }\n"),
            Some("go")
        );
        assert_eq!(
            guess("<!DOCTYPE html>\n<html><body><div>x</div></body></html>"),
            Some("html")
        );
    }

    #[test]
    fn plain_prose_has_no_guess() {
        assert_eq!(guess("just some words about a bug"), None);
        assert_eq!(guess(""), None);
        assert_eq!(guess("{ not json"), None);
    }
}
