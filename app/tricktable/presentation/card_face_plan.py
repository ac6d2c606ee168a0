"""What is drawn on each card face, and where: the face as a list of drawing steps, without Qt.

A face is measured as a fraction of the card's rectangle (corner indices, pip positions, the panel
of a court or a trump), so it is as crisp at 80 px as at 800 px. :func:`face_plan` turns a card
into plain steps in the card's own coordinates (a suit shape here, a line of text there, a framed
panel, a rule, a ball) and the window's painter only walks them. Why: which colours a suit has,
where the nine pips of a nine go and what a Juggler carries are decisions about the picture that
can be read and tested without a window; the painter keeps only what needs Qt (outlines, fonts).

Colours are ``"#rrggbb"`` strings or (red, green, blue) fractions for mixed tints. The court and
trump designs are this app's own: plain geometric forms chosen for legibility at small sizes.
"""

from __future__ import annotations

from ..engine.cards import TAROT_TRUMP_BASE, TOMFOOL, CardCodec
from .layout import ASPECT
from .paint_steps import Blank, Colour, Dots, Frame, Lines, Shape, Step, Text, Turned

# ------------------------------------------------------------------------------------------ colours

RED = "#c62828"
BLACK = "#1b1b1b"
CLUB_GREEN = "#2e7d32"
DIAMOND_BLUE = "#1565c0"
#: ink of ordinary tarot trumps, and of the honours (Juggler, World, Tomfool)
TRUMP_INK = "#283593"
HONOUR_INK = "#7b1f2b"
GOLD = "#c9a227"
DARK_GOLD = "#a8841a"
PAPER = "#fefefe"
TRUMP_PAPER = "#fdf8ec"
HONOUR_PAPER = "#fff4d6"
TRUMP_PANEL = "#e9ecf8"
EDGE = "#8d8d8d"

_SUIT_COLOURS = (BLACK, RED, RED, BLACK)
_FOUR_COLOURS = (CLUB_GREEN, DIAMOND_BLUE, RED, BLACK)


def suit_colour(suit: int, four_colour: bool) -> str:
    """Ink of a suit (0 clubs, 1 diamonds, 2 hearts, 3 spades; 4 = tarot trumps)."""
    if suit >= 4:
        return TRUMP_INK
    return (_FOUR_COLOURS if four_colour else _SUIT_COLOURS)[suit]


def _fractions(colour: Colour) -> tuple[float, float, float]:
    """A colour as (red, green, blue) fractions, held at 16 bits a channel as a painted colour
    is, so that a tint of a tint comes out the same as when it was mixed from painted colours."""
    if isinstance(colour, str):
        return tuple(int(colour[i:i + 2], 16) * 257 / 65535 for i in (1, 3, 5))  # type: ignore
    return tuple(int(c * 65535 + 0.5) / 65535 for c in colour)  # type: ignore


def tint(colour: Colour, amount: float, base: Colour = PAPER) -> tuple[float, float, float]:
    """``colour`` mixed into ``base``: amount 0 is the base, 1 the colour."""
    c, b = _fractions(colour), _fractions(base)
    return tuple(b[i] + (c[i] - b[i]) * amount for i in range(3))  # type: ignore


# ---------------------------------------------------------------------------------- card geometry

#: corner index: rank cap height, its top, suit height (fractions of card height), column centre
#: and maximum width (fractions of card width)
INDEX_CAP = 0.135
INDEX_TOP = 0.04
INDEX_SUIT = 0.1
INDEX_GAP = 0.02
INDEX_X = 0.11
INDEX_MAX_W = 0.19

