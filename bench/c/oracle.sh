#!/bin/sh
# Interestingness test for the C benchmarks (exit 0 = interesting).
# usage: oracle.sh CANDIDATE KEEP_REGEX
# The candidate is interesting when it compiles with gcc without errors and without
# warnings that mark invalid or undefined code, and its preprocessed text (so neither
# comments nor junk after a directive count) still matches KEEP_REGEX, an extended
# regular expression that tolerates any whitespace between tokens.
cand="$1"; keep="$2"
[ -f "$cand" ] || exit 2
gcc -E -P -x c "$cand" 2>/dev/null | tr '\n' ' ' | grep -Eq -- "$keep" || exit 1
exec gcc -c -std=gnu99 -O0 -o /dev/null \
  -Werror=implicit-function-declaration -Werror=implicit-int -Werror=return-type \
  -Werror=int-conversion -Werror=incompatible-pointer-types -Werror=pointer-to-int-cast \
  -Werror=int-to-pointer-cast -Werror=div-by-zero -Werror=format -Werror=main -Werror=nonnull \
  -Werror=builtin-declaration-mismatch \
  -x c "$cand" 2>/dev/null
