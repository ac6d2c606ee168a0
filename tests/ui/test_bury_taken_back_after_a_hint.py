"""A hinted bury changed and taken back at the play checker: the hint's "They are selected for
you: press Bury to bury them" stayed up over other cards the person had picked, and "Take it
back" left the keys on Bury, so one Return buried the very cards just taken back. The words now
follow the picks, and Enter does not lay away the taken-back picks unchosen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from tricktable.engine.cards import iter_cards
from tricktable.presentation import window_notes as wn
from tricktable.presentation.take_back_words import taken_back
from window_helpers import at_a_checked_bury, click_card


def _click_on_the_felt(qtbot, table, button) -> None:
    """A real click on a panel's ``button`` where the felt draws it."""
    inside = button.mapTo(table.panel, button.rect().center())
    scene_pt = table.panel_proxy.mapToScene(QPointF(inside))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(scene_pt))


def test_a_hinted_bury_changed_and_taken_back_is_not_buried_by_enter(qtbot, worker, home):
    w = at_a_checked_bury(qtbot, worker)
    c = w.controller
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.advice is not None, timeout=60_000)
    toast = w.table.felt.toast
    hinted = set(iter_cards(w.advice.action.get("cards")))
    assert "selected for you" in toast.text and set(w.table.input.selected) == hinted
    codec = c.state.rules.codec
    picks = {codec.parse("AD"), codec.parse("AC")}  # a trump and an ace: clearly worse
    assert not picks & hinted
    for card in hinted | picks:  # the hint's cards let go, the person's own picked
        click_card(qtbot, w, card)
    assert "selected for you" not in toast.text and wn.KEPT_PICKS in toast.text, toast.text
    _click_on_the_felt(qtbot, w.table, w.table.panel.confirm)  # Bury
    qtbot.waitUntil(lambda: w.check_prompt is not None and w.check_prompt.isVisible(),
                    timeout=60_000)
    back = next(b for b in w.check_prompt.buttons() if b.text().replace("&", "") == "Take it back")
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.check_prompt.isVisible(), timeout=5_000)
    w.check_prompt = None
    qtbot.wait(200)
    assert set(w.table.input.selected) == picks
    assert "selected for you" not in toast.text, toast.text
    w.activateWindow()  # Return where the keys are now, as a person presses it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    qtbot.wait(100)
    assert not w.table.panel.confirm.hasFocus(), "the keys stayed on Bury"
    qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Return)
    qtbot.wait(300)
    assert toast.text == taken_back("Bury")  # Enter says how to go on
    assert c.state.stage == "discard" and c.human_to_act() == 0, "Enter buried them"
    assert w.check_prompt is None, "Enter asked about the taken-back bury again"
    c.shutdown()
