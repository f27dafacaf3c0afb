#!/bin/sh
# Interesting (exit 0) when gcc still compiles the candidate and warns about a
# division by zero.
gcc -c -O2 -Wall -o /dev/null "$1" 2>&1 | grep -q 'division by zero'
