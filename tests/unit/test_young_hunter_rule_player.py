"""The Young Hunter rule player's reasons say what its card is (ai/young_hunter.py)."""

from __future__ import annotations

from tricktable.ai.young_hunter import RuleAgent
from tricktable.coach.positions import positions
from tricktable.games import get_rules

RULES = get_rules("young-hunter")


def test_a_lead_is_called_low_only_when_it_is():
    """The hints command said "play the Q♦ · A low lead gives little away": the rule player's
    cheapest lead may be a high card (its other suits' lowest cards were trumps or left an
    opponent's jack to win). Only a card of 9 or lower is called low now."""
    agent = RuleAgent(RULES, 1)
    high = 0
    for pos in positions("young-hunter", 60, seed=7):
        view = pos.state.view(pos.player)
        if pos.kind != "play: play" or view.trick:
            continue
        action, why = agent.explain(view, pos.state.legal_actions())
        if "low lead" in why:
            assert action.card & 15 <= 9, (RULES.codec.short(action.card), why)
        elif why.startswith("Your other leads give more away"):
            high += 1
    assert high, "the seeds reach a high cheapest lead"
