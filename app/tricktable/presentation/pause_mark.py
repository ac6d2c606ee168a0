"""The mark on the felt while Game → Pause holds the computers: its words and its place.

Why: the pause showed only in the status line, which the next message replaced ("It is not
your turn."), and as the menu entry's tick, so a person who had pressed P, or forgotten it,
waited for computers that would not move. The mark stays on the table for as long as the pause
does, in a corner of the felt that no hand, plate, badge, trick or panel takes (``place``):
the top left in every game (its corner, or just right of a hand's column that reaches up to
the top), or, in a game with a stock lying there (Nineteen, where the
layout puts its face-up sets where they are read best), the top-right one. Why one rule: it lay
top left in one game and top right in the next (a stock slot no card lies in was avoided, and a
one-line caption in a far corner won over two lines in the first), and a player looks for it in
one place. Qt-free: the table (``ui.table_felt``) measures the label and puts it where this says.
"""

from __future__ import annotations

from collections.abc import Sequence

from .layout import Rect, TableLayout

TEXT = "Paused"
#: its caption, in the shapes tried (``place``'s ``sizes``): on one line, then on two, for a
#: corner too narrow for one (a line wrapped at the width left "next move" alone under it)
CAPTIONS = ("P to go on · N for the next move", "P to go on\nN for the next move")
#: its caption while a trick finished under the pause is kept on the felt: the next N gathers
#: it and plays no move ("N for the next move" was said then), in the same two shapes
KEPT_CAPTIONS = ("P to go on · N gathers the trick", "P to go on\nN gathers the trick")


def captions(kept: bool) -> tuple[str, str]:
    """The caption's shapes (``place``'s ``sizes`` are measured from them): what N does now,
    gather the trick kept on the felt (``kept``) or let the next move through."""
    return KEPT_CAPTIONS if kept else CAPTIONS


def taken_rects(lay: TableLayout, plates: Sequence[Rect] = (),
                others: Sequence[Rect] = (), stock: bool = True) -> list[Rect]:
    """What the mark must leave in sight: every hand's area and plate (as drawn, ``plates``,
    else the layout's), the badge's place, the stock's where the game has one (``stock``:
    its place, whether or not cards lie in it yet, so that the mark keeps its corner all
    through a deal), the trick, the largest decision panel, and ``others`` (the badge and the
    stock's label as drawn, Dominoes rows on the table)."""
    drawn = plates or [s.plate for s in lay.seats]
    piles = [lay.stock, lay.stock_room] if stock else []
    return [*(s.hand for s in lay.seats), *drawn, lay.info, *piles, lay.trick_area,
            lay.panel, *others]


def corners(lay: TableLayout, w: float, h: float,
            taken: Sequence[Rect] = ()) -> list[list[tuple[float, float]]]:
    """The top-left points the mark may take, in groups tried in order: the top left (the
    felt's corner, beside the top plate, above the left hand; else, where a hand's column
    reaches up to the top, just right of what lies there in the felt's left half: three
    players' 17 cards at 1366 x 768), the top-right corner, the bottom-right (under the right
    plate), the bottom-left."""
    m = lay.margin
    x1, y1 = lay.width - m - w, lay.height - m - h
    beside = sorted(r.right + lay.gap for r in taken if r.y < m + h and r.bottom > m)
    left = [(m, m), *((x, m) for x in beside if m < x and x + w <= lay.width / 2)]
    return [left, [(x1, m)], [(x1, y1)], [(m, y1)]]


def place(lay: TableLayout, sizes: Sequence[tuple[float, float]],
          taken: Sequence[Rect]) -> tuple[int, float, float]:
    """Where the mark goes: (which of ``sizes`` it takes, its left, its top). ``sizes`` are its
    shapes, the one preferred first (``CAPTIONS``: on one line, then on two). The first
    place (``corners``) where a shape covers nothing of ``taken`` wins, trying every shape
    in a group of places before the next group (the place matters more than the caption's
    lines: a one-line caption sent it top right at 1024 x 640 in one game, top left in the
    next); where none is free (a window smaller than any the app is made for), the shape and
    place that cover least (the table draws it under every card and plate, so it still
    hides none)."""
    best: tuple[float, int, float, float] | None = None
    for k in range(4):
        for i, (w, h) in enumerate(sizes):
            for x, y in corners(lay, w, h, taken)[k]:
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
