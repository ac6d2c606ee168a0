"""The side column's arithmetic (``presentation.side_room``): a long name given no room in the
score panel, and the split between the scores and the deal log."""

from __future__ import annotations

from tricktable.presentation.side_room import LOG_LEAST, LOG_SHARE, given_room, scores_height


def test_a_computer_name_wider_than_the_usual_ones_is_given_no_room():
    """Why: "WWWWW…" was given room at its full width and widened the panel."""
    assert given_room([40.0, 120.0, 40.0], [True, True, False], 60.0) == [True, False, False]


def test_the_scores_take_what_their_rows_need_down_to_the_logs_least():
    """The log keeps its share while the rows fit; it gives way to rows played, down to its
    least; a game of a set number of deals never gets more than its whole table."""
    assert scores_height(1000, 300, None) == 1000 - round(1000 * LOG_SHARE)
    assert scores_height(1000, 700, None) == 700
    assert scores_height(1000, 900, None) == 1000 - round(1000 * LOG_LEAST)
    assert scores_height(1000, 700, 650) == 650
    assert scores_height(1000, None, 400) == 400
