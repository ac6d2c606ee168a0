"""Three hands (Heart Hunter, Sheepshead, Nineteen for three): the left and right cards of a
trick lay in the upper middle, touching the person's, far from their seats; a tester took them
for cards from across the table and could not tell who had led. Each now lies out toward the
player who played it, at every window size, and the table stays sound."""

from __future__ import annotations

import pytest

from tricktable.presentation.layout import ASPECT, table_layout
from tricktable.presentation.layout_report import no_overlap_report

#: from a small laptop's window to a full-HD screen's, with the scores beside the felt or not
SIZES = [(1024, 600), (812, 560), (744, 560), (1115, 725), (1366, 768), (1570, 1000),
         (1920, 1080), (754, 520)]
#: Heart Hunter for three, Sheepshead three-hand (10 + the window), Nineteen with a dummy
SHAPES = [((), 13), ((), 12), ((1,), 16), ((2,), 16)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shape", SHAPES)
def test_each_side_card_lies_out_toward_its_player(size, shape):
    dummies, max_hand = shape
    lay = table_layout(3, *size, dummies=dummies, max_hand=max_hand)
    mid = lay.centre.cx
    bottom = lay.seat(0).trick
    for seat in lay.seats[1:]:
        toward = (seat.hand.right if seat.side == "left" else seat.hand.x) - mid
        out = seat.trick.x - mid
        assert out * toward > 0, (seat.side, out, toward)
        # more than halfway from the middle to the player's hand (its inner edge)
        assert abs(out) >= 0.5 * abs(toward), (seat.side, out, toward)
        # and clear of the person's card: a card width of felt or more between them
        assert abs(seat.trick.x - bottom.x) >= 1.8 * bottom.height * ASPECT, seat.side
        assert lay.centre.contains(seat.trick.bounds()), (seat.side, seat.trick, lay.centre)
        # still level with a face-down fan, the person's card below both
        if seat.position not in dummies:
            assert abs(seat.trick.y - seat.hand.cy) <= 0.25 * lay.card_h
        assert bottom.y > seat.trick.y
    # (Barbu's Dominoes rows, for four, are not laid on a table of three)
    assert [p for p in no_overlap_report(lay) if not p.startswith("dominoes")] == []


def test_four_hands_keep_their_cross():
    """Four hands are untouched: the side cards beside the middle ones, as before."""
    lay = table_layout(4, 1366, 768)
    left, right = lay.seat(1).trick, lay.seat(3).trick
    assert right.x - left.x == pytest.approx(2 * 1.34 * left.height * ASPECT, rel=0.01)
