"""Sheepshead inference from the window calls (research, used by no level): imagined worlds
kept by how well they fit the calls (``ai/experiments/sheepshead_calls.py``, run as the search
option ``inference="calls"``)."""

from __future__ import annotations

import random

import pytest

from tricktable.ai.experiments.search_options import ResearchSearch, research_agent
from tricktable.ai.experiments.sheepshead_calls import (
    FLOOR,
    hands_at_the_window,
    take_chance,
    window_odds,
)
from tricktable.ai.playout import as_world
from tricktable.ai.registry import make_agent
from tricktable.ai.search import SearchAgent, playable_games
from tricktable.ai.sheepshead import strength
from tricktable.engine.cards import cards_of
from tricktable.games.registry import get_rules
from tricktable.games.sheepshead import TRUMP_MASK

RULES = get_rules("sheepshead")


def _first_card_view(seed: int, want_least: bool):
    """The state and a defender's (or, in The Least, a player's) view at the deal's first card,
    the window called by rule players; None if the deal went the other way."""
    state = RULES.new_game(seed=seed)
    agents = [make_agent("rule", RULES, p) for p in range(3)]
    while state.stage != "play":
        p = state.to_act
        state.apply(agents[p].choose(state.view(p), state.legal_actions()))
    if state.least != want_least:
        return None
    me = state.to_act
    if state.player == me:
        return None
    return state, state.view(me)


def _views(want_least: bool, count: int):
    out = []
    seed = 0
    while len(out) < count:
        got = _first_card_view(seed, want_least)
        if got is not None:
            out.append(got)
        seed += 1
    return out


def _expert(seed: int, inference: bool, **settings):
    """The Expert search, with the window-call inference or without."""
    if inference:
        return research_agent("expert", RULES, seed, strict=True, inference="calls", **settings)
    return make_agent("expert", RULES, seed, strict=True, **settings)


def _imagined(inference: bool, view, worlds: int) -> list:
    agent = _expert(5, inference)
    agent.rng = random.Random(11)
    return [agent._sample(view)[0] for _ in range(worlds)]


def test_the_chance_of_taking_rises_with_strength_and_never_reaches_zero_or_one():
    chances = [take_chance(s / 2, False) for s in range(0, 50)]
    assert chances == sorted(chances)
    assert chances[0] == FLOOR and chances[-1] == 1 - FLOOR
    assert take_chance(11.9, False) == pytest.approx(0.5)
    # the last caller, who would otherwise play The Least, takes a little lighter
    assert take_chance(11.5, True) > take_chance(11.5, False)


def test_no_call_yet_or_only_ones_own_call_says_nothing():
    state = RULES.new_game(seed=4)
    world = as_world(RULES.sample_world(state.view(state.to_act), random.Random(1)))
    assert window_odds(world, state.view(state.to_act), random.Random(1)) == 1.0
    state.apply(state.legal_actions()[0] if state.legal_actions()[0].type == "pass"
                else state.legal_actions()[1])
    first = (state.dealer + 1) % 3
    view = state.view(first)
    world = as_world(RULES.sample_world(view, random.Random(2)))
    assert window_odds(world, view, random.Random(2)) == 1.0


def test_a_pass_is_as_likely_as_the_curve_says_for_the_passers_hand():
    _state, view = _views(True, 1)[0]
    world = as_world(RULES.sample_world(view, random.Random(3)))
    hands = hands_at_the_window(world)
    expected = 1.0
    for i in range(3):
        p = (world.dealer + 1 + i) % 3
        if p != view.player:
            expected *= 1 - take_chance(strength(hands[p]), i == 2)
    assert window_odds(world, view, random.Random(3)) == pytest.approx(expected)


def test_imagined_hands_are_rebuilt_to_the_ten_cards_held_at_the_window():
    for state, view in _views(False, 3):
        world = as_world(RULES.sample_world(view, random.Random(4)))
        hands = hands_at_the_window(world)
        for p in range(3):
            assert hands[p].bit_count() == 10
        assert hands[view.player] == state.deal_log.hands[view.player]


def test_the_player_is_judged_on_ten_of_its_twelve_cards_with_a_window_drawn_at_random():
    class Draw:
        """A generator that draws the two given cards as the window."""

        def __init__(self, pair):
            self.pair = pair

        def sample(self, population, k):
            assert k == 2 and set(self.pair) <= set(population)
            return list(self.pair)

    _state, view = _views(False, 1)[0]
    world = as_world(RULES.sample_world(view, random.Random(5)))
    taker = world.player
    twelve = hands_at_the_window(world)[taker] | world.discards
    assert twelve.bit_count() == 12
    pair = cards_of(twelve)[:2]
    odds = window_odds(world, view, Draw(pair))
    taken = world.calls.index("take")
    expected = take_chance(strength(twelve & ~(1 << pair[0] | 1 << pair[1])), taken == 2)
    hands = hands_at_the_window(world)
    for i in range(taken):
        p = (world.dealer + 1 + i) % 3
        if p != view.player:
            expected *= 1 - take_chance(strength(hands[p]), False)
    assert odds == pytest.approx(expected)


