"""The tip card's place and text size without Qt: a paragraph wide, widened then shrunk in stages
when its area is short (inside it, then into the toast's slot leaving a one-line message room),
and never higher than the toast's slot allows."""

from __future__ import annotations

import pytest

from tricktable.presentation.layout import table_layout
from tricktable.presentation.tip_place import (
    COMFORTABLE_SHARE,
    ONE_LINE_TOAST,
    SMALLEST_TEXT,
    WIDTH_EMS,
    tip_place,
)


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


def _one_line_room_left(lay, area, spot) -> float:
    """How far the card's bottom stays above a one-line message over the panel or the hand."""
    toast_top = area.bottom + lay.gap + lay.toast.h - ONE_LINE_TOAST * lay.text_px
    return toast_top - lay.gap - spot.bottom


def _as_tall_as(height: float, at_px: float):
    """A card ``height`` high at text size ``at_px``, in proportion at other sizes."""
    return lambda px, width: round(height * px / at_px)


def test_a_tip_too_tall_for_its_area_keeps_the_tables_text_and_takes_some_of_the_toasts_slot():
    """Nineteen's auction tip shrank to 9 px at 1366 x 768 while the slot of a two-line message
    (seldom up with a tip) lay empty under it."""
    area = lay.tip_area(lay.panel.y)
    slack = area.bottom + lay.toast.h - ONE_LINE_TOAST * lay.text_px - area.bottom
    spot, px = tip_place(lay, area, _as_tall_as(area.h + slack / 2, lay.font_px))
    assert px == lay.font_px
    assert spot.h > area.h, "the card needed more than its area"
    assert spot.y == pytest.approx(area.y)
    assert _one_line_room_left(lay, area, spot) >= -0.5


def test_a_tip_in_a_larger_desktop_text_keeps_most_of_it_before_it_shrinks_further():
    """With the desktop's text at 20 px a Young Hunter tip read at 11 px, smaller than the
    plates beside it, its area short and the toast's slot free under it."""
    large = table_layout(4, 1060, 710, text_scale=20 / 13)
    area = large.tip_area(large.panel.y)
    comfortable = COMFORTABLE_SHARE * large.text_px
    assert comfortable > large.font_px
    spot, px = tip_place(large, area, _as_tall_as(area.h + 10, comfortable))
    assert px == pytest.approx(comfortable)
    assert _one_line_room_left(large, area, spot) >= -0.5
    # taller still: a larger text chosen, it takes the rest of the slot at that size first
    # (``test_with_a_larger_text_chosen_the_tip_takes_the_whole_slot_before_it_shrinks``),
    # then shrinks on, toward the table's text size
    full = area.bottom + large.gap + large.toast.h - area.y
    spot, px = tip_place(large, area, _as_tall_as(full + 20, comfortable))
    assert large.font_px * 0.92 < px < comfortable


def test_with_a_larger_text_chosen_the_tip_takes_the_whole_slot_before_it_shrinks():
    """At the largest text size Young Hunter's announcement tip read at 15 px (the comfortable
    size 19) above the announcement panel, the foot of the toast's slot empty under it (a
    tester). With a larger text chosen it keeps the comfortable size over the whole slot; a
    message coming over it covers its foot for a moment."""
    large = table_layout(4, 1130, 790, text_scale=1.5)
    area = large.tip_area(large.panel.y)
    comfortable = COMFORTABLE_SHARE * large.text_px
    into_slot = area.bottom + large.toast.h - ONE_LINE_TOAST * large.text_px - area.y
    full = area.bottom + large.gap + large.toast.h - area.y
    assert into_slot < full - 10
    spot, px = tip_place(large, area, _as_tall_as((into_slot + full) / 2, comfortable))
    assert px == pytest.approx(comfortable)
    assert spot.y == pytest.approx(area.y) and spot.h == pytest.approx((into_slot + full) / 2,
                                                                         abs=1)
    # at the table's own text size the one-line message's room is still kept
    spot, px = tip_place(lay, lay.tip_area(lay.panel.y), _as_tall_as(
        lay.tip_area(lay.panel.y).h + lay.toast.h, lay.font_px))
    assert _one_line_room_left(lay, lay.tip_area(lay.panel.y), spot) >= -0.5
