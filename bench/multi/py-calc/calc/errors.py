"""The calculator's error types."""

class CalcError(Exception):
    """Base of every error the calculator raises."""


class TokenizeError(CalcError):
    pass


class ParseError(CalcError):
    pass


class EvalError(CalcError):
    pass

