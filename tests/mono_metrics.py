"""A fixed-width stand-in for the window's font metrics, for the tests of where words go on
the felt and in the panel's buttons (``presentation.text_boxes``), without a window."""

from __future__ import annotations

from tricktable.presentation import text_boxes as tb
from tricktable.presentation.seat_plates import wrap


class Mono:
    """Every character half the font's pixel size wide; a line 1.2 times its size tall."""

    def advance(self, font: tb.Font, text: str) -> float:
        return len(text) * font.px * 0.5

    def height(self, font: tb.Font) -> float:
        return font.px * 1.2

    def elide(self, font: tb.Font, text: str, width: float) -> str:
        if self.advance(font, text) <= width:
            return text
        keep = max(0, int(width // (font.px * 0.5)) - 1)
        return text[:keep] + "…"

    def wrapped(self, font: tb.Font, text: str, width: float, centre: bool) -> tuple[float, float]:
        lines = wrap([text], lambda t: self.advance(font, t), width)
        return (max(self.advance(font, line) for line in lines), len(lines) * self.height(font))
