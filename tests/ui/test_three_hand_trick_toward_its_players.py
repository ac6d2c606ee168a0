"""Heart Hunter for three at 1024 x 600 and 1366 x 768: the left and right players' cards of a
trick lay in the upper middle of the felt, touching the person's, far from their seats; a tester
could not tell who had led without looking at the last trick. Each side card now lies out
toward the player who played it, the person's below in the middle, as drawn on the screen."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QRectF

from window_helpers import click_card, load_at, show_window


def _centre_x(item) -> float:
    return item.sceneBoundingRect().center().x()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_each_card_of_a_three_hand_trick_lies_toward_its_player(qtbot, worker, home, size):
    w = show_window(qtbot, worker, size=size, speed="normal")
    load_at(qtbot, w, "heart-hunter", {"players": 3}, 0,
            lambda st: st.to_act == 0 and len(st.trick) == 2)
    table = w.table
    legal = w.controller.legal_actions()
    click_card(qtbot, w, next(a.card for a in legal if a.type == "play"))  # as a person does
    # the person's card has landed in the trick, before the trick is taken
    def landed() -> bool:
        items = table.model.trick.items
        return len(items) == 3 and all(
            abs(_centre_x(i) - table.model.lay.trick_place(i.position).x) < 1.0 for i in items)

    qtbot.waitUntil(landed, timeout=5_000)
    items = list(table.model.trick.items)
    if os.environ.get("TRICKTABLE_SHOT"):
        w.grab().save(f"{os.environ['TRICKTABLE_SHOT']}-{size[0]}x{size[1]}.png")
    lay = table.model.lay
    mid = table.mapToScene(table.viewport().rect()).boundingRect().center().x()
    by_side = {lay.side_of(i.position): i for i in items}
    assert set(by_side) == {"bottom", "left", "right"}
    card_w = by_side["bottom"].sceneBoundingRect().width()
    for side in ("left", "right"):
        hand = QRectF(*(lambda r: (r.x, r.y, r.w, r.h))(lay.seat(by_side[side].position).hand))
        toward = hand.center().x() - mid
        out = _centre_x(by_side[side]) - mid
        # on the player's side of the middle, more than halfway out to its hand, and well
        # clear of the person's card (not touching it, as a card from across the table)
        assert out * toward > 0, (side, out, toward)
        assert abs(out) >= 0.5 * abs(toward), (side, out, toward)
        assert abs(_centre_x(by_side[side]) - _centre_x(by_side["bottom"])) >= 1.8 * card_w
        card = by_side[side].sceneBoundingRect()
        assert not card.intersects(hand), (side, card, hand)
    assert by_side["bottom"].sceneBoundingRect().center().y() > max(
        by_side[s].sceneBoundingRect().center().y() for s in ("left", "right"))
    w.controller.shutdown()
