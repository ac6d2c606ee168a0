"""Barbu at 1920 x 1080: H at the choice of contract brought a long hint (its advice and its
figures) above the tall contract panel, and it lay over North's plate, its name and its score;
with the scores open beside the felt it was still wrapped in the panel's narrow column, so tall
that its bottom lay over the panel's top. A hint on the felt now takes the felt's free width
above the panel, and keeps clear of every player's plate, the panel and the person's hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

from window_helpers import load_at, show_window


@pytest.mark.parametrize("scores", [False, True])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_contract_choice_hint_lies_over_no_plate_nor_the_panel_nor_the_hand(
        qtbot, worker, home, size, scores):
    """The hint box (the felt's toast) is measured where it is drawn against each plate, the
    decision panel and each card of the person's hand, with the scores beside the felt and
    without."""
    w = show_window(qtbot, worker, size=size)
    if w.dock.isVisible() != scores:
        w.dock.setVisible(scores)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    load_at(qtbot, w, "barbu", {}, 0,
            lambda st: st.to_act == 0 and st.stage == "contract" and st.declarer == 0)
    qtbot.waitUntil(lambda: (d := w.table.decisions.decision) is not None
                    and d.title == "Choose the contract", timeout=5_000)
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    toast = w.table.felt.toast
    qtbot.waitUntil(lambda: w.advice is not None and toast.isVisible()
                    and toast.text.startswith("Hint: "), timeout=30_000)
    qtbot.keyClick(w.table, Qt.Key.Key_H)  # asked again: its figures, the hint at its longest
    assert w.advice.figures and toast.text.endswith(w.advice.figures)
    qtbot.wait(50)
    box = toast.mapRectToScene(QRectF(toast.box.x, toast.box.y, toast.box.w, toast.box.h))
    # wrapped in the felt's free width, not the panel's column: wider, so fewer lines tall
    assert box.width() > w.table.model.lay.toast.w, (box, w.table.model.lay.toast)
    for plate in w.table.felt.plates:
        there = plate.mapRectToScene(QRectF(plate._rect))
        assert not box.intersects(there), (plate.name, box, there)
    panel = w.table.decisions.panel_proxy.sceneBoundingRect()
    assert box.bottom() <= panel.top() + 0.5, ("the hint lies over the panel", box, panel)
    for item in w.table.model.hands[0].items:
        assert not box.intersects(item.sceneBoundingRect()), "the hint lies over the hand"
    w.controller.shutdown()
