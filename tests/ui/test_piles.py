"""Piles (ui/pile.py): a pile reconciled with what a view wants keeps the card items of the cards
that stay, and the table model places every pile with the layout's functions."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsScene

from tricktable.engine.cards import FRENCH
from tricktable.presentation import zorder
from tricktable.presentation.layout import table_layout
from tricktable.ui.card_art import CardArt
from tricktable.ui.card_item import CardItem
from tricktable.ui.pile import Pile


@pytest.fixture
def art(qapp):
    return CardArt()


def _maker(art, made: list):
    def make(card, up):
        item = CardItem(art, FRENCH, card, up, 80.0)
        made.append(item)
        return item
    return make


def _trick_pile() -> Pile:
    return Pile(lambda lay, items: lay.trick_places([i.position for i in items]),
                lambda i, _item: zorder.TRICK + i)


def test_a_reconciled_pile_keeps_the_items_of_the_cards_that_stay(art):
    made: list = []
    pile = _trick_pile()
    pile.reconcile([(3, True), (20, True), (None, False)], _maker(art, made))
    first = list(pile.items)
    assert len(made) == 3
    made.clear()
    new, gone = pile.reconcile([(20, True), (None, False), (40, True)], _maker(art, made))
    assert pile.items[0] is first[1] and pile.items[1] is first[2], "kept, in the new order"
    assert new == made and [i.card for i in new] == [40]
    assert gone == [first[0]], "the card no longer wanted leaves the pile"


def test_a_card_shown_face_down_is_not_reused_for_the_same_card_face_up(art):
    made: list = []
    pile = _trick_pile()
    pile.reconcile([(5, False)], _maker(art, []))
    old = pile.items[0]
    _new, gone = pile.reconcile([(5, True)], _maker(art, made))
    assert gone == [old] and pile.items[0] is made[0] and pile.items[0].face_up


def test_a_pile_puts_its_items_where_the_layout_says_stacked_in_order(art):
    scene = QGraphicsScene()
    lay = table_layout(4, 1280, 800)
    pile = _trick_pile()
    pile.reconcile([(3, True), (20, True)], _maker(art, []))
    for pos, item in enumerate(pile.items):
        item.position = pos + 1
        scene.addItem(item)
    pile.place(lay)
    for i, item in enumerate(pile.items):
        spot = lay.trick_place(i + 1)
        assert (item.x(), item.y()) == (round(spot.x), round(spot.y))
        assert item.zValue() == zorder.TRICK + i
