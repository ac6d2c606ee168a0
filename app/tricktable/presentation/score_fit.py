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
    full size plus its padding, fits ``avail`` pixels; never under ``SMALLEST``: a score is
    shown smaller rather than cut short ("−1…"), and its full value stays its tooltip."""
    widest = max((measure(t) + PADDING for t in texts), default=0.0)
    return 1.0 if widest <= avail or widest == 0 else max(SMALLEST, avail / widest)
