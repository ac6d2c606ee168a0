"""Opening a finished deal's review stops undo at the deal after it (undo_points.review_barrier):
the review shows every hand as dealt, and an undo back into that deal let the person play it
again knowing them. The decisions of the deal under way stay undoable: the review shows nothing
of its cards."""

from __future__ import annotations

from tricktable.games.registry import get_rules
from tricktable.undo_points import REVIEW_SHOWED, apply_keeping_undo, review_barrier

PEOPLE = frozenset({0})


def _into_the_second_deal(points: list) -> object:
    """A Barbu game played by its first legal actions into its second hand, past two of the
    person's decisions there, the undo points kept as the controller keeps them."""
    state = get_rules("barbu").new_game(7)
    mine_in_second = 0
    while mine_in_second < 2:
        player = state.to_act
        mine_in_second += bool(state.history) and player == 0
        apply_keeping_undo(points, state, player, state.legal_actions()[0], PEOPLE)
    return state


def test_a_review_drops_the_undo_points_of_the_reviewed_deal_and_keeps_the_next_ones():
    points: list = []
    state = _into_the_second_deal(points)
    before = len(points)
    assert any(not p.state.history for p in points), "points reached back into hand 1"
    said = review_barrier(points, state)
    assert said == REVIEW_SHOWED.format(deal="hand", number=1) == (
        "Undo cannot go back further: the review of hand 1 has shown every player's cards.")
    assert len(points) == 2 < before and all(len(p.state.history) == 1 for p in points)
    assert review_barrier(points, state) is None, "nothing more to drop: the reason stands"
