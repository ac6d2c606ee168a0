"""Undo stops at the deal after one whose review was opened: the review shows every hand as
dealt, and a tester who chose "Review this hand", then "Next hand", then Ctrl+Z at the next
contract was taken back into the reviewed hand's last trick, its score taken back, free to play
it again knowing every card. Ctrl+R opens the same review and stops undo the same way."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from tricktable.games.barbu import CONTRACTS
from tricktable.undo_points import REVIEW_SHOWED
from window_helpers import (
    click_card,
    first_record,
    key_to_window,
    open_past_its_summary,
    press_next_deal,
    press_review,
    show_window,
    wait_for_person,
)

#: the review's search runs in the worker beside the computer players: small, and waited for
SCALE = 0.04
WAIT_MS = 90_000
REFUSAL = REVIEW_SHOWED.format(deal="hand", number=1)


def _at_the_last_card_of_the_first_hand(st) -> bool:
    return (not st.history and st.stage == "play" and CONTRACTS[st.contract] != "dominoes"
            and st.to_act == 0 and st.hands[0].bit_count() == 1)


def _last_card_played(qtbot, w) -> None:
    """The first Barbu hand opened at the person's last card, which they click: its summary."""
    w.controller.review_scale = SCALE
    open_past_its_summary(qtbot, w, first_record("barbu", {}, _at_the_last_card_of_the_first_hand))
    wait_for_person(qtbot, w)
    click_card(qtbot, w, w.controller.legal_actions()[0].card)
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)
    assert len(w.controller.state.history) == 1


def _undo_refused(qtbot, w) -> None:
    """Ctrl+Z at the person's first decision of the next hand says why it goes no further, and
    the game stays in that hand."""
    c = w.controller
    wait_for_person(qtbot, w, timeout=WAIT_MS)
    key_to_window(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(200)
    assert w.statusBar().currentMessage() == REFUSAL
    assert len(c.state.history) == 1 and not c.awaiting_continue, "back in the reviewed hand"
    assert c.human_to_act() == 0


def test_undo_goes_no_further_back_than_a_hand_whose_review_showed_every_hand(qtbot, worker,
                                                                              home):
    w = show_window(qtbot, worker)
    _last_card_played(qtbot, w)
    felt, table = w.table.felt, w.table
    button = felt.summary_card.review_button  # "Review this hand", clicked where it is drawn
    inside = button.mapTo(felt.summary_proxy.widget(), button.rect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(felt.summary_proxy.mapToScene(QPointF(inside))))
    qtbot.waitUntil(lambda: getattr(w, "last_dialog", None) is not None, timeout=5_000)
    w.last_dialog.close()
    press_next_deal(qtbot, w)
    _undo_refused(qtbot, w)
    w.controller.shutdown()


def test_the_review_opened_by_ctrl_r_in_the_next_hand_stops_undo_too(qtbot, worker, home):
    w = show_window(qtbot, worker)
    _last_card_played(qtbot, w)
    press_next_deal(qtbot, w)
    wait_for_person(qtbot, w, timeout=WAIT_MS)
    press_review(qtbot, w).close()
    _undo_refused(qtbot, w)
    w.controller.shutdown()
