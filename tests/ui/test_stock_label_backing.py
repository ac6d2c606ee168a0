"""Nineteen's stock label lies over the lower edge of the stock's cards where no felt is free
under them (a hand's column starts just below the corner). Its backing was the badge's
see-through black: over a face-up card its off-white words stood on mid grey, hard to read,
and over a card's back they mixed with its pattern. Measured on the drawn picture: where the
label lies on a card, the backing around its words is dark enough for them to read (the
contrast the web's guidelines ask of small text)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from test_nineteen_stock_face_up_window import _sets_face_up

from tricktable.presentation.felt_colours import TEXT
from tricktable.presentation.panel_keys import luminance
from window_helpers import open_past_its_summary, show_window


def _contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """Contrast ratio of two colours (WCAG 2: 4.5 for small text)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _face(item) -> QRectF:
    """Where a card's face is drawn in the scene (its bounding box holds its shadow too)."""
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


def _backing_over_cards(w) -> list[tuple[int, int, int]]:
    """The drawn colours of the label's backing where it lies over a stock card: in its
    margin left and right of its words, half way down the part over the card."""
    t = w.table
    label = t.felt.stock_label_item()
    assert label.isVisible()
    b = label.box
    box = label.mapRectToScene(QRectF(b.x, b.y, b.w, b.h))
    margin = t.model.lay.font_px * 0.9 * 0.8  # the label's padding (``text_boxes.label``)
    picture = t.viewport().grab().toImage()
    ratio = picture.devicePixelRatio()
    seen = []
    for item in t.model.stock:
        over = box.intersected(_face(item))
        if over.isEmpty():
            continue
        for x in (box.left() + margin * 0.4, box.right() - margin * 0.4):
            if over.left() + 1 < x < over.right() - 1:
                at = t.mapFromScene(QPointF(x, over.center().y()))
                colour = picture.pixelColor(round(at.x() * ratio), round(at.y() * ratio))
                seen.append((colour.red(), colour.green(), colour.blue()))
    return seen


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800)])
def test_the_stock_label_reads_over_the_face_up_stock_it_lies_on(qtbot, worker, home, size):
    """Three players, the dummy's column at the right reaching up under the stock's corner:
    the label lies over the lower edge of the sets laid face up."""
    w = show_window(qtbot, worker, size=size)
    open_past_its_summary(qtbot, w, _sets_face_up(3, 0))
    qtbot.waitUntil(lambda: w.controller.human_to_act() is not None
                    and w.table.animations_idle(), timeout=10_000)
    seen = _backing_over_cards(w)
    assert seen, "the label lies on no card here: the case is not shown"
    for colour in seen:
        assert _contrast(TEXT[:3], colour) >= 4.5, colour
    w.controller.shutdown()
