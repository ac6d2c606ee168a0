"""Rounded boxes of text on the table, laid out without Qt: a seat's plate, a label on the felt
(toast, bubble, badge) and a decision panel's button are each a ``Box`` with ``Line``\\ s of text
in given fonts at given places.

Why one module: the three drew the same kind of thing, each with its own arithmetic tangled in
its Qt painting. Here the arithmetic is done once and tested, given a ``Measure`` the window
passes in (its font metrics, so what is measured is what is drawn); the window paints any box and
its lines with one routine (``ui/seat_plate.py``: ``paint_box``, ``paint_lines``).
"""

from __future__ import annotations

import math
from typing import NamedTuple, Protocol

from . import felt_colours as fc
from .seat_plates import PlateInfo, deal_rows, fit_notes, name_scale, plate_height, wrap

RGBA = fc.RGBA


class Font(NamedTuple):
    """A font of the table: the platform's sans serif at ``px`` pixels, bold or not."""

    px: int
    bold: bool = False


def felt(px: float, bold: bool = False) -> Font:
    """The table's type at a size tied to the card height, never under 8 px."""
    return Font(max(8, round(px)), bold)


class Measure(Protocol):
    """How the window measures text in a ``Font``."""

    def advance(self, font: Font, text: str) -> float:
        """The width of ``text`` on one line."""

    def height(self, font: Font) -> float:
        """The height of a line."""

    def elide(self, font: Font, text: str, width: float) -> str:
        """``text`` cut short with an ellipsis to fit ``width`` (whole when it fits)."""

    def wrapped(self, font: Font, text: str, width: float, centre: bool) -> tuple[float, float]:
        """The width and height of ``text`` word-wrapped within ``width``."""


class Line(NamedTuple):
    """Text drawn in the box ``x, y, w, h`` aligned "left", "right" or "centre" at its top,
    word-wrapped when ``wrap``; ``shadow``: the offset of its soft dark shadow (0: none);
    ``opacity``: its own, where it must not fade with its box (None: the box's)."""

    font: Font
    x: float
    y: float
    w: float
    h: float
    text: str
    ink: RGBA
    align: str = "left"
    wrap: bool = False
    shadow: float = 0.0
    opacity: float | None = None


class Box(NamedTuple):
    """A rounded box: its fill (made a little lighter by the painter when ``lighter``), its edge
    (None: none) and the edge's width, a ``drop`` shadow ``drop_dy`` below it (None: none), and
    the opacity the box and its lines are painted with."""

    x: float
    y: float
    w: float
    h: float
    radius: float
    fill: RGBA
    edge: RGBA | None = None
    edge_width: float = 1.0
    drop: RGBA | None = None
    lighter: bool = False
    opacity: float = 1.0
    drop_dy: float = 2.0


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
    """Where a plate's words go: the dealer disc, the name (a little smaller rather than cut
    short, ``name_scale``) and the total on the first line; the deal so far (in rows at the
    plates' size where the plate holds them with every note, else smaller, too, before it is
    cut); then the notes, wrapped, in a smaller hand when that makes them fit (a Nineteen
    declarer's bid, call and holdings), and only then cut short with an ellipsis on the last
    line there is room for. A name too long for its line takes two where the plate has room:
    its first words beside the total, the rest under them (``two_line_name``), or, when its
    first word has no room beside the disc and the total (``name_off_head``), on lines of its
    own under them, as wide as the plate."""
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
        shown_f, text = one_line_name(info.name, name_f, width, measure)
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
        lines.append(Line(notes_f, x, y, inner_w, nh, text, fc.NOTE, shadow=shadow))
        y += nh * 1.02
    own = None
    if name.text != info.name and name_off_head(info.name, name, x, inner_w, name_f, measure):
        own = _name_under_head(info.name, lines, top + max(line_h, measure.height(total_f))
                               + fp * 0.15, x, inner_w, bottom, fp, measure)
    if own is not None:
        lines, name = own
        dots = thinking_dots(lines, w, h, fp, measure) or _after(name._replace(
            x=name_x, y=top, w=name_w, text=""), fp, measure)
        return Plate(box, lines, disc, name, notes_f, notes, dots)
    # a name cut short goes on two lines where the plate has a spare line under its words
    # (under a deal's summary): "Bartholomew Fitz…" though the plate had room for it whole
    if name.text != info.name and bottom - y >= line_h * 1.1:
        # the second line as wide as the plate, else short of it by the thinking dots' room
        # (after it they touch no word: a plate grown for the name has no free corner)
        for rest_w in (inner_w, max(0.0, inner_w - fp * 0.4 - dots_width(fp))):
            two = two_line_name(info.name, name, x, rest_w, name_f, measure,
                                under=disc[1] + disc[2] + 1 if disc else 0.0)
            if two is None:
                break
            down = two[1].y - name.y
            shifted = [*lines[:1], two[0], two[1],
                       *(line._replace(y=line.y + down) for line in lines[2:])]
            if thinking_dots(shifted, w, h, fp, measure) is not None:
                lines, name = shifted, two[0]
                break
    dots = thinking_dots(lines, w, h, fp, measure)
    if dots is None:  # every place taken: the name gives up room for them
        lines[1] = name = name_line(max(0.0, name_w - fp * 0.4 - dots_width(fp)))
        dots = _after(name, fp, measure)
    return Plate(box, lines, disc, name, notes_f, notes, dots)


