"""The Deal log (View → Deal log) said "You take stock card 5." and never which card the person
had drawn, as the log was written for no reader; it now names the person's own drawn card to
them, and still no card of another player's draw."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.engine.cards import iter_cards
from window_helpers import (
    first_record,
    key_to_window,
    open_past_its_summary,
    show_window,
    wait_for_person,
)


def partnership_or_pass(action) -> bool:
    return action.type == "pass" or dict(action.data).get("bid") == "partnership"


def test_the_deal_log_names_the_card_you_drew_and_no_one_elses(qtbot, worker, home):
    w = show_window(qtbot, worker)
    doc = first_record("nineteen", {}, lambda st: st.stage == "discard" and st.to_act == 0
                       and st.drawn[0] and st.bid == "partnership", prefer=partnership_or_pass)
    open_past_its_summary(qtbot, w, doc)
    wait_for_person(qtbot, w)
    key_to_window(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    panel = w.deal_log_panel
    qtbot.waitUntil(lambda: panel is not None and panel.isVisible(), timeout=5_000)
    st, codec = w.controller.state, w.controller.state.rules.codec
    text = panel.text()
    drawn = [codec.short(c) for c in iter_cards(st.drawn[0])]
    line = next(x for x in text.splitlines() if x.startswith("You take stock card"))
    assert all(name in line for name in drawn), line
    others = [codec.short(c) for p in range(1, 4) for c in iter_cards(st.drawn[p])]
    assert not [name for name in others if name in text], text
    w.controller.shutdown()


def test_at_a_shared_table_the_log_names_only_the_cards_of_the_person_holding_the_device(
        qtbot, worker, home):
    """Two people drew from the stock: beside the pass screen the log names neither's card (the
    last person still holds the device); once "I am …" is pressed, the one now playing sees
    their own card named, never the other person's."""
    w = show_window(qtbot, worker)
    doc = first_record("nineteen", {}, lambda st: st.stage == "discard" and st.to_act == 0
                       and st.drawn[0] and st.drawn[2] and st.bid == "partnership",
                       prefer=partnership_or_pass)
    doc["players"][2] = {"name": "Bea", "kind": "human"}
    open_past_its_summary(qtbot, w, doc)
    c = w.controller
    codec = c.state.rules.codec
    drawn = {p: [codec.short(x) for x in iter_cards(c.state.drawn[p])] for p in (0, 2)}
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen, timeout=10_000)
    key_to_window(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    panel = w.deal_log_panel
    qtbot.waitUntil(lambda: panel is not None and panel.isVisible(), timeout=5_000)
    assert not [n for p in (0, 2) for n in drawn[p] if n in panel.text()], panel.text()
    qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)  # "I am …": South
    qtbot.waitUntil(lambda: all(n in panel.text() for n in drawn[0]), timeout=5_000)
    assert not [n for n in drawn[2] if n in panel.text()], panel.text()
    c.shutdown()
