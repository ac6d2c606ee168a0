"""Where the first-game tip card lies and how big its text is, worked out without Qt: the card is
a readable paragraph wide; when it would reach higher than its area (``Layout.tip_area``) it first
widens, then shrinks its text a little, and a card still too tall goes into the toast's slot
rather than over the trick, the stock's sets, the Dominoes rows or the badge (the toast comes and
goes, they stay). The window only measures the card at a size and puts it where this says.
"""

from __future__ import annotations

from collections.abc import Callable

from .layout import Rect, TableLayout

#: the card is at most this many text lines wide: a paragraph that reads at a glance
WIDTH_EMS = 34
#: the card may shrink its text to this share of the table's text size before it overlaps more
SMALLEST_TEXT = 0.8


def tip_place(lay: TableLayout, area: Rect, measure: Callable[[float, float], int]
              ) -> tuple[Rect, float]:
    """The card's rectangle and text size; ``measure(px, width)`` lays the card out at that
    text size and width and returns its height (the last call is the size it is shown at)."""
    width = min(area.w, lay.text_px * WIDTH_EMS)
    px = lay.text_px
    height = measure(px, width)
    # a larger desktop text (``text_px``) gives way first, down to the table's own size
    while height > area.h and (px > lay.font_px * SMALLEST_TEXT or width < area.w):
        if width < area.w:
            width = min(area.w, width * 1.15)
        else:
            px *= 0.92
        height = measure(px, width)
    slot_bottom = area.bottom + lay.gap + lay.toast.h
    top = max(lay.margin, min(area.y, slot_bottom - height), area.bottom - height)
    return Rect(lay.width / 2 - width / 2, top, width, height), px
