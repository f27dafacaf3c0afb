"""A small double-entry ledger: accounts in several currencies, transactions
whose postings balance, conversion through a table of exchange rates (direct,
inverse or through a base currency), overdraft limits and a plain-text
trial balance."""

import datetime as _dt
from decimal import Decimal, InvalidOperation, ROUND_HALF_EVEN

# Decimal places of each currency's minor unit (ISO 4217).
MINOR_UNITS = {"USD": 2, "EUR": 2, "GBP": 2, "CHF": 2, "SEK": 2, "JPY": 0, "KWD": 3}
ACCOUNT_KINDS = ("asset", "liability", "equity", "income", "expense")
OPENING = "equity:opening"


class LedgerError(Exception):
    """Base of every error the ledger raises."""


class UnknownCurrency(LedgerError):
    pass


class UnknownAccount(LedgerError):
    pass


class NoRate(LedgerError):
    pass


class UnbalancedTransaction(LedgerError):
    pass


class InsufficientFunds(LedgerError):
    pass


def to_decimal(value):
    """VALUE as a Decimal; a float goes through its repr, so 0.1 stays 0.1."""
    if isinstance(value, Decimal):
        return value
    if isinstance(value, float):
        value = repr(value)
    try:
        return Decimal(value)
    except (InvalidOperation, TypeError, ValueError):
        raise LedgerError("not an amount: %r" % (value,)) from None


def check_currency(code):
    if code not in MINOR_UNITS:
        raise UnknownCurrency("unknown currency %r" % (code,))
    return code


def quantize(amount, currency):
    """AMOUNT rounded half to even to the minor unit of CURRENCY."""
    places = MINOR_UNITS[check_currency(currency)]
    return to_decimal(amount).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)


def format_amount(amount, currency):
    """Like '-1,234.50 USD'."""
    places = MINOR_UNITS[check_currency(currency)]
    return "{:,.{}f} {}".format(quantize(amount, currency), places, currency)


class Money:
    """An amount in one currency, always rounded to its minor unit."""

    __slots__ = ("amount", "currency")

    def __init__(self, amount, currency):
        self.amount = quantize(amount, currency)
        self.currency = currency

    def _same(self, other):
        if not isinstance(other, Money) or other.currency != self.currency:
            raise LedgerError("cannot mix %s with %r" % (self.currency, other))

    def __add__(self, other):
        self._same(other)
        return Money(self.amount + other.amount, self.currency)

    def __sub__(self, other):
        self._same(other)
        return Money(self.amount - other.amount, self.currency)

    def __neg__(self):
        return Money(-self.amount, self.currency)

    def __eq__(self, other):
        return isinstance(other, Money) and (self.amount, self.currency) == (other.amount, other.currency)

    def __hash__(self):
        return hash((self.amount, self.currency))

    def is_zero(self):
        return self.amount == 0

    def __repr__(self):
        return "Money(%r, %r)" % (str(self.amount), self.currency)

    def __str__(self):
        return format_amount(self.amount, self.currency)


class RateTable:
    """Exchange rates: rate(a, b) is how many units of b one unit of a buys."""

    def __init__(self, base="USD"):
        self.base = check_currency(base)
        self._rates = {}

    def set_rate(self, source, target, rate):
        rate = to_decimal(rate)
        if rate <= 0:
            raise LedgerError("a rate must be positive, got %s" % rate)
        self._rates[(check_currency(source), check_currency(target))] = rate

    def rate(self, source, target):
        if source == target:
            return Decimal(1)
        direct = self._rates.get((source, target))
        if direct is not None:
            return direct
        inverse = self._rates.get((target, source))
        if inverse is not None:
            return Decimal(1) / inverse
        if self.base not in (source, target):
            try:
                return self.rate(source, self.base) * self.rate(self.base, target)
            except NoRate:
                pass
        raise NoRate("no rate from %s to %s" % (source, target))

    def convert(self, money, target):
        return Money(money.amount * self.rate(money.currency, target), check_currency(target))


class Account:
    """A named account; OVERDRAFT is how far below zero an asset account may
    go (None: without limit)."""

    def __init__(self, name, currency, kind="asset", overdraft=0):
        if kind not in ACCOUNT_KINDS:
            raise LedgerError("unknown kind of account %r" % (kind,))
        self.name = name
        self.currency = check_currency(currency)
        self.kind = kind
        self.overdraft = None if overdraft is None else quantize(overdraft, currency)
        self.balance = Money(0, currency)
        self.postings = []

    def can_take(self, money):
        if self.kind != "asset" or self.overdraft is None:
            return True
        return (self.balance + money).amount >= -self.overdraft

    def __repr__(self):
        return "Account(%r, %s)" % (self.name, self.balance)


