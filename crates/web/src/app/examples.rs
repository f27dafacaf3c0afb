//! The examples gallery: an input, its language and an oracle, in one click.

use super::oracle_form::OracleKind;

pub struct Example {
    pub id: &'static str,
    pub title: &'static str,
    pub file_name: &'static str,
    /// A language name, or `"text"`.
    pub language: &'static str,
    pub algorithm: &'static str,
    pub input: &'static str,
    /// A test case made of files (`input` is then empty): path and text.
    pub files: &'static [(&'static str, &'static str)],
    /// JavaScript, Python or TypeScript: `oracle` is the JavaScript body,
    /// the Python module, or the regular expression tsc's output must match.
    pub kind: OracleKind,
    /// The compiler's options (a TypeScript example).
    pub options: &'static str,
    pub oracle: &'static str,
}

/// The files of an example in `www/examples/DIR/`, by their paths there.
macro_rules! example_files {
    ($dir:literal: $($path:literal),+ $(,)?) => {
        &[$(($path, include_str!(concat!("../../../../www/examples/", $dir, "/", $path)))),+]
    };
}

pub const EXAMPLES: &[Example] = &[
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "c-crash",
        title: "C: compiler crash (stand-in)",
        file_name: "crash.c",
        language: "c",
        algorithm: "pardis",
        input: include_str!("../../../../www/examples/crash.c"),
        files: &[],
        oracle: "// Stand-in for \"the compiler crashes\": a regex over the source.\n\
// (A real compiler needs a remote oracle; this stays in the browser.)\n\
return /struct\\s+\\w+\\s*\\{[^}]*volatile/.test(input)\n    && /\\bswitch\\s*\\(/.test(input);\n",
    },
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "json-bug",
        title: "JSON: parser bug",
        file_name: "bug.json",
        language: "json",
        algorithm: "pardis-hybrid",
        input: include_str!("../../../../www/examples/bug.json"),
        files: &[],
        oracle: "// Our parser fails on a number with an exponent as the second\n\
// element of an array. The candidate must still be valid JSON.\n\
try { JSON.parse(input); } catch (e) { return false; }\n\
return /\\[\\s*-?\\d+\\s*,\\s*-?\\d+(\\.\\d+)?[eE]/.test(input);\n",
    },
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "js-label",
        title: "JavaScript: minifier crash",
        file_name: "label.js",
        language: "javascript",
        algorithm: "perses",
        input: include_str!("../../../../www/examples/label.js"),
        files: &[],
        oracle: "// The minifier crashes on `continue <label>`. The candidate must\n\
// still compile as a module body (compiled, never run).\n\
const body = input.replace(/^\\s*import\\b[^\\n]*\\n?/gm, '').replace(/\\bexport\\s+/g, '');\n\
try { new Function(body); } catch (e) { return false; }\n\
return /continue\\s+[A-Za-z_$][\\w$]*/.test(input);\n",
    },
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "html-svg",
        title: "HTML: renderer crash on foreignObject",
        file_name: "page.html",
        language: "html",
        algorithm: "pardis",
        input: include_str!("../../../../www/examples/page.html"),
        files: &[],
        oracle: "// The renderer crashes on an element inside <foreignObject> inside <svg>.\n\
return /<svg[^>]*>[\\s\\S]*<foreignObject[^>]*>\\s*<\\w+/.test(input);\n",
    },
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "python-lambda",
        title: "Python: linter wrong answer",
        file_name: "stats.py",
        language: "python",
        algorithm: "pardis-hybrid",
        input: include_str!("../../../../www/examples/stats.py"),
        files: &[],
        oracle: "// The linter is wrong about a lambda default argument in a generator.\n\
return /lambda[^:\\n]*=/.test(input) && /\\byield\\b/.test(input)\n    && /\\bdef\\b/.test(input);\n",
    },
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "c-large",
        title: "C, 54 KB: csmith program (watch it shrink)",
        file_name: "csmith-19.c",
        language: "c",
        algorithm: "pardis-hybrid",
        input: include_str!("../../../../www/examples/csmith-19.c"),
        files: &[],
        oracle: "// Stand-in for a compiler crash on a csmith program: the array\n\
// access pattern must survive, and the program must keep its main().\n\
return /l_1065\\s*\\[\\s*i\\s*\\]\\s*\\[/.test(input) && /\\bint\\s+main\\s*\\(/.test(input);\n",
    },
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "json-large",
        title: "JSON, 48 KB: orders export",
        file_name: "orders.json",
        language: "json",
        algorithm: "pardis-hybrid",
        input: include_str!("../../../../www/examples/orders.json"),
        files: &[],
        oracle: "// Our importer rejects a discount written with an exponent inside an\n\
// order's items. The candidate must stay valid JSON with that shape.\n\
let doc;\n\
try { doc = JSON.parse(input); } catch (e) { return false; }\n\
return Array.isArray(doc.orders) && doc.orders.some((o) => Array.isArray(o.items)\n\
  && o.items.some((i) => i && typeof i.discount === 'number'))\n\
  && /\"discount\":\\s*-?\\d+(\\.\\d+)?[eE]/.test(input);\n",
    },
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "js-module",
        title: "JavaScript: a real module, wrong slug",
        file_name: "textkit.js",
        language: "javascript",
        algorithm: "perses",
        input: include_str!("../../../../www/examples/textkit.js"),
        files: &[],
        oracle: "// slugify('Crème brûlée!') should be 'creme-brulee' but drops the\n\
// accented letters. The module is loaded and the function called.\n\
let kit;\n\
try {\n\
  kit = new Function(input.replace(/^export /gm, '') + '\\n; return { slugify };')();\n\
} catch (e) { return false; }\n\
return typeof kit.slugify === 'function' && kit.slugify('Crème brûlée!') === 'crme-brle';\n",
    },
    Example {
        kind: OracleKind::Clang,
        options: "-fsyntax-only -Wall",
        id: "c-warning",
        title: "C: a clang warning (-Wformat), with clang in the browser",
        file_name: "tally.c",
        language: "c",
        algorithm: "auto",
        input: include_str!("../../../../www/examples/tally.c"),
        files: &[],
        oracle: "format specifies type 'int' but the argument has type 'long'",
    },
    Example {
        kind: OracleKind::Python,
        options: "",
        id: "python-grades",
        title: "Python: an exercise that raises ZeroDivisionError",
        file_name: "grades.py",
        language: "python",
        algorithm: "auto",
        input: include_str!("../../../../www/examples/grades.py"),
        files: &[],
        oracle: r#"# A student's grade book crashes. Runs the candidate as a program
# (in Pyodide, in this browser) and keeps what still divides by zero.
def interesting(input: str, data: bytes) -> bool:
    code, out, err = run_python(input)
    return code != 0 and 'ZeroDivisionError' in err
"#,
    },
    Example {
        kind: OracleKind::Typescript,
        options: "--strict --target es2022",
        id: "ts-type-error",
        title: "TypeScript: a type error (TS2322)",
        file_name: "inventory.ts",
        language: "typescript",
        algorithm: "auto",
        input: include_str!("../../../../www/examples/inventory.ts"),
        files: &[],
        oracle: "error TS2322",
    },
];

/// The examples made of several files.
const SET_EXAMPLES: &[Example] = &[
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "c-headers",
        title: "C: three files, the macro in a header",
        file_name: "macro-bug",
        language: "auto",
        algorithm: "auto",
        input: "",
        files: example_files!("macro-bug": "bug.c", "config.h", "geometry.h"),
        oracle: include_str!("../../../../www/examples/macro-bug-oracle.js"),
    },
    Example {
        kind: OracleKind::Javascript,
        options: "",
        id: "js-package",
        title: "JavaScript: a package whose total is not rounded",
        file_name: "pricing",
        language: "auto",
        algorithm: "auto",
        input: "",
        files: example_files!("pricing": "package.json", "README.md", "src/index.js",
            "src/discount.js", "src/format.js", "src/legacy.js"),
        oracle: include_str!("../../../../www/examples/pricing-oracle.js"),
    },
];

/// Every example, one-file ones first.
pub fn all() -> impl Iterator<Item = &'static Example> {
    EXAMPLES.iter().chain(SET_EXAMPLES)
}

pub fn by_id(id: &str) -> Option<&'static Example> {
    all().find(|e| e.id == id)
}
