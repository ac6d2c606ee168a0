"""Where the final standings box goes at a game's end: on the felt, beside the last deal's
summary, shrunk until it fits there.

Why its own arithmetic: placed beside the summary with only the screen's edge as its limit, the
box lay over the score panel beside the table (at 1280 x 720 the last deals' scores were hidden
while the standings were up), and at 1024 x 640 it found room nowhere and covered the summary's
rows. The felt around the summary is the only room it has; when the box is too large for any of
it, it is drawn smaller (``SCALES``) rather than laid over something. Plain numbers, in screen
pixels, so every window size can be checked without a window.
"""

from __future__ import annotations

from collections.abc import Sequence

#: a rectangle: x, y, width, height
Box = tuple[int, int, int, int]

#: the box's text sizes tried, largest first, down to where its smallest words reach
#: ``MIN_TEXT_PX`` (``scales``)
SCALES = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6)
#: the box is made this much smaller, not more, to keep it off the players' plates
CLEAR_OF_PLATES = 0.85
#: no word of the box smaller than this (the summary card's own floor)
MIN_TEXT_PX = 9
#: between the box and the summary card, and the box and the felt's edge
GAP = 8


#: the box as made is tried this much smaller before it is wrapped narrow beside the summary:
#: narrow first, at 1280 x 720 it stood 152 px wide over East's plate, its heading on two
#: lines and its title bar cut to "He… le", with room above the summary for it a little smaller
WIDE_BEFORE_NARROW = 0.72


def tries(sizes: list[float]) -> list[tuple[float, bool, bool]]:
    """(scale, off the plates, narrow) in the order the box is tried: off the players' plates
    if a little smaller text allows (``CLEAR_OF_PLATES``), as made before wrapped narrow, then
    over the plates as made down to ``WIDE_BEFORE_NARROW``, then narrow, then smaller still."""
    clear = [s for s in sizes if s >= CLEAR_OF_PLATES]
    wide = [s for s in sizes if s >= WIDE_BEFORE_NARROW]
    return ([(s, True, False) for s in clear] + [(s, True, True) for s in clear]
            + [(s, False, False) for s in wide] + [(s, False, True) for s in sizes]
            + [(s, False, False) for s in sizes if s not in wide])


def scales(smallest_px: int) -> list[float]:
    """The ``SCALES`` that keep text of ``smallest_px`` pixels at ``MIN_TEXT_PX`` or more (the
    first always: text already small is not made smaller)."""
    return [s for i, s in enumerate(SCALES) if not i or round(smallest_px * s) >= MIN_TEXT_PX]


def overlap(a: Box, b: Box) -> bool:
    """Whether ``a`` and ``b`` share any pixel."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def clip(felt: Box, screen: Box) -> Box:
    """The part of ``felt`` on ``screen`` (a window larger than its screen has felt the person
    cannot see); the whole felt when none of it is."""
    x0, y0 = max(felt[0], screen[0]), max(felt[1], screen[1])
    x1 = min(felt[0] + felt[2], screen[0] + screen[2])
    y1 = min(felt[1] + felt[3], screen[1] + screen[3])
    return (x0, y0, x1 - x0, y1 - y0) if x1 > x0 and y1 > y0 else felt


def areas(felt: Box, card: Box) -> list[Box]:
    """The felt's free room around the summary ``card``, best first: above it (where the eye
    goes on from the summary's headline), under it, on its right, on its left; each ``GAP``
    from the card and the felt's edges."""
    fx, fy, fw, fh = felt
    cx, cy, cw, ch = card
    left, right, top, bottom = fx + GAP, fx + fw - GAP, fy + GAP, fy + fh - GAP
    found = [(left, top, right - left, cy - GAP - top),
             (left, cy + ch + GAP, right - left, bottom - (cy + ch + GAP)),
             (cx + cw + GAP, top, right - (cx + cw + GAP), bottom - top),
             (left, top, cx - GAP - left, bottom - top)]
    return [a for a in found if a[2] > 0 and a[3] > 0]


def spot(area: Box, size: tuple[int, int], card: Box, avoid: Sequence[Box] = (),
         strict: bool = False) -> tuple[int, int] | None:
    """Where a box of ``size`` lies in ``area``: as near the card's middle as the area allows,
    and off every rectangle of ``avoid`` (the players' plates, which say their totals) when a
    place in the area is (``strict``: only then); None when the area is too small for it."""
    w, h = size
    ax, ay, aw, ah = area
    if w > aw or h > ah:
        return None

    def within(x: int, y: int) -> tuple[int, int]:
        return min(max(x, ax), ax + aw - w), min(max(y, ay), ay + ah - h)

    # nearest the card: the bottom of an area above it, the top of one under it, the middle
    # of one beside it
    mid_x, mid_y = card[0] + card[2] // 2 - w // 2, card[1] + card[3] // 2 - h // 2
    y = ay + ah - h if ay + ah <= card[1] else ay if ay >= card[1] + card[3] else mid_y
    first = within(mid_x, y)
    tries = [first]
    for ox, oy, ow, oh in avoid:  # slid clear of each plate, across then up and down
        tries += [within(ox + ow + GAP, first[1]), within(ox - GAP - w, first[1]),
                  within(first[0], oy + oh + GAP), within(first[0], oy - GAP - h)]
    for x, y in tries:
        if not any(overlap((x, y, w, h), o) for o in avoid):
            return x, y
    return None if strict else first


def fitted(size: tuple[int, int], felt: Box, card: Box, avoid: Sequence[Box] = (),
           strict: bool = False) -> tuple[int, int] | None:
    """The box's corner in the first of ``areas`` that holds it (off ``avoid``, if
    ``strict``), or None."""
    for area in areas(felt, card):
        at = spot(area, size, card, avoid, strict)
        if at is not None:
            return at
    return None


def last_resort(size: tuple[int, int], felt: Box, words_bottom: int) -> tuple[int, int]:
    """With no room around the summary even at the smallest text (a felt smaller than the
    window's least size): under the summary's last words, over its buttons (the box has its
    own "Play again"), within the felt as far as it goes."""
    w, h = size
    fx, fy, fw, fh = felt
    x = fx + max(0, (fw - w) // 2)
    y = min(words_bottom + GAP, fy + fh - h)
    return x, max(fy, y)