#: pip positions for 2..10: (column 0..2, row 0..1 within the pip area)
_T = 1 / 3
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, _T), (2, _T), (1, 0.5), (0, 2 * _T), (2, 2 * _T), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, _T / 2), (0, _T), (2, _T), (0, 2 * _T), (2, 2 * _T),
         (1, 1 - _T / 2), (0, 1), (2, 1)),
}
PIP_COLUMNS = (0.33, 0.5, 0.67)
PIP_TOP, PIP_BOTTOM = 0.2, 0.8
#: pip height by count: nine and ten are packed tighter, so their pips are a little smaller
PIP_HEIGHTS = {9: 0.122, 10: 0.122}
PIP_HEIGHT = 0.134
#: the emblem above a court's letter, by rank letter
COURT_EMBLEMS = {"K": "crown", "Q": "coronet", "C": "pennant", "J": "lozenge", "V": "lozenge"}
#: the fonts of a card's text by kind (Text.kind), the first one installed wins: a narrow sans for
#: the corner indices, a serif for court letters and trump numbers, a sans for the honours' names
FONT_FAMILIES: dict[str, tuple[str, ...]] = {
    "index": ("DejaVu Sans Condensed", "Liberation Sans Narrow", "Arial Narrow", "Helvetica Neue",
              "Arial", "Segoe UI", "Sans Serif"),
    "serif": ("DejaVu Serif", "Georgia", "Cambria", "Times New Roman", "Serif"),
    "label": ("DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Sans Serif"),
}
#: the three tarot honours carry their names
HONOURS = {1: "JUGGLER", 21: "WORLD", 22: "TOMFOOL"}
SUIT_LETTER = "CDHS"


# ------------------------------------------------------------------------------------ the steps


def card_size(height_px: int) -> tuple[int, int]:
    """Logical (width, height) of a card picture ``height_px`` tall."""
    return max(1, round(height_px * ASPECT)), max(1, int(height_px))


def _index(left: float, top: float, right: float, bottom: float, w: float, h: float, text: str,
           mark: str | None, colour: Colour) -> list[Step]:
    """Rank above a small suit mark in the top-left corner, and the same turned in the other."""
    cx = INDEX_X * w
    itop = INDEX_TOP * h
    steps: list[Step] = [Text(text, "index", cx, itop, INDEX_CAP * h, INDEX_MAX_W * w, colour)]
    if mark is not None:
        size = INDEX_SUIT * h
        steps.append(Shape(mark, cx, itop + INDEX_CAP * h + INDEX_GAP * h + size / 2, size,
                           colour))
    corner = tuple(steps)
    return [Turned(left, top, False, corner), Turned(right, bottom, True, corner)]


def _pips(left: float, top: float, w: float, h: float, count: int, mark: str,
          colour: Colour) -> list[Step]:
    size = PIP_HEIGHTS.get(count, PIP_HEIGHT) * h
    return [Shape(mark, left + PIP_COLUMNS[column] * w,
                  top + (PIP_TOP + (PIP_BOTTOM - PIP_TOP) * row) * h, size, colour,
                  flipped=row > 0.5)
            for column, row in PIP_LAYOUTS[count]]


def _panel(left: float, top: float, w: float, h: float) -> tuple[float, float, float, float]:
    """The panel of courts and trumps: clear of both corner indices."""
    return left + 0.225 * w, top + 0.06 * h, 0.55 * w, 0.88 * h


def _court(left: float, top: float, w: float, h: float, letter: str, mark: str,
           colour: Colour) -> list[Step]:
    """A framed court of this app's own design: an emblem of the rank (crown for kings, coronet
    for queens, pennant for cavaliers, lozenge for jacks and valets), the rank letter large, and the
    suit symbol large, on a panel tinted with the suit's colour."""
    fx, fy, fw, fh = _panel(left, top, w, h)
    band = h * 0.016
    warm = tint(GOLD, 0.1)
    shading = ((0.0, tint(colour, 0.1, warm)), (0.55, tint(colour, 0.02, warm)),
               (1.0, tint(colour, 0.1, warm)))
    cx = fx + fw / 2
    inner_w = fw - 4 * band
    mid = top + 0.53 * h
    gap, reach = 0.035 * h, inner_w * 0.36
    rule = tint(colour, 0.6)
    rule_width = max(0.5, band * 0.4)
    return [
        Frame(fx, fy, fw, fh, colour, shading, tint(GOLD, 0.85), band),
        Shape(COURT_EMBLEMS.get(letter, "lozenge"), cx, top + 0.17 * h, 0.08 * h, DARK_GOLD),
        Text(letter, "serif", cx, top + 0.25 * h, 0.2 * h, inner_w * 0.86, colour),
        # a divider: two short rules either side of a small lozenge
        Lines(((cx - reach, mid, cx - gap, mid), (cx + gap, mid, cx + reach, mid)), rule,
              rule_width),
        Shape("lozenge", cx, mid, 0.035 * h, DARK_GOLD),
        Shape(mark, cx, top + 0.72 * h, 0.22 * h, colour),
    ]


