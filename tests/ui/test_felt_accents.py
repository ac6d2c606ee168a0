"""On a table colour other than green, a few accents stayed green and looked left over: the
words of the decision panel's default button, the tip's "Got it" and the deal summary's "Next
deal". They take the felt's own shade now; these tests look at the pixels the person sees.
And the last trick shown again (L) laid its veil over the foot of Sheepshead's trump badge
("…and jack") and touched the top plate grown with its notes: the veil keeps clear of both."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from test_table_colour import _click_colour, _press

from tricktable import settings as store
from tricktable.presentation import felt_colours as fc
from tricktable.settings import Seat
from window_helpers import (
    key_to_window,
    open_settings,
    record_where,
    show_window,
    wait_for_person,
)

FELT = "burgundy"


def _seen(w, proxy, widget: QWidget) -> QImage:
    """The pixels of ``widget`` (inside ``proxy``'s widget) as drawn on the table."""
    QApplication.processEvents()
    table = w.table
    top_left = widget.mapTo(proxy.widget(), widget.rect().topLeft())
    a = table.mapFromScene(proxy.mapToScene(QPointF(top_left)))
    rect = QRect(a.x() + 2, a.y() + 2, widget.width() - 4, widget.height() - 4)
    return table.viewport().grab(rect).toImage()


def _pixels(image: QImage) -> list[tuple[int, int, int]]:
    return [(c.red(), c.green(), c.blue()) for y in range(image.height())
            for x in range(image.width()) if (c := image.pixelColor(x, y))]


def _most_common(image: QImage) -> tuple[int, int, int]:
    seen: dict[tuple[int, int, int], int] = {}
    for p in _pixels(image):
        seen[p] = seen.get(p, 0) + 1
    return max(seen, key=seen.get)


def _near(a, b, tol: int = 14) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3], strict=False))


def _dark_words(image: QImage) -> tuple[float, float, float]:
    """The mean colour of the dark pixels: the words on a light button."""
    dark = [p for p in _pixels(image) if sum(p) / 3 < 120]
    assert dark, "no words drawn on the button"
    return tuple(sum(p[i] for p in dark) / len(dark) for i in range(3))


def _sheepshead_with_a_tip(qtbot, worker):
    """A Sheepshead game on the ``FELT`` table at 1024 x 640, at the person's first decision
    with its tip and its panel up."""
    w = show_window(qtbot, worker, store.Settings(felt=FELT), size=(1024, 640))
    w.start_game("sheepshead", {}, [Seat("You", "human"), Seat("W", "computer"),
                                    Seat("E", "computer")], seed=3)
    wait_for_person(qtbot, w)
    qtbot.waitUntil(lambda: w.tip_guide.visible, timeout=5_000)
    return w


def test_on_a_burgundy_table_the_default_button_and_got_it_take_the_felts_shade(
        qtbot, worker, home):
    w = _sheepshead_with_a_tip(qtbot, worker)
    guide = w.tip_guide
    table = w.table
    confirm = next(b for b in table.panel.findChildren(type(table.panel.buttons[0]))
                   if b.primary)
    r, g, b = _dark_words(_seen(w, table.panel_proxy, confirm))
    assert r > g + 15, f"the default button's words are not the felt's shade: {(r, g, b)}"
    got_it = _most_common(_seen(w, guide.proxy, guide.card.got_it_button))
    assert got_it[0] > got_it[1] + 30, f"'Got it' is not burgundy: {got_it}"
    assert _near(got_it, fc.felt(FELT).accent), f"'Got it' is not the felt's accent: {got_it}"
    w.controller.shutdown()


def test_on_a_blue_table_the_summarys_next_deal_is_drawn_in_the_felts_shade(qtbot, worker, home):
    doc = record_where("young-hunter", {}, 3, 0, lambda st: st.deal_number == 2)
    w = show_window(qtbot, worker, store.Settings(felt="blue"))
    w.controller.load_record(doc)
    felt = w.table.felt
    qtbot.waitUntil(lambda: felt.summary_proxy.isVisible(), timeout=10_000)
    fill = _most_common(_seen(w, felt.summary_proxy, felt.summary_card.button))
    assert fill[2] > fill[1] + 20 and fill[2] > fill[0] + 20, f"'Next deal' is not blue: {fill}"
    assert _near(fill, fc.felt("blue").accent), f"'Next deal' is not the felt's accent: {fill}"
    w.controller.shutdown()


@pytest.mark.parametrize(("game", "seed"), [("sheepshead", 3), ("young-hunter", 5)])
def test_the_last_tricks_veil_keeps_clear_of_the_badge_and_the_plates(qtbot, worker, home, game,
                                                                      seed):
    """Sheepshead's badge ("trumps, under every queen and jack") hangs below the top band in
    the tester's window; Young Hunter's North plate grows with its notes (seed 5: past it)."""
    doc = record_where(game, {}, seed, 0, lambda st: st.to_act == 0 and any(
        type(e).__name__ == "TrickTaken" for e in st.last_events))
    assert doc is not None
    w = show_window(qtbot, worker, store.Settings(tips=False), size=(1024, 640))
    w.controller.load_record(doc)
    wait_for_person(qtbot, w)
    felt = w.table.felt
    key_to_window(qtbot, w, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: bool(felt.overlay), timeout=3_000)
    veil = felt.overlay[0].sceneBoundingRect()
    for item in (felt.badge, *felt.plates):
        if item.isVisible():
            assert not veil.intersects(item.sceneBoundingRect()), (
                f"the veil {veil} lies over {item.sceneBoundingRect()}")
    w.controller.shutdown()


def test_a_colour_chosen_in_settings_recolours_got_it_and_the_default_button_at_once(
        qtbot, worker, home):
    """Chosen while the tip and the panel are up, not only for the next ones."""
    w = _sheepshead_with_a_tip(qtbot, worker)
    guide = w.tip_guide
    dlg = open_settings(qtbot, w)
    _click_colour(qtbot, dlg, "Blue")
    _press(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    got_it = _most_common(_seen(w, guide.proxy, guide.card.got_it_button))
    assert got_it[2] > got_it[0] + 20 and got_it[2] > got_it[1] + 20, (
        f"'Got it' is not blue: {got_it}")
    table = w.table
    confirm = next(b for b in table.panel.findChildren(type(table.panel.buttons[0]))
                   if b.primary)
    r, g, b = _dark_words(_seen(w, table.panel_proxy, confirm))
    assert b > r + 10 and b > g, f"the default button's words stayed burgundy: {(r, g, b)}"
    w.controller.shutdown()
