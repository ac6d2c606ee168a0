"""Card pictures drawn with QPainter: the steps of a face or a built-in back walked.

Everything is vector (paths filled with antialiasing), so a card is as crisp at 80 px as at 800 px
and on any device pixel ratio. What a face shows and where (colours, pips, indices, courts, tarot
trumps) is :mod:`..presentation.card_face_plan`'s, a back's pattern
:mod:`..presentation.back_designs`', the suit shapes :mod:`..presentation.card_shapes`' outlines and
the steps themselves :mod:`..presentation.paint_steps`. This module keeps what needs Qt: outlines
made into paths once, glyphs, pens and brushes, and a custom back's picture.

Glyphs (ranks, trump numbers) are turned into paths once and normalised to a cap height of 1, so
that sizes do not depend on the font the platform happens to provide: a "10" is squeezed to fit the
index column instead of overflowing it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from ..engine.cards import CardCodec
from ..presentation import back_designs
from ..presentation import card_face_plan as plan
from ..presentation import paint_steps as st
from ..presentation.card_shapes import SHAPES, Outline
from ..settings import CUSTOM_BACK

EDGE = QColor(plan.EDGE)
PAPER = QColor(plan.PAPER)


def colour(value: st.Colour) -> QColor:
    """A step's colour: a "#rrggbb" or "#aarrggbb" name, or (red, green, blue) fractions."""
    return QColor(value) if isinstance(value, str) else QColor.fromRgbF(*value)


# ------------------------------------------------------------------------------------------ shapes

_PATHS: dict[str, tuple[QPainterPath, ...]] = {}


def _path(outline: Outline) -> QPainterPath:
    """One outline of a shape as a painter path (see :mod:`card_shapes` for its steps)."""
    path = QPainterPath()
    for letter, *numbers in outline:
        if letter == "M":
            path.moveTo(*numbers)
        elif letter == "L":
            path.lineTo(*numbers)
        elif letter == "Q":
            path.quadTo(*numbers)
        elif letter == "C":
            path.cubicTo(*numbers)
        elif letter == "E":
            cx, cy, rx, ry = numbers
            path.addEllipse(QPointF(cx, cy), rx, ry)
        else:
            path.closeSubpath()
    return path


def shape(name: str) -> tuple[QPainterPath, ...]:
    """Unit paths of a suit ("C", "D", "H", "S") or an ornament, built once."""
    paths = _PATHS.get(name)
    if paths is None:
        paths = _PATHS[name] = tuple(_path(outline) for outline in SHAPES[name])
    return paths


def draw_shape(painter: QPainter, name: str, centre: QPointF, height: float, ink: QColor,
               flipped: bool = False) -> None:
    """Fill a unit shape scaled to ``height`` around ``centre`` (upside down if ``flipped``)."""
    painter.save()
    painter.translate(centre)
    if flipped:
        painter.rotate(180)
    painter.scale(height, height)
    for path in shape(name):
        painter.fillPath(path, ink)
    painter.restore()


# ------------------------------------------------------------------------------------------ glyphs

_GLYPHS: dict[tuple[str, str], tuple[QPainterPath, float]] = {}


def _font(kind: str) -> QFont:
    font = QFont()
    font.setFamilies(list(plan.FONT_FAMILIES[kind]))
    font.setStyleHint(QFont.StyleHint.Serif if kind == "serif" else QFont.StyleHint.SansSerif)
    font.setPixelSize(200)
    font.setWeight(QFont.Weight.Bold)
    return font


def glyph(text: str, kind: str) -> tuple[QPainterPath, float]:
    """``text`` as a path with cap height 1, cap top at y=0 and left edge at x=0, and its width.

    Built once per (text, kind) and reused, so drawing text is one path fill.
    """
    key = (text, kind)
    cached = _GLYPHS.get(key)
    if cached is not None:
        return cached
    font = _font(kind)
    cap = QFontMetricsF(font).capHeight() or 140.0
    raw = QPainterPath()
    raw.addText(0, 0, font, text)
    bounds = raw.boundingRect()
    # normalise: cap top at 0, cap height 1, left edge at 0
    t = QTransform()
    t.scale(1 / cap, 1 / cap)
    t.translate(-bounds.left(), cap)
    path = t.map(raw)
    bottom = path.boundingRect().bottom()
    if kind == "index" and bottom > 1.0:
        # a corner index ends at its baseline, where the suit's pip begins: the hook of a
        # condensed J (and a Q's tail) reached into the pip below it, J♦ read as J♥
        path = QTransform.fromScale(1.0, 1.0 / bottom).map(path)
    result = (path, bounds.width() / cap)
    _GLYPHS[key] = result
    return result


