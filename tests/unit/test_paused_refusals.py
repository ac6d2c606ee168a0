"""Under Game → Pause a computer's turn does not come to an end by itself: a refusal that only
said "It is West's turn" (or "It is not your turn.") left the person waiting for it. The
refusals say the game is paused (presentation/status_line.py)."""

from __future__ import annotations

from types import SimpleNamespace

from tricktable.presentation.status_line import hint_refusal, turn_refusal

NAMES = ["You", "West", "North", "East"]


def _controller(paused: bool, to_act: int | None = 1):
    return SimpleNamespace(seats=[SimpleNamespace(name=n, human=i == 0)
                                  for i, n in enumerate(NAMES)], paused=paused, hot_seat=False,
                           human_to_act=lambda: None, awaiting_pass=None,
                           awaiting_continue=False, to_act=lambda: to_act, facts=lambda: None)


def test_a_hint_refused_on_a_computers_turn_says_the_game_is_paused():
    assert hint_refusal(_controller(True), True, lambda: False) == (
        "It is West's turn, and the game is paused: a hint is for your own turn.")
    assert hint_refusal(_controller(False), True, lambda: False) == (
        "It is West's turn: a hint is for your own turn.")


def test_a_card_refused_out_of_turn_says_the_game_is_paused_and_what_goes_on():
    assert turn_refusal(_controller(True)) == (
        "It is not your turn: the game is paused, and West waits (P goes on, N plays one "
        "move).")
    assert turn_refusal(_controller(False)) == "It is not your turn."
    assert turn_refusal(_controller(True, to_act=None)) == "It is not your turn."
