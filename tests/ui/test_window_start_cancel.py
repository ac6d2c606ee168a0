"""The start after a game that ended opens the New game dialog on that game; Cancel or Esc there
dealt that game anyway. A person who cancels means "not now": the table stays empty, the status
line says how to start a game, and Game → New game still starts one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tricktable import settings as store
from tricktable.ui.dialog_new_game import NewGameDialog
from window_helpers import key_to_window, show_window

#: the status line of an empty table (``status_line.status_text`` with no game)
EMPTY_TABLE = "Choose Game → New game to start."


def _started_after_an_ended_game(qtbot, worker, game: str = "heart-hunter"):
    """A window started as ``app.main`` starts one after ``game`` ended (its autosave
    removed, the settings keeping which game ended); the New game dialog it opens."""
    store.save_settings(store.Settings(last_game="barbu", ended_game=game))
    settings, messages = store.load_settings()
    w = show_window(qtbot, worker, settings)
    w.start(messages, first_run=False)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    qtbot.waitExposed(dlg)
    assert dlg.game.currentData() == game
    assert w.controller.state is None, "nothing is dealt behind the dialog"
    return w, dlg


def _left_empty(qtbot, w) -> None:
    """Nothing dealt, a moment after the dialog closed, and the status line says how to
    start a game."""
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
    qtbot.wait(300)  # a game dealt on the close would be under way by now
    assert w.controller.state is None, "Cancel dealt the game that ended anyway"
    assert w.turn_label.text() == EMPTY_TABLE


def test_esc_at_the_new_game_dialog_after_an_ended_game_leaves_the_table_empty(
        qtbot, worker, home):
    w, dlg = _started_after_an_ended_game(qtbot, worker)
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    _left_empty(qtbot, w)
    w.controller.shutdown()


def test_cancel_there_leaves_the_table_empty_and_game_new_game_still_starts_one(
        qtbot, worker, home):
    """Cancel clicked; then Ctrl+N (Game → New game) opens the dialog on the game that ended,
    and its Start button deals it."""
    w, dlg = _started_after_an_ended_game(qtbot, worker)
    cancel = dlg.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    _left_empty(qtbot, w)
    key_to_window(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    again = QApplication.activeModalWidget()
    assert again.game.currentData() == "heart-hunter"
    start = again.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.state is not None, timeout=5_000)
    assert w.controller.state.rules.id == "heart-hunter"
    assert not w.controller.facts().over
    assert w.turn_label.text() != EMPTY_TABLE
    w.controller.shutdown()
