"""The plate beside each hand: who sits there, their score, this deal so far, what they announced,
the dealer button, and a quiet pulse while a computer player thinks.

A painted ``QGraphicsObject`` rather than widgets: it is redrawn only when its words change (device
coordinate cache), costs nothing per frame otherwise, and scales with the card height like the rest
of the table. The words come from the table (``describe.py``); the plate only lays them out.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..presentation import felt_colours as fc
from ..presentation import seat_plates as sp
from ..presentation import zorder
from ..presentation.layout import Rect

TEXT, SOFT, NOTE, SHADOW = (QColor(*c) for c in (fc.TEXT, fc.PLATE_SOFT, fc.NOTE, fc.SHADOW))


def felt_font(px: float, bold: bool = False) -> QFont:
    """The table's type: the platform's sans serif at a pixel size tied to the card height."""
    f = QFont()
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPixelSize(max(8, round(px)))
    f.setBold(bold)
    return f


def draw_shadowed(painter: QPainter, rect: QRectF, flags: int, text: str, colour: QColor,
                  offset: float) -> None:
    """Text on the felt: off-white with a soft dark shadow so it reads on any shade of green."""
    painter.setPen(SHADOW)
    painter.drawText(rect.translated(offset, offset), flags, text)
    painter.setPen(colour)
    painter.drawText(rect, flags, text)


class CachedItem(QGraphicsObject):
    """A painted item redrawn into a pixmap only when its content changes (``invalidate``);
    each frame then costs one blit. Our own cache rather than Qt's item cache modes, so it also
    holds for ``QGraphicsScene.render`` into an image and follows the device pixel ratio."""

    def __init__(self) -> None:
        super().__init__()
        self._cache = QPixmap()
        self._cache_key: tuple = ()

    def invalidate(self) -> None:
        self._cache_key = ()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        box = self.boundingRect()
        dpr = painter.device().devicePixelRatio() if painter.device() is not None else 1.0
        key = (box.x(), box.y(), box.width(), box.height(), dpr)
        if key != self._cache_key:
            self._cache_key = key
            pix = QPixmap(max(1, round(box.width() * dpr)), max(1, round(box.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            p = QPainter(pix)
            p.translate(-box.x(), -box.y())
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            self._paint_body(p)
            p.end()
            self._cache = pix
        painter.drawPixmap(box.topLeft(), self._cache)
        self._paint_live(painter)

    def _paint_body(self, painter: QPainter) -> None:
        raise NotImplementedError

    def _paint_live(self, painter: QPainter) -> None:
        """What changes every frame (a pulse), painted over the cached body."""


def fitted_name_font(font: QFont, name: str, width: float, smallest: float = 0.72) -> QFont:
    """The name's font, made a little smaller when the whole name does not fit
    (``seat_plates.name_scale``)."""
    scale = sp.name_scale(QFontMetricsF(font).horizontalAdvance(name), width, smallest)
    if scale is None:
        return font
    smaller = QFont(font)
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF()
    scaled = scale * size
    if font.pixelSize() > 0:
        smaller.setPixelSize(max(1, int(scaled)))
    else:
        smaller.setPointSizeF(scaled)
    return smaller


def _plate_fonts(font_px: float) -> tuple[QFont, QFont, QFont]:
    """A plate's name, body and total fonts at the table's body size ``font_px``."""
    return (felt_font(font_px * 1.22, True), felt_font(font_px), felt_font(font_px * 1.3, True))


class SeatPlate(CachedItem):
    """One seat's plate; ``set_info`` changes the words, ``set_thinking`` the pulse."""

    def __init__(self, position: int) -> None:
        super().__init__()
        self.position = position
        self.name = ""
        self.total = ""
        self.deal_line = ""
        self.notes: list[str] = []
        self.dealer = False
        self.to_act = False
        self.thinking = False
        self._rect = QRectF(0, 0, 100, 50)
        self._font_px = 12.0
        self._pulse = 0.0
        self._fonts: tuple[QFont, QFont, QFont] = (felt_font(12, True), felt_font(12),
                                                   felt_font(12, True))
        self._anim = QPropertyAnimation(self, b"pulse", self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(1200)
        self._anim.setLoopCount(-1)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self.setZValue(zorder.PLATE)

    # ------------------------------------------------------------------ content
    def set_geometry(self, rect: Rect, font_px: float) -> None:
        key = (round(rect.x), round(rect.y), round(rect.w), round(rect.h), font_px)
        if key == getattr(self, "_geometry_key", None):
            return
        self._geometry_key = key
        self.prepareGeometryChange()
        self.setPos(round(rect.x), round(rect.y))
        self._rect = QRectF(0, 0, round(rect.w), round(rect.h))
        self._font_px = font_px
        self._fonts = _plate_fonts(font_px)
        self.invalidate()

    def set_info(self, name: str, total: str, deal_line: str, notes: list[str], dealer: bool,
                 to_act: bool) -> None:
        new = (name, total, deal_line, list(notes), dealer, to_act)
        if new != (self.name, self.total, self.deal_line, self.notes, self.dealer, self.to_act):
            self.name, self.total, self.deal_line, self.notes, self.dealer, self.to_act = new
            self.setToolTip(self.accessible_text())
            self.invalidate()

    def name_line(self) -> tuple[QFont, QRectF, str]:
        """The name's font, its place between the dealer disc and the total, and the text drawn
        there (the whole name unless even a smaller font cannot hold it)."""
        inner = self._inner()
        fp = self._font_px
        name_f, _body_f, total_f = self._fonts
        total_w = QFontMetricsF(total_f).horizontalAdvance(self.total) + fp * 0.2
        line_h = QFontMetricsF(name_f).height()
        x = inner.x() + (line_h * 0.92 + fp * 0.4 if self.dealer else 0.0)
        rect = QRectF(x, inner.y(), max(0.0, inner.right() - total_w - x), line_h * 1.2)
        font = fitted_name_font(name_f, self.name, rect.width())
        text = QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight, rect.width())
        return font, rect, text

    def accessible_text(self) -> str:
        info = sp.PlateInfo(self.name, self.total, self.deal_line, self.notes, self.dealer,
                         self.to_act)
        return sp.spoken(info, self.thinking)

    def set_thinking(self, on: bool) -> None:
        if on == self.thinking:
            return
        self.thinking = on
        if on:
            self._anim.start()
        else:
            self._anim.stop()
            self._pulse = 0.0
        self.update()

    def _get_pulse(self) -> float:
        return self._pulse

    def _set_pulse(self, value: float) -> None:
        self._pulse = value
        self.update()

    pulse = Property(float, _get_pulse, _set_pulse)

    # ------------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def _paint_body(self, painter: QPainter) -> None:
        r = self._rect
        fp = self._font_px
        radius = fp * 0.8
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        path = QPainterPath()
        path.addRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        painter.fillPath(path, QColor(*fc.PLATE_FILL))
        look = fc.plate_look(self.to_act)
        painter.setPen(QPen(QColor(*look.edge), max(1.5, fp * look.edge_width)))
        painter.drawPath(path)

        inner = self._inner()
        name_f, body_f, total_f = self._fonts
        shadow = max(1.0, fp * 0.08)
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)

        # first line: dealer disc, name, total score on the right
        painter.setFont(total_f)
        tm = QFontMetricsF(total_f)
        draw_shadowed(painter, inner, right, self.total, TEXT, shadow)
        x = inner.x()
        line_h = QFontMetricsF(name_f).height()
        shown_name_f, name_rect, name = self.name_line()
        if self.dealer:
            d = line_h * 0.92
            disc = QRectF(x, inner.y() + (line_h - d) / 2, d, d)
            painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
            painter.setBrush(QColor(*fc.DEALER_FILL))
            painter.drawEllipse(disc)
            painter.setFont(felt_font(d * 0.6, True))
            painter.setPen(QColor(*fc.DEALER_TEXT))
            painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), "D")
        painter.setFont(shown_name_f)
        draw_shadowed(painter, name_rect, left, name, TEXT, shadow)
        y = inner.y() + max(line_h, tm.height()) + fp * 0.15

        # this deal, then announcements (wrapped over what room is left)
        body_font, lines = self.fitted_notes()
        bm = QFontMetricsF(body_f)
        bh = bm.height()
        if self.deal_line:
            painter.setFont(body_f)
            text = bm.elidedText(self.deal_line, Qt.TextElideMode.ElideRight, inner.width())
            draw_shadowed(painter, QRectF(inner.x(), y, inner.width(), bh), left, text, SOFT,
                          shadow)
            y += bh * 1.05
        painter.setFont(body_font)
        nh = QFontMetricsF(body_font).height()
        for line in lines:
            draw_shadowed(painter, QRectF(inner.x(), y, inner.width(), nh), left, line, NOTE,
                          shadow)
            y += nh * 1.02

    def height_for_notes(self, width: float, font_px: float) -> float:
        """The height a plate ``width`` wide needs to show its notes whole in the body font."""
        name_f, body_f, total_f = _plate_fonts(font_px)
        bm = QFontMetricsF(body_f)
        head = max(QFontMetricsF(name_f).height(), QFontMetricsF(total_f).height())
        lines = sp.wrap(self.notes, bm.horizontalAdvance, width - 2 * font_px * 0.7)
        return sp.plate_height(font_px, head, bm.height(), bool(self.deal_line), len(lines))

    def fit(self, rect: Rect, room: Rect | None, font_px: float, grow_up: bool) -> None:
        """Take ``rect``, grown within ``room`` (up or down) as far as the notes need."""
        key = (rect, room, font_px, grow_up, self.deal_line, tuple(self.notes))
        if key == getattr(self, "_fit_key", None):
            # refreshed after every event: measured only when something changed
            self.set_geometry(self._fit_rect, font_px)
            return
        if room is not None:
            rect = sp.grown(rect, room, self.height_for_notes(rect.w, font_px), grow_up)
        self._fit_key, self._fit_rect = key, rect
        self.set_geometry(rect, font_px)

    def _inner(self) -> QRectF:
        """The plate less its padding: where the words go."""
        pad = self._font_px * 0.7
        return self._rect.adjusted(pad, pad * 0.7, -pad, -pad * 0.6)

    def fitted_notes(self) -> tuple[QFont, list[str]]:
        """The font and the lines the notes are drawn in: wrapped to the plate's width, in a
        smaller hand when that makes them fit (a Nineteen declarer's bid, call and holdings),
        and only then cut short with an ellipsis on the last line there is room for."""
        inner = self._inner()
        name_f, body_f, total_f = self._fonts
        y = inner.y() + max(QFontMetricsF(name_f).height(), QFontMetricsF(total_f).height()) \
            + self._font_px * 0.15
        bm = QFontMetricsF(body_f)
        if self.deal_line:
            y += bm.height() * 1.05
        small = QFont(body_f)
        small.setPixelSize(max(8, round(body_f.pixelSize() * 0.84)))
        sm = QFontMetricsF(small)
        fit = sp.fit_notes(self.notes, inner.width(), inner.bottom() - y, bm.horizontalAdvance,
                        bm.height(), lambda: (sm.horizontalAdvance, sm.height()))
        font, metrics = (small, sm) if fit.small else (body_f, bm)
        lines = fit.lines
        if fit.cut and lines:
            lines[-1] = metrics.elidedText(lines[-1] + " …", Qt.TextElideMode.ElideRight,
                                           inner.width())
        return font, lines

    def _paint_live(self, painter: QPainter) -> None:
        if self.thinking:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self._paint_pulse(painter, self._rect, self._font_px)

    def _paint_pulse(self, painter: QPainter, r: QRectF, fp: float) -> None:
        """Three dots breathing in turn at the plate's lower right: someone is deciding."""
        dot = fp * 0.42
        gap = dot * 0.8
        x0 = r.right() - fp * 0.7 - 3 * dot - 2 * gap
        y = r.bottom() - fp * 0.6 - dot
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(3):
            phase = (self._pulse * 3 - i) % 3
            strength = max(0.0, 1.0 - abs(phase - 0.5) / 1.2)
            colour = QColor(TEXT)
            colour.setAlphaF(0.25 + 0.7 * strength)
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(x0 + i * (dot + gap), y, dot, dot))


