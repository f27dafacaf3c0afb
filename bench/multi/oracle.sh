#!/bin/sh
# Semantic interestingness test for the multi-file suite (exit 0 =
# interesting). usage: oracle.sh CASE_DIR CHECK
# CHECK names a file in checks/ that exercises the candidate folder:
#   .c   gcc builds it with the folder's src/*.c that define no main and
#        -I include, and the program must exit 0;
#   .js  node runs it with the folder as its argument;
#   .py  python3 runs it with the folder as its argument.
# Each step has a time limit so a candidate that loops is not interesting.
dir="$1"; check="$2"
[ -d "$dir" ] || exit 2
case "$dir" in /*) ;; *) dir="$PWD/$dir" ;; esac
checks="$(cd "$(dirname "$0")" && pwd)/checks"
[ -f "$checks/$check" ] || { echo "no check $check" >&2; exit 2; }
case "$check" in
  *.c)
    work=$(mktemp -d) || exit 2
    trap 'rm -rf "$work"' EXIT
    set --
    for f in "$dir"/src/*.c; do
      [ -f "$f" ] || continue
      grep -q 'main *(' "$f" || set -- "$@" "$f"
    done
    timeout 20 gcc -w -I "$dir/include" -o "$work/check" "$checks/$check" "$@" >/dev/null 2>&1 || exit 1
    timeout 10 "$work/check" >/dev/null 2>&1 ;;
  *.js) exec timeout 10 node "$checks/$check" "$dir" >/dev/null 2>&1 ;;
  *.py) PYTHONDONTWRITEBYTECODE=1 exec timeout 10 python3 "$checks/$check" "$dir" >/dev/null 2>&1 ;;
  *) echo "unknown kind of check: $check" >&2; exit 2 ;;
esac
