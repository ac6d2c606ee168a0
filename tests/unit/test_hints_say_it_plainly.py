"""Sheepshead hints used words a learner may not know: "smear the 10♥ (10 points) onto it" and
"only your partner plays after you, and can smear onto it" (a smear gives points to the
partner's trick), and, in every game's figures, "Burying the 9♠ and the 7♣ was not tried after
the first 86 of them" (the search's own way of saying it stopped playing a choice out, as it
was already doing worse). Both are now said in plain words."""

from __future__ import annotations

import random

from tricktable.ai.sheepshead import RuleAgent
from tricktable.coach.recommend import hint_for
from tricktable.coach.weighing import Comparison, Verdict
from tricktable.games import get_rules

RULES = get_rules("sheepshead")


def test_a_defenders_reasons_never_say_smear_and_say_where_the_points_go() -> None:
    agent = RuleAgent(RULES, 1)
    given = beat = 0
    for seed in range(1, 120):
        s = RULES.new_game(seed=seed)
        rng = random.Random(seed)
        while s.to_act is not None and not s.history:
            legal = s.legal_actions()
            if s.stage == "play" and len(legal) > 1:
                _action, why = agent.explain(s.view(s.turn), legal)
                assert "smear" not in why.lower(), why
                if "give it the" in why:
                    assert "with your side." in why, why
                    given += 1
                beat += "add points to your side's trick" in why
            s.apply(rng.choice(legal))
    assert given and beat, (given, beat)


def _at_the_burial():
    s = RULES.new_game(seed=1)
    while not any(a.type == "discard" for a in s.legal_actions()):
        legal = s.legal_actions()
        s.apply(next((a for a in legal if a.type == "take"), legal[0]))
    return s


def test_a_burial_dropped_early_is_said_plainly() -> None:
    s = _at_the_burial()
    one, two, three = s.legal_actions()[:3]
    verdict = Verdict(one, one, "A reason.", one, (
        Comparison(two, own=0.0, others=-1.0, utility=1.0, error=0.1, worlds=400),
        Comparison(three, own=0.0, others=-1.2, utility=1.2, error=0.1, worlds=86)),
        worlds=400, level="expert", candidates=(one, two, three))
    figures = hint_for(s, s.turn, verdict).figures
    assert "not tried" not in figures and "of them" not in figures, figures
    assert ". Burying the " in figures and " was tried only in the first 86 deals, then " \
        "dropped, as it was already doing worse: in those deals, burying the " in figures, \
        figures
