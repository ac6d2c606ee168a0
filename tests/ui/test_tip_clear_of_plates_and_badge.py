"""At 960 x 600 (and 1024 x 640) with the scores and the deal log open, long names put the top
plate on two lines and the badge holds the trumps: both hang below the top band where the tip's
area began, and a panel as tall as Young Hunter's announcement or Nineteen's auction left the
tip no room above it, so it grew up to the felt's margin. Young Hunter's first tip, "Tip ·
Announcing takings", lay over North's second name line and the trumps. A tip now starts below
the plates and the badge as drawn and, still too tall, scrolls its text instead of rising."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from tricktable import settings as store
from tricktable.games.registry import available_games
from tricktable.settings import Seat
from window_helpers import show_window

LONG = ["Alexandra Konstantinopoulou", "Maximilian Oppenheimer-Wolff",
        "Bartholomew Fitzgerald-Smythe", "Guinevere Montgomery-Hastings"]
GAMES = [("young-hunter", 4), ("heart-hunter", 4), ("sheepshead", 3), ("barbu", 4),
         ("nineteen", 4)]


@pytest.mark.parametrize("size", [(960, 600), (1024, 640)], ids=["960x600", "1024x640"])
@pytest.mark.parametrize(("game", "n"), GAMES, ids=[g for g, _n in GAMES])
def test_the_first_tip_lies_clear_of_every_plate_and_the_badge_with_long_names(
        qtbot, worker, home, size, game, n):
    """Each game's first tip with long names at the small windows, scores and deal log open:
    its card meets no plate and no centre badge, and stays above the panel; a card cut short
    for that scrolls its text to the end."""
    if game not in available_games():
        pytest.skip(f"{game} not installed")
    s = store.Settings()
    s.tips = True
    w = show_window(qtbot, worker, s, size=size)
    if not w.dock.isVisible():
        w.dock.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3_000)
    seats = [Seat(LONG[0], "human"), *(Seat(LONG[i], "computer") for i in range(1, n))]
    w.start_game(game, {}, seats, seed=5)
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.deal_log_panel is not None and w.deal_log_panel.isVisible(),
                    timeout=3_000)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=30_000)
    qtbot.waitUntil(lambda: w.tip_guide.visible, timeout=10_000)
    qtbot.waitUntil(lambda: not w.tip_guide._later.isActive(), timeout=5_000)
    QApplication.processEvents()
    qtbot.wait(50)
    felt = w.table.felt
    tip = w.tip_guide.proxy.sceneBoundingRect()
    for plate in felt.plates:
        assert not plate.sceneBoundingRect().intersects(tip), (plate.sceneBoundingRect(), tip)
    if felt.badge.isVisible():
        assert not felt.badge.sceneBoundingRect().intersects(tip), (
            felt.badge.sceneBoundingRect(), tip)
    card = w.tip_guide.card
    for scroll in card.findChildren(QScrollArea):  # a card cut short scrolls to its text's end
        rest = scroll.widget().height() - scroll.viewport().height()
        assert rest <= scroll.verticalScrollBar().maximum() + 1, rest
        assert scroll.verticalScrollBar().isVisible() or rest <= 0
    panel = w.table.panel_proxy
    if panel.isVisible():
        assert not panel.sceneBoundingRect().intersects(tip), (panel.sceneBoundingRect(), tip)
    w.controller.shutdown()
