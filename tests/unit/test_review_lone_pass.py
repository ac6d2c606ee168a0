"""A pass that is the person's only move is made for them (``undo_points.lone_pass``: no card
fits a row in Barbu's Dominoes), yet the deal review said "18. Your choice: pass (the only
choice)." as if they had chosen it. It now says the pass was made for them and why, in the
game's words (``LONE_PASS_REVIEW``); the review names no game."""

from __future__ import annotations

import re

from test_review_deal_count import random_deals

from tricktable.coach.review import review_deal
from tricktable.coach.review_sheet import review_sheet
from tricktable.games import barbu_words

NAMES = ["You", "West", "East", "North"]


def _lone_pass_deal():
    """A Dominoes hand of a seeded game in which player 0 had a pass as their only move."""
    def lone(details) -> bool:
        return "dominoes" in str(details.get("contract"))

    for st, _details in random_deals("barbu", 12, lone):
        review = review_deal(st, 0, 0, search=False)
        if any(d.forced and d.played.type == "pass" for d in review.decisions):
            return st, review
    raise AssertionError("no Dominoes hand with a lone pass came up")


def _notes(st, review, names, person: bool) -> list[str]:
    sheet = review_sheet(st, 0, review, names, person)
    return [n for row in sheet.rows for n in row.notes if re.match(r"\d+\. ", n)]


def test_a_lone_pass_reads_as_passed_for_you_with_the_games_reason() -> None:
    st, review = _lone_pass_deal()
    notes = _notes(st, review, NAMES, True)
    passes = [n for n in notes if "Passed for" in n]
    assert passes and all(re.fullmatch(r"\d+\. Passed for you: no card of yours fitted a row\.",
                                       n) for n in passes), passes
    assert not any("(the only choice)" in n and "pass" in n for n in notes), notes
    others = _notes(st, review, ["Ann", "West", "East", "North"], False)
    assert any(n.endswith(". Passed for Ann: no card of Ann's fitted a row.") for n in others), \
        others


def test_a_game_without_its_own_words_says_the_pass_was_the_only_move(monkeypatch) -> None:
    """The review names no game: without ``LONE_PASS_REVIEW`` the reason is the plain one."""
    st, review = _lone_pass_deal()
    monkeypatch.delattr(barbu_words, "LONE_PASS_REVIEW")
    notes = _notes(st, review, NAMES, True)
    assert any(n.endswith(". Passed for you: it was the only move.") for n in notes), notes
