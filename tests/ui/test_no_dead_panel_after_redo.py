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


def test_redo_past_a_decision_takes_its_panel_away_at_once(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal")
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
    click_button(qtbot, w.table, "Pass")
    wait_for_person(qtbot, w, timeout=60_000)  # the window taken or The Least; the person's card
    assert _panel_title(w) != TAKE
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
    wait_for_person(qtbot, w)
    assert _panel_title(w) == TAKE, "undo did not go back to the window"
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    assert not w.table.animations_idle(), "the redo's moves are not being shown"
    qtbot.wait(100)
    assert _panel_title(w) != TAKE, "the window's panel stayed up after the pass was redone"
    c.shutdown()
