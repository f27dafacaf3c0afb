#!/bin/sh
# Semantic interestingness test for the modules-holdout suite (exit 0 =
# interesting): bench/modules/oracle.sh with the checks beside this script.
# usage: oracle.sh CANDIDATE CHECK
# CHECK names a file in checks/ beside this script; see ../modules/oracle.sh.
here="$(cd "$(dirname "$0")" && pwd)" || exit 2
CHECKS_DIR="$here/checks"
export CHECKS_DIR
exec "$here/../modules/oracle.sh" "$@"
