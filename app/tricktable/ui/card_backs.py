"""Card backs: four built-in designs drawn with QPainter, and a custom back from a picture.

Built-in backs are geometric patterns clipped to the card, so they stay sharp at any size. A custom
back is a picture the person picks, checked and decoded by :mod:`..presentation.back_picture`;
here it only becomes an image the painter can draw.
"""

from __future__ import annotations

import math
import os

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen

from ..presentation.back_picture import back_picture
from ..settings import BACK_IDS, CUSTOM_BACK
from .card_faces import EDGE, PAPER, card_outline

BACKS: tuple[str, ...] = BACK_IDS

# -------------------------------------------------------------------------------------- built-ins


def _field(rect: QRectF) -> tuple[QRectF, QPainterPath]:
    """The patterned area inside the white margin, and its rounded outline."""
    margin = rect.width() * 0.055
    field = rect.adjusted(margin, margin, -margin, -margin)
    path = QPainterPath()
    radius = rect.width() * 0.035
    path.addRoundedRect(field, radius, radius)
    return field, path


def _gradient(field: QRectF, light: str, dark: str) -> QLinearGradient:
    g = QLinearGradient(field.topLeft(), field.bottomRight())
    g.setColorAt(0.0, QColor(light))
    g.setColorAt(1.0, QColor(dark))
    return g


def _inner_line(painter: QPainter, field: QRectF, colour: QColor, inset: float,
                width: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, width))
    r = field.width() * 0.03
    painter.drawRoundedRect(field.adjusted(inset, inset, -inset, -inset), r, r)


def _lattice(painter: QPainter, rect: QRectF) -> None:
    """Blue: a fine diagonal crosshatch with a light frame and a small centre lozenge."""
    field, path = _field(rect)
    painter.fillPath(path, _gradient(field, "#2a5db0", "#173a78"))
    painter.save()
    painter.setClipPath(path)
    step = field.width() / 9
    line = QPen(QColor(255, 255, 255, 85), max(0.5, field.width() * 0.012))
    painter.setPen(line)
    span = field.width() + field.height()
    x0, y0 = field.left(), field.top()
    n = int(span / step) + 2
    for i in range(-n, n + 1):
        d = i * step
        painter.drawLine(QPointF(x0 + d, y0), QPointF(x0 + d + span, y0 + span))
        painter.drawLine(QPointF(x0 + d, y0), QPointF(x0 + d - span, y0 + span))
    painter.setPen(Qt.PenStyle.NoPen)
    dot = QColor(255, 255, 255, 120)
    for i in range(-n, n + 1):
        for j in range(int(field.height() / step) + 2):
            x = x0 + i * step + (step / 2 if j % 2 else 0)
            y = y0 + j * step / 2
            if field.left() <= x <= field.right():
                painter.setBrush(dot)
                painter.drawEllipse(QPointF(x, y), step * 0.09, step * 0.09)
    painter.restore()
    w = field.width()
    _inner_line(painter, field, QColor(255, 255, 255, 200), w * 0.05, max(0.6, w * 0.018))
    _lozenge(painter, field.center(), w * 0.2, QColor("#173a78"), QColor(255, 255, 255, 220))


def _lozenge(painter: QPainter, centre: QPointF, size: float, fill: QColor, line: QColor) -> None:
    p = QPainterPath(QPointF(centre.x(), centre.y() - size))
    p.lineTo(centre.x() + size * 0.7, centre.y())
    p.lineTo(centre.x(), centre.y() + size)
    p.lineTo(centre.x() - size * 0.7, centre.y())
    p.closeSubpath()
    painter.setBrush(fill)
    painter.setPen(QPen(line, max(0.6, size * 0.08)))
    painter.drawPath(p)


def _diamonds(painter: QPainter, rect: QRectF) -> None:
    """Red: rows of small diamonds on a deep red field, offset every other row."""
    field, path = _field(rect)
    painter.fillPath(path, _gradient(field, "#b3262f", "#7e1219"))
    painter.save()
    painter.setClipPath(path)
    step = field.width() / 7
    half_w, half_h = step * 0.32, step * 0.5
    pattern = QPainterPath()
    rows = int(field.height() / (step * 0.75)) + 2
    for j in range(rows):
        y = field.top() + j * step * 0.75
        shift = step / 2 if j % 2 else 0
        for i in range(-1, 9):
            x = field.left() + i * step + shift
            pattern.moveTo(x, y - half_h)
            pattern.lineTo(x + half_w, y)
            pattern.lineTo(x, y + half_h)
            pattern.lineTo(x - half_w, y)
            pattern.closeSubpath()
    painter.fillPath(pattern, QColor(255, 214, 214, 70))
    painter.restore()
    w = field.width()
    _inner_line(painter, field, QColor("#f3d9a4"), w * 0.05, max(0.6, w * 0.016))
    _inner_line(painter, field, QColor(243, 217, 164, 120), w * 0.085, max(0.5, w * 0.008))


