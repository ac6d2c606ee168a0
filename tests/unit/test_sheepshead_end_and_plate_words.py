"""Three-hand Sheepshead's words at the game's end and on the plates, as a QA tester read them
at 1280 x 800: the end card named "the highest total wins" for a match East won by reaching 10;
a plate's "0 card points" over "0 tricks" became "8 card points · 1 trick" on one line with the
first trick won."""

from __future__ import annotations

import pytest

from tricktable.engine.protocol import DealScored, GameOver
from tricktable.games import get_rules
from tricktable.presentation import seat_plates as sp
from tricktable.presentation.describe import deal_summary

NAMES = ["You", "West", "East"]


def _standings(game: str, number: int, totals: tuple[int, ...], winners: tuple[int, ...],
               names: list[str] = NAMES) -> str:
    """The final standings' line of the last deal's summary."""
    last = DealScored(number, (0,) * len(totals), totals, {})
    notes = deal_summary(game, last, names, get_rules(game).codec,
                         after=[GameOver(winners, totals)]).notes
    return next(n for n in notes if n.startswith("Final standings")).replace("\u00a0", " ")


def test_a_match_won_by_reaching_10_names_that_rule_at_the_end():
    assert _standings("sheepshead", 15, (3, 4, 10), (2,)).startswith(
        "Final standings after deal 15 (the first to reach 10 points wins): 1. East 10 · ")


def test_a_match_ended_by_the_deal_limit_names_that_rule_at_the_end():
    """Only after 50 deals without a 10 does the highest total win (RULES.md)."""
    assert _standings("sheepshead", 50, (3, 8, 5), (1,)).startswith(
        "Final standings after deal 50 (nobody reached 10 points in 50 deals, so the highest "
        "total wins): 1. West 8 · ")


def test_other_games_still_say_which_end_of_the_totals_wins():
    assert "(the lowest total wins)" in _standings("heart-hunter", 9, (55, 40, 70), (1,))
    assert "(the highest total wins)" in _standings(
        "young-hunter", 8, (12, 10, 14, 23), (3,), ["You", "West", "North", "East"])


@pytest.mark.parametrize("width", range(100, 260))
def test_a_deal_line_keeps_its_rows_as_its_counts_change(width):
    """Whatever the plate's width (each part fitting whole), the line breaks into the same rows
    before and after the first trick and as the counts grow: "0 tricks" was measured one "s"
    wider than "1 trick"."""
    def advance(text: str) -> float:
        return len(text) * 7.0

    lines = ["0 card points · 0 tricks", "8 card points · 1 trick", "2 card points · 1 trick",
             "14 card points · 2 tricks", "0 card points · 1 trick"]
    assert len({len(sp.deal_rows(line, advance, width)) for line in lines}) == 1, width
