"""How big the deal review draws its cards, and how a hand lies in its line: Qt-free.

A tester at 1920x1080 found the hands as dealt 36 px wide with tiny corner indices ("you have
to count pips to read them"): the cards were a few text lines tall whatever the window's size.
Now the cards grow with the review's page, and a hand is one picture (``hand:`` below) in which
the cards lie side by side while the line has room, and overlap like a fanned hand on the table
once it has not, each card's corner (its rank and suit) always in sight: a hand of 13 fits a
small window's width without a sideways scroll bar and its cards stay big enough to read.

The window measures the page (``PageFit``: its width and height, a text line, a name's width)
and draws the pictures; the sizes and the pictures' addresses are decided here:

- ``card:<code>?h=<px>``: one card ``px`` tall (the tricks' cards);
- ``hand:<code>,<code>,...?h=<px>&step=<px>``: a line of cards ``px`` tall, each ``step`` px
  to the right of the one before it (a step narrower than a card: they overlap).
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .card_face_plan import INDEX_CAP
from .plane import ASPECT

#: the part of an overlapped card's width left in sight: its corner index (rank over suit) whole
INDEX_SHOWN = 0.3
#: the room between two cards lying side by side
GAP = 4
#: a hand's cards as a share of the page's width, and within which text lines (a large desktop
#: font gets larger cards), and of the window's height at most (a low, wide window)
HAND_SHARE = 0.1
HAND_LINES = (5.5, 9.0)
HEIGHT_SHARE = 0.17
#: and never under this: its rank 11 px tall, read at a glance in the smallest window (1024x640)
HAND_LEAST = 84
#: the tricks' cards are this much taller than the hands'
TRICK_SCALE = 1.15
#: never smaller than this (a window narrower than any screen still shows a card)
LEAST_H = 40
#: the cells of a trick in a line (``card_pages.ROW_CELLS``)
ROW_CELLS = 5
#: the part of the page's width a trick has: the whole deal's middle column (beside the
#: row's title at 12% and its notes at 42%), a step's left half; less the cells' padding
WHOLE_TRICK_SHARE = 0.46
STEP_TRICK_SHARE = 0.5
TRICK_PADDING = 28
#: a trick's cell: its spacing and padding around the card or the name under it
CELL_ROOM = 10
#: a hand's line: the label's cell and the spacing around it and the picture
HAND_PADDING = 24


def _guessed(line: int) -> Callable[[str], float]:
    return lambda text: len(text) * line * 0.6


@dataclass(frozen=True)
class PageFit:
    """The review's page as the window measures it: the width text and cards may take, the
    window's height, a text line's height, and a bold name's width (None: guessed)."""

    width: int
    height: int
    line: int
    measure: Callable[[str], float] | None = None

    def text_w(self, text: str) -> float:
        return (self.measure or _guessed(self.line))(text)

    def key(self) -> tuple[int, int, int]:
        """What the pictures' sizes depend on: the page is drawn again when it changes (the
        window's height only through the hands' cards, capped by it)."""
        return self.width, hand_height(self), self.line


#: the page drawn without a window's measures (a plain unit test, a first draw)
DEFAULT_FIT = PageFit(1000, 700, 17)


def card_w(height: int) -> int:
    """A card's width at ``height`` (as ``card_face_plan.card_size``)."""
    return max(1, round(height * ASPECT))


def index_px(height: int) -> float:
    """The height of the rank in a card's corner, ``height`` tall."""
    return INDEX_CAP * height


def hand_height(fit: PageFit) -> int:
    """The hands' cards before they are fitted to a line: a tenth of the page's width, within
    5.5 and 9 text lines, never over a sixth of the window's height, nor under ``HAND_LEAST``
    (nor 5.5 lines)."""
    low, high = (round(fit.line * n) for n in HAND_LINES)
    low = max(low, HAND_LEAST)
    wanted = min(round(fit.width * HAND_SHARE), high, round(fit.height * HEIGHT_SHARE))
    return max(low, wanted)


