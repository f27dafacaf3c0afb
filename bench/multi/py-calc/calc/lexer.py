"""Tokens and the tokenizer."""

import re

from .errors import TokenizeError


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


