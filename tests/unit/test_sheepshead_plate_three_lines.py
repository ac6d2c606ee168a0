"""Three-hand Sheepshead: the Player's plate grew from two lines to six through the deal ("0 card
points in tricks" over "0 tricks", "Player: took the window", "+ 2 buried cards, counted at
the end"), covering the felt. Every plate now has its card points and tricks and at most one
short note, whoever looks, all through the deal, and still says who the Player is, that the
burial is to be added to the points the others see, and, to the Player, the cards buried. The
Player's own plate said "Buried K♥ 8♥ (4)" after the burial, no longer "Player": it now says
"Player · buried K♥ 8♥", the burial's points counted in its card points."""

from __future__ import annotations

import random

from tricktable.engine.cards import FRENCH
from tricktable.engine.words import NBSP
from tricktable.games import get_rules
from tricktable.presentation import describe

NAMES = ["You", "West", "East"]
#: a short note: one line of a plate at 1280 x 800 ("Player: took the window")
SHORT = 25


def test_every_plate_keeps_one_short_note_all_through_the_deal() -> None:
    seen = {"before burial": 0, "others": 0, "own": 0}
    for seed in range(1, 12):
        state = get_rules("sheepshead").new_game(seed=seed)
        rng = random.Random(seed)
        while not state.game_over and state.deal_number <= 2:
            for viewer in range(3):
                view = state.view(viewer)
                for pos in range(3):
                    line, notes = describe.plate_lines(view, pos, FRENCH, NAMES)
                    assert " · " in line and len(line) <= SHORT, line
                    assert len(notes) <= 1 and all(len(n) <= SHORT for n in notes), notes
                    if view.window_player != pos or view.least:
                        continue
                    if view.stage == "discard":
                        assert notes == ["Player: took the window"], notes
                        seen["before burial"] += 1
                    elif pos == viewer:  # the cards buried, their points in the count
                        pts = view.trick_points[pos] + _points(view.discards)
                        assert line.startswith(f"{pts} card points · "), line
                        cards = NBSP.join(FRENCH.short(c) for c in _by_rank(view.discards))
                        assert notes == [f"Player · buried{NBSP}{cards}"], notes
                        seen["own"] += 1
                    else:  # the Player named, the burial to be added, never which
                        assert line.startswith(f"{view.trick_points[pos]} card points · ")
                        assert notes == [f"Player · +{NBSP}2{NBSP}buried{NBSP}cards"], notes
                        seen["others"] += 1
            legal = state.legal_actions()
            takes = [a for a in legal if a.type == "take"]
            state.apply(rng.choice(takes or legal))
    assert all(seen.values()), seen


def _by_rank(mask: int) -> list[int]:
    from tricktable.games.sheepshead import by_rank

    return by_rank(mask)


def _points(mask: int) -> int:
    from tricktable.games.sheepshead import card_points

    return card_points(mask)
