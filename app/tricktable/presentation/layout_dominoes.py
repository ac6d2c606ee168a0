"""Barbu's Dominoes rows with room for each row's suit at its left, where the centre allows.

Why: the rows are empty until their suit's start rank is laid, and each card lies at its rank,
so the first cards came up at scattered places (the J♦ at the top right, the J♥ half way down
on the left) and the two-by-two grid showed only once most rows had grown; no row said which
suit it was for. A label before each row, in a fixed place from the deal's start, makes the
grid and its order (♣ ♦ ♥ ♠, read left to right, then down) plain from the first card. Pure
Python, no Qt; the rows themselves are ``domino_rows``'.
"""

from __future__ import annotations

from .domino_rows import domino_rows
from .plane import Rect

#: a label's width, in the felt's font size: room for a suit sign and a little space
LABEL_EM = 1.6
#: the cards may be at most this much smaller for the labels' room; else the rows keep it all
#: and go unlabelled (a readable card is worth more than its row's sign)
LABEL_COST = 0.92


def labelled_rows(x: float, top: float, width: float, bottom: float, max_h: float, gap: float,
                  aspect: float, font_px: float, min_h: float = 0.0
                  ) -> tuple[list[Rect], float, float, list[Rect]]:
    """The four rows in suit order, the cards' height, the step between ranks and the label
    place before each row (none when there is no room: the cards would lose more than
    ``LABEL_COST`` of their height, or fall below ``min_h``, the least that keeps a rank
    readable). The rows are laid out
    in ``width`` less a label's width per column, each column moved right by the labels before
    it, so rows and labels together stay centred and no label touches the row before it."""
    plain, h, step = domino_rows(x, top, width, bottom, max_h, gap, aspect)
    cols = len({r[0] for r in plain})
    lw = LABEL_EM * font_px
    rows, h2, step2 = domino_rows(x, top, width - cols * lw, bottom, max_h, gap, aspect)
    if len({r[0] for r in rows}) != cols or h2 < max(LABEL_COST * h, min_h) \
            or lw <= 0:
        # no room beside the rows (below about 1024 px of felt, the scores open at 960 x 600):
        # the sign lies over the row's own start instead, its empty 2 (``row_labels`` moves it
        # along the row's empty places as cards come): a row must say its suit at every size
        kept = [Rect(*r) for r in plain]
        return kept, h, step, _places(kept, lw, 0.0) if lw > 0 else []
    xs = sorted({r[0] for r in rows})
    placed = [Rect(rx + (xs.index(rx) + 1) * lw, ry, rw, rh) for rx, ry, rw, rh in rows]
    return placed, h2, step2, _places(placed, lw, lw)


def _places(rows: list[Rect], lw: float, before: float) -> list[Rect]:
    """A label place ``lw`` wide per row, ``before`` to the left of the row's start (0: over
    it), as high as the row where no lower row lies over its foot."""
    labels = []
    for i, r in enumerate(rows):
        below = [o.y for o in rows[i + 1:] if o.x == r.x]
        room_h = min([r.h, *(y - r.y for y in below)])  # a lower row may lie over this one's foot
        labels.append(Rect(r.x - before, r.y, lw, room_h))
    return labels
