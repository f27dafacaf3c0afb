"""Warehouse inventory: stock held in lots at named locations.

Quantities are stored in base units; items sold by the box convert through
their ``units_per_box``. Picking follows FIFO (oldest receipt first) or FEFO
(earliest expiry first), and reservations hold stock back for an order until
it is picked or released. Every change is written to an audit log.
"""

import datetime
import itertools
import re
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Optional

UNIT_ALIASES = {
    "unit": "unit", "units": "unit", "ea": "unit", "each": "unit", "pc": "unit", "pcs": "unit",
    "box": "box", "boxes": "box", "bx": "box", "case": "box", "cases": "box",
}


class InventoryError(Exception):
    """Base class for every error raised by this module."""


class UnknownItemError(InventoryError):
    def __init__(self, sku: str):
        super().__init__(f"unknown item {sku!r}")
        self.sku = sku


class UnitError(InventoryError):
    pass


class InsufficientStockError(InventoryError):
    def __init__(self, sku: str, wanted: int, available: int):
        super().__init__(f"{sku}: wanted {wanted} units, only {available} available")
        self.sku = sku
        self.wanted = wanted
        self.available = available


class ReservationError(InventoryError):
    pass


@dataclass(frozen=True)
class Item:
    sku: str
    name: str
    units_per_box: int = 1
    perishable: bool = False


@dataclass
class Lot:
    lot_id: str
    sku: str
    location: str
    quantity: int
    received: datetime.date
    expiry: Optional[datetime.date] = None

    def is_expired(self, today: datetime.date) -> bool:
        return self.expiry is not None and self.expiry < today


@dataclass
class Reservation:
    reservation_id: int
    sku: str
    quantity: int
    order: str
    created: datetime.date


@dataclass(frozen=True)
class Pick:
    lot_id: str
    location: str
    quantity: int
    expiry: Optional[datetime.date]


@dataclass(frozen=True)
class AuditEntry:
    seq: int
    day: datetime.date
    action: str
    sku: str
    quantity: int
    detail: str = ""

    def __str__(self) -> str:
        note = f" ({self.detail})" if self.detail else ""
        return f"#{self.seq} {self.day.isoformat()} {self.action} {self.sku} x{self.quantity}{note}"


def normalize_unit(unit: str) -> str:
    try:
        return UNIT_ALIASES[unit.strip().lower()]
    except KeyError:
        raise UnitError(f"unknown unit {unit!r}") from None


def to_units(quantity: int, unit: str, units_per_box: int) -> int:
    """Converts a quantity in ``unit`` to base units."""
    if quantity < 0:
        raise UnitError("quantity must not be negative")
    if normalize_unit(unit) == "box":
        return quantity * units_per_box
    return quantity


def split_boxes(units: int, units_per_box: int) -> tuple:
    """Splits base units into (full boxes, loose units)."""
    return divmod(units, units_per_box) if units_per_box > 1 else (0, units)


def parse_quantity(text: str) -> tuple:
    """Parses text such as ``"3 boxes"`` or ``"12"`` into (count, unit)."""
    found = re.fullmatch(r"\s*(\d+)\s*([A-Za-z]*)\s*", text)
    if not found:
        raise UnitError(f"cannot read quantity {text!r}")
    count, unit = found.groups()
    return int(count), normalize_unit(unit or "unit")


