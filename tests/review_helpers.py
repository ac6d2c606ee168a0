"""What the tests of undo's stop after a reviewed deal share: a Barbu game opened at the
person's last card of its first hand, that card played, and Ctrl+Z refused in the next hand.
The stop is tested as played on and as brought back from disk; one copy of these steps keeps
both kinds of test meeting the same position and the same refusal."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable.games.barbu import CONTRACTS
from tricktable.undo_points import REVIEW_SHOWED
from window_helpers import (
    click_card,
    first_record,
    key_to_window,
    open_past_its_summary,
    press_next_deal,
    press_review,
    wait_for_person,
)

#: the review's search runs in the worker beside the computer players: small, and waited for
SCALE = 0.04
WAIT_MS = 90_000
REFUSAL = REVIEW_SHOWED.format(deal="hand", number=1)


def at_the_last_card_of_the_first_hand(st) -> bool:
    """The person to play the last card of Barbu's first hand (not Dominoes, which has no
    tricks): one click ends the hand, whose review then shows every card."""
    return (not st.history and st.stage == "play" and CONTRACTS[st.contract] != "dominoes"
            and st.to_act == 0 and st.hands[0].bit_count() == 1)


def play_the_last_card_of_the_first_hand(qtbot, w) -> None:
    """The first Barbu hand opened at the person's last card, which they click: its summary
    shows. The review's search is kept small (``SCALE``) so the worker answers in time."""
    w.controller.review_scale = SCALE
    open_past_its_summary(qtbot, w, first_record("barbu", {}, at_the_last_card_of_the_first_hand))
    wait_for_person(qtbot, w)
    click_card(qtbot, w, w.controller.legal_actions()[0].card)
    qtbot.waitUntil(lambda: w.table.felt.summary_proxy.isVisible(), timeout=10_000)


def undo_refused(qtbot, w) -> None:
    """Ctrl+Z at the person's first decision of the hand after the reviewed one says why it
    goes no further, and the game stays in that hand."""
    c = w.controller
    wait_for_person(qtbot, w, timeout=WAIT_MS)
    key_to_window(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(200)
    assert w.statusBar().currentMessage() == REFUSAL
    assert len(c.state.history) == 1 and not c.awaiting_continue, "back in the reviewed hand"
    assert c.human_to_act() == 0


def reviewed_by_ctrl_r_in_the_next_hand(qtbot, w) -> None:
    """From the first hand's summary: "Next hand", then Ctrl+R (the review of hand 1, closed)
    at the person's first decision of hand 2, where Ctrl+Z is then refused."""
    press_next_deal(qtbot, w)
    wait_for_person(qtbot, w, timeout=WAIT_MS)
    press_review(qtbot, w).close()
    undo_refused(qtbot, w)
