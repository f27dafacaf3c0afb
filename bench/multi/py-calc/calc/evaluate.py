"""The evaluator: variables, built-in functions, constants."""

import math

from .errors import EvalError
from .nodes import Assign, Binary, Call, Num, Unary, Var
from .parser import parse


FUNCTIONS = {
    "abs": (1, abs),
    "sqrt": (1, math.sqrt),
    "min": (None, min),
    "max": (None, max),
    "round": (None, round),
    "log": (None, math.log),
    "sin": (1, math.sin),
    "cos": (1, math.cos),
}

CONSTANTS = {"pi": math.pi, "e": math.e}


def _divide(op, left, right):
    if right == 0:
        raise EvalError("division by zero")
    if op == "/":
        result = left / right
        return int(result) if isinstance(result, float) and result.is_integer() else result
    if op == "//":
        return left // right
    return left % right


def _binary(op, left, right):
    if op == "+":
        return left + right
    if op == "-":
        return left - right
    if op == "*":
        return left * right
    if op in ("/", "//", "%"):
        return _divide(op, left, right)
    if op in ("**", "^"):
        if left == 0 and right < 0:
            raise EvalError("zero to a negative power")
        return left ** right
    comparisons = {
        "==": left == right, "!=": left != right, "<": left < right,
        "<=": left <= right, ">": left > right, ">=": left >= right,
    }
    return int(comparisons[op])


class Calculator:
    def __init__(self):
        self.variables = dict(CONSTANTS)
        self.history = []

    def evaluate(self, source):
        value = self.eval_node(parse(source))
        self.history.append((source, value))
        self.variables["ans"] = value
        return value

    def eval_node(self, node):
        if isinstance(node, Num):
            return node.value
        if isinstance(node, Var):
            if node.name not in self.variables:
                raise EvalError("unknown variable %r" % node.name)
            return self.variables[node.name]
        if isinstance(node, Unary):
            value = self.eval_node(node.operand)
            return -value if node.op == "-" else value
        if isinstance(node, Binary):
            return _binary(node.op, self.eval_node(node.left), self.eval_node(node.right))
        if isinstance(node, Call):
            if node.name not in FUNCTIONS:
                raise EvalError("unknown function %r" % node.name)
            arity, function = FUNCTIONS[node.name]
            args = [self.eval_node(a) for a in node.args]
            if arity is not None and len(args) != arity:
                raise EvalError("%s takes %d argument(s), got %d" % (node.name, arity, len(args)))
            try:
                return function(*args)
            except (ValueError, TypeError) as exc:
                raise EvalError("%s: %s" % (node.name, exc)) from None
        if isinstance(node, Assign):
            if node.name in CONSTANTS:
                raise EvalError("cannot assign to the constant %r" % node.name)
            value = self.eval_node(node.value)
            self.variables[node.name] = value
            return value
        raise EvalError("cannot evaluate %r" % (node,))


def evaluate(source, variables=None):
    calc = Calculator()
    if variables:
        calc.variables.update(variables)
    return calc.evaluate(source)

