"""The suit symbols and ornaments of the card faces, as outlines in plain numbers.

Each shape lies in a unit box: centred on (0, 0), height 1 (y from -0.5 to 0.5), y downwards. A
shape is several overlapping outlines filled one after another rather than one outline made by a
boolean union (Qt's boolean operations flatten curves into polygons that show at large sizes).
An outline is a tuple of steps, each a letter and its numbers, walked in order by the painter:

- ``("M", x, y)`` start a figure, ``("L", x, y)`` a straight line to a point,
- ``("Q", cx, cy, x, y)`` a quadratic and ``("C", c1x, c1y, c2x, c2y, x, y)`` a cubic curve,
- ``("Z",)`` close the figure, ``("E", cx, cy, rx, ry)`` an ellipse on its own.

The designs are this app's own: plain geometric forms chosen for legibility at small sizes rather
than any traditional pattern. Why numbers and no Qt: the painter only walks them, and what a
shape is can be read and tested without a window.
"""

from __future__ import annotations

import math

Step = tuple
Outline = tuple[Step, ...]


def _heart() -> tuple[Outline, ...]:
    return ((
        ("M", 0, 0.5),
        ("C", -0.1, 0.36, -0.5, 0.13, -0.5, -0.2),
        ("C", -0.5, -0.39, -0.37, -0.5, -0.245, -0.5),
        ("C", -0.12, -0.5, -0.035, -0.42, 0, -0.31),
        ("C", 0.035, -0.42, 0.12, -0.5, 0.245, -0.5),
        ("C", 0.37, -0.5, 0.5, -0.39, 0.5, -0.2),
        ("C", 0.5, 0.13, 0.1, 0.36, 0, 0.5),
        ("Z",),
    ),)


def _diamond() -> tuple[Outline, ...]:
    return ((
        ("M", 0, -0.5),
        ("Q", 0.19, -0.21, 0.4, 0),
        ("Q", 0.19, 0.21, 0, 0.5),
        ("Q", -0.19, 0.21, -0.4, 0),
        ("Q", -0.19, -0.21, 0, -0.5),
        ("Z",),
    ),)


def _stem(top: float, half_width: float) -> Outline:
    """The flared foot of spades and clubs: narrow at ``top``, ``half_width`` wide at the bottom."""
    return (
        ("M", -0.035, top),
        ("L", 0.035, top),
        ("C", 0.05, 0.36, 0.1, 0.46, half_width, 0.5),
        ("L", -half_width, 0.5),
        ("C", -0.1, 0.46, -0.05, 0.36, -0.035, top),
        ("Z",),
    )


def _spade() -> tuple[Outline, ...]:
    body = (
        ("M", 0, -0.5),
        ("C", 0.1, -0.35, 0.47, -0.16, 0.47, 0.1),
        ("C", 0.47, 0.27, 0.35, 0.35, 0.235, 0.35),
        ("C", 0.12, 0.35, 0.04, 0.28, 0, 0.2),
        ("C", -0.04, 0.28, -0.12, 0.35, -0.235, 0.35),
        ("C", -0.35, 0.35, -0.47, 0.27, -0.47, 0.1),
        ("C", -0.47, -0.16, -0.1, -0.35, 0, -0.5),
        ("Z",),
    )
    return body, _stem(0.1, 0.2)


def _club() -> tuple[Outline, ...]:
    r = 0.215
    leaves = tuple((("E", cx, cy, r, r),) for cx, cy in ((0.0, -0.5 + r), (-0.255, 0.1),
                                                        (0.255, 0.1)))
    core = (("M", 0, -0.2), ("L", 0.2, 0.05), ("L", 0, 0.22), ("L", -0.2, 0.05), ("Z",))
    return (*leaves, core, _stem(0.0, 0.19))


def _star(points: int = 5, inner: float = 0.4) -> tuple[Outline, ...]:
    steps: list[Step] = []
    for i in range(points * 2):
        radius = 0.5 if i % 2 == 0 else 0.5 * inner
        angle = -math.pi / 2 + i * math.pi / points
        steps.append(("M" if i == 0 else "L", radius * math.cos(angle),
                      radius * math.sin(angle) + 0.04))
    steps.append(("Z",))
    return (tuple(steps),)


def _crown(points: int) -> tuple[Outline, ...]:
    """A plain crown (3 points, kings) or a coronet (5 points, queens), a ball on each point."""
    top = -0.5 if points == 3 else -0.3
    steps: list[Step] = [("M", -0.5, 0.5)]
    balls = []
    for i in range(points):
        x = -0.5 + i / (points - 1)
        y = top if (points == 5 or i == 1) else -0.3
        if i > 0:
            steps.append(("L", x - 0.5 / (points - 1), 0.1))
        steps.append(("L", x, y + 0.12))
        balls.append((("E", x, y + 0.07, 0.09, 0.09),))
    steps += [("L", 0.5, 0.5), ("Z",)]
    return (tuple(steps), *balls)


def _pennant() -> tuple[Outline, ...]:
    """A cavalier's lance pennant: a staff with a swallow-tailed flag."""
    return ((
        ("M", -0.42, 0.5), ("L", -0.42, -0.5), ("L", 0.5, -0.28), ("L", 0.18, -0.14),
        ("L", 0.5, 0.0), ("L", -0.3, 0.0), ("L", -0.3, 0.5), ("Z",),
    ),)


def _lozenge() -> tuple[Outline, ...]:
    return ((("M", 0, -0.5), ("L", 0.32, 0), ("L", 0, 0.5), ("L", -0.32, 0), ("Z",)),)


_MAKERS = {
    "C": _club, "D": _diamond, "H": _heart, "S": _spade, "star": _star,
    "crown": lambda: _crown(3), "coronet": lambda: _crown(5), "pennant": _pennant,
    "lozenge": _lozenge,
}
#: every shape by name: a suit ("C", "D", "H", "S") or an ornament
SHAPES: dict[str, tuple[Outline, ...]] = {name: make() for name, make in _MAKERS.items()}
