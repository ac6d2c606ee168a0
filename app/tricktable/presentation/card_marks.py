"""How a card lies on the table around its art, as numbers: its soft drop shadow, the veil of a
card that cannot be played now, the rings of focus and of a choice, the band of a card just drawn
from the stock, and where a lifted card moves.

Why here: these are decisions about the picture (how dark, how wide, which way) that can be read
and tested without a window; the card item only paints them. Rectangles are (x, y, w, h) and
(x, y, w, h, corner radius); colours "#rrggbb" or "#aarrggbb" (alpha first).
"""

from __future__ import annotations

import math

from .table_geometry import LIFT_FRAC

#: the veil over a card that cannot be played now: ≈35% dark green-black
VEIL = "#5a0c1810"
FOCUS = "#ffd54f"
#: the focus ring's faint fill
FOCUS_FILL = "#1cffd54f"
SELECT = "#64b5f6"
MARK = "#2e9d5b"
#: corner radius as a share of the card width (matches the art's shape)
CORNER = 0.055
#: the three layers of the shadow, faintest and widest first: a cheap blurred shadow
SHADOW_ALPHAS = (16, 22, 30)

Box = tuple[float, float, float, float, float]


def shadow_pad(height: float) -> float:
    """Room around a card for its shadow, in pixels."""
    return max(3.0, round(height * 0.035))


def shadow_layers(x: float, y: float, w: float, h: float) -> list[tuple[Box, int]]:
    """The shadow of a card lying at (x, y) of size (w, h): each layer's rounded box and its
    alpha, the widest first, cast down and to the right."""
    r = w * CORNER
    off = max(1.0, h * 0.012)
    layers = []
    for i, alpha in enumerate(SHADOW_ALPHAS):
        grow = (2 - i) * off * 0.9
        layers.append(((x + off * 0.8 + -grow, y + off * 1.5 + -grow, w + grow - -grow,
                        h + grow - -grow, r + grow), alpha))
    return layers


def veil(x: float, y: float, w: float, h: float) -> Box:
    """The veil's rounded box over a card at (x, y) of size (w, h)."""
    return x + 0.5, y + 0.5, w + -0.5 - 0.5, h + -0.5 - 0.5, w * CORNER


def ring_width(height: float, focused: bool) -> float:
    """The pen of the focus ring (``focused``) or of a card chosen for a choice."""
    return max(2.5, height * 0.03) if focused else max(2.0, height * 0.025)


def drawn_band(w: float, h: float) -> Box:
    """The band along the top edge of a card just drawn from the stock (the card centred on the
    origin): it shows in any fan."""
    band_h = max(3.0, h * 0.035)
    return -w * 0.42, -h / 2 + 1.5, w * 0.84, band_h, band_h / 2


def picked_rise(height: float) -> float:
    """How far a card picked for a discard stands out of its fan, whatever the pointer does:
    picked cards showed only a thin ring, drawn over the neighbour, which looked picked too;
    then they rose 8% of a card, which a tester still could not see in a fan (the picked
    7♠ "mostly hidden under the 10♠"). As high as a card under the pointer (the hand's room
    above it is kept for that lift: ``table_geometry.LIFT_FRAC``)."""
    return round(height * LIFT_FRAC)


def lift_offset(lift: float, turn: float, at_top: bool = False) -> tuple[float, float]:
    """Where a card lifted by ``lift`` pixels moves: toward its own top edge, which a card
    turned by ``turn`` degrees points elsewhere; but a card lying at the top of the table
    (``at_top``) never rises toward the window's top edge: it moves down, into the table (an
    upright dummy's card picked out there rose out of the window)."""
    a = math.radians(turn)
    dx, dy = lift * math.sin(a), -lift * math.cos(a)
    return (-dx, -dy) if at_top and dy < 0 else (dx, dy)


#: the tick on a card picked for a discard: white on the pick's blue
TICK = "#ffffff"


def pick_badge(w: float, h: float) -> tuple[float, float, float]:
    """The disc with a tick on a card picked for a discard (the card centred on the origin):
    its centre and radius. Why: the pick was told by its blue ring alone, and with the keyboard's
    gold ring on the same card a picked card looked like one not picked (a colour-blind tester,
    a Nineteen discard); the tick is a shape. Under the index, in the share of the card that a
    fan always leaves in sight (``table_geometry.MIN_VISIBLE``)."""
    r = max(5.0, w * 0.11)
    return -w / 2 + max(w * 0.2, r + 2.0), -h / 2 + h * 0.52, r


def tick_points(cx: float, cy: float, r: float) -> tuple[tuple[float, float], ...]:
    """The tick's three points inside the disc of ``pick_badge``."""
    return ((cx - r * 0.5, cy + r * 0.02), (cx - r * 0.12, cy + r * 0.42),
            (cx + r * 0.52, cy - r * 0.4))
