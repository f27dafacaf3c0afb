"""The syntax tree."""


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


