"""When Nineteen's rule player contras the bid (every level does as it does: the search may not
choose another contra), and the experiment that set the threshold
(``ai/experiments/nineteen_contra.py``)."""

from __future__ import annotations

from tricktable.ai.experiments.nineteen_contra import decisions, duplicate, main
from tricktable.ai.nineteen import CONTRA_STRENGTH, strength
from tricktable.ai.registry import make_agent
from tricktable.games.registry import get_rules

RULES = get_rules("nineteen")


def _contra_decisions(seeds):
    """(strength, contra'd) at every declaration of the first deals where the bid may be
    contra'd, the rule player at every seat."""
    for s in seeds:
        players = [make_agent("rule", RULES, seed=s * 10 + i) for i in range(4)]
        state = RULES.new_game(s, players=4)
        while not state.history and not state.game_over:
            p = state.to_act
            legal, view = state.legal_actions(), state.view(p)
            chosen = players[p].choose(view, legal)
            if view.stage == "declare" and any("bid" in a.get("contras", ()) for a in legal):
                yield strength(view.hands[p]), "bid" in chosen.get("contras", ())
            state.apply(chosen)


def test_a_defender_contras_the_bid_only_from_the_measured_strength_up():
    """At 24 (the former threshold) to 30 a contra on Partnership cost the contra'ing player 8
    to 19 points a decision on the real cards; from 30 up it paid a little."""
    assert CONTRA_STRENGTH == 30.0
    seen = list(_contra_decisions(range(1, 301)))
    assert all(gave == (s >= CONTRA_STRENGTH) for s, gave in seen)
    assert any(gave for _s, gave in seen), "the seeds reach a contra"
    assert any(24.0 <= s < CONTRA_STRENGTH for s, _gave in seen), "and a hand below it"


def test_the_experiment_plays_each_contra_decision_both_ways(capsys):
    rows = list(decisions(20, 1))
    assert rows and all(isinstance(d, float) for *_rest, d in rows)
    assert any(b == "partnership" for _s, b, _g, _d in rows)
    assert main(["--deals", "5", "--seed", "1"]) == 0
    assert "decisions in 5 deals" in capsys.readouterr().out


def test_the_duplicate_of_one_threshold_against_itself_is_zero_and_another_differs():
    """The harness is fair: the same threshold in every seat gives exactly zero a deal."""
    assert duplicate(30.0, 30.0, 8, 1) == [0.0] * 8
    assert any(duplicate(20.0, 30.0, 30, 1)), "a lower threshold changes some deal"
