"""The name a person types for their own seat in New game is their name: a tester named himself
"Bartholomew Fitzgerald-Jones 30" there, and Settings still said "You" (and another game's New
game offered "You" again). The two stay in step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable.ui.dialog_new_game import NewGameDialog
from tricktable.ui.dialog_settings import SettingsDialog
from window_helpers import key_to_window, show_window

NAME = "Bartholomew Fitzgerald-Jones 30"


def _open(qtbot, w, key, modifier, kind):
    key_to_window(qtbot, w, key, modifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), kind), timeout=3_000)
    dlg = QApplication.activeModalWidget()
    qtbot.waitExposed(dlg)
    return dlg


def _new_game(qtbot, w) -> NewGameDialog:
    return _open(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, NewGameDialog)


def test_the_name_typed_for_your_seat_in_new_game_becomes_your_name_in_settings(
        qtbot, worker, home):
    settings = store.Settings()
    settings.seats["heart-hunter"] = store.default_seats(4)  # a game played before, as "You"
    w = show_window(qtbot, worker, settings, size=(1024, 640))
    dlg = _new_game(qtbot, w)
    dlg.game.setCurrentIndex(dlg.game.findData("sheepshead"))
    name, _kind, _level = dlg.seat_rows()[0]
    name.selectAll()
    qtbot.keyClicks(name, NAME)
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
    assert w.controller.seats[0].name == NAME
    assert store.load_settings()[0].player_name == NAME, "not kept in the settings file"

    box = _open(qtbot, w, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier, SettingsDialog)
    try:
        assert box.name.text() == NAME, "Settings' Your name is not the name typed"
    finally:
        box.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)

    again = _new_game(qtbot, w)
    try:  # another game, played before as "You", offers the person's name at their seat
        again.game.setCurrentIndex(again.game.findData("heart-hunter"))
        assert again.seat_rows()[0][0].text() == NAME
    finally:
        again.reject()
    w.controller.shutdown()
