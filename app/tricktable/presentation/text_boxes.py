"""Rounded boxes of text on the table, laid out without Qt: a seat's plate, a label on the felt
(toast, bubble, badge) and a decision panel's button are each a ``Box`` with ``Line``\\ s of text
in given fonts at given places.

Why one module: the three drew the same kind of thing, each with its own arithmetic tangled in
its Qt painting. Here the arithmetic is done once and tested, given a ``Measure`` the window
passes in (its font metrics, so what is measured is what is drawn); the window paints any box and
its lines with one routine (``ui/seat_plate.py``: ``paint_box``, ``paint_lines``). Their parts
(``Font``, ``Line``, ``Box``, ``Measure``) are ``text_parts``'s and the buttons are laid out in
``button_boxes``, both named here as before: one module held them all past its size.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.words import NBSP
from . import felt_colours as fc
from .button_boxes import (  # noqa: F401  (named here as before: ``button_boxes``)
    SUIT_SIGNS,
    balanced_width,
    button,
    button_fonts,
    button_frame,
    button_size,
    button_text_width,
)
from .seat_plates import PlateInfo, deal_rows, fit_notes, name_scale, plate_height, wrap
from .text_parts import RGBA, Box, Font, Line, Measure, felt  # noqa: F401


# ------------------------------------------------------------------------------------ the plate
def plate_fonts(font_px: float) -> tuple[Font, Font, Font]:
    """A plate's name, body and total fonts at the table's body size ``font_px``."""
    return felt(font_px * 1.22, True), felt(font_px), felt(font_px * 1.3, True)


class Plate(NamedTuple):
    """A plate drawn ``w`` x ``h``: its box, its lines (the total, the name, the deal line, the
    notes), the dealer disc (x, y, diameter; None for other seats), and for the checks the
    name's line and the notes' font and lines; ``dots``: where the thinking dots go (the first
    dot's x and y, and their diameter)."""

    box: Box
    lines: list[Line]
    disc: tuple[float, float, float] | None
    name: Line
    notes_font: Font
    notes: list[str]
    dots: tuple[float, float, float]


NAME_GAP = 0.8  # the least room between a plate's name and its total, in the font size
DOT = 0.42  # a thinking dot's diameter, in the plate's font size
DOT_GAP = 0.8  # the room between two dots, in dots


def plate(info: PlateInfo, w: float, h: float, font_px: float, measure: Measure) -> Plate:
    """Where a plate's words go (``_plate``): its name never smaller than the plate's body
    text, and only when the name cannot be shown whole so, its words down to the size of the
    plate's small notes (a single word wider than the plate at the body size,
    "Featherstonehaugh" at 960 x 600) rather than cut short."""
    laid = _plate(info, w, h, font_px, measure)
    if _name_shown(laid) == info.name.replace(" ", ""):
        return laid
    smaller = _plate(info, w, h, font_px, measure, round(plate_fonts(font_px)[1].px * 0.84))
    return smaller if _name_shown(smaller) == info.name.replace(" ", "") else laid


#: each try at the plates' text size is this much smaller than the last (``plates_px``)
PLATE_PX_STEP = 0.93


def plates_px(plates: list[tuple[PlateInfo, float, float, float]], font_px: float,
              most_px: float, measure: Measure) -> float:
    """The size the plates' text is drawn at: the largest from ``most_px`` (the felt's read
    text, grown with the chosen text size) down to ``font_px`` (the table's own) at which every
    plate (its words, width, height and the most height its room lets it grow to) still
    shows its deal line and notes whole within that room, and its name whole, on no more
    lines and in no smaller a font than at ``font_px``. One size for all: plates side by side
    in two sizes looked like a mistake. Why: at the largest text size the plates kept the
    table's 10 px text ("0 points · 0 tricks") with half of each plate empty."""
    if most_px <= font_px + 0.5:
        return font_px
    px = most_px
    while px > font_px + 0.5:
        if all(_plate_holds(info, w, h, room_h, px, font_px, measure)
               for info, w, h, room_h in plates):
            return px
        px *= PLATE_PX_STEP
    return font_px


def _plate_holds(info: PlateInfo, w: float, h: float, room_h: float, px: float,
                 font_px: float, measure: Measure) -> bool:
    """Whether a plate ``w`` wide shows its words at ``px`` as well as at ``font_px``, grown
    to no more than ``room_h`` with a line to spare (``plates_px``): a plate whose next note
    would not fit made all the plates' text smaller when a taking was announced, a tester
    saw every plate jump in size mid-deal. Its name keeps its size and weight at ``px`` as
    at ``font_px``: a dealer's disc and the total beside it squeezed "North" to a plain
    name smaller than the line under it."""
    need = plate_need(info, w, px, measure)
    if need + measure.height(plate_fonts(px)[1]) > max(h, room_h) + 0.5:
        return False
    usual = plate(info, w, max(h, min(plate_need(info, w, font_px, measure), room_h)),
                  font_px, measure)
    laid = plate(info, w, max(h, need), px, measure)
    return (_name_shown(laid) == info.name.replace(" ", "")
            and _name_lines(laid) <= _name_lines(usual)
            and _name_scale(laid, px) >= _name_scale(usual, font_px) - 0.01
            and (laid.name.font.bold or not usual.name.font.bold)
            and _cut(laid) <= _cut(usual)
            and all(measure.advance(line.font, line.text) <= line.w + 0.5
                    for line in laid.lines[2:]))


def _name_scale(laid: Plate, px: float) -> float:
    """How large a plate's name is drawn against its own size at ``px``."""
    return laid.name.font.px / plate_fonts(px)[0].px


def _cut(laid: Plate) -> int:
    """How many of a plate's lines are cut short (end in "…"): a word too wide for the plate,
    "+ 2 buried cards" held together, was cut to "+ 2 buried ca…" at a larger size."""
    return sum(1 for line in laid.lines if line.text.endswith("…"))


def _name_lines(laid: Plate) -> int:
    """How many lines a plate's name takes."""
    return sum(1 for line in laid.lines[1:] if line.ink == fc.TEXT and line.text)


def _name_shown(laid: Plate) -> str:
    """The name a plate's lines show, run together without spaces."""
    return "".join(line.text for line in laid.lines[1:] if line.ink == fc.TEXT
                   and line.text).replace(" ", "")


def _plate(info: PlateInfo, w: float, h: float, font_px: float, measure: Measure,
           least: int = 0) -> Plate:
    """Where a plate's words go: the dealer disc, the name (a little smaller rather than cut
    short, ``name_scale``) and the total on the first line; the deal so far (in rows at the
    plates' size where the plate holds them with every note, else smaller, too, before it is
    cut); then the notes, wrapped, in a smaller hand when that makes them fit (a Nineteen
    declarer's bid, call and holdings), and only then cut short with an ellipsis on the last
    line there is room for. A name too long for its line takes two where the plate has room:
    its first words beside the total, the rest under them (``two_line_name``), or, when its
    first word has no room beside the disc and the total (``name_off_head``), on lines of its
    own under them, as wide as the plate; a name drawn smaller than ``least`` px
    (0: the body size, ``name_font``) in none of them."""
    fp = font_px
    pad = fp * 0.7
    # the plate less its padding, in the order of operations Qt's ``QRectF.adjusted`` takes
    x, top, inner_w = pad, pad * 0.7, w - pad - pad
    inner_h = h - pad * 0.6 - pad * 0.7
    bottom = top + inner_h
    name_f, body_f, total_f = plate_fonts(fp)
    shadow = max(1.0, fp * 0.08)
    look = fc.plate_look(info.to_act)
    box = Box(1, 1, w - 2, h - 2, fp * 0.8, fc.PLATE_FILL, look.edge,
              max(1.5, fp * look.edge_width))
    lines = [Line(total_f, x, top, inner_w, inner_h, info.total, fc.TEXT, "right",
                  shadow=shadow)]
    # first line: dealer disc, name, total score on the right
    line_h = measure.height(name_f)
    name_x, name_w = name_place(info, x, inner_w, fp, measure)

    def name_line(width: float) -> Line:
        shown_f, text = one_line_name(info.name, name_f, width, measure, least)
        return Line(shown_f, name_x, top, width, line_h * 1.2, text, fc.TEXT, shadow=shadow)

    name = name_line(name_w)
    lines.append(name)
    d = line_h * 0.92
    disc = (x, top + (line_h - d) / 2, d) if info.dealer else None
    y = top + max(line_h, measure.height(total_f)) + fp * 0.15
    # this deal, then announcements (wrapped over what room is left)
    bh = measure.height(body_f)

    def body(text: str) -> float:
        return measure.advance(body_f, text)

    rows = deal_rows(info.deal_line, body, inner_w)
    if len(rows) > 1 and (len(rows) * bh * 1.05 + len(wrap(info.notes, body, inner_w)) * bh
                          * 1.02 > bottom - y + 1):
        rows = [info.deal_line]  # no room for its rows and every note: one row, smaller
    if len(rows) == 1:
        # a little smaller rather than cut short too: at 1024 x 640 a three-hand plate read
        # "0 card points · 0 tric…", and the tricks are what a player looks there for
        fit = name_scale(body(info.deal_line), inner_w, smallest=0.78)
        deal_f = body_f if fit is None else Font(max(8, int(fit * body_f.px)))
        rows = [measure.elide(deal_f, info.deal_line, inner_w)]
    else:
        deal_f = body_f
    for row in rows:
        lines.append(Line(deal_f, x, y, inner_w, bh, row, fc.PLATE_SOFT, shadow=shadow))
        y += bh * 1.05
    small = Font(max(8, round(body_f.px * 0.84)))
    fit = fit_notes(info.notes, inner_w, bottom - y, lambda t: measure.advance(body_f, t), bh,
                    lambda: (lambda t: measure.advance(small, t), measure.height(small)))
    notes_f = small if fit.small else body_f
    notes = fit.lines
    if fit.cut and notes:
        notes[-1] = measure.elide(notes_f, notes[-1] + " …", inner_w)
    nh = measure.height(notes_f)
    for text in notes:
        # a word wider than the plate ("Konstantinopoulou" in Barbu's "Doubled …") has a line
        # of its own and was clipped at the plate's edge: it is cut with "…" inside it
        text = measure.elide(notes_f, text, inner_w)
        lines.append(Line(notes_f, x, y, inner_w, nh, text, fc.NOTE, shadow=shadow))
        y += nh * 1.02
    own = None
    if name.text != info.name and name_off_head(info.name, name, x, inner_w, name_f, measure,
                                                least):
        own = _name_under_head(info.name, lines, top + max(line_h, measure.height(total_f))
                               + fp * 0.15, x, inner_w, bottom, fp, measure, least)
    if own is not None:
        lines, name = own
        dots = thinking_dots(lines, w, h, fp, measure) or _after(name._replace(
            x=name_x, y=top, w=name_w, text=""), fp, measure)
        return Plate(box, lines, disc, name, notes_f, notes, dots)
    # a name cut short goes on two lines where the plate has a spare line under its words
    # (under a deal's summary): "Bartholomew Fitz…" though the plate had room for it whole
    broken = False
    if name.text != info.name and bottom - y >= line_h * 1.1:
        # the second line as wide as the plate, else short of it by the thinking dots' room
        # (after it they touch no word: a plate grown for the name has no free corner)
        for rest_w in (inner_w, max(0.0, inner_w - fp * 0.4 - dots_width(fp))):
            # under the disc, and under the total too: the rest runs as wide as the plate
            # ("Konstantinopoulou" touched the foot of a total of "−3")
            under = max(disc[1] + disc[2] + 1 if disc else 0.0,
                        top + measure.height(total_f) if info.total else 0.0)
            two = two_line_name(info.name, name, x, rest_w, name_f, measure, under, least)
            if two is None:
                break
            down = two[1].y - name.y
            shifted = [*lines[:1], two[0], two[1],
                       *(line._replace(y=line.y + down) for line in lines[2:])]
            # no dots on a plate not to act (under a deal's summary): the name keeps the room
            if not info.to_act or thinking_dots(shifted, w, h, fp, measure) is not None:
                lines, name, broken = shifted, two[0], True
                break
    dots = thinking_dots(lines, w, h, fp, measure)
    if dots is None and not info.to_act and broken:
        # a plate not to act shows no dots: its name stays whole on two lines (it read
        # "Alex…" over "Konstantinopoulou" under a deal's summary, for dots never drawn)
        dots = _after(name, fp, measure)
    if dots is None:  # every place taken: the name gives up room for them
        lines[1] = name = name_line(max(0.0, name_w - fp * 0.4 - dots_width(fp)))
        dots = _after(name, fp, measure)
    return Plate(box, lines, disc, name, notes_f, notes, dots)


def name_off_head(whole: str, name: Line, x: float, inner_w: float, font: Font,
                  measure: Measure, least: int = 0) -> bool:
    """Whether ``whole``, too wide for its place ``name`` on the first line, cannot be shown
    whole there even over two lines (``two_line_name``): its first word has no room between
    the disc and the total. It then goes on lines of its own under them (``plate``). Why:
    "Alexandra" beside a total of three figures cut the name ("Alexan…") while a total of two
    let it break, so the same plate changed from deal to deal."""
    if not name_breaks(whole):
        return False
    two = two_line_name(whole, name, x, inner_w, font, measure, least=least)
    shown = "" if two is None else two[0].text + two[1].text
    return "…" in shown or shown.replace(" ", "") != whole.replace(" ", "")


def _name_under_head(whole: str, lines: list[Line], y0: float, x: float, inner_w: float,
                     bottom: float, font_px: float, measure: Measure, least: int = 0
                     ) -> tuple[list[Line], Line] | None:
    """A plate's ``lines`` (the total, the name cut on its first line, the deal line and the
    notes from ``y0`` down) with the name on up to two lines of its own from ``y0``, as wide
    as the plate, and the rest moved down under it; and the name's first line. None when the
    plate has no room for them all (it keeps the name on its first line)."""
    name_f = plate_fonts(font_px)[0]
    slot = lines[1]._replace(font=name_f, x=x, y=y0, w=inner_w, h=measure.height(name_f) * 1.2)
    font, text = one_line_name(whole, name_f, inner_w, measure, least)
    if text == whole:
        names = [slot._replace(font=font, text=text)]
    else:
        two = two_line_name(whole, slot, x, inner_w, name_f, measure, least=least)
        if two is None:
            return None
        names = list(two)
    end = names[-1].y + measure.height(names[-1].font)
    rest = [line._replace(y=line.y + end - y0) for line in lines[2:]]
    last = max((line.y + measure.height(line.font) for line in rest if line.text), default=0.0)
    if max(last, end) > bottom + 1:
        return None
    return [lines[0], *names, *rest], names[0]


def name_place(info: PlateInfo, x: float, inner_w: float, font_px: float,
               measure: Measure) -> tuple[float, float]:
    """Where a plate's name starts on its first line and how wide it may be: after the dealer
    disc, if any, and before the total with a clear gap (with 0.2 of the text size,
    "Computer 1", drawn smaller to fit, and its 384 read as "Computer 1384")."""
    name_f, _body_f, total_f = plate_fonts(font_px)
    total_w = measure.advance(total_f, info.total) + font_px * NAME_GAP
    name_x = x + (measure.height(name_f) * 0.92 + font_px * 0.4 if info.dealer else 0.0)
    return name_x, max(0.0, x + inner_w - total_w - name_x)


def one_line_name(name: str, font: Font, width: float, measure: Measure,
                  least: int = 0) -> tuple[Font, str]:
    """A name on one line ``width`` wide: in ``font``, or a little smaller (``name_scale``),
    cut short with "…" only when even that cannot hold it."""
    shown = name_font(font, [(name, width)], measure, least)
    return shown, measure.elide(shown, name, width)


def name_font(font: Font, texts: list[tuple[str, float]], measure: Measure,
              least: int = 0) -> Font:
    """The font a name's ``texts`` (each with the width it has) are drawn in: ``font``, else a
    little smaller (``name_scale``), not under the plate's body size (``name_px``); at that
    size not bold when only so it holds them; and then plain down to ``least`` px, when it
    is smaller (``plate``: only for a name it could not show whole otherwise). Why: at 960 x 600
    names came down to 9 px beside 11 px lines, and "Konstantinopoulou", in bold at 11 px,
    wider than its plate, was cut."""
    scale = min(name_scale(measure.advance(font, text), width) or 1.0 for text, width in texts)
    if scale >= 1.0:
        return font
    floor = name_px(0.0, font)
    tries = [Font(name_px(scale, font), True),
             *(Font(px, False) for px in range(floor, max(1, min(least or floor, floor)) - 1,
                                               -1))]
    for shown in tries:
        if all(measure.advance(shown, text) <= width for text, width in texts):
            return shown
    return tries[0]


def name_px(scale: float, font: Font) -> int:
    """A name's size ``scale`` times its ``font``, never under the plate's body size (its
    font is ``plate_fonts``' 1.22 times that): at 960 x 600 South's and East's names came
    down to 9 px beside their 11 px "0 points" lines; a name shown smaller than the lines
    under it is read last. Too wide even so, it takes two lines or is cut."""
    return max(round(font.px / 1.22), int(scale * font.px))


def name_line_need(info: PlateInfo, width: float, font_px: float, measure: Measure) -> float:
    """The height a plate ``width`` wide needs beyond its first line to show its name whole:
    none when the name fits on that line, else room for a second line of it
    (``two_line_name``), a little more than the line so that the plate, rounded as drawn,
    still has it; two lines when the name goes under the disc and the total
    (``name_off_head``). Why: only a plate with a spare line broke a long name on two; one
    with a bid or a contract under its deal line cut it ("Maximilian Alexan…") though it
    could grow."""
    name_f = plate_fonts(font_px)[0]
    pad = font_px * 0.7
    _x, name_w = name_place(info, pad, width - 2 * pad, font_px, measure)
    if not name_breaks(info.name) or \
            one_line_name(info.name, name_f, name_w, measure)[1] == info.name:
        return 0.0
    line = Line(name_f, _x, pad * 0.7, name_w, 0.0, info.name, fc.TEXT)
    if name_off_head(info.name, line, pad, width - 2 * pad, name_f, measure):
        return measure.height(name_f) * 2.2 + 3  # a line of its own, and the second one
    return measure.height(name_f) * 1.1 + 2


def name_breaks(name: str) -> list[tuple[str, str]]:
    """Where ``name`` may be broken onto two lines, the last break first: between its words,
    and after a hyphen inside a word ("Jean-" over "Christophe Lefebvre": beside a dealer's disc
    and a total of two figures "Jean-Christophe" did not fit, and the name was cut)."""
    breaks = []
    for i, ch in enumerate(name):
        if ch == " " and name[:i].strip() and name[i + 1:].strip():
            breaks.append((name[:i].rstrip(), name[i + 1:].lstrip()))
        elif ch == "-" and 0 < i < len(name) - 1 and " " not in (name[i - 1], name[i + 1]):
            breaks.append((name[:i + 1], name[i + 1:]))
    return breaks[::-1]


def two_line_name(whole: str, name: Line, x: float, width: float, font: Font,
                  measure: Measure, under: float = 0.0, least: int = 0
                  ) -> tuple[Line, Line] | None:
    """``whole`` broken between two of its words (or after a hyphen, ``name_breaks``) into two
    lines in one font (a little smaller rather than cut, ``name_scale``): the first words where
    the one-line ``name`` is, beside the total; the rest under them from ``x``, ``width`` wide
    (cut with "…" only if even the smaller font cannot hold them): of the breaks that do, the
    one in the largest font, and then with the most words first. None when no break holds
    the first words whole. The rest goes a line of ``font`` under the first words, and below
    ``under`` (the dealer's disc beside them): a line of the smaller font under them, it was
    drawn over their lower half and started inside the disc."""
    best: tuple[Font, str, str] | None = None
    for top, rest in name_breaks(whole):
        shown = name_font(font, [(top, name.w), (rest, width)], measure, least)
        if (top.strip() and measure.advance(shown, top) <= name.w
                and (best is None or shown.px > best[0].px)):
            best = (shown, top, rest)
    if best is None:
        return None
    shown, top, rest = best
    return (name._replace(font=shown, text=top),
            name._replace(font=shown, x=x, y=max(name.y + measure.height(font), under),
                          w=width,
                          text=measure.elide(shown, rest, width)))


def dots_width(font_px: float) -> float:
    """The three thinking dots and the two gaps between them."""
    return font_px * DOT * (3 + 2 * DOT_GAP)


def _text_box(line: Line, measure: Measure) -> tuple[float, float, float, float]:
    """Where a line's words are drawn (left, top, right, bottom), not its whole slot."""
    width = min(measure.advance(line.font, line.text), line.w)
    left = line.x + line.w - width if line.align == "right" else line.x
    return left, line.y, left + width, line.y + measure.height(line.font)


def _after(line: Line, font_px: float, measure: Measure) -> tuple[float, float, float]:
    """The dots after a line's words, centred on it."""
    dot = font_px * DOT
    _left, top, right, bottom = _text_box(line, measure)
    return right + font_px * 0.4, (top + bottom - dot) / 2, dot


def thinking_dots(lines: list[Line], w: float, h: float, font_px: float,
                  measure: Measure) -> tuple[float, float, float] | None:
    """Where a plate's thinking dots touch no word (``lines``: the total, the name, then the
    deal line and the notes): after the name, else after the line under it, else in the lower
    right corner, where they were before a full plate's last note ran under them; None when
    none of these is clear."""
    dot = font_px * DOT
    span = dots_width(font_px)
    corner = (w - font_px * 0.7 - span, h - font_px * 0.6 - dot, dot)
    words = [_text_box(line, measure) for line in lines if line.text]
    for x, y, d in (*(_after(line, font_px, measure) for line in lines[1:3]), corner):
        if x + span > w - font_px * 0.7:
            continue
        if all(x + span <= x0 or x >= x1 or y + d <= y0 or y >= y1 for x0, y0, x1, y1 in words):
            return x, y, d
    return None


def plate_need(info: PlateInfo, width: float, font_px: float, measure: Measure) -> float:
    """The height a plate ``width`` wide needs to show its name, deal line and notes whole in the
    body font (the deal line in rows when it is wider than the plate, ``deal_rows``; the name on
    two lines when it is wider than its first line, ``name_line_need``)."""
    name_f, body_f, total_f = plate_fonts(font_px)
    head = max(measure.height(name_f), measure.height(total_f))
    inner_w = width - 2 * font_px * 0.7

    def body(text: str) -> float:
        return measure.advance(body_f, text)

    rows = deal_rows(info.deal_line, body, inner_w)
    return plate_height(font_px, head, measure.height(body_f), len(rows),
                        len(wrap(info.notes, body, inner_w))) \
        + name_line_need(info, width, font_px, measure)


def pulse_dots(at: tuple[float, float, float], pulse: float
               ) -> list[tuple[float, float, float, float]]:
    """Three dots breathing in turn while a plate's player thinks (``at``: the plate's
    ``dots``): each as (x, y, diameter, opacity), ``pulse`` running 0 → 1 over one breath of
    all three."""
    x0, y, dot = at
    dots = []
    for i in range(3):
        phase = (pulse * 3 - i) % 3
        strength = max(0.0, 1.0 - abs(phase - 0.5) / 1.2)
        dots.append((x0 + i * dot * (1 + DOT_GAP), y, dot, 0.25 + 0.7 * strength))
    return dots


# ------------------------------------------------------------------------------------ the labels
def last_words_kept(text: str) -> str:
    """``text`` with its last two words kept on one line when it wraps: Sheepshead's badge
    left "jack" alone under "trumps, under every queen and". Only a short last word (a long
    pair may not fit the label's width) of a text of three words or more."""
    head, space, last = text.rpartition(" ")
    if not space or " " not in head.strip() or len(last) > 10:
        return text
    return f"{head}{NBSP}{last}"


def label_fonts(style: str, text: str, px: float) -> tuple[Font, Font]:
    """A label's words and caption fonts: on the badge a suit sign large, a word smaller; a
    toast's words a little larger, a bubble's bold."""
    if style == "badge":
        big = 2.6 if len(text) <= 2 else 1.35
        return felt(px * big, True), felt(px * 0.9)
    return felt(px * (1.05 if style == "toast" else 1.0), style == "bubble"), felt(px * 0.85)


def label(style: str, text: str, caption: str, px: float, max_w: float, measure: Measure,
          four_colour: bool = False) -> tuple[Box, list[Line]]:
    """A label of ``style`` ("toast", "bubble", "badge") centred on (0, 0): its words over a
    smaller caption, both wrapped within ``max_w``, the box as large as they need (a suit sign
    on the badge in the deck's ink, ``four_colour`` or not)."""
    main, small = label_fonts(style, text, px)
    text, caption = last_words_kept(text), last_words_kept(caption)
    pad = px * 0.8
    inner_w = max_w - 2 * pad
    text, w1, h1 = _fitted(measure, main, text, inner_w)
    # a word wider than the label may be is drawn smaller, not cut at both sides ("No
    # announcement" beside the person's seat at the largest text size read "nnouncemen")
    while w1 > inner_w + 0.5 and main.px > max(8, px * 0.6):
        main = main._replace(px=main.px - 1)
        text, w1, h1 = _fitted(measure, main, text, inner_w)
    caption, w2, h2 = _fitted(measure, small, caption, inner_w)
    # a hair wider than measured: text drawn into a box exactly its measured width can
    # wrap its last word onto a line nobody measured (seen as a cut-off "8" in a badge)
    w = min(max(w1, w2, px * 2) + 2, inner_w) + 2 * pad
    h = h1 + h2 + 2 * pad * 0.75
    look = fc.LABEL_LOOKS[style]
    box = Box(-w / 2, -h / 2, w, h, px * 0.7, look.fill, look.edge, max(1.5, px * 0.12),
              look.drop)
    ink, shadowed = fc.label_ink(style, text, four_colour)
    tx, ty = -w / 2 + pad, -h / 2 + pad * 0.75
    lines = [Line(main, tx, ty, w - 2 * pad, h1, text, ink, "centre", True,
                  max(1.0, px * 0.08) if shadowed else 0.0)]
    if caption:
        lines.append(Line(small, tx, ty + h1, w - 2 * pad, (-h / 2 + h) - (ty + h1), caption,
                          look.caption, "centre", True, 1.0 if look.shadowed else 0.0))
    return box, lines


def _fitted(measure: Measure, font: Font, text: str, width: float) -> tuple[str, float, float]:
    """``text`` as it is drawn within ``width``, and its measured width and height: words kept
    together (no-break spaces) break apart where together they are wider than the label may be.
    Nineteen's badge held "level 3 reached in the stock" on one line at 960 x 560 and drew it
    cut at both sides ("evel 3 reached in the stoc")."""
    if not text:
        return text, 0.0, 0.0
    w, h = measure.wrapped(font, text, width, True)
    if w > width + 0.5 and NBSP in text:
        text = text.replace(NBSP, " ")
        w, h = measure.wrapped(font, text, width, True)
    return text, w, h


def label_px(style: str, text: str, caption: str, font_px: float, most_px: float,
             max_w: float, max_h: float, measure: Measure) -> float:
    """The size a label is drawn at: the largest from ``most_px`` (the felt's read text, grown
    with the chosen text size) down to ``font_px`` at which it stays within ``max_w`` and
    ``max_h`` (or the height it has at ``font_px``, when that is more) with its words at their
    own size. Why: at the largest text size the centre badge's caption ("points added until
    someone reaches 50") stayed at 9 px in a band with room for more."""
    if most_px <= font_px + 0.5:
        return font_px
    room_h = max(max_h, label(style, text, caption, font_px, max_w, measure)[0].h)
    px = most_px
    while px > font_px + 0.5:
        box, lines = label(style, text, caption, px, max_w, measure)
        if box.h <= room_h + 0.5 and (not lines or lines[0].font.px
                                       >= label_fonts(style, text, px)[0].px):
            return px
        px *= PLATE_PX_STEP
    return font_px
