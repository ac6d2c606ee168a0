"""The search players: determinism, budgets, fast playouts against the rule players, utilities."""

from __future__ import annotations

import random

import pytest

from tricktable.ai import playout_heart_hunter as hh_fast
from tricktable.ai.bench import percentile
from tricktable.ai.evaluation import deal_utility, relative, score_sign
from tricktable.ai.playout import Playout, as_world, fast_module
from tricktable.ai.registry import make_agent
from tricktable.ai.search import SearchAgent, playable_games
from tricktable.engine.cards import SUIT_MASKS, cards
from tricktable.games.registry import get_rules

HH = get_rules("heart-hunter")


def positions(game: str, seed: int, count: int, options: dict | None = None):
    """States with a real choice, reached by random play from a fresh game."""
    rules = get_rules(game)
    rng = random.Random(seed)
    state = rules.new_game(seed=seed, **(options or {}))
    found = 0
    while state.to_act is not None and found < count:
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < 0.3:
            yield state.copy()
            found += 1
        state.apply(rng.choice(legal))


@pytest.mark.parametrize("game", playable_games())
def test_same_seed_and_iterations_give_the_same_decision(game):
    for state in positions(game, 3, 2):
        p = state.to_act
        view, legal = state.view(p), state.legal_actions()
        settings = {"iterations": 10, "seconds": 120, "strict": True}
        a = make_agent("advanced", game, 42, **settings).choose(view, legal)
        agent = make_agent("advanced", game, 42, **settings)
        b = agent.choose(view, legal)
        agent.choose(view, legal)  # the generator moves on ...
        agent.rng.seed(42)  # ... and the worker reseeds it before every decision
        c = agent.choose(view, legal)
        assert a == b == c
        assert a in legal


def test_time_cap_returns_the_best_move_found():
    state = next(positions("heart-hunter", 5, 1))
    legal = state.legal_actions()
    agent = SearchAgent(HH, 1, level="expert", iterations=10**9, seconds=0.0)
    action = agent.choose(state.view(state.to_act), legal)
    assert action in legal
    assert agent.last_stats["timed_out"]
    assert agent.last_stats["worlds"] >= 1


def test_levels_and_budgets():
    adv = make_agent("advanced", "heart-hunter", 1)
    exp = make_agent("expert", "heart-hunter", 1)
    assert isinstance(adv, SearchAgent) and isinstance(exp, SearchAgent)
    assert exp.iterations > adv.iterations and exp.seconds > adv.seconds
    with pytest.raises(ValueError):
        make_agent("grandmaster", "heart-hunter", 1)


def test_single_legal_action_needs_no_search():
    agent = make_agent("advanced", "heart-hunter", 1)
    state = HH.new_game(seed=1)
    only = state.legal_actions()[:1]
    assert agent.choose(state.view(state.to_act), only) == only[0]
    assert agent.last_stats["iterations"] == 0


def test_explain_names_a_legal_action_and_the_figures():
    state = next(positions("heart-hunter", 8, 1))
    legal = state.legal_actions()
    agent = make_agent("advanced", "heart-hunter", 4, iterations=60)
    action, text = agent.explain(state.view(state.to_act), legal)
    assert action in legal
    assert "imagined deals" in text


def test_drops_the_queen_of_spades_under_a_higher_spade():
    """Phase 1, last to play to a spade trick the K♠ or A♠ already wins, holding the Q♠ and a
    card of every suit: it goes to that trick's winner now, or it may cost us five points later.
    (With a void to throw the Q♠ on later, winning with the A♠ first is a fair choice too, and
    since the rule player's playouts lead from short suits the search sometimes takes it.)"""
    qs = cards("QS").bit_length() - 1
    found = 0
    for seed in range(300):
        for state in positions("heart-hunter", seed, 12):
            hand = state.hands[state.turn]
            if not (state.phase == 1 and len(state.trick) == state.n - 1
                    and state.led == SUIT_MASKS[3] and hand >> qs & 1 and hand & ~(1 << qs)
                    & SUIT_MASKS[3] and max(state.trick) > qs
                    and all(hand & suit for suit in SUIT_MASKS)):
                continue
            agent = make_agent("advanced", "heart-hunter", 3, iterations=150, strict=True)
            assert agent.choose(state.view(state.to_act), state.legal_actions()).card == qs
            found += 1
        if found >= 2:
            break
    assert found >= 2


