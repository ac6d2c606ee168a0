"""Pages of text read with the keyboard alone. Help → Keyboard scrolled with Page Down but not
with Ctrl+Home or Ctrl+End; the deal log could not be reached at all: Tab and the arrows never
left the hand, and nothing scrolled the log back to the earlier tricks. Now Ctrl+L on a shown
log gives it the keys (ringed, the status bar saying what they do), Esc gives them back (the
log following the play again), and Ctrl+L in it hides it; the menu entry shows and hides it as
before."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.presentation.keys_text import LOG_KEYS_NOTE
from tricktable.ui.dialog_keys import KeysDialog
from window_helpers import key_to_window, open_past_its_summary, show_window

CTRL = Qt.KeyboardModifier.ControlModifier


def _press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as a person presses it: to whatever has the keys now."""
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def test_the_keys_list_goes_to_its_top_and_bottom_with_home_end_and_ctrl(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1024, 640))
    key_to_window(qtbot, w, Qt.Key.Key_Question)
    qtbot.waitUntil(lambda: isinstance(getattr(w, "last_dialog", None), KeysDialog)
                    and w.last_dialog.isVisible(), timeout=3_000)
    dlg = w.last_dialog
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dlg.text, timeout=3_000)
    bar = dlg.text.verticalScrollBar()
    assert bar.maximum() > 0, "the list scrolls at 1024 x 640"
    _press(qtbot, Qt.Key.Key_End, CTRL)
    assert bar.value() == bar.maximum(), "Ctrl+End: the bottom"
    _press(qtbot, Qt.Key.Key_Home, CTRL)
    assert bar.value() == 0, "Ctrl+Home: the top"
    _press(qtbot, Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    _press(qtbot, Qt.Key.Key_Home)
    assert bar.value() == 0
    text = dlg.text.toPlainText()
    assert "Ctrl+L\nView → Deal log: shows it" in text
    assert "This list, and the deal log once Ctrl+L gave it the keys" in text
    dlg.close()


def _two_deals_and_some_tricks() -> dict:
    """Young Hunter two deals in and four tricks into the third: a log longer than its panel."""
    st = get_rules("young-hunter").new_game(seed=4)
    rnd = random.Random(4)
    while st.to_act is not None and (len(st.history) < 2 or len(st.deal_log.tricks) < 4
                                     or st.to_act != 0):
        st.apply(rnd.choice(st.legal_actions()))
    return make_record(st, [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "club"} for i in range(1, 4)])


def test_ctrl_l_gives_the_shown_log_the_keys_and_esc_gives_them_back(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1024, 640))
    open_past_its_summary(qtbot, w, _two_deals_and_some_tricks())
    key_to_window(qtbot, w, Qt.Key.Key_L, CTRL)
    log = w.deal_log_panel
    qtbot.waitUntil(lambda: log is not None and log.isVisible(), timeout=3_000)
    qtbot.wait(100)
    table_keys = QApplication.focusWidget()
    assert table_keys is not log.browser, "shown, the keys stay with the table"
    bar = log.browser.verticalScrollBar()
    assert bar.maximum() > 0, "the log is longer than its panel"
    followed = bar.value()  # the newest line in sight, as the log follows the play
    assert followed < bar.maximum()

    _press(qtbot, Qt.Key.Key_L, CTRL)  # again, on the shown log: the keys to it
    qtbot.waitUntil(lambda: QApplication.focusWidget() is log.browser, timeout=3_000)
    assert log.isVisible() and w.act_log.isChecked()
    assert log.ring.isVisible(), "a ring shows where the keys are"
    assert w.statusBar().currentMessage() == LOG_KEYS_NOTE
    assert "Ctrl+L again hides it" in LOG_KEYS_NOTE, "and how to hide it, as the next test does"
    _press(qtbot, Qt.Key.Key_End, CTRL)
    assert bar.value() == bar.maximum(), "Ctrl+End: the first deal, at its bottom"
    _press(qtbot, Qt.Key.Key_Home, CTRL)
    assert bar.value() == 0, "Ctrl+Home: the newest deal, at its top"
    _press(qtbot, Qt.Key.Key_PageDown)
    paged = bar.value()
    assert paged > 0
    _press(qtbot, Qt.Key.Key_Down)
    assert bar.value() > paged
    _press(qtbot, Qt.Key.Key_Up)
    _press(qtbot, Qt.Key.Key_PageUp)
    assert bar.value() == 0
    _press(qtbot, Qt.Key.Key_End)
    assert bar.value() == bar.maximum()

    _press(qtbot, Qt.Key.Key_Escape)  # the keys back to the table, the log left open
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table_keys, timeout=3_000)
    assert log.isVisible() and not log.ring.isVisible()
    assert w.statusBar().currentMessage() != LOG_KEYS_NOTE
    # back at the newest line: left where the keys had read back to, the log stayed on the
    # earlier tricks while the play went on (a tester lost sight of the latest trick)
    qtbot.waitUntil(lambda: bar.value() == followed, timeout=3_000)

    _press(qtbot, Qt.Key.Key_L, CTRL)  # in again, and Ctrl+L there hides it
    qtbot.waitUntil(lambda: QApplication.focusWidget() is log.browser, timeout=3_000)
    _press(qtbot, Qt.Key.Key_L, CTRL)
    qtbot.waitUntil(lambda: not log.isVisible(), timeout=3_000)
    assert not w.act_log.isChecked()
    assert QApplication.focusWidget() is table_keys, "hidden, the keys are the table's again"

    _press(qtbot, Qt.Key.Key_L, CTRL)  # hidden: shown, the keys left with the table
    qtbot.waitUntil(lambda: log.isVisible(), timeout=3_000)
    qtbot.wait(50)
    assert QApplication.focusWidget() is table_keys
    w.controller.shutdown()


def test_the_menu_entry_still_shows_and_hides_the_log(qtbot, worker, home):
    """View → Deal log, chosen from the menu, hides a shown log (it did not give it the keys),
    and a log closed while it had the keys gives them back to the table."""
    w = show_window(qtbot, worker, size=(1024, 640))
    open_past_its_summary(qtbot, w, _two_deals_and_some_tricks())
    key_to_window(qtbot, w, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=3_000)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_L)
    log = w.deal_log_panel
    qtbot.waitUntil(lambda: log is not None and log.isVisible(), timeout=3_000)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=3_000)
    key_to_window(qtbot, w, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=3_000)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_L)
    qtbot.waitUntil(lambda: not log.isVisible(), timeout=3_000)
    assert not log.browser.hasFocus()

    _press(qtbot, Qt.Key.Key_L, CTRL)
    qtbot.waitUntil(lambda: log.isVisible(), timeout=3_000)
    table_keys = QApplication.focusWidget()
    _press(qtbot, Qt.Key.Key_L, CTRL)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is log.browser, timeout=3_000)
    log.close()  # its own close button
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table_keys, timeout=3_000)
    w.controller.shutdown()
