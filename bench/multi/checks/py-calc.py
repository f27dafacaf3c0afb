# The package `calc` of the case: dividing by an expression that evaluates
# to zero raises its own EvalError, while precedence still holds.
import sys

sys.path.insert(0, sys.argv[1])
import calc  # noqa: E402

assert calc.evaluate("7 - 2 * 3") == 1
try:
    calc.evaluate("1 / (4 - 2 * 2)")
except calc.EvalError:
    pass
else:
    raise SystemExit("no EvalError")
