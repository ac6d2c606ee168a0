"""How small the score panel's text gets to fit its narrow columns, Qt-free: the window measures
each text with its font (``measure``) and sets the font at the scale worked out here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")

#: the smallest scale: below two thirds the scores are too small to read at a glance
SMALLEST = 0.66
#: a cell's room beside its text (its margins)
PADDING = 8
#: the widest score the panel keeps room for in every column from a game's start: a total of
#: four figures and its sign (Nineteen's reach thousands; Barbu's, hundreds)
WIDEST_SCORE = "−8888"


def fit_scale(texts: Iterable[T], measure: Callable[[T], float], avail: float) -> float:
    """The scale (1.0 = as they are) at which the widest of ``texts``, ``measure``d in pixels at
    full size, fits ``avail`` pixels beside its cell's padding (which does not shrink with the
    text: scaled with it, a total at the smallest text was cut "−30…"); never under
    ``SMALLEST``: a score is shown smaller rather than cut short, its full value its tooltip."""
    widest = max((measure(t) for t in texts), default=0.0)
    if widest == 0 or widest + PADDING <= avail:
        return 1.0
    return max(SMALLEST, (avail - PADDING) / widest)


def narrowest_column(texts: Iterable[T], measure: Callable[[T], float]) -> float:
    """The width a column needs to show its widest text whole at the smallest scale, with its
    padding: the panel is kept at least that wide (a four-player Nineteen total read "−30…" in
    a 1024 x 640 window: the smallest text was still too wide for its column)."""
    return SMALLEST * max((measure(t) for t in texts), default=0.0) + PADDING


def steady_width(columns: int, score: float, name: float, edges: float) -> int:
    """The score panel's width for a game of ``columns`` players, the same at every deal:
    ``edges`` (the panel's margins, the rows' numbers, the table's frame and a scroll bar's
    room, kept whether the bar shows or not), and per column the wider of ``score``
    (``WIDEST_SCORE`` in bold at full size, kept room for at the smallest scale) and ``name``
    (the width the headers keep, ``score_headers.header_column``). Why: the panel was as
    wide as the scores so far and the scroll bar needed, so it widened between deals (a
    Barbu total of "−126", the seventh deal's scroll bar) and the table beside it moved."""
    return math.ceil(edges + columns * max(narrowest_column([score], float), name))
