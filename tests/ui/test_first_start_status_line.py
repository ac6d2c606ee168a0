"""The first start's status line says something true while the New game dialog is open: it
said "Choose Game → New game to start." with that very dialog already up."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tricktable.ui.dialog_new_game import NewGameDialog
from window_helpers import show_window


def test_the_first_start_does_not_send_the_person_to_the_dialog_already_open(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.start([], first_run=True)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    try:
        qtbot.waitExposed(dlg)
        qtbot.wait(100)
        said = w.turn_label.text() if w.turn_label.isVisible() else w.statusBar().currentMessage()
        assert "New game to start" not in said
        assert said == "Choose a game to start."
    finally:
        dlg.reject()  # Esc: the last choices are dealt
    qtbot.waitUntil(lambda: w.controller.facts() is not None, timeout=5_000)
    assert "Choose" not in w.turn_label.text()
