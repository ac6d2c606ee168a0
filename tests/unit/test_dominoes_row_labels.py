"""Barbu's Dominoes rows, as testers saw them fill: the first cards came up at scattered places
(the diamonds at the top right, the hearts half way down on the left), the two-by-two grid
showing only once most rows had grown, and no row said which suit it was for. Each row now has
a place for its suit's sign before its lowest rank, where the window has room for it, fixed
from the deal's start, the rows read in suit order."""

from __future__ import annotations

from tricktable.presentation.layout import table_layout
from tricktable.presentation.layout_dominoes import LABEL_COST, labelled_rows

SIZES = ((818, 560), (946, 612), (1024, 640), (1180, 640), (1366, 768), (1920, 1080))


def test_each_row_has_its_suits_label_before_it_in_the_usual_windows():
    for size in SIZES:
        lay = table_layout(4, *size)
        rows, labels = lay.dominoes, lay.domino_labels
        assert len(labels) == 4, size
        for suit, (row, label) in enumerate(zip(rows, labels, strict=True)):
            assert label.y == row.y and abs(label.right - row.x) < 0.01, (size, suit)
            assert label.w >= lay.font_px, (size, suit)  # room for a suit sign
            assert label.x >= lay.centre.x - 0.01, (size, suit)
            for other in rows:  # no label lies on a row's cards
                assert not label.intersects(other), (size, suit, other)


def test_the_rows_read_in_suit_order_left_to_right_then_down():
    for size in SIZES:
        rows = table_layout(4, *size).dominoes
        reading = sorted(range(4), key=lambda i: (round(rows[i].y), rows[i].x))
        assert reading == [0, 1, 2, 3], size


def test_the_labels_cost_the_cards_little_and_go_where_there_is_no_room():
    """The cards stay within ``LABEL_COST`` of their size without labels; a centre too narrow
    for both gives the cards all its room."""
    for width in (300.0, 600.0, 1000.0):
        _rows, h, _step, labels = labelled_rows(0, 0, width, 200, 80, 6, 0.7, 12)
        plain_h = labelled_rows(0, 0, width, 200, 80, 6, 0.7, 0)[1]
        assert h >= LABEL_COST * plain_h
        assert labels or h == plain_h
