"""At the smallest window (960 x 600) with the scores and the deal log open, the felt is about
690 x 510: the first-game tip's text, shrunk to make the card fit its area, came down to 8 or
9 px. A tip's text now keeps a readable size (``tip_place.READABLE_PX``) and the card takes
more room instead."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from tricktable import settings as store
from tricktable.settings import Seat
from window_helpers import show_window

#: the smallest text size read on the felt (screen px at a device pixel ratio of 1)
READABLE = 11


def _smallest_px(widget) -> int:
    """The smallest pixel size of the text drawn in ``widget``'s labels and buttons."""
    sizes = [QFontInfo(child.font()).pixelSize() for child in
             widget.findChildren(QLabel) + widget.findChildren(QPushButton)
             if child.isVisible() and (child.text() if hasattr(child, "text") else "")]
    return min(sizes)


def test_a_tip_at_the_smallest_window_with_both_side_panels_keeps_readable_text(
        qtbot, worker, home):
    """Young Hunter's first announcement brings a tip over the panel; the window is at its
    smallest with the scores and the deal log beside the felt."""
    s = store.Settings()
    s.tips = True
    w = show_window(qtbot, worker, s, size=(960, 600))
    if not w.dock.isVisible():
        w.dock.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, 4))]
    w.start_game("young-hunter", {}, seats, seed=5)
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible(),
                    timeout=3_000)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=30_000)
    qtbot.waitUntil(lambda: w.tip_guide.visible, timeout=10_000)
    qtbot.wait(50)
    lay = w.table.model.lay
    assert lay.width < 760 and lay.height < 560, (lay.width, lay.height)
    card = w.tip_guide.card
    assert _smallest_px(card) >= READABLE, _smallest_px(card)
    w.controller.shutdown()
