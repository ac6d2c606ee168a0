"""The plate beside each hand: who sits there, their score, this deal so far, what they announced,
the dealer button, and a quiet pulse while a computer player thinks.

A painted ``QGraphicsObject`` rather than widgets: it is redrawn only when its words change (device
coordinate cache), costs nothing per frame otherwise, and scales with the card height like the rest
of the table. The words come from the table (``describe.py``); the plate only lays them out.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..presentation import felt_colours as fc
from ..presentation import seat_plates as sp
from ..presentation import text_boxes as tb
from ..presentation import zorder
from ..presentation.layout import Rect

TEXT, SHADOW = QColor(*fc.TEXT), QColor(*fc.SHADOW)


def qfont(font: tb.Font) -> QFont:
    """A ``text_boxes.Font`` as Qt's: the platform's sans serif at its pixel size."""
    f = QFont()
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPixelSize(font.px)
    f.setBold(font.bold)
    return f


def felt_font(px: float, bold: bool = False) -> QFont:
    """The table's type: the platform's sans serif at a pixel size tied to the card height."""
    return qfont(tb.felt(px, bold))


class FeltMeasure:
    """Qt's font metrics as the ``text_boxes.Measure`` its layouts are given."""

    def advance(self, font: tb.Font, text: str) -> float:
        return QFontMetricsF(qfont(font)).horizontalAdvance(text)

    def height(self, font: tb.Font) -> float:
        return QFontMetricsF(qfont(font)).height()

    def elide(self, font: tb.Font, text: str, width: float) -> str:
        return QFontMetricsF(qfont(font)).elidedText(text, Qt.TextElideMode.ElideRight, width)

    def wrapped(self, font: tb.Font, text: str, width: float, centre: bool) -> tuple[float, float]:
        flags = int(Qt.TextFlag.TextWordWrap)
        if centre:
            flags |= int(Qt.AlignmentFlag.AlignHCenter)
        box = QFontMetricsF(qfont(font)).boundingRect(QRectF(0, 0, width, 4000), flags, text)
        return box.width(), box.height()


MEASURE = FeltMeasure()
_ALIGN = {"left": Qt.AlignmentFlag.AlignLeft, "right": Qt.AlignmentFlag.AlignRight,
          "centre": Qt.AlignmentFlag.AlignHCenter}


