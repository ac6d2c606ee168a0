"""F1 in the New game dialog did nothing (its "Rules…" button worked): the window's Help entry
cannot hear the key while the dialog is up. F1 there now opens the rules of the game chosen in
the dialog, beside it, as the button does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.ui.dialog_new_game import NewGameDialog
from window_helpers import key_to_window, show_window


def test_f1_in_the_new_game_dialog_opens_the_rules_of_the_game_chosen_there(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    key_to_window(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg, timeout=3_000)
    dlg.game.setFocus()
    for _ in range(dlg.game.count()):  # down the list of games to Barbu, as a person does
        if dlg.game_id == "barbu":
            break
        qtbot.keyClick(dlg.game, Qt.Key.Key_Down)
    assert dlg.game_id == "barbu"
    qtbot.keyClick(dlg.game, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: dlg.rules_dialog is not None and dlg.rules_dialog.isVisible(),
                    timeout=3_000)
    assert dlg.rules_dialog.windowTitle() == "Rules of Barbu"
    assert dlg.isVisible(), "the choice stays open beside the rules"
    dlg.rules_dialog.close()
    dlg.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
    w.controller.shutdown()
