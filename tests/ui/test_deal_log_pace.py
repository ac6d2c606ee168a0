"""The deal log told a move before the table showed it: East's card was still in the air ("East
is thinking…" said) and the log already had "East 4♦; Alice takes it. Alice makes a hit". It now
says what the table has shown: while the table still shows a move, the log is as it was (and
while a deal's summary waits for the person, the log has that deal's end)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import key_to_window, show_window


def test_the_deal_log_waits_for_the_table_to_show_each_move(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="slow")
    w.start_game("young-hunter", {}, [Seat(f"Bot {i}", "computer") for i in range(4)], seed=3)
    key_to_window(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    log = w.deal_log_panel
    assert log is not None and log.isVisible()
    queue = w.table.queue
    seen = {"idle": log.text(), "busy": 0}

    def applied(_events) -> None:  # after the log's own slot: it has had its say
        if not queue.shown():
            seen["busy"] += 1
            assert log.text() == seen["idle"], "the log told a move the table had not shown"

    queue.caughtUp.connect(lambda: seen.update(idle=log.text()))
    w.controller.eventsApplied.connect(applied)
    qtbot.waitUntil(lambda: "takes it" in log.text() and seen["busy"] >= 3, timeout=60_000)
    qtbot.waitUntil(queue.idle, timeout=10_000)
    assert "Trick 1:" in log.text()
    w.controller.shutdown()
