"""A record refused by its folder brings the save dialog back on the folder and the name the
person tried: it came back on the saves folder with a new name, their typing lost."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from tricktable import settings as store
from tricktable.settings import Seat
from window_helpers import in_file_dialog, show_window, type_file_name, wait_for_person


def test_the_save_dialog_comes_back_on_the_folder_and_name_that_were_refused(
        qtbot, worker, home, tmp_path, monkeypatch):
    refused = tmp_path / "read-only"
    refused.mkdir()
    real_save = store.save_game

    def save_game(path, doc) -> None:  # the folder refuses writes (root passes chmod)
        if Path(path).parent == refused:
            raise store.StoreError(f"The record could not be saved in {refused}: read-only.")
        real_save(path, doc)

    monkeypatch.setattr(store, "save_game", save_game)
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human"), *(Seat(n, "computer")
                                                            for n in ("W", "N", "E"))], 3)
    wait_for_person(qtbot, w)
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(refused / "my-game.json")))
    w.act_save.trigger()  # Game → Save record as…
    box = w.last_message
    assert box.isVisible() and box.windowTitle().startswith("Save record")
    seen: dict[str, str] = {}

    def look(dialog: QFileDialog) -> None:
        qtbot.wait(200)
        seen["folder"] = dialog.directory().absolutePath()
        seen["name"] = dialog.findChild(QLineEdit, "fileNameEdit").text()
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    in_file_dialog(look)
    qtbot.mouseClick(box.button(box.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "name" in seen, timeout=10_000)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=5_000)
    assert Path(seen["folder"]) == refused
    assert seen["name"] == "my-game.json"
