"""A face-up dummy at the side lies in two columns. A tester saw Nineteen for two's dummy split
near the middle, so its column of trumps began with the last plain card (Q♦ over the 5★), and
the four cards of that short column lay as close as the eight of the long one, the 5★ and the
7★ showing their corners alone (Qt-free: ``layout.hand_places``)."""

from __future__ import annotations

import pytest

from tricktable.presentation.layout import MIN_INDEX_CAP_PX, table_layout

#: the dummy of the tester's deal, in its order: 9♠ K♥ 7♣ 8♣ 9♣ V♣ C♣ K♣ Q♦ 5★ 7★ 18★
SUITS = [0, 1, 2, 2, 2, 2, 2, 2, 3, 4, 4, 4]


def _columns(size):
    lay = table_layout(4, *size, dummies=(1, 3), max_hand=16)
    places = lay.hand_places(1, len(SUITS), exposed=True, suits=SUITS)
    left = min(p.x for p in places)
    first = [p for p in places if p.x == left]
    second = [p for p in places if p.x != left]
    return lay, places, first, second


@pytest.mark.parametrize("size", [(1054, 740), (1694, 1000), (2560, 1360)])
def test_the_trumps_lie_alone_in_their_column_where_each_index_still_reads(size):
    """Where a column of nine still shows each card's index, the plain cards fill the first
    column and the trumps alone the second."""
    lay, places, first, second = _columns(size)
    assert len(first) == 9 and len(second) == 3
    assert places[0].height * 0.135 >= MIN_INDEX_CAP_PX / lay.dpr


def test_where_nine_would_not_read_the_split_stays_and_the_short_column_opens_up():
    """At 1024 x 600 (a felt of 818 x 559) a column of nine would cut the indices: the split
    stays eight and four, and the four lie further apart than the eight, each showing more
    than its corner."""
    lay, _places, first, second = _columns((818, 559))
    assert len(first) == 8 and len(second) == 4
    long_step = first[1].y - first[0].y
    short_step = second[1].y - second[0].y
    assert short_step > long_step * 1.3
    assert second[-1].bounds().bottom <= lay.seat(1).hand.bottom + 0.5
    assert second[0].y == first[0].y  # both columns from the same top
