#!/bin/sh
# Interestingness test for the warning cases (exit 0 = interesting).
# usage: oracle.sh CANDIDATE WARNING
# The candidate is interesting when it compiles as bench/c/oracle.sh asks
# (gcc without errors, and without the warnings that mark invalid or
# undefined code) and gcc -Wall -Wextra still reports WARNING on it
# (`shift-negative-value` for `[-Wshift-negative-value]`).
cand="$1"; warning="$2"
[ -f "$cand" ] || exit 2
out=$(gcc -c -std=gnu99 -O0 -o /dev/null -Wall -Wextra \
  -Werror=implicit-function-declaration -Werror=implicit-int -Werror=return-type \
  -Werror=int-conversion -Werror=incompatible-pointer-types -Werror=pointer-to-int-cast \
  -Werror=int-to-pointer-cast -Werror=div-by-zero -Werror=format -Werror=main -Werror=nonnull \
  -Werror=builtin-declaration-mismatch \
  -x c "$cand" 2>&1) || exit 1
printf '%s\n' "$out" | grep -q -- "\[-W$warning\]"
