"""A Barbu hand's summary lists every double on the rows of both its players, who doubled whom
in it, one that moved nothing included, said as such; and says them once: no sentences under
the rows repeat them.

Why: with the person doubling West and East in No Queens, the person's row listed only "Doubles
with West, ×2"; the double of East, worth nothing (both took a queen), was in the sentences
below only, while West's row listed its doubles. Then, with everyone doubled (1366 x 768, long
names), every pair was on both rows and again in the sentences below, one line per double that
moved nothing: the card scrolled and its last sentences were cut above its buttons."""

from __future__ import annotations

from tricktable.engine.protocol import DealScored
from tricktable.games.barbu_doubling import settle
from tricktable.games.registry import get_rules
from tricktable.presentation.describe import deal_summary

NAMES = ["You", "West", "North", "East"]


def _no_queens_summary():
    """No Queens declared by North: the person took one queen, West two, East one; the person
    doubled West and East, West doubled the person back and doubled North."""
    raw = [-6, -12, 0, -6]
    doubles = ((0, 1, False), (1, 0, False), (0, 3, False), (1, 2, False))
    score, settlements = settle(raw, doubles, 2)
    details = {"contract": "no-queens", "title": "No Queens", "declarer": 2, "raw": raw,
               "total": -24, "doubles": [list(d) for d in doubles],
               "settlements": settlements}
    event = DealScored(1, tuple(score), tuple(score), details)
    return deal_summary("barbu", event, NAMES, get_rules("barbu").codec)


NBSP = "\u00a0"


def _doubles(row) -> list[tuple[str, int | None]]:
    return [(text, value) for text, value in row.lines if text.startswith("doubl")]


def test_every_row_lists_each_of_its_doubles_the_zero_ones_on_one_line():
    rows = {row.name: row for row in _no_queens_summary().rows}
    assert _doubles(rows["You"]) == [
        (f"doubled West, doubled back,{NBSP}×2", 12),
        ("doubles with East: same score, nothing changes hands", None)]
    assert _doubles(rows["East"]) == [
        ("doubles with you: same score, nothing changes hands", None)]
    assert _doubles(rows["West"]) == [(f"doubled you, doubled back,{NBSP}×2", -12),
                                      ("doubled North", -12)]
    assert _doubles(rows["North"]) == [("doubled by West", 12)]


def test_the_doubles_are_not_said_again_under_the_rows():
    assert _no_queens_summary().notes == []


def test_each_row_still_adds_up_to_its_score_for_the_hand():
    """The zero double carries no amount: the lines with one still sum to the row's score."""
    for row in _no_queens_summary().rows:
        assert sum(v for _t, v in row.lines if v is not None) == row.score, row