def draw_text(painter: QPainter, text: str, kind: str, centre_x: float, top: float,
              cap_height: float, max_width: float, ink: QColor) -> float:
    """Fill ``text`` centred on ``centre_x`` with its cap top at ``top``; returns its drawn width.

    A text wider than ``max_width`` is squeezed horizontally rather than shrunk, so "10" keeps the
    same height as "9" in a corner index.
    """
    path, width = glyph(text, kind)
    drawn = width * cap_height
    squeeze = min(1.0, max_width / drawn) if drawn > 0 else 1.0
    painter.save()
    painter.translate(centre_x - drawn * squeeze / 2, top)
    painter.scale(cap_height * squeeze, cap_height)
    painter.fillPath(path, ink)
    painter.restore()
    return drawn * squeeze


# ---------------------------------------------------------------------------------- the steps


def rounded(x: float, y: float, w: float, h: float, radius: float) -> QPainterPath:
    """A rounded rectangle as a path: the card, its frames, a back's field, its shadows."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, w, h), radius, radius)
    return path


def card_outline(rect: QRectF) -> tuple[QPainterPath, float]:
    """The rounded card shape inside ``rect`` (inset by half the border) and the border width."""
    border = max(0.8, rect.height() * 0.006)
    inner = rect.adjusted(border / 2, border / 2, -border / 2, -border / 2)
    radius = rect.width() * 0.065
    return rounded(inner.x(), inner.y(), inner.width(), inner.height(), radius), border


def _frame(painter: QPainter, step: st.Frame) -> None:
    """A rounded panel: a band in ``ink`` with a fine ``line`` inside it, filled with ``fill``."""
    frame = QRectF(step.x, step.y, step.w, step.h)
    thickness = step.thickness
    if isinstance(step.fill, tuple) and isinstance(step.fill[0], tuple):
        shading = QLinearGradient(frame.topLeft(), frame.bottomLeft())
        for stop, ink in step.fill:
            shading.setColorAt(stop, colour(ink))
        fill = QBrush(shading)
    else:
        fill = colour(step.fill)
    radius = frame.width() * 0.08
    painter.fillPath(rounded(step.x, step.y, step.w, step.h, radius), colour(step.ink))
    inner_rect = frame.adjusted(thickness, thickness, -thickness, -thickness)
    painter.fillPath(rounded(inner_rect.x(), inner_rect.y(), inner_rect.width(),
                             inner_rect.height(), radius * 0.6), fill)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour(step.line), max(0.5, thickness * 0.28)))
    fine = inner_rect.adjusted(thickness * 0.55, thickness * 0.55, -thickness * 0.55,
                               -thickness * 0.55)
    painter.drawRoundedRect(fine, radius * 0.45, radius * 0.45)


def _polygons(painter: QPainter, step: st.Polygons) -> None:
    """Closed polygons as one figure: filled, then outlined when the step has a line."""
    path = QPainterPath()
    for points in step.polygons:
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
        path.closeSubpath()
    if step.line is None:
        painter.fillPath(path, colour(step.fill))
        return
    painter.setBrush(colour(step.fill))
    painter.setPen(QPen(colour(step.line), step.width))
    painter.drawPath(path)


def _round_box(painter: QPainter, step: st.RoundBox) -> None:
    """A ring is stroked as a rounded rectangle, a filled frame filled and stroked as one path
    (the two strokes differ by a few antialiased pixels: each back keeps the one it was drawn
    with)."""
    rect = QRectF(step.x, step.y, step.w, step.h)
    if step.fill is None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour(step.line), step.width))
        painter.drawRoundedRect(rect, step.radius, step.radius)
        return
    box = rounded(step.x, step.y, step.w, step.h, step.radius)
    painter.fillPath(box, colour(step.fill))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour(step.line), step.width))
    painter.drawPath(box)


def _field_path(field: st.Field) -> QPainterPath:
    return rounded(field.x, field.y, field.w, field.h, field.radius)


def _walk(painter: QPainter, rect: QRectF, steps, field: st.Field | None = None) -> None:
    """Draw a plan's steps in order (``field``: a back's patterned area, for its fill and
    clip)."""
    for step in steps:
        if isinstance(step, st.Shape):
            draw_shape(painter, step.name, QPointF(step.x, step.y), step.height,
                       colour(step.colour), step.flipped)
        elif isinstance(step, st.Text):
            draw_text(painter, step.text, step.kind, step.centre_x, step.top, step.cap_height,
                      step.max_width, colour(step.colour))
        elif isinstance(step, st.Turned):
            painter.save()
            painter.translate(step.x, step.y)
            if step.upside_down:
                painter.rotate(180)
            _walk(painter, rect, step.steps)
            painter.restore()
        elif isinstance(step, st.Blank):
            outline, border = card_outline(rect)
            painter.fillPath(outline, colour(step.paper))
            painter.setPen(QPen(EDGE, border))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(outline)
        elif isinstance(step, st.Frame):
            _frame(painter, step)
        elif isinstance(step, st.Lines):
            painter.setPen(QPen(colour(step.colour), step.width))
            for x1, y1, x2, y2 in step.segments:
                painter.drawLine(QPointF(x1, y1), QPointF(x2, y2))
        elif isinstance(step, st.Dots):
            if step.outline is None:
                painter.setPen(Qt.PenStyle.NoPen)
            else:
                painter.setPen(QPen(colour(step.outline), step.outline_width))
            painter.setBrush(colour(step.colour))
            for x, y in step.centres:
                painter.drawEllipse(QPointF(x, y), step.radius, step.radius)
        elif isinstance(step, st.Polygons):
            _polygons(painter, step)
        elif isinstance(step, st.RoundBox):
            _round_box(painter, step)
        elif isinstance(step, st.Fill) and field is not None:
            if step.dark is None:
                painter.fillPath(_field_path(field), colour(step.colour))
            else:
                shading = QLinearGradient(field.x, field.y, field.x + field.w, field.y + field.h)
                shading.setColorAt(0.0, colour(step.colour))
                shading.setColorAt(1.0, colour(step.dark))
                painter.fillPath(_field_path(field), shading)
        elif isinstance(step, st.Clipped) and field is not None:
            painter.save()
            painter.setClipPath(_field_path(field))
            _walk(painter, rect, step.steps, field)
            painter.restore()


# ------------------------------------------------------------------------------------ the cards


def paint_face(painter: QPainter, rect: QRectF, card: int, codec: CardCodec,
               four_colour: bool) -> None:
    """Draw the face of ``card`` (a bit index of ``codec``'s pack) to fill ``rect``."""
    steps = plan.face_plan(card, codec, four_colour, rect.left(), rect.top(), rect.width(),
                           rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    _walk(painter, rect, steps)
    painter.restore()


def paint_back(painter: QPainter, rect: QRectF, back: str, custom: QImage | None) -> None:
    """Draw a card back to fill ``rect``: a built-in design, or ``custom`` when ``back`` is
    "custom" (an unknown id or a missing picture falls back to the default design)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    outline, border = card_outline(rect)
    painter.fillPath(outline, PAPER)
    field, steps = back_designs.back_plan(back, rect.left(), rect.top(), rect.width(),
                                          rect.height())
    if back == CUSTOM_BACK and custom is not None and not custom.isNull():
        painter.save()
        painter.setClipPath(_field_path(field))
        part = back_designs.cover(custom.width(), custom.height(), field.w, field.h)
        painter.drawImage(QRectF(field.x, field.y, field.w, field.h), custom, QRectF(*part))
        painter.restore()
    else:
        _walk(painter, rect, steps, field)
    painter.setPen(QPen(EDGE, border))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(outline)
    painter.restore()
