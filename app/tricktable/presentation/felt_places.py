"""Where the words on the felt go, without Qt: a speech bubble beside its seat's plate and clear
of the decision panel, the toast above the panel or the hand, the centre badge in its band, and
the last trick shown again (its title, the cards in a row, who played each).

Why apart from the felt (``ui/table_felt.py``): this is arithmetic on the layout's rectangles
and the sizes the painter measured, testable without a window; the felt only measures, makes
the items and puts them where this says.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..engine.words import NBSP, possessive, unbroken
from . import describe
from . import seat_plates as sp
from . import text_boxes as tb
from .layout import ASPECT, Rect, TableLayout
from .side_cascade import INDEX_FRAC
from .toast_place import clear_of_plates as clear_of_plates
from .toast_place import toast_centre as toast_centre
from .toast_place import toast_clear as toast_clear
from .toast_place import toast_width as toast_width


def bubble_width(lay: TableLayout, side: str, hand: Rect) -> float:
    """The widest a seat's bubble may be: two cards' heights, and at the bottom seat no wider
    than the felt left of its hand, so that it wraps above its plate instead of lying under the
    hand's first cards ("…looks at se[t 2]" was hidden by the 7♠ and the Q♥)."""
    widest = lay.card_h * 2.2
    if side == "bottom":
        widest = min(widest, max(hand.x - lay.margin - lay.gap, lay.card_h * 1.2))
    return widest


def bubble_place(lay: TableLayout, side: str, plate: Rect, w: float, h: float,
                 avoid: Sequence[Rect] = (),
                 others: Sequence[Rect] = (), own: Rect | None = None,
                 cards: Sequence[Rect] = ()) -> tuple[float, float, bool]:
    """The centre of a ``w`` x ``h`` bubble for the seat on ``side`` whose plate is ``plate``:
    beside the plate on the table's side, inside the table, and never hidden behind what
    ``avoid`` holds (the decision panel and the toast, when up): beside them, or above them;
    the last value is True when there is no room but over them, for the moment the bubble
    shows. Why the toast too: it sits above the panel, level with the side seats' plates, and
    a bubble under it (a seat's "declares nothing" while the partner's secret is told) could
    not be read.

    ``others`` are the other seats' plates and hands: when the place beside the plate would
    lie over one of them (Nineteen for two: your dummy's plate lies right above yours, so
    "discards 4 cards" hid its tricks), the bubble goes over the lower part of its own plate,
    where that seat's notes are, so that a seat's words hide nothing of another seat's.

    ``own`` is the seat's own hand: a bubble that would lie under its cards goes left of
    them, or above them where the felt there is too narrow.

    ``cards`` are the face-up cards of the centre (a stock laid face up, the trick): a bubble
    that would lie over them moves along the plate's side past them (``_clear_of_cards``).
    North's "Takes set 1: level 1" hid the Cavalier of the set judged in Nineteen."""
    if side == "bottom":
        x, y = plate.cx, plate.y - h / 2 - _lift(lay, plate, w, h, others)
    elif side == "top":
        x, y = plate.cx, plate.bottom + h / 2 + lay.gap
    elif side == "left":
        x, y = plate.right + w / 2 + lay.gap, plate.cy
    else:
        x, y = plate.x - w / 2 - lay.gap, plate.cy

    def inside(x: float, y: float) -> tuple[float, float]:
        return (min(max(x, w / 2 + lay.margin), lay.width - w / 2 - lay.margin),
                min(max(y, h / 2 + lay.margin), lay.height - h / 2 - lay.margin))

    def covering(x: float, y: float) -> list[Rect]:
        return [r for r in avoid
                if abs(x - r.cx) * 2 < w + r.w and abs(y - r.cy) * 2 < h + r.h]

    def over(x: float, y: float, r: Rect) -> bool:
        return abs(x - r.cx) * 2 < w + r.w and abs(y - r.cy) * 2 < h + r.h

    x, y = inside(x, y)
    if own is not None and over(x, y, own):
        x, y = inside(min(x, own.x - lay.gap - w / 2), y)
        if over(x, y, own):
            x, y = inside(x, own.y - h / 2 - lay.gap)
    if any(over(x, y, r) for r in others):
        x, y = _off_the_plates(lay, side, plate, w, h, others, own, inside, over)
    if any(over(x, y, r) for r in cards):
        x, y = _clear_of_cards(lay, side, plate, Rect.around(x, y, w, h), cards, others, own,
                               inside, over)
    hit = covering(x, y)
    if not hit:
        return x, y, False
    if side in ("left", "right"):
        # under its own plate where the felt there is free, else above it (over its own
        # face-down hand: East's "passes" lay on its cards beside the free felt below)
        x, y = inside(plate.cx, plate.bottom + h / 2 + lay.gap)
        hit = covering(x, y)
        if hit or any(over(x, y, r) for r in others) or y - h / 2 < plate.bottom:
            x, y = inside(plate.cx, plate.y - h / 2 - lay.gap)
            hit = covering(x, y)
    # above whatever still covers it (the toast lies above the panel: at most one step each)
    for _ in avoid:
        if not hit:
            break
        x, y = inside(x, min(r.y for r in hit) - h / 2 - lay.gap)
        hit = covering(x, y)
    if any(over(x, y, r) for r in (plate, *others)):
        spot = _beside_the_plate(lay, side, plate, w, h, [*avoid, *others, *cards], inside,
                                 over)
        if spot is not None:
            return *spot, False
    return x, y, bool(hit)


