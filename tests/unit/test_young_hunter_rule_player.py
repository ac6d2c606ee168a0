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


def test_a_card_given_to_a_trick_without_a_jack_is_named_as_the_one_missed_least():
    """"The usual rule would play the Q♣ (“Nothing worth taking here: keep your good cards and
    your jacks”)": the reason named no card and told to keep the good ones while giving a
    queen. It names the card the rule gives: the one it will miss least."""
    rules = get_rules("young-hunter")
    agent = RuleAgent(rules, 1)
    seen = 0
    for pos in positions("young-hunter", 80, seed=4):
        view = pos.state.view(pos.player)
        legal = pos.state.legal_actions()
        action, why = agent.explain(view, legal)
        if why.startswith("Nothing worth taking here"):
            assert f"the {rules.codec.short(action.card)}," in why, why
            assert action.card & 15 != 11, "a jack is never the card missed least"
            seen += 1
    assert seen
