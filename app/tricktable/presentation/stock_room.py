"""Where a stock lies when its cards are face up all through the play: its slot in the top band
and the free felt under that slot, in the top corner where the cards are read best.

Why: Nineteen's sets laid face up belong to the defenders and are public for the whole hand. In
the band's slot alone they were a face-down fan's size, four cards in 130 px: at 1024x640 the
3★ and the 20★ showed an index 8 px high over a sliver of face. The row now takes the felt
under the slot down to the first hand, plate or centre below it, and the top-left corner
instead where the right one leaves no readable size (three players: a dummy's column at the
right reaches up to the band). Pure arithmetic, no Qt: the layout asks it, the tests measure it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .plane import ASPECT, CardPlace, Rect

#: a face-up row in the stock: each card at least this far from the next (a share of its
#: width), its whole index in sight, two-figure trumps too
STOCK_INDEX_STEP = 0.38
#: ... and at most this far: more of each face in sight where the room is wide (the sets
#: examined before the play lie 0.62 apart too)
ROW_STEP_MOST = 0.62
#: the cards of a face-up stock are at most this share of the person's (a dummy's size)
ROW_CARD_FRAC = 0.8
#: the most cards a stock shows face up during the play (Nineteen's Preferred One: five
#: sets of one), the row a corner is chosen for
FACE_UP_MOST = 5


def room_below(slot: Rect, under: Sequence[Rect], gap: float) -> Rect:
    """``slot`` grown downward to ``gap`` above the first of ``under`` that lies in its columns
    below it (the felt between is free), never shorter than the slot."""
    tops = [r.y for r in under
            if r.x < slot.right and r.right > slot.x and r.bottom > slot.bottom]
    floor = min(tops, default=slot.bottom + gap) - gap
    return Rect(slot.x, slot.y, slot.w, max(slot.h, floor - slot.y))


def row_places(room: Rect, band_h: float, count: int, most_h: float) -> list[CardPlace]:
    """A face-up row of ``count`` cards in ``room``: as large as the room allows up to
    ``most_h``, each card at least ``STOCK_INDEX_STEP`` of a width from the next (its index
    whole), centred across the room and in the band (``band_h``) when they fit in it, else
    hanging from the band's top into the felt under it."""
    if count <= 0:
        return []
    h = min(most_h, room.h, room.w / (ASPECT * (1 + STOCK_INDEX_STEP * (count - 1))))
    w = h * ASPECT
    step = 0.0 if count <= 1 else min(w * ROW_STEP_MOST, (room.w - w) / (count - 1))
    x0 = room.cx - step * (count - 1) / 2
    cy = room.y + max(h, band_h) / 2
    return [CardPlace(x0 + i * step, cy, 0.0, h) for i in range(count)]


def stock_corner(right: Rect, left: Rect | None, under: Sequence[Rect], gap: float,
                 most_h: float, readable_h: float) -> tuple[Rect, Rect]:
    """The stock's slot and its room (:func:`room_below`): at ``right`` (its place beside the
    centre badge), unless a row of ``FACE_UP_MOST`` cards there would be smaller than
    ``readable_h`` (the height whose index is the smallest read) and ``left`` (the top-left
    corner, when there is one) gives larger cards."""
    room = room_below(right, under, gap)
    if left is None or left.w <= 0:
        return right, room

    def card_h(r: Rect) -> float:
        return row_places(r, right.h, FACE_UP_MOST, most_h)[0].height

    other = room_below(left, under, gap)
    if card_h(room) < readable_h and card_h(other) > card_h(room) + 0.5:
        return left, other
    return right, room
