"""How small the score panel's text gets to fit its narrow columns, Qt-free: the window measures
each text with its font (``measure``) and sets the font at the scale worked out here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")

#: the smallest scale: below two thirds the scores are too small to read at a glance
SMALLEST = 0.66
#: a cell's room beside its text (its margins)
PADDING = 8


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
