"""At a shared table the view turns to whoever is to act. Nineteen's stock for three lay top
right in one person's view and top left in the next (the dummy's face-up column, on another
side in each view, decided the corner), and where it stayed in its corner it moved sideways
by a card's width (the dummy's row at the top of one view pushed it along): the people lost
track of it. It lies in one place on the felt for everyone, its label with it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from tricktable.settings import Seat
from window_helpers import show_window


def _box(items) -> tuple[float, float, float, float]:
    """Where the cards lie in the scene, rounded to whole pixels."""
    rect = QRectF()
    for item in items:
        rect = rect.united(item.sceneBoundingRect())
    return round(rect.x()), round(rect.y()), round(rect.width()), round(rect.height())


@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (1366, 768)])
def test_nineteen_s_stock_lies_in_one_place_in_every_person_s_view_at_a_shared_table(
        qtbot, worker, home, size):
    w = show_window(qtbot, worker, size=size)
    w.start_game("nineteen", {"players": 3}, [Seat("Ann", "human"), Seat("Bea", "human"),
                                              Seat("Cid", "human")], seed=3)
    c, t = w.controller, w.table
    seen: dict[int, tuple] = {}
    for _turn in range(40):
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.pass_screen
                        or (c.human_to_act() is not None and t.animations_idle()),
                        timeout=20_000)
        if w.stack.currentWidget() is w.pass_screen:
            qtbot.mouseClick(w.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        stock = list(t.model.stock)
        if not stock or t.model.stock_in_sets():
            break
        label = t.felt.stock_label_item()
        seen[t.model.lay.viewer] = (_box(stock), _box([label]) if label.isVisible() else None)
        if len(seen) == 3:
            break
        c.submit(c.legal_actions()[0])
    assert len(seen) >= 2, seen  # the view turned at least once
    assert len(set(seen.values())) == 1, seen
    c.shutdown()
