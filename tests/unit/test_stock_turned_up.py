"""Which face-down cards of a pile turn over where they lie (``table_piles.turned_up``): a
stock's set laid face up turns in place as its declarer says so; a pile that gained or lost a
card, or whose face-up cards changed, is left to the reconciliation."""

from tricktable.presentation.table_piles import turned_up

DOWN = (None, False)


def test_a_set_laid_face_up_turns_in_place():
    shown = [DOWN] * 6
    want = [(75, True), (12, True), (57, True), DOWN, DOWN, DOWN]
    assert turned_up(shown, want) == [(0, 75), (1, 12), (2, 57)]


def test_cards_face_up_already_stay_and_the_next_set_turns():
    shown = [(75, True), (12, True), DOWN, DOWN]
    want = [(75, True), (12, True), (41, True), (10, True)]
    assert turned_up(shown, want) == [(2, 41), (3, 10)]


def test_nothing_turns_when_the_pile_changed_otherwise():
    assert turned_up([DOWN] * 6, [(75, True), (12, True), (57, True)]) == []
    assert turned_up([(75, True), DOWN], [(12, True), (57, True)]) == []
    assert turned_up([DOWN] * 3, [DOWN] * 3) == []
