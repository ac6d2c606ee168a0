"""Return held down on a dialog's button presses it once: its repeats answer no question that
comes after it. A person who held Return a moment on New game's Start found the next question
("Game in progress") answered "Keep playing" before they had read it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from tests.window_helpers import key_to_window, show_window, start_a_game_the_person_moved_in


def _return(repeat: bool, when: int = 0, kind=QEvent.Type.KeyPress) -> QKeyEvent:
    event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", repeat)
    event.setTimestamp(when)
    return event


def _press_in(dialog, event: QKeyEvent) -> None:
    """The key goes where the dialog's keyboard is, as a real key does: its focused widget
    (the default button in a question), through the application and its watchers."""
    QApplication.sendEvent(dialog.focusWidget() or dialog, event)


@pytest.mark.parametrize("marked", [True, False], ids=["marked-repeats", "x11-pairs"])
def test_return_held_on_start_leaves_the_next_question_asked(qtbot, worker, marked):
    """``marked``: Qt marks the repeats so; else each comes as X11 sends it, a release and a
    press of the same time, neither marked (Qt read them apart: the real window did)."""
    w = show_window(qtbot, worker)
    start_a_game_the_person_moved_in(qtbot, w)
    key_to_window(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.last_dialog is not None and w.last_dialog.isVisible(),
                    timeout=3_000)
    new_game = w.last_dialog
    _press_in(new_game, _return(repeat=False))  # Start
    qtbot.waitUntil(lambda: getattr(w, "replace_box", None) is not None
                    and w.replace_box.isVisible(), timeout=3_000)
    box = w.replace_box
    answered: list[int] = []
    box.finished.connect(answered.append)
    for when in range(1000, 1200, 40):  # the key still held: its repeats
        if marked:
            _press_in(box, _return(repeat=True, when=when))
        else:
            _press_in(box, _return(False, when, QEvent.Type.KeyRelease))
            _press_in(box, _return(False, when))
    qtbot.wait(50)
    assert not answered, "the key's repeats answered the question"
    assert w.controller.state.rules.id == "young-hunter"
    _press_in(box, _return(False, 1400, QEvent.Type.KeyRelease))  # let go
    _press_in(box, _return(False, 1700))  # and pressed again: answered
    qtbot.waitUntil(lambda: bool(answered), timeout=3_000)
    w.controller.shutdown()

