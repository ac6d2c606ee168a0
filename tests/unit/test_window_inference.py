"""The research option that weights Sheepshead worlds by the window calls (ai/experiments)."""

from __future__ import annotations

import random

from tricktable.ai.experiments.window_inference import (
    hands_at_the_window,
    inferring_agent,
    surprises,
)
from tricktable.ai.registry import make_agent
from tricktable.games.registry import get_rules


def _first_plays(seed: int):
    """(state, view) at the first three card decisions of a rule-played Sheepshead deal."""
    rules = get_rules("sheepshead")
    state = rules.new_game(seed=seed)
    agents = [make_agent("rule", rules, p) for p in range(3)]
    out = []
    while state.deal_number == 1 and state.to_act is not None and len(out) < 3:
        p = state.to_act
        view, legal = state.view(p), state.legal_actions()
        if state.stage == "play":
            out.append((state.copy(), view))
        state.apply(agents[p].choose(view, legal))
    return out


def test_the_real_deal_explains_the_rule_players_window_calls():
    for seed in range(20):
        for state, view in _first_plays(seed):
            assert surprises(state, view, 8) == 0


def test_imagined_deals_often_contradict_a_call_and_hands_are_rebuilt_to_ten_cards():
    rules = get_rules("sheepshead")
    counts = []
    for seed in range(20):
        for k, (_state, view) in enumerate(_first_plays(seed)):
            world = rules.sample_world(view, random.Random(seed * 7 + k))
            assert all(h.bit_count() == 10 for h in hands_at_the_window(world))
            counts.append(surprises(world, view, 8))
    assert any(counts)


def test_the_inferring_search_player_chooses_legal_actions():
    rules = get_rules("sheepshead")
    state, view = _first_plays(3)[-1]
    agent = inferring_agent("advanced", rules, 1, iterations=6, seconds=60)
    assert agent.choose(view, state.legal_actions()) in state.legal_actions()