def paint_box(painter: QPainter, box: tb.Box, tail: float = 0.0) -> None:
    """A rounded box of ``text_boxes``: its drop shadow, fill and edge, at its opacity (which
    its lines keep); ``tail``: the length of a speech bubble's tail pointing down from the
    middle of its lower edge (0: none), one outline with the box."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setOpacity(box.opacity)
    path = QPainterPath()
    path.addRoundedRect(QRectF(box.x, box.y, box.w, box.h), box.radius, box.radius)
    if tail > 0:
        cx, bottom, half = box.x + box.w / 2, box.y + box.h, min(tail * 0.7, box.w / 6)
        point = QPainterPath()
        point.moveTo(cx - half, bottom - 1)
        point.lineTo(cx, bottom + tail)
        point.lineTo(cx + half, bottom - 1)
        point.closeSubpath()
        path = path.united(point)
    if box.drop is not None:
        painter.fillPath(path.translated(0, box.drop_dy), QColor(*box.drop))
    painter.fillPath(path, QColor(*box.fill).lighter(125) if box.lighter else QColor(*box.fill))
    if box.edge is not None:
        painter.setPen(QPen(QColor(*box.edge), box.edge_width))
        painter.drawPath(path)


def paint_lines(painter: QPainter, lines: list[tb.Line]) -> None:
    """Lines of ``text_boxes``; a shadowed one is off-white with a soft dark shadow so it reads
    on any shade of green. A line with its own opacity is drawn at it (the box's is kept for
    the next)."""
    box_opacity = painter.opacity()
    for line in lines:
        painter.setOpacity(box_opacity if line.opacity is None else line.opacity)
        painter.setFont(qfont(line.font))
        flags = int(_ALIGN[line.align] | Qt.AlignmentFlag.AlignTop) \
            | (int(Qt.TextFlag.TextWordWrap) if line.wrap else 0)
        rect = QRectF(line.x, line.y, line.w, line.h)
        if line.shadow:
            painter.setPen(SHADOW)
            painter.drawText(rect.translated(line.shadow, line.shadow), flags, line.text)
        painter.setPen(QColor(*line.ink))
        painter.drawText(rect, flags, line.text)


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


class SeatPlate(CachedItem):
    """One seat's plate; ``set_info`` changes the words, ``set_thinking`` the pulse. Where its
    words go is ``text_boxes.plate``'s."""

    def __init__(self, position: int) -> None:
        super().__init__()
        self.position = position
        self.name = ""
        self.total = ""
        self.deal_line = ""
        self.notes: list[str] = []
        self.kinds: tuple[str, ...] = ()
        self.dealer = False
        self.to_act = False
        self.thinking = False
        self._rect = QRectF(0, 0, 100, 50)
        self._font_px = 12.0
        self._pulse = 0.0
        self._dots_at: tuple[float, float, float] | None = None
        self._anim = QVariantAnimation(self)
        self._anim.valueChanged.connect(self._set_pulse)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(1200)
        self._anim.setLoopCount(-1)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self.setZValue(zorder.PLATE)

    # ------------------------------------------------------------------ content
    def set_geometry(self, rect: Rect, font_px: float) -> None:
        """At ``rect`` exactly, at ``font_px``."""
        key = (round(rect.x), round(rect.y), round(rect.w), round(rect.h), font_px)
        if key == getattr(self, "_geometry_key", None):
            return
        self._geometry_key = key
        self.prepareGeometryChange()
        self.setPos(round(rect.x), round(rect.y))
        self._rect = QRectF(0, 0, round(rect.w), round(rect.h))
        self._font_px = font_px
        self.invalidate()

    def set_info(self, name: str, total: str, deal_line: str, notes: list[str], dealer: bool,
                 to_act: bool, kinds: tuple[str, ...] = ()) -> None:
        """The plate's words; ``kinds``: each note's kind (``PlateInfo.kinds``), its colour."""
        new = (name, total, deal_line, list(notes), dealer, to_act, tuple(kinds))
        if new != (self.name, self.total, self.deal_line, self.notes, self.dealer, self.to_act,
                   self.kinds):
            (self.name, self.total, self.deal_line, self.notes, self.dealer, self.to_act,
             self.kinds) = new
            self.setToolTip(self.accessible_text())
            self.invalidate()

    def info(self) -> sp.PlateInfo:
        return sp.PlateInfo(self.name, self.total, self.deal_line, self.notes, self.dealer,
                            self.to_act, self.kinds)

    def layout(self) -> tb.Plate:
        """Where the words go at the plate's size now."""
        return tb.plate(self.info(), self._rect.width(), self._rect.height(), self._font_px,
                        MEASURE)

    def name_line(self) -> tuple[QFont, QRectF, str]:
        """The name's font, its place between the dealer disc and the total, and the text drawn
        there (the whole name unless even a smaller font cannot hold it)."""
        name = self.layout().name
        return qfont(name.font), QRectF(name.x, name.y, name.w, name.h), name.text

    def fitted_notes(self) -> tuple[QFont, list[str]]:
        """The font and the lines the notes are drawn in."""
        plate = self.layout()
        return qfont(plate.notes_font), plate.notes

    def note_lines(self, plate: tb.Plate | None = None) -> list[tb.Line]:
        """The plate's lines, each note's in the colour of its kind (a failure's apart from
        the notes' yellow, ``felt_colours.note_ink``)."""
        plate = plate or self.layout()
        at = [i for i, line in enumerate(plate.lines) if line.ink == fc.NOTE]
        if not any(self.kinds) or not at:
            return plate.lines
        font = plate.notes_font
        kinds = sp.note_line_kinds(self.notes, self.kinds,
                                   lambda text: MEASURE.advance(font, text), plate.lines[at[0]].w)
        lines = list(plate.lines)
        for i, kind in zip(at, kinds, strict=False):
            lines[i] = lines[i]._replace(ink=fc.note_ink(kind))
        return lines

    def accessible_text(self) -> str:
        return sp.spoken(self.info(), self.thinking)

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

    def _set_pulse(self, value: float) -> None:
        self._pulse = value
        self.update()

    # ------------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def _paint_body(self, painter: QPainter) -> None:
        plate = self.layout()
        paint_box(painter, plate.box)
        if plate.disc is not None:
            disc = QRectF(plate.disc[0], plate.disc[1], plate.disc[2], plate.disc[2])
            painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
            painter.setBrush(QColor(*fc.DEALER_FILL))
            painter.drawEllipse(disc)
            painter.setFont(felt_font(plate.disc[2] * 0.6, True))
            painter.setPen(QColor(*fc.DEALER_TEXT))
            painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), "D")
        paint_lines(painter, self.note_lines(plate))
        self._dots_at = plate.dots  # the live pulse, painted every frame, goes there

    def fit(self, rect: Rect, room: Rect | None, font_px: float, grow_up: bool) -> None:
        """Take ``rect``, grown within ``room`` (up or down) as far as the notes and a long
        name (on two lines) need."""
        # the name, total and dealer disc too: they set the room the name has on its line
        key = (rect, room, font_px, grow_up, self.deal_line, tuple(self.notes), self.name,
               self.total, self.dealer)
        if key == getattr(self, "_fit_key", None):
            # refreshed after every event: measured only when something changed
            self.set_geometry(self._fit_rect, font_px)
            return
        if room is not None:
            # measured at the width drawn (``set_geometry`` rounds it): measured a fraction
            # wider, a note took one line fewer than drawn, and the plate grown for it showed
            # its notes smaller, or cut ("Royal Honours, the …"), until the next window size
            need = tb.plate_need(self.info(), round(rect.w), font_px, MEASURE)
            rect = sp.grown(rect, room, need, grow_up)
        self._fit_key, self._fit_rect = key, rect
        self.set_geometry(rect, font_px)

    def _paint_live(self, painter: QPainter) -> None:
        """Three dots breathing in turn after the name: someone is deciding."""
        if not self.thinking or self._dots_at is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        for x, y, d, alpha in tb.pulse_dots(self._dots_at, self._pulse):
            colour = QColor(TEXT)
            colour.setAlphaF(alpha)
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(x, y, d, d))


