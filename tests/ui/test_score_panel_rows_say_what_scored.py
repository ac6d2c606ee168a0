"""The score panel beside the table listed rows of bare numbers ("1", "2", "3"): a newcomer
could not tell which Barbu contract had scored what, a tooltip repeated the number under the
mouse, and a double click on a row did nothing. Each deal's row now says, under the mouse, what
its rules scored (the score sheet's note: the contract and its declarer, the doubles), and a
double click on it opens the whole score sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.ui.dialogs import ScoreSheetDialog
from window_helpers import load_at, show_window


def _two_hands_played(state) -> bool:
    return len(state.history) >= 2 and state.to_act == 0


def test_each_deal_row_names_its_contract_and_a_double_click_opens_the_sheet(
        qtbot, worker, home):
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "barbu", {}, 0, _two_hands_played)
    c, t = w.controller, w.score_panel.table
    qtbot.waitUntil(lambda: t.rowCount() >= 3, timeout=5_000)
    notes = c.score_sheet_words()[0]
    assert len(notes) >= 2 and all(" by " in note for note in notes)
    for r, note in enumerate(notes[:2]):
        assert note in t.verticalHeaderItem(r).toolTip()
        for col in range(t.columnCount()):
            tip = t.item(r, col).toolTip()
            assert tip.startswith(t.item(r, col).text()) and note in tip, tip
    assert t.columnCount() == len(c.seats)  # no column of notes in the narrow panel
    # the totals row keeps its number as its tooltip
    last = t.rowCount() - 1
    assert t.item(last, 0).toolTip() == t.item(last, 0).text()
    # a double click on a deal's row, where it is drawn, opens the score sheet
    cell = t.visualItemRect(t.item(0, 1)).center()
    qtbot.mouseClick(t.viewport(), Qt.MouseButton.LeftButton, pos=cell)  # as a person does:
    qtbot.mouseDClick(t.viewport(), Qt.MouseButton.LeftButton, pos=cell)  # a click, then the
    qtbot.mouseRelease(t.viewport(), Qt.MouseButton.LeftButton, pos=cell)  # second press
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), ScoreSheetDialog),
                    timeout=3_000)
    QApplication.activeModalWidget().reject()
    c.shutdown()
