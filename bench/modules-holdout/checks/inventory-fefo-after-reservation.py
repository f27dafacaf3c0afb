# Picking a reservation FEFO takes the lot that expires first even though it
# arrived later, then tops up from the next lot, counting boxes as units.
import datetime, importlib.util, sys

spec = importlib.util.spec_from_file_location("subject", sys.argv[1])
subject = importlib.util.module_from_spec(spec)
spec.loader.exec_module(subject)
d = datetime.date
house = subject.Warehouse(today=d(2024, 5, 1))
house.add_item("YOG-500", "Yoghurt 500g", units_per_box=12, perishable=True)
house.receive("YOG-500", 2, unit="boxes", location="A1", expiry=d(2024, 6, 30),
              received=d(2024, 4, 10), lot_id="early")
house.receive("YOG-500", 10, location="B4", expiry=d(2024, 5, 15),
              received=d(2024, 4, 20), lot_id="late")
held = house.reserve("YOG-500", 15, order="SO-1")
assert house.available("YOG-500") == 19, house.available("YOG-500")
picks = house.pick("YOG-500", strategy="fefo", reservation_id=held.reservation_id)
got = [(p.lot_id, p.quantity) for p in picks]
assert got == [("late", 10), ("early", 5)], got
assert house.on_hand("YOG-500") == 19 and house.reserved("YOG-500") == 0
