"""Barbu's Dominoes rows stack so the end card a player builds on is the one in sight.

Why: "from A" rows were drawn with the ace on top and each lower card under it, so the Q of
A K Q showed only as a corner strip; "from 2" looked right. Every starting rank must look the
same way: each card over its neighbour toward the start, a lower row over the row above.
"""

from __future__ import annotations

from tricktable.presentation import zorder
from tricktable.presentation.layout import table_layout

RANKS = range(2, 15)


def card(suit: int, rank: int) -> int:
    return suit * 16 + rank


def test_for_every_start_rank_each_card_lies_over_its_neighbour_toward_the_start():
    for start in RANKS:
        for suit in range(4):
            for rank in RANKS:
                z = zorder.domino(card(suit, rank), start)
                if rank > start:
                    assert z > zorder.domino(card(suit, rank - 1), start), (start, suit, rank)
                if rank < start:
                    assert z > zorder.domino(card(suit, rank + 1), start), (start, suit, rank)


def test_the_end_cards_of_every_row_built_from_any_start_are_on_top_of_the_row():
    for start in RANKS:
        for suit in range(4):
            for lo in range(2, start + 1):
                for hi in range(start, 15):
                    row = [card(suit, r) for r in range(lo, hi + 1)]
                    top = {c: zorder.domino(c, start) for c in row}
                    for end in {row[0], row[-1]} - {card(suit, start)}:
                        inner = row[1] if end == row[0] else row[-2]
                        assert top[end] > top[inner], (start, lo, hi)


def test_from_the_ace_the_queen_lies_over_the_king_and_the_king_over_the_ace():
    a, k, q = (card(2, r) for r in (14, 13, 12))
    assert zorder.domino(q, 14) > zorder.domino(k, 14) > zorder.domino(a, 14)


def test_a_lower_row_lies_over_every_card_of_the_row_above_and_under_a_flying_card():
    for start in (None, 0, *RANKS):
        for suit in range(3):
            above = max(zorder.domino(card(suit, r), start) for r in RANKS)
            below = min(zorder.domino(card(suit + 1, r), start) for r in RANKS)
            assert above < below
        assert max(zorder.domino(card(3, r), start) for r in RANKS) < zorder.FLY


def test_without_a_start_the_rows_stack_as_from_the_two():
    for c in (card(s, r) for s in range(4) for r in RANKS):
        assert zorder.domino(c) == zorder.domino(c, 0) == zorder.domino(c, 2)


def test_in_the_layout_no_card_between_an_end_and_the_start_covers_the_end():
    """The places and the stacking together, as the table draws them: an end card lies under
    no card of its side of the row (or the start card), whatever the rank the rows open at."""
    lay = table_layout(4, 946, 612)
    for start in RANKS:
        for lo, hi in ((2, start), (start, 14), (max(2, start - 3), min(14, start + 3))):
            row = [card(1, r) for r in range(lo, hi + 1)]
            boxes = {c: p.bounds() for c, p in zip(row, lay.domino_places(row), strict=True)}
            for end in {row[0], row[-1]} - {card(1, start)}:
                side = [c for c in row if c != end
                        and ((c & 15) - start) * ((end & 15) - start) >= 0]
                over = [c for c in side if boxes[c].intersects(boxes[end])
                        and zorder.domino(c, start) >= zorder.domino(end, start)]
                assert not over, (start, lo, hi, end, over)
