"""How the cards in the hands show on the person's turn (presentation/turn_marks.py)."""

from __future__ import annotations

from types import SimpleNamespace

from tricktable.engine.panel import Decision
from tricktable.engine.protocol import PLAY, Action
from tricktable.presentation.turn_marks import turn_marks

VIEW = SimpleNamespace(drawn=0b1000, tricks=[], seat=0)


def discard() -> Decision:
    options = [Action.make("discard", cards=0b0011), Action.make("discard", cards=0b0110)]
    return Decision("discard", "Discard", "", [], confirm="Discard", count=2, options=options)


def test_only_the_acting_hand_can_be_clicked_and_its_unplayable_cards_are_dimmed():
    turn = turn_marks({0: [1, 2, 3], 1: [None, None]}, VIEW, 0, [PLAY[2]], None, set())
    assert [m.interactive for m in turn.marks[0]] == [True] * 3
    assert [m.dimmed for m in turn.marks[0]] == [True, False, True]
    assert not any(m.interactive or m.dimmed for m in turn.marks[1])
    assert [m.marked for m in turn.marks[0]] == [False, False, True]  # drawn from the stock
    assert not turn.discarding and turn.keep == set()
    assert turn.hand_acts


def test_drawn_cards_are_no_longer_marked_once_the_play_has_begun():
    view = SimpleNamespace(drawn=0b1000, tricks=[(0, [1], 0)], seat=0)
    turn = turn_marks({0: [3]}, view, None, [], None, set())
    assert not turn.marks[0][0].marked


def test_a_card_in_no_legal_discard_is_dimmed_and_cannot_stay_selected():
    turn = turn_marks({0: [0, 1, 2, 3]}, VIEW, 0, discard().options, discard(), {1, 3})
    assert turn.discarding and turn.hand_acts
    assert [m.dimmed for m in turn.marks[0]] == [False, False, False, True]
    assert turn.keep == {1}
    turn = turn_marks({0: [0, 1, 2, 3]}, VIEW, 0, discard().options, discard(), {1})
    assert [m.selected for m in turn.marks[0]] == [False, True, False, False]


def test_nothing_stays_selected_when_the_decision_is_no_discard():
    turn = turn_marks({0: [0, 1]}, VIEW, 0, [PLAY[0]], None, {1})
    assert turn.keep == set()


def test_the_hand_has_no_part_in_a_decision_that_plays_no_card():
    bids = [Action.make("bid", value=1), Action.make("pass")]
    turn = turn_marks({0: [0, 1]}, VIEW, 0, bids, None, set())
    assert not turn.hand_acts
    assert not any(m.dimmed for m in turn.marks[0])
    assert not turn_marks({0: [0, 1]}, VIEW, None, [], None, set()).hand_acts
