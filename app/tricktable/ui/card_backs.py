"""Card backs drawn with QPainter: a built-in design's steps walked, or a custom picture.

What a built-in back shows is :mod:`..presentation.back_designs`'; a custom back is a picture the
person picks, checked and decoded by :mod:`..presentation.back_picture`. Here the steps become
pens, brushes and paths, and the picture an image the painter can draw.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen

from ..presentation import back_designs as designs
from ..presentation.back_picture import back_picture
from ..settings import BACK_IDS, CUSTOM_BACK
from .card_faces import EDGE, PAPER, card_outline

BACKS: tuple[str, ...] = BACK_IDS

# ------------------------------------------------------------------------------------ the steps


def _polygons(painter: QPainter, step: designs.Polygons) -> None:
    """Closed polygons as one figure: filled, then outlined when the step has a line."""
    path = QPainterPath()
    for points in step.polygons:
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
        path.closeSubpath()
    if step.line is None:
        painter.fillPath(path, QColor(step.fill))
        return
    painter.setBrush(QColor(step.fill))
    painter.setPen(QPen(QColor(step.line), step.width))
    painter.drawPath(path)


def _round_box(painter: QPainter, step: designs.RoundBox) -> None:
    """A ring is stroked as a rounded rectangle, a filled frame filled and stroked as one path
    (the two strokes differ by a few antialiased pixels: each back keeps the one it was drawn
    with)."""
    rect = QRectF(step.x, step.y, step.w, step.h)
    if step.fill is None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(step.line), step.width))
        painter.drawRoundedRect(rect, step.radius, step.radius)
        return
    box = QPainterPath()
    box.addRoundedRect(rect, step.radius, step.radius)
    painter.fillPath(box, QColor(step.fill))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(step.line), step.width))
    painter.drawPath(box)


def _walk(painter: QPainter, field: QRectF, outline: QPainterPath, steps) -> None:
    """Draw a back's steps in order (``outline`` is the field's rounded shape)."""
    for step in steps:
        if isinstance(step, designs.Fill):
            if step.dark is None:
                painter.fillPath(outline, QColor(step.colour))
            else:
                shading = QLinearGradient(field.topLeft(), field.bottomRight())
                shading.setColorAt(0.0, QColor(step.colour))
                shading.setColorAt(1.0, QColor(step.dark))
                painter.fillPath(outline, shading)
        elif isinstance(step, designs.Clipped):
            painter.save()
            painter.setClipPath(outline)
            _walk(painter, field, outline, step.steps)
            painter.restore()
        elif isinstance(step, designs.Lines):
            painter.setPen(QPen(QColor(step.colour), step.width))
            for x1, y1, x2, y2 in step.segments:
                painter.drawLine(QPointF(x1, y1), QPointF(x2, y2))
        elif isinstance(step, designs.Dots):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(step.colour))
            for x, y in step.centres:
                painter.drawEllipse(QPointF(x, y), step.radius, step.radius)
        elif isinstance(step, designs.Polygons):
            _polygons(painter, step)
        elif isinstance(step, designs.RoundBox):
            _round_box(painter, step)


def paint_back(painter: QPainter, rect: QRectF, back: str, custom: QImage | None) -> None:
    """Draw a card back to fill ``rect``: a built-in design, or ``custom`` when ``back`` is
    "custom" (an unknown id or a missing picture falls back to the default design)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    outline, border = card_outline(rect)
    painter.fillPath(outline, PAPER)
    f, steps = designs.back_plan(back, rect.left(), rect.top(), rect.width(), rect.height())
    field = QRectF(f.x, f.y, f.w, f.h)
    field_outline = QPainterPath()
    field_outline.addRoundedRect(field, f.radius, f.radius)
    if back == CUSTOM_BACK and custom is not None and not custom.isNull():
        painter.save()
        painter.setClipPath(field_outline)
        part = designs.cover(custom.width(), custom.height(), field.width(), field.height())
        painter.drawImage(field, custom, QRectF(*part))
        painter.restore()
    else:
        _walk(painter, field, field_outline, steps)
    painter.setPen(QPen(EDGE, border))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(outline)
    painter.restore()


# ------------------------------------------------------------------------------------- custom back


def load_custom_back(path: str | os.PathLike) -> QImage:
    """A picture file as a card-back image that owns its memory (the checks and the decoding are
    :func:`back_picture.back_picture`'s; it raises :class:`CardBackError` for the person)."""
    picture = back_picture(path)
    data = picture.tobytes("raw", "RGBA")
    image = QImage(data, picture.width, picture.height, picture.width * 4,
                   QImage.Format.Format_RGBA8888)
    return image.copy()
