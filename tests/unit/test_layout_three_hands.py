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


#: the window sizes a tester tried: 1024x600, 1366x768 and 1920x1080, with the Scores beside the
#: felt and without
FELTS = [(740, 559), (1024, 559), (1115, 725), (1366, 727), (1570, 1000), (1920, 1040)]


@pytest.mark.parametrize("size", FELTS + SIZES)
@pytest.mark.parametrize("shape", SHAPES)
def test_the_persons_card_lies_low_near_its_hand(size, shape):
    """At 1024 x 600 the person's card lay in the middle of the felt, some 230 px above their
    hand, and read as nobody's, the lower middle of the felt empty: the trick was centred in
    the felt above the decision panel's room, though no panel comes while a trick lies there.
    The person's card now lies just above the toast's slot over their hand (what is said during
    the play stays in sight), the side cards higher, level with their players' hands."""
    dummies, max_hand = shape
    lay = table_layout(3, *size, dummies=dummies, max_hand=max_hand)
    own = lay.seat(0).trick
    card = own.bounds(lay.card_h * 0.06).united(own.bounds())
    hand_top = lay.seat(0).hand.y
    assert not card.intersects(lay.toast)
    # nothing but the toast's slot (and the gaps around it) between the card and the hand
    assert hand_top - card.bottom <= hand_top - lay.toast.y + 3 * lay.gap, (card, lay.toast)
    # a triangle: the person's card below the side cards, its top at most level with their feet
    for seat in lay.seats[1:]:
        assert own.y - seat.trick.y >= 0.9 * own.height, (seat.side, own.y, seat.trick.y)
        assert lay.centre.contains(seat.trick.bounds())
    assert own.height >= 0.9 * lay.card_h  # the trick as large as the hand's cards



def test_the_report_names_a_trick_card_over_the_toasts_slot():
    """The trick may lie over the panel's room, never over the toast's slot above the hand."""
    import dataclasses

    lay = table_layout(3, 1024, 559)
    assert no_overlap_report(lay) == []
    own = lay.seat(0).trick
    lay.seats[0] = dataclasses.replace(lay.seats[0], trick=dataclasses.replace(
        own, y=lay.toast.cy))
    assert any("covers the toast's slot" in p for p in no_overlap_report(lay))
