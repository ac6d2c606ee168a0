"""A keyboard-only tester opened Game → Statistics: Tab went from cell to cell of the "All
games" table and round again, never to the tabs or Close, and on opening nothing showed which
control had the keys. Tab now goes from control to control (the arrows still move in a table),
and the control focused on opening is drawn focused. Driven with keys, as that person does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QStyleOptionTab, QTabBar

from tricktable.ui.dialog_statistics import StatisticsDialog
from window_helpers import assert_focus_ring_drawn, open_by_menu_keys, show_window


def _open_by_the_menu(qtbot, w) -> StatisticsDialog:
    """Alt+G, then Statistics' letter, as a person opens it without the mouse."""
    return open_by_menu_keys(qtbot, w, Qt.Key.Key_G, Qt.Key.Key_I, StatisticsDialog)


def test_tab_goes_from_the_statistics_table_to_the_tabs_and_close_and_round(qtbot, worker,
                                                                            home):
    """From the table Tab reaches Close and the tabs (it went round the table's cells); the
    arrows still move from cell to cell in the table."""
    w = show_window(qtbot, worker)
    dlg = _open_by_the_menu(qtbot, w)
    try:
        _tab_round(qtbot, dlg)
    finally:
        dlg.reject()


def _tab_round(qtbot, dlg: StatisticsDialog) -> None:
    close = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    tab_bar = dlg.tabs.tabBar()
    reached = []
    for _ in range(6):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert dlg.table in reached, "Tab reaches the table"
    assert close in reached, "Tab reaches Close"
    assert tab_bar in reached, "Tab reaches the tabs"
    after_table = reached[reached.index(dlg.table) + 1]
    assert after_table is not dlg.table, "Tab leaves the table for the next control"
    # in the table the arrows still go from cell to cell
    dlg.table.setFocus(Qt.FocusReason.TabFocusReason)
    dlg.table.setCurrentCell(0, 0)
    qtbot.keyClick(dlg.table, Qt.Key.Key_Right)
    assert (dlg.table.currentRow(), dlg.table.currentColumn()) == (0, 1)
    qtbot.keyClick(dlg.table, Qt.Key.Key_Down)
    assert (dlg.table.currentRow(), dlg.table.currentColumn()) == (1, 1)
    # and Tab leaves it, to the Close button, which Space presses
    qtbot.keyClick(dlg.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is close
    qtbot.keyClick(close, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3_000)


def test_the_control_focused_as_statistics_opens_is_drawn_focused(qtbot, worker, home):
    """On opening, the tabs had the keys and the selected tab showed no ring."""
    w = show_window(qtbot, worker)
    dlg = _open_by_the_menu(qtbot, w)
    try:
        assert isinstance(QApplication.focusWidget(), QTabBar), "the tabs have the keys"
        assert_focus_ring_drawn(qtbot, dlg, dlg.tabs.tabBar(), QStyleOptionTab,
                                "the selected tab shows no focus ring on opening")
    finally:
        dlg.reject()
