"""A record that cannot be written where the person chose (a folder that cannot be written) is
told, and the save dialog then opens again, so another folder can be chosen; Cancel there ends
it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from tricktable.engine.record import load_file
from tricktable.settings import Seat
from window_helpers import in_file_dialog, show_window, type_file_name, wait_for_person


def test_a_record_refused_by_its_folder_is_asked_for_again(qtbot, worker, home, tmp_path):
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human"), *(Seat(n, "computer")
                                                            for n in ("W", "N", "E"))], 3)
    wait_for_person(qtbot, w)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be: nothing can be written in it")
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(blocked / "game.json")))
    w.act_save.trigger()  # Game → Save record as…
    box = w.last_message
    assert box.isVisible() and box.windowTitle().startswith("Save record")
    assert "the file dialog opens again" in box.text(), "what OK leads to is said"
    good = tmp_path / "game.json"
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(good)))
    qtbot.mouseClick(box.button(box.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(good.exists, timeout=10_000)
    assert load_file(good) == w.controller.record()
    # refused again, then Cancel in the dialog: it ends there
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(blocked / "game.json")))
    w.act_save.trigger()
    again = w.last_message
    in_file_dialog(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    qtbot.mouseClick(again.button(again.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not isinstance(QApplication.activeModalWidget(), QFileDialog)
                    and not again.isVisible(), timeout=10_000)
    qtbot.wait(100)
    assert QApplication.activeModalWidget() is None
