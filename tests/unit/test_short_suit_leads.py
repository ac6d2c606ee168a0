"""A rule player's lead from its short suit is said as what it is: the lowest card of its
shortest suit (Barbu's Trump, Nineteen). "Lead low from a short suit" was said of a singleton
king."""

from __future__ import annotations

import pytest

from tricktable.ai.base import rule_agent_class
from tricktable.engine.cards import SUIT_MASKS
from tricktable.games import get_rules


@pytest.mark.parametrize(("game", "words"), [
    ("barbu", "Lead the lowest card of your shortest side suit, to ruff it later."),
    ("nineteen", "Lead the lowest card of your shortest suit, to make a void.")])
def test_a_short_suit_lead_is_the_lowest_of_a_shortest_suit(game, words):
    rules = get_rules(game)
    agent = rule_agent_class(game)(rules, 1)
    said = 0
    for view, action, why in _leads(game, agent, seeds=range(1, 9)):
        if "short" not in why:
            continue
        assert why == words
        card, hand = action.card, view.hands[view.turn]
        suit = SUIT_MASKS[card >> 4]
        assert card == (hand & suit & -(hand & suit)).bit_length() - 1, "the lowest of its suit"
        side = [(hand & m).bit_count() for m in SUIT_MASKS if hand & m & ~view.trumps]
        assert (hand & suit).bit_count() == min(side), "of a shortest suit"
        said += 1
    assert said, "the seeds reach such a lead"


def _leads(game, agent, seeds):
    """Every lead of the first deal of seeded games the rule player plays at every seat (Barbu's
    declarer choosing Trump): the leader's view, the card and the reason."""
    rules = get_rules(game)
    for seed in seeds:
        state = rules.new_game(seed)
        while not state.history and not state.game_over:
            legal = state.legal_actions()
            view = state.view(state.to_act)
            action, why = agent.explain(view, legal)
            if action.type == "choose-contract":  # Barbu: play its Trump contract
                action = next(a for a in legal if a.get("contract") == "trump")
            if legal[0].type == "play" and not view.trick and len(legal) > 1:
                yield view, action, why
            state.apply(action)
