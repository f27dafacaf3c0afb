#!/usr/bin/env python3
"""Random, self-contained Rust or JavaScript programs for the training corpus.

The reducer's models learn which syntax-node removals keep a program valid,
so the programs imitate ordinary code with real def-use structure: enums and
structs (classes in JS) with fields and methods, free functions that call
each other, locals that are used later, branches, bounded loops, match /
switch, vectors, maps, closures, constants and a `main` that uses it all.
Generation is type-directed, so every program compiles (Rust) or runs to
completion under "use strict" (JS). Calls only go to earlier functions and
every loop is bounded, so nothing recurses or loops without end, and a cost
estimate keeps the JS run time small. Same language and seed, same bytes.

usage: gen_programs.py rust|js SEED   (the program goes to stdout)
"""
import random
import sys

STRUCTS = ["Account", "Order", "Sensor", "Packet", "Player", "Ledger", "Route",
           "Task", "Buffer", "Config", "Invoice", "Vehicle", "Library", "Matrix",
           "Session", "Widget", "Tracker", "Recipe", "Planet", "Device", "Ticket",
           "Portfolio", "Warehouse", "Shipment", "Schedule", "Counter", "Catalog"]
ENUMS = ["Shape", "Status", "Priority", "Command", "Signal", "Mode", "Event",
         "Level", "Phase", "Outcome", "Channel", "Weather"]
VARIANTS = ["Active", "Idle", "Pending", "Done", "Failed", "Low", "High", "Start",
            "Stop", "Move", "Jump", "Circle", "Square", "Empty", "Open", "Closed",
            "Ready", "Blocked", "Retry", "Unknown", "Scaled", "Offset", "Paused",
            "Critical", "Normal", "Rain", "Sunny", "Windy"]
FIELDS = {
    "i": ["id", "count", "total", "score", "level", "size", "capacity", "index",
          "retries", "quantity", "age", "year", "limit", "offset", "depth", "rank"],
    "f": ["ratio", "weight", "balance", "price", "speed", "rate", "temperature",
          "progress", "factor", "volume", "distance"],
    "b": ["active", "enabled", "visible", "dirty", "locked", "ready", "valid",
          "archived"],
    "s": ["name", "label", "title", "owner", "code", "description", "tag",
          "region", "category"],
    "v": ["values", "history", "samples", "scores", "readings", "items", "ids",
          "weights", "slots"],
    "m": ["lookup", "counters", "registry"],
    "E": ["kind", "status", "mode", "state", "phase"],
}
PAYLOAD = {"i": ["amount", "steps", "code", "n", "units"],
           "f": ["radius", "value", "delta", "factor"],
           "b": ["urgent", "flag"]}
VERBS = ["compute", "update", "merge", "find", "count", "build", "scale",
         "normalize", "collect", "summarize", "check", "apply", "render", "rank",
         "encode", "measure", "adjust", "combine", "estimate", "validate",
         "format", "lookup", "process", "score", "split", "blend", "index", "tally"]
NOUNS = ["total", "weights", "summary", "labels", "offsets", "report", "batch",
         "window", "ratio", "history", "checksum", "threshold", "entries",
         "tokens", "names", "buckets", "average", "margin", "budget", "signal",
         "range", "peaks", "stats", "bonus", "penalty", "digest"]
LOCALS = ["total", "count", "acc", "result", "value", "delta", "offset", "scaled",
          "label", "buffer", "text", "parts", "items", "flags", "weight", "ratio",
          "best", "limit", "sum", "avg", "key", "current", "next_value", "prev",
          "idx", "temp", "score", "found", "seen", "table", "cache", "counts",
          "extra", "base", "factor", "width", "height", "message", "prefix",
          "suffix", "line", "entry", "marker", "level", "amount", "bucket",
          "window", "output", "status_text", "head", "tail", "pending", "hits",
          "misses", "span", "margin", "cursor", "summary", "parts_len", "total_len"]
WORDS = ["alpha", "beta", "gamma", "delta", "north", "south", "east", "west",
         "red", "green", "blue", "amber", "ready", "queued", "main", "backup",
         "primary", "cache", "node", "edge", "left", "right", "item", "slot",
         "low", "high", "ok", "error", "warn", "info", "core", "shard", "zone"]
CONSTS = {"i": ["MAX_ITEMS", "SCALE", "LIMIT", "BATCH_SIZE", "MAX_RETRIES",
                "WINDOW", "THRESHOLD", "BASE_SCORE"],
          "f": ["RATE", "TAX_RATE", "DAMPING", "EPSILON_SCALE", "BONUS_FACTOR"],
          "s": ["PREFIX", "DEFAULT_NAME", "SEPARATOR", "GREETING"],
          "v": ["WEIGHTS", "PRIMES", "STEPS"]}
BUDGET_FN = 400
BUDGET_MAIN = 20000


def camel(name):
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def needs_paren(e):
    depth, quote = 0, None
    for ch in e:
        if quote:
            if ch == quote:
                quote = None
        elif ch in "\"'`":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == " " and depth == 0:
            return True
    return False


def wrap(e):
    return f"({e})" if needs_paren(e) else e


def recv(e):
    """e as the receiver of a method call."""
    return f"({e})" if needs_paren(e) or e[:1] in "*!-&" else e


class Place:
    """Something readable (maybe writable): a variable, parameter, constant or
    field. kind: own (owned value), ref (&T, or &str), sref (&String),
    arr (a const array). typed: its numeric type is known to rustc."""

    def __init__(self, text, ty, kind="own", mut=False, root=None, typed=True, local=True):
        self.text, self.ty, self.kind, self.mut = text, ty, kind, mut
        self.root = root or text
        self.typed = typed
        self.local = local
        self.uses = 0


class Callable:
    def __init__(self, name, params, ret, kind, owner=None):
        self.name, self.params, self.ret, self.kind = name, params, ret, kind
        self.owner = owner  # struct name for methods
        self.cost = 1
        self.used = False


class Ctx:
    def __init__(self, ret, selfp=None, budget=BUDGET_FN, in_main=False):
        self.scopes = [[]]
        self.frozen = set()
        self.mult = 1
        self.cost = 0
        self.budget = budget
        self.ret = ret
        self.selfp = selfp
        self.in_main = in_main
        self.depth = 0
        self.names = set()


