"""Where everything lies on the table, as a pure function of the table's shape and the view size.

Why a Qt-free module: the geometry is the part of the table most likely to go wrong at some window
size (a hand clipped at 1024x640, a plate under the trick at 4K), and as plain arithmetic it can be
checked for every size and player count in milliseconds, without painting anything. The scene only
asks this module for rectangles and card places and puts its items there.

Coordinates are view pixels (the scene rect equals the viewport), so cards are painted from pixmaps
made at exactly their on-screen size. Every length is a multiple of the card height ``u`` (UI.md:
about 19% of the view height, never below 80 screen pixels: ``table_layout``'s ``dpr``), so the
table looks the same at any size.

Positions are the hands on the table, numbered clockwise; the viewer's position sits at the bottom
and the others follow clockwise: left, top, right (three positions: left and right; two: top).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from .layout_dominoes import labelled_rows
from .plane import ASPECT, CardPlace, Rect, bounds_of
from .side_cascade import INDEX_FRAC, NOTES_ROOM, cascade_places, notes_room
from .stock_room import ROW_CARD_FRAC, STOCK_INDEX_STEP, row_places, stock_corner

#: also the layout's words, for its users
__all__ = ["ASPECT", "INDEX_FRAC", "STOCK_INDEX_STEP", "CardPlace", "Rect", "bounds_of"]

CARD_FRAC = 0.19          # card height as a share of the view height
MIN_CARD_H = 80.0         # never smaller than this (screen px: see ``table_layout``'s ``dpr``)
MIN_FONT_PX = 11.0        # body text on the felt: never smaller than this (screen px)
#: the felt's reading text (``TableLayout.text_px``) grows with the desktop's (a person who chose
#: larger text, or GNOME's "Large text") up to this much
MAX_TEXT_SCALE = 1.5
#: the desktop's usual text size (KDE's 10 pt at 96 dpi; Qt's own default is 12 px): text at
#: this size or smaller leaves the felt's text as designed
USUAL_TEXT_PX = 13.0
OPP_FRAC = 0.62           # opponents' (and dummies') cards, relative to the person's
LIFT_FRAC = 0.12          # hover lift of a legal card
MIN_VISIBLE = 0.40        # the person's cards each show at least this share of their width
HAND_VISIBLE = 0.56       # ... and this much when the width allows
OPP_VISIBLE = 0.22        # face-down fans overlap more tightly
DUMMY_VISIBLE = 0.36      # an exposed dummy row shows each card's index
DUMMY_SIDE_FRAC = 0.8     # an exposed dummy at the side: its cards, relative to the person's
#: a card's corner index is this far across (INDEX_X + INDEX_MAX_W / 2 = 0.205)
INDEX_W_FRAC = 0.21
MIN_INDEX_CAP_PX = 9.0    # ... and its rank (0.135 of the card height) is at least this tall
ARC_DEG = 10.0            # the person's fan spans at most this angle each way
TRICK_ROT = {"bottom": -3.0, "left": 4.0, "top": 3.0, "right": -4.0}  # fixed per side: no jitter
SIDES = {2: ("bottom", "top"), 3: ("bottom", "left", "right"),
         4: ("bottom", "left", "top", "right")}


@dataclass(frozen=True)
class SeatGeometry:
    """One position's part of the table."""

    position: int
    side: str                   # "bottom", "left", "top" or "right"
    hand: Rect                  # the largest area its cards can occupy (lift included)
    plate: Rect                 # the seat plate: name, scores, announcements
    trick: CardPlace            # where its card lies in the trick
    gather: tuple[float, float]  # where a trick it wins slides to
    anchor: tuple[float, float]  # the hand's centre: the deal flies from here
    bubble: tuple[float, float]  # where a speech bubble (an announcement) points from
    #: the free area the plate may grow into when its notes need more lines (same x and width;
    #: the bottom plate grows upward, the others downward)
    plate_room: Rect | None = None