def reads_as_its_own(box: Rect, plate: Rect, other_plates: Sequence[Rect]) -> bool:
    """Whether words in ``box`` read as said by the seat of ``plate``: they lie nearer it than
    any of ``other_plates``. Why: at 1024 x 600, in Nineteen for two, no felt by the person's
    plate was free (the left dummy's plate 26 px over it, the declaration panel over the hand),
    and their "Discards 4 cards" lay by the dummy's cards, read as the dummy's or North's."""
    own = _apart(box, plate)
    return all(own < _apart(box, r) for r in other_plates)


def over_own_trick(lay: TableLayout, slot: Rect, w: float, h: float,
                   taken: Sequence[Rect]) -> tuple[float, float] | None:
    """The centre of a ``w`` x ``h`` bubble over the person's own trick ``slot`` (where their
    card lands: the felt toward their seat, empty until they play), covering nothing of
    ``taken`` (the panel, the toast, a tip, plates, hands, face-up cards): as low as it is
    clear, toward the person's hand (at the slot's lower end, or just over what covers it),
    always lying over part of the slot and inside the centre; None where no such place is
    clear. Why: at 1024 x 600, in Nineteen for two, no felt by the person's plate is free (the
    left dummy's plate 20 px over it, the hand beside it), so their "Discards 4 cards" was not
    shown at all: only their hand said what they had discarded; then, centred on the slot,
    they floated mid-felt and did not read as the person's."""
    area = lay.centre
    ys = [slot.cy, slot.bottom - h / 2, slot.y + h / 2]
    for r in taken:
        ys += [r.bottom + lay.gap / 2 + h / 2, r.y - lay.gap / 2 - h / 2]
    x = min(max(slot.cx, area.x + w / 2), area.right - w / 2)
    for y in sorted(ys, reverse=True):
        box = Rect.around(x, y, w, h)
        if (box.intersects(slot) and y - h / 2 >= area.y and y + h / 2 <= lay.height - lay.margin
                and not any(box.intersects(r) for r in taken)):
            return x, y
    return None


def own_tail(h: float) -> float:
    """The length of the tail a ``h`` px high bubble of the person's points down to their hand
    with, lying over their trick place (``over_own_trick``): floating mid-felt without one,
    "Discards 2 cards" was not read as the person's."""
    return round(min(16.0, max(9.0, h * 0.32)))


def _apart(a: Rect, b: Rect) -> float:
    """How far apart two rectangles lie (0 where they touch or overlap)."""
    dx = max(b.x - a.right, a.x - b.right, 0.0)
    dy = max(b.y - a.bottom, a.y - b.bottom, 0.0)
    return (dx * dx + dy * dy) ** 0.5


