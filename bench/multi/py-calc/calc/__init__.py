"""A small arithmetic expression language."""

from .errors import CalcError, EvalError, ParseError, TokenizeError
from .evaluate import Calculator, evaluate
from .parser import parse

__all__ = ["CalcError", "EvalError", "ParseError", "TokenizeError", "Calculator", "evaluate", "parse"]
