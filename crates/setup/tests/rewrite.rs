//! The rewrite transformations on small C and Python programs, with
//! in-process oracles: for each, a case where it applies and one where it
//! must not; and the same path at every window.

use std::rc::Rc;
use std::time::Duration;

use whittle_core::algorithms::rewrite::{Rewrite, Transform, Vocabulary};
use whittle_core::{
    Algorithm, AlgorithmView, BatchOutcome, Event, Reduction, ReductionOptions, Step, Verdict,
};
use whittle_grammars::Language;

fn language(name: &str) -> &'static Language {
    whittle_grammars::by_name(name).unwrap()
}

/// A rewrite pass over `input` with only `transforms`.
fn rewrite(language: &'static Language, input: &str, transforms: &[Transform]) -> Rewrite {
    let parsed = language.parse(input.as_bytes()).unwrap();
    let reparse = language.reparse(parsed.error_nodes);
    let vocabulary = Rc::new(
        Vocabulary::of(&parsed.tree, false)
            .with_fillers(&language.fillers())
            .with_declaration_of(&parsed.tree),
    );
    Rewrite::new(
        input.as_bytes().to_vec(),
        parsed.tree,
        reparse,
        vocabulary,
        transforms.to_vec(),
    )
}

/// What a run did.
#[derive(Debug, PartialEq)]
struct Run {
    result: String,
    /// Every candidate tested, in order.
    tests: Vec<String>,
    /// The size in bytes of each adopted candidate, in order.
    accepted: Vec<usize>,
    counters: Vec<(String, u64)>,
    /// Candidates answered without the oracle (cache, syntax check).
    answered: u64,
}

/// Runs `algorithm` to the end at `window`, completing the running tests
/// newest first (out of order).
fn drive(algorithm: Rewrite, window: usize, oracle: impl Fn(&str) -> bool) -> Run {
    let mut reduction = Reduction::new(
        Box::new(algorithm),
        ReductionOptions {
            window,
            check_original: false,
            ..ReductionOptions::default()
        },
    );
    let mut run = Run {
        result: String::new(),
        tests: Vec::new(),
        accepted: Vec::new(),
        counters: Vec::new(),
        answered: 0,
    };
    let mut running: Vec<(u64, Verdict)> = Vec::new();
    loop {
        let step = reduction.poll();
        for event in reduction.drain_events() {
            if let Event::Accepted { size } = event {
                run.accepted.push(size.bytes);
            }
        }
        match step {
            Step::Test(request) => {
                let text = String::from_utf8(request.content.to_vec()).unwrap();
                running.push((request.id, Verdict::from(oracle(&text))));
                run.tests.push(text);
            }
            Step::Wait => {
                let (id, verdict) = running.pop().unwrap();
                reduction.complete(id, verdict, Duration::ZERO);
            }
            Step::Done => break,
        }
    }
    run.result = String::from_utf8(reduction.best().to_vec()).unwrap();
    let stats = reduction.stats();
    run.answered = stats.cache.hits_not_interesting
        + stats.cache.hits_interesting
        + stats.cache.hits_in_flight
        + stats.rejections;
    run.counters = reduction
        .counters()
        .into_iter()
        .map(|c| (c.name.into_owned(), c.value))
        .collect();
    run
}

fn c_run(input: &str, transforms: &[Transform], oracle: impl Fn(&str) -> bool) -> Run {
    drive(rewrite(language("c"), input, transforms), 1, oracle)
}

/// A run of `transforms` on `input` in the language named, one test at a
/// time, with an oracle that accepts everything: what the pass offers.
fn accept_all(language_name: &str, input: &str, transforms: &[Transform]) -> Run {
    drive(
        rewrite(language(language_name), input, transforms),
        1,
        |_| true,
    )
}

fn counter(run: &Run, name: &str) -> u64 {
    run.counters
        .iter()
        .find(|(n, _)| n == name)
        .map_or(0, |&(_, v)| v)
}

/// Every tested candidate parses with no more errors than `input`.
fn all_parse(language: &Language, input: &str, run: &Run) {
    let limit = language.parse(input.as_bytes()).unwrap().error_nodes;
    for text in &run.tests {
        let errors = language.parse(text.as_bytes()).unwrap().error_nodes;
        assert!(
            errors <= limit,
            "offered a candidate that does not parse:\n{text}"
        );
    }
}

const USES: &str = "int helper(int x) { return x + 1; }
int main(void) {
  int r = 2;
  helper(r);
  helper(3);
  return 0;
}
";

#[test]
fn remove_uses_takes_a_function_with_every_call() {
    let run = c_run(USES, &[Transform::RemoveUses], |t| t.contains("return 0;"));
    assert!(!run.result.contains("helper"), "{}", run.result);
    assert!(run.result.contains("return 0;"));
    assert!(counter(&run, "remove-uses.accepted") >= 1);
    all_parse(language("c"), USES, &run);
}

