"""The card-point tie-breaker for the search (research, used by no level):
``ai/experiments/shaping.py``, run as the search option ``shape=K``."""

from __future__ import annotations

import pytest

from tricktable.ai.experiments.search_options import ResearchSearch, parse_variant
from tricktable.ai.experiments.shaping import sheepshead_margin
from tricktable.ai.registry import make_agent
from tricktable.games.registry import get_rules
from tricktable.games.sheepshead import card_points

RULES = get_rules("sheepshead")


def _finished_deal(seed: int):
    """A deal played to its end by rule players, and the index of its log."""
    state = RULES.new_game(seed=seed)
    agents = [make_agent("rule", RULES, p) for p in range(3)]
    h0 = len(state.history)
    while len(state.history) == h0:
        p = state.to_act
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else agents[p].choose(state.view(p), legal))
    return state, h0


def _points(log) -> list[int]:
    points = [0, 0, 0]
    for _leader, cards, winner in log.tricks:
        points[winner] += card_points(sum(1 << c for c in cards))
    return points


def test_in_a_players_deal_the_margin_is_the_players_card_points_over_sixty_and_a_half():
    for seed in range(40):
        state, h0 = _finished_deal(seed)
        log = state.history[h0]
        taker = log.contract["player"]
        if taker is None:
            continue
        points = _points(log)
        made = 120 - sum(points) + points[taker]  # the burial counts for the Player
        margins = [sheepshead_margin(state, q, h0) for q in range(3)]
        assert margins[taker] == pytest.approx(made - 60.5)
        for q in range(3):
            if q != taker:
                assert margins[q] == pytest.approx(-(made - 60.5) / 2)
        return
    pytest.fail("no Player's deal in 40 seeds")


def test_in_the_least_fewer_card_points_than_the_others_is_a_positive_margin():
    for seed in range(200):
        state, h0 = _finished_deal(seed)
        log = state.history[h0]
        if log.contract["player"] is not None:
            continue
        points = _points(log)
        points[log.tricks[-1][2]] += 120 - sum(points)  # the window goes with the last trick
        for q in range(3):
            others = (sum(points) - points[q]) / 2
            assert sheepshead_margin(state, q, h0) == pytest.approx(others - points[q])
        return
    pytest.fail("no deal of The Least in 200 seeds")


def test_a_deal_not_yet_logged_has_no_margin():
    state = RULES.new_game(seed=1)
    assert sheepshead_margin(state, 0, len(state.history)) == 0.0


def test_the_option_is_read_from_the_command_line_and_refused_for_a_game_without_a_margin():
    assert parse_variant(["shape=0.01"]) == {"shape": 0.01}
    agent = ResearchSearch(RULES, 1, level="advanced", shape=0.01, iterations=20)
    state = RULES.new_game(seed=3)
    assert agent.choose(state.view(state.to_act), state.legal_actions()) \
        in state.legal_actions()
    with pytest.raises(ValueError, match="no card-point margin"):
        ResearchSearch(get_rules("heart-hunter"), 1, level="advanced", shape=0.01)
