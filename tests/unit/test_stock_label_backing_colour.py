"""Nineteen's stock label may lie over its cards' lower edge, a white face or a card's back.
Its backing was the badge's see-through black (alpha 96): over a white face its off-white
words stood on mid grey, a contrast of about 2 to 1. The backing the felt gives it now keeps
the words at the contrast small text needs (4.5 to 1) over any colour, white the worst."""

from __future__ import annotations

import pytest

from tricktable.presentation import felt_places as fpl
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.felt_colours import LABEL_LOOKS, TEXT
from tricktable.presentation.panel_keys import luminance


def _over(fill: tuple[int, int, int, int], under: tuple[int, int, int]
          ) -> tuple[float, float, float]:
    """``fill`` painted over the colour ``under``."""
    a = fill[3] / 255
    return tuple(f * a + u * (1 - a) for f, u in zip(fill[:3], under, strict=True))


@pytest.mark.parametrize("under", [(255, 255, 255), (250, 246, 236), (200, 40, 40),
                                   (30, 60, 140), (0, 0, 0)])
def test_the_stock_label_s_words_read_over_any_card_it_lies_on(under):
    badge = tb.Box(0, 0, 80, 30, 8, LABEL_LOOKS["badge"].fill)
    box = fpl.stock_label_box(badge)
    assert (box.x, box.y, box.w, box.h) == (0, 0, 80, 30)  # only its colours change
    back = luminance(_over(box.fill, under))
    ratio = (luminance(TEXT[:3]) + 0.05) / (back + 0.05)
    assert ratio >= 4.5, (under, ratio)
