"""Property tests of the search: legal decisions in every game and stage, faithful worlds."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tricktable.ai.experiments.search_options import research_agent
from tricktable.ai.registry import make_agent
from tricktable.ai.search import playable_games
from tricktable.engine.invariants import strip
from tricktable.games.registry import get_rules

GAMES = playable_games()


def option_sets(game: str) -> list[dict]:
    """Every player count the game allows (other options at their defaults)."""
    rules = get_rules(game)
    if any(spec.name == "players" for spec in rules.option_specs):
        return [{"players": n} for n in rules.player_counts]
    return [{}]


def walk(game: str, options: dict, seed: int, steps: int):
    """A state after ``steps`` random actions (stopping early at the end of the game)."""
    rules = get_rules(game)
    rng = random.Random(seed)
    state = rules.new_game(seed=seed, **options)
    for _ in range(steps):
        if state.to_act is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 10**6), steps=st.integers(0, 120),
       which=st.integers(0, 5), level=st.sampled_from(["advanced", "expert"]),
       method=st.sampled_from(["flat", "flat", "ismcts"]))
def test_search_player_returns_a_legal_action(game, seed, steps, which, level, method):
    options = option_sets(game)[which % len(option_sets(game))]
    state = walk(game, options, seed, steps)
    if state.to_act is None:
        return
    p = state.to_act
    legal = state.legal_actions()
    if method == "ismcts":  # a research option, apart from the levels
        agent = research_agent(level, get_rules(game), seed, iterations=6, seconds=60,
                               strict=True, method=method)
    else:
        agent = make_agent(level, game, seed, iterations=6, seconds=60, strict=True)
    action = agent.choose(state.view(p), legal)
    assert action in legal
    assert state.why_illegal(action) is None


def check_world(state, player: int, rng: random.Random) -> None:
    """A sampled world agrees with everything ``player`` knows."""
    rules = state.rules
    view = state.view(player)
    world = rules.sample_world(view, rng)
    # the same view: same own cards, same public facts
    assert strip(world.view(player)) == strip(view)
    seen = 0
    for t in view.taken:
        seen |= t
    for c in view.trick:
        seen |= 1 << c
    for p in range(state.n):
        known = view.hands[p]
        if known is not None:
            assert world.hands[p] == known, "the player's own hand changed"
            seen |= known
    for p in range(state.n):
        assert world.hands[p].bit_count() == state.hands[p].bit_count()
        assert not world.hands[p] & view.voids[p], "a revealed void was ignored"
        if view.hands[p] is None:
            assert not world.hands[p] & seen, "a hidden hand holds a card already seen"
    total = 0
    for h in world.hands:
        assert not total & h, "a card is in two hands"
        total |= h
    if state.to_act == player:
        assert world.legal_actions() == state.legal_actions()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 10**6), which=st.integers(0, 5))
def test_sample_world_never_contradicts_the_view(game, seed, which):
    options = option_sets(game)[which % len(option_sets(game))]
    rules = get_rules(game)
    rng = random.Random(seed)
    state = rules.new_game(seed=seed, **options)
    step = 0
    while state.to_act is not None and state.deal_number <= 2:
        if step % 5 == 0:
            for player in range(state.num_players):
                check_world(state, player, rng)
        state.apply(rng.choice(state.legal_actions()))
        step += 1