class Posting:
    __slots__ = ("account", "money", "memo")

    def __init__(self, account, money, memo=""):
        self.account = account
        self.money = money
        self.memo = memo


class Transaction:
    """Postings that happen together; in the ledger's base currency they sum
    to zero, within a minor unit per posting for rounding."""

    def __init__(self, date, description=""):
        self.date = date
        self.description = description
        self.postings = []

    def add(self, account, money, memo=""):
        if money.currency != account.currency:
            raise LedgerError("%s is kept in %s, not %s" % (account.name, account.currency, money.currency))
        self.postings.append(Posting(account, money, memo))
        return self

    def check_balanced(self, rates):
        total = sum((rates.convert(p.money, rates.base).amount for p in self.postings), Decimal(0))
        slack = Decimal(1).scaleb(-MINOR_UNITS[rates.base]) * len(self.postings)
        if abs(total) > slack:
            raise UnbalancedTransaction("%r is off by %s %s" % (self.description, total, rates.base))


class Ledger:
    def __init__(self, base="USD", rates=None):
        self.rates = rates or RateTable(base)
        self.base = self.rates.base
        self.accounts = {}
        self.transactions = []

    def open_account(self, name, currency, kind="asset", overdraft=0):
        if name in self.accounts:
            raise LedgerError("account %r already exists" % (name,))
        account = Account(name, currency, kind, overdraft)
        self.accounts[name] = account
        return account

    def account(self, name):
        try:
            return self.accounts[name]
        except KeyError:
            raise UnknownAccount("no account %r" % (name,)) from None

    def _opening(self, currency):
        name = "%s:%s" % (OPENING, currency)
        if name not in self.accounts:
            self.open_account(name, currency, kind="equity", overdraft=None)
        return self.accounts[name]

    def post(self, transaction):
        """Applies TRANSACTION, all of it or nothing."""
        transaction.check_balanced(self.rates)
        for posting in transaction.postings:
            if not posting.account.can_take(posting.money):
                raise InsufficientFunds("%s cannot pay %s" % (posting.account.name, -posting.money))
        for posting in transaction.postings:
            posting.account.balance = posting.account.balance + posting.money
            posting.account.postings.append((transaction, posting))
        self.transactions.append(transaction)
        return transaction

    def deposit(self, name, amount, date=None, memo="deposit"):
        account = self.account(name)
        money = Money(amount, account.currency)
        if money.amount <= 0:
            raise LedgerError("a deposit must be positive")
        tx = Transaction(date or _dt.date.today(), memo)
        tx.add(account, money).add(self._opening(account.currency), -money)
        return self.post(tx)

    def transfer(self, source, target, amount, date=None, memo="transfer"):
        """Moves AMOUNT (in the source account's currency) to TARGET,
        converted to the target's currency."""
        src, dst = self.account(source), self.account(target)
        sent = Money(amount, src.currency)
        if sent.amount <= 0:
            raise LedgerError("a transfer must be positive")
        received = self.rates.convert(sent, dst.currency)
        tx = Transaction(date or _dt.date.today(), memo)
        tx.add(src, -sent).add(dst, received)
        return self.post(tx)

    def reverse(self, transaction, date=None):
        tx = Transaction(date or _dt.date.today(), "reversal of %s" % transaction.description)
        for posting in transaction.postings:
            tx.add(posting.account, -posting.money, posting.memo)
        return self.post(tx)

    def balance(self, name):
        return self.account(name).balance

    def history(self, name, since=None, until=None):
        out = []
        for tx, posting in self.account(name).postings:
            if (since is None or tx.date >= since) and (until is None or tx.date <= until):
                out.append((tx.date, tx.description, posting.money))
        return out

    def trial_balance(self):
        """Each account's balance in the base currency, and their total."""
        rows = [(a.name, self.rates.convert(a.balance, self.base)) for a in self.accounts.values()]
        total = sum((money.amount for _, money in rows), Decimal(0))
        return rows, Money(total, self.base)

    def report(self):
        rows, total = self.trial_balance()
        width = max([len(name) for name, _ in rows] + [5])
        lines = ["%-*s  %s" % (width, name, money) for name, money in sorted(rows, key=lambda r: r[0])]
        lines.append("-" * (width + 20))
        lines.append("%-*s  %s" % (width, "total", total))
        return "\n".join(lines)