@dataclass
class TableLayout:
    """Everything the scene needs to place its items at one view size."""

    width: float
    height: float
    positions: int
    viewer: int
    dummies: tuple[int, ...]
    max_hand: int
    card_h: float               # the person's cards and the trick's
    margin: float
    gap: float
    seats: list[SeatGeometry] = field(default_factory=list)
    trick_area: Rect = Rect(0, 0, 0, 0)
    stock: Rect = Rect(0, 0, 0, 0)
    #: the stock's slot and the free felt under it: where its cards lie face up in a row
    stock_room: Rect = Rect(0, 0, 0, 0)
    info: Rect = Rect(0, 0, 0, 0)      # trump / phase badge beside the trick
    centre: Rect = Rect(0, 0, 0, 0)    # between the side columns and the top band and the panel
    panel: Rect = Rect(0, 0, 0, 0)     # the decision panel's largest extent
    summary: Rect = Rect(0, 0, 0, 0)   # the end-of-deal card (the hands are empty then)
    toast: Rect = Rect(0, 0, 0, 0)     # the toast's slot when no decision panel is up
    toast_over_panel: Rect = Rect(0, 0, 0, 0)   # ... and above a panel of the largest size
    stock_sets: Rect = Rect(0, 0, 0, 0)  # a stock examined set by set: a row atop the centre
    stock_sets_h: float = 0.0
    tip: Rect = Rect(0, 0, 0, 0)       # the largest area a tip card may take (no panel up)
    dominoes: list[Rect] = field(default_factory=list)
    domino_card_h: float = 0.0
    domino_step: float = 0.0
    #: where each row's suit is written, before its lowest rank (none: no room)
    domino_labels: list[Rect] = field(default_factory=list)
    bottom_cy: float = 0.0      # the centre line of the person's arc
    bottom_w: float = 0.0       # the width the person's arc may use
    dpr: float = 1.0            # screen pixels per view pixel: the floors are divided by it
    #: the desktop's text size against the usual (``text_scale``): the felt's text follows it
    text_scale: float = 1.0

    # ------------------------------------------------------------------ derived sizes
    @property
    def card_w(self) -> float:
        return self.card_h * ASPECT

    @property
    def opp_h(self) -> float:
        return self.card_h * OPP_FRAC

    @property
    def lift(self) -> float:
        return self.card_h * LIFT_FRAC

    @property
    def font_px(self) -> float:
        """Body text size on the felt (plates, toasts, panel lines)."""
        return max(MIN_FONT_PX / self.dpr, self.card_h * 0.105)

    @property
    def text_px(self) -> float:
        """The size of the text that is read on the felt (the decision panel, hints and other
        notes, tips, the deal summary, speech bubbles): ``font_px`` grown with the desktop's
        text (``text_scale``). The plates and the centre badge keep ``font_px``: their size is
        the table's (grown with the text, they squeezed the top hand to a few cards)."""
        return self.font_px * self.text_scale

    @property
    def view(self) -> Rect:
        return Rect(0, 0, self.width, self.height)

    def seat(self, position: int) -> SeatGeometry:
        return self.seats[position]

    def side_of(self, position: int) -> str:
        return self.seats[position].side

    # ------------------------------------------------------------------ card places
    def hand_places(self, position: int, count: int, exposed: bool = False,
                    suits: list[int] | None = None, first: int | None = None
                    ) -> list[CardPlace]:
        """Places of ``count`` cards in a hand, left to right as the viewer reads them.

        The viewer's own hand is a gentle arc; the others are tight face-down fans, or, when the
        hand is exposed (a dummy), face-up rows the viewer can read. ``suits`` (each card's, in
        the hand's order) lets an exposed hand at the side break its two columns between suits;
        ``first`` sets how many cards its first column holds (two columns kept: see
        ``side_cascade.cascade_places``).
        """
        seat = self.seats[position]
        if count <= 0:
            return []
        if seat.side == "bottom":
            return _arc_places(count, self.card_h, self.bottom_w, self.width / 2,
                               self.bottom_cy)
        if seat.side == "top":
            if exposed:
                return _row_places(count, self.opp_h, seat.hand.w, seat.hand.cx,
                                   seat.hand.y + self.opp_h / 2, DUMMY_VISIBLE, 0.0)
            return _row_places(count, self.opp_h, seat.hand.w, seat.hand.cx,
                               seat.hand.y + self.opp_h / 2, OPP_VISIBLE, 180.0)
        if exposed:
            # as large as two columns across the side allow (up to 0.8 of the person's
            # cards): a dummy is read all through the play
            h = max(self.opp_h, min(self.card_h * DUMMY_SIDE_FRAC,
                                    (seat.hand.w - self.gap) / 2 / ASPECT))
            return cascade_places(count, h, seat.hand, self.gap, self.lift, suits, first,
                                  MIN_INDEX_CAP_PX / self.dpr / 0.135)
        rot = 90.0 if seat.side == "left" else -90.0
        return _column_places(count, self.opp_h, seat.hand, rot)

    def trick_place(self, position: int) -> CardPlace:
        return self.seats[position].trick

    def trick_places(self, positions: list[int]) -> list[CardPlace]:
        """The trick's cards, each toward the position that played it."""
        return [self.seats[p].trick for p in positions]

    def stock_pile_places(self, count: int, set_size: int = 0,
                          readable: bool = False) -> list[CardPlace]:
        """The stock: examined set by set across the centre (``set_size`` > 0), else a pile
        (``readable``: cards lie face up in it, see ``stock_places``)."""
        if set_size and count:
            return self.stock_set_places(count, set_size)
        return self.stock_places(count, readable)

    def stock_places(self, count: int, readable: bool = False) -> list[CardPlace]:
        """A small pile (face down) or a short row (face up) in the stock area. A row with cards
        face up (``readable``) lies in the stock's room (``stock_room``: the felt under the slot
        too), each card's whole index in sight and as large as a dummy's where there is room:
        Nineteen's sets laid face up showed "1" of the 15★ under the 18★, then, at the
        fans' size four in 130 px, an index 8 px high."""
        if count <= 0:
            return []
        if readable:
            return row_places(self.stock_room, self.stock.h, count, self.card_h * ROW_CARD_FRAC)
        h = self.opp_h
        step = min(h * ASPECT * 0.5, (self.stock.w - h * ASPECT) / max(1, count - 1))
        x0 = self.stock.cx - step * (count - 1) / 2
        return [CardPlace(x0 + i * step, self.stock.cy, 0.0, h) for i in range(count)]

    def stock_set_places(self, count: int, set_size: int) -> list[CardPlace]:
        """A stock examined set by set (Nineteen's preferred bids): a row atop the centre,
        a gap between sets, each card whole enough to read."""
        if count <= 0:
            return []
        set_size = max(1, set_size)
        area = self.stock_sets
        h = self.stock_sets_h
        w = h * ASPECT
        sets = -(-count // set_size)
        # the sets well apart where the row has room (a quarter card between them read as one
        # row of six: which three were the set in view?), else a quarter card
        gap = w * 0.6
        if w + (count - 1) * w * 0.62 + (sets - 1) * gap > area.w:
            gap = w * 0.25
        gaps = (sets - 1) * gap
        step = min(w * 0.62, (area.w - w - gaps) / max(1, count - 1))
        width = w + step * (count - 1) + gaps
        x = area.cx - width / 2 + w / 2
        out = []
        for i in range(count):
            if i and i % set_size == 0:
                x += gap
            out.append(CardPlace(x, area.cy, 0.0, h))
            x += step
        return out

    def tip_area(self, panel_top: float | None = None, dominoes: bool = False,
                 sets: bool = False, trick: Sequence[int] = (),
                 above: Sequence[Rect] = ()) -> Rect:
        """Where a tip card may lie: above the toast's slot (over the decision panel whose top
        is ``panel_top``, or just above the hand), below the stock's sets while a stock is
        examined set by set (``sets``), below the Dominoes rows while they are built
        (``dominoes``) and below the cards of the trick played by ``trick``'s positions (the
        person must see what was led to follow it). The card shrinks its text to fit. Each of
        ``above`` (the plates and the badge as drawn) that reaches down into the area from
        higher up moves its top below it: a top plate with a long name on two lines, or the
        badge with its trumps, hangs below the top band, and a tip at the area's top lay over
        them at 960 x 600."""
        top = self.tip.y
        for r in above:
            if r.w > 0 and r.h > 0 and r.x < self.tip.right and r.right > self.tip.x \
                    and r.y < top:
                top = max(top, r.bottom + self.gap)
        if sets:
            top = max(top, self.stock_sets.bottom + self.gap)
        if dominoes and self.dominoes:
            top = max(top, max(r.bottom for r in self.dominoes) + self.gap)
        if trick:
            top = max(top, max(self.seats[p].trick.bounds().bottom for p in trick) + self.gap)
        if panel_top is None:
            bottom = self.toast.y - self.gap
        else:
            bottom = panel_top - 2 * self.gap - self.toast.h
        return Rect(self.tip.x, top, self.tip.w, max(0.0, bottom - top))

    def last_trick_area(self, above: Sequence[Rect] = ()) -> Rect:
        """The veil of the last trick shown again: the centre, its top moved down below each of
        ``above`` (the badge, the plates as drawn, grown with their notes) that hangs into it
        from the top band, a gap clear of it; never by more than a third of the centre (a
        plate that long is covered at its foot). The centre's own top clipped the badge's
        "…and jack" and touched the top plate grown with its notes."""
        area = self.centre
        top = area.y
        for r in above:
            if r.w > 0 and r.h > 0 and r.x < area.right and r.right > area.x and r.y < area.y:
                top = max(top, r.bottom + self.gap)
        top = min(top, area.y + area.h / 3)
        return Rect(area.x, top, area.w, area.bottom - top)

    def domino_place(self, row: int, index: int) -> CardPlace:
        """Card ``index`` (0 = the lowest rank, 12 = the ace) of Dominoes row ``row``."""
        r = self.dominoes[row]
        h = self.domino_card_h
        x = r.x + h * ASPECT / 2 + index * self.domino_step
        return CardPlace(x, r.y + h / 2, 0.0, h)

    def domino_places(self, cards: list[int]) -> list[CardPlace]:
        """Each card of the Dominoes rows in its suit's row, at its rank (2 to ace). Which card
        lies over which is ``zorder.domino``'s: each over the rank below it."""
        return [self.domino_place(c >> 4, (c & 15) - 2) for c in cards]


# ------------------------------------------------------------------------------ fan arithmetic
def _hand_step(count: int, width: float, avail: float) -> tuple[float, float]:
    """Card width and step for a row of ``count`` cards in ``avail`` px: the comfortable overlap
    if it fits, else tighter down to MIN_VISIBLE, else smaller cards (never clipped)."""
    if count <= 1:
        return width, 0.0
    step = min(width * HAND_VISIBLE, (avail - width) / (count - 1))
    if step >= width * MIN_VISIBLE:
        return width, step
    w = avail / (1 + MIN_VISIBLE * (count - 1))
    return w, w * MIN_VISIBLE


def _arc_radius(half_span: float, card_h: float) -> float:
    return max(half_span / math.sin(math.radians(ARC_DEG)), card_h * 7.0)


def _arc_places(count: int, card_h: float, avail: float, cx: float, cy: float) -> list[CardPlace]:
    w, step = _hand_step(count, card_h * ASPECT, avail)
    h = w / ASPECT
    half = step * (count - 1) / 2
    radius = _arc_radius(half, card_h)
    out = []
    for i in range(count):
        dx = -half + i * step
        a = math.asin(max(-1.0, min(1.0, dx / radius)))
        dy = radius * (1 - math.cos(a)) + (card_h - h) / 2
        out.append(CardPlace(cx + dx, cy + dy, math.degrees(a), h))
    return out


def _row_places(count: int, card_h: float, avail: float, cx: float, cy: float, visible: float,
                rotation: float) -> list[CardPlace]:
    w = card_h * ASPECT
    step = 0.0 if count <= 1 else min(w * visible, (avail - w) / (count - 1))
    h = card_h
    if step < w * 0.12 and count > 1:  # far too many: shrink rather than stack invisibly
        w = avail / (1 + 0.12 * (count - 1))
        h, step = w / ASPECT, w * 0.12
    x0 = cx - step * (count - 1) / 2
    return [CardPlace(x0 + i * step, cy, rotation, h) for i in range(count)]


def _column_places(count: int, card_h: float, area: Rect, rotation: float) -> list[CardPlace]:
    """A face-down fan lying sideways (left and right seats): cards turned 90°, stepped down."""
    w = card_h * ASPECT
    step = 0.0 if count <= 1 else min(w * OPP_VISIBLE, (area.h - w) / (count - 1))
    y_last = area.bottom - w / 2   # the fan rests on its plate, however few cards are left
    return [CardPlace(area.cx, y_last - (count - 1 - i) * step, rotation, card_h)
            for i in range(count)]


# ------------------------------------------------------------------------------ the layout
def text_scale(text_px: float) -> float:
    """The felt's text scale for a desktop whose text is ``text_px`` pixels high (1 up to the
    usual size, then in proportion, at most ``MAX_TEXT_SCALE``)."""
    return min(MAX_TEXT_SCALE, max(1.0, text_px / USUAL_TEXT_PX))


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
        spread = bounds_of(_arc_places(max_hand, u, avail, W / 2, 0.0)).w
        if spread <= room:
            break
        avail -= spread - room + 0.5
    lay.bottom_w = avail
    probe = _arc_places(max_hand, u, avail, W / 2, 0.0)
    low = max(p.bounds().bottom for p in probe)
    lay.bottom_cy = H - m - low
    probe = _arc_places(max_hand, u, avail, W / 2, lay.bottom_cy)
    hand_b = bounds_of(probe)
    for k in range(1, max_hand + 1):  # every hand size, each card lifted as on hover
        hand_b = hand_b.united(bounds_of(_arc_places(k, u, avail, W / 2, lay.bottom_cy), lay.lift))
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
        # a triangle: the left and right players' cards a little above the middle, toward
        # them, the person's below between them (the cards touch, none hides another's index)
        shape = {"bottom": (0.0, 0.42), "left": (-1.12, -0.14), "right": (1.12, -0.14)}
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
    # the shape's box centred on the centre (the triangle is not symmetric top to bottom)
    tcx = lay.centre.cx - unit.cx * tu / 100.0
    tcy = lay.centre.cy - unit.cy * tu / 100.0
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
