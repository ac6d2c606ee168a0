"""Where the toast goes on the felt (a hint, a refusal, the table's words of the moment), without
Qt: above the decision panel or the hand, as wide as the free felt lets it be, clear of the
players' plates and the person's hand, and never over a hand lying face up (a dummy's).

Why apart from ``felt_places`` (which re-exports these names): that module had reached the 600
lines a module may have. Why the face-up hands: in Nineteen for two at 1600 x 900 with the
scores open, the long hint (H twice at the discard) was moved sideways past North's plate and
lay over the right-hand dummy's cards, the person's partner, the cards most needed while
discarding (a tester).
"""

from __future__ import annotations

from collections.abc import Sequence

from .layout import Rect, TableLayout


def face_up_hands(lay: TableLayout) -> list[Rect]:
    """The hands a toast must never lie over: the dummies' (face up, or to be), not the
    person's own, which the toast keeps clear of as it does of the plates."""
    return [seat.hand for seat in lay.seats
            if seat.position in lay.dummies and seat.position != lay.viewer]


def _room_between_face_up(lay: TableLayout, panel_top: float | None) -> float:
    """The widest a toast centred on its slot may be and lie over no side hand lying face up
    beside the felt it may take (from the felt's top down to the panel, or to the hand when no
    panel is up)."""
    bottom = panel_top if panel_top is not None else lay.panel.bottom
    left, right = lay.margin, lay.width - lay.margin
    for seat in lay.seats:
        if seat.side not in ("left", "right") or seat.position not in lay.dummies \
                or seat.position == lay.viewer or seat.hand.y >= bottom:
            continue
        if seat.side == "left":
            left = max(left, seat.hand.right + lay.gap)
        else:
            right = min(right, seat.hand.x - lay.gap)
    return max(lay.gap, min(right - lay.toast.cx, lay.toast.cx - left) * 2)


def toast_centre(lay: TableLayout, h: float, panel_top: float | None,
                 w: float | None = None) -> tuple[float, float]:
    """The toast's centre: above the decision panel when one is up (its top ``panel_top``; it
    may come after the toast), else above the hand; and clear of the players' plates and the
    person's hand (``clear_of_plates``; ``w``: its width, the slot's when not given), never
    moved over a face-up hand to get there."""
    y = lay.panel.bottom - h / 2 - lay.gap
    if panel_top is not None:
        y = panel_top - h / 2 - lay.gap
    top = max(h / 2 + lay.margin, y)
    return clear_of_plates(lay, lay.toast.cx, top, lay.toast.w if w is None else w, h,
                           y + h / 2, face_up_hands(lay))


def toast_clear(lay: TableLayout, h: float, panel_top: float | None, w: float) -> bool:
    """Whether a ``w`` x ``h`` toast lies over no plate as drawn at its least (the room a plate
    may grow into is kept free where it can be: ``clear_of_plates``), nor the person's hand,
    nor a face-up hand, where ``toast_centre`` puts it, and over none of the panel it speaks
    of."""
    box = Rect.around(*toast_centre(lay, h, panel_top, w), w, h)
    taken = [seat.plate for seat in lay.seats] + [lay.seat(lay.viewer).hand] + \
        face_up_hands(lay)
    return not any(box.intersects(r) for r in taken) and \
        (panel_top is None or box.bottom <= panel_top + 0.5)


def toast_width(lay: TableLayout, panel_top: float | None, over_hands: bool = True) -> float:
    """The widest a toast may be: its slot's width (the panel's column), or above a panel, where
    the side seats' plates lie lower down, the felt's width between the side seats' cards, or
    (``over_hands``) between their plates, over their face-down cards; never wider than the
    room between the side hands lying face up, narrower than the slot where it must be (and so
    taller). Why: a long hint as narrow as the panel's column stood so tall above Barbu's
    contract panel that it reached North's plate at 1920 x 1080; as wide as the free felt it
    is shorter. Over the side hands only where it must (``toast_clear``): three testers found
    the hint's figures covering West's and East's cards; and a dummy's never."""
    room = _room_between_face_up(lay, panel_top)
    if panel_top is None:
        return min(lay.toast.w, room)
    top = max((seat.plate.bottom for seat in lay.seats if seat.side == "top"),
              default=lay.margin)
    left, right = lay.margin, lay.width - lay.margin
    for seat in lay.seats:
        if seat.side not in ("left", "right"):
            continue
        # a face-down hand may lie under it for the time it is read; a dummy's cards may not
        hand = [seat.hand] if seat.position in lay.dummies or not over_hands else []
        for r in (seat.plate_room or seat.plate, *hand):
            if r.y < panel_top and r.bottom > top:  # beside the band above the panel
                if seat.side == "left":
                    left = max(left, r.right + lay.gap)
                else:
                    right = min(right, r.x - lay.gap)
    return min(room, max(lay.toast.w, min(right - lay.toast.cx, lay.toast.cx - left) * 2))


def _plates_and_hand(lay: TableLayout) -> list[Rect]:
    """What words on the felt must not hide: every seat's plate with the room it may grow
    into, and the person's hand."""
    taken = [seat.plate_room or seat.plate for seat in lay.seats]
    if lay.seats:
        taken.append(lay.seat(lay.viewer).hand)
    return taken


def clear_of_plates(lay: TableLayout, x: float, y: float, w: float, h: float,
                    lowest: float | None = None,
                    keep_off: Sequence[Rect] = ()) -> tuple[float, float]:
    """A ``w`` x ``h`` box centred at ``x, y`` moved off the plates and the person's hand:
    sideways past a plate it would lie over (the nearer way that stays on the felt and over
    nothing else), else down under it where its bottom stays above ``lowest`` (the panel it
    speaks of is not covered instead), else where it was (nowhere is clear). Never moved over
    any of ``keep_off`` (the face-up hands: moved past North's plate, the long hint lay over a
    dummy's cards). Why: a long hint above Barbu's tall contract panel lay over North's plate,
    its name and its score, at 1920 x 1080."""
    taken = _plates_and_hand(lay)

    def hits(cx: float, cy: float, among: Sequence[Rect]) -> list[Rect]:
        return [r for r in among
                if abs(cx - r.cx) * 2 < w + r.w and abs(cy - r.cy) * 2 < h + r.h]

    def free(cx: float, cy: float) -> bool:
        return not hits(cx, cy, taken) and not hits(cx, cy, keep_off)

    hit = hits(x, y, taken)
    if not hit:
        return x, y
    low, high = lay.margin + w / 2, lay.width - lay.margin - w / 2
    # past the plate each way, kept on the felt (a wide box clamped there may still clear it)
    spots = [(min(max(cx, low), high), y) for cx in
             (min(r.x for r in hit) - lay.gap - w / 2, max(r.right for r in hit) + lay.gap + w / 2)]
    spots = [(cx, cy) for cx, cy in spots if free(cx, cy)]
    if spots:
        return min(spots, key=lambda s: abs(s[0] - x))
    below = (x, max(r.bottom for r in hit) + lay.gap + h / 2)
    fits = lowest is None or below[1] + h / 2 <= lowest + 0.5
    return below if fits and free(*below) else (x, y)
