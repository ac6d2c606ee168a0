"""Sheepshead's Bury panel names the two cards the Player took from the window (a tester: it
said only "Select them in your hand…", the new cards marked by a thin line, where Nineteen's
Discard panel said "You drew the 7★, …"). Only the Player's own view holds them."""

from __future__ import annotations

import random

from tricktable.games.registry import get_rules
from tricktable.games.sheepshead import say_cards
from tricktable.presentation import describe


def _at_a_burial(seed: int):
    st = get_rules("sheepshead").new_game(seed)
    rng = random.Random(seed)
    while st.stage != "discard" and not st.game_over:
        legal = st.legal_actions()
        take = [a for a in legal if a.type == "take"]
        st.apply(take[0] if take else rng.choice(legal))
    return st


def test_the_bury_panel_names_the_window_cards_taken():
    for seed in range(5):
        st = _at_a_burial(seed)
        view = st.view(st.to_act)
        window = sum(1 << c for c in view.window)
        d = describe.decision_for(view, st.legal_actions(), lambda a: "", st.rules.codec,
                                  ["You", "West", "East"])
        assert d.hint.endswith(f" You took {say_cards(window)} from the window."), d.hint
        assert d.hint.startswith("Select them in your hand"), "the instructions come first"


def test_another_player_is_never_told_the_window_cards():
    from tricktable.games.sheepshead_words import drawn_words

    st = _at_a_burial(1)
    for p in range(3):
        if p != st.to_act:
            assert drawn_words(st.view(p), st.rules.codec) == ""
