"""An exposed hand at the side of the table (a dummy read all through the play): its cards
in one or two upright columns, each card's index in sight, and the room its column leaves the
person's plate under it.

Why a module of its own: the cascade's arithmetic (which card goes in which column, how far
apart, how small before an index is cut) is checked for every hand size at every window size,
and it had outgrown the main layout module. Pure Python, no Qt.
"""

from __future__ import annotations

import math

from .plane import ASPECT, CardPlace, Rect

#: a face-up dummy's column at the left ends this share of a plate higher, so that the person's
#: plate under it can grow for its notes (a declarer's call and declarations were cut: "Called
#: the 18★ …")
NOTES_ROOM = 0.6
#: an exposed hand's two columns break between suits when the longer is at most this many
#: cards longer than an even split (a card's strip then shrinks by a few pixels at most)
SUIT_BREAK_SLACK = 2
DUMMY_STEP_Y = 0.28       # vertical cascade of a dummy at the side: the top of each card shows
#: a card's corner index (rank above its suit mark) ends this far down the card (card_face_plan:
#: INDEX_TOP + INDEX_CAP + INDEX_GAP + INDEX_SUIT = 0.295); a cascaded card shows at least that
INDEX_FRAC = 0.30


def column_break(count: int, suits: list[int] | None) -> int:
    """How many cards of an exposed hand go in the first of two columns: at the change of
    suit nearest the middle, when that leaves the longer column at most ``SUIT_BREAK_SLACK``
    cards longer than an even split; else half (rounded up). Split by count alone, a suit lay
    in both columns and cards crossed from one to the other as the hand was played."""
    even = math.ceil(count / 2)
    if not suits or len(suits) != count:
        return even
    breaks = [i for i in range(1, count) if suits[i] != suits[i - 1]]
    fits = [i for i in breaks if max(i, count - i) <= even + SUIT_BREAK_SLACK]
    return min(fits, key=lambda i: (max(i, count - i), i)) if fits else even


def cascade_places(count: int, card_h: float, area: Rect, gap: float,
                    lift: float = 0.0, suits: list[int] | None = None,
                    first: int | None = None) -> list[CardPlace]:
    """An exposed hand at the side: upright face-up cards in one or two columns, each card's
    top strip showing its whole index even while the card below it is lifted by the pointer
    (the strip is what a player reads and clicks); smaller cards rather than a cut index.
    Two columns break between suits where they can (:func:`column_break`), or after ``first``
    cards, two columns kept whatever the count (a hand being played keeps each card in its
    column: split anew at each card, suits swapped columns and merged into one)."""
    h = card_h
    w = h * ASPECT
    # two columns as soon as a hand is more than a few cards, when they fit across: each card
    # then shows more than its index (one tall column left a strip of 7 px at 1024x640)
    two = 2 * w + gap <= area.w + 0.5
    cols = 2 if two and (first is not None or count > 6
                         or h * (1 + DUMMY_STEP_Y * (count - 1)) > area.h) else 1
    if cols == 1:
        first = count
    elif first is None:
        first = column_break(count, suits)
    rows = max(first, count - first)
    if rows > 1:
        # the strip: the index and the lift of the card below, plus a pixel of edge
        h = min(h, (area.h - (rows - 1) * (lift + 1.0)) / (1 + (rows - 1) * INDEX_FRAC))
        w = h * ASPECT
    need = INDEX_FRAC * h + lift + 1.0
    # up to 0.7 of a card apart where the column is tall: more of each face to read
    step = 0.0 if rows <= 1 else min(max(h * 0.7, need), (area.h - h) / (rows - 1))
    total_w = cols * w + (cols - 1) * gap
    x0 = area.cx - total_w / 2 + w / 2
    # resting on the plate under the area, as a fan does: centred in a tall window's column the
    # cards hung 200 px above the plate that names them, next to the person's own plate
    y0 = area.bottom - (h + step * (rows - 1)) + h / 2
    return [CardPlace(x0 + (i >= first) * (w + gap), y0 + (i - first * (i >= first)) * step,
                      0.0, h) for i in range(count)]


def notes_room(hand_h: float, room: float, card_h: float, width: float, gap: float,
               lift: float, max_hand: int, smallest: float) -> float:
    """How much higher a face-up dummy's column at the left ends, for the person's plate under
    it to grow for its notes: ``room``, half of it, or none, as much as still leaves the dummy's
    fullest cascade cards at least ``smallest`` high (a readable rank; the smallest windows
    have nothing to spare)."""
    for share in (room, room / 2):
        area = Rect(0.0, 0.0, width, hand_h - share)
        if cascade_places(max_hand, card_h, area, gap, lift)[0].height >= smallest:
            return share
    return 0.0
