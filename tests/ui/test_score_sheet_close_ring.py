"""The score sheet's Close (its default button, focused) looked the same with the keyboard on it
and off it: the style draws a focused button as it draws the default one. A ring now shows
where the keyboard is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from test_score_sheet_long_names import open_sheet

from tricktable.ui.dialog_keys import contrast
from window_helpers import person_and_computers, ring_inks, show_window, wait_for_person


def _stands_out(dialog, with_ring, without) -> bool:
    """Whether a ring the keyboard brings stands out from the dialog's background (3:1)."""
    back = dialog.palette().color(dialog.backgroundRole())
    return max((contrast(c, back) for c in ring_inks(with_ring, without)), default=1.0) >= 3.0


def _active(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)


def test_the_score_sheets_close_is_ringed_while_the_keyboard_is_on_it(qtbot, worker, home):
    """Ctrl+H, then Tab: the sheet's Close (the only thing Tab reaches) looked the same with
    the keyboard on it as after the focus left it."""
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, person_and_computers(), seed=3)
    wait_for_person(qtbot, w)
    sheet = open_sheet(qtbot, w)
    try:
        _active(qtbot, sheet)
        close = sheet.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
        qtbot.keyClick(QApplication.focusWidget() or sheet, Qt.Key.Key_Tab)
        assert close.hasFocus()
        qtbot.wait(20)
        ringed = close.grab()
        close.clearFocus()  # as when the person's keyboard goes to another window
        qtbot.wait(20)
        assert _stands_out(sheet, ringed, close.grab()), \
            "Close looks the same with the keyboard on it and off it"
    finally:
        sheet.close()
        w.controller.shutdown()
