"""Help → Keyboard's and the Rules window's Close buttons show when the keyboard is on them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tricktable.ui.dialog_keys import KeysDialog, contrast
from tricktable.ui.rules_browser import RulesBrowser
from window_helpers import grabbed_with_and_without_focus, key_to_window, ring_inks, show_window


def _assert_close_ringed(qtbot, dlg, before, key=Qt.Key.Key_Tab) -> None:
    """``key`` from ``before`` onto the dialog's Close draws a ring that stands out from the
    window round it (3:1), and the same key on takes it away."""
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg, timeout=3_000)
    close = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    if key == Qt.Key.Key_Tab:
        ringed, plain = grabbed_with_and_without_focus(qtbot, close, before)
    else:  # Shift+Tab: the helper's way, backwards
        before.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.keyClick(before, key, Qt.KeyboardModifier.ShiftModifier)
        assert close.hasFocus()
        ringed = close.grab()
        qtbot.keyClick(close, key, Qt.KeyboardModifier.ShiftModifier)
        assert not close.hasFocus()
        plain = close.grab()
    back = dlg.palette().color(dlg.backgroundRole())
    inks = ring_inks(ringed, plain)
    assert inks and max(contrast(c, back) for c in inks) >= 3.0, \
        f"{dlg.windowTitle()}: Close looks the same with the keyboard on it and off it"


def test_the_keyboard_lists_close_is_ringed_while_the_keyboard_is_on_it(qtbot, worker, home):
    """Help → Keyboard (?) had only its default Close, drawn alike focused or not: Tab from
    the list of keys onto it changed nothing to see."""
    w = show_window(qtbot, worker)
    key_to_window(qtbot, w, Qt.Key.Key_Question)
    qtbot.waitUntil(lambda: isinstance(getattr(w, "last_dialog", None), KeysDialog)
                    and w.last_dialog.isVisible(), timeout=3_000)
    dlg = w.last_dialog
    _assert_close_ringed(qtbot, dlg, dlg.text)
    dlg.close()
    w.controller.shutdown()


def test_the_rules_windows_close_is_ringed_while_the_keyboard_is_on_it(qtbot, worker, home):
    """Help → Rules (F1): its Close, below the page, looked the same with the keyboard on it.
    Reached by Shift+Tab from the game list above the page (Tab in the page goes through its
    links)."""
    w = show_window(qtbot, worker)
    key_to_window(qtbot, w, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(getattr(w, "last_dialog", None), RulesBrowser)
                    and w.last_dialog.isVisible(), timeout=3_000)
    dlg = w.last_dialog
    _assert_close_ringed(qtbot, dlg, dlg.games, Qt.Key.Key_Backtab)
    dlg.close()
    w.controller.shutdown()


def test_the_statistics_close_and_tabs_are_ringed_while_the_keyboard_is_on_them(qtbot, worker,
                                                                               home):
    """Game → Statistics: Tab reached Close, drawn alike focused or not, and the tabs showed
    the keyboard by a faint tint like a selected tab's."""
    from tricktable.ui.dialog_statistics import StatisticsDialog

    w = show_window(qtbot, worker)
    dlg = StatisticsDialog(w)
    dlg.show()
    try:
        close = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
        _assert_close_ringed(qtbot, dlg, dlg.table)
        tabs = dlg.tabs.tabBar()
        ringed, plain = grabbed_with_and_without_focus(qtbot, tabs, close)
        back = dlg.palette().color(dlg.backgroundRole())
        inks = ring_inks(ringed, plain)
        assert inks and max(contrast(c, back) for c in inks) >= 3.0, "the tabs look the same"
    finally:
        dlg.close()
        w.controller.shutdown()
