"""Where everything lies on the table, as a pure function of the table's shape and the view size
(``table_layout``); the record it fills, its sizes and card places are in
:mod:`~tricktable.presentation.table_geometry`, whose names this module also gives its users.

Why a Qt-free module: the geometry is the part of the table most likely to go wrong at some window
size (a hand clipped at 1024x640, a plate under the trick at 4K), and as plain arithmetic it can be
checked for every size and player count in milliseconds, without painting anything. The scene only
asks this module for rectangles and card places and puts its items there.
"""

from __future__ import annotations

from collections.abc import Sequence

from .layout_dominoes import labelled_rows
from .plane import ASPECT, CardPlace, Rect, bounds_of
from .side_cascade import INDEX_FRAC, NOTES_ROOM, notes_room
from .stock_room import ROW_CARD_FRAC, STOCK_INDEX_STEP, stock_corner
from .table_geometry import (
    CARD_FRAC,
    DUMMY_SIDE_FRAC,
    DUMMY_VISIBLE,
    INDEX_W_FRAC,
    MAX_TEXT_SCALE,
    MIN_CARD_H,
    MIN_INDEX_CAP_PX,
    MIN_VISIBLE,
    OPP_FRAC,
    OPP_VISIBLE,
    SIDES,
    TRICK_ROT,
    USUAL_TEXT_PX,
    SeatGeometry,
    TableLayout,
    arc_places,
)

#: three hands: the left and right cards of a trick lie at most this many card widths from the
#: middle (their centres), toward their players
SIDE_REACH = 2.8
#: ... their outer edge (half a card, turned, and its shadow) at least this far inside the centre
SIDE_EDGE = 0.65
#: ... and their centres this many card heights above the person's card's: at most (its top
#: level with their feet: a triangle, the person's card the nearest its hand), and at least
#: (the shape the trick keeps in a centre too short for more)
D_HIGH = 1.0
D_LOW = 0.56
#: four hands: how far (card heights) the person's card of a trick may lie below its place in
#: the middle of the centre, toward their hand
FOUR_DROP = 0.55

#: also the layout's words, for its users
__all__ = ["ASPECT", "INDEX_FRAC", "INDEX_W_FRAC", "MAX_TEXT_SCALE", "MIN_CARD_H",
           "MIN_INDEX_CAP_PX", "MIN_VISIBLE", "STOCK_INDEX_STEP", "TRICK_ROT", "CardPlace", "Rect",
           "SeatGeometry", "TableLayout", "bounds_of", "exposed_sides", "side_of", "table_layout",
           "text_scale"]


# ------------------------------------------------------------------------------ the layout
def three_hand_trick(centre: Rect, floor: float, widest: float, least: float, gap: float,
                     fallback: float) -> tuple[float, float, float, float | None]:
    """A trick of three hands: its cards' height, how far out the side cards lie (card widths
    from the middle), how far above the person's card (card heights), and the person's card's
    centre line. The person's card rests on ``floor`` (over the toast's slot above the hand),
    the side cards in the ``centre``, as high above it as ``D_HIGH`` and the centre allow;
    the cards as large as ``widest`` (the centre's width, the person's cards' size), smaller
    down to ``least`` where the centre is short. Where even that fails (a tiny view), the
    cards are ``fallback`` high and the shape ``D_LOW`` is centred in the centre (None)."""

    def reach(size: float) -> float:
        return max(1.12, min(SIDE_REACH, (centre.w / 2 - gap) / (size * ASPECT) - SIDE_EDGE))

    size = widest
    while True:
        own = CardPlace(0.0, 0.0, TRICK_ROT["bottom"], size).bounds().h / 2
        side = CardPlace(0.0, 0.0, TRICK_ROT["left"], size).bounds().h / 2
        y = floor - own
        most = (y - side - 0.06 * size - centre.y) / size   # the side cards' tops in the centre
        least_rise = (y + side - centre.bottom) / size      # ... and their feet
        rise = min(D_HIGH, most)
        if rise >= max(D_LOW, least_rise):
            return size, reach(size), rise, y
        if size <= least:
            return fallback, reach(fallback), D_LOW, None
        size = max(least, size * 0.98)


def text_scale(text_px: float) -> float:
    """The felt's text scale for a desktop whose text is ``text_px`` pixels high (1 up to the
    usual size, then in proportion, at most ``MAX_TEXT_SCALE``)."""
    return min(MAX_TEXT_SCALE, max(1.0, text_px / USUAL_TEXT_PX))