def _lift(lay: TableLayout, plate: Rect, w: float, h: float, others: Sequence[Rect]) -> float:
    """How far above the bottom seat's plate its ``w`` x ``h`` bubble lies: a gap, or less
    where another plate lies over it (a dummy's, in Nineteen for two), so that the bubble is
    nearer its own plate than that one: at 1920 x 1080 it lay 4 px under the dummy's plate and
    8 px over the person's, and read as the dummy's words."""
    above = [r.bottom for r in others if r.bottom <= plate.y and r.x < plate.cx + w / 2
             and r.right > plate.cx - w / 2]
    if not above:
        return lay.gap
    free = plate.y - max(above) - h  # the felt left over the bubble between the two plates
    if free < lay.gap:  # no room between them: placed elsewhere (``_off_the_plates``)
        return lay.gap
    # a third of the spare felt under it, two over it; never less than three quarters of a
    # gap, for the bubble's shadow and its plate grown with the words just said
    return min(lay.gap, max(lay.gap * 0.75, free / 3))


def _beside_the_plate(lay: TableLayout, side: str, plate: Rect, w: float, h: float,
                      taken: Sequence[Rect],
                      inside: Callable[[float, float], tuple[float, float]],
                      over: Callable[[float, float, Rect], bool]) -> tuple[float, float] | None:
    """Where a top or bottom seat's bubble goes when, moved above a panel, toast or tip under
    the plate, it came to lie over a plate: level with its own plate, beside it on the felt's
    edge side (then the other side, over its own hand: a seat that speaks holds its cards face
    down, a dummy says nothing, and backs hide nothing to read; the left dummy's column fills
    the corner beside North's plate in Nineteen for two), where it covers nothing of ``taken``
    nor the plate; None where neither is clear. Why: North's "Calls the 19★", moved above the
    tip card under its plate, hid the plate's own "Called the 19★" in Nineteen for four."""
    if side not in ("top", "bottom"):
        return None
    y = plate.y + min(h, plate.h) / 2 if side == "top" else plate.bottom - min(h, plate.h) / 2
    blocked = [*taken, plate]
    outward = -1 if plate.cx < lay.width / 2 else 1
    for way in (outward, -outward):
        x = plate.x - lay.gap - w / 2 if way < 0 else plate.right + lay.gap + w / 2
        spot = inside(x, y)
        if not any(over(*spot, r) for r in blocked):
            return spot
    return None


def _clear_of_cards(lay: TableLayout, side: str, plate: Rect, box: Rect,
                    cards: Sequence[Rect], others: Sequence[Rect], own: Rect | None,
                    inside: Callable[[float, float], tuple[float, float]],
                    over: Callable[[float, float, Rect], bool]) -> tuple[float, float]:
    """Where a bubble drawn in ``box`` over face-up ``cards`` goes: moved along its plate's
    side (across for a top or bottom seat, up or down for a side seat) just past the cards it
    covers, the nearer way that lies over no card, plate or hand; else where a bubble over
    another seat's plate goes (``_off_the_plates``), the cards counted with the plates."""
    w, h = box.w, box.h
    across = side in ("top", "bottom")
    taken = [*cards, *others, plate, *([own] if own is not None else [])]
    spots = []
    for way in (-1, 1):
        x, y = box.cx, box.cy
        for _ in cards:  # past each card in the way, one after the other
            hit = [r for r in cards if over(x, y, r)]
            if not hit:
                break
            if across:
                x = (min(r.x for r in hit) - lay.gap - w / 2 if way < 0
                     else max(r.right for r in hit) + lay.gap + w / 2)
            else:
                y = (min(r.y for r in hit) - lay.gap - h / 2 if way < 0
                     else max(r.bottom for r in hit) + lay.gap + h / 2)
        x, y = inside(x, y)
        if not any(over(x, y, r) for r in taken):
            spots.append((x, y))
    if spots:
        return min(spots, key=lambda s: abs(s[0] - box.cx) + abs(s[1] - box.cy))
    return _off_the_plates(lay, side, plate, w, h, [*others, *cards], own, inside, over)


