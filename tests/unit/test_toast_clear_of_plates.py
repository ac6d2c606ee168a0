"""A hint on the felt (the toast) sits above the decision panel; Barbu's contract panel is tall,
and at 1920 x 1080 a long hint, as narrow as the panel's column, reached North's plate and hid
its name and score. Above a panel the toast may now be as wide as the free felt (the side
seats lie lower), so a long hint is shorter, and its place keeps clear of every plate and of
the person's hand."""

from __future__ import annotations

import math

import pytest

from tricktable.presentation.felt_places import toast_centre, toast_width
from tricktable.presentation.layout import Rect, table_layout


def _over(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _check_clear(lay, box: Rect) -> None:
    assert lay.margin - 0.5 <= box.x and box.right <= lay.width - lay.margin + 0.5
    for seat in lay.seats:
        assert not _over(box, seat.plate), (seat.position, box, seat.plate)
    assert not _over(box, lay.seat(0).hand), "over the person's hand"


@pytest.mark.parametrize("size, panel_top, tall", [((1569, 1024), 349, 260),
                                                   ((1569, 1024), 349, 230),
                                                   ((929, 664), 240, 200)])
def test_a_long_hint_over_a_tall_panel_lies_over_no_plate_nor_the_hand(size, panel_top, tall):
    """The felt of a 1920 x 1080 window with the scores open (1569 x 1024), the contract panel
    reaching up to ``panel_top``, and a hint ``tall`` pixels high in the panel's column; and
    the same at 1280 x 720. Wider, its lines are fewer (a line of text more per width)."""
    lay = table_layout(4, *size)
    w = toast_width(lay, panel_top)
    assert w > lay.toast.w, "above a panel the toast may take the free felt's width"
    pad = lay.text_px * 0.8 * 2
    h = math.ceil((tall - pad) * (lay.toast.w - pad) / (w - pad) + pad + lay.text_px * 1.3)
    x, y = toast_centre(lay, h, panel_top, w)
    _check_clear(lay, Rect(x - w / 2, y - h / 2, w, h))
    assert y + h / 2 <= panel_top - lay.gap + 0.5, "over the panel it speaks of"


def test_a_short_hint_stays_just_above_the_panel_or_the_hand():
    """Where it is clear already, the toast keeps its place and its slot's width."""
    lay = table_layout(4, 1569, 1024)
    assert toast_centre(lay, 60, 349) == (lay.toast.cx, 349 - 30 - lay.gap)
    assert toast_width(lay, None) == lay.toast.w
