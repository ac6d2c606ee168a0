"""A key pressed while the computers play ("It is not your turn.") left its note on the felt
when the person's turn came, beside "Your turn: play a card." It goes as the turn comes."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.settings import Seat
from window_helpers import click_card, show_window, wait_for_person

SEATS = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
         Seat("East", "computer")]


def test_the_not_your_turn_note_goes_when_the_turn_comes(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal")
    w.start_game("heart-hunter", {}, SEATS, seed=13)
    c, toast = w.controller, w.table.felt.toast
    wait_for_person(qtbot, w, timeout=20_000)
    card = next(a.card for a in c.legal_actions() if a.card >= 0)
    click_card(qtbot, w, card)  # the person's card: the computers play on
    qtbot.waitUntil(lambda: c.human_to_act() is None and c.to_act not in (None, 0)
                    and w.table.animations_idle(), timeout=10_000)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3_000)
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Right)  # as a person in a hurry does
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text == "It is not your turn.",
                    timeout=3_000)
    # its own timer held: the computers' play took longer than it here (at Instant speed,
    # often not), and the note must go with the turn, not with the clock
    w.table.felt._toast_timer.stop()
    wait_for_person(qtbot, w, timeout=30_000)
    assert not (toast.isVisible() and toast.text == "It is not your turn.")
    c.shutdown()
