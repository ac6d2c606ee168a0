"""The drawing steps of a card picture: what the window's painter draws, as plain data.

A card face (:mod:`card_face_plan`) and a built-in back (:mod:`back_designs`) are each a list of
these steps in the card's own coordinates; the painter walks them in order, so the pictures can be
worked out and tested without a window. Colours are ``"#rrggbb"`` or ``"#aarrggbb"`` (alpha first)
names, or (red, green, blue) fractions for mixed tints.
"""

from __future__ import annotations

from typing import NamedTuple

Colour = str | tuple[float, float, float]


class Blank(NamedTuple):
    """The card's rounded shape filled with ``paper`` and edged in the card's edge colour."""

    paper: Colour


class Shape(NamedTuple):
    """A shape of :mod:`card_shapes` scaled to ``height`` around (x, y), upside down if
    ``flipped``."""

    name: str
    x: float
    y: float
    height: float
    colour: Colour
    flipped: bool = False


class Text(NamedTuple):
    """``text`` centred on ``centre_x`` with its cap top at ``top``, squeezed (not shrunk) to
    ``max_width``; ``kind`` is the face: "index", "serif" or "label"."""

    text: str
    kind: str
    centre_x: float
    top: float
    cap_height: float
    max_width: float
    colour: Colour


class Frame(NamedTuple):
    """A rounded panel: a band ``thickness`` wide in ``ink`` with a fine ``line`` inside it,
    filled with ``fill`` (a colour, or a tuple of (stop, colour) shading from top to bottom)."""

    x: float
    y: float
    w: float
    h: float
    ink: Colour
    fill: Colour | tuple[tuple[float, Colour], ...]
    line: Colour
    thickness: float


class Turned(NamedTuple):
    """Steps drawn with the origin moved to (x, y), turned half round when ``upside_down``."""

    x: float
    y: float
    upside_down: bool
    steps: tuple


class Field(NamedTuple):
    """A back's patterned area inside the white margin: its rectangle and corner radius."""

    x: float
    y: float
    w: float
    h: float
    radius: float


class Fill(NamedTuple):
    """The whole field in one colour, or shading from ``colour`` at its top-left corner to
    ``dark`` at its bottom-right one."""

    colour: Colour
    dark: Colour | None = None


class Clipped(NamedTuple):
    """Steps drawn only inside the field (a pattern that runs over its edge)."""

    steps: tuple


class Lines(NamedTuple):
    """Straight lines (x1, y1, x2, y2) in one pen."""

    segments: tuple[tuple[float, float, float, float], ...]
    colour: Colour
    width: float


class Dots(NamedTuple):
    """Filled circles of one size and colour at the given centres, outlined when ``outline`` is
    given."""

    centres: tuple[tuple[float, float], ...]
    radius: float
    colour: Colour
    outline: Colour | None = None
    outline_width: float = 0.0


class Polygons(NamedTuple):
    """Closed polygons filled as one figure, outlined when ``line`` is given."""

    polygons: tuple[tuple[tuple[float, float], ...], ...]
    fill: Colour
    line: Colour | None = None
    width: float = 0.0


class RoundBox(NamedTuple):
    """A rounded rectangle outlined in ``line``: a ring, or (with ``fill``) a filled frame."""

    x: float
    y: float
    w: float
    h: float
    radius: float
    line: Colour
    width: float
    fill: Colour | None = None


Step = (Blank | Shape | Text | Frame | Turned | Fill | Clipped | Lines | Dots | Polygons
        | RoundBox)
