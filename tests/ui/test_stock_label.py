"""Nineteen's stock lay face down in a top corner with nothing saying what it was, and at a
shared table it lies top left in one person's view and top right in another's. It now has a
small label in the game's words, clear of every plate, hand, the badge, the trick and the
Paused mark; and the Paused mark lies top left in every game but where the stock lies there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from test_nineteen_stock_face_up_window import _sets_face_up

from tricktable.games.nineteen_words import STOCK_LABEL
from tricktable.settings import Seat
from window_helpers import key_to_window, open_past_its_summary, show_window, wait_for_person


def _start(qtbot, worker, game: str, options: dict, players: int, size: tuple[int, int]):
    w = show_window(qtbot, worker, size=size)
    w.start_game(game, options, [Seat("You", "human")] + [
        Seat(f"Bot {i}", "computer") for i in range(1, players)], seed=3)
    wait_for_person(qtbot, w, timeout=20_000)
    qtbot.waitUntil(w.table.animations_idle, timeout=10_000)
    return w


def _face(item) -> QRectF:
    """Where a card's face is drawn in the scene (its bounding box holds its shadow too)."""
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_nineteen_s_stock_is_labelled_where_it_hides_nothing_nor_the_paused_mark(
        qtbot, worker, home, players, size):
    w = _start(qtbot, worker, "nineteen", {"players": players}, players, size)
    t = w.table
    label = t.felt.stock_label_item()
    stock = list(t.model.stock)
    if players == 2:  # its stock is dealt to the dummies: nothing lies there to name
        assert not stock and not label.isVisible()
        w.controller.shutdown()
        return
    assert stock and label.isVisible() and label.caption == STOCK_LABEL
    # what is drawn: the label's box and the cards' faces (not their soft shadows)
    b = label.box
    box = label.mapRectToScene(QRectF(b.x, b.y, b.w, b.h))
    assert t.sceneRect().contains(label.sceneBoundingRect())
    # under its own cards, centred on them
    cards = stock[0].sceneBoundingRect()
    for item in stock[1:]:
        cards = cards.united(item.sceneBoundingRect())
    assert abs(box.center().x() - cards.center().x()) < 2
    for item in stock:  # where no room is under them, over their edge, not behind them
        if box.intersects(_face(item)):
            assert label.zValue() > item.zValue()
    for item in t.model.all_cards():
        if item not in stock and item.isVisible():
            assert not box.intersects(_face(item)), item
    for item in [*t.felt.plates, t.felt.badge, t.panel_proxy]:
        if item.isVisible():
            assert not box.intersects(item.sceneBoundingRect()), item
    key_to_window(qtbot, w, Qt.Key.Key_P)
    mark = t.felt.pause_mark
    assert mark.isVisible() and not mark.sceneBoundingRect().intersects(
        label.sceneBoundingRect())
    for item in stock:
        assert not mark.sceneBoundingRect().intersects(item.sceneBoundingRect())
    w.controller.shutdown()


@pytest.mark.parametrize(("game", "options", "players"), [
    ("heart-hunter", {"players": 4}, 4),
    ("young-hunter", {}, 4),
    ("barbu", {}, 4),
    ("sheepshead", {}, 3),
])
def test_the_paused_mark_lies_top_left_in_every_game_without_a_stock_in_that_corner(
        qtbot, worker, home, game, options, players):
    """Heart Hunter's mark lay top right at 1024 x 640, Young Hunter's top left."""
    w = _start(qtbot, worker, game, options, players, (1024, 640))
    key_to_window(qtbot, w, Qt.Key.Key_P)
    box = w.table.felt.pause_mark.sceneBoundingRect()
    lay = w.table.model.lay
    assert box.top() < lay.margin + 2 and box.right() < lay.width / 2
    w.controller.shutdown()


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
@pytest.mark.parametrize(("players", "person"), [(4, 0), (3, 0), (3, 2)])
def test_a_stock_laid_face_up_in_the_play_has_its_label_under_its_faces(
        qtbot, worker, home, size, players, person):
    """The sets a Preferred bid laid face up stay in the stock's corner all through the play:
    the label lies under them, or, where a dummy's column leaves no room under them, over
    their lower edge: it hides no card of a hand and no corner index of theirs."""
    w = show_window(qtbot, worker, size=size)
    open_past_its_summary(qtbot, w, _sets_face_up(players, person))
    qtbot.waitUntil(lambda: w.controller.human_to_act() is not None
                    and w.table.animations_idle(), timeout=10_000)
    t = w.table
    label = t.felt.stock_label_item()
    assert label.isVisible() and label.caption == STOCK_LABEL
    b = label.box
    box = label.mapRectToScene(QRectF(b.x, b.y, b.w, b.h))
    stock = list(t.model.stock)
    for item in t.model.all_cards():
        face = _face(item)
        if item in stock:
            assert box.top() > face.top() + face.height() * 0.4, item
        elif item.isVisible():
            assert not box.intersects(face), item
    w.controller.shutdown()
