"""The mark on the felt while Game → Pause holds the computers: its words and its place.

Why: the pause showed only in the status line, which the next message replaced ("It is not
your turn."), and as the menu entry's tick, so a person who had pressed P, or forgotten it,
waited for computers that would not move. The mark stays on the table for as long as the pause
does, in a corner of the felt that no hand, plate, badge, trick or panel takes (``place``).
Qt-free: the table (``ui.table_felt``) measures the label and puts it where this says.
"""

from __future__ import annotations

from collections.abc import Sequence

from .layout import Rect, TableLayout

TEXT = "Paused"
#: its caption, in the shapes tried (``place``'s ``sizes``): on one line, then on two, for a
#: corner too narrow for one (a line wrapped at the width left "next move" alone under it)
CAPTIONS = ("P to go on · N for the next move", "P to go on\nN for the next move")


def taken_rects(lay: TableLayout, plates: Sequence[Rect] = (),
                others: Sequence[Rect] = ()) -> list[Rect]:
    """What the mark must leave in sight: every hand's area and plate (as drawn, ``plates``,
    else the layout's), the badge's and the stock's places, the trick, the largest decision
    panel, and ``others`` (the badge as drawn, Dominoes rows on the table)."""
    drawn = plates or [s.plate for s in lay.seats]
    return [*(s.hand for s in lay.seats), *drawn, lay.info, lay.stock, lay.trick_area,
            lay.panel, *others]


def corners(lay: TableLayout, w: float, h: float) -> list[tuple[float, float]]:
    """The top-left points the mark may take, in the order tried: the felt's top-left
    corner (beside the top plate, above the left hand), its top-right, its bottom-right
    (under the right plate), its bottom-left."""
    m = lay.margin
    x1, y1 = lay.width - m - w, lay.height - m - h
    return [(m, m), (x1, m), (x1, y1), (m, y1)]


def place(lay: TableLayout, sizes: Sequence[tuple[float, float]],
          taken: Sequence[Rect]) -> tuple[int, float, float]:
    """Where the mark goes: (which of ``sizes`` it takes, its left, its top). ``sizes`` are its
    shapes, the one preferred first (``CAPTIONS``: on one line, then on two). The first
    corner (``corners``) where a shape covers nothing of ``taken`` wins, trying every corner
    with a shape before a narrower one; where none is free (a window smaller than any the
    app is made for), the shape and corner that cover least (the table draws it under every
    card and plate, so it still hides none)."""
    best: tuple[float, int, float, float] | None = None
    for i, (w, h) in enumerate(sizes):
        for x, y in corners(lay, w, h):
            box = Rect(x, y, w, h)
            covered = sum(_overlap(box, r) for r in taken)
            if covered <= 0.0:
                return i, x, y
            if best is None or covered < best[0]:
                best = (covered, i, x, y)
    if best is None:
        return 0, lay.margin, lay.margin
    return best[1], best[2], best[3]


def _overlap(a: Rect, b: Rect) -> float:
    """The area two rectangles share (0 when they only touch or lie apart)."""
    w = min(a.right, b.right) - max(a.x, b.x)
    h = min(a.bottom, b.bottom) - max(a.y, b.y)
    return w * h if w > 0 and h > 0 else 0.0
