"""A hint's figures above the decision panel lay over West's and East's cards, as wide as the
felt between their plates (three testers: "spans the whole felt and covers West's and East's
cards"). The toast now keeps between the side hands wherever it then lies over no plate; only a
hint too tall for that room still widens over their face-down cards."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tricktable import settings as store
from tricktable.presentation.felt_places import toast_centre, toast_clear, toast_width
from tricktable.presentation.layout import Rect, table_layout
from tricktable.settings import Seat
from window_helpers import show_window, wait_for_person

FIGURES = ("Hint: choose Dominoes from 2. The usual rule would choose No Hearts (this hand "
           "suits No Hearts better than the others left), but in 130 deals played out from "
           "here, with the cards you cannot see dealt at random, choosing Dominoes from 2 did "
           "better.\nIn those deals, choosing Dominoes from 2 meant about 39 points more for you "
           "than choosing No Hearts; it did better in 104 of them, worse in 26.")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_a_hint_above_the_contract_panel_keeps_off_the_side_hands(qtbot, worker, home, size):
    w = show_window(qtbot, worker, store.Settings(), size=size)
    seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in (1, 2, 3))]
    w.start_game("barbu", {}, seats, seed=9)  # the person declares first: the contract panel
    wait_for_person(qtbot, w)
    table = w.table
    assert table.panel_proxy.isVisible()
    table.felt.show_toast(FIGURES, "")
    QApplication.processEvents()
    toast = table.felt.toast.sceneBoundingRect()
    sides = [item.sceneBoundingRect() for p, pile in table.model.hands.items() if p in (1, 3)
             for item in pile.items]
    assert sides and not any(toast.intersects(card) for card in sides), toast
    for plate in table.felt.plates:
        assert not toast.intersects(plate.sceneBoundingRect()), plate.position
    assert toast.bottom() <= table.panel_proxy.sceneBoundingRect().top() + 0.5
    w.controller.shutdown()


def test_only_a_hint_too_tall_for_the_room_between_the_hands_widens_over_them():
    lay = table_layout(4, 1569, 1024)
    top = 349  # Barbu's contract panel at 1920 x 1080
    narrow, wide = toast_width(lay, top, over_hands=False), toast_width(lay, top)
    assert lay.toast.w < narrow < wide
    box = Rect.around(*toast_centre(lay, 120, top, narrow), narrow, 120)
    assert toast_clear(lay, 120, top, narrow)
    assert not any(box.intersects(s.hand) for s in lay.seats if s.side in ("left", "right"))
    assert not toast_clear(lay, 251, top, narrow), "that tall, it would reach North's plate"
