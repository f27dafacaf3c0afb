#!/bin/sh
# sleep-globals.sh's verdicts in one awk process (6 ms of CPU a test
# instead of 11) and without the sleep: for the simulated clock, and with
# sleep-globals-awk.sh's 100 ms in front of it.
exec awk '{ text = text $0 " " } END {
  if (text !~ /if[ \t]*\([ \t]*print_hash_value[ \t]*\)[ \t]*printf/) exit 1
  n = 0; s = text
  while (match(s, /g_[0-9]*/)) { w = substr(s, RSTART, RLENGTH); if (!(w in seen)) { seen[w] = 1; n++ }; s = substr(s, RSTART + RLENGTH) }
  exit (n == 90 ? 0 : 1) }' "$1"
