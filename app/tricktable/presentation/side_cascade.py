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


def column_break(count: int, suits: list[int] | None, most_rows: int | None = None) -> int:
    """How many cards of an exposed hand go in the first of two columns: before its last suit
    (the trumps, laid last) where a column of ``most_rows`` cards still fits; else at the
    change of suit nearest the middle, when that leaves the longer column at most
    ``SUIT_BREAK_SLACK`` cards longer than an even split; else half (rounded up). Split by
    count alone, a suit lay in both columns and cards crossed from one to the other as the
    hand was played; split near the middle, a column of trumps began with the last plain
    cards (Q♦ over the 5★ in Nineteen for two)."""
    even = math.ceil(count / 2)
    if not suits or len(suits) != count:
        return even
    breaks = [i for i in range(1, count) if suits[i] != suits[i - 1]]
    if breaks and most_rows is not None and max(breaks[-1], count - breaks[-1]) <= most_rows:
        return breaks[-1]
    fits = [i for i in breaks if max(i, count - i) <= even + SUIT_BREAK_SLACK]
    return min(fits, key=lambda i: (max(i, count - i), i)) if fits else even


def cascade_places(count: int, card_h: float, area: Rect, gap: float,
                    lift: float = 0.0, suits: list[int] | None = None,
                    first: int | None = None, smallest: float | None = None
                    ) -> list[CardPlace]:
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
        most = None
        if smallest is not None:  # the longest column whose cards keep a readable index
            most = max((r for r in range(1, count + 1)
                        if _strip_height(h, area.h, r, lift) >= smallest), default=None)
        first = column_break(count, suits, most)
    rows = max(first, count - first)
    h = _strip_height(h, area.h, rows, lift)
    w = h * ASPECT
    total_w = cols * w + (cols - 1) * gap
    x0 = area.cx - total_w / 2 + w / 2
    # resting on the plate under the area, as a fan does: centred in a tall window's column the
    # cards hung 200 px above the plate that names them, next to the person's own plate
    tall = _step(h, area.h, rows, lift)
    y0 = area.bottom - (h + tall * (rows - 1)) + h / 2
    # the shorter column from the same top, its cards as far apart as the longer one's length
    # leaves (up to 0.7 of a card): at one step for both, the 5★ and the 7★ over the 18★
    # showed their corners alone beside a column twice as long
    short = min(first, count - first) if cols == 2 else rows
    steps = {rows: tall, short: min(_step(h, area.h, short, lift),
                                    tall * (rows - 1) / max(1, short - 1))}
    return [CardPlace(x0 + (i >= first) * (w + gap),
                      y0 + (i - first * (i >= first)) * steps[first if i < first
                                                               else count - first],
                      0.0, h) for i in range(count)]


def _strip_height(h: float, area_h: float, rows: int, lift: float) -> float:
    """The cards' height in a column of ``rows`` cards ``area_h`` high: ``h``, or smaller so
    that each card's strip shows the index and the lift of the card below, plus a pixel of
    edge."""
    if rows <= 1:
        return h
    return min(h, (area_h - (rows - 1) * (lift + 1.0)) / (1 + (rows - 1) * INDEX_FRAC))


def _step(h: float, area_h: float, rows: int, lift: float) -> float:
    """How far apart a column's ``rows`` cards of height ``h`` lie: up to 0.7 of a card where
    the column is tall (more of each face to read), at least the strip of the index."""
    if rows <= 1:
        return 0.0
    need = INDEX_FRAC * h + lift + 1.0
    return min(max(h * 0.7, need), (area_h - h) / (rows - 1))


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
