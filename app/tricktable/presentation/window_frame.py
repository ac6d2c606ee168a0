"""The main window's saved place checked against its screens with the frame its window manager
really gave it, Qt-free (rectangles are ``(x, y, width, height)``; margins are the frame's
``(left, top, right, bottom)`` beyond the contents).

Why apart from ``window_geometry``: the place kept is the contents' corner, and the checks
that keep the window on its screen guessed a frame around it (8 pixels at the sides, 32 above).
Under openbox the frame is 1 pixel at the sides and 19 above: a window left near an edge was
pushed inward at the next start (its contents at y 20 came back at 32, at x 1 at 8), and a
window moved to frame 10, 5 came back at 41, 51 with its bottom and status bar off the screen.
The frame measured as the window was shown, moved or closed is used; a guess only before one
was ever measured, and never to move a window whose contents are whole on the screen.
"""

from __future__ import annotations

from .window_geometry import EDGE_H, EDGE_W, Rect, centred

Margins = tuple[int, int, int, int]

#: the frame guessed before one was measured: ``first_place``'s (sides and bottom, title bar)
GUESSED: Margins = (EDGE_W // 2, EDGE_H - EDGE_W // 2, EDGE_W // 2, EDGE_W // 2)
#: the widest frame margin believed: a larger one is a measurement gone wrong
MOST = 200


def kept_margins(saved: dict) -> Margins | None:
    """The frame kept in ``saved`` (its ``frame``), None when none was ever measured or it is
    not four margins of 0 to ``MOST`` pixels."""
    frame = saved.get("frame")
    if not isinstance(frame, (list, tuple)) or len(frame) != 4:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MOST
               for v in frame):
        return None
    left, top, right, bottom = frame
    return left, top, right, bottom


def measured(frame: Rect, contents: Rect) -> Margins | None:
    """The frame's margins around the contents, from the window's frame and contents
    rectangles; None while it has no frame (the two alike: not framed yet, or no window
    manager) or the margins cannot be a frame's."""
    fx, fy, fw, fh = frame
    x, y, w, h = contents
    margins = (x - fx, y - fy, fx + fw - x - w, fy + fh - y - h)
    if frame == contents or not all(0 <= m <= MOST for m in margins):
        return None
    return margins


def _inside(rect: Rect, screen: Rect) -> bool:
    x, y, w, h = rect
    sx, sy, sw, sh = screen
    return sx <= x and sy <= y and x + w <= sx + sw and y + h <= sy + sh


def _most_of(screens: list[Rect], x: int, y: int, width: int) -> Rect | None:
    """The screen that holds most of the row of pixels from ``x``, ``y``, ``width`` long;
    None when none holds any of it."""
    def held(s: Rect) -> int:
        if not s[1] <= y < s[1] + s[3]:
            return 0
        return max(0, min(x + width, s[0] + s[2]) - max(x, s[0]))
    best = max(screens, key=held, default=None)
    return best if best is not None and held(best) > 0 else None


def placed(saved: dict, area: Rect, screens: list[Rect], min_w: int, min_h: int
           ) -> Rect | None:
    """The window's contents as they were left (``x``, ``y``, ``width``, ``height`` of
    ``saved``), on the screen that holds most of its title bar (else of its contents' top),
    moved and shrunk as little as it takes for its frame (``kept_margins``, else ``GUESSED``)
    to lie whole on that screen, never under the window's minimum. A window whose frame is
    whole on its screen is not moved; nor, with the frame only guessed, one whose contents
    are. None when no place was saved (a first start); a place off every screen (a monitor
    unplugged) is centred in ``area``."""
    if "x" not in saved or "y" not in saved:
        return None
    kept = kept_margins(saved)
    left, top, right, bottom = kept or GUESSED
    x, y = int(saved["x"]), int(saved["y"])
    width, height = int(saved.get("width", 1280)), int(saved.get("height", 800))
    fx, fy = x - left, y - top
    # the screen that holds most of its title bar, else of its contents' top row (a title
    # bar above the screen's top edge: brought down to it, not centred as if off every
    # screen; nor one half off the screen's left edge)
    home = _most_of(screens, fx, fy + top // 2, width + left + right) \
        or _most_of(screens, x, y, width)
    if home is not None and kept is None and _inside((x, y, width, height), home):
        return x, y, width, height
    sx, sy, sw, sh = home or area
    width = max(min_w, min(width, sw - left - right))
    height = max(min_h, min(height, sh - top - bottom))
    if home is None:
        cx, cy = centred(area, width + left + right, height + top + bottom)
        return cx + left, cy + top, width, height
    fx = max(sx, min(fx, sx + sw - width - left - right))
    fy = max(sy, min(fy, sy + sh - height - top - bottom))
    return fx + left, fy + top, width, height
