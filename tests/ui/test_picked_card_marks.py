"""A card's marks drawn together: the keyboard's outline never hides that a card is picked."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from tricktable.engine.cards import FRENCH, card
from tricktable.presentation import card_marks as marks
from tricktable.ui.card_art import CardArt
from tricktable.ui.card_item import CardItem


def _inks(item: CardItem) -> set[str]:
    """The colours painted along the card's left edge, at mid-height."""
    box: QRectF = item.boundingRect()
    image = QImage(int(box.width()) + 4, int(box.height()) + 4, QImage.Format.Format_ARGB32)
    image.fill(QColor("#204020"))
    painter = QPainter(image)
    painter.translate(-box.left() + 2, -box.top() + 2)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    y = int(image.height() / 2)
    return {image.pixelColor(x, y).name() for x in range(0, int(image.width() / 4))}


def _near(inks: set[str], colour: str) -> bool:
    want = QColor(colour)
    return any(abs(QColor(c).red() - want.red()) + abs(QColor(c).green() - want.green())
               + abs(QColor(c).blue() - want.blue()) < 40 for c in inks)


def test_a_picked_card_under_the_keyboards_outline_still_shows_it_is_picked(qapp):
    """At a discard, Enter picks the outlined card: its blue ring lay under the gold outline,
    and the card looked as before the pick."""
    item = CardItem(CardArt(), FRENCH, card("QS"), True, 160.0)
    item.set_state(selected=True)
    assert _near(_inks(item), marks.SELECT)
    item.set_state(focused=True)
    both = _inks(item)
    assert _near(both, marks.SELECT), "the pick shows under the outline"
    assert _near(both, marks.FOCUS), "and so does the outline"


def test_a_card_picked_for_a_discard_stands_out_of_its_fan(qapp):
    """Picked cards showed only a thin ring, drawn over the neighbour (the 8♦ beside a picked
    card looked picked too): a picked card stands higher, whatever the pointer does."""
    item = CardItem(CardArt(), FRENCH, card("QS"), True, 160.0)
    before = item.mapToScene(item.shape()).boundingRect()
    item.set_state(selected=True)
    after = item.mapToScene(item.shape()).boundingRect()
    assert before.top() - after.top() == marks.picked_rise(160.0) > 0
    # as high as a card under the pointer: 8% of a card was still lost in a fan (a tester's
    # picked 7♠ "mostly hidden under the 10♠")
    assert before.top() - after.top() >= round(0.12 * 160.0)
    item.set_state(selected=False)
    assert item.mapToScene(item.shape()).boundingRect() == before
