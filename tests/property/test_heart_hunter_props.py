"""Property tests: whole Heart Hunter games, random and rule-based, every option combination."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from invariants import check_game
from players import rule_players
from tricktable.games import get_rules
from tricktable.games.heart_hunter import card_points

RULES = get_rules("heart-hunter")
OPTION_SETS = [{"players": p, "quick": q} for p in (4, 3) for q in (False, True)]


def deal_sums(state, log) -> None:
    """A deal's score is ±(points taken), which sum to 20 (16), or a moon as RULES.md says."""
    total = 20 if state.n == 4 else 16
    score = list(log.score)
    taken = [0] * state.n
    for _leader, cards, winner in log.tricks:
        for c in cards:
            taken[winner] |= 1 << c
    points = [card_points(t) for t in taken]
    assert sum(points) == total
    phase_sign = 1 if sum(score) > 0 or score.count(total) == state.n - 1 else -1
    if total in points:  # moon
        shooter = points.index(total)
        if phase_sign > 0:
            assert score == [0 if p == shooter else total for p in range(state.n)]
        else:
            assert score == [-total if p == shooter else 0 for p in range(state.n)]
    else:
        assert score == [phase_sign * p for p in points]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTION_SETS))
def test_random_games_keep_invariants(seed, opt):
    rng = random.Random(seed)
    state = check_game(RULES, opt, seed, lambda s, legal: rng.choice(legal), deep_every=17,
                       deal_check=deal_sums)
    assert state.game_over
    assert min(state.totals) <= 0
    assert state.totals.count(min(state.totals)) == 1
    assert state.winners == (state.totals.index(min(state.totals)),)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), opt=st.sampled_from(OPTION_SETS))
def test_rule_games_keep_invariants(seed, opt):
    choose = rule_players(RULES, seed, opt["players"])

    state = check_game(RULES, opt, seed, choose, deep_every=13, deal_check=deal_sums)
    assert state.game_over