def _off_the_plates(lay: TableLayout, side: str, plate: Rect, w: float, h: float,
                    others: Sequence[Rect], own: Rect | None,
                    inside: Callable[[float, float], tuple[float, float]],
                    over: Callable[[float, float, Rect], bool]) -> tuple[float, float]:
    """Where a bubble goes when the place beside its plate lies over another seat's plate or
    hand: on the felt its own hand faces, at the hand's end by the plate (a top or bottom
    seat), where that covers no plate nor hand; else over the lower part of its own plate.
    Why not there first: a bubble of two lines ("Discards 4 cards" / "Calls the 18★") hid the
    plate's own words ("Partnership") in Nineteen for two."""
    spots = []
    if own is not None and side in ("bottom", "top"):
        x = own.x + w / 2 if plate.cx <= own.cx else own.right - w / 2
        y = own.y - h / 2 - lay.gap if side == "bottom" else own.bottom + h / 2 + lay.gap
        spots.append(inside(x, y))
    spots.append(inside(plate.cx, max(plate.cy, plate.bottom - h / 2 - lay.gap / 2)))
    taken = [*others, plate, *([own] if own is not None else [])]
    return next((s for s in spots if not any(over(*s, r) for r in taken)), spots[-1])


def badge_centre(lay: TableLayout, h: float) -> tuple[float, float]:
    """The badge's centre in the top band: centred on it, or hanging from its top edge when its
    words need more lines than the band is tall."""
    return lay.info.cx, max(lay.info.cy, lay.info.y + h / 2)


#: the most lines a name under a card of the last trick takes: past them it is cut with "…"
LABEL_LINES = 2
#: a card's slot in the last trick's row, in card widths: the card and room for its name
SLOT_WIDTHS = 1.4
#: the names' text size, as a share of the felt's
LABEL_SCALE = 0.9


class LastTrick(NamedTuple):
    """The last trick shown again: the title's centre, the cards' height and centres, and the
    name label under each card (its centre across, its top and its words, already wrapped and
    cut to ``label_w``), the labels' text size and their widest: the card's slot, so that no
    label runs into its neighbour's or past the veil."""

    title_at: tuple[float, float]
    card_h: float
    cards: list[tuple[float, float]]
    labels: list[tuple[float, float, str]]
    label_px: float = 0.0
    label_w: float = 0.0


def last_trick_title(winner: int, name_of: Callable[[int], str]) -> str:
    """The title over the last trick shown again: who took it. A dummy's plate name ("Dummy ·
    Ada") is a label, not words for a sentence: the title says "Ada's dummy", "your dummy",
    and "you" for the person."""
    if winner < 0:
        return "The last trick"
    name = name_of(winner)
    mark, sep, player = name.partition(" · ")
    if sep and mark == "Dummy":
        name = f"{possessive(player)} dummy"
    elif name == "Dummy":
        name = "the dummy"
    elif name == "You":
        name = "you"
    return f"The last trick, taken by {name}"