#: the most height the table takes, as a share of its width: a taller felt (a screen turned
#: upright, a window made narrow) keeps the table at this shape, in the middle of the felt.
#: Stretched to the whole height, the hands and the trick lay far apart down a long felt, the
#: person's card a long way from the others' (1100 x 1800: a screen's height between the top
#: hand and the person's); the cards' size is set by the width there in any case. Three hands,
#: with nobody across, leave the upper felt bare at 1.1: their table is flatter
TALLEST = 1.1
TALLEST_THREE = 0.8
#: the most width the table takes, as a share of its height: on a screen twice as wide as a
#: usual one (21:9, 32:9) the side players' hands lay at the felt's far edges, a screen's
#: width from the trick; a usual window (16:10, 16:9, with the score panel) is narrower
WIDEST = 1.9


def table_area(width: float, height: float, positions: int = 4
               ) -> tuple[float, float, float, float]:
    """Where the table of ``positions`` hands lies on a felt of ``width`` x ``height``: (left,
    top, width, height), the whole felt up to ``TALLEST`` times as tall as it is wide and
    ``WIDEST`` times as wide as it is tall, else that much of it in the middle."""
    tallest = TALLEST_THREE if positions == 3 else TALLEST
    h = min(float(height), float(width) * tallest)
    w = min(float(width), h * WIDEST)
    return (float(width) - w) / 2, (float(height) - h) / 2, w, h


def side_of(position: int, viewer: int, positions: int) -> str:
    """Which side of the screen a position sits on, the viewer being at the bottom."""
    return SIDES[positions][(position - viewer) % positions]


def exposed_sides(positions: int, views: Sequence[int], dummies: Sequence[int]
                  ) -> list[set[str]]:
    """The sides where the ``dummies`` lie face up in each of the table's ``views`` (the
    positions at the bottom of one of them)."""
    return [{side_of(d, v, positions) for d in dummies if d != v} for v in views]


