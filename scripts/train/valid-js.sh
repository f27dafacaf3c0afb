#!/usr/bin/env bash
# The synthetic training oracle for JavaScript (like valid-c.sh): the
# candidate still contains the KEEP token and runs to completion under node
# within 5 seconds. `node --check` only parses, so the program is run: the
# generated programs are strict-mode scripts that read no input and touch
# no files, so undeclared identifiers, calls of undefined functions, type
# errors and endless loops all fail. The candidate runs as a CommonJS copy
# (.cjs) in a temporary directory so its name and location don't matter.
# usage: valid-js.sh CANDIDATE KEEP
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: valid-js.sh CANDIDATE KEEP" >&2; exit 2; }
cand=$1; keep=$2
grep -qF -- "$keep" "$cand" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -- "$cand" "$tmp/candidate.cjs"
cd "$tmp"
timeout 5 node --no-warnings candidate.cjs >/dev/null 2>&1
