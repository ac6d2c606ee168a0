"""The table layout as a record: the sizes it is made of, each seat's areas, the areas of the
felt, and the places of the cards in the hands, the stock and the Dominoes rows. Built by
:func:`~tricktable.presentation.layout.table_layout`, which works out where everything lies.

Why apart from the builder: the record and its card places are what the scene and the other
presentation modules read all the time; the builder is a long piece of arithmetic run once per
view size. Together they were one module at the 600-line limit.

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

from .plane import ASPECT, CardPlace, Rect
from .side_cascade import cascade_places
from .stock_room import ROW_CARD_FRAC, row_places

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
#: a tip's area narrows beside a Dominoes row's sign or card (``tip_area``'s ``rows``) when that
#: keeps at least this share of its width, else it starts below it
ROW_NARROWING = 0.6

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
            return arc_places(count, self.card_h, self.bottom_w, self.width / 2,
                               self.bottom_cy)
        if seat.side == "top":
            if exposed:
                return fan_row_places(count, self.opp_h, seat.hand.w, seat.hand.cx,
                                   seat.hand.y + self.opp_h / 2, DUMMY_VISIBLE, 0.0)
            return fan_row_places(count, self.opp_h, seat.hand.w, seat.hand.cx,
                               seat.hand.y + self.opp_h / 2, OPP_VISIBLE, 180.0)
        if exposed:
            # as large as two columns across the side allow (up to 0.8 of the person's
            # cards): a dummy is read all through the play
            h = max(self.opp_h, min(self.card_h * DUMMY_SIDE_FRAC,
                                    (seat.hand.w - self.gap) / 2 / ASPECT))
            return cascade_places(count, h, seat.hand, self.gap, self.lift, suits, first,
                                  MIN_INDEX_CAP_PX / self.dpr / 0.135)
        rot = 90.0 if seat.side == "left" else -90.0
        return column_places(count, self.opp_h, seat.hand, rot)

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
                 above: Sequence[Rect] = (), aside: Sequence[Rect] = (),
                 rows: Sequence[Rect] = ()) -> Rect:
        """Where a tip card may lie: above the toast's slot (over the decision panel whose top
        is ``panel_top``, or just above the hand), below the stock's sets while a stock is
        examined set by set (``sets``), below the Dominoes rows while they are built
        (``dominoes``) and below the cards of the trick played by ``trick``'s positions (the
        person must see what was led to follow it). The card shrinks its text to fit. Each of
        ``above`` (the plates and the badge as drawn) that reaches down into the area from
        higher up moves its top below it: a top plate with a long name on two lines, or the
        badge with its trumps, hangs below the top band, and a tip at the area's top lay over
        them at 960 x 600. Each of ``aside`` that reaches into the area either moves its top
        below it or narrows it about its middle, a gap clear of it, whichever leaves the more
        room: the stock's name, slid beside its cards, lay under Nineteen's auction tip, and
        Sheepshead's "The window" hangs over the area's top. ``rows``: what the Dominoes rows
        show, as drawn (their cards and suit signs): the area starts below each that lies in
        its column, rather than below the whole of the rows' room (``dominoes``); the card
        widens only clear of the others (``tip_place``'s ``beside``). Why: at the first
        Dominoes turn (1162 x 653, both side panels open) the rows were empty but for their
        signs, and the tip, kept under their room, lay in a strip above the panel, cut. One
        that leaves most of the column's width beside it narrows the area instead (four rows
        one under another, their signs at the left: at 1024 x 640 the area below them was
        none)."""
        top, mid = self.tip.y, self.tip.cx
        for r in above:
            if r.w > 0 and r.h > 0 and r.x < self.tip.right and r.right > self.tip.x \
                    and r.y < top:
                top = max(top, r.bottom + self.gap)
        if sets:
            top = max(top, self.stock_sets.bottom + self.gap)
        half = self.tip.w / 2
        if dominoes and self.dominoes:
            top = max(top, max(r.bottom for r in self.dominoes) + self.gap)
        for r in sorted(rows, key=lambda r: -abs(r.cx - mid)):  # the farthest first
            if r.w <= 0 or r.h <= 0 or r.x >= mid + half or r.right <= mid - half \
                    or r.bottom + self.gap <= top:
                continue
            narrower = 0.0 if r.x < mid < r.right else \
                (r.x - mid if r.cx > mid else mid - r.right) - self.gap
            if narrower >= ROW_NARROWING * half:  # beside it (rows four deep, signs at left)
                half = narrower
            else:
                top = r.bottom + self.gap
        if trick:
            top = max(top, max(self.seats[p].trick.bounds().bottom for p in trick) + self.gap)
        if panel_top is None:
            bottom = self.toast.y - self.gap
        else:
            bottom = panel_top - 2 * self.gap - self.toast.h
        for r in aside:
            if r.w <= 0 or r.h <= 0 or r.y >= bottom or r.bottom <= top \
                    or r.x >= mid + half or r.right <= mid - half:
                continue
            lower = r.bottom + self.gap
            narrower = 0.0 if r.x < mid < r.right else \
                max(0.0, (r.x - mid if r.cx > mid else mid - r.right) - self.gap)
            if (lower - top) * half <= (half - narrower) * (bottom - top):
                top = lower
            else:
                half = narrower
        return Rect(mid - half, top, 2 * half, max(0.0, bottom - top))

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


def arc_places(count: int, card_h: float, avail: float, cx: float, cy: float) -> list[CardPlace]:
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


def fan_row_places(count: int, card_h: float, avail: float, cx: float, cy: float, visible: float,
                rotation: float) -> list[CardPlace]:
    w = card_h * ASPECT
    step = 0.0 if count <= 1 else min(w * visible, (avail - w) / (count - 1))
    h = card_h
    if step < w * 0.12 and count > 1:  # far too many: shrink rather than stack invisibly
        w = avail / (1 + 0.12 * (count - 1))
        h, step = w / ASPECT, w * 0.12
    x0 = cx - step * (count - 1) / 2
    return [CardPlace(x0 + i * step, cy, rotation, h) for i in range(count)]


def column_places(count: int, card_h: float, area: Rect, rotation: float) -> list[CardPlace]:
    """A face-down fan lying sideways (left and right seats): cards turned 90°, stepped down."""
    w = card_h * ASPECT
    step = 0.0 if count <= 1 else min(w * OPP_VISIBLE, (area.h - w) / (count - 1))
    y_last = area.bottom - w / 2   # the fan rests on its plate, however few cards are left
    return [CardPlace(area.cx, y_last - (count - 1 - i) * step, rotation, card_h)
            for i in range(count)]
