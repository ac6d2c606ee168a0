"""A window taller than it is wide (a screen turned upright, a window made narrow) spread the
table down the whole felt: the top hand at the window's top, the person's at its bottom, a
screen's height of empty felt between them and the trick; on a screen twice as wide as usual
(21:9, 32:9) the side hands lay at the felt's far edges. The table now keeps a shape no taller
than ``layout.TALLEST`` times its width and no wider than ``layout.WIDEST`` times its height,
in the middle of the felt; the felt around it is painted and clicks land on the cards where
they are drawn."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from tricktable.presentation.layout import TALLEST, TALLEST_THREE, WIDEST, table_area
from window_helpers import click_card, load_at, show_window

TALL = (900, 1600)


def test_a_tall_or_wide_felt_keeps_the_table_in_its_middle() -> None:
    assert table_area(1000, 700) == (0.0, 0.0, 1000.0, 700.0)
    assert table_area(1580, 1010) == (0.0, 0.0, 1580.0, 1010.0)  # 1920 x 1080, the scores
    left, top, w, h = table_area(800, 1600)
    assert (left, w) == (0.0, 800.0) and h == 800 * TALLEST and top == (1600 - h) / 2
    # three hands, nobody across: a flatter table, the upper felt not left bare
    assert table_area(800, 1600, 3)[3] == 800 * TALLEST_THREE < h
    assert table_area(1190, 830, 3) == (0.0, 0.0, 1190.0, 830.0)  # a landscape window
    left, top, w, h = table_area(4600, 1390)  # 5120 x 1440, 32:9
    assert (top, h) == (0.0, 1390.0) and w == 1390 * WIDEST and left == (4600 - w) / 2


def _on_screen(table, items) -> QRectF:
    box = QRectF()
    for item in items:
        box = box.united(item.sceneBoundingRect())
    return table.mapFromScene(box).boundingRect()


def _first_card_of_the_trick(st) -> bool:
    return st.to_act == 0 and not st.trick


def test_the_table_lies_in_the_middle_of_a_tall_window_and_its_cards_answer_clicks(
        qtbot, worker, home):
    w = show_window(qtbot, worker, size=TALL)
    load_at(qtbot, w, "heart-hunter", {}, 0, _first_card_of_the_trick)
    table, model = w.table, w.table.model
    vp = table.viewport()
    assert vp.height() > vp.width() * TALLEST, "the window did not take a tall shape"
    own = _on_screen(table, model.hands[0].items)
    across = _on_screen(table, model.hands[2].items)
    above, below = across.top(), vp.height() - own.bottom()
    assert above > 0.1 * vp.height() and below > 0.1 * vp.height(), \
        f"the table still runs the felt's whole height ({above:.0f} px above, {below:.0f} below)"
    assert abs(above - below) < 0.1 * vp.height(), "the table is not in the felt's middle"
    assert own.bottom() - across.top() <= vp.width() * TALLEST
    # the felt is painted above and below the table too: its corners are the felt's colour
    image = vp.grab().toImage()
    for y in (8, vp.height() - 8):
        corner = image.pixelColor(8, y)
        assert corner.green() > corner.red() + 20, f"no felt at y={y}: {corner.name()}"
    # a click where a card is drawn plays it
    card = w.controller.state.legal_actions()[0].card
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: not (w.controller.state.hands[0] >> card) & 1, timeout=5_000)
    w.controller.shutdown()


def test_the_table_lies_in_the_middle_of_a_very_wide_window(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(2400, 700))
    load_at(qtbot, w, "heart-hunter", {}, 0, _first_card_of_the_trick)
    table, model = w.table, w.table.model
    vp = table.viewport()
    assert vp.width() > vp.height() * WIDEST, "the window did not take a wide shape"
    west, east = _on_screen(table, model.hands[1].items), _on_screen(table, model.hands[3].items)
    left, right = west.left(), vp.width() - east.right()
    assert left > 0.05 * vp.width() and abs(left - right) < 0.05 * vp.width(), (left, right)
    assert east.right() - west.left() <= vp.height() * WIDEST
    image = vp.grab().toImage()
    for x in (8, vp.width() - 8):
        corner = image.pixelColor(x, vp.height() // 2)
        assert corner.green() > corner.red() + 20, f"no felt at x={x}: {corner.name()}"
    card = w.controller.state.legal_actions()[0].card
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: not (w.controller.state.hands[0] >> card) & 1, timeout=5_000)
    w.controller.shutdown()