def last_trick_places(lay: TableLayout, trick: list[tuple[int, int]], winner: int,
                      title_h: float, name_of: Callable[[int], str],
                      measure: tb.Measure | None = None) -> LastTrick:
    """The title at the top of the centre area and the cards in a row under it, as large as the
    area leaves room for, each with its player's name (a tick for the one who took it) under
    it, inside the area. With the window's ``measure`` each name is fitted to its card's slot
    (``fitted_name``): "Maximiliane Bartholomew-Smythe" was drawn wider than its label, cut on
    both sides, and its second line hung below the veil; the cards give up height for a
    second line of names only when a name needs it."""
    area, fp = lay.centre, lay.font_px
    px = fp * LABEL_SCALE
    font = tb.label_fonts("bubble", "", px)[0]
    pad = px * 0.8  # a label's padding (``text_boxes.label``)
    line_h = measure.height(font) if measure is not None else font.px * 1.25
    names = [name_of(pos) for pos, _card in trick]
    ticks = ["  ✓" if pos == winner else "" for pos, _card in trick]
    count = max(1, len(trick))
    lines = 1
    while True:
        label_h = lines * line_h + pad * 1.5
        card_h = max(40.0 / lay.dpr, min(lay.card_h, area.h - title_h - label_h - fp * 1.6))
        w = card_h * ASPECT
        # each card in a slot with room for its name; cards closer together only where the
        # area is too narrow for that (as the row was)
        step = max(min(w * SLOT_WIDTHS, (area.w - 2 * fp) / count),
                   min(w * 1.08, (area.w - w) / max(1, count - 1)))
        label_w = min(step - fp * 0.3, area.w - 2 * fp)
        if measure is None:
            words = [unbroken_name(n) + t for n, t in zip(names, ticks, strict=True)]
            break
        room = label_w - 2 * pad - 2  # the label's inner width, less the hair it adds
        words = [fitted_name(n, t, room, font, measure) for n, t in zip(names, ticks,
                                                                        strict=True)]
        need = max((text.count("\n") + 1 for text in words), default=1)
        if need <= lines:
            break
        lines = need  # the cards give up height for the names' second line, once
    top = area.y + fp * 0.6
    cy = top + title_h + fp * 0.6 + card_h / 2
    label_top = cy + card_h / 2 + fp * 0.25
    cards, labels = [], []
    for i, text in enumerate(words):
        x = round(area.cx + (i - (len(words) - 1) / 2) * step)
        cards.append((x, round(cy)))
        labels.append((x, label_top, text))
    return LastTrick((area.cx, top + title_h / 2), card_h, cards, labels, px, label_w)


def fitted_name(name: str, tick: str, width: float, font: tb.Font, measure: tb.Measure,
                most: int = LABEL_LINES) -> str:
    """A seat's ``name`` and its ``tick`` in lines no wider than ``width``, at most ``most``
    of them: whole on one line when it fits; else broken after a dummy's mark ("Dummy ·" over
    "Bot 1"), then between the words of a name too long for a line; a word, or the last line,
    still too wide is cut with "…", and the tick is kept (it says who took the trick). Each
    line's spaces never break, so the label draws the lines as fitted."""
    def fits(text: str) -> bool:
        return measure.advance(font, text) <= width

    if fits(name + tick):
        return unbroken(name + tick)
    units: list[str] = []  # the pieces a line may start with
    parts = name.split(" · ")
    for k, part in enumerate(parts):
        part = part + (" ·" if k < len(parts) - 1 else "")
        units += [part] if fits(part) else part.split(" ")
    lines: list[str] = []
    for k, unit in enumerate(units):
        end = tick if k == len(units) - 1 else ""  # the last line keeps room for the tick
        if lines and fits(f"{lines[-1]} {unit}{end}"):
            lines[-1] = f"{lines[-1]} {unit}"
        else:
            lines.append(unit)
    if len(lines) > most:  # the rest on the last line, cut short there
        lines[most - 1:] = [" ".join(lines[most - 1:])]
    lines = [measure.elide(font, line, width) for line in lines[:-1]] + \
        [measure.elide(font, lines[-1], width - measure.advance(font, tick)) + tick]
    return "\n".join(unbroken(line) for line in lines)


def unbroken_name(name: str) -> str:
    """A seat's name for a narrow label: wrapped only after a dummy's mark ("Dummy ·" over
    "Bot 1"), never inside the player's name ("Dummy · Bot" over "1")."""
    return f"{NBSP}· ".join(unbroken(part) for part in name.split(" · "))


def stock_label(game: str) -> str:
    """The stock's name on the felt, in the game's words (``STOCK_LABEL``, the name the deal
    review gives it: "The stock"); "" for a game that names none. Why: Nineteen's face-down
    stock lay in a top corner with nothing to say what it was, and at a shared table it lies
    top left in one person's view and top right in another's."""
    words = describe.game_words(game)
    return str(getattr(words, "STOCK_LABEL", "")) if words is not None else ""


