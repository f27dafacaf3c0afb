"""A small arithmetic expression language: a tokenizer, a precedence-climbing
parser to an AST, and an evaluator with variables, built-in functions and
its own error types."""

import math
import re


class CalcError(Exception):
    """Base of every error the calculator raises."""


class TokenizeError(CalcError):
    pass


class ParseError(CalcError):
    pass


class EvalError(CalcError):
    pass


TOKEN = re.compile(
    r"\s*(?:(?P<number>\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?"
    r"|(?P<name>[A-Za-z_][A-Za-z_0-9]*)"
    r"|(?P<op>\*\*|//|==|!=|<=|>=|[-+*/%^(),<>=]))"
)


class Token:
    __slots__ = ("kind", "text", "pos")

    def __init__(self, kind, text, pos):
        self.kind = kind
        self.text = text
        self.pos = pos

    def __repr__(self):
        return "Token(%s, %r, %d)" % (self.kind, self.text, self.pos)


def tokenize(source):
    tokens = []
    pos = 0
    while pos < len(source):
        if source[pos:].strip() == "":
            break
        match = TOKEN.match(source, pos)
        if not match:
            raise TokenizeError("unexpected character %r at %d" % (source[pos], pos))
        kind = match.lastgroup
        text = match.group(0).strip()
        if kind == "number" or kind is None:
            kind = "number"
        tokens.append(Token(kind, text, match.start()))
        pos = match.end()
    tokens.append(Token("end", "", len(source)))
    return tokens


class Num:
    def __init__(self, value):
        self.value = value


class Var:
    def __init__(self, name):
        self.name = name


class Unary:
    def __init__(self, op, operand):
        self.op = op
        self.operand = operand


class Binary:
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right


class Call:
    def __init__(self, name, args):
        self.name = name
        self.args = args


class Assign:
    def __init__(self, name, value):
        self.name = name
        self.value = value


BINARY = {
    "==": (1, "left"), "!=": (1, "left"),
    "<": (2, "left"), "<=": (2, "left"), ">": (2, "left"), ">=": (2, "left"),
    "+": (3, "left"), "-": (3, "left"),
    "*": (4, "left"), "/": (4, "left"), "//": (4, "left"), "%": (4, "left"),
    "**": (6, "right"), "^": (6, "right"),
}


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.index = 0

    def peek(self):
        return self.tokens[self.index]

    def advance(self):
        token = self.tokens[self.index]
        self.index += 1
        return token

    def expect(self, text):
        token = self.advance()
        if token.text != text:
            raise ParseError("expected %r at %d, found %r" % (text, token.pos, token.text))
        return token

    def statement(self):
        first = self.peek()
        if first.kind == "name" and self.tokens[self.index + 1].text == "=":
            self.index += 2
            node = Assign(first.text, self.expression(0))
        else:
            node = self.expression(0)
        if self.peek().kind != "end":
            raise ParseError("unexpected %r at %d" % (self.peek().text, self.peek().pos))
        return node

    def expression(self, min_level):
        left = self.unary()
        while True:
            token = self.peek()
            rule = BINARY.get(token.text) if token.kind == "op" else None
            if rule is None or rule[0] < min_level:
                return left
            level, assoc = rule
            self.advance()
            right = self.expression(level + 1 if assoc == "left" else level)
            left = Binary(token.text, left, right)

    def unary(self):
        token = self.peek()
        if token.text in ("-", "+"):
            self.advance()
            return Unary(token.text, self.expression(5))
        return self.primary()

    def primary(self):
        token = self.advance()
        if token.kind == "number":
            text = token.text
            return Num(float(text) if any(c in text for c in ".eE") else int(text))
        if token.kind == "name":
            if self.peek().text == "(":
                self.advance()
                args = []
                if self.peek().text != ")":
                    args.append(self.expression(0))
                    while self.peek().text == ",":
                        self.advance()
                        args.append(self.expression(0))
                self.expect(")")
                return Call(token.text, args)
            return Var(token.text)
        if token.text == "(":
            inner = self.expression(0)
            self.expect(")")
            return inner
        raise ParseError("unexpected %r at %d" % (token.text or "end of input", token.pos))


def parse(source):
    return Parser(tokenize(source)).statement()


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
