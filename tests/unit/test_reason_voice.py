"""The rule players' reasons are read to the person as hints, so they speak to the person
("Your side has this trick"), never as the computer ("My side has this trick")."""

from __future__ import annotations

import re

import pytest

from tricktable.ai.registry import make_agent
from tricktable.games.registry import ENTRIES, get_rules

FIRST_PERSON = re.compile(r"\b(I|me|my|mine|we|us|our|ours)\b", re.IGNORECASE)
OPTIONS = {"nineteen": [{"players": 4}, {"players": 3}, {"players": 2}]}


@pytest.mark.parametrize("game", [e.id for e in ENTRIES])
def test_no_reason_speaks_as_the_computer(game):
    rules = get_rules(game)
    reasons: set[str] = set()
    for options in OPTIONS.get(game, [{}]):
        for seed in range(3):
            state = rules.new_game(100 + seed, **options)
            agents = {}
            while not state.game_over and len(state.history) < 2:
                p = state.to_act
                agent = agents.setdefault(p, make_agent("rule", rules, seed=seed * 10 + p))
                action, reason = agent.explain(state.view(p), state.legal_actions())
                reasons.add(reason)
                state.apply(action)
    assert len(reasons) >= 3
    spoken_as_computer = sorted(r for r in reasons if FIRST_PERSON.search(r))
    assert not spoken_as_computer, spoken_as_computer