#: the stock label's backing: nearly opaque, the toast's dark (the badge's see-through black
#: left its light words grey on grey over a face-up card, and faint over a card's back)
STOCK_LABEL_FILL: tb.RGBA = (24, 20, 16, 235)
#: ... and the soft shadow under it, which parts it from the cards it lies on
STOCK_LABEL_DROP: tb.RGBA = (0, 0, 0, 70)


def stock_label_box(box: tb.Box) -> tb.Box:
    """The stock label's ``box`` (a badge's, ``text_boxes.label``) on a solid backing: it may
    lie over the lower edge of the stock's cards, face up or face down, and must read there
    as well as on the felt."""
    return box._replace(fill=STOCK_LABEL_FILL, drop=STOCK_LABEL_DROP)


def stock_label_centre(lay: TableLayout, cards: Rect, w: float, h: float,
                       avoid: Sequence[Rect]) -> tuple[float, float]:
    """The centre of the stock's ``w`` x ``h`` label: just under its ``cards``, centred on
    them and inside the felt, where that covers nothing of ``avoid`` (the cards of hands,
    plates as drawn, the badge, the trick); else still under them, slid along their lower edge
    past what lies there (``_slid_under``); else beside them, level with their lower edge;
    only where none of these is clear over their lower edge, where a row of cards lying face
    up keeps its corner indices in sight. Why: at 1920 x 1080, in Nineteen for four, the
    right hand's column starts just under the face-down stock, and the label lay over the
    stock's lower third, read as a mark on its cards."""
    x = min(max(cards.cx, lay.margin + w / 2), lay.width - lay.margin - w / 2)
    under = cards.bottom + lay.gap * 0.25 + h / 2

    def clear(cx: float, cy: float) -> bool:
        box = Rect.around(cx, cy, w, h)
        return (lay.view.contains(box) and not box.intersects(cards)
                and not any(box.intersects(r) for r in avoid))

    if clear(x, under):
        return x, under
    slid = _slid_under(lay, cards, x, under, w, h, avoid, clear)
    if slid is not None:
        return slid
    level = cards.bottom - h / 2
    toward = -1 if cards.cx > lay.width / 2 else 1  # the felt's middle first
    for way in (toward, -toward):
        bx = cards.x - lay.gap * 0.5 - w / 2 if way < 0 else cards.right + lay.gap * 0.5 + w / 2
        if clear(bx, level):
            return bx, level
    return _over_lower_edge(lay, cards, x, w, h, avoid)


def _over_lower_edge(lay: TableLayout, cards: Rect, x: float, w: float, h: float,
                     avoid: Sequence[Rect]) -> tuple[float, float]:
    """The stock label over its ``cards``' lower edge, where nowhere under or beside them is
    clear: as low as what lies under them lets it be (its bottom just above it), and slid
    toward the felt's middle as far as what lies there lets it go, still over a third of them.
    Why: with three players, Preferred Three's set laid face up for the defenders lies in the
    top right corner between the badge and the felt's edge, the dummy's column just under it,
    and the label lay over the lower third of the cards' middle, hiding their faces (a tester,
    1600 x 900); it now keeps to the lower edge of the cards the last one covers, whose corner
    indices lie at their top, clear of the dummy's column."""
    high = cards.bottom - lay.gap * 0.25 - h / 2  # wholly over their lower edge
    under = [r for r in avoid if r.y >= cards.bottom - 0.5 and r.x < cards.right
             and r.right > cards.x]
    floor = min((r.y for r in under), default=cards.bottom + lay.gap + h)
    y = min(max(high, floor - 1 - h / 2), cards.bottom + lay.gap * 0.25 + h / 2)
    band = [r for r in avoid if r.y < y + h / 2 and r.bottom > y - h / 2]
    share = min(w, cards.w) / 3
    if cards.cx > lay.width / 2:  # toward the middle: to the left
        stop = max([lay.margin, *(r.right + lay.gap * 0.5 for r in band
                                  if r.right <= cards.x + 0.5)])
        sx = min(x, max(stop + w / 2, cards.x + share - w / 2))
    else:
        stop = min([lay.width - lay.margin, *(r.x - lay.gap * 0.5 for r in band
                                              if r.x >= cards.right - 0.5)])
        sx = max(x, min(stop - w / 2, cards.right - share + w / 2))
    for cx, cy in ((sx, y), (x, y)):
        box = Rect.around(cx, cy, w, h)
        if lay.view.contains(box) and not any(box.intersects(r) for r in avoid):
            return cx, cy
    return x, high


