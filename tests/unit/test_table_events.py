"""What the table does for each engine event (presentation/table_events.py), without Qt: the
steps of a batch, where an event's speaker sits, the words it puts on the felt, and the order a
new deal's cards fly out."""

from __future__ import annotations

from dataclasses import replace

from tricktable.engine.cards import FRENCH
from tricktable.engine.protocol import (
    Announced,
    CardPlayed,
    DealScored,
    DealStarted,
    GameOver,
    PhaseChanged,
    TrickTaken,
)
from tricktable.games import get_rules
from tricktable.games.young_hunter import TakingMade
from tricktable.presentation import table_events as te

NAMES = ["You", "Ada", "Bert", "Cleo"]


def view():
    return get_rules("young-hunter").new_game(seed=3).view(0)


def test_a_batch_becomes_its_steps_and_a_score_keeps_the_events_up_to_the_next_deal():
    play = CardPlayed(1, 1, 7)
    take = TrickTaken(1, 0, (7,), 1)
    scored = DealScored(1, (0,), (0,), None)
    phase = PhaseChanged("play", "The play begins.")
    dealt = DealStarted(2, 1, None)
    steps = te.plan([play, take, scored, phase, dealt, phase, GameOver((0,), (0,))])
    assert [s.kind for s in steps] == ["play", "take", "scored", "other", "dealt", "other"]
    assert steps[2].after == (phase,)
    assert steps[0].event is play and steps[0].after == ()


def test_an_event_s_speaker_sits_at_its_position_else_at_its_player_s_seat():
    v = view()
    assert te.seat_of_event(CardPlayed(3, 2, 5), v) == 2
    moved = replace(v, seat_player=[0, 2, 1, 3])
    assert te.seat_of_event(TakingMade(2, 9, "catch", False, 1), moved) == 1
    assert te.seat_of_event(PhaseChanged("play", "The play begins."), v) is None
    assert te.seat_of_event(TakingMade(-1, 9, "catch", False, 1), v) is None


def test_a_taking_is_said_in_a_bubble_at_its_seat_with_its_value():
    said = te.sayings(view(), TakingMade(2, 9, "catch", False, 4), NAMES, FRENCH)
    assert said == [te.Saying(f"Catch {FRENCH.short(9)}", "+4", where=2)]


def test_an_announcement_is_said_in_a_bubble_at_its_seat():
    v = view()
    legal = get_rules("young-hunter").new_game(seed=3).legal_actions()
    said = te.sayings(v, Announced(1, legal[0], "North announces"), NAMES, FRENCH)
    assert len(said) == 1 and said[0].bubble and said[0].where == 1


def test_a_new_deal_flies_out_one_card_a_seat_from_the_dealer_s_left():
    assert te.deal_order(1, [2, 2, 1]) == [(2, 0), (0, 0), (1, 0), (0, 1), (1, 1)]
    assert te.deal_order(2, [1, 1, 1]) == [(0, 0), (1, 0), (2, 0)]
    assert te.deal_order(0, []) == []


def test_a_played_card_leaves_its_own_item_else_the_middle_back_of_a_hidden_hand():
    assert te.leaving_card([3, 9, 12], [True, True, True], 9) == 1
    assert te.leaving_card([None] * 5, [False] * 5, 9) == 2
    assert te.leaving_card([4, None, None], [True, False, False], 9) == 2
    assert te.leaving_card([4, 5], [True, True], 9) is None
    assert te.leaving_card([], [], 9) is None
