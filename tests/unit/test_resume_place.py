"""Where the resume question says a saved game stands within its deal: "from deal 1" alone was
asked at trick 7, and read as the deal's start."""

from __future__ import annotations

import random

from tricktable.games.registry import get_rules
from tricktable.presentation import window_notes as wn
from tricktable.presentation.game_facts import game_facts
from tricktable.presentation.resume_place import play_stands

NAMES = ["You", "West", "North", "East"]


def _played_until(game: str, wanted, seed: int = 4, options: dict | None = None):
    state = get_rules(game).new_game(seed, **(options or {}))
    rng = random.Random(seed)
    for _ in range(3000):
        if wanted(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position came up")


def test_a_game_in_its_tricks_is_resumed_from_the_trick_being_played():
    state = _played_until("heart-hunter", lambda s: len(s.deal_log.tricks) == 6)
    where = play_stands(state, [0], NAMES)
    assert where == "trick 7"
    assert wn.resume_question(game_facts(state, [0]), where) == \
        "Resume your Heart Hunter game from deal 1, trick 7?"


def test_before_the_first_trick_it_says_who_is_to_do_what():
    auction = _played_until("nineteen", lambda s: s.stage == "auction" and s.to_act == 2)
    assert play_stands(auction, [0], NAMES) == "with North to bid"
    mine = _played_until("barbu", lambda s: s.stage == "contract" and s.to_act == 0)
    assert play_stands(mine, [0], NAMES) == "with you to choose a contract"


def test_a_part_of_a_deal_without_tricks_is_never_given_a_trick_number():
    """Barbu's Dominoes lays cards in rows: "trick 1" would be false."""
    state = _played_until("barbu", lambda s: s.stage == "dominoes", seed=4)
    assert "trick" not in play_stands(state, [0], NAMES)
