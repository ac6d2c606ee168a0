"""When Nineteen's rule player contras the bid (every level does as it does: the search may not
choose another contra), and the experiment that set the threshold
(``ai/experiments/nineteen_thresholds.py``)."""

from __future__ import annotations

from tricktable.ai.experiments.nineteen_thresholds import (
    auction_decisions,
    decisions,
    duplicate,
    main,
)
from tricktable.ai.nineteen import BID_THRESHOLDS, CONTRA_STRENGTH, strength
from tricktable.ai.registry import make_agent
from tricktable.games.registry import get_rules

RULES = get_rules("nineteen")


def _contra_decisions(seeds, why: bool = False):
    """(strength, contra'd) at every declaration of the first deals where the bid may be
    contra'd, the rule player at every seat; with ``why``, the player's reason too."""
    for s in seeds:
        players = [make_agent("rule", RULES, seed=s * 10 + i) for i in range(4)]
        state = RULES.new_game(s, players=4)
        while not state.history and not state.game_over:
            p = state.to_act
            legal, view = state.legal_actions(), state.view(p)
            chosen, reason = players[p].explain(view, legal)
            if view.stage == "declare" and any("bid" in a.get("contras", ()) for a in legal):
                gave = "bid" in chosen.get("contras", ())
                yield (strength(view.hands[p]), gave) + ((reason,) if why else ())
            state.apply(chosen)


def test_the_reason_for_a_declaration_tells_the_contra_given_or_left_alone():
    """The reason said "Declare what the hand holds" of a contra, and "Nothing worth declaring"
    where a contra of the bid was open and left alone."""
    seen = list(_contra_decisions(range(1, 301), why=True))
    for _s, gave, reason in seen:
        assert reason.count("Contra the bid:") == gave, reason
        assert reason.count("Leave the bid alone:") == (not gave), reason
    assert {gave for _s, gave, _r in seen} == {True, False}


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


def test_preferred_three_is_bid_from_the_measured_strength_up():
    """Bid from 26, not 28: in duplicate deals the rule player bidding it from 26 gained 5.7 a
    deal [4.1, 7.3] against rule players bidding it from 28 (6,000 deals, seed 10001)."""
    assert BID_THRESHOLDS["preferred-3"] == 26.0
    seen = []
    for s in range(1, 121):
        players = [make_agent("rule", RULES, seed=s * 10 + i) for i in range(4)]
        state = RULES.new_game(s, players=4)
        while state.view(state.to_act).stage == "auction":
            p = state.to_act
            legal, view = state.legal_actions(), state.view(p)
            chosen = players[p].choose(view, legal)
            bids = [a.get("bid") for a in legal if a.type == "bid"]
            if bids and bids[0] == "preferred-3" and any(a.type == "pass" for a in legal):
                seen.append((strength(view.hands[p]), chosen.type == "bid"))
            state.apply(chosen)
    assert all(bid == (s >= 26.0) for s, bid in seen)
    assert any(26.0 <= s < 28.0 for s, _bid in seen), "the seeds reach such a hand"


def test_the_duplicate_compares_a_bids_threshold_too():
    assert duplicate(26.0, 26.0, 6, 1, "preferred-3") == [0.0] * 6
    assert any(duplicate(20.0, 26.0, 20, 1, "preferred-3"))


def test_the_auction_look_plays_the_lowest_bid_against_a_pass(capsys):
    rows = list(auction_decisions(10, 1))
    assert rows and all(b in BID_THRESHOLDS for _s, b, _g, _d in rows)
    assert all(gave == (s >= BID_THRESHOLDS[b]) for s, b, gave, _d in rows)
    assert main(["--auction", "--deals", "3"]) == 0
    assert "with minus without" in capsys.readouterr().out
