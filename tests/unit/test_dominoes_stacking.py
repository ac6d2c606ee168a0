"""Barbu's Dominoes rows stack so that every card of every row can be read.

Why: stacked with each card over its neighbour toward the rank the rows opened at, both ends lay
whole but the middle was covered: from the 8, the 7 and the 8 were hidden under the 6 and the 9,
and the cards below the start showed only their upside-down bottom corners. Each card now lies
over the rank below it, as in a fan: every index shows upright at the card's left edge.
"""

from __future__ import annotations

from tricktable.presentation import zorder
from tricktable.presentation.layout import INDEX_FRAC, INDEX_W_FRAC, table_layout
from tricktable.presentation.plane import Rect

RANKS = range(2, 15)
SIZES = ((946, 612), (818, 560), (1180, 640), (1700, 960))


def card(suit: int, rank: int) -> int:
    return suit * 16 + rank


def test_each_card_lies_over_the_rank_below_it():
    for suit in range(4):
        for rank in range(3, 15):
            assert zorder.domino(card(suit, rank)) > zorder.domino(card(suit, rank - 1))


def test_every_index_of_every_row_from_any_start_is_in_sight():
    """The places and the stacking together, as the table draws them: no card drawn over
    another covers its index (the top-left corner), whatever rank the rows open at and however
    far they have grown."""
    for size in SIZES:
        lay = table_layout(4, *size)
        for start in RANKS:
            for lo, hi in ((2, start), (start, 14), (max(2, start - 3), min(14, start + 3)),
                           (2, 14)):
                row = [card(1, r) for r in range(lo, hi + 1)]
                places = lay.domino_places(row)
                for c, p in zip(row, places, strict=True):
                    box = p.bounds()
                    index = Rect(box.x, box.y, box.w * INDEX_W_FRAC, box.h * INDEX_FRAC)
                    over = [o for o, q in zip(row, places, strict=True) if o != c
                            and zorder.domino(o) > zorder.domino(c)
                            and q.bounds().intersects(index)]
                    assert not over, (size, start, lo, hi, c, over)


def test_the_highest_card_of_a_row_lies_whole():
    lay = table_layout(4, 946, 612)
    row = [card(2, r) for r in range(5, 12)]
    places = lay.domino_places(row)
    top = places[-1].bounds()
    assert all(zorder.domino(c) < zorder.domino(row[-1]) for c in row[:-1])
    assert top.w > 0 and top.h > 0


def test_a_lower_row_lies_over_every_card_of_the_row_above_and_under_a_flying_card():
    for suit in range(3):
        above = max(zorder.domino(card(suit, r)) for r in RANKS)
        below = min(zorder.domino(card(suit + 1, r)) for r in RANKS)
        assert above < below
    assert max(zorder.domino(card(3, r)) for r in RANKS) < zorder.FLY
