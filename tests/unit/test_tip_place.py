"""The tip card's place and text size without Qt: a paragraph wide, widened then shrunk a little
when its area is short, and never higher than the toast's slot allows."""

from __future__ import annotations

import pytest

from tricktable.presentation.layout import table_layout
from tricktable.presentation.tip_place import SMALLEST_TEXT, WIDTH_EMS, tip_place


def _card(lines_at_full: float):
    """A card whose text wraps into fewer lines when wider and is shorter in smaller text."""
    def measure(px: float, width: float) -> int:
        lines = lines_at_full * (WIDTH_EMS * lay.font_px) / width
        return round(px * 1.4 * (lines + 3))
    return measure


lay = table_layout(4, 1280, 800)


def test_a_short_tip_is_a_paragraph_wide_in_the_middle_at_the_tables_text_size():
    area = lay.tip_area()
    spot, px = tip_place(lay, area, _card(3))
    assert px == lay.font_px
    assert spot.w == pytest.approx(min(area.w, lay.font_px * WIDTH_EMS))
    assert spot.x + spot.w / 2 == pytest.approx(lay.width / 2)
    assert spot.bottom <= area.bottom + 0.5 and spot.y >= area.y - 0.5


def test_a_long_tip_widens_first_then_shrinks_its_text_but_not_below_the_smallest():
    area = lay.tip_area()
    spot, px = tip_place(lay, area, _card(200))
    assert spot.w == pytest.approx(area.w)
    assert lay.font_px * SMALLEST_TEXT * 0.92 < px < lay.font_px
    assert spot.y >= lay.margin  # too tall: into the toast's slot, never off the table


def test_a_tip_in_a_larger_desktop_text_gives_way_down_to_the_tables_own_size():
    """At 1024 x 640 with the desktop's text at 19 px a Young Hunter tip stopped shrinking at
    0.8 of its larger text and lay over the announcement panel's title."""
    large = table_layout(4, 1024, 640, text_scale=1.46)
    area = large.tip_area()
    _spot, px = tip_place(large, area, _card(20))
    assert px < large.text_px * SMALLEST_TEXT * 0.92  # past where the larger text stopped
    assert px > large.font_px * SMALLEST_TEXT * 0.92
    _spot, px = tip_place(large, large.tip_area(), _card(1))
    assert px == large.text_px, "with room the tip keeps the larger text"
