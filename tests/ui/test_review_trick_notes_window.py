"""The deal review window (Ctrl+R) says under each trick's winner what the trick scored, and before
the play how each Young Hunter announcement turned out: a tester learning Young Hunter and Heart
Hunter found only the cards there, and matched the review against the deal log by hand."""

from __future__ import annotations

import random

import pytest

from tricktable.engine.record_write import make_record
from tricktable.games import get_rules
from tricktable.ui.dialog_review import ReviewDialog
from tricktable.ui.main_window import MainWindow
from window_helpers import press_review, show_window

PLAYERS = [{"name": "You", "kind": "human"}] + [
    {"name": name, "kind": "computer", "level": "rule"} for name in ("North", "East", "West")]


def finished(game: str, seed: int, **options):
    """A game whose first deal was played with random legal moves (announcements and contras
    come up far more often than with the rule players)."""
    st = get_rules(game).new_game(seed, **options)
    rng = random.Random(seed)
    while not st.history:
        st.apply(rng.choice(st.legal_actions()))
    return st


def open_review(qtbot, w: MainWindow, st) -> ReviewDialog:
    """The finished deal opened where it ended (its summary shows again), then Ctrl+R."""
    w.controller.load_record(make_record(st, PLAYERS))
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    dlg = press_review(qtbot, w)
    assert dlg.sheet is not None  # the deal at once, before the searches
    return dlg


def rows_as_shown(dlg: ReviewDialog) -> str:
    """The page's text, each cell's lines joined by spaces (the cell wraps as it likes)."""
    return " ".join(dlg.browser.toPlainText().split())


@pytest.mark.parametrize("seed", [2, 3])
def test_young_hunter_tricks_and_announcements_say_what_came_of_them(qtbot, worker, home, seed):
    """Each trick holding a jack says, under who won it, the taking made ("West caught the
    J♥, +1"); the row before the play says in which trick each announcement was made or
    failed. Shown at once, before the searches."""
    st = finished("young-hunter", seed, contra=True)
    codec = st.rules.codec
    w = show_window(qtbot, worker)
    dlg = open_review(qtbot, w, st)
    text = rows_as_shown(dlg)
    names = ["You", "North", "East", "West"]
    for k, (_leader, cards, winner) in enumerate(st.history[0].tricks, 1):
        for c in cards:
            if codec.short(c).startswith("J"):
                # under the trick's title, in the cell that says who won it
                head = f"Trick {k} {names[winner]} won it. "
                assert head in text, (head, text)
                after = text.split(head, 1)[1]
                assert after.startswith(names[winner]), after[:80]
                assert f"the {codec.short(c)}" in after.split("Trick ")[0]
    assert "in trick " in text.split("Trick 1 ")[0]  # before the play: what each came to
    dlg.close()


def test_a_heart_hunter_trick_says_its_points_under_its_winner(qtbot, worker, home):
    """The trick that held the Q♠ says its points and names the Q♠ under who won it, in the
    cell that says so (the review's look: title, winner, then what the trick scored)."""
    st = finished("heart-hunter", 4)
    w = show_window(qtbot, worker)
    dlg = open_review(qtbot, w, st)
    text = rows_as_shown(dlg)
    names = ["You", "North", "East", "West"]
    k, (_leader, _cards, winner) = next(
        (k, t) for k, t in enumerate(st.history[0].tricks, 1)
        if any(st.rules.codec.short(c) == "Q♠" for c in t[1]))
    head = f"Trick {k} {names[winner]} won it. "
    assert head in text
    note = text.split(head, 1)[1]
    assert note.split(":")[0].endswith(" points") and note.split(".")[0].count("the Q♠") == 1
    dlg.close()
