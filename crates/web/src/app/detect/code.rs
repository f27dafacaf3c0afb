//! Programs, weighed line by line: the languages, the tally of their
//! signs' points, the walk over the sample's lines (skipping comments and
//! docstrings) and the decision between the families.

use super::anywhere::anywhere_signs;
use super::line_signs::line_signs;
use super::Guess;

/// The programming languages weighed line by line. C++ and TypeScript
/// share C's and JavaScript's signs: they score only their own, and are
/// told from them within the family.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Lang {
    C,
    Cpp,
    Rust,
    Go,
    Js,
    Ts,
    Python,
    Java,
}

use Lang::*;

pub(super) const LANGS: [Lang; 8] = [C, Cpp, Rust, Go, Js, Ts, Python, Java];

impl Lang {
    pub(super) fn name(self) -> &'static str {
        match self {
            C => "c",
            Cpp => "cpp",
            Rust => "rust",
            Go => "go",
            Js => "javascript",
            Ts => "typescript",
            Python => "python",
            Java => "java",
        }
    }

    /// C for C++, JavaScript for TypeScript, else itself.
    pub(super) fn family(self) -> Lang {
        match self {
            Cpp => C,
            Ts => Js,
            lang => lang,
        }
    }
}

/// Points for a sign that on its own all but settles the language.
pub(super) const DECISIVE: u32 = 3;
/// The least score worth a guess.
pub(super) const MIN_SCORE: u32 = 3;
/// The least score of a confident guess.
pub(super) const MIN_CONFIDENT: u32 = 6;

#[derive(Default)]
pub(super) struct Tally {
    score: [u32; 8],
    decisive: [bool; 8],
    pub(super) go_package: bool,
    pub(super) go_func: bool,
}

impl Tally {
    pub(super) fn add(&mut self, lang: Lang, points: u32) {
        self.score[lang as usize] += points;
    }

    pub(super) fn decisive(&mut self, lang: Lang) {
        self.add(lang, DECISIVE);
        self.decisive[lang as usize] = true;
    }

    pub(super) fn score(&self, lang: Lang) -> u32 {
        self.score[lang as usize]
    }

    pub(super) fn family_score(&self, family: Lang) -> u32 {
        LANGS
            .iter()
            .filter(|lang| lang.family() == family)
            .map(|&lang| self.score(lang))
            .sum()
    }

    pub(super) fn family_decisive(&self, family: Lang) -> bool {
        match family {
            // `package main` alone could be a first line of anything.
            Go => self.go_package && self.go_func,
            _ => LANGS
                .iter()
                .any(|&lang| lang.family() == family && self.decisive[lang as usize]),
        }
    }
}

/// The guess for a program's text, from its lines.
pub(super) fn code(sample: &str) -> Option<Guess> {
    let mut tally = Tally::default();
    let mut in_comment = false;
    let mut in_docstring: Option<&str> = None;
    for (index, raw) in sample.lines().enumerate() {
        let line = raw.trim();
        if in_comment {
            in_comment = !line.contains("*/");
            continue;
        }
        if let Some(quotes) = in_docstring {
            if line.contains(quotes) {
                in_docstring = None;
            }
            continue;
        }
        if line.is_empty() {
            continue;
        }
        if index == 0 && (line.starts_with("#!/") || line.starts_with("#! ")) {
            shebang(line, &mut tally);
            continue;
        }
        if let Some(rest) = line.strip_prefix("/*") {
            in_comment = !rest.contains("*/");
            continue;
        }
        if let Some(rest) = line.strip_prefix("//") {
            if rest.starts_with('!') {
                tally.decisive(Rust);
            } else if rest.starts_with('/') {
                tally.add(Rust, 1);
            }
            continue;
        }
        if let Some(quotes) = ["\"\"\"", "'''"].into_iter().find(|q| line.starts_with(q)) {
            tally.add(Python, 2);
            if !line[3..].contains(quotes) {
                in_docstring = Some(quotes);
            }
            continue;
        }
        let indented = raw.starts_with([' ', '\t']);
        line_signs(line, indented, &mut tally);
        anywhere_signs(line, &mut tally);
        in_comment = opens_comment(line);
    }
    decide(&tally)
}

/// `#!/usr/bin/env python3` and the like.
pub(super) fn shebang(line: &str, tally: &mut Tally) {
    let program = line
        .rsplit(['/', ' '])
        .find(|s| !s.is_empty())
        .unwrap_or("");
    if program.starts_with("python") {
        tally.decisive(Python);
    } else if program.starts_with("ts-node") || program.starts_with("tsx") {
        tally.decisive(Ts);
    } else if ["node", "deno", "bun"]
        .iter()
        .any(|p| program.starts_with(p))
    {
        tally.decisive(Js);
    }
}

/// Whether a line of code ends inside a block comment it opens
/// (`x = 1; /* begins`), as far as a glance can tell: the `/*` follows a
/// space and no string is open before it.
pub(super) fn opens_comment(line: &str) -> bool {
    let Some(at) = line.rfind("/*") else {
        return false;
    };
    let before = &line[..at];
    before.ends_with([' ', '\t'])
        && !line[at + 2..].contains("*/")
        && before.matches('"').count() % 2 == 0
        && before.matches('\'').count() % 2 == 0
}

/// The best family's language when it stands out, confident when a
/// decisive sign backs it and it is well above the next family.
pub(super) fn decide(tally: &Tally) -> Option<Guess> {
    let mut families =
        [C, Rust, Go, Js, Python, Java].map(|family| (family, tally.family_score(family)));
    families.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    let (family, top) = families[0];
    let second = families[1].1;
    if top < MIN_SCORE || top <= second {
        return None;
    }
    let mut confident =
        tally.family_decisive(family) && top >= MIN_CONFIDENT && top >= 2 * second + 2;
    // Within a family, the dialect needs signs of its own.
    let language = match family {
        C | Js => {
            let dialect = if family == C { Cpp } else { Ts };
            let own = tally.score(dialect);
            confident &= own == 0 || own >= 4 || tally.decisive[dialect as usize];
            if own >= 2 {
                dialect
            } else {
                family
            }
        }
        _ => family,
    };
    Some(Guess {
        language: language.name(),
        confident,
    })
}

/// The identifier at the start of `text` (letters, digits, `_`, `$`) and
/// what follows it.
pub(super) fn word(text: &str) -> (&str, &str) {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .unwrap_or(text.len());
    text.split_at(end)
}

/// A dotted name: `os.path`, `numpy`.
pub(super) fn is_path(text: &str) -> bool {
    !text.is_empty()
        && !text.starts_with(|c: char| c.is_ascii_digit() || c == '.')
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
}
