"""A long name in the New game dialog's Name fields shows its start: the fields showed its end
("-Featherstonehaugh"), so whose seat it was could not be read."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable.ui.dialog_new_game import NewGameDialog
from window_helpers import key_to_window, show_window

LONG = "Anne-Marie Fiennes-Featherstonehaugh"


def test_the_new_game_dialog_shows_the_start_of_a_long_name(qtbot, worker, home):
    settings = store.Settings()
    settings.player_name = LONG
    w = show_window(qtbot, worker, settings)
    key_to_window(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    try:
        qtbot.waitExposed(dlg)
        field = next(name for name, _kind, _level in dlg.seat_rows() if name.text() == LONG)
        assert field.fontMetrics().horizontalAdvance(LONG) > field.width(), "it fits: no test"
        assert field.cursorPosition() == 0, "the field shows the end of the name"
    finally:
        dlg.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
