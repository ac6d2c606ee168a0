"""Nineteen's "The stock" lay over the lower edge of the face-down stock at 1920 x 1080: in
the four-player game the right hand's column starts just under the stock, and the label,
finding no room under the cards, went over their lower third. It now lies under part of the
cards, slid along their edge past that column, at every size, over no card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tricktable.games.nineteen_words import STOCK_LABEL
from tricktable.settings import Seat
from window_helpers import load_at, show_window, wait_for_person

#: window sizes a person has (a 1024 x 600 netbook, a 1366 x 768 laptop, a full-HD screen,
#: maximised with a panel and without)
SIZES = [(1024, 600), (1280, 700), (1366, 768), (1600, 800), (1920, 1050), (1920, 1080)]


def _face(item) -> QRectF:
    """Where a card's face is drawn in the scene (its bounding box holds its shadow too)."""
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


@pytest.mark.parametrize("players", [3, 4])
def test_the_stock_s_label_lies_under_its_cards_over_none_at_every_size(qtbot, worker, home,
                                                                        players):
    w = show_window(qtbot, worker, size=SIZES[0])
    w.start_game("nineteen", {"players": players}, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, players)], seed=3)
    wait_for_person(qtbot, w, timeout=20_000)
    t = w.table
    for size in SIZES:
        w.resize(*size)
        qtbot.waitUntil(lambda size=size: t.model.lay.width <= size[0]
                        and t.model.lay.width > size[0] * 0.6, timeout=5_000)
        qtbot.waitUntil(t.animations_idle, timeout=5_000)
        label = t.felt.stock_label_item()
        assert label.isVisible() and label.caption == STOCK_LABEL
        b = label.box
        box = label.mapRectToScene(QRectF(b.x, b.y, b.w, b.h))
        stock = list(t.model.stock)
        faces = [_face(item) for item in stock]
        cards = faces[0]
        for face in faces[1:]:
            cards = cards.united(face)
        for item in t.model.all_cards():
            if item.isVisible():
                assert not box.intersects(_face(item)), (size, item.accessible_name(), box)
        # under the stock's cards, not beside them or lower down the felt
        assert cards.bottom() <= box.top() <= cards.bottom() + box.height(), (size, box, cards)
        assert box.right() > cards.left() and box.left() < cards.right(), (size, box, cards)
        for item in [*t.felt.plates, t.felt.badge]:
            if item.isVisible():
                assert not box.intersects(item.sceneBoundingRect()), (size, item)
    w.controller.shutdown()


def _preferred_three_stock_face_up(state) -> bool:
    """The person to play a card in a Preferred Three whose declarer laid a set face up: the
    cards lie face up in the top corner for the defenders, the dummy's column under them."""
    return (state.to_act == 0 and state.bid == "preferred-3" and bool(state.face_up)
            and any(a.type == "play" for a in state.legal_actions()) and len(state.trick) >= 1)


@pytest.mark.parametrize("size", [(1360, 790), (1520, 790), (1280, 720), (1600, 800), (1920, 1050)])
def test_the_stock_s_label_keeps_off_the_faces_of_the_stock_laid_face_up(qtbot, worker, home,
                                                                         size):
    """Three players, 1600 x 900 with the scores open (a tester): in play, the Preferred Three
    set laid face up for the defenders lies in the top right corner between the badge and the
    felt's edge, the dummy's column just under it, and "The stock" lay over the middle of the
    cards, hiding their faces. It now lies over no more than their lower edge, and over no
    card of the dummy's column."""
    w = show_window(qtbot, worker, size=size)
    w.dock.setVisible(True)
    load_at(qtbot, w, "nineteen", {"players": 3}, 0, _preferred_three_stock_face_up,
            seeds=range(21, 22))
    t = w.table
    qtbot.waitUntil(t.animations_idle, timeout=5_000)
    label = t.felt.stock_label_item()
    assert label.isVisible() and label.caption == STOCK_LABEL
    b = label.box
    box = label.mapRectToScene(QRectF(b.x, b.y, b.w, b.h))
    faces = [_face(item) for item in t.model.stock if item.face_up]
    assert len(faces) >= 3, "the set laid face up lies on the table"
    stock = faces[0]
    for face in faces[1:]:
        stock = stock.united(face)
    for p, pile in t.model.hands.items():  # the dummy's column under the stock too
        for item in pile.items:
            if item.isVisible():
                assert not box.intersects(_face(item)), (size, p, item.accessible_name(), box)
    for item in [*t.felt.plates, t.felt.badge]:
        if item.isVisible():
            assert not box.intersects(item.sceneBoundingRect()), (size, item)
    # over no more than the cards' lower edge, the last card's face (the one wholly seen) clear
    assert box.top() >= stock.bottom() - 0.3 * stock.height(), (size, box, stock)
    last = max(faces, key=lambda r: r.left())
    assert not box.intersects(last), (size, box, last)
    # and still on them, naming them
    assert box.top() <= stock.bottom(), (size, box, stock)
    shared = min(box.right(), stock.right()) - max(box.left(), stock.left())
    assert shared >= box.width() / 3, (size, box, stock)
    w.controller.shutdown()
