"""The Sparrow promised in Nineteen: where the search finds the 1★ better played now (the
promise mostly lost anyway in its imagined deals), the hint says that the promise is given up."""

from __future__ import annotations

from nineteen_deals import NOTHING, RULES, four_player_deal
from tricktable.ai.nineteen import RuleAgent
from tricktable.coach.recommend import hint_for
from tricktable.coach.weighing import Comparison, Verdict
from tricktable.engine.protocol import Action
from tricktable.games.nineteen_scoring import JUGGLER


def sparrow_declared() -> object:
    """A four-player Solo by position 0; position 1 (the 1★ and the other honours, the kings)
    promises the Sparrow; then tricks until position 1 is to play holding the Juggler."""
    s = four_player_deal({0: "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9",
                          1: "T1 T21 TF KC KD KH KS T2 T3 T4 T5 T6"})
    s.apply(Action.make("bid", bid="solo"))
    s.apply(Action("declare", -1, (("contras", ()), ("declarations", ("sparrow",)))))
    while s.stage == "declare":
        s.apply(NOTHING)
    agents = [RuleAgent(RULES, p) for p in range(4)]
    while s.turn != 1:
        s.apply(agents[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
    return s


def test_a_hint_to_play_the_juggler_says_the_sparrow_is_given_up():
    """"Play the 1★ … in the imagined deals this did better" said nothing of the Sparrow the
    person had promised: the search may find it lost anyway, but the hint says it is given up."""
    s = sparrow_declared()
    assert s.hands[1] >> JUGGLER & 1
    view = s.view(s.to_act)
    note = RuleAgent.figures_note(view)
    assert "Sparrow" in note and "1★" in note and "gives it up" in note
    legal = s.legal_actions()
    jug = Action("play", JUGGLER)
    assert jug in legal  # the declarer led a trump
    other = next(a for a in legal if a != jug)
    verdict = Verdict(jug, other, "Win the trick as cheaply as possible.", jug,
                      (Comparison(other, 30.0, -10.0, 40.0, 5.0, 30),), worlds=30,
                      level="expert", candidates=tuple(legal))
    advice = hint_for(s, s.to_act, verdict, ["You", "West", "North", "East"])
    assert advice.text.startswith("Play the 1★.")
    assert note in advice.text
    # the defenders and a player without the promise hear nothing of it
    assert RuleAgent.figures_note(s.view(0)) == ""
