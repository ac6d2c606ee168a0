"""A tester emptied the name in Settings and pressed OK: the old name stayed, and nothing had
said it would. The emptied field shows the name that stays, greyed, and OK keeps it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from window_helpers import open_settings, show_window


def test_an_emptied_name_shows_the_name_that_stays_and_ok_keeps_it(qtbot, worker, home):
    s = store.Settings()
    s.player_name = "Maggie"
    w = show_window(qtbot, worker, settings=s)
    dialog = open_settings(qtbot, w)
    field = dialog.name
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    assert field.text() == "" and field.placeholderText() == "Maggie"
    qtbot.keyClick(field, Qt.Key.Key_Return)  # OK
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
    assert w.settings.player_name == "Maggie"
    w.controller.shutdown()
