"""A command key held down gives its command once. Ctrl+Z held for a second and a half undid a
whole hand of Barbu, nine decisions, back to its doubling; Ctrl+Shift+Z held redid them all. The
keyboard repeats a held key as more presses marked as repeats: the menu's commands take none."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tricktable.settings import Seat
from window_helpers import play_cards, show_window, wait_for_person

SEATS = [Seat("You", "human"), Seat("West", "computer"), Seat("North", "computer"),
         Seat("East", "computer")]


def _held(window, key: Qt.Key, modifiers: Qt.KeyboardModifier, repeats: int = 12) -> None:
    """``key`` with ``modifiers`` pressed, then held: its repeats as a keyboard sends them."""
    for n in range(repeats + 1):
        QApplication.sendEvent(window, QKeyEvent(QEvent.Type.KeyPress, key, modifiers, "",
                                                 n > 0))
    QApplication.sendEvent(window, QKeyEvent(QEvent.Type.KeyRelease, key, modifiers, ""))


def test_ctrl_z_held_down_takes_back_one_decision_and_ctrl_shift_z_brings_back_one(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    c = w.controller
    w.start_game("heart-hunter", {}, SEATS, seed=13)
    before = play_cards(qtbot, w, 3)
    now = c.record()
    _held(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_person(qtbot, w)
    assert c.record() == before[-1], "one decision taken back, not every one"
    _held(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait_for_person(qtbot, w)
    assert c.record() == now, "the one decision brought back"
