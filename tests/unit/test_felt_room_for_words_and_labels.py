"""Room on the felt for the person's own words and for the stock's name (Qt-free:
``felt_places``). At 1024 x 600 in Nineteen for two the person's words had no free felt by
their plate and were not shown; at 1920 x 1080 in Nineteen for four "The stock" lay over the
stock's lower edge, the right hand's column starting just under it."""

from __future__ import annotations

from tricktable.presentation import felt_places as fpl
from tricktable.presentation.layout import table_layout
from tricktable.presentation.plane import Rect, bounds_of


def _clear(box: Rect, taken) -> bool:
    return not any(box.intersects(r) for r in taken)


def test_the_person_s_words_go_over_their_empty_trick_place_clear_of_the_panel_and_a_tip():
    lay = table_layout(4, 818, 559, dummies=(1, 3), max_hand=16)
    slot = lay.seat(0).trick.bounds()
    panel = Rect(277, 311, 264, 99)
    tip = Rect(222, 131, 374, 104)  # a first game's tip over the top of the slot
    for taken in ([panel], [panel, tip]):
        x, y = fpl.over_own_trick(lay, slot, 138, 56, taken)
        box = Rect.around(x, y, 138, 56)
        assert box.intersects(slot) and _clear(box, taken), (taken, box)
        assert box.y >= lay.centre.y and box.bottom <= lay.seat(0).hand.y, box


def test_no_room_over_the_trick_place_says_so():
    lay = table_layout(4, 818, 559, dummies=(1, 3), max_hand=16)
    slot = lay.seat(0).trick.bounds()
    assert fpl.over_own_trick(lay, slot, 138, 56, [lay.centre, lay.panel]) is None


def test_the_stock_label_slides_along_the_stock_past_a_column_under_it():
    lay = table_layout(4, 1574, 999, max_hand=13)
    cards = bounds_of(lay.stock_places(6))
    column = Rect(cards.cx - 20, cards.bottom + 2, cards.right - cards.cx + 60, 300)
    w, h = 109, 40
    x, y = fpl.stock_label_centre(lay, cards, w, h, [column])
    box = Rect.around(x, y, w, h)
    assert _clear(box, [column, cards]), box
    assert box.y >= cards.bottom and box.y <= cards.bottom + lay.gap, "under the cards"
    assert box.right > cards.x and box.x < cards.right, "under part of them"
    # with nothing under the stock, centred under it as before
    x, y = fpl.stock_label_centre(lay, cards, w, h, [])
    assert abs(x - cards.cx) < 1 or not lay.view.contains(Rect.around(cards.cx, y, w, h))
