"""A decision panel's button laid out without Qt: its label (its suit signs in the deck's
colours) over its line, wrapped, in fonts never under a given floor.

Why apart from ``text_boxes`` (which names it as before): the button is a ``Box`` of ``Line``\\ s
like a plate or a label (``text_parts``), but its arithmetic is its own, and one module held
all three past the size a module may have.
"""

from __future__ import annotations

import math

from . import felt_colours as fc
from .text_parts import RGBA, Box, Font, Line, Measure, felt


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


#: the rows a button's line is given before its type shrinks (``_fitting``), and the most it
#: is given when even the smallest type it may take needs more: Nineteen's "promise: the
#: Juggler (1★) takes the last trick · 10" under "The Sparrow" was held to three rows at the
#: readable floor and drawn "… takes the", the rest cut off without a sign. Past the most a
#: line is cut, with "…" at its end (``_cut``)
ROWS, MOST_ROWS = 3, 4


def line_height(line: str, text_w: float, px: float, measure: Measure,
                floor: float = 0.0) -> float:
    """The height a button's ``line`` is given in words ``text_w`` wide: all its rows when
    they are three or fewer; three when a smaller type (``_fitting``, never under ``floor``)
    holds it in three; else the rows it needs, up to ``MOST_ROWS``, in its own type."""
    line_f = button_fonts(px, floor)[1]
    row = measure.height(line_f)
    need = measure.wrapped(line_f, line, text_w, False)[1]
    if need <= row * ROWS + 0.5:
        return need
    smaller = _fitting(line_f, line, text_w, row * ROWS, measure, floor)
    if measure.wrapped(smaller, line, text_w, False)[1] <= row * ROWS:
        return row * ROWS
    return min(need, row * MOST_ROWS)


def button_size(line: str | tuple[str, ...], text_w: float, px: float, measure: Measure,
                floor: float = 0.0) -> tuple[int, int]:
    """A button's size for words ``text_w`` wide: the label over its line (``line_height``;
    fonts not under ``floor``, ``button_fonts``). Given several lines (all a confirm button
    may say: "pick one first", then "1 declaration, 1 contra"), as high as the tallest: a
    button laid out for its first line kept that height and showed "1 declaration," only."""
    title_f = button_fonts(px, floor)[0]
    lines = [ln for ln in ((line,) if isinstance(line, str) else line) if ln]
    h = measure.height(title_f)
    if lines:
        h += px * 0.2 + max(line_height(ln, text_w, px, measure, floor) for ln in lines)
    return round(text_w + button_frame(px)), round(h + 1.4 * px * 0.7)


def button(label: str, line: str, w: float, h: float, px: float, look: fc.ButtonLook,
           measure: Measure, four_colour: bool = False, floor: float = 0.0
           ) -> tuple[Box, list[Line]]:
    """A button drawn ``w`` x ``h`` in ``look``: its label on top (cut short if it must be),
    its suit signs in the deck's colours (``four_colour`` or not), its line wrapped under it
    (in a smaller type when it must be, ``_fitting``; cut at a word with "…" when even that
    is too tall, ``_cut``: the painter clipped it mid-sentence without a sign).
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
        line = _cut(line_f, line, inner_w, inner_h - th, measure)
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


def _cut(font: Font, text: str, w: float, h: float, measure: Measure) -> str:
    """``text``, or, when wrapped in ``w`` it is taller than ``h``, its most words that fit
    with "…" after them: the last resort of a line that would be clipped where its rows end
    (it read "promise: the Juggler (1★) takes the" and stopped)."""
    if measure.wrapped(font, text, w, True)[1] <= h + 0.5:
        return text
    words = text.split(" ")
    lo, hi = 0, len(words) - 1  # the most words kept: ``lo`` fit (none kept always "fits")
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure.wrapped(font, " ".join(words[:mid]) + "…", w, True)[1] <= h + 0.5:
            lo = mid
        else:
            hi = mid - 1
    if lo == 0:
        return measure.elide(font, words[0], w)
    return " ".join(words[:lo]).rstrip(" ,;:·") + "…"
