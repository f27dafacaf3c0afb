# A transfer between accounts in different currencies converts at the inverse
# of the known rate, rounded to the target currency's minor unit.
import importlib.util, sys
from decimal import Decimal

spec = importlib.util.spec_from_file_location("subject", sys.argv[1])
subject = importlib.util.module_from_spec(spec)
spec.loader.exec_module(subject)
ledger = subject.Ledger(base="USD")
ledger.rates.set_rate("USD", "JPY", "151.37")
ledger.open_account("wallet", "JPY")
ledger.open_account("savings", "USD")
ledger.deposit("wallet", 20000)
ledger.transfer("wallet", "savings", 10000)
assert ledger.balance("savings").amount == Decimal("66.06"), ledger.balance("savings")
assert ledger.balance("wallet").amount == Decimal("10000"), ledger.balance("wallet")
