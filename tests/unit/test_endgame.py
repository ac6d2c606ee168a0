"""The exact endgame solver (ai/experiments/endgame.py): it agrees with a plain enumeration of
every line of play, ends where the deal ends, and the search that uses it stays legal and
deterministic."""

from __future__ import annotations

import contextlib
import random

import pytest

from tricktable.ai.evaluation import deal_utility
from tricktable.ai.experiments.endgame import small_enough, solve
from tricktable.ai.experiments.search_options import ResearchSearch
from tricktable.ai.playout import DealOver, Playout, as_world
from tricktable.ai.registry import make_agent
from tricktable.games.registry import get_rules

GAMES = [("heart-hunter", {"players": 4}), ("heart-hunter", {"players": 3}),
         ("sheepshead", {}), ("young-hunter", {}), ("barbu", {})]


def late_worlds(game: str, options: dict, seed: int, cards_left: int):
    """Imagined worlds (sampled from a player's view) once every hand is down to
    ``cards_left`` cards, reached by rule-based play."""
    rules = get_rules(game)
    state = rules.new_game(seed=seed, **options)
    agents = [make_agent("rule", rules, seed + p) for p in range(state.num_players)]
    rng = random.Random(seed)
    while state.to_act is not None:
        if state.stage == "play" and small_enough(state, cards_left) and state.trick == []:
            p = state.to_act
            return rules, p, as_world(rules.sample_world(state.view(p), rng))
        p = state.to_act
        state.apply(agents[p].choose(state.view(p), state.legal_actions()))
    return None


def enumerate_lines(world, h0: int, n: int):
    """Max-n by brute force, straight on the engine: every legal action, copies all the way."""
    if world.over or len(world.history) > h0:
        return [deal_utility(world, q, h0) for q in range(n)]
    mover = world.to_act
    best = None
    for action in world.legal_actions():
        w = world.copy()
        with contextlib.suppress(DealOver):
            w.apply(action)
        got = enumerate_lines(w, h0, n)
        if best is None or got[mover] > best[mover]:
            best = got
    return best


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_solver_agrees_with_enumerating_every_line(game, options):
    checked = 0
    for seed in range(1, 6):
        found = late_worlds(game, options, seed, 2)
        if found is None:
            continue
        rules, _p, world = found
        h0 = len(world.history)
        n = world.num_players
        want = enumerate_lines(world.copy(), h0, n)
        playout = Playout(rules, seed)

        def values(w, h0=h0, n=n):
            return [deal_utility(w, q, h0) for q in range(n)]

        got = solve(world.copy(), playout, values)
        assert got == pytest.approx(want)
        checked += 1
    assert checked >= 3


def test_one_card_each_is_the_single_line_the_playout_plays():
    rules, _p, world = late_worlds("heart-hunter", {"players": 4}, 3, 1)
    h0 = len(world.history)
    playout = Playout(rules, 3)
    ref = world.copy()
    playout.run(ref)
    got = solve(world.copy(), playout, lambda w: [deal_utility(w, q, h0) for q in range(4)])
    assert got == pytest.approx([deal_utility(ref, q, h0) for q in range(4)])


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_search_with_the_solver_is_legal_and_deterministic(game, options):
    rules = get_rules(game)
    found = late_worlds(game, options, 2, 3)
    assert found is not None
    _rules, _p, world = found
    state = world  # a consistent full state: search it from its mover's view
    p = state.to_act
    view, legal = state.view(p), state.legal_actions()
    picks = {ResearchSearch(rules, 7, level="advanced", iterations=30, seconds=60, exact=3,
                            strict=True).choose(view, legal) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(legal)
