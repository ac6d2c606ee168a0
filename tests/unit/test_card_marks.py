"""How a card lies on the table around its art, without Qt: the shadow falls down and to the
right in three layers, faintest widest; the veil covers the card just inside its edge; the focus
ring is wider than a choice's; the band of a drawn card runs along its top edge; a lifted card
moves toward its own top edge however it is turned."""

from __future__ import annotations

import pytest

from tricktable.presentation import card_marks as marks


def test_the_shadow_falls_down_right_in_three_layers_faintest_widest():
    layers = marks.shadow_layers(5.0, 5.0, 71.4, 100.0)
    alphas = [alpha for _box, alpha in layers]
    widths = [box[2] for box, _alpha in layers]
    assert alphas == sorted(alphas) and len(layers) == 3
    assert widths == sorted(widths, reverse=True) and widths[-1] == pytest.approx(71.4)
    x, y, _w, _h, _r = layers[-1][0]
    assert x > 5.0 and y > x  # cast down more than right
    assert marks.shadow_pad(100.0) >= layers[0][0][2] / 2 - 71.4 / 2


def test_the_veil_covers_the_card_just_inside_its_edge():
    x, y, w, h, r = marks.veil(3.0, 3.0, 71.4, 100.0)
    assert (x, y) == (3.5, 3.5) and (w, h) == pytest.approx((70.4, 99.0))
    assert r == pytest.approx(71.4 * marks.CORNER)


def test_the_focus_ring_is_wider_than_a_choice_and_never_thin():
    assert marks.ring_width(100.0, True) > marks.ring_width(100.0, False)
    assert marks.ring_width(10.0, True) == 2.5 and marks.ring_width(10.0, False) == 2.0


def test_a_drawn_cards_band_runs_along_its_top_edge():
    x, y, w, h, r = marks.drawn_band(71.4, 100.0)
    assert y == -50.0 + 1.5 and x == pytest.approx(-w / 2) and r == h / 2


def test_a_lifted_card_moves_toward_its_own_top_edge():
    assert marks.lift_offset(10.0, 0.0) == pytest.approx((0.0, -10.0))
    assert marks.lift_offset(10.0, 90.0) == pytest.approx((10.0, 0.0))
    assert marks.lift_offset(10.0, 180.0) == pytest.approx((0.0, 10.0))


def test_a_card_at_the_top_of_the_table_is_lifted_down_into_the_table():
    """An upright card at the top of the table (the three-player dummy, a hint picking out one
    of its cards) rose toward its own top edge and out of the window."""
    assert marks.lift_offset(10.0, 0.0, at_top=True) == pytest.approx((0.0, 10.0))
    assert marks.lift_offset(10.0, 180.0, at_top=True) == pytest.approx((0.0, 10.0))
    assert marks.lift_offset(10.0, 0.0, at_top=False) == pytest.approx((0.0, -10.0))
