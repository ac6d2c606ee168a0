"""Heart Hunter's first lead: the holder of the 2♣ (the 6♣ with three players) leads the deal,
with any card, and nothing said who held it, so a newcomer could not tell whether the app was
right when East led the 3♦. The deal log's first line says it, and a bubble at the leader's
seat. And the game's description says when Phase 2 starts exactly ("once a score passes the
threshold" was said; the rule is a score that has reached 100, 80 with three players)."""

from __future__ import annotations

import random

import pytest

from tricktable.engine.cards import FRENCH, card
from tricktable.engine.protocol import CardPlayed
from tricktable.games import get_rules
from tricktable.presentation.deal_log_text import deal_lines, replayed_events
from tricktable.presentation.table_events import Saying, sayings

NAMES = ["You", "West", "North", "East"]


@pytest.mark.parametrize(("players", "code"), [(4, "2C"), (3, "6C")])
def test_the_deal_log_opens_each_deal_with_who_holds_the_leading_card(players, code):
    state = get_rules("heart-hunter").new_game(seed=5, players=players)
    rng = random.Random(5)
    holders = [next(p for p in range(players) if state.hands[p] >> card(code) & 1)]
    while state.deal_number < 3:
        number = state.deal_number
        state.apply(rng.choice(state.legal_actions()))
        if state.deal_number != number:
            holders.append(next(p for p in range(players) if state.hands[p] >> card(code) & 1))
    state.apply(rng.choice(state.legal_actions()))  # the third deal's first card
    names = NAMES[:players]
    shown = FRENCH.short(card(code))
    for (_n, _d, events, trump), holder in zip(replayed_events(state), holders, strict=True):
        first = deal_lines("heart-hunter", events, names, FRENCH, trump)[0]
        if holder == 0:
            assert first == f"You hold the {shown} and lead."
        else:
            assert first == f"{names[holder]} holds the {shown} and leads."


def test_the_leader_says_it_in_a_bubble_as_its_first_card_lands_and_only_then():
    state = get_rules("heart-hunter").new_game(seed=8)
    leader = state.turn
    events = state.apply(state.legal_actions()[-1])
    assert isinstance(events[0], CardPlayed), "said as the card lands, not before it flies"
    said = [s for e in events[1:] for s in sayings(state.view(0), e, NAMES, FRENCH)]
    assert said == [Saying(f"Holds the {FRENCH.short(card('2C'))} and leads", where=leader)]
    events = state.apply(state.legal_actions()[0])
    assert all(isinstance(e, CardPlayed) for e in events)


def test_the_description_says_when_phase_2_starts_as_the_rules_do():
    summary = get_rules("heart-hunter").summary
    assert "passes" not in summary and "threshold" not in summary
    assert "has reached 100 (80 with three players; 50 and 40 in a quick game)" in summary
