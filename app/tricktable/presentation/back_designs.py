"""The built-in card backs, as drawing steps without Qt, and their names in the settings.

Each back is a geometric pattern in the field inside the card's white margin, clipped to it, so it
stays sharp at any size. :func:`back_plan` works out every line, dot and polygon of a design for a
card's rectangle and the window's painter only walks the steps. Why: what a back looks like can
be read and tested without a window. The ids are ``settings.BACK_IDS`` and ``settings.CUSTOM_BACK``
(the settings sit above this layer, so the ids are written out here and a test checks that they
agree).
"""

from __future__ import annotations

import math

from .paint_steps import Clipped, Dots, Field, Fill, Lines, Polygons, RoundBox, Step

BACK_LABELS: dict[str, str] = {
    "blue": "Blue lattice",
    "red": "Red diamonds",
    "green": "Green frames",
    "charcoal": "Charcoal stars",
    "custom": "Your picture",
}


def field(left: float, top: float, width: float, height: float) -> Field:
    """The patterned area inside the white margin of a card at (left, top) of the given size."""
    margin = width * 0.055
    return Field(left + margin, top + margin, width + -margin - margin,
                 height + -margin - margin, width * 0.035)


def _ring(f: Field, colour: str, inset: float, width: float) -> RoundBox:
    """A line round the field, ``inset`` inside its edge."""
    r = f.w * 0.03
    return RoundBox(f.x + inset, f.y + inset, f.w + -inset - inset, f.h + -inset - inset, r,
                    colour, width)


def _lozenge(cx: float, cy: float, size: float, fill: str, line: str) -> Polygons:
    points = ((cx, cy - size), (cx + size * 0.7, cy), (cx, cy + size), (cx - size * 0.7, cy))
    return Polygons((points,), fill, line, max(0.6, size * 0.08))


def _centre(f: Field) -> tuple[float, float]:
    return f.x + f.w / 2, f.y + f.h / 2


def _lattice(f: Field) -> list[Step]:
    """Blue: a fine diagonal crosshatch with a light frame and a small centre lozenge."""
    step = f.w / 9
    span = f.w + f.h
    x0, y0 = f.x, f.y
    n = int(span / step) + 2
    segments = []
    for i in range(-n, n + 1):
        d = i * step
        segments.append((x0 + d, y0, x0 + d + span, y0 + span))
        segments.append((x0 + d, y0, x0 + d - span, y0 + span))
    dots = []
    for i in range(-n, n + 1):
        for j in range(int(f.h / step) + 2):
            x = x0 + i * step + (step / 2 if j % 2 else 0)
            if f.x <= x <= f.x + f.w:
                dots.append((x, y0 + j * step / 2))
    pattern = (Lines(tuple(segments), "#55ffffff", max(0.5, f.w * 0.012)),
               Dots(tuple(dots), step * 0.09, "#78ffffff"))
    return [Fill("#2a5db0", "#173a78"), Clipped(pattern),
            _ring(f, "#c8ffffff", f.w * 0.05, max(0.6, f.w * 0.018)),
            _lozenge(*_centre(f), f.w * 0.2, "#173a78", "#dcffffff")]


def _diamonds(f: Field) -> list[Step]:
    """Red: rows of small diamonds on a deep red field, offset every other row."""
    step = f.w / 7
    half_w, half_h = step * 0.32, step * 0.5
    shapes = []
    for j in range(int(f.h / (step * 0.75)) + 2):
        y = f.y + j * step * 0.75
        shift = step / 2 if j % 2 else 0
        for i in range(-1, 9):
            x = f.x + i * step + shift
            shapes.append(((x, y - half_h), (x + half_w, y), (x, y + half_h), (x - half_w, y)))
    return [Fill("#b3262f", "#7e1219"), Clipped((Polygons(tuple(shapes), "#46ffd6d6"),)),
            _ring(f, "#f3d9a4", f.w * 0.05, max(0.6, f.w * 0.016)),
            _ring(f, "#78f3d9a4", f.w * 0.085, max(0.5, f.w * 0.008))]


def _frames(f: Field) -> list[Step]:
    """Green: concentric rounded frames shading inwards to a pale centre diamond."""
    steps: list[Step] = [Fill("#1e5a2d")]
    shades = ("#23683a", "#2b7a44", "#338a4d", "#2b7a44", "#23683a", "#1e5a2d", "#2b7a44")
    w = f.w
    step = w * 0.055
    for i, colour in enumerate(shades, start=1):
        inset = i * step
        inner_w, inner_h = f.w + -inset - inset, f.h + -inset - inset
        if inner_w <= 0 or inner_h <= 0:
            break
        steps.append(RoundBox(f.x + inset, f.y + inset, inner_w, inner_h,
                              max(0.0, w * 0.03 - i * step * 0.1), "#5ae6f5e1",
                              max(0.4, w * 0.006), colour))
    steps.append(_lozenge(*_centre(f), w * 0.16, "#e9f3e4", "#1e5a2d"))
    steps.append(_lozenge(*_centre(f), w * 0.07, "#2b7a44", "#2b7a44"))
    return steps


def _stars(f: Field) -> list[Step]:
    """Charcoal: eight-pointed stars on a square grid in graphite and a quiet gold frame."""
    step = f.w / 5
    stars = []
    for j in range(int(f.h / step) + 2):
        for i in range(6):
            cx = f.x + (i + 0.5) * step - step * 0.5 * (j % 2)
            cy = f.y + (j + 0.25) * step
            points = []
            for k in range(16):
                r = step * (0.34 if k % 2 == 0 else 0.17)
                a = k * math.pi / 8
                points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
            stars.append(tuple(points))
    pattern = Polygons(tuple(stars), "#1cffffff", "#6ec9a227", max(0.4, f.w * 0.006))
    return [Fill("#45484e", "#2a2c30"), Clipped((pattern,)),
            _ring(f, "#c9a227", f.w * 0.05, max(0.6, f.w * 0.014))]


DESIGNS = {"blue": _lattice, "red": _diamonds, "green": _frames, "charcoal": _stars}
#: the back a card gets when the chosen one cannot be drawn (the settings' default too)
DEFAULT = "blue"
CUSTOM = "custom"


def back_shown(back: str, has_picture: bool) -> str:
    """The back drawn for the chosen ``back``: a custom back only with its picture, an unknown
    id as the default design."""
    if back == CUSTOM:
        return CUSTOM if has_picture else DEFAULT
    return back if back in DESIGNS else DEFAULT


def back_plan(back: str, left: float, top: float, width: float,
              height: float) -> tuple[Field, list[Step]]:
    """The field and the steps of a built-in back filling the card at (left, top) of the given
    size (an unknown id gets the first design)."""
    f = field(left, top, width, height)
    return f, DESIGNS.get(back, DESIGNS[DEFAULT])(f)


def cover(source_w: float, source_h: float, target_w: float,
          target_h: float) -> tuple[float, float, float, float]:
    """The centred part (x, y, w, h) of a source picture of the given size with the aspect of
    the target: covering it, not letterboxing."""
    want = target_w / target_h
    have = source_w / source_h
    if have > want:
        w = source_h * want
        return (source_w - w) / 2, 0.0, w, source_h
    h = source_w / want
    return 0.0, (source_h - h) / 2, source_w, h