def name_off_head(whole: str, name: Line, x: float, inner_w: float, font: Font,
                  measure: Measure) -> bool:
    """Whether ``whole``, too wide for its place ``name`` on the first line, cannot be shown
    whole there even over two lines (``two_line_name``): its first word has no room between
    the disc and the total. It then goes on lines of its own under them (``plate``). Why:
    "Alexandra" beside a total of three figures cut the name ("Alexan…") while a total of two
    let it break, so the same plate changed from deal to deal."""
    if not name_breaks(whole):
        return False
    two = two_line_name(whole, name, x, inner_w, font, measure)
    shown = "" if two is None else two[0].text + two[1].text
    return "…" in shown or shown.replace(" ", "") != whole.replace(" ", "")


def _name_under_head(whole: str, lines: list[Line], y0: float, x: float, inner_w: float,
                     bottom: float, font_px: float, measure: Measure
                     ) -> tuple[list[Line], Line] | None:
    """A plate's ``lines`` (the total, the name cut on its first line, the deal line and the
    notes from ``y0`` down) with the name on up to two lines of its own from ``y0``, as wide
    as the plate, and the rest moved down under it; and the name's first line. None when the
    plate has no room for them all (it keeps the name on its first line)."""
    name_f = plate_fonts(font_px)[0]
    slot = lines[1]._replace(font=name_f, x=x, y=y0, w=inner_w, h=measure.height(name_f) * 1.2)
    font, text = one_line_name(whole, name_f, inner_w, measure)
    if text == whole:
        names = [slot._replace(font=font, text=text)]
    else:
        two = two_line_name(whole, slot, x, inner_w, name_f, measure)
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


def one_line_name(name: str, font: Font, width: float, measure: Measure) -> tuple[Font, str]:
    """A name on one line ``width`` wide: in ``font``, or a little smaller (``name_scale``),
    cut short with "…" only when even that cannot hold it."""
    scale = name_scale(measure.advance(font, name), width)
    shown = font if scale is None else Font(max(1, int(scale * font.px)), True)
    return shown, measure.elide(shown, name, width)


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
                  measure: Measure, under: float = 0.0) -> tuple[Line, Line] | None:
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
        scale = min(name_scale(measure.advance(font, top), name.w) or 1.0,
                    name_scale(measure.advance(font, rest), width) or 1.0)
        shown = font if scale >= 1.0 else Font(max(1, int(scale * font.px)), True)
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
    pad = px * 0.8
    inner_w = max_w - 2 * pad
    w1, h1 = measure.wrapped(main, text, inner_w, True) if text else (0.0, 0.0)
    w2, h2 = measure.wrapped(small, caption, inner_w, True) if caption else (0.0, 0.0)
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


# ----------------------------------------------------------------------------------- the buttons
def button_fonts(px: float, floor: float = 0.0) -> tuple[Font, Font]:
    """A panel button's label and line fonts, neither under ``floor`` px (the smallest text
    that is read: at 960 x 600 with the scores and the deal log open, the grey lines under
    Barbu's contracts came down to 8 px)."""
    return felt(max(px * 1.05, floor), True), felt(max(px * 0.86, floor))


def button_frame(px: float) -> float:
    """How much wider a button is than its text: the padding both sides and the painted
    frame's inset (rows are counted with it, or the last label of a full row is cut)."""
    return px * 1.4 + 4


def button_text_width(label: str, line: str, px: float, measure: Measure,
                      floor: float = 0.0) -> float:
    """The width a button's words want: the label whole, the line up to 12 ems (of the line's
    own size, raised to ``floor``, ``button_fonts``)."""
    title_f, line_f = button_fonts(px, floor)
    want = max(measure.advance(title_f, label),
               min(measure.advance(line_f, line), max(px, floor / 0.86) * 12))
    return max(px * 5.5, want)


def button_size(line: str, text_w: float, px: float, measure: Measure,
                floor: float = 0.0) -> tuple[int, int]:
    """A button's size for words ``text_w`` wide: the label over up to three lines of its
    line (fonts not under ``floor``, ``button_fonts``)."""
    title_f, line_f = button_fonts(px, floor)
    h = measure.height(title_f)
    if line:
        h += px * 0.2 + min(measure.wrapped(line_f, line, text_w, False)[1],
                            measure.height(line_f) * 3)
    return round(text_w + button_frame(px)), round(h + 1.4 * px * 0.7)


