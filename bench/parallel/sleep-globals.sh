#!/bin/sh
# An I/O-bound oracle for the parallel figures: 100 ms of sleep, then
# csmith-12's keep regex and all 90 of its globals g_N (so that a fair
# share of removals fail).
sleep 0.1
tr '\n' ' ' < "$1" | grep -Eq -- 'if\s*\(\s*print_hash_value\s*\)\s*printf' || exit 1
[ "$(grep -o 'g_[0-9]*' "$1" | sort -u | wc -l)" -eq 90 ]
