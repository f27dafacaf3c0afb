"""Date formatting and parsing with strftime-like patterns, independent of the
C library's locale, plus relative ("3 days ago") and ISO week helpers."""

import datetime as _dt

MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class FormatError(ValueError):
    """A pattern that cannot be formatted or a text that does not match it."""


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year, month):
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def day_of_year(date):
    return sum(days_in_month(date.year, m) for m in range(1, date.month)) + date.day


def iso_week(date):
    """The ISO 8601 (year, week) of a date: weeks start on Monday and week 1
    holds the year's first Thursday."""
    thursday = date + _dt.timedelta(days=3 - date.weekday())
    first = _dt.date(thursday.year, 1, 1)
    return thursday.year, (thursday - first).days // 7 + 1


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suffix)


def _hour12(hour):
    h = hour % 12
    return 12 if h == 0 else h


def _field(date, code):
    if code == "Y":
        return "%04d" % date.year
    if code == "y":
        return "%02d" % (date.year % 100)
    if code == "m":
        return "%02d" % date.month
    if code == "n":
        return str(date.month)
    if code == "B":
        return MONTHS[date.month - 1]
    if code == "b":
        return MONTHS[date.month - 1][:3]
    if code == "d":
        return "%02d" % date.day
    if code == "e":
        return str(date.day)
    if code == "o":
        return ordinal(date.day)
    if code == "A":
        return WEEKDAYS[date.weekday()]
    if code == "a":
        return WEEKDAYS[date.weekday()][:3]
    if code == "j":
        return "%03d" % day_of_year(date)
    if code == "V":
        return "%02d" % iso_week(date)[1]
    if code == "G":
        return "%04d" % iso_week(date)[0]
    if code == "u":
        return str(date.weekday() + 1)
    if not isinstance(date, _dt.datetime):
        raise FormatError("%%%s needs a time of day" % code)
    if code == "H":
        return "%02d" % date.hour
    if code == "I":
        return "%02d" % _hour12(date.hour)
    if code == "l":
        return str(_hour12(date.hour))
    if code == "M":
        return "%02d" % date.minute
    if code == "S":
        return "%02d" % date.second
    if code == "f":
        return "%06d" % date.microsecond
    if code == "p":
        return "AM" if date.hour < 12 else "PM"
    if code == "z":
        offset = date.utcoffset()
        if offset is None:
            return ""
        minutes = int(offset.total_seconds() // 60)
        sign = "+" if minutes >= 0 else "-"
        minutes = abs(minutes)
        return "%s%02d%02d" % (sign, minutes // 60, minutes % 60)
    raise FormatError("unknown directive %%%s" % code)


def format_date(date, pattern):
    """Formats DATE with PATTERN: %-directives as listed in _field, %% for a
    percent sign, anything else copied."""
    out = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c != "%":
            out.append(c)
            i += 1
            continue
        if i + 1 >= len(pattern):
            raise FormatError("pattern ends with a lone %")
        code = pattern[i + 1]
        out.append("%" if code == "%" else _field(date, code))
        i += 2
    return "".join(out)


_NUMERIC = {"Y": 4, "m": 2, "d": 2, "H": 2, "M": 2, "S": 2, "y": 2, "j": 3}


def parse_date(text, pattern):
    """Parses TEXT written with PATTERN (numeric directives and %B/%b only)."""
    fields = {}
    pos = 0
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c != "%":
            if pos >= len(text) or text[pos] != c:
                raise FormatError("expected %r at %d in %r" % (c, pos, text))
            pos += 1
            i += 1
            continue
        code = pattern[i + 1]
        if code in _NUMERIC:
            width = _NUMERIC[code]
            chunk = text[pos:pos + width]
            if len(chunk) != width or not chunk.isdigit():
                raise FormatError("expected %d digits for %%%s at %d" % (width, code, pos))
            fields[code] = int(chunk)
            pos += width
        elif code in ("B", "b"):
            for number, name in enumerate(MONTHS, 1):
                candidate = name if code == "B" else name[:3]
                if text.startswith(candidate, pos):
                    fields["m"] = number
                    pos += len(candidate)
                    break
            else:
                raise FormatError("expected a month name at %d" % pos)
        else:
            raise FormatError("cannot parse %%%s" % code)
        i += 2
    if pos != len(text):
        raise FormatError("trailing text %r" % text[pos:])
    year = fields.get("Y", 2000 + fields.get("y", 0))
    if "j" in fields:
        base = _dt.date(year, 1, 1) + _dt.timedelta(days=fields["j"] - 1)
        month, day = base.month, base.day
    else:
        month, day = fields.get("m", 1), fields.get("d", 1)
    if not 1 <= month <= 12 or not 1 <= day <= days_in_month(year, month):
        raise FormatError("no such day: %04d-%02d-%02d" % (year, month, day))
    if any(k in fields for k in ("H", "M", "S")):
        return _dt.datetime(year, month, day, fields.get("H", 0), fields.get("M", 0), fields.get("S", 0))
    return _dt.date(year, month, day)


_UNITS = [
    ("year", 365 * 24 * 3600),
    ("month", 30 * 24 * 3600),
    ("week", 7 * 24 * 3600),
    ("day", 24 * 3600),
    ("hour", 3600),
    ("minute", 60),
    ("second", 1),
]


def relative(then, now):
    """Describes THEN relative to NOW in the largest whole unit."""
    seconds = int((now - then).total_seconds())
    if abs(seconds) < 5:
        return "just now"
    future = seconds < 0
    seconds = abs(seconds)
    for name, size in _UNITS:
        if seconds >= size:
            count = seconds // size
            label = "%d %s%s" % (count, name, "" if count == 1 else "s")
            return "in " + label if future else label + " ago"
    return "just now"


def add_months(date, months):
    """DATE moved by MONTHS calendar months, clamped to the month's last day."""
    total = date.year * 12 + (date.month - 1) + months
    year, month = divmod(total, 12)
    month += 1
    day = min(date.day, days_in_month(year, month))
    return date.replace(year=year, month=month, day=day)
