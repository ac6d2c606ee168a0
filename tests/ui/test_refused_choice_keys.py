"""A choice the rules refuse (Barbu's contract played already) stays greyed in its place, and a
click on it says why. The keys skipped it: Tab and the arrows passed over a disabled button, so a
person at the keyboard never learnt why that contract could not be chosen, nor that it was
there. The keys now reach it, Enter or Space on it says what a click says and chooses nothing,
and Enter on a choice that may be made still makes it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from window_helpers import load_at, show_window

CONTRACT = "Choose the contract"
PLAYED = "played already"  # the line under a contract the declarer has played


def _at_contract_with_one_played(qtbot, w) -> None:
    load_at(qtbot, w, "barbu", {}, 0,
            lambda st: st.to_act == 0 and st.stage == "contract"
            and st.used[0].bit_count() == 1 and st.declarer == 0)
    qtbot.waitUntil(lambda: (d := w.table.decisions.decision) is not None
                    and d.title == CONTRACT, timeout=5_000)


def _focused(w) -> str:
    return w.table.panel.focusWidget().label


def _label_light(w, button) -> int:
    """The lightest grey of the label's part of the button as drawn on the table (its top
    third): faded words on a greyed button, full white ones on a live one."""
    table = w.table
    corner = table.panel_proxy.mapToScene(QPointF(button.mapTo(table.panel, QPoint(0, 0))))
    at = table.mapFromScene(corner)
    image = table.viewport().grab(QRect(at, button.size())).toImage()
    # inside the focus ring's 6 px edge: the ring is drawn at full strength on a greyed one
    return max(QColor(image.pixel(x, y)).lightness()
               for y in range(6, image.height() // 3) for x in range(6, image.width() - 6))


def test_the_keys_reach_a_played_contract_and_enter_or_space_there_says_why(
        qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(tips=False, hints=False), size=(1280, 720))
    _at_contract_with_one_played(qtbot, w)
    c, table, toast = w.controller, w.table, w.table.felt.toast
    played = next(b for b in table.panel.buttons if b.line == PLAYED).label
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)  # into the panel
    assert _focused(w) != played, "the keys come in on a contract that may be chosen"
    seen = [_focused(w)]
    for _ in range(len(table.panel.buttons)):
        qtbot.keyClick(table, Qt.Key.Key_Right)
        seen.append(_focused(w))
    assert played in seen, f"the arrows skip the played contract: {seen}"
    tabbed = [_focused(w)]
    for _ in range(len(table.panel.buttons) + 1):
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        tabbed.append(_focused(w))
    assert played in tabbed, f"Tab skips the played contract: {tabbed}"
    while _focused(w) != played:
        qtbot.keyClick(table, Qt.Key.Key_Right)
    greyed = table.panel.focusWidget()
    live = next(b for b in table.panel.buttons if b.line != PLAYED and not b.primary)
    assert _label_light(w, greyed) < _label_light(w, live) - 40, "it no longer looks greyed"
    why = (f"You have played {played.removesuffix('…')} already: each contract is played "
           "once in your seven hands as declarer.")
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        toast.hide()
        qtbot.keyClick(table, key)
        qtbot.waitUntil(toast.isVisible, timeout=2_000)
        assert toast.text == why
        assert c.state.stage == "contract" and c.human_to_act() == 0  # nothing was chosen
        assert table.decisions.decision.title == CONTRACT
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the next contract, which may be chosen
    assert _focused(w) != played
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.state.stage != "contract"
                    or table.decisions.decision.title != CONTRACT, timeout=5_000)
    w.controller.shutdown()
