"""A keyboard-only tester's findings in the dialogs: a focused control showed no ring (the
"Rules…" button after the rules were closed, the Settings' lists of pictures, a page of text)
and the New game and Settings dialogs had no Alt+letter keys. Driven with keys, as that person
does, the drawing checked by grabbing the widget with and without its focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QStyleOptionButton,
)

from tricktable.settings import Settings
from tricktable.ui.dialog_keys import contrast, mnemonic
from tricktable.ui.dialog_new_game import NewGameDialog
from tricktable.ui.dialog_settings import SettingsDialog
from tricktable.ui.rules_browser import RulesBrowser
from window_helpers import assert_focus_ring_drawn, key_to_window, show_window

ALT = Qt.KeyboardModifier.AltModifier


def _active(qtbot, dlg) -> None:
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg, timeout=3_000)


def _open_new_game(qtbot, w) -> NewGameDialog:
    key_to_window(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=3_000)
    dlg = QApplication.activeModalWidget()
    _active(qtbot, dlg)
    return dlg


def _keys(dlg) -> list[str]:
    """The letters of every Alt+letter key the dialog shows."""
    texts = [w.text() for w in dlg.findChildren(QAbstractButton) + dlg.findChildren(QLabel)
             if w.isVisibleTo(dlg)]
    texts += [g.title() for g in dlg.findChildren(QGroupBox) if g.isVisibleTo(dlg)]
    return [k for k in map(mnemonic, texts) if k]


def _ring_inks(with_ring, without) -> list[QColor]:
    """The colours of the pixels along the grabbed widget's edge that the ring changed."""
    a, b = with_ring.toImage(), without.toImage()
    w, h = a.width(), a.height()
    edge = [(x, y) for x in range(w) for y in (1, h - 2)] + \
        [(x, y) for y in range(h) for x in (1, w - 2)]
    return [a.pixelColor(x, y) for x, y in edge if a.pixelColor(x, y) != b.pixelColor(x, y)]


def test_rules_opened_with_space_and_closed_with_esc_leave_a_ring_on_the_rules_button(
        qtbot, worker, home):
    """Back from the rules, the focus was on "Rules…" with nothing drawn round it: Qt forgets
    the keyboard's ring when a window is activated again."""
    w = show_window(qtbot, worker)
    dlg = _open_new_game(qtbot, w)
    qtbot.waitUntil(dlg.game.hasFocus, timeout=3_000)
    qtbot.keyClick(dlg.game, Qt.Key.Key_Tab)
    assert dlg.rules_button.hasFocus()
    qtbot.keyClick(dlg.rules_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), RulesBrowser),
                    timeout=3_000)
    rules = QApplication.activeWindow()
    qtbot.keyClick(rules.browser, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: dlg.rules_dialog is None, timeout=3_000)
    _active(qtbot, dlg)  # as the desktop gives the dialog back its keys
    assert dlg.rules_button.hasFocus()
    assert_focus_ring_drawn(qtbot, dlg, dlg.rules_button, QStyleOptionButton,
                            "no ring round the focused button")
    dlg.reject()
    w.controller.shutdown()


def test_the_new_game_dialog_has_its_own_alt_keys_each_once_in_every_game(
        qtbot, worker, home):
    """Game, Rules, Players, Play game number, Start had no Alt+letter key; each is one now,
    no letter twice whatever the game's options; Alt+N ticks Play game number and Alt+P goes
    to the players."""
    w = show_window(qtbot, worker)
    dlg = _open_new_game(qtbot, w)
    for i in range(dlg.game.count()):
        dlg.game.setCurrentIndex(i)
        keys = _keys(dlg)
        assert len(keys) == len(set(keys)), f"{dlg.game_id}: a letter twice: {keys}"
        assert {"g", "r", "p", "n", "s", "c"} <= set(keys), keys
    assert not dlg.fixed_deal.isChecked()
    qtbot.keyClick(dlg, Qt.Key.Key_N, ALT)
    qtbot.waitUntil(dlg.fixed_deal.isChecked, timeout=1_000)  # Qt shows the press first
    qtbot.keyClick(dlg, Qt.Key.Key_P, ALT)
    assert dlg.seats_box.isAncestorOf(QApplication.focusWidget())
    qtbot.keyClick(dlg, Qt.Key.Key_G, ALT)
    assert dlg.game.hasFocus()
    dlg.reject()
    w.controller.shutdown()


def test_settings_has_alt_keys_each_once_and_rings_its_lists_of_pictures(qtbot, home):
    """Settings: Alt+A goes to the animation speed, every field and button has a letter of
    its own; Tab into the card backs and the table colours draws a ring round the list, in a
    colour that stands out from the list's own fill."""
    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    _active(qtbot, dlg)
    keys = _keys(dlg)
    assert len(keys) == len(set(keys)) and {"a", "o", "c"} <= set(keys), keys
    qtbot.keyClick(dlg, Qt.Key.Key_A, ALT)
    assert dlg.speed.hasFocus()
    for row in (dlg.backs, dlg.felts):
        for _ in range(12):
            if row.hasFocus():
                break
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert row.hasFocus()
        qtbot.wait(20)
        ringed = row.grab()
        qtbot.keyClick(row, Qt.Key.Key_Tab)
        qtbot.wait(20)
        inks = _ring_inks(ringed, row.grab())
        base = row.palette().color(row.viewport().backgroundRole())
        assert inks and max(contrast(c, base) for c in inks) >= 3.0, \
            f"{row.accessibleName()}: no ring to see round the focused list"
    dlg.reject()


def test_tab_into_a_page_of_text_rings_it(qtbot, home):
    """The deal review's report (a page of the card browser, as the rules are) took the first
    Tab with no sign of it: the page is ringed while it has the keyboard."""
    dlg = RulesBrowser("barbu")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    _active(qtbot, dlg)
    dlg.games.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.wait(20)
    plain = dlg.browser.grab()
    qtbot.keyClick(dlg.games, Qt.Key.Key_Tab)
    assert dlg.browser.hasFocus()
    qtbot.wait(20)
    inks = _ring_inks(dlg.browser.grab(), plain)
    base = dlg.browser.palette().color(dlg.browser.viewport().backgroundRole())
    assert inks and max(contrast(c, base) for c in inks) >= 3.0, "no ring round the page"
    dlg.close()
