"""The score sheet scrolls by keys. Its table takes no focus (nothing in it is chosen), so a
keyboard-only player, with Close focused, could read only the deals that fit the sheet: the
arrows, Page Up/Down, Home and End did nothing (Barbu plays 28 hands). And it opens at the
latest deals, as the score panel shows them: it opened at deal 1, the latest total out of
sight."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_score_sheet_long_names import open_sheet

from window_helpers import first_record, open_past_its_summary, show_window


def test_the_score_sheets_keys_scroll_its_deals(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1024, 640))
    doc = first_record("heart-hunter", {}, lambda s: s.deal_number >= 16 and not s.game_over,
                       steps=6000)
    open_past_its_summary(qtbot, w, doc)
    sheet = open_sheet(qtbot, w)
    bar = sheet.table.verticalScrollBar()
    focused = QApplication.focusWidget()  # Close: the keys go where the keyboard is
    assert focused is not None and focused.window() is sheet
    assert bar.maximum() > 0, "the sheet's deals fit: nothing to scroll"
    # it opens at the latest deals, the totals in sight (it opened at deal 1)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=2_000)
    qtbot.keyClick(focused, Qt.Key.Key_Home)
    assert bar.value() == 0
    qtbot.keyClick(focused, Qt.Key.Key_Down)
    assert bar.value() > 0, "Down did not scroll the sheet"
    qtbot.keyClick(focused, Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    qtbot.keyClick(focused, Qt.Key.Key_PageUp)
    assert 0 <= bar.value() < bar.maximum()
    qtbot.wait(200)  # and stays where the person scrolled it, rows settled or not
    assert 0 <= bar.value() < bar.maximum()
    qtbot.keyClick(focused, Qt.Key.Key_Escape)  # and Esc still closes it
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=2_000)