#[test]
fn remove_uses_must_not_offer_a_name_used_once_nor_keep_a_refused_removal() {
    // Every name occurs once: nothing for this transformation to do.
    let once = "int main(void) { return 0; }\n";
    let run = c_run(once, &[Transform::RemoveUses], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
    assert_eq!(run.result, once);
    // The function body must stay: every removal with it is refused.
    let run = c_run(USES, &[Transform::RemoveUses], |t| t.contains("x + 1"));
    assert!(run.result.contains("x + 1"));
    assert!(run.result.contains("helper(3)"), "{}", run.result);
}

const PARAMETERS: &str = "static int f(int a, int b) { return a - b; }
int main(void) { return f(1, 2) + f(3, 4); }
";

#[test]
fn remove_parameter_takes_the_argument_at_every_call() {
    // `a` may go, with the first argument of both calls.
    let run = c_run(PARAMETERS, &[Transform::RemoveParameter], |t| {
        t.matches("f(").count() == 3 && !t.contains("f()") && t.contains("int b")
    });
    // The text before a removed element stays (the blank pass cuts it).
    let result = run.result.replace("( ", "(");
    assert!(result.contains("f(int b)"), "{}", run.result);
    assert!(result.contains("f(2) + f(4)"), "{}", run.result);
    all_parse(language("c"), PARAMETERS, &run);
}

#[test]
fn remove_parameter_leaves_no_separator_behind_and_must_not_touch_other_lists() {
    // Only the last parameter may go: `f(1)`, not `f(1,)`.
    let run = c_run(PARAMETERS, &[Transform::RemoveParameter], |t| {
        t.contains("int a") && t.matches("f(").count() == 3
    });
    assert!(run.result.contains("f(int a)"), "{}", run.result);
    assert!(run.result.contains("f(1) + f(3)"), "{}", run.result);
    // A function called nowhere has a single list: nothing to offer.
    let alone = "static int g(int a, int b) { return a; }\n";
    let run = c_run(alone, &[Transform::RemoveParameter], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

/// What `remove-parameter` leaves of `input` in `language` where every
/// candidate that keeps `kept` is accepted, with the candidates it tested.
fn parameters_removed(language_name: &str, input: &str, kept: &[&str]) -> Run {
    let language = language(language_name);
    let run = drive(
        rewrite(language, input, &[Transform::RemoveParameter]),
        1,
        |t| kept.iter().all(|k| t.contains(k)),
    );
    all_parse(language, input, &run);
    run
}

#[test]
fn remove_parameter_lines_up_a_methods_calls_on_a_receiver() {
    // Python: `self` is bound by `self.peek(…)` and by `Parser(…)`, which
    // calls `__init__`; the arguments line up one place on, and `self`
    // never goes.
    let python = "class Parser:
    def __init__(self, text, strict):
        self.text = text

    def peek(self, offset):
        return self.text[0]

    def run(self):
        return self.peek(1) + self.peek(2)

print(Parser(\"ab\", True).run())
";
    let run = parameters_removed("python", python, &[]);
    assert_eq!(
        run.result.replace("( ", "(").replace("(self, )", "(self)"),
        python
            .replace("(self, text, strict)", "(self)")
            .replace("(self, offset)", "(self)")
            .replace("peek(1)", "peek()")
            .replace("peek(2)", "peek()")
            .replace("Parser(\"ab\", True)", "Parser()"),
        "{}",
        run.result
    );
    assert!(
        run.tests.iter().all(|t| t.matches("(self").count() == 3),
        "{:?}",
        run.tests
    );
    // Rust: `&self` is bound by the receiver of `self.err(…)`.
    let rust = "struct P { i: usize }
impl P {
    fn err(&self, message: &str) -> usize { self.i }
    fn run(&self) -> usize { self.err(\"a\") + self.err(\"b\") }
}
";
    // (`struct P {…}` and `impl P {…}` are a name followed by lists too.)
    let run = parameters_removed("rust", rust, &["i: usize", "fn err", "fn run"]);
    assert!(run.result.contains("fn err(&self"), "{}", run.result);
    assert!(!run.result.contains("message"), "{}", run.result);
    assert!(
        run.result.contains("self.err() + self.err()"),
        "{}",
        run.result
    );
    // JavaScript: `new Point(…)` calls `constructor(…)`, nothing bound.
    let javascript = "class Point {
  constructor(x, y) { this.x = x; }
}
module.exports = new Point(1, 2);
";
    let run = parameters_removed("javascript", javascript, &[]);
    assert!(run.result.contains("constructor()"), "{}", run.result);
    assert!(run.result.contains("new Point()"), "{}", run.result);
}

#[test]
fn remove_parameter_leaves_out_a_librarys_method_of_the_same_name() {
    // `amount.quantize(…)` is `Decimal`'s: a function defined at the top
    // level is called by its name alone.
    let python = "from decimal import Decimal
def quantize(amount, places):
    return amount.quantize(Decimal(\"0.01\"))
def total(xs):
    return quantize(sum(xs), 2)
";
    let run = parameters_removed("python", python, &["Decimal(\"0.01\")", "sum(xs)"]);
    assert!(
        run.result.contains("def quantize(amount)"),
        "{}",
        run.result
    );
    assert!(run.result.contains("quantize(sum(xs))"), "{}", run.result);
    // `self.heap.push(…)` is `BinaryHeap`'s: it passes one argument where
    // the method takes three after `self`.
    let rust = "use std::collections::BinaryHeap;
pub struct Q { heap: BinaryHeap<u32> }
impl Q {
    pub fn push(&mut self, t: u32, at: u32, n: u32) { self.heap.push(t + at); }
    pub fn fill(&mut self) { self.push(1, 2, 3); self.push(4, 5, 6); }
}
";
    // (`struct Q {…}` and `impl Q {…}` are a name followed by lists too.)
    let kept = ["self.heap.push(t + at)", "t: u32, at: u32", "fn fill"];
    let run = parameters_removed("rust", rust, &kept);
    assert!(
        run.result.contains("fn push(&mut self, t: u32, at: u32)"),
        "{}",
        run.result
    );
    assert!(
        run.result.contains("self.push(1, 2); self.push(4, 5);"),
        "{}",
        run.result
    );
    // A method of an object is no top-level function: its calls on the
    // object still line up.
    let javascript = "const api = {
  get(a, b) { return a; },
};
module.exports = api.get(1, 2) + api.get(3, 4);
";
    let run = parameters_removed("javascript", javascript, &["return a", "get(a"]);
    assert!(run.result.contains("get(a)"), "{}", run.result);
    assert!(
        run.result.contains("api.get(1) + api.get(3)"),
        "{}",
        run.result
    );
}

#[test]
fn remove_parameter_must_not_line_up_calls_that_pass_two_fewer() {
    // `b` has a default: `o.m(1)` passes one argument to three
    // parameters, and no position of the call is known.
    let python = "class C:
    def m(self, a, b=1):
        return a

print(C().m(1) + C().m(2))
";
    let run = parameters_removed("python", python, &[]);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

const INLINE: &str = "int main(void) {
  int t = 2 * 3;
  int u = 4;
  return t + u;
}
";

#[test]
fn inline_puts_a_value_used_once_in_place_of_its_use() {
    let run = c_run(INLINE, &[Transform::Inline], |t| {
        t.contains("2 * 3") && t.contains("return")
    });
    assert!(run.result.contains("return (2 * 3) + 4;"), "{}", run.result);
    assert!(!run.result.contains("int t"), "{}", run.result);
    assert!(counter(&run, "inline.accepted") == 2, "{run:?}");
    all_parse(language("c"), INLINE, &run);
    // The same rule in Python, read off its own grammar; a value of more
    // than one token goes in brackets, which `unwrap` then drops.
    let python = "x = compute()\nprint(x)\n";
    let run = accept_all("python", python, &[Transform::Inline]);
    assert_eq!(run.result.trim(), "print((compute()))");
    let both = [Transform::Inline, Transform::Unwrap];
    let run = drive(rewrite(language("python"), python, &both), 1, |t| {
        t.contains("print(")
    });
    assert_eq!(run.result.trim(), "print(compute())");
}

#[test]
fn inline_must_not_touch_a_variable_used_twice_or_assigned_again() {
    let twice = "int main(void) { int t = 7; t = t + 1; return t; }\n";
    let run = c_run(twice, &[Transform::Inline], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
    // Declared without a value: nothing to put in the use's place.
    let bare = "int main(void) { int t; return t; }\n";
    let run = c_run(bare, &[Transform::Inline], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

/// A local used once in its function is inlined although another
/// function has a local of the same name (the name occurs more often in
/// the text, twice in the binding's block); not one used twice there, nor
/// one whose second mention in its block is another binding.
#[test]
fn inline_counts_uses_in_the_bindings_scope() {
    let python = "def first(items):
    token = items[0]
    return token.upper()

def second(items):
    token = items[-1]
    return token + token

def third():
    token = 1
    token = 2
";
    let run = accept_all("python", python, &[Transform::Inline]);
    assert_eq!(run.tests.len(), 1, "{:?}", run.tests);
    assert!(
        run.result.contains("    return (items[0]).upper()"),
        "{}",
        run.result
    );
    assert!(run.result.contains("token = items[-1]"), "{}", run.result);
    assert!(run.result.contains("token = 2"), "{}", run.result);
    all_parse(language("python"), python, &run);
}

const METHODS: &str = "class C {
  d(e) {
    e.f = 0
  }
  j(e) {
    this.d(e)
  }
  k() {
    this.j(this.i)
  }
}
new C().k()
";

#[test]
fn inline_call_puts_a_body_of_one_statement_in_place_of_its_one_call() {
    // Each method called once: `d` into `j`, then `j`, now `this.d(e)`'s
    // value, into `k`; `k`'s own call would lose its receiver.
    let run = drive(
        rewrite(language("javascript"), METHODS, &[Transform::InlineCall]),
        1,
        |t| t.contains("f = 0") && t.contains("k()"),
    );
    assert!(
        run.result.contains("k() {\n    this.i.f = 0\n  }"),
        "{}",
        run.result
    );
    assert!(
        !run.result.contains("d(e)") && !run.result.contains("j("),
        "{}",
        run.result
    );
    assert_eq!(counter(&run, "inline-call.accepted"), 2, "{run:?}");
    all_parse(language("javascript"), METHODS, &run);
    // An argument of two tokens or more goes in bare, then bracketed where
    // the oracle refuses the bare text; a method's receiver takes `self`'s
    // place, and a method may be called above its definition.
    let python = "def a(n):\n    return n % 10\ndef b(e):\n    return a(e.day + 1)\n\
                  class K:\n    def go(self):\n        return self.m(2)\n    def m(self, x):\n        return self.v + x\n";
    let run = drive(
        rewrite(language("python"), python, &[Transform::InlineCall]),
        1,
        |t| !t.contains("e.day + 1 %"),
    );
    assert!(
        run.result.contains("return (e.day + 1) % 10\n"),
        "{}",
        run.result
    );
    assert!(run.result.contains("return self.v + 2\n"), "{}", run.result);
    assert!(
        !run.result.contains("def a") && !run.result.contains("def m"),
        "{}",
        run.result
    );
    assert_eq!(counter(&run, "inline-call.accepted"), 2, "{run:?}");
    all_parse(language("python"), python, &run);
}

#[test]
fn inline_call_keeps_the_keyword_of_a_statement_called_as_a_statement() {
    // `fail()` alone on its line takes `raise Invalid(k)`, not the bare
    // `Invalid(k)` that would raise nothing; `size(k)` in an expression
    // still takes the value alone.
    let python = "def fail(k):\n    raise Invalid(k)\ndef size(k):\n    return len(k)\n\
                  def check(k):\n    if size(k) > 3:\n        return 1\n    fail(k)\n";
    let run = accept_all("python", python, &[Transform::InlineCall]);
    assert_eq!(
        run.result.trim_start(),
        "def check(k):\n    if len(k) > 3:\n        return 1\n    raise Invalid(k)\n"
    );
    assert_eq!(counter(&run, "inline-call.accepted"), 2, "{run:?}");
    all_parse(language("python"), python, &run);
    let javascript = "function stop(e) {\n  throw e;\n}\nfunction go(x) {\n  if (x) stop(x);\n}\n";
    let run = drive(
        rewrite(language("javascript"), javascript, &[Transform::InlineCall]),
        1,
        |t| t.contains("throw x"),
    );
    assert!(run.result.contains("if (x) throw x;"), "{}", run.result);
    all_parse(language("javascript"), javascript, &run);
}

#[test]
fn inline_call_binds_this_to_the_object_a_method_is_called_on() {
    // `sub.first(…)` runs `first` on `sub`: inlined, its `this` is `sub`;
    // `this.size()` runs on `this`, which stays.
    let javascript = "function pick(list, n) {\n  return list[n];\n}\n\
                      class Topic {\n  first(n) {\n    return pick(this.handlers, n);\n  }\n  \
                      size() {\n    return this.handlers.length;\n  }\n  \
                      all() {\n    return this.size();\n  }\n}\n\
                      function emit(sub) {\n  return sub.first(0);\n}\n";
    let run = accept_all("javascript", javascript, &[Transform::InlineCall]);
    assert_eq!(counter(&run, "inline-call.accepted"), 3, "{run:?}");
    assert!(
        run.result.contains("return sub.handlers[0];"),
        "{}",
        run.result
    );
    assert!(
        run.result.contains("return this.handlers.length;"),
        "{}",
        run.result
    );
    assert!(!run.result.contains("first("), "{}", run.result);
    all_parse(language("javascript"), javascript, &run);
}

#[test]
fn inline_call_binds_a_rest_parameter_to_the_list_a_spread_argument_spreads() {
    let javascript = "function count(d, ...l) {\n  return d + l.length;\n}\n\
                      function get(d, ...l) {\n  return count(d, ...l);\n}\n";
    let run = accept_all("javascript", javascript, &[Transform::InlineCall]);
    assert_eq!(
        run.tests[0],
        "\nfunction get(d, ...l) {\n  return d + l.length;\n}\n"
    );
    let python = "def count(d, *l):\n    return d + len(l)\n\
                  def get(d, *l):\n    return count(d, *l)\n";
    let run = accept_all("python", python, &[Transform::InlineCall]);
    assert!(
        run.tests[0].ends_with("    return d + len(l)\n"),
        "{:?}",
        run.tests
    );
    // Called with its elements, the list has no text to bind to.
    let javascript = "function count(d, ...l) {\n  return d + l.length;\n}\ncount(1, x);\n";
    let run = accept_all("javascript", javascript, &[Transform::InlineCall]);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

#[test]
fn inline_call_takes_a_librarys_method_of_the_same_name_for_neither_call_nor_recursion() {
    // `path.split('/')` is the string's method: `split` is still called
    // only twice, and not by itself.
    let javascript = "function split(path) {\n  return path.split('/');\n}\n\
                      const a = split(x);\nconst b = split(y + z);\n";
    let run = accept_all("javascript", javascript, &[Transform::InlineCall]);
    assert_eq!(
        run.tests[0],
        "\nconst a = x.split('/');\nconst b = y + z.split('/');\n"
    );
    let run = drive(
        rewrite(language("javascript"), javascript, &[Transform::InlineCall]),
        1,
        |t| t.contains("(y + z).split"),
    );
    assert!(
        run.result
            .ends_with("const a = x.split('/');\nconst b = (y + z).split('/');\n"),
        "{}",
        run.result
    );
    let python = "def quantize(amount):\n    return amount.quantize(CENT)\n\
                  total = quantize(a) + quantize(b)\n";
    let run = accept_all("python", python, &[Transform::InlineCall]);
    assert!(
        run.tests[0].ends_with("total = a.quantize(CENT) + b.quantize(CENT)\n"),
        "{:?}",
        run.tests
    );
    // A method the text defines in a class may be the one called on a
    // receiver: it still calls itself.
    let own = "class Path {\n  split(p) {\n    return p.split('/');\n  }\n}\n\
               const a = new Path().split(x);\n";
    let run = accept_all("javascript", own, &[Transform::InlineCall]);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

#[test]
fn inline_call_leaves_out_a_members_and_another_objects_method_of_the_same_name() {
    // `this.b.push(x)` inside the class's own `push` runs the array's
    // `push`: the method is called twice, and not by itself.
    let javascript = "class Stack {\n  push(x) {\n    this.b.push(x);\n  }\n}\n\
                      const s = new Stack();\ns.push(1);\ns.push(2);\n";
    let run = accept_all("javascript", javascript, &[Transform::InlineCall]);
    assert!(
        run.tests[0].ends_with("s.b.push(1);\ns.b.push(2);\n"),
        "{:?}",
        run.tests
    );
    let rust = "impl Heap {\n    fn push(&mut self, h: u8) {\n        self.k.push(h)\n    }\n}\n\
                fn main() {\n    let mut q = Heap::default();\n    q.push(1);\n    q.push(2);\n}\n";
    let run = accept_all("rust", rust, &[Transform::InlineCall]);
    assert!(
        run.tests[0].contains("q.k.push(1);\n    q.k.push(2);"),
        "{:?}",
        run.tests
    );
    // Called on a receiver with as many arguments as neither the method's
    // parameters nor those after `self`, it is another object's method.
    let rust = "impl Q {\n    fn push(&mut self, h: u8, g: u8) {\n        self.k.push((g, h))\n    }\n\
                fn o(&mut self, s: Vec<u8>) {\n        self.push(1, 2);\n        s.push(3);\n    }\n}\n";
    let run = accept_all("rust", rust, &[Transform::InlineCall]);
    assert!(
        run.tests[0].contains("self.k.push((2, 1));\n        s.push(3);")
            && !run.tests[0].contains("fn push"),
        "{:?}",
        run.tests
    );
    // On `this` (or a parameter, one token) it may be the method itself.
    for own in ["this.push(x - 1)", "p.push(x)"] {
        let javascript =
            format!("class Stack {{\n  push(x, p) {{\n    {own};\n  }}\n}}\ns.push(1, t);\n");
        let run = accept_all("javascript", &javascript, &[Transform::InlineCall]);
        assert!(run.tests.is_empty(), "{own}: {:?}", run.tests);
    }
}

#[test]
fn inline_call_leaves_a_librarys_function_called_on_a_word_the_text_never_defines() {
    // `Vec::new()` is the library's, not the struct's own `fn new`; the
    // struct's own, called through its type or `Self`, is inlined.
    let rust =
        "struct S {\n    k: u8,\n}\nimpl S {\n    fn new() -> S {\n        S { k: 1 }\n    }\n\
                fn o() -> S {\n        Self::new()\n    }\n}\n\
                fn main() {\n    let v: Vec<u8> = Vec::new();\n    let s = S::new();\n}\n";
    let run = accept_all("rust", rust, &[Transform::InlineCall]);
    let first = &run.tests[0];
    assert!(
        first.contains("Vec::new()")
            && first.contains("let s = S { k: 1 };")
            && first.contains("        S { k: 1 }\n    }\n}")
            && !first.contains("fn new"),
        "{:?}",
        run.tests
    );
    // In JavaScript, `console.log(x)` beside a method `log`.
    let javascript = "class L {\n  log(x) {\n    return x + 1;\n  }\n}\n\
                      const l = new L();\nconsole.log(l.log(2));\n";
    let run = accept_all("javascript", javascript, &[Transform::InlineCall]);
    assert!(
        run.tests[0].ends_with("console.log(2 + 1);\n"),
        "{:?}",
        run.tests
    );
}

#[test]
fn inline_call_puts_the_body_in_each_calls_place_where_the_text_shrinks() {
    let c = "int twice(int n) { return n + 1; }
int main(void) { return twice(1) * twice(x); }
";
    let run = c_run(c, &[Transform::InlineCall], |_| true);
    assert_eq!(run.tests[0], "\nint main(void) { return 1 + 1 * x + 1; }\n");
    // Where the bare text reads otherwise, the oracle takes the bracketed.
    let run = c_run(c, &[Transform::InlineCall], |t| {
        t.contains("(1 + 1) * (x + 1)")
    });
    assert_eq!(
        run.result,
        "\nint main(void) { return (1 + 1) * (x + 1); }\n"
    );
    // Four calls grow by more than the definition: nothing is offered.
    let grows = "int big(int n) { return n * n * n * n * n; }
int main(void) { return big(1) + big(2) + big(3) + big(4); }
";
    let run = c_run(grows, &[Transform::InlineCall], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

#[test]
fn inline_call_must_not_offer_a_longer_body_a_recursion_nor_another_arity() {
    let c = "int two(int n) { n = n + 1; return n; }
int self_(int n) { return self_(n); }
int arity(int n) { return n; }
int main(void) { return two(3) + arity(4, 5); }
";
    let run = c_run(c, &[Transform::InlineCall], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
    // Called once, with the value in the call's place as one expression.
    let once = "int a(int n) { return n * 2; }\nint main(void) { int x = 3; return a(x + 1); }\n";
    let run = c_run(once, &[Transform::InlineCall], |t| {
        t.contains("(x + 1) * 2")
    });
    assert_eq!(
        run.result.trim(),
        "int main(void) { int x = 3; return (x + 1) * 2; }"
    );
}

const REPLACE: &str = "int main(void) {
  unsigned long long y = 0;
  int x = (y + 2) * 300;
  return x;
}
";

#[test]
fn replace_puts_the_shortest_compatible_text_of_the_program_in_place() {
    let run = c_run(REPLACE, &[Transform::Replace], |t| {
        t.contains("int x =") && t.contains("return x;") && t.contains(" y ")
    });
    // The expression becomes a literal of the program, the long type the
    // program's shortest type.
    assert!(run.result.contains("int x = 0;"), "{}", run.result);
    assert!(run.result.contains("int y = 0;"), "{}", run.result);
    assert!(counter(&run, "replace.tokens_removed") > 0);
    all_parse(language("c"), REPLACE, &run);
}

#[test]
fn replace_must_not_offer_a_text_the_slot_refuses_or_one_not_in_the_program() {
    let run = c_run(REPLACE, &[Transform::Replace], |_| false);
    assert_eq!(run.result, REPLACE);
    assert!(!run.tests.is_empty());
    all_parse(language("c"), REPLACE, &run);
    // A type never stands where an expression must (nor the other way
    // round): no candidate returns a type or declares a number.
    for text in &run.tests {
        assert!(!text.contains("return int"), "{text}");
        assert!(!text.contains("\n  0 y"), "{text}");
        // Only texts the program holds: no literal it does not have.
        assert!(!text.contains('1'), "{text}");
    }
}

const JUMPS: &str = "def f(xs):
    for x in xs:
        if x:
            print(x)
        continue
    if xs:
        print(xs)
    return xs
";

/// `break` and `continue` stand only where a loop encloses the node:
/// anywhere else every language rejects them.
#[test]
fn replace_offers_a_jump_only_inside_a_loop() {
    let python = language("python");
    let run = drive(rewrite(python, JUMPS, &[Transform::Replace]), 1, |_| false);
    assert!(!run.tests.is_empty());
    let inside = run
        .tests
        .iter()
        .any(|t| t.contains("        continue\n        continue"));
    assert!(inside, "the `if` in the loop was not offered `continue`");
    for text in &run.tests {
        assert!(!text.contains("\n    continue\n    return"), "{text}");
    }
}

const SAME_TYPE: &str = "struct s { int a; };
struct s g;
int f(struct s p) { g = p; return 0; }
";

/// As a compiler: `g = p` needs `g` and `p` of one type.
fn same_type(t: &str) -> bool {
    t.contains("g = p") && (t.contains("struct s g") == t.contains("struct s p"))
}

#[test]
fn replace_all_makes_a_struct_int_in_every_place_at_once() {
    let run = c_run(SAME_TYPE, &[Transform::ReplaceAll], same_type);
    assert_eq!(
        run.result,
        "struct s { int a; };\nint g;\nint f(int p) { g = p; return 0; }\n"
    );
    assert_eq!(counter(&run, "replace-all.accepted"), 1);
    assert_eq!(counter(&run, "replace-all.tokens_removed"), 2);
    all_parse(language("c"), SAME_TYPE, &run);
    // One place at a time, each candidate breaks the assignment.
    let one = c_run(SAME_TYPE, &[Transform::Replace], same_type);
    assert!(one.result.contains("struct s g;"), "{}", one.result);
}

#[test]
fn replace_all_must_not_offer_a_text_spelt_once_nor_a_name() {
    let run = c_run(SAME_TYPE, &[Transform::ReplaceAll], |_| false);
    assert_eq!(run.result, SAME_TYPE);
    // `struct s` to `int` (its two places), nothing else: `0` is written
    // once, `int` has nothing smaller, and no slot of a name takes a
    // literal in every place.
    assert_eq!(run.tests.len(), 1, "{:?}", run.tests);
    all_parse(language("c"), SAME_TYPE, &run);
}

const RENAME: &str = "int counter_value = 1;
int a(void) { return counter_value; }
int main(void) { printf(\"counter_value\"); return a(); }
";

#[test]
fn rename_gives_each_name_the_shortest_unused_one() {
    let run = c_run(RENAME, &[Transform::Rename], |_| true);
    // `a` is taken, so `counter_value` becomes `b`; the string keeps its
    // text, and `main` is renamed too where the oracle allows. `printf`,
    // which the text only calls, is defined elsewhere: no candidate
    // renames it.
    assert!(run.result.contains("int b = 1;"), "{}", run.result);
    assert!(run.result.contains("return b;"), "{}", run.result);
    assert!(run.result.contains("\"counter_value\""), "{}", run.result);
    assert!(run.result.contains("int c(void)"), "{}", run.result);
    assert!(
        run.tests.iter().all(|t| t.contains("printf(")),
        "{:?}",
        run.tests
    );
    assert!(counter(&run, "rename.bytes_removed") > 0);
}

#[test]
fn rename_leaves_a_librarys_method_of_the_same_name_spelt_as_it_is() {
    let javascript = "function stringify(o) {\n  return JSON.stringify(o);\n}\n\
                      console.log(stringify(1));\n";
    let run = accept_all("javascript", javascript, &[Transform::Rename]);
    assert!(
        run.tests.contains(
            &"function a(o) {\n  return JSON.stringify(o);\n}\nconsole.log(a(1));\n".to_string()
        ),
        "{:?}",
        run.tests
    );
    // A method the text defines in a class may be what a receiver calls:
    // every occurrence is renamed.
    let own = "class P {\n  stringify() {\n    return 1;\n  }\n}\nnew P().stringify();\n";
    let run = accept_all("javascript", own, &[Transform::Rename]);
    assert!(run.result.contains("new P().a();"), "{}", run.result);
    // But for a member's method of the same name inside it.
    let member =
        "class S {\n  push(x) {\n    this.b.push(x);\n  }\n}\nconst s = new S();\ns.push(1);\n";
    let run = accept_all("javascript", member, &[Transform::Rename]);
    assert!(
        run.result.contains("a(x) {\n    this.b.push(x);") && run.result.ends_with("s.a(1);\n"),
        "{}",
        run.result
    );
    // A library's function called on a word the text never defines.
    let rust = "struct S {}\nimpl S {\n    fn new() -> S {\n        S {}\n    }\n}\n\
                fn main() {\n    let v: Vec<u8> = Vec::new();\n    S::new();\n}\n";
    let run = accept_all("rust", rust, &[Transform::Rename]);
    assert!(
        run.result.contains("fn a() -> S") && run.result.contains("Vec::new();\n    S::a();"),
        "{}",
        run.result
    );
    // The last word of a statement a block follows is no member's method.
    let python = "class I:\n    def __init__(b, currency):\n        b.currency = currency\n\
                  \x20       b.balance = a(0, currency)\n    def open(b, p):\n        return p\n";
    let run = accept_all("python", python, &[Transform::Rename]);
    assert!(!run.result.contains("currency"), "{}", run.result);
}

#[test]
fn rename_must_not_rename_what_is_already_short() {
    let short = "int a; int b(void) { return a; }\n";
    let run = c_run(short, &[Transform::Rename], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

#[test]
fn whitespace_squeezes_blanks_and_keeps_indentation_where_it_is_syntax() {
    let spaced = "int   main(void)\n{\n\n    return    0;\n}\n";
    let run = c_run(spaced, &[Transform::Whitespace], |t| t.contains("{\n"));
    assert_eq!(run.result, "int main(void)\n{\nreturn 0;\n}\n");
    // Blanks go where the tokens cannot run together (not between two
    // words, nor between `-` and `-`), line breaks too but around a
    // directive or a line comment.
    let c = "#include <stdio.h>\nint main ()\n{\nint x = 1 - -2; // two\nif (x) printf (\"%d\", x);\n}\n";
    let run = c_run(c, &[Transform::Whitespace], |_| true);
    assert_eq!(
        run.result,
        "#include<stdio.h>\nint main(){int x=1- -2;// two\nif(x)printf(\"%d\",x);}"
    );
    assert_eq!(run.tests.len(), 1, "{:?}", run.tests);
    // Refused across lines, the blanks go within lines.
    let run = c_run(c, &[Transform::Whitespace], |t| t.contains("{\n"));
    assert_eq!(
        run.result,
        "#include<stdio.h>\nint main()\n{\nint x=1- -2;// two\nif(x)printf(\"%d\",x);\n}\n"
    );
    // Refused both, the blanks are cut to one space.
    let run = c_run(c, &[Transform::Whitespace], |t| t.contains("if (x)"));
    assert_eq!(
        run.result,
        "#include <stdio.h>\nint main ()\n{\nint x = 1 - -2; // two\nif (x) printf (\"%d\", x);\n}\n"
    );
    let python = "def f(x):\n    if x:\n        return   1\n    return 2\n";
    let run = accept_all("python", python, &[Transform::Whitespace]);
    assert_eq!(
        run.result,
        "def f(x):\n    if x:\n        return 1\n    return 2\n"
    );
    let python = "def f(x):\n    return   x + ( 1 )\n";
    let run = accept_all("python", python, &[Transform::Whitespace]);
    // One statement in a body may share the line of its header.
    assert_eq!(run.result, "def f(x):return x+(1)");
    // Two operators meet where the re-parse reads the same tokens
    // (`>>` and `-`), not where they would read as others (`+ ++b` as
    // `++ +b`), nor where they would open a comment (`/ *`).
    let shift = "int f(int *p) { return 1 >> -1 & 2; }\n";
    let run = c_run(shift, &[Transform::Whitespace], |_| true);
    assert_eq!(run.result, "int f(int*p){return 1>>-1&2;}");
    let apart = "int f(int *p) { return 1 >> -1 / *p; }\n";
    let run = c_run(apart, &[Transform::Whitespace], |_| true);
    assert_eq!(run.result, "int f(int*p){return 1>>-1/ *p;}");
    let others = "int g(int a, int b) { return a + ++b; }\n";
    let run = c_run(others, &[Transform::Whitespace], |_| true);
    assert_eq!(run.result, "int g(int a,int b){return a+ ++b;}");
    assert_eq!(run.tests.len(), 1, "{:?}", run.tests);
    // Comments stay where they are.
    let commented = "int x; /* keep */   int y;\n";
    let run = c_run(commented, &[Transform::Whitespace], |_| true);
    assert!(run.result.contains("/* keep */"), "{}", run.result);
}

const PYTHON_BODIES: &str = "class Shape:
    def area(self):
        total = 0
        for side in self.sides:
            total += side * side
        return total

def main():
    shape = Shape()
    print(shape.area())
";

#[test]
fn filler_puts_pass_in_place_of_a_python_body_in_one_query() {
    // Only `main`'s call of `area` matters: `area`'s body may go, and goes
    // whole, before any of its statements is tried; the class's body is
    // tried first, outermost, and refused.
    let run = drive(
        rewrite(language("python"), PYTHON_BODIES, &[Transform::Filler]),
        1,
        |t| {
            t.contains("def area(self):")
                && t.contains("print(shape.area())")
                && language("python").parse(t.as_bytes()).unwrap().error_nodes == 0
        },
    );
    assert!(
        run.result.contains("def area(self):\n        pass\n"),
        "{}",
        run.result
    );
    assert!(
        run.tests[0].contains("class Shape:\n    pass\n"),
        "{}",
        run.tests[0]
    );
    assert_eq!(run.tests[1].matches("pass").count(), 1, "{:?}", run.tests);
    assert_eq!(counter(&run, "filler.accepted"), 1, "{run:?}");
    all_parse(language("python"), PYTHON_BODIES, &run);
}

#[test]
fn filler_must_not_offer_what_is_already_a_filler_nor_a_language_without_one() {
    let done = "def f():\n    pass\n";
    let run = accept_all("python", done, &[Transform::Filler]);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
    // C has no filler: an emptied body breaks a function returning a value.
    let run = c_run(USES, &[Transform::Filler], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

#[test]
fn filler_tries_rust_blocks_smallest_first_and_keeps_the_one_that_types() {
    let rust = "fn value(x: u8) -> u8 {\n    let y = x * 2;\n    y + 1\n}\nfn main() {\n    value(3);\n}\n";
    // A body must keep its type: `{}` is refused for `value` (it returns a
    // `u8`), `{ loop {} }` is not.
    let types = |t: &str| !t.contains("-> u8 {}") && t.contains("value(3)");
    let run = drive(
        rewrite(language("rust"), rust, &[Transform::Filler]),
        1,
        types,
    );
    assert!(run.result.contains("-> u8 { loop {} }"), "{}", run.result);
    assert_eq!(
        run.tests[0],
        rust.replace("{\n    let y = x * 2;\n    y + 1\n}", "{}")
    );
    all_parse(language("rust"), rust, &run);
}

const RETURNS: &str = "int g;
static int f(int x) {
  if (x) return g + 1;
  for (;;) { g = x; return 0; }
}
int main(void) {
  f(g);
  return 0;
}
";

#[test]
fn return_void_makes_a_function_void_with_its_returns_bare() {
    // `main` must stay `int` (the oracle says so, as `-Werror=main` would).
    let run = c_run(RETURNS, &[Transform::ReturnVoid], |t| {
        t.contains("int main") && language("c").parse(t.as_bytes()).unwrap().error_nodes == 0
    });
    assert_eq!(
        run.result,
        RETURNS
            .replace("static int f", "static void f")
            .replace("return g + 1;", "return;")
            .replace("return 0; }", "return; }")
    );
    assert_eq!(run.tests.len(), 2, "{:?}", run.tests);
    assert_eq!(counter(&run, "return-void.accepted"), 1);
    all_parse(language("c"), RETURNS, &run);
}

#[test]
fn return_void_takes_the_pointer_levels_of_the_declarator_with_the_type() {
    let pointer = "union u *g(void) {\n  union u *b;\n  return b;\n}\n";
    let run = c_run(pointer, &[Transform::ReturnVoid], |_| true);
    assert_eq!(run.result, "void g(void) {\n  union u *b;\n  return;\n}\n");
    all_parse(language("c"), pointer, &run);
}

#[test]
fn return_void_must_not_offer_a_void_function_nor_a_language_without_a_unit() {
    let void = "void f(void) { return; }\nvoid g(void) {}\n";
    let run = c_run(void, &[Transform::ReturnVoid], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
    let python = "def f():\n    return 1\n";
    let run = accept_all("python", python, &[Transform::ReturnVoid]);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

/// A function that names itself as a value, as `merge` leaves one
/// (`int g; void f(void) { &g; }` made `void g(void) { &g; }`).
const MERGED: &str = "static long x;\nvoid g(void) { int l = (&g != 0); }\n";

#[test]
fn unmerge_declares_a_name_apart_from_the_definition_that_uses_it() {
    // It grows the text, so a pass never offers it; a pump does.
    let pass = c_run(MERGED, &[Transform::Unmerge], |_| true);
    assert!(pass.tests.is_empty(), "{:?}", pass.tests);
    let pump = rewrite(language("c"), MERGED, &[Transform::Unmerge]).pump(0);
    let run = drive(pump, 1, |_| true);
    // The input's shortest declaration of one name (`static long x;`)
    // declares `g`, and the function takes the shortest unused name.
    let want = "static long x;\nstatic long g;\nvoid a(void) { int l = (&g != 0); }\n";
    assert_eq!(run.tests, [want]);
    assert_eq!(counter(&run, "unmerge.accepted"), 1);
    all_parse(language("c"), MERGED, &run);
}

#[test]
fn unmerge_must_not_split_a_recursive_call_a_local_of_the_name_nor_a_text_without_declaration() {
    for c in [
        "static long x;\nint f(int n) { return f(n - 1); }\n",
        "static long x;\nvoid g(void) { int g; g = 0; }\n",
    ] {
        let pump = rewrite(language("c"), c, &[Transform::Unmerge]).pump(0);
        let run = drive(pump, 1, |_| true);
        assert!(run.tests.is_empty(), "{:?}", run.tests);
    }
    // `f();` names one identifier at the top level, but defines nothing.
    let python = "def f():\n    return f\nf()\n";
    let pump = rewrite(language("python"), python, &[Transform::Unmerge]).pump(0);
    let run = drive(pump, 1, |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

#[test]
fn unwrap_pairs_takes_two_of_one_kind_at_once() {
    let input = "int *a[1];\nint **p = &a[0];\n";
    let want = "int a[1];\nint *p = &a[0];\n";
    let run = c_run(input, &[Transform::UnwrapPairs], |t| t == want);
    assert_eq!(run.result, want);
    assert_eq!(
        run.tests,
        [want],
        "the first pair: both declarators' outer `*`"
    );
    assert_eq!(counter(&run, "unwrap-pairs.tokens_removed"), 2);
}

#[test]
fn unwrap_pairs_must_not_pair_nested_nodes_nor_kinds_with_many_targets() {
    // Nested brackets pair with nothing; six bracketed operands make
    // fifteen pairs, seven none.
    let nested = "int x = ((1));\n";
    assert!(c_run(nested, &[Transform::UnwrapPairs], |_| true)
        .tests
        .is_empty());
    let operands = |n: usize| {
        let sum: Vec<String> = (1..=n).map(|i| format!("({i})")).collect();
        format!("int f(void) {{ return {}; }}\n", sum.join(" + "))
    };
    let six = operands(6);
    let run = c_run(&six, &[Transform::UnwrapPairs], |_| false);
    assert_eq!(run.tests.len(), 15, "{:?}", run.tests);
    all_parse(language("c"), &six, &run);
    assert!(c_run(&operands(7), &[Transform::UnwrapPairs], |_| false)
        .tests
        .is_empty());
}

#[test]
fn collapse_cuts_from_one_occurrence_of_a_name_through_the_next() {
    // No deletion of whole nodes or tokens folds the use's tail into
    // the declaration: the cut starts in one and ends in the other.
    let input = "int l[][0];\nint *a = &l[1][0];\n";
    let want = "int l[1][0];\n";
    let run = c_run(input, &[Transform::Collapse], |t| t == want);
    assert_eq!(run.result, want);
    assert_eq!(run.tests, [want], "`a` occurs once: one candidate");
    assert_eq!(counter(&run, "collapse.accepted"), 1);
}

#[test]
fn collapse_offers_each_two_occurrences_in_a_row_and_nothing_for_one() {
    let once = "int x = 1;\n";
    assert!(c_run(once, &[Transform::Collapse], |_| true)
        .tests
        .is_empty());
    // Three `v`: two cuts (the first through the second, the second
    // through the third), not the first through the third.
    let thrice = "int f(int v) {\n  v = v + 1;\n  return 2;\n}\n";
    let run = c_run(thrice, &[Transform::Collapse], |_| false);
    let cuts = [
        "int f(int v = v + 1;\n  return 2;\n}\n",
        "int f(int v) {\n  v + 1;\n  return 2;\n}\n",
    ];
    let offered: Vec<&str> = run.tests.iter().map(String::as_str).collect();
    let parsed: Vec<&str> = cuts
        .into_iter()
        .filter(|t| language("c").parse(t.as_bytes()).unwrap().error_nodes == 0)
        .collect();
    assert_eq!(offered, parsed);
    assert!(!offered.is_empty());
    all_parse(language("c"), thrice, &run);
}

const UNWRAP: &str = "int main(void) {
  int x = ((1));
  if (x) { return -x; }
  return 0;
}
";

#[test]
fn unwrap_puts_the_only_child_in_place_of_brackets_blocks_and_operators() {
    let run = c_run(UNWRAP, &[Transform::Unwrap], |t| {
        t.contains("if (x)") && t.contains("return")
    });
    assert!(run.result.contains("int x = 1;"), "{}", run.result);
    assert!(run.result.contains("if (x) return x;"), "{}", run.result);
    assert!(counter(&run, "unwrap.tokens_removed") >= 6);
    all_parse(language("c"), UNWRAP, &run);
}

#[test]
fn unwrap_must_not_offer_a_node_with_two_children_or_one_that_no_longer_parses() {
    let calls = "int f(int a, int b);\nint main(void) { return f(1, 2); }\n";
    let run = c_run(calls, &[Transform::Unwrap], |_| true);
    assert!(run.result.contains("f(1, 2)"), "{}", run.result);
    assert!(
        run.result.contains("int f(int a, int b);"),
        "{}",
        run.result
    );
    // `return 0;` is one token around one child, but `0` alone is no
    // statement: never offered.
    all_parse(language("c"), calls, &run);
}

const SHORTEN: &str = "char *s = \"hello world\";\nlong n = 0x1234ABCDL;\nint counter;\n";

#[test]
fn shorten_cuts_literals_inside() {
    let run = c_run(SHORTEN, &[Transform::Shorten], |t| {
        t.contains("char *s") && t.contains("long n")
    });
    assert!(run.result.contains("\"h\""), "{}", run.result);
    assert!(run.result.contains("n = 0;"), "{}", run.result);
    all_parse(language("c"), SHORTEN, &run);
}

#[test]
fn shorten_must_not_touch_identifiers_nor_keep_a_refused_cut() {
    let run = c_run(SHORTEN, &[Transform::Shorten], |t| {
        t.contains("0x1234ABCDL") && t.contains("world")
    });
    assert!(run.result.contains("counter"), "{}", run.result);
    assert!(run.result.contains("0x1234ABCDL"));
    assert!(run.result.contains("hello world"), "{}", run.result);
}

/// A keyword cut inside reads as a name the program never defined (`long`
/// to `lg`, `char` to `c`): no candidate cuts one, in C or in Python.
#[test]
fn shorten_offers_no_cut_that_reads_as_another_kind_of_token() {
    let run = c_run(SHORTEN, &[Transform::Shorten], |_| true);
    for test in &run.tests {
        assert!(
            test.starts_with("char *s") && test.contains("long n") && test.contains("int c"),
            "{test}"
        );
    }
    assert!(run.result.contains("\"h\"") && run.result.contains("= 0;"));
    let python = "x = True\ny = None\nz = 'abc'\n";
    let run = accept_all("python", python, &[Transform::Shorten]);
    assert_eq!(run.result, "x = True\ny = None\nz = 'a'\n");
}

/// A program where every transformation has work, and an oracle that
/// refuses some of it.
const MIXED: &str = "#include <stdio.h>
static unsigned long helper(int unused_arg, int value) { return value * 2; }
static int other_function(void) { return 7; }
int main(void) {
  int first_variable = helper(10, 20);
  int second_variable = other_function();
  printf(\"%d\\n\", first_variable + (second_variable * 3));
  return 0;
}
";

fn mixed_oracle(t: &str) -> bool {
    t.contains("printf") && t.contains("main")
}

#[test]
fn every_window_takes_the_same_path() {
    let sequential = drive(
        rewrite(language("c"), MIXED, &Transform::ALL),
        1,
        mixed_oracle,
    );
    assert!(sequential.accepted.len() >= 4, "{sequential:?}");
    for window in 2..=8 {
        let parallel = drive(
            rewrite(language("c"), MIXED, &Transform::ALL),
            window,
            mixed_oracle,
        );
        assert_eq!(parallel.result, sequential.result, "window {window}");
        assert_eq!(parallel.accepted, sequential.accepted, "window {window}");
        // Speculation tests more, never fewer.
        assert!(parallel.tests.len() >= sequential.tests.len());
    }
}

#[test]
fn every_window_takes_the_same_path_through_fillers() {
    let keeps_call = |t: &str| t.contains("def area(self):") && t.contains("print(shape.area())");
    let python = |window| {
        drive(
            rewrite(language("python"), PYTHON_BODIES, &Transform::ALL),
            window,
            keeps_call,
        )
    };
    let sequential = python(1);
    assert!(
        counter(&sequential, "filler.accepted") >= 1,
        "{sequential:?}"
    );
    for window in 2..=8 {
        let parallel = python(window);
        assert_eq!(parallel.result, sequential.result, "window {window}");
        assert_eq!(parallel.accepted, sequential.accepted, "window {window}");
    }
}

#[test]
fn each_transformation_is_counted_apart() {
    let run = drive(
        rewrite(language("c"), MIXED, &Transform::ALL),
        1,
        mixed_oracle,
    );
    let mut tried = 0;
    for t in Transform::ALL {
        tried += counter(&run, &format!("{}.tried", t.name()));
    }
    assert_eq!(tried, run.tests.len() as u64 + run.answered);
    let accepted: u64 = Transform::ALL
        .iter()
        .map(|t| counter(&run, &format!("{}.accepted", t.name())))
        .sum();
    assert_eq!(accepted as usize, run.accepted.len());
    let bytes: u64 = Transform::ALL
        .iter()
        .map(|t| counter(&run, &format!("{}.bytes_removed", t.name())))
        .sum();
    assert_eq!(bytes as usize, MIXED.len() - run.result.len());
    assert!(counter(&run, "remove-uses.accepted") >= 1, "{run:?}");
    assert!(counter(&run, "replace.accepted") >= 1, "{run:?}");
}

const MERGE: &str = "int **g;
int b() { (**g); return 13; }
";

#[test]
fn merge_makes_a_function_the_global_it_uses() {
    // The keep pattern needs `(**g)` only: `b` may become `g` once the
    // global's declaration is gone.
    let run = c_run(MERGE, &[Transform::Merge], |t| {
        t.contains("(**g)") && language("c").parse(t.as_bytes()).unwrap().error_nodes == 0
    });
    assert_eq!(
        run.result.split_whitespace().collect::<Vec<_>>().join(" "),
        "int g() { (**g); return 13; }"
    );
    assert_eq!(counter(&run, "merge.accepted"), 1);
    all_parse(language("c"), MERGE, &run);
}

#[test]
fn merge_must_not_offer_names_that_do_not_meet() {
    // `b` does not use `g`, and `g` is named once: nothing to merge.
    let apart = "int g;\nint b() { return 1; }\n";
    let run = c_run(apart, &[Transform::Merge], |_| true);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
    // Refused, the merge leaves the text as it was.
    let run = c_run(MERGE, &[Transform::Merge], |t| t.contains("int **g;"));
    assert_eq!(run.result, MERGE);
    assert_eq!(run.tests.len(), 1, "{:?}", run.tests);
}

#[test]
fn replace_gives_a_use_of_a_name_no_other_name() {
    // `b * c` may become `1 * c` or `b * 1`, never `c * c` or `b * b`;
    // the parameters, which define their names, may take another.
    let input = "int f(int b, int c) { return b * c - 1; }\n";
    let run = c_run(input, &[Transform::Replace], |_| false);
    for text in &run.tests {
        let body = text.split('{').nth(1).unwrap();
        assert!(!body.contains("c * c") && !body.contains("b * b"), "{text}");
    }
    assert!(
        run.tests.iter().any(|t| t.contains("return 1 * c - 1;")),
        "{:?}",
        run.tests
    );
    assert!(
        run.tests
            .iter()
            .any(|t| t.starts_with("int f(int b, int b)")),
        "{:?}",
        run.tests
    );
}

#[test]
fn merge_renames_only_names_the_text_defines() {
    // `printf(g);` uses `g` too, but `printf` is defined elsewhere:
    // renamed `g`, it would name nothing. Only `b` is offered.
    let library = "int g;\nint b() { printf(g); return 13; }\n";
    let run = c_run(library, &[Transform::Merge], |_| false);
    assert_eq!(run.tests.len(), 1, "{:?}", run.tests);
    let merged = run.tests[0]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(merged, "int g() { printf(g); return 13; }");
}

#[test]
fn replace_takes_a_text_as_large_that_comes_first_in_byte_order() {
    // `x[j]` to `x[2]` removes nothing, but leaves `j` unused for the next
    // round (Shrink Ray's shortlex order).
    let input = "int x[2];\nint f(int i, int j) { return x[j]; }\n";
    let run = c_run(input, &[Transform::Replace], |t| {
        ["int x[2]", "return x[", "int i", "int j", "f("]
            .iter()
            .all(|s| t.contains(s))
    });
    assert_eq!(
        run.result,
        "int x[2];\nint f(int i, int j) { return x[2]; }\n"
    );
    // A candidate as long as the text comes first in byte order.
    for text in &run.tests {
        assert!(text.len() < input.len() || text.as_str() < input, "{text}");
    }
}

/// Globals named once each, of several types, as csmith leaves them.
const GLOBALS: &str = "#include <stdint.h>
uint64_t g_1 = 11;
uint32_t g_2 = 22;
int16_t g_3 = 33;
uint8_t g_4 = 44;
int64_t g_5 = 55;
uint16_t g_6 = 66;
int32_t g_7 = 77;
int8_t g_8 = 88;
int main(void) { return 0; }
";

/// Every `g_N` of [`GLOBALS`] is still there.
fn keeps_every_global(t: &str) -> bool {
    (1..=8).all(|n| t.contains(&format!("g_{n} ")) || t.contains(&format!("g_{n};")))
}

#[test]
fn replacements_that_take_a_guarded_name_are_told_from_those_that_do_not() {
    // One transformation, two fates: replacing a global's declaration
    // takes its name (the oracle fails), replacing its type or its value
    // does not (it passes). A chance per transformation sits near one
    // half for both; classed by the shapes of the words taken (`g_#`
    // against `uint#_t`, or none), each is on the right side once a few
    // of its kind were seen (a new kind of node may still surprise).
    let mut pass = rewrite(language("c"), GLOBALS, &[Transform::Replace]);
    let (mut queries, mut wins, mut late_misses) = (0, 0, Vec::new());
    while pass.next_batch().is_some() {
        let chance = pass.chance(0).unwrap();
        let text = String::from_utf8(pass.candidate(0).content).unwrap();
        let interesting = keeps_every_global(&text);
        if queries >= 10 && (chance >= 0.5) != interesting {
            late_misses.push(format!("{chance:.2} {}", pass.describe(0)));
        }
        queries += 1;
        wins += usize::from(interesting);
        pass.report(&BatchOutcome {
            interesting: if interesting { vec![0] } else { vec![] },
        });
    }
    // Both fates are common, so one rate could not say which is which.
    assert!(wins >= 6 && queries - wins >= 6, "{wins} of {queries}");
    assert!(late_misses.len() <= 1, "{late_misses:#?}");
}

#[test]
fn the_vocabulary_keeps_the_shortest_texts_of_a_kind() {
    // Four literals that come before `0` in byte order, all longer: the
    // kept texts are the shortest, so `(*g)=b` may become `(*g)=0`.
    let program = "long a = -10L, b = -19, c = -1L, d = -2, e = 0;\n";
    let parsed = language("c").parse(program.as_bytes()).unwrap();
    let vocabulary = Vocabulary::of(&parsed.tree, false);
    let (_, literals) = vocabulary
        .kinds()
        .find(|(kind, _)| *kind == "number_literal")
        .unwrap();
    let texts: Vec<&str> = literals.iter().map(|e| e.text.as_str()).collect();
    assert_eq!(texts, ["0", "-2", "-19", "-1L"]);
}

#[test]
fn lift_puts_a_functions_one_statement_after_the_words_before_its_name() {
    // What `merge` leaves of `int ***p;` and the function that read it:
    // the statement reads as a declarator once the name and braces go.
    let input = "void p(){(***p);}\n";
    let run = c_run(input, &[Transform::Lift], |_| true);
    assert_eq!(run.tests, ["void (***p);\n"]);
    assert_eq!(counter(&run, "lift.accepted"), 1);
    assert_eq!(counter(&run, "lift.tokens_removed"), 5);
    let call = "static int f(int x) { g(x); }\nint h;\n";
    let run = c_run(call, &[Transform::Lift], |t| t.contains("g("));
    assert_eq!(run.result, "static int g(x);\nint h;\n");
}

#[test]
fn lift_must_not_offer_a_body_of_two_statements_nor_a_text_that_does_not_parse() {
    let two = "void f(){g();h();}\n";
    assert!(c_run(two, &[Transform::Lift], |_| true).tests.is_empty());
    // `int return 1;` is no C: the parse refuses it, no query is asked.
    let returns = "int f(void){return 1;}\n";
    assert!(c_run(returns, &[Transform::Lift], |_| true)
        .tests
        .is_empty());
    let javascript = "function f(x) {\n  g(x);\n}\n";
    let run = accept_all("javascript", javascript, &[Transform::Lift]);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}

#[test]
fn join_makes_two_declarations_with_the_same_words_one() {
    let c = "void f(void) {\n  int i;\n  int a[i];\n  static int s;\n  long l;\n}\n";
    let run = c_run(c, &[Transform::Join], |_| true);
    // The second's blanks stay (the polish squeezes them after).
    assert_eq!(
        run.tests,
        ["void f(void) {\n  int i,a[i];\n  \n  static int s;\n  long l;\n}\n"]
    );
    assert_eq!(counter(&run, "join.tokens_removed"), 1);
    let javascript = "const a = 1;\nconst b = a + 1;\nlet c = b;\n";
    let run = accept_all("javascript", javascript, &[Transform::Join]);
    assert_eq!(run.result, "const a = 1,b = a + 1;\n\nlet c = b;\n");
}

#[test]
fn join_must_not_offer_other_words_nor_a_text_that_does_not_parse() {
    let c = "int a;\nunsigned int b;\nint f(void);\n";
    let run = c_run(c, &[Transform::Join], |_| false);
    // `int a;` and `unsigned int b;` differ; `unsigned int b;` and
    // `int f(void);` too.
    assert!(run.tests.is_empty(), "{:?}", run.tests);
    let rust = "fn f() {\n    let a = 1;\n    let b = 2;\n}\n";
    let run = accept_all("rust", rust, &[Transform::Join]);
    assert!(run.tests.is_empty(), "{:?}", run.tests);
}
