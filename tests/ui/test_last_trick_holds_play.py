"""The last trick shown again (L) in a watched game closed by itself a moment later: the
computers played on, and their next card took the shown trick away before it was read ("click
or press a key to go on", it says). Play now waits while it is up, as behind a dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import key_to_window, show_window


def test_play_waits_while_the_last_trick_is_shown_and_goes_on_after_a_key(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="fast")
    w.start_game("sheepshead", {}, [Seat(f"Bot {i}", "computer") for i in range(3)], seed=4)
    c, felt = w.controller, w.table.felt
    qtbot.waitUntil(lambda: len(c.state.deal_log.tricks) >= 1 and bool(c.state.trick),
                    timeout=30_000)
    key_to_window(qtbot, w, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: bool(felt.overlay), timeout=3_000)
    played = len(c.state.deal_log.actions)
    qtbot.wait(2_500)  # several computer moves' worth at this speed
    assert felt.overlay, "the last trick went by itself"
    assert len(c.state.deal_log.actions) == played, "the computers played on under it"
    qtbot.keyClick(w.table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not felt.overlay, timeout=3_000)
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > played, timeout=10_000)
    assert not c.paused
    c.shutdown()
