"""A bury questioned by the play checker and taken back: the two picked cards were let go but
the panel's button still read "the selected cards", and a click on it said "Discard exactly
two cards." The picks now stay as they were, the button with them, to change or confirm."""

from __future__ import annotations

from PySide6.QtCore import Qt

from window_helpers import at_a_checked_bury, click_card


def test_a_questioned_bury_taken_back_keeps_its_picks_and_its_button(qtbot, worker, home):
    w = at_a_checked_bury(qtbot, worker)
    c = w.controller
    codec = c.state.rules.codec
    picks = {codec.parse("AD"), codec.parse("AC")}  # a trump and an ace: clearly worse
    for card in picks:
        click_card(qtbot, w, card)
    panel = w.table.panel
    assert panel.confirm.isEnabled()
    qtbot.mouseClick(panel.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.check_prompt is not None and w.check_prompt.isVisible(),
                    timeout=60_000)
    assert {b.text().replace("&", "") for b in w.check_prompt.buttons()} == {
        "Bury anyway", "Take it back"}
    back = next(b for b in w.check_prompt.buttons() if b.text().replace("&", "") == "Take it back")
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(w.table.animations_idle, timeout=5_000)
    assert c.state.stage == "discard" and c.human_to_act() == 0
    shown = {i.card for i in w.table.model.hands[0].items if i.selected_for_choice}
    assert shown == picks == set(w.table.input.selected)
    assert panel.confirm.isEnabled() and panel.confirm.line == "2 of 2 selected"
    c.shutdown()
