"""Nineteen's end-of-hand words as testers read them: a two-player hand's value said "× 1
(level)" of a Partnership the New game dialog says has no level, and the points sentence ("You
made 21 of 118 points (60 needed): lost (16 in the cards of 2 tricks, …)") read as a puzzle."""

from __future__ import annotations

import re

from deals import first_deals_scored
from tricktable.engine.cards import TAROT
from tricktable.games import get_rules
from tricktable.games.nineteen_scoring import SET_SIZE
from tricktable.games.nineteen_words import sheet_note
from tricktable.presentation.describe import deal_summary

RULES = get_rules("nineteen")
NAMES = ["You", "West", "North", "East"]


def _scored(players: int, seeds=range(1, 60)):
    """The first hand's ``DealScored`` of games played with random legal moves."""
    return first_deals_scored("nineteen", seeds, players=players)


def test_a_contract_without_a_level_has_no_level_factor_in_its_value():
    """Two players always play Partnership, "which has no level": the value's formula and the
    score sheet say no level for it (nor for a Solo); a preferred hand keeps its level."""
    seen = set()
    for players in (2, 3, 4):
        for e in _scored(players, range(1, 30)):
            d = e.details
            names = NAMES[:players]
            formula = next(n for n in deal_summary("nineteen", e, names, TAROT).notes
                           if n.startswith("Value: "))
            leveled = d["bid"] in SET_SIZE
            assert ("(level)" in formula) == leveled, formula
            assert (" · level " in sheet_note(d, names)) == leveled, sheet_note(d, names)
            seen.add((players, leveled))
    assert {(2, False), (3, True), (3, False)} <= seen, seen


def test_the_points_sentence_says_what_the_side_took_and_needed_in_plain_words():
    """"You took 21 of the 118 points; you needed 60, so you lost. Of the 21, 16 were in the
    cards of your 2 tricks, 2 came for winning those tricks and 3 from your own discards;
    the stock's …": the points taken first, then where they came from, adding up to them
    (RULES: a point for each trick). "… and needed 60: lost. 16 came from the cards of your 2
    tricks, 2 for winning them …" read as notes, not sentences, and was read twice."""
    forms = set()
    for players in (4, 3, 2):
        for e in _scored(players, range(1, 25)):
            d = e.details
            made = d["points"]["declarer_side"]
            line = deal_summary("nineteen", e, NAMES[:players], TAROT).notes[0]
            verdict = "won" if d["won"] else "lost"
            head = re.match(rf"(.+) took {made} of the 118 points; (you|they) needed 60, so "
                            rf"\2 {verdict}\.", line)
            assert head, line
            assert "(60 needed)" not in line and ": lost" not in line, line
            you = "You" in head.group(1) or "you" in head.group(1)
            whose = "your" if you else "their"
            assert head.group(2) == ("you" if you else "they"), line
            parts = d["made"]
            if parts["tricks"]:
                them = "it" if parts["tricks"] == 1 else "those tricks"
                trick = "one trick" if parts["tricks"] == 1 else f"{parts['tricks']} tricks"
                were = "was" if parts["cards"] == 1 else "were"
                assert (f" Of the {made}, {parts['cards']} {were} in the cards of {whose} "
                        f"{trick}") in line, line
                assert f"{parts['tricks']} came for winning {them}" in line, line
            if parts["discards"]:
                # a side of two speaks of the side's discards: both partners lay cards away
                laid = "side's" if " and " in head.group(1) else "own"
                assert f"{parts['discards']} from {whose} {laid} discards" in line, line
            assert parts["cards"] + parts["tricks"] + parts["discards"] == made
            forms.add(whose)
    assert forms == {"your", "their"}, forms
