"""Sheepshead's burial at 1366 x 768: a card picked to bury, with the pointer on it, rose until
its top edge met the "Bury 2 cards" panel's bottom edge (a tester's screenshot). Its outline,
ring included, must stay clear of the decision panel at every window size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from records import at_the_persons_window
from tricktable.presentation import card_marks as marks
from window_helpers import click_button, click_item, show_window, wait_for_person

#: the sizes a tester uses, smallest first: a clear gap must stay at each
SIZES = [(1024, 640), (1366, 768), (1280, 800), (1920, 1080)]


def _outline_top(item, card_h: float) -> float:
    """The top of the card as drawn, its pick's ring included (the ring's pen straddles the
    outline, which lies 1.5 px outside the card)."""
    box: QRectF = item.mapToScene(item.shape()).boundingRect()
    return box.top() - 1.5 - marks.ring_width(card_h, False) / 2


@pytest.mark.parametrize("size", SIZES)
def test_a_card_picked_to_bury_under_the_pointer_stays_clear_of_the_panel(qtbot, worker, home,
                                                                          size):
    """Each card of the hand in turn, picked by a click with the pointer left on it (the
    hover lift and the pick's rise both apply): the gap to the panel above is measured."""
    w = show_window(qtbot, worker, size=size)
    c = w.controller
    c.load_record(at_the_persons_window(2))
    wait_for_person(qtbot, w)
    click_button(qtbot, w.table, "Take the window")
    qtbot.waitUntil(lambda: (d := w.table.decisions.decision) is not None
                    and d.kind == "discard" and w.table.animations_idle(), timeout=10_000)
    table = w.table
    proxy = table.panel_proxy
    panel_bottom = proxy.mapToScene(QPointF(0, proxy.size().height())).y()
    gaps = []
    for item in list(table.model.hands[0].items):
        click_item(qtbot, table, item)  # picked, the pointer left on it
        qtbot.waitUntil(lambda i=item: i.selected_for_choice, timeout=2_000)
        qtbot.waitUntil(table.animations_idle, timeout=2_000)
        top = _outline_top(item, table.model.lay.card_h)
        gaps.append((top - panel_bottom, item.accessible_name(), item.lift))
        click_item(qtbot, table, item)  # let go again
        qtbot.waitUntil(lambda i=item: not i.selected_for_choice, timeout=2_000)
    least = min(gaps)
    # half the layout's gap left clear: the gap between the hand's room and the panel
    assert least[0] >= table.model.lay.gap / 2, f"{least} at {size}"
    c.shutdown()
