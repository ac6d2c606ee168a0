"""Undo stops at the deal after one whose review was opened: the review shows every hand as
dealt, and a tester who chose "Review this hand", then "Next hand", then Ctrl+Z at the next
contract was taken back into the reviewed hand's last trick, its score taken back, free to play
it again knowing every card. Ctrl+R opens the same review and stops undo the same way."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from review_helpers import (
    play_the_last_card_of_the_first_hand,
    reviewed_by_ctrl_r_in_the_next_hand,
    undo_refused,
)
from window_helpers import press_next_deal, show_window


def _last_card_played(qtbot, w) -> None:
    """The first Barbu hand opened at the person's last card, which they click: its summary."""
    play_the_last_card_of_the_first_hand(qtbot, w)
    assert len(w.controller.state.history) == 1


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
    undo_refused(qtbot, w)
    w.controller.shutdown()


def test_the_review_opened_by_ctrl_r_in_the_next_hand_stops_undo_too(qtbot, worker, home):
    w = show_window(qtbot, worker)
    _last_card_played(qtbot, w)
    reviewed_by_ctrl_r_in_the_next_hand(qtbot, w)
    w.controller.shutdown()
