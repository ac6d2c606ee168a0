"""Under Game → Pause a finished trick stays on the felt until the next N gathers it; the status
bar still said "Paused: P goes on, N plays the next move." while that N only gathered the trick.
It says "N gathers the trick" while one is kept, and "N plays the next move" once it is gone."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import key_to_window, show_window


def test_the_status_bar_says_n_gathers_the_trick_while_the_pause_keeps_one(
        qtbot, worker, home):
    w = show_window(qtbot, worker, speed="fast")
    w.start_game("heart-hunter", {}, [Seat(f"Bot {i}", "computer") for i in range(4)], seed=4)
    c, bar = w.controller, w.statusBar()
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) >= 1, timeout=30_000)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.waitUntil(w.table.animations_idle, timeout=5_000)  # a move on its way lands
    for _move in range(8):  # one move at a time until one finishes a trick
        tricks, before = len(c.state.deal_log.tricks), len(c.state.deal_log.actions)
        key_to_window(qtbot, w, Qt.Key.Key_N)
        qtbot.waitUntil(lambda b=before: len(c.state.deal_log.actions) == b + 1,
                        timeout=10_000)
        if len(c.state.deal_log.tricks) > tricks:
            break
        qtbot.waitUntil(w.table.animations_idle, timeout=5_000)
    else:
        raise AssertionError("no move finished a trick")
    qtbot.waitUntil(lambda: w.table.queue.held, timeout=5_000)  # the trick is kept
    assert "N gathers the trick" in bar.currentMessage(), bar.currentMessage()
    key_to_window(qtbot, w, Qt.Key.Key_N)  # it goes to its winner
    qtbot.waitUntil(lambda: not w.table.queue.held, timeout=5_000)
    assert "N plays the next move" in bar.currentMessage(), bar.currentMessage()
    c.shutdown()