@dataclass
class Warehouse:
    name: str = "main"
    today: datetime.date = field(default_factory=datetime.date.today)
    items: Dict[str, Item] = field(default_factory=dict)
    locations: List[str] = field(default_factory=list)
    lots: List[Lot] = field(default_factory=list)
    reservations: Dict[int, Reservation] = field(default_factory=dict)
    audit: List[AuditEntry] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._lot_numbers = itertools.count(1)
        self._reservation_numbers = itertools.count(1)

    # -- catalogue -------------------------------------------------------

    def add_item(self, sku: str, name: str, units_per_box: int = 1, perishable: bool = False) -> Item:
        if units_per_box < 1:
            raise UnitError("units_per_box must be at least 1")
        item = Item(sku, name, units_per_box, perishable)
        self.items[sku] = item
        return item

    def add_location(self, code: str) -> None:
        if code not in self.locations:
            self.locations.append(code)

    def item(self, sku: str) -> Item:
        try:
            return self.items[sku]
        except KeyError:
            raise UnknownItemError(sku) from None

    def _log(self, action: str, sku: str, quantity: int, detail: str = "") -> None:
        self.audit.append(AuditEntry(len(self.audit) + 1, self.today, action, sku, quantity, detail))

    # -- stock levels ----------------------------------------------------

    def lots_for(self, sku: str, include_expired: bool = True) -> List[Lot]:
        return [
            lot for lot in self.lots
            if lot.sku == sku and lot.quantity > 0 and (include_expired or not lot.is_expired(self.today))
        ]

    def on_hand(self, sku: str) -> int:
        self.item(sku)
        return sum(lot.quantity for lot in self.lots_for(sku, include_expired=False))

    def reserved(self, sku: str) -> int:
        return sum(r.quantity for r in self.reservations.values() if r.sku == sku)

    def available(self, sku: str) -> int:
        return max(0, self.on_hand(sku) - self.reserved(sku))

    def by_location(self, sku: Optional[str] = None) -> Dict[str, Dict[str, int]]:
        table: Dict[str, Dict[str, int]] = {code: {} for code in self.locations}
        for lot in self.lots:
            if lot.quantity <= 0 or (sku is not None and lot.sku != sku):
                continue
            per_sku = table.setdefault(lot.location, {})
            per_sku[lot.sku] = per_sku.get(lot.sku, 0) + lot.quantity
        return table

    # -- movements -------------------------------------------------------

    def receive(self, sku: str, quantity: int, unit: str = "unit", location: Optional[str] = None,
                expiry: Optional[datetime.date] = None, received: Optional[datetime.date] = None,
                lot_id: Optional[str] = None) -> Lot:
        item = self.item(sku)
        units = to_units(quantity, unit, item.units_per_box)
        if units == 0:
            raise InventoryError("cannot receive an empty lot")
        if item.perishable and expiry is None:
            raise InventoryError(f"{sku} is perishable and needs an expiry date")
        location = location or (self.locations[0] if self.locations else "RECEIVING")
        self.add_location(location)
        lot = Lot(lot_id or f"L{next(self._lot_numbers):05d}", sku, location, units,
                  received or self.today, expiry)
        self.lots.append(lot)
        self._log("receive", sku, units, f"lot {lot.lot_id} at {location}")
        return lot

    def move(self, lot_id: str, to_location: str, quantity: Optional[int] = None) -> Lot:
        source = next((lot for lot in self.lots if lot.lot_id == lot_id), None)
        if source is None:
            raise InventoryError(f"no lot {lot_id}")
        quantity = source.quantity if quantity is None else quantity
        if not 0 < quantity <= source.quantity:
            raise InsufficientStockError(source.sku, quantity, source.quantity)
        self.add_location(to_location)
        if quantity == source.quantity:
            source.location = to_location
            moved = source
        else:
            source.quantity -= quantity
            moved = Lot(f"{lot_id}-{to_location}", source.sku, to_location, quantity,
                        source.received, source.expiry)
            self.lots.append(moved)
        self._log("move", source.sku, quantity, f"{lot_id} -> {to_location}")
        return moved

    def reserve(self, sku: str, quantity: int, order: str, unit: str = "unit") -> Reservation:
        units = to_units(quantity, unit, self.item(sku).units_per_box)
        free = self.available(sku)
        if units > free:
            raise InsufficientStockError(sku, units, free)
        reservation = Reservation(next(self._reservation_numbers), sku, units, order, self.today)
        self.reservations[reservation.reservation_id] = reservation
        self._log("reserve", sku, units, f"order {order}")
        return reservation

    def release(self, reservation_id: int) -> Reservation:
        reservation = self.reservations.pop(reservation_id, None)
        if reservation is None:
            raise ReservationError(f"no reservation {reservation_id}")
        self._log("release", reservation.sku, reservation.quantity, f"order {reservation.order}")
        return reservation

    def _pick_order(self, lots: Iterable[Lot], strategy: str) -> List[Lot]:
        if strategy == "fifo":
            return sorted(lots, key=lambda lot: (lot.received, lot.lot_id))
        if strategy == "fefo":
            far = datetime.date.max
            return sorted(lots, key=lambda lot: (lot.expiry or far, lot.received, lot.lot_id))
        raise InventoryError(f"unknown picking strategy {strategy!r}")

    def pick(self, sku: str, quantity: Optional[int] = None, unit: str = "unit",
             strategy: str = "fefo", reservation_id: Optional[int] = None) -> List[Pick]:
        """Takes stock out of the lots in picking order and returns what came from where.

        With a reservation, picks the reserved quantity (or part of it) and
        draws down the reservation; otherwise only unreserved stock may be picked.
        """
        item = self.item(sku)
        reservation = None
        if reservation_id is not None:
            reservation = self.reservations.get(reservation_id)
            if reservation is None or reservation.sku != sku:
                raise ReservationError(f"no reservation {reservation_id} for {sku}")
        if quantity is None:
            if reservation is None:
                raise InventoryError("quantity is required without a reservation")
            units = reservation.quantity
        else:
            units = to_units(quantity, unit, item.units_per_box)
        if reservation is not None:
            if units > reservation.quantity:
                raise ReservationError(f"reservation {reservation_id} holds only {reservation.quantity}")
            limit = self.on_hand(sku)
        else:
            limit = self.available(sku)
        if units > limit:
            raise InsufficientStockError(sku, units, limit)

        picks: List[Pick] = []
        remaining = units
        for lot in self._pick_order(self.lots_for(sku, include_expired=False), strategy):
            if remaining == 0:
                break
            take = min(lot.quantity, remaining)
            lot.quantity -= take
            remaining -= take
            picks.append(Pick(lot.lot_id, lot.location, take, lot.expiry))
            self._log("pick", sku, take, f"lot {lot.lot_id} ({strategy})")
        if reservation is not None:
            reservation.quantity -= units
            if reservation.quantity == 0:
                del self.reservations[reservation.reservation_id]
        self.lots = [lot for lot in self.lots if lot.quantity > 0]
        return picks

    def write_off_expired(self) -> int:
        """Removes expired lots and returns how many units were written off."""
        total = 0
        for lot in self.lots:
            if lot.is_expired(self.today) and lot.quantity > 0:
                total += lot.quantity
                self._log("expire", lot.sku, lot.quantity, f"lot {lot.lot_id} expired {lot.expiry}")
                lot.quantity = 0
        self.lots = [lot for lot in self.lots if lot.quantity > 0]
        return total

    def describe(self, sku: str) -> str:
        item = self.item(sku)
        boxes, loose = split_boxes(self.on_hand(sku), item.units_per_box)
        return f"{item.name}: {boxes} boxes + {loose} units on hand, {self.reserved(sku)} reserved"