class PlateSizes:
    """The plates' text size in one game at one size of the felt: it only ever gets smaller
    (``fit_plates``'s ``most``), until the felt's size or text size changes. Why: fitted anew
    each time, it came and went from deal to deal with the widest plate's words ("D North
    24"), every plate jumping in size (a tester at the largest text size)."""

    def __init__(self) -> None:
        self.key: tuple = ()
        self.px = 0.0

    def fit(self, plates: list[SeatPlate], lay, seats: int) -> None:
        key = (lay.width, lay.height, lay.text_px, lay.font_px, len(plates))
        most = self.px if key == self.key else None
        self.key, self.px = key, fit_plates(plates, lay, seats, most)


def fit_plates(plates: list[SeatPlate], lay, seats: int, most: float | None = None) -> float:
    """The plates of the first ``seats`` positions at their places on the felt ``lay``, each
    grown within its room as its words need, all at one text size: the felt's read text
    (``text_px``) where the plates hold it, else smaller, down to ``font_px``
    (``text_boxes.plates_px``), and no larger than ``most``. The size chosen."""
    shown = [plate for plate in plates if plate.position < min(seats, len(lay.seats))]
    sizes = []
    for plate in shown:
        seat = lay.seat(plate.position)
        room = seat.plate_room
        sizes.append((plate.info(), round(seat.plate.w), seat.plate.h,
                      room.h if room is not None else seat.plate.h))
    px = tb.plates_px(sizes, lay.font_px, lay.text_px if most is None
                      else max(lay.font_px, min(lay.text_px, most)), MEASURE)
    for plate in shown:
        seat = lay.seat(plate.position)
        plate.fit(seat.plate, seat.plate_room, px, seat.side == "bottom")
    return px


