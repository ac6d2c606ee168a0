"""Where Barbu's four Dominoes rows lie in the centre of the table: one row of up to 13 cards per
suit, each card at its rank.

Why a module of its own: the rows can lie four deep (each showing the top of the row above) or
two by two (each row half the width, none covering another). Which one gives the larger, more
readable cards depends on the centre's shape, and working that out is arithmetic that the main
layout module has no room for. Pure Python, no Qt.

Four deep, the cards were 44 px high (a 6 px rank) in the table of a 1024x640 window, and 62 px
in full screen on a 1920x1080 screen; two by two they are about 70 and 105 px.
"""

from __future__ import annotations

#: each card of a row shows at least this share of its width (its index takes 0.21)
VISIBLE_X = 0.3
#: ... and at most this share (wider looks scattered)
MAX_STEP_X = 0.55
#: rows stacked in a column: each shows at least this share of its cards' height: the index
#: (0.30) and a row of pips. At 0.7 the cards were 62 px high in the table of a 1280 x 720
#: screen (an 8.4 px rank, under the 9 px the layout promises); at 0.5, 70 px
ROW_STEP_Y = 0.5
RANKS = 13
#: rows lying apart (two by two) are chosen over overlapping ones with cards up to this much
#: smaller (at 818 x 560 two by two gave 75 px cards, four deep 78 px, each row half hidden)
APART_WINS = 0.8


def domino_rows(x: float, top: float, width: float, bottom: float, max_h: float, gap: float,
                aspect: float) -> tuple[list[tuple[float, float, float, float]], float, float]:
    """The four rows (x, y, w, h) in suit order, the cards' height and the step between ranks,
    for rows that lie between ``x`` and ``x + width`` and between ``top`` and ``bottom``.

    Both arrangements are worked out, one column of four rows and two columns of two rows
    (read left to right, then down); the one with the larger cards wins, two by two on a tie
    since its rows then overlap less, and two by two with rows apart as long as its cards
    are nearly as large (``APART_WINS``): a row laid over half of the one above read as a
    mess, its cards hidden ("four separate, readable rows" was asked for)."""
    made = []
    for cols in (2, 1):
        per = 4 // cols
        room = (width - (cols - 1) * 2 * gap) / cols
        widest = min(max_h, room / (1 + (RANKS - 1) * VISIBLE_X) / aspect)
        h = min(widest, (bottom - top) / (1 + (per - 1) * ROW_STEP_Y))  # overlapping
        h_apart = min(widest, (bottom - top - (per - 1) * gap) / per)  # each row whole
        made.append((h, cols, room, h <= h_apart + 0.5))
        if h_apart < h - 0.5:
            made.append((h_apart, cols, room, True))
    largest = max(h for h, *_ in made)
    h, cols, room, _apart = max(made, key=lambda m: (m[3] and m[0] >= APART_WINS * largest,
                                                     m[0] > largest - 0.5, m[1]))
    per = 4 // cols
    w = h * aspect
    step = min(MAX_STEP_X * w, (room - w) / (RANKS - 1))
    row_w = w + (RANKS - 1) * step
    # rows apart when there is room, else overlapping (never below ROW_STEP_Y of a card)
    line = 0.0 if per == 1 else min(h + gap, (bottom - top - h) / (per - 1))
    total_h = h + (per - 1) * line
    y0 = (top + bottom) / 2 - total_h / 2
    span = cols * row_w + (cols - 1) * 2 * gap
    x0 = x + width / 2 - span / 2
    rows = [(x0 + (i % cols) * (row_w + 2 * gap), y0 + (i // cols) * line, row_w, h)
            for i in range(4)]
    return rows, h, step