def _frames(painter: QPainter, rect: QRectF) -> None:
    """Green: concentric rounded frames shading inwards to a pale centre diamond."""
    field, path = _field(rect)
    painter.fillPath(path, QColor("#1e5a2d"))
    shades = ("#23683a", "#2b7a44", "#338a4d", "#2b7a44", "#23683a", "#1e5a2d", "#2b7a44")
    w = field.width()
    step = w * 0.055
    for i, colour in enumerate(shades, start=1):
        r = field.adjusted(i * step, i * step, -i * step, -i * step)
        if r.width() <= 0 or r.height() <= 0:
            break
        inner = QPainterPath()
        radius = max(0.0, w * 0.03 - i * step * 0.1)
        inner.addRoundedRect(r, radius, radius)
        painter.fillPath(inner, QColor(colour))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(230, 245, 225, 90), max(0.4, w * 0.006)))
        painter.drawPath(inner)
    _lozenge(painter, field.center(), w * 0.16, QColor("#e9f3e4"), QColor("#1e5a2d"))
    _lozenge(painter, field.center(), w * 0.07, QColor("#2b7a44"), QColor("#2b7a44"))


def _geometric(painter: QPainter, rect: QRectF) -> None:
    """Charcoal: eight-pointed stars on a square grid in graphite and a quiet gold frame."""
    field, path = _field(rect)
    painter.fillPath(path, _gradient(field, "#45484e", "#2a2c30"))
    painter.save()
    painter.setClipPath(path)
    step = field.width() / 5
    star = QPainterPath()
    for j in range(int(field.height() / step) + 2):
        for i in range(6):
            c = QPointF(field.left() + (i + 0.5) * step - step * 0.5 * (j % 2),
                        field.top() + (j + 0.25) * step)
            for k in range(16):
                r = step * (0.34 if k % 2 == 0 else 0.17)
                a = k * math.pi / 8
                pt = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
                if k == 0:
                    star.moveTo(pt)
                else:
                    star.lineTo(pt)
            star.closeSubpath()
    painter.fillPath(star, QColor(255, 255, 255, 28))
    painter.setPen(QPen(QColor(201, 162, 39, 110), max(0.4, field.width() * 0.006)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(star)
    painter.restore()
    w = field.width()
    _inner_line(painter, field, QColor("#c9a227"), w * 0.05, max(0.6, w * 0.014))


_PAINTERS = {"blue": _lattice, "red": _diamonds, "green": _frames, "charcoal": _geometric}


def paint_back(painter: QPainter, rect: QRectF, back: str, custom: QImage | None) -> None:
    """Draw a card back to fill ``rect``: a built-in design, or ``custom`` when ``back`` is
    "custom" (an unknown id or a missing picture falls back to the default design)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    outline, border = card_outline(rect)
    painter.fillPath(outline, PAPER)
    if back == CUSTOM_BACK and custom is not None and not custom.isNull():
        field, path = _field(rect)
        painter.save()
        painter.setClipPath(path)
        painter.drawImage(field, custom, _cover(QRectF(custom.rect()), field))
        painter.restore()
    else:
        _PAINTERS.get(back, _lattice)(painter, rect)
    painter.setPen(QPen(EDGE, border))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(outline)
    painter.restore()


def _cover(source: QRectF, target: QRectF) -> QRectF:
    """The centred part of ``source`` with the aspect of ``target``: covering, not letterboxing."""
    want = target.width() / target.height()
    have = source.width() / source.height()
    if have > want:
        w = source.height() * want
        return QRectF(source.left() + (source.width() - w) / 2, source.top(), w, source.height())
    h = source.width() / want
    return QRectF(source.left(), source.top() + (source.height() - h) / 2, source.width(), h)


# ------------------------------------------------------------------------------------- custom back


def load_custom_back(path: str | os.PathLike) -> QImage:
    """A picture file as a card-back image that owns its memory (the checks and the decoding are
    :func:`back_picture.back_picture`'s; it raises :class:`CardBackError` for the person)."""
    picture = back_picture(path)
    data = picture.tobytes("raw", "RGBA")
    image = QImage(data, picture.width, picture.height, picture.width * 4,
                   QImage.Format.Format_RGBA8888)
    return image.copy()
