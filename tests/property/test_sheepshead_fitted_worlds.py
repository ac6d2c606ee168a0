"""Property test: the search's Sheepshead worlds, with the Player's burial fitted to the rule
player's, still agree with everything the viewer knows. The fit moves cards between the Player's
hand, its burial and the viewer's partner's hand after the world is dealt, so a careless fit
could hand the Player a card of a suit it has shown it is out of, bury a card already played, or
leave the deal's log with a card twice."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from invariants import check_cards_in_one_place, check_deal_cards, strip
from trick_helpers import played_by
from tricktable.ai.playout_sheepshead import rule_burial
from tricktable.ai.search import SearchAgent
from tricktable.ai.sheepshead import RuleAgent
from tricktable.games import get_rules

RULES = get_rules("sheepshead")


def check_fitted_world(state, agent: SearchAgent) -> bool:
    """One of ``agent``'s worlds for the player to act agrees with their view; whether its
    burial is the rule player's (the fit can fail, and the world then stays as dealt)."""
    me = state.to_act
    view = state.view(me)
    world, _weight = agent._sample(view)
    assert strip(world.view(me)) == strip(view)
    assert world.hands[me] == state.hands[me]
    seen = state.hands[me]
    for p in range(3):
        seen |= state.taken[p]
    for c in state.trick:
        seen |= 1 << c
    for p in range(3):
        assert world.hands[p].bit_count() == state.hands[p].bit_count()
        assert not world.hands[p] & view.voids[p], "a revealed void was ignored"
        if p != me:
            assert not world.hands[p] & seen, "a hidden hand holds a card already seen"
    p = state.player
    assert not world.discards & seen, "the burial holds a card the viewer has seen"
    assert world.discards.bit_count() == 2
    assert sum(1 << c for c in world.window) == world.discards
    assert sum(1 << c for c in world.deal_log.stock) == world.discards
    check_cards_in_one_place(world)
    check_deal_cards(world)
    assert world.legal_actions() == state.legal_actions()
    twelve = world.hands[p] | world.discards | played_by(view, p)
    return world.discards == rule_burial(twelve, RuleAgent.ACE_KEPT)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), rule_play=st.booleans())
def test_fitted_worlds_never_contradict_the_defenders_view(seed, rule_play):
    """Every card play of a defender against a Player, in a deal played by rule players (whose
    burial the fit usually finds) or at random (whose burial it often cannot)."""
    rng = random.Random(seed)
    rule = RuleAgent(RULES, seed)
    agent = SearchAgent(RULES, seed, level="advanced")
    fitted = asked = 0
    for deal in range(3):
        state = RULES.new_game(seed=seed + deal)
        while state.to_act is not None and not state.history:
            legal = state.legal_actions()
            me = state.to_act
            if state.stage == "play" and state.player not in (None, me):
                for _ in range(3):
                    agent.fit_misses = 3  # each world tries its fit, as a decision's first do
                    fitted += check_fitted_world(state, agent)
                    asked += 1
            if rule_play or state.stage == "window":
                state.apply(rule.choose(state.view(me), legal))
            else:
                state.apply(rng.choice(legal))
    if rule_play and asked:
        assert fitted >= 0.6 * asked, (fitted, asked)
