"""One card on the table: a ``QGraphicsObject`` that paints a cached pixmap from ``CardArt``.

Why an object per card and pixmaps: Qt property animations (position, rotation, scale, opacity and
our own ``flip`` and ``lift``) move the items without any code of ours running per frame, and a
paint is one ``drawPixmap`` of a pixmap made once at exactly the card's on-screen size and device
pixel ratio, so the whole table repaints in a few milliseconds and stays crisp on HiDPI screens.

The item's origin is the card's centre, so rotation, the flip (a horizontal scale through 0) and the
lift (a shift toward the card's own top edge, natural on the arc) all happen about the centre.
Which card it shows, and whether it is legal, is told to it by the table: it decides nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import CardCodec
from ..presentation import card_marks as marks
from ..presentation.byte_cache import ByteCache
from ..presentation.layout import ASPECT
from .card_art import pixmap_bytes
from .card_paint import rounded


class CardItem(QGraphicsObject):
    """A card (or a back) of height ``height`` px; ``card`` is ``None`` while its identity is
    unknown to the viewer (an opponent's face-down card)."""

    clicked = Signal(object)
    hoverChanged = Signal(object, bool)

    def __init__(self, art, codec: CardCodec, card: int | None, face_up: bool, height: float,
                 dpr: float = 1.0, position: int = -1) -> None:
        super().__init__()
        self._art = art
        self._codec = codec
        self.card = card
        self.position = position
        self._face_up = bool(face_up and card is not None)
        self._height = float(height)
        self._dpr = float(dpr)
        self._flip = 0.0
        self._flip_to_face: bool | None = None
        self._lift = 0.0
        self._turn = 0.0
        self._at_top = False  # in a hand at the top of the table: lifted down, not up
        self._origin = QPointF()
        self._target_centre = QPointF()
        self._shape = QPainterPath()
        self.dimmed = False
        self.focused = False
        self.selected_for_choice = False
        self.marked = False  # a card just drawn from the stock: a band along its top edge
        self.interactive = False     # the table wants hover and clicks on this card now
        self.hovered = False         # under the pointer since it became interactive
        self._pixmap = QPixmap()
        self._bounds = QRectF()
        self._outline = QPainterPath()
        self._band = QPainterPath()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)
        self._geometry_changed()

    # ------------------------------------------------------------------ identity and look
    @property
    def face_up(self) -> bool:
        return self._face_up

    @property
    def height(self) -> float:
        return self._height

    def accessible_name(self) -> str:
        """What a screen reader says for this card ("Queen of Spades", "a face-down card")."""
        if self._face_up and self.card is not None:
            return self._codec.name(self.card)
        return "a face-down card"

    def set_card(self, card: int | None, face_up: bool | None = None) -> None:
        self.card = card
        if face_up is not None:
            self._face_up = bool(face_up and card is not None)
        elif card is None:
            self._face_up = False
        self._refresh_pixmap()
        self.setToolTip(self.accessible_name() if self._face_up else "")

    def set_face_up(self, face_up: bool) -> None:
        if bool(face_up and self.card is not None) != self._face_up:
            self.set_card(self.card, face_up)

    def set_art(self, art, codec: CardCodec | None = None) -> None:
        self._art = art
        if codec is not None:
            self._codec = codec
        self._refresh_pixmap()

    def set_dpr(self, dpr: float) -> None:
        if abs(dpr - self._dpr) > 1e-6:
            self._dpr = dpr
            self._refresh_pixmap()

    def set_height(self, height: float) -> None:
        """Resize the card itself (its pixmap is remade at the new size, so it stays crisp)."""
        if abs(height - self._height) > 0.25:
            self.prepareGeometryChange()
            self._height = float(height)
            self._geometry_changed()

    def settle(self) -> None:
        """After a scaled flight (an opponent's small card growing into the trick), fold the
        item scale into the card height so the card at rest is painted 1:1 from its pixmap."""
        s = self.scale()
        if abs(s - 1.0) > 1e-3:
            self.setScale(1.0)
            self.set_height(self._height * s)

    def set_state(self, *, dimmed: bool | None = None, focused: bool | None = None,
                  selected: bool | None = None, interactive: bool | None = None,
                  marked: bool | None = None) -> None:
        changed = False
        if dimmed is not None and dimmed != self.dimmed:
            self.dimmed = dimmed
            self._refresh_pixmap()  # the veil is part of the composed pixmap
        if selected is not None and selected != self.selected_for_choice:
            self.prepareGeometryChange()
            self.selected_for_choice = selected
            self._geometry_changed()  # a card picked for a discard stands out of the fan
        for name, value in (("focused", focused), ("interactive", interactive),
                            ("marked", marked)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    # ------------------------------------------------------------------ animated properties
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        """0 → 1: the card narrows to nothing, shows its other side past the middle, widens."""
        self._flip = value
        if self._flip_to_face is not None and value >= 0.5 and self._face_up != self._flip_to_face:
            self._face_up = self._flip_to_face
            self._refresh_pixmap()
        sx = max(0.001, abs(1.0 - 2.0 * value))
        self.setTransform(QTransform.fromScale(sx, 1.0))

    flip = Property(float, _get_flip, _set_flip)

    def prepare_flip(self, to_face_up: bool) -> None:
        """Arm the flip so that running ``flip`` 0 → 1 ends on the given side."""
        self._flip_to_face = bool(to_face_up and self.card is not None)
        self._flip = 0.0

    def finish_flip(self) -> None:
        if self._flip_to_face is not None:
            self.set_face_up(self._flip_to_face)
        self._flip_to_face = None
        self._flip = 0.0
        self.setTransform(QTransform())

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        if value != self._lift:
            self.prepareGeometryChange()
            self._lift = value
            self._geometry_changed()

    lift = Property(float, _get_lift, _set_lift)

    def set_at_top(self, on: bool) -> None:
        """Whether the card lies in the hand at the top of the table (see ``lift_offset``)."""
        if on != self._at_top:
            self.prepareGeometryChange()
            self._at_top = on
            self._geometry_changed()

    # ------------------------------------------------------------------ turns at rest
    def set_turn(self, degrees: float) -> None:
        """Lie turned by ``degrees`` through a pre-rotated pixmap instead of the item's own
        rotation: a card at rest is then blitted, not resampled on every frame (the person's
        arc, the opponents' sideways and upside-down fans). See :meth:`fold`, :meth:`unfold`."""
        degrees = round(float(degrees) % 360.0, 2) % 360.0
        if degrees != self._turn:
            self.prepareGeometryChange()
            self._turn = degrees
            self._geometry_changed()

    def unfold(self) -> None:
        """Before an animation: the turn goes back into the item's rotation (the card looks
        the same), so rotation, flip and scale animate from where the card visibly is."""
        if self._turn:
            rot = self.rotation() + self._turn
            self.set_turn(0.0)
            self.setRotation(rot)

    def visual_rotation(self) -> float:
        """The angle the card is seen at: the item's rotation plus the pixmap's turn."""
        return self.rotation() + self._turn

    def fold(self) -> None:
        """At rest (no scale, no flip): the item's rotation moves into the pixmap."""
        if (self.rotation() and abs(self.scale() - 1.0) < 1e-6
                and self.transform().isIdentity()):
            turn = self._turn + self.rotation()
            self.setRotation(0.0)
            self.set_turn(turn)

    # ------------------------------------------------------------------ painting
    def _geometry_changed(self) -> None:
        h = self._height
        w = h * ASPECT
        # a picked card under the pointer rises no higher than any card under it: the two rises
        # added, its ring met the decision panel above the hand (the ring says it is picked)
        rise = max(self._lift, marks.picked_rise(h)) if self.selected_for_choice else self._lift
        lx, ly = marks.lift_offset(rise, self._turn, self._at_top)
        turn = QTransform().translate(lx, ly).rotate(self._turn)
        card = QRectF(-w / 2, -h / 2, w, h)
        pad = marks.shadow_pad(h)
        self._target_centre = QPointF(lx, ly)
        self._shape = QPainterPath()
        self._shape.addPolygon(turn.map(card))
        self._shape.closeSubpath()
        padded = card.adjusted(-pad, -pad, pad, pad)  # the shadow's room, turned with the card
        body = turn.mapRect(padded)
        rest = QTransform().rotate(self._turn).mapRect(padded)
        self._bounds = body.united(rest).adjusted(-1, -1, 1, 1)
        r = w * marks.CORNER
        ring = card.adjusted(-1.5, -1.5, 1.5, 1.5)
        self._outline = turn.map(rounded(ring.x(), ring.y(), ring.width(), ring.height(), r + 1))
        self._band = turn.map(rounded(*marks.drawn_band(w, h)))
        cx, cy, r = marks.pick_badge(w, h)
        self._badge = (turn.map(QPointF(cx, cy)), r,
                       [turn.map(QPointF(x, y)) for x, y in marks.tick_points(cx, cy, r)])
        self._refresh_pixmap()

    def _refresh_pixmap(self) -> None:
        if self._art is None:
            self._pixmap = QPixmap()
        else:
            card = self.card if self._face_up else None
            face = self._art.pixmap(card, self._codec, max(8, round(self._height)), self._dpr)
            self._pixmap = composite(face, self._height, self._turn, self.dimmed)
        size = self._pixmap.deviceIndependentSize()
        # whole pixels (with the item at a whole-pixel position and no rotation of its own, Qt
        # then blits the pixmap instead of resampling it)
        self._origin = QPointF(round(self._target_centre.x() - size.width() / 2),
                               round(self._target_centre.y() - size.height() / 2))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.drawPixmap(self._origin, self._pixmap)
        picked = marks.ring_width(self._height, False) if self.selected_for_choice else 0.0
        if self.focused:  # as wide again as a pick's ring when both: gold either side of it
            painter.setPen(QPen(QColor(marks.FOCUS),
                                marks.ring_width(self._height, True) + picked))
            painter.setBrush(QBrush(QColor(marks.FOCUS_FILL)))
            painter.drawPath(self._outline)
        if self.selected_for_choice:  # over the keyboard's ring, not hidden under it: a card
            # picked with Enter looked as it had before
            painter.setPen(QPen(QColor(marks.SELECT), picked))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline)
            centre, r, tick = self._badge  # and a tick: a shape, not the ring's colour alone
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(QPen(QColor(marks.TICK), max(1.0, r * 0.18)))
            painter.setBrush(QBrush(QColor(marks.SELECT)))
            painter.drawEllipse(centre, r, r)
            pen = QPen(QColor(marks.TICK), max(1.5, r * 0.3))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolyline(tick)
        if self.marked:  # the top edge shows in any fan: drawn from the stock
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(marks.MARK)))
            painter.drawPath(self._band)

    # ------------------------------------------------------------------ input
    def hoverEnterEvent(self, event) -> None:
        if self.interactive:
            self.hovered = True
            self.hoverChanged.emit(self, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self.hovered = False
        self.hoverChanged.emit(self, False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        # the press already hit this card; a release still over it (its box: the shadow's rim
        # included, as the scene's own hit test does) makes the click
        if event.button() == Qt.MouseButton.LeftButton and self._bounds.contains(event.pos()):
            self.clicked.emit(self)
        event.accept()


# ------------------------------------------------------------------------------ composed pixmaps
_COMPOSED: ByteCache[QPixmap] = ByteCache(160 * 1024 * 1024, pixmap_bytes, keep=2)


def composite(face: QPixmap, height: float, turn: float, dimmed: bool) -> QPixmap:
    """The card as painted on the table: a soft drop shadow, the art, the veil of a card that
    cannot be played, turned by ``turn`` degrees. Made once per (art pixmap, turn, veil) and
    kept (least recently used first out, bounded in bytes), so painting a card is a single
    ``drawPixmap`` blit: anti-aliased shadow paths per frame would cost more than the card."""
    pix = _COMPOSED.get((face.cacheKey(), turn, dimmed))
    if pix is not None:
        return pix
    upright_key = (face.cacheKey(), 0.0, dimmed)
    upright = _COMPOSED.get(upright_key)
    if upright is None:
        upright = _COMPOSED.put(upright_key, _compose(face, height, dimmed))
    if not turn:
        return upright
    pix = upright.transformed(QTransform().rotate(turn), Qt.TransformationMode.SmoothTransformation)
    pix.setDevicePixelRatio(upright.devicePixelRatio())
    return _COMPOSED.put((face.cacheKey(), turn, dimmed), pix)


def _compose(face: QPixmap, height: float, dimmed: bool) -> QPixmap:
    dpr = face.devicePixelRatio() or 1.0
    size = face.deviceIndependentSize()
    w, h = size.width(), size.height()
    pad = marks.shadow_pad(height)
    pix = QPixmap(round((w + 2 * pad) * dpr), round((h + 2 * pad) * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for box, alpha in marks.shadow_layers(pad, pad, w, h):
        p.fillPath(rounded(*box), QColor(0, 0, 0, alpha))
    p.drawPixmap(QPointF(pad, pad), face)
    if dimmed:
        p.fillPath(rounded(*marks.veil(pad, pad, w, h)), QColor(marks.VEIL))
    p.end()
    return pix
