"""A name typed for a seat in the New game dialog stays while other games are looked at: a
tester typed "Nathaniel" at North for Heart Hunter, stepped through Three-Hand Sheepshead (no
North) and back, and North was "North" again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from window_helpers import each_game_in, open_new_game, show_window

NAME = "Nathaniel Northcote"


def _row(dlg, place: str):
    """The Name field of the seat at ``place``."""
    grid = dlg.seats_grid
    for r in range(1, grid.rowCount()):
        label = grid.itemAtPosition(r, 0)
        if label is not None and label.widget().isVisible() and label.widget().text() == place:
            return grid.itemAtPosition(r, 1).widget()
    return None


def test_a_name_typed_for_a_seat_stays_through_a_game_without_that_seat(qtbot, worker, home):
    w = show_window(qtbot, worker)
    dlg = open_new_game(qtbot, w)
    try:
        titles = [dlg.game.itemText(i) for i in range(dlg.game.count())]
        four, three = titles.index("Heart Hunter"), titles.index("Three-Hand Sheepshead")
        seen = []
        for i in each_game_in(qtbot, dlg):
            north = _row(dlg, "North")
            if i == four and not seen:
                field = north
                field.setFocus()
                qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
                qtbot.keyClicks(field, NAME)
                seen.append(i)
            elif i == three:
                assert north is None, "Sheepshead has no North: no test"
                seen.append(i)
        assert len(seen) == 2 and four < three
        dlg.game.setFocus()
        for _ in range(dlg.game.currentIndex() - four):  # back up to Heart Hunter, with keys
            qtbot.keyClick(dlg.game, Qt.Key.Key_Up)
        qtbot.wait(20)
        assert dlg.game.currentIndex() == four
        assert _row(dlg, "North").text() == NAME
    finally:
        dlg.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)
