"""Redo across a deal's end brings back every move it took back. A tester played the first card
of a new deal, undid back into the last deal and redid: the status bar said "Redone: your 9♦
and the cards played after it", the table stopped on the last deal's summary, and after "Next
deal" the 9♦ was back in hand and Redo said "There is nothing to redo". The card a computer
played to end the deal (left to it, at the table's pace) had wiped everything still to redo."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.engine.protocol import DealScored
from tricktable.settings import Seat
from window_helpers import (
    click_card,
    key_to_window,
    load_at,
    press_next_deal,
    show_window,
    wait_for_person,
)

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def moves(w) -> list:
    st = w.controller.state
    return [(p, a) for log in (*st.history, st.deal_log) for p, _pos, a in log.actions]


def _last_card_then_computers_lead(st) -> bool:
    """The person leads the deal's last trick (a computer's card ends the deal) and a
    computer acts first in the next deal (its moves come before the person's)."""
    if st.to_act != 0 or st.trick or st.hands[0].bit_count() != 1 or st.history:
        return False
    ahead = st.copy()
    while True:
        events = ahead.apply(ahead.legal_actions()[0])
        if any(isinstance(e, DealScored) for e in events):
            return ahead.to_act not in (None, 0)


def _wait_for_summary(qtbot, w) -> None:
    """Until the deal's summary is up, and a moment for its card to come in."""
    qtbot.waitUntil(lambda: w.table.felt.summary is not None, timeout=30_000)
    qtbot.wait(300)


def test_redo_into_the_next_deal_plays_again_every_move_it_took_back(qtbot, worker, home):
    w = show_window(qtbot, worker, speed="normal")
    w.start_game("heart-hunter", {}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, 4)], seed=1)
    c = w.controller
    load_at(qtbot, w, "heart-hunter", {}, 0, _last_card_then_computers_lead)
    click_card(qtbot, w, next(a.card for a in c.legal_actions()))  # the deal's last trick
    _wait_for_summary(qtbot, w)
    press_next_deal(qtbot, w)
    wait_for_person(qtbot, w, timeout=30_000)
    assert moves(w)[-1][0] != 0, "the computers did not move first in the new deal"
    click_card(qtbot, w, next(a.card for a in c.legal_actions()))  # the new deal's first card
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=30_000)
    played = moves(w)
    for _ in range(2):  # back before the first card, then before the last deal's last card
        key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL)
        wait_for_person(qtbot, w)
    assert not c.state.history, "the undos did not go back into the last deal"

    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)  # the last trick, then the summary
    assert "next deal's moves come back after its summary" in w.statusBar().currentMessage()
    _wait_for_summary(qtbot, w)
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)  # pressed on the summary: it says
    assert "press Next deal" in w.statusBar().currentMessage()
    assert w.act_redo.isEnabled(), "what may still be redone was forgotten"
    press_next_deal(qtbot, w)  # the computers' first cards of the new deal come back
    assert w.statusBar().currentMessage() == "Redone: the new deal's moves, as they were."
    wait_for_person(qtbot, w, timeout=30_000)
    mine = max(k for k, (p, _a) in enumerate(played) if p == 0)  # the new deal's first card
    assert moves(w) == played[:mine], "the new deal's first moves were not played again"
    key_to_window(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)  # and the person's card
    assert moves(w) == played, "Redo lost a move across the deal's end"
    assert not w.act_redo.isEnabled()
    c.shutdown()
