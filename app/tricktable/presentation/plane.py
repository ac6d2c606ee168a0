"""The shapes the table is measured in: rectangles, where a card lies, and the card's proportions.

Why apart from ``layout``: every part of the table (the layout, the felt's notes, the plates, the
tips, the deal's flight) measures in these, and the layout itself is about where things go, not
what a rectangle is. ``layout`` names them too, so its users import them from either.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: card width / height (the card art, the table and a custom back picture all use this one)
ASPECT = 0.714


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in view pixels."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def intersects(self, other: Rect) -> bool:
        """True when the two rectangles share some area (touching edges do not count)."""
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def contains(self, other: Rect, tol: float = 0.5) -> bool:
        return (other.x >= self.x - tol and other.y >= self.y - tol
                and other.right <= self.right + tol and other.bottom <= self.bottom + tol)

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    @staticmethod
    def around(cx: float, cy: float, w: float, h: float) -> Rect:
        return Rect(cx - w / 2, cy - h / 2, w, h)


@dataclass(frozen=True)
class CardPlace:
    """Where one card lies: its centre, its rotation in degrees, and its height."""

    x: float
    y: float
    rotation: float
    height: float

    def bounds(self, lift: float = 0.0) -> Rect:
        """The axis-aligned box of the rotated card (moved ``lift`` px toward its top edge)."""
        w, h = self.height * ASPECT, self.height
        a = math.radians(self.rotation)
        c, s = abs(math.cos(a)), abs(math.sin(a))
        bw, bh = w * c + h * s, h * c + w * s
        cx = self.x + lift * math.sin(a)
        cy = self.y - lift * math.cos(a)
        return Rect.around(cx, cy, bw, bh)


def bounds_of(places: list[CardPlace], lift: float = 0.0) -> Rect | None:
    out: Rect | None = None
    for p in places:
        b = p.bounds(lift)
        out = b if out is None else out.united(b)
    return out