# ---------------------------------------------------------------------------- other felt labels
class FeltLabel(CachedItem):
    """A rounded label on the felt: the toast above the hand (an illegal card's reason), a
    speech bubble at a seat (an announcement), or the trump/phase badge beside the trick.

    ``style`` is "toast" (dark, centred text), "bubble" (light, dark text) or "badge" (a big sign
    over a small caption). The text wraps within ``max_width``; the label sizes itself to fit.
    """

    def __init__(self, style: str) -> None:
        super().__init__()
        self.style = style
        self.text = ""
        self.caption = ""
        self._px = 12.0
        self._max_w = 300.0
        self._rect = QRectF()
        self._text_rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, text: str, caption: str, font_px: float, max_width: float) -> None:
        self.prepareGeometryChange()
        self.text, self.caption = text, caption
        self._px, self._max_w = font_px, max_width
        self.setToolTip(f"{text} {caption}".strip())
        self._measure()
        self.invalidate()

    def _fonts(self) -> tuple[QFont, QFont]:
        if self.style == "badge":
            big = 2.6 if len(self.text) <= 2 else 1.35  # a suit sign large, a word smaller
            return felt_font(self._px * big, True), felt_font(self._px * 0.9)
        return felt_font(self._px * (1.05 if self.style == "toast" else 1.0),
                         self.style == "bubble"), felt_font(self._px * 0.85)

    def _measure(self) -> None:
        main, small = self._fonts()
        pad = self._px * 0.8
        wrap = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter)
        inner_w = self._max_w - 2 * pad
        r1 = QFontMetricsF(main).boundingRect(QRectF(0, 0, inner_w, 4000), wrap, self.text) \
            if self.text else QRectF()
        r2 = QFontMetricsF(small).boundingRect(QRectF(0, 0, inner_w, 4000), wrap, self.caption) \
            if self.caption else QRectF()
        # a hair wider than measured: text drawn into a box exactly its measured width can
        # wrap its last word onto a line nobody measured (seen as a cut-off "8" in a badge)
        w = min(max(r1.width(), r2.width(), self._px * 2) + 2, inner_w) + 2 * pad
        h = r1.height() + r2.height() + 2 * pad * 0.75
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self._text_rect = QRectF(-w / 2 + pad, -h / 2 + pad * 0.75, w - 2 * pad, r1.height())

    def size(self) -> tuple[float, float]:
        return self._rect.width(), self._rect.height()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 6)

    def _paint_body(self, painter: QPainter) -> None:
        if not self.text and not self.caption:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        radius = self._px * 0.7
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        look = fc.LABEL_LOOKS[self.style]
        if look.drop is not None:
            painter.fillPath(path.translated(0, 2), QColor(*look.drop))
        painter.fillPath(path, QColor(*look.fill))
        if look.edge is not None:
            painter.setPen(QPen(QColor(*look.edge), max(1.5, self._px * 0.12)))
            painter.drawPath(path)
        main, small = self._fonts()
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter)
        painter.setFont(main)
        ink, shadowed = fc.label_ink(self.style, self.text)
        if shadowed:
            draw_shadowed(painter, self._text_rect, flags, self.text, QColor(*ink),
                          max(1.0, self._px * 0.08))
        else:
            painter.setPen(QColor(*ink))
            painter.drawText(self._text_rect, flags, self.text)
        if self.caption:
            painter.setFont(small)
            cap = QRectF(self._text_rect.x(), self._text_rect.bottom(), self._text_rect.width(),
                         r.bottom() - self._text_rect.bottom())
            if look.shadowed:
                draw_shadowed(painter, cap, flags, self.caption, QColor(*look.caption), 1.0)
            else:
                painter.setPen(QColor(*look.caption))
                painter.drawText(cap, flags, self.caption)


def felt_pixmap(width: int, height: int, dpr: float = 1.0):
    """The felt: a dark green radial gradient with a faint woven grain (``felt_colours``),
    painted once per view size and reused for every frame."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QBrush, QImage, QRadialGradient

    pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    p = QPainter(pix)
    grad = QRadialGradient(QPointF(width / 2, height * 0.46), max(width, height) * 0.62)
    for stop, colour in fc.FELT_STOPS:
        grad.setColorAt(stop, QColor(*colour))
    p.fillRect(QRectF(0, 0, width, height), grad)
    size, grain = fc.GRAIN_SIZE, fc.felt_grain()  # kept alive while the image reads it
    tile = QImage(grain, size, size, size * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()
    p.fillRect(QRectF(0, 0, width, height), QBrush(tile))
    p.end()
    return pix
