"""Stock levels for the warehouse: what is on the shelves, and what to reorder.

The inventory is read from a CSV export (sku, name, count, reorder_at) and
kept in memory; nothing here talks to the database.
"""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass
class Item:
    sku: str
    name: str
    count: int
    reorder_at: int = 0
    tags: list[str] = field(default_factory=list)

    @property
    def needs_reorder(self) -> bool:
        return self.count <= self.reorder_at


class Inventory:
    """Items by SKU."""

    def __init__(self, items=None):
        self.items = {item.sku: item for item in items or []}

    @classmethod
    def from_csv(cls, path: Path) -> "Inventory":
        with path.open(newline="") as f:
            rows = list(csv.DictReader(f))
        items = []
        for row in rows:
            try:
                items.append(Item(row["sku"], row["name"], int(row["count"]), int(row["reorder_at"])))
            except (KeyError, ValueError) as err:
                log.warning("skipping row %r: %s", row, err)
        return cls(items)

    def take(self, sku, count=1):
        item = self.items[sku]
        if item.count < count:
            raise ValueError(f"only {item.count} of {sku} left")
        item.count -= count
        return item.count

    def to_reorder(self):
        return sorted(item.sku for item in self.items.values() if item.needs_reorder)


if __name__ == "__main__":
    import sys

    inventory = Inventory.from_csv(Path(sys.argv[1]))
    for sku in inventory.to_reorder():
        print(sku)
