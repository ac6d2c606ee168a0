"""At 960 x 600 (and 1024 x 640) with the scores and the deal log open, long names put the top
plate on two lines and the badge holds the trumps: both hang below the top band where the tip's
area began, and a panel as tall as Young Hunter's announcement or Nineteen's auction left the
tip no room above it, so it grew up to the felt's margin. Young Hunter's first tip, "Tip ·
Announcing takings", lay over North's second name line and the trumps. A tip now starts below
the plates and the badge as drawn and, still too tall, scrolls its text instead of rising."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea

from tricktable.games.registry import available_games
from tricktable.settings import Seat
from window_helpers import first_tip_beside_both_panels

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
    seats = [Seat(LONG[0], "human"), *(Seat(LONG[i], "computer") for i in range(1, n))]
    w = first_tip_beside_both_panels(qtbot, worker, game, seats, size)
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
