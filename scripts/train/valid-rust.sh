#!/usr/bin/env bash
# The synthetic training oracle for Rust (like valid-c.sh): the candidate
# still contains the KEEP token and type-checks as a 2021-edition binary
# crate. Only metadata is emitted (no codegen, so checks stay fast) into a
# temporary directory. Warnings (unused variables, dead code, ...) are
# allowed; errors and the lints that mark broken code fail.
# usage: valid-rust.sh CANDIDATE KEEP
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: valid-rust.sh CANDIDATE KEEP" >&2; exit 2; }
cand=$1; keep=$2
grep -qF -- "$keep" "$cand" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rustc --edition 2021 --crate-type bin --crate-name candidate --emit=metadata \
  -o "$tmp/candidate.rmeta" -A warnings \
  -D unconditional-recursion -D arithmetic-overflow -D unconditional-panic \
  "$cand" >/dev/null 2>&1
