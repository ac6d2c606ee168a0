"""Words of a position that Undo leaves: "The bidding is over. East leads to the first trick."
stayed over the announcing panel that Ctrl+Z had brought back, on the felt and in the status
bar, as if the bidding were still over."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import show_window, wait_for_person

SEATS = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
         Seat("East", "computer")]


def test_ctrl_z_takes_the_bidding_over_words_away_with_the_bidding(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal")
    c = w.controller
    w.start_game("young-hunter", {}, SEATS, seed=6)
    wait_for_person(qtbot, w)
    panel = w.table.panel
    assert panel.toggles, "the person announces first"
    done = len(c.state.deal_log.actions)
    panel.skip.click()  # Say nothing
    qtbot.waitUntil(lambda: "bidding is over" in w.statusBar().currentMessage(),
                    timeout=20_000)
    toast = w.table.felt.toast
    qtbot.waitUntil(lambda: toast.isVisible() and "bidding is over" in toast.text,
                    timeout=10_000)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.state.deal_log.actions) == done and w.table.panel_proxy.isVisible()
    assert not toast.isVisible()
    assert "bidding is over" not in w.statusBar().currentMessage()
    c.shutdown()


def test_a_watched_deals_summary_is_not_hidden_by_its_bidding_line(qtbot, worker, home):
    """Watching at Instant speed, "Deal 4 of 9 is over" showed with the status bar still on
    "The bidding is over. North leads…", said ten seconds before."""
    w = show_window(qtbot, worker, speed="instant")
    computers = [Seat(s.name, "computer") for s in SEATS]
    w.start_game("young-hunter", {}, computers, seed=6)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary is not None, timeout=60_000)
    assert "bidding is over" not in w.statusBar().currentMessage()
    w.controller.shutdown()
