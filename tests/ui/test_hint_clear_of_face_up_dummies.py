"""Nineteen for two, 1600 x 900 with the scores open (a tester): H twice at the discard brought
the long hint (its advice and its figures) above the discard panel, wider than the felt between
the dummies' columns and moved sideways past North's plate, over the right-hand dummy's cards:
the person's partner, the cards most needed while discarding. A hint now keeps between the
face-up hands, narrower and taller where it must be, and never lies over a face-up card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

from window_helpers import load_at, show_window


def _opponent_discards(state) -> bool:
    """The person (the Opponent, non-dealer) is to lay away the four cards drawn."""
    legal = state.legal_actions()
    return state.to_act == 0 and bool(legal) and all(
        a.type == "discard" and a.get("cards").bit_count() == 4 for a in legal)


@pytest.mark.parametrize("size", [(1360, 790), (1520, 790), (1280, 720), (1920, 1050)])
def test_the_discard_hint_lies_over_no_face_up_dummy_card(qtbot, worker, home, size):
    w = show_window(qtbot, worker, size=size)
    w.dock.setVisible(True)  # the scores beside the felt, as the tester had them
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    load_at(qtbot, w, "nineteen", {"players": 2}, 0, _opponent_discards)
    table = w.table
    qtbot.waitUntil(table.animations_idle, timeout=5_000)
    qtbot.keyClick(table, Qt.Key.Key_H)
    toast = table.felt.toast
    qtbot.waitUntil(lambda: w.advice is not None and toast.isVisible()
                    and toast.text.startswith("Hint: "), timeout=30_000)
    qtbot.keyClick(table, Qt.Key.Key_H)  # asked again: its figures, the hint at its longest
    assert w.advice.figures and toast.text.endswith(w.advice.figures)
    qtbot.wait(50)
    box = toast.mapRectToScene(QRectF(toast.box.x, toast.box.y, toast.box.w, toast.box.h))
    dummies = table.model.lay.dummies
    cards = [item for p, pile in table.model.hands.items() if p in dummies for item in pile.items
             if item.isVisible()]
    assert len(cards) > 12, "both dummies' cards lie face up"
    for item in cards:
        face = item.mapToScene(item.shape().boundingRect()).boundingRect()
        assert not box.intersects(face), (size, item.accessible_name(), box, face)
    panel = table.decisions.panel_proxy.sceneBoundingRect()
    assert box.bottom() <= panel.top() + 0.5, ("the hint lies over the panel", box, panel)
    for item in table.model.hands[0].items:
        assert not box.intersects(item.sceneBoundingRect()), "the hint lies over the hand"
    w.controller.shutdown()