def _trump(left: float, top: float, w: float, h: float, number: int) -> list[Step]:
    """A tarot trump: its number large in the centre of an indigo panel. The three honours (the
    Juggler 1, the World 21, the Tomfool) use wine and gold, carry their name and a motif of their
    own (three balls, a globe, a star), so they stand out in a fan at a glance."""
    honour = number in HONOURS
    ink = HONOUR_INK if honour else TRUMP_INK
    text = "" if number == 22 else str(number)
    steps: list[Step] = [Blank(HONOUR_PAPER if honour else TRUMP_PAPER)]
    steps += _index(left, top, left + w, top + h, w, h, "F" if number == 22 else text, "star",
                    ink)
    fx, fy, fw, fh = _panel(left, top, w, h)
    band = h * (0.03 if honour else 0.02)
    fill = tint(GOLD, 0.2, HONOUR_PAPER) if honour else TRUMP_PANEL
    steps.append(Frame(fx, fy, fw, fh, ink, fill, GOLD if honour else tint(TRUMP_INK, 0.35),
                       band))
    cx, cy = fx + fw / 2, fy + fh / 2
    inner_w = fw - 3 * band
    if not honour:
        steps.append(Text(text, "serif", cx, cy - h * 0.095, h * 0.19, inner_w * 0.84, ink))
        steps += [Shape("star", cx, cy + sign * h * 0.27, h * 0.07,
                        tint(TRUMP_INK, 0.45, TRUMP_PANEL)) for sign in (-1, 1)]
        return steps
    if number == 22:
        steps.append(Shape("star", cx, cy - h * 0.02, h * 0.26, ink))
        steps.append(Shape("star", cx, cy - h * 0.025, h * 0.11, GOLD))
    elif number == 21:
        # the World: the number on a gold globe
        radius = min(inner_w * 0.47, h * 0.17)
        steps.append(Dots(((cx, cy - h * 0.02),), radius, tint(GOLD, 0.75, HONOUR_PAPER), ink,
                          max(0.6, h * 0.008)))
        steps.append(Text(text, "serif", cx, cy - h * 0.02 - h * 0.065, h * 0.13, radius * 1.5,
                          ink))
    else:
        # the Juggler: three balls in the air above the number
        steps += [Dots(((cx + dx * inner_w, cy - h * (0.235 if i == 1 else 0.2)),), h * 0.024,
                       ink if i == 1 else GOLD)
                  for i, dx in enumerate((-0.25, 0.0, 0.25))]
        steps.append(Text(text, "serif", cx, cy - h * 0.09, h * 0.19, inner_w * 0.84, ink))
    steps.append(Text(HONOURS[number], "label", cx, cy + h * 0.2, h * 0.034, inner_w * 0.9, ink))
    return steps


def face_plan(card: int, codec: CardCodec, four_colour: bool, left: float, top: float,
              width: float, height: float) -> list[Step]:
    """The steps that draw ``card`` (a bit index of ``codec``'s pack) to fill the rectangle at
    (left, top) of the given size; raises ValueError for a bit that is no card of the pack."""
    w, h = width, height
    if card >= TAROT_TRUMP_BASE:
        if not TAROT_TRUMP_BASE < card <= TOMFOOL:
            raise ValueError(f"{card} is not a card")
        return _trump(left, top, w, h, card - TAROT_TRUMP_BASE)
    suit, rank = card >> 4, card & 15
    rank_code = codec.rank_codes.get(rank)
    if rank_code is None:
        raise ValueError(f"{card} is not a card of the {codec.family} pack")
    colour = suit_colour(suit, four_colour)
    mark = SUIT_LETTER[suit]
    steps: list[Step] = [Blank(PAPER)]
    steps += _index(left, top, left + w, top + h, w, h, rank_code, mark, colour)
    if 2 <= rank <= 10:
        steps += _pips(left, top, w, h, rank, mark, colour)
    elif rank_code == "A":
        steps.append(Shape(mark, left + w / 2, top + h / 2, h * 0.36, colour))
    else:
        steps += _court(left, top, w, h, rank_code, mark, colour)
    return steps
