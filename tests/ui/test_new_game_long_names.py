"""A long name in the New game dialog's Name fields shows its start: the fields showed its end
("-Featherstonehaugh"), so whose seat it was could not be read."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from window_helpers import open_new_game, show_window

LONG = "Anne-Marie Fiennes-Featherstonehaugh"


def test_the_new_game_dialog_shows_the_start_of_a_long_name(qtbot, worker, home):
    settings = store.Settings()
    settings.player_name = LONG
    w = show_window(qtbot, worker, settings)
    dlg = open_new_game(qtbot, w)
    try:
        field = next(name for name, _kind, _level in dlg.seat_rows() if name.text() == LONG)
        assert field.fontMetrics().horizontalAdvance(LONG) > field.width(), "it fits: no test"
        assert field.cursorPosition() == 0, "the field shows the end of the name"
    finally:
        dlg.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
