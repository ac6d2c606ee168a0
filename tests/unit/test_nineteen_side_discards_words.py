"""Nineteen's deal summary on the declaring side's discards: in a Partnership the declarer and
the partner both lay cards away, and "8 from your own discards" (the person's 7 and West's 1)
read as the person's alone."""

from __future__ import annotations

from test_nineteen_rules import auction, start

from deals import finish_deal
from tricktable.engine.cards import TAROT
from tricktable.presentation.describe import deal_summary

NAMES = ["You", "West", "North", "East"]


def test_a_partnerships_summary_counts_both_partners_discards_as_the_sides():
    """You declare a Partnership and West, holding the called 19★, is the partner; you lay four
    cards away and West one: the points sentence gives them to "your side's discards"."""
    s = start({1: "T19 KS"}, dealer=3)
    auction(s, "partnership", "pass", "pass", "pass")
    scored = finish_deal(s)
    details = scored.details
    assert details["partner"] == 1 and details["made"]["discards"] >= 5, details
    line = deal_summary("nineteen", scored, NAMES, TAROT).notes[0]
    assert line.startswith("You and West took "), line
    assert f"{details['made']['discards']} from your side's discards" in line \
        or f"the {details['made']['discards']} came from your side's discards" in line, line
    assert "own discards" not in line, line


def test_a_declarer_alone_still_speaks_of_their_own_discards():
    """A Preferred hand's declarer is alone on the side: the discards are theirs."""
    s = start({0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 KS KH KD"}, dealer=3)
    auction(s, "preferred-3", "pass", "pass", "pass")
    scored = finish_deal(s)
    line = deal_summary("nineteen", scored, NAMES, TAROT).notes[0]
    assert line.startswith("You took "), line
    assert "from your own discards" in line, line
