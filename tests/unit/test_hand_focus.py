"""Which card the keyboard picks in the hand (presentation/hand_focus.py), without Qt."""

from __future__ import annotations

from tricktable.presentation import hand_focus as hf


def test_the_arrows_stop_only_on_playable_cards_or_on_all_when_none_is():
    assert hf.stops([True, False, True, False]) == [1, 3]
    assert hf.stops([True, True]) == [0, 1]
    assert hf.stops([False, False, False]) == [0, 1, 2]


def test_a_first_arrow_starts_at_the_end_it_points_from():
    assert hf.stepped(5, [1, 3, 6], 1, fresh=True) == 1
    assert hf.stepped(5, [1, 3, 6], -1, fresh=True) == 6
    assert hf.stepped(-1, [1, 3, 6], 1, fresh=False) == 1


def test_an_arrow_moves_to_the_nearest_stop_that_way_and_wraps_round():
    stops = [1, 3, 6]
    assert hf.stepped(1, stops, 1, fresh=False) == 3
    assert hf.stepped(3, stops, -1, fresh=False) == 1
    assert hf.stepped(4, stops, 1, fresh=False) == 6   # from a card no longer playable
    assert hf.stepped(6, stops, 1, fresh=False) == 1
    assert hf.stepped(1, stops, -1, fresh=False) == 6


def test_a_pick_stays_in_the_hand_and_leaves_a_card_that_cannot_be_played():
    assert hf.parked(9, [0, 1, 2], 3) == 2
    assert hf.parked(-4, [0, 1], 2) == 0
    assert hf.parked(2, [0, 4], 5) == 0     # two as near: the leftmost
    assert hf.parked(3, [0, 4], 5) == 4


def test_the_keys_act_on_the_hand_when_a_card_may_be_played_or_selected_or_nothing_is_asked():
    assert hf.keys_on_hand(False, False, panel_up=False, hand_acts=True)      # a card to play
    assert hf.keys_on_hand(False, False, panel_up=True, hand_acts=True)       # discard, pass+play
    assert hf.keys_on_hand(False, False, panel_up=False, hand_acts=False)     # others' turn


def test_the_keys_leave_the_hand_for_the_panel_the_summary_or_a_decision_without_cards():
    assert not hf.keys_on_hand(False, False, panel_up=True, hand_acts=False)  # a bid
    assert not hf.keys_on_hand(False, True, panel_up=True, hand_acts=True)    # a button focused
    assert not hf.keys_on_hand(True, False, panel_up=False, hand_acts=False)  # the summary
