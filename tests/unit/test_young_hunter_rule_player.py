"""The Young Hunter rule player's reasons say what its card is (ai/young_hunter.py)."""

from __future__ import annotations

from tricktable.ai.young_hunter import RuleAgent
from tricktable.coach.positions import positions
from tricktable.engine.cards import iter_cards
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
    seen = set()
    for pos in positions("young-hunter", 80, seed=4):
        view = pos.state.view(pos.player)
        legal = pos.state.legal_actions()
        action, why = agent.explain(view, legal)
        if why.startswith("Nothing worth taking here"):
            short = rules.codec.short(action.card)
            assert f"the {short}," in why or why.endswith(f"the {short}."), why
            assert action.card & 15 != 11, "a jack is never the card missed least"
            # "keep your jacks" was said to a hand of no jack, and of one
            jacks = [c for c in iter_cards(view.hands[pos.player]) if c & 15 == 11]
            if not jacks:
                ending = f"the {short}."
            elif len(jacks) == 1:
                ending = f"keep your {rules.codec.short(jacks[0])}."
            else:
                ending = "keep your jacks."
            assert why.endswith(ending), (why, [rules.codec.short(j) for j in jacks])
            seen.add(min(len(jacks), 2))
    assert seen == {0, 1, 2}, seen
