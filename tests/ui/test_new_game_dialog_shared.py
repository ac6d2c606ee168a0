"""The New game dialog at a shared table, and with the keyboard alone.

Two seats set to Person said nothing of what would follow: a note under the seats now says the
game shows a pass screen before each person's turn. It keeps its room while hidden, so the
dialog does not jump in size as the seats change. And on the first opening the game list had
the focus but was drawn as if it had not: a keyboard-only player could not tell where they
were; the focus is now drawn from the start."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionComboBox

from window_helpers import assert_focus_ring_drawn, show_window


def _choose(qtbot, kind, data: str) -> None:
    """As a person does: a click on the seat's Who list, then the arrow keys to ``data``."""
    qtbot.mouseClick(kind, Qt.MouseButton.LeftButton)
    if kind.view().isVisible():  # the click opened the list: close it, keep the focus
        qtbot.keyClick(kind.view(), Qt.Key.Key_Escape)
    kind.setFocus()
    for _step in range(kind.count()):
        if kind.currentData() == data:
            return
        qtbot.keyClick(kind, Qt.Key.Key_Down if kind.currentIndex() < kind.findData(data)
                       else Qt.Key.Key_Up)
    assert kind.currentData() == data


def test_two_people_at_the_table_are_told_of_the_pass_screen_without_the_dialog_jumping(
        qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1024, 640))
    dlg = w.open_new_game_dialog()
    dlg.game.setCurrentIndex(dlg.game.findData("heart-hunter"))
    qtbot.waitExposed(dlg)
    note, size = dlg.shared_note, dlg.size()
    rows = dlg.seat_rows()
    assert rows[0][1].currentData() == "human" and not note.isVisible()
    _choose(qtbot, rows[1][1], "human")
    assert note.isVisible()
    assert note.text() == ("Two people share this table: the game shows a pass screen before "
                           "each person's turn, so each sees only their own cards.")
    assert note.height() >= note.heightForWidth(note.width()), "the note is cut"
    assert dlg.size() == size, "the dialog jumped in size"
    _choose(qtbot, rows[2][1], "human")
    assert note.text().startswith("Three people share this table")
    _choose(qtbot, rows[1][1], "computer")
    _choose(qtbot, rows[2][1], "computer")
    assert not note.isVisible() and dlg.size() == size
    dlg.reject()


def test_the_new_game_dialog_draws_its_focused_game_list_focused_on_opening(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    dlg = w.open_new_game_dialog()
    qtbot.waitExposed(dlg)
    qtbot.waitUntil(dlg.game.hasFocus, timeout=5_000)
    # compared with the list drawn as it opened before: without the keyboard's ring
    assert_focus_ring_drawn(qtbot, dlg, dlg.game, QStyleOptionComboBox,
                            "no ring is drawn round the focused list", timeout=5_000)
    dlg.reject()
