"""A bubble moved out of a tip's or panel's way must not land on a plate's lines: in Nineteen
for four at 1024 x 600 North's "Calls the 19★", moved above the tip card under its plate, hid
the bottom half of the plate's own "Called the 19★" (Qt-free: ``felt_places.bubble_place``)."""

from __future__ import annotations

from tricktable.presentation import felt_places as fpl
from tricktable.presentation.layout import Rect, table_layout


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def test_the_top_seat_s_bubble_never_covers_its_plate_when_a_tip_lies_under_the_plate():
    """The tip card lies a little below North's plate, too close for the bubble between them;
    above the tip is the plate itself, so the bubble goes beside the plate, level with it."""
    lay = table_layout(4, 1024, 560, viewer=0)
    north = lay.seat(2)
    assert north.side == "top"
    plate = Rect(north.plate.x, north.plate.y, north.plate.w, north.plate.h)
    tip = Rect(plate.x, plate.bottom + 17, 480, 100)
    w, h = 100.0, 26.0
    others = [s.plate for s in lay.seats if s.position != 2]
    others += [s.hand for s in lay.seats if s.position != 2]
    x, y, over = fpl.bubble_place(lay, "top", plate, w, h, [tip], others, north.hand)
    box = Rect(x - w / 2, y - h / 2, w, h)
    assert not over
    assert not _overlap(box, plate), (box, plate)
    assert not any(_overlap(box, r) for r in [tip, *others]), box
    # still North's: nearer its plate than any other seat's
    def apart(r: Rect) -> float:
        return max(r.x - box.right, box.x - r.right, 0.0) + max(r.y - box.bottom,
                                                               box.y - r.bottom, 0.0)
    assert all(apart(plate) < apart(r) for r in others[:3])
