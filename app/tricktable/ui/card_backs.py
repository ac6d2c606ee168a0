"""Card backs: four built-in designs drawn with QPainter, and a custom back from a picture.

Built-in backs are geometric patterns clipped to the card, so they stay sharp at any size. A custom
back comes from a file the person picks, which is untrusted input: it is opened with pillow
behind size limits checked on the file's header before anything is decoded (bytes on disk,
declared pixels, pixels to decode, the ratio of the sides, and pillow's decompression-bomb guard),
and every failure becomes one sentence the person can act on. A JPEG photo is decoded at a reduced
scale; an animated picture gives its first frame.
"""

from __future__ import annotations

import math
import os
import warnings
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen

from ..settings import BACK_IDS, CUSTOM_BACK
from .card_faces import EDGE, PAPER, card_outline

ASPECT = 0.714
BACKS: tuple[str, ...] = BACK_IDS
BACK_LABELS: dict[str, str] = {
    "blue": "Blue lattice",
    "red": "Red diamonds",
    "green": "Green frames",
    "charcoal": "Charcoal stars",
    CUSTOM_BACK: "Your picture",
}

MAX_FILE_BYTES = 20 * 1024 * 1024
#: pixels a picture may declare in its header (a JPEG photo is decoded at a reduced scale)
MAX_PIXELS = 40_000_000
#: pixels actually decoded (after a JPEG's reduced-scale draft): 16 MP is 64 MB as RGBA, the most
#: a card back may cost in memory while it is made. Why a second cap: a 1 x 40,000,000 PNG or a
#: 6300 x 6300 PNG passes a 40 MP header check but took 1.5 GB and 640 MB to decode and convert.
MAX_DECODED_PIXELS = 16_000_000
#: a picture longer than this many times its width (or the reverse) cannot cover a card
MAX_SIDE_RATIO = 20
#: a custom back is kept at most this tall: enough for a 4K table at twice the pixel ratio
CUSTOM_BACK_HEIGHT = 1000


class CardBackError(ValueError):
    """A picture that cannot be a card back; the message is for the person."""


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
    """A picture file as a card-back image (RGBA, card-shaped, at most ``CUSTOM_BACK_HEIGHT``).

    Raises :class:`CardBackError` with a sentence for the person when the file is missing,
    unreadable, not a picture, over 20 MB, over 40 megapixels (or pillow's own decompression-bomb
    limit if that is lower), or damaged.
    """
    path = Path(path)
    name = path.name or str(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise CardBackError(f"The file “{name}” does not exist.") from None
    except OSError as exc:
        raise CardBackError(f"The file “{name}” cannot be read: {exc.strerror or exc}.") from None
    if path.is_dir():
        raise CardBackError(f"“{name}” is a folder, not a picture.")
    if size > MAX_FILE_BYTES:
        raise CardBackError(f"The picture “{name}” is too large ({size / 1048576:.0f} MB); "
                            f"choose a file under {MAX_FILE_BYTES // 1048576} MB.")
    if size == 0:
        raise CardBackError(f"The file “{name}” is empty.")
    limit = MAX_PIXELS
    if Image.MAX_IMAGE_PIXELS:
        limit = min(limit, int(Image.MAX_IMAGE_PIXELS))
    too_many = (f"The picture “{name}” has too many pixels for a card back; choose one under "
                f"{limit / 1e6:g} megapixels.")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as im:
                rgba = _decode(im, name, limit, too_many)
    except CardBackError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise CardBackError(too_many) from None
    except UnidentifiedImageError:
        raise CardBackError(f"The file “{name}” is not a picture Trick Table can read "
                            "(PNG, JPEG, GIF, BMP, WebP and similar work).") from None
    except PermissionError:
        raise CardBackError(f"Trick Table is not allowed to read “{name}”.") from None
    except (OSError, SyntaxError, ValueError, EOFError, MemoryError) as exc:
        raise CardBackError(f"The picture “{name}” is damaged and cannot be read "
                            f"({str(exc)[:200]}).") from None
    return _to_card_image(rgba)


def _decode(im: Image.Image, name: str, limit: int, too_many: str) -> Image.Image:
    """Check an opened picture's header, then decode its first frame at no more pixels than
    needed, as RGBA. Nothing is decoded before every size check has passed."""
    width, height = im.size
    if width < 1 or height < 1:
        raise CardBackError(f"The picture “{name}” is empty.")
    if width * height > limit:
        raise CardBackError(too_many)
    if max(width, height) > MAX_SIDE_RATIO * min(width, height):
        raise CardBackError(f"The picture “{name}” ({width} × {height} pixels) is too long and "
                            "narrow to cover a card; choose one closer to a card's shape.")
    if im.format == "JPEG":
        # a JPEG decodes at 1/2, 1/4 or 1/8 scale for free: no bigger than a card back needs
        im.draft("RGB", (CUSTOM_BACK_HEIGHT * 2, CUSTOM_BACK_HEIGHT * 2))
        width, height = im.size
    if width * height > MAX_DECODED_PIXELS:
        raise CardBackError(f"The picture “{name}” ({width} × {height} pixels) is too big to use "
                            f"as a card back; choose one under {MAX_DECODED_PIXELS / 1e6:g} "
                            "megapixels (or a JPEG photo).")
    im.seek(0)  # an animated picture: its first frame
    im.load()
    shrink = int(min(height, width / ASPECT) // (CUSTOM_BACK_HEIGHT * 1.5))
    frame: Image.Image = im
    if shrink >= 2:
        if frame.mode not in ("RGB", "RGBA", "L", "LA"):
            frame = frame.convert("RGBA")
        frame = frame.reduce(shrink)  # drop the full-size copy as early as possible
    return ImageOps.exif_transpose(frame).convert("RGBA")


def _to_card_image(rgba: Image.Image) -> QImage:
    """Crop the centre to the card's aspect (cover), shrink if very large, and copy into a QImage
    that owns its memory."""
    w, h = rgba.size
    if w / h > ASPECT:
        new_w = max(1, round(h * ASPECT))
        box = ((w - new_w) // 2, 0, (w - new_w) // 2 + new_w, h)
    else:
        new_h = max(1, round(w / ASPECT))
        box = (0, (h - new_h) // 2, w, (h - new_h) // 2 + new_h)
    cropped = rgba.crop(box)
    if cropped.height > CUSTOM_BACK_HEIGHT:
        target = (max(1, round(CUSTOM_BACK_HEIGHT * ASPECT)), CUSTOM_BACK_HEIGHT)
        cropped = cropped.resize(target, Image.Resampling.LANCZOS)
    data = cropped.tobytes("raw", "RGBA")
    image = QImage(data, cropped.width, cropped.height, cropped.width * 4,
                   QImage.Format.Format_RGBA8888)
    return image.copy()
