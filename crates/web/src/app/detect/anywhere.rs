//! Signs anywhere in a line of code (`->`, `:=`, `=>`, a type
//! annotation): weaker than a line's start, so each language scores once a
//! line.

use super::code::Lang::{self, *};
use super::code::{Tally, DECISIVE, LANGS};

/// Signs anywhere in a line of code. Each language scores once a line, its
/// best sign's points.
pub(super) fn anywhere_signs(line: &str, tally: &mut Tally) {
    let bytes = line.as_bytes();
    let mut best = [0u32; 8];
    // One pass, trying at each byte only the signs that start with it: a
    // `contains` for each sign would cost more than all the rest.
    for (at, &byte) in bytes.iter().enumerate() {
        let here = &bytes[at..];
        for &(lang, points, sign) in signs_starting_with(byte) {
            if here.starts_with(sign.as_bytes()) {
                best[lang as usize] = best[lang as usize].max(points);
            }
        }
        if byte == b':' && is_annotation(&here[1..]) {
            best[Ts as usize] = best[Ts as usize].max(2);
        }
    }
    for lang in LANGS {
        tally.add(lang, best[lang as usize]);
    }
}

/// The signs [`anywhere_signs`] looks for that start with `byte`.
pub(super) fn signs_starting_with(byte: u8) -> &'static [(Lang, u32, &'static str)] {
    match byte {
        b's' => &[(Cpp, 1, "std::"), (C, 1, "sizeof")],
        b'n' => &[(Cpp, 1, "nullptr")],
        b'c' => &[(Cpp, 1, "cout <<"), (Js, 2, "console.")],
        b'p' => &[
            (C, 1, "printf("),
            (Rust, 1, "println!("),
            (Rust, 1, "panic!("),
        ],
        b'm' => &[(C, 1, "malloc("), (C, 1, "memcpy("), (C, 1, "memset(")],
        b'N' => &[(C, 1, "NULL")],
        b'=' => &[(Js, 2, "===")],
        b'!' => &[(Js, 2, "!==")],
        b'd' => &[(Js, 2, "document.")],
        b'w' => &[(Js, 2, "window.")],
        b'r' => &[
            (Js, DECISIVE, "require('"),
            (Js, DECISIVE, "require(\""),
            (Ts, 2, "readonly "),
        ],
        b'S' => &[
            (Java, 2, "System.out."),
            (Java, 2, "System.err."),
            (Java, 2, "String[]"),
            (Rust, 1, "Some("),
        ],
        b' ' => &[(Java, 2, " throws "), (Ts, 2, " as const")],
        b':' => &[(Go, 1, ":= ")],
        b'f' => &[(Go, 1, "fmt."), (Rust, 1, "format!(")],
        b'e' => &[(Go, 2, "err != nil")],
        b'v' => &[(Rust, 1, "vec![")],
        b'a' => &[(Rust, 1, "assert_eq!(")],
        b'&' => &[(Rust, 1, "&self"), (Rust, 1, "&mut ")],
        b'.' => &[(Rust, 1, ".unwrap()")],
        b'O' => &[(Rust, 1, "Ok(")],
        b'_' => &[(Python, 2, "__init__"), (Python, 2, "__name__")],
        b'(' => &[(Python, 2, "(self, ")],
        _ => &[],
    }
}

/// Whether what follows a `:` is a TypeScript type: `x: number`,
/// `): Promise<T>`.
pub(super) fn is_annotation(after: &[u8]) -> bool {
    const TYPES: &[&str] = &[
        "string", "number", "boolean", "void", "any", "unknown", "never", "Promise<", "Record<",
        "Partial<", "Array<",
    ];
    let Some(after) = after.strip_prefix(b" ") else {
        return false;
    };
    TYPES.iter().any(|t| {
        after.starts_with(t.as_bytes())
            && (t.ends_with('<')
                || !after
                    .get(t.len())
                    .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_'))
    })
}
