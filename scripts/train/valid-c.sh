#!/bin/sh
# The synthetic training oracle for C ([Gharachorlu 2021], §III.A, in
# docs/references.md): the candidate still
# contains the KEEP token and compiles without errors and without the
# warnings that mark invalid code (the benchmark oracle's list).
# usage: valid-c.sh CANDIDATE KEEP
cand="$1"; keep="$2"
grep -qF -- "$keep" "$cand" || exit 1
exec gcc -c -std=gnu99 -O0 -o /dev/null \
  -Werror=implicit-function-declaration -Werror=implicit-int -Werror=return-type \
  -Werror=int-conversion -Werror=incompatible-pointer-types -Werror=pointer-to-int-cast \
  -Werror=int-to-pointer-cast -Werror=div-by-zero -Werror=format -Werror=main -Werror=nonnull \
  -Werror=builtin-declaration-mismatch \
  -x c "$cand" 2>/dev/null