@pytest.mark.parametrize("players", [4, 3])
def test_fast_heart_hunter_policy_plays_like_the_rule_player(players):
    """The fast playouts play as the rule player does in the search's imagined deals (where
    it goes for no moon of its own: ``Agent.in_playouts``)."""
    rule = make_agent("rule", "heart-hunter", 1)
    rule.in_playouts = True
    for seed in range(4):
        state = HH.new_game(seed=seed, players=players, quick=True)
        while not state.over:
            p = state.to_act
            action = rule.choose(state.view(p), state.legal_actions())
            assert hh_fast.choose(state) == action.card
            state.apply(action)


@pytest.mark.parametrize("game", [g for g in playable_games() if fast_module(g) is not None])
def test_fast_playouts_score_like_the_rule_players(game):
    rules = get_rules(game)
    fast, slow = Playout(rules, 1, fast=True), Playout(rules, 1, fast=False)
    rng = random.Random(9)
    checked = 0
    for options in player_options(game):
        for seed in range(10):
            for state in positions(game, seed, 4, options):
                world = as_world(rules.sample_world(state.view(state.to_act), rng))
                a, b = world.copy(), world.copy()
                fast.run(a)
                slow.run(b)
                assert [log.score for log in a.history] == [log.score for log in b.history]
                assert a.totals == b.totals and a.over == b.over
                checked += 1
    assert checked > 20


def test_relative_score():
    assert relative((4, 0, 2, 6), 0) == pytest.approx(4 - 8 / 3)
    assert relative((4, 0, 2, 6), 1, -1) == pytest.approx(4.0)
    assert relative([-3, 3], 0) == -6
    assert score_sign("heart-hunter") == -1
    assert score_sign("barbu") == 1


def test_deal_utility_reads_the_finished_deal():
    state = HH.new_game(seed=4)
    world = as_world(HH.sample_world(state.view(state.to_act), random.Random(1)))
    Playout(HH, 1).run(world)
    score = world.history[0].score
    for p in range(4):
        assert deal_utility(world, p, 0) == pytest.approx(relative(score, p, -1))


def test_percentile_by_nearest_rank():
    values = [float(v) for v in range(1, 21)]
    assert percentile(values, 0.5) == 10.0
    assert percentile(values, 0.95) == 19.0
    assert percentile(values, 1.0) == 20.0
    assert percentile([], 0.5) == 0.0


def player_options(game: str) -> list[dict]:
    """Every player count a game allows, as options (dummies come with fewer players)."""
    rules = get_rules(game)
    if any(spec.name == "players" for spec in rules.option_specs):
        return [{"players": n} for n in rules.player_counts]
    return [{}]


@pytest.mark.parametrize("game", [g for g in playable_games()
                                  if hasattr(fast_module(g), "small_view")])
def test_small_view_gives_the_rule_players_choice(game):
    module = fast_module(game)
    agent = make_agent("rule", game, 1)
    checked = 0
    for options in player_options(game):
        for seed in range(16):
            for state in positions(game, seed, 8, options):
                if state.stage not in module.SMALL_STAGES:
                    continue
                legal = state.legal_actions()
                full = agent.choose(state.view(state.to_act), legal)
                assert agent.choose(module.small_view(state, state.turn), legal) == full
                checked += 1
    assert checked > 30


def test_the_bench_gives_each_levels_wall_clock_and_cpu_decision_times():
    from tricktable.ai.bench import time_level

    r = time_level("heart-hunter", {"players": 4}, "advanced", 0.0, min_decisions=2,
                   max_decisions=2)
    assert r["n"] == 2 and r["budget"] == 600 and r["cap"] == 0.4
    assert 0.0 < r["cpu_p95"] <= r["p95"] + 0.05
    assert r["p50"] <= r["p95"] and r["rate"] > 0
