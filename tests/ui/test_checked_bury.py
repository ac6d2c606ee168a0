"""A bury questioned by the play checker and taken back: the two picked cards were let go but
the panel's button still read "the selected cards", and a click on it said "Discard exactly
two cards." The picks now stay as they were, the button with them, to change or confirm."""

from __future__ import annotations

from PySide6.QtCore import Qt

from records import at_the_persons_window
from tricktable import settings as store
from window_helpers import click_button, click_card, show_window, wait_for_person


def test_a_questioned_bury_taken_back_keeps_its_picks_and_its_button(qtbot, worker, home):
    w = show_window(qtbot, worker, store.Settings(check_plays=True))
    c = w.controller
    c.check_seconds = 30.0  # a busy test machine must not cut the check short
    c.load_record(at_the_persons_window(2))
    wait_for_person(qtbot, w)
    click_button(qtbot, w.table, "Take the window")
    qtbot.waitUntil(lambda: (d := w.table.decisions.decision) is not None
                    and d.kind == "discard" and w.table.animations_idle(), timeout=10_000)
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