# ---------------------------------------------------------------------------- other felt labels
class FeltLabel(CachedItem):
    """A rounded label on the felt: the toast above the hand (an illegal card's reason), a
    speech bubble at a seat (an announcement), or the trump/phase badge beside the trick.

    ``style`` is "toast" (dark, centred text), "bubble" (light, dark text) or "badge" (a big sign
    over a small caption). The text wraps within ``max_width``; the label sizes itself to fit
    (``text_boxes.label``).
    """

    def __init__(self, style: str) -> None:
        super().__init__()
        self.style = style
        self.text = ""
        self.caption = ""
        self.box = tb.Box(0, 0, 0, 0, 0, fc.TEXT)
        self.lines: list[tb.Line] = []
        #: a bubble's tail pointing down to its seat's hand (its length; 0: none): the
        #: person's words lying away from their plate (``bubble_place``)
        self.tail = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, text: str, caption: str, font_px: float, max_width: float,
                    four_colour: bool = False) -> None:
        self.prepareGeometryChange()
        self.text, self.caption = text, caption
        self.setToolTip(f"{text} {caption}".strip())
        self.box, self.lines = tb.label(self.style, text, caption, font_px, max_width, MEASURE,
                                        four_colour)
        self.invalidate()

    def set_fitted(self, text: str, caption: str, font_px: float, most_px: float, room: Rect,
                   four_colour: bool = False) -> None:
        """``set_content`` at the largest size from ``most_px`` down to ``font_px`` at which
        the label stays within ``room`` (``text_boxes.label_px``)."""
        px = tb.label_px(self.style, text, caption, font_px, most_px, room.w, room.h, MEASURE)
        self.set_content(text, caption, px, room.w, four_colour)

    def set_tail(self, length: float) -> None:
        if abs(length - self.tail) > 0.01:
            self.prepareGeometryChange()
            self.tail = length
            self.invalidate()

    def size(self) -> tuple[float, float]:
        return self.box.w, self.box.h

    def boundingRect(self) -> QRectF:
        return QRectF(self.box.x, self.box.y, self.box.w, self.box.h).adjusted(
            -4, -4, 4, 6 + self.tail)

    def _paint_body(self, painter: QPainter) -> None:
        if self.text or self.caption:
            paint_box(painter, self.box, self.tail)
            paint_lines(painter, self.lines)


def felt_pixmap(width: int, height: int, dpr: float = 1.0, name: str = fc.DEFAULT_FELT):
    """The felt called ``name`` (``felt_colours.FELTS``; green by default): a radial gradient,
    lighter at the centre, with a faint woven grain, painted once per view size and colour and
    reused for every frame."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QBrush, QImage, QRadialGradient

    pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    p = QPainter(pix)
    grad = QRadialGradient(QPointF(width / 2, height * 0.46), max(width, height) * 0.62)
    for stop, colour in fc.felt(name).stops:
        grad.setColorAt(stop, QColor(*colour))
    p.fillRect(QRectF(0, 0, width, height), grad)
    size, grain = fc.GRAIN_SIZE, fc.felt_grain()  # kept alive while the image reads it
    tile = QImage(grain, size, size, size * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()
    p.fillRect(QRectF(0, 0, width, height), QBrush(tile))
    p.end()
    return pix