def _strong(worlds, others) -> int:
    """How many of the others' imagined hands would almost surely have taken the window."""
    return sum(take_chance(strength(hands_at_the_window(w)[p]), False) > 0.9
               for w in worlds for p in others)


def test_with_the_inference_passers_are_imagined_with_weaker_hands_than_plain_sampling_gives():
    for _state, view in _views(True, 3):
        others = [p for p in range(3) if p != view.player]
        plain = _imagined(False, view, 150)
        kept = _imagined(True, view, 150)

        assert _strong(kept, others) < 0.25 * _strong(plain, others)


def test_with_the_inference_a_defender_imagines_the_player_with_more_trumps():
    for _state, view in _views(False, 3):
        def trumps(worlds):
            return sum(((hands_at_the_window(w)[w.player] | w.discards) & TRUMP_MASK)
                       .bit_count() for w in worlds) / len(worlds)

        assert trumps(_imagined(True, view, 150)) > trumps(_imagined(False, view, 150))


def test_no_level_weighs_its_worlds_since_the_window_calls_did_not_pay():
    for game in playable_games():
        for level in ("advanced", "expert"):
            agent = make_agent(level, game, 1)
            assert not isinstance(agent, ResearchSearch)
            assert type(agent)._sample is SearchAgent._sample


def test_the_calls_model_is_the_window_odds_and_a_game_without_one_is_refused():
    agent = research_agent("expert", RULES, 1, inference="calls")
    assert agent._odds is window_odds
    with pytest.raises(ValueError, match="no model of the calls"):
        research_agent("expert", get_rules("barbu"), 1, inference="calls")


def test_the_advanced_sheepshead_player_makes_the_same_seeded_moves_as_before():
    """Whole seeded deals of three Advanced players at 20 playouts (cards by index, discards by
    mask), recorded before the Expert's inference was added, and recorded again when the rule
    player's card play changed (its playouts are the rule player's: in seed 3 the first caller
    now takes the window, in seed 8 the Player buries other cards; The Least of seed 10 is the
    same), and again when the rule player's burial kept its aces (seed 8: the K♥ and the 7♥
    buried, not the K♥ and the 7♣), and when its defenders allowed for the Player's burial (the
    playouts' defenders changed: in seed 3 the third caller takes the window, not the first;
    in seed 8 the Player buries and plays otherwise), and when the defenders' imagined deals
    gave the Player the rule player's burial, not a random one (seeds 3 and 8: the defenders
    play otherwise from the first trick; The Least of seed 10 is the same), and when the rule
    player's Player drew trumps holding more than the defenders (seed 3: the first caller takes
    the window; seed 8: the Player leads a trump at trick 2)."""
    before = {
        3: ["take", 2305843009213694208, 62, 57, 58, 55, 23, 10, 7, 24, 30, 40, 42, 39, 12, 29,
            59, 9, 27, 41, 60, 26, 25, 46, 28, 45, 44, 13, 43, 56, 14, 11],
        8: ["pass", "pass", "take", 549755822080, 12, 26, 24, 11, 23, 25, 14, 10, 7, 57, 55, 62, 9,
            42, 8, 29, 27, 28, 40, 45, 41, 60, 59, 43, 44, 61, 56, 30, 58, 46],
        10: ["pass", "pass", "pass", 45, 41, 42, 7, 8, 9, 55, 56, 57, 23, 12, 30, 24, 25, 43,
             60, 28, 44, 61, 58, 62, 59, 27, 29, 13, 14, 46, 26, 40, 10],
    }
    for seed, moves in before.items():
        state = RULES.new_game(seed=seed)
        agents = [make_agent("advanced", RULES, 10 + p, iterations=20, seconds=100, strict=True)
                  for p in range(3)]
        out = []
        while not state.history:
            p = state.to_act
            a = agents[p].choose(state.view(p), state.legal_actions())
            out.append(a.card if a.type == "play" else a.get("cards") or a.type)
            state.apply(a)
        assert out == moves


def test_the_search_with_the_inference_decides_sheepshead_positions_with_a_legal_answer():
    for state, view in _views(False, 2) + _views(True, 1):
        legal = state.legal_actions()
        agent = _expert(3, True, iterations=30, seconds=100)
        assert agent.choose(view, legal) in legal
        assert agent.last_stats["worlds"] >= 1
