#!/usr/bin/env python3
"""Regenerate the C benchmark corpus: csmith programs + a keep-fragment each.

usage: gen-c.py OUTDIR SEED[:MAXFUNCS[:CSMITH-OPTION,...]] ...
Writes OUTDIR/<name>.c and appends one line per case to OUTDIR/cases.tsv:
name<TAB>file<TAB>keep-regex<TAB>bytes
e.g. 41:4:--no-arrays,--no-structs runs csmith --seed 41 --max-funcs 4
--no-arrays --no-structs.
"""
import os, random, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
RUNTIME = open(os.path.join(HERE, "runtime.h")).read()
TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|0[xX][0-9A-Fa-f]+[uUlL]*|[0-9]+[uUlL]*|\S")

def keep_regex(src, rng):
    body = src.split(RUNTIME, 1)[-1]
    lines = [l.strip() for l in body.splitlines() if l.startswith((" ", "\t"))]
    cands = [l for l in lines if l.endswith(";") and "=" in l and 20 <= len(l) <= 160
             and not l.startswith(("static", "int", "uint", "struct", "union", "const", "volatile"))]
    line = rng.choice(cands)
    toks = TOKEN.findall(line)[:5]
    return r"\s*".join(re.escape(t) for t in toks)

def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for arg in sys.argv[2:]:
        seed, _, rest = arg.partition(":")
        funcs, _, extra = rest.partition(":")
        funcs = funcs or "8"
        options = [o for o in extra.split(",") if o]
        src = subprocess.run(["csmith", "--seed", seed, "--no-safe-math", "--max-funcs", funcs] + options,
                             check=True, capture_output=True, text=True).stdout
        src = src.replace('#include "csmith.h"', RUNTIME)
        if len(src) < 20000:
            print(f"seed {seed}: only {len(src)} bytes, skipped", file=sys.stderr)
            continue
        name = f"csmith-{seed}"
        path = os.path.join(out, name + ".c")
        with open(path, "w") as f:
            f.write(src)
        rng = random.Random(int(seed))
        if subprocess.run([os.path.join(HERE, "oracle.sh"), path, "."]).returncode != 0:
            print(f"{name}: does not compile cleanly, skipped", file=sys.stderr)
            os.remove(path)
            continue
        for _ in range(20):
            keep = keep_regex(src, rng)
            ok = subprocess.run([os.path.join(HERE, "oracle.sh"), path, keep]).returncode == 0
            if ok:
                break
        else:
            print(f"{name}: original not interesting, skipped", file=sys.stderr)
            os.remove(path)
            continue
        with open(os.path.join(out, "cases.tsv"), "a") as f:
            f.write(f"{name}\t{name}.c\t{keep}\t{len(src.encode())}\n")
        print(name, len(src), keep)

if __name__ == "__main__":
    main()
