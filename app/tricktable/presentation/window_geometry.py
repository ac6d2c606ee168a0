"""Where the window sits, Qt-free: a first start's size and place, a saved place checked
against the screens, and a dialog's size and place kept on its screen (rectangles are
``(x, y, width, height)``, as the window's screens give them).
"""

from __future__ import annotations

Rect = tuple[int, int, int, int]

#: the share of the screen's free area a first start takes (centred)
FIRST_SHARE = 0.85
#: what a window's frame and title bar may take beyond its contents, left free on the screen
FRAME_W, FRAME_H = 40, 60
#: the main window's frame beyond its contents: its side borders, and its title bar with the
#: bottom border (a window restored on a screen keeps its frame on the screen too)
EDGE_W, EDGE_H = 16, 40


def dialog_size(area: Rect, width: int, height: int) -> tuple[int, int]:
    """A dialog's size: the ``width`` x ``height`` it asks for, or as much of it as ``area``
    holds with its frame. Why: sizes chosen for a laptop's screen put the Rules window's Close
    button (and the bottom of its scroll bar) below a 1024 x 640 screen."""
    return min(width, area[2] - FRAME_W), min(height, area[3] - FRAME_H)


def centred(area: Rect, width: int, height: int) -> tuple[int, int]:
    """The corner that centres a ``width`` by ``height`` window in ``area``."""
    return area[0] + (area[2] - width) // 2, area[1] + (area[3] - height) // 2


def window_minimum(area: Rect, min_w: int, min_h: int) -> tuple[int, int]:
    """The main window's least size on a screen whose free area is ``area``: ``min_w`` x
    ``min_h``, or the area less the window's frame where that is smaller. Why: on a 1366 x 768
    laptop scaled to 150% (911 x 512 in the window's pixels) a 960 x 600 minimum made the window
    larger than the screen: its title bar above the top edge, the hand below the bottom."""
    return max(1, min(min_w, area[2] - EDGE_W)), max(1, min(min_h, area[3] - EDGE_H))


def first_place(area: Rect, min_w: int, min_h: int) -> Rect:
    """The first start's window (its contents: x, y, width, height): 85% of the screen's free
    area, never under the window's minimum, centred with its frame and title bar (centred
    alone, a window as large as a small screen had its title bar above the top edge)."""
    w = max(min_w, min(area[2], round(area[2] * FIRST_SHARE)))
    h = max(min_h, min(area[3], round(area[3] * FIRST_SHARE)))
    x, y = centred(area, w + EDGE_W, h + EDGE_H)
    return x + EDGE_W // 2, y + EDGE_H - EDGE_W // 2, w, h
