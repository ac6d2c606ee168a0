"""The person's words, where no felt by their plate is free, read as theirs. In Nineteen for two
at 1024 x 600 "Discards 4 cards" / "Calls the 18★" went over the person's empty trick place,
centred on it: they floated mid-felt with nothing to say whose they were. They now lie as low
over that place as is clear, toward the person's hand, with a tail pointing down to it.
Measured on the drawn window, as a person sees it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from test_persons_words_by_their_own_plate import _persons_words_after_the_discard


def _ink(table, image, x: float, y: float) -> QColor:
    """The colour drawn at the scene point (x, y) in a grab of the table's viewport."""
    pt = table.mapFromScene(QPointF(x, y))
    dpr = image.devicePixelRatio()
    return image.pixelColor(round(pt.x() * dpr), round(pt.y() * dpr))


def _alike(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 24


def test_the_persons_words_over_their_trick_place_point_down_to_their_hand(qtbot, worker,
                                                                          home):
    w, table, seat = _persons_words_after_the_discard(qtbot, worker, 2, (1024, 600))
    said = table.felt.bubbles[seat]
    assert said.isVisible(), "the person's words not shown"
    lay = table.model.lay
    slot, hand = lay.seat(seat).trick.bounds(), lay.seat(seat).hand
    box = said.mapRectToScene(said.box.x, said.box.y, said.box.w, said.box.h)
    # low over the trick place, toward the person: its lower half, or (four hands: the
    # person's card lies low, its place partly under the decision panel's room) just over
    # the panel
    panel = table.panel_proxy.sceneBoundingRect()
    assert box.intersects(QRectF(slot.x, slot.y, slot.w, slot.h)), (box, slot)
    assert box.center().y() > slot.cy or \
        box.bottom() + said.tail >= panel.top() - 2 * lay.gap, (box, slot, panel)
    # a tail under the words' box, pointing down at the hand, as drawn on the window
    assert said.tail >= 8, said.tail
    tip = QPointF(box.center().x(), box.bottom() + said.tail)
    assert hand.x < tip.x() < hand.right and tip.y() < hand.y, (tip, hand)
    image = table.viewport().grab().toImage()
    fill = _ink(table, image, box.center().x(), box.bottom() - 4)
    felt = _ink(table, image, box.center().x() + said.tail * 2, box.bottom() + said.tail * 0.4)
    assert not _alike(fill, felt), "the felt beside the tail is the bubble's colour"
    assert _alike(_ink(table, image, box.center().x(), box.bottom() + said.tail * 0.4), fill), \
        "no tail drawn under the words"
    assert not box.adjusted(0, 0, 0, said.tail).intersects(table.panel_proxy.sceneBoundingRect())
    w.controller.shutdown()