def button(label: str, line: str, w: float, h: float, px: float, look: fc.ButtonLook,
           measure: Measure, four_colour: bool = False, floor: float = 0.0
           ) -> tuple[Box, list[Line]]:
    """A button drawn ``w`` x ``h`` in ``look``: its label on top (cut short if it must be),
    its suit signs in the deck's colours (``four_colour`` or not), its line wrapped under it.
    On a greyed button the line keeps its full strength: it says what is missing ("0 of 2
    selected", a refusal), and faded with the button it was grey on grey, the one thing on
    the panel the person needed to read. No text under ``floor`` px (``button_fonts``)."""
    title_f, line_f = button_fonts(px, floor)
    box = Box(1.5, 1.5, w - 1.5 - 1.5, h - 1.5 - 1.5, px * 0.55, look.fill, look.edge,
              max(1.0, px * look.edge_width), None, look.lighter, look.opacity)
    pad = px * 0.7
    x, y = 1.5 + pad, 1.5 + pad * 0.6
    inner_w, inner_h = w - 1.5 - 1.5 - pad - pad, h - 1.5 - 1.5 - pad * 0.5 - pad * 0.6
    th = measure.height(title_f)
    lines = _title_runs(measure.elide(title_f, label, inner_w), title_f, x, y, inner_w, th,
                        look.title, measure, four_colour)
    if line:
        greyed = look.opacity < 1.0
        ink = (*look.line[:3], 255) if greyed else look.line
        line_f = _fitting(line_f, line, inner_w, inner_h - th, measure, floor)
        # its lines of even length, about the same centre: a button stretched wider than it
        # was measured for left "bet" alone under "doubled you: double the"
        even_w = balanced_width(line_f, line, inner_w, measure)
        lines.append(Line(line_f, x + (inner_w - even_w) / 2, y + th + px * 0.2, even_w,
                          inner_h - th, line, ink, "centre", True,
                          opacity=1.0 if greyed else None))
    return box, lines


SUIT_SIGNS = "♣♦♥♠"


def _title_runs(title: str, font: Font, x: float, y: float, w: float, h: float, ink: RGBA,
                measure: Measure, four_colour: bool = False) -> list[Line]:
    """A button's label centred in ``w``: one line, or, when it holds suit signs, a run of
    words and signs side by side, each sign in its suit's colour (``fc.sign_ink``; the
    four-colour deck's with ``four_colour``)."""
    if not any(ch in SUIT_SIGNS for ch in title):
        return [Line(font, x, y, w, h, title, ink, "centre")]
    runs: list[str] = []
    for ch in title:
        if ch in SUIT_SIGNS or not runs or runs[-1][-1] in SUIT_SIGNS:
            runs.append(ch)
        else:
            runs[-1] += ch
    left = x + max(0.0, (w - measure.advance(font, title)) / 2)
    out = []
    for run in runs:
        run_w = measure.advance(font, run)
        out.append(Line(font, left, y, run_w + 1.0, h, run,
                        fc.sign_ink(run, ink, four_colour) if run in SUIT_SIGNS else ink))
        left += run_w
    return out


def balanced_width(font: Font, text: str, w: float, measure: Measure) -> float:
    """The narrowest width, up to ``w``, that wraps ``text`` into no more lines than ``w``
    does: wrapped in it the lines come out of even length, with no lone last word (``w``
    itself when the text fits on one line)."""
    lines_h = measure.wrapped(font, text, w, True)[1]
    if lines_h < measure.height(font) * 1.5:
        return w
    # never narrower than its longest word, which would stick out past the narrow width
    lo, hi = min(w, max(measure.advance(font, word) for word in text.split())) - 1.0, w
    while hi - lo > 1.0:
        mid = (lo + hi) / 2
        if measure.wrapped(font, text, mid, True)[1] <= lines_h:
            hi = mid
        else:
            lo = mid
    return min(w, math.ceil(hi) + 1.0)  # a pixel spare: the painter rounds as it wraps


def _fitting(font: Font, text: str, w: float, h: float, measure: Measure,
             floor: float = 0.0) -> Font:
    """``font``, or a smaller one down to seven tenths of it (never under 8 px nor ``floor``)
    when ``text``
    wrapped in it is taller than ``h``: a button sized for its first line ("none toggled")
    later says more ("1 declaration, 1 contra"), and the words past its height were cut out
    of view, leaving "1 declaration, 1"."""
    smallest = max(8, int(font.px * 0.7), math.ceil(floor))
    size = font.px
    while size > smallest and measure.wrapped(Font(size, font.bold), text, w, True)[1] > h:
        size -= 1
    return Font(size, font.bold)
