"""Each Barbu double as its two players' rows say it (``barbu_summary``): who doubled whom, a
redouble said by the one who made it, the declarer's answer to a double as its redouble, and
every double that moved nothing on one line of the row."""

from __future__ import annotations

from tricktable.games.barbu_doubling import settle
from tricktable.games.barbu_summary import double_lines, double_phrase

NAMES = ["You", "Bartholomew the Elder", "North", "East"]
NBSP = "\u00a0"


def test_who_doubled_whom_on_each_side():
    assert double_phrase(0, "North", [0], False, None, 2) == "doubled North"
    assert double_phrase(2, "you", [0], False, None, 0) == "doubled by you"
    assert double_phrase(2, "you", [0], True, None, 0) == "doubled by you, redoubled"
    assert double_phrase(0, "North", [0], True, None, 2) == "doubled North, who redoubled"
    assert double_phrase(1, "East", [1, 3], False, 0, 3) == "doubled East, doubled back"


def test_the_declarers_answer_is_its_redouble():
    assert double_phrase(0, "North", [0, 2], False, 0, 2) == "doubled by North, redoubled"
    assert double_phrase(2, "you", [0, 2], False, 0, 0) == "doubled you, who redoubled"


def test_everyone_doubled_no_last_two_as_the_tester_had_it():
    """Declarer You; Bartholomew doubled everyone, North doubled you and East, East doubled you;
    Bartholomew took the last two tricks."""
    raw = [0, -30, 0, 0]
    doubles = ((1, 0, False), (1, 2, False), (1, 3, False), (2, 0, False), (2, 3, False),
               (3, 0, False))
    score, settlements = settle(raw, doubles, 0)
    lines = double_lines(settlements, NAMES, 0)
    assert lines[0] == [("doubled by Bartholomew the Elder", 30),
                        ("doubles with North and East: same score, nothing changes hands", None)]
    assert lines[1] == [("doubled you", -30), ("doubled North", -30), ("doubled East", -30)]
    assert lines[2] == [("doubled by Bartholomew the Elder", 30),
                        ("doubles with you and East: same score, nothing changes hands", None)]
    for p, row in enumerate(lines):
        assert raw[p] + sum(v for _t, v in row if v is not None) == score[p]
        # each other player named once on the row
        for name in ("you", *NAMES[1:]):
            assert sum(text.count(name) for text, _v in row) <= 1, (p, name, row)


def test_a_redoubled_double_says_its_multiplier_kept_to_its_words():
    raw = [0, -20, 0, 0]
    _score, settlements = settle(raw, ((1, 0, True),), 0)
    lines = double_lines(settlements, NAMES, 0)
    assert lines[0] == [(f"doubled by Bartholomew the Elder, redoubled,{NBSP}×2", 40)]
    assert lines[1] == [(f"doubled you, who redoubled,{NBSP}×2", -40)]
