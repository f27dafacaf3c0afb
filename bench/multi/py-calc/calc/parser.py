"""A precedence-climbing parser to the syntax tree."""

from .errors import ParseError
from .lexer import tokenize
from .nodes import Assign, Binary, Call, Num, Unary, Var


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

