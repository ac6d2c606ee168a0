"""A long name on a seat's plate, on two lines that never overlap each other nor the dealer's
disc, fitted by one rule whatever the plate's total says.

Why apart from ``text_boxes.plate`` (which lays the plate out): its second name line was put one
line of the *shrunk* font under the first, so it started inside the disc, drawn a line of the
full name font tall ("Konstantinopoulou" under the D); and a first word too wide for the room
between the disc and the total ("Alexandra" beside a total of three figures) made it cut the
name short ("Alexan…") while a total of two figures let it break, so the same plate changed
from deal to deal. This module corrects its layout: the second line under the first line's and
the disc's whole height, and a name whose first word has no room beside the disc and the total
on lines of its own under them, as wide as the plate.
"""

from __future__ import annotations

from . import felt_colours as fc
from . import text_boxes as tb
from .seat_plates import PlateInfo

#: far taller than any plate: a layout with every line it wants
_TALL = 10_000.0


def _head_bottom(font_px: float, measure: tb.Measure) -> float:
    """Where the plate's first line (disc, name, total) ends, as ``text_boxes.plate`` sets it."""
    name_f, _body_f, total_f = tb.plate_fonts(font_px)
    return font_px * 0.7 * 0.7 + max(measure.height(name_f), measure.height(total_f))


def _is_name(line: tb.Line) -> bool:
    return line.ink == fc.TEXT and line.font.bold and line.align == "left"


def _whole(laid: tb.Plate, name: str) -> bool:
    shown = "".join(line.text for line in laid.lines[1:] if _is_name(line))
    return "…" not in shown and shown.replace(" ", "") == name.replace(" ", "")


def needs_own_lines(info: PlateInfo, w: float, font_px: float, measure: tb.Measure) -> bool:
    """Whether the name, with all the height it wants, is still cut beside the disc and the
    total: its first word has no room there, so it goes on lines of its own under them."""
    if not tb.name_breaks(info.name):
        return False
    return not _whole(tb.plate(info, w, _TALL, font_px, measure), info.name)


def plate_need(info: PlateInfo, width: float, font_px: float, measure: tb.Measure) -> float:
    """``text_boxes.plate_need``, and one line more for a name on lines of its own
    (``needs_own_lines``)."""
    need = tb.plate_need(info, width, font_px, measure)
    if needs_own_lines(info, width, font_px, measure):
        need += measure.height(tb.plate_fonts(font_px)[0]) * 1.1 + 1
    return need


def plate(info: PlateInfo, w: float, h: float, font_px: float, measure: tb.Measure) -> tb.Plate:
    """The plate of ``text_boxes.plate`` with its name lines apart (see the module's words)."""
    laid = tb.plate(info, w, h, font_px, measure)
    if not _whole(laid, info.name) and needs_own_lines(info, w, font_px, measure):
        own = _name_under_head(info, w, h, font_px, measure)
        if own is not None:
            return own
    lines = list(laid.lines)
    if len(lines) > 2 and _is_name(lines[1]) and _is_name(lines[2]):
        first = lines[1]
        floor = first.y + max(measure.height(first.font),
                              measure.height(tb.plate_fonts(font_px)[0]))
        if laid.disc is not None:
            floor = max(floor, laid.disc[1] + laid.disc[2] + 1)
        down = max(0.0, floor - lines[2].y)
        if down:
            lines[2:] = [line._replace(y=line.y + down) for line in lines[2:]]
            dots = tb.thinking_dots(lines, w, h, font_px, measure) or laid.dots
            return laid._replace(lines=lines, dots=dots)
    return laid


def _name_under_head(info: PlateInfo, w: float, h: float, font_px: float,
                     measure: tb.Measure) -> tb.Plate | None:
    """The plate with the disc and the total alone on its first line and the name on up to two
    lines of its own under them, as wide as the plate; None when the plate has no room for
    them (it is then laid out as ``text_boxes`` does)."""
    laid = tb.plate(info._replace(name=""), w, h, font_px, measure)
    pad = font_px * 0.7
    x, inner_w, bottom = pad, w - 2 * pad, h - pad * 0.6
    name_f = tb.plate_fonts(font_px)[0]
    y0 = _head_bottom(font_px, measure) + font_px * 0.15
    slot = tb.Line(name_f, x, y0, inner_w, measure.height(name_f) * 1.2, info.name, fc.TEXT,
                   shadow=max(1.0, font_px * 0.08))
    font, text = tb.one_line_name(info.name, name_f, inner_w, measure)
    if text == info.name:
        names = [slot._replace(font=font, text=text)]
    else:
        two = tb.two_line_name(info.name, slot, x, inner_w, name_f, measure)
        if two is None:
            return None
        names = list(two)
    down = names[-1].y + measure.height(names[-1].font) - y0
    rest = [line._replace(y=line.y + down) for line in laid.lines[2:]]
    last = max((line.y + measure.height(line.font) for line in rest if line.text), default=0.0)
    if last > bottom + 1 or names[-1].y + measure.height(names[-1].font) > bottom + 1:
        return None
    lines = [laid.lines[0], *names, *rest]
    dots = tb.thinking_dots(lines, w, h, font_px, measure) or laid.dots
    return laid._replace(lines=lines, name=names[0], dots=dots)
