"""Where a deal's summary lies (``felt_places.summary_top``): while Barbu's Dominoes rows are on
the felt it lay in the middle, over the lower rows' half, so the hand's last layout could not be
read with its scores; a summary too tall for the room below the rows keeps at least each row's
index corner in sight. Other games keep it in the middle."""

from __future__ import annotations

from tricktable.presentation.felt_places import summary_top
from tricktable.presentation.layout import table_layout
from tricktable.presentation.side_cascade import INDEX_FRAC


def test_other_games_summary_stays_in_the_middle_of_its_room():
    lay = table_layout(4, 1040, 650)
    r = lay.summary
    assert summary_top(lay, 200, rows_shown=False) == r.y + (r.h - 200) / 2


def test_a_summary_below_the_dominoes_rows_where_the_felt_has_room():
    lay = table_layout(4, 1040, 650)
    rows_bottom = max(r.bottom for r in lay.dominoes)
    top = summary_top(lay, 200, rows_shown=True)
    assert top >= rows_bottom and top + 200 <= lay.summary.bottom


def test_a_tall_summary_still_leaves_each_rows_index_corner_in_sight():
    lay = table_layout(4, 800, 500)
    h = lay.summary.bottom - max(r.bottom for r in lay.dominoes) + 40  # no room below the rows
    top = summary_top(lay, h, rows_shown=True)
    assert top + h <= lay.summary.bottom + 0.01
    assert all(top >= r.y + INDEX_FRAC * lay.domino_card_h for r in lay.dominoes)
