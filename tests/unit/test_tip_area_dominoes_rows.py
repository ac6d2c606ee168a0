"""The first Dominoes tip's area keeps below what the rows show, their cards and suit signs, in
its column, not below the whole of the rows' room (empty at the first turn): kept under that
room the tip lay in a strip above the panel and was cut (1162 x 653, both side panels open). A
sign far to one side (the rows four deep, their signs at the left) narrows the area instead,
and the card lies beside it."""

from __future__ import annotations

import pytest

from tricktable.presentation.layout import table_layout
from tricktable.presentation.plane import Rect

SIZES = [(821, 565), (683, 552), (1280, 720)]


def _sign(x: float, y: float) -> Rect:
    return Rect(x, y, 24, 32)


@pytest.mark.parametrize("size", SIZES)
def test_signs_in_the_middle_put_the_top_just_below_them_not_below_the_rows(size):
    lay = table_layout(4, *size, max_hand=13)
    whole_rows = lay.tip_area(lay.panel.y, dominoes=True)
    row = lay.dominoes[-1]
    signs = [_sign(lay.tip.cx + 4, row.y), _sign(lay.tip.cx + 4, lay.dominoes[0].y)]
    area = lay.tip_area(lay.panel.y, rows=signs)
    assert area.y == pytest.approx(max(s.bottom for s in signs) + lay.gap)
    assert area.y < whole_rows.y  # the same bottom: more room
    assert not any(area.intersects(s) for s in signs)


@pytest.mark.parametrize("size", SIZES)
def test_signs_far_to_the_left_narrow_the_area_beside_them(size):
    lay = table_layout(4, *size, max_hand=13)
    plain = lay.tip_area(lay.panel.y)
    x = lay.tip.x + 2
    signs = [_sign(x, plain.y + k * 40) for k in range(4)]
    area = lay.tip_area(lay.panel.y, rows=signs)
    assert area.y == plain.y and area.bottom == pytest.approx(plain.bottom)
    assert area.w >= 0.6 * plain.w - 1e-6 and area.cx == pytest.approx(plain.cx)
    assert not any(area.intersects(s) for s in signs)


def test_nothing_shown_in_the_rows_leaves_the_area_as_it_was():
    lay = table_layout(4, 1280, 720, max_hand=13)
    assert lay.tip_area(lay.panel.y, rows=[]) == lay.tip_area(lay.panel.y)
