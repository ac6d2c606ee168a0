"""Where the first-game tip card lies and how big its text is, worked out without Qt: the card is
a readable paragraph wide; when it would reach higher than its area (``Layout.tip_area``) it first
widens, then shrinks its text, in stages, giving way to what matters more each time:

1. wider than its area over the free felt beside it (clear of the other hands, the plates and
   the badge as drawn), still inside its height, then down to a comfortable size (the table's
   own text, or most of a larger desktop text);
2. then into the upper part of the toast's slot, leaving the room of a one-line message above the
   panel or the hand (a refusal, the usual message while a tip is up; a hint takes the tip's
   place); with a larger text chosen (``LARGER_TEXT``), into the whole slot at the comfortable
   size; then down to a smallest size, never under ``READABLE_PX``;
3. then, still too tall, further into the slot rather than over the trick, the stock's sets, the
   Dominoes rows, the plates or the badge (the toast comes and goes, they stay);
4. taller than the whole slot, it widens past the panel's width up to what lies beside it (the
   other players' hands and plates, as the window draws them), lays itself out tighter (less
   padding), then shrinks its text a pixel more (``LAST_STEP_PX``): at 1024 x 600 Young
   Hunter's announcement tip, above the tall announcement panel, stopped mid-sentence in a
   scroll bar while free felt lay on both sides of it;
5. and, taller still, the card stops at its area's top and is shorter than its text, which
   scrolls (the window's part; only below the smallest screens, or with a very large desktop
   text): it once grew up to the felt's margin, over the top plate and the badge (Young
   Hunter's announcement and Nineteen's auction at 960 x 600, a tall panel leaving little room
   above it).

Why stages: a single floor, the same in every case, either left a tip at 11 px on a desktop whose
text is 20 px (the slot's full height kept free for a two-line message that seldom comes) or let
it cover that message every time. The window only measures the card at a size and puts it where
this says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .plane import Rect
from .table_geometry import TableLayout

#: the card is at most this many text lines wide: a paragraph that reads at a glance
WIDTH_EMS = 34
#: a text this much larger than the table's (a larger text size chosen) keeps the comfortable
#: size over the whole of the toast's slot before it shrinks further
LARGER_TEXT = 1.2
#: the text size a tip keeps inside its own area: the table's own, or this share of a larger
#: desktop text (``text_px``) when that is more
COMFORTABLE_SHARE = 0.8
#: the card may shrink its text to this share of the table's text size before it reaches further
SMALLEST_TEXT = 0.8
#: the height of a one-line message over the panel, in text sizes (the felt's toast: 2.4)
ONE_LINE_TOAST = 2.6
#: the smallest text a tip is drawn in (screen pixels): at 960 x 600 with the scores and the deal
#: log open (a felt of about 690 x 510) a tip shrunk to 8 or 9 px, too small to read; the card
#: reaches further into the toast's slot instead
READABLE_PX = 11.0
#: how much smaller than its smallest a tip's text gets, as a last step, rather than scroll
#: (screen pixels: ``READABLE_PX`` 11 becomes 10), only after the card has widened and tightened
LAST_STEP_PX = 1.0
#: the least height a card cut short keeps, in text sizes: its title and a line of its text
MIN_LINES = 4.0


Measure = Callable[[float, float], int]


def tip_place(lay: TableLayout, area: Rect, measure: Measure,
              beside: Sequence[Rect] | None = None, tight: Measure | None = None
              ) -> tuple[Rect, float]:
    """The card's rectangle and text size; ``measure(px, width)`` lays the card out at that
    text size and width and returns its height (the last call is the size it is shown at);
    ``tight`` does the same with less padding. ``beside`` is what the card must stay clear of
    when it widens past its area (the other hands, the plates, the badge, as drawn; None: it
    keeps its area's width). The rectangle may be shorter than that height: then the card's
    text scrolls in it."""
    width = min(area.w, lay.text_px * WIDTH_EMS)
    px = max(lay.text_px, READABLE_PX / lay.dpr)
    height = measure(px, width)
    slot_bottom = area.bottom + lay.gap + lay.toast.h
    into_slot = max(area.h, slot_bottom - lay.gap - ONE_LINE_TOAST * lay.text_px - area.y)
    comfortable = max(lay.font_px, COMFORTABLE_SHARE * lay.text_px)
    smallest = max(READABLE_PX / lay.dpr, lay.font_px * SMALLEST_TEXT)
    full = max(slot_bottom, area.bottom) - max(lay.margin, area.y)  # the most it may take
    # wider than its area, over the felt clear of what lies beside it, before its text goes
    # under the comfortable size: at the largest text size a tip above a decision panel read
    # at 11 px, smaller than the status line, with free felt on both sides (a tester)
    def wide(bottom: float) -> float:
        return area.w if beside is None else max(area.w, wide_room(lay, area.y, bottom, beside))

    keep, in_slot, beside_area = max(comfortable, smallest), wide(area.y + full), \
        wide(area.bottom)
    # a person who chose larger text reads the tip at the comfortable size over the whole slot,
    # a message that comes over it covering its foot a moment: kept clear of it, the tip shrank
    # to 15 px at the largest size, the slot's foot empty (a tester)
    slot = full if lay.text_px > LARGER_TEXT * lay.font_px else into_slot
    for room, floor, most in ((area.h, px, beside_area), (area.h, keep, beside_area),
                              (into_slot, keep, in_slot), (slot, keep, in_slot),
                              (slot, smallest, in_slot)):
        if width > most + 0.5 and height > room:  # lower, beside what the area was clear of
            width = most
            height = measure(px, width)
        while height > room and (px > floor or width < most):
            if width < most:
                width = min(most, width * 1.15)
            else:
                px = max(floor, px * 0.92)
            height = measure(px, width)
    if height > full:
        widest = width if beside is None else max(width, wide_room(lay, area.y, area.y + full,
                                                                   beside))
        last = min(px, smallest - LAST_STEP_PX / lay.dpr)
        while height > full:
            if width < widest:
                width = min(widest, width * 1.15)
            elif tight is not None and measure is not tight:
                measure = tight
            elif px > last:
                px = max(last, px * 0.92)
            else:
                break
            height = measure(px, width)
    # never above the area's top, nor so low that less than two lines of text are left
    ceiling = max(lay.margin, min(area.y, slot_bottom - MIN_LINES * px))
    top = max(ceiling, min(area.y, slot_bottom - height), area.bottom - height)
    height = min(height, max(slot_bottom, area.bottom) - top)
    return Rect(lay.width / 2 - width / 2, top, width, height), px


def wide_room(lay: TableLayout, top: float, bottom: float, beside: Sequence[Rect]) -> float:
    """The widest card centred on the felt between ``top`` and ``bottom`` that keeps a gap
    from each of ``beside`` lying wholly to its left or right there (one across the middle lies
    above or below the card's area), inside the felt's margins."""
    mid = lay.width / 2
    half = mid - lay.margin
    for r in beside:
        if r.w <= 0 or r.h <= 0 or r.y >= bottom or r.bottom <= top:
            continue
        if r.right <= mid:
            half = min(half, mid - r.right - lay.gap)
        elif r.x >= mid:
            half = min(half, r.x - lay.gap - mid)
    return max(0.0, 2 * half)
