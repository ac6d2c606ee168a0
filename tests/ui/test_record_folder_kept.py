"""The Open and Save record choosers open in the folder a record was last opened from or saved
to, after a restart too: they always opened in the saves folder, wherever the person had gone.
A folder gone since opens the saves folder, as before."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from window_helpers import (
    in_file_dialog,
    person_and_computers,
    show_window,
    type_file_name,
    wait_for_person,
)


def _window(qtbot, worker):
    """A window started as the program starts it (settings read from the file), in a game."""
    w = show_window(qtbot, worker, store.load_settings()[0])
    w.start_game("heart-hunter", {}, person_and_computers(), seed=13)
    wait_for_person(qtbot, w)
    return w


def _chooser_folder(qtbot, w, key: Qt.Key, name: str = "") -> str:
    """The folder the chooser of Ctrl+``key`` opens in; ``name`` typed (else Esc)."""
    seen: list[str] = []

    def act(dialog) -> None:
        seen.append(dialog.directory().absolutePath())
        if name:
            type_file_name(qtbot, dialog, name)
        else:
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    in_file_dialog(act)
    w.activateWindow()  # back from the last dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.keyClick(w, key, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(seen), timeout=5_000)
    return seen[0]


def test_the_record_choosers_open_where_a_record_last_went(qtbot, worker, home, tmp_path):
    saves = store.paths()["saves_dir"]
    mine, other = tmp_path / "my records", tmp_path / "from a friend"
    mine.mkdir()
    other.mkdir()
    w = _window(qtbot, worker)
    assert _chooser_folder(qtbot, w, Qt.Key.Key_O) == str(saves), "the first time, as before"
    assert _chooser_folder(qtbot, w, Qt.Key.Key_S, str(mine / "game.json")) == str(saves)
    qtbot.waitUntil(lambda: (mine / "game.json").is_file(), timeout=5_000)
    assert _chooser_folder(qtbot, w, Qt.Key.Key_O) == str(mine), "Open after a save"
    assert _chooser_folder(qtbot, w, Qt.Key.Key_S) == str(mine), "Save after a save"
    shutil.copy(mine / "game.json", other / "game.json")
    assert _chooser_folder(qtbot, w, Qt.Key.Key_O, str(other / "game.json")) == str(mine)
    qtbot.waitUntil(lambda: store.load_settings()[0].record_folder == str(other),
                    timeout=5_000)

    again = _window(qtbot, worker)  # the next start
    assert _chooser_folder(qtbot, again, Qt.Key.Key_S) == str(other), "Save after an open"
    shutil.rmtree(other)
    assert _chooser_folder(qtbot, again, Qt.Key.Key_O) == str(saves), "a folder gone since"
