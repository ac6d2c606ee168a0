"""The suit sign drawn before each of Barbu's Dominoes rows, in the place the layout keeps for it
(``Layout.domino_labels``, see :mod:`layout_dominoes`).

Why a sign on a small card-paper chip: the rows fill from their start rank outwards, so the
first cards came up at scattered places and nothing said which row was for which suit. The
sign is in the ink of the suit on the cards (red and black, or the four-colour deck's), and
those inks are too dark to read on the darker felts (black ♣ on the green, red ♥ on the
burgundy): on the paper of a card they read on every table colour. Pure Python, no Qt.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.cards import SUIT_SYMBOLS
from . import text_boxes as tb
from .card_face_plan import suit_colour
from .layout import TableLayout
from .plane import Rect
from .table_piles import dominoes_mode

#: the chip's paper and edge: a card's face, and a hair of shadow under it
PAPER: tb.RGBA = (0xFB, 0xF8, 0xEC, 255)
EDGE: tb.RGBA = (0, 0, 0, 70)
DROP: tb.RGBA = (0, 0, 0, 60)
#: the room kept between a chip and its row's first card, in the felt's font size
GAP_EM = 0.2
#: the sign's size in the chip's
SIGN_SHARE = 0.72


class RowLabel(NamedTuple):
    """One row's label: its sign, the chip's centre on the table, the chip and its sign drawn
    about that centre."""

    sign: str
    cx: float
    cy: float
    box: tb.Box
    lines: list[tb.Line]


def ink(suit: int, four_colour: bool) -> tb.RGBA:
    """The suit's ink on its cards, as (red, green, blue, alpha)."""
    hex_ = suit_colour(suit, four_colour).lstrip("#")
    return (int(hex_[0:2], 16), int(hex_[2:4], 16), int(hex_[4:6], 16), 255)


def row_labels(places: list[Rect], font_px: float, four_colour: bool,
               measure: tb.Measure) -> list[RowLabel]:
    """A label per place (``SUIT_SYMBOLS`` order, as the layout's rows): a square chip as
    large as the place allows less ``GAP_EM`` from the row, at the place's middle height,
    its sign centred on it."""
    out = []
    gap = GAP_EM * font_px
    for suit, r in enumerate(places[:len(SUIT_SYMBOLS)]):
        side = max(1.0, min(r.w - gap, r.h, 2.4 * font_px))
        cx, cy = r.x + (r.w - gap) / 2, r.y + r.h / 2
        font = tb.felt(side * SIGN_SHARE, True)
        h = measure.height(font)
        box = tb.Box(-side / 2, -side / 2, side, side, side * 0.18, PAPER, EDGE,
                     max(1.0, font_px * 0.06), DROP)
        sign = SUIT_SYMBOLS[suit]
        line = tb.Line(font, -side / 2, -h / 2, side, h, sign, ink(suit, four_colour), "centre")
        out.append(RowLabel(sign, cx, cy, box, [line]))
    return out


def wanted(lay: TableLayout, view, deal_shown: int, rows_on_table: bool, four_colour: bool,
           measure: tb.Measure) -> list[RowLabel]:
    """The labels the table shows: its rows' (``lay.domino_labels``, empty without room) while
    the rows lie on the table (``rows_on_table``) or the shown deal's view builds them, from
    the hand's start; none outside Dominoes."""
    rows = rows_on_table or (view is not None and view.deal == deal_shown
                             and dominoes_mode(view))
    return row_labels(lay.domino_labels, lay.font_px, four_colour, measure) if rows else []
