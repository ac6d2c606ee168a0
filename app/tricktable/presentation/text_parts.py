"""The parts of the table's boxes of text, without Qt: a ``Font``, how the window measures
text in it (``Measure``), a ``Line`` of text and the rounded ``Box`` it is drawn in.

Why a module of their own: the plates and labels (``text_boxes``) and the buttons
(``button_boxes``) are built of them, and each of those modules names them from here, never
from the other.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from . import felt_colours as fc

RGBA = fc.RGBA


class Font(NamedTuple):
    """A font of the table: the platform's sans serif at ``px`` pixels, bold or not."""

    px: int
    bold: bool = False


def felt(px: float, bold: bool = False) -> Font:
    """The table's type at a size tied to the card height, never under 8 px."""
    return Font(max(8, round(px)), bold)


class Measure(Protocol):
    """How the window measures text in a ``Font``."""

    def advance(self, font: Font, text: str) -> float:
        """The width of ``text`` on one line."""

    def height(self, font: Font) -> float:
        """The height of a line."""

    def elide(self, font: Font, text: str, width: float) -> str:
        """``text`` cut short with an ellipsis to fit ``width`` (whole when it fits)."""

    def wrapped(self, font: Font, text: str, width: float, centre: bool) -> tuple[float, float]:
        """The width and height of ``text`` word-wrapped within ``width``."""


class Line(NamedTuple):
    """Text drawn in the box ``x, y, w, h`` aligned "left", "right" or "centre" at its top,
    word-wrapped when ``wrap``; ``shadow``: the offset of its soft dark shadow (0: none);
    ``opacity``: its own, where it must not fade with its box (None: the box's)."""

    font: Font
    x: float
    y: float
    w: float
    h: float
    text: str
    ink: RGBA
    align: str = "left"
    wrap: bool = False
    shadow: float = 0.0
    opacity: float | None = None


class Box(NamedTuple):
    """A rounded box: its fill (made a little lighter by the painter when ``lighter``), its edge
    (None: none) and the edge's width, a ``drop`` shadow ``drop_dy`` below it (None: none), and
    the opacity the box and its lines are painted with."""

    x: float
    y: float
    w: float
    h: float
    radius: float
    fill: RGBA
    edge: RGBA | None = None
    edge_width: float = 1.0
    drop: RGBA | None = None
    lighter: bool = False
    opacity: float = 1.0
    drop_dy: float = 2.0
