"""A card of a dummy refused says the dummy holds the cards the rules want: with two players
the person plays a dummy, and "You must follow clubs: you hold the Q♣." was said of the
dummy's Q♣ (the person held no club)."""

from __future__ import annotations

import random

from tricktable.engine.protocol import Action
from tricktable.engine.trick_game import TrickGameState
from tricktable.games import get_rules

RULES = get_rules("nineteen")


def _refusals(players: int, seeds=range(1, 60)):
    """(state, is a dummy to play, refusal) for every card the rules refuse at the turns of
    random games' first deal, before the card chosen is played."""
    for seed in seeds:
        st = RULES.new_game(seed, players=players)
        rng = random.Random(seed)
        while st.deal_number == 1 and st.to_act is not None:
            legal = st.legal_actions()
            if st.stage == "play":
                dummy = st.seat_player[st.turn] is None
                for c in range(64):
                    if st.hands[st.turn] >> c & 1 and Action("play", c) not in legal:
                        yield st, dummy, st.why_illegal(Action("play", c)), c
                        break
            st.apply(rng.choice(legal))


def test_a_dummys_card_refused_names_the_dummys_cards():
    kinds = set()
    for st, dummy, why, card in _refusals(2):
        if dummy:
            assert "you hold" not in why and "You have" not in why, why
            assert ": the dummy holds " in why, why
            kinds.add(why.split(" ", 2)[1])  # "must" (follow) or "dummy" (no suit: trump)
            # the engine's own words (a game without its own) say it the same way
            assert "the dummy holds" in TrickGameState._play_reason(st, card) or \
                not st.hands[st.turn] & st.led
        else:
            assert "the dummy" not in why and ": you hold " in why, why
    assert kinds == {"must", "dummy"}, kinds


def test_a_players_own_card_refused_still_says_you_hold():
    said = [why for _st, dummy, why, _c in _refusals(4, range(1, 15)) if not dummy]
    assert said and all(": you hold " in why for why in said), said
