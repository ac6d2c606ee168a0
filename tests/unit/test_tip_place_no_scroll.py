"""A tip taller than the whole toast's slot (Young Hunter's announcement tip above the tall
announcement panel at 1024 x 600) scrolled its text in a card no wider than the panel while free
felt lay on both sides. Before it scrolls it now widens past the panel, clear of what lies beside
it, lays itself out tighter, then takes its text a pixel smaller: in that order, no further."""

from __future__ import annotations

import pytest

from tricktable.presentation.layout import table_layout
from tricktable.presentation.plane import Rect
from tricktable.presentation.tip_place import LAST_STEP_PX, READABLE_PX, tip_place, wide_room

lay = table_layout(4, 745, 520)  # the felt of a 1024 x 600 screen's window, the scores open


def _sides() -> list[Rect]:
    """The left and right players' hands and plates."""
    return [r for s in lay.seats if s.side in ("left", "right") for r in (s.hand, s.plate)]


def _card(calls: list, full_at: float):
    """A card whose text needs ``full_at`` px of height at the table's size and the panel's
    width: shorter when wider, smaller or tight (by a fixed 10 px); each call noted."""
    def measure(tight: bool):
        def at(px: float, width: float) -> int:
            calls.append((px, width, tight))
            return round(full_at * (px / lay.font_px) * (lay.panel.w / width) ** 0.5
                         - (10 if tight else 0))
        return at
    return measure


def _short_area() -> Rect:
    """The tip's area over a panel reaching high, as the announcement's does."""
    return lay.tip_area(lay.centre.y + 0.5 * lay.centre.h)


def test_it_widens_clear_of_the_side_hands_before_it_tightens_or_shrinks():
    area = _short_area()
    full = area.bottom + lay.gap + lay.toast.h - area.y
    calls: list = []
    make = _card(calls, full * 1.05)
    spot, px = tip_place(lay, area, make(False), beside=_sides(), tight=make(True))
    assert spot.w > area.w, "wider than the panel"
    assert px == lay.font_px and not calls[-1][2], "wide enough: neither tight nor smaller"
    assert spot.h == pytest.approx(_card([], full * 1.05)(False)(px, spot.w), abs=0.5), \
        "its whole text: not cut to scroll"
    for r in _sides():
        if r.y < spot.bottom and r.bottom > spot.y:
            assert r.right + lay.gap <= spot.x + 0.5 or r.x - lay.gap >= spot.right - 0.5, r


def test_then_tight_then_a_pixel_smaller_and_no_further():
    area = _short_area()
    full = area.bottom + lay.gap + lay.toast.h - area.y
    calls: list = []
    make = _card(calls, full * 1.6)
    spot, px = tip_place(lay, area, make(False), beside=_sides(), tight=make(True))
    widest = wide_room(lay, area.y, area.y + full, _sides())
    assert spot.w == pytest.approx(widest)
    assert calls[-1][2], "tight"
    smallest = max(READABLE_PX / lay.dpr, lay.font_px * 0.8)
    assert px == pytest.approx(smallest - LAST_STEP_PX / lay.dpr)
    first_tight = next(i for i, c in enumerate(calls) if c[2])
    assert all(c[1] == pytest.approx(widest) for c in calls[first_tight:]), "widest first"
    assert calls[first_tight][0] == calls[first_tight - 1][0], "tight before smaller"


def test_without_what_lies_beside_it_keeps_its_areas_width():
    area = _short_area()
    full = area.bottom + lay.gap + lay.toast.h - area.y
    spot, _px = tip_place(lay, area, _card([], full * 1.3)(False))
    assert spot.w == pytest.approx(area.w)


def test_the_room_ignores_what_lies_above_below_or_across_the_middle():
    mid = lay.width / 2
    across = Rect(mid - 50, 100, 100, 40)  # a top plate or the badge over the middle
    above = Rect(10, 0, 60, 50)
    left = Rect(20, 120, 60, 80)
    assert wide_room(lay, 100, 200, [across, above]) == pytest.approx(lay.width - 2 * lay.margin)
    assert wide_room(lay, 100, 200, [left]) == pytest.approx(2 * (mid - 80 - lay.gap))


def test_at_a_larger_text_size_it_widens_before_its_text_gets_smaller_than_comfortable():
    """At the largest text size, a tip above a decision panel read at 11 px, smaller than the
    status line, with free felt on both sides of it (a tester): it kept to the panel's width
    until its text had shrunk to the smallest. Now it takes the free felt beside the panel
    first, at its full size, and keeps at least the comfortable size where that is enough."""
    from tricktable.presentation.tip_place import COMFORTABLE_SHARE

    large = table_layout(4, 1180, 800, text_scale=1.5)
    sides = [r for s in large.seats if s.side in ("left", "right") for r in (s.hand, s.plate)]
    area = large.tip_area(large.panel.y)
    comfortable = max(large.font_px, COMFORTABLE_SHARE * large.text_px)

    def card(px: float, width: float) -> int:
        """As tall as its area at the comfortable size and 1.1 times the area's width."""
        return round(area.h * (px / comfortable) * (1.1 * area.w / width))

    spot, px = tip_place(large, area, card, beside=sides)
    assert spot.w > area.w, "wider than its area, over the free felt"
    assert comfortable - 0.01 <= px <= large.text_px, "not under the comfortable size"
    assert spot.h <= area.h + 0.5
    for r in sides:
        if r.y < spot.bottom and r.bottom > spot.y:
            assert r.right + large.gap <= spot.x + 0.5 or r.x - large.gap >= spot.right - 0.5