class Gen:
    def __init__(self, lang, seed):
        self.rs = lang == "rust"
        self.r = random.Random(f"{lang}:{seed}")
        self.ind = "    " if self.rs else "  "
        self.enums = []     # (name, [(variant, [(payload, ty)], tuple?)])
        self.structs = {}   # name -> [(field, ty)]
        self.callables = []
        self.consts = []    # Place
        self.globals = set()
        self.need = set()   # imports used: HashMap, HashSet, fmt, util
        self.display = set()  # structs with Display / toString

    # -- names ------------------------------------------------------------
    def id(self, name):
        return name if self.rs else camel(name)

    def fresh(self, ctx, pool):
        for _ in range(20):
            n = self.r.choice(pool)
            if n not in ctx.names and n not in self.globals:
                ctx.names.add(n)
                return self.id(n)
        n = f"{self.r.choice(pool)}_{len(ctx.names)}"
        ctx.names.add(n)
        return self.id(n)

    def word(self):
        return self.r.choice(WORDS)

    def rty(self, ty, param=False):
        if ty.startswith("S:") or ty.startswith("E:"):
            n = ty[2:]
            return f"&{n}" if param and ty[0] == "S" else n
        if param:
            return {"i": "i64", "f": "f64", "b": "bool", "s": "&str", "v": "&[i64]",
                    "m": "&HashMap<String, i64>"}[ty]
        return {"i": "i64", "f": "f64", "b": "bool", "s": "String", "v": "Vec<i64>",
                "m": "HashMap<String, i64>"}[ty]

    # -- places -------------------------------------------------------------
    def val(self, p):
        t, k = p.text, p.kind
        if p.ty in ("i", "f", "b") or p.ty.startswith("E:"):
            return f"*{t}" if (self.rs and k == "ref") else t
        if not self.rs:
            return f"[...{t}]" if k == "arr" else t
        if p.ty == "s":
            return f"{t}.to_string()" if k == "ref" else f"{t}.clone()"
        if p.ty == "v":
            return f"{t}.to_vec()" if k in ("ref", "arr") else f"{t}.clone()"
        return f"{t}.clone()"

    def arg_of(self, p, ty):
        """p as an argument for a parameter of type ty."""
        if not self.rs or ty in ("i", "f", "b") or ty.startswith("E:"):
            return self.val(p)
        return p.text if p.kind in ("ref", "sref") else f"&{p.text}"

    def places(self, ctx, ty, mut=False, typed=False):
        out = []
        base = [p for sc in ctx.scopes for p in sc] + self.consts
        if ctx.selfp:
            base.append(ctx.selfp)
        for p in base:
            cands = [p]
            if p.ty.startswith("S:"):
                for f, fty in self.structs[p.ty[2:]]:
                    cands.append(Place(f"{p.text}.{self.id(f)}", fty, "own",
                                       p.mut, p.root, local=False))
            for c in cands:
                if c.ty != ty:
                    continue
                if mut and (not c.mut or c.root in ctx.frozen):
                    continue
                if typed and not c.typed:
                    continue
                out.append(c)
        return out

    def pick(self, ctx, ty, **kw):
        ps = self.places(ctx, ty, **kw)
        return self.choose(ps) if ps else None

    def choose(self, ps):
        """A place, preferring locals that are not used yet."""
        ws = [1 + 3 * p.local + 4 * (p.local and p.uses == 0) for p in ps]
        p = self.r.choices(ps, ws)[0]
        p.uses += 1
        return p

    def declare(self, ctx, p):
        ctx.scopes[-1].append(p)

    # -- literals -----------------------------------------------------------
    def lit(self, ty):
        r = self.r
        if ty == "i":
            return str(r.choice([0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 20, 25, 32, 42, 50, 64, 100]))
        if ty == "f":
            return r.choice(["0.5", "1.0", "1.5", "2.0", "2.5", "3.75", "0.25", "10.0", "0.1", "4.2"])
        if ty == "b":
            return r.choice(["true", "false"])
        if ty == "s":
            w = self.word()
            if self.rs:
                return r.choice([f'String::from("{w}")', f'"{w}".to_string()'])
            return f'"{w}"'
        if ty == "v":
            items = ", ".join(str(r.randint(0, 60)) for _ in range(r.randint(1, 6)))
            return f"vec![{items}]" if self.rs else f"[{items}]"
        if ty == "m":
            return "HashMap::new()" if self.rs else "new Map()"
        return None

    def strlit(self):
        return f'"{self.word()}"'

    # -- expressions --------------------------------------------------------
    def gen(self, ctx, ty, d=0):
        r = self.r
        opts = []  # (weight, thunk)
        leaf = d >= 2
        ps = self.places(ctx, ty)
        if ps:
            opts.append((6, lambda: self.val(self.choose(ps))))
        if ty in ("i", "f", "b", "s", "v", "m"):
            opts.append(({"m": 4, "b": 0.3}.get(ty, 2), lambda: self.lit(ty)))
        if ty.startswith("S:"):
            opts.append((3, lambda: self.ctor_call(ctx, ty[2:], d)))
        if ty.startswith("E:"):
            opts.append((3, lambda: self.variant(ctx, ty[2:], d)))
        if not leaf:
            calls = self.callable_opts(ctx, ty)
            if calls:
                opts.append((4, lambda: self.call(ctx, r.choice(calls), d)))
            opts += self.compound(ctx, ty, d)
        if not opts:
            return self.fallback(ctx, ty, d)
        tot = sum(w for w, _ in opts)
        x = r.uniform(0, tot)
        for w, f in opts:
            x -= w
            if x <= 0:
                return f()
        return opts[-1][1]()

    def fallback(self, ctx, ty, d):
        if ty.startswith("S:"):
            return self.ctor_call(ctx, ty[2:], d)
        if ty.startswith("E:"):
            return self.variant(ctx, ty[2:], d)
        return self.lit(ty)

    def frozen_gen(self, ctx, root, ty, d):
        """An expression that may not call &mut methods on root (it is
        borrowed by the enclosing method call)."""
        hold = root not in ctx.frozen
        if hold:
            ctx.frozen.add(root)
        e = self.gen(ctx, ty, d)
        if hold:
            ctx.frozen.discard(root)
        return e

    def binop(self, ctx, ty, op, d):
        a = self.gen(ctx, ty, d + 1)
        for _ in range(3):
            b = self.gen(ctx, ty, d + 1)
            if b != a:
                break
        return f"{wrap(a)} {op} {wrap(b)}"

    def compound(self, ctx, ty, d):
        r, rs, g = self.r, self.rs, lambda t: self.gen(ctx, t, d + 1)
        o = []
        P = lambda t, **kw: self.places(ctx, t, **kw)
        if ty == "i":
            o.append((3, lambda: self.binop(ctx, "i", r.choice(["+", "-"]), d)))
            o.append((1, lambda: f"({wrap(g('i'))} * {wrap(g('i'))}) % {r.choice([97, 100, 1000, 1009])}"))
            if P("v"):
                o.append((2, lambda: self.vec_int(ctx, r.choice(P("v")))))
            if P("s"):
                o.append((1, lambda: f"{r.choice(P('s')).text}.len() as i64" if rs
                          else f"{r.choice(P('s')).text}.length"))
            if P("m"):
                o.append((1, lambda: self.map_int(ctx, r.choice(P("m")))))
            if P("i", typed=True):
                o.append((1, lambda: f"{recv(self.val(r.choice(P('i', typed=True))))}.abs()" if rs
                          else f"Math.abs({r.choice(P('i')).text})"))
                def imax():
                    p = r.choice(P('i', typed=True))
                    return f"{recv(self.val(p))}.max({self.frozen_gen(ctx, p.root, 'i', d + 1)})"
                o.append((1, lambda: imax() if rs
                          else f"Math.max({r.choice(P('i')).text}, {g('i')})"))
            if P("f", typed=True):
                o.append((1, lambda: f"{recv(self.val(r.choice(P('f', typed=True))))}.round() as i64" if rs
                          else f"Math.round({r.choice(P('f')).text})"))
            o.append((1, lambda: self.cond_expr(ctx, "i", d)))
            cl = [p for sc in ctx.scopes for p in sc if p.ty == "c"]
            if cl:
                o.append((2, lambda: f"{r.choice(cl).text}({g('i')})"))
        elif ty == "f":
            o.append((2, lambda: self.binop(ctx, "f", r.choice(["+", "*", "-"]), d)))
            o.append((2, lambda: f"{wrap(g('i'))} as f64" if rs else g("i")))
            o.append((1, lambda: f"{wrap(g('f'))} / {r.choice(['2.0', '4.0', '10.0', '3.5'])}"))
            if P("f", typed=True):
                o.append((1, lambda: f"{recv(self.val(r.choice(P('f', typed=True))))}.{r.choice(['sqrt', 'abs', 'floor'])}()" if rs
                          else f"Math.{r.choice(['sqrt', 'abs', 'floor'])}({r.choice(P('f')).text})"))
            if P("v"):
                def avg():
                    v = r.choice(P("v")).text
                    if rs:
                        return f"{v}.iter().sum::<i64>() as f64 / ({v}.len() as f64 + 1.0)"
                    return f"{v}.reduce((a, b) => a + b, 0) / ({v}.length + 1)"
                o.append((1, avg))
        elif ty == "b":
            o.append((3, lambda: self.binop(ctx, "i", r.choice(['>', '<', '>=', '<=', '==', '!='] if rs else ['>', '<', '>=', '<=', '===', '!==']), d)))
            o.append((1, lambda: self.binop(ctx, "f", r.choice(['>', '<']), d)))
            o.append((1, lambda: f"{wrap(g('i'))} % 2 == 0" if rs else f"{wrap(g('i'))} % 2 === 0"))
            o.append((1, lambda: f"!{wrap(g('b'))}"))
            o.append((1, lambda: self.binop(ctx, "b", r.choice(['&&', '||']), d)))
            if P("s"):
                def sb():
                    s = r.choice(P("s")).text
                    k = r.randint(0, 2)
                    if k == 0:
                        return f"{s}.is_empty()" if rs else f"{s}.length === 0"
                    if k == 1:
                        return f"{s}.starts_with({self.strlit()})" if rs else f"{s}.startsWith({self.strlit()})"
                    return f"{s}.contains({self.strlit()})" if rs else f"{s}.includes({self.strlit()})"
                o.append((2, sb))
            if P("v"):
                def vb():
                    p = r.choice(P("v"))
                    v = p.text
                    if r.random() < 0.6:
                        i = self.frozen_gen(ctx, p.root, "i", d + 1)
                        return f"{v}.contains(&{wrap(i)})" if rs else f"{v}.includes({i})"
                    return f"{v}.is_empty()" if rs else f"{v}.length === 0"
                o.append((2, vb))
            if P("m"):
                o.append((1, lambda: f"{r.choice(P('m')).text}.contains_key({self.strlit()})" if rs
                          else f"{r.choice(P('m')).text}.has({self.strlit()})"))
            for en, vs in self.enums:
                if P("E:" + en):
                    def eb(en=en, vs=vs):
                        p = r.choice(P("E:" + en))
                        vn, pl, tup = r.choice(vs)
                        if rs:
                            pat = f"{en}::{vn}" + (("(..)" if tup else " { .. }") if pl else "")
                            return f"matches!({self.val(p)}, {pat})"
                        return f'{p.text}.kind === "{vn}"'
                    o.append((1, eb))
        elif ty == "s":
            o.append((3, lambda: self.fmt(ctx, d)))
            if P("s"):
                def sm():
                    s = r.choice(P("s")).text
                    k = r.randint(0, 3)
                    if k == 0:
                        return f"{s}.to_uppercase()" if rs else f"{s}.toUpperCase()"
                    if k == 1:
                        return f"{s}.trim().to_string()" if rs else f"{s}.trim()"
                    if k == 2:
                        a, b = self.word(), self.word()
                        return f'{s}.replace("{a}", "{b}")' if rs else f'{s}.replaceAll("{a}", "{b}")'
                    return f"{s}.to_lowercase()" if rs else f"{s}.toLowerCase()"
                o.append((2, sm))
            o.append((1, lambda: f"{recv(g('i'))}.to_string()" if rs else f"String({g('i')})"))
            if P("v"):
                o.append((1, lambda: (f'{r.choice(P("v")).text}.iter().map(|x| x.to_string()).collect::<Vec<String>>().join("{r.choice([",", "-", "/", " "])}")' if rs
                          else f'{r.choice(P("v")).text}.join("{r.choice([",", "-", "/", " "])}")')))
            o.append((1, lambda: f'[{g("s")}, {g("s")}].join("{r.choice(["-", ":", "/"])}")'))
            ds = [p for n in self.display for p in P("S:" + n)]
            if ds:
                o.append((1, lambda: f"{r.choice(ds).text}.to_string()" if rs else f"{r.choice(ds).text}.toString()"))
        elif ty == "v":
            if P("v"):
                def vm():
                    v = r.choice(P("v")).text
                    k = r.randint(0, 3)
                    c = self.lit("i")
                    if k == 0:
                        op = r.choice(["*", "+", "-"])
                        return f"{v}.iter().map(|x| x {op} {c}).collect::<Vec<i64>>()" if rs else f"{v}.map((x) => x {op} {c})"
                    if k == 1:
                        return f"{v}.iter().filter(|&&x| x > {c}).copied().collect::<Vec<i64>>()" if rs else f"{v}.filter((x) => x > {c})"
                    if k == 2:
                        return f"{v}.iter().rev().copied().collect::<Vec<i64>>()" if rs else f"[...{v}].reverse()"
                    cl = [p for sc in ctx.scopes for p in sc if p.ty == "c"]
                    if cl:
                        f = r.choice(cl).text
                        return f"{v}.iter().map(|&x| {f}(x)).collect::<Vec<i64>>()" if rs else f"{v}.map((x) => {f}(x))"
                    return f"{v}.iter().map(|x| x % {r.randint(2, 9)}).collect::<Vec<i64>>()" if rs else f"{v}.map((x) => x % {r.randint(2, 9)})"
                o.append((4, vm))
            def rng():
                n, k, c = r.randint(2, 9), r.randint(1, 5), self.lit("i")
                if rs:
                    return f"(0..{n}).map(|i| i * {k} + {c}).collect::<Vec<i64>>()"
                return f"Array.from({{ length: {n} }}, (_, i) => i * {k} + {c})"
            o.append((2, rng))
            o.append((1, lambda: f"vec![{g('i')}, {g('i')}, {self.lit('i')}]" if rs else f"[{g('i')}, {g('i')}, {self.lit('i')}]"))
        return o

    def vec_int(self, ctx, p):
        r, v = self.r, p.text
        k = r.randint(0, 4)
        if self.rs:
            if k == 0:
                return f"{v}.len() as i64"
            if k == 1:
                return f"{v}.iter().sum::<i64>()"
            if k == 2:
                return f"{v}.iter().copied().max().unwrap_or(0)"
            if k == 3:
                return f"{v}.get({wrap(self.frozen_gen(ctx, p.root, 'i', 2))} as usize).copied().unwrap_or({self.lit('i')})"
            self.need.add("HashSet")
            return f"{v}.iter().copied().collect::<HashSet<i64>>().len() as i64"
        if k == 0:
            return f"{v}.length"
        if k == 1:
            return f"{v}.reduce((a, b) => a + b, 0)"
        if k == 2:
            return f"{v}.reduce((a, b) => Math.max(a, b), 0)"
        if k == 3:
            return f"({v}[{self.gen(ctx, 'i', 2)}] ?? {self.lit('i')})"
        return f"new Set({v}).size"

    def map_int(self, ctx, p):
        m = p.text
        if self.r.random() < 0.3:
            return f"{m}.len() as i64" if self.rs else f"{m}.size"
        k = self.strlit()
        return f"{m}.get({k}).copied().unwrap_or(0)" if self.rs else f"({m}.get({k}) ?? 0)"

    def cond_expr(self, ctx, ty, d):
        c, a, b = self.gen(ctx, "b", d + 1), self.gen(ctx, ty, d + 1), self.gen(ctx, ty, d + 1)
        if self.rs:
            return f"if {c} {{ {a} }} else {{ {b} }}"
        return f"{wrap(c)} ? {wrap(a)} : {wrap(b)}"

    def fmt(self, ctx, d):
        r = self.r
        n = r.randint(1, 3)
        parts, args = [], []
        for _ in range(n):
            tys = [t for t in ("i", "f", "s", "b") if self.places(ctx, t)]
            if not tys:
                e, t = self.lit("i"), "i"
            else:
                t = r.choice(tys)
                p = r.choice(self.places(ctx, t))
                e = p.text if self.rs else p.text
                if not self.rs and p.kind == "arr":
                    e = p.text
            args.append((e, t))
        words = [r.choice(["", self.word() + "=", self.word() + ": "]) for _ in args]
        sep = r.choice(["-", " ", ", ", "/", " | "])
        if self.rs:
            fs = sep.join(w + ("{:.2}" if t == "f" and r.random() < 0.5 else "{}") for w, (e, t) in zip(words, args))
            return f'format!("{fs}", {", ".join(e for e, _ in args)})'
        if r.random() < 0.15:
            self.need.add("util")
            fs = sep.join(w + ("%d" if t == "i" else "%s") for w, (e, t) in zip(words, args))
            return f'util.format("{fs}", {", ".join(e for e, _ in args)})'
        return "`" + sep.join(w + (f"${{{e}.toFixed(2)}}" if t == "f" and r.random() < 0.5 else f"${{{e}}}") for w, (e, t) in zip(words, args)) + "`"

    def ctor_call(self, ctx, sname, d):
        c = next(c for c in self.callables if c.owner == sname and c.kind == "ctor")
        return self.call(ctx, c, d, force=True)

    def variant(self, ctx, en, d):
        vs = dict((e, v) for e, v in self.enums)[en]
        vn, pl, tup = self.r.choice(vs)
        args = [self.gen(ctx, t, max(d, 1) + 1) for _, t in pl]
        if self.rs:
            if not pl:
                return f"{en}::{vn}"
            if tup:
                return f"{en}::{vn}({', '.join(args)})"
            return f"{en}::{vn} {{ " + ", ".join(f"{n}: {a}" for (n, _), a in zip(pl, args)) + " }"
        return f"{en}.{camel(vn.lower())}({', '.join(args)})"

    def callable_opts(self, ctx, ty):
        out = []
        for c in ctx.allowed:
            if c.ret != ty or c.kind == "ctor":
                continue
            if c.cost * ctx.mult + ctx.cost > ctx.budget:
                continue
            if c.kind in ("method", "mut") and not self.receivers(ctx, c):
                continue
            out.append(c)
        return out

    def receivers(self, ctx, c):
        ty = "S:" + c.owner
        if c.kind == "mut":
            return self.places(ctx, ty, mut=True)
        return self.places(ctx, ty)

    def call(self, ctx, c, d, force=False):
        c.used = True
        ctx.cost += c.cost * ctx.mult
        recv = self.r.choice(self.receivers(ctx, c)) if c.kind in ("method", "mut") else None
        # a &mut receiver may not be borrowed again by the arguments
        hold = recv is not None and c.kind == "mut" and recv.root not in ctx.frozen
        if hold:
            ctx.frozen.add(recv.root)
        if c.kind == "rec":
            args = [str(self.r.randint(3, 9))]
        else:
            args = []
            for _, t in c.params:
                p = self.pick(ctx, t) if self.r.random() < 0.6 else None
                if p is not None:
                    args.append(self.arg_of(p, t))
                else:
                    e = self.gen(ctx, t, max(d, 1) + 1)
                    if self.rs and t in ("s", "v", "m") or t.startswith("S:"):
                        e = ("&" + wrap(e)) if self.rs else e
                    args.append(e)
        if hold:
            ctx.frozen.discard(recv.root)
        a = ", ".join(args)
        if c.kind == "ctor":
            return f"{c.owner}::new({a})" if self.rs else f"new {c.owner}({a})"
        if recv is not None:
            return f"{recv.text}.{self.id(c.name)}({a})"
        return f"{self.id(c.name)}({a})"

    # -- statements ---------------------------------------------------------
    def block(self, ctx, n, out, lvl):
        ctx.scopes.append([])
        for _ in range(n):
            self.stmt(ctx, out, lvl)
        ctx.scopes.pop()

    def emit(self, out, lvl, line):
        out.append(self.ind * lvl + line)

    def let(self, ctx, out, lvl, ty=None, mut=None, pool=LOCALS, init=None):
        r = self.r
        if ty is None:
            tys = ["i"] * 5 + ["f"] * 2 + ["b"] * 2 + ["s"] * 3 + ["v"] * 3 + ["m"]
            tys += ["S:" + s for s in ctx.types_s] * 2 + ["E:" + e for e, _ in self.enums]
            ty = r.choice(tys)
        if mut is None:
            mut = r.random() < (0.5 if ty != "m" else 0.9)
        e = init if init is not None else self.gen(ctx, ty, 0)
        name = self.fresh(ctx, pool)
        typed = True
        if self.rs:
            ann = ty == "m" or r.random() < 0.4 or (ty in ("i", "f") and not any(ch.isalpha() for ch in e))
            if ty == "v" and e.startswith("vec![]"):
                ann = True
            if not ann and ty in ("i", "f"):
                typed = False
            t = f": {self.rty(ty)}" if ann else ""
            self.emit(out, lvl, f"let {'mut ' if mut else ''}{name}{t} = {e};")
            if ty == "m":
                self.need.add("HashMap")
        else:
            self.emit(out, lvl, f"{'let' if mut else 'const'} {name} = {e};")
        p = Place(name, ty, "own", mut, typed=typed)
        self.declare(ctx, p)
        return p

    def stmt(self, ctx, out, lvl):
        r = self.r
        k = r.random()
        deep = ctx.depth >= 2
        if k < 0.32:
            self.let(ctx, out, lvl)
        elif k < 0.55:
            if not self.mutate(ctx, out, lvl):
                self.let(ctx, out, lvl)
        elif k < 0.62 and not deep:
            self.if_stmt(ctx, out, lvl)
        elif k < 0.69 and not deep:
            self.loop_stmt(ctx, out, lvl)
        elif k < 0.75 and not deep:
            self.match_stmt(ctx, out, lvl)
        elif k < 0.80:
            self.closure(ctx, out, lvl)
        elif k < 0.88:
            self.call_stmt(ctx, out, lvl)
        elif k < 0.93:
            self.print_stmt(ctx, out, lvl)
        elif k < 0.97 and ctx.ret and ctx.depth > 0 and not ctx.in_main:
            c = self.gen(ctx, "b", 1)
            self.emit(out, lvl, f"if {c} {{" if self.rs else f"if ({c}) {{")
            self.emit(out, lvl + 1, f"return {self.gen(ctx, ctx.ret, 1)};")
            self.emit(out, lvl, "}")
        else:
            self.let(ctx, out, lvl)

    def print_stmt(self, ctx, out, lvl):
        e = self.fmt(ctx, 1)
        if self.rs:
            self.emit(out, lvl, f"println!({e[8:-1]});" if e.startswith("format!(") else f"println!(\"{{}}\", {e});")
        else:
            self.emit(out, lvl, f"console.log({e});")

    def call_stmt(self, ctx, out, lvl):
        r = self.r
        cs = [c for c in ctx.allowed if c.kind != "ctor" and c.kind != "rec"
              and c.cost * ctx.mult + ctx.cost <= ctx.budget
              and (c.kind not in ("method", "mut") or self.receivers(ctx, c))]
        if not cs:
            return self.let(ctx, out, lvl)
        unused = [c for c in cs if not c.used]
        c = r.choice(unused if unused and r.random() < 0.7 else cs)
        e = self.call(ctx, c, 0)
        if c.ret is None:
            self.emit(out, lvl, e + ";")
        else:
            self.let(ctx, out, lvl, ty=c.ret, init=e)

    def mutate(self, ctx, out, lvl):
        r = self.r
        cands = []
        for ty in ("i", "f", "b", "s", "v", "m"):
            cands += self.places(ctx, ty, mut=True)
        for en, _ in self.enums:
            cands += self.places(ctx, "E:" + en, mut=True)
        mcalls = [c for c in ctx.allowed if c.kind == "mut" and self.receivers(ctx, c)
                  and c.cost * ctx.mult + ctx.cost <= ctx.budget]
        if mcalls and r.random() < 0.25:
            c = r.choice(mcalls)
            e = self.call(ctx, c, 0)
            if c.ret is None or r.random() < 0.5:
                self.emit(out, lvl, e + ";")
            else:
                self.let(ctx, out, lvl, ty=c.ret, init=e)
            return True
        if not cands:
            return False
        p = self.choose(cands)
        hold = p.root not in ctx.frozen
        if hold:  # the right-hand side may not call &mut methods on p
            ctx.frozen.add(p.root)
        try:
            self.assign(ctx, out, lvl, p)
        finally:
            if hold:
                ctx.frozen.discard(p.root)
        return True

    def assign(self, ctx, out, lvl, p):
        r = self.r
        t, rs, g = p.text, self.rs, lambda ty: self.gen(ctx, ty, 1)
        in_loop = ctx.mult > 1
        if p.ty == "i":
            k = r.randint(0, 3)
            if k <= 1:
                self.emit(out, lvl, f"{t} {r.choice(['+=', '-='])} {g('i')};")
            elif k == 2:
                self.emit(out, lvl, f"{t} = ({t} * {r.randint(2, 9)}) % {r.choice([97, 1000, 1009])};")
            else:
                e = g("i")
                self.emit(out, lvl, f"{t} = {e};" if e != t else f"{t} += 1;")
        elif p.ty == "f":
            if r.random() < 0.5:
                self.emit(out, lvl, f"{t} += {g('f')};")
            else:
                self.emit(out, lvl, f"{t} *= {self.lit('f')};")
        elif p.ty == "b":
            e = g("b")
            self.emit(out, lvl, f"{t} = !{t};" if r.random() < 0.4 or e == t else f"{t} = {e};")
        elif p.ty == "s":
            k = r.randint(0, 2)
            if k == 0 or (k == 2 and in_loop):
                w = self.strlit()
                self.emit(out, lvl, f"{t}.push_str({w});" if rs else f"{t} += {w};")
            elif k == 1:
                i = self.gen(ctx, "i", 2)
                self.emit(out, lvl, f"{t}.push_str(&{recv(i)}.to_string());" if rs else f"{t} += String({i});")
            else:
                e = g("s")
                self.emit(out, lvl, f"{t} = {e};" if e not in (t, t + ".clone()") else f"{t}.push_str({self.strlit()});" if rs else f"{t} += {self.strlit()};")
        elif p.ty == "v":
            k = r.randint(0, 4)
            if k <= 2 or in_loop and k == 4:
                self.emit(out, lvl, f"{t}.push({g('i')});")
            elif k == 3:
                self.emit(out, lvl, f"{t}.sort();" if rs else f"{t}.sort((a, b) => a - b);")
            else:
                e = g("v")
                self.emit(out, lvl, f"{t} = {e};" if e not in (t, t + ".clone()") else f"{t}.push({self.lit('i')});")
        elif p.ty == "m":
            key = self.strlit() if r.random() < 0.6 else None
            if rs:
                if key is None:
                    key = f"format!(\"{self.word()}{{}}\", {wrap(self.gen(ctx, 'i', 2))})"
                if r.random() < 0.5:
                    self.emit(out, lvl, f"{t}.insert({key}.to_string(), {g('i')});" if key.startswith('"')
                              else f"{t}.insert({key}, {g('i')});")
                else:
                    kk = f"{key}.to_string()" if key.startswith('"') else key
                    self.emit(out, lvl, f"*{t}.entry({kk}).or_insert(0) += {g('i')};")
            else:
                if key is None:
                    key = f"`{self.word()}${{{self.gen(ctx, 'i', 2)}}}`"
                    self.emit(out, lvl, f"{t}.set({key}, {g('i')});")
                elif r.random() < 0.5:
                    self.emit(out, lvl, f"{t}.set({key}, {g('i')});")
                else:
                    self.emit(out, lvl, f"{t}.set({key}, ({t}.get({key}) ?? 0) + {g('i')});")
        else:
            self.emit(out, lvl, f"{t} = {self.variant(ctx, p.ty[2:], 1)};")

    def sub(self, ctx, out, lvl, n, mult=1, binds=(), freeze=None):
        ctx.depth += 1
        old_mult, ctx.mult = ctx.mult, ctx.mult * mult
        added = freeze is not None and freeze not in ctx.frozen
        if added:
            ctx.frozen.add(freeze)
        ctx.scopes.append(list(binds))
        for _ in range(n):
            self.stmt(ctx, out, lvl)
        ctx.scopes.pop()
        if added:
            ctx.frozen.discard(freeze)
        ctx.mult = old_mult
        ctx.depth -= 1

    def if_stmt(self, ctx, out, lvl):
        r = self.r
        c = self.gen(ctx, "b", 0)
        self.emit(out, lvl, f"if {c} {{" if self.rs else f"if ({c}) {{")
        self.sub(ctx, out, lvl + 1, r.randint(1, 3))
        if r.random() < 0.6:
            if r.random() < 0.3:
                c2 = self.gen(ctx, "b", 1)
                self.emit(out, lvl, f"}} else if {c2} {{" if self.rs else f"}} else if ({c2}) {{")
                self.sub(ctx, out, lvl + 1, r.randint(1, 2))
            self.emit(out, lvl, "} else {")
            self.sub(ctx, out, lvl + 1, r.randint(1, 3))
        self.emit(out, lvl, "}")

    def loop_stmt(self, ctx, out, lvl):
        r, rs = self.r, self.rs
        k = r.randint(0, 4)
        n = r.randint(2, 8)
        if ctx.mult * n * 2 > 200:
            return self.let(ctx, out, lvl)
        vs = self.places(ctx, "v")
        ms = self.places(ctx, "m")
        if k == 0:
            i = self.fresh(ctx, ["i", "j", "step", "round", "pass_no", "attempt"])
            self.emit(out, lvl, f"for {i} in 0..{n} {{" if rs else f"for (let {i} = 0; {i} < {n}; {i}++) {{")
            self.sub(ctx, out, lvl + 1, r.randint(1, 3), n, [Place(i, "i", typed=False)])
        elif k == 1 and vs:
            v = r.choice(vs)
            x = self.fresh(ctx, ["x", "item", "sample", "reading", "val", "elem"])
            if r.random() < 0.5:
                self.emit(out, lvl, f"for &{x} in {v.text}.iter() {{" if rs else f"for (const {x} of {v.text}) {{")
                binds = [Place(x, "i")]
            else:
                i = self.fresh(ctx, ["pos", "idx", "slot_no", "n"])
                self.emit(out, lvl, f"for ({i}, {x}) in {v.text}.iter().enumerate() {{" if rs
                          else f"for (const [{i}, {x}] of {v.text}.entries()) {{")
                binds = [Place(x, "i", "ref"), Place(i, "i", typed=False)]
                if rs:  # usize index: read it as i64
                    binds[1] = Place(f"({i} as i64)", "i", typed=False, root=i)
            self.sub(ctx, out, lvl + 1, r.randint(1, 3), 12, binds, freeze=v.root)
        elif k == 2 and ms:
            m = r.choice(ms)
            kn = self.fresh(ctx, ["name", "key", "label", "tag"])
            vn = self.fresh(ctx, ["count", "amount", "hits", "weight"])
            self.emit(out, lvl, f"for ({kn}, {vn}) in {'' if m.kind == 'ref' else '&'}{m.text} {{" if rs
                      else f"for (const [{kn}, {vn}] of {m.text}) {{")
            binds = [Place(kn, "s", "sref"), Place(vn, "i", "ref")]
            self.sub(ctx, out, lvl + 1, r.randint(1, 3), 12, binds, freeze=m.root)
        else:
            c = self.fresh(ctx, ["step", "tries", "round", "ticks", "guard"])
            if rs:
                self.emit(out, lvl, f"let mut {c} = 0;")
                self.emit(out, lvl, f"while {c} < {n} {{")
                self.emit(out, lvl + 1, f"{c} += 1;")
            else:
                self.emit(out, lvl, f"let {c} = 0;")
                self.emit(out, lvl, f"while ({c} < {n}) {{")
                self.emit(out, lvl + 1, f"{c} += 1;")
            self.sub(ctx, out, lvl + 1, r.randint(1, 3), n, [Place(c, "i", typed=False)])
            if r.random() < 0.3:
                # an early exit, placed before the closing brace
                cond = self.gen(ctx, "b", 1)
                self.emit(out, lvl + 1, f"if {cond} {{" if rs else f"if ({cond}) {{")
                self.emit(out, lvl + 2, "break;")
                self.emit(out, lvl + 1, "}")
        self.emit(out, lvl, "}")

    def match_stmt(self, ctx, out, lvl):
        r, rs = self.r, self.rs
        ety = r.choice(["i", "s", "f", "b"])
        enums = [(en, vs, p) for en, vs in self.enums for p in self.places(ctx, "E:" + en)]
        strs = self.places(ctx, "s")
        k = r.random()
        name = self.fresh(ctx, LOCALS)
        arms = []  # (pattern, binds)
        if enums and k < 0.5:
            en, vs, p = r.choice(enums)
            scrut = self.val(p) if rs else f"{p.text}.kind"
            for vn, pl, tup in vs:
                if rs:
                    # bindings must not shadow a variable the arm may use
                    al = [(n, n if n not in ctx.names else f"{n}_{j}") for j, (n, _) in enumerate(pl)]
                    if not pl:
                        pat = f"{en}::{vn}"
                    elif tup:
                        pat = f"{en}::{vn}({', '.join(a for _, a in al)})"
                    else:
                        pat = f"{en}::{vn} {{ {', '.join(n if n == a else f'{n}: {a}' for n, a in al)} }}"
                    binds = [Place(a, t) for (_, a), (_, t) in zip(al, pl)]
                else:
                    pat = f'"{vn}"'
                    binds = [Place(f"{p.text}.{n}", t, root=p.root) for n, t in pl]
                arms.append((pat, binds))
            exhaustive = True
        elif strs and k < 0.75:
            p = r.choice(strs)
            scrut = (p.text if p.kind == "ref" else f"{p.text}.as_str()") if rs else p.text
            for w in r.sample(WORDS, r.randint(1, 3)):
                arms.append((f'"{w}"', []))
            exhaustive = False
        else:
            m = r.randint(2, 5)
            scrut = f"{wrap(self.gen(ctx, 'i', 1))} % {m}"
            for j in r.sample(range(m), r.randint(1, m - 1)):
                arms.append((str(j), []))
            exhaustive = False
        if rs:
            self.emit(out, lvl, f"let {name}: {self.rty(ety)} = match {scrut} {{")
            for pat, binds in arms:
                ctx.scopes.append(binds)
                self.emit(out, lvl + 1, f"{pat} => {self.gen(ctx, ety, 1)},")
                ctx.scopes.pop()
            if not exhaustive:
                self.emit(out, lvl + 1, f"_ => {self.gen(ctx, ety, 1)},")
            self.emit(out, lvl, "};")
        else:
            self.emit(out, lvl, f"let {name} = {self.lit(ety)};")
            self.emit(out, lvl, f"switch ({scrut}) {{")
            for pat, binds in arms:
                ctx.scopes.append(binds)
                self.emit(out, lvl + 1, f"case {pat}:")
                self.emit(out, lvl + 2, f"{name} = {self.gen(ctx, ety, 1)};")
                self.emit(out, lvl + 2, "break;")
                ctx.scopes.pop()
            self.emit(out, lvl + 1, "default:")
            self.emit(out, lvl + 2, f"{name} = {self.gen(ctx, ety, 1)};")
            self.emit(out, lvl, "}")
        self.declare(ctx, Place(name, ety, "own", not rs))

    def closure(self, ctx, out, lvl):
        r, rs = self.r, self.rs
        name = self.fresh(ctx, ["adjust", "weigh", "clamp_to", "bump", "shift", "mix",
                                "scale_by", "to_bucket", "penalize"])
        x = r.choice(["x", "n", "v", "k"])
        caps = [p for p in self.places(ctx, "i") if not p.mut and p.kind == "own"
                and p.root not in ctx.frozen and p.text[:1] != "(" and "." not in p.text]
        c = r.choice(caps).text if caps and r.random() < 0.7 else self.lit("i")
        op = r.choice(["+", "-"])
        body = r.choice([f"{x} * {r.randint(2, 7)} {op} {c}", f"({x} {op} {c}) % {r.randint(5, 50)}",
                         f"{x} / {r.randint(2, 4)} + {c}" if rs else f"Math.floor({x} / {r.randint(2, 4)}) + {c}"])
        if rs:
            self.emit(out, lvl, f"let {name} = |{x}: i64| {body};")
        else:
            self.emit(out, lvl, f"const {name} = ({x}) => {body};")
        self.declare(ctx, Place(name, "c"))

    # -- items --------------------------------------------------------------
    def make_enum(self, out):
        r, rs = self.r, self.rs
        names = [e for e in ENUMS if e not in self.globals]
        en = r.choice(names)
        self.globals.add(en)
        vs = []
        for vn in r.sample(VARIANTS, r.randint(2, 5)):
            kind = r.random()
            if kind < 0.4:
                vs.append((vn, [], True))
            else:
                pl = []
                for _ in range(1 if kind < 0.75 else 2):
                    t = r.choice(["i", "i", "f", "b"])
                    n = r.choice(PAYLOAD[t])
                    if n not in [a for a, _ in pl]:
                        pl.append((n, t))
                vs.append((vn, pl, kind < 0.75))
        self.enums.append((en, vs))
        if rs:
            out.append("#[derive(Debug, Clone, Copy, PartialEq)]")
            out.append(f"enum {en} {{")
            for vn, pl, tup in vs:
                if not pl:
                    out.append(f"    {vn},")
                elif tup:
                    out.append(f"    {vn}({', '.join(self.rty(t) for _, t in pl)}),")
                else:
                    out.append(f"    {vn} {{ {', '.join(f'{n}: {self.rty(t)}' for n, t in pl)} }},")
            out.append("}")
        else:
            out.append(f"class {en} {{")
            out.append("  constructor(kind, fields) {")
            out.append("    this.kind = kind;")
            out.append("    Object.assign(this, fields);")
            out.append("  }")
            for vn, pl, _ in vs:
                ps = ", ".join(n for n, _ in pl)
                out.append("")
                out.append(f"  static {camel(vn.lower())}({ps}) {{")
                out.append(f'    return new {en}("{vn}", {{ {ps} }});' if pl else f'    return new {en}("{vn}", {{}});')
                out.append("  }")
            out.append("}")
        out.append("")

    def fn_ctx(self, ret, selfp=None):
        ctx = Ctx(ret, selfp)
        ctx.allowed = list(self.callables)
        ctx.types_s = [s for s in self.structs if any(c.owner == s and c.kind == "ctor" for c in self.callables)]
        return ctx

    def body(self, ctx, out, lvl, n, ret, result_init=None):
        """Statements, then the returned value (if any)."""
        r = self.r
        res = None
        if ret and r.random() < 0.45 and ret in ("i", "f", "s", "v", "m"):
            res = self.let(ctx, out, lvl, ty=ret, mut=True, pool=["result", "acc", "out", "total", "summary"])
        for _ in range(n):
            self.stmt(ctx, out, lvl)
        if ret:
            e = self.val(res) if res and r.random() < 0.8 else self.gen(ctx, ret, 0)
            if res and self.rs and e.endswith(".clone()") and e[:-8] == res.text:
                e = res.text
            self.emit(out, lvl, e if self.rs else f"return {e};")

    def params(self, ctx, n, prims_only=False):
        r = self.r
        tys = ["i"] * 4 + ["f"] * 2 + ["b"] + ["s"] * 2 + ["v"] * 2
        if not prims_only:
            tys += ["m"] + ["S:" + s for s in ctx.types_s] + ["E:" + e for e, _ in self.enums]
        else:
            tys = ["i", "i", "f", "b"]
        ps = []
        for _ in range(n):
            t = r.choice(tys)
            pool = FIELDS.get(t[0] if t[0] in "SE" and False else t, None) or ["input", "other", "target", "source", "spec"]
            if t.startswith("S:"):
                pool = [t[2:].lower(), "other", "target", "source"]
            if t.startswith("E:"):
                pool = [t[2:].lower(), "mode", "state", "kind"]
            name = self.fresh(ctx, pool + ["input", "amount", "limit", "seed"])
            ps.append((name, t))
            kind = "ref" if (self.rs and (t in ("s", "v", "m") or t.startswith("S:"))) else "own"
            ctx.scopes[0].append(Place(name, t, kind, local=False))
        return ps

    def sig(self, ps):
        if self.rs:
            return ", ".join(f"{n}: {self.rty(t, True)}" for n, t in ps)
        return ", ".join(ps and [n for n, _ in ps])

    def finish(self, c, ctx):
        c.cost = 1 + ctx.cost

    def make_struct(self, out):
        r, rs = self.r, self.rs
        sn = r.choice([s for s in STRUCTS if s not in self.globals])
        self.globals.add(sn)
        fields = []
        used = set()
        ftys = ["i", "i", "f", "b", "s", "s", "v"] + (["E"] if self.enums else []) + (["m"] if r.random() < 0.2 else [])
        for _ in range(r.randint(2, 6)):
            t = r.choice(ftys)
            fname = r.choice(FIELDS[t])
            if fname in used:
                continue
            used.add(fname)
            if t == "E":
                t = "E:" + r.choice(self.enums)[0]
            fields.append((fname, t))
        self.structs[sn] = fields
        # constructor
        ctx = self.fn_ctx(None)
        cps = [(f, t) for f, t in fields if t in ("i", "f", "b", "s")]
        cps = r.sample(cps, r.randint(min(1, len(cps)), len(cps)))
        for f, t in cps:
            ctx.names.add(f)
            ctx.scopes[0].append(Place(self.id(f), t, "ref" if rs and t == "s" else "own"))
        ctor = Callable("new", cps, "S:" + sn, "ctor", sn)
        lines = []
        inits = []
        for f, t in fields:
            if (f, t) in cps:
                inits.append(self.id(f) if not rs or t != "s" else f"{f}: {f}.to_string()")
            else:
                e = self.gen(ctx, t, 1) if t in ("i", "f", "b", "v") or t.startswith("E:") else self.lit(t)
                inits.append(f"{self.id(f)}: {e}" if rs else (self.id(f), e))
        if rs:
            out.append("#[derive(Debug, Clone)]")
            out.append(f"struct {sn} {{")
            for f, t in fields:
                out.append(f"    {f}: {self.rty(t)},")
                if t == "m":
                    self.need.add("HashMap")
            out.append("}")
            out.append("")
            out.append(f"impl {sn} {{")
            out.append(f"    fn new({self.sig(cps)}) -> Self {{")
            out.append(f"        {sn} {{ " + ", ".join(inits) + " }" if len(inits) <= 3 else f"        {sn} {{")
            if len(inits) > 3:
                for i in inits:
                    out.append(f"            {i},")
                out.append("        }")
            out.append("    }")
        else:
            out.append(f"class {sn} {{")
            out.append(f"  constructor({self.sig(cps)}) {{")
            for (f, t), i in zip(fields, inits):
                out.append(f"    this.{camel(f)} = {i if isinstance(i, str) else i[1]};")
            out.append("  }")
        self.callables.append(ctor)
        # methods
        for _ in range(r.randint(1, 4)):
            mut = r.random() < 0.4
            ret = r.choice(["i", "i", "f", "b", "s", "v"]) if not mut or r.random() < 0.4 else None
            name = self.fresh_global(f"{r.choice(VERBS)}_{r.choice(NOUNS)}")
            selfp = Place("self" if rs else "this", "S:" + sn, "ref", mut)
            ctx = self.fn_ctx(ret, selfp)
            ps = self.params(ctx, r.randint(0, 2), prims_only=True)
            kind = "mut" if mut else "method"
            c = Callable(name, ps, ret, kind, sn)
            lines = []
            self.body(ctx, lines, 2, r.randint(1, 5), ret)
            self.finish(c, ctx)
            out.append("")
            if rs:
                rt = f" -> {self.rty(ret)}" if ret else ""
                sp = "&mut self" if mut else "&self"
                out.append(f"    fn {name}({', '.join([sp] + ([self.sig(ps)] if ps else []))}){rt} {{")
            else:
                out.append(f"  {camel(name)}({self.sig(ps)}) {{")
            out += lines
            out.append(self.ind + "}")
            self.callables.append(c)
        if rs:
            out.append("}")
        # Display / toString
        if r.random() < 0.5:
            shown = [(f, t) for f, t in fields if t in ("i", "f", "s", "b")][:3]
            if shown:
                self.display.add(sn)
                if rs:
                    self.need.add("fmt")
                    fs = ", ".join(f"{f}={{}}" for f, _ in shown)
                    out.append("")
                    out.append(f"impl fmt::Display for {sn} {{")
                    out.append("    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {")
                    out.append(f'        write!(f, "{sn}({fs})", {", ".join("self." + f for f, _ in shown)})')
                    out.append("    }")
                    out.append("}")
                else:
                    fs = ", ".join(f"{camel(f)}=${{this.{camel(f)}}}" for f, _ in shown)
                    out.append("")
                    out.append("  toString() {")
                    out.append(f"    return `{sn}({fs})`;")
                    out.append("  }")
        if not rs:
            out.append("}")
        out.append("")

    def fresh_global(self, name):
        base, k = name, 2
        while name in self.globals:
            name = f"{base}_{k}"
            k += 1
        self.globals.add(name)
        return name

    def make_fn(self, out):
        r, rs = self.r, self.rs
        ret = r.choice(["i", "i", "i", "f", "b", "s", "s", "v", "v", "m"] + ["S:" + s for s in self.structs])
        name = self.fresh_global(f"{r.choice(VERBS)}_{r.choice(NOUNS)}")
        ctx = self.fn_ctx(ret)
        ps = self.params(ctx, r.randint(1, 4))
        c = Callable(name, ps, ret, "fn")
        lines = []
        self.body(ctx, lines, 1, r.randint(2, 7), ret)
        self.finish(c, ctx)
        if rs:
            out.append(f"fn {name}({self.sig(ps)}) -> {self.rty(ret)} {{")
            if ret == "m":
                self.need.add("HashMap")
        else:
            out.append(f"function {camel(name)}({self.sig(ps)}) {{")
        out += lines
        out.append("}")
        out.append("")
        self.callables.append(c)

    def make_rec(self, out):
        r, rs = self.r, self.rs
        k = r.randint(0, 2)
        name = self.fresh_global(["fib", "factorial", "triangle"][k])
        n = "n"
        if k == 0:
            body = (f"if {n} < 2 {{ {n} }} else {{ {name}({n} - 1) + {name}({n} - 2) }}" if rs
                    else f"return {n} < 2 ? {n} : {camel(name)}({n} - 1) + {camel(name)}({n} - 2);")
        elif k == 1:
            body = (f"if {n} <= 1 {{ 1 }} else {{ {n} * {name}({n} - 1) }}" if rs
                    else f"return {n} <= 1 ? 1 : {n} * {camel(name)}({n} - 1);")
        else:
            body = (f"if {n} <= 0 {{ 0 }} else {{ {n} + {name}({n} - 1) }}" if rs
                    else f"return {n} <= 0 ? 0 : {n} + {camel(name)}({n} - 1);")
        out.append(f"fn {name}({n}: i64) -> i64 {{" if rs else f"function {camel(name)}({n}) {{")
        out.append(self.ind + body)
        out.append("}")
        out.append("")
        c = Callable(name, [("n", "i")], "i", "rec")
        c.cost = 120
        self.callables.append(c)

    def make_consts(self, out):
        r, rs = self.r, self.rs
        for _ in range(r.randint(1, 4)):
            t = r.choice(["i", "i", "f", "s", "v"])
            name = r.choice(CONSTS[t])
            if name in self.globals:
                continue
            self.globals.add(name)
            if t == "i":
                v = str(r.choice([3, 4, 5, 8, 10, 12, 16, 24, 100]))
                out.append(f"const {name}: i64 = {v};" if rs else f"const {name} = {v};")
                self.consts.append(Place(name, "i", local=False))
            elif t == "f":
                v = r.choice(["0.15", "0.85", "1.25", "2.5", "0.01"])
                out.append(f"const {name}: f64 = {v};" if rs else f"const {name} = {v};")
                self.consts.append(Place(name, "f", local=False))
            elif t == "s":
                v = f'"{self.word()}"'
                out.append(f"const {name}: &str = {v};" if rs else f"const {name} = {v};")
                self.consts.append(Place(name, "s", "ref", local=False))
            else:
                xs = [str(r.randint(1, 20)) for _ in range(r.randint(3, 6))]
                out.append(f"const {name}: [i64; {len(xs)}] = [{', '.join(xs)}];" if rs
                           else f"const {name} = Object.freeze([{', '.join(xs)}]);")
                self.consts.append(Place(name, "v", "arr", local=False))
        out.append("")

    def make_main(self, out, nstmts):
        r, rs = self.r, self.rs
        ctx = Ctx(None, budget=BUDGET_MAIN, in_main=True)
        ctx.allowed = list(self.callables)
        ctx.types_s = list(self.structs)
        lines = []
        lvl = 1
        for s in self.structs:
            if r.random() < 0.8:
                self.let(ctx, lines, lvl, ty="S:" + s, mut=True, pool=[s.lower(), "first_" + s.lower(), "main_" + s.lower()])
        self.let(ctx, lines, lvl, ty="m", mut=True, pool=["counts", "registry", "index", "tally"])
        self.let(ctx, lines, lvl, ty="v", mut=True, pool=["values", "samples", "queue", "series"])
        for _ in range(nstmts):
            self.stmt(ctx, lines, lvl)
        # make sure every function and method is used
        for c in self.callables:
            if c.used or c.kind == "ctor":
                continue
            if c.kind in ("method", "mut") and not self.receivers(ctx, c):
                self.let(ctx, lines, lvl, ty="S:" + c.owner, mut=True, pool=[c.owner.lower(), "extra_" + c.owner.lower()])
            e = self.call(ctx, c, 0)
            if c.ret is None:
                lines.append(self.ind + e + ";")
            else:
                p = self.let(ctx, lines, lvl, ty=c.ret, mut=False, init=e)
                lines.append(self.ind + (f'println!("{{:?}}", {p.text});' if rs else f"console.log({p.text});"))
        out.append("fn main() {" if rs else "function main() {")
        out += lines
        out.append("}")

    def program(self, target):
        r, rs = self.r, self.rs
        items = []
        self.make_consts(items)
        for _ in range(r.randint(1, 2)):
            self.make_enum(items)
        est = lambda: sum(len(x) + 1 for x in items) + 1200
        want = 2 + (target > 6000) + (target > 10000)
        while est() < target or len(self.structs) < 2:
            k = r.random()
            if len(self.structs) < want and k < 0.6 or k < 0.25 and len(self.structs) < 6:
                self.make_struct(items)
            elif k < 0.36 and not any(c.kind == "rec" for c in self.callables):
                self.make_rec(items)
            else:
                self.make_fn(items)
        self.make_main(items, r.randint(4, 12))
        head = [] if rs else ['"use strict";', ""]
        if rs:
            cols = [n for n in ("HashMap", "HashSet") if n in self.need]
            if len(cols) == 1:
                head.append(f"use std::collections::{cols[0]};")
            elif cols:
                head.append("use std::collections::{HashMap, HashSet};")
            if "fmt" in self.need:
                head.append("use std::fmt;")
            if head:
                head.append("")
        else:
            if "util" in self.need:
                head += ['const util = require("util");', ""]
            items.append("")
            items.append("main();")
        return "\n".join(head + items) + "\n"


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("rust", "js"):
        sys.exit("usage: gen_programs.py rust|js SEED")
    lang, seed = sys.argv[1], int(sys.argv[2])
    # pick a size in 2-15 KB; regenerate with a smaller target when over
    target = random.Random(f"size:{lang}:{seed}").randint(1500, 12500)
    for attempt in range(8):
        text = Gen(lang, f"{seed}:{attempt}").program(target)
        if 2048 <= len(text) <= 15360:
            break
        target = target * 3 // 4 if len(text) > 15360 else target + 1000
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
