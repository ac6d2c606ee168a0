"""The score panel's column headers (presentation/score_headers.py): one size for a table's
names, down to a floor, and a width that no name a person may change sets."""

from __future__ import annotations

import pytest

from tricktable.presentation import score_headers as sh
from tricktable.presentation.score_fit import PADDING


def test_the_headers_shrink_together_to_fit_the_widest_down_to_a_floor():
    """Each fitted alone, "North" stood a point smaller than "You", "West" and "East"."""
    assert sh.header_scale([20, 30, 25], 40) == 1.0
    assert sh.header_scale([20, 40, 25], 40) == pytest.approx((40 - PADDING) / 40)
    assert sh.header_scale([20, 400, 25], 40) == sh.SMALLEST
    assert sh.header_scale([], 40) == 1.0


def test_a_name_a_person_may_change_counts_no_wider_than_the_room_every_column_has():
    """ "Maximiliane Bartholomew-Smythe" made every header 8 px and the panel wider: it is
    counted as wide as the usual names, and cut short past that; a computer's name whole."""
    assert sh.counted([300, 300, 20], [False, True, True], 50) == [50, 300, 20]
    assert sh.counted([30], [False], 50) == [30]


def test_the_room_kept_for_the_names_does_not_follow_a_name_a_person_may_change():
    roomy = [False, True, True]
    short = sh.header_column([10, 30, 20], roomy, 25)
    assert sh.header_column([400, 30, 20], roomy, 25) == short == 30 + PADDING
    assert sh.header_column([10, 20, 20], roomy, 25) == 25 + PADDING  # the usual names' room
    assert sh.header_column([10, 60, 20], roomy, 25) == 60 + PADDING  # a computer's: whole
