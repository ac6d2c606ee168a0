"""Watching computers play, nothing held the game but a dialog: Game → Pause (P) now holds the
computers' moves until it is pressed again, the entry ticked and the status line saying so."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import key_to_window, show_window


def test_p_holds_a_watched_game_and_p_again_lets_it_go_on(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="fast")
    w.start_game("young-hunter", {}, [Seat(f"Bot {i}", "computer") for i in range(4)], seed=2)
    c = w.controller
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) >= 3, timeout=30_000)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert w.act_pause.isChecked() and c.paused
    qtbot.wait(300)  # a move already on its way may still land
    played = len(c.state.deal_log.actions)
    qtbot.wait(2_000)
    assert len(c.state.deal_log.actions) == played, "the computers played on"
    qtbot.waitUntil(lambda: "waits until the game goes on" in w.turn_label.text(),
                    timeout=5_000)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert not w.act_pause.isChecked() and not c.paused
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > played, timeout=10_000)
    c.shutdown()


def test_p_on_your_own_turn_says_so_in_the_status_line(qtbot, worker, home):
    """Pressed on the person's turn, the pause showed only as the menu's tick."""
    from window_helpers import wait_for_person

    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=2)
    wait_for_person(qtbot, w)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: "paused" in w.turn_label.text(), timeout=3_000)
    assert w.turn_label.text().startswith("Your turn")
    key_to_window(qtbot, w, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: "paused" not in w.turn_label.text(), timeout=3_000)
    w.controller.shutdown()


def test_a_new_game_starts_unpaused(qtbot, worker, home):
    """Paused, then a new game: its first computer waited, the pause carried over unasked."""
    w = show_window(qtbot, worker, speed="fast")
    seats = [Seat(f"Bot {i}", "computer") for i in range(4)]
    w.start_game("young-hunter", {}, seats, seed=2)
    key_to_window(qtbot, w, Qt.Key.Key_P)
    assert w.controller.paused
    w.start_game("young-hunter", {}, seats, seed=3)
    assert not w.controller.paused and not w.act_pause.isChecked()
    qtbot.waitUntil(lambda: len(w.controller.state.deal_log.actions) >= 2, timeout=10_000)
    w.controller.shutdown()
