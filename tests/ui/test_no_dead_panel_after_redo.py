"""A decision's panel goes once the decision is made, even while the table is still showing the
moves after it. A tester pressed Undo and Redo quickly in Sheepshead: "Take the window?" stayed
up for seconds beside "Passes" and West's "Takes the window", the cards of the tricks after it
flying, a panel whose buttons answered nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import click_button, key_to_window, show_window, wait_for_person

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
TAKE = "Take the window?"


def _panel_title(w) -> str | None:
    d = w.table.decisions
    return d.decision.title if d.decision is not None and d.panel_proxy.isVisible() else None


def _at_the_window(qtbot, w) -> None:
    """A Sheepshead game where the person is first to say whether they take the window, its
    panel up and the table at rest."""
    c = w.controller
    seats = [Seat("You", "human"), Seat("Bot 1", "computer"), Seat("Bot 2", "computer")]
    for seed in range(1, 30):
        w.start_game("sheepshead", {}, seats, seed=seed)
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.view().stage != "window",
                        timeout=30_000)
        if c.human_to_act() == 0 and c.view().stage == "window":
            break
    wait_for_person(qtbot, w, timeout=30_000)
    assert _panel_title(w) == TAKE


def test_redo_past_a_decision_takes_its_panel_away_at_once(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal")
    c = w.controller
    _at_the_window(qtbot, w)
    click_button(qtbot, w.table, "Pass")
    wait_for_person(qtbot, w, timeout=60_000)  # the window taken or The Least; the person's card
    assert _panel_title(w) != TAKE
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
    wait_for_person(qtbot, w)
    assert _panel_title(w) == TAKE, "undo did not go back to the window"
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    qtbot.wait(100)
    assert _panel_title(w) != TAKE, "the window's panel stayed up after the pass was redone"
    c.shutdown()


def test_a_panel_answered_goes_at_once_while_the_table_shows_what_follows(qtbot, worker, home):
    """The person's own answer: the panel goes with the click, not once the others' words and
    cards after it have been shown (its buttons answered nothing meanwhile)."""
    w = show_window(qtbot, worker, speed="normal")
    _at_the_window(qtbot, w)
    click_button(qtbot, w.table, "Pass")
    assert not w.table.animations_idle(), "nothing follows the pass on the table"
    assert _panel_title(w) is None, "the answered panel stayed up while the table moved on"
    w.controller.shutdown()
