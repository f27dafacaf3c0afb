# The long form of a date uses the weekday's and the month's names and an
# ordinal day.
import datetime, importlib.util, sys

spec = importlib.util.spec_from_file_location("subject", sys.argv[1])
subject = importlib.util.module_from_spec(spec)
spec.loader.exec_module(subject)
text = subject.format_date(datetime.date(2024, 3, 22), "%A, %B %o %Y")
assert text == "Friday, March 22nd 2024", text
