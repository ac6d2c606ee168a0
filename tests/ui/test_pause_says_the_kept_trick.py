"""Under Game → Pause a finished trick stays on the felt until the next N gathers it; the status
bar still said "Paused: P goes on, N plays the next move." while that N only gathered the trick.
It says "N gathers the trick" while one is kept, and "N plays the next move" once it is gone."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pause_helpers import next_move_until_a_trick_finishes, watch_computers
from window_helpers import key_to_window


def test_the_status_bar_says_n_gathers_the_trick_while_the_pause_keeps_one(
        qtbot, worker, home):
    w = watch_computers(qtbot, worker, "heart-hunter", seed=4, moves=1)
    c, bar = w.controller, w.statusBar()
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.waitUntil(w.table.animations_idle, timeout=5_000)  # a move on its way lands
    next_move_until_a_trick_finishes(qtbot, w)
    qtbot.waitUntil(lambda: w.table.queue.held, timeout=5_000)  # the trick is kept
    assert "N gathers the trick" in bar.currentMessage(), bar.currentMessage()
    key_to_window(qtbot, w, Qt.Key.Key_N)  # it goes to its winner
    qtbot.waitUntil(lambda: not w.table.queue.held, timeout=5_000)
    assert "N plays the next move" in bar.currentMessage(), bar.currentMessage()
    c.shutdown()