@dataclass(frozen=True)
class Strip:
    """A line of cards: their height and the step from one card's left edge to the next."""

    height: int
    step: int

    def width(self, count: int) -> int:
        return card_w(self.height) + self.step * max(0, count - 1)


def strip(count: int, height: int, room: float) -> Strip:
    """``count`` cards of ``height`` in ``room`` px: side by side when they fit, else
    overlapped as far as their corners allow, else smaller until they fit so."""
    width = card_w(height)
    if count <= 1 or (count - 1) * (width + GAP) + width <= room:
        return Strip(height, width + GAP)
    step = int((room - width) / (count - 1))
    if step >= INDEX_SHOWN * width:
        return Strip(height, step)
    height = int(room / (ASPECT * (1 + (count - 1) * INDEX_SHOWN))) + 1
    while True:  # the largest whose corners all show (whole pixels round the sums up)
        width = card_w(height)
        shown = math.ceil(INDEX_SHOWN * width)
        step = max(shown, int((room - width) / (count - 1)))
        if height <= LEAST_H or width + step * (count - 1) <= room:
            return Strip(height, step)
        height -= 1


def hands_strip(fit: PageFit, lines: Iterable[tuple[str, tuple[str, ...]]],
                room: float | None = None) -> Strip:
    """One size and step for every hand on the page (their cards line up), fitted to the
    longest beside the widest label (``room``: the width they have, if not the page's)."""
    lines = list(lines)
    longest = max((len(codes) for _label, codes in lines), default=1)
    label = max((fit.text_w(label) for label, _codes in lines), default=0.0)
    space = (fit.width if room is None else room) - label - fit.text_w(" ") - HAND_PADDING
    return strip(longest, hand_height(fit), space)


def rows_strip(fit: PageFit, rows: Iterable[tuple[str, ...]], room: float) -> Strip:
    """The rows laid (Dominoes) in ``room`` px: the hands' size, fitted to the longest row."""
    longest = max((len(codes) for codes in rows), default=1)
    return strip(longest, hand_height(fit), room - HAND_PADDING)


def trick_height(fit: PageFit, cells: int, names: Iterable[str], share: float) -> int:
    """The tricks' cards: a little taller than the hands', fitted so that ``cells`` of them
    (at most a line's ``ROW_CELLS``) lie side by side in their ``share`` of the page."""
    wanted = round(hand_height(fit) * TRICK_SCALE)
    cells = max(1, min(cells, ROW_CELLS))
    room = fit.width * share - TRICK_PADDING
    widest = int(room / cells) - CELL_ROOM
    if max((fit.text_w(n) for n in names), default=0.0) > widest:
        return wanted  # the names widen the cells whatever the card: no smaller card helps
    return max(LEAST_H, min(wanted, int(widest / ASPECT)))


def card_address(code: str, height: int) -> str:
    """One card's picture, ``height`` px tall."""
    return f"card:{code}?h={height}"


def hand_address(codes: Iterable[str], line: Strip) -> str:
    """A line of cards as one picture."""
    return f"hand:{','.join(codes)}?h={line.height}&step={line.step}"


def hand_img(codes: tuple[str, ...], line: Strip) -> str:
    """The ``<img>`` of a line of cards, as a page has it."""
    return f'<img src="{html.escape(hand_address(codes, line))}"/>'


def read_address(path: str, query: str) -> tuple[tuple[str, ...], int | None, int | None]:
    """A ``card:`` or ``hand:`` address's cards, height and step (None where not given or
    not a number)."""
    codes = tuple(c for c in path.split(",") if c)
    fields = dict(part.partition("=")[::2] for part in query.split("&") if "=" in part)

    def number(name: str) -> int | None:
        text = fields.get(name, "")
        return int(text) if text.isdigit() and 0 < int(text) <= 2000 else None

    return codes, number("h"), number("step")
