"""The stock's name lies beside its cards on the felt ("The stock" in Nineteen's corner, "The
window" over Sheepshead's top band), and the first game's tip card lay over it: Nineteen's
auction tip cut "The stock" in half at 1024 x 600. The tip's area keeps clear of each such
name, by moving its top below it or by narrowing about the felt's middle, whichever leaves the
card more room."""

from __future__ import annotations

import pytest

from tricktable.presentation.layout import table_layout
from tricktable.presentation.plane import Rect

SIZES = [(793, 519), (754, 519), (1280, 720), (1920, 1000)]


@pytest.mark.parametrize("size", SIZES)
def test_a_name_beside_the_middle_narrows_the_area_and_keeps_its_height(size):
    lay = table_layout(4, *size, max_hand=18)
    plain = lay.tip_area()
    name = Rect(plain.right - 20, plain.y - 5, 80, 40)  # a corner's label, hanging in
    area = lay.tip_area(aside=[name])
    assert not area.intersects(name)
    assert area.y == plain.y and area.h == plain.h
    assert area.cx == pytest.approx(plain.cx)  # the card stays centred on the felt
    assert area.right <= name.x - lay.gap + 1e-6


@pytest.mark.parametrize("size", SIZES)
def test_a_name_across_the_middle_moves_the_top_below_it(size):
    lay = table_layout(3, *size, max_hand=12)
    plain = lay.tip_area()
    name = Rect(plain.cx - 20, plain.y - 20, 90, 30)
    area = lay.tip_area(aside=[name])
    assert not area.intersects(name)
    assert area.w == plain.w
    assert area.y == pytest.approx(name.bottom + lay.gap)


def test_a_name_just_right_of_the_middle_hanging_in_a_little_moves_the_top_not_the_sides():
    """Sheepshead's "The window" lies right of the middle and reaches a few pixels into the
    area: narrowed, the card would be a sliver; moved down, it loses those pixels only."""
    lay = table_layout(3, 754, 519, max_hand=12)
    plain = lay.tip_area()
    name = Rect(plain.cx + 30, plain.y - 12, 80, 30)
    area = lay.tip_area(aside=[name])
    assert not area.intersects(name)
    assert area.w == plain.w and area.y == pytest.approx(name.bottom + lay.gap)


def test_a_name_outside_the_area_changes_nothing():
    lay = table_layout(4, 1280, 720, max_hand=18)
    plain = lay.tip_area()
    assert lay.tip_area(aside=[Rect(plain.right + 5, plain.y, 40, 20),
                               Rect(plain.x, plain.bottom + 5, 40, 20)]) == plain
