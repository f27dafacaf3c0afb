# Dividing by an expression that evaluates to zero raises the module's own
# EvalError (not Python's ZeroDivisionError), while precedence still holds.
import importlib.util, sys

spec = importlib.util.spec_from_file_location("subject", sys.argv[1])
subject = importlib.util.module_from_spec(spec)
spec.loader.exec_module(subject)
assert subject.evaluate("7 - 2 * 3") == 1
try:
    subject.evaluate("1 / (4 - 2 * 2)")
except subject.EvalError:
    pass
else:
    raise SystemExit("no EvalError")
