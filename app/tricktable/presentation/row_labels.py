"""The suit sign drawn before each of Barbu's Dominoes rows: just before the row's lowest card,
or in the place the layout keeps for it at the row's left end (``Layout.domino_labels``, see
:mod:`layout_dominoes`) while the row is empty.

Why a sign on a small card-paper chip: the rows fill from their start rank outwards, so the
first cards came up at scattered places and nothing said which row was for which suit. The
sign is in the ink of the suit on the cards (red and black, or the four-colour deck's), and
those inks are too dark to read on the darker felts (black ♣ on the green, red ♥ on the
burgundy): on the paper of a card they read on every table colour. Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..engine.cards import SUIT_SYMBOLS
from . import text_boxes as tb
from .card_face_plan import suit_colour
from .layout import ASPECT, TableLayout
from .plane import Rect
from .table_piles import dominoes_mode

#: the chip's paper and edge: a card's face, and a hair of shadow under it
PAPER: tb.RGBA = (0xFB, 0xF8, 0xEC, 255)
EDGE: tb.RGBA = (0, 0, 0, 70)
DROP: tb.RGBA = (0, 0, 0, 60)
#: the room kept between a chip and its row's first card, in the felt's font size
GAP_EM = 0.2
#: the sign's size in the felt's font size: a little over the plates' names (1.22), which a
#: person reads at a glance. The chip's was 0.72 of the chip, 13 px at 1280 x 720, under them
SIGN_EM = 1.3
#: the chip's height at most, in the felt's font size (its width is the place's, less the gap)
CHIP_H_EM = 2.0


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


def label_places(lay: TableLayout, cards: Sequence[int]) -> list[Rect]:
    """Each row's label place (``lay.domino_labels``, suit order), moved along its row to just
    before the lowest of its ``cards`` lying in the rows: the sign stands where the row begins,
    next to its cards. At the row's left end, before its 2, the chips floated between the
    rows, a step away from the previous row's ace and far from their own first cards. An empty
    row's stays at the left end; so does one that would lie on a card of another row (rows
    laid four deep overlap)."""
    places = lay.domino_labels
    laid = [lay.domino_place(c >> 4, (c & 15) - 2).bounds() for c in cards]
    card_w = lay.domino_card_h * ASPECT
    out = []
    for row, place in enumerate(places[:len(SUIT_SYMBOLS)]):
        r = lay.dominoes[row]
        ranks = [(c & 15) - 2 for c in cards if c >> 4 == row]
        tried = []
        if ranks:
            x = r.x + min(ranks) * lay.domino_step - place.w
            over = place.x >= r.x - 0.5  # no room beside the rows: the sign lies on its row
            if not over or x >= r.x - 0.5:
                tried.append(Rect(x, place.y, place.w, place.h))
            after = r.x + max(ranks) * lay.domino_step + card_w + GAP_EM * lay.font_px
            if over and after + place.w <= r.right + 0.5:  # the row's empty high end
                tried.append(Rect(after, place.y, place.w, place.h))
        out.append(next((p for p in tried if not any(
            _chip_rect(p, lay.font_px).intersects(c) for c in laid)), place))
    return out


def _chip_rect(place: Rect, font_px: float) -> Rect:
    """The chip drawn in ``place``: as wide as it less ``GAP_EM`` from the row, at most
    ``CHIP_H_EM`` high, at its middle height."""
    gap = GAP_EM * font_px
    w = max(1.0, place.w - gap)
    h = max(1.0, min(place.h, CHIP_H_EM * font_px))
    return Rect(place.x, place.y + (place.h - h) / 2, w, h)


def row_labels(places: list[Rect], font_px: float, four_colour: bool,
               measure: tb.Measure) -> list[RowLabel]:
    """A label per place (``SUIT_SYMBOLS`` order, as the layout's rows): a chip as wide as the
    place less ``GAP_EM`` from the row (``_chip_rect``), its sign centred on it at ``SIGN_EM``,
    smaller only where the chip could not hold it."""
    out = []
    for suit, r in enumerate(places[:len(SUIT_SYMBOLS)]):
        chip = _chip_rect(r, font_px)
        sign = SUIT_SYMBOLS[suit]
        font = tb.felt(SIGN_EM * font_px, True)
        while font.px > 8 and (measure.advance(font, sign) > chip.w * 0.86
                               or measure.height(font) > chip.h * 1.1):
            font = tb.Font(font.px - 1, True)
        h = measure.height(font)
        w, ch = chip.w, chip.h
        box = tb.Box(-w / 2, -ch / 2, w, ch, min(w, ch) * 0.18, PAPER, EDGE,
                     max(1.0, font_px * 0.06), DROP)
        line = tb.Line(font, -w / 2, -h / 2, w, h, sign, ink(suit, four_colour), "centre")
        out.append(RowLabel(sign, chip.cx, chip.cy, box, [line]))
    return out


def wanted(lay: TableLayout, view, deal_shown: int, cards: Sequence[int], four_colour: bool,
           measure: tb.Measure) -> list[RowLabel]:
    """The labels the table shows: its rows' (``label_places``, none without room) while
    ``cards`` lie in the rows or the shown deal's view builds them, from the hand's start;
    none outside Dominoes."""
    rows = bool(cards) or (view is not None and view.deal == deal_shown
                           and dominoes_mode(view))
    return (row_labels(label_places(lay, cards), lay.font_px, four_colour, measure)
            if rows else [])
