#!/bin/sh
# Semantic interestingness test for the modules suite (exit 0 = interesting).
# usage: [CHECKS_DIR=DIR] oracle.sh CANDIDATE CHECK
# CHECK names a file in DIR (default: checks/ beside this script) that loads
# the candidate and checks one behaviour; its extension says how:
#   .js  node runs the check, which require()s the candidate;
#   .py  python3 runs the check, which imports the candidate from its path;
#   .rs  rustc (edition 2021) compiles the check with the candidate as its
#        module `subject`, and the program it builds must exit 0.
# Each step has a time limit so a candidate that loops is not interesting.
cand="$1"; check="$2"
[ -f "$cand" ] || exit 2
case "$cand" in /*) ;; *) cand="$PWD/$cand" ;; esac
checks="${CHECKS_DIR:-$(cd "$(dirname "$0")" && pwd)/checks}"
[ -f "$checks/$check" ] || { echo "no check $check" >&2; exit 2; }
case "$check" in
  *.js) exec timeout 10 node "$checks/$check" "$cand" >/dev/null 2>&1 ;;
  *.py) PYTHONDONTWRITEBYTECODE=1 exec timeout 10 python3 "$checks/$check" "$cand" >/dev/null 2>&1 ;;
  *.rs)
    work=$(mktemp -d) || exit 2
    trap 'rm -rf "$work"' EXIT
    # The candidate's path goes into a raw string literal; the check follows.
    { printf '#[path = r"%s"]\nmod subject;\n' "$cand"; cat "$checks/$check"; } > "$work/main.rs"
    timeout 20 rustc --edition 2021 -A warnings -C debuginfo=0 -o "$work/check" "$work/main.rs" \
      >/dev/null 2>&1 || exit 1
    timeout 10 "$work/check" >/dev/null 2>&1 ;;
  *) echo "unknown kind of check: $check" >&2; exit 2 ;;
esac
