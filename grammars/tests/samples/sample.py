"""A small Python sample."""
import os
import sys
from dataclasses import dataclass, field
from typing import Iterator


@dataclass
class Entry:
    name: str
    size: int = 0
    tags: list[str] = field(default_factory=list)


def walk(root: str, *, limit: int = 10) -> Iterator[Entry]:
    """Yields entries below root."""
    count = 0
    for dirpath, dirnames, filenames in os.walk(root):
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            try:
                size = os.path.getsize(path)
            except OSError as err:
                print(f"skip {path}: {err}", file=sys.stderr)
                continue
            yield Entry(name, size, tags=[dirpath])
            count += 1
            if count >= limit:
                return


class Summary:
    def __init__(self, entries):
        self.entries = list(entries)

    @property
    def total(self):
        return sum(e.size for e in self.entries)

    def largest(self, n=3):
        return sorted(self.entries, key=lambda e: -e.size)[:n]


if __name__ == "__main__":
    s = Summary(walk(sys.argv[1] if len(sys.argv) > 1 else ".", limit=5))
    data = {"total": s.total, "names": [e.name for e in s.largest()],}
    while data:
        key, value = data.popitem()
        print(key, value)
