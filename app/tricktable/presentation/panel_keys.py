"""Where the arrow keys go among the decision panel's buttons laid out in rows: Up and Down to
the nearest button in the row above or below, Left and Right to the nearest one beside in the
same row. Plain geometry on the buttons' boxes, which ``ui/action_panel.py`` hands in, so that
it can be checked without a window (and the panel's module keeps within its size)."""

from __future__ import annotations

#: a button's box: left, top, right, bottom, the last two inclusive (as Qt's ``QRect``); None
#: for a button the keys do not land on (the focused one, a greyed or a hidden one)
Box = tuple[int, int, int, int]


def _centre(box: Box) -> tuple[int, int]:
    """The box's centre, rounded down as Qt's ``QRect.center`` rounds it."""
    return (box[0] + box[2]) // 2, (box[1] + box[3]) // 2


def row_step(here: Box, boxes: list[Box | None], down: bool) -> int | None:
    """Up or Down from ``here``: the index in ``boxes`` of the nearest button in the row below
    (``down``) or above (a grid of bids, the stock's choices one over the other); None when
    there is none. The nearest row holds the buttons within half a button's height of the
    nearest one; in it the button nearest across is taken."""
    hx, hy = _centre(here)
    half = (here[3] - here[1] + 1) / 2
    rows = []
    for i, box in enumerate(boxes):
        if box is None:
            continue
        x, y = _centre(box)
        dy = y - hy
        if (dy > half) if down else (dy < -half):
            rows.append((abs(dy), abs(x - hx), i))
    if not rows:
        return None
    near = min(r[0] for r in rows)
    row = [r for r in rows if r[0] <= near + half]
    return min(row, key=lambda r: r[1])[2]


def beside_step(here: Box, boxes: list[Box | None], right: bool) -> int | None:
    """Left or Right from ``here``: the index in ``boxes`` of the nearest button beside it in
    its row (centres within half a button's height); None at the row's end."""
    hx, hy = _centre(here)
    half = (here[3] - here[1] + 1) / 2
    beside = [i for i, box in enumerate(boxes) if box is not None
              and abs(_centre(box)[1] - hy) < half
              and ((box[0] >= here[2]) if right else (box[2] <= here[0]))]
    if not beside:
        return None
    return min(beside, key=lambda i: abs(_centre(boxes[i])[0] - hx))


#: the keyboard's ring round a focused button: a dark line and a white one side by side, the
#: one that stands out from the button's fill inside (a picked choice's gold, where the gold
#: edge of the focus vanished; the summary's cream, where it was faint; the accent, the felt)
DARK_RING, LIGHT_RING = (24, 24, 24, 255), (255, 255, 255, 255)

#: one ring line: left, top, width, height, corner radius, ink (RGBA) and pen width
Ring = tuple[float, float, float, float, float, tuple[int, int, int, int], float]


def luminance(rgb: tuple[int, ...]) -> float:
    """A colour's relative luminance (WCAG), from its 0-255 red, green and blue."""
    ch = [v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in rgb[:3]]
    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]


def focus_rings(w: float, h: float, radius: float, fill: tuple[int, ...],
                on_light: bool, line: float = 2.0) -> list[Ring]:
    """The two lines of the ring in a ``w`` x ``h`` button whose corners are ``radius``
    round and whose ``fill`` (RGBA) lies on a light card (``on_light``) or the dark panel:
    outside, the line that stands out from what lies around; inside, next to the fill, the
    one of the two that stands out from it more (a see-through fill counts as the card)."""
    seen = fill if fill[3] >= 128 else ((247, 244, 232) if on_light else (20, 40, 30))
    dark_inside = luminance(seen) > 0.18  # nearer white than black, by contrast ratio
    inks = (LIGHT_RING, DARK_RING) if dark_inside else (DARK_RING, LIGHT_RING)
    rings = []
    for k, ink in enumerate(inks):
        inset = line * (k + 0.5)
        rings.append((inset, inset, w - 2 * inset, h - 2 * inset,
                      max(0.0, radius - line * k), ink, line))
    return rings
