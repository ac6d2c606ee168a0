"""Nineteen inference from the auction (research, used by no level): imagined worlds kept by how
well they fit the others' bids and passes (``ai/experiments/nineteen_auction.py``, run as the
search option ``inference="calls"``)."""

from __future__ import annotations

import itertools
import random

import pytest

from tricktable.ai.experiments.nineteen_auction import (
    FLOOR,
    MIDDLE,
    SPREAD,
    auction_odds,
    bid_chance,
)
from tricktable.ai.experiments.search_options import research_agent
from tricktable.ai.nineteen import strength
from tricktable.ai.playout import as_world
from tricktable.ai.registry import make_agent
from tricktable.games.nineteen_scoring import BIDS
from tricktable.games.registry import get_rules

RULES = get_rules("nineteen")


def _first_card(seed: int, players: int = 4):
    """The state at the deal's first card, everything before it chosen by rule players."""
    state = RULES.new_game(seed=seed, players=players)
    agents = [make_agent("rule", RULES, p) for p in range(state.num_players)]
    while state.stage != "play":
        p = state.to_act
        state.apply(agents[p].choose(state.view(p), state.legal_actions()))
    return state


def _defender_views(count: int, preferred: bool):
    """(state, a defender's view at the first card) of four-player deals whose contract is a
    preferred bid (``preferred``) or any contract after at least one pass."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        state = _first_card(seed)
        if preferred and not state.bid.startswith("preferred"):
            continue
        if not preferred and not any(act == "pass" for _pos, act in state.bids):
            continue
        me = next(p for p in range(4) if p != state.declarer and p != state.partner)
        out.append((state, state.view(me)))
    return out


def _imagined(inference: bool, view, worlds: int) -> list:
    settings = {"inference": "calls"} if inference else {}
    agent = research_agent("expert", RULES, 5, strict=True, **settings)
    agent.rng = random.Random(11)
    return [agent._sample(view)[0] for _ in range(worlds)]


def test_the_chance_of_bidding_rises_with_strength_and_never_reaches_zero_or_one():
    for lowest in BIDS:
        chances = [bid_chance(s / 2, lowest) for s in range(0, 120)]
        assert chances == sorted(chances)
        assert chances[0] == FLOOR and chances[-1] == 1 - FLOOR
        assert bid_chance(MIDDLE[lowest], lowest) == pytest.approx(0.5)
    # a higher bid needs a stronger hand
    assert all(MIDDLE[a] < MIDDLE[b] for a, b in itertools.pairwise(BIDS))


def test_before_any_bid_and_for_the_eldests_forced_partnership_the_auction_says_nothing():
    state = RULES.new_game(seed=3, players=4)
    me = state.to_act
    view = state.view(me)
    world = as_world(RULES.sample_world(view, random.Random(1)))
    assert auction_odds(world, view, random.Random(1)) == 1.0
    state.apply(next(a for a in state.legal_actions() if a.get("bid") == "partnership"))
    other = state.to_act
    view = state.view(other)
    world = as_world(RULES.sample_world(view, random.Random(2)))
    assert auction_odds(world, view, random.Random(2)) == 1.0


def test_the_odds_are_the_product_of_each_others_bid_or_pass_under_the_curves():
    for state, view in _defender_views(4, preferred=False):
        world = as_world(RULES.sample_world(view, random.Random(3)))
        dealt = world.deal_log.hands
        expected, high = 1.0, -1
        for i, (pos, act) in enumerate(state.bids):
            if act == "pass":
                if pos != view.seat:
                    expected *= 1 - bid_chance(strength(dealt[pos]), BIDS[high + 1])
                continue
            if pos != view.seat and not (i == 0 and act == "partnership"):
                expected *= bid_chance(strength(dealt[pos]), act)
            high = max(high, BIDS.index(act))
        assert auction_odds(world, view, random.Random(3)) == pytest.approx(expected)
        assert expected < 1.0


def test_imagined_hands_at_the_auction_are_the_twelve_cards_dealt():
    for state, view in _defender_views(3, preferred=True):
        world = as_world(RULES.sample_world(view, random.Random(4)))
        for p in range(4):
            assert world.deal_log.hands[p].bit_count() == 12
        assert world.deal_log.hands[view.seat] == state.deal_log.hands[view.seat]


def test_with_the_inference_a_defender_no_longer_imagines_a_weak_preferred_declarer():
    """Plain sampling gives the declarer many hands that would hardly have bid (strength two
    spreads below the bid's middle, a bid chance under 12%); the inference keeps few of them."""
    moved = 0
    for state, view in _defender_views(4, preferred=True):
        low = MIDDLE[state.bid] - 2 * SPREAD

        def weak(worlds, declarer=state.declarer, low=low):
            return sum(strength(w.deal_log.hands[declarer]) < low for w in worlds)

        plain, kept = weak(_imagined(False, view, 120)), weak(_imagined(True, view, 120))
        assert kept <= max(2, plain // 2)
        moved += plain >= 10
    assert moved >= 2


def test_with_the_inference_passers_are_seldom_imagined_with_hands_that_would_have_bid():
    """A hand two spreads above the middle bids nine times in ten; plain sampling gives the
    passers such hands now and then, the inference almost never."""
    plain = kept = 0
    for state, view in _defender_views(4, preferred=False):
        passes, high = [], -1
        for pos, act in state.bids:
            if act != "pass":
                high = max(high, BIDS.index(act))
            elif pos != view.seat:
                passes.append((pos, MIDDLE[BIDS[high + 1]] + 2 * SPREAD))

        def strong(worlds, passes=passes):
            return sum(strength(w.deal_log.hands[pos]) > high_mark
                       for w in worlds for pos, high_mark in passes)

        plain += strong(_imagined(False, view, 120))
        kept += strong(_imagined(True, view, 120))
    assert plain >= 8 and kept <= plain // 4


def test_the_calls_model_of_nineteen_is_the_auction():
    assert research_agent("expert", RULES, 1, inference="calls")._odds is auction_odds