def table_layout(positions: int, width: float, height: float, *, viewer: int = 0,
                 dummies: tuple[int, ...] | list[int] = (), max_hand: int = 13,
                 dpr: float = 1.0, text_scale: float = 1.0, views: Sequence[int] = ()
                 ) -> TableLayout:
    """The table's geometry for ``positions`` hands (2 to 4) in a ``width`` x ``height`` view.

    ``dummies`` are positions whose hand may lie face up in front of them (their areas are sized
    for that); ``max_hand`` is the most cards a hand holds at once (a declarer who took the stock
    holds more), so the person's arc is sized for the worst case and never moves off screen.
    ``dpr``: screen pixels per view pixel; the readable floors are screen pixels (at 150% an
    80 px floor in view pixels left the top plate over the trick of a laptop's 911 x 512).
    ``text_scale``: how much larger than usual the desktop's text is (``text_scale``).
    ``views``: the other positions whose view the table shows in turn (a shared table's
    persons): the badge and the stock keep one place in all of them.
    """
    if positions not in SIDES:
        raise ValueError(f"the table seats 2 to 4 positions, not {positions}")
    W, H = float(max(width, 200)), float(max(height, 150))
    dummies = tuple(sorted(set(dummies)))
    max_hand = max(1, int(max_hand))
    dpr = max(1.0, float(dpr))
    min_h = MIN_CARD_H / dpr
    # card height: a share of the height, but leave room across for the side columns and the hand
    u = max(min_h, min(CARD_FRAC * H, W / 8.2))
    m = max(6.0 / dpr, 0.05 * u)
    gap = max(4.0 / dpr, 0.07 * u)
    lay = TableLayout(W, H, positions, viewer, dummies, max_hand, u, m, gap, dpr=dpr,
                      text_scale=min(MAX_TEXT_SCALE, max(1.0, text_scale)))
    opp_h, opp_w = u * OPP_FRAC, u * OPP_FRAC * ASPECT
    plate_w, plate_h = 1.5 * u, 0.66 * u
    sides = {p: side_of(p, viewer, positions) for p in range(positions)}
    by_side = {s: p for p, s in sides.items()}

    # ---- the bottom: the person's arc between two corner columns, the plate bottom-left
    col_w = max(plate_w, opp_h, 2 * opp_w + gap)
    room = W - 2 * (m + col_w + gap)
    avail = room
    for _ in range(4):  # the rotated outer cards stick out a little: narrow the arc until it fits
        spread = bounds_of(arc_places(max_hand, u, avail, W / 2, 0.0)).w
        if spread <= room:
            break
        avail -= spread - room + 0.5
    lay.bottom_w = avail
    probe = arc_places(max_hand, u, avail, W / 2, 0.0)
    low = max(p.bounds().bottom for p in probe)
    lay.bottom_cy = H - m - low
    probe = arc_places(max_hand, u, avail, W / 2, lay.bottom_cy)
    hand_b = bounds_of(probe)
    for k in range(1, max_hand + 1):  # every hand size, each card lifted as on hover
        hand_b = hand_b.united(bounds_of(arc_places(k, u, avail, W / 2, lay.bottom_cy), lay.lift))
    bottom_plate = Rect(m, H - m - plate_h, plate_w, plate_h)

    # ---- the top: a face-down fan (or an exposed row) centred, its plate to its left
    top_pos = by_side.get("top")
    top_exposed = top_pos in dummies
    visible = DUMMY_VISIBLE if top_exposed else OPP_VISIBLE
    top_w = min(opp_w * (1 + visible * (max_hand - 1)), W - 2 * (m + col_w + gap + plate_w + gap))
    top_hand = Rect(W / 2 - top_w / 2, m, top_w, opp_h)
    top_plate = Rect(top_hand.x - gap - plate_w, m, plate_w, plate_h)
    band_h = max(opp_h, plate_h)
    # the badge and the stock keep one place on the felt in every view of the table (a shared
    # table turns to whoever is to act: Nineteen's stock lay top right in one person's view,
    # top left in the next): beside the widest top hand of any view, and its room (below)
    # clear of the side columns of every view
    seen_by = sorted({viewer, *(v for v in views if v not in dummies)})
    view_sides = exposed_sides(positions, seen_by, dummies)
    widest = top_w if not any("top" in v for v in view_sides) else min(
        opp_w * (1 + DUMMY_VISIBLE * (max_hand - 1)), W - 2 * (m + col_w + gap + plate_w + gap))
    top_band = m + band_h

    # ---- the centre badge and the stock: in the top band, out of the trick's way (beside the
    # trick they squeezed it to half the person's card size on a wide screen). With a seat at the
    # top they lie to the right of its hand; without one (three hands) side by side above the
    # trick, the badge over the left player's card, the stock over the right player's.
    box = 1.45 * u
    if top_pos is not None:
        x0 = W / 2 + max(top_w, widest) / 2 + 2 * gap
        bw = max(0.0, min(box * 1.25, (W - m - x0 - gap) * 0.55))
        sw = max(0.0, min(box, W - m - x0 - gap - bw))
        lay.info = Rect(x0, m, bw, band_h)
        lay.stock = Rect(lay.info.right + gap, m, sw, band_h)
    else:
        bw = min(box * 1.25, (W - 2 * m - 2 * gap) / 2)
        lay.info = Rect(W / 2 - gap - bw, m, bw, band_h)
        lay.stock = Rect(W / 2 + gap, m, min(box, bw), band_h)

    # ---- the centre: between the columns, below the top band; the panel sits above the hand
    cx0 = m + col_w + gap
    cx1 = W - m - col_w - gap
    hand_top = hand_b.y
    panel_h = min(1.3 * u, max(0.0, (hand_top - gap) - (top_band + gap)) * 0.45)
    panel_w = min(cx1 - cx0, 9.0 * u)
    lay.panel = Rect(W / 2 - panel_w / 2, hand_top - gap - panel_h, panel_w, panel_h)
    lay.centre = Rect(cx0, top_band + gap, cx1 - cx0, lay.panel.y - gap - (top_band + gap))
    lay.summary = Rect(cx0, top_band + gap, cx1 - cx0, H - m - (top_band + gap))
    # the toast: just above the hand when no panel is up, else just above the panel; a tip
    # card lies above that slot, so a message never covers a tip (nor a tip the message)
    # (tall enough for two lines and a caption: a hint with its figures, a long refusal)
    toast_w, toast_h = min(panel_w, 7 * u), max(0.62 * u, 5.6 * lay.text_px)
    lay.toast = Rect(W / 2 - toast_w / 2, lay.panel.bottom - gap - toast_h, toast_w, toast_h)
    lay.toast_over_panel = Rect(lay.toast.x, lay.panel.y - gap - toast_h, toast_w, toast_h)

    # ---- the trick: in the middle of the centre, each card toward its player; the side cards
    # lie beside the bottom and top cards, not over their top-left index (the left card covered
    # the leader's index when it came second)
    if positions == 4:
        shape = {"bottom": (-0.3, 0.3), "top": (0.3, -0.3), "left": (-1.34, 0.0),
                 "right": (1.34, 0.0)}
    elif positions == 3:
        # a triangle: the left and right players' cards above the person's, toward them
        # (``three_hand_trick`` sets how far apart and how low)
        shape = {"bottom": (0.0, D_LOW / 2), "left": (-1.12, -D_LOW / 2),
                 "right": (1.12, -D_LOW / 2)}
    else:
        # staggered, so the later card leaves the earlier one's top-left index in sight
        shape = {"bottom": (-0.3, 0.25), "top": (0.3, -0.25)}

    def trick_at(size: float, cx: float, cy: float) -> dict[str, CardPlace]:
        return {s: CardPlace(cx + fx * size * ASPECT, cy + fy * size, TRICK_ROT[s], size)
                for s, (fx, fy) in shape.items()}

    def trick_box(places: dict[str, CardPlace], size: float) -> Rect:
        cards = list(places.values())
        return bounds_of(cards, size * 0.06).united(bounds_of(cards))

    unit = trick_box(trick_at(100.0, 0.0, 0.0), 100.0)   # the shape's extent per 100 px
    tu = max(min(u, min_h), min(u, lay.centre.h * 100.0 / unit.h,
                                     lay.centre.w * 100.0 / unit.w))
    low = None
    if positions == 3:
        # with no one across the table the side cards lie out toward their players and the
        # person's below them, just over the toast's slot, near the person's hand: centred in
        # the centre, the trick sat high on the felt, the person's card "nobody's", with the
        # felt under it empty. The panel's room it may take: no decision but a card's comes
        # while a trick lies on the table (``test_trick_leaves_the_panel_free``)
        widest = max(min(u, min_h), min(u, lay.centre.w * 100.0 / unit.w))
        tu, fx, rise, low = three_hand_trick(lay.centre, lay.toast.y - 2 * gap, widest,
                                             min(u, min_h), gap, tu)
        shape.update(bottom=(0.0, rise / 2), left=(-fx, -rise / 2), right=(fx, -rise / 2))
        unit = trick_box(trick_at(100.0, 0.0, 0.0), 100.0)
    # the shape's box centred on the centre (the triangle is not symmetric top to bottom),
    # or, with three hands, the person's card low
    tcx = lay.centre.cx - unit.cx * tu / 100.0
    tcy = lay.centre.cy - unit.cy * tu / 100.0 if low is None else low - shape["bottom"][1] * tu
    if positions == 4:
        # the person's card down toward their hand, resting on the toast's slot as with three
        # hands (``FOUR_DROP`` at most): the four cards lay crowded in the upper felt, the
        # person's over West's and North's, the felt under them empty. The others' stay
        # where they were, level with their hands
        own = CardPlace(0.0, 0.0, TRICK_ROT["bottom"], tu).bounds().h / 2
        drop = min(FOUR_DROP, (lay.toast.y - 2 * gap - own - tcy) / tu - shape["bottom"][1])
        if drop > 0:
            shape["bottom"] = (shape["bottom"][0], shape["bottom"][1] + drop)
    trick_places = trick_at(tu, tcx, tcy)
    lay.trick_area = trick_box(trick_places, tu)

    # ---- the side columns: a sideways fan (or an exposed cascade) above its plate
    col_top = (top_band if top_pos is not None else m) + gap
    col_bottom = bottom_plate.y - gap
    fan_len = min(opp_w * (1 + OPP_VISIBLE * (max_hand - 1)), col_bottom - col_top - plate_h - gap)

    def side_rects(side: str, exposed: bool) -> tuple[Rect, Rect]:
        """A side column's hand and plate, its hand face down or ``exposed``."""
        if exposed:
            hand_h = col_bottom - col_top - plate_h - gap
            if side == "left":  # its plate stood on the person's: that one gets room to
                h = max(opp_h, min(u * DUMMY_SIDE_FRAC, (col_w - gap) / 2 / ASPECT))
                hand_h -= notes_room(hand_h, NOTES_ROOM * plate_h, h, col_w, gap, lay.lift,
                                     max_hand, MIN_INDEX_CAP_PX / dpr / 0.135)
            hand_w = col_w
        else:
            hand_h, hand_w = fan_len, opp_h
        block = hand_h + gap + plate_h
        # the hand level with its card in the trick, so the card is seen to come from it
        y0 = max(col_top, min(trick_places[side].y - hand_h / 2, col_bottom - block))
        x = m if side == "left" else W - m - col_w
        hand = Rect(x + (col_w - hand_w) / 2, y0, hand_w, hand_h)
        plate = Rect(x, y0 + hand_h + gap, plate_w, plate_h)
        if side == "right":
            plate = Rect(W - m - plate_w, plate.y, plate_w, plate_h)
        return hand, plate

    side_geo = {s: side_rects(s, by_side[s] in dummies) for s in ("left", "right")
                if s in by_side}

    # ---- the stock's room: its slot and the free felt under it, down to the first hand, plate
    # or centre (a row face up there is read all through the play); at the felt's top-left
    # corner, beside the top plate, where the right one leaves its cards too small to read
    left = None
    if top_pos is not None:
        left = Rect(m, m, min(box, W / 2 - max(top_w, widest) / 2 - 2 * gap - plate_w - m),
                    band_h)
    under = [hand_b, bottom_plate, lay.centre, lay.panel, lay.trick_area, Rect(0, H - m, W, m),
             *(r for v in view_sides for s in side_geo for r in side_rects(s, s in v))]
    lay.stock, lay.stock_room = stock_corner(lay.stock, left, under, gap, u * ROW_CARD_FRAC,
                                             MIN_INDEX_CAP_PX / dpr / 0.135)

    # ---- the stock examined set by set (Nineteen's preferred bids): a row at the top of the
    # centre, so that the decision panel, the toast and a tip below it leave it in sight
    lay.stock_sets_h = min(0.85 * u, max(min_h * 0.6, lay.centre.h * 0.42))
    lay.stock_sets = Rect(cx0, lay.centre.y, cx1 - cx0, lay.stock_sets_h)

    # ---- Dominoes: four rows across the centre (Barbu), one per suit, four deep or two by
    # two, down to the top of the largest decision panel (its only panel is a small Pass, and
    # a toast above it lies over the lower rows' foot only for a moment). Kept above the
    # toast's place over the largest panel, the rows overlapped by half a card in most windows.
    # A first game's tip keeps its room under them, above the toast's place over the hand.
    rows_bottom = min(lay.panel.y - gap, lay.toast.y - 2 * gap - 2.5 * lay.font_px)
    lay.dominoes, lay.domino_card_h, lay.domino_step, lay.domino_labels = labelled_rows(
        cx0, lay.centre.y, lay.centre.w, rows_bottom, 0.8 * u, gap, ASPECT, lay.font_px,
        MIN_INDEX_CAP_PX / dpr / 0.135)

    # ---- a tip card: above the toast's slot (see ``tip_area``), never over the badge
    lay.tip = Rect(lay.panel.x, lay.centre.y, lay.panel.w,
                   max(0.0, lay.toast.y - gap - lay.centre.y))

    # ---- room for plates with many notes: into free felt, never over a hand or a plate
    left_plate = side_geo["left"][1] if "left" in side_geo else None
    right_plate = side_geo["right"][1] if "right" in side_geo else None
    mid = (left_plate.bottom + bottom_plate.y) / 2 if left_plate else col_top
    if left_plate is not None and by_side.get("left") in dummies:
        mid = left_plate.bottom + gap / 2  # a dummy's plate has one note at most
    rooms = {"bottom": Rect(bottom_plate.x, mid + gap / 2, plate_w,
                            bottom_plate.bottom - (mid + gap / 2))}
    if left_plate is not None:
        rooms["left"] = Rect(left_plate.x, left_plate.y, plate_w, mid - gap / 2 - left_plate.y)
    if right_plate is not None:
        low = H - m if hand_b.right + gap <= right_plate.x else col_bottom
        rooms["right"] = Rect(right_plate.x, right_plate.y, plate_w, low - right_plate.y)
    # each trick card on its own (the trick's box is wider than the plate's neighbourhood)
    cards = [p.bounds(tu * 0.06).united(p.bounds()) for p in trick_places.values()]
    below = [r.y for r in (lay.info, lay.stock, *cards)
             if r.x < top_plate.right and r.right > top_plate.x]
    floor = min(below, default=lay.panel.y) if below else lay.panel.y
    rooms["top"] = Rect(top_plate.x, top_plate.y, plate_w,
                        max(top_plate.h, floor - gap - top_plate.y))

    # ---- seats
    seats = []
    for p in range(positions):
        side = sides[p]
        if side == "bottom":
            hand, plate = hand_b, bottom_plate
            bubble = (plate.cx, plate.y)
        elif side == "top":
            hand, plate = top_hand, top_plate
            bubble = (plate.cx, plate.bottom)
        else:
            hand, plate = side_geo[side]
            bubble = (plate.right if side == "left" else plate.x, plate.cy)
        tp = trick_places[side]
        ax, ay = hand.cx, hand.cy
        gather = (tcx + (ax - tcx) * 0.8, tcy + (ay - tcy) * 0.8)
        room = rooms.get(side)
        if room is not None and room.h < plate.h:
            room = None
        seats.append(SeatGeometry(p, side, hand, plate, tp, gather, (ax, ay), bubble, room))
    lay.seats = seats
    return lay
