"""Heart Hunter's deal summary lines: in Phase 2 a player's line said "… taken, subtracted
(Phase 2)", and at the largest text size "(Phase" and "2)" stood on two lines (a tester)."""

from __future__ import annotations

from tricktable.engine.cards import FRENCH
from tricktable.engine.panel import SummaryRow
from tricktable.games import heart_hunter_words as words


def _lines(phase: int) -> list[str]:
    rows = [SummaryRow(name, 0, 0, []) for name in ("You", "West", "North", "East")]
    words.summary({"points": [3, 0, 17, 0], "phase": phase}, rows, [], [], FRENCH, None)
    return [text for row in rows for text, _value in row.lines]


def test_phase_two_is_one_word_in_a_summary_line():
    said = _lines(2)
    assert "3 points taken, subtracted (Phase\u00a02)" in said, said
    assert all("Phase 2" not in text for text in said)


def test_phase_one_says_added():
    assert "3 points taken, added" in _lines(1)