def _slid_under(lay: TableLayout, cards: Rect, x: float, y: float, w: float, h: float,
                avoid: Sequence[Rect], clear: Callable[[float, float], bool]
                ) -> tuple[float, float] | None:
    """The stock label under its ``cards`` moved sideways (toward the felt's middle first)
    just past what it would cover there, as long as it still lies under part of them (beside
    them it would name nothing); None where no such place is clear."""
    toward = -1 if cards.cx > lay.width / 2 else 1
    spots = []
    for way in (toward, -toward):
        sx = x
        for _ in avoid:  # past each thing in the way, one after the other
            box = Rect.around(sx, y, w, h)
            hit = [r for r in avoid if box.intersects(r)]
            if not hit:
                break
            sx = (min(r.x for r in hit) - lay.gap * 0.5 - w / 2 if way < 0
                  else max(r.right for r in hit) + lay.gap * 0.5 + w / 2)
        shared = min(sx + w / 2, cards.right) - max(sx - w / 2, cards.x)
        if shared >= min(w, cards.w) / 3 and clear(sx, y):
            spots.append((sx, y))
    return spots[0] if spots else None


def unread_ms(said: Sequence[float], now: float, read_ms: int) -> int:
    """How much longer (ms) the youngest of the words still up, said at the ``said`` times
    (seconds, as ``now``), must stay to have been up ``read_ms``: the deal's first card waits
    that long (0: none to wait for)."""
    return max(0, round(read_ms - (now - max(said)) * 1000)) if said else 0


def kept_together(words: str) -> str:
    """A bubble's ``words`` with each number kept on the line of the word before it ("Takes
    set 1: level" / "1" broke the level across two lines): a number alone at a line's start
    reads as a stray."""
    return re.sub(r" (?=[0-9])", NBSP, words)


def joined_words(earlier_text: str, earlier_caption: str, text: str,
                 caption: str) -> tuple[str, str]:
    """A seat's words before the play, said while its earlier ones are up: the earlier above
    the new ("Takes the window", then "buries 2 cards" under it: the bury had replaced the
    take a moment after it); a line with its own caption, or the same words, as they are."""
    if caption or text == earlier_caption:
        return text, caption
    return earlier_caption or earlier_text, text


def trick_name(view, names: list[str], pos: int, player: int) -> str:
    """Who played the last trick's card at ``pos``, as the seat's plate names them: a
    dummy's card is the dummy's ("Dummy · Ada"), not a second card of the player who plays
    it (``player``, named alone when there is no view)."""
    if view is None:
        return sp.player_name(names, player)
    return sp.seat_name(view, pos, names)[0]


def summary_top(lay: TableLayout, h: float, rows_shown: bool) -> float:
    """The top of a deal's summary ``h`` high in ``lay.summary``: in its middle, or, while
    Barbu's Dominoes rows lie on the felt (``rows_shown``), below the rows where the felt has
    room (over the person's leftover cards), else just below the lowest rows' index corners,
    else as low as it goes. Why: in the middle it lay over the lower half of the ♥ and ♠ rows
    at 1280 x 720, so the hand's last layout could not be checked while reading the scores."""
    area = lay.summary
    middle = area.y + max(0.0, (area.h - h) / 2)
    if not rows_shown or not lay.dominoes:
        return middle
    lowest = area.bottom - h
    below = max(r.bottom for r in lay.dominoes) + lay.gap
    if below <= lowest:
        return below + (lowest - below) / 2
    corners = max(r.y for r in lay.dominoes) + (INDEX_FRAC * lay.domino_card_h) + lay.gap / 2
    return max(area.y, min(corners, lowest))
